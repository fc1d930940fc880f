// The scenario and setup readers drop nothing silently: every element of the
// fixtures (which use every element of both formats) reports an unknown
// attribute, an unknown child and a misspelt attribute of its own at its
// line; the reported cases of the issue (<reinforcment>, hex= on <entry>,
// kind= on <false-sighting>); and setup-area expressions nested 10,000 deep
// are a finding, not a stack overflow.

#include "fixture_support.h"

#include "scenarios/sighting_setup.h"

#include <catch2/catch.hpp>

#include <regex>

using namespace crestline;
using namespace crestline::formats;

namespace {

/// A start tag in a fixture: where it is, its name and its attributes' names.
struct StartTag {
    std::size_t at = 0;      ///< offset of '<'
    std::size_t end = 0;     ///< offset of its '>'
    std::string name;
    std::vector<std::string> attributes;
    bool empty = false;      ///< written <name ... />
};

/// Every start tag in no namespace (extensions, comments and declarations skipped).
std::vector<StartTag> startTags(const std::string& text)
{
    std::vector<StartTag> out;
    static const std::regex tag(R"(<([a-z][a-z-]*)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*(/?)>)");
    static const std::regex attribute(R"(([a-zA-Z:-]+)=")");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), tag); it != std::sregex_iterator(); ++it) {
        StartTag t;
        t.at = std::size_t(it->position(0));
        t.end = t.at + std::size_t(it->length(0)) - 1;
        t.name = (*it)[1];
        t.empty = (*it)[3].length() > 0;
        const std::string attrs = (*it)[2];
        for (auto a = std::sregex_iterator(attrs.begin(), attrs.end(), attribute); a != std::sregex_iterator(); ++a)
            if ((*a)[1].str().find(':') == std::string::npos && (*a)[1].str().rfind("xmlns", 0) != 0) t.attributes.push_back((*a)[1]);
        out.push_back(t);
    }
    return out;
}

int lineAt(const std::string& text, std::size_t offset) { return 1 + int(std::count(text.begin(), text.begin() + long(offset), '\n')); }

using Reader = std::function<Findings(const std::string&)>;

Findings readScenarioFindings(const std::string& text) { return readScenarioText(text, "s.scenario.xml").findings; }
Findings readSetupFindings(const std::string& text) { return readSetupText(text, "s.setup.xml").findings; }

bool hasAt(const Findings& findings, const std::string& code, int line)
{
    return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) { return f.code == code && f.where.line == line; });
}

/// For each start tag of `text`: an unknown attribute, an unknown child and
/// each of its attributes misspelt must each be reported at its line.
void everyElementIsStrict(const std::string& text, const Reader& read, std::size_t elements)
{
    REQUIRE_FALSE(hasErrors(read(text)));
    const std::vector<StartTag> tags = startTags(text);
    REQUIRE(tags.size() == elements); // the pattern found every element of the fixture
    for (const StartTag& t : tags) {
        const int line = lineAt(text, t.at);
        INFO("<" << t.name << "> on line " << line);
        const std::size_t nameEnd = t.at + 1 + t.name.size();
        const Findings attr = read(text.substr(0, nameEnd) + " bogus=\"1\"" + text.substr(nameEnd));
        CHECK(hasAt(attr, "unknown-attribute", line));
        const std::string withChild = t.empty ? text.substr(0, t.end - 1) + "><bogus/></" + t.name + ">" + text.substr(t.end + 1)
                                              : text.substr(0, t.end + 1) + "<bogus/>" + text.substr(t.end + 1);
        CHECK(hasAt(read(withChild), "unknown-element", line));
        for (const std::string& a : t.attributes) {
            // "hexes" -> "hexesx": never read as absent-and-defaulted without a word.
            const std::size_t pos = text.find(" " + a + "=\"", t.at);
            REQUIRE(pos < t.end);
            const std::string misspelt = text.substr(0, pos + 1 + a.size()) + "x" + text.substr(pos + 1 + a.size());
            INFO("attribute " << a);
            // The root's version is checked before anything else: a misspelt one is a fatal missing-version.
            CHECK(hasAt(read(misspelt), a == "version" ? "missing-version" : "unknown-attribute", line));
        }
    }
}

} // namespace

TEST_CASE("scenario reader: every element reports unknown and misspelt attributes and unknown children", "[formats][scenario][errors]")
{
    everyElementIsStrict(test::dataText("roundtrip.scenario.xml"), readScenarioFindings, 70); // counted by hand: every start tag in no namespace
    everyElementIsStrict(test::dataText("base.scenario.xml"), readScenarioFindings, 51);
}

