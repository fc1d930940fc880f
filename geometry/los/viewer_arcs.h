#pragma once
// What the viewer's shadows (shadows.h) and sweep (sweep.h) share: the arc of
// directions in which rays from the viewer's centre dot meet a connected
// piece, direction bins that only choose which pieces to test, and the
// integer distances of the exact tests.

#include "geometry/exact.h"
#include "geometry/los/scene.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace crestline::geometry::los::viewer_arcs {

inline std::int64_t square(std::int64_t x) { return x * x; }

/// Squared distance from 0 to the nearest point of [lo, hi] on one axis.
inline std::int64_t gap2(std::int64_t lo, std::int64_t hi) { return lo > 0 ? square(lo) : (hi < 0 ? square(hi) : 0); }

/// Boxes within +-2^30 keep every integer product below 2^63.
inline bool smallEnough(const Box& b)
{
    constexpr double kLimit = 1073741824.0;
    return b.minU > -kLimit && b.minV > -kLimit && b.maxU < kLimit && b.maxV < kLimit;
}

/// The arc of directions from c in which rays meet a connected set with
/// these vertices, bounded by its most clockwise and most counter-clockwise
/// vertex. Requires c strictly outside the set's bounding box: then every
/// vertex lies in an open half-plane without c, the arc is less than a half
/// turn and one pass finds its ends. False for a degenerate arc (the set on
/// one ray from c), which is not used. Exact.
template <class P>
bool arcOf(P c, const P* begin, const P* end, P& first, P& last)
{
    first = last = *begin;
    for (const P* v = begin + 1; v != end; ++v) {
        if (orientation(c, first, *v) < 0) first = *v;
        if (orientation(c, last, *v) > 0) last = *v;
    }
    return orientation(c, first, last) > 0;
}

/// The arcs of a scene's artwork seen from one viewer's centre dot, each
/// computed on first use (arcOf of the outer ring) and shared by the
/// viewer's shadows and sweep, which both need most of them.
class ArcMemo {
public:
    /// A new viewer's centre dot, for a scene of `count` pieces of artwork.
    void reset(Point c, std::size_t count)
    {
        m_c = c;
        if (m_stamp.size() != count) {
            m_stamp.assign(count, 0);
            m_arcs.resize(count);
            m_generation = 0;
        }
        if (++m_generation == 0) { // wrapped: forget every stamp
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            m_generation = 1;
        }
    }
    Point centre() const { return m_c; }
    /// arcOf(centre, ring of artwork i); the centre must lie strictly outside the ring's box.
    bool arc(std::size_t i, const Ring& ring, Point& first, Point& last)
    {
        Entry& e = m_arcs[i];
        if (m_stamp[i] != m_generation) {
            m_stamp[i] = m_generation;
            e.ok = arcOf(m_c, ring.data(), ring.data() + ring.size(), e.first, e.last);
        }
        first = e.first;
        last = e.last;
        return e.ok;
    }

private:
    struct Entry {
        Point first, last;
        bool ok = false;
    };
    Point m_c;
    std::uint32_t m_generation = 0;
    std::vector<std::uint32_t> m_stamp;
    std::vector<Entry> m_arcs;
};

/// The bin (0 .. bins-1) of direction (du, dv) by its pseudo-angle in
/// [0, 4), increasing counter-clockwise like orientation(). Rounded: callers
/// file a piece one bin wider on each side, so it only chooses what to test.
inline double pseudoAngle(double du, double dv)
{
    const double p0 = dv / (std::fabs(du) + std::fabs(dv));
    return du >= 0 ? (dv >= 0 ? p0 : 4 + p0) : 2 - p0;
}
inline int binOfAngle(double p, int bins) { return std::clamp(int(p * (bins / 4.0)), 0, bins - 1); }
inline int binOf(double du, double dv, int bins) { return binOfAngle(pseudoAngle(du, dv), bins); }

