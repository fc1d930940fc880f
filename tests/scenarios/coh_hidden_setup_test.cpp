// CoH hidden set-ups [10.0] (scenarios/coh/coh_hidden_setup.h): the
// canonical text and its SHA-256 commitment against a value computed with
// Python's hashlib (not this code); sealing; the opponent's file holding
// nothing of the hidden units; verify and reveal with every tamper named;
// the checks against the scenario, each beside a near miss; the reader's
// refusals. Fixture: tests/scenarios/data/coh/base.scenario.xml on the 5 x 4
// small-coh board (side de hides mg-1, foot, in 0402 and pak-1, tracked, in
// 0503; 0303 is water, NA for all; 0202 heavy woods, NA for wheeled only).

#include "fixture_support.h"

#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_checks.h"
#include "scenarios/coh/coh_hidden_setup.h"

#include <catch2/catch.hpp>

#include <set>

using namespace crestline;
using namespace crestline::scenarios;
using namespace crestline::scenarios::coh;

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

formats::LoadedCohScenario loadScenario(const std::string& text)
{
    auto r = formats::loadCohScenarioText(text, test::dataPath("coh/fixture.scenario.xml"));
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    return std::move(*r.value);
}

std::string baseScenario() { return test::dataText("coh/base.scenario.xml"); }

/// The base scenario with a set-up area for side de: columns 04 and 05 of row 01..04 (east of column 03).
std::string scenarioWithArea()
{
    return replaced(baseScenario(), "  <fortification kind=\"bunker\"",
                    "  <setup-area id=\"de-east\" side=\"de\"><east-of column=\"03\" /></setup-area>\n  <fortification kind=\"bunker\"");
}

const char* kPlan = R"(<hidden-setup version="1" system="coh" view="owner" scenario="coh-base" side="de">
  <hidden unit="mg-1" hex="0402" facing="4" />
  <hidden unit="pak-1" hex="0503" facing="5" />
</hidden-setup>)";

HiddenSetup read(const std::string& text)
{
    auto r = formats::readHiddenSetupText(text, "plan.hidden.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.value);
    REQUIRE_FALSE(hasErrors(r.findings));
    return std::move(*r.value);
}

std::multiset<std::string> codes(const Findings& findings)
{
    std::multiset<std::string> out;
    for (const Finding& f : findings) out.insert(f.code);
    return out;
}

std::multiset<std::string> readCodes(const std::string& text)
{
    return codes(formats::readHiddenSetupText(text, "x.hidden.xml").findings);
}

std::multiset<std::string> checkCodes(const std::string& scenario, const std::string& plan)
{
    const formats::LoadedCohScenario s = loadScenario(scenario);
    return codes(checkHiddenSetup(read(plan), s.scenario, s.boards, "plan.hidden.xml"));
}

HiddenSetup sealed()
{
    HiddenSetup plan = read(kPlan);
    const Findings f = sealHiddenSetup(plan, "plan.hidden.xml");
    INFO(test::describe(f));
    REQUIRE(f.empty());
    return plan;
}

} // namespace

TEST_CASE("coh hidden set-up: the canonical text and its commitment", "[scenarios][coh][hidden]")
{
    HiddenSetup s;
    s.setupId = "00112233445566778899aabbccddeeff";
    s.scenarioId = "coh-base";
    s.side = "de";
    HiddenPlacement p;
    p.unit = "mg-1";
    p.publicId = "H1";
    p.hex = HexName{"", "0402"};
    p.facing = 4;
    CHECK(canonicalPlacement(s, p) ==
          "crestline-coh-hidden-commitment 1\nsetup 00112233445566778899aabbccddeeff\nscenario coh-base\nside de\npublic H1\nunit mg-1\nhex 0402\nfacing 4\n");
    // hashlib.sha256(bytes.fromhex("000102030405060708090a0b0c0d0e0f") + text).hexdigest()
    CHECK(commitmentOf("000102030405060708090a0b0c0d0e0f", canonicalPlacement(s, p)) ==
          "acd04a9e76710683c68903fa604c85baef175cb5f2b285dc2538ac3921975e9e");
    // Every field is bound: facing 3 instead of 4 gives another commitment.
    p.facing = 3;
    CHECK(commitmentOf("000102030405060708090a0b0c0d0e0f", canonicalPlacement(s, p)) !=
          "acd04a9e76710683c68903fa604c85baef175cb5f2b285dc2538ac3921975e9e");
    // A field cannot end early and smuggle in the next line.
    p.facing = 4;
    p.unit = "mg-1\nhex 0101";
    CHECK(canonicalPlacement(s, p).find("unit mg-1\\nhex 0101\n") != std::string::npos);
}

