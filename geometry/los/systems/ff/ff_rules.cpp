// The Fighting Formations driver: walks the string once, from the higher end
// (equal levels: from the lower hex in OffsetCoord order, so a pair is always
// walked the same way and LOS is reciprocal [23.1]), and hands each hex it
// meets to the rule steps. The rulebook's order decides between them
// (/shared/specs/ff-los.md): a crest [24.512, 24.513] outranks an obstacle
// [24.4, 24.52], which outranks a blind hex [24.53], which outranks
// hindrance [23.3, 23.33]; within a rule the first hex met names the
// ruling. Every level of detail runs the same steps; they differ only in
// when the walk may stop and whether explain.cpp records the trace.

#include "geometry/los/systems/ff/ff_rules.h"

#include "geometry/los/systems/ff/explain.h"
#include "geometry/los/systems/ff/ff_string.h"

#include <algorithm>
#include <climits>

namespace crestline::geometry::los {

namespace {

using namespace ff;

/// [24.53] keep one blind hex whichever way the string is walked: of the
/// hexes directly before the lower end that blind it, the first in
/// OffsetCoord order.
void keepBlind(const Found& f, Found& out)
{
    if (!out.any || f.hex < out.hex) out = f;
}

/// Walks the string's hexes directly before the lower end only, from that
/// end: all the rules need when the index says no crest, obstacle or
/// hindrance that could count lies near the string (and there is no Smoke).
void blindOnly(const FfString& w, Outcome& o)
{
    if (w.equalLevels()) return;
    const OffsetCoord lower = w.lower(), upper = lower == w.s ? w.t : w.s;
    StringWalker walker(w.scene.grid(), lower, upper);
    HexPart p;
    walker.next(p); // the lower end's own hex
    const Param tD = p.hi, tU{p.hi.den - p.hi.num, p.hi.den};
    const IPoint D = w.scene.grid().centre(lower), U = w.scene.grid().centre(upper);
    while (walker.next(p) && p.lo == tD) {
        if (p.hex == upper || !p.onMap) continue;
        HexView h{p, Span{D, U, p.lo, p.hi, true, p.hi == tU}, &w.scene.candidates(p.hex)};
        if (h.span.empty()) continue;
        h.directlyBeforeLower = true;
        Found f;
        if (examineBlindHex(w, h, f)) keepBlind(f, o.blind);
    }
}

/// Long strings from high ground mostly meet nothing that counts: ask the
/// index first (a conservative filter; the exact steps decide).
bool nothingNear(const FfString& w)
{
    if (w.top < 1 || !w.state.smoke.empty() || w.scene.grid().distance(w.s, w.t) <= 12) return false;
    StringWalker walker(w.scene.grid(), w.s, w.t);
    HexPart p;
    walker.next(p);
    const double tFrom = double(p.hi.num) / double(p.hi.den);
    return !w.scene.mayMeetRelevantArtwork(w.A, w.B, tFrom - 1e-9, 1 - tFrom + 1e-9, w.m, w.top);
}

/// The one walk. Returns the parts met when `explain` (for the trace).
void walk(FfString& w, Outcome& o, Detail detail, std::vector<HexPart>* parts)
{
    StringWalker walker(w.scene.grid(), w.s, w.t);
    HexPart p;
    walker.next(p); // the higher end's own hex
    // [23.1] the end hexes are cut off: tS where the string leaves s, and by
    // the symmetry of the two hexagons it enters t at 1 - tS.
    w.tS = p.hi;
    w.tT = Param{p.hi.den - p.hi.num, p.hi.den};
    if (parts) parts->push_back(p);
    examineSmoke(w, p, o.smoke);
    const bool smoke = !w.state.smoke.empty();
    bool settled = false;     // a crest blocks: nothing can change the ruling
    bool onlyCrests = false;  // an obstacle blocks: only a crest outranks it
    while (!(settled && !parts) && walker.next(p)) {
        if (parts) parts->push_back(p);
        if (settled) continue; // only collecting the trace's hexes
        if (smoke) examineSmoke(w, p, o.smoke);
        if (p.hex == w.t) break;
        const std::vector<HexCandidate>* cands = p.onMap ? &w.scene.candidates(p.hex) : nullptr;
        // Most hexes of a long string hold no artwork: nothing to ask there
        // unless the string must stay inside a depression (m <= 0).
        if (w.m >= 1 && (!cands || cands->empty())) continue;
        HexView h{p, Span{w.A, w.B, p.lo, p.hi, p.lo == w.tS, p.hi == w.tT}, cands};
        if (h.span.empty()) continue;
        if (examineCrest(w, h, o.crest)) {
            settled = true;
            continue;
        }
        if (onlyCrests) continue;
        if (examineObstacle(w, h, o.obstacle)) {
            // Viewsheds and matrices need only the verdict: any block settles it.
            // Otherwise only a crest further on can outrank it. (Asking the
            // index whether one lies ahead cost more than it saved on the
            // bundled boards: docs/performance.md.)
            if (detail == Detail::Cell)
                settled = true;
            else
                onlyCrests = true;
            continue;
        }
        h.directlyBeforeLower = !w.equalLevels() && p.hi == w.tT; // the walk ends at the lower end
        if (h.directlyBeforeLower) {
            Found f;
            if (examineBlindHex(w, h, f)) keepBlind(f, o.blind);
        }
        examineHindrance(w, h, o.hindrance);
    }
    if (parts && !settled) // collect the rest for the trace
        while (p.hex != w.t && walker.next(p)) parts->push_back(p);
}

/// The rulebook's order decides; the deciding step names rule and feature.
void decide(const FfString& w, const Outcome& o, Ruling& r)
{
    FfDetail detail;
    detail.crestLevel = w.m;
    detail.smoke = std::max(o.smoke.value, 1);
    if (!o.blocked() && o.blind.any) detail.blindHex = w.lower();
    r.detail = detail;
    const Found* d = nullptr;
    if (o.crest.any) d = &o.crest;
    else if (o.obstacle.any) d = &o.obstacle;
    else if (o.blind.any) d = &o.blind;
    if (d) {
        r.verdict = d == &o.blind ? Verdict::Blind : Verdict::Blocked;
        r.hindrance = 0;
    } else {
        d = o.smoke.value > std::max(o.hindrance.value, 1) ? &o.smoke : o.hindrance.any ? &o.hindrance : nullptr;
        if (!d) {
            r.verdict = Verdict::Clear;
            r.hindrance = 1;
            r.rule = "[34.141]";
            return;
        }
        r.verdict = Verdict::Hindered;
        r.hindrance = d->value;
    }
    r.rule = d->rule;
    r.artwork = d->artwork;
    r.contactHex = d->hex;
}

} // namespace

namespace ff {

FfString::FfString(const Scene& sc, const PlayState& st, OffsetCoord from, OffsetCoord to)
    : scene(sc), state(st)
{
    const int lf = sc.hexLevel(from), lt = sc.hexLevel(to);
    // From the higher end: blocks lie mostly near it [24.512]. The choice
    // depends only on the pair, so LOS stays reciprocal.
    flipped = lt > lf || (lt == lf && to < from);
    s = flipped ? to : from;
    t = flipped ? from : to;
    a = sc.hexLevel(s);
    b = sc.hexLevel(t);
    top = std::max(a, b);
    m = a == b ? top + 1 : top;
    A = sc.grid().centre(s);
    B = sc.grid().centre(t);
}

} // namespace ff

Ruling FightingFormationsRules::check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const
{
    Ruling r;
    r.system = "ff";
    r.from = from;
    r.to = to;
    r.levelFrom = scene.hexLevel(from);
    r.levelTo = scene.hexLevel(to);
    const bool explain = detail == Detail::Full;
    if (from == to) {
        sameHex(scene, state, from, r, explain);
        if (explain) explainSameHex(scene, state, r);
        return r;
    }
    FfString w(scene, state, from, to);
    Outcome o;
    thread_local std::vector<HexPart> parts; // the trace's hexes, reused: no allocation per ruling
    parts.clear();
    if (!explain && nothingNear(w)) blindOnly(w, o);
    else walk(w, o, detail, explain ? &parts : nullptr);
    decide(w, o, r);
    if (explain) explainRuling(w, o, parts, r);
    return r;
}

BlockingLevels FightingFormationsRules::blockingLevels(int fromLevel, int toLevel) const
{
    // The thresholds of crest.cpp and obstacle.cpp; level areas at level 0
    // or below never block on contact.
    const int top = std::max(fromLevel, toLevel);
    const int m = fromLevel == toLevel ? top + 1 : top;
    return {std::max(m, 1), top};
}

std::optional<SweepLevels> FightingFormationsRules::sweepLevels(int fromLevel, int toLevel, const PlayState& state) const
{
    // What crest.cpp, obstacle.cpp, blind_hex.cpp and hindrance.cpp read;
    // Smoke hinders in any hex the string meets, end hexes included.
    const int top = std::max(fromLevel, toLevel);
    const int m = fromLevel == toLevel ? top + 1 : top;
    if (m <= 0 || !state.smoke.empty()) return std::nullopt;
    SweepLevels levels;
    levels.levelArea = m;
    levels.obstacle = fromLevel == toLevel ? top : -(1 << 20);
    // Below the higher end an obstacle can only blind, through an obstacle
    // hex directly before (so beside) the lower end [24.53].
    levels.obstacleAnywhere = top;
    levels.targetIsLower = toLevel < fromLevel;
    levels.hindrance = top;
    return levels;
}

} // namespace crestline::geometry::los
