// Conflict of Heroes hidden units [10.0, 10.2] (see hidden.h).

#include "geometry/los/systems/coh/hidden.h"

namespace crestline::geometry::los::coh {

namespace {

/// Whether `from` sees `to` (steps 1 to 4: reciprocal, so the order does not matter).
bool sees(const LosRules& rules, const Scene& scene, const PlayState& state, OffsetCoord from, OffsetCoord to)
{
    return rules.check(scene, from, to, state, Detail::Cell).verdict == Verdict::Clear;
}

/// The first enemy of `side` (in the order given) with LOS to `hex`, within `maxDistance` (any if negative).
const PlacedUnit* enemyWithLos(const LosRules& rules, const Scene& scene, const PlayState& state, const std::vector<PlacedUnit>& units,
                               const std::string& side, OffsetCoord hex, int maxDistance)
{
    const PlacedUnit* best = nullptr;
    int bestDistance = 0;
    for (const PlacedUnit& e : units) {
        if (e.side == side) continue;
        const int d = scene.grid().distance(e.hex, hex);
        if (maxDistance >= 0 && d > maxDistance) continue;
        if (best && d >= bestDistance) continue; // the nearest, first given on a tie
        if (sees(rules, scene, state, e.hex, hex)) {
            best = &e;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace

std::string coverOf(const CohBoard& board, const PlayState& state, const std::vector<PlacedUnit>& units, const std::vector<CoverCounter>& counters,
                    const PlacedUnit& unit)
{
    const OffsetCoord h = unit.hex;
    const HexGrid& g = board.grid();
    if (board.coverTerrain(h)) return std::string(board.terrain(h)) + " in " + g.label(h) + " is cover terrain";
    for (int k = 0; k < 6; ++k)
        if (board.wallOnSide(h, k)) return "a wall on " + g.label(h) + "|" + g.label(g.neighbour(h, k));
    for (const PlayMarker& m : state.markers)
        if (m.hex == h && (m.kind == "smoke+1" || m.kind == "smoke+2")) return m.kind.substr(0, 5) + " " + m.kind.substr(5) + " in " + g.label(h);
    for (const CoverCounter& c : counters)
        if (c.hex == h && (c.kind == "bunker" || c.kind == "trench" || c.kind == "road-block")) return "a " + c.kind + " in " + g.label(h);
    if (unit.hastyDefence) return "its own hasty defence";
    if (!unit.vehicle)
        for (const PlacedUnit& v : units)
            if (v.vehicle && v.hex == h && &v != &unit) return "the vehicle " + v.id + " in " + g.label(h);
    return {};
}

RevealCheck revealCheck(const LosRules& rules, const Scene& scene, const CohBoard& board, const PlayState& state, const std::vector<PlacedUnit>& units,
                        const std::vector<CoverCounter>& counters)
{
    RevealCheck out;
    const HexGrid& g = board.grid();
    for (const PlacedUnit& u : units) {
        if (u.hidden) {
            RevealAnswer a;
            a.unit = u.id;
            a.cover = coverOf(board, state, units, counters, u);
            if (!a.cover.empty()) {
                a.why = "stays hidden: in cover (" + a.cover + "); only an enemy entering " + g.label(u.hex) + " reveals it [10.0]";
            } else if (const PlacedUnit* e = enemyWithLos(rules, scene, state, units, u.side, u.hex, 2)) {
                a.revealed = true;
                a.by = e->id;
                a.distance = g.distance(e->hex, u.hex);
                a.why = "revealed: not in cover, and " + e->id + " in " + g.label(e->hex) + " has LOS from " + std::to_string(a.distance) +
                        (a.distance == 1 ? " hex" : " hexes") + " away [10.0]";
            } else {
                a.why = "stays hidden: not in cover, but no enemy within 2 hexes has LOS to " + g.label(u.hex) + " [10.0]";
            }
            out.hidden.push_back(std::move(a));
            continue;
        }
        HideAnswer h;
        h.unit = u.id;
        if (const PlacedUnit* e = enemyWithLos(rules, scene, state, units, u.side, u.hex, -1)) {
            h.seenBy = e->id;
            h.why = "may not hide: " + e->id + " in " + g.label(e->hex) + " has LOS to " + g.label(u.hex) + " [10.2]";
        } else {
            std::vector<OffsetCoord> near{u.hex};
            for (const OffsetCoord n : g.neighbours(u.hex)) near.push_back(n);
            for (const OffsetCoord n : near)
                if (!enemyWithLos(rules, scene, state, units, u.side, n, -1)) h.hideHexes.push_back(n);
            h.mayHide = true;
            h.why = "may hide (no enemy has LOS to " + g.label(u.hex) + ") in";
            for (std::size_t i = 0; i < h.hideHexes.size(); ++i) h.why += (i ? ", " : " ") + g.label(h.hideHexes[i]);
            h.why += " [10.2]";
        }
        out.visible.push_back(std::move(h));
    }
    return out;
}

} // namespace crestline::geometry::los::coh
