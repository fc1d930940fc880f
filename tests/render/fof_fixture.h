#pragma once
// Shared by the FoF drawing and sheet tests: the sample card map
// maps/boards/mission1.map.xml with its deck, and Mission 1 (Trevieres
// Offensive) built in memory from the rulebook's Mission Details and Enemy
// Information [2.1, 2.2.2] (seed 003). The controls and the units are the
// tests' own placements (the seed's set-up diagram is missing); each test
// says which it relies on.

#include "formats/map/fof/fof_format.h"
#include "scenarios/fof/fof_mission.h"

#include <stdexcept>
#include <string>

namespace crestline::test {

/// The sample card map with its deck; throws if it does not load cleanly.
inline formats::LoadedFofMap loadMission1Map()
{
    auto r = formats::loadFofMap(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/mission1.map.xml");
    if (!r.value || hasErrors(r.findings)) throw std::runtime_error("cannot load mission1.map.xml");
    return std::move(*r.value);
}

/// Mission 1 as the rulebook prints it [2.1, 2.2.2], with LOD (staging /
/// Row 1), PL 1 (Rows 1 / 2), LOA (top of Row 3), both boundaries, OBJ 1 on
/// C3R3, OBJ 2 on C1R3, AP on C2R2 [2.4.1 A], and five US units in the Main
/// Staging Area (C1R0 two, C2R0, C3R0, C4R0).
inline scenarios::fof::Mission mission1()
{
    using namespace scenarios::fof;
    Mission m;
    m.id = "fof-mission1";
    m.name = "Mission 1: Trevieres Offensive";
    m.subtitle = "June 8 to 10, 1944; First Battle with the German Army";
    m.campaign = "Normandy, World War II";
    m.type = MissionType::Offensive;
    m.turns = 10;
    m.visibility = {"Daylight", 0, true};
    m.columns = 4;
    m.rows = 3;
    m.usStart = {UsStart::Kind::StagingArea, 0, "Enter from staging area below Row 1"};
    m.attempts = 2;
    m.goal = "Occupy and clear of enemy forces the Primary and Secondary Objectives and clear Rows 1 and 2 of any enemy forces.";
    m.initialPlacements = "Place the Primary and Secondary Objectives on any card of your choice in Row 3. Place an Attack Position on any "
                          "card of your choice in Row 2 adjacent to either the Primary or Secondary Objectives.";
    m.opponent = "352nd Division, 90th Brigade";
    m.mapHref = "../../maps/boards/mission1.map.xml";
    m.lines = {{LineControlKind::LineOfDeparture, 0, 0, {}, 0},   {LineControlKind::PhaseLine, 1, 1, {}, 0},
               {LineControlKind::LimitOfAdvance, 3, 0, {}, 0},    {LineControlKind::LeftBoundary, 0, 0, {}, 0},
               {LineControlKind::RightBoundary, 4, 0, {}, 0}};
    m.points = {{PointControlKind::PrimaryObjective, {3, 3}, 0, {}, 0},
                {PointControlKind::SecondaryObjective, {1, 3}, 0, {}, 0},
                {PointControlKind::AttackPosition, {2, 2}, 0, {}, 0}};
    m.contacts = {{1, false, "C", 0, std::nullopt, {}, 0}, {2, false, "A", 0, std::nullopt, {}, 0}, {3, false, "B", 0, std::nullopt, {}, 0}};
    auto unit = [](std::string id, std::string name, int column) {
        UnitPlacement u;
        u.id = std::move(id);
        u.name = std::move(name);
        u.cell = Cell{column, 0};
        return u;
    };
    m.units = {unit("co-hq", "CO HQ", 1), unit("hmg", "1/.50 cal HMG", 1), unit("1plt", "1st PLT", 2), unit("2plt", "2nd PLT", 3),
               unit("3plt", "3rd PLT HQ", 4)};
    return m;
}

} // namespace crestline::test
