// tabletop-los.md "Fire" [Firing]: LOS, the firer's arc, friendly bases in
// the way and the weapon's range, each reason told apart. The one combined
// search (a segment in arc missing U and the friendly bases) is step 3's
// exact method with more obstacles and a clipped target (sight_lines.cpp).

#include "geometry/los/systems/tabletop/tabletop_fire.h"

#include "geometry/los/systems/tabletop/sight_lines.h"
#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <algorithm>
#include <stdexcept>

namespace crestline::geometry::los::tabletop {

namespace {

/// A non-negative length in inches: 8000 -> 8", 8001 -> 8.001".
std::string inches(Thou t)
{
    std::string s = std::to_string(t / kThouPerInch);
    if (const Thou frac = t % kThouPerInch; frac != 0) {
        std::string f = std::to_string(frac);
        f = std::string(3 - f.size(), '0') + f;
        while (f.back() == '0') f.pop_back();
        s += "." + f;
    }
    return s + "\"";
}

constexpr const char* kArcWords = "the closed half-plane in front of the line through the centre of its base parallel to its front edge";

/// The firer's arc, none for Infantry (360°): c(B) is the vertex sum over
/// the vertex count; in front of the front edge v0 -> v1 of a counter-clockwise
/// base is its right side (DECISION, "Fire").
std::optional<sight::ClosedHalfPlane> arcOf(const Team& firer)
{
    if (firer.type == TeamType::Infantry) return std::nullopt;
    sight::ClosedHalfPlane h;
    for (const TablePoint& p : firer.base) {
        h.px += p.x;
        h.py += p.y;
    }
    h.den = Thou(firer.base.size());
    h.dx = firer.base[1].x - firer.base[0].x;
    h.dy = firer.base[1].y - firer.base[0].y;
    return h;
}

/// The outlines of the active pieces `active`, in table order (piece ids are unique).
std::vector<const Polygon*> activeOutlines(const Table& table, const std::vector<ActivePiece>& active)
{
    std::vector<const Polygon*> out;
    std::size_t k = 0;
    for (const Piece& p : table.pieces)
        if (k < active.size() && p.id == active[k].id) {
            out.push_back(&p.outline);
            ++k;
        }
    return out;
}

void requireUniquePieceIds(const Table& table)
{
    std::vector<int> ids;
    for (const Piece& p : table.pieces) ids.push_back(p.id);
    std::sort(ids.begin(), ids.end());
    if (const auto twice = std::adjacent_find(ids.begin(), ids.end()); twice != ids.end())
        throw std::invalid_argument("piece " + std::to_string(*twice) + ": the id is given twice");
}

/// The obstacles (given by index into `ids`) that alone stop every segment
/// `blocked` tests; if none does, those meeting the hull, together.
template <class Blocked>
void decidingOf(const std::vector<std::size_t>& meeting, const std::vector<int>& ids, Blocked blocked, std::vector<int>& out, bool& jointly)
{
    for (std::size_t i : meeting)
        if (blocked(i)) out.push_back(ids[i]);
    if (!out.empty()) return;
    jointly = true;
    for (std::size_t i : meeting) out.push_back(ids[i]);
}

/// The friendly bases of the firer that may stop its fire, and those it fires over.
struct Friends {
    std::vector<const Polygon*> blocking, over;
    std::vector<int> blockingIds, overIds;
};

Friends friendsOf(const Table& table, const Team& firer, const Team& target)
{
    Friends f;
    for (const Team& t : table.teams) { // checked with the table
        if (t.side != firer.side || t.id == firer.id || t.id == target.id) continue;
        // [Firing] Guns and Tanks may fire over Infantry.
        const bool over = firer.type != TeamType::Infantry && t.type == TeamType::Infantry;
        (over ? f.over : f.blocking).push_back(&t.base);
        (over ? f.overIds : f.blockingIds).push_back(t.id);
    }
    return f;
}

/// Why the in-arc part of the target is hidden although the target is seen.
FireReason hiddenInArc(const Team& firer, const Team& target, const std::optional<sight::ClosedHalfPlane>& arc,
                       const std::vector<const Polygon*>& terrain, const std::vector<ActivePiece>& active)
{
    FireReason r{FireBar::OutOfArc,
                 std::string("out of arc: the firer sees the target only outside its arc (") + kArcWords +
                     ", DECISION); every sight segment ending in the arc meets the interior of the active terrain [Firing]",
                 {}, {}, false};
    std::vector<int> ids;
    for (const ActivePiece& a : active) ids.push_back(a.id);
    const auto meeting = sight::meetingClippedHull(firer.base, target.base, arc, terrain);
    decidingOf(meeting, ids, [&](std::size_t i) { return !sight::findClippedWitness(firer.base, target.base, {terrain[i]}, {}, arc); },
               r.pieces, r.jointly);
    return r;
}

FireReason friendsInTheWay(const Team& firer, const Team& target, const std::optional<sight::ClosedHalfPlane>& arc,
                           const std::vector<const Polygon*>& terrain, const Friends& friends)
{
    FireReason r{FireBar::Friends,
                 "friendly bases in the way: every sight segment ending in the firer's arc meets the interior of a friendly base "
                 "(the bases join the terrain) [Firing]",
                 {}, {}, false};
    if (firer.type != TeamType::Infantry) r.text += "; Infantry bases are fired over [Firing]";
    auto meeting = sight::meetingClippedHull(firer.base, target.base, arc, friends.blocking);
    if (meeting.empty()) // only a seam with the terrain along the hull's edge: name them all
        for (std::size_t i = 0; i < friends.blocking.size(); ++i) meeting.push_back(i);
    decidingOf(meeting, friends.blockingIds,
               [&](std::size_t i) { return !sight::findClippedWitness(firer.base, target.base, terrain, {friends.blocking[i]}, arc); },
               r.teams, r.jointly);
    return r;
}

} // namespace

const char* fireBarCode(FireBar bar)
{
    switch (bar) {
    case FireBar::NoLos: return "no-los";
    case FireBar::OutOfArc: return "out-of-arc";
    case FireBar::Friends: return "friends";
    case FireBar::OutOfRange: return "out-of-range";
    }
    return "?";
}

const char* rangeBandName(RangeBand band)
{
    switch (band) {
    case RangeBand::Short: return "short";
    case RangeBand::Long: return "long";
    case RangeBand::Out: return "out";
    }
    return "?";
}

bool inArc(const Team& firer, const Polygon& target)
{
    const auto arc = arcOf(firer);
    if (!arc) return true;
    // A convex base meets the closed half-plane iff a vertex lies in it:
    // on or right of the line, cross(d, n p - S) <= 0.
    for (const TablePoint& p : target) {
        const Int128 wx = Int128(arc->den) * p.x - arc->px, wy = Int128(arc->den) * p.y - arc->py;
        if (Int128(arc->dx) * wy - Int128(arc->dy) * wx <= 0) return true;
    }
    return false;
}

FireSight decideFireSight(const CheckedTable& checked, const Team& firer, const Team& target)
{
    const Table& table = checked.table();
    requireUniquePieceIds(table);
    if (firer.side == target.side)
        throw std::invalid_argument("team " + std::to_string(target.id) + " is on the side of team " + std::to_string(firer.id));
    FireSight s;
    s.los = decideLos(checked, firer, target); // checks both teams; the table was checked when made
    s.allAround = firer.type == TeamType::Infantry;
    s.targetInArc = inArc(firer, target.base);
    const auto arc = arcOf(firer);
    const Friends friends = friendsOf(table, firer, target);
    // "Fire": touching bases are no exception (DECISION of the spec): step 1
    // gives them LOS, but fire still needs a segment in the arc missing
    // int(U), U from step 2 as for any pair; a common point of the bases
    // counts when it is in the arc and in no piece's interior (the search's
    // segments of length zero, sight_lines.cpp).
    const bool touching = s.los.step == LosStep::Touching;
    const std::vector<ActivePiece> active = touching ? activePieces(table.pieces, firer, target) : s.los.active;
    const std::vector<const Polygon*> terrain = activeOutlines(table, active);

    std::optional<SightSegment> inArcWitness;
    if (s.los.los && s.targetInArc) {
        if (s.allAround && !touching) inArcWitness = s.los.witness;
        else inArcWitness = sight::findClippedWitness(firer.base, target.base, terrain, {}, arc);
        s.sightInArc = inArcWitness.has_value();
    }
    if (s.sightInArc) {
        s.witness = friends.blocking.empty() ? inArcWitness : sight::findClippedWitness(firer.base, target.base, terrain, friends.blocking, arc);
        s.clearOfFriends = s.witness.has_value();
    }
    for (std::size_t i : sight::meetingClippedHull(firer.base, target.base, arc, friends.over)) s.firedOver.push_back(friends.overIds[i]);

    if (!s.los.los)
        s.reasons.push_back({FireBar::NoLos,
                             "no line of sight: every sight segment from the firer's base to the target's meets the interior of the active "
                             "terrain [step 3]",
                             s.los.cutting, {}, s.los.cutJointly});
    if (!s.targetInArc)
        s.reasons.push_back({FireBar::OutOfArc,
                             std::string("out of arc: no point of the target's base lies in the firer's arc, ") + kArcWords +
                                 " (DECISION) [Firing]",
                             {}, {}, false});
    else if (s.los.los && !s.sightInArc)
        s.reasons.push_back(hiddenInArc(firer, target, arc, terrain, active));
    if (s.sightInArc && !s.clearOfFriends) s.reasons.push_back(friendsInTheWay(firer, target, arc, terrain, friends));
    return s;
}

RangeBand rangeBandOf(const Polygon& firer, const Polygon& target, Thou range)
{
    if (range < 0) throw std::invalid_argument("a weapon's range cannot be negative");
    if (compareClosestDistance(firer, target, range) <= 0) return RangeBand::Short;
    if (compareClosestDistance(firer, target, 2 * range) <= 0) return RangeBand::Long; // [Firing] long range: +1 to hit, half FP
    return RangeBand::Out;
}

TabletopFire fireWithRange(FireSight sight, const Team& firer, const Team& target, Thou range)
{
    TabletopFire f;
    f.range = range;
    f.band = rangeBandOf(firer.base, target.base, range);
    f.mayFire = sight.witness.has_value() && f.band != RangeBand::Out;
    f.reasons = sight.reasons;
    if (f.band == RangeBand::Out)
        f.reasons.push_back({FireBar::OutOfRange,
                             "out of range: the closest points of the bases are more than 2 x " + inches(range) + " = " + inches(2 * range) +
                                 " apart [Firing]",
                             {}, {}, false});
    f.sight = std::move(sight);
    return f;
}

TabletopFire decideFire(const CheckedTable& table, const Team& firer, const Team& target, Thou range)
{
    return fireWithRange(decideFireSight(table, firer, target), firer, target, range);
}

} // namespace crestline::geometry::los::tabletop
