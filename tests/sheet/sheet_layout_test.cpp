// The parts of a sheet that decide where things go: the page flow (a table
// that does not fit moves whole to the next page, a table longer than a page
// breaks between rows and repeats its header, a heading is never the last
// thing on a page) and the board (maps joined edge to edge so that the hex
// grid runs on across the seam, turned by their rotations, north up).

#include "formats/render/sheet_board.h"
#include "formats/render/sheet_flow.h"
#include "formats/scenario/scenario_format.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

using namespace crestline;
using namespace crestline::render::sheet;

namespace {

struct Canvas {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10);
    cairo_t* cr = cairo_create(surface);
    ~Canvas()
    {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
};

void block(Flow& flow, double height, double gap = 0) { flow.figure(height, [](cairo_t*, double, double, double) {}, gap); }

// Page of each piece.
std::vector<int> pageOf(const Flow& flow, const std::vector<Page>& pages)
{
    std::vector<int> out(flow.pieces().size(), -1);
    for (std::size_t p = 0; p < pages.size(); ++p)
        for (const Placement& pl : pages[p])
            if (out[std::size_t(pl.piece)] < 0) out[std::size_t(pl.piece)] = int(p);
    return out;
}

} // namespace

TEST_CASE("page flow: figures fill a page and the next starts at the top, its gap dropped", "[sheet][flow]")
{
    Canvas c;
    TextMaker text(c.cr);
    Flow flow(text, 300);
    block(flow, 60);
    block(flow, 30, 10);
    block(flow, 20, 10); // 60 + 10 + 30 + 10 + 20 = 130 > 120: next page
    const auto pages = flow.paginate(120);
    REQUIRE(pages.size() == 2);
    REQUIRE(pages[0].size() == 2);
    CHECK(pages[0][1].y == 70);
    REQUIRE(pages[1].size() == 1);
    CHECK(pages[1][0].y == 0);
}

TEST_CASE("page flow: a heading is never left at the foot of a page", "[sheet][flow]")
{
    Canvas c;
    TextMaker text(c.cr);
    Flow flow(text, 300);
    block(flow, 100);
    flow.heading("Reinforcements", font::kHeading, 0);
    block(flow, 50);
    const auto pages = flow.paginate(140);
    const auto page = pageOf(flow, pages);
    // The heading (about 17 points) would fit under the first block; the block after it would not.
    CHECK(page == std::vector<int>{0, 1, 1});
}

TEST_CASE("page flow: a table that fits on a page is never cut, a longer one breaks between rows and repeats its header", "[sheet][flow]")
{
    Canvas c;
    TextMaker text(c.cr);
    Table t;
    t.columns = {{"Turn", 1}, {"Arrives", 3}};
    for (int i = 1; i <= 6; ++i) t.rows.push_back({std::to_string(i), "a row"});

    Flow small(text, 300);
    const double tableHeight = small.tableHeight(t);
    const double rowHeight = tableHeight / 7; // header and six rows of one line each
    block(small, 2 * rowHeight);
    small.table(t, 0);
    SECTION("moved whole to the next page")
    {
        const auto pages = small.paginate(2 * rowHeight + tableHeight - 1);
        const auto page = pageOf(small, pages);
        CHECK(page == std::vector<int>{0, 1, 1, 1, 1, 1, 1, 1});
    }
    SECTION("longer than a page: rows split between pages, never a row, header again on top")
    {
        // Room for the header and three rows per page.
        const double body = 4 * rowHeight + 1;
        const auto pages = small.paginate(body);
        REQUIRE(pages.size() == 3);
        // Page 1: the block alone. Page 2: header, rows 1-3. Page 3: header again, rows 4-6.
        CHECK(pages[0].size() == 1);
        REQUIRE(pages[1].size() == 4);
        REQUIRE(pages[2].size() == 4);
        CHECK(pages[1][0].piece == 1);
        CHECK(pages[2][0].piece == 1); // the header, repeated
        CHECK(pages[2][1].piece == 5);
        for (const Page& p : pages)
            for (const Placement& pl : p) CHECK(pl.y + small.pieces()[std::size_t(pl.piece)].height <= body);
    }
}

