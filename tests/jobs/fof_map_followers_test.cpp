// The other missions of a card map following its growth (editor/jobs/fof/
// fof_map_followers.h). The data (tests/jobs/data/fof_followers): the 3 x 3
// card map of tests/cli (maps/cards.map.xml) with three missions on it, A
// and B in missions/ (A the one whose forms grow the map, left out) and C in
// the card map's folder; D in that folder on another card map, and a GTS
// scenario beside A and B. The renumbered files in expected/ are written by
// hand from fof_mission_grow.h's decisions (cells move with their cards, a
// seam on the edge grown at stays on the edge, the map size follows):
//  - a column at the left: B's OBJ 1 3,3 -> 4,3, AP 1,2 -> 2,2, contact A's
//    column 2 -> 3, HQ 1,0 -> 2,0, MG 2,3 -> 3,3, Right Boundary after
//    column 3 -> 4, the Left Boundary (0) stays, the size 3x3 -> 4x3; C's
//    COP 2,1 -> 3,1, RT 1 3,2 -> 4,2, squad 3,1 -> 4,1, its row contact and
//    MLR unmoved;
//  - a row at the bottom, then a column at the right (B): every row >= 1 up
//    one (OBJ 1 3,4, AP 1,3, contacts rows 3 and 4, MG 2,4, HQ stays on row
//    0, the US start through row 2), the LOA after row 3 -> 4 (the top edge),
//    then the Right Boundary on the new right edge (after column 4), 4x4.

#include "editor/jobs/fof/fof_map_followers.h"
#include "formats/common/atomic_file.h"
#include "formats/map/fof/fof_format.h"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

namespace {

const fs::path kFollowerData = fs::path(CRESTLINE_SOURCE_DIR) / "tests/jobs/data/fof_followers";

std::string followerText(const fs::path& file)
{
    const auto text = formats::readWholeFile(file);
    REQUIRE(text.has_value());
    return *text;
}

/// A copy of the data, removed after the test.
struct FollowerScratch {
    fs::path dir = fs::temp_directory_path() / ("crestline-fof-followers-" + std::to_string(::getpid()));
    FollowerScratch()
    {
        fs::remove_all(dir);
        fs::create_directories(dir);
        fs::copy(kFollowerData / "maps", dir / "maps", fs::copy_options::recursive);
        fs::copy(kFollowerData / "missions", dir / "missions", fs::copy_options::recursive);
    }
    ~FollowerScratch() { fs::remove_all(dir); }
    maps::FofMap map() const
    {
        auto read = formats::readFofMapFile(dir / "maps/cards.map.xml");
        REQUIRE(read.value.has_value());
        return *read.value;
    }
    FofFollowers followers(const std::vector<FofMapStep>& steps) const
    {
        return fofMapFollowers(dir / "maps/cards.map.xml", map(), steps, {dir / "maps", dir / "missions"}, {dir / "missions/a.scenario.xml"});
    }
};

} // namespace

TEST_CASE("fof followers: a column at the left renumbers the card map's other missions, in both folders", "[jobs][fof]")
{
    FollowerScratch s;
    const FofFollowers f = s.followers({{FofSide::Left, true}});
    INFO(f.refusal);
    REQUIRE(f.refusal.empty());
    // C (the map's folder) first, then B; not A (its forms renumbered it), nor D (another card map), nor the GTS scenario.
    REQUIRE(f.missions.size() == 2);
    CHECK(f.missions[0].file.filename() == "c.scenario.xml");
    CHECK(f.missions[0].text == followerText(kFollowerData / "expected/c-left.scenario.xml"));
    CHECK(f.missions[0].what == "map size 3x3 -> 4x3, 2 point controls, 1 unit");
    CHECK(f.missions[1].file.filename() == "b.scenario.xml");
    CHECK(f.missions[1].text == followerText(kFollowerData / "expected/b-left.scenario.xml"));
    CHECK(f.missions[1].what == "map size 3x3 -> 4x3, 1 line, 2 point controls, 1 Potential Contact, 2 units");
    // Nothing is written by the job: the files are the caller's to save.
    CHECK(followerText(s.dir / "missions/b.scenario.xml") == followerText(kFollowerData / "missions/b.scenario.xml"));
}

