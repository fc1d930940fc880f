// [15.4.2] [15.4.3] How many blocking hexes or hexsides the sighter may see
// through: three from an observation post spotting for another unit, two
// from a strongpoint for any purpose, the larger if both; none otherwise.
// Not reciprocal: only the sighter's hex is asked.

#include "geometry/los/systems/gts/gts_string.h"

#include <algorithm>

namespace crestline::geometry::los::gts {

int allowance(const GtsBoard& board, OffsetCoord s, Purpose purpose)
{
    int a = 0;
    if (board.strongpoint(s)) a = 2;                                            // [15.4.3]
    if (board.observationPost(s) && purpose == Purpose::Spot) a = std::max(a, 3); // [15.4.2]
    return a;
}

const char* allowanceRule(const GtsBoard& board, OffsetCoord s, Purpose purpose)
{
    if (board.observationPost(s) && purpose == Purpose::Spot) return "[15.4.2]";
    if (board.strongpoint(s)) return "[15.4.3]";
    return "[15.4]";
}

} // namespace crestline::geometry::los::gts
