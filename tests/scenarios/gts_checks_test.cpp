// The GTS scenario checks: each code on the base fixture changed in one place,
// with the line it must point at, beside a near miss that passes. Expected
// findings worked out from the rules and the 6 x 6 test board (woods B2,
// swamp C3: P for tracked and wheeled, no centre dot D4: P for all, a path
// feature with P for wheeled on open E2; entry
// hexes A6 "30" "3A", F1 and F6 "12VG").

#include "fixture_support.h"
#include "gts_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;

namespace {

std::string base() { return test::gtsText("base.scenario.xml"); }

/// Findings of the base fixture patched once.
Findings after(const std::string& from, const std::string& to)
{
    return test::gtsFindings(test::patched(base(), from, to));
}

/// The lines of the findings with `code`.
std::vector<int> linesOf(const Findings& findings, FindingCode c)
{
    std::vector<int> out;
    for (const Finding& f : findings)
        if (hasCode(f, c)) out.push_back(f.where.line);
    return out;
}

/// REQUIRE that the findings are exactly one of `code`, at the line of `anchor` in `text`.
void expectOnly(const Findings& findings, FindingCode c, const std::string& text, const std::string& anchor)
{
    INFO(test::describe(findings));
    REQUIRE(findings.size() == 1);
    CHECK(hasCode(findings[0], c));
    CHECK(findings[0].where.line == test::lineOf(text, anchor));
    CHECK(findings[0].where.file == "fixture.scenario.xml");
    CHECK_FALSE(findings[0].where.element.empty());
}

/// Patch, check, and expect exactly one finding of `code` at the anchor's line (in the patched text).
void expectPatch(const std::string& from, const std::string& to, FindingCode c, const std::string& anchor)
{
    const std::string text = test::patched(base(), from, to);
    expectOnly(test::gtsFindings(text), c, text, anchor);
}

void expectClean(const std::string& from, const std::string& to)
{
    const Findings f = after(from, to);
    INFO(test::describe(f));
    CHECK(f.empty());
}

} // namespace

TEST_CASE("gts checks: the base fixture has no finding", "[scenarios][gts][checks]")
{
    const Findings f = test::gtsFindings(base());
    INFO(test::describe(f));
    CHECK(f.empty());
}

TEST_CASE("gts checks: the turn record [12.0]", "[scenarios][gts][checks]")
{
    // Turn 4 numbered 10: the fourth box is not turn 4.
    expectPatch("<turn number=\"4\" time=\"1300\" />", "<turn number=\"10\" time=\"1300\" />", code::GtsTurnRecord, "number=\"10\"");
    // The last turn must be on the record: 10 is not, 9 is.
    expectPatch("<turns last=\"8\">", "<turns last=\"10\">", code::GtsTurnRecord, "<turns");
    expectClean("<turns last=\"8\">", "<turns last=\"9\">");
}

TEST_CASE("gts checks: a reinforcement after the last turn [12.0]", "[scenarios][gts][checks]")
{
    expectPatch("<reinforcement turn=\"5\" division=\"12vg\">", "<reinforcement turn=\"9\" division=\"12vg\">", code::GtsTurnBeyondLast,
                "<reinforcement turn=\"9\"");
    expectClean("<reinforcement turn=\"5\" division=\"12vg\">", "<reinforcement turn=\"8\" division=\"12vg\">");
}

TEST_CASE("gts checks: air units on a night turn [27.0, 28.0]", "[scenarios][gts][checks]")
{
    expectPatch("<turn number=\"7\" time=\"1900-0500\" night=\"true\" />",
                "<turn number=\"7\" time=\"1900-0500\" night=\"true\">\n      <air army=\"allied\" units=\"1\" />\n    </turn>", code::GtsAirAtNight,
                "<air army=\"allied\" units=\"1\" />");
    // Near misses: the same air units the turn before (day), and none at night.
    expectClean("<turn number=\"6\" time=\"1700\" />", "<turn number=\"6\" time=\"1700\">\n      <air army=\"allied\" units=\"1\" />\n    </turn>");
    expectClean("<turn number=\"7\" time=\"1900-0500\" night=\"true\" />",
                "<turn number=\"7\" time=\"1900-0500\" night=\"true\">\n      <air army=\"allied\" units=\"0\" />\n    </turn>");
}

