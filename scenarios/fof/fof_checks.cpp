// Fields of Fire mission checks.
// [2.2.1] the Mission Details' map size is the card map's first rectangle
//   (fof-map-size).
// [2.4.1] point controls, fixed Potential Contact cards and units lie on a
//   card of the map; units may also wait in the Main Staging Area (row 0,
//   a column with a staging card) or a Helicopter Staging Area the map has
//   [2.4.2] (fof-cell-off-map); linear controls follow a seam of the map
//   (fof-seam-off-map).
// [2.4.1 A] up to two Phase Lines, PL 1 and PL 2 (fof-phase-line); the
//   Boundaries along the left-most and right-most columns and the LOA along
//   the top row (fof-boundary-not-outer, a warning: the Mission Instructions
//   may draw the box otherwise, and the check cannot read them).
// [2.4.1 A to D] the controls of the mission's type, plus the general
//   purpose ones (fof-control-for-type, a warning for the same reason);
//   single controls once (fof-control-twice); Route Points numbered 1..n,
//   repeats on one card allowed [2.4.1 C] (fof-number-order).
// [2.2.2, 3.2.2] Potential Contacts in rows 1..rows (fof-contact-row) and
//   added no later than the last turn (fof-contact-turn).
// [1.2.1 G] a unit's eye level is -1, 0 or +1, and not 0 only on a card with
//   the elevation or multi-story icon (fof-eye-level).

#include "scenarios/fof/fof_checks.h"

#include "geometry/finding_builder.h"
#include "maps/fof/fof_stack.h"

#include <algorithm>
#include <map>
#include <set>

namespace crestline::scenarios::fof {

namespace {

using maps::cellName;

class MissionChecker {
public:
    MissionChecker(const Mission& m, const maps::FofMap* map, const std::vector<maps::FofDeck>& decks, std::string file)
        : m_m(m), m_map(map), m_decks(decks), m_file(std::move(file))
    {
    }
    Findings run();

private:
    const Mission& m_m;
    const maps::FofMap* m_map;
    const std::vector<maps::FofDeck>& m_decks;
    std::string m_file;
    Findings m_out;

