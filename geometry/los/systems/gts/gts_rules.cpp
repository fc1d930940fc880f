// The Grand Tactical Series driver (gts-los.md, "The verdict"): the first
// step that applies decides. 1 same hex: sees. 2 range [15.4, 26.0, 28.0,
// 15.4.2]: d > M, no LOS. 3 obstacles [15.4, 15.4.1, 15.4.2, 15.4.3]: one
// walk of the string counts k (obstacles.cpp, ties.cpp); k > A, blocked.
// 4 otherwise LOS exists. The walk's parts come in order; a vertex-only
// part between two hexes passed through is a vertex site, two parts along
// one hexside are a run, and two hexes passed through one after the other
// share a hexside crossed at an inner point.

#include "geometry/los/systems/gts/gts_rules.h"

#include "geometry/los/hex_table_of.h"
#include "geometry/los/systems/gts/gts_string.h"

#include <stdexcept>

namespace crestline::geometry::los {

namespace {

using namespace gts;

const GtsBoard& gtsBoardOf(const Scene& scene) { return hexTableOf<GtsBoard>(scene, "GTS"); }

/// The walk's parts, read as hexes passed through, hexsides crossed and tie sites.
class SiteReader {
public:
    explicit SiteReader(GtsString& w) : m_w(w) {}

    /// Takes the next part; false once the count passed `stopAbove` (Detail::Cell).
    bool take(const HexPart& p, int stopAbove)
    {
        if (p.how == Crossing::Vertex) {
            m_vertex = p.hex;
            m_hasVertex = true;
        } else if (p.how == Crossing::Hexside) {
            m_run[m_runCount++ & 1] = p;
        } else {
            if (m_started) enter(p);
            m_started = true;
            m_last = p;
            countHexPassed(m_w, p.hex);
        }
        return m_w.detail.k <= stopAbove;
    }

private:
    GtsString& m_w;
    bool m_started = false;
    HexPart m_last;           ///< the last hex passed through
    OffsetCoord m_vertex;     ///< a hex met at a vertex only, since m_last
    bool m_hasVertex = false;
    HexPart m_run[2];         ///< the two hexes along a hexside, since m_last
    int m_runCount = 0;

