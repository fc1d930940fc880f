#include "geometry/los/systems/ff/explain.h"

#include "geometry/exact.h"

#include <algorithm>

namespace crestline::geometry::los::ff {

std::string levelText(int level) { return "level " + std::to_string(level); }

std::string describeArtwork(const Scene& scene, int artwork)
{
    const Artwork& art = scene.artwork()[std::size_t(artwork)];
    return art.terrain + " " + art.id;
}

namespace {

const Found* deciding(const Outcome& o, const Ruling& r)
{
    if (r.verdict == Verdict::Clear) return nullptr;
    if (o.crest.any) return &o.crest;
    if (o.obstacle.any) return &o.obstacle;
    if (o.blind.any) return &o.blind;
    return r.rule == std::string_view("[23.33]") ? &o.smoke : &o.hindrance;
}

std::string reasonOf(const FfString& w, const Found& f, const Outcome& o)
{
    if (&f == &o.crest) return crestReason(w, f);
    if (&f == &o.obstacle) return obstacleReason(w, f);
    if (&f == &o.blind) return blindReason(w, f);
    if (&f == &o.smoke) return smokeReason(w, f);
    return hindranceReason(w, f);
}

Span spanOf(const FfString& w, const HexPart& p)
{
    Span s{w.A, w.B, p.lo, p.hi, p.lo == w.tS, p.hi == w.tT};
    if (p.hex == w.s || p.hex == w.t) s.hi = Param{-1, 1}; // never intervening
    return s;
}

/// Where the string touches artwork exactly on a hexside or vertex, several
/// hexes hold the contact: name the first one (in walk order) that the
/// artwork is drawn in (overlaps with area > 0), else the hex it was found in.
OffsetCoord drawnIn(const FfString& w, const std::vector<HexPart>& parts, const Found& f)
{
    const Artwork& art = w.scene.artwork()[std::size_t(f.artwork)];
    for (const HexPart& p : parts) {
        if (!p.onMap || p.hex == w.s || p.hex == w.t) continue;
        const Span span = spanOf(w, p);
        if (span.empty()) continue;
        const Ring hexagon = w.scene.grid().hexagon(p.hex);
        const bool drawn = art.isLine ? polylineEntersConvex(art.shape.outer, hexagon) : polygonOverlapsConvex(art.shape, hexagon);
        if (!drawn) continue;
        for (const HexCandidate& c : w.scene.candidates(p.hex))
            if (c.artwork == f.artwork && touch(w.scene, c, span) != TouchKind::None) return p.hex;
    }
    return f.hex;
}

std::string roleText(ArtworkRole role)
{
    switch (role) {
    case ArtworkRole::LevelArea: return "level area";
    case ArtworkRole::Obstacle: return "obstacle";
    case ArtworkRole::Hindrance: return "hindrance";
    case ArtworkRole::RoadCorridor: return "road";
    }
    return "?";
}

void smokeNotes(const PlayState& state, OffsetCoord hex, TraceStep& step)
{
    for (const SmokeMarker& sm : state.smoke)
        if (sm.hex == hex) step.found.push_back({"Smoke " + std::to_string(sm.hindrance) + " [23.33]", -1});
}

/// Everything the string touches in one intervening hex, in plain words.
void describeHex(const FfString& w, const HexPart& p, const Span& span, TraceStep& step)
{
    for (const HexCandidate& c : w.scene.candidates(p.hex)) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        const TouchKind k = touch(w.scene, c, span);
        if (k == TouchKind::None) continue;
        std::string what;
        if (art.role == ArtworkRole::RoadCorridor) {
            what = spanInsideConvex(art, span) ? "string runs along " + describeArtwork(w.scene, c.artwork) + ": hex terrain does not block or hinder [24.8]"
                                               : describeArtwork(w.scene, c.artwork) + " touched, string not wholly along it";
        } else {
            what = describeArtwork(w.scene, c.artwork) + " (" + roleText(art.role);
            if (art.role == ArtworkRole::Hindrance) what += " " + std::to_string(art.hindrance);
            what += ", " + levelText(art.level) + ") ";
            what += k == TouchKind::Inside ? "contains the string here" : "touched";
        }
        step.found.push_back({what, c.artwork});
    }
}

} // namespace

void explainRuling(const FfString& w, const Outcome& o, const std::vector<HexPart>& parts, Ruling& r)
{
    const HexGrid& grid = w.scene.grid();
    const Found* d = deciding(o, r);
    if (!d) {
        r.reason = "nothing hinders: default hindrance 1";
    } else {
        r.reason = reasonOf(w, *d, o);
        if (d->artwork >= 0) {
            Point at;
            touch(w.scene, d->candidate, d->span, &at);
            r.contact = at;
            r.hasContact = true;
            // [24.53] names its obstacle hex itself; other contacts on a hexside
            // or vertex are shown in the hex the artwork is drawn in.
            if (d != &o.blind) r.contactHex = drawnIn(w, parts, *d);
        } else if (d != &o.smoke) { // ground of level 0, no artwork to name
            r.contact = approxPoint(d->span, d->span.lo);
            r.hasContact = true;
        }
    }
    r.trace.clear();
    for (const HexPart& p : parts) {
        TraceStep step;
        step.hex = p.hex;
        step.label = p.onMap ? grid.label(p.hex) : "(off map)";
        step.onMap = p.onMap;
        step.how = p.how;
        if (p.how == Crossing::Hexside) step.sideName = std::string(grid.sideName(p.side));
        step.level = p.onMap ? w.scene.hexLevel(p.hex) : 0;
        const bool isS = p.hex == w.s, isT = p.hex == w.t;
        // s is the sighter unless the walk runs from the target.
        step.role = isS ? (w.flipped ? TraceStep::Role::Target : TraceStep::Role::Sighter)
                    : isT ? (w.flipped ? TraceStep::Role::Sighter : TraceStep::Role::Target)
                          : TraceStep::Role::Intervening;
        const Span span = spanOf(w, p);
        if (p.onMap && !isS && !isT && !span.empty()) describeHex(w, p, span, step);
        else if (p.onMap && (isS || isT) && !w.scene.candidates(p.hex).empty())
            step.found.push_back({"artwork in the sighter's or target's own hex does not count [23.1]", -1});
        smokeNotes(w.state, p.hex, step);
        r.trace.push_back(std::move(step));
    }
    if (w.flipped) std::reverse(r.trace.begin(), r.trace.end());
}

void explainSameHex(const Scene& scene, const PlayState& state, Ruling& r)
{
    TraceStep step;
    step.hex = r.from;
    step.label = scene.grid().label(r.from);
    step.level = scene.hexLevel(r.from);
    step.role = TraceStep::Role::Sighter;
    smokeNotes(state, r.from, step);
    r.trace.push_back(std::move(step));
}

} // namespace crestline::geometry::los::ff
