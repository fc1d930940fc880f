// The all-pairs sweep (geometry/los/sweep.h): clear, hindered and blocked
// strings settled from the viewer without a walk, for the fast matrix
// (issue 30). The sweep may only settle what the rules rule: the hand-worked
// cases below sit beside their near misses, and the property tests compare
// every settled string of random maps of every grid shape with the full
// rules (and a sample with the brute-force reference), and the fast matrix
// rows with single rulings and the baseline path on the bundled boards.

#include "los_fixture.h"

#include "geometry/los/analysis.h"
#include "geometry/los/brute_force.h"
#include "geometry/los/shadows.h"
#include "geometry/los/sweep.h"
#include "geometry/los/viewer_arcs.h"

#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <random>

using namespace crestline;
using namespace crestline::geometry::los;
using crestline::test::LosFixture;
using geometry::OffsetCoord;

namespace {

const FightingFormationsRules kFf;

/// The sweep's cell for from -> to, if it settles one (with the scene's
/// road hexes, as the matrix builds it).
std::optional<Cell> swept(LosFixture& f, const std::string& from, const std::string& to)
{
    const Scene& scene = f.scene();
    const OffsetCoord a = f.hex(from), b = f.hex(to);
    const auto levels = kFf.sweepLevels(scene.hexLevel(a), scene.hexLevel(b), f.state());
    if (!levels) return std::nullopt;
    const ShadowSources sources(scene);
    return ViewerSweep(scene, a, &sources).settle(b, *levels, kFf.blockingLevels(scene.hexLevel(a), scene.hexLevel(b)));
}

/// The viewer's shadows (the matrix's, or with `baseline` the baseline's) say blocked.
bool shadowed(LosFixture& f, const std::string& from, const std::string& to, bool baseline = false)
{
    const Scene& scene = f.scene();
    const OffsetCoord a = f.hex(from), b = f.hex(to);
    const ShadowSources sources(scene);
    return ViewerShadows(scene, baseline ? nullptr : &sources, a).certainlyBlocked(b, kFf.blockingLevels(scene.hexLevel(a), scene.hexLevel(b)));
}

/// The piece of artwork drawn from feature `id`.
const Artwork& artworkOf(LosFixture& f, const std::string& id)
{
    for (const Artwork& art : f.scene().artwork())
        if (art.id == id) return art;
    FAIL("no artwork " << id);
    return f.scene().artwork().front();
}

} // namespace

TEST_CASE("FF sweep levels: what can change a string's ruling", "[los][sweep][24.512][24.53][24.54]")
{
    const PlayState none;
    // Equal levels 0: hills of level 1 [24.513], obstacles and hindrances at level 0 or higher.
    REQUIRE(kFf.sweepLevels(0, 0, none));
    CHECK(kFf.sweepLevels(0, 0, none)->levelArea == 1);
    CHECK(kFf.sweepLevels(0, 0, none)->obstacle == 0);
    CHECK(kFf.sweepLevels(0, 0, none)->hindrance == 0);
    // Different levels: crests of the higher level [24.512]; every obstacle
    // (a lower one may make a blind hex [24.53]); hindrances at the higher
    // end's level [24.54].
    REQUIRE(kFf.sweepLevels(2, 0, none));
    CHECK(kFf.sweepLevels(2, 0, none)->levelArea == 2);
    CHECK(kFf.sweepLevels(2, 0, none)->obstacle < -1);
    CHECK(kFf.sweepLevels(0, 2, none)->hindrance == 2);
    // m <= 0 (the string must stay inside a depression): no promise.
    CHECK_FALSE(kFf.sweepLevels(-1, -1, none));
    CHECK_FALSE(kFf.sweepLevels(-1, 0, none));
    CHECK(kFf.sweepLevels(-1, 1, none));
    // Smoke hinders in any hex the string meets, end hexes included [23.33]: no promise.
    PlayState smoke;
    smoke.smoke.push_back({{3, 3}, 5});
    CHECK_FALSE(kFf.sweepLevels(0, 0, smoke));
}

