#pragma once
// A 15 mm tabletop fire ruling as text and JSON (docs/tabletop.md "Fire",
// docs/cli-systems.md "fire"): may the firer fire, with each weapon's range band;
// LOS, arc and friends; the segment meeting them all (a player lays a ruler
// along it); and every reason it may not, with the deciding pieces and bases.

#include "geometry/los/systems/tabletop/tabletop_fire.h"

#include <string>
#include <vector>

namespace crestline::formats {

/// One weapon of the firer, ruled: its range band and whether it may fire.
struct WeaponFire {
    std::string name;
    geometry::los::tabletop::Thou range = 0; ///< as the file gives it
    int firePoints = 0;
    geometry::los::tabletop::RangeBand band = geometry::los::tabletop::RangeBand::Out;
    bool mayFire = false;
    std::vector<geometry::los::tabletop::FireReason> reasons; ///< the sight's, then out-of-range if it applies
};

/// A fire ruling between two teams of a file: the sight once, the weapons each.
struct TabletopFireRuling {
    std::string firer, target; ///< team ids as in the file
    geometry::los::tabletop::TeamType firerType = geometry::los::tabletop::TeamType::Infantry;
    /// The file's team id of each LOS-table team: teamIds[k - 1] for geometry id k.
    std::vector<std::string> teamIds;
    geometry::los::tabletop::FireSight sight;
    std::vector<WeaponFire> weapons; ///< empty: the firer has no weapon, so may not fire
    double distanceInches = 0;       ///< closest points of the bases, display only

    /// Some weapon may fire.
    bool mayFire() const;
};

/// The ruling as lines of text.
std::string tabletopFireText(const TabletopFireRuling& ruling);
/// The same as a JSON object (exact witness coordinates in 1/1000 inch as "p" or "p/q", and inches).
std::string tabletopFireJson(const TabletopFireRuling& ruling);

} // namespace crestline::formats
