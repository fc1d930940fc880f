// Area-to-hex relations by local edges (see area_hexes.h). Why it gives the
// same answers as the whole-polygon predicates of geometry/exact.h:
// * a hex no edge touches has no boundary point in it, so all of it is
//   inside or all outside, and so is any hex joined to it through such hexes
//   (their union is connected and misses the boundary): one test a run;
// * a polygon vertex strictly inside a hexagon, an edge crossing a hexagon
//   side, an edge entering its interior all involve an edge touching it;
// * a touching edge none of whose ends is strictly inside meets the
//   hexagon's boundary, so "boundary contact" holds whenever the list is
//   not empty, and then only the centre decides (exact: integer lattice).

#include "maps/area_hexes.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

namespace crestline::maps {

using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;

HexRange hexRange(const geometry::HexGrid& grid, const geometry::Box& box)
{
    const bool flat = grid.spec().orientation == geometry::HexOrientation::FlatTop;
    // Along the axis of spacing 3 a hex spans centre +-2; along spacing 2 it spans centre +-1 (plus the half-hex shove).
    const double minA = flat ? box.minU : box.minV, maxA = flat ? box.maxU : box.maxV;
    const double minB = flat ? box.minV : box.minU, maxB = flat ? box.maxV : box.maxU;
    auto clampTo = [](double x, int hi) { return x >= hi ? hi : x >= -1.0 ? int(x) : -1; }; // NaN: -1
    const int countA = flat ? grid.columns() : grid.rows(), countB = flat ? grid.rows() : grid.columns();
    const int a0 = clampTo(std::floor((minA - 2) / 3) - 1, countA), a1 = clampTo(std::ceil((maxA + 2) / 3) + 1, countA);
    const int b0 = clampTo(std::floor((minB - 2) / 2) - 1, countB), b1 = clampTo(std::ceil((maxB + 1) / 2) + 1, countB);
    return flat ? HexRange{a0, a1, b0, b1} : HexRange{b0, b1, a0, a1};
}

namespace {

using Edge = std::pair<Point, Point>;

/// Hexes whose bounding boxes meet `box`, within `range` (no margin: a
/// closed hexagon lies in its box, centre +-2 across the columns of spacing
/// 3 and +-1 along them, where centres sit at 2k or 2k + 1).
HexRange boxHexes(const geometry::HexGrid& grid, const geometry::Box& box, const HexRange& range)
{
    const bool flat = grid.spec().orientation == geometry::HexOrientation::FlatTop;
    const double minA = flat ? box.minU : box.minV, maxA = flat ? box.maxU : box.maxV;
    const double minB = flat ? box.minV : box.minU, maxB = flat ? box.maxV : box.maxU;
    // Clamped to `range` (widened by one) while still doubles: an edge far
    // off the map must not overflow the conversion to int.
    const double loA = (flat ? range.col0 : range.row0) - 1.0, hiA = (flat ? range.col1 : range.row1) + 1.0;
    const double loB = (flat ? range.row0 : range.col0) - 1.0, hiB = (flat ? range.row1 : range.col1) + 1.0;
    auto within = [](double x, double lo, double hi) { return x >= hi ? int(hi) : x >= lo ? int(x) : int(lo); }; // NaN: lo
    const int a0 = within(std::ceil((minA - 2) / 3), loA, hiA), a1 = within(std::floor((maxA + 2) / 3), loA, hiA);
    const int b0 = within(std::ceil((minB - 2) / 2), loB, hiB), b1 = within(std::floor((maxB + 1) / 2), loB, hiB);
    const HexRange r = flat ? HexRange{a0, a1, b0, b1} : HexRange{b0, b1, a0, a1};
    return {std::max(r.col0, range.col0), std::min(r.col1, range.col1), std::max(r.row0, range.row0), std::min(r.row1, range.row1)};
}

/// A point strictly inside the convex hexagon (as geometry::polylineEntersConvex({p}, hexagon)).
bool strictlyInside(const Ring& hexagon, Point p)
{
    const std::size_t n = hexagon.size();
    for (std::size_t i = 0; i < n; ++i)
        if (geometry::orientation(hexagon[i], hexagon[(i + 1) % n], p) <= 0) return false;
    return n >= 3;
}

/// A point of the closed convex hexagon.
bool inClosed(const Ring& hexagon, Point p)
{
    const std::size_t n = hexagon.size();
    for (std::size_t i = 0; i < n; ++i)
        if (geometry::orientation(hexagon[i], hexagon[(i + 1) % n], p) < 0) return false;
    return n >= 3;
}

/// The closed segment ab meets the open hexagon: geometry::polylineEntersConvex({a, b}, hexagon)
/// with orientation tests only (no rationals, no allocation). Why it agrees:
/// an end strictly inside, or a proper crossing of a side, enters. Otherwise
/// ab meets the closed hexagon (convex) in a piece [X, Y] whose ends are ends
/// of ab or hexagon corners on ab (a boundary point met elsewhere would be a
/// proper crossing). If ab lies on a side's line, that line supports the
/// hexagon and nothing enters; if not, a piece of positive length (two
/// distinct such points) is a chord not on any side, whose inside is open.
bool segmentEnters(Point a, Point b, const Ring& hexagon)
{
    const std::size_t n = hexagon.size();
    if (n < 3) return false;
    if (strictlyInside(hexagon, a) || strictlyInside(hexagon, b)) return true;
    for (std::size_t j = 0; j < n; ++j)
        if (geometry::segmentsCrossProperly(a, b, hexagon[j], hexagon[(j + 1) % n])) return true;
    for (std::size_t j = 0; j < n; ++j)
        if (geometry::orientation(hexagon[j], hexagon[(j + 1) % n], a) == 0 && geometry::orientation(hexagon[j], hexagon[(j + 1) % n], b) == 0)
            return false;
    Point first{};
    int points = 0;
    auto add = [&](Point p) {
        if (points == 0) {
            first = p;
            points = 1;
        } else if (!(p.u == first.u && p.v == first.v)) {
            points = 2;
        }
    };
    if (inClosed(hexagon, a)) add(a);
    if (inClosed(hexagon, b)) add(b);
    for (std::size_t j = 0; j < n && points < 2; ++j) {
        const Point c = hexagon[j];
        if (geometry::orientation(a, b, c) == 0 && c.u >= std::min(a.u, b.u) && c.u <= std::max(a.u, b.u) && c.v >= std::min(a.v, b.v) &&
            c.v <= std::max(a.v, b.v))
            add(c);
    }
    return points == 2;
}

} // namespace

std::vector<AreaInHex> areaHexes(const geometry::HexGrid& grid, const geometry::PolygonWithHoles& area, HexRange range)
{
    std::vector<AreaInHex> out;
    if (range.empty() || area.outer.empty()) return out;
    const std::size_t width = std::size_t(range.col1 - range.col0 + 1), height = std::size_t(range.row1 - range.row0 + 1);
    auto cellOf = [&](OffsetCoord h) { return std::size_t(h.row - range.row0) * width + std::size_t(h.col - range.col0); };
    auto inRange = [&](OffsetCoord h) { return h.col >= range.col0 && h.col <= range.col1 && h.row >= range.row0 && h.row <= range.row1; };
    std::vector<std::vector<Edge>> touching(width * height);
    std::vector<Ring> hexagons(width * height); // made on first use
    auto hexagonOf = [&](OffsetCoord h) -> const Ring& {
        Ring& r = hexagons[cellOf(h)];
        if (r.empty()) r = grid.hexagon(h);
        return r;
    };
    auto addRing = [&](const Ring& r) {
        for (std::size_t i = 0; i < r.size(); ++i) {
            const Point a = r[i], b = r[(i + 1) % r.size()];
            geometry::Box box = geometry::Box::of(a);
            box.expand(b);
            const HexRange near = boxHexes(grid, box, range);
            for (int col = near.col0; col <= near.col1; ++col)
                for (int row = near.row0; row <= near.row1; ++row)
                    if (geometry::segmentTouchesConvex(a, b, hexagonOf({col, row}))) touching[cellOf({col, row})].push_back({a, b});
        }
    };
    addRing(area.outer);
    for (const Ring& hole : area.holes) addRing(hole);

    // Hexes the boundary does not reach: one inside test per connected run.
    std::vector<std::int8_t> inside(width * height, -1);
    std::vector<OffsetCoord> run;
    for (int row = range.row0; row <= range.row1; ++row)
        for (int col = range.col0; col <= range.col1; ++col) {
            const OffsetCoord start{col, row};
            if (!touching[cellOf(start)].empty() || inside[cellOf(start)] >= 0) continue;
            const std::int8_t status = geometry::sideOfPolygon(area, grid.centre(start).toPoint()) == geometry::Side::Inside ? 1 : 0;
            inside[cellOf(start)] = status;
            run.assign(1, start);
            while (!run.empty()) {
                const OffsetCoord h = run.back();
                run.pop_back();
                for (int k = 0; k < 6; ++k) {
                    const OffsetCoord n = grid.neighbour(h, k);
                    if (!inRange(n) || !touching[cellOf(n)].empty() || inside[cellOf(n)] >= 0) continue;
                    inside[cellOf(n)] = status;
                    run.push_back(n);
                }
            }
        }

    for (int row = range.row0; row <= range.row1; ++row)
        for (int col = range.col0; col <= range.col1; ++col) {
            const OffsetCoord h{col, row};
            const std::vector<Edge>& edges = touching[cellOf(h)];
            if (edges.empty()) {
                if (inside[cellOf(h)] == 1) out.push_back({h, true, false, false});
                continue;
            }
            const Ring& hexagon = hexagonOf(h);
            // Each edge's test once, exact without rationals (segmentEnters).
            const bool enters = std::any_of(edges.begin(), edges.end(), [&](const Edge& e) { return segmentEnters(e.first, e.second, hexagon); });
            // polygonOverlapsConvex: a vertex strictly inside, a proper crossing
            // of a side or an edge through the open hexagon all are an edge
            // entering it; if none does, the hexagon is wholly inside or wholly
            // outside and its centre decides (exact: integer lattice).
            const bool overlaps = enters || geometry::sideOfPolygon(area, grid.centre(h).toPoint()) == geometry::Side::Inside;
            out.push_back({h, overlaps, true, enters});
        }
    return out;
}

} // namespace crestline::maps
