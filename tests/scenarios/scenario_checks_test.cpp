// One fixture per scenario check code: the base fixture (no finding) with one
// thing changed, which must give that code and no other, pointing at the line
// of the element at fault.

#include "fixture_support.h"

#include "scenarios/scenario_checks.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace crestline;

namespace {

struct Patch {
    std::string from, to;
};

struct CheckCase {
    std::string code;
    std::vector<Patch> patches;
    std::string anchor;  ///< text on the line the finding must point at
    Severity severity = Severity::Error;
    std::string base = "base.scenario.xml";
};

const std::vector<CheckCase>& cases()
{
    static const std::vector<CheckCase> all{
        // Structure: two sides, each with its forces.
        {"side-count",
         {{"<side id=\"american\" nationality=\"American\" command-control=\"1\" command-markers=\"3\"/>",
           "<side id=\"american\" nationality=\"American\" command-control=\"1\" command-markers=\"3\"/>\n"
           "    <side id=\"italian\" nationality=\"Italian\" command-control=\"1\" command-markers=\"1\"/>"},
          {"  <forces side=\"american\">", "  <forces side=\"italian\"/>\n  <forces side=\"american\">"}},
         "<sides first-to-set-up"},
        {"sides-forces-mismatch", {{"  <forces side=\"american\">", "  <forces side=\"russian\"/>\n  <forces side=\"american\">"}}, "<forces side=\"russian\"/>"},
        {"unknown-side", {{"<fate-card holder=\"german\"/>", "<fate-card holder=\"soviet\"/>"}}, "<fate-card holder=\"soviet\"/>"},
        {"duplicate-id",
         {{"<unit id=\"a-rifle\" name=\"Rifle\" type=\"infantry\" size=\"platoon\" count=\"2\" area=\"american-south\"/>",
           "<unit id=\"a-rifle\" name=\"Rifle\" type=\"infantry\" size=\"platoon\" count=\"2\" area=\"american-south\"/>\n"
           "    <unit id=\"g-sqd\" name=\"BAR\" type=\"infantry\" size=\"squad\" count=\"1\" area=\"american-south\"/>"}},
         "name=\"BAR\""},
        {"unknown-map", {{"<north-of row=\"4\"/>", "<north-of row=\"4\"/>\n    <row map=\"nowhere\" label=\"2\"/>"}}, "<row map=\"nowhere\""},
        {"map-join-mismatch",
         {{"<map id=\"small\" href=\"small.map.xml\" rotation=\"0\"/>",
           "<map id=\"small\" href=\"small.map.xml\" rotation=\"0\"/>\n  <join map=\"small\" edge=\"north\" to=\"small\" to-edge=\"south\"/>"}},
         "<join map"},
        // Track Display [1.2, 20, 21].
        {"initiative-mismatch", {{"<initiative side=\"american\"", "<initiative side=\"german\""}}, "<initiative"},
        {"initiative-mismatch", {{"pawn=\"3\" toward=\"american\"", "pawn=\"0\""}}, "<initiative"}, // at 0 the Fate card holder has it
        {"track-space-out-of-range", {{"pawn=\"3\" toward=\"american\"", "pawn=\"21\" toward=\"american\""}}, "<initiative"},
        {"time-track-gap", {{"      <space number=\"2\" sudden-death-number=\"5\"/>\n", ""}}, "<space number=\"3\""},
        {"marker-off-time-track", {{"sudden-death=\"5\">", "sudden-death=\"9\">"}}, "<time-track"},
        // Places [2, 22.2, 22.3].
        {"setup-area-empty",
         {{"  <setup-area id=\"american-south\"",
           "  <setup-area id=\"nothing\" side=\"german\">\n    <difference>\n      <row label=\"2\"/>\n      <row label=\"2\"/>\n    </difference>\n"
           "  </setup-area>\n  <setup-area id=\"american-south\""}},
         "<setup-area id=\"nothing\""},
        {"setup-area-off-map", {{"<north-of row=\"4\"/>", "<north-of row=\"4\"/>\n    <hexes list=\"A1 K9\"/>"}}, "<hexes list=\"A1 K9\"/>"},
        {"objective-off-map", {{"hexes=\"E4\" control", "hexes=\"K9\" control"}}, "<objective id=\"farm\""},
        {"exit-hex-not-on-edge", {{"hexes=\"C1 D1\"", "hexes=\"C1 C2\""}}, "<exit side"},
        {"hex-off-map", {{"count=\"1\" hexes=\"F3\"", "count=\"1\" hexes=\"A9\""}}, "id=\"g-pak\""},
        {"bad-hex", {{"count=\"1\" hexes=\"F3\"", "count=\"1\" hexes=\"9A\""}}, "id=\"g-pak\""},
        {"unknown-setup-area", {{"count=\"2\" area=\"american-south\"", "count=\"2\" area=\"german-north\""}}, "id=\"a-rifle\""},
        {"unknown-terrain", {{"<row label=\"8\"/>", "<row label=\"8\"/>\n      <containing terrain=\"lava\"/>"}}, "<containing terrain=\"lava\"/>",
         Severity::Warning},
        // Reinforcements [1.32, 21.12e, 21.22].
        {"reinforcement-beyond-time-track", {{"<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"7\">"}},
         "<reinforcement side"},
        {"reinforcement-after-sudden-death", {{"<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"6\">"}},
         "<reinforcement side", Severity::Warning},
        {"reinforcement-on-sudden-death", {{"<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"5\">"}},
         "<reinforcement side", Severity::Warning},
        {"reinforcement-before-start", {{"<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"1\">"}},
         "<reinforcement side"},
        {"reinforcement-without-entry", {{"    <entry edge=\"south\" hexes=\"E8\"/>\n", ""}}, "<reinforcement side"},
        {"entry-hex-not-on-edge", {{"<entry edge=\"south\" hexes=\"E8\"/>", "<entry edge=\"south\" hexes=\"E7 E8\"/>"}}, "<entry edge"},
        // Sighting markers [6].
        {"sighting-contents-exceed-markers", {{"markers=\"4\"", "markers=\"3\""}}, "<sighting side"},
        {"sighting-markers-without-contents", {{"markers=\"4\"", "markers=\"5\""}}, "<sighting side"},
        {"sighting-hexes-count", {{"<fortification kind=\"wire\" count=\"1\"/>", "<fortification kind=\"wire\" count=\"1\" hexes=\"B2 B3\"/>"}},
         "<fortification kind=\"wire\""},
        {"hidden-without-hiding",
         {{"markers=\"4\"", "markers=\"5\""}, {"<hidden letter=\"B\"/>", "<hidden letter=\"B\"/>\n    <hidden letter=\"C\"/>"}},
         "<hidden letter=\"C\"/>"},
        {"hiding-without-hidden",
         {{"<hiding letter=\"B\" chosen-at-setup=\"true\"/>",
           "<hiding letter=\"B\" chosen-at-setup=\"true\"/>\n    <hiding letter=\"D\">\n      <unit ref=\"g-sqd\" count=\"1\"/>\n    </hiding>"}},
         "<hiding letter=\"D\">", Severity::Warning},
        {"hiding-empty", {{"<hiding letter=\"B\" chosen-at-setup=\"true\"/>", "<hiding letter=\"B\"/>"}}, "<hiding letter=\"B\"/>"},
        {"unknown-unit", {{"<unit ref=\"g-sqd\" count=\"1\"/>", "<unit ref=\"ghost\" count=\"1\"/>"}}, "<unit ref=\"ghost\""},
        {"hiding-exceeds-forces", {{"<unit ref=\"g-sqd\" count=\"1\"/>", "<unit ref=\"g-sqd\" count=\"3\"/>"}}, "<unit ref=\"g-sqd\" count=\"3\"/>"},
        {"harmful-fortification-on-friendly-units",
         {{"<fortification kind=\"wire\" count=\"1\"/>", "<fortification kind=\"wire\" count=\"1\" hexes=\"F3\"/>"}}, "<fortification kind=\"wire\"",
         Severity::Warning},
        // Several maps.
        {"ambiguous-hex", {{"<within distance=\"1\" of=\"south:E4\"/>", "<within distance=\"1\" of=\"E4\"/>"}}, "<within distance", Severity::Error,
         "two-maps.scenario.xml"},
        {"map-join-mismatch", {{"to-edge=\"north\"/>", "to-edge=\"east\"/>"}}, "<join map", Severity::Error, "two-maps.scenario.xml"},
        {"unknown-map", {{"to=\"south\"", "to=\"west\""}}, "<join map", Severity::Error, "two-maps.scenario.xml"},
    };
    return all;
}

} // namespace

