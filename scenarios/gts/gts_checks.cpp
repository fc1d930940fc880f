// The GTS check driver, and the terrain question the set-up checks ask.

#include "scenarios/gts/gts_checks.h"

namespace crestline::scenarios::gts {

FindingBuilder GtsCheckContext::at(int line, FindingCode code, std::string element) const
{
    return makeFinding(code).file(file).line(line).element(std::move(element));
}

Findings checkGtsScenario(const GtsScenario& scenario, const BoardSet& boards, const std::string& file)
{
    const GtsLookup find(scenario);
    const GtsCheckContext ctx{scenario, boards, file, find};
    Findings out;
    checkOrderOfBattle(ctx, out);
    checkPlaces(ctx, out);
    return out;
}

namespace {

bool prohibited(const std::string& cost) { return cost == "P"; }

/// [14.5] the Terrain Effects Chart's cost for a class; "P" prohibits. A
/// terrain that prohibits every class is the hex without a centre dot [1.2].
bool prohibits(const maps::Terrain& t, MovementClass movement)
{
    const maps::MoveCosts& m = t.move;
    if (prohibited(m.leg) && prohibited(m.track) && prohibited(m.wheel)) return true;
    switch (movement) {
    case MovementClass::Leg: return prohibited(m.leg);
    case MovementClass::Tracked: return prohibited(m.track);
    case MovementClass::Wheeled: return prohibited(m.wheel);
    case MovementClass::Immobile: return false;
    }
    return false;
}

} // namespace

bool canEnter(const BoardSet& boards, PlacedHex h, MovementClass movement)
{
    const Board& b = boards.boards()[std::size_t(h.board)];
    if (!b.map || !b.catalog) return true;
    bool anyType = false;
    for (const maps::HexTerrain& t : b.map->hexTerrain) {
        if (!(t.hex == h.hex)) continue;
        const maps::Terrain* row = b.catalog->find(t.terrain);
        // Only a hex's type keeps a unit out: roads and other features painted on it add ways in, never bar it.
        if (!row || row->kind != maps::TerrainKind::Type) continue; // unknown-terrain is the map's finding
        anyType = true;
        if (prohibits(*row, movement)) return false;
    }
    if (!anyType && !b.catalog->defaultType.empty())
        if (const maps::Terrain* row = b.catalog->find(b.catalog->defaultType)) return !prohibits(*row, movement);
    return true;
}

} // namespace crestline::scenarios::gts