TEST_CASE("setup reader: every element of a plan and of both sealed files is strict", "[formats][setup][errors]")
{
    const std::string plan = test::dataText("base.german.setup.xml");
    everyElementIsStrict(plan, readSetupFindings, 12); // root, 4 markers, 4 contents, 3 pieces
    auto read = readSetupText(plan, "plan.setup.xml");
    REQUIRE(read.value);
    scenarios::SightingSetup owner = *read.value;
    REQUIRE(scenarios::sealSetup(owner, "plan.setup.xml").empty());
    everyElementIsStrict(writeSetupText(owner), readSetupFindings, 12);
    everyElementIsStrict(writeSetupText(scenarios::opponentView(owner)), readSetupFindings, 5); // root, 4 markers
}

TEST_CASE("scenario reader: the misspellings of the issue are errors at their line", "[formats][scenario][errors]")
{
    const std::string base = test::dataText("base.scenario.xml");
    SECTION("<reinforcment> is reported, not dropped in silence")
    {
        std::string text = test::patched(base, "<reinforcement side=\"american\" turn=\"3\">", "<reinforcment side=\"american\" turn=\"3\">");
        text = test::patched(text, "</reinforcement>", "</reinforcment>");
        auto r = readScenarioText(text, "s.scenario.xml");
        INFO(test::describe(r.findings));
        REQUIRE(r.value);
        CHECK(r.value->reinforcements.empty());
        CHECK(test::codesOf(r.findings) == std::set<std::string>{"unknown-element"});
        CHECK(hasAt(r.findings, "unknown-element", test::lineOf(text, "<reinforcment")));
    }
    SECTION("hex= on <entry> is reported; the entry is not taken as the whole edge in silence")
    {
        const std::string text = test::patched(base, "<entry edge=\"south\" hexes=\"E8\"/>", "<entry edge=\"south\" hex=\"E8\"/>");
        auto r = readScenarioText(text, "s.scenario.xml");
        CHECK(test::codesOf(r.findings) == std::set<std::string>{"unknown-attribute"});
        CHECK(hasAt(r.findings, "unknown-attribute", test::lineOf(text, "<entry")));
    }
    SECTION("kind= on <false-sighting> (it has no kind) is reported")
    {
        const std::string text = test::patched(base, "<false-sighting count=\"1\"/>", "<false-sighting kind=\"wire\" count=\"1\"/>");
        auto r = readScenarioText(text, "s.scenario.xml");
        CHECK(test::codesOf(r.findings) == std::set<std::string>{"unknown-attribute"});
        CHECK(hasAt(r.findings, "unknown-attribute", test::lineOf(text, "<false-sighting")));
    }
    SECTION("a <within> centre that is not a hex is a bad value")
    {
        const std::string text = test::patched(base, "<north-of row=\"4\"/>", "<north-of row=\"4\"/>\n    <within distance=\"1\" of=\":\"/>");
        auto r = readScenarioText(text, "s.scenario.xml");
        CHECK(test::codesOf(r.findings) == std::set<std::string>{"bad-value"});
        CHECK(hasAt(r.findings, "bad-value", test::lineOf(text, "<within distance=\"1\" of=\":\"")));
    }
}

TEST_CASE("scenario reader: setup-area expressions nested 10,000 deep are a finding, not a crash", "[formats][scenario][errors]")
{
    const std::string base = test::dataText("base.scenario.xml");
    std::string deep;
    for (int i = 0; i < 10000; ++i) deep += "<union>";
    deep += "<hexes list=\"A1\"/>";
    for (int i = 0; i < 10000; ++i) deep += "</union>";
    const std::string text = test::patched(base, "<north-of row=\"4\"/>", "<north-of row=\"4\"/>\n    " + deep);
    auto r = readScenarioText(text, "s.scenario.xml");
    REQUIRE(r.value);
    INFO(test::describe(r.findings));
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "area-nesting-too-deep");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.line == test::lineOf(text, "<union>"));
    // The expression is dropped; the area keeps its other part.
    const scenarios::SetupArea* area = nullptr;
    for (const scenarios::SetupArea& a : r.value->setupAreas)
        for (const scenarios::AreaExpr& e : a.parts)
            if (e.op == scenarios::AreaOp::NorthOf) area = &a;
    REQUIRE(area);
    CHECK(area->parts.size() == 1);

    // kMaxAreaNesting deep is read; one more is not.
    auto nested = [&](int depth) {
        std::string x;
        for (int i = 0; i < depth - 1; ++i) x += "<union>";
        x += "<hexes list=\"A1\"/>";
        for (int i = 0; i < depth - 1; ++i) x += "</union>";
        return test::patched(base, "<north-of row=\"4\"/>", "<north-of row=\"4\"/>\n    " + x);
    };
    CHECK(readScenarioText(nested(16), "s.scenario.xml").findings.empty());
    CHECK(test::codesOf(readScenarioText(nested(17), "s.scenario.xml").findings) == std::set<std::string>{"area-nesting-too-deep"});
}
