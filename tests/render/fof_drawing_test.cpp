// Fields of Fire card maps drawn (formats/render/fof_*): the sample map
// maps/boards/mission1.map.xml with its deck, probed at points worked out
// from the layout (card c points across, border band 0.075 c deep, corner
// segments 0.27 c along each edge; docs/rendering-systems.md "FoF card maps"), and
// the expected colours from the deck file read by hand.

#include "formats/render/fof/fof_map_image.h"
#include "formats/render/fof/fof_style.h"
#include "render_fixture.h"
#include "fof_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace crestline;
using crestline::test::Canvas;
using crestline::test::distance;
using crestline::test::pixelOf;

namespace {

constexpr double kCard = 100;

/// Draws `in` at the canvas's origin with 100-point cards; the canvas is 1 pixel per point.
std::unique_ptr<Canvas> draw(const render::FofMapInput& in)
{
    const render::FofLayout layout(in, kCard);
    auto canvas = std::make_unique<Canvas>(int(layout.width()) + 2, int(layout.height()) + 2);
    render::drawFofMap(canvas->cr(), in, layout, 0, 0);
    return canvas;
}

/// The middle of a border segment of cell (c, r): half the band deep, in the middle of the side or 1/8 c along the corner's edge.
std::pair<double, double> segmentPoint(const render::FofLayout& l, int column, int row, maps::CardSegment s)
{
    const render::FofRect r = l.cell(column, row);
    const double half = 0.075 * kCard / 2, along = 0.125 * kCard;
    switch (s) {
    case maps::CardSegment::N: return {r.cx(), r.y + half};
    case maps::CardSegment::S: return {r.cx(), r.y + r.h - half};
    case maps::CardSegment::E: return {r.x + r.w - half, r.cy()};
    case maps::CardSegment::W: return {r.x + half, r.cy()};
    case maps::CardSegment::NE: return {r.x + r.w - along, r.y + half};
    case maps::CardSegment::NW: return {r.x + along, r.y + half};
    case maps::CardSegment::SE: return {r.x + r.w - along, r.y + r.h - half};
    case maps::CardSegment::SW: return {r.x + along, r.y + r.h - half};
    }
    return {0, 0};
}

std::string pdfText(const std::string& bytes, const std::string& name)
{
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    const std::string pdf = dir + "/" + name + ".pdf", txt = dir + "/" + name + ".txt";
    std::ofstream(pdf, std::ios::binary) << bytes;
    REQUIRE(std::system(("pdftotext '" + pdf + "' '" + txt + "'").c_str()) == 0);
    std::stringstream text;
    text << std::ifstream(txt).rdbuf();
    return text.str();
}

bool havePdftotext() { return std::system("command -v pdftotext >/dev/null 2>&1") == 0; }

} // namespace

TEST_CASE("fof layout: Row 1 at the bottom, the Main Staging Area below it, cards apart", "[render][fof]")
{
    const auto loaded = test::loadMission1Map();
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    const render::FofLayout l(in, kCard);
    CHECK(l.columns() == 4);
    CHECK(l.rows() == 3);
    CHECK(l.cell(1, 1).y > l.cell(1, 2).y);              // Row 1 nearest the player: lowest on the page
    CHECK(l.cell(1, 2).y > l.cell(1, 3).y);
    CHECK(l.cell(1, 0).y > l.cell(1, 1).y + kCard);      // the staging row below Row 1, apart from it
    CHECK(l.cell(2, 1).x - (l.cell(1, 1).x + kCard) == l.gap()); // a gap between neighbours
    CHECK(l.gap() > 0);
    CHECK(l.cell(2, 1).x > l.cell(1, 1).x);              // column 1 on the left
    CHECK_FALSE(l.helicopterAreas());                    // the sample holds none
    CHECK(render::fofCellName(3, 2) == "C3R2");
    CHECK(render::fofCellName(3, 0) == "C3R0");
    CHECK(render::fofHelicopterName(maps::HelicopterArea::PickupZone) == "PZ");
    CHECK(render::fofHelicopterName(maps::HelicopterArea::Enroute) == "Enroute");
}