TEST_CASE("sweep: a string grazing rough is hindered 2, a 1/64 miss is clear", "[los][sweep][tie][23.31]")
{
    // A5 (0,8) -> G5 (18,8) runs along v = 8. The rough's bottom edge lies on
    // the string from u = 9 to 10 (in C5/D5, clear of both end hexes): it touches.
    LosFixture touching;
    touching.area("r1", "rough", LosFixture::rect(9, 7, 10, 8));
    REQUIRE(swept(touching, "A5", "G5"));
    CHECK(*swept(touching, "A5", "G5") == Cell::of(Verdict::Hindered, 2));
    CHECK(touching.ruling("A5", "G5").hindrance == 2);
    // Raised by 1/64 the rough lies wholly beside the string's direction.
    LosFixture missing;
    missing.area("r1", "rough", LosFixture::rect(9, 7, 10, 8 - 1.0 / 64));
    REQUIRE(swept(missing, "A5", "G5"));
    CHECK(*swept(missing, "A5", "G5") == Cell::of(Verdict::Clear, 1));
    CHECK(missing.ruling("A5", "G5").verdict == Verdict::Clear);
}

TEST_CASE("sweep: what it leaves to the rules", "[los][sweep][23.1][24.8][24.53]")
{
    // Rough in the target's own hex (G5 spans u 16.5..19.5 at v 7.5..8.5) does
    // not count [23.1]: its box cannot tell it from rough beside the
    // hexside, but its edges meet the string only beyond u = 16, where the
    // string enters G5, so the sweep rules it clear, as the rules do.
    LosFixture inTarget;
    inTarget.area("r1", "rough", LosFixture::rect(16.75, 7.5, 17.5, 8.5));
    REQUIRE(swept(inTarget, "A5", "G5"));
    CHECK(*swept(inTarget, "A5", "G5") == Cell::of(Verdict::Clear, 1));
    CHECK(inTarget.ruling("A5", "G5").verdict == Verdict::Clear);
    // A road along the string through the rough may open it [24.8]: not settled.
    LosFixture road;
    road.area("r1", "rough", LosFixture::rect(9, 7, 10, 9));
    road.road("road1", {{0, 8}, {18, 8}}, 0.5);
    CHECK_FALSE(swept(road, "A5", "G5"));
    // A building beside the string (not touching) between a level 0 and a
    // level 1 hex may make a blind hex [24.53]: the sweep does not settle
    // a string whose arc holds any obstacle, but one wholly off the string is no matter.
    LosFixture beside;
    beside.area("b1", "building", LosFixture::rect(9, 9, 10, 10));
    REQUIRE(swept(beside, "A5", "G5"));
    CHECK(*swept(beside, "A5", "G5") == Cell::of(Verdict::Clear, 1));
    // A building on the string, clear of both ends: blocked for certain.
    LosFixture on;
    on.area("b1", "building", LosFixture::rect(9, 7.5, 10, 8.5));
    REQUIRE(swept(on, "A5", "G5"));
    CHECK(*swept(on, "A5", "G5") == Cell::of(Verdict::Blocked, 0));
    CHECK(on.ruling("A5", "G5").verdict == Verdict::Blocked);
}

TEST_CASE("sweep: a crossing exactly where the string enters the target's hex does not count, 1/64 before it does", "[los][sweep][tie][23.1]")
{
    // A5 (0,8) -> G5 (18,8) along v = 8; G5's hexagon meets the string from
    // u = 16 (|u - 18| + |v - 8| <= 2). The building's left edge crosses the
    // string exactly there: it touches the string only for u in [16, 17],
    // inside the target's hex, so it does not count [23.1]: clear. The sweep
    // cannot claim the crossing and leaves the string to the rules.
    LosFixture tie;
    tie.area("b1", "building", LosFixture::rect(16, 7.5, 17, 8.5));
    CHECK_FALSE(swept(tie, "A5", "G5"));
    CHECK(tie.ruling("A5", "G5").verdict == Verdict::Clear);
    // Moved 1/64 towards the viewer, the edge crosses the string before the
    // target's hex: blocked [24.4], and the sweep settles it.
    LosFixture before;
    before.area("b1", "building", LosFixture::rect(16 - 1.0 / 64, 7.5, 17, 8.5));
    REQUIRE(swept(before, "A5", "G5"));
    CHECK(*swept(before, "A5", "G5") == Cell::of(Verdict::Blocked, 0));
    CHECK(before.ruling("A5", "G5").verdict == Verdict::Blocked);
}

