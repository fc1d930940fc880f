// Fields of Fire's questions along the walk besides the verdict:
// max LOS along the Front rays [Gameplay Example 16] and the short-round
// card [1.2.2 B] (fof-los.md, examples 8 and 9; both DECISIONs).

#include "geometry/los/systems/fof/fof_rules.h"

namespace crestline::geometry::los {

std::optional<OffsetCoord> fofMaxLos(const FofBoard& board, const FofPlay& play, OffsetCoord from, FofRay ray, int eyeFrom)
{
    const int dc = ray == FofRay::Front ? 0 : ray == FofRay::LeftFront ? -1 : 1;
    std::optional<OffsetCoord> best;
    for (int k = 1; k <= std::max(play.maxRange, 1); ++k) {
        const OffsetCoord c{from.col + k * dc, from.row + k};
        if (!board.present(c)) break; // stop at the last card present
        if (k == 1 || FofRules::rule(board, play, {from, c, eyeFrom, 0}, Detail::Cell).verdict == Verdict::Clear) best = c;
    }
    return best;
}

std::optional<OffsetCoord> fofShortRoundCard(OffsetCoord observer, OffsetCoord target)
{
    if (observer == target) return std::nullopt;
    CardWalk walk(observer, target);
    CardStep step;
    walk.next(step); // the observer's card
    OffsetCoord before = observer;
    while (walk.next(step)) {
        if (step.card == target) break;
        before = step.card;
    }
    return before;
}

} // namespace crestline::geometry::los
