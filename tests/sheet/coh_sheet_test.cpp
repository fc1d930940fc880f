// The Conflict of Heroes set-up sheet of the sample firefight
// scenarios/library/kleinbach-crossroads.scenario.xml, read back with
// poppler (pdftotext, pdfinfo). Expected values are read off the scenario
// file by hand: US 6 CAPs, 3 cards dealt, 105mm battery, a Bazooka on
// us-rifle-1, the Sherman arriving on round 2 at 0106 or 0107; German 4 CAPs
// and four units set up hidden (de-mg-1 0703, de-rifle-1 0605, de-mg-2 1002,
// de-mortar 1103); objectives worth 4 and 2 VP to the US; 5 rounds.
// Hidden units [10.0]: the public sheet names none of them and holds nothing
// the same sheet without them lacks; the German sheet shows each at its hex.

#include "formats/render/coh/coh_sheet.h"
#include "formats/scenario/coh/coh_scenario_format.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>

using namespace crestline;
namespace fs = std::filesystem;

namespace {

const fs::path kKleinbach = fs::path(CRESTLINE_SOURCE_DIR) / "scenarios" / "library" / "kleinbach-crossroads.scenario.xml";
const std::vector<std::string> kHiddenIds = {"de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar"};

formats::LoadedCohScenario loadKleinbach()
{
    auto r = formats::loadCohScenario(kKleinbach);
    REQUIRE(r.ok());
    return std::move(*r.value);
}

render::CohSheetInput inputOf(const formats::LoadedCohScenario& loaded, const scenarios::coh::CohScenario& scenario)
{
    render::CohSheetInput in;
    in.scenario = &scenario;
    in.file = kKleinbach.string();
    for (std::size_t i = 0; i < scenario.maps.size(); ++i) in.maps[scenario.maps[i].id] = &loaded.boards.analysis(int(i));
    return in;
}

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
    std::string after; ///< pages 2 on (no board), the same way
    std::string info;
    int pages = 0;
};

Pdf renderSheet(const render::CohSheetInput& in, const render::CohSheetOptions& opt, const std::string& name,
           const std::vector<render::CohHiddenPlacement>* hidden = nullptr)
{
    Findings warnings;
    const std::string bytes = render::renderCohSetupSheet(in, opt, hidden, &warnings);
    REQUIRE(bytes.substr(0, 5) == "%PDF-");
    fs::create_directories(SHEET_OUT_DIR);
    const fs::path file = fs::path(SHEET_OUT_DIR) / (name + ".pdf");
    std::ofstream(file, std::ios::binary) << bytes;
    const std::string quoted = "'" + file.string() + "'";
    Pdf pdf;
    pdf.text = std::regex_replace(run(std::string(PDFTOTEXT) + " -raw -enc UTF-8 " + quoted + " -"), std::regex("\\s+"), " ");
    pdf.after = std::regex_replace(run(std::string(PDFTOTEXT) + " -raw -f 2 -enc UTF-8 " + quoted + " -"), std::regex("\\s+"), " ");
    pdf.info = run(std::string(PDFINFO) + " " + quoted);
    std::smatch m;
    REQUIRE(std::regex_search(pdf.info, m, std::regex("Pages:\\s+(\\d+)")));
    pdf.pages = std::stoi(m[1]);
    return pdf;
}

int count(const std::string& text, const std::string& word)
{
    int n = 0;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
}

} // namespace