    /// Into the hex passed through `p`, from m_last.
    void enter(const HexPart& p)
    {
        if (m_runCount == 2) {
            countRun(m_w, m_last.hex, m_run[0].hex, m_run[1].hex, p.hex, m_w.at(m_run[0].lo), m_w.at(m_run[0].hi));
        } else if (m_hasVertex) {
            countVertex(m_w, m_last.hex, p.hex, m_vertex, m_w.at(p.lo));
        } else if (m_runCount == 0) {
            countHexsideCrossed(m_w, m_last.hex, p.hex);
        } else {
            throw std::logic_error("GTS LOS: a hexside run with one hex beside it");
        }
        m_runCount = 0;
        m_hasVertex = false;
    }
};

void traceOf(const GtsString& w, const std::vector<HexPart>& parts, Ruling& r)
{
    for (const HexPart& p : parts) {
        TraceStep step;
        step.hex = p.hex;
        step.label = w.grid.label(p.hex);
        step.onMap = p.onMap;
        step.how = p.how;
        if (p.how == Crossing::Hexside) step.sideName = std::string(w.grid.sideName(p.side));
        step.role = p.hex == w.s ? TraceStep::Role::Sighter : p.hex == w.t ? TraceStep::Role::Target : TraceStep::Role::Intervening;
        const bool blocking = w.board.los(p.hex) == GtsLos::Blocks || w.barrage(p.hex) != GtsString::Barrage::None;
        if (blocking || w.board.los(p.hex) == GtsLos::Pair) {
            TraceNote n;
            n.what = w.hexName(p.hex) + (blocking ? " (blocking)" : " (pair terrain)");
            if (!w.intermediate(p.hex)) {
                n.counts = false;
                n.why = "the sighter's or the target's own hex [15.4]";
            } else if (p.how != Crossing::Interior) {
                n.counts = false;
                n.why = p.how == Crossing::Vertex ? "touched at a vertex: counted by the tie site, if at all" : "touched along a hexside: counted by the tie site, if at all";
            }
            if (!n.counts) n.what += ": does not count, " + n.why; // as FF's notes read
            step.found.push_back(std::move(n));
        }
        r.trace.push_back(std::move(step));
    }
}

std::string countText(const GtsDetail& d)
{
    return std::to_string(d.k) + (d.k == 1 ? " obstacle" : " obstacles") + ", allowance " + std::to_string(d.allowance);
}

} // namespace

Ruling GtsRules::check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const
{
    const GtsBoard& board = gtsBoardOf(scene);
    const HexGrid& grid = scene.grid();
    Ruling r;
    r.system = "gts";
    r.from = from;
    r.to = to;
    GtsDetail d;
    const Conditions& c = state.conditions;
    const bool opSpotting = board.observationPost(from) && c.purpose == Purpose::Spot;
    d.distance = grid.distance(from, to);
    d.range = losRange(c, opSpotting);
    d.allowance = allowance(board, from, c.purpose);

    if (from == to) { // 1. same hex
        r.rule = "[15.4]";
        r.reason = "same hex: a unit sees its own hex";
        r.detail = std::move(d);
        return r;
    }
    if (d.distance > d.range) { // 2. range
        d.outcome = GtsDetail::Outcome::OutOfRange;
        // Range decides before any obstacle is looked at: the count was not
        // made (k stays 0, which the formats print as no count: null).
        d.complete = false;
        r.verdict = Verdict::Blocked;
        r.rule = rangeRule(c, opSpotting);
        if (detail != Detail::Cell) // most of an analysis's pairs: no words for them
            r.reason = "out of range: " + std::to_string(d.distance) + " hexes, the longest LOS is " + std::to_string(d.range) +
                       "; the obstacles were not counted";
        r.detail = std::move(d);
        return r;
    }

    // 3. obstacles: one walk.
    GtsString w{board, grid, from, to, grid.centre(from), grid.centre(to), state.markers, detail == Detail::Full, detail != Detail::Cell, d};
    SiteReader reader(w);
    std::vector<HexPart> parts;
    StringWalker walker(grid, from, to);
    HexPart p;
    const int stopAbove = detail == Detail::Cell ? d.allowance : 1 << 30;
    while (walker.next(p)) {
        if (detail == Detail::Full) parts.push_back(p);
        if (!reader.take(p, stopAbove)) {
            d.complete = false;
            break;
        }
    }
    const char* rule = allowanceRule(board, from, c.purpose);
    const bool words = detail == Detail::Full; // Detail::Verdict promises the verdict and the rule, not the words
    if (d.k > d.allowance) {
        d.outcome = GtsDetail::Outcome::Blocked;
        r.verdict = Verdict::Blocked;
        r.rule = rule;
        if (words) r.reason = "blocked: " + countText(d);
    } else {
        r.rule = d.k > 0 ? rule : "[15.4]";
        if (words) r.reason = "sees: " + countText(d) + "; " + std::to_string(d.distance) + " of " + std::to_string(d.range) + " hexes";
    }
    if (detail == Detail::Full && !d.obstacles.empty()) {
        r.reason += " (";
        for (std::size_t i = 0; i < d.obstacles.size(); ++i) r.reason += (i ? "; " : "") + d.obstacles[i].what;
        r.reason += ")";
    }
    if (detail == Detail::Full) traceOf(w, parts, r);
    r.detail = std::move(d);
    return r;
}

PlayStateReads GtsRules::reads() const
{
    return {false, {"barrage-light", "barrage-heavy"}, true, true, {Purpose::Fire, Purpose::Spot}};
}

bool GtsRules::reciprocal(const Scene& scene, const PlayState& state) const
{
    const GtsBoard& board = gtsBoardOf(scene);
    if (board.strongpoints() > 0) return false;                                                 // [15.4.3] A = 2 from it only
    return !(board.observationPosts() > 0 && state.conditions.purpose == Purpose::Spot);       // [15.4.2] A = 3, M = 13 from it only
}

} // namespace crestline::geometry::los
