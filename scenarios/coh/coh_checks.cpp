// CoH scenario checks.
// Ids: every unit id once (duplicate-id); every side, unit and carrier
//   named exists (coh-unknown-reference, coh-carrier-missing).
// Hexes of units, fortifications, smoke, entry and objectives are on the map
//   (hex-off-map, bad-hex, unknown-map, ambiguous-hex).
// [5.0, Terrain chart] a unit does not start in terrain whose cost for its
//   movement is NA (coh-setup-impassable).
// [5.3, 6.2] a facing is a hexside 0..5 (coh-facing).
// [17.0] a carried unit rides in its carrier's hex (coh-carrier-apart).
// [18.1.3] a hasty defence belongs to a unit in its hex (coh-hasty-without-unit).
// Set-up areas resolve to hexes of the map (setup-area-off-map,
//   setup-area-empty) and name a side (coh-unknown-reference); a hidden unit
//   of a side with a set-up area may leave its hex to the sealed hidden
//   set-up (coh_hidden_setup.h).
// [5.5, 8.0] reinforcements and card draws fall within the round count
//   (coh-round-beyond-count), and the round count within the most a timeline
//   lists round by round (bad-value naming the limit); a unit is on the map, carried or arriving, and
//   only one of these (coh-never-placed, coh-placed-twice).

#include "scenarios/coh/coh_checks.h"

#include "geometry/finding_builder.h"
#include "scenarios/coh/coh_lookup.h"
#include "scenarios/coh/coh_timeline.h"

#include <map>
#include <set>

namespace crestline::scenarios::coh {

namespace {

class CohChecker {
public:
    CohChecker(const CohScenario& s, const BoardSet& b, std::string file) : m_s(s), m_find(s), m_boards(b), m_file(std::move(file)) {}
    Findings run();

private:
    const CohScenario& m_s;
    const CohLookup m_find; // units and arrivals by id: the checks stay linear in units
    const BoardSet& m_boards;
    std::string m_file;
    Findings m_out;

