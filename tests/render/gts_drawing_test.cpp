// Grand Tactical Series boards drawn (docs/rendering-systems.md, "GTS boards"),
// probed pixel by pixel on the fixture tests/cli/data/gts-small.map.xml
// with records added in code (links, entry hexes, a river, catalog rows).
// The fixture is flat-top, odd-q: hex column c, row r (label letter c+1,
// number r+1) has its centre at lattice (3c, 2r + c mod 2), corners at
// (+-2, 0) and (+-1, +-1) from it; so a hexside between two hexes of one
// column is horizontal, u from 3c - 1 to 3c + 1.

#include "render_fixture.h"

#include "formats/render/los_report.h"
#include "formats/render/map_image.h"
#include "formats/render/gts/gts_style.h"
#include "geometry/los/ruling.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace crestline;
using namespace crestline::test;
using geometry::OffsetCoord;
using geometry::Point;
using render::style;

namespace {

/// The fixture, with whatever the test adds before `refresh()`.
struct GtsBoard {
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<geometry::los::Scene> scene;

    GtsBoard()
    {
        auto r = formats::loadMap(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "tests/cli/data/gts-small.map.xml");
        REQUIRE(r.ok());
        map = std::move(r.value->map);
        catalog = std::move(r.value->catalog);
        refresh();
    }
    void refresh()
    {
        analysis = std::make_unique<maps::MapAnalysis>(map, catalog);
        scene = std::make_unique<geometry::los::Scene>(maps::buildLosScene(*analysis));
    }
    /// "A1" is (0, 0), as the fixture labels hexes.
    static OffsetCoord hex(const char* label) { return {label[0] - 'A', std::atoi(label + 1) - 1}; }
    /// The side of `a` facing the adjacent `b`.
    int side(const char* a, const char* b) const
    {
        for (int k = 0; k < 6; ++k)
            if (analysis->grid().neighbour(hex(a), k) == hex(b)) return k;
        FAIL("not adjacent: " << a << " " << b);
        return -1;
    }
    void addHexside(const char* a, const char* b, const char* terrain)
    {
        maps::HexsideFeature f;
        f.hex = hex(a);
        f.side = side(a, b);
        f.terrain = terrain;
        map.hexsides.push_back(f);
    }
    void addLink(const char* terrain, std::initializer_list<const char*> hexes)
    {
        maps::HexLink l;
        l.terrain = terrain;
        for (const char* h : hexes) l.hexes.push_back(hex(h));
        map.links.push_back(l);
    }
    void addTerrainRow(const char* id, maps::LosRole los, maps::TerrainKind kind, const char* move = "")
    {
        maps::Terrain t;
        t.id = id;
        t.name = id;
        t.kind = kind;
        t.precedence = 50;
        t.los = los;
        t.move = {move, move, move};
        catalog.terrains.push_back(t);
    }
    geometry::los::Ruling ruling(const char* from, const char* to) const
    {
        return geometry::los::rulesFor("gts")->check(*scene, hex(from), hex(to), {}, geometry::los::Detail::Full);
    }
};

/// The lattice centre of hex c.r on the fixture.
Point centre(const char* label)
{
    const OffsetCoord h = GtsBoard::hex(label);
    return {3.0 * h.col, 2.0 * h.row + (h.col % 2)};
}

struct Picture {
    Canvas canvas{600, 800};
    render::View view;
    render::MapFrame frame;

    Picture(const GtsBoard& b, const render::Overlays& o = {})
    {
        view = wholeMap(canvas);
        view.northArrow = view.scaleBar = false;
        render::drawMap(canvas.cr(), *b.analysis, view, o);
        frame = render::mapFrame(b.analysis->grid(), view);
    }
    Pixel at(Point lattice, double dxPt = 0, double dyPt = 0) const
    {
        const Point u = frame.user(lattice);
        return canvas.at(u.u + dxPt, u.v + dyPt);
    }
};

Pixel blend(const render::Rgba& c, const render::Rgba& ground)
{
    auto mix = [&](double x, double g) { return int(std::lround((c.a * x + (1 - c.a) * g) * 255)); };
    return {mix(c.r, ground.r), mix(c.g, ground.g), mix(c.b, ground.b)};
}

const render::GtsStyle& gts() { return render::gtsStyle(); }

} // namespace

