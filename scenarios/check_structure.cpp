// Structure checks: the two sides and their forces [FF Introduction: "one
// player will take command of elements of this featured unit while the other
// assumes control of the opposing forces"], unique ids, references to sides,
// and how the maps are placed side by side [2].
//
// Codes: side-count, sides-forces-mismatch, unknown-side, duplicate-id,
// unknown-map, map-join-mismatch.

#include "scenarios/scenario_checks.h"

#include <map>
#include <set>

namespace crestline::scenarios {

namespace {

struct SideRef {
    const std::string* side;
    int line;
    const char* what;
    const char* element;
};

void checkSideRefs(const CheckContext& ctx, Findings& out)
{
    const Scenario& s = ctx.scenario;
    std::vector<SideRef> refs;
    auto add = [&](const std::string& side, int line, const char* what, const char* element) {
        if (!side.empty()) refs.push_back({&side, line, what, element});
    };
    const TrackDisplay& t = s.track;
    add(s.firstToSetUp, s.sidesLine, "the side setting up first", "/scenario/sides");
    add(t.initiativeSide, t.initiativeLine, "the side starting with the Initiative", "/scenario/track-display/initiative");
    add(t.initiativePawn.side, t.initiativeLine, "the Initiative pawn's side", "/scenario/track-display/initiative");
    add(t.fateCard, t.fateLine, "the Fate card holder", "/scenario/track-display/fate-card");
    add(t.sniperFaceUp, t.sniperLine, "the Sniper marker's face-up side", "/scenario/track-display/sniper");
    add(t.airSupportFaceUp, t.airLine, "the Air Support marker's face-up side", "/scenario/track-display/air-support");
    if (t.vpMarker) add(t.vpMarker->side, t.vpLine, "the VP marker's side", "/scenario/track-display/vp-marker");
    for (const EliminationVp& e : s.victory.elimination) add(e.side, e.line, "an elimination VP award", "/scenario/victory/elimination");
    for (const ExitVp& e : s.victory.exits) add(e.side, e.line, "an exit VP award", "/scenario/victory/exit");
    for (const Objective& o : s.victory.objectives) {
        for (const ObjectiveValue& v : o.values) add(v.side, v.line, "an objective value", "/scenario/victory/objective/value");
        if (o.control != Objective::kNobody) add(o.control, o.line, "the objective's controller at start", "/scenario/victory/objective");
    }
    for (const SetupArea& a : s.setupAreas) add(a.side, a.line, "a setup area", "/scenario/setup-area");
    for (const SightingAllotment& a : s.sighting) add(a.side, a.line, "a Sighting allotment", "/scenario/sighting");
    for (const Reinforcement& r : s.reinforcements) add(r.side, r.line, "a reinforcement", "/scenario/reinforcement");
    for (const SideRef& r : refs)
        if (!s.findSide(*r.side))
            out.push_back(ctx.at(r.line, code::UnknownSide)
                              .message(std::string(r.what) + " names side '" + *r.side + "', which the scenario does not declare")
                              .element(r.element));
}

void checkSidesAndForces(const CheckContext& ctx, Findings& out)
{
    const Scenario& s = ctx.scenario;
    if (s.sides.size() != 2)
        out.push_back(ctx.at(s.sidesLine, code::SideCount)
                          .message("a scenario has two sides; this one declares " + std::to_string(s.sides.size()))
                          .element("/scenario/sides"));
    std::map<std::string, int> forcesPerSide;
    for (const Forces& f : s.forces) {
        if (!s.findSide(f.side))
            out.push_back(ctx.at(f.line, code::SidesForcesMismatch)
                              .message("forces for side '" + f.side + "', which the scenario does not declare")
                              .element("/scenario/forces"));
        if (++forcesPerSide[f.side] == 2)
            out.push_back(ctx.at(f.line, code::SidesForcesMismatch)
                              .message("side '" + f.side + "' has more than one <forces>")
                              .element("/scenario/forces"));
    }
    for (const Side& side : s.sides)
        if (!forcesPerSide.count(side.id))
            out.push_back(ctx.at(side.line, code::SidesForcesMismatch)
                              .message("side '" + side.id + "' has no <forces>")
                              .element("/scenario/sides/side")
                              .feature(side.id));
}

void checkDuplicateIds(const CheckContext& ctx, Findings& out)
{
    const Scenario& s = ctx.scenario;
    auto unique = [&](const char* what) {
        return [&out, &ctx, what, seen = std::set<std::string>()](const std::string& id, int line) mutable {
            if (!seen.insert(id).second)
                out.push_back(ctx.at(line, code::DuplicateId).message(std::string(what) + " id '" + id + "' is used twice").feature(id));
        };
    };
    auto sides = unique("side");
    for (const Side& x : s.sides) sides(x.id, x.line);
    auto mapsSeen = unique("map");
    for (const MapPlacement& m : s.maps) mapsSeen(m.id, m.line);
    auto pieces = unique("unit or fortification");
    for (const Forces& f : s.forces) {
        for (const Unit& u : f.units) pieces(u.id, u.line);
        for (const Fortification& x : f.fortifications) pieces(x.id, x.line);
    }
    for (const Reinforcement& r : s.reinforcements)
        for (const Unit& u : r.units) pieces(u.id, u.line);
    auto areas = unique("setup area");
    for (const SetupArea& a : s.setupAreas) areas(a.id, a.line);
    auto objectives = unique("objective");
    for (const Objective& o : s.victory.objectives) objectives(o.id, o.line);
    auto rules = unique("special rule");
    for (const SpecialRule& r : s.specialRules) rules(r.id, r.line);
    auto allotments = unique("Sighting allotment of side");
    for (const SightingAllotment& a : s.sighting) {
        allotments(a.side, a.line);
        auto hidden = unique("Hidden marker letter");
        for (const SightingContent& c : a.contents)
            if (c.kind == SightingKind::Hidden) hidden(c.letter, c.line);
        auto hiding = unique("Hiding marker letter");
        for (const HidingMarker& h : a.hiding) hiding(h.letter, h.line);
    }
}

void checkJoins(const CheckContext& ctx, Findings& out)
{
    const Scenario& s = ctx.scenario;
    std::set<std::pair<std::string, MapEdge>> used;
    for (const MapJoin& j : s.joins) {
        const int a = ctx.boards.indexOf(j.map), b = ctx.boards.indexOf(j.to);
        for (const std::string* id : {&j.map, &j.to})
            if (ctx.boards.indexOf(*id) < 0)
                out.push_back(ctx.at(j.line, code::UnknownMap)
                                  .message("join names map '" + *id + "', which the scenario does not use")
                                  .element("/scenario/join"));
        if (a < 0 || b < 0) continue;
        const std::string where = j.map + " " + std::string(mapEdgeName(j.edge)) + " edge to " + j.to + " " + std::string(mapEdgeName(j.toEdge)) + " edge";
        if (a == b) {
            out.push_back(ctx.at(j.line, code::MapJoinMismatch)
                              .message("a map cannot be joined to itself (" + where + ")")
                              .element("/scenario/join"));
            continue;
        }
        for (const auto& e : {std::pair(j.map, j.edge), std::pair(j.to, j.toEdge)})
            if (!used.insert(e).second)
                out.push_back(ctx.at(j.line, code::MapJoinMismatch)
                                  .message("the " + std::string(mapEdgeName(e.second)) + " edge of " + e.first + " is joined twice")
                                  .element("/scenario/join"));
        if (ctx.boards.loaded(a) && ctx.boards.loaded(b) && ctx.boards.edgeLength(a, j.edge) != ctx.boards.edgeLength(b, j.toEdge))
            out.push_back(ctx.at(j.line, code::MapJoinMismatch)
                              .message("edges of different lengths meet (" + where + ": " +
                                       std::to_string(ctx.boards.edgeLength(a, j.edge)) + " and " +
                                       std::to_string(ctx.boards.edgeLength(b, j.toEdge)) + " hexes)")
                              .element("/scenario/join"));
    }
}

} // namespace

void checkStructure(const CheckContext& ctx, Findings& out)
{
    checkSidesAndForces(ctx, out);
    checkSideRefs(ctx, out);
    checkDuplicateIds(ctx, out);
    checkJoins(ctx, out);
}

} // namespace crestline::scenarios