TEST_CASE("check fixtures: the base fixtures have no finding", "[scenarios][checks]")
{
    for (const char* name : {"base.scenario.xml", "two-maps.scenario.xml"}) {
        const auto loaded = test::loadFixture(test::dataText(name), name);
        const Findings findings = scenarios::checkScenario(loaded.scenario, loaded.boards, name);
        INFO(test::describe(findings));
        CHECK(findings.empty());
    }
}

TEST_CASE("check fixtures: each fixture triggers exactly its code, at the element at fault", "[scenarios][checks]")
{
    for (std::size_t i = 0; i < cases().size(); ++i) {
        const CheckCase& c = cases()[i];
        SECTION(std::to_string(i) + ": " + c.code + " (" + c.base + ")")
        {
            std::string text = test::dataText(c.base);
            for (const Patch& p : c.patches) text = test::patched(text, p.from, p.to);
            const auto loaded = test::loadFixture(text, "fixture.scenario.xml");
            const Findings findings = scenarios::checkScenario(loaded.scenario, loaded.boards, "fixture.scenario.xml");
            INFO(test::describe(findings));
            CHECK(test::codesOf(findings) == std::set<std::string>{c.code});
            const int line = test::lineOf(text, c.anchor);
            const bool pointed = std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
                return f.code == c.code && f.where.line == line && f.where.file == "fixture.scenario.xml" && f.severity == c.severity;
            });
            CHECK(pointed);
        }
    }
}

