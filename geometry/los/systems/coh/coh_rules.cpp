// The Conflict of Heroes driver (coh-los.md, "The verdict"): the first step
// that applies decides. 1 same hex: sees [7.7.3]. One walk of the string
// then hands every hex its intervening part touches to steps 2 (height) and
// 3 (obstacles) (coh_steps.cpp) and keeps the blocking hexes that meet the
// string where it passes into the lower end for step 4 (blind hex). 5 a
// clear ruling gets its modifiers (modifiers.cpp).
//
// The intervening part is the string less the closed end hexes, so a hex
// counts if its closed piece of the string [lo, hi] meets the open interval
// (tS, tT) between leaving S and entering T: a hex touched only at the
// vertex where the string leaves S or enters T does not count (as FF 23.1).

#include "geometry/los/systems/coh/coh_rules.h"

#include "geometry/los/hex_table_of.h"
#include "geometry/los/systems/coh/coh_string.h"

#include <stdexcept>

namespace crestline::geometry::los {

namespace {

using namespace coh;

const CohBoard& cohBoardOf(const Scene& scene) { return hexTableOf<CohBoard>(scene, "CoH"); }

/// The last few touched hexes that may be the blind hex before T (those
/// whose piece of the string ends where T's begins: at most two).
struct Recent {
    HexPart part[3];
    int n = 0;
    void push(const HexPart& p)
    {
        if (n == 3) {
            part[0] = part[1];
            part[1] = part[2];
            n = 2;
        }
        part[n++] = p;
    }
};

/// `deciding` and `also`: the two hexes that decide together along their shared side, if two do.
void traceOf(const CohString& w, const std::vector<HexPart>& parts, Param tS, Param tT, const std::optional<OffsetCoord>& deciding,
             const std::optional<OffsetCoord>& also, Ruling& r)
{
    for (const HexPart& p : parts) {
        TraceStep step;
        step.hex = p.hex;
        step.label = w.grid.label(p.hex);
        step.onMap = p.onMap;
        step.how = p.how;
        step.level = w.board.level(p.hex);
        if (p.how == Crossing::Hexside) step.sideName = std::string(w.grid.sideName(p.side));
        step.role = p.hex == w.s ? TraceStep::Role::Sighter : p.hex == w.t ? TraceStep::Role::Target : TraceStep::Role::Intervening;
        const int smoke = w.smoke(p.hex);
        if (w.board.blocks(p.hex) || smoke > 0 || step.level > 0) {
            TraceNote n;
            n.what = w.hexName(p.hex);
            if (w.board.blocks(p.hex)) n.what += ", blocks LOS";
            if (smoke > 0) n.what += ", smoke +" + std::to_string(smoke);
            if (step.role != TraceStep::Role::Intervening) {
                n.counts = false;
                n.why = "the firer's or the target's own hex";
            } else if (!(compare(p.hi, tS) > 0 && compare(p.lo, tT) < 0)) {
                n.counts = false;
                n.why = "touched only where the string leaves the firer's hex or enters the target's";
            }
            if (!n.counts) n.what += ": does not count, " + n.why;
            // Two hexes deciding together along their shared side: each says so, naming the other.
            if (n.counts && deciding && also && (p.hex == *deciding || p.hex == *also))
                n.what += ": decides the ruling with " + w.grid.label(p.hex == *deciding ? *also : *deciding) +
                          ", the string running along their shared side (both are named)";
            step.found.push_back(std::move(n));
        }
        r.trace.push_back(std::move(step));
    }
}

} // namespace

Ruling CohRules::check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const
{
    const CohBoard& board = cohBoardOf(scene);
    const HexGrid& grid = scene.grid();
    CohString w(board, grid, state.markers, from, to);
    Ruling r;
    r.system = "coh";
    r.from = from;
    r.to = to;
    r.levelFrom = w.a;
    r.levelTo = w.b;
    CohDetail d;
    d.attack = state.conditions.attack;
    d.top = w.top;
    d.heightThreshold = w.m;
    const bool words = detail == Detail::Full;

    if (from == to) { // 1. same hex
        r.rule = "[7.7.3]";
        if (words) r.reason = "sees: the same hex (close combat)";
        if (detail != Detail::Cell) addModifiers(w, {}, d.attack, words, d);
        r.detail = std::move(d);
        return r;
    }

    CohFound f;
    std::vector<HexPart> parts;
    std::vector<OffsetCoord> smokeBetween; // smoke +1 touched between the ends (rare: no allocation without smoke)
    Recent recent;
    HexPart pending;          // a vertex-only part, held until we know it is not where T begins
    bool hasPending = false;
    Param tS, tT;
    const bool lowerIsS = w.a != w.b && w.lower() == from;
    const bool lowerIsT = w.a != w.b && w.lower() == to;

    const auto touched = [&](const HexPart& p) {
        // p is neither end and meets (tS, tT) (its lo < tT is known by now).
        if (compare(p.hi, tS) <= 0) return false;
        // Detail::Cell stops at the first deciding hex; the others go on, so a
        // second hex over the same run along a shared side is named too.
        if (examineTouched(w, p, f) && detail == Detail::Cell) return true;
        if (lowerIsS && compare(p.lo, tS) == 0) examineBlind(w, p, f);
        if (lowerIsT) recent.push(p);
        if (w.smoke(p.hex) == 1) smokeBetween.push_back(p.hex);
        return false;
    };

    StringWalker walker(grid, from, to);
    HexPart p;
    bool stop = false;
    while (!stop && walker.next(p)) {
        if (detail == Detail::Full) parts.push_back(p);
        if (p.hex == from) {
            tS = p.hi;
            continue;
        }
        if (p.hex == to) {
            tT = p.lo;
            if (hasPending && compare(pending.lo, tT) != 0) stop = touched(pending);
            hasPending = false;
            if (lowerIsT)
                for (int i = 0; i < recent.n; ++i)
                    if (compare(recent.part[i].hi, tT) == 0) examineBlind(w, recent.part[i], f);
            continue;
        }
        if (hasPending) {
            stop = touched(pending);
            hasPending = false;
            if (stop) break;
        }
        if (p.how == Crossing::Vertex) {
            pending = p;
            hasPending = true;
            continue;
        }
        stop = touched(p);
    }

    if (f.blocked() || f.blind) {
        d.outcome = f.blocked() ? CohDetail::Outcome::Blocked : CohDetail::Outcome::Blind;
        r.verdict = f.blocked() ? Verdict::Blocked : Verdict::Blind;
        d.hex = f.height ? f.heightHex : f.obstacle ? f.obstacleHex : f.blindHex;
        d.alsoHex = f.height ? f.heightAlso : f.obstacle ? f.obstacleAlso : f.blindAlso;
        r.rule = verdictRule(f);
        if (words) r.reason = verdictReason(w, f);
    } else {
        r.rule = verdictRule(f);
        entrySides(grid, from, to, d.entrySides);
        if (detail != Detail::Cell) addModifiers(w, smokeBetween, d.attack, words, d);
        if (words) {
            r.reason = "sees: nothing blocks between " + grid.label(from) + " and " + grid.label(to);
            if (!d.modifiers.empty()) {
                r.reason += " (";
                for (std::size_t i = 0; i < d.modifiers.size(); ++i) r.reason += (i ? "; " : "") + d.modifiers[i].what;
                r.reason += ")";
            }
        }
    }
    if (detail == Detail::Full) {
        traceOf(w, parts, tS, tT, d.hex, d.alsoHex, r);
    }
    r.detail = std::move(d);
    return r;
}

PlayStateReads CohRules::reads() const
{
    PlayStateReads r;
    r.markerKinds = {"smoke+1", "smoke+2"};
    r.attack = true;
    return r;
}

} // namespace crestline::geometry::los