TEST_CASE("fof followers: two steps, a row at the bottom then a column at the right", "[jobs][fof]")
{
    FollowerScratch s;
    const FofFollowers f = s.followers({{FofSide::Bottom, true}, {FofSide::Right, true}});
    REQUIRE(f.refusal.empty());
    REQUIRE(f.missions.size() == 2);
    CHECK(f.missions[1].file.filename() == "b.scenario.xml");
    CHECK(f.missions[1].text == followerText(kFollowerData / "expected/b-bottom-right.scenario.xml"));
}

TEST_CASE("fof followers: a growth undone after a Save is the reverse step, giving the files back", "[jobs][fof]")
{
    // Saved after a column at the left, then undone: the steps from the map on disk are that column removed.
    CHECK(fofStepsBetween({{FofSide::Left, true}}, {}) == std::vector<FofMapStep>{{FofSide::Left, false}});
    CHECK(fofStepsBetween({{FofSide::Left, true}, {FofSide::Top, true}}, {{FofSide::Left, true}, {FofSide::Right, true}}) ==
          std::vector<FofMapStep>{{FofSide::Top, false}, {FofSide::Right, true}});
    CHECK(fofStepsBetween({}, {{FofSide::Bottom, true}}) == std::vector<FofMapStep>{{FofSide::Bottom, true}});
    CHECK(fofStepsBetween({{FofSide::Bottom, true}}, {{FofSide::Bottom, true}}).empty());

    FollowerScratch s;
    const fs::path b = s.dir / "missions/b.scenario.xml";
    const std::string grownB = followerText(kFollowerData / "expected/b-left.scenario.xml");
    std::string refusal;
    const maps::FofMap grown = applyFofMapSteps(s.map(), {{FofSide::Left, true}}, refusal);
    REQUIRE(refusal.empty());
    FofFollower back;
    REQUIRE(renumberFofMissionText(grownB, b, grown, {{FofSide::Left, false}}, back).empty());
    CHECK(back.text == followerText(kFollowerData / "missions/b.scenario.xml"));
}

TEST_CASE("fof followers: a mission that cannot be renumbered safely refuses the save, naming it", "[jobs][fof]")
{
    FollowerScratch s;
    const fs::path b = s.dir / "missions/b.scenario.xml";
    const std::string good = followerText(b);

    SECTION("a read error")
    {
        std::string bad = good;
        bad.replace(bad.find("turns=\"8\""), 9, "turns=\"x\"");
        REQUIRE(!formats::saveAtomically(b, bad));
        const FofFollowers f = s.followers({{FofSide::Left, true}});
        CHECK(f.missions.empty());
        CHECK(f.refusal.starts_with(b.string() + ": the mission does not read without errors"));
    }
    SECTION("a comment inside the root the rewrite would drop")
    {
        std::string commented = good;
        commented.insert(commented.find("  <title>"), "  <!-- the designer's note -->\n");
        REQUIRE(!formats::saveAtomically(b, commented));
        const FofFollowers f = s.followers({{FofSide::Left, true}});
        CHECK(f.missions.empty());
        CHECK(f.refusal.starts_with(b.string() + ": the mission is not written as the editor writes missions"));
    }
    SECTION("a scenario whose system cannot be read")
    {
        REQUIRE(!formats::saveAtomically(s.dir / "missions/broken.scenario.xml", "<scenario version=\"1\""));
        const FofFollowers f = s.followers({{FofSide::Left, true}});
        CHECK(f.refusal.starts_with((s.dir / "missions/broken.scenario.xml").string() + ": not a scenario whose system can be read"));
    }
    SECTION("a removed column holding a unit of the other mission")
    {
        // The card map grown at the right (column 4 empty), then that column removed while C has a unit on it.
        std::string refusal;
        const maps::FofMap wide = applyFofMapSteps(s.map(), {{FofSide::Right, true}}, refusal);
        REQUIRE(refusal.empty());
        const fs::path c = s.dir / "maps/c.scenario.xml";
        std::string onFour = followerText(kFollowerData / "expected/c-left.scenario.xml");
        FofFollower out;
        const std::string why = renumberFofMissionText(onFour, c, wide, {{FofSide::Right, false}}, out);
        CHECK(why == c.string() + ": Remove the column at the right cannot renumber this mission: column 4 holds the mission's "
                                  "TRP 1 on 4,2, unit sq on 4,1: move or remove them first");
    }
}
