// coh-los.md step 5: the modifiers of a clear ruling; they add up (chart:
// "Defensive Modifiers are cumulative").
// - smoke +2 in S, in T: +2 DM each, once if S == T [13.0];
// - smoke +1 in T: +1 DM; +1 per other smoke +1 hex the intervening part
//   touches ("into and thru", 13.0); none for smoke +1 only in S (DECISION);
// - wall: +1 DM if the point where the string enters T lies on a wall side
//   of T, the side's ends included [5.0.2]; not against mortar or artillery;
// - height: firer higher +1 AR, target higher +1 DM [11.2].

#include "geometry/los/systems/coh/coh_string.h"

namespace crestline::geometry::los::coh {

namespace {

std::int64_t cross(IPoint p, IPoint q) { return p.u * q.v - p.v * q.u; }
std::int64_t dot(IPoint p, IPoint q) { return p.u * q.u + p.v * q.v; }

void add(CohDetail& d, CohModifier m)
{
    d.attackModifier += m.attack;
    d.defenceModifier += m.defence;
    d.modifiers.push_back(std::move(m));
}

} // namespace

void entrySides(const HexGrid& grid, OffsetCoord s, OffsetCoord t, int out[2])
{
    out[0] = out[1] = -1;
    const IPoint c = grid.centre(t), from = grid.centre(s);
    const IPoint d{from.u - c.u, from.v - c.v};
    if (d.u == 0 && d.v == 0) return;
    const auto corners = grid.corners(t);
    IPoint k[6];
    for (int i = 0; i < 6; ++i) k[i] = {corners[std::size_t(i)].u - c.u, corners[std::size_t(i)].v - c.v};
    const bool ccw = cross(k[0], k[1]) > 0; // the corners' turning sense in the lattice frame
    for (int i = 0; i < 6; ++i) {
        // Through corner i, which bounds sides i - 1 and i.
        if (cross(k[i], d) == 0 && dot(k[i], d) > 0) {
            out[0] = (i + 5) % 6;
            out[1] = i;
            return;
        }
    }
    for (int i = 0; i < 6; ++i) {
        // Strictly between corners i and i + 1: through the inside of side i.
        const IPoint& p = k[i];
        const IPoint& q = k[(i + 1) % 6];
        const std::int64_t c1 = cross(p, d), c2 = cross(d, q);
        if (ccw ? (c1 > 0 && c2 > 0) : (c1 < 0 && c2 < 0)) {
            out[0] = i;
            return;
        }
    }
}

void addModifiers(const CohString& w, const std::vector<OffsetCoord>& between, Attack attack, bool words, CohDetail& d)
{
    const auto label = [&](OffsetCoord h) { return w.grid.label(h); };
    if (w.smoke(w.s) == 2) {
        CohModifier m{CohModifier::Kind::SmokeFirer, 0, 2, w.s, {}, "[13.0]", {}};
        if (words) m.what = "+2 DM: smoke +2 in the firer's hex " + label(w.s) + " [13.0]";
        add(d, std::move(m));
    }
    if (w.t != w.s || w.smoke(w.s) != 2) {
        if (const int v = w.smoke(w.t); v > 0) {
            CohModifier m{CohModifier::Kind::SmokeTarget, 0, v, w.t, {}, "[13.0]", {}};
            if (words) m.what = "+" + std::to_string(v) + " DM: smoke +" + std::to_string(v) + " in the target's hex " + label(w.t) + " [13.0]";
            add(d, std::move(m));
        }
    }
    for (const OffsetCoord h : between) {
        CohModifier m{CohModifier::Kind::SmokeBetween, 0, 1, h, {}, "[13.0]", {}};
        if (words) m.what = "+1 DM: fire through smoke +1 in " + label(h) + " [13.0]";
        add(d, std::move(m));
    }
    if (w.s != w.t && attack == Attack::Direct) {
        for (const int side : d.entrySides) {
            if (side < 0 || !w.board.wallOnSide(w.t, side)) continue;
            const OffsetCoord across = w.grid.neighbour(w.t, side);
            CohModifier m{CohModifier::Kind::Wall, 0, 1, w.t, across, "[5.0.2]", {}};
            if (words)
                m.what = "+1 DM: the line of fire enters " + label(w.t) + " across the wall " + label(w.t) + "|" + label(across) + " [5.0.2]";
            add(d, std::move(m));
            break; // one wall DM, whichever of the two sides at a vertex holds it
        }
    }
    if (w.a > w.b) {
        CohModifier m{CohModifier::Kind::FirerHigher, 1, 0, w.s, {}, "[11.2]", {}};
        if (words) m.what = "+1 AR: the firer is higher (level " + std::to_string(w.a) + " over " + std::to_string(w.b) + ") [11.2]";
        add(d, std::move(m));
    } else if (w.b > w.a) {
        CohModifier m{CohModifier::Kind::TargetHigher, 0, 1, w.t, {}, "[11.2]", {}};
        if (words) m.what = "+1 DM: the target is higher (level " + std::to_string(w.b) + " over " + std::to_string(w.a) + ") [11.2]";
        add(d, std::move(m));
    }
}

} // namespace crestline::geometry::los::coh
