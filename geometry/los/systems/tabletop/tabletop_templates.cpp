// [Indirect Fire] templates, exactly (tabletop-los.md "Ties", DECISIONs in
// docs/tabletop.md "Templates"). With u the unit direction from the firing
// unit's centre to the aim point and w = u turned a quarter left, the corners
// are aim + 3"(+-u +-w). Their offsets are (-b, -a), (a, -b), (b, a), (-a, b)
// with a = 3"(ux + uy), b = 3"(ux - uy): two numbers of the form n / sqrt(m),
// rounded once each, so the stored square is a lattice square centred
// exactly on the aim point. Every decision is in integers.

#include "geometry/los/systems/tabletop/tabletop_templates.h"

#include "geometry/los/systems/tabletop/tabletop_los.h"
#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <numeric>
#include <stdexcept>

namespace crestline::geometry::los::tabletop {

namespace {

constexpr Int128 kHalfSide = kTemplateSide / 2;
/// Directions are reduced and kept below this so every product fits in int128.
constexpr Int128 kMaxDirection = Int128(1) << 48;

Int128 abs128(Int128 v) { return v < 0 ? -v : v; }

Int128 gcd128(Int128 a, Int128 b)
{
    a = abs128(a), b = abs128(b);
    while (b != 0) {
        const Int128 r = a % b;
        a = b, b = r;
    }
    return a;
}

/// floor(sqrt(q)) for 0 <= q < 2^126, by bisection on exact squares.
Int128 isqrt(Int128 q)
{
    Int128 lo = 0, hi = Int128(1) << 63; // lo^2 <= q < hi^2
    while (hi - lo > 1) {
        const Int128 mid = lo + (hi - lo) / 2;
        if (mid * mid <= q) lo = mid;
        else hi = mid;
    }
    return lo;
}

std::string decimal(Int128 v)
{
    if (v == 0) return "0";
    const bool negative = v < 0;
    std::string s;
    for (Int128 a = abs128(v); a != 0; a /= 10) s.insert(s.begin(), char('0' + int(a % 10)));
    return negative ? "-" + s : s;
}

/// p / q in lowest terms as "p" or "p/q" (q > 0), the form ExactPoint holds.
std::string fraction(Int128 p, Int128 q)
{
    const Int128 g = gcd128(p, q);
    p /= g, q /= g;
    return q == 1 ? decimal(p) : decimal(p) + "/" + decimal(q);
}

/// The offset from the aim point to the unit's centre, scaled to integers: the direction aim - centre up to a positive factor.
std::pair<Int128, Int128> directionOf(const std::vector<Polygon>& bases, TablePoint aim)
{
    if (bases.empty()) throw std::invalid_argument("template: the firing unit has no team on the table");
    // centre = (1/k) sum_i (1/n_i) sum(base_i) = num / (k * lcm(n_i)).
    Int128 lcm = 1;
    for (const Polygon& b : bases) {
        if (b.empty()) throw std::invalid_argument("template: a firing team has no base");
        lcm = lcm / gcd128(lcm, Int128(b.size())) * Int128(b.size());
        if (lcm > (Int128(1) << 20)) throw std::invalid_argument("template: the firing unit's bases have too many different vertex counts");
    }
    const Int128 den = lcm * Int128(bases.size());
    if (den > (Int128(1) << 20)) throw std::invalid_argument("template: the firing unit has too many teams to place a template exactly");
    Int128 nx = 0, ny = 0;
    for (const Polygon& b : bases)
        for (const TablePoint& p : b) {
            nx += Int128(p.x) * (lcm / Int128(b.size()));
            ny += Int128(p.y) * (lcm / Int128(b.size()));
        }
    Int128 dx = Int128(aim.x) * den - nx, dy = Int128(aim.y) * den - ny;
    if (dx == 0 && dy == 0)
        throw std::invalid_argument("template: the aim point is the firing unit's centre, so no side can be perpendicular to the line of fire");
    const Int128 g = gcd128(dx, dy);
    dx /= g, dy /= g;
    if (abs128(dx) >= kMaxDirection || abs128(dy) >= kMaxDirection)
        throw std::invalid_argument("template: the direction from the firing unit is too fine to round exactly");
    return {dx, dy};
}

} // namespace

Thou nearestOverRoot(Int128 n, Int128 m)
{
    if (m < 1 || abs128(n) >= (Int128(1) << 62)) throw std::invalid_argument("nearestOverRoot: needs |n| < 2^62 and m >= 1");
    if (n < 0) return -nearestOverRoot(-n, m); // ties away from zero: symmetric
    // t = n / sqrt(m) >= 0. floor(sqrt(floor(4n^2 / m))) = floor(2t), and
    // floor((floor(2t) + 1) / 2) = floor(t + 1/2): the nearest, ties up.
    const Int128 twiceFloor = isqrt(4 * n * n / m);
    return Thou((twiceFloor + 1) / 2);
}

Polygon placeTemplate(const std::vector<Polygon>& firingBases, TablePoint aim)
{
    const auto [dx, dy] = directionOf(firingBases, aim);
    const Int128 m = dx * dx + dy * dy;
    // a = 3"(ux + uy), b = 3"(ux - uy), u = (dx, dy) / sqrt(m).
    const Thou a = nearestOverRoot(kHalfSide * (dx + dy), m), b = nearestOverRoot(kHalfSide * (dx - dy), m);
    Polygon square{{aim.x - b, aim.y - a}, {aim.x + a, aim.y - b}, {aim.x + b, aim.y + a}, {aim.x - a, aim.y + b}};
    for (const TablePoint& p : square)
        if (p.x > kMaxCoord || p.x < -kMaxCoord || p.y > kMaxCoord || p.y < -kMaxCoord)
            throw std::invalid_argument("template: a corner lies beyond 100000 inches");
    return square;
}

bool isPlacedSquare(const Polygon& outline, TablePoint aim)
{
    if (outline.size() != 4) return false;
    for (std::size_t i = 0; i < 4; ++i) {
        const TablePoint p = outline[i], q = outline[(i + 1) % 4];
        // q - aim is p - aim turned a quarter left.
        if (q.x - aim.x != -(p.y - aim.y) || q.y - aim.y != p.x - aim.x) return false;
    }
    const Int128 a = abs128(outline[0].x - aim.x), b = abs128(outline[0].y - aim.y);
    const auto nearSq = [](Int128 v) { return v == 0 ? Int128(0) : (2 * v - 1) * (2 * v - 1); };
    const Int128 radiusSq4 = 4 * 2 * kHalfSide * kHalfSide; // (2r)^2 for r^2 = a^2 + b^2 = 18 square inches
    return nearSq(a) + nearSq(b) <= radiusSq4 && radiusSq4 <= (2 * a + 1) * (2 * a + 1) + (2 * b + 1) * (2 * b + 1);
}

bool underTemplate(const Polygon& base, const Polygon& square)
{
    // The closed base has interior, so it meets the open square iff the two
    // interiors meet: iff no edge of either has the other wholly on or beyond it.
    const auto separates = [](const Polygon& p, const Polygon& q) {
        for (std::size_t i = 0, n = p.size(); i < n; ++i) {
            const TablePoint u = p[i], v = p[(i + 1) % n];
            bool anyInside = false;
            for (const TablePoint& w : q) anyInside = anyInside || orient(u, v, w) > 0;
            if (!anyInside) return true;
        }
        return false;
    };
    return !separates(square, base) && !separates(base, square);
}

bool isBarrageObstacle(const Piece& piece)
{
    return piece.kind != PieceKind::Hill && piece.kind != PieceKind::Smoke && piece.height > 0;
}

BarrageClearance barrageClearance(const Polygon& firingBase, TablePoint templateCentre, const std::vector<Piece>& pieces)
{
    requireValidTeam({0, 0, TeamType::Gun, firingBase, 0});
    Int128 sx = 0, sy = 0;
    for (const TablePoint& p : firingBase) sx += p.x, sy += p.y;
    const Int128 n = Int128(firingBase.size());
    SightSegment line;
    const double inch = double(kThouPerInch);
    line.from = {fraction(sx, n), fraction(sy, n), double(sx) / double(n) / inch, double(sy) / double(n) / inch};
    line.to = {decimal(templateCentre.x), decimal(templateCentre.y), double(templateCentre.x) / inch, double(templateCentre.y) / inch};

    BarrageClearance result;
    for (const Piece& piece : pieces) {
        if (!isBarrageObstacle(piece)) continue;
        requireValidPiece(piece);
        if (missesInterior(line, {piece.outline})) continue;
        // [Indirect Fire] as far away from the obstacle as it is tall.
        BarrageObstacle o{piece.id, piece.height, compareClosestDistance(firingBase, piece.outline, piece.height)};
        result.allowed = result.allowed && o.clear();
        result.obstacles.push_back(o);
    }
    return result;
}

} // namespace crestline::geometry::los::tabletop
