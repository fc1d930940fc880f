// Conflict of Heroes LOS speed on the sample board, Kleinbach
// (maps/boards/kleinbach.map.xml, 13 x 10 hexes, read through the map
// reader and built into its CohBoard as the editor does), with the smoke of
// the Kleinbach Crossroads scenario and its round-2 position. Each
// benchmark times the brute-force reference of tests/los/coh_reference.h
// on the same questions in the same run, and checks it got the same answers:
//   BM_CohRuling       one ruling (Detail::Verdict: verdict, rule, modifiers),
//                      median over every ordered pair of distinct hexes
//   BM_CohRulingCell   the same, verdict only (as viewsheds ask)
//   BM_CohRevealCheck  a reveal-check of 30 units a side on Kleinbach hexes
//                      (half of them hidden) [10.0, 10.2], sides mixed
//   BM_CohRevealCheckLines  the same with the sides in two lines (some may hide)
// Counters: engine and reference medians, the speed-up, and the number of
// answers where the two differ (always 0, or the benchmark stops with an error).

#include "formats/map/map_format.h"
#include "geometry/los/systems/coh/coh_board.h"
#include "geometry/los/systems/coh/coh_rules.h"
#include "geometry/los/systems/coh/hidden.h"
#include "maps/los_scene.h"
#include "maps/map_analysis.h"
#include "tests/los/coh_reference.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <typeinfo>

using namespace crestline;
using namespace crestline::geometry::los;
using geometry::OffsetCoord;
using Clock = std::chrono::steady_clock;

