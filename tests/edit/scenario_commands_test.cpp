// The scenario edit commands on the bundled scenarios: each command's undo
// gives back the same XML byte for byte and its redo the XML of its first
// doing; a command that changes nothing is recorded but leaves the XML alone.

#include "editor/edit/scenario_commands.h"
#include "editor/jobs/scenario_document.h"
#include "formats/scenario/scenario_format.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace crestline;
using namespace crestline::edit;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

std::string roundTrip(scenarios::Scenario& s, std::unique_ptr<ScenarioCommand> cmd)
{
    const std::string before = formats::writeScenarioText(s);
    cmd->apply(s);
    const std::string after = formats::writeScenarioText(s);
    cmd->revert(s);
    CHECK(formats::writeScenarioText(s) == before);
    cmd->apply(s);
    CHECK(formats::writeScenarioText(s) == after);
    cmd->revert(s);
    return after;
}

} // namespace

TEST_CASE("Scenario commands: undo restores the XML byte for byte", "[edit][scenario]")
{
    for (const std::string name : {"hold-the-ridge", "millbrook-crossroads"}) {
        INFO(name);
        auto read = formats::readScenarioFile(source("scenarios/library/" + name + ".scenario.xml"));
        REQUIRE(read.value);
        scenarios::Scenario s = *read.value;
        const std::string original = formats::writeScenarioText(s);
        REQUIRE_FALSE(s.sides.empty());
        const std::string side = s.sides[0].id;

        scenarios::Objective o;
        o.id = "new-objective";
        o.name = "Crossroads";
        o.hexes = {{"", "C3"}};
        o.values = {{side, 2, {}, 0}};
        o.control = "none";
        std::string after = roundTrip(s, setObjective(o));
        CHECK(after.find("id=\"new-objective\"") != std::string::npos);
        if (!s.victory.objectives.empty()) {
            scenarios::Objective changed = s.victory.objectives[0];
            changed.control = side;
            roundTrip(s, setObjective(changed));
            roundTrip(s, removeObjective(s.victory.objectives[0].id));
        }
        if (!s.setupAreas.empty()) {
            scenarios::SetupArea a = s.setupAreas[0];
            a.description = "changed words";
            after = roundTrip(s, setSetupArea(a));
            CHECK(after.find("changed words") != std::string::npos);
            roundTrip(s, removeSetupArea(a.id));
        }
        scenarios::Reinforcement r;
        r.side = side;
        r.turn = 4;
        r.text = "arrive on the north edge";
        roundTrip(s, addReinforcement(r, 0));
        roundTrip(s, addReinforcement(r));
        if (!s.reinforcements.empty()) {
            roundTrip(s, removeReinforcement(0));
            scenarios::Reinforcement later = s.reinforcements[0];
            later.turn += 1;
            roundTrip(s, setReinforcement(0, later));
        }
        scenarios::Side renamed = s.sides[0];
        renamed.nationality = "Other";
        roundTrip(s, setSide(renamed));
        roundTrip(s, setSpecialRule({"new-rule", "Fog", "No LOS beyond 4 hexes.", {}, 0}));
        if (!s.sighting.empty()) {
            scenarios::SightingAllotment al = s.sighting[0];
            al.area.clear();
            roundTrip(s, setSightingAllotment(al));
        }
        roundTrip(s, changeScenario("Title", [](scenarios::Scenario& x) {
            x.title = "New title";
            return true;
        }));
        CHECK(formats::writeScenarioText(s) == original);
    }
}

TEST_CASE("ScenarioDocument: edits mark it modified, undo and save make it clean", "[edit][scenario][document]")
{
    auto doc = jobs::ScenarioDocument::open(source("scenarios/library/hold-the-ridge.scenario.xml"));
    REQUIRE(doc.loaded());
    CHECK_FALSE(doc.isModified());
    doc.execute(changeScenario("Title", [](scenarios::Scenario& x) {
        x.title = "Hold the Ridge, again";
        return true;
    }));
    CHECK(doc.isModified());
    CHECK(doc.undoLabel() == "Title");
    CHECK(doc.scenario().title == "Hold the Ridge, again");
    doc.undo();
    CHECK_FALSE(doc.isModified());
    doc.redo();
    const auto dir = std::filesystem::temp_directory_path() / "crestline-scenario-edit-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    CHECK_FALSE(hasErrors(doc.save(dir / "x.scenario.xml")));
    CHECK_FALSE(doc.isModified());
    auto back = formats::readScenarioFile(dir / "x.scenario.xml");
    REQUIRE(back.value);
    CHECK(back.value->title == "Hold the Ridge, again");
    std::filesystem::remove_all(dir);
}