TEST_CASE("gts drawing: each hex tinted with its whole-hex terrain, the centre dot in the terrain's colour", "[render][gts]")
{
    GtsBoard b;
    const Picture pic(b);
    REQUIRE(pic.frame.hexPt > 30);
    // (1.0, 0.4) lattice units from a centre: inside the hex, clear of the dot, the label and the grid.
    const Point off{1.0, 0.4};
    auto inside = [&](const char* h) { return pic.at({centre(h).u + off.u, centre(h).v + off.v}); };
    CHECK(distance(inside("A2"), pixelOf(gts().woods.fill)) <= 3);
    CHECK(distance(inside("E2"), pixelOf(gts().orchard.fill)) <= 3);
    CHECK(distance(inside("B5"), pixelOf(gts().open.fill)) <= 3); // nothing painted: the catalog's default type, open
    CHECK(distance(pic.at({centre("H2").u + 0.6, centre("H2").v + 0.4}), pixelOf(gts().town.fill)) <= 3); // town under a raised road
    CHECK(distance(pic.at(centre("A2")), pixelOf(gts().woods.dot)) <= 3);
    CHECK(distance(pic.at(centre("E3")), pixelOf(gts().orchard.dot)) <= 3);
    CHECK(distance(pic.at(centre("B5")), pixelOf(gts().open.dot)) <= 3);
    CHECK(distance(pic.at(centre("H2")), pixelOf(gts().town.dot)) <= 3);
    // Woods and open must not look alike: in colour and in greyscale.
    CHECK(distance(inside("A2"), inside("B5")) > 60);
    CHECK(inside("A2").grey() < inside("B5").grey() - 30);
}

