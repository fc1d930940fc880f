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

/// A closed half-plane: the points on or to the right of the directed line
/// through the rational point (px / den, py / den) along (dx, dy), in Thou.
/// A forward arc is one (tabletop-los.md "Fire": the line through c(B_f)
/// parallel to the front edge; c(B) is the vertex sum over the vertex count).
struct ClosedHalfPlane {
    Thou px = 0, py = 0, den = 1; ///< den > 0
    Thou dx = 0, dy = 0;          ///< not both 0
};

/// Step 3 with more obstacles and a clipped target ("Fire"): the witness if
/// some segment from `from` to the part of `to` in `clip` (all of `to`
/// without one) misses the interior of the union of `active` and `extra`.
/// The in-clip part may be a polygon, a segment or a point (`to` touching
/// the line from behind). Unlike findWitness the bases may meet: then a
/// common point in no obstacle's interior (each alone, "Fire"), a segment
/// of length zero, is tried first. Nothing if `to` has no point in `clip`. Exact.
std::optional<SightSegment> findClippedWitness(const Polygon& from, const Polygon& to, const std::vector<const Polygon*>& active,
                                               const std::vector<const Polygon*>& extra, const std::optional<ClosedHalfPlane>& clip);

/// The indices of `obstacles` whose interior meets the interior of
/// conv(from ∪ (to ∩ clip)): what may take part in cutting the segments of
/// findClippedWitness. Empty if `to` has no point in `clip`. Exact.
std::vector<std::size_t> meetingClippedHull(const Polygon& from, const Polygon& to, const std::optional<ClosedHalfPlane>& clip,
                                            const std::vector<const Polygon*>& obstacles);

/// Closed `inner` lies in closed `outer` (their difference has no interior). Exact.
bool polygonInside(const Polygon& inner, const Polygon& outer);

/// The interiors of `piece` and of the convex `hull` meet. Exact.
bool interiorsMeet(const Polygon& piece, const Polygon& hull);

} // namespace crestline::geometry::los::tabletop::sight
