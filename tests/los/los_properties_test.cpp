// Properties on random maps (fixed seeds): LOS is reciprocal, and unchanged by
// moving the whole map by whole hexes or mirroring it left to right.
// Artwork coordinates lie on a 1/8 grid so translated and mirrored copies are
// exact and ties (artwork exactly on strings, vertices, hexsides) are common.

#include "los_fixture.h"

#include <catch2/catch.hpp>

#include <random>

using namespace crestline::test;
using crestline::geometry::los::Ruling;

namespace {

struct RandomMap {
    std::vector<std::tuple<std::string, std::string, Ring>> areas;
    std::vector<std::pair<std::string, int>> smoke;
};

RandomMap makeRandomMap(unsigned seed, int columns, int rows)
{
    std::mt19937 rng(seed);
    auto coord = [&](double lo, double hi) {
        std::uniform_int_distribution<int> d(int(lo * 8), int(hi * 8));
        return d(rng) / 8.0;
    };
    RandomMap m;
    const double maxU = 3.0 * (columns - 1), maxV = 2.0 * rows;
    const char* terrains[] = {"building", "building", "rough", "rough", "hill-1", "hill-2", "depression"};
    std::uniform_int_distribution<int> pick(0, 6);
    for (int i = 0; i < 14; ++i) {
        const std::string terrain = terrains[pick(rng)];
        const double u0 = coord(0, maxU - 1), v0 = coord(0, maxV - 1);
        const double w = coord(0.25, terrain.rfind("hill", 0) == 0 ? 8 : 2.5), h = coord(0.25, terrain.rfind("hill", 0) == 0 ? 8 : 2.5);
        Ring ring = (i % 3 == 0) ? Ring{{u0, v0}, {u0 + w, v0 + h / 2}, {u0, v0 + h}}
                                 : LosFixture::rect(u0, v0, u0 + w, v0 + h);
        m.areas.emplace_back("f" + std::to_string(i), terrain, std::move(ring));
    }
    return m;
}

template <class Transform>
void populate(LosFixture& f, const RandomMap& m, Transform t)
{
    for (const auto& [id, terrain, ring] : m.areas) {
        Ring out;
        for (const auto& p : ring) out.push_back(t(p));
        f.area(id, terrain, out);
    }
}

} // namespace

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
