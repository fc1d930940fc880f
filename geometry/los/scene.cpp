// The hex grid is the spatial index: each hex lists the artwork whose closed
// region meets its closed hexagon (exact test), with only the artwork edges
// that touch the closed hexagon (exact): a hex with none is wholly inside.

#include "geometry/los/scene.h"

#include "geometry/exact.h"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
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

void Scene::markRoadOpenings(const std::vector<char>& recheck)
{
    // [FF 24.8] a string inside a corridor that touches artwork touches it
    // at a point of the corridor, so artwork no corridor meets is never passed.
    for (std::size_t i = 0; i < m_artwork.size(); ++i) {
        Artwork& art = m_artwork[i];
        if (art.role != ArtworkRole::Obstacle && art.role != ArtworkRole::Hindrance) continue;
        if (!recheck.empty() && !recheck[i]) continue;
        art.roadOpens = false;
        for (std::size_t k = 0; k < m_artwork.size() && !art.roadOpens; ++k) {
            const Artwork& road = m_artwork[k];
            if (road.role != ArtworkRole::RoadCorridor || !m_boxes[i].intersects(m_boxes[k])) continue;
            art.roadOpens = art.isLine ? polylineTouchesConvex(art.shape.outer, road.shape.outer) : polygonTouchesConvex(art.shape, road.shape.outer);
        }
    }
}

void Scene::buildTree()
{
    using Items = std::vector<std::pair<BBox, int>>;
    std::array<Items, Tree::kLevels> levelEdges, standingEdges, levelAreas, standingAreas;
    for (std::size_t i = 0; i < m_artwork.size(); ++i) {
        const Artwork& art = m_artwork[i];
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
            for (int l = 1; l <= upTo; ++l) areasPerLevel[l].emplace_back(widened(m_boxes[i]), int(i));
    }
    auto tree = std::make_shared<Tree>();
    for (int l = 1; l < Tree::kLevels; ++l) { // packed (bulk-loaded)
        tree->levelEdges[std::size_t(l)] = Tree::RTree(levelEdges[std::size_t(l)].begin(), levelEdges[std::size_t(l)].end());
        tree->standingEdges[std::size_t(l)] = Tree::RTree(standingEdges[std::size_t(l)].begin(), standingEdges[std::size_t(l)].end());
        tree->levelAreas[std::size_t(l)] = Tree::RTree(levelAreas[std::size_t(l)].begin(), levelAreas[std::size_t(l)].end());
        tree->standingAreas[std::size_t(l)] = Tree::RTree(standingAreas[std::size_t(l)].begin(), standingAreas[std::size_t(l)].end());
    }
    m_tree = std::move(tree);
}

void Scene::indexArtwork(std::size_t ai)
{
    const Artwork& art = m_artwork[ai];
    if (art.shape.outer.empty()) return;
    for (const OffsetCoord& h : m_grid.hexesNear(m_boxes[ai])) {
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
        m_liveEdges += std::size_t(c.edgeEnd - c.edgeBegin);
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
        // Entries stay in artwork order (a whole build adds them in that order).
        std::vector<HexCandidate>& list = m_index[std::size_t(c.hexIndex)];
        const auto at = std::upper_bound(list.begin(), list.end(), c.artwork, [](std::int32_t a, const HexCandidate& x) { return a < x.artwork; });
        list.insert(at, c);
    }
}

void Scene::findSolidHexes()
{
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

void Scene::buildIndex()
{
    m_index.assign(std::size_t(std::max(0, m_grid.count())), {});
    m_edges.clear();
    m_liveEdges = 0;
    m_boxes.clear();
    for (const Artwork& art : m_artwork) m_boxes.push_back(boundingBox(art.shape.outer));
    markRoadOpenings({});
    buildTree();
    for (std::size_t ai = 0; ai < m_artwork.size(); ++ai) indexArtwork(ai);
    findSolidHexes();
}

namespace {

/// What a piece's index entries depend on: its role, kind and shape.
bool sameGeometry(const Artwork& a, const Artwork& b)
{
    return a.role == b.role && a.isLine == b.isLine && a.shape == b.shape;
}

std::uint64_t geometryHash(const Artwork& a)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ (std::uint64_t(a.role) << 1) ^ std::uint64_t(a.isLine);
    auto mix = [&](double x) {
        h ^= std::bit_cast<std::uint64_t>(x) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    };
    auto ring = [&](const Ring& r) {
        mix(double(r.size()));
        for (const Point& p : r) {
            mix(p.u);
            mix(p.v);
        }
    };
    ring(a.shape.outer);
    for (const Ring& r : a.shape.holes) ring(r);
    return h;
}

} // namespace