TEST_CASE("sweep: rough crossed exactly where the string leaves the viewer's hex does not hinder, 1/64 beyond it does", "[los][sweep][tie][23.1][23.31]")
{
    // A5's hexagon holds the string up to u = 2. The rough's right edge
    // crosses there: it touches the string only inside the viewer's hex.
    LosFixture tie;
    tie.area("r1", "rough", LosFixture::rect(1, 7.5, 2, 8.5));
    CHECK_FALSE(swept(tie, "A5", "G5"));
    CHECK(tie.ruling("A5", "G5").verdict == Verdict::Clear);
    // Reaching 1/64 past the hexside it hinders the string [23.31].
    LosFixture beyond;
    beyond.area("r1", "rough", LosFixture::rect(1, 7.5, 2 + 1.0 / 64, 8.5));
    REQUIRE(swept(beyond, "A5", "G5"));
    CHECK(*swept(beyond, "A5", "G5") == Cell::of(Verdict::Hindered, 2));
    CHECK(beyond.ruling("A5", "G5").hindrance == 2);
}

TEST_CASE("sweep: looking down from a hill whose crest line crosses the string inside, on or beyond the viewer's hexside", "[los][sweep][tie][24.512]")
{
    // A5 (0,8) stands on a level 1 hill (u -3..x, v 5..11), G5 (18,8) at
    // level 0: m = 1, so the string must leave level 1 ground inside A5's
    // hexagon, which holds the string up to u = 2 [24.512]. The viewer is
    // inside the hill's box, so only the hill's edges can tell.
    auto board = [](double right) {
        auto f = std::make_unique<LosFixture>();
        f->area("h1", "hill-1", LosFixture::rect(-3, 5, right, 11));
        return f;
    };
    // The crest line 1/64 inside the hexside: it leaves in time, clear.
    auto inside = board(2 - 1.0 / 64);
    REQUIRE(inside->level("A5") == 1);
    REQUIRE(swept(*inside, "A5", "G5"));
    CHECK(*swept(*inside, "A5", "G5") == Cell::of(Verdict::Clear, 1));
    CHECK(inside->ruling("A5", "G5").verdict == Verdict::Clear);
    // On the hexside (a point of A5's hexagon): still clear, but the
    // sweep leaves the tie to the rules.
    auto on = board(2);
    CHECK_FALSE(swept(*on, "A5", "G5"));
    CHECK(on->ruling("A5", "G5").verdict == Verdict::Clear);
    // 1/64 beyond: level 1 ground between the end hexes blocks.
    auto beyond = board(2 + 1.0 / 64);
    REQUIRE(swept(*beyond, "A5", "G5"));
    CHECK(*swept(*beyond, "A5", "G5") == Cell::of(Verdict::Blocked, 0));
    CHECK(beyond->ruling("A5", "G5").verdict == Verdict::Blocked);
}

TEST_CASE("sweep and shadows: a building a road runs through blocks where the string crosses it away from the road's hexes", "[los][sweep][shadows][24.8]")
{
    // A strip of building across C5 (u 5.5..6.5, v 2..14); a road along v = 3
    // runs through it in C2/C3, far from the string A5 -> G5 (v = 8), which
    // crosses the strip in C5, a hex no corridor meets: blocked [24.4].
    LosFixture away;
    away.area("strip", "building", LosFixture::rect(5.5, 2, 6.5, 14));
    away.road("road1", {{0, 3}, {21, 3}}, 0.5);
    REQUIRE(artworkOf(away, "strip").roadOpens); // the road path of the shortcuts, not the plain one
    REQUIRE(swept(away, "A5", "G5"));
    CHECK(*swept(away, "A5", "G5") == Cell::of(Verdict::Blocked, 0));
    CHECK(shadowed(away, "A5", "G5"));
    CHECK_FALSE(shadowed(away, "A5", "G5", true)); // the baseline's shadows leave it
    CHECK(away.ruling("A5", "G5").verdict == Verdict::Blocked);
    // The road along the string: in C5 the string runs inside the corridor,
    // so the building does not block there [24.8]; neither shortcut claims it.
    LosFixture along;
    along.area("strip", "building", LosFixture::rect(5.5, 2, 6.5, 14));
    along.road("road1", {{0, 8}, {21, 8}}, 0.5);
    REQUIRE(artworkOf(along, "strip").roadOpens);
    CHECK_FALSE(swept(along, "A5", "G5"));
    CHECK_FALSE(shadowed(along, "A5", "G5"));
    CHECK(along.ruling("A5", "G5").verdict == Verdict::Clear);
}

