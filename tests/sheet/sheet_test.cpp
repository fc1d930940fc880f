// Setup sheets read back from the PDF with poppler (pdftotext, pdfinfo): the
// page count and paper, the title, every unit name, every reinforcement turn
// and every objective of the scenario FILE (read here with pugixml, not with
// crestline's reader), and hidden information: a side's sheet with its owner
// setup shows that side's Sighting contents; the other side's sheet and the
// public sheet show none of them; no sheet ever shows a salt or commitment.

#include "formats/render/sheet.h"
#include "formats/scenario/scenario_format.h"

#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace crestline;
namespace fs = std::filesystem;

namespace {

fs::path libraryFile(const std::string& name) { return fs::path(CRESTLINE_SOURCE_DIR) / "scenarios" / "library" / name; }

struct Sample {
    formats::LoadedScenario loaded;
    render::SheetInput input;
};

Sample load(const std::string& id)
{
    auto r = formats::loadScenario(libraryFile(id + ".scenario.xml"));
    REQUIRE(r.ok());
    Sample s{std::move(*r.value), {}};
    s.input.scenario = &s.loaded.scenario;
    for (std::size_t i = 0; i < s.loaded.scenario.maps.size(); ++i)
        s.input.maps[s.loaded.scenario.maps[i].id] = &s.loaded.boards.analysis(int(i));
    return s;
}

// An owner setup written here by hand and sealed with the real sealing code.
scenarios::SightingSetup sealedSetup(const std::string& xml)
{
    auto r = formats::readSetupText(xml, "plan.setup.xml");
    REQUIRE(r.ok());
    scenarios::SightingSetup setup = *r.value;
    REQUIRE(scenarios::sealSetup(setup, "plan.setup.xml").empty());
    for (const auto& m : setup.markers) REQUIRE(m.salt.size() == 32);
    return setup;
}

const char* kRidgePlan = R"(<sighting-setup version="1" view="owner" scenario="hold-the-ridge" side="german">
  <marker id="Z1" hex="H4"><hidden letter="A"><unit ref="g-gren-sqd" count="1"/><fortification ref="g-trench" count="1"/></hidden></marker>
  <marker id="Z2" hex="K5"><hidden letter="B"><unit ref="g-gren-plt" count="1"/></hidden></marker>
  <marker id="Z3" hex="F3"><false-sighting/></marker>
  <marker id="Z4" hex="N4"><false-sighting/></marker>
  <marker id="Z5" hex="J4"><fortification kind="wire"/></marker>
</sighting-setup>)";

const char* kMillbrookPlan = R"(<sighting-setup version="1" view="owner" scenario="millbrook-crossroads" side="german">
  <marker id="Z1" hex="millbrook:E9"><hidden letter="A"><unit ref="g-pzgren-sqd" count="1"/><fortification ref="g-pillbox" count="1"/></hidden></marker>
  <marker id="Z2" hex="millbrook:D11"><false-sighting/></marker>
  <marker id="Z3" hex="millbrook:F10"><false-sighting/></marker>
  <marker id="Z4" hex="millbrook:E12"><fortification kind="roadblock"/></marker>
</sighting-setup>)";

std::string run(const std::string& command)
{
    std::string out;
    FILE* p = popen(command.c_str(), "r");
    REQUIRE(p);
    char buf[4096];
    while (std::size_t n = std::fread(buf, 1, sizeof buf, p)) out.append(buf, n);
    REQUIRE(pclose(p) == 0);
    return out;
}

/// A rendered sheet, saved under the build tree (to look at) and read back.
struct Pdf {
    std::string text;   ///< pdftotext -layout
    std::string flat;   ///< the same with all white space runs as one space
    std::string info;   ///< pdfinfo
    int pages = 0;
};

Pdf renderAndRead(const render::SheetInput& in, const render::SheetOptions& opt, const std::string& name, Findings* warnings = nullptr)
{
    Findings local;
    const std::string bytes = render::renderSetupSheet(in, opt, warnings ? warnings : &local);
    REQUIRE(bytes.substr(0, 5) == "%PDF-");
    fs::create_directories(SHEET_OUT_DIR);
    const fs::path file = fs::path(SHEET_OUT_DIR) / (name + ".pdf");
    std::ofstream(file, std::ios::binary) << bytes;
    Pdf pdf;
    pdf.text = run(std::string(PDFTOTEXT) + " -layout -enc UTF-8 '" + file.string() + "' -");
    pdf.flat = std::regex_replace(pdf.text, std::regex("\\s+"), " ");
    pdf.info = run(std::string(PDFINFO) + " '" + file.string() + "'");
    std::smatch m;
    REQUIRE(std::regex_search(pdf.info, m, std::regex("Pages:\\s+(\\d+)")));
    pdf.pages = std::stoi(m[1]);
    return pdf;
}

