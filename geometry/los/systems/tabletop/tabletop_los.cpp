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

/// The closed bounding boxes of two polygons overlap (a cheap filter before exact tests).
bool boxesMeet(const Polygon& a, const Polygon& b)
{
    const auto box = [](const Polygon& p) {
        Thou x0 = p[0].x, x1 = p[0].x, y0 = p[0].y, y1 = p[0].y;
        for (const TablePoint& q : p) {
            x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
        }
        return std::array<Thou, 4>{x0, x1, y0, y1};
    };
    const auto ba = box(a), bb = box(b);
    return ba[0] <= bb[1] && bb[0] <= ba[1] && ba[2] <= bb[3] && bb[2] <= ba[3];
}

} // namespace

int levelOf(const std::vector<Piece>& pieces, const Team& team)
{
    std::vector<const Piece*> holding;
    for (const Piece& p : pieces)
        if (p.kind == PieceKind::Hill && holdsCentre(p.outline, team.base)) holding.push_back(&p);
    int level = 0;
    bool any = false;
    for (const Piece* c : holding) {
        // Not innermost: c holds another holding hill that does not hold c.
        const bool outer = std::any_of(holding.begin(), holding.end(), [&](const Piece* d) {
            return d != c && sight::polygonInside(d->outline, c->outline) && !sight::polygonInside(c->outline, d->outline);
        });
        if (outer) continue;
        level = any ? std::max(level, c->level) : c->level;
        any = true;
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
TabletopLos decide(const Table& table, const Team& from, const Team& to, bool reference)
{
    for (const Piece& p : table.pieces) requireValidPiece(p);
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

TabletopLos decideLos(const Table& table, const Team& from, const Team& to) { return decide(table, from, to, false); }

TabletopLos decideLosReference(const Table& table, const Team& from, const Team& to) { return decide(table, from, to, true); }

} // namespace crestline::geometry::los::tabletop
