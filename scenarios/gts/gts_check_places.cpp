// GTS scenario checks: the set-up and the reinforcements.
// Set-up [14.6, 14.10, 22.0]: each Unit's hex is on its map (hex-off-map,
//   bad-hex, unknown-map, ambiguous-hex) and in terrain its Movement Class may
//   enter, never a hex without a centre dot [1.2, 14.5] (gts-setup-impassable);
//   step losses below its Steps [29.43] (gts-step-losses); Transport Mode only
//   with Organic Transport [14.10, 29.43] (gts-transport-without-organic).
// [21.2, 29.31] a Leader is set up with a Unit of his Formation (gts-leader-apart).
// [8.0] reinforcements: of one Division (gts-reinforcement-mixed-division),
//   placed on an entry hex marked with the Division's symbol
//   (gts-entry-hex-wrong-division), or on any such hex, which the map must
//   have (gts-entry-symbol-absent).
// Every Unit and Leader named exists (gts-unknown-reference), is set up or
// arrives once (gts-placed-twice) and is placed at all (gts-never-placed).
// [12.0] each victory objective's hex is on a map of the scenario (hex-off-map,
//   bad-hex, unknown-map, ambiguous-hex): points for a hex no map has could
//   never be scored.

#include "scenarios/gts/gts_checks.h"

#include <algorithm>
#include <map>

