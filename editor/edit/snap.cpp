#include "editor/edit/snap.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace crestline::edit {

using geometry::Box;
using geometry::IPoint;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

/// Squared distance in screen pixels.
double pixelDistance2(Point a, Point b, const SnapScale& s)
{
    const double du = (a.u - b.u) * s.pxPerU, dv = (a.v - b.v) * s.pxPerV;
    return du * du + dv * dv;
}

/// Keeps the nearest candidate within the radius.
struct Nearest {
    Point best;
    double d2 = std::numeric_limits<double>::infinity();
    void offer(Point c, Point p, const SnapScale& s)
    {
        const double d = pixelDistance2(c, p, s);
        if (d <= s.radiusPx * s.radiusPx && d < d2) {
            d2 = d;
            best = c;
        }
    }
    bool found() const { return std::isfinite(d2); }
};

} // namespace

Point roundToFine(Point p, double step)
{
    return {std::round(p.u / step) * step, std::round(p.v / step) * step};
}

SnapResult snapPoint(const geometry::HexGrid& grid, Point p, const SnapScale& scale)
{
    Nearest centre, corner, midpoint;
    // Hexes whose box (centre +-2) meets a box around p reaching a little
    // beyond a corner: every centre, corner and hexside midpoint near p.
    const Box around{p.u - 1, p.v - 1, p.u + 1, p.v + 1};
    for (const OffsetCoord h : grid.hexesNear(around)) {
        centre.offer(grid.centre(h).toPoint(), p, scale);
        const auto cs = grid.corners(h);
        for (std::size_t k = 0; k < cs.size(); ++k) {
            const IPoint a = cs[k], b = cs[(k + 1) % cs.size()];
            corner.offer(a.toPoint(), p, scale);
            midpoint.offer({double(a.u + b.u) / 2, double(a.v + b.v) / 2}, p, scale);
        }
    }
    // Centres and corners share the first priority: the nearer of the two.
    if (centre.found() || corner.found()) {
        if (centre.d2 <= corner.d2) return {centre.best, SnapKind::Centre};
        return {corner.best, SnapKind::Corner};
    }
    if (midpoint.found()) return {midpoint.best, SnapKind::HexsideMidpoint};
    return {roundToFine(p, kSnapFineStep), SnapKind::Fine};
}

std::string formatLatticePoint(Point p)
{
    auto number = [](double x) {
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, x);
        return std::string(buf, r.ptr);
    };
    return "u " + number(p.u) + "  v " + number(p.v);
}

const char* snapKindName(SnapKind kind)
{
    switch (kind) {
    case SnapKind::None: return "free";
    case SnapKind::Centre: return "hex centre";
    case SnapKind::Corner: return "hex corner";
    case SnapKind::HexsideMidpoint: return "hexside midpoint";
    case SnapKind::Fine: return "1/4 lattice";
    }
    return "";
}

} // namespace crestline::edit