/// What the scenario file says, read with pugixml only.
struct Expected {
    std::string title;
    std::vector<std::string> units, objectives;
    std::vector<std::pair<int, std::string>> arrivals; ///< turn, nationality
    std::vector<std::string> trackWords;               ///< the Track Display in the sheet's words
};

Expected expectedFrom(const std::string& id)
{
    pugi::xml_document doc;
    REQUIRE(doc.load_file(libraryFile(id + ".scenario.xml").c_str()));
    const pugi::xml_node s = doc.child("scenario");
    Expected e;
    e.title = s.child_value("title");
    std::map<std::string, std::string> nationality;
    for (pugi::xml_node side : s.child("sides").children("side")) nationality[side.attribute("id").value()] = side.attribute("nationality").value();
    for (pugi::xml_node f : s.children("forces"))
        for (pugi::xml_node u : f.children("unit")) e.units.push_back(u.attribute("name").value());
    for (pugi::xml_node r : s.children("reinforcement")) {
        for (pugi::xml_node u : r.children("unit")) e.units.push_back(u.attribute("name").value());
        e.arrivals.emplace_back(r.attribute("turn").as_int(), nationality[r.attribute("side").value()]);
    }
    for (pugi::xml_node o : s.child("victory").children("objective")) e.objectives.push_back(o.attribute("name").value());
    const pugi::xml_node track = s.child("track-display");
    const pugi::xml_node time = track.child("time-track");
    e.trackWords.push_back(std::string("Turn marker on space ") + time.attribute("turn-start").value() + " and Sudden Death marker on space " +
                           time.attribute("sudden-death").value());
    const pugi::xml_node ini = track.child("initiative");
    const std::string pawn = ini.attribute("pawn").as_int() == 0
                                 ? std::string("the 0 space")
                                 : std::string("space ") + ini.attribute("pawn").value() + " towards " + nationality[ini.attribute("toward").value()];
    e.trackWords.push_back(nationality[ini.attribute("side").value()] + " starts with the Initiative [20]: Initiative pawn on " + pawn);
    if (const pugi::xml_node vp = track.child("vp-marker"))
        e.trackWords.push_back("VP marker on " + (vp.attribute("space").as_int() == 0 ? std::string("the 0 space")
                                                                                      : std::string("space ") + vp.attribute("space").value() +
                                                                                            " towards " + nationality[vp.attribute("toward").value()]));
    e.trackWords.push_back("Fate card: " + nationality[track.child("fate-card").attribute("holder").value()]);
    e.trackWords.push_back("Sniper marker " + nationality[track.child("sniper").attribute("face-up").value()] + " side face up");
    e.trackWords.push_back("Air Support marker " + nationality[track.child("air-support").attribute("face-up").value()] + " side face up");
    REQUIRE(!e.units.empty());
    REQUIRE(!e.arrivals.empty());
    REQUIRE(!e.objectives.empty());
    return e;
}

// A line of the laid-out text that starts with the turn number (the turn table's
// first column) and names the side arriving.
bool hasArrivalRow(const std::string& text, int turn, const std::string& nationality)
{
    const std::regex row("^\\s*" + std::to_string(turn) + "\\s+.*" + nationality + ":");
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (std::regex_search(line, row)) return true;
    return false;
}

void checkContent(const Pdf& pdf, const Expected& e)
{
    CHECK(pdf.flat.find(e.title) != std::string::npos);
    for (const std::string& u : e.units) {
        INFO("unit " << u);
        CHECK(pdf.flat.find(u) != std::string::npos);
    }
    for (const std::string& o : e.objectives) {
        INFO("objective " << o);
        CHECK(pdf.flat.find(o) != std::string::npos);
    }
    for (const std::string& words : e.trackWords) {
        INFO(words);
        CHECK(pdf.flat.find(words) != std::string::npos);
    }
    for (const auto& [turn, who] : e.arrivals) {
        INFO("turn " << turn << " " << who);
        CHECK(hasArrivalRow(pdf.text, turn, who));
    }
}