namespace crestline::scenarios::gts {

namespace {

std::optional<PlacedHex> resolveReported(const GtsCheckContext& ctx, const HexName& name, int line, const std::string& element,
                                         const std::string& feature, Findings& out)
{
    if (name.label.empty()) return std::nullopt; // missing or bad: the reader's finding
    const ResolvedHex r = ctx.boards.resolve(name);
    if (r.hex) return r.hex;
    if (const auto c = findingCodeFor(r.problem)) out.push_back(ctx.at(line, *c, element).message(r.message).feature(feature).hex(name.text()));
    return std::nullopt;
}

/// Where each Unit or Leader is placed: set up or arriving, by line.
class Placements {
public:
    Placements(const GtsCheckContext& ctx, Findings& out) : m_ctx(ctx), m_out(out) {}
    void add(const std::string& id, const std::string& what, int line, const std::string& element)
    {
        const auto [it, fresh] = m_first.emplace(id, std::make_pair(what, line));
        if (!fresh)
            m_out.push_back(m_ctx.at(line, code::GtsPlacedTwice, element)
                                .feature(id)
                                .message("'" + id + "' is " + what + " here and already " + it->second.first + " on line " +
                                         std::to_string(it->second.second)));
    }
    bool placed(const std::string& id) const { return m_first.count(id) != 0; }

private:
    const GtsCheckContext& m_ctx;
    Findings& m_out;
    std::map<std::string, std::pair<std::string, int>> m_first;
};

void checkUnitSetup(const GtsCheckContext& ctx, const UnitSetup& u, std::map<std::string, std::vector<PlacedHex>>& formationHexes,
                    Placements& placed, Findings& out)
{
    const std::string element = "/scenario/setup/unit";
    const UnitPlace p = ctx.find.findUnit(u.unit);
    if (!p.unit) {
        if (!u.unit.empty())
            out.push_back(ctx.at(u.line, code::GtsUnknownReference, element).feature(u.unit).message("set-up of unit '" + u.unit + "', which no formation has"));
        return;
    }
    placed.add(u.unit, "set up", u.line, element);
    if (u.stepLosses > 0 && u.stepLosses >= p.unit->steps)
        out.push_back(ctx.at(u.line, code::GtsStepLosses, element)
                          .feature(u.unit)
                          .message("unit '" + u.unit + "' has " + std::to_string(p.unit->steps) + " Steps and starts with " +
                                   std::to_string(u.stepLosses) + " Step Losses"));
    if (u.mode == UnitMode::Transport && !p.unit->organicTransport)
        out.push_back(ctx.at(u.line, code::GtsTransportWithoutOrganic, element)
                          .feature(u.unit)
                          .message("unit '" + u.unit + "' starts in Transport Mode but has no Organic Transport (organic-transport=\"true\")"));
    const auto h = resolveReported(ctx, u.hex, u.line, element, u.unit, out);
    if (!h) return;
    formationHexes[p.formation->id].push_back(*h);
    if (!canEnter(ctx.boards, *h, p.unit->movement))
        out.push_back(ctx.at(u.line, code::GtsSetupImpassable, element)
                          .feature(u.unit)
                          .hex(ctx.boards.label(*h))
                          .message("unit '" + u.unit + "' (" + std::string(movementClassName(p.unit->movement)) + ") is set up in " +
                                   ctx.boards.label(*h) + ", terrain it may not enter"));
}

void checkLeaderSetup(const GtsCheckContext& ctx, const LeaderSetup& l, const std::map<std::string, std::vector<PlacedHex>>& formationHexes,
                      Placements& placed, Findings& out)
{
    const std::string element = "/scenario/setup/leader";
    const Formation* f = ctx.find.formationOfLeader(l.leader);
    if (!f) {
        if (!l.leader.empty())
            out.push_back(ctx.at(l.line, code::GtsUnknownReference, element).feature(l.leader).message("set-up of leader '" + l.leader + "', whom no formation has"));
        return;
    }
    placed.add(l.leader, "set up", l.line, element);
    const auto h = resolveReported(ctx, l.hex, l.line, element, l.leader, out);
    if (!h) return;
    const auto it = formationHexes.find(f->id);
    const bool withUnit = it != formationHexes.end() && std::find(it->second.begin(), it->second.end(), *h) != it->second.end();
    if (!withUnit)
        out.push_back(ctx.at(l.line, code::GtsLeaderApart, element)
                          .feature(l.leader)
                          .hex(ctx.boards.label(*h))
                          .message("leader '" + l.leader + "' is set up in " + ctx.boards.label(*h) + ", where no unit of his formation '" + f->id +
                                   "' is set up"));
}

/// The entry hexes of loaded maps that carry `symbol`.
bool anyEntryWith(const BoardSet& boards, const std::string& symbol, bool& allLoaded)
{
    allLoaded = true;
    for (const Board& b : boards.boards()) {
        if (!b.map) {
            allLoaded = false;
            continue;
        }
        for (const maps::EntryHex& e : b.map->entries)
            if (std::find(e.divisions.begin(), e.divisions.end(), symbol) != e.divisions.end()) return true;
    }
    return false;
}

void checkEntry(const GtsCheckContext& ctx, const Reinforcement& r, const Division& d, Findings& out)
{
    const EntryPoint& e = *r.entry;
    const std::string element = "/scenario/reinforcement/entry";
    const std::string symbol = e.symbol.empty() ? d.symbol : e.symbol;
    if (e.hex) {
        const auto h = resolveReported(ctx, *e.hex, e.line, element, r.division, out);
        if (!h) return;
        const maps::Map* map = ctx.boards.boards()[std::size_t(h->board)].map;
        const auto it = std::find_if(map->entries.begin(), map->entries.end(), [&](const maps::EntryHex& x) { return x.hex == h->hex; });
        if (it == map->entries.end())
            out.push_back(ctx.at(e.line, code::GtsEntryHexWrongDivision, element)
                              .feature(r.division)
                              .hex(ctx.boards.label(*h))
                              .message(ctx.boards.label(*h) + " is not an entry hex; division '" + d.id + "' enters on hexes marked '" + symbol + "'"));
        else if (std::find(it->divisions.begin(), it->divisions.end(), symbol) == it->divisions.end())
            out.push_back(ctx.at(e.line, code::GtsEntryHexWrongDivision, element)
                              .feature(r.division)
                              .hex(ctx.boards.label(*h))
                              .message("entry hex " + ctx.boards.label(*h) + " is not marked with symbol '" + symbol + "' of division '" + d.id + "'"));
        return;
    }
    bool allLoaded = true;
    if (!anyEntryWith(ctx.boards, symbol, allLoaded) && allLoaded)
        out.push_back(ctx.at(e.line, code::GtsEntrySymbolAbsent, element)
                          .feature(r.division)
                          .message("reinforcements of division '" + d.id + "' enter on any hex marked '" + symbol + "', and no entry hex of the map is"));
}

void checkReinforcement(const GtsCheckContext& ctx, const Reinforcement& r, Placements& placed, Findings& out)
{
    const std::string element = "/scenario/reinforcement";
    const Division* d = ctx.find.findDivision(r.division);
    if (!d && !r.division.empty())
        out.push_back(ctx.at(r.line, code::GtsUnknownReference, element).feature(r.division).message("reinforcements of division '" + r.division + "', which the scenario does not have"));
    const std::string what = "arriving on turn " + std::to_string(r.turn);
    for (const PieceRef& u : r.units) {
        const UnitPlace p = ctx.find.findUnit(u.ref);
        if (!p.unit) {
            out.push_back(ctx.at(u.line, code::GtsUnknownReference, element + "/unit").feature(u.ref).message("reinforcement unit '" + u.ref + "', which no formation has"));
            continue;
        }
        placed.add(u.ref, what, u.line, element + "/unit");
        if (d && p.division != d)
            out.push_back(ctx.at(u.line, code::GtsReinforcementMixedDivision, element + "/unit")
                              .feature(u.ref)
                              .message("unit '" + u.ref + "' belongs to division '" + p.division->id + "', not to '" + d->id + "' whose reinforcement it is in"));
    }
    for (const PieceRef& l : r.leaders) {
        const Formation* f = ctx.find.formationOfLeader(l.ref);
        if (!f) {
            out.push_back(ctx.at(l.line, code::GtsUnknownReference, element + "/leader").feature(l.ref).message("reinforcement leader '" + l.ref + "', whom no formation has"));
            continue;
        }
        placed.add(l.ref, what, l.line, element + "/leader");
        if (d && ctx.find.divisionOf(f) != d)
            out.push_back(ctx.at(l.line, code::GtsReinforcementMixedDivision, element + "/leader")
                              .feature(l.ref)
                              .message("leader '" + l.ref + "' belongs to division '" + ctx.find.divisionOf(f)->id + "', not to '" + d->id + "'"));
    }
    if (d && r.entry) checkEntry(ctx, r, *d, out);
}

} // namespace

void checkPlaces(const GtsCheckContext& ctx, Findings& out)
{
    const GtsScenario& s = ctx.scenario;
    Placements placed(ctx, out);
    std::map<std::string, std::vector<PlacedHex>> formationHexes;
    for (const UnitSetup& u : s.setup) checkUnitSetup(ctx, u, formationHexes, placed, out);
    for (const LeaderSetup& l : s.leaderSetup) checkLeaderSetup(ctx, l, formationHexes, placed, out);
    for (const Reinforcement& r : s.reinforcements) checkReinforcement(ctx, r, placed, out);
    for (const VictoryHex& v : s.victory.hexes) resolveReported(ctx, v.hex, v.line, "/scenario/victory/objective", {}, out);
    for (const Army& a : s.armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations) {
                for (const Unit& u : f.units)
                    if (!u.id.empty() && !placed.placed(u.id))
                        out.push_back(ctx.at(u.line, code::GtsNeverPlaced, "/scenario/army/division/formation/unit")
                                          .feature(u.id)
                                          .message("unit '" + u.id + "' is neither set up nor a reinforcement"));
                if (f.leader && !f.leader->id.empty() && !placed.placed(f.leader->id))
                    out.push_back(ctx.at(f.leader->line, code::GtsNeverPlaced, "/scenario/army/division/formation/leader")
                                      .feature(f.leader->id)
                                      .message("leader '" + f.leader->id + "' is neither set up nor a reinforcement"));
            }
}

} // namespace crestline::scenarios::gts
