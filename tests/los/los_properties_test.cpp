// Properties on random maps (fixed seeds): LOS is reciprocal, and unchanged by
// moving the whole map by whole hexes or mirroring it left to right.
// Artwork coordinates lie on a 1/8 grid so translated and mirrored copies are
// exact and ties (artwork exactly on strings, vertices, hexsides) are common.

#include "los_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline::test;
using crestline::geometry::los::Ruling;

TEST_CASE("LOS is reciprocal on random maps", "[los][property]")
{
    for (unsigned seed : {1u, 2u, 3u, 4u, 5u}) {
        LosFixture f(11, 10);
        populate(f, makeRandomMap(seed, 11, 10), [](Point p) { return p; });
        const auto g = f.grid();
        std::mt19937 rng(seed * 7919);
        std::uniform_int_distribution<int> hex(0, g.count() - 1);
        for (int k = 0; k < 300; ++k) {
            const auto a = g.label(g.fromIndex(hex(rng))), b = g.label(g.fromIndex(hex(rng)));
            const Ruling x = f.ruling(a, b, crestline::geometry::los::Detail::Verdict);
            const Ruling y = f.ruling(b, a, crestline::geometry::los::Detail::Verdict);
            INFO("seed " << seed << " " << a << " -> " << b);
            REQUIRE(x.verdict == y.verdict);
            REQUIRE(x.hindrance == y.hindrance);
            // The fast path and the explained path agree.
            const Ruling full = f.ruling(a, b);
            REQUIRE(full.verdict == x.verdict);
            REQUIRE(full.hindrance == x.hindrance);
        }
    }
}

TEST_CASE("LOS is unchanged by moving the map by whole hexes", "[los][property]")
{
    // Two columns right and one row down: lattice (+6, +2), parity kept.
    for (unsigned seed : {11u, 12u, 13u}) {
        const RandomMap m = makeRandomMap(seed, 11, 10);
        LosFixture a(11, 10), b(13, 11);
        populate(a, m, [](Point p) { return p; });
        populate(b, m, [](Point p) { return Point{p.u + 6, p.v + 2}; });
        const auto ga = a.grid(), gb = b.grid();
        for (int i = 0; i < ga.count(); i += 2)
            for (int j = i + 1; j < ga.count(); j += 7) {
                const auto hi = ga.fromIndex(i), hj = ga.fromIndex(j);
                const std::string ti = gb.label({hi.col + 2, hi.row + 1}), tj = gb.label({hj.col + 2, hj.row + 1});
                const Ruling x = a.ruling(ga.label(hi), ga.label(hj), crestline::geometry::los::Detail::Verdict);
                const Ruling y = b.ruling(ti, tj, crestline::geometry::los::Detail::Verdict);
                INFO("seed " << seed << " " << ga.label(hi) << " -> " << ga.label(hj));
                REQUIRE(x.verdict == y.verdict);
                REQUIRE(x.hindrance == y.hindrance);
            }
    }
}

TEST_CASE("LOS is unchanged by mirroring the map left to right", "[los][property]")
{
    // 11 columns: column c -> 10 - c keeps parity, so u -> 30 - u maps centres to centres.
    for (unsigned seed : {21u, 22u, 23u}) {
        const RandomMap m = makeRandomMap(seed, 11, 10);
        LosFixture a(11, 10), b(11, 10);
        populate(a, m, [](Point p) { return p; });
        populate(b, m, [](Point p) { return Point{30 - p.u, p.v}; });
        const auto g = a.grid();
        for (int i = 0; i < g.count(); i += 2)
            for (int j = i + 1; j < g.count(); j += 7) {
                const auto hi = g.fromIndex(i), hj = g.fromIndex(j);
                const std::string mi = g.label({10 - hi.col, hi.row}), mj = g.label({10 - hj.col, hj.row});
                const Ruling x = a.ruling(g.label(hi), g.label(hj), crestline::geometry::los::Detail::Verdict);
                const Ruling y = b.ruling(mi, mj, crestline::geometry::los::Detail::Verdict);
                INFO("seed " << seed << " " << g.label(hi) << " -> " << g.label(hj));
                REQUIRE(x.verdict == y.verdict);
                REQUIRE(x.hindrance == y.hindrance);
            }
    }
}