TEST_CASE("sweep: rough or a building a road crosses counts where the string leaves the corridor inside the road's hex", "[los][sweep][tie][24.8][23.31]")
{
    // Rough across C5 (centre (6, 8); the hexagon spans u 4..8 at v = 8),
    // crossed by the string A5 -> G5 (v = 8) from u = 5.5 to 6.5, wholly
    // inside C5. A road up u = 6 (corridor u 5.75..6.25) runs through it,
    // so C5 is a hex where a corridor meets the rough; but the string's part
    // in C5 (u 4..8 on v = 8) is not inside the corridor, so C5's rough
    // hinders it [24.8: "otherwise use the other terrain inside the hex"]:
    // hindered 2, settled without a walk.
    LosFixture across;
    across.area("r1", "rough", LosFixture::rect(5.5, 7, 6.5, 9));
    across.road("road1", {{6, 0}, {6, 16}}, 0.5);
    REQUIRE(artworkOf(across, "r1").roadOpens);
    CHECK(across.ruling("A5", "G5").verdict == Verdict::Hindered);
    CHECK(across.ruling("A5", "G5").hindrance == 2);
    REQUIRE(swept(across, "A5", "G5"));
    CHECK(*swept(across, "A5", "G5") == Cell::of(Verdict::Hindered, 2));
    // The same with a building: blocked [24.4], settled.
    LosFixture building;
    building.area("b1", "building", LosFixture::rect(5.5, 7, 6.5, 9));
    building.road("road1", {{6, 0}, {6, 16}}, 0.5);
    REQUIRE(artworkOf(building, "b1").roadOpens);
    CHECK(building.ruling("A5", "G5").verdict == Verdict::Blocked);
    REQUIRE(swept(building, "A5", "G5"));
    CHECK(*swept(building, "A5", "G5") == Cell::of(Verdict::Blocked, 0));
    // Tie: a road along v = 8.25, corridor v 8 .. 8.5; the string runs on
    // the corridor's edge, so its part in C5 lies inside the closed
    // corridor: along the road, the rough does not count: clear. The sweep
    // cannot tell and leaves it to the rules.
    LosFixture onEdge;
    onEdge.area("r1", "rough", LosFixture::rect(5.5, 7, 6.5, 9));
    onEdge.road("road1", {{0, 8.25}, {21, 8.25}}, 0.5);
    CHECK(onEdge.ruling("A5", "G5").verdict == Verdict::Clear);
    CHECK_FALSE(swept(onEdge, "A5", "G5"));
    // Near miss: the road 1/64 higher, the string 1/64 outside the corridor:
    // the rough hinders, and the sweep settles it so.
    LosFixture offEdge;
    offEdge.area("r1", "rough", LosFixture::rect(5.5, 7, 6.5, 9));
    offEdge.road("road1", {{0, 8.25 + 1.0 / 64}, {21, 8.25 + 1.0 / 64}}, 0.5);
    REQUIRE(artworkOf(offEdge, "r1").roadOpens);
    CHECK(offEdge.ruling("A5", "G5").hindrance == 2);
    REQUIRE(swept(offEdge, "A5", "G5"));
    CHECK(*swept(offEdge, "A5", "G5") == Cell::of(Verdict::Hindered, 2));
}

