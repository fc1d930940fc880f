#pragma once
// What a rule system promises the all-pairs sweep (geometry/los/sweep.h):
// which artwork can change the ruling of a string between hexes of two
// levels.

#include "geometry/los/rules.h"

#include <optional>

namespace crestline::geometry::los {

/// The artwork that can change a string's ruling between hexes of two
/// levels, for a system whose verdict comes from artwork alone.
struct SweepLevels {
    int levelArea = 1 << 20; ///< level areas of this level or higher
    int obstacle = 1 << 20;  ///< obstacles standing at this level or higher
    int hindrance = 1 << 20; ///< hindrances standing at this level or higher (of value > 1)
    /// Obstacles named above but standing below this level matter only when
    /// they may overlap the lower end's hex or a hex beside it (FF: a lower
    /// obstacle can only make a blind hex, one directly before the lower
    /// end [24.53]); those elsewhere are not named.
    int obstacleAnywhere = -(1 << 20);
    bool targetIsLower = false; ///< the lower end (for obstacleAnywhere): the target, else the viewer
};

/// A rule system that can say, for a pair of end levels, which artwork
/// matters (LosRules implementations that can inherit it too; analysis asks
/// with dynamic_cast). The promise: a string between hexes at these levels
/// whose closed segment touches no level area and no obstacle that
/// sweepLevels names is ruled Clear (hindrance 1) if no hindrance it names
/// touches the string between the end hexes, else Hindered by the largest
/// value among those — where one a road corridor meets (Artwork::roadOpens)
/// may not count. nullopt: no such promise for these levels and this state.
class SweepSettling {
public:
    virtual ~SweepSettling() = default;
    virtual std::optional<SweepLevels> sweepLevels(int fromLevel, int toLevel, const PlayState& state) const = 0;
};

} // namespace crestline::geometry::los
