#pragma once
// Purpose-built GTS boards for tests: the spec's board (gts-los.md, "Worked
// examples"): flat-top, odd-q, hex c.r centred at lattice (3c, 2r + c mod 2),
// which is HexGrid's default GridSpec (FlatTop, Odd). H(c, r) is hex c.r.

#include "geometry/los/systems/gts/gts_board.h"
#include "geometry/los/systems/gts/gts_rules.h"

#include <memory>
#include <string>

namespace crestline::test {

using geometry::OffsetCoord;
using geometry::los::Detail;
using geometry::los::GtsBoard;
using geometry::los::GtsDetail;
using geometry::los::GtsLos;
using geometry::los::GtsTie;
using geometry::los::Purpose;
using geometry::los::Ruling;
using geometry::los::Verdict;
using geometry::los::Weather;

/// Hex c.r of the spec's notation.
inline OffsetCoord H(int c, int r) { return {c, r}; }

/// The spec's grid: FlatTop, Odd parity (the GridSpec defaults).
inline geometry::HexGrid gtsGrid(int columns, int rows)
{
    geometry::GridSpec spec;
    spec.columns = columns;
    spec.rows = rows;
    return geometry::HexGrid(spec);
}

/// A GTS board with a scene that carries it, play state and the rules.
struct GtsFixture {
    std::shared_ptr<GtsBoard> board;
    geometry::los::Scene scene;
    geometry::los::PlayState state;
    geometry::los::GtsRules rules;

    explicit GtsFixture(int columns = 6, int rows = 16)
        : board(std::make_shared<GtsBoard>(gtsGrid(columns, rows))),
          scene(board->grid(), {}, std::vector<int>(std::size_t(board->grid().count()), 0))
    {
        scene.setHexTable(board);
    }

    GtsFixture& woods(OffsetCoord h) { board->setTerrain(h, "woods", GtsLos::Blocks); return *this; }
    GtsFixture& town(OffsetCoord h) { board->setTerrain(h, "town", GtsLos::Blocks); return *this; }
    GtsFixture& orchard(OffsetCoord h) { board->setTerrain(h, "orchard", GtsLos::Pair); return *this; }
    GtsFixture& crest(OffsetCoord a, OffsetCoord b) { board->setHexside(a, b, "crest", true); return *this; }
    GtsFixture& op(OffsetCoord h) { board->setObservationPost(h); return *this; }
    GtsFixture& strongpoint(OffsetCoord h) { board->setStrongpoint(h); return *this; }
    GtsFixture& barrage(OffsetCoord h, bool heavy = false)
    {
        state.markers.push_back({h, heavy ? "barrage-heavy" : "barrage-light", 0});
        return *this;
    }
    GtsFixture& night() { state.conditions.night = true; return *this; }
    GtsFixture& weather(Weather w) { state.conditions.weather = w; return *this; }
    GtsFixture& spot() { state.conditions.purpose = Purpose::Spot; return *this; }
    GtsFixture& fire() { state.conditions.purpose = Purpose::Fire; return *this; }

    Ruling rule(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const { return rules.check(scene, s, t, state, d); }
    /// "sees", "blocked" or "out of range".
    std::string outcome(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const
    {
        return std::string(geometry::los::gtsOutcomeName(detail(rule(s, t, d)).outcome));
    }
    static const GtsDetail& detail(const Ruling& r) { return std::get<GtsDetail>(r.detail); }
};

} // namespace crestline::test
