// The Fields of Fire picture jobs: card maps told from hex maps by their
// root, the card-map picture, and the mission sheet from a mission and map
// loaded in memory (Mission 1, tests/render/fof_fixture.h): its refusals
// (size not the mission's, --side, not a PDF) keep an old file as it was;
// and the LOS pictures of a card map (report, viewshed, coverage counts).

#include "../render/fof_fixture.h"
#include "editor/jobs/fof/fof_picture_jobs.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

std::string slurp(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Scratch {
    fs::path dir = fs::temp_directory_path() / ("crestline-fof-jobs-" + std::to_string(::getpid()));
    Scratch() { fs::create_directories(dir); }
    ~Scratch() { fs::remove_all(dir); }
    fs::path file(const std::string& name, const std::string& content) const
    {
        std::ofstream(dir / name, std::ios::binary) << content;
        return dir / name;
    }
};

} // namespace

TEST_CASE("fof jobs: the card-map picture is written in the kind its extension names", "[jobs][pictures][fof]")
{
    Scratch scratch;
    FofMapPictureOptions o;
    o.out = scratch.dir / "m.pdf";
    const PictureResult r = writeFofMapPicture(source("maps/boards/mission1.map.xml"), o);
    REQUIRE(r.done());
    CHECK(r.written == o.out);
    CHECK(slurp(o.out).rfind("%PDF", 0) == 0);
    o.out = scratch.dir / "m.txt";
    CHECK(writeFofMapPicture(source("maps/boards/mission1.map.xml"), o).outcome == Outcome::BadInput);
    o.out = scratch.dir / "h.png";
    const PictureResult hex = writeFofMapPicture(source("maps/boards/ridge-farm.map.xml"), o);
    CHECK(hex.outcome == Outcome::BadInput); // a hex map is not a card map: the card-map reader refuses it
    CHECK_FALSE(fs::exists(o.out));
}

TEST_CASE("fof jobs: the mission sheet from a loaded mission and map, and its refusals", "[jobs][pictures][fof]")
{
    Scratch scratch;
    const auto map = test::loadMission1Map();
    auto mission = test::mission1();
    SheetJobOptions o;
    o.out = scratch.dir / "sheet.pdf";
    const PictureResult r = writeFofMissionSheet(mission, map, o);
    REQUIRE(r.done());
    CHECK(slurp(o.out).rfind("%PDF", 0) == 0);

    const fs::path old = scratch.file("old.pdf", "old bytes");
    o.out = old;
    SECTION("a mission of another size than the map's first rectangle [2.1]")
    {
        mission.columns = 5;
        const PictureResult bad = writeFofMissionSheet(mission, map, o);
        CHECK(bad.outcome == Outcome::Refused);
        CHECK(bad.problem.find("5 columns by 3 rows") != std::string::npos);
    }
    SECTION("--side: a FoF mission has one sheet")
    {
        o.side = "us";
        CHECK(writeFofMissionSheet(mission, map, o).outcome == Outcome::BadInput);
    }
    SECTION("not a PDF")
    {
        o.out = scratch.dir / "sheet.png";
        CHECK(writeFofMissionSheet(mission, map, o).outcome == Outcome::BadInput);
        CHECK_FALSE(fs::exists(o.out));
    }
    SECTION("a map with an unknown card")
    {
        auto broken = test::loadMission1Map();
        broken.map.cells[0].top.number = 99;
        const PictureResult bad = writeFofMissionSheet(mission, broken, o);
        CHECK(bad.outcome == Outcome::Refused);
    }
    CHECK(slurp(old) == "old bytes");
}

TEST_CASE("fof jobs: LOS pictures of a card map", "[jobs][pictures][fof]")
{
    Scratch scratch;
    const FofMapDocument doc = FofMapDocument::open(source("maps/boards/mission1.map.xml"));
    REQUIRE(doc.board());

    // The report rules as the text job does: C1R1 -> C4R1 is blocked at (3,1), card 34's W segment dark (fof-los.md step 7).
    FofLosOptions los;
    los.from = "C1R1";
    los.to = "C4R1";
    const FofLosReportResult report = writeFofLosReport(doc, los, {scratch.dir / "r.svg", 150});
    REQUIRE(report.done());
    REQUIRE(report.view);
    const auto& d = std::get<geometry::los::FofDetail>(report.view->ruling.detail);
    CHECK(d.outcome == geometry::los::FofDetail::Outcome::Blocked);
    CHECK(d.card == geometry::OffsetCoord{3, 1});
    CHECK(slurp(scratch.dir / "r.svg").find("<svg") != std::string::npos);
    // A bad extension is refused before anything is ruled or written; so is a cell with no card.
    CHECK(writeFofLosReport(doc, los, {scratch.dir / "r.txt", 150}).outcome == Outcome::BadInput);
    los.to = "C9R9";
    CHECK(writeFofLosReport(doc, los, {scratch.dir / "x.png", 150}).outcome == Outcome::BadInput);
    CHECK_FALSE(fs::exists(scratch.dir / "x.png"));

    // Coverage, by hand (fof-los.md): C2R1 (card 7) is seen by its five
    // neighbours and by C4R3 (through the corners, card 54's NE and SW
    // white): 6; the Main Staging Area's cards by none under fire [2.4.2].
    const FofCoverageResult coverage = writeFofCoveragePicture(doc, {scratch.dir / "c.png", 72});
    REQUIRE(coverage.done());
    REQUIRE(coverage.cards.size() == coverage.seenBy.size());
    int checked = 0;
    for (std::size_t i = 0; i < coverage.cards.size(); ++i) {
        if (coverage.cards[i] == geometry::OffsetCoord{2, 1}) {
            CHECK(coverage.seenBy[i] == 6);
            ++checked;
        }
        if (coverage.cards[i].row == 0) {
            CHECK(coverage.seenBy[i] == 0);
            ++checked;
        }
    }
    CHECK(checked == 5);
    CHECK(coverage.cards.size() == 16);

    // The viewshed refuses --eye-to (every card is a target) and writes nothing.
    FofViewshedOptions v;
    v.from = "C1R1";
    v.play.eyeTo = 1;
    CHECK(writeFofViewshedPicture(doc, v, {scratch.dir / "v.png", 150}).outcome == Outcome::BadInput);
    CHECK_FALSE(fs::exists(scratch.dir / "v.png"));
    v.play.eyeTo.reset();
    CHECK(writeFofViewshedPicture(doc, v, {scratch.dir / "v.png", 150}).done());
    CHECK(slurp(scratch.dir / "v.png").rfind("\x89PNG", 0) == 0);
}
