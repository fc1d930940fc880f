#pragma once
// Rule systems are strategies over the same exact walk and contact tests.
// Fighting Formations is the first (ff_rules.h); the Grand Tactical Series,
// Conflict of Heroes, Fields of Fire and the tabletop rules implement the
// same interface.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <memory>
#include <string_view>

namespace crestline::geometry::los {

/// One game system's LOS rules.
class LosRules {
public:
    virtual ~LosRules() = default;
    virtual std::string_view system() const = 0;
    /// Rule on LOS from `from` to `to`. Must be reciprocal.
    virtual Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const = 0;
    /// Artwork that blocks any string between hexes at these levels as soon
    /// as the string touches it between the end hexes (lets analysis settle
    /// such rulings from the viewer's shadows). Default: none known.
    virtual BlockingLevels blockingLevels(int fromLevel, int toLevel) const
    {
        (void)fromLevel;
        (void)toLevel;
        return {};
    }
};

/// The rules for a game system id ("ff"), or nullptr if not implemented.
std::unique_ptr<LosRules> rulesFor(std::string_view system);

} // namespace crestline::geometry::los