TEST_CASE("fof cards: each border segment dark or white as its card says", "[render][fof]")
{
    const auto loaded = test::loadMission1Map();
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    const render::FofLayout l(in, kCard);
    const auto canvas = draw(in);
    const auto& st = render::fofStyle();
    auto probe = [&](int c, int r, maps::CardSegment s) {
        const auto [x, y] = segmentPoint(l, c, r, s);
        return canvas->at(x, y);
    };
    using S = maps::CardSegment;
    // Card 22 at C1R1 (Woods): every segment dark but S.
    CHECK(distance(probe(1, 1, S::N), pixelOf(st.dark)) < 12);
    CHECK(distance(probe(1, 1, S::SW), pixelOf(st.dark)) < 12);
    CHECK(distance(probe(1, 1, S::S), pixelOf(st.white)) < 12);
    // Card 7 at C2R1 (Open Fields): all white, corners included.
    for (S s : {S::N, S::NE, S::E, S::SE, S::S, S::SW, S::W, S::NW}) CHECK(distance(probe(2, 1, s), pixelOf(st.white)) < 12);
    // Card 23 at C4R2 (Orchard): sides dark, corners white.
    CHECK(distance(probe(4, 2, S::E), pixelOf(st.dark)) < 12);
    CHECK(distance(probe(4, 2, S::NE), pixelOf(st.white)) < 12);
    CHECK(distance(probe(4, 2, S::SW), pixelOf(st.white)) < 12);
    CHECK(distance(probe(4, 2, S::W), pixelOf(st.dark)) < 12);
    // Card 40 at C3R3 (Wooded Slope): N NE W NW dark, E SE S SW white.
    CHECK(distance(probe(3, 3, S::NW), pixelOf(st.dark)) < 12);
    CHECK(distance(probe(3, 3, S::SE), pixelOf(st.white)) < 12);
}

TEST_CASE("fof cards: a Hill card's dark segment darkens the stack's border", "[render][fof]")
{
    // C2R2 is card 28 (N white) on Hill 6 (N dark): the stack's N is dark
    // (fof-los.md "Segments", DECISION); its S is white on both.
    const auto loaded = test::loadMission1Map();
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    const render::FofLayout l(in, kCard);
    const auto canvas = draw(in);
    const auto& st = render::fofStyle();
    const auto [nx, ny] = segmentPoint(l, 2, 2, maps::CardSegment::N);
    const auto [sx, sy] = segmentPoint(l, 2, 2, maps::CardSegment::S);
    CHECK(distance(canvas->at(nx, ny), pixelOf(st.dark)) < 12);
    CHECK(distance(canvas->at(sx, sy), pixelOf(st.white)) < 12);
    // The Hill card shows under the top card, up and to the left of it, in the Hill card's tint.
    const render::FofRect top = l.cell(2, 2);
    CHECK(distance(canvas->at(top.x - 2, top.cy()), pixelOf(st.hill)) < 12);
    // No other stack of the sample has a Hill card: the same place beside C3R2 is the table.
    const render::FofRect plain = l.cell(3, 2);
    CHECK(distance(canvas->at(plain.x - 2, plain.cy()), pixelOf(st.table)) < 12);
}