TEST_CASE("gts drawing: an id the table lacks falls back by its chart row, a row no Movement Class enters has no dot", "[render][gts]")
{
    GtsBoard b;
    b.addTerrainRow("lake", maps::LosRole::Clear, maps::TerrainKind::Type, "P");
    b.addTerrainRow("vineyard", maps::LosRole::Pair, maps::TerrainKind::Type, "2");
    b.map.hexTerrain.push_back({GtsBoard::hex("D5"), "lake", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({GtsBoard::hex("D8"), "vineyard", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({GtsBoard::hex("B8"), "no-such-terrain", {}, 0, std::nullopt});
    b.refresh();
    CHECK(&gts().hex("lake", b.catalog.find("lake")) == &gts().noEntry);
    CHECK(&gts().hex("vineyard", b.catalog.find("vineyard")) == &gts().otherPair);
    CHECK(&gts().hex("no-such-terrain", nullptr) == &gts().unknown);
    const Picture pic(b);
    // No dot: within a dot's radius of the no-entry hex's centre only its hatched grey (the darkest of it, a hatch
    // line at 70 % over the grey, is about grey 90), nothing as dark as a dot's colour or its ring; a dotted hex has them.
    const double r = gts().dotRadius.at(pic.frame.hexPt);
    auto darkest = [&](const char* h) {
        int least = 255;
        for (double dx = -0.8 * r; dx <= 0.8 * r; dx += 0.5)
            for (double dy = -0.8 * r; dy <= 0.8 * r; dy += 0.5)
                if (dx * dx + dy * dy <= 0.64 * r * r) least = std::min(least, pic.at(centre(h), dx, dy).grey());
        return least;
    };
    INFO("darkest near the centre of D5: " << darkest("D5"));
    CHECK(darkest("D5") > 80);
    CHECK(darkest("A2") < 80); // woods: its dark green dot (grey 80) in a ring (grey about 60)
    const Pixel lake = pic.at({centre("D5").u + 1.0, centre("D5").v + 0.4});
    CHECK(lake.grey() < pixelOf(gts().open.fill).grey() - 40); // darker than open ground, hatched grey
    CHECK(distance(pic.at(centre("D8")), pixelOf(gts().otherPair.dot)) <= 3);
    CHECK(distance(pic.at(centre("B8")), pixelOf(gts().unknown.dot)) <= 3);
}

TEST_CASE("gts drawing: a crest hexside is a bold brown line on the hexside, a river a blue one", "[render][gts]")
{
    GtsBoard b;
    b.addHexside("D5", "D6", "river");
    b.refresh();
    const Picture pic(b);
    // C2|C3 (the fixture's crest): u 5..7 at v = 3. The one-pixel grid line runs along its middle: probe 1.3 pt beside it.
    CHECK(distance(pic.at({6.4, 3}, 0, 1.3), pixelOf(gts().crest.line.colour)) <= 12);
    CHECK(distance(pic.at({6.4, 3}, 0, -1.3), pixelOf(gts().crest.line.colour)) <= 12);
    // C3|C4 has no crest: open ground there.
    CHECK(distance(pic.at({6.4, 5}, 0, 1.3), pixelOf(gts().open.fill)) <= 3);
    // D5|D6 (u 8..10, v = 10): the river.
    CHECK(distance(pic.at({9.4, 10}, 0, 1.3), pixelOf(gts().river.line.colour)) <= 12);
    CHECK(distance(pixelOf(gts().river.line.colour), pixelOf(gts().crest.line.colour)) > 150);
}

TEST_CASE("gts drawing: a bridge lies across its hexside", "[render][gts]")
{
    GtsBoard b;
    const Picture pic(b);
    // F2|F3 (the fixture's bridge): midpoint (15, 4), the hexside horizontal; the deck runs hex to
    // hex (up and down the page) 0.31 hex sizes each way. Into F2, 0.2 hex sizes up: the deck.
    const double h = pic.frame.hexPt;
    CHECK(distance(pic.at({15, 4}, 0, -0.2 * h), pixelOf(gts().bridge.fill)) <= 6);
    // The same place on the hexside without a bridge (C3|C4 at (6, 5)): open ground.
    CHECK(distance(pic.at({6, 5}, 0, -0.2 * h), pixelOf(gts().open.fill)) <= 3);
    // Along the hexside, beyond the deck's width (0.24 hex sizes): no deck.
    CHECK(distance(pic.at({15, 4}, 0.3 * h, -0.2 * h), pixelOf(gts().bridge.fill)) > 20);
}

TEST_CASE("gts drawing: an observation post is a triangle and a strongpoint a star, each in its hex", "[render][gts]")
{
    GtsBoard b;
    const Picture pic(b);
    const double h = pic.frame.hexPt;
    // The OP is drawn half a hex size left of the centre dot, the strongpoint half a hex size right of it.
    CHECK(distance(pic.at(centre("H1"), -0.5 * h, 0), pixelOf(gts().observationPost)) <= 6); // H1: observation post
    CHECK(distance(pic.at(centre("G1"), 0.5 * h, 0), pixelOf(gts().strongpoint)) <= 6);      // G1: strongpoint
    // The other side of each is open ground: a strongpoint is no OP, nor the reverse.
    CHECK(distance(pic.at(centre("G1"), -0.5 * h, 0), pixelOf(gts().open.fill)) <= 3);
    CHECK(distance(pic.at(centre("H1"), 0.5 * h, 0), pixelOf(gts().open.fill)) <= 3);
    // A star, not a disc: between two points of the star, at 90 % of its radius, no star.
    const double r = 0.55 * gts().symbolSize.at(h);
    const double a = -M_PI / 2 + M_PI / 5; // between the top point and the next
    const Pixel gap = pic.at(centre("G1"), 0.5 * h + 0.9 * r * std::cos(a), 0.04 * gts().symbolSize.at(h) + 0.9 * r * std::sin(a));
    CHECK(distance(gap, pixelOf(gts().strongpoint)) > 60);
}

TEST_CASE("gts drawing: roads run hex centre to hex centre, a raised road has embankment ticks, a railroad ties", "[render][gts]")
{
    GtsBoard b;
    b.addLink("road", {"B2", "B3", "B4"});
    b.addLink("raised-road", {"D1", "D2", "D3"});
    b.addLink("railroad", {"A5", "A6", "A7"});
    b.addLink("trail", {"B6", "B7", "B8"});
    b.refresh();
    const Picture pic(b);
    const double h = pic.frame.hexPt;
    // On the road between B2 (3, 3) and B3 (3, 5), a quarter of the way: the road's body.
    CHECK(distance(pic.at({3, 3.5}), pixelOf(gts().road.body.colour)) <= 6);
    CHECK(distance(pic.at({3, 3.5}, 0.2 * h, 0), pixelOf(gts().open.fill)) <= 3); // beside it, open ground
    // Pixels down the line, `dx` points beside it, from 0.2 hex sizes past the first centre to just before the hexside
    // (the next hex's label, drawn over roads, lies beyond it): how many pass `test`.
    auto count = [&](Point from, Point to, double dx, auto test) {
        const Point a = pic.frame.user(from), z = pic.frame.user(to);
        int n = 0;
        for (double y = a.v + 0.2 * h; y < (a.v + z.v) / 2 - 0.05 * h; y += 0.5)
            if (test(pic.canvas.at(a.u + dx, y))) ++n;
        return n;
    };
    const render::GtsLinkStyle& raised = gts().raisedRoad;
    auto bank = [&](Pixel x) { return distance(x, pixelOf(raised.embankment.colour)) <= 60; };
    auto open = [&](Pixel x) { return distance(x, pixelOf(gts().open.fill)) <= 6; };
    auto dark = [&](Pixel x) { return x.grey() < 140; };
    const double tickAt = raised.body.width.at(h) / 2 + raised.casing.width.at(h) + raised.embankment.width.at(h) / 2;
    CHECK(count(centre("D1"), centre("D2"), tickAt, bank) >= 3); // ticks ...
    CHECK(count(centre("D1"), centre("D2"), tickAt, open) >= 6); // ... with open ground between them
    CHECK(count(centre("B2"), centre("B3"), tickAt, bank) == 0); // a plain road has none
    const render::GtsLinkStyle& rail = gts().railroad;
    const double tieAt = rail.body.width.at(h) / 2 + 0.25 * rail.ties.width.at(h);
    CHECK(count(centre("A5"), centre("A6"), tieAt, dark) >= 2);
    CHECK(count(centre("A5"), centre("A6"), tieAt, open) >= 6);
    CHECK(count(centre("B6"), centre("B7"), tieAt, dark) == 0); // a trail has no ties
}

TEST_CASE("gts drawing: an entry hex is ringed in its side's colour, and prints its Division symbols", "[render][gts]")
{
    GtsBoard b;
    b.map.entries.push_back({GtsBoard::hex("B10"), {"21Pz", "116"}, "German", {}, 0});
    b.map.entries.push_back({GtsBoard::hex("D10"), {"3Armd"}, "US", {}, 0});
    b.refresh();
    const Picture pic(b);
    // The ring joins the corners pulled in to 88 %: on the NW-to-W edge of B10 (centre (3, 19)), at its middle.
    const Point c = centre("B10"), c2 = centre("D10");
    const Point ring{c.u + 0.88 * -1.5, c.v + 0.88 * -0.5};
    CHECK(distance(pic.at(ring), pixelOf(style().side(0))) <= 20);
    CHECK(distance(pic.at({c2.u + 0.88 * -1.5, c2.v + 0.88 * -0.5}), pixelOf(style().side(1))) <= 20);
    if (std::system("command -v pdftotext >/dev/null 2>&1") != 0) {
        WARN("pdftotext (poppler-utils) not installed: the Division symbols' text not checked");
        return;
    }
    render::MapImageOptions options;
    options.hexPt = 40;
    const auto r = render::renderMapImage(*b.analysis, render::OutputKind::Pdf, options);
    REQUIRE(r.ok());
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    const std::string pdf = dir + "/gts-entries.pdf", txt = dir + "/gts-entries.txt";
    std::ofstream(pdf, std::ios::binary) << r.bytes;
    REQUIRE(std::system(("pdftotext '" + pdf + "' '" + txt + "'").c_str()) == 0);
    std::stringstream text;
    text << std::ifstream(txt).rdbuf();
    CHECK(text.str().find("21Pz 116") != std::string::npos);
    CHECK(text.str().find("3Armd") != std::string::npos);
}

TEST_CASE("gts drawing: a barrage marker is a burst, heavy in its own colour", "[render][gts]")
{
    GtsBoard b;
    render::Overlays o;
    o.playMarkers.push_back({GtsBoard::hex("B5"), "barrage-heavy", 0});
    o.playMarkers.push_back({GtsBoard::hex("D5"), "barrage-light", 0});
    const Picture pic(b, o);
    const double h = pic.frame.hexPt;
    // 0.2 hex sizes left of the centre: inside the burst, clear of its "HB" / "LB".
    CHECK(distance(pic.at(centre("B5"), -0.2 * h, 0), blend(gts().barrageHeavy, gts().open.fill)) <= 8);
    CHECK(distance(pic.at(centre("D5"), -0.2 * h, 0), blend(gts().barrageLight, gts().open.fill)) <= 8);
    CHECK(distance(pic.at(centre("F5"), -0.2 * h, 0), pixelOf(gts().open.fill)) <= 3); // no barrage
}

TEST_CASE("gts LOS picture: the crest crossed and the blocking hex are outlined, the rest is not", "[render][gts][los]")
{
    GtsBoard b;
    // C1 -> C4 crosses the crest C2|C3 (spec example 3); A1 -> A3 passes through woods A2 (example 1).
    const geometry::los::Ruling crest = b.ruling("C1", "C4"), woods = b.ruling("A1", "A3");
    REQUIRE(crest.verdict == geometry::los::Verdict::Blocked);
    REQUIRE(woods.verdict == geometry::los::Verdict::Blocked);
    render::Overlays oc, ow;
    oc.los = &crest;
    ow.los = &woods;
    const Picture withCrest(b, oc), withWoods(b, ow);
    // The crest hexside u 5..7 at v = 3; the string runs down u = 6, so probe at u = 5.4, 1.3 pt off the hexside's middle.
    CHECK(distance(withCrest.at({5.4, 3}, 0, 1.3), pixelOf(gts().counted)) <= 12);
    CHECK(distance(withWoods.at({5.4, 3}, 0, 1.3), pixelOf(gts().crest.line.colour)) <= 12); // not counted there: plain crest
    // A2's outline is its hexagon pulled in to 90 %: its lower-left edge, midway, from corner (-1, 1) to (-2, 0) of (0, 2).
    const Point edge{0 + 0.9 * -1.5, 2 + 0.9 * 0.5};
    // 1.3 pt inwards across the edge (user space: the edge runs about (-0.5, -0.86)), clear of the thin ink line on its middle.
    CHECK(distance(withWoods.at(edge, 1.1, -0.65), pixelOf(gts().counted)) <= 40);
    CHECK(distance(withCrest.at(edge, 1.1, -0.65), pixelOf(gts().counted)) > 100);
}

TEST_CASE("gts LOS picture: a tie site is marked, solid when it counted", "[render][gts][los]")
{
    // Spec example 4 on the fixture: A2 -> C2 runs along B1|B2 (u 2..4 at v = 2). Woods in B1 and B2: both nudges count 1.
    GtsBoard b;
    b.map.hexTerrain.push_back({GtsBoard::hex("B1"), "woods", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({GtsBoard::hex("B2"), "woods", {}, 0, std::nullopt});
    b.refresh();
    const geometry::los::Ruling both = b.ruling("A2", "C2");
    const auto* d = std::get_if<geometry::los::GtsDetail>(&both.detail);
    REQUIRE(d);
    REQUIRE(d->ties.size() == 1);
    REQUIRE(d->ties[0].count() == 1);
    GtsBoard clear; // nothing there: the site counts 0
    const geometry::los::Ruling none = clear.ruling("A2", "C2");
    const auto* dn = std::get_if<geometry::los::GtsDetail>(&none.detail);
    REQUIRE(dn);
    REQUIRE(dn->ties.size() == 1);
    REQUIRE(dn->ties[0].count() == 0);
    render::Overlays ob, on;
    ob.los = &both;
    on.los = &none;
    const Picture solid(b, ob), hollow(clear, on);
    // The run's middle, (2.6, 2) (clear of the centre dot's ... of B's dots at (3, 1) and (3, 3)): the tie colour when
    // it counted; paper inside the hollow bar when it did not.
    CHECK(distance(solid.at({2.6, 2}), pixelOf(gts().tie)) <= 12);
    CHECK(distance(hollow.at({2.6, 2}), pixelOf(style().paper)) <= 12);
    CHECK(distance(pixelOf(gts().tie), pixelOf(style().verdict(both.verdict).colour)) > 150);
}

TEST_CASE("gts LOS report: the outcome, the count and the tie in words", "[render][gts][report]")
{
    if (std::system("command -v pdftotext >/dev/null 2>&1") != 0) {
        WARN("pdftotext (poppler-utils) not installed: PDF text not checked");
        return;
    }
    GtsBoard b;
    b.map.hexTerrain.push_back({GtsBoard::hex("B1"), "woods", {}, 0, std::nullopt});
    b.map.hexTerrain.push_back({GtsBoard::hex("B2"), "woods", {}, 0, std::nullopt});
    b.refresh();
    const auto r = render::renderLosReport(*b.analysis, *b.scene, b.ruling("A2", "C2"), render::OutputKind::Pdf);
    REQUIRE(r.ok());
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    const std::string pdf = dir + "/gts-report.pdf", txt = dir + "/gts-report.txt";
    std::ofstream(pdf, std::ios::binary) << r.bytes;
    REQUIRE(std::system(("pdftotext '" + pdf + "' '" + txt + "'").c_str()) == 0);
    std::stringstream text;
    text << std::ifstream(txt).rdbuf();
    const std::string s = text.str();
    CHECK(s.find("BLOCKED") != std::string::npos);
    CHECK(s.find("k = 1 > A = 0") != std::string::npos);
    CHECK(s.find("What counted towards k") != std::string::npos);
    CHECK(s.find("Tie:") != std::string::npos);
    CHECK(s.find("Side profile") == std::string::npos); // no levels in GTS
    CHECK(s.find("Levels:") == std::string::npos);
}

TEST_CASE("gts sample pictures for docs/images", "[render][gts][.images]")
{
    // The fixture with every kind of thing a GTS board draws: a catalog row for each table entry,
    // a river with a bridge and a ferry, crests, roads of every kind, entry hexes, a barrage.
    GtsBoard b;
    using maps::LosRole;
    using maps::TerrainKind;
    for (const char* id : {"rough", "hills", "city"}) b.addTerrainRow(id, LosRole::Clear, TerrainKind::Type, "1");
    b.addTerrainRow("marsh", LosRole::Clear, TerrainKind::Type, "3");
    b.addTerrainRow("no-entry", LosRole::Clear, TerrainKind::Type, "P");
    for (const char* id : {"river", "stream", "ferry"}) b.addTerrainRow(id, LosRole::Clear, TerrainKind::Feature);
    for (const char* id : {"road", "railroad", "trail", "raised-railroad"}) b.addTerrainRow(id, LosRole::Clear, TerrainKind::Feature);
    const std::pair<const char*, const char*> painted[] = {{"B5", "town"}, {"C5", "town"}, {"C6", "city"}, {"A8", "rough"}, {"B8", "rough"},
                                                           {"D7", "marsh"}, {"D8", "marsh"}, {"F6", "hills"}, {"F7", "hills"},
                                                           {"G6", "hills"}, {"H9", "no-entry"}, {"A5", "woods"}, {"E8", "orchard"}};
    for (const auto& [h, t] : painted) b.map.hexTerrain.push_back({GtsBoard::hex(h), t, {}, 0, std::nullopt});
    for (const auto& [x, y] : {std::pair{"A6", "A7"}, {"B6", "B7"}, {"C7", "C8"}, {"D8", "D9"}, {"E8", "E9"}, {"F9", "F10"}})
        b.addHexside(x, y, "river");
    b.addHexside("E9", "F9", "river");
    b.addHexside("C7", "B7", "river");
    b.addHexside("B6", "B7", "bridge");
    b.addHexside("E8", "E9", "ferry");
    b.addHexside("G9", "G10", "stream");
    for (const auto& [x, y] : {std::pair{"F6", "F5"}, {"F6", "E6"}, {"G6", "G5"}, {"G6", "H6"}, {"F7", "E7"}, {"F7", "F8"}})
        b.addHexside(x, y, "crest");
    b.addLink("road", {"A4", "B5", "C5", "D5", "E5", "F5", "G5", "H5"});
    b.addLink("road", {"B5", "B6", "B7", "B8", "B9", "B10"});
    b.addLink("raised-road", {"C5", "C6", "D6", "E7", "F7", "G7", "H7"});
    b.addLink("railroad", {"A9", "B9", "C9", "D9", "E10"});
    b.addLink("raised-railroad", {"E10", "F10", "G10", "H10"});
    b.addLink("trail", {"D1", "D2", "D3", "D4", "C4"});
    b.map.entries.push_back({GtsBoard::hex("A10"), {"21Pz", "116"}, "German", {}, 0});
    b.map.entries.push_back({GtsBoard::hex("H5"), {"3Armd"}, "US", {}, 0});
    b.map.markers.push_back({GtsBoard::hex("F6"), "observation-post", "US", {}, 0});
    b.map.markers.push_back({GtsBoard::hex("C6"), "strongpoint", "German", {}, 0});
    b.refresh();
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    render::MapImageOptions o;
    o.dpi = 110;
    o.hexPt = 36;
    o.title = "GTS drawing sample";
    o.overlays.playMarkers.push_back({GtsBoard::hex("E4"), "barrage-heavy", 0});
    o.overlays.playMarkers.push_back({GtsBoard::hex("D4"), "barrage-light", 0});
    const auto map = render::renderMapImage(*b.analysis, render::OutputKind::Png, o);
    REQUIRE(map.ok());
    std::ofstream(dir + "/gts-board.png", std::ios::binary) << map.bytes;
    render::LosReportOptions ro;
    ro.play.markers = o.overlays.playMarkers;
    for (const auto& [from, to, name] : {std::tuple{"A2", "C2", "gts-report-a2-c2"}, {"F6", "B9", "gts-report-f6-b9"}}) {
        const auto r = render::renderLosReport(*b.analysis, *b.scene, b.ruling(from, to), render::OutputKind::Png, ro);
        REQUIRE(r.ok());
        std::ofstream(dir + "/" + name + ".png", std::ios::binary) << r.bytes;
    }
}

TEST_CASE("gts LOS report: out of range is reported, though the string was never walked", "[render][gts][report]")
{
    // B1 -> B10: d = 9 > M = 8 by clear day [15.4] (the fixture's column B). The ruling has no trace.
    GtsBoard b;
    const geometry::los::Ruling r = b.ruling("B1", "B10");
    const auto* d = std::get_if<geometry::los::GtsDetail>(&r.detail);
    REQUIRE(d);
    REQUIRE(d->outcome == geometry::los::GtsDetail::Outcome::OutOfRange);
    REQUIRE(r.trace.empty());
    const auto report = render::renderLosReport(*b.analysis, *b.scene, r, render::OutputKind::Pdf);
    CHECK(report.ok());
    CHECK(report.error.empty());
    if (std::system("command -v pdftotext >/dev/null 2>&1") != 0) return;
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    const std::string pdf = dir + "/gts-range.pdf", txt = dir + "/gts-range.txt";
    std::ofstream(pdf, std::ios::binary) << report.bytes;
    REQUIRE(std::system(("pdftotext '" + pdf + "' '" + txt + "'").c_str()) == 0);
    std::stringstream text;
    text << std::ifstream(txt).rdbuf();
    CHECK(text.str().find("OUT OF RANGE") != std::string::npos);
    CHECK(text.str().find("d = 9 > M = 8") != std::string::npos);
}

TEST_CASE("gts drawing: without paper (tracing an image) the default type is left untinted, other terrain is not", "[render][gts]")
{
    GtsBoard b;
    Canvas canvas(600, 800);
    cairo_set_source_rgb(canvas.cr(), 0, 0, 1); // stands for the image being traced
    cairo_paint(canvas.cr());
    render::View view = wholeMap(canvas);
    view.paper = false;
    render::drawMap(canvas.cr(), *b.analysis, view);
    const render::MapFrame frame = render::mapFrame(b.analysis->grid(), view);
    auto at = [&](const char* h) { return canvas.at(frame.user({centre(h).u + 1.0, centre(h).v + 0.4})); };
    CHECK(at("B5") == Pixel{0, 0, 255});                                 // open: the image shows
    CHECK(distance(at("A2"), pixelOf(gts().woods.fill)) <= 3);           // woods: tinted
    CHECK(distance(canvas.at(frame.user(centre("B5"))), pixelOf(gts().open.dot)) <= 3); // the dot stays
}