TEST_CASE("ScenarioDocument::openText: a recovered scenario reads its maps beside its file and is modified only when marked", "[edit][scenario][document]")
{
    const auto file = std::filesystem::path(source("scenarios/library/hold-the-ridge.scenario.xml"));
    auto read = formats::readScenarioFile(file);
    REQUIRE(read.value);
    read.value->title = "Recovered title";
    auto doc = jobs::ScenarioDocument::openText(formats::writeScenarioText(*read.value), file);
    REQUIRE(doc.loaded());
    CHECK_FALSE(doc.hasErrors());
    CHECK(doc.scenario().title == "Recovered title");
    REQUIRE(doc.boards().boards().size() == 1);
    CHECK(doc.boards().loaded(0)); // ../../maps/boards/ridge-farm.map.xml, from the scenario's folder
    CHECK(doc.file() == file);
    CHECK_FALSE(doc.isModified());
    doc.markModified();
    CHECK(doc.isModified());
    CHECK_FALSE(doc.canUndo());
}

namespace {

/// Whether `xml` holds `fragment`, with a message naming both when it does not.
bool holds(const std::string& xml, const std::string& fragment)
{
    const bool found = xml.find(fragment) != std::string::npos;
    if (!found) UNSCOPED_INFO("expected\n" << fragment << "\nin\n" << xml);
    return found;
}

scenarios::Scenario holdTheRidge()
{
    auto read = formats::readScenarioFile(source("scenarios/library/hold-the-ridge.scenario.xml"));
    REQUIRE(read.value);
    return *read.value;
}

} // namespace

// The forms' commands on Hold the Ridge. Expected XML worked out from the
// file (german forces: g-trench then the two assets; victory: four
// eliminations, one exit) and the writer's layout (two-space indent, " />").
TEST_CASE("Scenario commands: fortifications and asset cards [7, 10]", "[edit][scenario]")
{
    scenarios::Scenario s = holdTheRidge();
    const std::string original = formats::writeScenarioText(s);

    scenarios::Fortification pillbox;
    pillbox.id = "g-pillbox";
    pillbox.kind = "pillbox";
    pillbox.count = 1;
    pillbox.hexes = {{"", "M5"}};
    CHECK(setFortification("german", pillbox)->label() == "Fortification g-pillbox");
    std::string after = roundTrip(s, setFortification("german", pillbox));
    CHECK(holds(after, "area=\"german-ridge\" />\n    <fortification id=\"g-pillbox\" kind=\"pillbox\" count=\"1\" hexes=\"M5\" />\n"
                       "    <asset card=\"Mortar Barrage\" count=\"1\" />"));

    // g-trench moved to the Americans: out of the German forces, after the American units.
    scenarios::Fortification trench = s.forces[0].fortifications[0];
    after = roundTrip(s, setFortification("american", trench));
    CHECK_FALSE(holds(after, "hexes=\"M8\" />\n    <fortification"));
    CHECK(holds(after, "<unit id=\"a-bazooka\" name=\"Bazooka\" type=\"infantry\" size=\"squad\" count=\"1\" area=\"american-start\" />\n"
                       "    <fortification id=\"g-trench\" kind=\"entrenchment\" count=\"2\" area=\"german-ridge\" />\n"
                       "    <asset card=\"Artillery 105mm\" count=\"1\" />"));
    // Renamed in place: the same position, the new id.
    scenarios::Fortification renamed = trench;
    renamed.id = "g-foxholes";
    after = roundTrip(s, setFortification("german", renamed, "g-trench"));
    CHECK(holds(after, "hexes=\"M8\" />\n    <fortification id=\"g-foxholes\" kind=\"entrenchment\" count=\"2\" area=\"german-ridge\" />\n"
                       "    <asset card=\"Mortar Barrage\""));
    // The same fortification again changes nothing.
    CHECK(roundTrip(s, setFortification("german", trench)) == original);
    after = roundTrip(s, removeFortification("g-trench"));
    CHECK_FALSE(holds(after, "id=\"g-trench\""));
    CHECK(roundTrip(s, removeFortification("no-such")) == original);

    after = roundTrip(s, addAssetCard("american", {"Smoke", 2, {}, 0}));
    CHECK(holds(after, "<asset card=\"Artillery 105mm\" count=\"1\" />\n    <asset card=\"Smoke\" count=\"2\" />\n  </forces>"));
    after = roundTrip(s, setAssetCard("german", 1, {"Reserves", 2, {}, 0}));
    CHECK(holds(after, "<asset card=\"Mortar Barrage\" count=\"1\" />\n    <asset card=\"Reserves\" count=\"2\" />"));
    after = roundTrip(s, removeAssetCard("german", 0));
    CHECK_FALSE(holds(after, "Mortar Barrage"));
    CHECK(roundTrip(s, setAssetCard("german", 5, {"Reserves", 2, {}, 0})) == original);
    CHECK(roundTrip(s, removeAssetCard("soviet", 0)) == original);
    // A side without forces yet gets them, at the end.
    after = roundTrip(s, addAssetCard("soviet", {"Katyusha", 1, {}, 0}));
    CHECK(holds(after, "<forces side=\"soviet\">\n    <asset card=\"Katyusha\" count=\"1\" />\n  </forces>\n  <setup-area id=\"german-ridge\""));
    CHECK(formats::writeScenarioText(s) == original);
}