TEST_CASE("gts checks: starting points 0 to 19 [10.0.4]", "[scenarios][gts][checks]")
{
    // The base fixture's 12vg starts with 19 Dispatch Points: the near miss.
    expectPatch("command-points=\"3\" dispatch-points=\"19\"", "command-points=\"3\" dispatch-points=\"20\"", code::GtsPointsOutOfRange,
                "<division id=\"12vg\"");
    expectPatch("command-points=\"3\" dispatch-points=\"19\"", "command-points=\"-1\" dispatch-points=\"19\"", code::GtsPointsOutOfRange,
                "<division id=\"12vg\"");
    expectClean("command-points=\"3\" dispatch-points=\"19\"", "command-points=\"0\" dispatch-points=\"0\"");
}

TEST_CASE("gts checks: Leaders and Independent Formations [21.4, 29.27]", "[scenarios][gts][checks]")
{
    // 117 without Col. Johnson (and his set-up): not Independent, so an error.
    std::string text = test::patched(base(), "        <leader id=\"johnson\" name=\"Col. Johnson\" command-range=\"3\" />\n", "");
    text = test::patched(text, "    <leader ref=\"johnson\" hex=\"A1\" />\n", "");
    expectOnly(test::gtsFindings(text), code::GtsFormationWithoutLeader, text, "<formation id=\"117\"");
    // Near miss: the same Formation, Independent.
    text = test::patched(text, "colour=\"#3a6ea5\">", "colour=\"#3a6ea5\" independent=\"true\">");
    CHECK(test::gtsFindings(text).empty());
    // An Independent Formation with a Leader.
    expectPatch("colour=\"#2f7f3f\">", "colour=\"#2f7f3f\" independent=\"true\">", code::GtsIndependentWithLeader, "<leader id=\"boudinot\"");
}

TEST_CASE("gts checks: names of unknown divisions, units and leaders", "[scenarios][gts][checks]")
{
    SECTION("a reinforcement's division")
    {
        // 4ad does not exist; its symbol is then unknown too, so the entry is not checked.
        expectPatch("<reinforcement turn=\"3\" division=\"3ad\" division-chit=\"true\">", "<reinforcement turn=\"3\" division=\"4ad\" division-chit=\"true\">",
                    code::GtsUnknownReference, "division=\"4ad\"");
    }
    SECTION("a reinforcement's unit: unknown, and the real one never placed")
    {
        const std::string text = test::patched(base(), "<unit ref=\"cca-tk\" />", "<unit ref=\"cca-tank\" />");
        const Findings f = test::gtsFindings(text);
        INFO(test::describe(f));
        CHECK(linesOf(f, code::GtsUnknownReference) == std::vector<int>{test::lineOf(text, "cca-tank")});
        CHECK(linesOf(f, code::GtsNeverPlaced) == std::vector<int>{test::lineOf(text, "<unit id=\"cca-tk\"")});
        CHECK(f.size() == 2);
    }
    SECTION("a set-up leader and a first-turn chit")
    {
        expectPatch("<chit kind=\"formation\" ref=\"117\" />", "<chit kind=\"formation\" ref=\"118\" />", code::GtsUnknownReference, "ref=\"118\"");
        // A Division chit naming a Formation is not a Division chit.
        expectPatch("<chit kind=\"formation\" ref=\"117\" />", "<chit kind=\"division\" ref=\"117\" />", code::GtsUnknownReference, "kind=\"division\" ref=\"117\"");
        expectPatch("<first-turn player=\"axis\">", "<first-turn player=\"german\">", code::GtsUnknownReference, "<first-turn");
    }
    SECTION("air units and an objective for an army the scenario does not have")
    {
        expectPatch("<air army=\"axis\" units=\"1\" />", "<air army=\"german\" units=\"1\" />", code::GtsUnknownReference, "army=\"german\"");
        expectPatch("<objective hex=\"C3\" army=\"allied\"", "<objective hex=\"C3\" army=\"us\"", code::GtsUnknownReference, "army=\"us\"");
    }
}

