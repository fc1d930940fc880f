#include "geometry/los/systems/ff/explain.h"

#include "geometry/exact.h"
#include "geometry/los/systems/ff/hex_place.h"

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

std::string roleText(const Artwork& art)
{
    switch (art.role) {
    case ArtworkRole::LevelArea: return "level area";
    case ArtworkRole::Obstacle: return "obstacle";
    case ArtworkRole::Hindrance: return "hindrance " + std::to_string(art.hindrance);
    case ArtworkRole::RoadCorridor: return "road";
    }
    return "?";
}

void smokeNotes(const PlayState& state, OffsetCoord hex, TraceStep& step)
{
    for (const SmokeMarker& sm : state.smoke)
        if (sm.hex == hex) step.found.push_back({"Smoke " + std::to_string(sm.hindrance) + " [23.33]", -1, true, {}});
}

/// "sighter's" or "target's" for the walk's first (s) or last (t) hex.
std::string endWord(const FfString& w, bool first) { return first != w.flipped ? "sighter's" : "target's"; }

/// A road corridor of the hex that the string's piece lies wholly inside [24.8].
int roadAlong(const FfString& w, const HexView& h)
{
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        if (art.role == ArtworkRole::RoadCorridor && spanInsideConvex(art, h.span)) return c.artwork;
    }
    return -1;
}

TraceNote counted(std::string base, std::string effect, int artwork) { return {std::move(base) + ": " + effect, artwork, true, {}}; }
TraceNote setAside(std::string base, std::string why, int artwork) { return {std::move(base) + ": does not count, " + why, artwork, false, why}; }

/// Why a level area the string touches does or does not block [24.512, 24.513].
TraceNote levelAreaNote(const FfString& w, const Artwork& art, std::string base, int artwork)
{
    const char* rule = w.equalLevels() ? "[24.513]" : "[24.512]";
    if (art.level >= w.m && art.level > 0) return counted(std::move(base), std::string("blocks ") + rule, artwork);
    if (w.m <= 0) return counted(std::move(base), "ground below " + levelText(w.m) + ", as the string must stay [24.512]", artwork);
    return setAside(std::move(base),
                    w.equalLevels() ? "not higher than both ends (" + levelText(w.top) + ") " + rule
                                    : "below the higher end (" + levelText(w.top) + ") " + rule,
                    artwork);
}

/// Why an obstacle the string touches does or does not block [24.4, 24.52, 24.53].
TraceNote obstacleNote(const FfString& w, const HexView& h, const HexCandidate& c, const Outcome& o, std::string base)
{
    const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
    const HexGrid& g = w.scene.grid();
    if (art.level >= w.top) return counted(std::move(base), std::string("blocks ") + (w.top > 0 ? "[24.52]" : "[24.4]"), c.artwork);
    if (o.blind.any && o.blind.artwork == c.artwork && o.blind.hex == h.part.hex)
        return counted(std::move(base), "makes " + g.label(w.lower()) + " a blind hex [24.53]", c.artwork);
    const bool belowBoth = art.level < std::min(w.a, w.b);
    std::string why = "at " + levelText(art.level) + (belowBoth ? ", below both ends" : ", below the higher end (" + levelText(w.top) + ")");
    if (w.equalLevels()) return setAside(std::move(base), why + " [24.52]", c.artwork);
    if (!h.directlyBeforeLower) return setAside(std::move(base), why + ", and not directly before the lower end [24.52, 24.53]", c.artwork);
    if (!c.overlapsHex)
        return setAside(std::move(base), why + "; it only touches " + g.label(h.part.hex) + ", so that is not its obstacle hex [24.1, 24.53]",
                        c.artwork);
    return setAside(std::move(base), why + "; " + g.label(w.lower()) + " is above " + g.label(h.part.hex) + " [24.53]", c.artwork);
}

/// Why a hindrance the string touches does or does not hinder [23.31, 24.54].
TraceNote hindranceNote(const FfString& w, const Artwork& art, std::string base, int artwork)
{
    if (art.level >= w.top) return counted(std::move(base), "hinders " + std::to_string(art.hindrance) + " [23.31]", artwork);
    const bool belowBoth = art.level < std::min(w.a, w.b);
    return setAside(std::move(base),
                    "at " + levelText(art.level) + (belowBoth ? " below both ends" : " below the higher end (" + levelText(w.top) + ")") +
                        " [24.54]",
                    artwork);
}