namespace {

struct TwoMaps {
    formats::LoadedScenario loaded;
    std::vector<const maps::MapAnalysis*> analyses;
};

TwoMaps millbrook()
{
    auto r = formats::loadScenario(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library/millbrook-crossroads.scenario.xml");
    REQUIRE(r.ok());
    TwoMaps t{std::move(*r.value), {}};
    t.analyses = {&t.loaded.boards.analysis(0), &t.loaded.boards.analysis(1)};
    return t;
}

// Board-frame position of a map's hex centre (hex units).
geometry::Point centreOnBoard(const PlacedMap& m, geometry::OffsetCoord hex)
{
    const geometry::HexGrid& g = m.map->grid();
    const geometry::Point p = g.toMap(g.centre(hex).toPoint());
    double x = p.u / g.spec().hexSize, y = p.v / g.spec().hexSize;
    cairo_matrix_transform_point(&m.toBoard, &x, &y);
    return {x, y};
}

} // namespace

TEST_CASE("board: maps joined south to north continue one hex grid", "[sheet][board]")
{
    TwoMaps t = millbrook();
    Findings w;
    const BoardLayout b = layoutBoard(t.loaded.scenario, t.analyses, w);
    CHECK(w.empty());
    REQUIRE(b.maps.size() == 2);
    // Both 20 x 15, flat-top: Millbrook's A1 sits where row 16 of Ridge Farm
    // would be, 15 hex heights (15 * sqrt 3 hex sizes) below Ridge Farm's A1.
    const geometry::Point a = centreOnBoard(b.maps[0], {0, 0}), m = centreOnBoard(b.maps[1], {0, 0});
    CHECK(m.u == Approx(a.u).margin(1e-9));
    CHECK(m.v - a.v == Approx(15 * std::sqrt(3.0)).margin(1e-9));
    // The board is one map wide (30.5 hex sizes: 20 columns at 1.5, plus half)
    // and 30 rows and a half high.
    CHECK(b.width() == Approx(30.5).margin(1e-9));
    CHECK(b.height() == Approx(30.5 * std::sqrt(3.0)).margin(1e-9));
}

TEST_CASE("board: joined east to west, the grid runs on by 20 columns", "[sheet][board]")
{
    TwoMaps t = millbrook();
    t.loaded.scenario.joins = {{"ridge-farm", scenarios::MapEdge::East, "millbrook", scenarios::MapEdge::West, {}, 0}};
    Findings w;
    const BoardLayout b = layoutBoard(t.loaded.scenario, t.analyses, w);
    CHECK(w.empty());
    const geometry::Point a = centreOnBoard(b.maps[0], {0, 0}), m = centreOnBoard(b.maps[1], {0, 0});
    CHECK(m.u - a.u == Approx(30).margin(1e-9)); // 20 columns of 1.5 hex sizes
    CHECK(m.v == Approx(a.v).margin(1e-9));
}

TEST_CASE("board: a map turned 180 degrees is joined by its own south edge, and its north points down", "[sheet][board]")
{
    TwoMaps t = millbrook();
    t.loaded.scenario.maps[1].rotation = 180;
    t.loaded.scenario.joins = {{"ridge-farm", scenarios::MapEdge::South, "millbrook", scenarios::MapEdge::South, {}, 0}};
    Findings w;
    const BoardLayout b = layoutBoard(t.loaded.scenario, t.analyses, w);
    REQUIRE(w.size() == 1);
    CHECK(w[0].code == "sheet-north-mismatch");
    // Millbrook's last row (15) now lies along Ridge Farm's row 15, below it;
    // its column A is on the east.
    const geometry::Point ridgeA15 = centreOnBoard(b.maps[0], {0, 14});
    const geometry::Point millT15 = centreOnBoard(b.maps[1], {19, 14}), millA15 = centreOnBoard(b.maps[1], {0, 14});
    CHECK(millT15.v > ridgeA15.v);
    CHECK(millA15.u > millT15.u);
    CHECK(millT15.v - ridgeA15.v < 2); // adjacent rows, not a map away
}

TEST_CASE("board: edges that do not face each other after rotation are reported", "[sheet][board]")
{
    TwoMaps t = millbrook();
    t.loaded.scenario.maps[1].rotation = 90; // Millbrook's north edge now faces east
    Findings w;
    layoutBoard(t.loaded.scenario, t.analyses, w);
    std::set<std::string> codes;
    for (const Finding& f : w) codes.insert(f.code);
    CHECK(codes.count("sheet-join-misfit") == 1);
}

TEST_CASE("board: the whole board turns so the first map's north is up", "[sheet][board]")
{
    TwoMaps t = millbrook();
    t.loaded.scenario.maps[0].rotation = 90;
    t.loaded.scenario.maps[1].rotation = 90;
    // Turned a quarter clockwise on the table, the south-north join now runs
    // west-east; north up turns it back: Millbrook is again below Ridge Farm.
    Findings w;
    const BoardLayout b = layoutBoard(t.loaded.scenario, t.analyses, w);
    CHECK(w.empty());
    const geometry::Point a = centreOnBoard(b.maps[0], {0, 0}), m = centreOnBoard(b.maps[1], {0, 0});
    CHECK(m.u == Approx(a.u).margin(1e-9));
    CHECK(m.v - a.v == Approx(15 * std::sqrt(3.0)).margin(1e-9));
}
