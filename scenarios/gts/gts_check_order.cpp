// GTS scenario checks: the order of battle and the turn record.
// [3.0, 12.0] the turn record: turns numbered 1, 2, 3... and the last turn on
//   it (gts-turn-record); nothing scheduled after the last (gts-turn-beyond-last).
// [27.0, 28.0] air units come on clear daylight turns only (gts-air-at-night).
// [10.0.4] a Division's Command and Dispatch Points are 0 to 19 (gts-points-out-of-range).
// [21.4, 29.27, 29.31] every Formation has a Leader except an Independent one,
//   which has none (gts-formation-without-leader, gts-independent-with-leader).
// [9.0, 10.0.1] the first player and the first turn's chits name real
//   Armies, Divisions and Formations (gts-unknown-reference).
// Ids of Armies, Divisions, Formations, Leaders and Units are unique (duplicate-id).

#include "scenarios/gts/gts_checks.h"

#include <map>

namespace crestline::scenarios::gts {

namespace {

/// Reports every id seen before, by kind of item ("army", "division", ...).
class IdRegister {
public:
    IdRegister(const GtsCheckContext& ctx, Findings& out) : m_ctx(ctx), m_out(out) {}
    void add(const std::string& kind, const std::string& id, int line, const std::string& element)
    {
        if (id.empty()) return; // missing-attribute was the reader's
        const auto [it, fresh] = m_seen.emplace(id, std::make_pair(kind, line));
        if (fresh) return;
        m_out.push_back(m_ctx.at(line, code::DuplicateId, element)
                            .feature(id)
                            .message(kind + " id '" + id + "' is already used by the " + it->second.first + " on line " +
                                     std::to_string(it->second.second)));
    }

private:
    const GtsCheckContext& m_ctx;
    Findings& m_out;
    std::map<std::string, std::pair<std::string, int>> m_seen; ///< one namespace: a chit or ref must not be ambiguous
};

void checkIds(const GtsCheckContext& ctx, Findings& out)
{
    IdRegister ids(ctx, out);
    for (const Army& a : ctx.scenario.armies) {
        ids.add("army", a.id, a.line, "/scenario/army");
        for (const Division& d : a.divisions) {
            ids.add("division", d.id, d.line, "/scenario/army/division");
            for (const Formation& f : d.formations) {
                ids.add("formation", f.id, f.line, "/scenario/army/division/formation");
                if (f.leader) ids.add("leader", f.leader->id, f.leader->line, "/scenario/army/division/formation/leader");
                for (const Unit& u : f.units) ids.add("unit", u.id, u.line, "/scenario/army/division/formation/unit");
            }
        }
    }
}

void checkTurnRecord(const GtsCheckContext& ctx, Findings& out)
{
    const TurnRecord& r = ctx.scenario.turnRecord;
    for (std::size_t i = 0; i < r.turns.size(); ++i) {
        const Turn& t = r.turns[i];
        if (t.number != int(i) + 1)
            out.push_back(ctx.at(t.line, code::GtsTurnRecord, "/scenario/turns/turn")
                              .message("turn " + std::to_string(t.number) + " is box " + std::to_string(i + 1) +
                                       " of the turn record: turns are numbered 1, 2, 3... in order"));
        // [27.0] air units on clear weather daylight turns; [28.0] none at night.
        for (const AirUnits& a : t.air) {
            if (t.night && a.units > 0)
                out.push_back(ctx.at(a.line, code::GtsAirAtNight, "/scenario/turns/turn/air")
                                  .message("turn " + std::to_string(t.number) + " (" + t.time + ") is a night turn but gives army '" + a.army +
                                           "' " + std::to_string(a.units) + " air units"));
            if (!a.army.empty() && !ctx.scenario.findArmy(a.army))
                out.push_back(ctx.at(a.line, code::GtsUnknownReference, "/scenario/turns/turn/air")
                                  .message("air units for army '" + a.army + "', which the scenario does not have"));
        }
    }
    if (r.last > 0 && !r.find(r.last))
        out.push_back(ctx.at(r.line, code::GtsTurnRecord, "/scenario/turns")
                          .message("the last turn is " + std::to_string(r.last) + " but the turn record has no turn " + std::to_string(r.last)));
    for (const Reinforcement& re : ctx.scenario.reinforcements)
        if (r.last > 0 && re.turn > r.last)
            out.push_back(ctx.at(re.line, code::GtsTurnBeyondLast, "/scenario/reinforcement")
                              .feature(re.division)
                              .message("reinforcements of division '" + re.division + "' on turn " + std::to_string(re.turn) +
                                       ", after the last turn (" + std::to_string(r.last) + ")"));
}

void checkPoints(const GtsCheckContext& ctx, const Division& d, Findings& out)
{
    // [10.0.4] never fewer than zero or more than nineteen.
    for (const auto& [what, value] : {std::pair<const char*, int>{"Command Points", d.commandPoints}, {"Dispatch Points", d.dispatchPoints}})
        if (value < 0 || value > 19)
            out.push_back(ctx.at(d.line, code::GtsPointsOutOfRange, "/scenario/army/division")
                              .feature(d.id)
                              .message("division '" + d.id + "' starts with " + std::to_string(value) + " " + what + "; a Division has 0 to 19"));
}

void checkLeaders(const GtsCheckContext& ctx, const Formation& f, Findings& out)
{
    if (!f.independent && !f.leader)
        out.push_back(ctx.at(f.line, code::GtsFormationWithoutLeader, "/scenario/army/division/formation")
                          .feature(f.id)
                          .message("formation '" + f.id + "' has no Leader and is not Independent (independent=\"true\")"));
    if (f.independent && f.leader)
        out.push_back(ctx.at(f.leader->line, code::GtsIndependentWithLeader, "/scenario/army/division/formation/leader")
                          .feature(f.id)
                          .message("formation '" + f.id + "' is Independent but has Leader '" + f.leader->id + "'"));
}

void checkFirstTurn(const GtsCheckContext& ctx, Findings& out)
{
    const GtsScenario& s = ctx.scenario;
    const FirstTurn& ft = s.firstTurn;
    if (!ft.firstPlayer.empty() && !s.findArmy(ft.firstPlayer))
        out.push_back(ctx.at(ft.line, code::GtsUnknownReference, "/scenario/first-turn")
                          .message("first player '" + ft.firstPlayer + "' is not an army of the scenario"));
    for (const MugChit& c : ft.mug) {
        const bool known = c.kind == ChitKind::Division ? s.findDivision(c.ref) != nullptr
                           : c.kind == ChitKind::Formation ? s.findFormation(c.ref) != nullptr
                                                           : s.findArmy(c.ref) != nullptr;
        if (!known && !c.ref.empty())
            out.push_back(ctx.at(c.line, code::GtsUnknownReference, "/scenario/first-turn/chit")
                              .message(std::string(chitKindName(c.kind)) + " chit for '" + c.ref + "', which the scenario does not have (" +
                                       (c.kind == ChitKind::DirectCommand ? "an army" : std::string("a ") + std::string(chitKindName(c.kind))) +
                                       " id)"));
    }
    for (const VictoryHex& v : s.victory.hexes)
        if (!v.army.empty() && !s.findArmy(v.army))
            out.push_back(ctx.at(v.line, code::GtsUnknownReference, "/scenario/victory/objective")
                              .message("objective " + v.hex.text() + " scores for army '" + v.army + "', which the scenario does not have"));
}

} // namespace

void checkOrderOfBattle(const GtsCheckContext& ctx, Findings& out)
{
    checkIds(ctx, out);
    checkTurnRecord(ctx, out);
    for (const Army& a : ctx.scenario.armies)
        for (const Division& d : a.divisions) {
            checkPoints(ctx, d, out);
            for (const Formation& f : d.formations) checkLeaders(ctx, f, out);
        }
    checkFirstTurn(ctx, out);
}

} // namespace crestline::scenarios::gts