TEST_CASE("fof cards: a face-down card and the Main Staging Area show card backs", "[render][fof]")
{
    auto loaded = test::loadMission1Map();
    for (maps::CardStack& s : loaded.map.cells)
        if (s.column == 4 && s.row == 3) s.face = maps::CardFace::Down;
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    const render::FofLayout l(in, kCard);
    const auto canvas = draw(in);
    const auto& st = render::fofStyle();
    // A back pixel is the back's colour, the lattice's or a blend of the two (antialiased lattice edges).
    const test::Pixel lo = pixelOf(st.back), hi = pixelOf(st.backMark);
    auto within = [](int v, int a, int b) { return v >= std::min(a, b) - 6 && v <= std::max(a, b) + 6; };
    auto isBack = [&](test::Pixel p) { return within(p.r, lo.r, hi.r) && within(p.g, lo.g, hi.g) && within(p.b, lo.b, hi.b); };
    // Inside the border band's place, 0.2 c in from the corner: on a back only lattice or back colour.
    const render::FofRect down = l.cell(4, 3), up = l.cell(3, 3), staging = l.cell(2, 0);
    CHECK(isBack(canvas->at(down.x + 0.2 * kCard, down.y + 0.2 * kCard)));
    CHECK(isBack(canvas->at(down.x + 0.5 * kCard, down.y + 0.8 * kCard)));
    CHECK(isBack(canvas->at(staging.x + 0.2 * kCard, staging.y + 0.2 * kCard)));
    // The face-up neighbour there is its card's face, not a back; and its dark N segment is not drawn on the back.
    CHECK_FALSE(isBack(canvas->at(up.x + 0.5 * kCard, up.y + 0.8 * kCard)));
    const auto [nx, ny] = segmentPoint(l, 4, 3, maps::CardSegment::N);
    CHECK(distance(canvas->at(nx, ny), pixelOf(st.dark)) > 40); // card 25's N is dark face up
}

TEST_CASE("fof picture: PDF text holds the card data, the level and the cell names", "[render][fof]")
{
    const auto loaded = test::loadMission1Map();
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    const auto r = render::renderFofMapImage(in, render::OutputKind::Pdf, {});
    REQUIRE(r.ok());
    REQUIRE(r.bytes.rfind("%PDF", 0) == 0);
    if (!havePdftotext()) {
        WARN("pdftotext (poppler-utils) not installed: PDF text not checked");
        return;
    }
    const std::string text = pdfText(r.bytes, "fof-mission1-map");
    for (const char* want : {"Level 1", "Hill 6", "Farm", "Village", "Marsh", "C1", "C4", "R0", "R3", "C2R0", "3/2", "SLOW", "LZ", "VOF \u22121"})
        CHECK(text.find(want) != std::string::npos);
    CHECK(text.find("Level 2") == std::string::npos); // no stack is two Hill cards high
}

TEST_CASE("fof picture: a mission's controls, contacts and units", "[render][fof]")
{
    const auto loaded = test::loadMission1Map();
    const auto mission = test::mission1();
    const render::FofMapInput in{&loaded.map, &loaded.decks, &mission};
    const render::FofLayout l(in, kCard);
    const auto canvas = draw(in);
    const auto& st = render::fofStyle();
    // The LOD on the seam between the Main Staging Area and Row 1, over the table between C2R1 and C2R0.
    CHECK(distance(canvas->at(l.cell(2, 1).cx(), l.seamY(0)), pixelOf(st.lod.colour)) < 12);
    // PL 1 between Rows 1 and 2 is dashed: some pixels along it are the line, some the table.
    int on = 0, off = 0;
    for (double x = l.cell(2, 1).x; x < l.cell(2, 1).x + kCard; x += 1)
        (distance(canvas->at(x, l.seamY(1)), pixelOf(st.phaseLine.colour)) < 12 ? on : off) += 1;
    CHECK(on > 20);
    CHECK(off > 10);
    // The right boundary runs dashed down the gap right of column 4; none in the gap between columns 3 and 4.
    int boundary = 0, between = 0;
    for (double y = l.cell(4, 2).y; y < l.cell(4, 2).y + kCard; y += 1) {
        boundary += distance(canvas->at(l.seamX(4), y), pixelOf(st.boundary.colour)) < 30;
        between += distance(canvas->at(l.seamX(3), y), pixelOf(st.boundary.colour)) < 30;
    }
    CHECK(boundary > 20);
    CHECK(between == 0);
    // Contact markers sit by their rows in the left band, none by the staging row.
    const double bandX = 0.37 * kCard; // the marker spans 0.34 c to 0.54 c, its letter the middle

    CHECK(distance(canvas->at(bandX, l.cell(1, 2).cy()), pixelOf(st.contactFill)) < 12);
    CHECK(distance(canvas->at(bandX, l.cell(1, 0).cy()), pixelOf(st.contactFill)) > 60);

    const auto pdf = render::renderFofMapImage(in, render::OutputKind::Pdf, {});
    REQUIRE(pdf.ok());
    if (!havePdftotext()) return;
    const std::string text = pdfText(pdf.bytes, "fof-mission1-marks");
    for (const char* want : {"OBJ 1", "OBJ 2", "AP", "LOD", "PL 1", "LOA", "Left Boundary", "Right Boundary", "1st PLT", "CO HQ"})
        CHECK(text.find(want) != std::string::npos);
}

