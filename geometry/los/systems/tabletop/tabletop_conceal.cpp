// tabletop-los.md "Concealment" [Cover & Terrain], Gone to Ground [Firing],
// FOs [Indirect Fire]. Sight between teams is decideLos; the linear rule's
// centre-to-centre segment has rational ends, checked by missesInterior.

#include "geometry/los/systems/tabletop/tabletop_conceal.h"

#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace crestline::geometry::los::tabletop {

namespace {

std::string ratio(Thou num, Thou den)
{
    const Thou g = std::gcd(num < 0 ? -num : num, den);
    num /= g, den /= g;
    return den == 1 ? std::to_string(num) : std::to_string(num) + "/" + std::to_string(den);
}

Cover better(Cover a, Cover b) { return int(a) >= int(b) ? a : b; }

/// [Cover & Terrain] anything inside area terrain is concealed; "in" = centre in it, boundary included.
std::vector<AreaCover> areasHolding(const Table& table, const Team& t)
{
    std::vector<AreaCover> out;
    for (const Piece& p : table.pieces)
        if (familyOf(p.kind) == PieceFamily::Area && holdsCentre(p.outline, t.base)) out.push_back({p.id, p.kind, coverGiven(p), p.name});
    return out;
}

/// [Cover & Terrain] a linear obstacle conceals only a team touching it from
/// the side opposite the incoming fire: each seeing firer's centre-to-centre
/// segment must cross the piece's interior (DECISION, spec).
std::vector<LinearCover> linearsTouching(const Table& table, const Team& t, const std::vector<const Team*>& seers)
{
    std::vector<LinearCover> out;
    const ExactPoint ct = centreOf(t.base);
    for (const Piece& p : table.pieces) {
        if (familyOf(p.kind) != PieceFamily::Linear || !polygonsMeet(t.base, p.outline)) continue;
        LinearCover c{p.id, p.kind, coverGiven(p), {}, false};
        for (const Team* f : seers)
            if (!missesInterior(SightSegment{centreOf(f->base), ct}, {p.outline})) c.crossedBy.push_back(f->id);
        c.conceals = c.crossedBy.size() == seers.size(); // none sees it: vacuously concealed (DECISION)
        out.push_back(std::move(c));
    }
    return out;
}

TeamConcealment concealmentOf(const CheckedTable& table, const std::vector<Team>& firing, const Team& t, const TargetStatus& s)
{
    TeamConcealment r;
    r.team = t.id;
    std::vector<const Team*> seers;
    for (const Team& f : firing)
        if (decideLos(table, f, t).los) {
            seers.push_back(&f);
            r.seenBy.push_back(f.id);
        }
    r.areas = areasHolding(table.table(), t);
    r.linears = linearsTouching(table.table(), t, seers);
    bool terrain = false;
    for (const AreaCover& a : r.areas) r.cover = better(r.cover, a.cover), terrain = true;
    for (const LinearCover& l : r.linears)
        if (l.conceals) r.cover = better(r.cover, l.cover), terrain = true;
    // [Cover & Terrain] Infantry Teams that did not move during their last activation are Concealed even in the Open.
    r.stillInfantry = t.type == TeamType::Infantry && !s.moved;
    r.concealed = terrain || r.stillInfantry;
    // [Indirect Fire] FOs in concealing terrain are Gone to Ground even if they move, fire or observe.
    r.ground = s.goneToGround ? GroundReason::Declared : (s.forwardObserver && terrain) ? GroundReason::ForwardObserver : GroundReason::None;
    return r;
}

} // namespace

ExactPoint centreOf(const Polygon& base)
{
    const Thou n = Thou(base.size());
    Thou sx = 0, sy = 0;
    for (const TablePoint& p : base) sx += p.x, sy += p.y;
    return {ratio(sx, n), ratio(sy, n), double(sx) / double(n) / kThouPerInch, double(sy) / double(n) / kThouPerInch};
}

Cover coverGiven(const Piece& piece)
{
    if (piece.cover != Cover::None) return piece.cover;
    return piece.kind == PieceKind::Building || piece.kind == PieceKind::Wall ? Cover::Hard : Cover::Soft;
}

UnitConcealment decideConcealment(const CheckedTable& table, const std::vector<Team>& firing, const std::vector<Team>& target,
                                  const std::vector<TargetStatus>& status)
{
    if (firing.empty() || target.empty()) throw std::invalid_argument("concealment: a unit with no team on the table");
    if (status.size() != target.size()) throw std::invalid_argument("concealment: one status per target team");
    UnitConcealment u;
    u.concealed = true;
    bool anyGround = false;
    for (std::size_t i = 0; i < target.size(); ++i) {
        TeamConcealment t = concealmentOf(table, firing, target[i], status[i]);
        // [Cover & Terrain] one team not concealed reveals the whole unit.
        if (!t.concealed) u.concealed = false, u.revealedBy.push_back(t.team);
        // [Firing] a firing team that sees a target team not Gone to Ground takes the +1 from the whole unit.
        if (t.ground != GroundReason::None) anyGround = true;
        else if (!t.seenBy.empty()) u.groundLostBy.push_back(t.team);
        u.teams.push_back(std::move(t));
    }
    u.ground = !anyGround ? GroundBonus::None : u.groundLostBy.empty() ? GroundBonus::Kept : GroundBonus::Lost;
    if (!anyGround) u.groundLostBy.clear();
    return u;
}

} // namespace crestline::geometry::los::tabletop
