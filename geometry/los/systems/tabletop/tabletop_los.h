#pragma once
// Line of sight between two teams of the 15 mm tabletop rules, read exactly
// as /shared/specs/tabletop-los.md, "The verdict" steps 1 to 3 (docs/tabletop.md):
// touching bases see each other; the pair chooses the active pieces; LOS iff
// some sight segment from one base to the other misses the interior of their
// union U ("Deciding step 3"), decided exactly by fast_sight.cpp, with the
// spec's O(n^3) method (sight_lines.cpp) kept as the reference. CGAL stays
// inside sight_lines.cpp; this header is light.

#include "geometry/los/systems/tabletop/tabletop_table.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::geometry::los::tabletop {

/// An exact rational point in Thou: each coordinate as "p" or "p/q" (lowest
/// terms, q > 0), and the same in inches as doubles for display only.
struct ExactPoint {
    std::string x, y;
    double xInches = 0, yInches = 0;
};

/// A sight segment a player can lay a ruler along: `from` in the sighter's base, `to` in the target's.
struct SightSegment {
    ExactPoint from, to;
};

/// Why a piece takes part in a ruling (step 2), with its rule.
struct ActivePiece {
    int id = 0;
    std::string why; ///< "forest 7 at level 0 >= top 0, holds neither team [Cover & Terrain]"
    std::string name; ///< how the ruling names it: "forest 7", or a placed template's name
};

/// How the verdict was reached.
enum class LosStep {
    Touching, ///< step 1: the bases share a point
    Clear,    ///< step 3: a sight segment misses U's interior (`witness`)
    Blocked,  ///< step 3: every sight segment meets U's interior
};

/// The verdict for one pair of teams (reciprocal: LOS depends on the unordered pair).
struct TabletopLos {
    bool los = false;
    LosStep step = LosStep::Blocked;
    int levelFrom = 0, levelTo = 0; ///< a, b: the teams' levels g(c(B))
    int top = 0;                    ///< max(a, b)
    Thou tallest = 0;               ///< H = max(h_f, h_t)
    std::vector<ActivePiece> active; ///< step 2, in table order
    /// When LOS by step 3: one sight segment that misses U's interior (from the sighter's base to the target's).
    std::optional<SightSegment> witness;
    /// When blocked: the active pieces that alone cut every sight segment;
    /// if none does, those that do it together (their union meets the hull's interior).
    std::vector<int> cutting;
    bool cutJointly = false; ///< no single piece cuts every segment; `cutting` does together
};

/// Steps 1 to 3 for sighter `from` and target `to` on `table`'s pieces.
/// The table was checked when it was made (CheckedTable; a plain Table is
/// checked on the way in); `from` and `to` are checked here. Throws
/// std::invalid_argument naming the piece or team for bad input.
/// Step 3 and the cutting pieces use the fast exact method (fast_sight.cpp).
TabletopLos decideLos(const CheckedTable& table, const Team& from, const Team& to);
/// The same verdict by the spec's reference method (sight_lines.cpp, CGAL), for tests and benchmarks.
TabletopLos decideLosReference(const CheckedTable& table, const Team& from, const Team& to);

/// A team's level g(c(B)) ("Words"): the innermost hill holding its centre,
/// else 0; "a hill edge takes the higher level". Exactly: the hill edges
/// through c(B) split the turn round it into sectors, each at the level of
/// the innermost hill holding the points just off c(B) that way (the
/// smallest; of equal hills, the higher level), 0 outside every hill; the
/// team's level is the highest of them. So a centre on the edge of a hollow
/// (a level-1 hill inside a level-2 one) is at level 2. The hills must nest
/// (crossingHills finds none; a CheckedTable's do) and be counter-clockwise.
int levelOf(const std::vector<Piece>& pieces, const Team& team);

/// Step 2: the pieces active between the two teams, with why.
std::vector<ActivePiece> activePieces(const std::vector<Piece>& pieces, const Team& from, const Team& to);

// Exact checks on results, for tests and for the editor to show a witness.

/// Sign of the turn from -> to -> p for a sight segment and an integer point: 0 when p is on its line. Exact.
int sideOfSegment(const SightSegment& s, TablePoint p);
/// Whether an exact point lies in the closed polygon. Exact.
bool inPolygon(const ExactPoint& p, const Polygon& polygon);
/// Whether the closed segment misses the interior of the union of `pieces`' outlines. Exact (CGAL).
bool missesInterior(const SightSegment& s, const std::vector<Polygon>& pieces);

} // namespace crestline::geometry::los::tabletop
