// The CoH forms' set-up areas (see coh_scenario_forms.h): where a side's
// hidden units may set up [10.0] (docs/coh-scenario.md, "Hidden set-up").
// An area is FF's area elements (docs/scenario-format.md, "Setup areas"):
// the form shows its listed hexes (its first <hexes> element) as hex labels,
// which "Add hex from map" extends, and its other elements as they are
// written (<east-of column="05"/>, ...). Apply puts the listed hexes back
// where their element was, so an Apply that changed nothing writes the same
// text. The selected area's hexes, as the maps resolve it, are marked on
// the map while the page is shown.

#include "editor/gui/coh/coh_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "formats/scenario/scenario_format.h"

#include <algorithm>

namespace crestline::gui::coh_forms {

namespace st = scenario_text;
using namespace forms_text;
using scenarios::AreaExpr;
using scenarios::AreaOp;
using scenarios::SetupArea;

namespace {

/// The index of the area's first <hexes> element, -1 if it has none.
int listedPart(const SetupArea& a)
{
    for (std::size_t i = 0; i < a.parts.size(); ++i)
        if (a.parts[i].op == AreaOp::Hexes) return int(i);
    return -1;
}

/// The area's elements but its first <hexes>, as written.
std::string otherParts(const SetupArea& a)
{
    std::vector<AreaExpr> others = a.parts;
    if (const int at = listedPart(a); at >= 0) others.erase(others.begin() + at);
    return formats::writeAreaPartsText(others);
}

/// The area from the form's listed hexes and other elements: "" or the problem.
std::string partsFromForm(const std::string& listed, const std::string& others, SetupArea& a)
{
    std::vector<AreaExpr> parts;
    if (!st::trim(others).empty()) {
        auto read = formats::readAreaPartsText(others, "Other elements");
        for (const Finding& f : read.findings)
            if (f.severity >= Severity::Error) return formatFinding(f);
        parts = std::move(*read.value);
    }
    const std::vector<scenarios::HexName> hexes = st::parseHexList(listed);
    const int at = listedPart(a);
    if (!hexes.empty()) {
        AreaExpr node = at >= 0 ? a.parts[std::size_t(at)] : AreaExpr{};
        node.op = AreaOp::Hexes;
        node.hexes = hexes;
        const std::size_t where = at >= 0 ? std::min(std::size_t(at), parts.size()) : parts.size();
        parts.insert(parts.begin() + std::ptrdiff_t(where), std::move(node));
    }
    a.parts = std::move(parts);
    return {};
}

} // namespace

void CohForms::buildSetupAreasPage()
{
    addListPage(
        "areas", "Set-up areas",
        {{"Id", false, "One word, unique among the set-up areas"},
         {"Side", false, "The id of the side whose hidden units set up here [10.0]"},
         {"Description", false, "The scenario's own words, e.g. east of hex column 05"},
         {"Hexes", false, "Hexes listed one by one (type them or add them from the map)"},
         {"Other elements", true,
          "Area elements, their union with the hexes is the area: <row label=\"10\"/> <column label=\"05\"/> <east-of column=\"05\"/> "
          "<south-of row=\"06\"/> <within distance=\"2\" of=\"0904\"/> <containing terrain=\"road\"/> <union>, <intersection>, <difference>"}},
        {[this] {
             std::vector<std::string> rows;
             for (const SetupArea& a : scenario().setupAreas)
                 rows.push_back(a.id + "  " + a.side + (a.description.empty() ? "" : ": " + a.description));
             return rows;
         },
         [this](int row) {
             if (row < 0) return std::vector<std::string>{"", scenario().sides.empty() ? "" : scenario().sides.front().id, "", "", ""};
             const SetupArea& a = scenario().setupAreas[std::size_t(row)];
             const int at = listedPart(a);
             return std::vector<std::string>{a.id, a.side, a.description, at >= 0 ? st::hexList(a.parts[std::size_t(at)].hexes) : "",
                                             otherParts(a)};
         },
         [this](int row, const std::vector<std::string>& f) {
             std::string id;
             if (std::string problem = parseToken(f[0], "The area's id", id); !problem.empty()) return problem;
             return edit("Set-up area " + id, [&](Scenario& s) {
                 for (std::size_t i = 0; i < s.setupAreas.size(); ++i)
                     if (int(i) != row && s.setupAreas[i].id == id) return "another set-up area has the id \"" + id + "\"";
                 SetupArea a = row < 0 ? SetupArea{} : s.setupAreas[std::size_t(row)];
                 a.id = id;
                 std::string problem = parseToken(f[1], "The side", a.side);
                 if (problem.empty() && !s.findSide(a.side)) problem = "no side \"" + a.side + "\"";
                 if (problem.empty()) problem = partsFromForm(f[3], f[4], a);
                 if (!problem.empty()) return problem;
                 a.description = st::trim(f[2]);
                 if (row < 0) s.setupAreas.push_back(std::move(a));
                 else s.setupAreas[std::size_t(row)] = std::move(a);
                 return std::string();
             });
         },
         [this](int row) {
             const std::string id = scenario().setupAreas[std::size_t(row)].id;
             return edit("Remove set-up area " + id, [&](Scenario& s) {
                 s.setupAreas.erase(s.setupAreas.begin() + row);
                 return std::string();
             });
         },
         [this](int row) {
             // The area as the maps resolve it, on the map under edit (the scenario's first).
             const auto& doc = *jobs::as<jobs::CohScenarioDocument>(host().document());
             std::vector<std::pair<std::string, std::string>> out;
             if (doc.boards().boards().empty() || !doc.boards().loaded(0)) return out;
             const SetupArea& a = scenario().setupAreas[std::size_t(row)];
             for (const scenarios::PlacedHex& h : doc.boards().resolveArea(a).hexes)
                 if (h.board == 0) out.push_back({doc.boards().grid(0).label(h.hex), ""});
             return out;
         }});
    addPickButton("areas", 3, true);
}

} // namespace crestline::gui::coh_forms
