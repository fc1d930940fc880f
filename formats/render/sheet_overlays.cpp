// What the sheet marks on the board, and the key that explains each mark:
// setup areas tinted per side, objectives with their VPs [22.3], entry edges
// of reinforcements [21.12e] and exit edges [22.2], fixed start hexes, and,
// on the owner's own sheet only, where his Sighting markers stand [6.1].

#include "formats/render/sheet_content.h"

#include "geometry/finding_builder.h"

#include <algorithm>

namespace crestline::render::sheet {

namespace {

using namespace scenarios;

void warn(Findings& out, FindingCode code, const std::string& message, int line, const std::string& hex = {})
{
    out.push_back(makeFinding(code).line(line).hex(hex).message(message));
}

std::string swatch(const std::string& glyph, const std::string& colour)
{
    return "<span foreground=\"" + colour + "\" size=\"large\">" + glyph + "</span>";
}

// Position in the layout of a scenario map, -1 if not drawn.
int placedIndex(const SheetContext& ctx, int board)
{
    for (std::size_t i = 0; i < ctx.layout.maps.size(); ++i)
        if (ctx.layout.maps[i].board == board) return int(i);
    return -1;
}

// Hexes as the scenario writes them (so the key is right even where a map is missing).
std::string hexList(const SheetContext& ctx, const std::vector<HexName>& hexes)
{
    std::string out;
    for (const HexName& h : hexes) out += (out.empty() ? "" : ", ") + ctx.hexText(h);
    return out;
}

// The board an entry or exit is on: its map attribute, else its first hex's map.
std::optional<int> boardOf(const SheetContext& ctx, const std::string& map, const std::vector<HexName>& hexes, int line)
{
    if (!map.empty() || hexes.empty()) {
        const ResolvedHex r = ctx.boards.resolveMap(map);
        if (r.hex) return r.hex->board;
        warn(ctx.warnings, code::SheetHexUnresolved, r.message, line);
        return std::nullopt;
    }
    if (const auto h = ctx.resolve(hexes.front(), line)) return h->board;
    return std::nullopt;
}

EdgeMark::Which edgeMark(MapEdge e)
{
    switch (e) {
    case MapEdge::North: return EdgeMark::Which::North;
    case MapEdge::South: return EdgeMark::Which::South;
    case MapEdge::East: return EdgeMark::Which::East;
    case MapEdge::West: return EdgeMark::Which::West;
    }
    return EdgeMark::Which::North;
}

struct EdgeWork {
    std::string side, label, where;
    std::string map;
    std::optional<MapEdge> edge;
    std::vector<HexName> hexes;
    bool exit = false;
    int line = 0;
};

void addEdge(const SheetContext& ctx, BoardMarks& out, const EdgeWork& e)
{
    const int side = ctx.sideIndex(e.side);
    std::vector<PlacedHex> hexes;
    for (const HexName& n : e.hexes)
        if (const auto h = ctx.resolve(n, e.line)) hexes.push_back(*h);
    const std::optional<int> board = boardOf(ctx, e.map, e.hexes, e.line);
    const int placed = board ? placedIndex(ctx, *board) : -1;
    if (placed >= 0) {
        Overlays& o = out.overlays[std::size_t(placed)];
        if (e.edge) {
            EdgeMark m;
            m.edge = edgeMark(*e.edge);
            m.side = std::max(0, side);
            m.exit = e.exit;
            m.label = e.label;
            for (const PlacedHex& h : hexes)
                if (h.board == *board) m.hexes.push_back(h.hex);
            o.edges.push_back(std::move(m));
        } else {
            for (const PlacedHex& h : hexes)
                if (h.board == *board) o.markers.push_back({h.hex, std::max(0, side), e.exit ? "out" : "in"});
        }
    }
    out.key.rows.push_back({swatch(e.exit ? "\u25c0" : "\u25b6", sideColourHex(side)), escape(e.label), escape(e.where)});
}

} // namespace

std::string SheetContext::sideName(const std::string& id) const
{
    const Side* s = scenario.findSide(id);
    return s && !s->nationality.empty() ? s->nationality : id;
}

int SheetContext::sideIndex(const std::string& id) const
{
    for (std::size_t i = 0; i < scenario.sides.size(); ++i)
        if (scenario.sides[i].id == id) return int(i);
    return -1;
}

std::string SheetContext::hexText(const PlacedHex& h) const
{
    const std::string full = boards.label(h);
    if (boards.boards().size() > 1) return full;
    const auto colon = full.find(':');
    return colon == std::string::npos ? full : full.substr(colon + 1);
}

std::string SheetContext::hexText(const HexName& h) const
{
    return boards.boards().size() > 1 || h.map.empty() ? h.text() : h.label;
}

std::optional<PlacedHex> SheetContext::resolve(const HexName& h, int line) const
{
    const ResolvedHex r = boards.resolve(h);
    if (r.hex) return r.hex;
    warn(warnings, code::SheetHexUnresolved, "hex " + h.text() + " is not drawn: " + r.message, line, h.text());
    return std::nullopt;
}

std::string plural(int n, const std::string& one, const std::string& many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string describeUnits(const std::vector<Unit>& units)
{
    std::string out;
    for (const Unit& u : units)
        out += (out.empty() ? "" : ", ") + std::to_string(u.count) + " \u00d7 " + u.name + " (" + std::string(unitTypeName(u.type)) + " " +
               std::string(unitSizeName(u.size)) + ")";
    return out;
}

std::string describeEntry(const SheetContext& ctx, const Entry& e)
{
    std::string where;
    if (e.edge) where = "along the " + std::string(mapEdgeName(*e.edge)) + " edge" + (e.map.empty() ? "" : " of " + e.map);
    std::string hexes;
    for (const HexName& h : e.hexes) hexes += (hexes.empty() ? "" : ", ") + ctx.hexText(h);
    if (!hexes.empty()) where += (where.empty() ? "at " : ", at ") + hexes;
    return where;
}

BoardMarks boardMarks(const SheetContext& ctx)
{
    BoardMarks out;
    out.overlays.resize(ctx.layout.maps.size());
    out.key.columns = {{"", 0.35}, {"On the map", 2.3}, {"Where", 4.6}};
    const Scenario& s = ctx.scenario;

    for (const SetupArea& area : s.setupAreas) {
        const ResolvedArea r = ctx.boards.resolveArea(area);
        for (const AreaIssue& issue : r.issues) warn(ctx.warnings, code::SheetHexUnresolved, "setup area " + area.id + ": " + issue.message, issue.line);
        const int side = ctx.sideIndex(area.side);
        for (std::size_t i = 0; i < ctx.layout.maps.size(); ++i) {
            SideHexes tint;
            tint.side = std::max(0, side);
            tint.label = ctx.sideName(area.side) + " setup: " + area.id;
            for (const PlacedHex& h : r.hexes)
                if (h.board == ctx.layout.maps[i].board) tint.hexes.push_back(h.hex);
            if (!tint.hexes.empty()) out.overlays[i].setupAreas.push_back(std::move(tint));
        }
        const std::string words = area.description.empty() ? std::string() : area.description + "; ";
        // The count only when every part resolved: a missing map would make it a wrong number.
        const std::string count = r.issues.empty() ? plural(int(r.hexes.size()), "hex", "hexes") : "not all drawn";
        out.key.rows.push_back({swatch("\u25a0", sideColourHex(side)), escape(ctx.sideName(area.side) + " setup area " + area.id),
                                escape(words + count)});
    }

    for (const Objective& obj : s.victory.objectives) {
        // [22.3] the number drawn is the objective's VP only when it is the same to every side that scores it.
        std::optional<int> vp;
        std::string values;
        for (const ObjectiveValue& v : obj.values)
            values += (values.empty() ? "" : ", ") + ctx.sideName(v.side) + " " + std::to_string(v.vp) + " VP";
        if (!obj.values.empty() && std::all_of(obj.values.begin(), obj.values.end(), [&](const ObjectiveValue& v) { return v.vp == obj.values.front().vp; }))
            vp = obj.values.front().vp;
        std::vector<PlacedHex> hexes;
        for (const HexName& n : obj.hexes)
            if (const auto h = ctx.resolve(n, obj.line)) hexes.push_back(*h);
        for (const PlacedHex& h : hexes) {
            const int placed = placedIndex(ctx, h.board);
            if (placed >= 0) out.overlays[std::size_t(placed)].objectives.push_back({h.hex, vp, obj.name.empty() ? obj.id : obj.name});
        }
        const std::string control = obj.control == Objective::kNobody ? "no one" : ctx.sideName(obj.control);
        out.key.rows.push_back({swatch("\u25ce", "#b01e1e"), escape("Objective: " + (obj.name.empty() ? obj.id : obj.name)),
                                escape(hexList(ctx, obj.hexes) + (values.empty() ? "" : "; " + values) + "; controlled at start by " + control)});
    }

    for (const Reinforcement& r : s.reinforcements) {
        if (!r.entry || r.units.empty()) continue;
        addEdge(ctx, out,
                {r.side, ctx.sideName(r.side) + " entry, turn " + std::to_string(r.turn), describeEntry(ctx, *r.entry), r.entry->map, r.entry->edge,
                 r.entry->hexes, false, r.entry->line});
    }
    for (const ExitVp& e : s.victory.exits) {
        Entry where{e.map, e.edge, e.hexes, {}, e.line};
        const std::string who = e.type ? std::string(unitTypeName(*e.type)) + " units" : std::string("units");
        addEdge(ctx, out,
                {e.side, ctx.sideName(e.side) + " exit, " + plural(e.vp, "VP", "VP") + " per unit", who + " exit " + describeEntry(ctx, where),
                 e.map, e.edge, e.hexes, true, e.line});
    }

    // Fixed start hexes the scenario gives (public).
    for (const Forces& f : s.forces) {
        const int side = ctx.sideIndex(f.side);
        for (const Unit& u : f.units) {
            if (u.hexes.empty()) continue;
            std::vector<PlacedHex> hexes;
            for (const HexName& n : u.hexes)
                if (const auto h = ctx.resolve(n, u.line)) hexes.push_back(*h);
            for (const PlacedHex& h : hexes) {
                const int placed = placedIndex(ctx, h.board);
                if (placed >= 0) out.overlays[std::size_t(placed)].markers.push_back({h.hex, std::max(0, side), u.name.substr(0, 3)});
            }
            out.key.rows.push_back({swatch("\u25cf", sideColourHex(side)), escape(ctx.sideName(f.side) + " " + u.name + " sets up"),
                                    escape("at " + hexList(ctx, u.hexes))});
        }
    }

    // [6.1] Sighting markers: where the owner put them, on his own sheet only.
    if (ctx.setup) {
        const int side = ctx.sideIndex(ctx.setup->side);
        std::vector<HexName> all;
        for (const PlacedMarker& m : ctx.setup->markers) {
            all.push_back(m.hex);
            const auto h = ctx.resolve(m.hex, m.line);
            if (!h) continue;
            const int placed = placedIndex(ctx, h->board);
            if (placed >= 0) out.overlays[std::size_t(placed)].markers.push_back({h->hex, std::max(0, side), m.id});
        }
        out.key.rows.push_back({swatch("\u25a3", sideColourHex(side)), escape("Your Sighting markers (" + ctx.sideName(ctx.setup->side) + ")"),
                                escape(hexList(ctx, all) + "; contents in the " + ctx.sideName(ctx.setup->side) + " section")});
    }
    return out;
}

} // namespace crestline::render::sheet

namespace crestline::render {

Overlays scenarioOverlays(const scenarios::Scenario& scenario, const scenarios::BoardSet& boards, int board, Findings& warnings)
{
    std::vector<const maps::MapAnalysis*> analyses;
    for (std::size_t i = 0; i < boards.boards().size(); ++i) analyses.push_back(boards.loaded(int(i)) ? &boards.analysis(int(i)) : nullptr);
    Findings layoutWarnings; // how maps join concerns the sheet, not one map's picture
    sheet::SheetContext ctx{scenario, boards, {}, nullptr, sheet::layoutBoard(scenario, analyses, layoutWarnings), warnings};
    sheet::BoardMarks marks = sheet::boardMarks(ctx);
    for (std::size_t i = 0; i < ctx.layout.maps.size(); ++i)
        if (ctx.layout.maps[i].board == board) return std::move(marks.overlays[i]);
    return {};
}

} // namespace crestline::render
