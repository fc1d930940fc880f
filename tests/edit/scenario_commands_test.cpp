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
