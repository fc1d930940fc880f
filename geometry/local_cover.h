#pragma once
// Is a point interior to a union of polygons? A point on the shared edge of
// two adjacent areas lies on the boundary of each, yet inside their union:
// the question a crest-line tie must ask (two hill-1 areas meeting along an
// edge through a hex centre make no crest line there). Exact.

#include "geometry/point.h"

#include <vector>

namespace crestline::geometry {

/// True if some disc around `p` lies inside the union of the closed
/// polygons: every direction from `p` starts inside one of them. Decided from
/// the sectors each polygon occupies at `p` (a half-plane on an edge, the
/// angle between the two edges at a vertex) with exact orientation tests.
bool insideUnion(const std::vector<const PolygonWithHoles*>& polygons, Point p);

} // namespace crestline::geometry
