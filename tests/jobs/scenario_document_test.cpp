// Scenario documents and the scenario jobs: loader findings (a map's errors
// included) reach the caller; nothing is exported or sealed from a scenario
// with errors; the JSON export through the job equals the hand-checked golden
// as JSON (parsed, not compared as text).

#include "editor/jobs/scenario_jobs.h"
#include "formats/common/atomic_file.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

bool hasCode(const Findings& fs, const std::string& code, int line = 0)
{
    return std::any_of(fs.begin(), fs.end(), [&](const Finding& f) { return f.code == code && (line == 0 || f.where.line == line); });
}

/// A fresh, empty directory for files a test writes.
fs::path scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("crestline-jobs-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("ScenarioDocument: a scenario whose map has an error carries the map's finding", "[jobs][document]")
{
    // tests/cli/data/broken-map.scenario.xml plays on broken-small.map.xml,
    // whose area "bowtie" (line 14) crosses itself.
    const auto doc = ScenarioDocument::open(source("tests/cli/data/broken-map.scenario.xml"));
    CHECK(doc.hasErrors());
    CHECK_FALSE(doc.unreadable());
    CHECK(hasCode(doc.findings(), "self-intersecting-polygon", 14));

    const CheckResult check = checkScenarioFiles(doc, {});
    CHECK(check.done()); // the findings are the result
    CHECK(hasCode(check.findings, "self-intersecting-polygon", 14));

    CHECK(timelineOf(doc).outcome == Outcome::Refused);

    const fs::path dir = scratch("refused");
    const ExportResult exp = exportScenario(doc, dir / "out.json");
    CHECK(exp.outcome == Outcome::Refused);
    CHECK(exp.json.empty());
    CHECK_FALSE(fs::exists(dir / "out.json"));

    const SealResult seal = sealSetupPlan({source("tests/scenarios/data/base.german.setup.xml"),
                                           source("tests/cli/data/broken-map.scenario.xml"), dir / "owner.setup.xml",
                                           dir / "opponent.setup.xml", {}});
    CHECK(seal.outcome == Outcome::Refused);
    CHECK(hasCode(seal.findings, "self-intersecting-polygon", 14));
    CHECK_FALSE(fs::exists(dir / "owner.setup.xml"));
    CHECK_FALSE(fs::exists(dir / "opponent.setup.xml"));
}

TEST_CASE("ScenarioDocument: a file that is not there is unreadable", "[jobs][document]")
{
    const auto doc = ScenarioDocument::open(source("tests/cli/data/no-such.scenario.xml"));
    CHECK_FALSE(doc.loaded());
    CHECK(doc.unreadable());
    CHECK(checkScenarioFiles(doc, {}).outcome == Outcome::BadInput);
    CHECK(exportScenario(doc, {}).outcome == Outcome::BadInput);
}

TEST_CASE("exportScenario: Hold the Ridge equals the hand-checked golden, as JSON", "[jobs][export]")
{
    const auto doc = ScenarioDocument::open(source("scenarios/library/hold-the-ridge.scenario.xml"));
    REQUIRE_FALSE(doc.hasErrors());
    const fs::path out = scratch("export") / "htr.json";
    const ExportResult r = exportScenario(doc, out);
    REQUIRE(r.done());
    const auto golden = formats::readWholeFile(source("tests/scenarios/data/hold-the-ridge.json"));
    REQUIRE(golden);
    CHECK(nlohmann::json::parse(r.json) == nlohmann::json::parse(*golden));
    const auto written = formats::readWholeFile(out);
    REQUIRE(written);
    CHECK(*written == r.json);
}

TEST_CASE("timelineOf: Hold the Ridge, turn by turn", "[jobs][timeline]")
{
    // scenarios/library/hold-the-ridge.scenario.xml: the Turn marker starts on
    // space 1; on turn 5 the sudden death number in force is 11 [21.22].
    const auto doc = ScenarioDocument::open(source("scenarios/library/hold-the-ridge.scenario.xml"));
    const TimelineResult r = timelineOf(doc);
    REQUIRE(r.done());
    REQUIRE_FALSE(r.turns.empty());
    const auto five = std::find_if(r.turns.begin(), r.turns.end(), [](const scenarios::TimelineTurn& t) { return t.space == 5; });
    REQUIRE(five != r.turns.end());
    REQUIRE(five->suddenDeath);
    CHECK(*five->suddenDeath == 11);
}

TEST_CASE("sealSetupPlan and revealSetup: seal the base plan, reveal it, refuse an unknown marker", "[jobs][setup]")
{
    const fs::path dir = scratch("seal");
    const std::string plan = source("tests/scenarios/data/base.german.setup.xml");
    const std::string scenario = source("tests/scenarios/data/base.scenario.xml");

    const SealResult none = sealSetupPlan({plan, scenario, {}, {}, {}});
    CHECK(none.outcome == Outcome::BadInput);

    const SealResult unknown = sealSetupPlan({plan, scenario, dir / "o.setup.xml", dir / "p.setup.xml", {"S99"}});
    CHECK(unknown.outcome == Outcome::BadInput);
    CHECK(unknown.problem.find("S99") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "o.setup.xml"));
    CHECK_FALSE(fs::exists(dir / "p.setup.xml")); // checked before anything is written

    const SealResult sealed = sealSetupPlan({plan, scenario, dir / "owner.setup.xml", dir / "opponent.setup.xml", {}});
    REQUIRE(sealed.done());
    CHECK(fs::exists(dir / "owner.setup.xml"));
    CHECK(fs::exists(dir / "opponent.setup.xml"));

    const RevealResult revealed = revealSetup({dir / "opponent.setup.xml", dir / "owner.setup.xml"}, {"S2"});
    REQUIRE(revealed.done());
    CHECK(revealed.proved);
    REQUIRE(revealed.revealed.size() == 1);
    CHECK(revealed.revealed[0].ownerId == "S2");
    CHECK(revealed.revealed[0].marker.rfind("M", 0) == 0); // the public id the opponent knows it by
    CHECK(revealed.revealed[0].hex == "C3");

    const RevealResult twoOwners = revealSetup({dir / "owner.setup.xml", dir / "owner.setup.xml"}, {});
    CHECK(twoOwners.outcome == Outcome::BadInput);
}
