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

ShadowSources::ShadowSources(const Scene& scene)
    : solid(scene.solidHexes())
{
    const HexGrid& grid = scene.grid();
    openedOf.assign(scene.artwork().size(), -1);
    for (std::size_t i = 0; i < scene.artwork().size(); ++i) {
        const Artwork& art = scene.artwork()[i];
        if ((art.role != ArtworkRole::Obstacle && art.role != ArtworkRole::Hindrance) || !art.roadOpens || art.shape.outer.empty()) continue;
        openedOf[i] = std::int32_t(opened.size());
        opened.push_back({std::int32_t(i), 0, 0});
    }
    if (!opened.empty()) addOpened(scene, grid);
    // Interior solid hexes: every neighbour on the map and at least as solid.
    // A string from a viewer two hexes away or more reaches one only through
    // a neighbour, so only those beside the viewer are needed.
    std::vector<std::int32_t> at(std::size_t(std::max(0, grid.count())), -1);
    for (std::size_t k = 0; k < solid.size(); ++k) at[std::size_t(solid[k].hexIndex)] = std::int32_t(k);
    interiorAt.assign(std::size_t(std::max(0, grid.count())), -1);
    std::vector<SolidHex> boundary;
    for (const SolidHex& s : solid) {
        const OffsetCoord hex = grid.fromIndex(s.hexIndex);
        bool inner = true;
        for (int side = 0; side < 6 && inner; ++side) {
            const OffsetCoord n = grid.neighbour(hex, side);
            const std::int32_t k = grid.contains(n) ? at[std::size_t(grid.index(n))] : -1;
            inner = k >= 0 && solid[std::size_t(k)].levelArea >= s.levelArea && solid[std::size_t(k)].obstacle >= s.obstacle;
        }
        if (inner) {
            interiorAt[std::size_t(s.hexIndex)] = std::int32_t(interior.size());
            interior.push_back(s);
        } else {
            boundary.push_back(s);
        }
    }
    solid = std::move(boundary);
}

void ShadowSources::addOpened(const Scene& scene, const HexGrid& grid)
{
    // Per hex: an obstacle a road runs through counts as solid there when
    // the hexagon lies wholly inside it and no corridor meets the hex
    // (nothing of that hex's terrain is then passed [FF 24.8]); where a
    // corridor meets the hex, the hex is one of the obstacle's road hexes.
    // Hindrances a road runs through get their road hexes too (for the
    // sweep), never a solid hex.
    std::vector<std::vector<std::int32_t>> hexesOf(opened.size());
    std::vector<SolidHex> extra;
    corridorStart.assign(std::size_t(grid.count()) + 1, 0);
    for (int h = 0; h < grid.count(); ++h) {
        const auto& candidates = scene.candidates(grid.fromIndex(h));
        for (const HexCandidate& c : candidates)
            if (scene.artwork()[std::size_t(c.artwork)].role == ArtworkRole::RoadCorridor) corridors.push_back(c.artwork);
        corridorStart[std::size_t(h) + 1] = std::int32_t(corridors.size());
        const bool corridor = corridorStart[std::size_t(h) + 1] > corridorStart[std::size_t(h)];
        SolidHex s;
        s.hexIndex = h;
        for (const HexCandidate& c : candidates) {
            const std::int32_t k = openedOf[std::size_t(c.artwork)];
            if (k < 0) continue;
            const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
            if (corridor) hexesOf[std::size_t(k)].push_back(h);
            else if (art.role == ArtworkRole::Obstacle && c.edgeBegin == c.edgeEnd && c.centreInside) s.obstacle = std::max(s.obstacle, art.level);
        }
        if (s.obstacle != SolidHex::kNone) extra.push_back(s);
    }
    for (std::size_t k = 0; k < opened.size(); ++k) {
        opened[k].roadBegin = std::int32_t(roadHexes.size());
        roadHexes.insert(roadHexes.end(), hexesOf[k].begin(), hexesOf[k].end());
        opened[k].roadEnd = std::int32_t(roadHexes.size());
    }
    // Merge by hex index (both lists ascend).
    std::vector<SolidHex> merged;
    merged.reserve(solid.size() + extra.size());
    std::size_t a = 0, b = 0;
    while (a < solid.size() || b < extra.size()) {
        if (b == extra.size() || (a < solid.size() && solid[a].hexIndex < extra[b].hexIndex)) merged.push_back(solid[a++]);
        else if (a == solid.size() || extra[b].hexIndex < solid[a].hexIndex) merged.push_back(extra[b++]);
        else {
            SolidHex s = solid[a++];
            s.obstacle = std::max(s.obstacle, extra[b++].obstacle);
            merged.push_back(s);
        }
    }
    solid = std::move(merged);
}

