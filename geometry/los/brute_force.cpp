#include "geometry/los/brute_force.h"

#include "geometry/los/contact.h"
#include "geometry/exact.h"

#include <algorithm>

namespace crestline::geometry::los {

Ruling bruteForceRuling(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state)
{
    Ruling r;
    r.from = from;
    r.to = to;
    r.levelFrom = scene.hexLevel(from);
    r.levelTo = scene.hexLevel(to);
    if (from == to) { // [23.1] clear, but Smoke hinders within its hex [23.33]
        for (const SmokeMarker& sm : state.smoke)
            if (sm.hex == from) r.hindrance = std::max(r.hindrance, sm.hindrance);
        r.verdict = r.hindrance > 1 ? Verdict::Hindered : Verdict::Clear;
        return r;
    }
    const OffsetCoord s = std::min(from, to), t = std::max(from, to);
    const int a = scene.hexLevel(s), b = scene.hexLevel(t), top = std::max(a, b);
    const int m = a == b ? top + 1 : top;
    std::vector<HexPart> parts;
    std::vector<Span> spans;
    walkString(scene.grid(), s, t, parts);
    interveningSpans(scene.grid(), s, t, parts, spans);
    const Param tS = parts.front().hi, tT = parts.back().lo;
    const bool lowerIsT = b < a;
    const IPoint A = scene.grid().centre(s), B = scene.grid().centre(t);
    const Box stringBox{double(std::min(A.u, B.u)), double(std::min(A.v, B.v)), double(std::max(A.u, B.u)), double(std::max(A.v, B.v))};

    bool crest = false, obstacle = false, blind = false;
    int hindrance = 1;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const HexPart& p = parts[i];
        if (spans[i].empty()) continue;
        if (!p.onMap) {
            crest = crest || m <= 0;
            continue;
        }
        const bool beforeLower = a != b && (lowerIsT ? p.hi == tT : p.lo == tS) &&
                                 std::min(a, b) <= scene.hexLevel(p.hex);
        bool inDepression = false, alongRoad = false, partObstacle = false, partBlind = false;
        int partHindrance = 1;
        const Ring hexagon = scene.grid().hexagon(p.hex);
        for (std::size_t ai = 0; ai < scene.artwork().size(); ++ai) {
            const Artwork& art = scene.artwork()[ai];
            if (!scene.artworkBox(int(ai)).intersects(stringBox)) continue; // cannot touch this string
            if (art.role == ArtworkRole::RoadCorridor) {
                alongRoad = alongRoad || spanInsideConvex(art, spans[i]);
                continue;
            }
            const TouchKind k = touchArtwork(art, spans[i]);
            if (k == TouchKind::None) continue;
            switch (art.role) {
            case ArtworkRole::LevelArea:
                crest = crest || (art.level >= m && art.level > 0);
                inDepression = inDepression || (m <= 0 && art.level < m && k == TouchKind::Inside);
                break;
            case ArtworkRole::Obstacle:
                partObstacle = partObstacle || art.level >= top;
                // [24.53] only in an obstacle hex: drawn in it with area > 0 (a line: into its interior).
                if (art.level < top && beforeLower && !partBlind)
                    partBlind = art.isLine ? polylineEntersConvex(art.shape.outer, hexagon) : polygonOverlapsConvex(art.shape, hexagon);
                break;
            case ArtworkRole::Hindrance:
                if (art.level >= top) partHindrance = std::max(partHindrance, art.hindrance);
                break;
            case ArtworkRole::RoadCorridor: break;
            }
        }
        crest = crest || (m <= 0 && !inDepression);
        if (alongRoad) continue; // [24.8] the hex's obstacles and hindrances do not count
        obstacle = obstacle || partObstacle;
        blind = blind || partBlind;
        hindrance = std::max(hindrance, partHindrance);
    }
    for (const HexPart& p : parts)
        for (const SmokeMarker& sm : state.smoke)
            if (sm.hex == p.hex) hindrance = std::max(hindrance, sm.hindrance);

    if (crest || obstacle) r.verdict = Verdict::Blocked;
    else if (blind) r.verdict = Verdict::Blind;
    else r.verdict = hindrance > 1 ? Verdict::Hindered : Verdict::Clear;
    r.hindrance = (crest || obstacle || blind) ? 0 : hindrance;
    return r;
}

} // namespace crestline::geometry::los
