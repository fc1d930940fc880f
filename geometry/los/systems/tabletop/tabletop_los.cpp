// tabletop-los.md, "The verdict", steps 1 and 2 and the words of the result:
// touching bases, the teams' levels, the active pieces the pair chooses;
// step 3 itself is fast_sight.cpp (the reference, sight_lines.cpp, stays
// reachable through decideLosReference). Rules cited by the text's headings.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include "geometry/los/systems/tabletop/fast_sight.h"
#include "geometry/los/systems/tabletop/sight_lines.h"

#include <algorithm>
#include <array>

namespace crestline::geometry::los::tabletop {

namespace {

/// A non-negative length in inches: 2000 -> 2", 2001 -> 2.001".
std::string inches(Thou t)
{
    std::string s = std::to_string(t / kThouPerInch);
    const Thou frac = t % kThouPerInch;
    if (frac != 0) {
        std::string f = std::to_string(frac);
        f = std::string(3 - f.size(), '0') + f;
        while (f.back() == '0') f.pop_back();
        s += "." + f;
    }
    return s + "\"";
}

std::string named(const Piece& p) { return p.name.empty() ? std::string(pieceKindName(p.kind)) + " " + std::to_string(p.id) : p.name; }

/// Why `piece` is active between teams of levels giving `top` and tallest `tallest`, or "" if it is not.
std::string whyActive(const Piece& piece, const Team& from, const Team& to, int top, Thou tallest)
{
    const std::string l = std::to_string(piece.level), tp = std::to_string(top);
    switch (familyOf(piece.kind)) {
    case PieceFamily::Area: {
        // [Cover & Terrain] units see into area terrain, not beyond it.
        if (holdsCentre(piece.outline, from.base) || holdsCentre(piece.outline, to.base)) return "";
        if (piece.kind == PieceKind::Smoke) return named(piece) + " holds neither team; smoke blocks at any level [Indirect Fire]";
        if (piece.level < top) return "";
        return named(piece) + " at level " + l + " >= top " + tp + ", holds neither team [Cover & Terrain]";
    }
    case PieceFamily::Linear:
        // [Cover & Terrain] walls or bocage taller than teams block (DECISION: taller than both).
        if (piece.height <= tallest || piece.level < top) return "";
        return named(piece) + " " + inches(piece.height) + " tall > H " + inches(tallest) + ", at level " + l + " >= top " + tp +
               " [Cover & Terrain]";
    case PieceFamily::Hill:
        // DECISION: a hill hides what lies beyond it from lower teams.
        if (piece.level <= top) return "";
        return named(piece) + " at level " + l + " > top " + tp + " (DECISION: hills)";
    }
    return "";
}

/// Step 2 in table order; returns the active pieces' outlines beside `out`.
std::vector<const Polygon*> activeOf(const std::vector<Piece>& pieces, const Team& from, const Team& to, int top, std::vector<ActivePiece>& out)
{
    const Thou tallest = std::max(from.height, to.height);
    std::vector<const Polygon*> outlines;
    for (const Piece& p : pieces) {
        std::string why = whyActive(p, from, to, top, tallest);
        if (why.empty()) continue;
        out.push_back({p.id, std::move(why), named(p)});
        outlines.push_back(&p.outline);
    }
    return outlines;
}


} // namespace

namespace {

/// An integer direction, scaled like the centre (x the vertex count).
struct Dir {
    Int128 x = 0, y = 0;
};

Int128 cross(Dir a, Dir b) { return a.x * b.y - a.y * b.x; }
Int128 dot(Dir a, Dir b) { return a.x * b.x + a.y * b.y; }

/// 0 if u turns by [0, 180) degrees counter-clockwise from `base`, else 1.
int halfFrom(Dir base, Dir u) { return cross(base, u) > 0 || (cross(base, u) == 0 && dot(base, u) > 0) ? 0 : 1; }

/// u comes before v turning counter-clockwise from `base` (angles in [0, 360)). Exact.
bool turnsLess(Dir base, Dir u, Dir v)
{
    const int hu = halfFrom(base, u), hv = halfFrom(base, v);
    return hu != hv ? hu < hv : cross(u, v) > 0;
}

/// Points x + e d, e > 0 small enough, lie in the interior of the
/// counter-clockwise polygon `poly`; x lies in it (closed). d runs along no edge through x.
bool entersInterior(const Polygon& poly, TablePoint x, Dir d)
{
    const Place place = placeOfPoint(poly, x);
    if (place != Place::OnBoundary) return place == Place::Inside;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        const TablePoint v = poly[i], next = poly[(i + 1) % n], prev = poly[(i + n - 1) % n];
        if (v == x) { // at a vertex: inside is the open turn from the next edge round to the previous one
            const Dir e1{next.x - x.x, next.y - x.y}, e2{prev.x - x.x, prev.y - x.y};
            const bool alongNext = cross(e1, d) == 0 && dot(e1, d) > 0;
            return !alongNext && turnsLess(e1, d, e2);
        }
        if (onSegment(v, next, x) && x != next) // inside an edge: its left side
            return cross({next.x - v.x, next.y - v.y}, d) > 0;
    }
    return false; // not reached: x is on the boundary
}

/// The level at points near x in direction d: the innermost hill holding
/// them (the smallest; equal hills: the higher level), else 0.
int levelToward(const std::vector<std::pair<Polygon, const Piece*>>& holding, TablePoint x, Dir d)
{
    int level = 0;
    Int128 smallest = -1;
    for (const auto& [outline, hill] : holding) {
        if (!entersInterior(outline, x, d)) continue;
        const Int128 area = twiceArea(outline);
        if (smallest < 0 || area < smallest) smallest = area, level = hill->level;
        else if (area == smallest) level = std::max(level, hill->level);
    }
    return level;
}

} // namespace

