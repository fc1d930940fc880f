// gts-los.md "Ties" [15.4.1] [29.9]: a vertex the string passes through and
// a hexside it runs along are tie sites. Each site counts the smaller of
// its two nudges' counts (the string moved a hair left or right), so it
// blocks only if both sides block; sites are judged one by one, so runs in
// line are separate sites (DECISION).

#include "geometry/los/systems/gts/gts_string.h"

#include <algorithm>

namespace crestline::geometry::los::gts {

namespace {

GtsTie::Taken takenOf(int left, int right)
{
    if (left < right) return GtsTie::Taken::Left;
    if (right < left) return GtsTie::Taken::Right;
    return GtsTie::Taken::Equal;
}

/// Adds the site to k and the detail; `where` (words, built only for explained rulings) names it.
template <class Where>
void record(GtsString& w, const GtsTie& tie, Where&& where)
{
    const int n = tie.count();
    w.detail.k += n;
    if (w.listTies) w.detail.ties.push_back(tie);
    if (w.explain && n > 0)
        w.detail.obstacles.push_back({GtsObstacle::Kind::Tie, tie.before, tie.after, n,
                                      where() + ": both nudges blocked (left " + std::to_string(tie.left) + ", right " + std::to_string(tie.right) + ")"});
}

} // namespace

void countRun(GtsString& w, OffsetCoord p, OffsetCoord a, OffsetCoord b, OffsetCoord q, IPoint v1, IPoint v2)
{
    // The nudge through A crosses P|A, passes through A, crosses A|Q; the
    // side A|B itself is never crossed, so running along a crest does nothing.
    // A is touched along a side only, so pair terrain there is ignored.
    const auto nudge = [&](OffsetCoord x) { return int(w.blocks(x)) + int(w.sideBlocks(p, x)) + int(w.sideBlocks(x, q)); };
    const IPoint ca = w.grid.centre(a);
    const bool aLeft = w.leftOfString(ca);
    GtsTie tie;
    tie.kind = GtsTie::Kind::Run;
    tie.at = v1;
    tie.to = v2;
    tie.before = p;
    tie.after = q;
    tie.leftHex = aLeft ? a : b;
    tie.rightHex = aLeft ? b : a;
    tie.left = nudge(*tie.leftHex);
    tie.right = nudge(*tie.rightHex);
    tie.taken = takenOf(tie.left, tie.right);
    record(w, tie, [&] { return "run along " + w.grid.label(a) + "|" + w.grid.label(b) + " [15.4.1]"; });
}

void countVertex(GtsString& w, OffsetCoord a, OffsetCoord b, OffsetCoord c, IPoint v)
{
    // One nudge goes from A straight into B across A|B; the other goes round
    // through C: A|C, C itself, C|B. So C alone never blocks, nor does a
    // crest merely ending at the vertex (DECISION).
    const int direct = int(w.sideBlocks(a, b));
    const int round = int(w.sideBlocks(a, c)) + int(w.blocks(c)) + int(w.sideBlocks(c, b));
    const bool cLeft = w.leftOfString(w.grid.centre(c));
    GtsTie tie;
    tie.kind = GtsTie::Kind::Vertex;
    tie.at = tie.to = v;
    tie.before = a;
    tie.after = b;
    if (cLeft) tie.leftHex = c;
    else tie.rightHex = c;
    tie.left = cLeft ? round : direct;
    tie.right = cLeft ? direct : round;
    tie.taken = takenOf(tie.left, tie.right);
    record(w, tie, [&] { return "vertex of " + w.grid.label(a) + ", " + w.grid.label(b) + " and " + w.grid.label(c); });
}

} // namespace crestline::geometry::los::gts
