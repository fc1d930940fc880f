// Place checks: setup areas resolve to hexes on the maps [2c], fixed start
// hexes are on the maps, objectives are on a map [22.3], and exit hexes lie on
// the edge the Victory Conditions name [22.2].
//
// Codes: setup-area-empty, setup-area-off-map, objective-off-map,
// exit-hex-not-on-edge, hex-off-map, bad-hex, ambiguous-hex, unknown-map,
// unknown-setup-area, unknown-terrain.

#include "scenarios/scenario_checks.h"

namespace crestline::scenarios {

namespace {

/// The code for a hex that did not resolve; `offMapCode` for one off every map.
} // namespace

namespace detail {

/// Resolve a written hex; report it (unless its map could not be loaded, which
/// the loader already reported). Shared with the other check files.
std::optional<PlacedHex> resolveReported(const CheckContext& ctx, const HexName& name, int line, FindingCode offMapCode,
                                         const std::string& element, const std::string& feature, Findings& out)
{
    const ResolvedHex r = ctx.boards.resolve(name);
    if (r.hex) return r.hex;
    if (const auto code = findingCodeFor(r.problem, offMapCode))
        out.push_back(ctx.at(line, *code).message(r.message).element(element).feature(feature).hex(name.text()));
    return std::nullopt;
}

} // namespace detail

namespace {

void checkContainingTerrain(const CheckContext& ctx, const AreaExpr& e, Findings& out)
{
    for (const AreaExpr& c : e.children) checkContainingTerrain(ctx, c, out);
    if (e.op != AreaOp::Containing) return;
    bool known = false, anyLoaded = false;
    for (std::size_t b = 0; b < ctx.boards.boards().size(); ++b) {
        const Board& board = ctx.boards.boards()[b];
        if (!board.map || !board.catalog) continue;
        anyLoaded = true;
        if (board.catalog->find(e.terrain)) known = true;
    }
    if (anyLoaded && !known)
        out.push_back(ctx.at(e.line, code::UnknownTerrain)
                          .severity(Severity::Warning)
                          .message("terrain '" + e.terrain + "' is in no terrain catalog of the scenario's maps")
                          .element("/scenario/setup-area//containing"));
}

bool allLoaded(const BoardSet& boards)
{
    for (std::size_t b = 0; b < boards.boards().size(); ++b)
        if (!boards.loaded(int(b))) return false;
    return true;
}

void checkSetupAreas(const CheckContext& ctx, Findings& out)
{
    for (const SetupArea& a : ctx.scenario.setupAreas) {
        const ResolvedArea r = ctx.boards.resolveArea(a);
        for (const AreaIssue& i : r.issues)
            if (const auto code = findingCodeFor(i.problem, code::SetupAreaOffMap))
                out.push_back(ctx.at(i.line, *code)
                                  .message("setup area '" + a.id + "': " + i.message)
                                  .rule("[2]")
                                  .element("/scenario/setup-area")
                                  .feature(a.id));
        for (const AreaExpr& e : a.parts) checkContainingTerrain(ctx, e, out);
        if (r.hexes.empty() && r.issues.empty() && allLoaded(ctx.boards))
            out.push_back(ctx.at(a.line, code::SetupAreaEmpty)
                              .message("setup area '" + a.id + "' holds no hex")
                              .element("/scenario/setup-area")
                              .feature(a.id));
    }
}

void checkAreaRef(const CheckContext& ctx, const std::string& side, const std::string& area, int line, const std::string& who, Findings& out)
{
    if (area.empty()) return;
    const SetupArea* a = ctx.scenario.findArea(area);
    if (!a)
        out.push_back(ctx.at(line, code::UnknownSetupArea)
                          .message(who + " sets up in area '" + area + "', which the scenario does not define")
                          .feature(area));
    else if (a->side != side)
        out.push_back(ctx.at(line, code::UnknownSetupArea)
                          .message(who + " of side '" + side + "' sets up in area '" + area + "', which belongs to side '" + a->side + "'")
                          .feature(area));
}

void checkForces(const CheckContext& ctx, Findings& out)
{
    for (const Forces& f : ctx.scenario.forces) {
        if (!ctx.scenario.findSide(f.side)) continue; // reported as sides-forces-mismatch
        for (const Unit& u : f.units) {
            checkAreaRef(ctx, f.side, u.area, u.line, "unit '" + u.id + "'", out);
            for (const HexName& h : u.hexes) detail::resolveReported(ctx, h, u.line, code::HexOffMap, "/scenario/forces/unit", u.id, out);
        }
        for (const Fortification& x : f.fortifications) {
            checkAreaRef(ctx, f.side, x.area, x.line, "fortification '" + x.id + "'", out);
            for (const HexName& h : x.hexes)
                detail::resolveReported(ctx, h, x.line, code::HexOffMap, "/scenario/forces/fortification", x.id, out);
        }
    }
    for (const SightingAllotment& a : ctx.scenario.sighting)
        checkAreaRef(ctx, a.side, a.area, a.line, "the Sighting markers", out);
}

void checkObjectives(const CheckContext& ctx, Findings& out)
{
    for (const Objective& o : ctx.scenario.victory.objectives)
        for (const HexName& h : o.hexes) {
            // [22.3] "one or more hexes on a map": a hex naming no map of the scenario is off every map.
            const ResolvedHex r = ctx.boards.resolve(h);
            if (r.hex) continue;
            const auto code = r.problem == HexProblem::UnknownMap ? code::ObjectiveOffMap : findingCodeFor(r.problem, code::ObjectiveOffMap);
            if (code)
                out.push_back(ctx.at(o.line, *code)
                                  .message("objective '" + o.id + "': " + r.message)
                                  .rule("[22.3]")
                                  .element("/scenario/victory/objective")
                                  .feature(o.id)
                                  .hex(h.text()));
        }
}

void checkExits(const CheckContext& ctx, Findings& out)
{
    for (const ExitVp& e : ctx.scenario.victory.exits) {
        const ResolvedHex m = ctx.boards.resolveMap(e.map);
        if (!m.hex) {
            if (const auto code = findingCodeFor(m.problem, code::HexOffMap))
                out.push_back(ctx.at(e.line, *code).message("exit: " + m.message).rule("[22.2]").element("/scenario/victory/exit"));
            continue;
        }
        for (HexName h : e.hexes) {
            if (h.map.empty()) h.map = e.map;
            const auto p = detail::resolveReported(ctx, h, e.line, code::HexOffMap, "/scenario/victory/exit", {}, out);
            if (p && p->board != m.hex->board)
                out.push_back(ctx.at(e.line, code::ExitHexNotOnEdge)
                                  .message("exit hex " + h.text() + " is not on map '" + e.map + "'")
                                  .element("/scenario/victory/exit")
                                  .hex(h.text()));
            else if (p && e.edge && !ctx.boards.onEdge(*p, *e.edge))
                out.push_back(ctx.at(e.line, code::ExitHexNotOnEdge)
                                  .message("exit hex " + h.text() + " is not on the " + std::string(mapEdgeName(*e.edge)) + " edge")
                                  .element("/scenario/victory/exit")
                                  .hex(h.text()));
        }
    }
}

} // namespace

void checkPlaces(const CheckContext& ctx, Findings& out)
{
    checkSetupAreas(ctx, out);
    checkForces(ctx, out);
    checkObjectives(ctx, out);
    checkExits(ctx, out);
}

} // namespace crestline::scenarios
