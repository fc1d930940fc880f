// Near misses, for explained rulings: artwork that would have counted had
// the string touched it (a hill of the crest level [24.512, 24.513], an
// obstacle [24.4, 24.52] or a hindrance [24.54] standing at or above the
// higher end's level) but that it does not touch, and by how much it
// misses. Looked for among the artwork of the hexes the intervening string
// passes and their neighbours. The clearance is the distance from the
// intervening part of the string to the artwork, in hex widths (the hex's
// across-flats size): the squared distance is taken in the lattice frame
// with the metric that makes it Euclidean on the printed map, in long
// double, then rounded for display. Nothing decides on it: whether the
// string touches is the exact test of contact.cpp.

#include "geometry/los/systems/ff/explain.h"

#include "geometry/los/contact.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace crestline::geometry::los::ff {

namespace {

/// Squared lengths in hex widths from lattice differences: flat-top hexes
/// have u = x / (s/2), v = y / (s sqrt3 / 2) and are s sqrt3 across, so
/// (du^2 + 3 dv^2) / 12; pointy-top grids swap u and v.
struct Metric {
    long double wu, wv;
    long double dot(long double au, long double av, long double bu, long double bv) const { return wu * au * bu + wv * av * bv; }
};

struct Closest {
    long double d2 = INFINITY;
    Point at;
    bool corner = false;
};

/// Squared distance from p to the segment q0-q1, and the segment's nearest point.
long double pointSegment(const Metric& m, Point p, Point q0, Point q1, Point* nearest)
{
    const long double du = (long double)q1.u - q0.u, dv = (long double)q1.v - q0.v;
    const long double wu = (long double)p.u - q0.u, wv = (long double)p.v - q0.v;
    const long double dd = m.dot(du, dv, du, dv);
    long double t = dd > 0 ? m.dot(wu, wv, du, dv) / dd : 0;
    t = std::clamp(t, (long double)0, (long double)1);
    const long double ru = wu - t * du, rv = wv - t * dv;
    if (nearest) *nearest = {double(q0.u + t * du), double(q0.v + t * dv)};
    return m.dot(ru, rv, ru, rv);
}

/// The artwork's nearest approach to the segment s0-s1, which it does not touch.
void ringApproach(const Metric& m, const Ring& ring, bool closed, Point s0, Point s1, Closest& best)
{
    const std::size_t n = ring.size();
    for (std::size_t i = 0; i < n; ++i) {
        const long double d = pointSegment(m, ring[i], s0, s1, nullptr);
        if (d < best.d2) best = {d, ring[i], true};
        if (!closed && i + 1 == n) break;
        const Point e0 = ring[i], e1 = ring[(i + 1) % n];
        for (Point s : {s0, s1}) {
            Point at;
            const long double e = pointSegment(m, s, e0, e1, &at);
            if (e < best.d2) best = {e, at, false};
        }
    }
}

std::string roleWords(const Artwork& art)
{
    switch (art.role) {
    case ArtworkRole::LevelArea: return "hill";
    case ArtworkRole::Obstacle: return "obstacle";
    case ArtworkRole::Hindrance: return "hindrance " + std::to_string(art.hindrance);
    case ArtworkRole::RoadCorridor: return "road";
    }
    return "?";
}

std::string clearanceWords(double c)
{
    char buf[64];
    if (c >= 0.01) std::snprintf(buf, sizeof buf, "%.2f hex widths", c);
    else std::snprintf(buf, sizeof buf, "less than 0.01 hex widths (%.1e)", c);
    return buf;
}

/// Would this artwork count, were the string to touch it between the end hexes?
bool couldCount(const FfString& w, const Artwork& art)
{
    switch (art.role) {
    case ArtworkRole::LevelArea: return art.level >= w.m && art.level > 0 && !art.isLine;
    case ArtworkRole::Obstacle:
    case ArtworkRole::Hindrance: return art.level >= w.top;
    case ArtworkRole::RoadCorridor: return false;
    }
    return false;
}

} // namespace

std::vector<NearMiss> nearMisses(const FfString& w, const std::vector<HexPart>& parts, int deciding)
{
    const HexGrid& grid = w.scene.grid();
    const Metric metric = grid.spec().orientation == HexOrientation::FlatTop ? Metric{1.0L / 12, 3.0L / 12} : Metric{3.0L / 12, 1.0L / 12};
    // The hexes to look in: those the intervening string meets, and their neighbours.
    std::vector<char> hexSeen(std::size_t(grid.count()), 0), artSeen(w.scene.artwork().size(), 0);
    std::vector<OffsetCoord> hexes;
    auto addHex = [&](OffsetCoord h) {
        if (!grid.contains(h) || hexSeen[std::size_t(grid.index(h))]) return;
        hexSeen[std::size_t(grid.index(h))] = 1;
        hexes.push_back(h);
    };
    for (const HexPart& p : parts) {
        if (!p.onMap || p.hex == w.s || p.hex == w.t) continue;
        addHex(p.hex);
        for (const OffsetCoord& n : grid.neighbours(p.hex)) addHex(n);
    }
    // The intervening part of the string [23.1].
    const Span whole{w.A, w.B, Param{0, 1}, Param{1, 1}, false, false};
    const Point s0 = approxPoint(whole, w.tS), s1 = approxPoint(whole, w.tT);
    std::vector<NearMiss> out;
    for (const OffsetCoord& h : hexes)
        for (const HexCandidate& c : w.scene.candidates(h)) {
            if (artSeen[std::size_t(c.artwork)]) continue;
            artSeen[std::size_t(c.artwork)] = 1;
            const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
            if (c.artwork == deciding || !couldCount(w, art)) continue;
            // Touched anywhere, end hexes included: that is not a miss (the trace says why it does not count).
            if (touchArtwork(art, whole) != TouchKind::None) continue;
            Closest best;
            ringApproach(metric, art.shape.outer, !art.isLine, s0, s1, best);
            for (const Ring& hole : art.shape.holes) ringApproach(metric, hole, true, s0, s1, best);
            NearMiss miss;
            miss.artwork = c.artwork;
            miss.clearance = double(std::sqrt(best.d2));
            miss.corner = best.corner;
            miss.at = best.at;
            const PointLocation loc = grid.locate(best.at);
            miss.hex = loc.hexes.empty() ? h : loc.hexes.front();
            miss.text = describeArtwork(w.scene, c.artwork) + " (" + roleWords(art) + ", " + levelText(art.level) + ") misses the string by " +
                        clearanceWords(miss.clearance) + (miss.corner ? ", at its corner in " : ", along its edge in ") + grid.label(miss.hex);
            out.push_back(std::move(miss));
        }
    std::stable_sort(out.begin(), out.end(), [](const NearMiss& x, const NearMiss& y) { return x.clearance < y.clearance; });
    if (out.size() > 3) out.resize(3);
    return out;
}

} // namespace crestline::geometry::los::ff