TEST_CASE("shadows: a hex wholly inside a building beside an end hex blocks a string through its interior", "[los][shadows][24.4]")
{
    // The building (u 12.5..17.5, v 5.5..8.5) holds the whole of F4 (15,7),
    // beside G5 (18,8), and reaches into G5, so as a whole piece it casts no
    // shadow. A4 (0,6) -> G5 runs through F4's interior (its direction lies
    // strictly inside F4's arc from A4, between (16,6) and (14,8)): blocked.
    LosFixture f;
    f.area("b1", "building", LosFixture::rect(12.5, 5.5, 17.5, 8.5));
    CHECK(shadowed(f, "A4", "G5"));
    CHECK_FALSE(shadowed(f, "A4", "G5", true)); // the baseline's shadows use no hex beside an end
    CHECK(f.ruling("A4", "G5").verdict == Verdict::Blocked);
    // The same string the other way: F4 now lies beside the viewer's hex.
    CHECK(shadowed(f, "G5", "A4"));
    CHECK(f.ruling("G5", "A4").verdict == Verdict::Blocked);
    // A4 -> G4 (18,6) runs along F4's hexside v = 6, on the edge of its arc:
    // the shadows leave a string grazing a hex beside an end to the rules
    // (here blocked: the building covers the hexside).
    CHECK_FALSE(shadowed(f, "A4", "G4"));
    CHECK(f.ruling("A4", "G4").verdict == Verdict::Blocked);
}

TEST_CASE("sweep and shadows with a reach: artwork touching the reach's edge counts, 1/64 outside it is left out", "[los][sweep][shadows][tie][23.31]")
{
    // A5 (0,8) -> G5 (18,8): the reach of this one string is the box of its
    // ends, u 0..18 at v = 8. Rough whose bottom edge lies on v = 8 touches
    // the reach's edge and the string (hindered 2, as the rules say); raised
    // by 1/64 it lies outside the reach, is left out, and the string is clear.
    const StringReach reach{0, 8, 18, 8};
    for (const bool touching : {true, false}) {
        LosFixture f;
        f.area("r1", "rough", LosFixture::rect(9, 7, 10, touching ? 8 : 8 - 1.0 / 64));
        f.area("b1", "building", LosFixture::rect(30, 30, 31, 31)); // far outside the reach
        const Scene& scene = f.scene();
        const ShadowSources sources(scene);
        ViewerSweep sweep(scene, f.hex("A5"), &sources);
        const std::size_t all = sweep.pieceCount();
        sweep.reset(f.hex("A5"), &reach);
        CHECK(sweep.pieceCount() == (touching ? all - 1 : all - 2)); // the building is always left out
        const auto levels = kFf.sweepLevels(0, 0, {});
        const auto cell = sweep.settle(f.hex("G5"), *levels, kFf.blockingLevels(0, 0));
        REQUIRE(cell);
        const Ruling r = f.ruling("A5", "G5");
        CHECK(*cell == Cell::of(r.verdict, r.hindrance));
        CHECK(*cell == (touching ? Cell::of(Verdict::Hindered, 2) : Cell::of(Verdict::Clear, 1)));
    }
    // A building whose bottom edge lies on the string blocks (shadows with
    // the reach); 1/64 above the string it is left out, and the string is clear.
    for (const bool touching : {true, false}) {
        LosFixture f;
        f.area("b1", "building", LosFixture::rect(9, 7, 10, touching ? 8 : 8 - 1.0 / 64));
        const Scene& scene = f.scene();
        const ShadowSources sources(scene);
        ViewerShadows shadows(scene, &sources, f.hex("A5"));
        CHECK(shadows.pieceCount() > 0);
        shadows.reset(f.hex("A5"), &reach);
        CHECK(shadows.pieceCount() == (touching ? 1u : 0u));
        CHECK(shadows.certainlyBlocked(f.hex("G5"), kFf.blockingLevels(0, 0)) == touching);
        CHECK(f.ruling("A5", "G5").verdict == (touching ? Verdict::Blocked : Verdict::Clear));
    }
}

