#include "editor/gui/edit_tools.h"

#include <cmath>
#include <limits>

namespace crestline::gui {

using geometry::Point;

namespace {

/// Distance from p to segment ab and the nearest point's parameter t (pixels).
double segmentDistance(Point p, Point a, Point b, double& t)
{
    const double dx = b.u - a.u, dy = b.v - a.v, len2 = dx * dx + dy * dy;
    t = len2 > 0 ? std::clamp(((p.u - a.u) * dx + (p.v - a.v) * dy) / len2, 0.0, 1.0) : 0;
    return std::hypot(p.u - (a.u + t * dx), p.v - (a.v + t * dy));
}

bool insideRing(const std::vector<Point>& ring, Point p)
{
    bool in = false;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const Point a = ring[i], b = ring[j];
        if ((a.v > p.v) != (b.v > p.v) && p.u < (b.u - a.u) * (p.v - a.v) / (b.v - a.v) + a.u) in = !in;
    }
    return !ring.empty() && in;
}

/// Every ring of a feature with its ring number and whether it is closed.
template <class F>
void forEachRing(const maps::Feature& f, F&& visit)
{
    if (f.shape == maps::FeatureShape::Line) return visit(f.path, -1, false);
    visit(f.area.outer, -1, true);
    for (std::size_t k = 0; k < f.area.holes.size(); ++k) visit(f.area.holes[k], int(k), true);
}

} // namespace

const std::vector<Point>& featureRing(const maps::Feature& f, int ring)
{
    if (f.shape == maps::FeatureShape::Line) return f.path;
    return ring < 0 ? f.area.outer : f.area.holes[std::size_t(ring)];
}

void tracePath(cairo_t* cr, const render::MapFrame& frame, const std::vector<Point>& pts, bool close)
{
    for (std::size_t k = 0; k < pts.size(); ++k) {
        const Point p = frame.user(pts[k]);
        k == 0 ? cairo_move_to(cr, p.u, p.v) : cairo_line_to(cr, p.u, p.v);
    }
    if (close && pts.size() > 2) cairo_close_path(cr);
}

int pickFeature(const maps::Map& map, const maps::TerrainCatalog& catalog, const render::MapFrame& frame, double px, double py,
                const std::function<bool(int)>& editable)
{
    const Point pixel{px, py}, lattice = frame.lattice(pixel);
    for (int i = int(map.features.size()) - 1; i >= 0; --i) {
        if (!editable(i)) continue;
        const maps::Feature& f = map.features[std::size_t(i)];
        const double slack = kPickPx + (f.width ? *f.width * frame.hexPt / 4 : 0);
        bool hit = false;
        forEachRing(f, [&](const std::vector<Point>& ring, int, bool closed) {
            const std::size_t n = ring.size();
            for (std::size_t k = 0; !hit && k + (closed ? 0 : 1) < n; ++k) {
                double t = 0;
                hit = segmentDistance(pixel, frame.user(ring[k]), frame.user(ring[(k + 1) % n]), t) <= slack;
            }
        });
        const maps::Terrain* terrain = catalog.find(f.terrain);
        const bool ground = terrain && terrain->kind == maps::TerrainKind::Level;
        if (!hit && !ground && f.shape == maps::FeatureShape::Area && insideRing(f.area.outer, lattice)) {
            hit = true;
            for (const auto& hole : f.area.holes) hit = hit && !insideRing(hole, lattice);
        }
        if (hit) return i;
    }
    return -1;
}

std::optional<edit::VertexRef> pickVertex(const maps::Map& map, const render::MapFrame& frame, double px, double py,
                                          const std::function<bool(int)>& editable)
{
    std::optional<edit::VertexRef> best;
    double bestD = kPickPx;
    for (int i = int(map.features.size()) - 1; i >= 0; --i) {
        if (!editable(i)) continue;
        forEachRing(map.features[std::size_t(i)], [&](const std::vector<Point>& ring, int r, bool) {
            for (std::size_t k = 0; k < ring.size(); ++k) {
                const Point q = frame.user(ring[k]);
                const double d = std::hypot(q.u - px, q.v - py);
                if (d <= bestD) {
                    bestD = d;
                    best = edit::VertexRef{i, r, int(k)};
                }
            }
        });
        if (best) return best; // the topmost feature with a vertex in reach
    }
    return best;
}

std::optional<std::pair<edit::VertexRef, Point>> pickEdge(const maps::Map& map, const render::MapFrame& frame, double px, double py,
                                                          const std::function<bool(int)>& editable)
{
    const Point pixel{px, py};
    for (int i = int(map.features.size()) - 1; i >= 0; --i) {
        if (!editable(i)) continue;
        std::optional<std::pair<edit::VertexRef, Point>> found;
        double bestD = kPickPx;
        forEachRing(map.features[std::size_t(i)], [&](const std::vector<Point>& ring, int r, bool closed) {
            const std::size_t n = ring.size();
            for (std::size_t k = 0; k + (closed ? 0 : 1) < n; ++k) {
                const Point a = ring[k], b = ring[(k + 1) % n];
                double t = 0;
                const double d = segmentDistance(pixel, frame.user(a), frame.user(b), t);
                if (d <= bestD) {
                    bestD = d;
                    const int at = (k + 1) % n == 0 ? int(n) : int(k + 1);
                    found = {{i, r, at}, {a.u + t * (b.u - a.u), a.v + t * (b.v - a.v)}};
                }
            }
        });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<geometry::OffsetCoord> hexAt(const geometry::HexGrid& grid, geometry::Point p)
{
    const geometry::PointLocation where = grid.locate(p);
    if (where.hexes.empty()) return std::nullopt;
    return where.hexes.front();
}

void traceHex(cairo_t* cr, const render::MapFrame& frame, const geometry::HexGrid& grid, geometry::OffsetCoord h)
{
    std::vector<geometry::Point> pts;
    for (const auto& c : grid.corners(h)) pts.push_back(c.toPoint());
    tracePath(cr, frame, pts, true);
}

} // namespace crestline::gui
