// Fields of Fire LOS speed on random card maps, each against the
// brute-force reference of tests/los/fof_reference.h in the same run:
//   BM_FofRuling      one ruling (Detail::Verdict: verdict, step, card and
//                     segment, band, the walk with its segments, cover) on a
//                     6 x 5 card map through LosRules::check, median over every
//                     ordered pair of cards (Main Staging Area included)
//   BM_FofRulingCell  the same, verdict only (as viewsheds ask)
//   BM_FofAllPairs    every ordered pair of a 12 x 10 card map (14,280) through
//                     fofAllPairs (one thread, each unordered pair ruled once);
//                     rule_each: the same pairs one FofRules::rule (Cell) each
// Counters: engine and reference medians, the speed-up, and the number of
// answers where the two differ (always 0, or the benchmark stops with an error).
// Targets (issue 15): one ruling < 0.5 us median; all pairs of 12 x 10 < 1 ms.

#include "geometry/los/systems/fof/fof_board.h"
#include "geometry/los/systems/fof/fof_rules.h"
#include "tests/los/fof_reference.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>

using namespace crestline;
using namespace crestline::geometry::los;
using geometry::OffsetCoord;
using Clock = std::chrono::steady_clock;

namespace {

/// A card map as the engine and as the reference see it, with one play state.
struct CardMap {
    std::shared_ptr<FofBoard> board;
    Scene scene;
    std::unique_ptr<test::fofref::RefBoard> ref;
    PlayState play;
    std::vector<OffsetCoord> cards; ///< every cell holding a card, row 0 included when asked
};

/// Level 0 (60%), 1 (28%) or 2 stacks, each segment dark one time in four, a
/// few icons with eye levels, two Smoke markers; every map cell holds a card.
std::unique_ptr<CardMap> cardMap(int columns, int rows, unsigned seed, bool staging)
{
    static const char* names[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    auto m = std::make_unique<CardMap>();
    m->board = std::make_shared<FofBoard>(columns, rows);
    m->ref = std::make_unique<test::fofref::RefBoard>(columns, rows);
    std::mt19937 rng(seed);
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r <= rows; ++r) {
            const std::size_t i = m->ref->at({c, r});
            const unsigned l = rng() % 100;
            const int level = l < 60 ? 0 : l < 88 ? 1 : 2;
            std::uint8_t dark = 0;
            for (int k = 0; k < 8; ++k)
                if (rng() % 4 == 0) dark |= std::uint8_t(1u << k), m->ref->dark[i].insert(names[k]);
            const bool icon = rng() % 8 == 0;
            m->board->setCard({c, r}, level, dark, icon);
            m->ref->present[i] = 1;
            m->ref->level[i] = level;
            m->ref->icon[i] = icon;
            if (icon && rng() % 2) m->play.markers.push_back({{c, r}, "eye-level", 1}), m->ref->eye[i] = 1;
        }
    for (int k = 0; k < 2; ++k) {
        const OffsetCoord s{int(rng() % unsigned(columns)) + 1, int(rng() % unsigned(rows)) + 1};
        m->play.markers.push_back({s, "smoke", 0});
        m->ref->obscured.insert({s.col, s.row});
    }
    m->scene.setHexTable(m->board);
    for (int r = staging ? 0 : 1; r <= rows; ++r)
        for (int c = 1; c <= columns; ++c) m->cards.push_back({c, r});
    return m;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

bool agrees(const Ruling& r, const test::fofref::RefResult& want)
{
    const FofDetail& d = std::get<FofDetail>(r.detail);
    return fofOutcomeName(d.outcome) == want.outcome && d.step == want.step;
}

/// Rulings on every ordered pair of the 6 x 5 map: the engine 3 times over (one timed call each), the reference once.
void rulingBenchmark(benchmark::State& state, Detail detail)
{
    static const auto m = cardMap(6, 5, 7, true);
    const FofRules rules;
    std::vector<std::pair<OffsetCoord, OffsetCoord>> pairs;
    for (const auto& s : m->cards)
        for (const auto& t : m->cards) pairs.push_back({s, t});
    std::vector<double> engine, ref;
    engine.reserve(std::size_t(state.max_iterations));
    std::size_t k = 0;
    for (auto _ : state) {
        const auto& p = pairs[k++ % pairs.size()];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(rules.check(m->scene, p.first, p.second, m->play, detail));
        engine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    int mismatches = 0;
    for (const auto& p : pairs) {
        const auto t0 = Clock::now();
        const auto want = test::fofref::rule(*m->ref, {p.first.col, p.first.row}, {p.second.col, p.second.row}, false, 3);
        ref.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        mismatches += !agrees(rules.check(m->scene, p.first, p.second, m->play, detail), want);
    }
    state.counters["pairs"] = double(pairs.size());
    state.counters["engine_median_us"] = median(engine);
    state.counters["reference_median_us"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
    state.counters["mismatches"] = mismatches;
    if (mismatches) state.SkipWithError("the engine and the reference disagree on some pairs");
}
void BM_FofRuling(benchmark::State& state) { rulingBenchmark(state, Detail::Verdict); }
BENCHMARK(BM_FofRuling)->Iterations(3 * 36 * 36);
void BM_FofRulingCell(benchmark::State& state) { rulingBenchmark(state, Detail::Cell); }
BENCHMARK(BM_FofRulingCell)->Iterations(3 * 36 * 36);

/// Every ordered pair of the 12 x 10 map's cards through fofAllPairs (each
/// unordered pair ruled once, play state read once), as a matrix job asks;
/// also every ordered pair ruled one by one through FofRules::rule (Detail::Cell).
void BM_FofAllPairs(benchmark::State& state)
{
    static const auto m = cardMap(12, 10, 11, false);
    const FofPlay play = fofPlayOf(m->play);
    std::vector<int> eyes;
    for (const auto& c : m->cards) eyes.push_back(fofEyeLevel(m->play, c));
    const std::size_t n = m->cards.size();
    std::vector<double> engine, each, ref;
    std::vector<FofDetail::Outcome> got;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        got = fofAllPairs(*m->board, play, m->cards, eyes);
        benchmark::DoNotOptimize(got.data());
        engine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    int mismatches = 0;
    for (int rep = 0; rep < 5; ++rep) {
        const auto t0 = Clock::now();
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                if (i != j) {
                    const Ruling r = FofRules::rule(*m->board, play, {m->cards[i], m->cards[j], eyes[i], eyes[j]}, Detail::Cell);
                    if (rep == 0) mismatches += std::get<FofDetail>(r.detail).outcome != got[i * n + j];
                }
        each.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    for (int rep = 0; rep < 3; ++rep) {
        const auto t0 = Clock::now();
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                if (i == j) continue;
                const auto& s = m->cards[i];
                const auto& t = m->cards[j];
                const auto want = test::fofref::rule(*m->ref, {s.col, s.row}, {t.col, t.row}, false, 3);
                if (rep == 0) mismatches += want.outcome != fofOutcomeName(got[i * n + j]);
            }
        ref.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    state.counters["pairs"] = double(n * (n - 1));
    state.counters["engine_median_ms"] = median(engine);
    state.counters["rule_each_median_ms"] = median(each);
    state.counters["reference_median_ms"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
    state.counters["mismatches"] = mismatches;
    if (mismatches) state.SkipWithError("the engine and the reference disagree on some pairs");
}
BENCHMARK(BM_FofAllPairs)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(50);

} // namespace

BENCHMARK_MAIN();
