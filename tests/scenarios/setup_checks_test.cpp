// One fixture per Sighting setup check code: the German plan for the base
// scenario (no finding) with one thing changed, giving that code and no
// other, at the line of the element at fault.

#include "fixture_support.h"

#include "scenarios/setup_checks.h"

#include <catch2/catch.hpp>

using namespace crestline;

namespace {

struct SetupCase {
    std::string code;
    std::string from, to;
    std::string anchor;
    Severity severity = Severity::Error;
};

Findings checkPlan(const std::string& planText, const formats::LoadedScenario& loaded)
{
    auto plan = formats::readSetupText(planText, "plan.setup.xml");
    INFO(test::describe(plan.findings));
    REQUIRE(plan.ok());
    return scenarios::checkSetup(*plan.value, loaded.scenario, loaded.boards, "plan.setup.xml");
}

} // namespace

TEST_CASE("setup fixtures: the base plan has no finding", "[scenarios][setup]")
{
    const auto loaded = test::loadFixture(test::dataText("base.scenario.xml"));
    const Findings findings = checkPlan(test::dataText("base.german.setup.xml"), loaded);
    INFO(test::describe(findings));
    CHECK(findings.empty());
}

TEST_CASE("setup fixtures: each fixture triggers exactly its code", "[scenarios][setup]")
{
    const std::vector<SetupCase> cases{
        {"setup-scenario-mismatch", "scenario=\"base\"", "scenario=\"other\"", "<sighting-setup"},
        {"unknown-side", "side=\"german\">", "side=\"soviet\">", "<sighting-setup"},
        {"setup-no-allotment", "side=\"german\">", "side=\"american\">", "<sighting-setup"},
        {"duplicate-id", "<marker id=\"S4\"", "<marker id=\"S3\"", "<marker id=\"S3\" hex=\"G2\""},
        {"setup-marker-count", "</sighting-setup>", "  <marker id=\"S5\" hex=\"A1\">\n    <false-sighting/>\n  </marker>\n</sighting-setup>",
         "<sighting-setup"},
        {"setup-contents-mismatch", "    <false-sighting/>\n", "    <fortification kind=\"wire\"/>\n", "<sighting-setup"},
        {"setup-hex-outside-area", "hex=\"D1\"", "hex=\"D5\"", "<marker id=\"S3\""},
        {"hex-off-map", "hex=\"D1\"", "hex=\"D9\"", "<marker id=\"S3\""},
        {"bad-hex", "hex=\"D1\"", "hex=\"1D\"", "<marker id=\"S3\""},
        {"hiding-empty", "      <unit ref=\"g-plt\" count=\"1\"/>\n      <fortification ref=\"g-trench\" count=\"1\"/>\n", "", "<marker id=\"S2\""},
        {"setup-hiding-mismatch", "<unit ref=\"g-sqd\" count=\"1\"/>", "<unit ref=\"g-sqd\" count=\"2\"/>", "<marker id=\"S1\""},
        {"unknown-unit", "<unit ref=\"g-plt\" count=\"1\"/>", "<unit ref=\"ghost\" count=\"1\"/>", "<unit ref=\"ghost\""},
        {"hiding-exceeds-forces", "<unit ref=\"g-plt\" count=\"1\"/>", "<unit ref=\"g-plt\" count=\"2\"/>", "<unit ref=\"g-plt\" count=\"2\"/>"},
        {"harmful-fortification-on-friendly-units", "hex=\"G2\"", "hex=\"F3\"", "<marker id=\"S4\"", Severity::Warning},
    };
    const auto loaded = test::loadFixture(test::dataText("base.scenario.xml"));
    for (const SetupCase& c : cases) {
        SECTION(c.code)
        {
            const std::string text = test::patched(test::dataText("base.german.setup.xml"), c.from, c.to);
            const Findings findings = checkPlan(text, loaded);
            INFO(test::describe(findings));
            CHECK(test::codesOf(findings) == std::set<std::string>{c.code});
            const int line = test::lineOf(text, c.anchor);
            CHECK(std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
                return f.code == c.code && f.where.line == line && f.where.file == "plan.setup.xml" && f.severity == c.severity;
            }));
        }
    }
}

TEST_CASE("setup fixtures: the owner's ids may name what the markers hide", "[scenarios][setup]")
{
    // They stay in the owner's file: the opponent's file gets public ids of its own.
    const auto loaded = test::loadFixture(test::dataText("base.scenario.xml"));
    std::string plan = test::patched(test::dataText("base.german.setup.xml"), "<marker id=\"S3\"", "<marker id=\"false-3\"");
    plan = test::patched(plan, "<marker id=\"S1\"", "<marker id=\"g-sqd-A\"");
    const Findings findings = checkPlan(plan, loaded);
    INFO(test::describe(findings));
    CHECK(findings.empty());
}

TEST_CASE("setup fixtures: a marker the designer places must be where he puts it", "[scenarios][setup]")
{
    // [6.1] The scenario puts the wire in G2; the plan's wire marker stands in G3.
    const std::string scenario = test::patched(test::dataText("base.scenario.xml"), "<fortification kind=\"wire\" count=\"1\"/>",
                                               "<fortification kind=\"wire\" count=\"1\" hexes=\"G2\"/>");
    const auto loaded = test::loadFixture(scenario);
    CHECK(checkPlan(test::dataText("base.german.setup.xml"), loaded).empty());
    const std::string plan = test::patched(test::dataText("base.german.setup.xml"), "hex=\"G2\"", "hex=\"G3\"");
    const Findings findings = checkPlan(plan, loaded);
    INFO(test::describe(findings));
    CHECK(test::codesOf(findings) == std::set<std::string>{"setup-hex-outside-area"});
}

TEST_CASE("setup fixtures: the opponent's file is checked for what it shows", "[scenarios][setup]")
{
    const auto loaded = test::loadFixture(test::dataText("base.scenario.xml"));
    const std::string text = "<sighting-setup version=\"2\" view=\"opponent\" setup-id=\"0123456789abcdef0123456789abcdef\" "
                             "scenario=\"base\" side=\"german\">\n"
                             "  <marker id=\"S1\" hex=\"B2\" commitment=\"" + std::string(64, 'a') + "\"/>\n"
                             "  <marker id=\"S2\" hex=\"B7\" commitment=\"" + std::string(64, 'b') + "\"/>\n"
                             "</sighting-setup>\n";
    auto r = formats::readSetupText(text, "opp.setup.xml");
    REQUIRE(r.ok());
    const Findings findings = scenarios::checkOpponentSetup(*r.value, loaded.scenario, loaded.boards, "opp.setup.xml");
    INFO(test::describe(findings));
    // Two markers of four allotted, and B7 is south of the German area (rows 1 to 3).
    CHECK(test::codesOf(findings) == std::set<std::string>{"setup-marker-count", "setup-hex-outside-area"});
}