TEST_CASE("gts checks: duplicate ids", "[scenarios][gts][checks]")
{
    // The Independent Formation given the Regiment's id: reported on the second.
    expectPatch("<formation id=\"30-ind\"", "<formation id=\"117\"", code::DuplicateId, "<formation id=\"117\" name=\"30th");
    // Ids share one namespace: a unit named like a Division is ambiguous in a chit.
    std::string text = test::patched(base(), "<unit id=\"48-pak\"", "<unit id=\"12vg\"");
    text = test::patched(text, "<unit ref=\"48-pak\"", "<unit ref=\"12vg\"");
    expectOnly(test::gtsFindings(text), code::DuplicateId, text, "<unit id=\"12vg\"");
}

TEST_CASE("gts checks: a unit set up off the map or where it may not enter [14.5, 1.2]", "[scenarios][gts][checks]")
{
    expectPatch("<unit ref=\"30-rcn\" hex=\"A3\" />", "<unit ref=\"30-rcn\" hex=\"F7\" />", code::HexOffMap, "hex=\"F7\"");
    expectClean("<unit ref=\"30-rcn\" hex=\"A3\" />", "<unit ref=\"30-rcn\" hex=\"F6\" />");
    // The hex without a centre dot keeps out every class, even an Immobile unit.
    expectPatch("<unit ref=\"30-rcn\" hex=\"A3\" />", "<unit ref=\"30-rcn\" hex=\"D4\" />", code::GtsSetupImpassable, "hex=\"D4\"");
    expectPatch("<unit ref=\"48-pak\" hex=\"E6\" />", "<unit ref=\"48-pak\" hex=\"D4\" />", code::GtsSetupImpassable, "hex=\"D4\"");
    // Swamp: P for tracked, 3 for leg.
    expectPatch("<unit ref=\"743-tk\" hex=\"B1\" />", "<unit ref=\"743-tk\" hex=\"C3\" />", code::GtsSetupImpassable, "hex=\"C3\"");
    expectClean("<unit ref=\"30-rcn\" hex=\"A3\" />", "<unit ref=\"30-rcn\" hex=\"B2\" />"); // woods: 4 for wheeled
    expectClean("<unit ref=\"48-pak\" hex=\"E6\" />", "<unit ref=\"48-pak\" hex=\"C3\" />");
    // A feature's P (a path: no wheeled movement along it) never bars the hex, open E2.
    expectClean("<unit ref=\"30-rcn\" hex=\"A3\" />", "<unit ref=\"30-rcn\" hex=\"E2\" />");
    expectClean("<unit ref=\"2-48\" hex=\"F5\"", "<unit ref=\"2-48\" hex=\"C3\""); // leg: 3
}

TEST_CASE("gts checks: a victory objective off the map [12.0]", "[scenarios][gts][checks]")
{
    // The 6 x 6 test board runs A..F, 1..6: F6 is its last hex, G6 and F7 are off it.
    expectClean("<objective hex=\"C3\" army=\"allied\"", "<objective hex=\"F6\" army=\"allied\"");
    expectPatch("<objective hex=\"C3\" army=\"allied\"", "<objective hex=\"G6\" army=\"allied\"", code::HexOffMap, "hex=\"G6\"");
    expectPatch("<objective hex=\"small-gts:E5\"", "<objective hex=\"small-gts:E7\"", code::HexOffMap, "hex=\"small-gts:E7\"");
}