TEST_CASE("Scenario commands: elimination and exit VPs [22.1, 22.2], the scenario's words", "[edit][scenario]")
{
    scenarios::Scenario s = holdTheRidge();
    const std::string original = formats::writeScenarioText(s);

    scenarios::EliminationVp tanks;
    tanks.side = "american";
    tanks.type = scenarios::UnitType::Vehicle;
    tanks.vp = 4;
    CHECK(addEliminationVp(tanks)->label() == "Add elimination 4 VP");
    std::string after = roundTrip(s, addEliminationVp(tanks));
    CHECK(holds(after, "<elimination type=\"gun\" vp=\"2\" />\n    <elimination side=\"american\" type=\"vehicle\" vp=\"4\" />\n"
                       "    <exit side=\"american\" edge=\"north\" vp=\"2\" />"));
    scenarios::EliminationVp guns;
    guns.type = scenarios::UnitType::Gun;
    guns.vp = 3;
    after = roundTrip(s, setEliminationVp(3, guns));
    CHECK(holds(after, "<elimination type=\"infantry\" size=\"squad\" vp=\"1\" />\n    <elimination type=\"gun\" vp=\"3\" />\n"));
    after = roundTrip(s, removeEliminationVp(0));
    CHECK(holds(after, "<victory>\n    <elimination type=\"infantry\" size=\"platoon\" vp=\"2\" />"));
    CHECK(roundTrip(s, removeEliminationVp(4)) == original);

    scenarios::ExitVp south;
    south.side = "german";
    south.edge = scenarios::MapEdge::South;
    south.hexes = {{"", "J15"}, {"", "K15"}};
    south.type = scenarios::UnitType::Vehicle;
    south.vp = 1;
    after = roundTrip(s, addExitVp(south));
    CHECK(holds(after, "<exit side=\"american\" edge=\"north\" vp=\"2\" />\n"
                       "    <exit side=\"german\" edge=\"south\" hexes=\"J15 K15\" type=\"vehicle\" vp=\"1\" />\n    <objective id=\"farmhouse\""));
    scenarios::ExitVp north = s.victory.exits[0];
    north.hexes = {{"", "N1"}};
    north.type = scenarios::UnitType::Infantry;
    north.vp = 3;
    CHECK(setExitVp(0, north)->label() == "Exit 3 VP");
    after = roundTrip(s, setExitVp(0, north));
    CHECK(holds(after, "<exit side=\"american\" edge=\"north\" hexes=\"N1\" type=\"infantry\" vp=\"3\" />"));
    CHECK(roundTrip(s, setExitVp(0, s.victory.exits[0])) == original);
    after = roundTrip(s, removeExitVp(0));
    CHECK_FALSE(holds(after, "<exit "));

    after = roundTrip(s, setScenarioWords({"Hold the Crest", "1944-07-12", "Ridge Farm", "Notes of history.", "Hold to the end.", "Notes."}));
    CHECK(holds(after, "<title>Hold the Crest</title>\n  <date>1944-07-12</date>\n  <location>Ridge Farm</location>\n"
                       "  <history>Notes of history.</history>"));
    CHECK(holds(after, "<text>Hold to the end.</text>\n  </victory>"));
    CHECK(holds(after, "<notes>Notes.</notes>"));
    CHECK(roundTrip(s, setScenarioWords({s.title, s.date, s.location, s.history, s.victory.text, s.notes})) == original);
    CHECK(formats::writeScenarioText(s) == original);
}
