#pragma once
// What Fighting Formations adds to the common ruling (Ruling::detail).

#include "geometry/los/ruling_parts.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// What Fighting Formations adds to the common ruling.
struct FfDetail {
    int crestLevel = 0; ///< m: ground of this level or higher between the ends blocks [24.512, 24.513]
    int smoke = 1;      ///< the largest Smoke the string meets, 1 if none [23.33]
    std::optional<OffsetCoord> blindHex; ///< the lower end, when it is blind [24.53]
    /// Between hexes of different levels (explained rulings): where the string,
    /// followed from the upper end, first leaves ground of the upper end's level [24.512].
    struct CrestExit {
        int level = 0;            ///< the upper end's level
        Point at;                 ///< lattice frame, approximate (display only)
        OffsetCoord hex;          ///< the first hex met, in walk order from the upper end, that holds it
        HexPlace place;           ///< exact place in hex terms
        bool withinUpperHex = false; ///< before (or on) the upper end's hexside: "crosses a Crest Line before it crosses a hexside"
        bool upperIsSighter = true;
    };
    /// Set only by explained rulings, and only between different levels (a
    /// pointer, so verdict-only rulings pay nothing for it).
    std::shared_ptr<const CrestExit> crestExit;
};

/// One tie site of a Grand Tactical Series ruling: a vertex the string
/// passes through, or a hexside it runs along (gts-los.md, "Ties"). The site

} // namespace crestline::geometry::los
