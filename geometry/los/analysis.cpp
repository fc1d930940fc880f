#include "geometry/los/analysis.h"

#include <algorithm>
#include <thread>

namespace crestline::geometry::los {

namespace {

/// Runs work(worker) on `threads` workers (the caller's thread is one of them).
template <class Work>
void inParallel(int threads, Work&& work)
{
    if (threads <= 1) {
        work(0);
        return;
    }
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
}

} // namespace

std::vector<Cell> viewshed(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state, int threads)
{
    const HexGrid& grid = scene.grid();
    std::vector<Cell> out(std::size_t(grid.count()));
    threads = std::max(1, threads);
    // Chunks of 256 hexes dealt round-robin: balanced, and no two workers
    // write into the same cache line.
    constexpr int kChunk = 256;
    inParallel(threads, [&](int worker) {
        for (int c0 = worker * kChunk; c0 < grid.count(); c0 += threads * kChunk)
            for (int i = c0; i < std::min(c0 + kChunk, grid.count()); ++i) {
                const Ruling r = rules.check(scene, from, grid.fromIndex(i), state, Detail::Verdict);
                out[std::size_t(i)] = Cell::of(r.verdict, r.hindrance);
            }
    });
    return out;
}

LosMatrix::LosMatrix(int hexCount)
    : m_n(hexCount)
    , m_cells(std::size_t(hexCount) * std::size_t(hexCount > 0 ? hexCount - 1 : 0) / 2)
{
}

std::size_t LosMatrix::slot(int i, int j) const
{
    if (i > j) std::swap(i, j);
    // Row i holds pairs (i, i+1 .. n-1); rows before it hold sum_{k<i} (n-1-k).
    const std::size_t si = std::size_t(i), n = std::size_t(m_n);
    return si * (2 * n - si - 1) / 2 + std::size_t(j - i - 1);
}

Cell LosMatrix::at(int i, int j) const
{
    if (i == j) return Cell::of(Verdict::Clear, 1);
    return m_cells[slot(i, j)];
}

void LosMatrix::set(int i, int j, Cell c) { m_cells[slot(i, j)] = c; }

LosMatrix allPairs(const LosRules& rules, const Scene& scene, const PlayState& state, int threads)
{
    const HexGrid& grid = scene.grid();
    LosMatrix m(grid.count());
    threads = std::max(1, threads);
    inParallel(threads, [&](int worker) {
        for (int i = worker; i < grid.count(); i += threads)
            for (int j = i + 1; j < grid.count(); ++j) {
                const Ruling r = rules.check(scene, grid.fromIndex(i), grid.fromIndex(j), state, Detail::Verdict);
                m.set(i, j, Cell::of(r.verdict, r.hindrance));
            }
    });
    return m;
}

std::vector<BlindHex> blindZone(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state)
{
    std::vector<BlindHex> out;
    const HexGrid& grid = scene.grid();
    for (int i = 0; i < grid.count(); ++i) {
        const Ruling r = rules.check(scene, from, grid.fromIndex(i), state, Detail::Verdict);
        if (r.verdict != Verdict::Blind) continue;
        const OffsetCoord other = grid.fromIndex(i);
        out.push_back({other, r.levelTo < r.levelFrom ? other : from, r.contactHex, r.artwork});
    }
    return out;
}

} // namespace crestline::geometry::los