/// Orders pieces nearest first: indices 0 .. n-1 by (near2, index), the
/// order std::sort gives the pairs. Where every near2 lies in [0, 2^40) and
/// n < 2^24, a stable radix sort of packed keys (near2 above 24 bits of
/// index, 11 bits a pass, only as many passes as the largest near2 needs);
/// small or other inputs take std::sort. Scratch kept between viewers.
class NearestFirst {
public:
    template <class Near2>
    const std::vector<std::uint32_t>& order(std::size_t n, Near2&& near2)
    {
        m_order.resize(n);
        constexpr std::int64_t kMaxKey = std::int64_t(1) << 40;
        constexpr std::size_t kMaxCount = std::size_t(1) << 24;
        bool packable = n >= 256 && n < kMaxCount;
        std::int64_t largest = 0;
        m_a.resize(n);
        for (std::size_t i = 0; i < n && packable; ++i) {
            const std::int64_t k = near2(i);
            packable = k >= 0 && k < kMaxKey;
            largest = std::max(largest, k);
            m_a[i] = (std::uint64_t(k) << 24) | i;
        }
        if (!packable) {
            m_pairs.resize(n);
            for (std::size_t i = 0; i < n; ++i) m_pairs[i] = {near2(i), std::uint32_t(i)};
            std::sort(m_pairs.begin(), m_pairs.end());
            for (std::size_t i = 0; i < n; ++i) m_order[i] = m_pairs[i].second;
            return m_order;
        }
        // Entries start in index order; each pass is stable, so equal keys keep it.
        m_b.resize(n);
        for (int shift = 24; shift < 64 && (std::uint64_t(largest) << 24) >> shift != 0; shift += 11) {
            m_count.assign(2049, 0);
            for (const std::uint64_t x : m_a) ++m_count[((x >> shift) & 2047) + 1];
            for (std::size_t b = 1; b < m_count.size(); ++b) m_count[b] += m_count[b - 1];
            for (const std::uint64_t x : m_a) m_b[m_count[(x >> shift) & 2047]++] = x;
            m_a.swap(m_b);
        }
        for (std::size_t i = 0; i < n; ++i) m_order[i] = std::uint32_t(m_a[i] & (kMaxCount - 1));
        return m_order;
    }

private:
    std::vector<std::uint64_t> m_a, m_b;
    std::vector<std::uint32_t> m_count, m_order;
    std::vector<std::pair<std::int64_t, std::uint32_t>> m_pairs;
};

/// Files pieces 0 .. n-1, each in its run of bins arcs[i] = {b0, b1}
/// (inclusive, counter-clockwise, wrapping past bins - 1 when b1 < b0; never
/// the whole circle), into compressed rows: bin b lists its pieces in index
/// order in bins[binStart[b] .. binStart[b + 1]). `fill`: scratch.
inline void fileInBins(const std::vector<std::pair<int, int>>& arcs, int binCount, std::vector<std::int32_t>& binStart, std::vector<std::int32_t>& bins,
                       std::vector<std::int32_t>& fill)
{
    const std::size_t count = std::size_t(binCount);
    // Counts by a difference array: +1 where a run starts, -1 after it ends.
    fill.assign(count + 1, 0);
    for (const auto& [b0, b1] : arcs) {
        ++fill[std::size_t(b0)];
        --fill[std::size_t(b1) + 1];
        if (b1 < b0) ++fill[0]; // wrapped: the run b0 .. bins-1, then 0 .. b1
    }
    binStart.assign(count + 1, 0);
    std::int32_t running = 0;
    for (std::size_t b = 0; b < count; ++b) {
        running += fill[b];
        binStart[b + 1] = binStart[b] + running;
    }
    bins.resize(std::size_t(binStart[count]));
    fill.assign(binStart.begin(), binStart.end() - 1);
    for (std::size_t i = 0; i < arcs.size(); ++i) {
        const auto [b0, b1] = arcs[i];
        const std::int32_t piece = std::int32_t(i);
        if (b0 <= b1) {
            for (int b = b0; b <= b1; ++b) bins[std::size_t(fill[std::size_t(b)]++)] = piece;
        } else {
            for (int b = b0; b < binCount; ++b) bins[std::size_t(fill[std::size_t(b)]++)] = piece;
            for (int b = 0; b <= b1; ++b) bins[std::size_t(fill[std::size_t(b)]++)] = piece;
        }
    }
}

/// Every vertex lies on the 1/64 grid of the lattice frame, within +-2^24
/// (64 times each coordinate an integer below 2^30).
template <class Range>
bool onGrid64(const Range& points)
{
    for (const Point& p : points)
        for (const double x : {p.u * 64, p.v * 64})
            if (!(x == std::floor(x) && std::fabs(x) < 0x1p30)) return false;
    return true;
}

/// orientation(a, b, q), with a and b on the 1/64 grid (onGrid64) when
/// `grid64`: then in integers when q's ends and denominator are below 2^22
/// in magnitude and its parameter lies in [0, 1] (every product below
/// 2^53, the determinant in 128 bits), else by exact.h. Exact either way.
inline int orientation64(Point a, Point b, const RationalPointOnSegment& q, bool grid64)
{
    constexpr std::int64_t k = std::int64_t(1) << 22;
    const bool small = q.den < k && q.num >= 0 && q.num <= q.den && q.a.u < k && q.a.u > -k && q.a.v < k && q.a.v > -k && q.b.u < k && q.b.u > -k &&
                       q.b.v < k && q.b.v > -k;
    if (!grid64 || !small) return orientation(a, b, q);
    const std::int64_t au = std::int64_t(a.u * 64), av = std::int64_t(a.v * 64), bu = std::int64_t(b.u * 64), bv = std::int64_t(b.v * 64);
    // 64 * den * q and 64 * den * a: |each| < 2^52.
    const std::int64_t qu = 64 * (q.den * q.a.u + q.num * (q.b.u - q.a.u)), qv = 64 * (q.den * q.a.v + q.num * (q.b.v - q.a.v));
    const Int128 d = Int128(bu - au) * (qv - q.den * av) - Int128(bv - av) * (qu - q.den * au);
    return (d > 0) - (d < 0);
}

} // namespace crestline::geometry::los::viewer_arcs
