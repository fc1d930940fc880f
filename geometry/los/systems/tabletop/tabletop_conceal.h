#pragma once
// Concealment and Gone to Ground of a target unit as seen from a firing unit,
// the 15 mm tabletop rules read as tabletop-los.md "Concealment" [Cover &
// Terrain] and [Firing] (docs/tabletop.md "Concealment"). A team is
// concealed if its centre is in an area piece; or its base touches a linear
// piece whose interior every firing team that sees it fires across
// (centre to centre); or it is Infantry that did not move in its last
// activation. A unit is concealed only if all its teams are. Exact: "in" and
// "touches" are integer tests, the centre-to-centre segment is checked with
// rational endpoints (missesInterior), no tolerance.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <vector>

namespace crestline::geometry::los::tabletop {

/// What concealment reads of a target team besides its base: the team's state in a game position.
struct TargetStatus {
    bool moved = false;           ///< moved in its last activation
    bool goneToGround = false;    ///< Gone to Ground as the position records it [Firing]
    bool forwardObserver = false; ///< an FO team [Indirect Fire]: in concealing terrain it is Gone to Ground
};

/// The target's centre lies in an area piece (boundary included) [Cover & Terrain].
struct AreaCover {
    int piece = 0;
    PieceKind kind = PieceKind::Forest;
    Cover cover = Cover::Soft; ///< soft or hard: the piece's own class, or its kind's when it gives none
    std::string name;          ///< the piece's own name (Piece::name: a placed smoke template's); empty: "KIND ID"
};

/// The target's base touches a linear piece [Cover & Terrain].
struct LinearCover {
    int piece = 0;
    PieceKind kind = PieceKind::Fence;
    Cover cover = Cover::Soft;   ///< what it gives when it conceals: the piece's class, or its kind's
    std::vector<int> crossedBy;  ///< firing teams that see the target and whose centre-to-centre segment meets the piece's interior
    bool conceals = false;       ///< every firing team that sees the target is among crossedBy (DECISION: also when none sees it)
};

/// Why a target team is Gone to Ground, if it is.
enum class GroundReason { None, Declared, ForwardObserver };

/// One target team's concealment from the firing unit, with every reason that applies.
struct TeamConcealment {
    int team = 0;                     ///< the target team's id
    bool concealed = false;           ///< some reason below conceals it
    Cover cover = Cover::None;        ///< the best cover of the reasons that conceal (none: in the open)
    std::vector<int> seenBy;          ///< firing teams with LOS to it (decideLos), in the firing unit's order
    std::vector<AreaCover> areas;     ///< area pieces holding its centre, in table order
    std::vector<LinearCover> linears; ///< linear pieces its base touches, in table order, concealing or not
    bool stillInfantry = false;       ///< Infantry that did not move in its last activation: concealed in the open
    GroundReason ground = GroundReason::None;
};

/// The target unit's Gone to Ground +1 against this firing unit [Firing].
enum class GroundBonus {
    None, ///< no team of the target unit is Gone to Ground
    Kept, ///< some team is, and no firing team sees a target team that is not
    Lost, ///< a firing team sees a target team that is not Gone to Ground: the whole unit loses it
};

/// The verdict for a target unit as seen from a firing unit.
struct UnitConcealment {
    bool concealed = false;             ///< every target team is concealed
    std::vector<TeamConcealment> teams; ///< in the target unit's order
    std::vector<int> revealedBy;        ///< target teams that are not concealed (they reveal the unit)
    GroundBonus ground = GroundBonus::None;
    std::vector<int> groundLostBy;      ///< target teams not Gone to Ground that a firing team sees
};

/// Concealment of `target` (a unit's teams on the table, `status` beside them)
/// from `firing` (the firing unit's teams on the table). Throws
/// std::invalid_argument for an empty unit, a status list of another length,
/// or a piece or base decideLos refuses.
UnitConcealment decideConcealment(const CheckedTable& table, const std::vector<Team>& firing, const std::vector<Team>& target,
                                  const std::vector<TargetStatus>& status);

/// The exact centre c(B) of a base, the mean of its vertices, as "p" or "p/q" Thou.
ExactPoint centreOf(const Polygon& base);

/// The cover class a concealing piece gives: its own if soft or hard, else
/// its kind's (building and wall hard [Cover & Terrain], the others soft).
Cover coverGiven(const Piece& piece);

} // namespace crestline::geometry::los::tabletop
