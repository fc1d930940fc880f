// The hex grid is the spatial index: each hex lists the artwork whose closed
// region meets its closed hexagon (exact test), with only the artwork edges
// that touch the closed hexagon (exact): a hex with none is wholly inside.

#include "geometry/los/scene.h"

#include "geometry/exact.h"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <array>
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

} // namespace

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
using BPoint = bg::model::point<double, 2, bg::cs::cartesian>;
using BBox = bg::model::box<BPoint>;
using BSegment = bg::model::segment<BPoint>;

/// Per level threshold L (1..kMaxLevel+1): edges of level areas of level >= L,
/// edges of obstacles and hindrances standing at level >= L, and the boxes of
/// those level areas, so a query only ever sees relevant artwork.
struct Scene::Tree {
    static constexpr int kLevels = 6; // thresholds 1..5 (levels run -1..4)
    using RTree = bgi::rtree<std::pair<BBox, int>, bgi::rstar<16>>;
    std::array<RTree, kLevels> levelEdges, standingEdges, levelAreas, standingAreas;
};

namespace {

BBox widened(const Box& b)
{
    // The margin only widens a filter; every decision stays exact.
    const double margin = 1e-6 * (1 + std::max({std::fabs(b.minU), std::fabs(b.maxU), std::fabs(b.minV), std::fabs(b.maxV)}));
    return BBox(BPoint(b.minU - margin, b.minV - margin), BPoint(b.maxU + margin, b.maxV + margin));
}

} // namespace

bool Scene::mayMeetRelevantArtwork(IPoint a, IPoint b, double tFrom, double tTo, int minLevelArea, int minStanding) const
{
    if (!m_tree || minLevelArea < 1 || minStanding < 1) return true;
    const auto& t = *m_tree;
    const std::size_t la = std::size_t(std::min(minLevelArea, Tree::kLevels - 1)), st = std::size_t(std::min(minStanding, Tree::kLevels - 1));
    const double du = double(b.u - a.u), dv = double(b.v - a.v);
    const BSegment seg(BPoint(double(a.u) + tFrom * du, double(a.v) + tFrom * dv), BPoint(double(a.u) + tTo * du, double(a.v) + tTo * dv));
    if (t.levelEdges[la].qbegin(bgi::intersects(seg)) != t.levelEdges[la].qend()) return true;
    if (t.standingEdges[st].qbegin(bgi::intersects(seg)) != t.standingEdges[st].qend()) return true;
    // No relevant edge near the stretch: it is wholly inside or wholly outside
    // each relevant area. The string's midpoint (half-integers, exact) lies in it.
    const Point mid{(double(a.u) + double(b.u)) / 2, (double(a.v) + double(b.v)) / 2};
    const BPoint m(mid.u, mid.v);
    for (const auto* tree : {&t.levelAreas[la], &t.standingAreas[st]})
        for (auto it = tree->qbegin(bgi::intersects(m)); it != tree->qend(); ++it)
            if (sideOfPolygon(m_artwork[std::size_t(it->second)].shape, mid) != Side::Outside) return true;
    return false;
}

Scene::Scene(HexGrid grid, std::vector<Artwork> artwork, std::vector<int> hexLevels)
    : m_grid(std::move(grid))
    , m_artwork(std::move(artwork))
    , m_hexLevels(std::move(hexLevels))
{
    m_hexLevels.resize(std::size_t(std::max(0, m_grid.count())), 0);
    buildIndex();
}

void Scene::markRoadOpenings()
{
    // [FF 24.8] a string inside a corridor that touches artwork touches it
    // at a point of the corridor, so artwork no corridor meets is never passed.
    for (std::size_t i = 0; i < m_artwork.size(); ++i) {
        Artwork& art = m_artwork[i];
        if (art.role != ArtworkRole::Obstacle && art.role != ArtworkRole::Hindrance) continue;
        for (std::size_t k = 0; k < m_artwork.size() && !art.roadOpens; ++k) {
            const Artwork& road = m_artwork[k];
            if (road.role != ArtworkRole::RoadCorridor || !m_boxes[i].intersects(m_boxes[k])) continue;
            art.roadOpens = art.isLine ? polylineTouchesConvex(art.shape.outer, road.shape.outer) : polygonTouchesConvex(art.shape, road.shape.outer);
        }
    }
}

