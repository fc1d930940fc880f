// The Fields of Fire mission sheet of Mission 1 (Trevieres Offensive),
// built in memory (tests/render/fof_fixture.h) on the sample card map
// maps/boards/mission1.map.xml, read back with poppler (pdftotext, pdfinfo).
// Expected text is the rulebook's Mission Details and Enemy Information
// [2.1, 2.2.2] (Duration 10, Daylight +0, 4 columns by 3 rows, contacts Row
// 1 C, Row 2 A, Row 3 B) and the fixture's own controls and units.

#include "../render/fof_fixture.h"
#include "formats/render/fof/fof_sheet.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>

using namespace crestline;
namespace fs = std::filesystem;

namespace {

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

struct Pdf {
    std::string text;  ///< every page, white space runs as one space
    std::string first; ///< page 1 only, the same way
    std::string info;
    int pages = 0;
};

Pdf readPdf(const std::string& bytes, const std::string& name)
{
    REQUIRE(bytes.substr(0, 5) == "%PDF-");
    fs::create_directories(SHEET_OUT_DIR);
    const fs::path file = fs::path(SHEET_OUT_DIR) / (name + ".pdf");
    std::ofstream(file, std::ios::binary) << bytes;
    const std::string quoted = "'" + file.string() + "'";
    Pdf pdf;
    pdf.text = std::regex_replace(run(std::string(PDFTOTEXT) + " -raw -enc UTF-8 " + quoted + " -"), std::regex("\\s+"), " ");
    pdf.first = std::regex_replace(run(std::string(PDFTOTEXT) + " -raw -l 1 -enc UTF-8 " + quoted + " -"), std::regex("\\s+"), " ");
    pdf.info = run(std::string(PDFINFO) + " " + quoted);
    std::smatch m;
    REQUIRE(std::regex_search(pdf.info, m, std::regex("Pages:\\s+(\\d+)")));
    pdf.pages = std::stoi(m[1]);
    return pdf;
}

} // namespace

TEST_CASE("fof sheet: Mission 1 on A4, the details and the map on page 1, the tables on page 2", "[sheet][fof]")
{
    const auto map = test::loadMission1Map();
    const auto mission = test::mission1();
    Findings warnings;
    const std::string bytes = render::renderFofMissionSheet({&mission, &map.map, &map.decks, "mission1.scenario.xml"}, render::Paper::A4, &warnings);
    CHECK(warnings.empty());
    const Pdf pdf = readPdf(bytes, "fof-mission1");
    // The map with its key (about 4.8 cards high) and the two tables do not
    // fit one page below the details with cards of 64 pt or more: the map
    // stays on page 1, the tables go to page 2.
    CHECK(pdf.pages == 2);
    CHECK(pdf.first.find("OBJ 1") != std::string::npos);
    CHECK(pdf.first.find("Mission Goal") != std::string::npos);
    CHECK(pdf.first.find("Row 1 No C") == std::string::npos);
    CHECK(pdf.info.find("595.28 x 841.89") != std::string::npos);
    for (const char* want : {"Mission 1: Trevieres Offensive", "June 8 to 10, 1944", "Offensive", "10 turns", "Daylight (+0), LOS to 3 cards",
                             "4 columns by 3 rows", "Enter from staging area below Row 1", "352nd Division, 90th Brigade",
                             "Occupy and clear of enemy forces", "Place an Attack Position"})
        CHECK(pdf.text.find(want) != std::string::npos);
    // The map: controls as placed (the plates' text), the cards' data.
    for (const char* want : {"OBJ 1", "OBJ 2", "AP", "LOD", "PL 1", "LOA", "Level 1", "Hill 6", "C2R0"})
        CHECK(pdf.text.find(want) != std::string::npos);
    // The Enemy Information table: Row, Random?, Letter [2.2.2].
    for (const char* want : {"Row 1 No C", "Row 2 No A", "Row 3 No B"}) CHECK(pdf.text.find(want) != std::string::npos);
    // Units placed, by the command line's cell names.
    for (const char* want : {"1/.50 cal HMG", "C1R0 (Main Staging Area)", "3rd PLT HQ", "C4R0 (Main Staging Area)"})
        CHECK(pdf.text.find(want) != std::string::npos);
}

TEST_CASE("fof sheet: letter paper, and a contact added on a later turn", "[sheet][fof]")
{
    const auto map = test::loadMission1Map();
    auto mission = test::mission1();
    mission.contacts.push_back({2, true, "", 4, 3, {}, 0}); // random, turn 4, on C3R2 [3.2.2]
    Findings warnings;
    const Pdf pdf = readPdf(render::renderFofMissionSheet({&mission, &map.map, &map.decks, ""}, render::Paper::Letter, &warnings), "fof-mission1-letter");
    CHECK(pdf.info.find("612 x 792") != std::string::npos);
    CHECK(pdf.pages == 2);
    CHECK(pdf.text.find("Row 2 Yes \u2013 C3R2 start of turn 4") != std::string::npos);
    CHECK(pdf.text.find("? T4") != std::string::npos); // the marker on its card
}

TEST_CASE("fof sheet: a one-row mission fits one page", "[sheet][fof]")
{
    // Row 1 of the sample alone (4 columns by 1 row), its contact and two units.
    auto map = test::loadMission1Map();
    map.map.rows = 1;
    std::erase_if(map.map.cells, [](const maps::CardStack& s) { return s.row != 1; });
    auto mission = test::mission1();
    mission.rows = 1;
    mission.lines = {mission.lines[0]};   // the LOD
    mission.points = {{scenarios::fof::PointControlKind::PrimaryObjective, {3, 1}, 0, {}, 0}};
    mission.contacts.resize(1);           // Row 1, letter C
    mission.units.resize(2);
    Findings warnings;
    const Pdf pdf = readPdf(render::renderFofMissionSheet({&mission, &map.map, &map.decks, ""}, render::Paper::A4, &warnings), "fof-one-row");
    CHECK(pdf.pages == 1);
    for (const char* want : {"OBJ 1", "Row 1 No C", "CO HQ", "C1R0 (Main Staging Area)"}) CHECK(pdf.first.find(want) != std::string::npos);
}

TEST_CASE("fof sheet: no mission is an error, no map a warning, the rest printed", "[sheet][fof]")
{
    Findings warnings;
    CHECK(render::renderFofMissionSheet({}, render::Paper::A4, &warnings).empty());
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].code == "sheet-no-scenario");

    const auto mission = test::mission1();
    Findings noMap;
    const Pdf pdf = readPdf(render::renderFofMissionSheet({&mission, nullptr, nullptr, "m.xml"}, render::Paper::A4, &noMap), "fof-no-map");
    REQUIRE(noMap.size() == 1);
    CHECK(noMap[0].code == "sheet-map-missing");
    CHECK(noMap[0].where.file == "m.xml");
    CHECK(pdf.text.find("Row 3 No B") != std::string::npos);
    CHECK(pdf.text.find("OBJ 1") == std::string::npos); // OBJ 1 is only on the map
}
