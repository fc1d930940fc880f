#pragma once
// Purpose-built Conflict of Heroes boards for tests, on the spec's board
// (coh-los.md, "Worked examples"): flat-top, odd-q, hex c.r centred at
// lattice (3c, 2r + c mod 2), which is HexGrid's default GridSpec. H(c, r) is
// hex c.r. Level 0 and open unless a test says otherwise.

#include "geometry/los/systems/coh/coh_board.h"
#include "geometry/los/systems/coh/coh_rules.h"

#include <memory>
#include <string>

namespace crestline::test {

using geometry::OffsetCoord;
using geometry::los::Attack;
using geometry::los::CohBoard;
using geometry::los::CohDetail;
using geometry::los::CohModifier;
using geometry::los::Detail;
using geometry::los::Ruling;
using geometry::los::Verdict;

/// Hex c.r of the spec's notation.
inline OffsetCoord H(int c, int r) { return {c, r}; }

/// The spec's grid: FlatTop, Odd parity (the GridSpec defaults).
inline geometry::HexGrid cohGrid(int columns, int rows)
{
    geometry::GridSpec spec;
    spec.columns = columns;
    spec.rows = rows;
    return geometry::HexGrid(spec);
}

/// A CoH board with a scene that carries it, play state and the rules.
struct CohFixture {
    std::shared_ptr<CohBoard> board;
    geometry::los::Scene scene;
    geometry::los::PlayState state;
    geometry::los::CohRules rules;

    explicit CohFixture(int columns = 6, int rows = 8)
        : board(std::make_shared<CohBoard>(cohGrid(columns, rows))),
          scene(board->grid(), {}, std::vector<int>(std::size_t(board->grid().count()), 0))
    {
        scene.setHexTable(board);
    }

    /// Terrain by the chart's row: "Blocks LOS?" Y for woods and buildings.
    CohFixture& terrain(OffsetCoord h, const std::string& id, bool blocks, bool cover = false)
    {
        board->setHex(h, id, board->level(h), blocks, cover);
        return *this;
    }
    CohFixture& woods(OffsetCoord h) { return terrain(h, "light-woods", true, true); }
    CohFixture& level(OffsetCoord h, int l)
    {
        board->setHex(h, board->terrain(h), l, board->blocks(h), board->coverTerrain(h));
        return *this;
    }
    CohFixture& wall(OffsetCoord a, OffsetCoord b) { board->setWall(a, b); return *this; }
    CohFixture& smoke(OffsetCoord h, int value)
    {
        state.markers.push_back({h, value == 2 ? "smoke+2" : "smoke+1", 0});
        return *this;
    }
    CohFixture& attack(Attack a) { state.conditions.attack = a; return *this; }

    Ruling rule(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const { return rules.check(scene, s, t, state, d); }
    /// "sees", "blocked" or "blind".
    std::string outcome(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const
    {
        return std::string(geometry::los::cohOutcomeName(detail(rule(s, t, d)).outcome));
    }
    /// The DM of a ruling that sees (-1 if it does not see).
    int dm(OffsetCoord s, OffsetCoord t) const
    {
        const Ruling r = rule(s, t);
        return r.verdict == Verdict::Clear ? detail(r).defenceModifier : -1;
    }
    int ar(OffsetCoord s, OffsetCoord t) const
    {
        const Ruling r = rule(s, t);
        return r.verdict == Verdict::Clear ? detail(r).attackModifier : -1;
    }
    static const CohDetail& detail(const Ruling& r) { return std::get<CohDetail>(r.detail); }
};

} // namespace crestline::test