int Scene::update(std::vector<Artwork> artwork, std::vector<int> hexLevels)
{
    hexLevels.resize(std::size_t(std::max(0, m_grid.count())), 0);
    m_hexLevels = std::move(hexLevels);
    // Match each new piece to an unused old piece of the same geometry, in order.
    std::vector<std::pair<std::uint64_t, std::int32_t>> old;
    old.reserve(m_artwork.size());
    for (std::size_t i = 0; i < m_artwork.size(); ++i) old.emplace_back(geometryHash(m_artwork[i]), std::int32_t(i));
    std::sort(old.begin(), old.end());
    std::vector<std::int32_t> newOf(m_artwork.size(), -1), oldOf(artwork.size(), -1);
    for (std::size_t j = 0; j < artwork.size(); ++j) {
        const std::uint64_t key = geometryHash(artwork[j]);
        for (auto it = std::lower_bound(old.begin(), old.end(), std::make_pair(key, std::int32_t(0))); it != old.end() && it->first == key; ++it)
            if (newOf[std::size_t(it->second)] < 0 && sameGeometry(m_artwork[std::size_t(it->second)], artwork[j])) {
                newOf[std::size_t(it->second)] = std::int32_t(j);
                oldOf[j] = it->second;
                break;
            }
    }
    // Entries of pieces that are gone leave their hexes; the others are renumbered.
    std::vector<Box> changedRoads; // corridors gone or new: the road openings near them are found again
    for (std::size_t i = 0; i < m_artwork.size(); ++i) {
        if (newOf[i] >= 0) continue;
        if (m_artwork[i].role == ArtworkRole::RoadCorridor) changedRoads.push_back(m_boxes[i]);
        for (const OffsetCoord& h : m_grid.hexesNear(m_boxes[i])) {
            auto& list = m_index[std::size_t(m_grid.index(h))];
            std::erase_if(list, [&](const HexCandidate& c) {
                if (c.artwork != std::int32_t(i)) return false;
                m_liveEdges -= std::size_t(c.edgeEnd - c.edgeBegin);
                return true;
            });
        }
    }
    bool ordered = true;
    for (std::int32_t last = -1; const std::int32_t to : newOf)
        if (to >= 0) {
            ordered = ordered && to > last;
            last = to;
        }
    for (auto& list : m_index) {
        for (HexCandidate& c : list) c.artwork = newOf[std::size_t(c.artwork)];
        if (!ordered) std::sort(list.begin(), list.end(), [](const HexCandidate& a, const HexCandidate& b) { return a.artwork < b.artwork; });
    }
    // The new artwork: boxes and road openings carried over where the geometry is.
    std::vector<Box> boxes(artwork.size());
    std::vector<char> recheck(artwork.size(), 0);
    for (std::size_t j = 0; j < artwork.size(); ++j) {
        if (oldOf[j] >= 0) {
            boxes[j] = m_boxes[std::size_t(oldOf[j])];
            artwork[j].roadOpens = m_artwork[std::size_t(oldOf[j])].roadOpens;
        } else {
            boxes[j] = boundingBox(artwork[j].shape.outer);
            recheck[j] = 1;
            if (artwork[j].role == ArtworkRole::RoadCorridor) changedRoads.push_back(boxes[j]);
        }
    }
    for (const Box& road : changedRoads)
        for (std::size_t j = 0; j < artwork.size(); ++j)
            if (boxes[j].intersects(road)) recheck[j] = 1;
    m_artwork = std::move(artwork);
    m_boxes = std::move(boxes);
    markRoadOpenings(recheck);
    int indexed = 0;
    for (std::size_t j = 0; j < m_artwork.size(); ++j)
        if (oldOf[j] < 0) {
            indexArtwork(j);
            ++indexed;
        }
    buildTree();
    findSolidHexes();
    if (m_edges.size() > 2 * m_liveEdges + 4096) compactEdges();
    return indexed;
}

void Scene::compactEdges()
{
    std::vector<Edge> edges;
    edges.reserve(m_liveEdges);
    for (auto& list : m_index)
        for (HexCandidate& c : list) {
            const std::int32_t begin = std::int32_t(edges.size());
            edges.insert(edges.end(), m_edges.begin() + c.edgeBegin, m_edges.begin() + c.edgeEnd);
            c.edgeBegin = begin;
            c.edgeEnd = std::int32_t(edges.size());
        }
    m_edges = std::move(edges);
}

} // namespace crestline::geometry::los
