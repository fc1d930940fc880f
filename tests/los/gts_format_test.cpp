// A GTS ruling as the command line prints it (formats/los/ruling_format.h):
// the outcome instead of FF's verdict and hindrance, no levels, the count
// k against A with what makes it up, and each tie site with both nudges'
// counts and the one taken. Boards and counts of gts-los.md's examples 3 and 4.

#include "tests/los/gts_fixture.h"

#include "formats/los/ruling_format.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace crestline::test;
using crestline::formats::rulingHeadline;
using crestline::formats::rulingJson;
using crestline::formats::rulingText;

TEST_CASE("gts text and JSON: a crest crossed is the count, no levels are printed", "[los][gts][format]")
{
    // Example 3: crest 0.1|0.2; 0.0 -> 0.3 crosses it at an inner point: k = 1 > A = 0, d = 3 <= M = 8.
    GtsFixture f;
    f.crest(H(0, 1), H(0, 2));
    const auto& g = f.board->grid();
    const Ruling r = f.rule(H(0, 0), H(0, 3));
    const std::string text = rulingText(f.scene, r);
    CHECK_THAT(rulingHeadline(f.scene, r), Catch::StartsWith(g.label(H(0, 0)) + " -> " + g.label(H(0, 3)) + ": BLOCKED: 1 obstacle, more than the allowance of 0 (crest "));
    CHECK_THAT(text, Catch::Contains("count: k = 1 of allowance A = 0 (0 blocking hexes, 1 blocking hexside, 0 pair hexes counting 0, "
                                     "0 tie sites counting 0); distance d = 3 of range M = 8\n"));
    CHECK_THAT(text, !Catch::Contains("levels:") && !Catch::Contains("hindrance") && !Catch::Contains("tie:"));

    const auto j = nlohmann::json::parse(rulingJson(f.scene, r));
    REQUIRE(j["gts"].is_object());
    CHECK(j["gts"]["outcome"] == "blocked");
    CHECK(j["gts"]["k"] == 1);
    CHECK(j["gts"]["allowance"] == 0);
    CHECK(j["gts"]["distance"] == 3);
    CHECK(j["gts"]["range"] == 8);
    CHECK(j["gts"]["blocking_hexsides"] == 1);
    CHECK(j["gts"]["ties"].empty());
    REQUIRE(j["gts"]["obstacles"].size() == 1);
    CHECK(j["gts"]["obstacles"][0]["kind"] == "hexside");
    CHECK(j["gts"]["obstacles"][0]["hex"] == g.label(H(0, 1)));
    CHECK(j["gts"]["obstacles"][0]["other"] == g.label(H(0, 2)));

    // Near miss: 0.0 -> 0.2 ends at the crest, a hexside of the target: exempt, k = 0, sees.
    const Ruling near = f.rule(H(0, 0), H(0, 2));
    // Said once, in a player's words: nothing counted, d = 2 of M = 8.
    CHECK(rulingHeadline(f.scene, near) == g.label(H(0, 0)) + " -> " + g.label(H(0, 2)) + ": SEES: nothing in the way; 2 hexes away, range 8 [15.4]");
    CHECK(nlohmann::json::parse(rulingJson(f.scene, near))["gts"]["k"] == 0);
}

TEST_CASE("gts text and JSON: a run names both nudges and the one taken", "[los][gts][format]")
{
    // Example 4: 0.1 (0,2) -> 2.1 (6,2) runs along the hexside 1.0|1.1, from
    // (2,2) to (4,2). Heading east on the printed map (v grows down the
    // page), 1.0 (centre (3,1)) is on the left, 1.1 (3,3) on the right.
    // Woods in 1.0 only: left nudge L = [1.0 blocks] = 1, right R = 0; the
    // site counts min = 0 and LOS exists.
    GtsFixture f;
    f.woods(H(1, 0));
    const auto& g = f.board->grid();
    const Ruling r = f.rule(H(0, 1), H(2, 1));
    const std::string text = rulingText(f.scene, r);
    CHECK_THAT(rulingHeadline(f.scene, r), Catch::Contains(": SEES: "));
    CHECK_THAT(text, Catch::Contains("tie: the string runs exactly along the hexside " + g.label(H(1, 0)) + "|" + g.label(H(1, 1)) + " from " +
                                     g.label(H(0, 1)) + " into " + g.label(H(2, 1)) + " (lattice (2,2)-(4,2)): nudged left, through " +
                                     g.label(H(1, 0)) + ", it counts 1; nudged right, through " + g.label(H(1, 1)) +
                                     ", it counts 0; the site counts the smaller, 0 (the right nudge)\n"));
    const auto j = nlohmann::json::parse(rulingJson(f.scene, r));
    REQUIRE(j["gts"]["ties"].size() == 1);
    const auto& tie = j["gts"]["ties"][0];
    CHECK(tie["kind"] == "run");
    CHECK(tie["at"] == nlohmann::json::array({2, 2}));
    CHECK(tie["to"] == nlohmann::json::array({4, 2}));
    CHECK(tie["left_hex"] == g.label(H(1, 0)));
    CHECK(tie["right_hex"] == g.label(H(1, 1)));
    CHECK(tie["left"] == 1);
    CHECK(tie["right"] == 0);
    CHECK(tie["taken"] == "right");
    CHECK(tie["count"] == 0);

    // Woods in 1.1 too: both nudges count 1, the site counts 1 > A = 0: blocked.
    f.woods(H(1, 1));
    const Ruling both = f.rule(H(0, 1), H(2, 1));
    CHECK_THAT(rulingText(f.scene, both), Catch::Contains("nudged left, through " + g.label(H(1, 0)) + ", it counts 1; nudged right, through " +
                                                          g.label(H(1, 1)) + ", it counts 1; both count 1, so the site counts 1\n"));
    CHECK(nlohmann::json::parse(rulingJson(f.scene, both))["gts"]["outcome"] == "blocked");
}