TEST_CASE("coh hidden set-up: sealing draws ids, salts and commitments", "[scenarios][coh][hidden]")
{
    const HiddenSetup s = sealed();
    REQUIRE(s.units.size() == 2);
    CHECK(s.setupId.size() == 32);
    std::set<std::string> ids{s.units[0].publicId, s.units[1].publicId};
    CHECK(ids == std::set<std::string>{"H1", "H2"});
    CHECK(s.units[0].salt.size() == 32);
    CHECK(s.units[0].salt != s.units[1].salt);
    for (const HiddenPlacement& p : s.units) CHECK(p.commitment == commitmentOf(p.salt, canonicalPlacement(s, p)));
    // Sealing again draws everything anew.
    const HiddenSetup again = sealed();
    CHECK(again.setupId != s.setupId);
    CHECK(again.units[0].salt != s.units[0].salt);
    // A sealed file is verified, not sealed again.
    HiddenSetup copy = s;
    CHECK(sealHiddenSetup(copy, "owner.hidden.xml").empty());
    CHECK(copy == s);
    copy.units[1].hex = HexName{"", "0502"};
    CHECK(codes(sealHiddenSetup(copy, "owner.hidden.xml")) == std::multiset<std::string>{"setup-commitment-stale"});
    // A plan that sets its own salt is refused by the reader and by sealing.
    CHECK(readCodes(replaced(kPlan, "facing=\"4\"", "facing=\"4\" salt=\"000102030405060708090a0b0c0d0e0f\"")) ==
          std::multiset<std::string>{"setup-plan-seal-value"});
}

TEST_CASE("coh hidden set-up: the opponent's file holds nothing of the hidden units", "[scenarios][coh][hidden]")
{
    const HiddenSetup owner = sealed();
    const std::string text = formats::writeHiddenSetupText(opponentView(owner));
    for (const HiddenPlacement& p : owner.units) {
        CHECK(text.find(p.unit) == std::string::npos);
        CHECK(text.find(p.salt) == std::string::npos);
        // Quoted: a bare four-digit label can occur by chance inside the random
        // setup id or a commitment (CI met one), which would say nothing.
        CHECK(text.find("\"" + p.hex->label + "\"") == std::string::npos);
        CHECK(text.find(p.commitment) != std::string::npos);
    }
    for (const char* word : {"unit=", "hex=", "facing=", "salt=", "public-id=", "MG 42", "PaK"}) CHECK(text.find(word) == std::string::npos);
    // Entries are sorted by public id: their order says nothing of the owner's.
    CHECK(text.find("id=\"H1\"") < text.find("id=\"H2\""));
    // The writer drops secrets even from a model that holds them.
    HiddenSetup leaky = opponentView(owner);
    leaky.units[0].unit = "mg-1";
    leaky.units[0].salt = owner.units[0].salt;
    leaky.units[0].hex = HexName{"", "0402"};
    const std::string leakyText = formats::writeHiddenSetupText(leaky);
    CHECK(leakyText.find("mg-1") == std::string::npos);
    CHECK(leakyText.find(owner.units[0].salt) == std::string::npos);
    CHECK(leakyText.find("\"0402\"") == std::string::npos);
    // An opponent's file that holds a secret is an error, never read as fine.
    const std::string opp = formats::writeHiddenSetupText(opponentView(owner));
    CHECK(readCodes(replaced(opp, "<hidden id=\"H1\"", "<hidden id=\"H1\" unit=\"mg-1\"")) == std::multiset<std::string>{"bad-value"});
    CHECK(readCodes(replaced(opp, "<hidden id=\"H1\"", "<hidden id=\"H1\" hex=\"0402\"")) == std::multiset<std::string>{"bad-value"});
    CHECK(readCodes(opp).empty());
    // A commitment is a SHA-256 and nothing else (found by fuzzing: text that looked like another attribute).
    const std::string c = opponentView(owner).units[0].commitment;
    CHECK(readCodes(replaced(opp, c, c.substr(0, 63))) == std::multiset<std::string>{"bad-value"});
    CHECK(readCodes(replaced(opp, c, c.substr(0, 63) + "g")) == std::multiset<std::string>{"bad-value"});
}

