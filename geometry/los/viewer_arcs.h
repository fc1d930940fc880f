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

/// The bin (0 .. bins-1) of direction (du, dv) by its pseudo-angle in
/// [0, 4), increasing counter-clockwise like orientation(). Rounded: callers
/// file a piece one bin wider on each side, so it only chooses what to test.
inline int binOf(double du, double dv, int bins)
{
    const double p0 = dv / (std::fabs(du) + std::fabs(dv));
    const double p = du >= 0 ? (dv >= 0 ? p0 : 4 + p0) : 2 - p0;
    return std::clamp(int(p * (bins / 4.0)), 0, bins - 1);
}

} // namespace crestline::geometry::los::viewer_arcs