int ViewerShadows::binOf(double du, double dv) const
{
    return viewer_arcs::binOf(du, dv, m_binCount);
}

bool ViewerShadows::apart(const Box& b, IPoint c) const
{
    // The hexagon lies in its centre +- the half extents (exact comparisons).
    return b.maxU < double(c.u - m_halfU) || b.minU > double(c.u + m_halfU) || b.maxV < double(c.v - m_halfV) || b.minV > double(c.v + m_halfV);
}

ViewerShadows::ViewerShadows(const Scene& scene, OffsetCoord viewer)
    : m_scene(scene)
{
    m_own.emplace(scene);
    m_sources = &*m_own;
    reset(viewer);
}

ViewerShadows::ViewerShadows(const Scene& scene, const ShadowSources* sources, OffsetCoord viewer)
    : m_scene(scene)
    , m_sources(sources)
{
    reset(viewer);
}

void ViewerShadows::reset(OffsetCoord viewer, const StringReach* reach, viewer_arcs::ArcMemo* arcs)
{
    const Scene& scene = m_scene;
    const HexGrid& grid = scene.grid();
    m_centre = grid.centre(viewer);
    const Point c = m_centre.toPoint();
    if (arcs && !(arcs->centre() == c)) arcs = nullptr; // another viewer's
    const int viewerIndex = grid.index(viewer);
    m_halfU = 2;
    m_halfV = 1;
    if (grid.spec().orientation == HexOrientation::PointyTop) std::swap(m_halfU, m_halfV);
    // About one bin per eight hexes of the map's hex count (64..2048).
    m_binCount = 64;
    while (m_binCount < 2048 && m_binCount * 8 < grid.count()) m_binCount *= 2;
    m_pieces.clear();
    m_roads.clear();
    auto piece = [&](const Box& box, Point first, Point last, Kind kind, bool levelArea, int level) {
        Piece p{};
        // Integer box (outward rounding is exact) for the exact integer tests.
        p.minU = std::int64_t(std::floor(box.minU));
        p.minV = std::int64_t(std::floor(box.minV));
        p.maxU = std::int64_t(std::ceil(box.maxU));
        p.maxV = std::int64_t(std::ceil(box.maxV));
        p.box = box;
        p.near2 = gap2(p.minU - m_centre.u, p.maxU - m_centre.u) + gap2(p.minV - m_centre.v, p.maxV - m_centre.v);
        p.first = first;
        p.last = last;
        p.kind = kind;
        p.levelArea = levelArea;
        p.level = level;
        return p;
    };
    // Whole pieces of artwork, their box (rounded outward to integers)
    // apart from the viewer's hex. No test of the map's edge is needed: a
    // string between two on-map centre dots never enters an off-map hex
    // (tests/los/shadows_test.cpp walks every pair of small grids of each
    // shape), so where it meets artwork it meets it in an on-map hex.
    auto whole = [&](std::size_t i, Point& first, Point& last) {
        const Ring& ring = scene.artwork()[i].shape.outer;
        const Box& box = scene.artworkBox(int(i));
        if (ring.empty() || !smallEnough(box) || !apart(box, m_centre)) return false; // may reach into the viewer's hex
        if (reach && reach->apart(box)) return false;                                 // no string asked about touches it
        return arcs ? arcs->arc(i, ring, first, last) : arcOf(c, ring.data(), ring.data() + ring.size(), first, last);
    };
    for (std::size_t i = 0; i < scene.artwork().size(); ++i) {
        const Artwork& art = scene.artwork()[i];
        const bool blocks = (art.role == ArtworkRole::LevelArea && art.level > 0) || (art.role == ArtworkRole::Obstacle && !art.roadOpens);
        Point first, last;
        if (blocks && whole(i, first, last)) m_pieces.push_back(piece(scene.artworkBox(int(i)), first, last, Kind::Artwork, art.role == ArtworkRole::LevelArea, art.level));
    }
    // Obstacles a road runs through [FF 24.8], with the hexes where a corridor meets them.
    static const std::vector<ShadowSources::Opened> kNoneOpened;
    for (const ShadowSources::Opened& o : m_sources ? m_sources->opened : kNoneOpened) {
        if (scene.artwork()[std::size_t(o.artwork)].role != ArtworkRole::Obstacle) continue; // a hindrance never blocks
        Point first, last;
        if (!whole(std::size_t(o.artwork), first, last)) continue;
        Piece p = piece(scene.artworkBox(o.artwork), first, last, Kind::Opened, false, scene.artwork()[std::size_t(o.artwork)].level);
        p.ref = std::int32_t(m_roads.size());
        bool usable = true;
        for (std::int32_t k = o.roadBegin; k < o.roadEnd && usable; ++k) {
            const int h = m_sources->roadHexes[std::size_t(k)];
            const OffsetCoord hex = grid.fromIndex(h);
            const IPoint hc = grid.centre(hex);
            RoadHex r{hc.u - m_halfU, hc.v - m_halfV, hc.u + m_halfU, hc.v + m_halfV, {}, {}, h, h == viewerIndex};
            if (!r.viewer) {
                const auto corners = grid.corners(hex);
                IPoint f, l;
                usable = arcOf(m_centre, corners.data(), corners.data() + corners.size(), f, l);
                r.first = f.toPoint();
                r.last = l.toPoint();
            }
            m_roads.push_back(r);
        }
        if (!usable) {
            m_roads.resize(std::size_t(p.ref));
            continue;
        }
        p.refEnd = std::int32_t(m_roads.size());
        m_pieces.push_back(p);
    }
    // Hexes wholly inside blocking artwork: a string touching such a hex
    // touches the artwork. They stand in for large pieces that wrap round
    // the viewer or reach into an end hex; a hex beside an end hex counts
    // where the string passes through its interior (certainlyBlocked).
    auto addSolid = [&](const SolidHex& solid) {
        if (solid.hexIndex == viewerIndex) return;
        const OffsetCoord hex = grid.fromIndex(solid.hexIndex);
        const IPoint hc = grid.centre(hex);
        const Box hb{double(hc.u - m_halfU), double(hc.v - m_halfV), double(hc.u + m_halfU), double(hc.v + m_halfV)};
        if (reach && reach->apart(hb)) return;
        const bool nearViewer = !apart(hb, m_centre);
        if (nearViewer && !m_sources) return; // the baseline's shadows
        const auto corners = grid.corners(hex);
        IPoint f, l;
        if (!arcOf(m_centre, corners.data(), corners.data() + corners.size(), f, l)) return;
        Piece p = piece(hb, f.toPoint(), l.toPoint(), Kind::Hex, true, solid.levelArea);
        p.ref = solid.hexIndex;
        p.nearViewer = nearViewer;
        if (solid.levelArea != SolidHex::kNone) m_pieces.push_back(p);
        if (solid.obstacle != SolidHex::kNone) {
            p.levelArea = false;
            p.level = solid.obstacle;
            m_pieces.push_back(p);
        }
    };
    for (const SolidHex& solid : m_sources ? m_sources->solid : scene.solidHexes()) addSolid(solid);
    if (m_sources)
        for (int side = 0; side < 6; ++side) {
            const OffsetCoord n = grid.neighbour(viewer, side);
            if (!grid.contains(n)) continue;
            const std::int32_t k = m_sources->interiorAt[std::size_t(grid.index(n))];
            if (k >= 0) addSolid(m_sources->interior[std::size_t(k)]);
        }
    // Direction bins (compressed rows), each listing its pieces nearest first.
    // Bins come from rounded pseudo-angles: a piece filed one bin off costs
    // only a missed shortcut, never a wrong answer.
    // Pieces stored nearest first (sorted by key, then moved), so a bin's
    // run reads them in memory order.
    const std::vector<std::uint32_t>& order = m_nearestFirst.order(m_pieces.size(), [&](std::size_t i) { return m_pieces[i].near2; });
    m_sorted.resize(m_pieces.size());
    for (std::size_t i = 0; i < order.size(); ++i) m_sorted[i] = m_pieces[order[i]];
    m_pieces.swap(m_sorted);
    m_arcs.resize(m_pieces.size()); // first and last bin per piece
    const int mask = m_binCount - 1; // a power of two
    for (std::size_t i = 0; i < m_pieces.size(); ++i) {
        const Piece& p = m_pieces[i];
        int b0 = binOf(p.first.u - c.u, p.first.v - c.v), b1 = binOf(p.last.u - c.u, p.last.v - c.v);
        if (((b1 - b0) & mask) > m_binCount / 2 + 1) std::swap(b0, b1); // rounding on a hair-thin arc
        m_arcs[i] = {b0, b1};
    }
    viewer_arcs::fileInBins(m_arcs, m_binCount, m_binStart, m_bins, m_fill);
}

