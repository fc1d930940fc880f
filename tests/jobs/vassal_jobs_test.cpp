// VASSAL module export: for every hex of every bundled hex board, the name
// VASSAL's HexGrid / HexGridNumbering rules (HexGrid.getRawColumn/getRawRow,
// HexGridNumbering.getRow/getColumn, RegularGridNumbering.getName; written out
// below from their documented behaviour, not from our exporter) give the
// pixel under our hex centre, computed from the attributes read back out of
// buildFile.xml in the written zip, is our label. Synthetic grids cover
// pointy-top (sideways), even parity, letters on rows, doubled letters past
// Z, digits and separated labels. A label scheme VASSAL cannot express is
// refused and writes nothing (an old file is kept).

#include "editor/jobs/vassal_jobs.h"

#include "geometry/finding_codes.h"

#include <catch2/catch.hpp>
#include <pugixml.hpp>
#include <zip.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

#include "vassal_test_support.h"

namespace {

/// Checks every hex of `grid`: VASSAL's name of the pixel under its centre is its label. Returns the hexes checked.
int checkEveryHex(const geometry::HexGrid& grid, const vassal::BoardFrame& frame, const Vassal& v)
{
    int checked = 0;
    for (int c = 0; c < grid.columns(); ++c)
        for (int r = 0; r < grid.rows(); ++r) {
            const auto centre = grid.centre({c, r});
            const long px = long(std::floor(frame.x(double(centre.u)))), py = long(std::floor(frame.y(double(centre.v))));
            INFO("hex " << grid.label({c, r}) << " at pixel " << px << "," << py);
            CHECK(vassalName(v, px, py) == grid.label({c, r}));
            ++checked;
        }
    return checked;
}

/// The attributes of a VassalGrid as buildFile.xml writes them, read back.
Vassal throughXml(const vassal::VassalGrid& g)
{
    vassal::ModuleInfo info{"t", "", "t", "t.png", 10, 10};
    pugi::xml_document doc;
    REQUIRE(doc.load_string(vassal::buildFileXml(info, g).c_str()));
    return fromXml(doc.select_node("//VASSAL.build.module.map.boardPicker.board.HexGrid").node());
}

} // namespace