TEST_CASE("coh sheet: what the public and each side's sheet may show of the units", "[sheet][coh]")
{
    const auto loaded = loadKleinbach();
    const auto& s = loaded.scenario;
    Findings warnings;
    SECTION("public: the four hidden German units are a count only")
    {
        const render::CohSheetUnits u = render::cohSheetUnits(s, std::nullopt, nullptr, warnings);
        std::vector<std::string> shown;
        for (const auto& x : u.shown) shown.push_back(x.unit->id);
        CHECK(shown == std::vector<std::string>{"us-rifle-1", "us-rifle-2", "us-halftrack", "us-rifle-3", "us-sherman", "de-rifle-2"});
        CHECK(u.hiddenCount.at("de") == 4);
        CHECK(u.hiddenCount.count("us") == 0);
        CHECK(u.withheld == std::set<std::string, std::less<>>(kHiddenIds.begin(), kHiddenIds.end()));
        // us-rifle-3 rides in the halftrack at 0106 [17.0]
        CHECK(u.shown[3].hex->label == "0106");
        CHECK(warnings.empty());
    }
    SECTION("the US sheet shows no German hidden unit either")
    {
        const render::CohSheetUnits u = render::cohSheetUnits(s, std::string("us"), nullptr, warnings);
        CHECK(u.shown.size() == 6);
        CHECK(u.hiddenCount.at("de") == 4);
    }
    SECTION("the German sheet shows its hidden units at the scenario's hexes, marked hidden")
    {
        const render::CohSheetUnits u = render::cohSheetUnits(s, std::string("de"), nullptr, warnings);
        CHECK(u.shown.size() == 10);
        CHECK(u.withheld.empty());
        CHECK(u.hiddenCount.empty());
        for (const auto& x : u.shown) {
            const bool hidden = std::find(kHiddenIds.begin(), kHiddenIds.end(), x.unit->id) != kHiddenIds.end();
            CHECK(x.hidden == hidden);
        }
        CHECK(u.shown[5].unit->id == "de-mg-1");
        CHECK(u.shown[5].hex->label == "0703");
        CHECK(*u.shown[5].facing == 2);
    }
    SECTION("placements move a side's own hidden units; others are not used and reported")
    {
        const std::vector<render::CohHiddenPlacement> placements = {
            {"de-mg-1", {"", "0803"}, 3}, {"de-rifle-2", {"", "0101"}, 0}, {"us-rifle-1", {"", "0102"}, 0}};
        const render::CohSheetUnits de = render::cohSheetUnits(s, std::string("de"), &placements, warnings);
        CHECK(de.shown[5].hex->label == "0803");
        CHECK(*de.shown[5].facing == 3);
        CHECK(de.shown[7].unit->id == "de-rifle-2"); // not hidden: stays at 0705
        CHECK(de.shown[7].hex->label == "0705");
        CHECK(de.shown[0].hex->label == "0104");
        REQUIRE(warnings.size() == 2);
        CHECK(warnings[0].code == "sheet-setup-not-printed");
        CHECK(warnings[0].message.find("de-rifle-2") != std::string::npos);
        CHECK(warnings[1].message.find("us-rifle-1") != std::string::npos);
        warnings.clear();
        const render::CohSheetUnits pub = render::cohSheetUnits(s, std::nullopt, &placements, warnings);
        CHECK(pub.shown.size() == 6);
        CHECK(warnings.size() == 3);
    }
}

TEST_CASE("coh sheet: a unit in a hidden vehicle is hidden, a hidden unit's hasty defence is not printed", "[sheet][coh]")
{
    const auto loaded = loadKleinbach();
    scenarios::coh::CohScenario s = loaded.scenario;
    for (auto& u : s.units)
        if (u.id == "us-halftrack" || u.id == "de-rifle-2") u.hidden = true;
    Findings warnings;
    const render::CohSheetUnits pub = render::cohSheetUnits(s, std::nullopt, nullptr, warnings);
    // us-rifle-3 rides in the halftrack [17.0]: where it is would say where the halftrack is
    CHECK(pub.hiddenCount.at("us") == 2);
    CHECK(pub.withheld.count("us-rifle-3") == 1);
    CHECK(pub.hiddenCount.at("de") == 5);
    const Pdf pdf = renderSheet(inputOf(loaded, s), {}, "kleinbach-public-more-hidden");
    CHECK_THAT(pdf.text, Catch::Contains("2 units set up hidden"));
    CHECK_THAT(pdf.text, Catch::Contains("5 units set up hidden"));
    // de-rifle-2's hasty defence is at its hex 0705 [18.1.3]; the halftrack stood at 0106
    for (const char* gone : {"0705", "hasty", "Halftrack", "us-rifle-3", "Rifle 39", "M3"}) CHECK_THAT(pdf.after, !Catch::Contains(gone));
    // 0106 stays: it is a US entry hex
    CHECK_THAT(pdf.after, Catch::Contains("0106, 0107"));
    // On the US sheet the halftrack carries rifle 3 again (numbers 3 and 4)
    render::CohSheetOptions opt;
    opt.side = "us";
    const Pdf us = renderSheet(inputOf(loaded, s), opt, "kleinbach-us-more-hidden");
    CHECK_THAT(us.after, Catch::Contains("carried by M3 Halftrack (3) [17.0], 0106"));
    // The sample's halftrack has facing="0": hexside 0, SE on Kleinbach's flat-top grid (docs/coh-scenario.md).
    CHECK_THAT(us.after, Catch::Contains("H 0106, faces SE (hexside 0); hidden [10.0]"));
}