TEST_CASE("fof picture: options refused with the value named", "[render][fof]")
{
    const auto loaded = test::loadMission1Map();
    const render::FofMapInput in{&loaded.map, &loaded.decks, nullptr};
    render::FofImageOptions o;
    o.dpi = 5;
    CHECK(render::validateFofImageOptions(in, render::OutputKind::Png, o) == "dpi 5 is out of range (10 to 1200)");
    o.dpi = 150;
    o.cardPt = 20;
    CHECK(render::validateFofImageOptions(in, render::OutputKind::Png, o) == "card size 20 pt is out of range (30 to 400)");
    CHECK_FALSE(render::renderFofMapImage(in, render::OutputKind::Png, o).ok());
    CHECK(render::validateFofImageOptions({}, render::OutputKind::Png, {}) == "no card map to draw");
}

TEST_CASE("fof sample pictures for docs/images", "[render][fof][.images]")
{
    const auto loaded = test::loadMission1Map();
    const auto mission = test::mission1();
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    render::FofImageOptions o;
    o.dpi = 110;
    const auto plain = render::renderFofMapImage({&loaded.map, &loaded.decks, nullptr}, render::OutputKind::Png, o);
    REQUIRE(plain.ok());
    std::ofstream(dir + "/fof-mission1-map.png", std::ios::binary) << plain.bytes;
    const auto marked = render::renderFofMapImage({&loaded.map, &loaded.decks, &mission}, render::OutputKind::Png, o);
    REQUIRE(marked.ok());
    std::ofstream(dir + "/fof-mission1-mission.png", std::ios::binary) << marked.bytes;

    // Everything else a mission or map may hold, to look at: helicopter
    // areas, a face-down card, two lines on one seam, an MLR, several
    // controls, a contact and units on one card.
    auto grown = test::loadMission1Map();
    grown.map.helicopterStaging.push_back({maps::HelicopterArea::PickupZone, std::nullopt, {}, 0});
    grown.map.helicopterStaging.push_back({maps::HelicopterArea::Enroute, std::nullopt, {}, 0});
    for (maps::CardStack& c : grown.map.cells)
        if (c.column == 4 && c.row == 3) c.face = maps::CardFace::Down;
    auto busy = mission;
    using namespace scenarios::fof;
    busy.lines.push_back({LineControlKind::PhaseLine, 2, 2, {}, 0});
    busy.lines.push_back({LineControlKind::MainLineOfResistance, 2, 0, {}, 0});
    busy.points.push_back({PointControlKind::RoutePoint, {2, 1}, 1, {}, 0});
    busy.points.push_back({PointControlKind::RoutePoint, {2, 1}, 2, {}, 0});
    busy.points.push_back({PointControlKind::RegisteredTarget, {2, 1}, 1, {}, 0});
    busy.points.push_back({PointControlKind::CasualtyCollection, {2, 1}, 0, {}, 0});
    busy.contacts.push_back({2, true, "", 4, 3, {}, 0});
    UnitPlacement enemy;
    enemy.id = "mg";
    enemy.name = "MG 42";
    enemy.force = Force::Enemy;
    enemy.cell = Cell{3, 2};
    busy.units.push_back(enemy);
    UnitPlacement heli;
    heli.id = "heli";
    heli.name = "3rd PLT";
    heli.helicopter = maps::HelicopterArea::PickupZone;
    busy.units.push_back(heli);
    const auto all = render::renderFofMapImage({&grown.map, &grown.decks, &busy}, render::OutputKind::Png, o);
    REQUIRE(all.ok());
    std::ofstream(dir + "/fof-variants.png", std::ios::binary) << all.bytes;
}
