#include "geometry/los/analysis.h"

#include "geometry/los/shadows.h"
#include "geometry/los/sweep.h"
#include "geometry/los/viewer_arcs.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <condition_variable>
#include <exception>
#include <mutex>
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

/// What a worker keeps from one viewer to the next: the shadows' sources
/// (found once a scene) and the last viewer's shadows and sweep, rebuilt in
/// place (no allocation per viewer).
struct ViewerCache {
    const ShadowSources* sources = nullptr;
    std::optional<ViewerShadows> shadows;
    std::optional<ViewerSweep> sweep;
    viewer_arcs::ArcMemo arcs; ///< the artwork's arcs from the viewer, shared by its shadows and sweep
};

/// Rulings from one hex: the viewer's shadows settle what they can, the
/// rules the rest. Thresholds per target level (levels run -1..4).
class FromViewer {
public:
    /// `targets`: how many rulings will be asked for; shadows are built only
    /// when they can pay for themselves.
    /// `sweep`: also settle clear and hindered strings (sweep.h) when the
    /// rules promise what they need (SweepSettling), and use the shadows of
    /// `cache->sources`; false keeps the baseline path (the baseline's
    /// shadows and single rulings only).
    /// `cache`: the worker's, reused; null builds this viewer's own.
    /// `reach`: a box holding every target's centre dot (StringReach), if known.
    FromViewer(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state, int targets, bool sweep = false, ViewerCache* cache = nullptr,
               const StringReach* reach = nullptr)
        : m_rules(rules), m_scene(scene), m_from(from), m_centre(scene.grid().centre(from)), m_state(state)
    {
        bool anyBlocks = false; // a rule system may name no artwork that blocks on contact
        const auto* settling = sweep ? dynamic_cast<const SweepSettling*>(&rules) : nullptr;
        bool anySweep = false;
        for (int l = kMinLevel; l <= kMaxLevel; ++l) {
            const BlockingLevels b = rules.blockingLevels(scene.hexLevel(from), l);
            m_blocking[std::size_t(l - kMinLevel)] = b;
            anyBlocks = anyBlocks || b.levelArea <= kMaxLevel || b.obstacle <= kMaxLevel;
            if (settling) m_sweepLevels[std::size_t(l - kMinLevel)] = settling->sweepLevels(scene.hexLevel(from), l, state);
            anySweep = anySweep || m_sweepLevels[std::size_t(l - kMinLevel)].has_value();
        }
        if (!cache) cache = &m_own;
        const ShadowSources* sources = sweep ? cache->sources : nullptr;
        viewer_arcs::ArcMemo* arcs = nullptr; // the baseline computes its own
        if (sweep) {
            arcs = &cache->arcs;
            arcs->reset(m_centre.toPoint(), scene.artwork().size());
        }
        if (anyBlocks && targets >= kShadowsPayFrom) {
            if (!cache->shadows) cache->shadows.emplace(scene, sources, from);
            cache->shadows->reset(from, reach, arcs);
            m_shadows = &*cache->shadows;
        }
        if (anySweep && targets >= kShadowsPayFrom) {
            if (!cache->sweep) cache->sweep.emplace(scene, from, sources);
            cache->sweep->reset(from, reach, arcs);
            m_sweep = &*cache->sweep;
        }
    }
    /// True only if the string to `to` is blocked (a shadow says so).
    bool shadowed(OffsetCoord to) const
    {
        const int l = m_scene.hexLevel(to);
        return m_shadows && l >= kMinLevel && l <= kMaxLevel && m_shadows->certainlyBlocked(to, m_blocking[std::size_t(l - kMinLevel)]);
    }
    Ruling ruling(OffsetCoord to) const { return m_rules.check(m_scene, m_from, to, m_state, Detail::Verdict); }
    Cell cell(OffsetCoord to) const
    {
        if (shadowed(to)) return Cell::of(Verdict::Blocked, 0);
        if (m_sweep) {
            const int l = m_scene.hexLevel(to);
            if (l >= kMinLevel && l <= kMaxLevel)
                if (const auto& levels = m_sweepLevels[std::size_t(l - kMinLevel)])
                    if (const auto c = m_sweep->settle(to, *levels, m_blocking[std::size_t(l - kMinLevel)])) return *c;
        }
        const Ruling r = m_rules.check(m_scene, m_from, to, m_state, Detail::Cell);
        return Cell::of(r.verdict, r.hindrance);
    }
    /// The same, for a target whose index and centre the caller knows (the
    /// fast rows; the baseline keeps the entry above).
    Cell cell(const StringTarget& to) const
    {
        const int l = m_scene.hexLevel(to.hex);
        if (l >= kMinLevel && l <= kMaxLevel) {
            const BlockingLevels& blocking = m_blocking[std::size_t(l - kMinLevel)];
            if (m_shadows && m_shadows->certainlyBlocked(to, blocking)) return Cell::of(Verdict::Blocked, 0);
            if (m_sweep)
                if (const auto& levels = m_sweepLevels[std::size_t(l - kMinLevel)])
                    if (const auto c = m_sweep->settle(to, *levels, blocking)) return *c;
        }
        const Ruling r = m_rules.check(m_scene, m_from, to.hex, m_state, Detail::Cell);
        return Cell::of(r.verdict, r.hindrance);
    }
    /// cell() for the hexes of index first .. count-1 but the viewer's own, in order.
    template <class Out>
    void row(int first, int viewerIndex, Out&& out) const
    {
        const HexGrid& grid = m_scene.grid();
        const int n = grid.count();
        OffsetCoord hex = grid.fromIndex(first);
        for (int j = first; j < n; ++j) {
            if (j != viewerIndex) {
                const IPoint t = grid.centre(hex);
                out(j, cell(StringTarget{hex, t, j, viewer_arcs::pseudoAngle(double(t.u - m_centre.u), double(t.v - m_centre.v))}));
            }
            if (++hex.col == grid.columns()) hex = {0, hex.row + 1};
        }
    }

private:
    static constexpr int kMinLevel = -1, kMaxLevel = 4;
    const LosRules& m_rules;
    const Scene& m_scene;
    OffsetCoord m_from;
    IPoint m_centre;
    const PlayState& m_state;
    // Building shadows costs about as much as 50-100 walks on the bundled
    // boards (measured: ridge-farm rows); fewer targets than this, no shadows.
    static constexpr int kShadowsPayFrom = 64;
    ViewerCache m_own; // when the caller keeps none
    const ViewerShadows* m_shadows = nullptr;
    std::array<BlockingLevels, kMaxLevel - kMinLevel + 1> m_blocking{};
    const ViewerSweep* m_sweep = nullptr;
    std::array<std::optional<SweepLevels>, kMaxLevel - kMinLevel + 1> m_sweepLevels{};
};

} // namespace