    void add(FindingCode c, int line, std::string element, std::string message)
    {
        m_out.push_back(makeFinding(c).file(m_file).line(line).element(std::move(element)).message(std::move(message)));
    }
    bool onMap(const Cell& c) const { return m_map && m_map->findCell(c.column, c.row); }
    void checkMapSize();
    void checkLines();
    void checkPhaseLines();
    void checkPoints();
    void checkNumbers();
    void checkContacts();
    void checkUnits();
    void checkUnitPlace(const UnitPlacement& u, const std::string& element);
    void checkEyeLevel(const UnitPlacement& u, const std::string& element);
};

std::string nth(const char* name, std::size_t i) { return std::string("/scenario/") + name + "[" + std::to_string(i + 1) + "]"; }

void MissionChecker::checkMapSize()
{
    if (!m_map || (m_map->columns == m_m.columns && m_map->rows == m_m.rows)) return;
    add(code::FofMapSize, m_m.detailsLine, "/scenario/details",
        "the Mission Details give a map of " + std::to_string(m_m.columns) + " columns by " + std::to_string(m_m.rows) + " rows, the card map '" +
            m_m.mapHref + "' lays out " + std::to_string(m_map->columns) + " by " + std::to_string(m_map->rows) + " [2.2.1]");
}

void MissionChecker::checkLines()
{
    std::map<LineControlKind, int> seen;
    for (std::size_t i = 0; i < m_m.lines.size(); ++i) {
        const LineControl& l = m_m.lines[i];
        const std::string element = nth("line", i);
        const std::string label = controlLabel(l.kind, l.number);
        const bool across = isHorizontal(l.kind);
        const int last = across ? m_m.rows : m_m.columns;
        if (!usesControl(m_m.type, l.kind))
            add(code::FofControlForType, l.line, element,
                "the " + label + " is not a control of " + std::string(missionTypeName(m_m.type)) + " missions [2.4.1]; keep it only if the Mission Instructions call for it");
        if (l.kind != LineControlKind::PhaseLine && ++seen[l.kind] == 2)
            add(code::FofControlTwice, l.line, element, "a second " + label + ": a mission has one [2.4.1]");
        if (l.seam < 0 || l.seam > last) {
            add(code::FofSeamOffMap, l.line, element,
                "the " + label + " lies after " + (across ? "row " : "column ") + std::to_string(l.seam) + ", outside the map's seams 0.." +
                    std::to_string(last) + " [2.4.1]");
            continue;
        }
        // [2.4.1 A] the box: Boundaries along the outer columns, the LOA along the top row.
        std::optional<int> expected;
        if (l.kind == LineControlKind::LeftBoundary) expected = 0;
        if (l.kind == LineControlKind::RightBoundary) expected = m_m.columns;
        if (l.kind == LineControlKind::LimitOfAdvance) expected = m_m.rows;
        if (expected && l.seam != *expected)
            add(code::FofBoundaryNotOuter, l.line, element,
                "the " + label + " lies after " + (across ? "row " : "column ") + std::to_string(l.seam) + "; the rule places it after " +
                    (across ? "row " : "column ") + std::to_string(*expected) + " [2.4.1 A]");
    }
    checkPhaseLines();
}

void MissionChecker::checkPhaseLines()
{
    int count = 0;
    std::set<int> numbers;
    for (std::size_t i = 0; i < m_m.lines.size(); ++i) {
        const LineControl& l = m_m.lines[i];
        if (l.kind != LineControlKind::PhaseLine) continue;
        const std::string element = nth("line", i);
        if (++count == 3) add(code::FofPhaseLine, l.line, element, "a third Phase Line: a mission has up to two [2.4.1 A]");
        if (l.number != 1 && l.number != 2)
            add(code::FofPhaseLine, l.line, element, "Phase Line number " + std::to_string(l.number) + ": the markers are PL 1 and PL 2 [2.4.1 A]");
        else if (!numbers.insert(l.number).second)
            add(code::FofPhaseLine, l.line, element, "PL " + std::to_string(l.number) + " is placed twice [2.4.1 A]");
    }
}

void MissionChecker::checkPoints()
{
    std::map<PointControlKind, int> seen;
    for (std::size_t i = 0; i < m_m.points.size(); ++i) {
        const PointControl& p = m_m.points[i];
        const std::string element = nth("point", i);
        const std::string label = controlLabel(p.kind, p.number);
        if (!usesControl(m_m.type, p.kind))
            add(code::FofControlForType, p.line, element,
                "the " + label + " is not a control of " + std::string(missionTypeName(m_m.type)) + " missions [2.4.1]; keep it only if the Mission Instructions call for it");
        const bool single = p.kind == PointControlKind::PrimaryObjective || p.kind == PointControlKind::SecondaryObjective;
        if (single && ++seen[p.kind] == 2) add(code::FofControlTwice, p.line, element, "a second " + label + ": a mission has one [2.4.1]");
        if (m_map && !onMap(p.cell))
            add(code::FofCellOffMap, p.line, element,
                "the " + label + " is on cell " + cellName(p.cell.column, p.cell.row) + ", which holds no card of the map [2.4.1]");
    }
    checkNumbers();
}

void MissionChecker::checkNumbers()
{
    // [2.4.1 C] Route Points mark the patrol's path in order: 1..n, a card may hold several.
    std::vector<int> route;
    int firstLine = 0;
    std::size_t firstIndex = 0;
    std::map<std::pair<PointControlKind, int>, int> numbered;
    for (std::size_t i = 0; i < m_m.points.size(); ++i) {
        const PointControl& p = m_m.points[i];
        if (p.kind == PointControlKind::RoutePoint) {
            if (route.empty()) {
                firstLine = p.line;
                firstIndex = i;
            }
            route.push_back(p.number);
        } else if (isNumbered(p.kind)) {
            const std::string label = controlLabel(p.kind, p.number);
            if (p.number < 1)
                add(code::FofNumberOrder, p.line, nth("point", i), "number " + std::to_string(p.number) + " of a " + controlLabel(p.kind) + ": numbers start at 1");
            else if (++numbered[{p.kind, p.number}] == 2)
                add(code::FofControlTwice, p.line, nth("point", i), label + " is placed twice");
        }
    }
    std::vector<int> sorted = route;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        if (sorted[k] == int(k) + 1) continue;
        std::string numbers;
        for (int n : route) numbers += (numbers.empty() ? "" : ", ") + std::to_string(n);
        add(code::FofNumberOrder, firstLine, nth("point", firstIndex),
            "the Route Points are numbered " + numbers + ": they must be 1.." + std::to_string(route.size()) + ", each once [2.4.1 C]");
        break;
    }
}

void MissionChecker::checkContacts()
{
    for (std::size_t i = 0; i < m_m.contacts.size(); ++i) {
        const PotentialContact& c = m_m.contacts[i];
        const std::string element = nth("contact", i);
        if (c.row < 1 || c.row > m_m.rows) {
            add(code::FofContactRow, c.line, element,
                "a Potential Contact in row " + std::to_string(c.row) + ": the map's rows are 1.." + std::to_string(m_m.rows) + " [2.2.2]");
        } else if (c.column && m_map && !onMap({*c.column, c.row})) {
            add(code::FofCellOffMap, c.line, element, "a Potential Contact on cell " + cellName(*c.column, c.row) + ", which holds no card of the map");
        }
        if (m_m.turns > 0 && c.turn > m_m.turns)
            add(code::FofContactTurn, c.line, element,
                "a Potential Contact added on turn " + std::to_string(c.turn) + " of a mission of " + std::to_string(m_m.turns) + " turns [3.2.2]");
    }
}

void MissionChecker::checkUnitPlace(const UnitPlacement& u, const std::string& element)
{
    if (!m_map) return;
    if (u.helicopter) {
        const bool has = std::any_of(m_map->helicopterStaging.begin(), m_map->helicopterStaging.end(),
                                     [&](const maps::HelicopterStaging& h) { return h.area == *u.helicopter; });
        if (!has)
            add(code::FofCellOffMap, u.line, element,
                "unit '" + u.id + "' waits in the " + (*u.helicopter == maps::HelicopterArea::Enroute ? "Enroute" : "Pickup Zone") +
                    " Helicopter Staging Area, which the map does not lay out [2.4.2 B]");
        return;
    }
    if (!u.cell) return;
    if (u.cell->row == 0) {
        const bool has = std::any_of(m_map->mainStaging.begin(), m_map->mainStaging.end(), [&](const maps::StagingCard& s) { return s.column == u.cell->column; });
        if (!has)
            add(code::FofCellOffMap, u.line, element,
                "unit '" + u.id + "' waits in column " + std::to_string(u.cell->column) + " of the Main Staging Area, which has no card there [2.4.2 A]");
    } else if (!onMap(*u.cell)) {
        add(code::FofCellOffMap, u.line, element, "unit '" + u.id + "' is on cell " + cellName(u.cell->column, u.cell->row) + ", which holds no card of the map");
    }
}

void MissionChecker::checkEyeLevel(const UnitPlacement& u, const std::string& element)
{
    if (u.eyeLevel == 0) return;
    if (u.eyeLevel < -1 || u.eyeLevel > 1) {
        add(code::FofEyeLevel, u.line, element, "unit '" + u.id + "' has eye level " + std::to_string(u.eyeLevel) + ": it is -1, 0 or +1 [1.2.1 G]");
        return;
    }
    if (!u.cell || u.cell->row == 0) {
        add(code::FofEyeLevel, u.line, element, "unit '" + u.id + "' is in a staging area, off the map's cards: its eye level is 0 [1.2.1 G]");
        return;
    }
    if (!m_map) return;
    const maps::CardStack* stack = m_map->findCell(u.cell->column, u.cell->row);
    if (!stack) return; // fof-cell-off-map said so
    const auto resolved = maps::resolveStack(*stack, m_decks);
    if (!resolved) return; // the map's fof-unknown-card said so
    if (resolved->top->icon == maps::ElevationIcon::None)
        add(code::FofEyeLevel, u.line, element,
            "unit '" + u.id + "' has eye level " + std::to_string(u.eyeLevel) + " on cell " + cellName(u.cell->column, u.cell->row) + " (" +
                resolved->top->name + "), whose card has neither the elevation nor the multi-story icon [1.2.1 G]");
}

void MissionChecker::checkUnits()
{
    for (std::size_t i = 0; i < m_m.units.size(); ++i) {
        const UnitPlacement& u = m_m.units[i];
        const std::string element = nth("unit", i);
        checkUnitPlace(u, element);
        checkEyeLevel(u, element);
    }
}

Findings MissionChecker::run()
{
    checkMapSize();
    checkLines();
    checkPoints();
    checkContacts();
    checkUnits();
    return std::move(m_out);
}

} // namespace