StringTarget ViewerShadows::target(OffsetCoord to) const
{
    const IPoint t = m_scene.grid().centre(to);
    return {to, t, m_scene.grid().index(to), viewer_arcs::pseudoAngle(double(t.u - m_centre.u), double(t.v - m_centre.v))};
}

bool ViewerShadows::certainlyBlocked(OffsetCoord to, const BlockingLevels& blocking) const { return certainlyBlocked(target(to), blocking); }

bool ViewerShadows::certainlyBlocked(const StringTarget& to, const BlockingLevels& blocking) const
{
    const IPoint t = to.centre;
    const std::int64_t du = t.u - m_centre.u, dv = t.v - m_centre.v;
    const std::int64_t d2 = du * du + dv * dv;
    if (d2 == 0) return false;
    const int targetIndex = to.index;
    const Point c = m_centre.toPoint(), tp = t.toPoint();
    // The box's least and greatest reach along the string, as s * |D|^2 (integers).
    auto reach = [&](std::int64_t minU, std::int64_t minV, std::int64_t maxU, std::int64_t maxV) {
        return (du >= 0 ? minU - m_centre.u : maxU - m_centre.u) * du + (dv >= 0 ? minV - m_centre.v : maxV - m_centre.v) * dv;
    };
    auto support = [&](std::int64_t minU, std::int64_t minV, std::int64_t maxU, std::int64_t maxV) {
        return (du >= 0 ? maxU - m_centre.u : minU - m_centre.u) * du + (dv >= 0 ? maxV - m_centre.v : minV - m_centre.v) * dv;
    };
    const int bin = viewer_arcs::binOfAngle(to.angle, m_binCount);
    int tries = 0;
    for (std::int32_t k = m_binStart[std::size_t(bin)]; k < m_binStart[std::size_t(bin) + 1]; ++k) {
        const Piece& p = m_pieces[std::size_t(m_bins[std::size_t(k)])];
        // A piece no nearer than the target's centre dot is beyond the string.
        if (p.near2 >= d2) break;
        if (p.level < (p.levelArea ? blocking.levelArea : blocking.obstacle)) continue;
        // Wholly before the target's centre dot along the string: the box's
        // support in the string's direction, s * |D|^2 <= |D|^2 (integers).
        // (This also rules out the target's own hex.)
        if (support(p.minU, p.minV, p.maxU, p.maxV) > d2) continue;
        const bool apartFromTarget = apart(p.box, t);
        bool meets;
        if (p.kind == Kind::Hex && m_sources && (p.nearViewer || !apartFromTarget)) {
            // Beside an end hex: the direction strictly inside the hexagon's
            // arc, so the string runs through its interior, which is in
            // neither end hex.
            meets = orientation(c, p.first, tp) > 0 && orientation(c, tp, p.last) > 0;
        } else {
            if (!apartFromTarget) continue;
            // The string's direction lies in the piece's closed arc: it meets the piece.
            meets = orientation(c, p.first, tp) >= 0 && orientation(c, tp, p.last) >= 0;
            // An obstacle a road runs through: the string must miss every
            // hex where a corridor meets it (the end hexes aside), so the
            // hex where it touches holds no road [FF 24.8].
            for (std::int32_t r = p.ref; meets && p.kind == Kind::Opened && r < p.refEnd; ++r) {
                const RoadHex& h = m_roads[std::size_t(r)];
                if (h.viewer || h.index == targetIndex) continue;
                if (reach(h.minU, h.minV, h.maxU, h.maxV) > d2) continue; // wholly beyond the target's centre dot
                meets = orientation(c, h.first, tp) < 0 || orientation(c, tp, h.last) < 0; // outside the hexagon's closed arc
            }
        }
        if (meets) return true;
        if (++tries == kMaxShadowTries) break;
    }
    return false;
}

} // namespace crestline::geometry::los