namespace {

/// Kleinbach as the engine and as the reference see it, with one play state.
struct Sample {
    formats::LoadedMap loaded;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<Scene> scene;
    const CohBoard* board = nullptr;
    std::unique_ptr<test::cohref::RefBoard> ref;
    PlayState play;
    std::vector<coh::CoverCounter> counters;
};

/// The board, loaded once; throws std::runtime_error if the file cannot serve.
const Sample& kleinbach()
{
    static const std::unique_ptr<Sample> sample = [] {
        auto out = std::make_unique<Sample>();
        const std::string file = std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/kleinbach.map.xml";
        auto read = formats::loadMap(file);
        if (!read.value || hasErrors(read.findings)) throw std::runtime_error("cannot load " + file);
        out->loaded = std::move(*read.value);
        out->analysis = std::make_unique<maps::MapAnalysis>(out->loaded.map, out->loaded.catalog);
        out->scene = std::make_unique<Scene>(maps::buildLosScene(*out->analysis));
        const HexTable* table = out->scene->hexTable();
        if (!table || typeid(*table) != typeid(CohBoard)) throw std::runtime_error(file + " has no CoH board");
        out->board = static_cast<const CohBoard*>(table);
        const geometry::HexGrid& g = out->board->grid();
        // The reference knows only the spec's lattice: flat-top, odd columns shifted.
        if (g.spec().orientation != geometry::HexOrientation::FlatTop || g.spec().parity != geometry::OffsetParity::Odd)
            throw std::runtime_error(file + " is not a flat-top odd-q grid");
        const auto hex = [&](const char* label) {
            const auto h = g.parseLabel(label);
            if (!h || !g.contains(*h)) throw std::runtime_error(std::string("no hex ") + label + " on " + file);
            return *h;
        };
        // Smoke +1 in 0305 (the scenario's) and 0405 (the round-2 position's) [13.0];
        // the scenario's bunker, trench and road block are cover counters [10.0].
        out->play.markers.push_back({hex("0305"), "smoke+1", 0});
        out->play.markers.push_back({hex("0405"), "smoke+1", 0});
        out->counters = {{hex("1002"), "bunker"}, {hex("0903"), "trench"}, {hex("0604"), "road-block"}};

        out->ref = std::make_unique<test::cohref::RefBoard>(g.spec().columns, g.spec().rows);
        for (int i = 0; i < g.count(); ++i) {
            const OffsetCoord h = g.fromIndex(i);
            out->ref->level[out->ref->at(h)] = out->board->level(h);
            out->ref->blocks[out->ref->at(h)] = out->board->blocks(h);
            for (const OffsetCoord n : g.neighbours(h))
                if (out->board->wall(h, n)) out->ref->addWall(h, n);
        }
        for (const PlayMarker& m : out->play.markers) out->ref->smoke[out->ref->at(m.hex)] = m.kind == "smoke+2" ? 2 : 1;
        return out;
    }();
    return *sample;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/// Every ordered pair of distinct hexes (130 x 129 on Kleinbach), row by row.
std::vector<std::pair<OffsetCoord, OffsetCoord>> allPairs(const geometry::HexGrid& g)
{
    std::vector<std::pair<OffsetCoord, OffsetCoord>> out;
    for (int s = 0; s < g.count(); ++s)
        for (int t = 0; t < g.count(); ++t)
            if (s != t) out.push_back({g.fromIndex(s), g.fromIndex(t)});
    return out;
}

/// Rulings on every pair: the engine 3 times over (one timed call each), the reference once.
void rulingBenchmark(benchmark::State& state, Detail detail)
{
    const Sample& b = kleinbach();
    const CohRules rules;
    const auto pairs = allPairs(b.board->grid());
    std::vector<double> engine, ref;
    engine.reserve(std::size_t(state.max_iterations));
    std::size_t k = 0;
    for (auto _ : state) {
        const auto& p = pairs[k++ % pairs.size()];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(rules.check(*b.scene, p.first, p.second, b.play, detail));
        engine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    int mismatches = 0;
    for (const auto& p : pairs) {
        const auto t0 = Clock::now();
        const test::cohref::RefResult want = test::cohref::rule(*b.ref, p.first, p.second);
        ref.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        const bool sees = rules.check(*b.scene, p.first, p.second, b.play, detail).verdict == Verdict::Clear;
        mismatches += sees != (want.outcome == "sees");
    }
    state.counters["pairs"] = double(pairs.size());
    state.counters["engine_median_us"] = median(engine);
    state.counters["reference_median_us"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
    state.counters["mismatches"] = mismatches;
    if (mismatches) state.SkipWithError("the engine and the reference disagree on some pairs");
}
void BM_CohRuling(benchmark::State& state) { rulingBenchmark(state, Detail::Verdict); }
BENCHMARK(BM_CohRuling)->Iterations(3 * 130 * 129);
void BM_CohRulingCell(benchmark::State& state) { rulingBenchmark(state, Detail::Cell); }
BENCHMARK(BM_CohRulingCell)->Iterations(3 * 130 * 129);

/// How the 60 units stand: mixed over the whole board, or in two lines facing each other.
enum class Layout { Mixed, Lines };

/// 30 units a side on 60 distinct Kleinbach hexes; every other pair
/// hidden; every tenth unit a vehicle. Mixed: hex index 37 i + 11 mod the
/// hex count (37 prime to 130), sides alternating. Lines: the US in the
/// three westmost columns and the Germans in the three eastmost (30 hexes
/// each), so some units are out of every enemy's LOS and may hide [10.2].
std::vector<coh::PlacedUnit> units(const Sample& b, Layout layout)
{
    const geometry::HexGrid& g = b.board->grid();
    const int columns = g.spec().columns, rows = g.spec().rows;
    std::vector<coh::PlacedUnit> out;
    for (int i = 0; i < 60; ++i) {
        coh::PlacedUnit u;
        u.id = "u" + std::to_string(i);
        u.side = i % 2 ? "de" : "us";
        if (layout == Layout::Mixed) {
            u.hex = g.fromIndex((37 * i + 11) % g.count());
        } else {
            const int k = i / 2; // 0..29: column k / rows of its side's three columns, row k % rows
            u.hex = {i % 2 ? columns - 1 - k / rows : k / rows, k % rows};
        }
        u.hidden = (i / 2) % 2 == 0;
        u.vehicle = i % 10 == 9;
        out.push_back(u);
    }
    return out;
}

/// What a reveal-check decides, as counts: hidden units revealed, units that may hide, hide hexes offered.
struct RevealTally {
    int revealed = 0, mayHide = 0, hideHexes = 0;
    bool operator==(const RevealTally&) const = default;
};

RevealTally tally(const coh::RevealCheck& c)
{
    RevealTally t;
    for (const auto& a : c.hidden) t.revealed += a.revealed;
    for (const auto& h : c.visible) t.mayHide += h.mayHide, t.hideHexes += int(h.hideHexes.size());
    return t;
}

/// The reference reveal-check: the same questions [10.0, 10.2] asked of the
/// reference's rulings, every enemy tried until one sees (no nearest-first order).
RevealTally referenceRevealCheck(const Sample& b, const std::vector<coh::PlacedUnit>& us)
{
    const geometry::HexGrid& g = b.board->grid();
    const auto seenByEnemy = [&](const coh::PlacedUnit& u, OffsetCoord hex, int maxDistance) {
        for (const auto& e : us)
            if (e.side != u.side && (maxDistance < 0 || g.distance(e.hex, hex) <= maxDistance) &&
                test::cohref::rule(*b.ref, e.hex, hex).outcome == "sees")
                return true;
        return false;
    };
    // [10.0] cover: terrain, a wall on a side, smoke, a bunker, trench or road block, a vehicle for foot units.
    const auto inCover = [&](const coh::PlacedUnit& u) {
        if (b.board->coverTerrain(u.hex) || b.ref->smoke[b.ref->at(u.hex)] > 0 || u.hastyDefence) return true;
        for (const OffsetCoord n : g.neighbours(u.hex))
            if (b.ref->wall(u.hex, n)) return true;
        for (const auto& c : b.counters)
            if (c.hex == u.hex) return true;
        for (const auto& v : us)
            if (!u.vehicle && v.vehicle && v.hex == u.hex && &v != &u) return true;
        return false;
    };
    RevealTally t;
    for (const auto& u : us) {
        if (u.hidden) {
            t.revealed += !inCover(u) && seenByEnemy(u, u.hex, 2);
        } else if (!seenByEnemy(u, u.hex, -1)) {
            ++t.mayHide;
            t.hideHexes += 1; // its own hex, just found unseen
            for (const OffsetCoord n : g.neighbours(u.hex)) t.hideHexes += !seenByEnemy(u, n, -1);
        }
    }
    return t;
}

void revealCheckBenchmark(benchmark::State& state, Layout layout)
{
    const Sample& b = kleinbach();
    const CohRules rules;
    const auto us = units(b, layout);
    std::vector<double> engine, ref;
    RevealTally got;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        const coh::RevealCheck check = coh::revealCheck(rules, *b.scene, *b.board, b.play, us, b.counters);
        engine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        got = tally(check);
    }
    RevealTally want;
    for (int i = 0; i < 5; ++i) {
        const auto t0 = Clock::now();
        want = referenceRevealCheck(b, us);
        ref.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    state.counters["engine_median_ms"] = median(engine);
    state.counters["reference_median_ms"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
    state.counters["revealed"] = got.revealed;
    state.counters["may_hide"] = got.mayHide;
    state.counters["mismatches"] = (got.revealed != want.revealed) + (got.mayHide != want.mayHide) + (got.hideHexes != want.hideHexes);
    if (!(got == want)) state.SkipWithError("the engine and the reference reveal-checks disagree");
}
void BM_CohRevealCheck(benchmark::State& state) { revealCheckBenchmark(state, Layout::Mixed); }
BENCHMARK(BM_CohRevealCheck)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(30);
void BM_CohRevealCheckLines(benchmark::State& state) { revealCheckBenchmark(state, Layout::Lines); }
BENCHMARK(BM_CohRevealCheckLines)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(30);

} // namespace

BENCHMARK_MAIN();
