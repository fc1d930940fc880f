// Map documents and the LOS and map jobs on them: loader findings always reach
// the caller, nothing is ruled on a map with error findings (whether or not
// the reader returned a model), play-state text, the ruling's JSON fields.

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_jobs.h"
#include "editor/jobs/play_state.h"
#include "formats/los/ruling_format.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

#include <unistd.h>

using namespace crestline;
using namespace crestline::jobs;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

bool hasCode(const Findings& fs, const std::string& code, int line = 0)
{
    return std::any_of(fs.begin(), fs.end(), [&](const Finding& f) { return f.code == code && (line == 0 || f.where.line == line); });
}

} // namespace

TEST_CASE("MapDocument: a missing file gives no model and a fatal finding, LOS jobs report bad input", "[jobs][document]")
{
    const auto doc = MapDocument::open(source("tests/cli/data/no-such-board.map.xml"));
    CHECK_FALSE(doc.loaded());
    CHECK(doc.hasErrors());
    CHECK(hasCode(doc.findings(), "file-unreadable"));
    const LosResult r = ruleLos(doc, {"A1", "B1", {}, geometry::los::Detail::Full});
    CHECK(r.outcome == Outcome::BadInput);
    CHECK_FALSE(r.ruling);
    CHECK(hasCode(r.findings, "file-unreadable"));
    CHECK(mapInfo(doc).outcome == Outcome::BadInput);
}

TEST_CASE("MapDocument: a self-intersecting building is reported and nothing is ruled on the map", "[jobs][document]")
{
    // tests/cli/data/self-intersecting.map.xml: area "twisted" on line 9 is a bow tie.
    const auto doc = MapDocument::open(source("tests/cli/data/self-intersecting.map.xml"));
    REQUIRE(doc.loaded());
    CHECK(doc.hasErrors());
    CHECK(hasCode(doc.findings(), "self-intersecting-polygon", 9));

    const LosResult los = ruleLos(doc, {"A1", "D3", {}, geometry::los::Detail::Full});
    CHECK(los.outcome == Outcome::Refused);
    CHECK_FALSE(los.ruling);
    CHECK(hasCode(los.findings, "self-intersecting-polygon", 9));
    CHECK(los.problem.find("no ruling is given because the map has errors") != std::string::npos);

    const ViewshedResult vs = viewshedOf(doc, {"A1", {}, 1});
    CHECK(vs.outcome == Outcome::Refused);
    CHECK_FALSE(vs.view);

    const auto csv = std::filesystem::temp_directory_path() / "crestline-jobs-refused-matrix.csv";
    std::filesystem::remove(csv);
    const MatrixResult mx = writeMatrix(doc, {csv, 1});
    CHECK(mx.outcome == Outcome::Refused);
    CHECK_FALSE(std::filesystem::exists(csv));

    // Statistics and hex descriptions still run (that is how the errors get found), with the findings.
    const InfoResult info = mapInfo(doc);
    REQUIRE(info.done());
    CHECK(hasCode(info.findings, "self-intersecting-polygon", 9));
    CHECK(info.statistics->areas == 1);
}

TEST_CASE("MapDocument: a model handed over WITH error findings is not ruled on either", "[jobs][document]")
{
    // The readers may return a model together with errors: the document
    // decides by the findings, not by the model being there.
    auto read = formats::loadMap(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(read.value);
    Finding bad;
    bad.code = "some-error";
    bad.severity = Severity::Error;
    bad.where.line = 12;
    const MapDocument doc(std::move(*read.value), {bad});
    REQUIRE(doc.loaded());
    CHECK(doc.hasErrors());
    const LosResult r = ruleLos(doc, {"I7", "K10", {}, geometry::los::Detail::Full});
    CHECK(r.outcome == Outcome::Refused);
    CHECK(hasCode(r.findings, "some-error", 12));
}

TEST_CASE("MapDocument: the analysis and the scene are built once", "[jobs][document]")
{
    auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(doc.loaded());
    CHECK_FALSE(doc.hasErrors());
    const geometry::los::Scene* first = &doc.scene();
    CHECK(&doc.scene() == first);
    CHECK(&doc.analysis() == &doc.analysis());
    REQUIRE(doc.rules() != nullptr);
    CHECK(doc.rules()->system() == "ff");
    // Moving the document keeps what was derived valid (it points into the model).
    const MapDocument moved = std::move(doc);
    CHECK(&moved.scene() == first);
    CHECK(moved.grid().count() == 300);
}

TEST_CASE("ruleLos: the designer's I7 -> K10 on Ridge Farm, blocked at the Barn's corner [24.52]", "[jobs][los]")
{
    // maps/boards/README.md: the string runs along the I8/J7 hexside, through
    // J8's centre, then along the J9/K9 hexside, and meets the Barn only at its
    // corner on the vertex (28,16); touching counts [23.1].
    const auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    const LosResult r = ruleLos(doc, {"I7", "K10", {}, geometry::los::Detail::Full});
    REQUIRE(r.done());
    REQUIRE(r.ruling);
    CHECK(r.ruling->verdict == geometry::los::Verdict::Blocked);
    CHECK(r.ruling->rule == "[24.52]");

    const auto j = nlohmann::json::parse(formats::rulingJson(doc.scene(), *r.ruling));
    CHECK(j["from"] == "I7");
    CHECK(j["to"] == "K10");
    CHECK(j["verdict"] == "blocked");
    CHECK(j["hindrance"] == 0);
    CHECK(j["rule"] == "[24.52]");
    CHECK(j["feature"]["id"] == "barn");
    CHECK(j["feature"]["terrain"] == "building");
    CHECK(j["gts"].is_null()); // another system's part
    std::vector<std::string> hexes;
    for (const auto& t : j["trace"]) hexes.push_back(t["hex"]);
    std::vector<std::string> sorted = hexes;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<std::string>{"I7", "I8", "J7", "J8", "J9", "K10", "K9"});
    CHECK(j["trace"].front()["role"] == "sighter");
    CHECK(j["trace"].back()["role"] == "target");
    for (const auto& t : j["trace"])
        if (t["hex"] == "J8") CHECK(t["crossing"] == "interior");
    // The contact is the Barn's corner, in one of the hexes that share the vertex.
    const std::string contact = j["contact"]["hex"];
    CHECK((contact == "J8" || contact == "J9" || contact == "K9"));
}

