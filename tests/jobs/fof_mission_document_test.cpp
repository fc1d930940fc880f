// A Fields of Fire mission read from text (the editor's forms read each
// step's text so: editor/jobs/fof/fof_kinds.h): without the checks its
// findings are the reader's only, checkFofMissionDocument adds the mission
// checks, and open() of the same file gives both. Mission 1 on its card map
// (scenarios/library/mission1-trevieres.scenario.xml): the card map lies
// outside the mission's folder (reference-outside, info); an Objective moved
// to (5,3), off the 4-column map, is fof-cell-off-map (a check, not a
// reading problem); a <details> with turns="0" is a reading error.

#include "editor/jobs/fof/fof_kinds.h"
#include "formats/common/atomic_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace crestline;
using namespace crestline::jobs;

namespace {

namespace fs = std::filesystem;

fs::path mission1() { return fs::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/mission1-trevieres.scenario.xml"; }

std::string text() { return formats::readWholeFile(mission1()).value(); }

std::string replaced(std::string s, const std::string& from, const std::string& to)
{
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

std::size_t count(const Findings& findings, const std::string& code)
{
    return std::size_t(std::count_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.code == code; }));
}

} // namespace

TEST_CASE("a mission read from text without the checks has the reader's findings only")
{
    const std::string moved = replaced(text(), R"(<point kind="obj-1" column="4" row="3" />)", R"(<point kind="obj-1" column="5" row="3" />)");
    const FofMissionDocument read = FofMissionDocument::fromText(moved, mission1(), false);
    REQUIRE(read.loaded());
    REQUIRE(read.mission().map.has_value()); // the card map resolved relative to the file given
    CHECK(read.findings().size() == 1);
    CHECK(count(read.findings(), "reference-outside") == 1);
    CHECK(count(read.findings(), "fof-cell-off-map") == 0);
    CHECK_FALSE(hasErrors(read.findings()));

    const Findings checked = checkFofMissionDocument(read);
    CHECK(checked.size() == 2);
    CHECK(checked.front().code == "reference-outside"); // the reader's first, then the checks'
    CHECK(count(checked, "fof-cell-off-map") == 1);

    // With the checks, as open() reads the same text from a file.
    const FofMissionDocument both = FofMissionDocument::fromText(moved, mission1(), true);
    CHECK(count(both.findings(), "fof-cell-off-map") == 1);
    CHECK(both.findings().size() == 2);
}

TEST_CASE("the bundled Mission 1 reads from its text as from its file")
{
    const FofMissionDocument fromFile = FofMissionDocument::open(mission1());
    const FofMissionDocument fromText = FofMissionDocument::fromText(text(), mission1());
    REQUIRE(fromFile.loaded());
    REQUIRE(fromText.loaded());
    CHECK(fromText.mission().mission == fromFile.mission().mission);
    CHECK(fromText.findings().size() == fromFile.findings().size());
    CHECK(count(fromFile.findings(), "reference-outside") == 1);
}

TEST_CASE("a reading error in mission text is a finding of the unchecked document")
{
    const std::string bad = replaced(text(), R"(turns="10")", R"(turns="0")");
    const FofMissionDocument read = FofMissionDocument::fromText(bad, mission1(), false);
    REQUIRE(read.loaded()); // read as far as it could: the Duration left at 0, never made up
    CHECK(hasErrors(read.findings()));
    CHECK(read.mission().mission.turns == 0);
}
