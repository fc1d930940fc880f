#include "geometry/los/shadows.h"

#include "geometry/exact.h"
#include "geometry/los/viewer_arcs.h"

#include <algorithm>
#include <cmath>

namespace crestline::geometry::los {

namespace {

using viewer_arcs::arcOf;
using viewer_arcs::gap2;
using viewer_arcs::smallEnough;

// A speed filter only (which pieces to try); every answer comes from the exact tests.
constexpr int kMaxShadowTries = 6;

} // namespace

int ViewerShadows::binOf(double du, double dv) const
{
    return viewer_arcs::binOf(du, dv, m_binCount);
}

bool ViewerShadows::apartFromHex(const Box& b, IPoint c) const
{
    // The hexagon lies in its centre +- the half extents (exact comparisons).
    return b.maxU < double(c.u) - m_halfU || b.minU > double(c.u) + m_halfU || b.maxV < double(c.v) - m_halfV || b.minV > double(c.v) + m_halfV;
}

ViewerShadows::ViewerShadows(const Scene& scene, OffsetCoord viewer)
    : m_scene(scene)
    , m_centre(scene.grid().centre(viewer))
{
    const HexGrid& grid = scene.grid();
    const Point c = m_centre.toPoint();
    if (grid.spec().orientation == HexOrientation::PointyTop) std::swap(m_halfU, m_halfV);
    // About one bin per eight hexes of the map's hex count (64..2048).
    m_binCount = 64;
    while (m_binCount < 2048 && m_binCount * 8 < grid.count()) m_binCount *= 2;
    auto add = [&](const Box& box, Point first, Point last, bool levelArea, int level) {
        Piece p;
        // Integer box (outward rounding is exact) for the exact integer tests.
        p.minU = std::int64_t(std::floor(box.minU));
        p.minV = std::int64_t(std::floor(box.minV));
        p.maxU = std::int64_t(std::ceil(box.maxU));
        p.maxV = std::int64_t(std::ceil(box.maxV));
        p.near2 = gap2(p.minU - m_centre.u, p.maxU - m_centre.u) + gap2(p.minV - m_centre.v, p.maxV - m_centre.v);
        p.box = box;
        p.first = first;
        p.last = last;
        p.levelArea = levelArea;
        p.level = level;
        m_pieces.push_back(p);
    };
    // An obstacle a road runs through may let a string along the road pass [FF 24.8].
    auto blocks = [](const Artwork& art) {
        return (art.role == ArtworkRole::LevelArea && art.level > 0) || (art.role == ArtworkRole::Obstacle && !art.roadOpens);
    };
    // Whole pieces of artwork. No test of the map's edge is needed: a string
    // between two on-map centre dots never enters an off-map hex
    // (tests/los/shadows_test.cpp walks every pair of small grids of each
    // shape), so where it meets artwork it meets it in an on-map hex.
    for (std::size_t i = 0; i < scene.artwork().size(); ++i) {
        const Artwork& art = scene.artwork()[i];
        const Ring& ring = art.shape.outer;
        if (!blocks(art) || ring.empty()) continue;
        const Box& box = scene.artworkBox(int(i));
        if (!smallEnough(box) || !apartFromHex(box, m_centre)) continue; // may reach into the viewer's hex
        Point first, last;
        if (arcOf(c, ring.data(), ring.data() + ring.size(), first, last)) add(box, first, last, art.role == ArtworkRole::LevelArea, art.level);
    }
    // Hexes wholly inside blocking artwork: a string touching such a hex
    // touches the artwork. They stand in for large pieces that wrap round
    // the viewer or reach into an end hex.
    for (const SolidHex& solid : scene.solidHexes()) {
        const OffsetCoord hex = grid.fromIndex(solid.hexIndex);
        const IPoint hc = grid.centre(hex);
        const Box hb{double(hc.u) - m_halfU, double(hc.v) - m_halfV, double(hc.u) + m_halfU, double(hc.v) + m_halfV};
        if (!apartFromHex(hb, m_centre)) continue;
        const auto corners = grid.corners(hex);
        IPoint first, last;
        if (!arcOf(m_centre, corners.data(), corners.data() + corners.size(), first, last)) continue;
        if (solid.levelArea != SolidHex::kNone) add(hb, first.toPoint(), last.toPoint(), true, solid.levelArea);
        if (solid.obstacle != SolidHex::kNone) add(hb, first.toPoint(), last.toPoint(), false, solid.obstacle);
    }
    // Direction bins (compressed rows), each listing its pieces nearest first.
    // Bins come from rounded pseudo-angles: a piece filed one bin off costs
    // only a missed shortcut, never a wrong answer.
    std::vector<std::int32_t> order(m_pieces.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = std::int32_t(i);
    std::sort(order.begin(), order.end(), [&](std::int32_t x, std::int32_t y) { return m_pieces[std::size_t(x)].near2 < m_pieces[std::size_t(y)].near2; });
    std::vector<std::pair<int, int>> arcs(m_pieces.size()); // first and last bin per piece
    const int mask = m_binCount - 1;                        // a power of two
    for (std::size_t i = 0; i < m_pieces.size(); ++i) {
        const Piece& p = m_pieces[i];
        int b0 = binOf(p.first.u - c.u, p.first.v - c.v), b1 = binOf(p.last.u - c.u, p.last.v - c.v);
        if (((b1 - b0) & mask) > m_binCount / 2 + 1) std::swap(b0, b1); // rounding on a hair-thin arc
        arcs[i] = {b0, b1};
    }
    m_binStart.assign(std::size_t(m_binCount) + 1, 0);
    for (const auto& [b0, b1] : arcs)
        for (int b = b0;; b = (b + 1) & mask) {
            ++m_binStart[std::size_t(b) + 1];
            if (b == b1) break;
        }
    for (int b = 0; b < m_binCount; ++b) m_binStart[std::size_t(b) + 1] += m_binStart[std::size_t(b)];
    m_bins.resize(std::size_t(m_binStart[std::size_t(m_binCount)]));
    std::vector<std::int32_t> fill(m_binStart.begin(), m_binStart.end() - 1);
    for (const std::int32_t i : order)
        for (int b = arcs[std::size_t(i)].first;; b = (b + 1) & mask) {
            m_bins[std::size_t(fill[std::size_t(b)]++)] = i;
            if (b == arcs[std::size_t(i)].second) break;
        }
}

bool ViewerShadows::certainlyBlocked(OffsetCoord to, const BlockingLevels& blocking) const
{
    const IPoint t = m_scene.grid().centre(to);
    const std::int64_t du = t.u - m_centre.u, dv = t.v - m_centre.v;
    const std::int64_t d2 = du * du + dv * dv;
    if (d2 == 0) return false;
    const Point c = m_centre.toPoint(), tp = t.toPoint();
    const int bin = binOf(double(du), double(dv));
    int tries = 0;
    for (std::int32_t k = m_binStart[std::size_t(bin)]; k < m_binStart[std::size_t(bin) + 1]; ++k) {
        const Piece& p = m_pieces[std::size_t(m_bins[std::size_t(k)])];
        // A piece no nearer than the target's centre dot is beyond the string.
        if (p.near2 >= d2) break;
        if (p.level < (p.levelArea ? blocking.levelArea : blocking.obstacle)) continue;
        if (!apartFromHex(p.box, t)) continue;
        // Wholly before the target's centre dot along the string: the box's
        // support in the string's direction, s * |D|^2 <= |D|^2 (integers).
        const std::int64_t support = (du >= 0 ? p.maxU - m_centre.u : p.minU - m_centre.u) * du + (dv >= 0 ? p.maxV - m_centre.v : p.minV - m_centre.v) * dv;
        if (support > d2) continue;
        // The string's direction lies in the piece's closed arc: it meets the piece.
        if (orientation(c, p.first, tp) >= 0 && orientation(c, tp, p.last) >= 0) return true;
        if (++tries == kMaxShadowTries) break;
    }
    return false;
}

} // namespace crestline::geometry::los
