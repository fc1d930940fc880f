// Picture jobs: the outcome of each refusal (argument, map errors, scenario
// with a missing map), that a refused job leaves an old file byte-identical,
// and that a job that runs writes the kind its extension names.

#include "editor/jobs/picture_jobs.h"

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

/// A scratch directory removed at the end of the test.
struct Scratch {
    fs::path dir = fs::temp_directory_path() / ("crestline-picture-jobs-" + std::to_string(::getpid()));
    Scratch() { fs::create_directories(dir); }
    ~Scratch() { fs::remove_all(dir); }
    fs::path file(const std::string& name, const std::string& content) const
    {
        std::ofstream(dir / name, std::ios::binary) << content;
        return dir / name;
    }
};

} // namespace

TEST_CASE("writeMapPicture: bad arguments are BadInput naming the value, the old file is kept", "[jobs][pictures]")
{
    Scratch scratch;
    const auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    const fs::path old = scratch.file("old.png", "old bytes");

    MapPictureOptions o;
    o.out = old;
    o.dpi = 5;
    PictureResult r = writeMapPicture(doc, o);
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("--dpi 5 ") != std::string::npos);

    o.dpi = 150;
    o.hexes = "A1:Z40"; // ridge-farm is A1 .. T15
    r = writeMapPicture(doc, o);
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("Z40") != std::string::npos);
    CHECK(slurp(old) == "old bytes");
    CHECK(r.written.empty());

    o.hexes.clear();
    o.out = scratch.dir / "map.tiff";
    r = writeMapPicture(doc, o);
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("'.tiff'") != std::string::npos);
    CHECK_FALSE(fs::exists(o.out));
}

TEST_CASE("writeMapPicture: a map with errors is refused and nothing is written", "[jobs][pictures]")
{
    Scratch scratch;
    const auto doc = MapDocument::open(source("tests/cli/data/self-intersecting.map.xml"));
    MapPictureOptions o;
    o.out = scratch.dir / "bad.svg";
    const PictureResult r = writeMapPicture(doc, o);
    CHECK(r.outcome == Outcome::Refused);
    CHECK_FALSE(fs::exists(o.out));
}

TEST_CASE("writeMapPicture: an SVG is written over an old file", "[jobs][pictures]")
{
    Scratch scratch;
    const auto doc = MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    MapPictureOptions o;
    o.out = scratch.file("map.svg", "old bytes");
    o.hexes = "A1:E5";
    const PictureResult r = writeMapPicture(doc, o);
    REQUIRE(r.done());
    CHECK(r.written == o.out);
    CHECK(slurp(o.out).find("<svg") != std::string::npos);
}

TEST_CASE("writeSetupSheet: a scenario whose map is missing is BadInput naming the map file", "[jobs][pictures]")
{
    Scratch scratch;
    std::string text = slurp(source("scenarios/library/hold-the-ridge.scenario.xml"));
    const std::string href = "href=\"../../maps/boards/ridge-farm.map.xml\"";
    REQUIRE(text.find(href) != std::string::npos);
    text.replace(text.find(href), href.size(), "href=\"gone.map.xml\"");
    const auto doc = ScenarioDocument::open(scratch.file("gone.scenario.xml", text));
    const PictureResult r = writeSetupSheet(doc, {scratch.dir / "sheet.pdf", "a4", "", ""});
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find((scratch.dir / "gone.map.xml").string()) != std::string::npos);
    CHECK_FALSE(fs::exists(scratch.dir / "sheet.pdf"));
}

TEST_CASE("writeSetupSheet: an unknown paper or side is BadInput naming it, a good sheet is a PDF", "[jobs][pictures]")
{
    Scratch scratch;
    const auto doc = ScenarioDocument::open(source("scenarios/library/hold-the-ridge.scenario.xml"));
    PictureResult r = writeSetupSheet(doc, {scratch.dir / "s.pdf", "a3", "", ""});
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("'a3'") != std::string::npos);
    r = writeSetupSheet(doc, {scratch.dir / "s.pdf", "a4", "soviet", ""});
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("'soviet'") != std::string::npos);
    CHECK_FALSE(fs::exists(scratch.dir / "s.pdf"));
    r = writeSetupSheet(doc, {scratch.dir / "s.pdf", "letter", "", ""});
    REQUIRE(r.done());
    CHECK(slurp(scratch.dir / "s.pdf").rfind("%PDF-", 0) == 0);
}
