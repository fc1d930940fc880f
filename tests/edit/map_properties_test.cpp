// A map's name and metres per hex (editor/edit/map_properties.h): checked as
// docs/map-format.md states them (name text, metres a number 0 to 100,000),
// a refusal names the field and the value, one step that undoes exactly.

#include "editor/edit/map_properties.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::edit;

namespace {

maps::Map named(const std::string& name, double metres)
{
    maps::Map map;
    map.id = "props";
    map.name = name;
    map.system = "ff";
    map.metresPerHex = metres;
    return map;
}

} // namespace

TEST_CASE("map properties: a name and a scale set and undone as one step")
{
    maps::Map map = named("Start", 0);
    const MapPropertiesPlan plan = planMapProperties(map, "Hill 112", "187.5");
    REQUIRE(plan.refusal.empty());
    CHECK_FALSE(plan.unchanged);
    CHECK(plan.label == "Map properties: name, metres per hex");
    auto command = setMapProperties(plan);
    REQUIRE(command);
    command->apply(map);
    CHECK(map.name == "Hill 112");
    CHECK(map.metresPerHex == 187.5);
    command->revert(map);
    CHECK(map.name == "Start");
    CHECK(map.metresPerHex == 0);
    command->apply(map); // redo
    CHECK(map.name == "Hill 112");
}

TEST_CASE("map properties: the label names only what changes, nothing changed is no step")
{
    const maps::Map map = named("Start", 75);
    CHECK(planMapProperties(map, "Start", "100").label == "Map properties: metres per hex");
    CHECK(planMapProperties(map, "Mill", "75").label == "Map properties: name");
    const MapPropertiesPlan same = planMapProperties(map, "Start", "75.0");
    CHECK(same.unchanged);
    CHECK_FALSE(setMapProperties(same));
    CHECK(planMapProperties(map, "Start", "0").metresPerHex == 0);   // 0: unknown
    CHECK(planMapProperties(map, "Start", "1e5").metresPerHex == 100000); // the bound itself
}

TEST_CASE("map properties: bad values refused naming the field and the value")
{
    const maps::Map map = named("Start", 75);
    const auto refusal = [&](const std::string& name, const std::string& metres) { return planMapProperties(map, name, metres).refusal; };
    CHECK(refusal("", "75") == "name: empty; a map needs a display name");
    CHECK(refusal("  \t ", "75") == "name: empty; a map needs a display name");
    CHECK(refusal("A\nB", "75") == "name: \"A\nB\" holds a control character (a tab or a line break), which a map's name cannot");
    CHECK(refusal("Mill", "abc") == "metres per hex: \"abc\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK(refusal("Mill", "-0.5") == "metres per hex: \"-0.5\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK(refusal("Mill", "100000.5") == "metres per hex: \"100000.5\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK(refusal("Mill", "nan") == "metres per hex: \"nan\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK(refusal("Mill", " 75") == "metres per hex: \" 75\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK(refusal("Mill", "") == "metres per hex: \"\" is not a number from 0 to 100000 (0 = unknown)");
    CHECK_FALSE(setMapProperties(planMapProperties(map, "", "75")));
}
