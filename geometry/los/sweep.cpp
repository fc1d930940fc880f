#include "geometry/los/sweep.h"

#include "geometry/exact.h"
#include "geometry/los/viewer_arcs.h"

#include <algorithm>
#include <cmath>

namespace crestline::geometry::los {

namespace {

using viewer_arcs::arcOf;
using viewer_arcs::gap2;
using viewer_arcs::smallEnough;

// A speed filter only (how long to look for a piece that blocks for certain).
constexpr int kMaxTries = 6;

} // namespace

int ViewerSweep::binOf(double du, double dv) const
{
    return viewer_arcs::binOf(du, dv, m_binCount);
}

ViewerSweep::ViewerSweep(const Scene& scene, OffsetCoord viewer, const ShadowSources* sources)
    : m_scene(scene)
    , m_sources(sources)
{
    m_grid64.reserve(scene.artwork().size());
    for (const Artwork& art : scene.artwork()) m_grid64.push_back(viewer_arcs::onGrid64(art.shape.outer));
    reset(viewer);
}

void ViewerSweep::reset(OffsetCoord viewer, const StringReach* reach, viewer_arcs::ArcMemo* arcs)
{
    const Scene& scene = m_scene;
    const HexGrid& grid = scene.grid();
    m_centre = grid.centre(viewer);
    const Point c = m_centre.toPoint();
    if (arcs && !(arcs->centre() == c)) arcs = nullptr; // another viewer's
    m_halfU = 2;
    m_halfV = 1;
    if (grid.spec().orientation == HexOrientation::PointyTop) std::swap(m_halfU, m_halfV);
    m_binCount = 64;
    while (m_binCount < 4096 && m_binCount * 4 < grid.count()) m_binCount *= 2;
    const int mask = m_binCount - 1; // a power of two
    m_unsorted.clear();
    m_everywhere.clear();
    m_arcs.clear();
    for (std::size_t i = 0; i < scene.artwork().size(); ++i) {
        const Artwork& art = scene.artwork()[i];
        const Ring& ring = art.shape.outer;
        Piece p{};
        switch (art.role) {
        case ArtworkRole::LevelArea: p.kind = Kind::LevelArea; break;
        case ArtworkRole::Obstacle: p.kind = Kind::Obstacle; break;
        case ArtworkRole::Hindrance: p.kind = Kind::Hindrance; break;
        case ArtworkRole::RoadCorridor: continue; // never blocks or hinders
        }
        if (ring.empty()) continue; // nothing to touch
        if (p.kind == Kind::Hindrance && art.hindrance <= 1) continue; // never raises the default
        const Box& box = scene.artworkBox(int(i));
        if (reach && reach->apart(box)) continue; // no string asked about touches it
        p.level = art.level;
        p.hindrance = art.hindrance;
        p.roadOpens = art.roadOpens;
        p.outer = &ring;
        p.ring = ring.data();
        p.ringSize = std::int32_t(ring.size());
        p.isLine = art.isLine;
        p.grid64 = m_grid64[i] != 0;
        p.centreOutside = true;
        p.roadBegin = p.roadEnd = 0;
        if (p.roadOpens && m_sources && m_sources->openedOf[i] >= 0) {
            const ShadowSources::Opened& o = m_sources->opened[std::size_t(m_sources->openedOf[i])];
            p.roadBegin = o.roadBegin;
            p.roadEnd = o.roadEnd;
        }
        // Integer box rounded outward (too large to test: all of the plane).
        constexpr std::int64_t kAll = std::int64_t(1) << 62;
        const bool small = smallEnough(box);
        p.minU = small ? std::int64_t(std::floor(box.minU)) : -kAll;
        p.minV = small ? std::int64_t(std::floor(box.minV)) : -kAll;
        p.maxU = small ? std::int64_t(std::ceil(box.maxU)) : kAll;
        p.maxV = small ? std::int64_t(std::ceil(box.maxV)) : kAll;
        // Any direction may meet a piece whose box holds the viewer's centre dot (or is too large to test).
        const bool outside = small && (box.maxU < c.u || box.minU > c.u || box.maxV < c.v || box.minV > c.v);
        if (outside && (arcs ? arcs->arc(i, ring, p.first, p.last) : arcOf(c, ring.data(), ring.data() + ring.size(), p.first, p.last))) {
            p.near2 = gap2(p.minU - m_centre.u, p.maxU - m_centre.u) + gap2(p.minV - m_centre.v, p.maxV - m_centre.v);
            int b0 = binOf(p.first.u - c.u, p.first.v - c.v), b1 = binOf(p.last.u - c.u, p.last.v - c.v);
            if (((b1 - b0) & mask) > m_binCount / 2 + 1) std::swap(b0, b1); // rounding on a hair-thin arc
            // One bin more on each side: rounding never hides a piece from a direction it may meet.
            m_arcs.push_back({(b0 - 1) & mask, (b1 + 1) & mask});
            m_unsorted.push_back(p);
        } else {
            p.centreOutside = art.isLine || sideOfRing(ring, c) == Side::Outside;
            m_everywhere.push_back(p);
        }
    }
    // Pieces stored nearest first, so a bin's run reads them in memory order.
    const std::vector<std::uint32_t>& order = m_nearestFirst.order(m_unsorted.size(), [&](std::size_t i) { return m_unsorted[i].near2; });
    m_pieces.clear();
    m_sortedArcs.clear();
    for (const std::uint32_t i : order) {
        m_pieces.push_back(m_unsorted[i]);
        m_sortedArcs.push_back(m_arcs[i]);
    }
    viewer_arcs::fileInBins(m_sortedArcs, m_binCount, m_binStart, m_bins, m_fill);
}

bool ViewerSweep::apartFromHex(Point a, Point b, IPoint h) const
{
    return std::max(a.u, b.u) < double(h.u - m_halfU) || std::min(a.u, b.u) > double(h.u + m_halfU) || std::max(a.v, b.v) < double(h.v - m_halfV) || std::min(a.v, b.v) > double(h.v + m_halfV);
}

bool ViewerSweep::crossingCountsIn(Point a, Point b, int o3, int o4, const RationalPointOnSegment& string, int h, bool grid64) const
{
    // The string's parameters s in [0, 1] inside hexagon h: with w = c - h
    // + s D, |w_short| <= 1 and |w_u| + |w_v| <= 2 (short = v flat-topped,
    // u pointy-topped), each a bound on s (exact rationals, den > 0).
    const IPoint hc = m_scene.grid().centre(m_scene.grid().fromIndex(h));
    if (apartFromHex(a, b, hc)) return true;
    const std::int64_t eu = string.a.u - hc.u, ev = string.a.v - hc.v, du = string.b.u - string.a.u, dv = string.b.v - string.a.v;
    std::int64_t loN = 0, loD = 1, hiN = 1, hiD = 1;
    auto bound = [&](std::int64_t au, std::int64_t av, std::int64_t beta) {
        const std::int64_t A = au * du + av * dv, B = beta - (au * eu + av * ev); // A s <= B
        if (A > 0) {
            if (compareRational(B, A, hiN, hiD) < 0) hiN = B, hiD = A;
        } else if (A < 0) {
            if (compareRational(-B, -A, loN, loD) > 0) loN = -B, loD = -A;
        } else if (B < 0) {
            loN = 1, loD = 1, hiN = 0, hiD = 1; // never inside
        }
    };
    const bool flat = m_halfV == 1;
    bound(flat ? 0 : 1, flat ? 1 : 0, 1);
    bound(flat ? 0 : -1, flat ? -1 : 0, 1);
    bound(1, 1, 2);
    bound(1, -1, 2);
    bound(-1, 1, 2);
    bound(-1, -1, 2);
    if (compareRational(loN, loD, hiN, hiD) > 0) return true; // the string misses the hexagon
    // The crossing lies before the string enters the hexagon (the entry
    // point strictly on the target's side of the edge's line) or after it
    // leaves (the exit point strictly on the viewer's side).
    const RationalPointOnSegment entry{string.a, string.b, loN, loD}, exit{string.a, string.b, hiN, hiD};
    if (viewer_arcs::orientation64(a, b, entry, grid64) == o4 || viewer_arcs::orientation64(a, b, exit, grid64) == o3) return true;
    // The crossing may lie in the hexagon: it still counts there unless the
    // string's part in the hex, [entry, exit] (the closed piece the rules
    // read), lies wholly inside one of the hex's road corridors [FF 24.8]
    // (a corridor is convex: both ends inside it, as the rules test).
    for (std::int32_t k = m_sources->corridorStart[std::size_t(h)]; k < m_sources->corridorStart[std::size_t(h) + 1]; ++k) {
        const Ring& corridor = m_scene.artwork()[std::size_t(m_sources->corridors[std::size_t(k)])].shape.outer;
        if (sideOfRing(corridor, entry) != Side::Outside && sideOfRing(corridor, exit) != Side::Outside) return false;
    }
    return true;
}

ViewerSweep::Contact ViewerSweep::contact(const Piece& p, Point c, Point t, const RationalPointOnSegment& qs, const RationalPointOnSegment& qt) const
{
    if (p.ringSize < 2) return Contact::Unknown;
    bool touches = false;
    const std::int32_t edges = p.isLine ? p.ringSize - 1 : p.ringSize;
    const double minU = std::min(c.u, t.u), maxU = std::max(c.u, t.u), minV = std::min(c.v, t.v), maxV = std::max(c.v, t.v);
    for (std::int32_t i = 0; i < edges; ++i) {
        const Point a = p.ring[i], b = p.ring[i + 1 < p.ringSize ? i + 1 : 0];
        // Boxes apart (exact comparisons): no common point.
        if ((a.u < minU && b.u < minU) || (a.u > maxU && b.u > maxU) || (a.v < minV && b.v < minV) || (a.v > maxV && b.v > maxV)) continue;
        // The closed edge and the closed string share no point when either
        // lies strictly on one side of the other's line.
        const int o1 = orientation(c, t, a), o2 = orientation(c, t, b);
        if (o1 == o2 && o1 != 0) continue;
        const int o3 = orientation(a, b, c), o4 = orientation(a, b, t);
        if (o3 == o4 && o3 != 0) continue;
        touches = true; // or collinear: left to the rules
        // A proper crossing (o1 = -o2, o3 = -o4): the crossing point lies
        // strictly between the points where the string leaves the viewer's
        // hex and enters the target's when each is strictly on the side of
        // the edge's line of its own end of the string.
        if (o1 == 0 || o2 == 0 || o3 == 0 || o4 == 0) continue;
        // An edge whose box lies apart from both end hexes' boxes crosses
        // between them; else the exact points where the string leaves and enters decide.
        if ((apartFromHex(a, b, qs.a) && apartFromHex(a, b, qs.b)) || (viewer_arcs::orientation64(a, b, qs, p.grid64) == o3 && viewer_arcs::orientation64(a, b, qt, p.grid64) == o4)) {
            // A road runs through the piece [FF 24.8]: in every hex where a
            // corridor meets it, the crossing must lie outside the hex or the
            // string's part there must leave every corridor. Then a hex it
            // lies in reads the piece: a road hex not along a road, or a hex
            // where no corridor meets the piece (had the part there lain in
            // a corridor, that corridor would meet the piece at the
            // crossing, in that hex).
            bool clear = !p.roadOpens || p.roadEnd > p.roadBegin;
            for (std::int32_t r = p.roadBegin; clear && r < p.roadEnd; ++r) clear = crossingCountsIn(a, b, o3, o4, qs, m_sources->roadHexes[std::size_t(r)], p.grid64);
            if (clear) return Contact::Between;
        }
    }
    // No edge meets the string and its start lies outside the piece: the
    // whole string does.
    if (!touches && p.centreOutside) return Contact::Miss;
    return missesBetween(p, c, t, qs, qt) ? Contact::Miss : Contact::Unknown;
}

bool ViewerSweep::missesBetween(const Piece& p, Point c, Point t, const RationalPointOnSegment& qs, const RationalPointOnSegment& qt)
{
    // The part of the string between the end hexes, from qs to qt, is empty
    // when qs does not come before qt (tS >= 1/2): nothing there to touch.
    if (2 * qs.num >= qs.den) return true;
    const std::int32_t edges = p.isLine ? p.ringSize - 1 : p.ringSize;
    const double minU = std::min(c.u, t.u), maxU = std::max(c.u, t.u), minV = std::min(c.v, t.v), maxV = std::max(c.v, t.v);
    for (std::int32_t i = 0; i < edges; ++i) {
        const Point a = p.ring[i], b = p.ring[i + 1 < p.ringSize ? i + 1 : 0];
        if ((a.u < minU && b.u < minU) || (a.u > maxU && b.u > maxU) || (a.v < minV && b.v < minV) || (a.v > maxV && b.v > maxV)) continue;
        // The closed segment qs-qt (on the string's line) and the closed
        // edge share no point when either lies strictly on one side of the
        // other's line.
        const int o1 = orientation(c, t, a), o2 = orientation(c, t, b);
        if (o1 == o2 && o1 != 0) continue;
        const int o3 = viewer_arcs::orientation64(a, b, qs, p.grid64), o4 = viewer_arcs::orientation64(a, b, qt, p.grid64);
        if (o3 == o4 && o3 != 0) continue;
        return false;
    }
    // No edge meets it: it lies wholly inside or wholly outside the piece,
    // as its midpoint (the string's, parameter 1/2) does. The midpoint of two
    // integer lattice points is a double exactly (halves of integers far
    // below 2^52), so the point predicate decides, without rationals.
    if (p.isLine) return true;
    const Point mid{(double(qs.a.u) + double(qs.b.u)) / 2, (double(qs.a.v) + double(qs.b.v)) / 2};
    return sideOfRing(*p.outer, mid) == Side::Outside;
}

std::optional<Cell> ViewerSweep::settle(OffsetCoord to, const SweepLevels& levels, const BlockingLevels& blocking) const
{
    const IPoint t = m_scene.grid().centre(to);
    return settle(StringTarget{to, t, m_scene.grid().index(to), viewer_arcs::pseudoAngle(double(t.u - m_centre.u), double(t.v - m_centre.v))}, levels, blocking);
}

std::optional<Cell> ViewerSweep::settle(const StringTarget& to, const SweepLevels& levels, const BlockingLevels& blocking) const
{
    const IPoint t = to.centre;
    const std::int64_t du = t.u - m_centre.u, dv = t.v - m_centre.v;
    const std::int64_t d2 = du * du + dv * dv;
    if (d2 == 0) return std::nullopt;
    // The lower end's hex and the hexes beside it lie in its centre +- (5, 3)
    // (flat-topped: neighbours at (+-3, +-1) and (0, +-2), half extents
    // (2, 1); pointy-topped swapped).
    const IPoint lower = levels.targetIsLower ? t : m_centre;
    const std::int64_t nearU = m_halfV == 1 ? 5 : 3, nearV = m_halfV == 1 ? 3 : 5;
    auto relevant = [&](const Piece& p) {
        switch (p.kind) {
        case Kind::LevelArea: return p.level >= levels.levelArea;
        case Kind::Obstacle:
            return p.level >= levels.obstacle &&
                   (p.level >= levels.obstacleAnywhere ||
                    !(p.maxU < lower.u - nearU || p.minU > lower.u + nearU || p.maxV < lower.v - nearV || p.minV > lower.v + nearV));
        case Kind::Hindrance: return p.level >= levels.hindrance;
        }
        return true;
    };
    const Point c = m_centre.toPoint(), tp = t.toPoint();
    // Where the string leaves the viewer's hexagon, tS (the hexagon is
    // |short| <= 1, |u| + |v| <= 2 about its centre, short = v flat-topped,
    // u pointy-topped), and enters the target's, 1 - tS (central symmetry).
    const std::int64_t shortD = std::abs(m_halfV == 1 ? dv : du), longD = std::abs(m_halfV == 1 ? du : dv);
    const std::int64_t sNum = longD <= shortD ? 1 : 2, sDen = longD <= shortD ? shortD : shortD + longD;
    const RationalPointOnSegment qs{m_centre, t, sNum, sDen}, qt{m_centre, t, sDen - sNum, sDen};
    auto blocks = [&](const Piece& p) { return p.level >= (p.kind == Kind::LevelArea ? blocking.levelArea : blocking.obstacle); };
    int certain = 1, possible = 1; // largest hindrance certainly touched, and that may be touched
    bool mayBlock = false;         // a piece that may block or blind may be touched
    int tries = 0;                 // pieces that may block, looked past for one that blocks for certain
    for (const Piece& p : m_everywhere) {
        if (!relevant(p)) continue;
        if (p.kind == Kind::Hindrance && p.hindrance <= certain) continue;
        const Contact how = contact(p, c, tp, qs, qt);
        if (how == Contact::Miss) continue;
        const bool touched = how == Contact::Between;
        if (p.kind == Kind::Hindrance) {
            if (touched) certain = std::max(certain, p.hindrance);
            else possible = std::max(possible, p.hindrance);
            continue;
        }
        if (touched && blocks(p)) return Cell::of(Verdict::Blocked, 0);
        mayBlock = true;
    }
    // The box lies wholly outside hexagon h's bounding box (integers).
    auto apart = [&](const Piece& p, IPoint h) {
        return p.maxU < h.u - m_halfU || p.minU > h.u + m_halfU || p.maxV < h.v - m_halfV || p.minV > h.v + m_halfV;
    };
    const int bin = viewer_arcs::binOfAngle(to.angle, m_binCount);
    for (std::int32_t k = m_binStart[std::size_t(bin)]; k < m_binStart[std::size_t(bin) + 1]; ++k) {
        const Piece& p = m_pieces[std::size_t(m_bins[std::size_t(k)])];
        if (p.near2 > d2) break; // beyond the target's centre dot: never touched
        if (!relevant(p)) continue;
        if (p.kind == Kind::Hindrance && (p.hindrance <= certain || mayBlock)) continue; // changes nothing
        // Wholly beyond the target's centre dot along the string (the box's
        // least reach, s * |D|^2 > |D|^2 in integers), or outside the piece's
        // closed arc: the string does not touch it.
        const std::int64_t reach = (du >= 0 ? p.minU - m_centre.u : p.maxU - m_centre.u) * du + (dv >= 0 ? p.minV - m_centre.v : p.maxV - m_centre.v) * dv;
        if (reach > d2) continue;
        if (orientation(c, p.first, tp) < 0 || orientation(c, tp, p.last) < 0) continue;
        // Touched between the end hexes: clear of both end hexes and wholly
        // short of the target's centre dot (the box's support along the
        // string); a road through the piece may open the string [FF 24.8].
        const std::int64_t support = (du >= 0 ? p.maxU - m_centre.u : p.minU - m_centre.u) * du + (dv >= 0 ? p.maxV - m_centre.v : p.minV - m_centre.v) * dv;
        bool touched = !p.roadOpens && support <= d2 && apart(p, m_centre) && apart(p, t);
        if (!touched) {
            // Near an end hex, reaching past the target or with a road
            // through it: its edges decide.
            const Contact how = contact(p, c, tp, qs, qt);
            if (how == Contact::Miss) continue;
            touched = how == Contact::Between;
        }
        if (p.kind == Kind::Hindrance) {
            if (touched) certain = std::max(certain, p.hindrance);
            else possible = std::max(possible, p.hindrance);
            continue;
        }
        // Blocking artwork touched: blocked whatever else the string meets.
        if (touched && blocks(p)) return Cell::of(Verdict::Blocked, 0);
        mayBlock = true; // the rules decide, unless a piece further on blocks for certain
        if (++tries == kMaxTries) break;
    }
    if (mayBlock || possible > certain) return std::nullopt;
    return certain > 1 ? Cell::of(Verdict::Hindered, certain) : Cell::of(Verdict::Clear, 1);
}

} // namespace crestline::geometry::los