// Nothing of a setup: no marker id, no "your setup" table, no salt, no commitment.
void checkNothingOf(const Pdf& pdf, const scenarios::SightingSetup& setup)
{
    CHECK(pdf.flat.find("Your Sighting") == std::string::npos); // neither the table nor the key's line
    CHECK_FALSE(std::regex_search(pdf.flat, std::regex("\\bZ[1-5]\\b")));
    for (const auto& m : setup.markers) {
        CHECK(pdf.flat.find(m.salt) == std::string::npos);
        CHECK(pdf.flat.find(m.commitment.substr(0, 16)) == std::string::npos);
    }
}

} // namespace

TEST_CASE("sheet: Hold the Ridge, public sheet on A4", "[sheet]")
{
    Sample s = load("hold-the-ridge");
    const Pdf pdf = renderAndRead(s.input, {}, "hold-the-ridge-public");
    checkContent(pdf, expectedFrom("hold-the-ridge"));
    CHECK(pdf.info.find("595.28 x 841.89 pts (A4)") != std::string::npos);
    CHECK(std::regex_search(pdf.info, std::regex("Title:\\s+Hold the Ridge")));
    // Page 1: title, notes, board and key; page 2 onwards: Track Display, both
    // sides, the turn table, victory and special rules.
    CHECK(pdf.pages == 3);
    CHECK(pdf.flat.find("page 1 of 3") != std::string::npos);
    CHECK(pdf.flat.find("page 3 of 3") != std::string::npos);
    // The allotment is the scenario's, public [6.1]: count and kinds of reverse side.
    CHECK(pdf.flat.find("5 markers, set up in german-ridge") != std::string::npos);
    CHECK(pdf.flat.find("Hiding marker B [6.51]: chosen by the German player at setup") != std::string::npos);
}

TEST_CASE("sheet: Millbrook Crossroads on two maps, public sheet on letter paper", "[sheet]")
{
    Sample s = load("millbrook-crossroads");
    render::SheetOptions opt;
    opt.paper = render::Paper::Letter;
    Findings warnings;
    const Pdf pdf = renderAndRead(s.input, opt, "millbrook-crossroads-letter", &warnings);
    CHECK(warnings.empty());
    checkContent(pdf, expectedFrom("millbrook-crossroads"));
    CHECK(pdf.info.find("612 x 792 pts (letter)") != std::string::npos);
    CHECK(pdf.pages == 3);
    // Both maps are named on the board; hexes carry their map on a two-map scenario.
    CHECK(pdf.flat.find("Ridge Farm") != std::string::npos);
    CHECK(pdf.flat.find("Millbrook") != std::string::npos);
    CHECK(pdf.flat.find("millbrook:E10") != std::string::npos);
}

TEST_CASE("sheet: a side's sheet with its owner setup shows its Sighting contents, and only there", "[sheet][hidden]")
{
    Sample s = load("hold-the-ridge");
    const scenarios::SightingSetup setup = sealedSetup(kRidgePlan);
    s.input.ownerSetup = &setup;

    render::SheetOptions german;
    german.side = "german";
    const Pdf own = renderAndRead(s.input, german, "hold-the-ridge-german");
    checkContent(own, expectedFrom("hold-the-ridge"));
    CHECK(own.flat.find("Your Sighting setup") != std::string::npos);
    // One row per marker: id, hex, reverse side, and what is under its Hiding marker.
    CHECK(std::regex_search(own.text, std::regex("Z1\\s+H4\\s+Hidden: A\\s+1 × Grenadier squad, 1 × entrenchment")));
    CHECK(std::regex_search(own.text, std::regex("Z2\\s+K5\\s+Hidden: B\\s+1 × Grenadier platoon")));
    CHECK(std::regex_search(own.text, std::regex("Z3\\s+F3\\s+False Sighting")));
    CHECK(std::regex_search(own.text, std::regex("Z4\\s+N4\\s+False Sighting")));
    CHECK(std::regex_search(own.text, std::regex("Z5\\s+J4\\s+wire")));
    for (const auto& m : setup.markers) {
        CHECK(own.flat.find(m.salt) == std::string::npos);
        CHECK(own.flat.find(m.commitment.substr(0, 16)) == std::string::npos);
    }

    // The opponent's sheet, even handed the German setup, and the public sheet.
    render::SheetOptions american;
    american.side = "american";
    Findings warnings;
    const Pdf other = renderAndRead(s.input, american, "hold-the-ridge-american", &warnings);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].code == "sheet-setup-not-printed");
    checkNothingOf(other, setup);
    // What the German player chose for Hiding marker B stays his.
    CHECK(other.flat.find("1 × Grenadier platoon") == std::string::npos);
    checkContent(other, expectedFrom("hold-the-ridge"));

    const Pdf pub = renderAndRead(s.input, {}, "hold-the-ridge-public-with-setup");
    checkNothingOf(pub, setup);
    CHECK(pub.flat.find("1 × Grenadier platoon") == std::string::npos);
}

