// The tabletop table's checks ("Words" of tabletop-los.md): valid pieces and
// bases, a team's centre in a polygon, touching bases [step 1], the hull of
// two bases. All integer: orientations in int128, the rational centre c(B)
// compared by scaling the polygon by B's vertex count.

#include "geometry/los/systems/tabletop/tabletop_table.h"

#include "geometry/los/systems/tabletop/table_checks.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace crestline::geometry::los::tabletop {

namespace {


void requireOutline(const Polygon& poly, const std::string& what)
{
    if (poly.size() < 3) throw std::invalid_argument(what + ": fewer than 3 vertices");
    for (const TablePoint& p : poly)
        if (p.x > kMaxCoord || p.x < -kMaxCoord || p.y > kMaxCoord || p.y < -kMaxCoord)
            throw std::invalid_argument(what + ": coordinate (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                                        ") beyond 100000 inches");
}

} // namespace

int orient(TablePoint a, TablePoint b, TablePoint c)
{
    return sign((Int128)(b.x - a.x) * (c.y - a.y) - (Int128)(b.y - a.y) * (c.x - a.x));
}

bool onSegment(TablePoint a, TablePoint b, TablePoint p)
{
    return orient(a, b, p) == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

bool segmentsMeet(TablePoint a, TablePoint b, TablePoint c, TablePoint d)
{
    const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
    if (o1 * o2 < 0 && o3 * o4 < 0) return true;
    return onSegment(a, b, c) || onSegment(a, b, d) || onSegment(c, d, a) || onSegment(c, d, b);
}

Place placeOfPoint(const Polygon& poly, TablePoint p)
{
    bool inside = false;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        const TablePoint a = poly[i], b = poly[(i + 1) % n];
        if (onSegment(a, b, p)) return Place::OnBoundary;
        // Half-open rule on y: an edge counts if it spans p.y from below or above.
        if ((a.y > p.y) != (b.y > p.y)) {
            const int o = orient(a, b, p);
            if ((b.y > a.y) ? o > 0 : o < 0) inside = !inside;
        }
    }
    return inside ? Place::Inside : Place::Outside;
}

std::string_view pieceKindName(PieceKind k)
{
    switch (k) {
    case PieceKind::Forest: return "forest";
    case PieceKind::Field: return "field";
    case PieceKind::Building: return "building";
    case PieceKind::Smoke: return "smoke";
    case PieceKind::Wall: return "wall";
    case PieceKind::Fence: return "fence";
    case PieceKind::Bocage: return "bocage";
    case PieceKind::Hill: return "hill";
    }
    return "?";
}

PieceFamily familyOf(PieceKind k)
{
    switch (k) {
    case PieceKind::Wall:
    case PieceKind::Fence:
    case PieceKind::Bocage: return PieceFamily::Linear;
    case PieceKind::Hill: return PieceFamily::Hill;
    default: return PieceFamily::Area;
    }
}

Int128 twiceArea(const Polygon& p)
{
    Int128 a = 0;
    for (std::size_t i = 0, n = p.size(); i < n; ++i) {
        const TablePoint u = p[i], v = p[(i + 1) % n];
        a += (Int128)u.x * v.y - (Int128)v.x * u.y;
    }
    return a;
}

