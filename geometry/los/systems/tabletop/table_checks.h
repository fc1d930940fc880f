#pragma once
// Internal to the tabletop engine: the checks of a table that need a sweep
// or CGAL (table_checks.cpp), so that tabletop_table.cpp stays integer only.

#include "geometry/los/systems/tabletop/tabletop_table.h"

#include <cstddef>
#include <optional>

namespace crestline::geometry::los::tabletop::checks {

/// Why an outline is not simple.
struct OutlineFault {
    enum class Kind {
        RepeatedVertex, ///< vertex i equals vertex i + 1 (j unused)
        Overlap,        ///< adjacent edges i and j fold back over each other
        Meet,           ///< edges i and j, not adjacent, share a point
        Unnamed,        ///< not simple; no pair named (the search for one gave up, see outlineFault)
    };
    Kind kind = Kind::Meet;
    std::size_t i = 0, j = 0;
};

/// Candidate pairs of edges tested when naming the fault of an outline that
/// is not simple; beyond it the fault is Unnamed (the outline is refused all
/// the same). Far more than an outline of 100,000 vertices meets in practice.
inline constexpr std::size_t kFaultSearchPairs = 20'000'000;

/// The first fault of an outline in the order (i, j), i < j, of the pairs of
/// its edges (edge i runs from vertex i to vertex i + 1): a repeated vertex
/// i first, then the pair's own test; none if the outline is simple. Simple
/// outlines cost O(n log n) (CGAL's sweep, exact orientation predicates on
/// integer coordinates); naming the pair of one that is not uses an R-tree of
/// the edges' boxes. Coordinates must be within kMaxCoord.
std::optional<OutlineFault> outlineFault(const Polygon& poly);

} // namespace crestline::geometry::los::tabletop::checks