TEST_CASE("sheet: the German Millbrook sheet shows the pieces chosen for Hiding marker A", "[sheet][hidden]")
{
    Sample s = load("millbrook-crossroads");
    const scenarios::SightingSetup setup = sealedSetup(kMillbrookPlan);
    s.input.ownerSetup = &setup;
    render::SheetOptions german;
    german.side = "german";
    const Pdf own = renderAndRead(s.input, german, "millbrook-crossroads-german");
    CHECK(std::regex_search(own.text, std::regex("Z1\\s+millbrook:E9\\s+Hidden: A\\s+1 × Panzergrenadier squad, 1 × pillbox")));
    CHECK(std::regex_search(own.text, std::regex("Z4\\s+millbrook:E12\\s+roadblock")));

    render::SheetOptions british;
    british.side = "british";
    const Pdf other = renderAndRead(s.input, british, "millbrook-crossroads-british");
    checkNothingOf(other, setup);
    CHECK(other.flat.find("1 × pillbox") == std::string::npos);
    checkContent(other, expectedFrom("millbrook-crossroads"));
}

TEST_CASE("sheet: a setup is printed only on its own side's sheet of its own scenario", "[sheet][hidden]")
{
    Sample s = load("millbrook-crossroads");
    scenarios::SightingSetup setup = sealedSetup(kMillbrookPlan);
    s.input.ownerSetup = &setup;
    SECTION("no side: the public sheet")
    {
        Findings w;
        checkNothingOf(renderAndRead(s.input, {}, "millbrook-public-with-setup", &w), setup);
        REQUIRE(w.size() == 1);
        CHECK(w[0].code == "sheet-setup-not-printed");
    }
    SECTION("a setup of another scenario")
    {
        setup.scenarioId = "hold-the-ridge";
        render::SheetOptions german;
        german.side = "german";
        Findings w;
        checkNothingOf(renderAndRead(s.input, german, "millbrook-german-wrong-scenario", &w), setup);
        REQUIRE(w.size() == 1);
        CHECK(w[0].code == "sheet-setup-not-printed");
    }
    SECTION("the opponent's view of the German setup, on the German sheet")
    {
        const scenarios::SightingSetup opponent = scenarios::opponentView(setup);
        s.input.ownerSetup = &opponent;
        render::SheetOptions german;
        german.side = "german";
        Findings w;
        checkNothingOf(renderAndRead(s.input, german, "millbrook-german-opponent-view", &w), setup);
        REQUIRE(w.size() == 1);
        CHECK(w[0].code == "sheet-setup-not-printed");
    }
    SECTION("an unknown side is refused")
    {
        render::SheetOptions nobody;
        nobody.side = "french";
        Findings w;
        CHECK(render::renderSetupSheet(s.input, nobody, &w).empty());
        REQUIRE(w.size() == 1);
        CHECK(w[0].code == "sheet-unknown-side");
    }
}

TEST_CASE("sheet: paper names", "[sheet]")
{
    CHECK(render::paperFromName("A4") == render::Paper::A4);
    CHECK(render::paperFromName("letter") == render::Paper::Letter);
    CHECK_FALSE(render::paperFromName("legal"));
    CHECK(render::paperName(render::Paper::Letter) == "letter");
}

