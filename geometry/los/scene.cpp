// The hex grid is the spatial index: each hex lists the artwork whose closed
// region meets its closed hexagon (exact test), with only the artwork edges
// that touch the closed hexagon (exact): a hex with none is wholly inside.

#include "geometry/los/scene.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cmath>

namespace crestline::geometry::los {

namespace {

Box hexBox(const HexGrid& grid, OffsetCoord h)
{
    const IPoint c = grid.centre(h);
    return {double(c.u - 2), double(c.v - 2), double(c.u + 2), double(c.v + 2)};
}

Box edgeBox(Point a, Point b)
{
    Box x = Box::of(a);
    x.expand(b);
    return x;
}

/// On-map hexes whose boxes meet `box`.
std::vector<OffsetCoord> hexesInBox(const HexGrid& grid, const Box& box)
{
    const bool flat = grid.spec().orientation == HexOrientation::FlatTop;
    const double minA = flat ? box.minU : box.minV, maxA = flat ? box.maxU : box.maxV;
    const double minB = flat ? box.minV : box.minU, maxB = flat ? box.maxV : box.maxU;
    const int lastA = (flat ? grid.columns() : grid.rows()) - 1;
    const int lastB = (flat ? grid.rows() : grid.columns()) - 1;
    auto clampI = [](double x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : int(x)); };
    const int a0 = clampI(std::floor((minA - 2) / 3), 0, lastA), a1 = clampI(std::ceil((maxA + 2) / 3), 0, lastA);
    const int b0 = clampI(std::floor((minB - 3) / 2), 0, lastB), b1 = clampI(std::ceil((maxB + 2) / 2), 0, lastB);
    std::vector<OffsetCoord> out;
    for (int a = a0; a <= a1; ++a)
        for (int b = b0; b <= b1; ++b) {
            const OffsetCoord h = flat ? OffsetCoord{a, b} : OffsetCoord{b, a};
            if (hexBox(grid, h).intersects(box)) out.push_back(h);
        }
    return out;
}

} // namespace

Scene::Scene(HexGrid grid, std::vector<Artwork> artwork, std::vector<int> hexLevels)
    : m_grid(std::move(grid))
    , m_artwork(std::move(artwork))
    , m_hexLevels(std::move(hexLevels))
{
    m_hexLevels.resize(std::size_t(std::max(0, m_grid.count())), 0);
    buildIndex();
}

void Scene::buildIndex()
{
    m_index.assign(std::size_t(std::max(0, m_grid.count())), {});
    m_boxes.clear();
    for (const Artwork& art : m_artwork) m_boxes.push_back(boundingBox(art.shape.outer));
    for (std::size_t ai = 0; ai < m_artwork.size(); ++ai) {
        const Artwork& art = m_artwork[ai];
        if (art.shape.outer.empty()) continue;
        Box box = boundingBox(art.shape.outer);
        for (const OffsetCoord& h : hexesInBox(m_grid, box)) {
            const Ring hexagon = m_grid.hexagon(h);
            const bool touches = art.isLine ? polylineTouchesConvex(art.shape.outer, hexagon) : polygonTouchesConvex(art.shape, hexagon);
            if (!touches) continue;
            HexCandidate c;
            c.artwork = std::int32_t(ai);
            c.edgeBegin = std::int32_t(m_edges.size());
            const Box hb = hexBox(m_grid, h);
            auto addRing = [&](const Ring& r, bool closed) {
                const std::size_t n = r.size();
                const std::size_t count = closed ? n : (n > 0 ? n - 1 : 0);
                for (std::size_t i = 0; i < count; ++i) {
                    const Point a = r[i], b = r[(i + 1) % n];
                    if (edgeBox(a, b).intersects(hb) && segmentTouchesConvex(a, b, hexagon)) m_edges.push_back({a, b});
                }
                if (!closed && n == 1 && segmentTouchesConvex(r[0], r[0], hexagon)) m_edges.push_back({r[0], r[0]});
            };
            addRing(art.shape.outer, !art.isLine);
            if (!art.isLine)
                for (const Ring& hole : art.shape.holes) addRing(hole, true);
            c.edgeEnd = std::int32_t(m_edges.size());
            c.centreInside = !art.isLine && sideOfPolygon(art.shape, m_grid.centre(h).toPoint()) == Side::Inside;
            c.hexIndex = std::int32_t(m_grid.index(h));
            if (!art.isLine && c.edgeEnd > c.edgeBegin)
                for (int k = 0; k < 6; ++k) {
                    const Side sd = sideOfPolygon(art.shape, hexagon[std::size_t(k)]);
                    if (sd == Side::Inside) c.cornersInside |= std::uint8_t(1u << k);
                    if (sd == Side::Outside) c.cornersOutside |= std::uint8_t(1u << k);
                }
            m_index[std::size_t(m_grid.index(h))].push_back(c);
        }
    }
}

} // namespace crestline::geometry::los
