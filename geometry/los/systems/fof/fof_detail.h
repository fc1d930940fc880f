#pragma once
// What Fields of Fire adds to the common ruling (Ruling::detail).

#include "geometry/los/ruling_parts.h"
#include "geometry/square_grid.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// One card of a Fields of Fire walk, with the segments the string uses
/// (fof-los.md "Words"): the cards whose interiors the string meets.
struct FofWalkCard {
    OffsetCoord card;                 ///< the cell (c, r)
    std::optional<CardSegment> entry; ///< the segment facing the card before it (none for S)
    std::optional<CardSegment> exit;  ///< the segment facing the card after it (none for T)
    bool corner = false;              ///< entered through a card corner (diagonal step)
    bool present = true;              ///< a card lies in the cell
};

/// What Fields of Fire adds to the common ruling (fof-los.md, "The verdict").
struct FofDetail {
    enum class Outcome { Los, Blocked, TooFar, Undetermined, NoLos };
    Outcome outcome = Outcome::Los;
    int step = 0;                       ///< the deciding step, 1 to 8
    std::optional<OffsetCoord> card;    ///< step 4: the obscured end; step 7: the blocking card or the empty cell
    std::optional<CardSegment> segment; ///< step 7: the dark segment that blocks (entry before exit)
    Purpose purpose = Purpose::Fire;
    int range = 3;                      ///< M, the visibility's longest range [1.2.7]
    int distance = 0;                   ///< d = max(|dc|, |dr|); -1 with a Helicopter Staging Area
    RangeBand band = RangeBand::P;      ///< P C L V [1.2.7], Beyond past 3
    int eyeFrom = 0, eyeTo = 0;         ///< a = L(S) + e(S), b = L(T) + e(T)
    int top = 0;                        ///< max(a, b)
    int elevation = 0;                  ///< sign(a - b): +1 the sighter is higher [1.2.2 B]
    std::vector<FofWalkCard> walk;      ///< S to T (not for Detail::Cell, nor with a Helicopter Staging Area)
    std::optional<CardSegment> cover;   ///< the target's entry segment (none on the same card)
    bool coverDark = false;             ///< that segment is dark: higher cover value [1.2.1 A]
};
std::string_view fofOutcomeName(FofDetail::Outcome o); ///< "LOS", "blocked", "too far", "undetermined", "no LOS"

} // namespace crestline::geometry::los