TEST_CASE("sweep: the integer orientation of a 1/64-grid edge and a rational point on the string equals the exact one, ties included", "[los][sweep][tie]")
{
    // Edges on the 1/64 grid against points of the string (0,0) -> (24,10)
    // at parameters k/37 and tS-like fractions: every sign, zero included
    // (an edge through the point itself), as exact.h's rational orientation says.
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> coord(-64 * 30, 64 * 30), den(1, 40);
    const geometry::IPoint c{0, 0}, t{24, 10};
    std::array<int, 3> signs{};
    for (int k = 0; k < 20000; ++k) {
        const std::int64_t d = den(rng), n = std::uniform_int_distribution<std::int64_t>(0, d)(rng);
        const geometry::RationalPointOnSegment q{c, t, n, d};
        const geometry::Point a{coord(rng) / 64.0, coord(rng) / 64.0};
        // Every third edge runs through q exactly (b = q + (q - a) scaled, on the 1/64 grid when q is).
        geometry::Point b{coord(rng) / 64.0, coord(rng) / 64.0};
        if (k % 3 == 0 && 64 % d == 0) b = {2 * (24.0 * double(n) / double(d)) - a.u, 2 * (10.0 * double(n) / double(d)) - a.v};
        const int exact = geometry::orientation(a, b, q);
        CHECK(viewer_arcs::orientation64(a, b, q, viewer_arcs::onGrid64(std::array{a, b})) == exact);
        ++signs[std::size_t(exact + 1)];
    }
    CHECK(signs[1] > 100); // ties happen
    CHECK(signs[0] > 1000);
    CHECK(signs[2] > 1000);
    // Off the 1/64 grid: not taken for one.
    CHECK_FALSE(viewer_arcs::onGrid64(std::array{geometry::Point{1.0 / 128, 0}}));
    CHECK(viewer_arcs::onGrid64(std::array{geometry::Point{1.0 / 64, -3}}));
}

namespace {

/// A random FF board for the sweep: buildings, rough, hills of levels 1-2
/// and depressions on a 1/8 grid (ties are common), and a road across.
void randomBoard(LosFixture& f, unsigned seed, int columns, int rows)
{
    crestline::test::populate(f, crestline::test::makeRandomMap(seed, columns, rows), [](geometry::Point p) { return p; });
    crestline::test::populate(f, crestline::test::makeRandomMap(seed + 1000, columns, rows), [](geometry::Point p) { return p; });
    // Ids of the second copy must differ: rename its pieces.
    auto& features = f.map().features;
    for (std::size_t i = features.size() / 2; i < features.size(); ++i) features[i].id = "g" + std::to_string(i);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> v(0, 16 * rows);
    f.road("road1", {{0, v(rng) / 8.0}, {3.0 * columns, v(rng) / 8.0}}, 0.5);
    // A bent road too, slanting across rough and buildings (its corridors'
    // corners off the 1/64 grid), so strings leave and follow corridors
    // inside the hexes where a road runs through a piece [24.8].
    f.road("road2", {{0, v(rng) / 8.0}, {1.5 * columns, v(rng) / 8.0}, {3.0 * columns, v(rng) / 8.0}}, 0.5);
}

} // namespace