TEST_CASE("check fixtures: every documented check code has a fixture", "[scenarios][checks]")
{
    // The codes named in the headers of the check files (scenario_checks.h lists the files).
    const std::set<std::string> documented{
        "side-count", "sides-forces-mismatch", "unknown-side", "duplicate-id", "unknown-map", "map-join-mismatch",
        "initiative-mismatch", "track-space-out-of-range", "time-track-gap", "marker-off-time-track",
        "setup-area-empty", "setup-area-off-map", "objective-off-map", "exit-hex-not-on-edge", "hex-off-map", "bad-hex",
        "ambiguous-hex", "unknown-setup-area", "unknown-terrain",
        "reinforcement-beyond-time-track", "reinforcement-after-sudden-death", "reinforcement-on-sudden-death", "reinforcement-before-start",
        "reinforcement-without-entry", "entry-hex-not-on-edge",
        "sighting-contents-exceed-markers", "sighting-markers-without-contents", "sighting-hexes-count", "hidden-without-hiding",
        "hiding-without-hidden", "hiding-empty", "unknown-unit", "hiding-exceeds-forces", "harmful-fortification-on-friendly-units"};
    std::set<std::string> covered;
    for (const CheckCase& c : cases()) covered.insert(c.code);
    CHECK(covered == documented);
}

