#pragma once
// Internal to the tabletop engine: the exact parts that need CGAL, kept in
// sight_lines.cpp so that no header pulls CGAL in.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <optional>
#include <vector>

namespace crestline::geometry::los::tabletop::sight {

/// Step 3 ("Deciding step 3"): the witness if some sight segment from `from`
/// to `to` misses the interior of the union of `active`, else nothing.
/// The bases must not touch. Exact: CGAL's exact kernel and Boolean set
/// operations. `centreFirst` tries the centre-to-centre line before V's lines
/// (a natural witness; tests turn it off to reach the method itself).
std::optional<SightSegment> findWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active,
                                        bool centreFirst = true);

/// Closed `inner` lies in closed `outer` (their difference has no interior). Exact.
bool polygonInside(const Polygon& inner, const Polygon& outer);

/// The interiors of `piece` and of the convex `hull` meet. Exact.
bool interiorsMeet(const Polygon& piece, const Polygon& hull);

} // namespace crestline::geometry::los::tabletop::sight