TEST_CASE("gts checks: step losses and Transport Mode at set-up [29.43, 14.10]", "[scenarios][gts][checks]")
{
    expectPatch("<unit ref=\"2-117\" hex=\"A2\" step-losses=\"1\" />", "<unit ref=\"2-117\" hex=\"A2\" step-losses=\"2\" />", code::GtsStepLosses, "step-losses=\"2\"");
    expectPatch("<unit ref=\"1-117\" hex=\"A1\" mode=\"column\" />", "<unit ref=\"1-117\" hex=\"A1\" mode=\"transport\" />", code::GtsTransportWithoutOrganic,
                "mode=\"transport\"");
    std::string text = test::patched(base(), "<unit ref=\"1-117\" hex=\"A1\" mode=\"column\" />", "<unit ref=\"1-117\" hex=\"A1\" mode=\"transport\" />");
    text = test::patched(text, "name=\"1/117\" movement=\"leg\" steps=\"2\" />", "name=\"1/117\" movement=\"leg\" steps=\"2\" organic-transport=\"true\" />");
    CHECK(test::gtsFindings(text).empty());
}

TEST_CASE("gts checks: a Leader set up with a Unit of his Formation [21.2]", "[scenarios][gts][checks]")
{
    // A1 holds 1-117, not a unit of Grenadier Regiment 48.
    expectPatch("<leader ref=\"osterhold\" hex=\"E5\" />", "<leader ref=\"osterhold\" hex=\"A1\" />", code::GtsLeaderApart, "<leader ref=\"osterhold\"");
    expectClean("<leader ref=\"osterhold\" hex=\"E5\" />", "<leader ref=\"osterhold\" hex=\"F5\" />"); // II/48 is in F5
}

TEST_CASE("gts checks: reinforcement entry hexes and Division symbols [8.0]", "[scenarios][gts][checks]")
{
    // F1 is an entry hex, but for 12VG only; B1 is no entry hex.
    expectPatch("<entry hex=\"A6\" />", "<entry hex=\"F1\" />", code::GtsEntryHexWrongDivision, "<entry hex=\"F1\"");
    expectPatch("<entry hex=\"A6\" />", "<entry hex=\"B1\" />", code::GtsEntryHexWrongDivision, "<entry hex=\"B1\"");
    // A stated symbol overrides the Division's: F1 carries 12VG.
    expectClean("<entry hex=\"A6\" />", "<entry hex=\"F1\" symbol=\"12VG\" />");
    expectPatch("<entry symbol=\"12VG\" />", "<entry symbol=\"99\" />", code::GtsEntrySymbolAbsent, "<entry symbol=\"99\"");
    // A unit of another Division in a reinforcement.
    expectPatch("<reinforcement turn=\"5\" division=\"12vg\">", "<reinforcement turn=\"5\" division=\"30id\">", code::GtsReinforcementMixedDivision,
                "<unit ref=\"3-48\" />");
}

TEST_CASE("gts checks: each Unit and Leader placed exactly once", "[scenarios][gts][checks]")
{
    // III/48 set up and arriving on turn 5: reported where it arrives (set-up is read first).
    expectPatch("<unit ref=\"48-pak\" hex=\"E6\" />", "<unit ref=\"48-pak\" hex=\"E6\" />\n    <unit ref=\"3-48\" hex=\"F6\" />", code::GtsPlacedTwice,
                "<unit ref=\"3-48\" />");
    // PaK never placed: a warning on its counter.
    const std::string text = test::patched(base(), "    <unit ref=\"48-pak\" hex=\"E6\" />\n", "");
    const Findings f = test::gtsFindings(text);
    expectOnly(f, code::GtsNeverPlaced, text, "<unit id=\"48-pak\"");
    CHECK(f[0].severity == Severity::Warning);
}