void Scene::buildIndex()
{
    m_index.assign(std::size_t(std::max(0, m_grid.count())), {});
    m_boxes.clear();
    using Items = std::vector<std::pair<BBox, int>>;
    std::array<Items, Tree::kLevels> levelEdges, standingEdges, levelAreas, standingAreas;
    for (std::size_t i = 0; i < m_artwork.size(); ++i) {
        const Artwork& art = m_artwork[i];
        m_boxes.push_back(boundingBox(art.shape.outer));
        if (art.role == ArtworkRole::RoadCorridor) continue;
        const bool isLevel = art.role == ArtworkRole::LevelArea;
        Items* perLevel = isLevel ? levelEdges.data() : standingEdges.data();
        Items* areasPerLevel = isLevel ? levelAreas.data() : standingAreas.data();
        const int upTo = std::min(art.level, Tree::kLevels - 1);
        auto addEdges = [&](const Ring& r, bool closed) {
            const std::size_t n = r.size();
            const std::size_t count = closed ? n : (n > 0 ? n - 1 : 0);
            for (std::size_t k = 0; k < count || (n == 1 && k == 0); ++k) {
                Box eb = Box::of(r[k]);
                eb.expand(r[(k + 1) % n]);
                for (int l = 1; l <= upTo; ++l) perLevel[l].emplace_back(widened(eb), int(i));
            }
        };
        addEdges(art.shape.outer, !art.isLine);
        if (!art.isLine) for (const Ring& h : art.shape.holes) addEdges(h, true);
        if (!art.isLine) // for strings wholly inside an area
            for (int l = 1; l <= upTo; ++l) areasPerLevel[l].emplace_back(widened(m_boxes.back()), int(i));
    }
    markRoadOpenings();
    auto tree = std::make_shared<Tree>();
    for (int l = 1; l < Tree::kLevels; ++l) { // packed (bulk-loaded)
        tree->levelEdges[std::size_t(l)] = Tree::RTree(levelEdges[std::size_t(l)].begin(), levelEdges[std::size_t(l)].end());
        tree->standingEdges[std::size_t(l)] = Tree::RTree(standingEdges[std::size_t(l)].begin(), standingEdges[std::size_t(l)].end());
        tree->levelAreas[std::size_t(l)] = Tree::RTree(levelAreas[std::size_t(l)].begin(), levelAreas[std::size_t(l)].end());
        tree->standingAreas[std::size_t(l)] = Tree::RTree(standingAreas[std::size_t(l)].begin(), standingAreas[std::size_t(l)].end());
    }
    m_tree = std::move(tree);
    for (std::size_t ai = 0; ai < m_artwork.size(); ++ai) {
        const Artwork& art = m_artwork[ai];
        if (art.shape.outer.empty()) continue;
        Box box = boundingBox(art.shape.outer);
        for (const OffsetCoord& h : m_grid.hexesNear(box)) {
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
            if (art.role == ArtworkRole::Obstacle)
                c.overlapsHex = art.isLine ? polylineEntersConvex(art.shape.outer, hexagon) : polygonOverlapsConvex(art.shape, hexagon);
            if (!art.isLine && c.edgeEnd > c.edgeBegin)
                for (int k = 0; k < 6; ++k) {
                    const Side sd = sideOfPolygon(art.shape, hexagon[std::size_t(k)]);
                    if (sd == Side::Inside) c.cornersInside |= std::uint8_t(1u << k);
                    if (sd == Side::Outside) c.cornersOutside |= std::uint8_t(1u << k);
                }
            m_index[std::size_t(m_grid.index(h))].push_back(c);
        }
    }
    m_solid.clear();
    for (int h = 0; h < m_grid.count(); ++h) {
        SolidHex solid;
        solid.hexIndex = h;
        bool any = false;
        for (const HexCandidate& c : m_index[std::size_t(h)]) {
            const Artwork& art = m_artwork[std::size_t(c.artwork)];
            if (c.edgeBegin != c.edgeEnd || !c.centreInside) continue;
            if (art.role == ArtworkRole::LevelArea && art.level > 0) solid.levelArea = std::max(solid.levelArea, art.level);
            else if (art.role == ArtworkRole::Obstacle && !art.roadOpens) solid.obstacle = std::max(solid.obstacle, art.level);
            else continue;
            any = true;
        }
        if (any) m_solid.push_back(solid);
    }
}

} // namespace crestline::geometry::los