std::vector<Cell> viewshed(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state, int threads)
{
    const HexGrid& grid = scene.grid();
    std::vector<Cell> out(std::size_t(grid.count()));
    threads = std::max(1, threads);
    // Chunks of 256 hexes dealt round-robin: balanced, and no two workers
    // write into the same cache line.
    constexpr int kChunk = 256;
    const ShadowSources sources(scene);
    ViewerCache cache{&sources, {}, {}, {}};
    const FromViewer viewer(rules, scene, from, state, grid.count(), true, &cache);
    inParallel(threads, [&](int worker) {
        for (int c0 = worker * kChunk; c0 < grid.count(); c0 += threads * kChunk)
            for (int i = c0; i < std::min(c0 + kChunk, grid.count()); ++i) out[std::size_t(i)] = viewer.cell(grid.fromIndex(i));
    });
    return out;
}

namespace {

/// A StringReach for the row of viewer `viewer` holding the hexes of index
/// `first` .. count-1 (and the viewer). Per grid row, the extremes of the
/// centres lie at the row's first two and last two columns taken (u grows
/// with the column; v, or u on a pointy-topped grid, shifts with the
/// column's or row's parity).
StringReach rowReach(const HexGrid& grid, int viewer, int first)
{
    const IPoint c = grid.centre(grid.fromIndex(viewer));
    StringReach r{c.u, c.v, c.u, c.v};
    const int n = grid.count(), columns = grid.columns();
    auto add = [&](int row, int col) {
        const IPoint p = grid.centre({col, row});
        r.minU = std::min(r.minU, p.u);
        r.maxU = std::max(r.maxU, p.u);
        r.minV = std::min(r.minV, p.v);
        r.maxV = std::max(r.maxV, p.v);
    };
    for (int row = first / columns; first < n && row < grid.rows(); ++row) {
        const int lo = row == first / columns ? first % columns : 0;
        for (int col : {lo, lo + 1, columns - 2, columns - 1})
            if (col >= lo && col < columns) add(row, col);
    }
    return r;
}

int checkedMatrixSize(int hexCount)
{
    if (hexCount > kMaxMatrixHexes)
        throw std::length_error("LOS matrix of " + std::to_string(hexCount) + " hexes: at most " + std::to_string(kMaxMatrixHexes));
    return std::max(0, hexCount);
}

} // namespace