TEST_CASE("sweep settles only what the rules rule: every pair of random maps of every grid shape", "[los][sweep][property]")
{
    // Every ordered pair of a 16 x 14 board: whatever the sweep settles must
    // equal the full rules, and a sample the brute-force reference.
    std::array<int, 4> settled{};
    int total = 0, brute = 0, shadowCount = 0;
    for (auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop})
        for (auto parity : {geometry::OffsetParity::Odd, geometry::OffsetParity::Even})
            for (unsigned seed : {31u, 32u}) {
                LosFixture f(16, 14);
                f.map().grid.orientation = orientation;
                f.map().grid.parity = parity;
                randomBoard(f, seed, 16, 14);
                const Scene& scene = f.scene();
                const auto& g = scene.grid();
                const ShadowSources sources(scene);
                for (int v = 0; v < g.count(); ++v) {
                    const OffsetCoord from = g.fromIndex(v);
                    const ViewerSweep sweep(scene, from, &sources);
                    const ViewerShadows shadows(scene, &sources, from);
                    for (int i = 0; i < g.count(); ++i) {
                        if (i == v) continue;
                        const OffsetCoord to = g.fromIndex(i);
                        const int a = scene.hexLevel(from), b = scene.hexLevel(to);
                        const auto levels = kFf.sweepLevels(a, b, {});
                        ++total;
                        if (shadows.certainlyBlocked(to, kFf.blockingLevels(a, b))) {
                            ++shadowCount;
                            const Ruling r = kFf.check(scene, from, to, {}, Detail::Verdict);
                            INFO("shadows: " << g.label(from) << " -> " << g.label(to));
                            REQUIRE(r.verdict == Verdict::Blocked);
                        }
                        if (!levels) continue;
                        const auto cell = sweep.settle(to, *levels, kFf.blockingLevels(a, b));
                        if (!cell) continue;
                        ++settled[std::size_t(cell->verdict())];
                        const Ruling r = kFf.check(scene, from, to, {}, Detail::Verdict);
                        INFO((orientation == geometry::HexOrientation::FlatTop ? "flat " : "pointy ")
                             << (parity == geometry::OffsetParity::Odd ? "odd " : "even ") << seed << ": " << g.label(from) << " -> " << g.label(to));
                        REQUIRE(cell->verdict() == r.verdict);
                        REQUIRE(cell->hindrance() == r.hindrance);
                        if ((v * 31 + i) % 16 == 0) {
                            const Ruling slow = bruteForceRuling(scene, from, to, {});
                            REQUIRE(cell->verdict() == slow.verdict);
                            REQUIRE(cell->hindrance() == slow.hindrance);
                            ++brute;
                        }
                    }
                }
            }
    INFO("settled clear " << settled[0] << ", hindered " << settled[1] << ", blocked " << settled[2] << " of " << total << "; brute force " << brute << "; shadows " << shadowCount);
    CHECK(shadowCount > 1000);
    // Each kind of settlement happens, and the sweep rules most strings.
    CHECK(settled[0] > 1000);
    CHECK(settled[1] > 1000);
    CHECK(settled[2] > 1000);
    CHECK(settled[3] == 0); // a blind hex is never settled
    CHECK((settled[0] + settled[1] + settled[2]) * 2 > total);
}

TEST_CASE("the fast matrix rows equal the baseline rows on random maps of every grid shape", "[los][sweep][matrix][property]")
{
    // Each row's shadows and sweep leave out artwork outside the box of the
    // row's targets (StringReach): rows of every grid shape, the first row
    // (the whole map) to the last ones (part of one grid row).
    for (auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop})
        for (auto parity : {geometry::OffsetParity::Odd, geometry::OffsetParity::Even}) {
            LosFixture f(17, 14);
            f.map().grid.orientation = orientation;
            f.map().grid.parity = parity;
            randomBoard(f, 33, 17, 14);
            const Scene& scene = f.scene();
            std::vector<std::vector<Cell>> fast, baseline;
            allPairsRows(kFf, scene, {}, 2, [&](int, std::span<const Cell> cells) { fast.emplace_back(cells.begin(), cells.end()); });
            allPairsRowsBaseline(kFf, scene, {}, 2, [&](int, std::span<const Cell> cells) { baseline.emplace_back(cells.begin(), cells.end()); });
            REQUIRE(fast.size() == std::size_t(scene.grid().count()));
            for (std::size_t i = 0; i < fast.size(); ++i) {
                INFO((orientation == geometry::HexOrientation::FlatTop ? "flat " : "pointy ") << (parity == geometry::OffsetParity::Odd ? "odd" : "even") << " row " << i);
                REQUIRE(fast[i] == baseline[i]);
            }
        }
}