TEST_CASE("coh sheet: Kleinbach Crossroads, public sheet", "[sheet][coh]")
{
    const auto loaded = loadKleinbach();
    const auto& s = loaded.scenario;
    const Pdf pdf = renderSheet(inputOf(loaded, s), {}, "kleinbach-public");
    CHECK(pdf.info.find("595.28 x 841.89") != std::string::npos); // A4
    CHECK(pdf.pages >= 2); // the board alone on page 1, the rest after a forced break
    CHECK(pdf.pages <= 3);
    for (const char* want : {"Kleinbach Crossroads", "Conflict of Heroes firefight", "5 rounds", "Dorfstrasse", "US", "German", "CAPs: 6", "CAPs: 4",
                             "3 dealt at start", "2 dealt at start", "1 on round 3", "105mm battery, 1 strike", "Bazooka on Rifle 41 (1)",
                             "Rifle 41", "M3 Halftrack", "M4 Sherman", "Rifle 39", "us-sherman", "de-rifle-2", "5 / 4", "9 / 7",
                             "arrives round 2 at 0106 or 0107", "carried by M3 Halftrack (3)", "0705, faces", "hasty defence",
                             "4 units set up hidden", "Kleinbach crossroads", "Hill 2", "4 to US", "2 to US", "After round 5 the US wins"})
        CHECK_THAT(pdf.text, Catch::Contains(want));
    // The round table: the Sherman arrives on round 2 [5.5]
    CHECK(std::regex_search(pdf.after, std::regex("Reinforcements \\[5\\.5\\].* 2 \\S+ US M4 Sherman \\(5\\) 0106, 0107")));

    SECTION("no hidden unit is named, and nothing shows where they are [10.0]")
    {
        for (const std::string& id : kHiddenIds) CHECK_THAT(pdf.text, !Catch::Contains(id));
        // Only hidden units are MG 42s and the mortar.
        CHECK_THAT(pdf.text, !Catch::Contains("MG 42"));
        CHECK_THAT(pdf.text, !Catch::Contains("Mortar"));
        // Off the board (whose hexes all carry their numbers), no hidden
        // unit's hex is printed. 1002 also holds the German bunker, a public
        // marker: see below.
        for (const char* hex : {"0703", "0605", "1103"}) CHECK_THAT(pdf.after, !Catch::Contains(hex));
        // The same sheet made from the scenario without its hidden units
        // holds every hex label and unit name as often: the hidden units add
        // nothing but the count line.
        scenarios::coh::CohScenario stripped = s;
        std::erase_if(stripped.units, [](const scenarios::coh::Unit& u) { return u.hidden; });
        const Pdf bare = renderSheet(inputOf(loaded, stripped), {}, "kleinbach-public-without-hidden");
        for (const char* word : {"0703", "0605", "1002", "1103", "Rifle 39", "H", "hidden"}) {
            INFO(word);
            const int extra = std::string(word) == "hidden" ? 1 : 0; // "4 units set up hidden"
            CHECK(count(pdf.text, word) == count(bare.text, word) + extra);
        }
        CHECK(pdf.pages == bare.pages);
    }
}

TEST_CASE("coh sheet: Kleinbach Crossroads, the German sheet on Letter", "[sheet][coh]")
{
    const auto loaded = loadKleinbach();
    const auto& s = loaded.scenario;
    render::CohSheetOptions opt;
    opt.paper = render::Paper::Letter;
    opt.side = "de";
    const Pdf pdf = renderSheet(inputOf(loaded, s), opt, "kleinbach-de");
    CHECK(pdf.info.find("612 x 792") != std::string::npos);
    CHECK_THAT(pdf.text, Catch::Contains("For the German player"));
    for (const std::string& id : kHiddenIds) CHECK_THAT(pdf.text, Catch::Contains(id));
    // de-mg-1 at 0703 facing hexside 2 (flat-top: SW), marked hidden
    CHECK(std::regex_search(pdf.after, std::regex("MG 42 de-mg-1 foot 7 / 1 7 3 5 / \\S+ \\S+ \\S+ H 0703, faces SW \\(hexside 2\\); hidden \\[10\\.0\\]")));
    CHECK_THAT(pdf.after, Catch::Contains("H 1103, faces SW (hexside 2); hidden [10.0]"));
    CHECK_THAT(pdf.text, !Catch::Contains("units set up hidden"));

    SECTION("a placement moves de-mg-1 on this sheet only")
    {
        const std::vector<render::CohHiddenPlacement> placements = {{"de-mg-1", {"", "0803"}, 3}};
        const Pdf moved = renderSheet(inputOf(loaded, s), opt, "kleinbach-de-placed", &placements);
        CHECK(std::regex_search(moved.after, std::regex("de-mg-1 foot 7 / 1 7 3 5 / \\S+ \\S+ \\S+ H 0803, faces NW \\(hexside 3\\); hidden \\[10\\.0\\]")));
        CHECK_THAT(moved.after, !Catch::Contains("0703"));
    }
    SECTION("the US sheet is the public one for the German units")
    {
        opt.side = "us";
        const Pdf us = renderSheet(inputOf(loaded, s), opt, "kleinbach-us");
        for (const std::string& id : kHiddenIds) CHECK_THAT(us.text, !Catch::Contains(id));
        CHECK_THAT(us.text, Catch::Contains("4 units set up hidden"));
    }
}

TEST_CASE("coh sheet: an unknown side or no scenario makes no sheet", "[sheet][coh]")
{
    const auto loaded = loadKleinbach();
    render::CohSheetOptions opt;
    opt.side = "soviet";
    Findings warnings;
    CHECK(render::renderCohSetupSheet(inputOf(loaded, loaded.scenario), opt, nullptr, &warnings).empty());
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].code == "sheet-unknown-side");
    CHECK(warnings[0].where.file == kKleinbach.string());
    warnings.clear();
    CHECK(render::renderCohSetupSheet({}, {}, nullptr, &warnings).empty());
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].code == "sheet-no-scenario");
}