TEST_CASE("check fixtures: boundaries that are not findings", "[scenarios][checks]")
{
    auto findingsOf = [](const std::string& text) {
        const auto loaded = test::loadFixture(text);
        return scenarios::checkScenario(loaded.scenario, loaded.boards, "fixture.scenario.xml");
    };
    const std::string base = test::dataText("base.scenario.xml");
    // Reinforcements on the Sudden Death space itself arrive only if the roll lets the game go on [21.12a, e]:
    // a warning, no error, on any space of the Time Track, the last one included.
    const auto codes = [&](const std::string& text) { return test::codesOf(findingsOf(text)); };
    CHECK(codes(test::patched(base, "<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"5\">")) ==
          std::set<std::string>{"reinforcement-on-sudden-death"});
    std::string last = test::patched(base, "<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"6\">");
    last = test::patched(last, "sudden-death=\"5\">", "sudden-death=\"6\">");
    CHECK(codes(last) == std::set<std::string>{"reinforcement-on-sudden-death"});
    // One space before the Sudden Death space: nothing.
    CHECK(findingsOf(test::patched(base, "<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"4\">")).empty());
    // The 20 space is the last of the Initiative Track [30.1]; at 0 the Fate card decides [20].
    CHECK(findingsOf(test::patched(base, "pawn=\"3\" toward=\"american\"", "pawn=\"20\" toward=\"american\"")).empty());
    CHECK(findingsOf(test::patched(test::patched(base, "pawn=\"3\" toward=\"american\"", "pawn=\"0\""), "<fate-card holder=\"german\"/>",
                                   "<fate-card holder=\"american\"/>"))
              .empty());
    // Exactly as many contents as markers; a harmful fortification away from friendly units.
    CHECK(findingsOf(test::patched(base, "<fortification kind=\"wire\" count=\"1\"/>", "<fortification kind=\"wire\" count=\"1\" hexes=\"F4\"/>"))
              .empty());
    // An entry along the whole south edge, or at hexes of it.
    CHECK(findingsOf(test::patched(base, "<entry edge=\"south\" hexes=\"E8\"/>", "<entry edge=\"south\"/>")).empty());
    CHECK(findingsOf(test::patched(base, "<entry edge=\"south\" hexes=\"E8\"/>", "<entry edge=\"south\" hexes=\"A8 J8\"/>")).empty());
}

TEST_CASE("check: reinforcements on the Sudden Death space are warned of, with the chance the roll ends the game first", "[scenarios][checks]")
{
    // base.scenario.xml: Sudden Death marker on space 5, whose number is 11.
    // [21.12a] the roll comes before reinforcements [21.12e]; 2d10 < 11 is a
    // sum of 2..10: 1 + 2 + ... + 9 = 45 of the 100 pairs.
    const std::string onSpace5 =
        test::patched(test::dataText("base.scenario.xml"), "<reinforcement side=\"american\" turn=\"3\">", "<reinforcement side=\"american\" turn=\"5\">");
    {
        const auto loaded = test::loadFixture(onSpace5);
        const Findings f = scenarios::checkScenario(loaded.scenario, loaded.boards, "fixture.scenario.xml");
        REQUIRE(f.size() == 1);
        CHECK(f[0].code == "reinforcement-on-sudden-death");
        CHECK(f[0].rule == "[21.12a]");
        CHECK(f[0].message.find("less than 11 (45 in 100)") != std::string::npos);
        CHECK(f[0].message.find("[21.12a] comes before reinforcements [21.12e]") != std::string::npos);
    }
    // A number of 2 cannot end the game (2d10 is never less than 2): no warning.
    const std::string harmless =
        test::patched(onSpace5, "<space number=\"5\" sudden-death-number=\"11\"/>", "<space number=\"5\" sudden-death-number=\"2\"/>");
    const auto loaded = test::loadFixture(harmless);
    const Findings f = scenarios::checkScenario(loaded.scenario, loaded.boards, "fixture.scenario.xml");
    INFO(test::describe(f));
    CHECK(f.empty());
}
