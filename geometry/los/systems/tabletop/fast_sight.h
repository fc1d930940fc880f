#pragma once
// Step 3 of tabletop-los.md ("Deciding step 3") without building the union
// and without CGAL: the same contract as sight::findWitness, decided with
// integers only (int128 where the bound is proved, Boost's checked 256- and
// 512-bit integers elsewhere, so an overflow throws and never wraps).
// fast_sight.cpp gives the argument for exactness and completeness.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <optional>
#include <vector>

namespace crestline::geometry::los::tabletop::fast {

/// Step 3: a sight segment from the closed base `from` to the closed base
/// `to` that misses the interior of the union of `active`, or nothing if
/// every one meets it. The bases must not touch (step 1 comes first). Exact.
std::optional<SightSegment> findWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active);

/// The interiors of the simple polygon `piece` and the convex polygon `hull` meet. Exact, integer.
bool interiorsMeet(const Polygon& piece, const Polygon& hull);

/// The closed polygons `piece` (simple) and `hull` (convex) share a point. Exact, integer.
bool closedMeet(const Polygon& piece, const Polygon& hull);

} // namespace crestline::geometry::los::tabletop::fast