TEST_CASE("the fast matrix rows equal single rulings and the baseline on the bundled boards", "[los][sweep][matrix]")
{
    // FF (ridge-farm, Millbrook), GTS (Aldenfeld) and CoH (Kleinbach), each
    // with its own rules; a system that is not reciprocal gets full rows.
    for (const char* name : {"ridge-farm.map.xml", "millbrook.map.xml", "aldenfeld.map.xml", "kleinbach.map.xml"}) {
        const jobs::MapDocument doc = test::bundledBoard(name);
        REQUIRE(doc.loaded());
        REQUIRE_FALSE(doc.hasErrors());
        REQUIRE(doc.rules());
        const LosRules& rules = *doc.rules();
        const Scene& scene = doc.scene();
        const auto& g = scene.grid();
        const bool full = matrixIsFull(rules, scene, {});
        std::vector<std::vector<Cell>> fast(std::size_t(g.count())), baseline(std::size_t(g.count()));
        allPairsRows(rules, scene, {}, 2, [&](int row, std::span<const Cell> cells) { fast[std::size_t(row)].assign(cells.begin(), cells.end()); });
        allPairsRowsBaseline(rules, scene, {}, 2, [&](int row, std::span<const Cell> cells) { baseline[std::size_t(row)].assign(cells.begin(), cells.end()); });
        for (int i = 0; i < g.count(); ++i) {
            INFO(name << " row " << g.label(g.fromIndex(i)));
            REQUIRE(fast[std::size_t(i)] == baseline[std::size_t(i)]);
            REQUIRE(fast[std::size_t(i)].size() == std::size_t(full ? g.count() - 1 : g.count() - i - 1));
            std::size_t k = 0;
            for (int j = full ? 0 : i + 1; j < g.count(); ++j) {
                if (j == i) continue;
                const Ruling r = rules.check(scene, g.fromIndex(i), g.fromIndex(j), {}, Detail::Verdict);
                INFO(g.label(g.fromIndex(j)));
                REQUIRE(fast[std::size_t(i)][k++] == Cell::of(r.verdict, r.hindrance));
            }
        }
    }
}

TEST_CASE("allPairsRows: a sink that throws stops the rows, and the caller gets the throw", "[los][sweep][matrix]")
{
    const jobs::MapDocument doc = test::bundledBoard("ridge-farm.map.xml");
    REQUIRE(doc.loaded());
    std::vector<int> seen;
    auto sink = [&](int row, std::span<const Cell>) {
        seen.push_back(row);
        if (row == 40) throw std::runtime_error("disk full");
    };
    CHECK_THROWS_WITH(allPairsRows(kFf, doc.scene(), {}, 2, sink), "disk full");
    // Rows 0..40 came in order, and none after the throw.
    REQUIRE(seen.size() == 41);
    for (int i = 0; i <= 40; ++i) CHECK(seen[std::size_t(i)] == i);
}

TEST_CASE("viewer_arcs: pieces nearest first in the order std::sort gives, ties by index, and pieces filed in wrapping runs of bins", "[los][sweep]")
{
    std::mt19937 rng(7);
    viewer_arcs::NearestFirst nearest;
    // Small (std::sort), radix with one and several passes, ties, and a key past 2^40 (std::sort again).
    for (const auto& [n, range] : std::vector<std::pair<std::size_t, std::int64_t>>{{10, 5}, {300, 7}, {3000, 1000}, {5000, std::int64_t(1) << 35}, {400, std::int64_t(1) << 41}}) {
        std::uniform_int_distribution<std::int64_t> key(0, range);
        std::vector<std::int64_t> keys(n);
        for (auto& k : keys) k = key(rng);
        std::vector<std::pair<std::int64_t, std::uint32_t>> expected(n);
        for (std::size_t i = 0; i < n; ++i) expected[i] = {keys[i], std::uint32_t(i)};
        std::sort(expected.begin(), expected.end());
        const auto& order = nearest.order(n, [&](std::size_t i) { return keys[i]; });
        REQUIRE(order.size() == n);
        for (std::size_t i = 0; i < n; ++i) {
            INFO(n << " keys up to " << range << ", place " << i);
            REQUIRE(order[i] == expected[i].second);
        }
    }
    // Eight bins: piece 0 in 2..4, piece 1 wraps 6, 7, 0, piece 2 only in 7, piece 3 everywhere (0..7).
    std::vector<std::int32_t> start, bins, fill;
    viewer_arcs::fileInBins({{2, 4}, {6, 0}, {7, 7}, {0, 7}}, 8, start, bins, fill);
    const std::vector<std::vector<std::int32_t>> expected{{1, 3}, {3}, {0, 3}, {0, 3}, {0, 3}, {3}, {1, 3}, {1, 2, 3}};
    REQUIRE(start.size() == 9);
    for (int b = 0; b < 8; ++b) {
        INFO("bin " << b);
        CHECK(std::vector<std::int32_t>(bins.begin() + start[std::size_t(b)], bins.begin() + start[std::size_t(b) + 1]) == expected[std::size_t(b)]);
    }
}