TEST_CASE("ruleLos: bad hexes and bad Smoke are bad input naming the item", "[jobs][los]")
{
    const auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    const LosResult off = ruleLos(doc, {"K1", "Z99", {}, geometry::los::Detail::Verdict});
    CHECK(off.outcome == Outcome::BadInput);
    CHECK(off.problem.find("'Z99'") != std::string::npos);
    CHECK(off.problem.find("A1 .. T15") != std::string::npos);
    const LosResult smoke = ruleLos(doc, {"J8", "K9", {"J8:7"}, geometry::los::Detail::Verdict});
    CHECK(smoke.outcome == Outcome::BadInput);
    CHECK(smoke.problem.find("J8:7") != std::string::npos);
}

TEST_CASE("parsePlayState: Smoke is 5 (full) or 2 (depleted) [8.2]", "[jobs][play-state]")
{
    const geometry::HexGrid grid = MapDocument::open(source("maps/boards/ridge-farm.map.xml")).grid();
    const auto ok = parsePlayState(grid, {"N14", "N14:2", "L9:depleted", "L10:full", "L11:5"});
    REQUIRE(ok.state);
    REQUIRE(ok.state->smoke.size() == 5);
    CHECK(ok.state->smoke[0].hindrance == 5);
    CHECK(ok.state->smoke[1].hindrance == 2);
    CHECK(ok.state->smoke[2].hindrance == 2);
    CHECK(ok.state->smoke[3].hindrance == 5);
    CHECK(ok.state->smoke[4].hindrance == 5);
    // N14: column N is index 13, row 14 is index 13.
    CHECK(ok.state->smoke[0].hex == geometry::OffsetCoord{13, 13});
    CHECK(ok.problem.empty());

    for (const std::string bad : {"N14:3", "N14:", "N14:half", "U3", "14N", ""}) {
        const auto r = parsePlayState(grid, {"K7", bad});
        CHECK_FALSE(r.state);
        CHECK(r.problem.find(bad) != std::string::npos);
    }
}

