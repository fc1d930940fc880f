#pragma once
// Barrage and smoke templates of the 15 mm tabletop rules [Indirect Fire],
// read exactly as tabletop-los.md "Ties" (docs/tabletop.md "Templates"):
// a 6" x 6" square on the aim point, two sides perpendicular to the line from
// the firing unit's centre (the mean of its team centres); its vertices
// rounded once to 1/1000" (nearest, ties away from zero, decided in integers)
// and stored. A team is under it if its closed base meets the open square. A
// team firing a barrage over an obstacle (a piece with height whose interior
// the segment from the team's centre to the template's centre meets) must be
// at least the obstacle's height away from it; equal is enough.

#include "geometry/los/systems/tabletop/tabletop_table.h"

#include <vector>

namespace crestline::geometry::los::tabletop {

/// A barrage (attacks the teams under it) or smoke (area terrain blocking LOS) [Indirect Fire].
enum class TemplateKind { Barrage, Smoke };

/// The template's side, 6" [Indirect Fire].
inline constexpr Thou kTemplateSide = 6 * kThouPerInch;

/// The nearest integer to n / sqrt(m), ties away from zero; exact, integers
/// only. Needs |n| < 2^62 and m >= 1 (throws std::invalid_argument otherwise).
Thou nearestOverRoot(Int128 n, Int128 m);

/// The template placed on `aim` for the unit whose teams stand on
/// `firingBases`: four vertices counter-clockwise, first the near corner on
/// the firer's right (looking from the unit's centre to the aim point), each
/// rounded to 1/1000". The rounded square is centred exactly on `aim`.
/// Throws std::invalid_argument if there are no bases, the aim point is the
/// unit's centre (no direction), the numbers are too large to be exact, or a
/// corner would lie beyond kMaxCoord.
Polygon placeTemplate(const std::vector<Polygon>& firingBases, TablePoint aim);

/// Whether `outline` is a square placeTemplate could have stored for `aim`
/// from some firing unit: four vertices counter-clockwise (any first) about
/// `aim`, each the one before turned a quarter, whose half-diagonal offsets
/// (a, b) are the nearest 1/1000" to a point of the exact template (the
/// circle a^2 + b^2 = 18 square inches meets the box [a +- 1/2] x [b +- 1/2]).
bool isPlacedSquare(const Polygon& outline, TablePoint aim);

/// A team is under the template: its closed base meets the open square. Exact.
bool underTemplate(const Polygon& base, const Polygon& square);

/// Whether a piece counts as an obstacle with height for a barrage
/// (DECISION: any piece but hills and smoke whose height is more than 0).
bool isBarrageObstacle(const Piece& piece);

/// One obstacle a firing team's barrage passes over.
struct BarrageObstacle {
    int piece = 0;        ///< the piece's id
    Thou height = 0;      ///< its height
    int distanceSign = 0; ///< sign of (closest distance from the firing base to the piece) - height
    bool clear() const { return distanceSign >= 0; } ///< at least its height away (equal is enough)
};

/// The barrage-over-obstacle check for one firing team [Indirect Fire].
struct BarrageClearance {
    std::vector<BarrageObstacle> obstacles; ///< in table order
    bool allowed = true;                    ///< every obstacle is clear
};

/// The obstacles the segment from the centre of `firingBase` to
/// `templateCentre` passes over (meets their interiors), each with whether the
/// base is at least its height away. Exact; throws std::invalid_argument for a
/// bad base or piece.
BarrageClearance barrageClearance(const Polygon& firingBase, TablePoint templateCentre, const std::vector<Piece>& pieces);

} // namespace crestline::geometry::los::tabletop