bool usesControl(MissionType type, LineControlKind kind)
{
    using K = LineControlKind;
    if (type == MissionType::Offensive) return kind != K::MainLineOfResistance; // [2.4.1 A]
    return kind == K::MainLineOfResistance;                                     // [2.4.1 B, C]
}

bool usesControl(MissionType type, PointControlKind kind)
{
    using K = PointControlKind;
    if (kind == K::LandingZone || kind == K::CasualtyCollection || kind == K::RegisteredTarget) return true; // [2.4.1 D]
    switch (type) {
    case MissionType::Offensive: return kind == K::PrimaryObjective || kind == K::SecondaryObjective || kind == K::AttackPosition; // [2.4.1 A]
    case MissionType::Defensive: return kind == K::CombatOutpost || kind == K::FinalProtectiveLine || kind == K::FinalProtectiveFire; // [2.4.1 B]
    case MissionType::CombatPatrol: return kind == K::PrimaryObjective || kind == K::RoutePoint || kind == K::RallyPoint; // [2.4.1 C]
    }
    return false;
}

Findings checkFofMission(const Mission& mission, const maps::FofMap* map, const std::vector<maps::FofDeck>& decks, const std::string& file)
{
    return MissionChecker(mission, map, decks, file).run();
}

} // namespace crestline::scenarios::fof
