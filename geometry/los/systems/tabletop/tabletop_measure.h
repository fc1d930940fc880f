#pragma once
// Distances on the tabletop, exact (tabletop-los.md, "Ties"): "within X
// inches" (8" reaction fire, 6" cohesion, 2", a weapon's range, a barrage's
// height rule) is measured between the closest points of the two closed
// polygons, and equal counts. Squared distances are compared in integers;
// the one double here is for display.

#include "geometry/los/systems/tabletop/tabletop_table.h"

namespace crestline::geometry::los::tabletop {

/// The closed polygons share a point (an edge meets an edge, or one lies in the other). Exact.
bool polygonsMeet(const Polygon& a, const Polygon& b);

/// Sign of (closest distance between the closed polygons `a` and `b`) - `d`:
/// -1 nearer than d, 0 exactly d, +1 farther. `d` >= 0 in Thou; throws
/// std::invalid_argument for a negative d. Exact.
int compareClosestDistance(const Polygon& a, const Polygon& b, Thou d);

/// "Within d": the closest points are at most `d` apart (equal counts).
inline bool within(const Polygon& a, const Polygon& b, Thou d) { return compareClosestDistance(a, b, d) <= 0; }

/// The closest distance in inches, for display only (never for a decision).
double closestDistanceInches(const Polygon& a, const Polygon& b);

} // namespace crestline::geometry::los::tabletop
