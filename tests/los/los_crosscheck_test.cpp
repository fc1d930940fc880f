// The indexed, early-exit engine against the brute-force reference (every
// artwork piece against every piece of the string, rules applied afterwards)
// on the bundled boards, with and without Smoke.

#include "geometry/los/analysis.h"
#include "geometry/los/brute_force.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::geometry::los;

namespace {

void crossCheck(const std::string& board, int stride, const PlayState& state)
{
    const jobs::MapDocument doc = test::bundledBoard(board);
    REQUIRE(doc.loaded());
    REQUIRE_FALSE(doc.hasErrors());
    const Scene& scene = doc.scene();
    const FightingFormationsRules rules;
    const auto& g = scene.grid();
    int counts[4] = {0, 0, 0, 0};
    for (int i = 0; i < g.count(); i += stride)
        for (int j = 0; j < g.count(); j += 1) {
            const Ruling fast = rules.check(scene, g.fromIndex(i), g.fromIndex(j), state, Detail::Verdict);
            const Ruling slow = bruteForceRuling(scene, g.fromIndex(i), g.fromIndex(j), state);
            INFO(board << " " << g.label(g.fromIndex(i)) << " -> " << g.label(g.fromIndex(j)));
            REQUIRE(fast.verdict == slow.verdict);
            REQUIRE(fast.hindrance == slow.hindrance);
            ++counts[int(fast.verdict)];
        }
    // The boards are rich enough that every verdict occurs.
    CHECK(counts[int(Verdict::Clear)] > 0);
    CHECK(counts[int(Verdict::Hindered)] > 0);
    CHECK(counts[int(Verdict::Blocked)] > 0);
    CHECK(counts[int(Verdict::Blind)] > 0);
}

} // namespace

TEST_CASE("engine agrees with brute force on ridge-farm", "[los][crosscheck]")
{
    crossCheck("ridge-farm.map.xml", 7, {});
}

TEST_CASE("engine agrees with brute force on millbrook", "[los][crosscheck]")
{
    crossCheck("millbrook.map.xml", 7, {});
}

TEST_CASE("engine agrees with brute force with Smoke on the board", "[los][crosscheck]")
{
    PlayState state;
    state.smoke = {{{4, 4}, 5}, {{10, 7}, 2}, {{15, 3}, 5}};
    crossCheck("ridge-farm.map.xml", 11, state);
}

TEST_CASE("viewsheds (with viewer shadows) agree with brute force", "[los][crosscheck][viewshed]")
{
    for (const char* board : {"ridge-farm.map.xml", "millbrook.map.xml"}) {
        const jobs::MapDocument doc = test::bundledBoard(board);
        REQUIRE(doc.loaded());
        REQUIRE_FALSE(doc.hasErrors());
        const Scene& scene = doc.scene();
        const FightingFormationsRules rules;
        const auto& g = scene.grid();
        for (int v = 0; v < g.count(); v += 23) {
            for (int threads : {1, 2}) {
                const auto cells = viewshed(rules, scene, g.fromIndex(v), {}, threads);
                for (int i = 0; i < g.count(); ++i) {
                    const Ruling slow = bruteForceRuling(scene, g.fromIndex(v), g.fromIndex(i), {});
                    INFO(board << " " << g.label(g.fromIndex(v)) << " -> " << g.label(g.fromIndex(i)) << " threads " << threads);
                    REQUIRE(cells[std::size_t(i)].verdict() == slow.verdict);
                    REQUIRE(cells[std::size_t(i)].hindrance() == slow.hindrance);
                }
            }
        }
    }
}
