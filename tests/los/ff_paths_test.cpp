// The explained (Detail::Full) and the verdict-only (Detail::Verdict) rulings
// run the same rule steps; the only difference is the trace. On every pair of
// both bundled boards they must agree on verdict, hindrance, the deciding
// rule and the deciding feature, and the cells of viewsheds and matrices
// (Detail::Cell) on verdict and hindrance. Before the rule steps were shared,
// the verdict-only path cited [23.3] where the explained one cited [23.31].

#include "geometry/los/systems/ff/ff_rules.h"
#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::geometry::los;

namespace {

void comparePaths(const std::string& board, const PlayState& state)
{
    const jobs::MapDocument doc = test::bundledBoard(board);
    REQUIRE(doc.loaded());
    REQUIRE_FALSE(doc.hasErrors());
    const Scene& scene = doc.scene();
    const FightingFormationsRules rules;
    const auto& g = scene.grid();
    int hindered = 0, mismatches = 0;
    for (int i = 0; i < g.count(); ++i)
        for (int j = 0; j < g.count(); ++j) {
            const auto from = g.fromIndex(i), to = g.fromIndex(j);
            const Ruling full = rules.check(scene, from, to, state, Detail::Full);
            const Ruling verdict = rules.check(scene, from, to, state, Detail::Verdict);
            const Ruling cell = rules.check(scene, from, to, state, Detail::Cell);
            const bool same = full.verdict == verdict.verdict && full.hindrance == verdict.hindrance && full.rule == verdict.rule &&
                              full.artwork == verdict.artwork && cell.verdict == full.verdict && cell.hindrance == full.hindrance;
            if (!same && ++mismatches <= 5) {
                INFO(board << " " << g.label(from) << " -> " << g.label(to) << ": full " << verdictName(full.verdict) << " " << full.hindrance
                           << " " << full.rule << " #" << full.artwork << "; verdict-only " << verdictName(verdict.verdict) << " "
                           << verdict.hindrance << " " << verdict.rule << " #" << verdict.artwork << "; cell " << verdictName(cell.verdict));
                CHECK(same);
            }
            if (full.verdict == Verdict::Hindered && full.rule == "[23.31]") ++hindered;
        }
    CHECK(mismatches == 0);
    CHECK(hindered > 0); // terrain hindrance occurs on both boards
}

} // namespace

TEST_CASE("explained and verdict-only rulings agree on every pair of ridge-farm", "[los][ff][paths]")
{
    comparePaths("ridge-farm.map.xml", {});
}

TEST_CASE("explained and verdict-only rulings agree on every pair of millbrook", "[los][ff][paths]")
{
    comparePaths("millbrook.map.xml", {});
}

TEST_CASE("explained and verdict-only rulings agree with Smoke on the board", "[los][ff][paths]")
{
    PlayState smoke;
    smoke.smoke = {{{12, 13}, 5}, {{5, 8}, 2}, {{9, 3}, 5}};
    comparePaths("ridge-farm.map.xml", smoke);
}

TEST_CASE("regression: a terrain-hindered pair cites [23.31] on both paths", "[los][ff][paths][23.31]")
{
    // Two rough hexes between C1 and C5 (23.32 example): hindrance 2. The old
    // verdict-only path said [23.3] here while the explained one said [23.31].
    test::LosFixture f;
    f.area("r1", "rough", test::LosFixture::rect(5.5, 1.5, 6.5, 2.5)).area("r2", "rough", test::LosFixture::rect(5.5, 3.5, 6.5, 4.5));
    const FightingFormationsRules rules;
    const auto from = f.hex("C1"), to = f.hex("C5");
    for (Detail d : {Detail::Verdict, Detail::Full}) {
        const Ruling r = rules.check(f.scene(), from, to, {}, d);
        CHECK(r.verdict == Verdict::Hindered);
        CHECK(r.hindrance == 2);
        CHECK(r.rule == "[23.31]");
        REQUIRE(r.artwork >= 0);
        CHECK(f.scene().artwork()[std::size_t(r.artwork)].id == "r1"); // the first met
    }
}
