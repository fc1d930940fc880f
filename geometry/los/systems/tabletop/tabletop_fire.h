#pragma once
// Fire between two teams of the 15 mm tabletop rules, read exactly as
// /shared/specs/tabletop-los.md "Fire" (docs/tabletop.md "Fire"): f may fire
// at t [Firing] if one sight segment at once misses U's interior (LOS), ends
// in f's arc, misses the interiors of friendly bases (Infantry ones excepted
// for a Gun or Tank), and t is within 2x the weapon's range (beyond 1x: long
// range). Not reciprocal. CGAL stays in sight_lines.cpp.
//
// Reasons (FireBar), all that apply are given:
//   no-los        every sight segment meets U's interior (step 3)
//   out-of-arc    no point of B_t in the arc, or no sight segment ends in it
//   friends       LOS and arc fine, but every such segment meets a friendly base
//   out-of-range  the bases' closest points are more than 2x the range apart

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::geometry::los::tabletop {

/// How far the target is for one weapon [Firing]: within 1x, within 2x (+1 to hit, half FP), beyond.
enum class RangeBand { Short, Long, Out };

/// What stops a fire.
enum class FireBar { NoLos, OutOfArc, Friends, OutOfRange };

/// "no-los", "out-of-arc", "friends", "out-of-range".
const char* fireBarCode(FireBar bar);
/// "short", "long", "out".
const char* rangeBandName(RangeBand band);

/// One reason f may not fire, in plain words with its rule, and what decides it.
struct FireReason {
    FireBar bar = FireBar::NoLos;
    std::string text;        ///< names no team or piece: `pieces` and `teams` do
    std::vector<int> pieces; ///< deciding pieces (ids)
    std::vector<int> teams;  ///< deciding friendly bases (team ids)
    bool jointly = false;    ///< none of them alone decides; together they do
};

/// Everything of a fire ruling that does not depend on the weapon.
struct FireSight {
    TabletopLos los;              ///< decideLos(table, firer, target)
    bool allAround = false;       ///< Infantry: 360°; others the forward half-plane (DECISION)
    bool targetInArc = false;     ///< some point of B_t lies in the arc
    bool sightInArc = false;      ///< some sight segment missing U ends in the arc
    bool clearOfFriends = false;  ///< some such segment also misses the friendly bases
    std::vector<int> firedOver;   ///< friendly Infantry bases a Gun or Tank fires over, meeting the hull
    /// A segment meeting LOS, arc and friends at once (from f's base to t's;
    /// of length zero where the bases meet); none if no segment does.
    std::optional<SightSegment> witness;
    std::vector<FireReason> reasons; ///< NoLos, OutOfArc, Friends, as apply, in that order
};

/// A fire ruling for one weapon range.
struct TabletopFire {
    FireSight sight;
    Thou range = 0;                  ///< the weapon's range
    RangeBand band = RangeBand::Out;
    bool mayFire = false;
    std::vector<FireReason> reasons; ///< the sight's, then OutOfRange if it applies
};

/// LOS, arc and friends for firer `firer` and target `target` on `table`
/// (friends: the table's other teams of the firer's side). Throws
/// std::invalid_argument for bad input or a target of the firer's side.
FireSight decideFireSight(const CheckedTable& table, const Team& firer, const Team& target);

/// The range band of a weapon of range `range` (Thou, >= 0): the closest
/// points of the bases, equal counts (tabletop_measure.h). Exact.
RangeBand rangeBandOf(const Polygon& firer, const Polygon& target, Thou range);

/// A sight ruling completed with one weapon's range.
TabletopFire fireWithRange(FireSight sight, const Team& firer, const Team& target, Thou range);

/// The whole ruling for one weapon: decideFireSight then fireWithRange.
TabletopFire decideFire(const CheckedTable& table, const Team& firer, const Team& target, Thou range);

/// Some point of `target` lies in `firer`'s arc: Infantry 360°; others the
/// closed half-plane in front of the line through c(B_f) parallel to the
/// front edge (DECISION). Exact (int128).
bool inArc(const Team& firer, const Polygon& target);

} // namespace crestline::geometry::los::tabletop
