// Conflict of Heroes LOS speed on a random board of the sample board's size
// (13 x 10 hexes: hills to L2, woods and buildings, walls, smoke), each
// against the brute-force reference of tests/los/coh_reference.h in the same run:
//   BM_CohRuling       one ruling (Detail::Verdict: verdict, rule, modifiers), median
//   BM_CohRulingCell   the same, verdict only (as viewsheds ask)
//   BM_CohRevealCheck  a reveal-check of 30 units a side (half of them hidden)
// Counters: engine and reference times and the speed-up ratio.

#include "geometry/los/systems/coh/coh_board.h"
#include "geometry/los/systems/coh/coh_rules.h"
#include "geometry/los/systems/coh/hidden.h"
#include "tests/los/coh_reference.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>

using namespace crestline;
using namespace crestline::geometry::los;
using Clock = std::chrono::steady_clock;

namespace {

struct Board {
    std::shared_ptr<CohBoard> board;
    std::unique_ptr<Scene> scene;
    std::unique_ptr<test::cohref::RefBoard> ref;
    PlayState play;
};

const Board& board()
{
    static std::unique_ptr<Board> b = [] {
        auto out = std::make_unique<Board>();
        geometry::GridSpec spec;
        spec.columns = 13;
        spec.rows = 10;
        const geometry::HexGrid grid(spec);
        out->board = std::make_shared<CohBoard>(grid);
        out->ref = std::make_unique<test::cohref::RefBoard>(13, 10);
        std::mt19937 rng(17);
        std::uniform_int_distribution<int> pct(0, 99);
        const geometry::OffsetCoord tops[] = {{3, 3}, {9, 6}};
        for (int i = 0; i < grid.count(); ++i) {
            const geometry::OffsetCoord h = grid.fromIndex(i);
            int level = 0;
            for (const auto& t : tops) level = std::max(level, 2 - std::min(2, grid.distance(h, t) / 2));
            const bool blocks = pct(rng) < 18;
            out->board->setHex(h, blocks ? "light-woods" : "open", level, blocks, blocks);
            out->ref->level[std::size_t(i)] = level;
            out->ref->blocks[std::size_t(i)] = blocks;
            if (pct(rng) < 4) {
                const int v = 1 + pct(rng) % 2;
                out->play.markers.push_back({h, v == 2 ? "smoke+2" : "smoke+1", 0});
                out->ref->smoke[std::size_t(i)] = v;
            }
            for (int k = 0; k < 3; ++k) {
                const auto n = grid.neighbour(h, k);
                if (grid.contains(n) && pct(rng) < 10) out->board->setWall(h, n), out->ref->addWall(h, n);
            }
        }
        out->scene = std::make_unique<Scene>(grid, std::vector<Artwork>{}, std::vector<int>(std::size_t(grid.count()), 0));
        out->scene->setHexTable(out->board);
        return out;
    }();
    return *b;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

std::vector<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> randomPairs(const Board& b)
{
    const auto& g = b.scene->grid();
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, g.count() - 1);
    std::vector<std::pair<geometry::OffsetCoord, geometry::OffsetCoord>> out;
    while (out.size() < 4000) {
        const auto s = g.fromIndex(pick(rng)), t = g.fromIndex(pick(rng));
        if (s != t) out.push_back({s, t});
    }
    return out;
}

void rulingBenchmark(benchmark::State& state, Detail detail)
{
    const Board& b = board();
    const CohRules rules;
    const auto pairs = randomPairs(b);
    std::vector<double> engine, ref;
    std::size_t k = 0;
    for (auto _ : state) {
        const auto& p = pairs[k++ % pairs.size()];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(rules.check(*b.scene, p.first, p.second, b.play, detail));
        engine.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    for (std::size_t i = 0; i < 1000; ++i) {
        const auto& p = pairs[i];
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(test::cohref::rule(*b.ref, p.first, p.second));
        ref.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    }
    state.counters["engine_median_us"] = median(engine);
    state.counters["reference_median_us"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
}
void BM_CohRuling(benchmark::State& state) { rulingBenchmark(state, Detail::Verdict); }
BENCHMARK(BM_CohRuling)->Iterations(20000);
void BM_CohRulingCell(benchmark::State& state) { rulingBenchmark(state, Detail::Cell); }
BENCHMARK(BM_CohRulingCell)->Iterations(20000);

/// 30 units a side on distinct random hexes, every other one hidden.
std::vector<coh::PlacedUnit> units(const Board& b)
{
    const auto& g = b.scene->grid();
    std::vector<int> order(std::size_t(g.count()));
    for (int i = 0; i < g.count(); ++i) order[std::size_t(i)] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937(5));
    std::vector<coh::PlacedUnit> out;
    for (int i = 0; i < 60; ++i) {
        coh::PlacedUnit u;
        u.id = "u" + std::to_string(i);
        u.side = i % 2 ? "German" : "US";
        u.hex = g.fromIndex(order[std::size_t(i)]);
        u.hidden = (i / 2) % 2 == 0;
        out.push_back(u);
    }
    return out;
}

/// The reference reveal-check: the same questions [10.0, 10.2] asked of the reference's rulings, no shortcuts.
int referenceRevealCheck(const Board& b, const std::vector<coh::PlacedUnit>& us)
{
    const auto& g = b.scene->grid();
    int answers = 0;
    const auto seenByEnemy = [&](const coh::PlacedUnit& u, geometry::OffsetCoord hex, int maxDistance) {
        for (const auto& e : us)
            if (e.side != u.side && (maxDistance < 0 || g.distance(e.hex, hex) <= maxDistance) && test::cohref::rule(*b.ref, e.hex, hex).outcome == "sees")
                return true;
        return false;
    };
    for (const auto& u : us) {
        if (u.hidden) answers += !b.board->coverTerrain(u.hex) && seenByEnemy(u, u.hex, 2);
        else if (!seenByEnemy(u, u.hex, -1))
            for (const auto n : g.neighbours(u.hex)) answers += !seenByEnemy(u, n, -1);
    }
    return answers;
}

void BM_CohRevealCheck(benchmark::State& state)
{
    const Board& b = board();
    const CohRules rules;
    const auto us = units(b);
    std::vector<double> engine, ref;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(coh::revealCheck(rules, *b.scene, *b.board, b.play, us, {}));
        engine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    for (int i = 0; i < 3; ++i) {
        const auto t0 = Clock::now();
        benchmark::DoNotOptimize(referenceRevealCheck(b, us));
        ref.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    state.counters["engine_median_ms"] = median(engine);
    state.counters["reference_median_ms"] = median(ref);
    state.counters["speedup"] = median(ref) / median(engine);
}
BENCHMARK(BM_CohRevealCheck)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(30);

} // namespace

BENCHMARK_MAIN();