    FindingBuilder at(int line, FindingCode c, std::string element) const
    {
        return makeFinding(c).file(m_file).line(line).element(std::move(element));
    }
    std::optional<PlacedHex> resolve(const HexName& name, int line, const std::string& element, const std::string& feature);
    void checkIds();
    void checkUnits();
    void checkMarkers();
    void checkRounds();
    void checkAreas();
    bool sideHasArea(const std::string& side) const
    {
        for (const SetupArea& a : m_s.setupAreas)
            if (a.side == side) return true;
        return false;
    }
};

std::optional<PlacedHex> CohChecker::resolve(const HexName& name, int line, const std::string& element, const std::string& feature)
{
    if (name.label.empty()) return std::nullopt; // missing or bad: the reader's finding
    const ResolvedHex r = m_boards.resolve(name);
    if (r.hex) return r.hex;
    if (const auto c = findingCodeFor(r.problem)) m_out.push_back(at(line, *c, element).message(r.message).feature(feature).hex(name.text()));
    return std::nullopt;
}

void CohChecker::checkIds()
{
    std::map<std::string, int> first;
    for (const Unit& u : m_s.units) {
        if (u.id.empty()) continue;
        const auto [it, fresh] = first.emplace(u.id, u.line);
        if (!fresh)
            m_out.push_back(at(u.line, code::DuplicateId, "unit").feature(u.id).message("unit id '" + u.id + "' is already used on line " +
                                                                                          std::to_string(it->second)));
    }
}

void CohChecker::checkUnits()
{
    for (const Unit& u : m_s.units) {
        const std::string element = "side[@id='" + u.side + "']/unit[@id='" + u.id + "']";
        if (u.facing && (*u.facing < 0 || *u.facing > 5)) // [5.3] six hexsides
            m_out.push_back(at(u.line, code::CohFacing, element).feature(u.id).message("facing " + std::to_string(*u.facing) + " is not a hexside 0..5"));
        std::optional<PlacedHex> placed;
        if (u.hex) placed = resolve(*u.hex, u.line, element, u.id);
        if (placed && !canEnter(m_boards, *placed, u.movement))
            m_out.push_back(at(u.line, code::CohSetupImpassable, element).feature(u.id).hex(u.hex->text())
                                .message("'" + u.id + "' (" + std::string(movementName(u.movement)) + ") starts in terrain it may not enter (NA)"));
        const Reinforcement* arrival = m_find.arrivalOf(u.id);
        const int ways = (u.hex ? 1 : 0) + (u.carriedBy.empty() ? 0 : 1) + (arrival ? 1 : 0);
        // A carried unit may repeat its carrier's hex; it is still one way onto the board.
        const int distinct = ways - (u.hex && !u.carriedBy.empty() ? 1 : 0);
        // A hidden unit of a side with set-up areas may leave its hex to its owner's sealed hidden set-up.
        const bool ownersChoice = u.hidden && !u.hex && sideHasArea(u.side);
        if (distinct == 0 && !ownersChoice)
            m_out.push_back(at(u.line, code::CohNeverPlaced, element).feature(u.id).message("'" + u.id + "' has no hex, no carrier and no reinforcement"));
        else if (distinct > 1)
            m_out.push_back(at(u.line, code::CohPlacedTwice, element).feature(u.id)
                                .message("'" + u.id + "' starts on the map and also arrives on round " + std::to_string(arrival->round)));
        if (u.carriedBy.empty()) continue;
        const Unit* carrier = m_find.findUnit(u.carriedBy);
        if (!carrier || carrier == &u) {
            m_out.push_back(at(u.line, code::CohCarrierMissing, element).feature(u.id).message("'" + u.id + "' is carried by '" + u.carriedBy +
                                                                                               "', which is no other unit of the scenario [17.0]"));
            continue;
        }
        const std::optional<HexName> carrierHex = m_find.hexOf(*carrier);
        if (u.hex && carrierHex && !(*u.hex == *carrierHex))
            m_out.push_back(at(u.line, code::CohCarrierApart, element).feature(u.id).hex(u.hex->text())
                                .message("'" + u.id + "' is in " + u.hex->text() + " but its carrier '" + carrier->id + "' is in " +
                                         carrierHex->text() + " [17.0]"));
        else if (!carrier->hex && !m_find.arrivalOf(carrier->id))
            m_out.push_back(at(u.line, code::CohCarrierApart, element).feature(u.id).message("'" + u.id + "' is carried by '" + carrier->id +
                                                                                             "', which is not on the map [17.0]"));
    }
}

void CohChecker::checkMarkers()
{
    for (const Fortification& f : m_s.fortifications) {
        const std::string kind(fortificationKindName(f.kind));
        const std::string element = "fortification[@kind='" + kind + "']";
        resolve(f.hex, f.line, element, kind);
        if (!f.side.empty() && !m_s.findSide(f.side))
            m_out.push_back(at(f.line, code::CohUnknownReference, element).message("side '" + f.side + "' is not a side of the scenario"));
        if (f.kind != FortificationKind::HastyDefence) continue;
        const Unit* u = f.unit.empty() ? nullptr : m_find.findUnit(f.unit);
        const std::optional<HexName> uh = u ? m_find.hexOf(*u) : std::nullopt;
        if (!u || !uh || !(*uh == f.hex)) // [18.1.3] the marker is placed with its unit
            m_out.push_back(at(f.line, code::CohHastyWithoutUnit, element).hex(f.hex.text())
                                .message(f.unit.empty() ? std::string("a hasty defence names no unit [18.1.3]")
                                                        : "hasty defence in " + f.hex.text() + ": its unit '" + f.unit + "' is " +
                                                              (!u ? std::string("not in the scenario") : "not in that hex") + " [18.1.3]"));
    }
    for (const Smoke& s : m_s.smoke) resolve(s.hex, s.line, "smoke", "smoke");
    for (const Objective& o : m_s.victory.objectives)
        for (const HexName& h : o.hexes) resolve(h, o.line, "victory/objective[@id='" + o.id + "']", o.id);
}

void CohChecker::checkRounds()
{
    if (m_s.rounds > kMaxCohTimelineRounds)
        m_out.push_back(at(m_s.roundsLine, code::BadValue, "rounds")
                            .message("a game of " + std::to_string(m_s.rounds) + " rounds: `timeline` and `export` list every round, at most " +
                                     std::to_string(kMaxCohTimelineRounds) + " (the round count limit)"));
    for (const Reinforcement& r : m_s.reinforcements) {
        const std::string element = "reinforcement[@round='" + std::to_string(r.round) + "']";
        if (!r.side.empty() && !m_s.findSide(r.side))
            m_out.push_back(at(r.line, code::CohUnknownReference, element).message("side '" + r.side + "' is not a side of the scenario"));
        if (m_s.rounds > 0 && r.round > m_s.rounds)
            m_out.push_back(at(r.line, code::CohRoundBeyondCount, element).message("reinforcements on round " + std::to_string(r.round) +
                                                                                   " of a " + std::to_string(m_s.rounds) + "-round game [5.5]"));
        for (const HexName& h : r.entry) resolve(h, r.line, element, "entry");
        for (const UnitRef& ref : r.units) {
            const Unit* u = m_find.findUnit(ref.ref);
            if (!u)
                m_out.push_back(at(ref.line, code::CohUnknownReference, element + "/unit").feature(ref.ref).message("no unit '" + ref.ref + "'"));
            else if (u->side != r.side)
                m_out.push_back(at(ref.line, code::CohUnknownReference, element + "/unit").feature(ref.ref)
                                    .message("unit '" + ref.ref + "' is of side '" + u->side + "', not '" + r.side + "'"));
        }
    }
    for (const Side& s : m_s.sides)
        for (const CardDraw& d : s.draws)
            if (m_s.rounds > 0 && d.round > m_s.rounds)
                m_out.push_back(at(d.line, code::CohRoundBeyondCount, "side[@id='" + s.id + "']/draw")
                                    .message("Action Cards drawn on round " + std::to_string(d.round) + " of a " + std::to_string(m_s.rounds) +
                                             "-round game [8.0]"));
}

void CohChecker::checkAreas()
{
    for (const SetupArea& a : m_s.setupAreas) {
        const std::string element = "setup-area[@id='" + a.id + "']";
        if (!a.side.empty() && !m_s.findSide(a.side))
            m_out.push_back(at(a.line, code::CohUnknownReference, element).feature(a.id).message("side '" + a.side + "' is not a side of the scenario"));
        const ResolvedArea r = m_boards.resolveArea(a);
        for (const AreaIssue& i : r.issues) {
            const auto c = findingCodeFor(i.problem, code::SetupAreaOffMap);
            if (c) m_out.push_back(at(i.line, *c, element).feature(a.id).message("setup area '" + a.id + "': " + i.message));
        }
        bool loaded = true;
        for (const Board& b : m_boards.boards()) loaded = loaded && b.map;
        if (r.hexes.empty() && r.issues.empty() && loaded)
            m_out.push_back(at(a.line, code::SetupAreaEmpty, element).feature(a.id).message("setup area '" + a.id + "' holds no hex"));
    }
}

Findings CohChecker::run()
{
    checkIds();
    checkUnits();
    checkMarkers();
    checkRounds();
    checkAreas();
    return std::move(m_out);
}

/// The Terrain chart's cost for a movement column; "NA": may not enter.
bool notAllowed(const maps::Terrain& t, Movement m)
{
    const maps::MoveCosts& c = t.move;
    switch (m) {
    case Movement::Foot: return c.leg == "NA";
    case Movement::Wheeled: return c.wheel == "NA";
    case Movement::Tracked: return c.track == "NA";
    }
    return false;
}

} // namespace

Findings checkCohScenario(const CohScenario& scenario, const BoardSet& boards, const std::string& file)
{
    return CohChecker(scenario, boards, file).run();
}

bool canEnter(const BoardSet& boards, PlacedHex h, Movement movement)
{
    const Board& b = boards.boards()[std::size_t(h.board)];
    if (!b.map || !b.catalog) return true;
    // [5.0.1] a road cancels the terrain's restrictions: a link through the hex whose own cost is not NA lets the unit in.
    for (const maps::HexLink& link : b.map->links) {
        const maps::Terrain* row = b.catalog->find(link.terrain);
        if (!row || notAllowed(*row, movement)) continue;
        for (const geometry::OffsetCoord& c : link.hexes)
            if (c == h.hex) return true;
    }
    bool anyType = false;
    for (const maps::HexTerrain& t : b.map->hexTerrain) {
        if (!(t.hex == h.hex)) continue;
        const maps::Terrain* row = b.catalog->find(t.terrain);
        // Only a hex's type keeps a unit out; other features (walls, markers) are crossing costs.
        if (!row || row->kind != maps::TerrainKind::Type) continue;
        anyType = true;
        if (notAllowed(*row, movement)) return false;
    }
    if (!anyType && !b.catalog->defaultType.empty())
        if (const maps::Terrain* row = b.catalog->find(b.catalog->defaultType)) return !notAllowed(*row, movement);
    return true;
}

} // namespace crestline::scenarios::coh
