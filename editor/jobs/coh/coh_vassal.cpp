// A Conflict of Heroes firefight in a VASSAL module (coh_vassal.h): set-up
// areas and objectives as zones, the units the public set-up sheet shows on
// their hexes, reinforcements by round, the public set-up sheet. Hidden
// units [10.0] (and units carried by them) are left out entirely, by the
// sheet's own decision (render::cohSheetUnits for no side); a hidden
// set-up file is never read.

#include "editor/jobs/coh/coh_vassal.h"

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "formats/render/coh/coh_sheet.h"

namespace crestline::jobs {

namespace {

using scenarios::BoardSet;
using scenarios::HexName;
using scenarios::HexSet;
using scenarios::Objective;
using scenarios::SetupArea;
using scenarios::coh::CohScenario;

Findings readCoh(const Document& opened, VassalScenario& out)
{
    const auto& doc = *as<CohScenarioDocument>(opened);
    Findings findings = checkCohScenarioFile(doc).findings;
    if (hasErrors(findings) || !doc.loaded()) return findings;
    const CohScenario& s = doc.scenario();
    const BoardSet& boards = doc.boards();
    out.title = s.title.empty() ? s.id : s.title;
    out.boards = &boards;
    for (const auto& side : s.sides) out.sides.push_back({side.id, side.name.empty() ? side.id : side.name});
    auto sideIndex = [&](const std::string& id) {
        for (std::size_t i = 0; i < s.sides.size(); ++i)
            if (s.sides[i].id == id) return int(i);
        return -1;
    };
    for (const SetupArea& area : s.setupAreas) {
        const auto* side = s.findSide(area.side);
        addVassalZones(out.zones, boards.resolveArea(area).hexes, area.id + " (" + (side ? side->name : area.side) + " set-up)", sideIndex(area.side), false);
    }
    for (const Objective& o : s.victory.objectives) {
        HexSet hexes;
        for (const HexName& h : o.hexes)
            if (auto r = boards.resolve(h); r.hex) hexes.push_back(*r.hex);
        scenarios::normalise(hexes);
        std::optional<int> vp;
        if (o.values.size() == 1) vp = o.values.front().vp;
        addVassalZones(out.zones, hexes, "Objective: " + (o.name.empty() ? o.id : o.name), -1, true, vp);
    }
    // [10.0] what the public sheet shows, and nothing else.
    Findings ignored;
    const render::CohSheetUnits shown = render::cohSheetUnits(s, std::nullopt, nullptr, ignored);
    for (const render::CohSheetUnit& su : shown.shown) {
        if (!su.unit || su.hidden || shown.withheld.count(su.unit->id)) continue;
        const scenarios::coh::Unit& u = *su.unit;
        VassalUnit v{u.id, u.name, std::string(scenarios::coh::movementName(u.movement)), u.side, 1, std::nullopt, ""};
        if (const scenarios::coh::Reinforcement* r = s.arrivalOf(u.id)) v.when = "round " + std::to_string(r->round);
        else if (su.hex) v.hex = boards.resolve(*su.hex).hex; // a carried unit: on its carrier's hex
        out.units.push_back(v);
    }
    out.publicSheet = [&doc](Findings& warnings) {
        render::CohSheetInput input;
        input.scenario = &doc.scenario();
        input.file = doc.file().string();
        for (std::size_t i = 0; i < doc.boards().boards().size(); ++i)
            if (doc.boards().loaded(int(i))) input.maps[doc.boards().boards()[i].id] = &doc.boards().analysis(int(i));
        return render::renderCohSetupSheet(input, render::CohSheetOptions{}, nullptr, &warnings); // no side: the public sheet
    };
    return findings;
}

} // namespace

KindVassal cohScenarioVassal() { return {readCoh}; }

} // namespace crestline::jobs