TEST_CASE("sheet: a turn table longer than a page breaks between rows and repeats its header", "[sheet]")
{
    // Hold the Ridge with a Time Track of 80 spaces, sudden death number 100 + space.
    std::ifstream in(libraryFile("hold-the-ridge.scenario.xml"));
    std::stringstream buf;
    buf << in.rdbuf();
    std::string xml = buf.str();
    const auto from = xml.find("<time-track"), to = xml.find("</time-track>") + 13;
    REQUIRE(from != std::string::npos);
    std::string track = "<time-track turn-start=\"1\" sudden-death=\"2\">";
    for (int n = 1; n <= 80; ++n)
        track += "<space number=\"" + std::to_string(n) + "\" sudden-death-number=\"" + std::to_string(100 + n) + "\"/>";
    xml.replace(from, to - from, track + "</time-track>");
    const std::string href = "../../maps/boards/ridge-farm.map.xml";
    xml.replace(xml.find(href), href.size(), (fs::path(CRESTLINE_SOURCE_DIR) / "maps/boards/ridge-farm.map.xml").string());
    fs::create_directories(SHEET_OUT_DIR);
    const fs::path file = fs::path(SHEET_OUT_DIR) / "long-track.scenario.xml";
    std::ofstream(file) << xml;
    auto r = formats::loadScenario(file);
    REQUIRE(r.ok());
    render::SheetInput input;
    input.scenario = &r.value->scenario;
    input.maps["ridge-farm"] = &r.value->boards.analysis(0);
    const Pdf pdf = renderAndRead(input, {}, "long-track");

    // Every turn's row once, whole: number, roll and arrivals on one line.
    for (int n = 2; n <= 80; ++n) {
        INFO("turn " << n);
        const std::regex row("(^|\\n)\\s*" + std::to_string(n) + "\\s+ends if 2d10 < " + std::to_string(100 + n) + "\\s");
        CHECK(std::distance(std::sregex_iterator(pdf.text.begin(), pdf.text.end(), row), std::sregex_iterator()) == 1);
    }
    // The header on every page the table runs over (at least two).
    const std::regex header("Turn\\s+Sudden death\\s+Arrives");
    const auto headers = std::distance(std::sregex_iterator(pdf.text.begin(), pdf.text.end(), header), std::sregex_iterator());
    CHECK(headers >= 2);
    for (int p = 1; p <= pdf.pages; ++p) CHECK(pdf.flat.find("page " + std::to_string(p) + " of " + std::to_string(pdf.pages)) != std::string::npos);
}

TEST_CASE("sheet: reinforcements play never reaches are still listed, with a warning at their line", "[sheet]")
{
    Sample s = load("hold-the-ridge");
    s.input.file = "hold-the-ridge.scenario.xml";
    // The scenario's turn 5 Rifle squads moved to turn 12, beyond the 8 spaces of its Time Track.
    scenarios::Reinforcement* late = nullptr;
    for (auto& r : s.loaded.scenario.reinforcements)
        if (r.turn == 5) late = &r;
    REQUIRE(late);
    late->turn = 12;
    Findings w;
    const Pdf pdf = renderAndRead(s.input, {}, "hold-the-ridge-unreached", &w);
    REQUIRE(w.size() == 1);
    CHECK(w[0].code == "sheet-reinforcement-unreached");
    CHECK(w[0].where.file == "hold-the-ridge.scenario.xml");
    CHECK(w[0].where.line == late->line);
    CHECK(std::regex_search(pdf.text, std::regex("12\\s+never reached\\s+American: 2 × Rifle")));
}

TEST_CASE("sheet: a map that is not loaded is left off the board, and the rest is still printed", "[sheet]")
{
    Sample s = load("millbrook-crossroads");
    s.input.maps.erase("millbrook");
    Findings w;
    const Pdf pdf = renderAndRead(s.input, {}, "millbrook-without-millbrook", &w);
    std::set<std::string> codes;
    for (const Finding& f : w) codes.insert(f.code);
    CHECK(codes.count("sheet-map-missing") == 1);
    checkContent(pdf, expectedFrom("millbrook-crossroads"));

    s.input.maps.clear();
    const Pdf none = renderAndRead(s.input, {}, "millbrook-without-maps");
    CHECK(none.flat.find("No map of the scenario could be drawn") != std::string::npos);
    checkContent(none, expectedFrom("millbrook-crossroads"));
}