TEST_CASE("coh hidden set-up: reveal proves each unit and names each tamper", "[scenarios][coh][hidden]")
{
    const HiddenSetup owner = sealed();
    const HiddenSetup opp = opponentView(owner);
    HiddenRevealReport all = verifyHiddenReveal(owner, "o", opp, "p", {});
    CHECK(all.ok());
    CHECK(all.verified.size() == 2);
    HiddenRevealReport one = verifyHiddenReveal(owner, "o", opp, "p", {"pak-1"});
    REQUIRE(one.verified.size() == 1);
    CHECK(one.verified[0]->unit == "pak-1");
    // Moved after sealing: one hex off.
    HiddenSetup moved = owner;
    for (HiddenPlacement& p : moved.units)
        if (p.unit == "mg-1") p.hex = HexName{"", "0401"};
    HiddenRevealReport r = verifyHiddenReveal(moved, "o", opp, "p", {"mg-1"});
    CHECK(codes(r.findings) == std::multiset<std::string>{"reveal-commitment-mismatch"});
    CHECK_FALSE(r.ok());
    // Turned after sealing.
    HiddenSetup turned = owner;
    turned.units[0].facing = (*turned.units[0].facing + 1) % 6;
    CHECK(codes(verifyHiddenReveal(turned, "o", opp, "p", {turned.units[0].unit}).findings) ==
          std::multiset<std::string>{"reveal-commitment-mismatch"});
    // Swapped identities: mg-1's salt and hex claimed for pak-1.
    HiddenSetup swapped = owner;
    std::swap(swapped.units[0].unit, swapped.units[1].unit);
    CHECK(codes(verifyHiddenReveal(swapped, "o", opp, "p", {}).findings) ==
          std::multiset<std::string>{"reveal-commitment-mismatch", "reveal-commitment-mismatch"});
    // Another sealing's opponent file.
    const HiddenSetup other = opponentView(sealed());
    CHECK(codes(verifyHiddenReveal(owner, "o", other, "p", {}).findings) == std::multiset<std::string>{"reveal-setup-mismatch"});
    // A plan was never committed.
    CHECK(codes(verifyHiddenReveal(read(kPlan), "o", opp, "p", {}).findings) == std::multiset<std::string>{"reveal-not-sealed"});
    CHECK(codes(verifyHiddenReveal(owner, "o", opp, "p", {"rifle-1"}).findings) == std::multiset<std::string>{"reveal-unknown-marker"});
}