int levelOf(const std::vector<Piece>& pieces, const Team& team)
{
    // c(B) is the vertex sum over n: scale the hills by n and work on integers.
    const Thou n = Thou(team.base.size());
    TablePoint x;
    for (const TablePoint& p : team.base) x = {x.x + p.x, x.y + p.y};
    std::vector<std::pair<Polygon, const Piece*>> holding; // the hills holding c(B), boundary included
    for (const Piece& p : pieces) {
        if (p.kind != PieceKind::Hill) continue;
        Polygon scaled;
        scaled.reserve(p.outline.size());
        for (const TablePoint& q : p.outline) scaled.push_back({q.x * n, q.y * n});
        if (placeOfPoint(scaled, x) != Place::Outside) holding.emplace_back(std::move(scaled), &p);
    }
    // The directions from c(B) along the hill edges through it split the
    // turn round it into sectors; each sector has one level (hills nest). On
    // no edge: one sector, the whole turn. "A hill edge takes the higher
    // level": the highest level of the sectors round c(B).
    std::vector<Dir> rays;
    for (const auto& [outline, hill] : holding)
        for (std::size_t i = 0, m = outline.size(); i < m; ++i) {
            const TablePoint a = outline[i], b = outline[(i + 1) % m];
            if (!onSegment(a, b, x)) continue;
            if (a != x) rays.push_back({a.x - x.x, a.y - x.y});
            if (b != x) rays.push_back({b.x - x.x, b.y - x.y});
        }
    if (rays.empty()) return levelToward(holding, x, Dir{1, 0});
    const Dir east{1, 0};
    std::sort(rays.begin(), rays.end(), [&](Dir u, Dir v) { return turnsLess(east, u, v); });
    rays.erase(std::unique(rays.begin(), rays.end(), [](Dir u, Dir v) { return cross(u, v) == 0 && dot(u, v) > 0; }), rays.end());
    int level = 0;
    for (std::size_t i = 0; i < rays.size(); ++i) {
        const Dir u = rays[i], v = rays[(i + 1) % rays.size()];
        // A direction strictly inside the sector turning from u to v.
        Dir d;
        if (rays.size() == 1) d = {-u.x, -u.y};
        else if (cross(u, v) > 0) d = {u.x + v.x, u.y + v.y};
        else if (cross(u, v) < 0) d = {-(u.x + v.x), -(u.y + v.y)};
        else d = {-u.y, u.x}; // a half turn: a quarter turn left of u
        level = std::max(level, levelToward(holding, x, d));
    }
    return level;
}

std::vector<ActivePiece> activePieces(const std::vector<Piece>& pieces, const Team& from, const Team& to)
{
    std::vector<ActivePiece> out;
    activeOf(pieces, from, to, std::max(levelOf(pieces, from), levelOf(pieces, to)), out);
    return out;
}

namespace {

/// Steps 1 to 3; step 3 and the cutting pieces by the fast method (fast_sight.cpp) or the reference (sight_lines.cpp).
TabletopLos decide(const CheckedTable& checked, const Team& from, const Team& to, bool reference)
{
    const Table& table = checked.table(); // checked once, when it was made: no piece is checked again here
    requireValidTeam(from);
    requireValidTeam(to);

    TabletopLos r;
    r.levelFrom = levelOf(table.pieces, from);
    r.levelTo = levelOf(table.pieces, to);
    r.top = std::max(r.levelFrom, r.levelTo);
    r.tallest = std::max(from.height, to.height);
    if (basesTouch(from.base, to.base)) { // step 1
        r.los = true;
        r.step = LosStep::Touching;
        return r;
    }
    const auto witness = [&](const std::vector<const Polygon*>& outlines) {
        return reference ? sight::findWitness(from.base, to.base, outlines) : fast::findWitness(from.base, to.base, outlines);
    };
    const std::vector<const Polygon*> outlines = activeOf(table.pieces, from, to, r.top, r.active);
    r.witness = witness(outlines);
    r.los = r.witness.has_value();
    r.step = r.los ? LosStep::Clear : LosStep::Blocked;
    if (r.los) return r;

    // Which pieces cut every sight segment: alone, else together.
    const Polygon hull = hullOf(from.base, to.base);
    std::vector<std::size_t> meeting;
    for (std::size_t i = 0; i < outlines.size(); ++i)
        if (boxesMeet(*outlines[i], hull) && (reference ? sight::interiorsMeet(*outlines[i], hull) : fast::interiorsMeet(*outlines[i], hull)))
            meeting.push_back(i);
    for (std::size_t i : meeting)
        if (!witness({outlines[i]})) r.cutting.push_back(r.active[i].id);
    if (r.cutting.empty()) {
        r.cutJointly = true;
        for (std::size_t i : meeting) r.cutting.push_back(r.active[i].id);
    }
    return r;
}

} // namespace

TabletopLos decideLos(const CheckedTable& table, const Team& from, const Team& to) { return decide(table, from, to, false); }

TabletopLos decideLosReference(const CheckedTable& table, const Team& from, const Team& to) { return decide(table, from, to, true); }

} // namespace crestline::geometry::los::tabletop