/// Everything the string touches in one intervening hex, in plain words,
/// with why what it touches counts or not.
void describeHex(const FfString& w, const HexPart& p, const Span& span, const Outcome& o, TraceStep& step)
{
    HexView h{p, span, &w.scene.candidates(p.hex)};
    h.directlyBeforeLower = !w.equalLevels() && p.hi == w.tT;
    const int road = roadAlong(w, h);
    Span fromS = span, toT = span; // the piece with the point shared with an end hex put back
    fromS.loOpen = false;
    toT.hiOpen = false;
    for (const HexCandidate& c : *h.candidates) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        const std::string name = describeArtwork(w.scene, c.artwork);
        const TouchKind k = touch(w.scene, c, span);
        if (art.role == ArtworkRole::RoadCorridor) {
            if (k == TouchKind::None) continue;
            step.found.push_back({c.artwork == road ? "string runs along " + name + ": hex terrain does not block or hinder [24.8]"
                                                    : name + " touched, string not wholly along it",
                                  c.artwork, true, {}});
            continue;
        }
        if (k == TouchKind::None) {
            // [23.1] touched only at the point the string shares with an end hex.
            const bool atS = span.loOpen && touch(w.scene, c, fromS) != TouchKind::None;
            const bool atT = !atS && span.hiOpen && touch(w.scene, c, toT) != TouchKind::None;
            if (atS || atT)
                step.found.push_back(setAside(name + " (" + roleText(art) + ", " + levelText(art.level) + ") touched",
                                              "only on the " + endWord(w, atS) + " hex's boundary [23.1]", c.artwork));
            continue;
        }
        std::string base = name + " (" + roleText(art) + ", " + levelText(art.level) + ") " + (k == TouchKind::Inside ? "contains the string here" : "touched");
        if (art.role == ArtworkRole::LevelArea) {
            step.found.push_back(levelAreaNote(w, art, std::move(base), c.artwork));
        } else if (road >= 0) {
            step.found.push_back(setAside(std::move(base), "the string runs along " + describeArtwork(w.scene, road) + " here [24.8]", c.artwork));
        } else if (art.role == ArtworkRole::Obstacle) {
            step.found.push_back(obstacleNote(w, h, c, o, std::move(base)));
        } else {
            step.found.push_back(hindranceNote(w, art, std::move(base), c.artwork));
        }
    }
}

/// [23.1] artwork the string touches inside the sighter's or target's own hex.
void describeEndHex(const FfString& w, const HexPart& p, TraceStep& step)
{
    const Span piece{w.A, w.B, p.lo, p.hi, false, false};
    const std::string where = "inside the " + endWord(w, p.hex == w.s) + " hex [23.1]";
    for (const HexCandidate& c : w.scene.candidates(p.hex)) {
        const Artwork& art = w.scene.artwork()[std::size_t(c.artwork)];
        // Roads never count by themselves; level areas there give the end its level [24.5].
        if (art.role == ArtworkRole::RoadCorridor || art.role == ArtworkRole::LevelArea) continue;
        const TouchKind k = touch(w.scene, c, piece);
        if (k == TouchKind::None) continue;
        step.found.push_back(setAside(describeArtwork(w.scene, c.artwork) + " (" + roleText(art) + ", " + levelText(art.level) + ") " +
                                          (k == TouchKind::Inside ? "contains the string" : "touched"),
                                      where, c.artwork));
    }
}

} // namespace

void explainRuling(const FfString& w, const Outcome& o, const std::vector<HexPart>& parts, Ruling& r)
{
    auto ex = std::make_shared<Explanation>();
    const HexGrid& grid = w.scene.grid();
    const Found* d = deciding(o, r);
    if (!d) {
        r.reason = "nothing hinders: default hindrance 1";
    } else {
        r.reason = reasonOf(w, *d, o);
        std::optional<StringPoint> at;
        if (d->artwork >= 0) {
            at = contactPoint(w.scene, d->candidate, d->span);
            // [24.53] names its obstacle hex itself; other contacts on a hexside
            // or vertex are shown in the hex the artwork is drawn in.
            if (d != &o.blind) r.contactHex = drawnIn(w, parts, *d);
        } else if (d != &o.smoke) { // ground of level 0, no artwork to name
            at = StringPoint::atParam(d->span, d->span.lo);
        }
        if (at) {
            r.contact = at->approx;
            r.hasContact = true;
            // The span lies in the closed hexagon of the hex it was found in.
            if (grid.contains(d->hex)) ex->contactPlace = placeInHex(grid, *at, w.A, w.B, d->hex);
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
        if (p.onMap && !isS && !isT && !span.empty()) describeHex(w, p, span, o, step);
        else if (p.onMap && (isS || isT)) describeEndHex(w, p, step);
        smokeNotes(w.state, p.hex, step);
        r.trace.push_back(std::move(step));
    }
    if (w.flipped) std::reverse(r.trace.begin(), r.trace.end());
    ex->nearMisses = nearMisses(w, parts, r.artwork);
    r.explanation = std::move(ex);
    if (auto* ff = std::get_if<FfDetail>(&r.detail))
        if (auto exit = crestExit(w, parts)) ff->crestExit = std::make_shared<const FfDetail::CrestExit>(std::move(*exit));
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