TEST_CASE("parsePlayState for a system: each reads its own flags [16.4.2, 26.0, 28.0, 15.4.2]", "[jobs][play-state]")
{
    const auto gts = MapDocument::open(source("tests/cli/data/gts-conditions.map.xml"));
    const auto ff = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(gts.rules());
    REQUIRE(ff.rules());
    using geometry::los::Purpose;
    using geometry::los::Weather;

    PlayText text;
    text.barrage = {"D2", "C3:heavy", "A1:light"};
    text.weather = "rain";
    text.purpose = "spot";
    text.night = true;
    const auto ok = parsePlayState(gts.grid(), *gts.rules(), {}, text);
    REQUIRE(ok.state);
    REQUIRE(ok.state->markers.size() == 3);
    CHECK(ok.state->markers[0].hex == geometry::OffsetCoord{3, 1}); // D2: column D is 3, row 2 is 1
    CHECK(ok.state->markers[0].kind == "barrage-light");
    CHECK(ok.state->markers[1].kind == "barrage-heavy");
    CHECK(ok.state->markers[2].kind == "barrage-light");
    CHECK(ok.state->conditions.weather == Weather::Rain);
    CHECK(ok.state->conditions.night);
    CHECK(ok.state->conditions.purpose == Purpose::Spot);
    // Nothing given: clear day, fire.
    const auto none = parsePlayState(gts.grid(), *gts.rules(), {}, {});
    REQUIRE(none.state);
    CHECK(none.state->conditions.weather == Weather::Clear);
    CHECK(none.state->conditions.purpose == Purpose::Fire);
    CHECK_FALSE(none.state->conditions.night);

    // Each flag the system does not read is refused by name, even at its default value.
    PlayText weather;
    weather.weather = "clear";
    const auto onFf = parsePlayState(ff.grid(), *ff.rules(), {}, weather);
    CHECK_FALSE(onFf.state);
    CHECK(onFf.problem.find("--weather") != std::string::npos);
    CHECK(onFf.problem.find("ff map (Fighting Formations)") != std::string::npos);
    const auto smokeOnGts = parsePlayState(gts.grid(), *gts.rules(), {"D2"}, {});
    CHECK_FALSE(smokeOnGts.state);
    CHECK(smokeOnGts.problem.find("--smoke") != std::string::npos);
    CHECK(smokeOnGts.problem.find("gts map") != std::string::npos);
    const auto smokeOnFf = parsePlayState(ff.grid(), *ff.rules(), {"N14:2"}, {});
    REQUIRE(smokeOnFf.state);
    CHECK(smokeOnFf.state->smoke.size() == 1);

    // A hex holds one barrage marker [16.4.2.1].
    PlayText twice;
    twice.barrage = {"D2", "D2:heavy"};
    const auto dup = parsePlayState(gts.grid(), *gts.rules(), {}, twice);
    CHECK_FALSE(dup.state);
    CHECK(dup.problem.find("[16.4.2.1]") != std::string::npos);
}

TEST_CASE("mapInfo and describeHex: Ridge Farm counted and one hex described", "[jobs][map]")
{
    const auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    const InfoResult info = mapInfo(doc);
    REQUIRE(info.done());
    const MapStatistics& s = *info.statistics;
    CHECK(s.grid.find("20 x 15 = 300 hexes") != std::string::npos);
    CHECK(s.labels.find("A1 .. T15") != std::string::npos);
    int byLevel = 0, byType = 0;
    for (const auto& [level, n] : s.hexesByLevel) byLevel += n;
    for (const auto& [type, n] : s.hexesByTerrainType) byType += n;
    CHECK(byLevel == 300);
    CHECK(byType == 300);
    CHECK(s.featuresByTerrain.at("building") >= 2); // the Barn and the Farmhouse at least
    // Nothing wrong: the one remark is the catalog in the sibling folder (../catalogs, line 4).
    REQUIRE(info.findings.size() == 1);
    CHECK(info.findings[0].code == "reference-outside");
    CHECK(info.findings[0].severity == Severity::Info);
    CHECK(info.findings[0].where.line == 4);

    const HexResult bad = describeHex(doc, "U1");
    CHECK(bad.outcome == Outcome::BadInput);
    CHECK(bad.problem.find("'U1'") != std::string::npos);
    const HexResult j8 = describeHex(doc, "J8");
    REQUIRE(j8.done());
    CHECK(j8.hex->label == "J8");
    CHECK(j8.hex->column == 10);
    CHECK(j8.hex->row == 8);
}

TEST_CASE("MapDocument::openText: a recovered text reads its catalog from the file's folder and stays modified until saved", "[jobs][document]")
{
    // The editor's crash recovery: Ridge Farm's text, as an autosave holds it, with the original path kept.
    const std::filesystem::path original = source("maps/boards/ridge-farm.map.xml");
    const auto fromFile = MapDocument::open(original);
    REQUIRE(fromFile.loaded());
    auto doc = MapDocument::openText(formats::writeMapText(fromFile.map()), original);
    REQUIRE(doc.loaded());
    CHECK(doc.file() == original);
    // href "../catalogs/ff-sample.terrain.xml" resolved from maps/boards: the catalog knows buildings.
    CHECK(doc.catalog().find("building") != nullptr);
    CHECK_FALSE(hasCode(doc.findings(), "file-unreadable"));
    CHECK(doc.map().features.size() == 24);
    CHECK(formats::writeMapText(doc.map()) == formats::writeMapText(fromFile.map()));
    CHECK_FALSE(doc.isModified());
    doc.markModified();
    CHECK(doc.isModified());
    CHECK_FALSE(doc.canUndo()); // no step was taken: nothing to undo back to the file

    const auto folder = std::filesystem::temp_directory_path() / ("crestline-open-text-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const auto saved = folder / "ridge-farm.map.xml";
    CHECK_FALSE(crestline::hasErrors(doc.save(saved)));
    CHECK_FALSE(doc.isModified());
    std::filesystem::remove_all(folder);
}