LosMatrix::LosMatrix(int hexCount, bool full)
    : m_n(checkedMatrixSize(hexCount))
    , m_full(full)
    , m_cells(std::size_t(pairCount(m_n) * (full ? 2 : 1)))
{
}

std::size_t LosMatrix::slot(int i, int j) const
{
    if (m_full) // row i holds j = 0 .. n-1 without i itself
        return std::size_t(i) * std::size_t(m_n - 1) + std::size_t(j < i ? j : j - 1);
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

namespace {

/// allPairs with or without the per-viewer sweep (the baseline path keeps today's engine for the ratio).
LosMatrix allPairsWith(const LosRules& rules, const Scene& scene, const PlayState& state, int threads, bool sweep)
{
    const HexGrid& grid = scene.grid();
    const int n = checkedMatrixSize(grid.count()); // before asking the rules anything
    const bool full = !rules.reciprocal(scene, state);
    LosMatrix m(n, full);
    threads = std::max(1, threads);
    std::optional<ShadowSources> sources;
    if (sweep) sources.emplace(scene);
    inParallel(threads, [&](int worker) {
        ViewerCache cache{sources ? &*sources : nullptr, {}, {}, {}};
        for (int i = worker; i < n; i += threads) {
            const int first = full ? 0 : i + 1;
            const StringReach reach = rowReach(grid, i, first);
            const FromViewer viewer(rules, scene, grid.fromIndex(i), state, n - first - (full ? 1 : 0), sweep, &cache, sweep ? &reach : nullptr);
            if (sweep) viewer.row(first, i, [&](int j, Cell c) { m.set(i, j, c); });
            else
                for (int j = first; j < n; ++j)
                    if (j != i) m.set(i, j, viewer.cell(grid.fromIndex(j)));
        }
    });
    return m;
}

} // namespace

LosMatrix allPairs(const LosRules& rules, const Scene& scene, const PlayState& state, int threads)
{
    return allPairsWith(rules, scene, state, threads, true);
}

bool matrixIsFull(const LosRules& rules, const Scene& scene, const PlayState& state) { return !rules.reciprocal(scene, state); }

void allPairsRows(const LosRules& rules, const Scene& scene, const PlayState& state, int threads, const MatrixRowSink& sink)
{
    const HexGrid& grid = scene.grid();
    const int n = std::max(0, grid.count());
    const bool full = matrixIsFull(rules, scene, state);
    threads = std::max(1, threads);
    // Workers claim rows one at a time (no barrier between batches: a slow
    // or descheduled worker holds up only its own row) into a window of
    // slots; whichever worker finds the next row in order ready hands rows
    // to the sink, in order, one thread at a time. A worker waits when its
    // row would overrun the window, so memory stays a window of rows.
    const int window = 32 * threads;
    auto slots = std::vector<std::vector<Cell>>(std::size_t(window));
    std::vector<char> ready(std::size_t(window), 0);
    std::mutex mutex;
    std::condition_variable freed;
    int next = 0, emitted = 0;
    bool emitting = false, stop = false;
    std::exception_ptr failure;
    const ShadowSources sources(scene);
    inParallel(threads, [&](int) {
        ViewerCache cache{&sources, {}, {}, {}};
        try {
            for (;;) {
                int i;
                {
                    std::unique_lock lock(mutex);
                    freed.wait(lock, [&] { return stop || next >= n || next < emitted + window; });
                    if (stop || next >= n) return;
                    i = next++;
                }
                auto& row = slots[std::size_t(i % window)];
                row.clear();
                const int first = full ? 0 : i + 1;
                const StringReach reach = rowReach(grid, i, first);
                const FromViewer viewer(rules, scene, grid.fromIndex(i), state, n - first - (full ? 1 : 0), true, &cache, &reach);
                viewer.row(first, i, [&](int, Cell c) { row.push_back(c); });
                std::unique_lock lock(mutex);
                ready[std::size_t(i % window)] = 1;
                if (emitting) continue; // the worker handing rows over takes this one too
                emitting = true;
                while (!stop && emitted < n && ready[std::size_t(emitted % window)]) {
                    const int e = emitted;
                    lock.unlock();
                    sink(e, slots[std::size_t(e % window)]);
                    lock.lock();
                    ready[std::size_t(e % window)] = 0;
                    ++emitted;
                    freed.notify_all();
                }
                emitting = false;
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!failure) failure = std::current_exception();
            stop = true;
            emitting = false;
            freed.notify_all();
        }
    });
    if (failure) std::rethrow_exception(failure);
}

LosMatrix allPairsBaseline(const LosRules& rules, const Scene& scene, const PlayState& state, int threads)
{
    return allPairsWith(rules, scene, state, threads, false);
}

void allPairsRowsBaseline(const LosRules& rules, const Scene& scene, const PlayState& state, int threads, const MatrixRowSink& sink)
{
    const HexGrid& grid = scene.grid();
    const int n = std::max(0, grid.count());
    const bool full = matrixIsFull(rules, scene, state);
    threads = std::max(1, threads);
    // Rows are ruled a batch at a time (rows dealt round-robin to the
    // workers), then handed to the sink in order by the caller's thread.
    const int batch = threads * 8;
    auto rows = std::vector<std::vector<Cell>>(std::size_t(batch));
    for (int b0 = 0; b0 < n; b0 += batch) {
        const int b1 = std::min(n, b0 + batch);
        inParallel(threads, [&](int worker) {
            for (int i = b0 + worker; i < b1; i += threads) {
                const int first = full ? 0 : i + 1;
                auto& row = rows[std::size_t(i - b0)];
                row.clear();
                const FromViewer viewer(rules, scene, grid.fromIndex(i), state, n - first - (full ? 1 : 0));
                for (int j = first; j < n; ++j)
                    if (j != i) row.push_back(viewer.cell(grid.fromIndex(j)));
            }
        });
        for (int i = b0; i < b1; ++i) sink(i, rows[std::size_t(i - b0)]);
    }
}

std::vector<BlindHex> blindZone(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state)
{
    std::vector<BlindHex> out;
    const HexGrid& grid = scene.grid();
    const FromViewer viewer(rules, scene, from, state, grid.count());
    for (int i = 0; i < grid.count(); ++i) {
        if (viewer.shadowed(grid.fromIndex(i))) continue; // blocked, so not blind
        const Ruling r = viewer.ruling(grid.fromIndex(i));
        if (r.verdict != Verdict::Blind) continue;
        const OffsetCoord other = grid.fromIndex(i);
        // Whole-hex systems name the obstacle hex through their rules, not an artwork.
        out.push_back({other, r.levelTo < r.levelFrom ? other : from, rules.decidingHex(r).value_or(r.contactHex), r.artwork});
    }
    return out;
}

} // namespace crestline::geometry::los
