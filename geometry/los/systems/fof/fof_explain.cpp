// Plain words and the per-card trace of a Fields of Fire ruling
// (Detail::Full only; the verdict never depends on them). The trace comes
// from the card grid's CellWalk (SquareWalker), so the two cards touched
// at a corner passage are listed too, with why their borders are ignored.

#include "geometry/los/square_walk.h"
#include "geometry/los/systems/fof/fof_rules.h"

#include <string>

namespace crestline::geometry::los::fof {

namespace {

std::string seg(CardSegment s) { return std::string(cardSegmentName(s)); }

std::string darkWhite(const FofBoard& board, OffsetCoord c, CardSegment s)
{
    return seg(s) + (board.dark(c, s) ? " dark" : " white");
}

} // namespace

std::string reasonOf(const FofBoard& board, const FofEnds& ends, const FofDetail& d)
{
    const std::string s = board.cellName(ends.from), t = board.cellName(ends.to);
    std::string out;
    switch (d.step) {
    case 1: return "no LOS: a Helicopter Staging Area has no LOS into or out of it";
    case 2:
        return d.outcome == FofDetail::Outcome::Los ? "LOS (comm): both are Main Staging Area cards"
                                                    : "no LOS: no fire into or out of the Main Staging Area";
    case 3: return "LOS: the same card, range P";
    case 4: return "blocked: " + board.cellName(*d.card) + " is obscured (Smoke, Incoming or Air Strike)";
    case 5:
        return "too far: " + std::to_string(d.distance) + " cards, the visibility's range is " + std::to_string(d.range);
    case 6: out = "LOS: adjacent cards, whatever their borders or levels"; break;
    case 7:
        if (d.outcome == FofDetail::Outcome::Undetermined) return "undetermined: no card at " + board.cellName(*d.card) + " on the walk";
        if (!d.segment) return "blocked: " + board.cellName(*d.card) + " between them is obscured (Smoke, Incoming or Air Strike)";
        return "blocked: " + board.cellName(*d.card) + " (level " + std::to_string(board.level(*d.card)) + ") has its " + seg(*d.segment) +
               " segment dark, at or above the higher eye level " + std::to_string(d.top);
    default: out = "LOS: nothing blocks between " + s + " and " + t; break;
    }
    out += ", range " + std::string(rangeBandName(d.band));
    if (d.cover) out += "; enters " + t + " by its " + darkWhite(board, ends.to, *d.cover) + " segment (" + (d.coverDark ? "higher" : "lower") + " cover)";
    return out;
}

void traceOf(const FofBoard& board, const FofPlay& play, const FofEnds& ends, const FofDetail& d, Ruling& r)
{
    if (d.walk.empty()) return;
    SquareWalker walker(board.grid(), ends.from, ends.to);
    HexPart p;
    std::size_t i = 0; // the walk card the next Interior part is
    while (walker.next(p)) {
        TraceStep step;
        step.hex = p.hex;
        step.label = board.cellName(p.hex);
        step.onMap = board.present(p.hex);
        step.how = p.how;
        step.level = board.level(p.hex);
        step.role = p.hex == ends.from ? TraceStep::Role::Sighter : p.hex == ends.to ? TraceStep::Role::Target : TraceStep::Role::Intervening;
        if (p.how == Crossing::Vertex) {
            step.found.push_back({"touched at a card corner", -1, false, "the string passes through the corner: its borders are ignored"});
        } else {
            const FofWalkCard& w = d.walk[i++];
            if (!w.present) step.found.push_back({"no card in this cell", -1, true, ""});
            if (play.isObscured(p.hex)) step.found.push_back({"obscured (Smoke, Incoming or Air Strike)", -1, true, ""});
            for (const auto& s : {w.entry, w.exit}) {
                if (!s || !board.dark(p.hex, *s)) continue;
                TraceNote n{"dark " + seg(*s) + " segment", -1, true, ""};
                if (step.role != TraceStep::Role::Intervening) {
                    n.counts = false;
                    n.why = "the sighter's or the target's own border";
                } else if (step.level < d.top) {
                    n.counts = false;
                    n.why = "level " + std::to_string(step.level) + " is below the higher eye level " + std::to_string(d.top);
                }
                step.found.push_back(std::move(n));
            }
            if (w.entry) step.sideName = seg(*w.entry);
        }
        r.trace.push_back(std::move(step));
    }
}

} // namespace crestline::geometry::los::fof
