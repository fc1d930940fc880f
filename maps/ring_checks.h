#pragma once
// The map checks' ring tests: whether a ring crosses or touches itself
// (CGAL's sweep, O(n log n)), how two rings of an area lie (hole overlap, hole
// inside its ring), and which rings of an area can meet at all (an R-tree of
// their bounding boxes). The quadratic geometry::ringSelfIntersects
// stays as the reference the tests and the benchmark compare against.

#include "geometry/point.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace crestline::maps {

/// A ring crosses or touches itself: two non-adjacent edges share a point, or
/// two adjacent edges overlap along a piece. The same answer as
/// geometry::ringSelfIntersects for a ring of at least 3 points, no two
/// consecutive ones equal; exact (CGAL::is_simple_2: a sweep over CGAL's
/// exact predicates), O(n log n).
bool ringCrossesItself(const geometry::Ring& ring);

/// The interiors of two simple rings share a point (holes-overlap): exact;
/// O(|a| |b|), so call it only for rings whose boxes meet (RingBoxIndex).
bool ringInteriorsOverlap(const geometry::Ring& a, const geometry::Ring& b);

/// The closed simple ring `inner` lies in the closed region of the simple
/// ring `outer` (a hole inside its area): exact.
bool ringInsideRing(const geometry::Ring& inner, const geometry::Ring& outer);

/// Which rings' closed bounding boxes meet: only such rings can share a
/// point. Empty rings meet nothing.
class RingBoxIndex {
public:
    explicit RingBoxIndex(const std::vector<geometry::Ring>& rings);
    ~RingBoxIndex();

    /// Indices j < i of the rings whose closed boxes meet ring i's, ascending.
    std::vector<std::size_t> earlierMeeting(std::size_t i) const;

private:
    struct Tree;
    std::unique_ptr<Tree> m_tree;
    std::vector<std::optional<geometry::Box>> m_boxes; ///< none for an empty ring
};

} // namespace crestline::maps
