// The lines of a Fields of Fire mission's timeline (editor/jobs/fof/
// fof_mission_jobs.h: fofTimelineLines), printed by `crestline timeline` and
// shown on the editor's Timeline page, each with the contacts it names.
// Mission 1 (three contacts at set-up, rows 1 to 3, letters C, A, B) with
// its Row 1 contact fixed on column 2 and moved to turn 3, and a random one
// added in row 2 on turn 3: the lines below are worked out by hand from
// docs/fof-mission.md "Timeline" (set-up, then each turn that adds some, in
// file order within a turn). A contact on turn 11, after the Duration of 10,
// is the check's fof-contact-turn: no timeline, no lines.

#include "editor/jobs/fof/fof_mission_jobs.h"
#include "formats/common/atomic_file.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace crestline;
using namespace crestline::jobs;

namespace {

namespace fs = std::filesystem;

fs::path missionFile() { return fs::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/mission1-trevieres.scenario.xml"; }

std::string replacedOnce(std::string s, const std::string& from, const std::string& to)
{
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

std::string edited(const std::string& turnOfC)
{
    std::string text = formats::readWholeFile(missionFile()).value();
    text = replacedOnce(text, R"(<contact row="1" random="false" letter="C" />)",
                        R"(<contact row="1" random="false" letter="C" turn=")" + turnOfC + R"(" column="2" />)");
    return replacedOnce(text, R"(<contact row="3" random="false" letter="B" />)",
                        R"(<contact row="3" random="false" letter="B" />)"
                        "\n  "
                        R"(<contact row="2" random="true" turn="3" />)");
}

} // namespace

TEST_CASE("fof timeline lines: set-up, then the turn adding contacts, each line with its contacts", "[jobs][fof]")
{
    const FofMissionDocument doc = FofMissionDocument::fromText(edited("3"), missionFile());
    REQUIRE(doc.loaded());
    const FofTimelineResult result = fofTimelineOf(doc);
    REQUIRE(result.done());
    const std::vector<FofTimelineLine> lines = fofTimelineLines(doc, result);
    const std::vector<std::string> want{
        "Mission 1: Trevieres Offensive (mission1-trevieres, FoF offensive)",
        "Turns: 10 [2.1]; Potential Contacts [2.2.2, 3.2.2]:",
        "Set-up: 2 Potential Contacts",
        "  Row 2: letter A",
        "  Row 3: letter B",
        "Turn 3: 2 Potential Contacts",
        "  Row 1, column 2: letter C",
        "  Row 2: random",
    };
    REQUIRE(lines.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) CHECK(lines[i].text == want[i]);
    const auto& contacts = doc.mission().mission.contacts; // file order: C, A, B, the random one
    REQUIRE(contacts.size() == 4);
    CHECK(lines[0].contacts.empty());
    CHECK(lines[1].contacts.empty());
    CHECK(lines[2].contacts == std::vector<const scenarios::fof::PotentialContact*>{&contacts[1], &contacts[2]});
    CHECK(lines[3].contacts == std::vector<const scenarios::fof::PotentialContact*>{&contacts[1]});
    CHECK(lines[5].contacts == std::vector<const scenarios::fof::PotentialContact*>{&contacts[0], &contacts[3]});
    CHECK(lines[6].contacts == std::vector<const scenarios::fof::PotentialContact*>{&contacts[0]});
    CHECK(lines[7].contacts == std::vector<const scenarios::fof::PotentialContact*>{&contacts[3]});
}

TEST_CASE("fof timeline lines: none for a mission with a contact after its last turn", "[jobs][fof]")
{
    const FofMissionDocument doc = FofMissionDocument::fromText(edited("11"), missionFile());
    REQUIRE(doc.loaded());
    const FofTimelineResult result = fofTimelineOf(doc);
    CHECK_FALSE(result.done());
    CHECK(result.problem.find("no timeline is given because the mission has errors") != std::string::npos);
    CHECK(fofTimelineLines(doc, result).empty());
}
