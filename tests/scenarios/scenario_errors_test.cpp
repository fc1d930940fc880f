// One bad-input fixture per error code of the scenario and setup readers and
// of the loader: each asserts the code, the severity, the line and the
// element path, that only a fatal problem leaves no model, and that a value
// in error is never made up.

#include "fixture_support.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::formats;

namespace {

struct ErrorCase {
    const char* code;
    const char* from;
    const char* to;
    const char* anchor;   ///< on the line the finding must point at
    const char* element;  ///< element path, "" when the parser has none
    Severity severity = Severity::Error;
};

} // namespace

TEST_CASE("scenario reader: one fixture per error code", "[formats][scenario][errors]")
{
    const std::vector<ErrorCase> cases{
        {"xml-malformed", "<title>Base fixture</title>", "<title>Base fixture</titel>", "</titel>", "", Severity::Fatal},
        {"missing-version", "<scenario version=\"1\" id=\"base\"", "<scenario id=\"base\"", "<scenario id", "/scenario", Severity::Fatal},
        {"newer-version", "<scenario version=\"1\"", "<scenario version=\"2\"", "<scenario version", "/scenario", Severity::Fatal},
        {"bad-value", "rotation=\"0\"", "rotation=\"45\"", "<map id", "/scenario/map"},
        {"missing-attribute", "<side id=\"german\" nationality=\"German\" ", "<side id=\"german\" ", "<side id=\"german\"",
         "/scenario/sides/side[1]"},
        {"duplicate-element", "<title>Base fixture</title>", "<title>Base fixture</title>\n  <title>Again</title>", "<title>Again",
         "/scenario/title[2]"},
        // Unknown XML in no namespace is an error (most likely a typing mistake); extensions go in a declared namespace.
        {"unknown-element", "<vp-marker space=\"0\"/>", "<vp-marker space=\"0\"/>\n    <weather wind=\"N\"/>", "<weather",
         "/scenario/track-display/weather"},
        {"unknown-attribute", "<vp-marker space=\"0\"/>", "<vp-marker space=\"0\" colour=\"red\"/>", "<vp-marker",
         "/scenario/track-display/vp-marker"},
        {"undeclared-prefix", "<vp-marker space=\"0\"/>", "<vp-marker space=\"0\" ext:colour=\"red\"/>", "<vp-marker",
         "/scenario/track-display/vp-marker"},
    };
    for (const ErrorCase& c : cases) {
        SECTION(c.code)
        {
            const std::string text = test::patched(test::dataText("base.scenario.xml"), c.from, c.to);
            auto r = readScenarioText(text, "bad.scenario.xml");
            INFO(test::describe(r.findings));
            CHECK(r.ok() == (c.severity != Severity::Fatal)); // with errors: the model and the findings; the caller decides
            REQUIRE(r.findings.size() >= 1);
            const Finding& f = r.findings.front();
            CHECK(f.code == c.code);
            CHECK(f.severity == c.severity);
            CHECK(f.where.file == "bad.scenario.xml");
            CHECK(f.where.line == test::lineOf(text, c.anchor));
            if (*c.element) CHECK(f.where.element == c.element);
        }
    }
}

TEST_CASE("scenario reader: wrong-root and missing-element", "[formats][scenario][errors]")
{
    auto wrong = readScenarioText("<?xml version=\"1.0\"?>\n<map version=\"1\" id=\"x\"/>\n", "bad.scenario.xml");
    CHECK_FALSE(wrong.ok());
    REQUIRE(wrong.findings.size() == 1);
    CHECK(wrong.findings[0].code == "wrong-root");
    CHECK(wrong.findings[0].severity == Severity::Fatal);
    CHECK(wrong.findings[0].where.line == 2);

    // A scenario always has victory conditions [22]: drop <victory> entirely.
    std::string text = test::dataText("base.scenario.xml");
    const auto from = text.find("  <victory>");
    const auto to = text.find("</victory>\n") + std::string("</victory>\n").size();
    text.erase(from, to - from);
    auto r = readScenarioText(text, "bad.scenario.xml");
    CHECK(r.ok()); // an error, not fatal: the scenario is returned with it
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-element");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.line == test::lineOf(text, "<scenario"));
    CHECK(r.findings[0].where.element == "/scenario");
    CHECK(r.findings[0].message.find("<victory>") != std::string::npos);
}

TEST_CASE("scenario reader: a missing value is reported, never invented", "[formats][scenario][errors]")
{
    // No turn-start: no Turn marker space is assumed.
    const std::string text = test::patched(test::dataText("base.scenario.xml"), "turn-start=\"1\" ", "");
    auto r = readScenarioText(text, "bad.scenario.xml");
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-attribute");
    CHECK(r.findings[0].where.line == test::lineOf(text, "<time-track"));
    CHECK(r.findings[0].message.find("turn-start") != std::string::npos);
    CHECK(r.value->track.timeTrack.turnStart == 0); // left empty, not the usual 1
    CHECK(r.value->track.timeTrack.suddenDeathSpace == 5); // the rest is read
}

TEST_CASE("scenario reader: a count of zero and an unknown edge are bad values", "[formats][scenario][errors]")
{
    std::string text = test::patched(test::dataText("base.scenario.xml"), "size=\"squad\" count=\"2\"", "size=\"squad\" count=\"0\"");
    text = test::patched(text, "<entry edge=\"south\"", "<entry edge=\"down\"");
    auto r = readScenarioText(text, "bad.scenario.xml");
    CHECK(r.ok());
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].code == "bad-value");
    CHECK(r.findings[0].where.line == test::lineOf(text, "count=\"0\""));
    CHECK(r.findings[1].code == "bad-value");
    CHECK(r.findings[1].where.element == "/scenario/reinforcement/entry");
}

