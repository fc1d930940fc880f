// renderCohSetupSheet: what a CoH sheet may show of the units (hidden units
// [10.0] only on their own side's sheet), the board's marks, and the order of
// the sections, printed through the FF sheet's flow, board and footer
// (sheet_content.h) as the GTS sheet is. The sections are in
// coh_sheet_sections.cpp.

#include "formats/render/coh/coh_sheet.h"

#include "formats/render/coh/coh_sheet_content.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <cmath>

namespace crestline::render {

namespace {

using namespace scenarios::coh;
using scenarios::Board;
using scenarios::BoardSet;
using scenarios::HexName;
using scenarios::MapPlacement;
using scenarios::PlacedHex;
using sheet::escape;

void warn(Findings& out, FindingCode code, const std::string& message, int line = 0, const std::string& hex = {})
{
    out.push_back(makeFinding(code).line(line).hex(hex).message(message));
}

// Hidden [10.0], or riding in a hidden carrier [17.0]: where it is would show where the carrier is.
bool setUpHidden(const CohScenario& s, const Unit& u)
{
    if (u.hidden) return true;
    if (u.carriedBy.empty()) return false;
    const Unit* carrier = s.findUnit(u.carriedBy);
    return carrier && carrier != &u && carrier->hidden;
}

} // namespace

CohSheetUnits cohSheetUnits(const CohScenario& s, const std::optional<std::string>& side, const std::vector<CohHiddenPlacement>* hidden,
                            Findings& warnings)
{
    CohSheetUnits out;
    std::vector<bool> used(hidden ? hidden->size() : 0, false);
    for (const Unit& u : s.units) {
        const bool isHidden = setUpHidden(s, u);
        if (isHidden && (!side || *side != u.side)) { // [10.0] the opponent knows only that they are there
            ++out.hiddenCount[u.side];
            out.withheld.insert(u.id);
            continue;
        }
        CohSheetUnit shown{&u, s.hexOf(u), u.facing, isHidden};
        if (isHidden && hidden && u.hidden)
            for (std::size_t i = 0; i < hidden->size(); ++i)
                if ((*hidden)[i].unit == u.id) {
                    shown.hex = (*hidden)[i].hex;
                    shown.facing = (*hidden)[i].facing;
                    used[i] = true;
                    break;
                }
        out.shown.push_back(shown);
    }
    // A carried unit rides where its carrier sets up, also when a placement moved the carrier.
    for (CohSheetUnit& u : out.shown) {
        if (u.unit->carriedBy.empty()) continue;
        for (const CohSheetUnit& c : out.shown)
            if (c.unit->id == u.unit->carriedBy && c.hex) u.hex = c.hex;
    }
    for (std::size_t i = 0; i < used.size(); ++i)
        if (!used[i])
            warn(warnings, code::SheetSetupNotPrinted,
                 "the hidden placement of '" + (*hidden)[i].unit + "' is not printed: " +
                     (!side ? std::string("the public sheet shows no hidden unit")
                            : "it is not a unit the " + *side + " side sets up hidden"),
                 0, (*hidden)[i].hex.text());
    return out;
}

namespace coh_sheet {

int CohContext::sideIndex(const std::string& id) const
{
    for (std::size_t i = 0; i < scenario.sides.size(); ++i)
        if (scenario.sides[i].id == id) return int(i);
    return -1;
}

std::string CohContext::sideName(const std::string& id) const
{
    const Side* s = scenario.findSide(id);
    return s && !s->name.empty() ? s->name : id;
}

std::optional<PlacedHex> CohContext::resolve(const HexName& h, int line) const
{
    const scenarios::ResolvedHex r = boards.resolve(h);
    if (r.hex) return r.hex;
    warn(warnings, code::SheetHexUnresolved, "hex " + h.text() + " is not drawn: " + r.message, line, h.text());
    return std::nullopt;
}

int CohContext::placedIndex(int board) const
{
    for (std::size_t i = 0; i < layout.maps.size(); ++i)
        if (layout.maps[i].board == board) return int(i);
    return -1;
}

int CohContext::number(const std::string& unitId) const
{
    // Numbered in file order over the units this sheet shows, so the
    // numbers leave no gap where a withheld unit stands in the file.
    for (std::size_t i = 0; i < units.shown.size(); ++i)
        if (units.shown[i].unit->id == unitId) return int(i) + 1;
    return 0;
}

std::string sideSwatch(int side) { return "<span foreground=\"" + sheet::sideColourHex(std::max(0, side)) + "\">\u25a0</span>"; }

namespace {

// The arrow nearest the hexside's outward direction as the board is drawn (north up).
std::string arrowOnBoard(const CohContext& ctx, PlacedHex h, int facing)
{
    const int placed = ctx.placedIndex(h.board);
    if (placed < 0) return {};
    const sheet::PlacedMap& m = ctx.layout.maps[std::size_t(placed)];
    const geometry::HexGrid& g = m.map->grid();
    const auto c = g.corners(h.hex);
    const int k = ((facing % 6) + 6) % 6;
    const geometry::Point a = c[std::size_t(k)].toPoint(), b = c[std::size_t((k + 1) % 6)].toPoint();
    const geometry::Point centre = g.centre(h.hex).toPoint();
    const geometry::Point mid = g.toMap({(a.u + b.u) / 2, (a.v + b.v) / 2}), at = g.toMap(centre);
    double dx = mid.u - at.u, dy = mid.v - at.v;
    cairo_matrix_transform_distance(&m.toBoard, &dx, &dy);
    static const char* const kArrows[8] = {"\u2192", "\u2198", "\u2193", "\u2199", "\u2190", "\u2196", "\u2191", "\u2197"};
    const int i = int(std::lround(std::atan2(dy, dx) / (M_PI / 4)));
    return kArrows[((i % 8) + 8) % 8];
}

// A fortification's kind short enough for its hex on the board; the key and the table say it in full.
std::string boardWord(FortificationKind kind)
{
    switch (kind) {
    case FortificationKind::BarbedWire: return "wire";
    case FortificationKind::RoadBlock: return "block";
    case FortificationKind::HastyDefence: return "hasty";
    default: return std::string(fortificationKindName(kind));
    }
}

} // namespace

std::string fortificationWords(FortificationKind kind)
{
    std::string words(fortificationKindName(kind));
    std::replace(words.begin(), words.end(), '-', ' ');
    return words;
}

std::string facingWords(const CohContext& ctx, const HexName& hex, int facing)
{
    const scenarios::ResolvedHex r = ctx.boards.resolve(hex);
    std::string words = "hexside " + std::to_string(facing);
    if (r.hex && facing >= 0 && facing <= 5) words = std::string(ctx.boards.grid(r.hex->board).sideName(facing)) + " (" + words + ")";
    return words;
}

sheet::BoardMarks boardMarks(const CohContext& ctx)
{
    const CohScenario& s = ctx.scenario;
    const Style& st = style();
    sheet::BoardMarks out;
    out.overlays.resize(ctx.layout.maps.size());
    out.key.columns = {{"", 0.35}, {"On the map", 2.0}, {"What it is", 5.0}};
    auto overlay = [&](PlacedHex h) -> Overlays* {
        const int placed = ctx.placedIndex(h.board);
        return placed < 0 ? nullptr : &out.overlays[std::size_t(placed)];
    };

    // One mark per hex with units: each unit's number and facing arrow [5.3],
    // "+" after a vehicle carrying units [17.0] (the roster says which), H
    // before a hidden unit's number [10.0]. Short, so it stays on its square.
    std::map<PlacedHex, std::pair<int, std::string>> stacks;
    bool anyHidden = false;
    for (const CohSheetUnit& u : ctx.units.shown) {
        anyHidden = anyHidden || u.hidden;
        if (!u.hex || !u.unit->carriedBy.empty()) continue;
        const auto h = ctx.resolve(*u.hex, u.unit->line);
        if (!h) continue;
        auto& [side, text] = stacks.try_emplace(*h, ctx.sideIndex(u.unit->side), std::string()).first->second;
        bool carries = false;
        for (const CohSheetUnit& c : ctx.units.shown) carries = carries || c.unit->carriedBy == u.unit->id;
        text += std::string(text.empty() ? "" : " ") + (u.hidden ? "H" : "") + std::to_string(ctx.number(u.unit->id)) + (carries ? "+" : "") +
                (u.facing ? arrowOnBoard(ctx, *h, *u.facing) : std::string());
    }
    for (const auto& [hex, mark] : stacks)
        if (Overlays* o = overlay(hex)) o->markers.push_back({hex.hex, std::max(0, mark.first), mark.second});
    for (const Side& side : s.sides) {
        bool onMap = false;
        for (const CohSheetUnit& u : ctx.units.shown) onMap = onMap || (u.unit->side == side.id && u.hex);
        if (!onMap) continue;
        out.key.rows.push_back({sideSwatch(ctx.sideIndex(side.id)), escape(ctx.sideName(side.id) + " units"),
                                escape("each unit's roster number and an arrow towards the hexside its front faces [5.3]; "
                                       "+ after a vehicle's number: it carries units, named in the roster (\u201ccarried by\u201d) [17.0]")});
    }
    if (anyHidden)
        out.key.rows.push_back({"<b>H</b>", escape("Hidden unit"),
                                escape("set up hidden [10.0]: only on this sheet. Keep it from your opponent.")});

    for (const Fortification& f : s.fortifications) {
        if (!f.unit.empty() && ctx.units.withheld.count(f.unit)) continue; // a hasty defence would show where its hidden unit is
        const auto h = ctx.resolve(f.hex, f.line);
        if (!h) continue;
        if (Overlays* o = overlay(*h)) o->shades.push_back({h->hex, st.ink.withAlpha(0.16), boardWord(f.kind)});
    }
    if (!s.fortifications.empty())
        out.key.rows.push_back({"<span foreground=\"#8a8a8a\">\u2b22</span>", escape("Grey hex, its kind"),
                                escape("a fortification at start [18.1-18.3]: bunker, trench, wire (barbed wire), mines, block (road block), "
                                       "hasty (hasty defence); listed with its hex under Fortifications and smoke")});
    for (const Smoke& sm : s.smoke)
        if (const auto h = ctx.resolve(sm.hex, sm.line))
            if (Overlays* o = overlay(*h)) o->playMarkers.push_back({h->hex, sm.level >= 2 ? "smoke+2" : "smoke+1", 0});
    if (!s.smoke.empty())
        out.key.rows.push_back({"<span foreground=\"#9a9a9a\">\u2601</span>", escape("Smoke +1 / +2"), escape("smoke at start [13.0]")});

    for (const scenarios::Objective& ob : s.victory.objectives) {
        std::optional<int> vp;
        for (const scenarios::ObjectiveValue& v : ob.values) vp = !vp || *vp == v.vp ? std::optional<int>(v.vp) : std::optional<int>(-1);
        if (vp && *vp < 0) vp.reset(); // different values per side: the table says which
        for (const HexName& hn : ob.hexes)
            if (const auto h = ctx.resolve(hn, ob.line))
                if (Overlays* o = overlay(*h)) o->objectives.push_back({h->hex, vp, ob.name.empty() ? ob.id : ob.name});
        std::string values;
        for (const scenarios::ObjectiveValue& v : ob.values)
            values += (values.empty() ? "" : ", ") + std::to_string(v.vp) + " VP to " + ctx.sideName(v.side);
        std::string hexes;
        for (const HexName& hn : ob.hexes) hexes += (hexes.empty() ? "" : " ") + ctx.hexText(hn);
        out.key.rows.push_back({"<span foreground=\"#b01e1e\">\u25ce</span>", escape((ob.name.empty() ? ob.id : ob.name) + " " + hexes),
                                escape("objective: " + values + "; " +
                                       (ob.control == scenarios::Objective::kNobody ? std::string("nobody controls it") : ctx.sideName(ob.control) + " controls it") +
                                       " at start")});
    }

    for (const Reinforcement& r : s.reinforcements) {
        const int side = std::max(0, ctx.sideIndex(r.side));
        std::string hexes;
        for (const HexName& hn : r.entry) {
            hexes += (hexes.empty() ? "" : " ") + ctx.hexText(hn);
            const auto h = ctx.resolve(hn, r.line);
            if (!h) continue;
            Overlays* o = overlay(*h);
            if (!o) continue;
            // On a map edge: the edge band on those hexes; inside the map: the hex tinted.
            static const std::pair<scenarios::MapEdge, EdgeMark::Which> kEdges[] = {{scenarios::MapEdge::West, EdgeMark::Which::West},
                                                                                   {scenarios::MapEdge::East, EdgeMark::Which::East},
                                                                                   {scenarios::MapEdge::North, EdgeMark::Which::North},
                                                                                   {scenarios::MapEdge::South, EdgeMark::Which::South}};
            bool edged = false;
            for (const auto& [edge, which] : kEdges)
                if (!edged && ctx.boards.onEdge(*h, edge)) {
                    o->edges.push_back({which, side, false, {}, {h->hex}});
                    edged = true;
                }
            if (!edged) o->setupAreas.push_back({side, {h->hex}, ctx.sideName(r.side) + " entry"});
        }
        out.key.rows.push_back({sideSwatch(side), escape("Entry " + hexes),
                                escape(ctx.sideName(r.side) + " reinforcements enter here on round " + std::to_string(r.round) + " [5.5]")});
    }
    return out;
}

} // namespace coh_sheet

std::string renderCohSetupSheet(const CohSheetInput& in, const CohSheetOptions& options, const std::vector<CohHiddenPlacement>* hidden,
                                Findings* warnings)
{
    Findings local;
    Findings& out = warnings ? *warnings : local;
    const std::size_t firstNew = out.size();
    auto finish = [&](std::string bytes) {
        for (std::size_t i = firstNew; i < out.size(); ++i)
            if (out[i].where.file.empty()) out[i].where.file = in.file;
        return bytes;
    };
    if (!in.scenario) {
        warn(out, code::SheetNoScenario, "no scenario to print");
        return finish({});
    }
    const CohScenario& s = *in.scenario;
    if (options.side && !s.findSide(*options.side)) {
        warn(out, code::SheetUnknownSide, "the scenario has no side '" + *options.side + "'");
        return finish({});
    }
    sheet::PlacedBoard placed = sheet::placeMaps(s.maps, in.maps, out);
    const CohSheetUnits units = cohSheetUnits(s, options.side, hidden, out);
    const coh_sheet::CohContext ctx{s, placed.boards, options.side, units, std::move(placed.layout), out};

    std::string error;
    std::string bytes = sheet::printSheet(options.paper, s.title.empty() ? s.id : s.title, [&](sheet::Flow& flow, double bodyHeight) {
        coh_sheet::titleSection(flow, ctx);
        flow.heading("The board at set-up (north up)");
        sheet::boardFigure(flow, ctx.layout, coh_sheet::boardMarks(ctx), bodyHeight);
        flow.pageBreak();
        coh_sheet::roundSection(flow, ctx);
        for (const Side& side : s.sides) coh_sheet::sideSection(flow, ctx, side);
        coh_sheet::fortificationSection(flow, ctx);
        coh_sheet::reinforcementSection(flow, ctx);
        coh_sheet::victorySection(flow, ctx);
    }, &error);
    if (bytes.empty()) warn(out, code::SheetRenderFailed, "the PDF could not be made: " + error);
    return finish(std::move(bytes));
}

} // namespace crestline::render