TEST_CASE("vassal: every hex of every bundled hex board gets its label from VASSAL's numbering", "[jobs][vassal]")
{
    Scratch scratch;
    int boards = 0;
    for (const char* name : {"ridge-farm", "millbrook", "aldenfeld", "kleinbach"}) {
        INFO(name);
        const auto doc = MapDocument::open(source(std::string("maps/boards/") + name + ".map.xml"));
        const fs::path out = scratch.dir / (std::string(name) + ".vmod");
        VassalOptions options;
        options.out = out;
        const VassalResult r = writeVassalModule(doc, options);
        INFO(r.problem);
        REQUIRE(r.done());
        REQUIRE(r.frame);
        CHECK(r.written == out);

        const auto entries = zipEntries(out);
        REQUIRE(entries.size() == 3);
        REQUIRE(entries.count("buildFile.xml"));
        REQUIRE(entries.count("moduledata"));
        const std::string image = "images/" + doc.map().id + ".png";
        REQUIRE(entries.count(image));

        // The image is a PNG of the frame's size (IHDR width and height, big-endian).
        const std::string& png = entries.at(image);
        REQUIRE(png.size() > 24);
        CHECK(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
        auto be32 = [&](std::size_t at) {
            return (long(std::uint8_t(png[at])) << 24) | (long(std::uint8_t(png[at + 1])) << 16) | (long(std::uint8_t(png[at + 2])) << 8) |
                   long(std::uint8_t(png[at + 3]));
        };
        CHECK(be32(16) == r.frame->width);
        CHECK(be32(20) == r.frame->height);

        pugi::xml_document build;
        REQUIRE(build.load_string(entries.at("buildFile.xml").c_str()));
        const auto module = build.child("VASSAL.build.GameModule");
        REQUIRE(module);
        CHECK(std::string(module.attribute("VassalVersion").value()).rfind("3.7.", 0) == 0);
        const auto board = module.select_node("VASSAL.build.module.Map/VASSAL.build.module.map.BoardPicker/VASSAL.build.module.map.boardPicker.Board").node();
        REQUIRE(board);
        CHECK(std::string(board.attribute("image").value()) == doc.map().id + ".png");
        const Vassal v = fromXml(board.child("VASSAL.build.module.map.boardPicker.board.HexGrid"));
        // At the default 150 dpi a 24 pt hex is 50 px centre to corner: columns 75 px apart, rows 50 * sqrt(3).
        CHECK(v.dx == Approx(75).epsilon(1e-12));
        CHECK(v.dy == Approx(50 * std::sqrt(3.0)).epsilon(1e-12));
        CHECK_FALSE(v.sideways);
        CHECK_FALSE(v.stagger);

        pugi::xml_document data;
        REQUIRE(data.load_string(entries.at("moduledata").c_str()));
        CHECK(std::string(data.child("data").child_value("VassalVersion")).rfind("3.7.", 0) == 0);

        const auto& grid = doc.analysis().grid();
        CHECK(checkEveryHex(grid, *r.frame, v) == grid.count());
        ++boards;
    }
    CHECK(boards == 4);
}

TEST_CASE("vassal: the same names at another dpi", "[jobs][vassal]")
{
    Scratch scratch;
    const auto doc = MapDocument::open(source("maps/boards/millbrook.map.xml"));
    VassalOptions options;
    options.out = scratch.dir / "m.vmod";
    options.dpi = 97; // 24 pt = 32.33 px: neither the spacing nor the map's corner is a whole pixel
    const VassalResult r = writeVassalModule(doc, options);
    REQUIRE(r.done());
    const auto entries = zipEntries(options.out);
    pugi::xml_document build;
    REQUIRE(build.load_string(entries.at("buildFile.xml").c_str()));
    const Vassal v = fromXml(build.select_node("//VASSAL.build.module.map.boardPicker.board.HexGrid").node());
    CHECK(v.dx == Approx(1.5 * 24 * 97 / 72.0).epsilon(1e-12));
    CHECK(checkEveryHex(doc.analysis().grid(), *r.frame, v) == doc.analysis().grid().count());
}

TEST_CASE("vassal: spreadsheet letters past Z are refused and nothing is written", "[jobs][vassal]")
{
    Scratch scratch;
    const fs::path file = source("maps/boards/ridge-farm.map.xml");
    std::string text = slurp(file);
    const auto at = text.find("columns=\"20\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 12, "columns=\"28\""); // A .. AB
    const auto doc = MapDocument::openText(text, file);
    REQUIRE(doc.loaded());
    REQUIRE_FALSE(doc.hasErrors());

    VassalOptions options;
    options.out = scratch.dir / "wide.vmod";
    VassalResult r = writeVassalModule(doc, options);
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(r.problem.find("AB") != std::string::npos);
    CHECK(std::any_of(r.findings.begin(), r.findings.end(), [](const Finding& f) { return hasCode(f, code::VassalGrid); }));
    CHECK_FALSE(fs::exists(options.out));
    CHECK(fs::is_empty(scratch.dir)); // no temporary left either

    // An existing module is kept byte for byte.
    std::ofstream(options.out, std::ios::binary) << "old module";
    r = writeVassalModule(doc, options);
    CHECK(r.outcome == Outcome::BadInput);
    CHECK(slurp(options.out) == "old module");

    // 26 columns (A .. Z) are fine, and replace the old file.
    text.replace(at, 12, "columns=\"26\"");
    const auto fits = MapDocument::openText(text, file);
    r = writeVassalModule(fits, options);
    REQUIRE(r.done());
    CHECK(zipEntries(options.out).size() == 3);
}

TEST_CASE("vassal: a bad --out or --dpi is BadInput and writes nothing", "[jobs][vassal]")
{
    Scratch scratch;
    const auto doc = MapDocument::open(source("maps/boards/kleinbach.map.xml"));
    VassalOptions options;
    options.out = scratch.dir / "k.zip";
    CHECK(writeVassalModule(doc, options).outcome == Outcome::BadInput);
    options.out = scratch.dir / "k.vmod";
    options.dpi = 5;
    CHECK(writeVassalModule(doc, options).outcome == Outcome::BadInput);
    CHECK(fs::is_empty(scratch.dir));
}

TEST_CASE("vassal: synthetic grids (pointy-top, even parity, letters on rows, doubled letters, digits, separated)", "[jobs][vassal]")
{
    using namespace geometry;
    struct Case {
        const char* name;
        HexOrientation orientation;
        OffsetParity parity;
        LabelScheme scheme;
        LetterAxis axis;
        LetterStyle style;
        int columns, rows, firstColumn, firstRow, pad;
        std::string separator;
    };
    const Case cases[] = {
        {"pointy odd letters", HexOrientation::PointyTop, OffsetParity::Odd, LabelScheme::LetterNumber, LetterAxis::Column, LetterStyle::Spreadsheet, 12, 9, 1, 1, 0, ""},
        {"pointy even digits", HexOrientation::PointyTop, OffsetParity::Even, LabelScheme::Digits, LetterAxis::Column, LetterStyle::Spreadsheet, 14, 11, 0, 1, 0, ""},
        {"flat even digits from 0", HexOrientation::FlatTop, OffsetParity::Even, LabelScheme::Digits, LetterAxis::Column, LetterStyle::Spreadsheet, 15, 12, 0, 0, 0, ""},
        {"flat odd doubled past Z", HexOrientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber, LetterAxis::Column, LetterStyle::Doubled, 60, 8, 1, 1, 2, ""},
        {"flat even letters on rows", HexOrientation::FlatTop, OffsetParity::Even, LabelScheme::LetterNumber, LetterAxis::Row, LetterStyle::Spreadsheet, 30, 20, 3, 1, 3, ""},
        {"pointy even letters on rows", HexOrientation::PointyTop, OffsetParity::Even, LabelScheme::LetterNumber, LetterAxis::Row, LetterStyle::Doubled, 9, 40, 1, 1, 0, ""},
        {"flat odd separated negative", HexOrientation::FlatTop, OffsetParity::Odd, LabelScheme::Separated, LetterAxis::Column, LetterStyle::Spreadsheet, 10, 10, -4, -2, 2, "."},
        {"pointy odd separated", HexOrientation::PointyTop, OffsetParity::Odd, LabelScheme::Separated, LetterAxis::Column, LetterStyle::Spreadsheet, 25, 13, 1, 100, 0, "-"},
    };
    for (const Case& k : cases) {
        INFO(k.name);
        GridSpec s;
        s.orientation = k.orientation;
        s.parity = k.parity;
        s.columns = k.columns;
        s.rows = k.rows;
        s.firstColumn = k.firstColumn;
        s.firstRow = k.firstRow;
        s.label.scheme = k.scheme;
        s.label.letterAxis = k.axis;
        s.label.letterStyle = k.style;
        s.label.pad = k.pad;
        s.label.separator = k.separator;
        const HexGrid grid(s);
        REQUIRE(grid.count() == k.columns * k.rows);
        // A frame with R = 40 px: the lattice unit across is 20 px, along sqrt(3) * 20.
        vassal::BoardFrame frame;
        const double across = 20, along = 20 * std::sqrt(3.0);
        frame.unitU = k.orientation == HexOrientation::FlatTop ? across : along;
        frame.unitV = k.orientation == HexOrientation::FlatTop ? along : across;
        const IPoint o = vassal::vassalOriginCentre(grid);
        frame.originX = 131 - double(o.u) * frame.unitU; // the origin hex centre at pixel (131, 77)
        frame.originY = 77 - double(o.v) * frame.unitV;
        std::string problem;
        const auto g = vassal::vassalGrid(grid, frame, &problem);
        INFO(problem);
        REQUIRE(g);
        CHECK(g->grid.sideways == (k.orientation == HexOrientation::PointyTop));
        CHECK(checkEveryHex(grid, frame, throughXml(*g)) == grid.count());
    }
}

TEST_CASE("vassal: grids VASSAL cannot express are refused with the reason", "[jobs][vassal]")
{
    using namespace geometry;
    GridSpec s;
    s.columns = 10;
    s.rows = 10;
    vassal::BoardFrame frame;
    frame.unitU = 20;
    frame.unitV = 20 * std::sqrt(3.0);
    frame.originX = 100;
    frame.originY = 100;
    std::string problem;

    s.firstColumn = 0; // letter-number whose first column has no letter
    CHECK_FALSE(vassal::vassalGrid(HexGrid(s), frame, &problem));
    CHECK(problem.find("no letter") != std::string::npos);

    s.firstColumn = 1;
    s.firstRow = -3;
    s.label.scheme = LabelScheme::Digits; // "-2" in a fixed width, where VASSAL writes "-02"
    CHECK_FALSE(vassal::vassalGrid(HexGrid(s), frame, &problem));
    CHECK(problem.find("negative") != std::string::npos);

    s.firstRow = 1;
    CHECK(vassal::vassalGrid(HexGrid(s), frame, &problem));
    frame.originY = 100.5; // the origin hex centre between two pixels
    CHECK_FALSE(vassal::vassalGrid(HexGrid(s), frame, &problem));
    CHECK(problem.find("whole pixel") != std::string::npos);
}
