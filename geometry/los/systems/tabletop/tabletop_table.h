#pragma once
// The 15 mm tabletop rules' table as LOS reads it (tabletop-los.md, "Words"):
// no grid, integer coordinates in 1/1000 inch, pieces of terrain as closed
// simple polygons and teams' bases as convex polygons. Plain data; the file
// format that fills it is a later step. The checks here are exact integer
// tests (int128 orientation), never a tolerance.

#include "geometry/point.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace crestline::geometry::los::tabletop {

/// A length or coordinate in 1/1000 inch (DECISION, "Words": coordinates).
using Thou = std::int64_t;
/// 1 inch in Thou.
inline constexpr Thou kThouPerInch = 1000;
/// Coordinates must satisfy |x|, |y| <= kMaxCoord (100,000 inches) so that
/// every orientation fits in int128 and every centre sum in int64.
inline constexpr Thou kMaxCoord = 100'000'000;

/// A point of the table, x to the right and y up, in Thou.
struct TablePoint {
    Thou x = 0;
    Thou y = 0;
    friend bool operator==(const TablePoint&, const TablePoint&) = default;
    friend auto operator<=>(const TablePoint&, const TablePoint&) = default;
};

/// A closed polygon by its vertices, counter-clockwise, the first not repeated.
using Polygon = std::vector<TablePoint>;

/// What a piece of terrain is [Cover & Terrain, Indirect Fire]; hills are a DECISION.
enum class PieceKind { Forest, Field, Building, Smoke, Wall, Fence, Bocage, Hill };
/// The cover a piece gives [Cover & Terrain]: soft conceals, hard conceals and improves saves.
enum class Cover { None, Soft, Hard };
/// The three families LOS tells apart: area terrain (smoke included), linear obstacles, hills.
enum class PieceFamily { Area, Linear, Hill };

/// "forest", "field", ..., "hill".
std::string_view pieceKindName(PieceKind k);
/// Area (forest, field, building, smoke), Linear (wall, fence, bocage) or Hill.
PieceFamily familyOf(PieceKind k);

/// One piece of terrain: a closed simple polygon (a linear piece by its
/// thin footprint, DECISION) with its kind, cover, height and level.
struct Piece {
    int id = 0;
    PieceKind kind = PieceKind::Forest;
    Cover cover = Cover::None;
    Polygon outline;  ///< counter-clockwise, simple
    Thou height = 0;  ///< linear pieces: h; read by LOS only for them
    int level = 0;    ///< hills: the hill's level; others: the level they stand at (l)
    std::string name; ///< how rulings name it; empty: "KIND ID" ("forest 7")
};

/// A team's type [Units, Firing]: Infantry sees 360°, the others a forward arc.
enum class TeamType { Infantry, Gun, Tank };

/// One team: its base, a convex polygon counter-clockwise with the front
/// edge first (vertices 0 -> 1), and its height h.
struct Team {
    int id = 0;
    int side = 0;
    TeamType type = TeamType::Infantry;
    Polygon base;
    Thou height = 0;
};

/// The table: its pieces of terrain and its teams.
struct Table {
    std::vector<Piece> pieces;
    std::vector<Team> teams;
};

/// Throws std::invalid_argument naming the piece ("piece 7: ...") if its
/// outline has fewer than 3 vertices, a coordinate out of range, is not
/// simple or not counter-clockwise, or a linear piece has a negative height.
/// O(n log n) in the piece's vertices (a sweep, table_checks.cpp); the edges
/// named when it is not simple are the first meeting pair (i, j), i < j.
void requireValidPiece(const Piece& piece);
/// Throws std::invalid_argument naming the team if its base has fewer than 3
/// vertices, a coordinate out of range, is not strictly convex and
/// counter-clockwise, or its height is negative.
void requireValidTeam(const Team& team);

/// The pairs of hills (indices into `pieces`, i < j, in table order) whose
/// interiors overlap without one holding the other ("Words": hills nest;
/// touching or sharing an edge is no overlap); empty if every two hills nest
/// or are apart. The pieces must be valid (requireValidPiece). Exact (CGAL).
std::vector<std::pair<std::size_t, std::size_t>> crossingHills(const std::vector<Piece>& pieces);

/// Every piece and team valid, and hills nested: throws std::invalid_argument
/// naming the first fault ("piece 7 (forest): ...", "team 3: ...", "hills 2
/// and 5 overlap ...").
void requireValidTable(const Table& table);

/// A table checked once by requireValidTable: rulings on it (decideLos,
/// decideFire, decideConcealment) trust it and check no piece again, so a
/// ruling does not pay for a piece's size (docs/tabletop.md "The table").
/// It cannot be changed once checked. A Table converts to it by being
/// checked (throws std::invalid_argument): a job checks its table once, a
/// test may pass a plain Table to a ruling and pay the check each time.
class CheckedTable {
public:
    CheckedTable(Table table); // NOLINT(google-explicit-constructor): the check is the conversion
    const Table& table() const { return m_table; }
    const std::vector<Piece>& pieces() const { return m_table.pieces; }
    const std::vector<Team>& teams() const { return m_table.teams; }

private:
    Table m_table;
};

/// Where a point lies relative to a closed polygon.
enum class Place { Outside, OnBoundary, Inside };

/// Sign of the turn a -> b -> c: +1 left, -1 right, 0 collinear. Exact (int128).
int orient(TablePoint a, TablePoint b, TablePoint c);
/// p lies on the closed segment [a, b]. Exact.
bool onSegment(TablePoint a, TablePoint b, TablePoint p);
/// The closed segments [a, b] and [c, d] share a point. Exact.
bool segmentsMeet(TablePoint a, TablePoint b, TablePoint c, TablePoint d);
/// Where the integer point p lies relative to the closed polygon (any orientation). Exact.
Place placeOfPoint(const Polygon& poly, TablePoint p);

/// Where the centre c(B) of `base` (the mean of its vertices, a rational)
/// lies relative to `polygon`: exact, the polygon scaled by the vertex count.
Place placeOfCentre(const Polygon& base, const Polygon& polygon);
/// "In" a piece ("Words"): the centre lies in it, boundary included.
inline bool holdsCentre(const Polygon& polygon, const Polygon& base) { return placeOfCentre(base, polygon) != Place::Outside; }

/// Touching bases [step 1]: the closed convex bases share a point. Exact.
bool basesTouch(const Polygon& a, const Polygon& b);

/// The convex hull conv(a ∪ b) of two bases, counter-clockwise, no collinear vertices.
Polygon hullOf(const Polygon& a, const Polygon& b);

/// Twice the signed area of a polygon (positive counter-clockwise), exact.
Int128 twiceArea(const Polygon& p);

/// The closed bounding boxes of two polygons overlap (a cheap filter before exact tests).
bool boxesMeet(const Polygon& a, const Polygon& b);

} // namespace crestline::geometry::los::tabletop