TEST_CASE("scenario reader: an unreadable file", "[formats][scenario][errors]")
{
    auto r = readScenarioFile(test::dataPath("no-such.scenario.xml"));
    CHECK_FALSE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "file-unreadable");
    CHECK(r.findings[0].severity == Severity::Fatal);
}

TEST_CASE("scenario loader: a map that cannot be loaded is a placeholder with map-unreadable", "[formats][scenario][errors]")
{
    auto r = loadScenario(test::dataPath("bad/missing-map.scenario.xml"));
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    const auto it = std::find_if(r.findings.begin(), r.findings.end(), [](const Finding& f) { return f.code == "map-unreadable"; });
    REQUIRE(it != r.findings.end());
    CHECK(it->severity == Severity::Error);
    CHECK(it->where.line == 6);
    CHECK(it->where.feature == "gone");
    REQUIRE(r.value->boards.boards().size() == 2);
    CHECK(r.value->boards.loaded(0));
    CHECK_FALSE(r.value->boards.loaded(1));
}

TEST_CASE("setup reader: one fixture per error code", "[formats][setup][errors]")
{
    const std::string commitment(64, 'a');
    const std::vector<ErrorCase> cases{
        {"newer-version", "<sighting-setup version=\"1\"", "<sighting-setup version=\"3\"", "<sighting-setup", "/sighting-setup", Severity::Fatal},
        {"bad-value", "view=\"owner\"", "view=\"both\"", "<sighting-setup", "/sighting-setup"},
        {"missing-attribute", "<marker id=\"S3\" hex=\"D1\">", "<marker id=\"S3\">", "<marker id=\"S3\"", "/sighting-setup/marker[3]"},
        {"missing-element", "    <false-sighting/>\n", "", "<marker id=\"S3\"", "/sighting-setup/marker[3]"},
        {"duplicate-element", "    <false-sighting/>\n", "    <false-sighting/>\n    <fortification kind=\"wire\"/>\n", "<fortification kind=\"wire\"/>\n  </marker>\n  <marker id=\"S4\"",
         "/sighting-setup/marker[3]/fortification"},
    };
    for (const ErrorCase& c : cases) {
        SECTION(c.code)
        {
            const std::string text = test::patched(test::dataText("base.german.setup.xml"), c.from, c.to);
            auto r = readSetupText(text, "bad.setup.xml");
            INFO(test::describe(r.findings));
            CHECK(r.ok() == (c.severity != Severity::Fatal));
            REQUIRE(r.findings.size() >= 1);
            CHECK(r.findings.front().code == c.code);
            CHECK(r.findings.front().severity == c.severity);
            CHECK(r.findings.front().where.line == test::lineOf(text, c.anchor));
            CHECK(r.findings.front().where.element == c.element);
        }
    }
}

TEST_CASE("setup reader: an opponent's file with a salt, a content or an owner's id is refused", "[formats][setup][errors]")
{
    const std::string head =
        "<sighting-setup version=\"2\" view=\"opponent\" setup-id=\"0123456789abcdef0123456789abcdef\" scenario=\"base\" side=\"german\">\n";
    const std::string c = std::string(64, 'a');
    const std::vector<std::pair<std::string, std::string>> cases{
        {"  <marker id=\"S1\" hex=\"B2\" salt=\"00ff\" commitment=\"" + c + "\"/>\n", "bad-value"},
        {"  <marker id=\"S1\" hex=\"B2\" commitment=\"" + c + "\"><false-sighting/></marker>\n", "bad-value"},
        {"  <marker id=\"M1\" public-id=\"M1\" hex=\"B2\" commitment=\"" + c + "\"/>\n", "bad-value"},
        {"  <marker id=\"S1\" hex=\"B2\"/>\n", "missing-attribute"},
    };
    for (const auto& [marker, code] : cases) {
        auto r = readSetupText(head + marker + "</sighting-setup>\n", "opp.setup.xml");
        INFO(marker);
        CHECK(r.ok());
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].code == code);
        CHECK(r.findings[0].where.line == 2);
    }
}

TEST_CASE("setup reader: an opponent's file without a setup id (sealed before format 2) is refused", "[formats][setup][errors]")
{
    const std::string text = "<sighting-setup version=\"1\" view=\"opponent\" scenario=\"base\" side=\"german\">\n"
                             "  <marker id=\"S1\" hex=\"B2\" commitment=\"" + std::string(64, 'a') + "\"/>\n</sighting-setup>\n";
    auto r = readSetupText(text, "opp.setup.xml");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "missing-attribute");
    CHECK(r.findings[0].where.line == 1);
    CHECK(r.findings[0].message.find("setup-id") != std::string::npos);
}

TEST_CASE("setup reader: a sealed owner's marker without public-id, salt or commitment is an error", "[formats][setup][errors]")
{
    const std::string text = "<sighting-setup version=\"2\" view=\"owner\" setup-id=\"0123456789abcdef0123456789abcdef\" scenario=\"base\" "
                             "side=\"german\">\n  <marker id=\"S1\" hex=\"B2\">\n    <false-sighting/>\n  </marker>\n</sighting-setup>\n";
    auto r = readSetupText(text, "owner.setup.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.findings.size() == 3); // public-id, salt, commitment
    for (const Finding& f : r.findings) {
        CHECK(f.code == "missing-attribute");
        CHECK(f.where.line == 2);
    }
}