TEST_CASE("coh hidden set-up: checks against the scenario, each beside a near miss", "[scenarios][coh][hidden]")
{
    using Codes = std::multiset<std::string>;
    const std::string base = baseScenario();
    CHECK(checkCodes(base, kPlan).empty());
    // No set-up area for de: each hidden unit sets up where the scenario puts it.
    CHECK(checkCodes(base, replaced(kPlan, "hex=\"0402\"", "hex=\"0401\"")) == Codes{"setup-hex-outside-area"});
    // With an area (columns 04 and 05), 0401 is fine and 0301 is not.
    const std::string area = scenarioWithArea();
    CHECK(checkCodes(area, replaced(kPlan, "hex=\"0402\"", "hex=\"0401\"")).empty());
    CHECK(checkCodes(area, replaced(kPlan, "hex=\"0402\"", "hex=\"0301\"")) == Codes{"setup-hex-outside-area"});
    // Off the 5 x 4 board.
    CHECK(checkCodes(area, replaced(kPlan, "hex=\"0402\"", "hex=\"0405\"")) == Codes{"hex-off-map"});
    // Terrain the unit may not enter: water 0303 (an area that holds it), beside 0403.
    const std::string wide = replaced(base, "  <fortification kind=\"bunker\"",
                                      "  <setup-area id=\"de-mid\" side=\"de\"><hexes list=\"0303 0403\" /></setup-area>\n  <fortification kind=\"bunker\"");
    CHECK(checkCodes(wide, replaced(replaced(kPlan, "hex=\"0402\"", "hex=\"0303\""), "hex=\"0503\"", "hex=\"0403\"")) == Codes{"coh-setup-impassable"});
    CHECK(checkCodes(wide, replaced(replaced(kPlan, "hex=\"0402\"", "hex=\"0403\""), "hex=\"0503\"", "hex=\"0403\"")).empty());
    // Facing 6 is no hexside; 5 is.
    CHECK(checkCodes(base, replaced(kPlan, "facing=\"4\"", "facing=\"6\"")) == Codes{"coh-facing"});
    CHECK(checkCodes(base, replaced(kPlan, "facing=\"4\"", "facing=\"5\"")).empty());
    // Exactly the side's hidden units, each once.
    CHECK(checkCodes(base, replaced(kPlan, "  <hidden unit=\"pak-1\" hex=\"0503\" facing=\"5\" />\n", "")) == Codes{"coh-hidden-mismatch"});
    CHECK(checkCodes(base, replaced(kPlan, "unit=\"pak-1\" hex=\"0503\"", "unit=\"rifle-1\" hex=\"0503\"")) ==
          Codes{"coh-hidden-mismatch", "coh-hidden-mismatch"}); // rifle-1 is US and not hidden; pak-1 is missing
    CHECK(checkCodes(base, replaced(kPlan, "unit=\"pak-1\" hex=\"0503\"", "unit=\"mg-1\" hex=\"0402\"")) == Codes{"duplicate-id", "coh-hidden-mismatch"});
    CHECK(checkCodes(base, replaced(kPlan, "scenario=\"coh-base\"", "scenario=\"other\"")) == Codes{"setup-scenario-mismatch"});
    CHECK(checkCodes(base, replaced(kPlan, "side=\"de\"", "side=\"ru\"")) == Codes{"unknown-side"});
}

TEST_CASE("coh scenario: set-up areas and hidden units left to the owner", "[scenarios][coh][hidden]")
{
    using Codes = std::multiset<std::string>;
    auto scenarioCodes = [](const std::string& text) {
        const formats::LoadedCohScenario s = loadScenario(text);
        return codes(checkCohScenario(s.scenario, s.boards, "fixture.scenario.xml"));
    };
    const std::string area = scenarioWithArea();
    CHECK(scenarioCodes(area).empty());
    // The area is written back as read.
    const formats::LoadedCohScenario s = loadScenario(area);
    REQUIRE(s.scenario.setupAreas.size() == 1);
    CHECK(s.boards.labels(s.boards.resolveArea(s.scenario.setupAreas[0]).hexes).size() == 8); // columns 04 and 05, rows 01..04
    CHECK(formats::writeCohScenarioText(s.scenario).find("<setup-area id=\"de-east\" side=\"de\">") != std::string::npos);
    // A hidden unit without a hex: its owner places it, when its side has an area...
    const std::string noHex = replaced(area, " hex=\"0503\" facing=\"5\" hidden=\"true\"", " hidden=\"true\"");
    CHECK(scenarioCodes(noHex).empty());
    // ... and is never placed when it has none.
    CHECK(scenarioCodes(replaced(baseScenario(), " hex=\"0503\" facing=\"5\" hidden=\"true\"", " hidden=\"true\"")) == Codes{"coh-never-placed"});
    // ... nor when it is not hidden.
    CHECK(scenarioCodes(replaced(area, " hex=\"0503\" facing=\"5\" hidden=\"true\"", "")) == Codes{"coh-never-placed"});
    // Areas off the board or of no side.
    CHECK(scenarioCodes(replaced(area, "<east-of column=\"03\" />", "<hexes list=\"0909\" />")) == Codes{"setup-area-off-map"});
    CHECK(scenarioCodes(replaced(area, "side=\"de\"><east-of", "side=\"ru\"><east-of")) == Codes{"coh-unknown-reference"});
    CHECK(scenarioCodes(replaced(area, "<east-of column=\"03\" />", "<east-of column=\"05\" />")) == Codes{"setup-area-empty"});
}