void requireValidPiece(const Piece& piece)
{
    const std::string what = "piece " + std::to_string(piece.id) + " (" + std::string(pieceKindName(piece.kind)) + ")";
    requireOutline(piece.outline, what);
    // Near-linear (a sweep, table_checks.cpp): a piece of 100,000 vertices is checked in a fraction of a second.
    if (const auto fault = checks::outlineFault(piece.outline)) {
        const std::string i = std::to_string(fault->i), j = std::to_string(fault->j);
        switch (fault->kind) {
        case checks::OutlineFault::Kind::RepeatedVertex: throw std::invalid_argument(what + ": repeated vertex " + i);
        case checks::OutlineFault::Kind::Overlap: throw std::invalid_argument(what + ": edges " + i + " and " + j + " overlap");
        case checks::OutlineFault::Kind::Meet: throw std::invalid_argument(what + ": not simple, edges " + i + " and " + j + " meet");
        case checks::OutlineFault::Kind::Unnamed:
            throw std::invalid_argument(what + ": not simple (edges meet; the pair was not named: more than " +
                                        std::to_string(checks::kFaultSearchPairs) + " candidate pairs)");
        }
    }
    if (twiceArea(piece.outline) <= 0) throw std::invalid_argument(what + ": outline is not counter-clockwise");
    if (piece.height < 0) throw std::invalid_argument(what + ": negative height");
}

void requireValidTeam(const Team& team)
{
    const std::string what = "team " + std::to_string(team.id);
    requireOutline(team.base, what);
    const std::size_t n = team.base.size();
    for (std::size_t i = 0; i < n; ++i)
        if (orient(team.base[i], team.base[(i + 1) % n], team.base[(i + 2) % n]) <= 0)
            throw std::invalid_argument(what + ": base is not strictly convex and counter-clockwise at vertex " + std::to_string((i + 1) % n));
    // Left turns everywhere could still wind twice round (a pentagram); a fan from vertex 0 cannot.
    const TablePoint o = team.base[0];
    for (std::size_t i = 1; i + 1 < n; ++i)
        if (orient(o, team.base[i], team.base[i + 1]) <= 0)
            throw std::invalid_argument(what + ": base winds more than once");
    if (team.height < 0) throw std::invalid_argument(what + ": negative height");
}

Place placeOfCentre(const Polygon& base, const Polygon& polygon)
{
    const Thou n = Thou(base.size());
    TablePoint sum;
    for (const TablePoint& p : base) sum = {sum.x + p.x, sum.y + p.y};
    Polygon scaled;
    scaled.reserve(polygon.size());
    for (const TablePoint& p : polygon) scaled.push_back({p.x * n, p.y * n});
    return placeOfPoint(scaled, sum);
}

bool basesTouch(const Polygon& a, const Polygon& b)
{
    // Separating axis: closed convex polygons are disjoint iff an edge of one
    // has every vertex of the other strictly on its outer (right) side.
    const auto separates = [](const Polygon& p, const Polygon& q) {
        for (std::size_t i = 0, n = p.size(); i < n; ++i) {
            const TablePoint u = p[i], v = p[(i + 1) % n];
            if (std::all_of(q.begin(), q.end(), [&](TablePoint w) { return orient(u, v, w) < 0; })) return true;
        }
        return false;
    };
    return !separates(a, b) && !separates(b, a);
}

Polygon hullOf(const Polygon& a, const Polygon& b)
{
    std::vector<TablePoint> pts(a);
    pts.insert(pts.end(), b.begin(), b.end());
    std::sort(pts.begin(), pts.end());
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    if (pts.size() < 3) return pts;
    // Andrew's monotone chain; collinear points dropped.
    Polygon h(2 * pts.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && orient(h[k - 2], h[k - 1], pts[i]) <= 0) --k;
        h[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && orient(h[k - 2], h[k - 1], pts[i]) <= 0) --k;
        h[k++] = pts[i];
    }
    h.resize(k - 1);
    return h;
}

bool boxesMeet(const Polygon& a, const Polygon& b)
{
    const auto box = [](const Polygon& p) {
        Thou x0 = p[0].x, x1 = p[0].x, y0 = p[0].y, y1 = p[0].y;
        for (const TablePoint& q : p) {
            x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
        }
        return std::array<Thou, 4>{x0, x1, y0, y1};
    };
    const auto ba = box(a), bb = box(b);
    return ba[0] <= bb[1] && bb[0] <= ba[1] && ba[2] <= bb[3] && bb[2] <= ba[3];
}

} // namespace crestline::geometry::los::tabletop
