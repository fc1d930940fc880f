// Where the string leaves the upper level [24.512], for explained rulings
// between hexes of different levels: followed from the upper end's centre
// dot, the first point where the ground drops below the upper end's level.
// "A unit can see down [...] if the LOS crosses a Crest Line before it
// crosses a hexside" — the ruling itself is the exact crest test of
// crest.cpp; this only says where the crossing is. Crossings of the string
// with the level areas' edges are ordered in doubles (display only); each
// crossing is then placed in hex terms exactly (hex_place.cpp).

#include "geometry/los/systems/ff/explain.h"

#include "geometry/exact.h"
#include "geometry/los/systems/ff/hex_place.h"

#include <algorithm>

namespace crestline::geometry::los::ff {

namespace {

/// A point where the string meets an edge of a level area.
struct Event {
    double t = 0;
    StringPoint at;
};

double approxT(IPoint a, IPoint b, Point p)
{
    const double du = double(b.u - a.u), dv = double(b.v - a.v);
    return ((p.u - double(a.u)) * du + (p.v - double(a.v)) * dv) / (du * du + dv * dv);
}

void edgeEvents(IPoint a, IPoint b, Point e0, Point e1, std::vector<Event>& out)
{
    const Point A = a.toPoint(), B = b.toPoint();
    const int o0 = orientation(A, B, e0), o1 = orientation(A, B, e1);
    if (o0 * o1 > 0) return;
    auto exactAt = [&](Point z) {
        const double t = approxT(a, b, z);
        if (t >= 0 && t <= 1) out.push_back({t, StringPoint::exact(z)});
    };
    if (o0 == 0 || o1 == 0) {
        if (o0 == 0) exactAt(e0);
        if (o1 == 0) exactAt(e1);
        return;
    }
    const int sA = orientation(e0, e1, A), sB = orientation(e0, e1, B);
    if (sA != 0 && sA == sB) return;
    if (sA == 0 || sB == 0) {
        exactAt(sA == 0 ? A : B);
        return;
    }
    const StringPoint x = StringPoint::crossing(a, b, e0, e1);
    out.push_back({approxT(a, b, x.approx), x});
}

void ringEvents(IPoint a, IPoint b, const Ring& ring, std::vector<Event>& out)
{
    for (std::size_t i = 0; i < ring.size(); ++i) edgeEvents(a, b, ring[i], ring[(i + 1) % ring.size()], out);
}

} // namespace

std::optional<FfDetail::CrestExit> crestExit(const FfString& w, const std::vector<HexPart>& parts)
{
    if (w.equalLevels()) return std::nullopt;
    // The walk runs from the higher end: s is the upper end.
    const IPoint a = w.A, b = w.B;
    const Point A = a.toPoint(), B = b.toPoint();
    // Ground of level >= top: inside a level area of that level (closed, a
    // crest line has the higher level); for top <= 0, outside every
    // depression below it (open: its crest line is still level top).
    Box box = Box::of(A);
    box.expand(B);
    std::vector<const Artwork*> areas;
    for (std::size_t i = 0; i < w.scene.artwork().size(); ++i) {
        const Artwork& art = w.scene.artwork()[i];
        if (art.role != ArtworkRole::LevelArea || art.isLine || !(w.top >= 1 ? art.level >= w.top : art.level < w.top)) continue;
        if (w.scene.artworkBox(int(i)).intersects(box)) areas.push_back(&art); // others cannot meet the string
    }
    std::vector<Event> events;
    for (const Artwork* art : areas) {
        ringEvents(a, b, art->shape.outer, events);
        for (const Ring& h : art->shape.holes) ringEvents(a, b, h, events);
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& x, const Event& y) { return x.t < y.t; });
    auto upperAt = [&](double t) {
        const Point p{A.u + t * (B.u - A.u), A.v + t * (B.v - A.v)};
        bool in = false;
        for (const Artwork* art : areas) {
            const Side side = sideOfPolygon(art->shape, p);
            in = in || (w.top >= 1 ? side != Side::Outside : side == Side::Inside);
        }
        return w.top >= 1 ? in : !in;
    };
    // The first stretch between crossings that is below the upper level starts at the exit.
    StringPoint exit = StringPoint::exact(A);
    double from = 0;
    bool found = false;
    for (const Event& e : events) {
        if (e.t > from && !upperAt((from + e.t) / 2)) {
            found = true;
            break;
        }
        from = std::max(from, e.t);
        exit = e.at;
    }
    if (!found && upperAt((from + 1) / 2)) return std::nullopt; // never leaves the upper level
    FfDetail::CrestExit out;
    out.level = w.top;
    out.at = exit.approx;
    out.upperIsSighter = !w.flipped;
    // The first hex met from the upper end that holds the point.
    for (const HexPart& p : parts) {
        if (!p.onMap) continue;
        if (compareToParam(exit, a, b, p.lo) < 0 || compareToParam(exit, a, b, p.hi) > 0) continue;
        out.hex = p.hex;
        out.place = placeInHex(w.scene.grid(), exit, a, b, p.hex);
        break;
    }
    out.withinUpperHex = compareToParam(exit, a, b, w.tS) <= 0;
    return out;
}

} // namespace crestline::geometry::los::ff
