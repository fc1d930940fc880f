// Reinforcement checks: reinforcements arrive when the Turn marker enters
// their space [1.32, 21.12e], so that space must be on the Time Track and after
// the Turn marker's start space; those scheduled on or after the Sudden Death
// space may never arrive, because the sudden death roll is the first step
// after the Turn marker advances [21.12a, 21.22] and reinforcements come in
// step e [21.12e]; units need somewhere to enter, and entry hexes must lie on
// the edge named.
//
// Codes: reinforcement-beyond-time-track, reinforcement-after-sudden-death,
// reinforcement-on-sudden-death, reinforcement-before-start,
// reinforcement-without-entry, entry-hex-not-on-edge (plus hex-off-map,
// bad-hex, ambiguous-hex, unknown-map).

#include "scenarios/scenario_checks.h"

namespace crestline::scenarios {

namespace {

/// Chances in 100 that 2d10 is less than `number` [21.22].
int suddenDeathChance(int number)
{
    int pairs = 0;
    for (int a = 1; a <= 10; ++a)
        for (int b = 1; b <= 10; ++b)
            if (a + b < number) ++pairs;
    return pairs;
}

void checkTurn(const CheckContext& ctx, const Reinforcement& r, Findings& out)
{
    const TimeTrack& tt = ctx.scenario.track.timeTrack;
    const std::string who = "reinforcements of '" + r.side + "' on turn " + std::to_string(r.turn);
    if (r.turn > tt.lastSpace() || !tt.find(r.turn))
        out.push_back(ctx.at(r.line, code::ReinforcementBeyondTimeTrack)
                          .message(who + ": the Time Track has no space " + std::to_string(r.turn) + " (it runs to " +
                                   std::to_string(tt.lastSpace()) + ")")
                          .element("/scenario/reinforcement"));
    else if (r.turn <= tt.turnStart)
        out.push_back(ctx.at(r.line, code::ReinforcementBeforeStart)
                          .message(who + ": they arrive when the Turn marker enters their space, but it starts on space " +
                                   std::to_string(tt.turnStart))
                          .element("/scenario/reinforcement"));
    else if (r.turn > tt.suddenDeathSpace)
        out.push_back(ctx.at(r.line, code::ReinforcementAfterSuddenDeath)
                          .message(who + " come after the Sudden Death space (" + std::to_string(tt.suddenDeathSpace) +
                                   "): the game may end before they arrive")
                          .element("/scenario/reinforcement"));
    else if (r.turn == tt.suddenDeathSpace) {
        // [21.12a] the roll comes first; only a game that survives it reaches [21.12e].
        const TimeSpace* space = tt.find(r.turn);
        if (space && suddenDeathChance(space->suddenDeath) > 0)
            out.push_back(ctx.at(r.line, code::ReinforcementOnSuddenDeath)
                              .message(who + " arrive on the Sudden Death space: when the Turn marker enters it the sudden death roll "
                                             "[21.12a] comes before reinforcements [21.12e], so the game ends before they arrive if 2d10 is "
                                             "less than " + std::to_string(space->suddenDeath) + " (" +
                                       std::to_string(suddenDeathChance(space->suddenDeath)) + " in 100)")
                              .element("/scenario/reinforcement"));
    }
}

void checkEntry(const CheckContext& ctx, const Reinforcement& r, Findings& out)
{
    if (!r.entry) {
        if (!r.units.empty())
            out.push_back(ctx.at(r.line, code::ReinforcementWithoutEntry)
                              .message("reinforcements of '" + r.side + "' on turn " + std::to_string(r.turn) +
                                       " bring units but say nowhere to enter")
                              .element("/scenario/reinforcement"));
        return;
    }
    const Entry& e = *r.entry;
    if (e.hexes.empty() || e.edge) {
        const ResolvedHex m = ctx.boards.resolveMap(e.map);
        if (!m.hex) {
            if (m.problem == HexProblem::UnknownMap || m.problem == HexProblem::AmbiguousMap)
                out.push_back(ctx.at(e.line, m.problem == HexProblem::UnknownMap ? code::UnknownMap : code::AmbiguousHex)
                                  .message("entry: " + m.message)
                                  .element("/scenario/reinforcement/entry"));
            return;
        }
        for (HexName h : e.hexes) {
            if (h.map.empty()) h.map = e.map;
            const auto p = detail::resolveReported(ctx, h, e.line, code::HexOffMap, "/scenario/reinforcement/entry", {}, out);
            if (!p) continue;
            if (p->board != m.hex->board || !ctx.boards.onEdge(*p, *e.edge))
                out.push_back(ctx.at(e.line, code::EntryHexNotOnEdge)
                                  .message("entry hex " + h.text() + " is not on the " + std::string(mapEdgeName(*e.edge)) +
                                           " edge of map '" + ctx.boards.boards()[std::size_t(m.hex->board)].id + "'")
                                  .element("/scenario/reinforcement/entry")
                                  .hex(h.text()));
        }
        return;
    }
    for (HexName h : e.hexes) {
        if (h.map.empty()) h.map = e.map;
        detail::resolveReported(ctx, h, e.line, code::HexOffMap, "/scenario/reinforcement/entry", {}, out);
    }
}

} // namespace

void checkReinforcements(const CheckContext& ctx, Findings& out)
{
    for (const Reinforcement& r : ctx.scenario.reinforcements) {
        checkTurn(ctx, r, out);
        checkEntry(ctx, r, out);
    }
}

} // namespace crestline::scenarios
