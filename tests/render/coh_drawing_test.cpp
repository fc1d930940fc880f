// Conflict of Heroes boards drawn (docs/rendering-systems.md, "CoH boards"), probed
// pixel by pixel on a 13 x 10 board built in code. The board is flat-top,
// odd-q: hex (c, r) has its centre at lattice (3c, 2r + c mod 2); side k of a
// hex runs from its corner k to corner k + 1 (HexGrid::corners). Expected
// colours are the style table's entries as docs/rendering.md lists them,
// worked out by hand where a level mixes them.

#include "render_fixture.h"

#include "formats/render/los_report.h"
#include "formats/render/map_image.h"
#include "formats/render/coh/coh_style.h"
#include "geometry/los/ruling.h"
#include "geometry/los/string_walk.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace crestline;
using namespace crestline::test;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::los::CohDetail;
using geometry::los::CohModifier;
using render::style;

namespace {

/// The test board: terrain, levels, a steep side, a wall and a road, as the file header says.
struct CohBoard {
    maps::Map map;
    maps::TerrainCatalog catalog;
    geometry::HexGrid grid;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<geometry::los::Scene> scene;

    static constexpr OffsetCoord kHill{9, 2};       ///< level 2; its side 3 is steep (the neighbour is level 0)
    static constexpr OffsetCoord kHeavyWoods{3, 2};
    static constexpr OffsetCoord kLightWoods{2, 2};
    static constexpr OffsetCoord kWallA{4, 5}, kWallB{4, 6};

    CohBoard()
    {
        catalog.system = "coh";
        catalog.defaultType = "open";
        using maps::LosRole;
        using maps::TerrainKind;
        const std::tuple<const char*, LosRole, TerrainKind> rows[] = {
            {"open", LosRole::Clear, TerrainKind::Type},          {"plowed-field", LosRole::Clear, TerrainKind::Type},
            {"light-woods", LosRole::Obstacle, TerrainKind::Type}, {"heavy-woods", LosRole::Obstacle, TerrainKind::Type},
            {"wood-building", LosRole::Obstacle, TerrainKind::Type}, {"stone-building", LosRole::Obstacle, TerrainKind::Type},
            {"water", LosRole::Clear, TerrainKind::Type},         {"wall", LosRole::Clear, TerrainKind::Feature},
            {"road", LosRole::Clear, TerrainKind::Feature}};
        int precedence = 1;
        for (const auto& [id, los, kind] : rows) {
            maps::Terrain t;
            t.id = t.name = id;
            t.los = los;
            t.kind = kind;
            t.precedence = precedence++;
            catalog.terrains.push_back(t);
        }
        map.id = "coh-test";
        map.name = "CoH test board";
        map.system = "coh";
        map.metresPerHex = 40;
        map.grid.columns = 13;
        map.grid.rows = 10;
        map.grid.hexSize = 60;
        grid = geometry::HexGrid(map.grid);
        paint(kHeavyWoods, "heavy-woods");
        paint(kLightWoods, "light-woods");
        paint({6, 2}, "stone-building");
        paint({6, 4}, "wood-building");
        paint({7, 4}, "wood-building");
        paint({1, 7}, "plowed-field");
        paint({2, 7}, "plowed-field");
        paint({2, 8}, "plowed-field");
        paint({11, 8}, "water");
        paint({12, 8}, "water");
        paint(kHill, "open", 2);
        for (int k = 0; k < 6; ++k)
            if (k != 3) paint(grid.neighbour(kHill, k), k == 1 ? "heavy-woods" : "open", 1);
        addSide(kWallA, kWallB, "wall");
        addSide({5, 5}, {4, 5}, "wall");
        maps::HexLink road;
        road.terrain = "road";
        for (int c = 0; c < 13; ++c) road.hexes.push_back({c, c < 6 ? 6 : 5});
        road.hexes.insert(road.hexes.begin() + 6, {5, 5}); // the bend: (5,6) -> (5,5) -> (6,5)
        map.links.push_back(road);
        refresh();
    }
    void paint(OffsetCoord h, const char* terrain, std::optional<int> level = {})
    {
        map.hexTerrain.push_back({h, terrain, {}, 0, level});
    }
    int side(OffsetCoord a, OffsetCoord b) const
    {
        for (int k = 0; k < 6; ++k)
            if (grid.neighbour(a, k) == b) return k;
        FAIL("not adjacent");
        return -1;
    }
    void addSide(OffsetCoord a, OffsetCoord b, const char* terrain) { map.hexsides.push_back({a, side(a, b), terrain, {}, 0}); }
    void refresh()
    {
        analysis = std::make_unique<maps::MapAnalysis>(map, catalog);
        scene = std::make_unique<geometry::los::Scene>(maps::buildLosScene(*analysis));
    }
    /// The hexside of a facing b, lattice frame.
    std::pair<Point, Point> sideOf(OffsetCoord a, OffsetCoord b) const
    {
        const auto c = grid.corners(a);
        const int k = side(a, b);
        return {c[std::size_t(k)].toPoint(), c[std::size_t((k + 1) % 6)].toPoint()};
    }
    /// The trace of the string from -> to, as the walk of the string gives it, each hex at its level (the report needs one).
    std::vector<geometry::los::TraceStep> trace(OffsetCoord from, OffsetCoord to) const
    {
        std::vector<geometry::los::HexPart> parts;
        geometry::los::walkString(grid, from, to, parts);
        std::vector<geometry::los::TraceStep> t;
        for (const geometry::los::HexPart& part : parts) {
            geometry::los::TraceStep s;
            s.hex = part.hex;
            s.label = grid.label(part.hex);
            s.how = part.how;
            s.role = part.hex == from ? geometry::los::TraceStep::Role::Sighter
                     : part.hex == to ? geometry::los::TraceStep::Role::Target
                                      : geometry::los::TraceStep::Role::Intervening;
            for (const maps::HexTerrain& h : map.hexTerrain)
                if (h.hex == part.hex && h.level) s.level = *h.level;
            t.push_back(s);
        }
        return t;
    }
};

/// The map drawn on a 1300 x 1000 canvas, no centre dots, labels, arrow or scale bar (so hex centres show the tint).
struct Picture {
    Canvas canvas{1300, 1000};
    render::View view;
    render::MapFrame frame;

    Picture(const CohBoard& b, const render::Overlays& o = {})
    {
        view = wholeMap(canvas);
        view.northArrow = view.scaleBar = view.centreDots = view.labels = false;
        render::drawMap(canvas.cr(), *b.analysis, view, o);
        frame = render::mapFrame(b.analysis->grid(), view);
    }
    Pixel at(Point lattice, double dxPt = 0, double dyPt = 0) const
    {
        const Point u = frame.user(lattice);
        return canvas.at(u.u + dxPt, u.v + dyPt);
    }
    /// `t` of the way along the lattice segment a-b, moved `offPt` points across it (towards b-a's left).
    Pixel along(std::pair<Point, Point> s, double t, double offPt) const
    {
        const Point a = frame.user(s.first), b = frame.user(s.second);
        const double len = std::hypot(b.u - a.u, b.v - a.v);
        const Point n{-(b.v - a.v) / len, (b.u - a.u) / len};
        return canvas.at(a.u + (b.u - a.u) * t + n.u * offPt, a.v + (b.v - a.v) * t + n.v * offPt);
    }
};

Point centre(OffsetCoord h) { return {3.0 * h.col, 2.0 * h.row + (h.col % 2)}; }

/// A ruling that sees from (1,0) to (1,4) down column 1 (no ties): smoke +1 in (1,2), smoke +2 in the
/// target, and the string enters the target across its wall side facing (1,3). Hand-built: the
/// picture draws what the ruling says, whichever rules made it.
geometry::los::Ruling seesWithModifiers(const CohBoard& b)
{
    geometry::los::Ruling r;
    r.system = "coh";
    r.from = {1, 0};
    r.to = {1, 4};
    r.verdict = geometry::los::Verdict::Clear;
    r.rule = "[13.0]";
    r.reason = "sees: nothing blocks between B1 and B5 (+2 DM: smoke +2 in the target's hex; +1 DM: fire through smoke +1 in B3)";
    r.trace = b.trace(r.from, r.to);
    CohDetail d;
    d.outcome = CohDetail::Outcome::Sees;
    d.entrySides[0] = b.side({1, 4}, {1, 3});
    CohModifier smokeTarget{CohModifier::Kind::SmokeTarget, 0, 2, {1, 4}, {}, "[13.0]", "smoke +2 in the target's hex"};
    // The rules' own words open with the value and end with the rule (geometry/los/systems/coh/modifiers.cpp).
    CohModifier smokeBetween{CohModifier::Kind::SmokeBetween, 0, 1, {1, 2}, {}, "[13.0]", "+1 DM: fire through smoke +1 in B3 [13.0]"};
    CohModifier wall{CohModifier::Kind::Wall, 0, 1, {1, 4}, OffsetCoord{1, 3}, "[5.0.2]", ""}; // no words: the report says them
    d.modifiers = {smokeTarget, smokeBetween, wall};
    d.attackModifier = 0;
    d.defenceModifier = 4;
    r.detail = d;
    return r;
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

} // namespace

TEST_CASE("coh drawing: woods, field and buildings in their tints", "[render][coh]")
{
    const CohBoard b;
    const Picture pic(b);
    // The hex centres (the motifs keep them clear): heavy woods #6f9f55, light woods #b4d08e,
    // open ground #dde7b4, plowed field #dcc08e under its furrows (so within the furrows' darkening).
    CHECK(distance(pic.at(centre(CohBoard::kHeavyWoods)), {0x6f, 0x9f, 0x55}) <= 6);
    CHECK(distance(pic.at(centre(CohBoard::kLightWoods)), {0xb4, 0xd0, 0x8e}) <= 6);
    CHECK(distance(pic.at(centre({0, 0})), {0xdd, 0xe7, 0xb4}) <= 6);
    // Woods read green: green the largest channel, well above red.
    const Pixel w = pic.at(centre(CohBoard::kHeavyWoods));
    CHECK(w.g > w.r + 30);
    // A stone building's block is grey (#8f8f8f), a wood building's red-brown (#a0523a).
    // (Sampled beside the roof's ridge, which runs through the centre.)
    CHECK(distance(pic.at(centre({6, 2}), 6, 0), {0x8f, 0x8f, 0x8f}) <= 10);
    CHECK(distance(pic.at(centre({6, 4}), 6, 0), {0xa0, 0x52, 0x3a}) <= 10);
}

TEST_CASE("coh drawing: levels are warmer and darker, L1 then L2", "[render][coh]")
{
    const CohBoard b;
    const Picture pic(b);
    // Open #dde7b4 = (221, 231, 180) mixed 24 % per level towards #9a5f28 = (154, 95, 40):
    // L1 (205, 198, 146), L2 (189, 166, 113).
    const OffsetCoord l1 = b.grid.neighbour(CohBoard::kHill, 0);
    CHECK(distance(pic.at(centre(l1)), {205, 198, 146}) <= 6);
    CHECK(distance(pic.at(centre(CohBoard::kHill)), {189, 166, 113}) <= 6);
    CHECK(pic.at(centre(CohBoard::kHill)).grey() < pic.at(centre(l1)).grey());
    CHECK(pic.at(centre(l1)).grey() < pic.at(centre({0, 0})).grey());
}

TEST_CASE("coh drawing: contours on level changes, a steep side hachured heavier", "[render][coh]")
{
    const CohBoard b;
    const Picture pic(b);
    const Pixel contour{0x6b, 0x3f, 0x17}, steep{0x4a, 0x2a, 0x0e};
    // L1 to L0 (the hill's neighbour 0 to its own neighbour 0): the contour line on the hexside.
    const OffsetCoord l1 = b.grid.neighbour(CohBoard::kHill, 0), below = b.grid.neighbour(l1, 0);
    CHECK(distance(pic.along(b.sideOf(l1, below), 0.5, 0), contour) <= 30);
    // The steep side (L2 to L0): drawn in the steep colour, and a hachure runs down from its middle
    // (7 ticks: the middle one at t = 1/2) into the lower hex; the gentle side has none there (4 ticks).
    const OffsetCoord low = b.grid.neighbour(CohBoard::kHill, 3);
    const auto steepSide = b.sideOf(CohBoard::kHill, low);
    CHECK(distance(pic.along(steepSide, 0.25, 0), steep) <= 30);
    const Point m{(steepSide.first.u + steepSide.second.u) / 2, (steepSide.first.v + steepSide.second.v) / 2};
    const Point lowC = centre(low);
    const Point into{m.u + 0.12 * (lowC.u - m.u), m.v + 0.12 * (lowC.v - m.v)};
    CHECK(pic.at(into).grey() < 90);
    const auto gentle = b.sideOf(l1, below);
    const Point gm{(gentle.first.u + gentle.second.u) / 2, (gentle.first.v + gentle.second.v) / 2}, bc = centre(below);
    CHECK(pic.at({gm.u + 0.12 * (bc.u - gm.u), gm.v + 0.12 * (bc.v - gm.v)}).grey() > 150);
    // Level 0 on both sides: no contour (the plain grid line is far lighter and thinner).
    CHECK(pic.along(b.sideOf({0, 0}, {0, 1}), 0.5, 2).grey() > 150);
}

TEST_CASE("coh drawing: a wall is a stone-wall line on its hexside", "[render][coh]")
{
    const CohBoard b;
    const Picture pic(b);
    const double w = render::cohStyle().wall.width.at(pic.frame.hexPt);
    const auto wall = b.sideOf(CohBoard::kWallA, CohBoard::kWallB);
    // Near the line's edges it is the dark mortar #3a3632 all along, on both sides.
    for (double t : {0.2, 0.4, 0.6, 0.8})
        for (double off : {-0.4 * w, 0.4 * w}) CHECK(pic.along(wall, t, off).grey() < 80);
    // Its stones: a row of round light stones along its middle (samples there in the stone colour #c9c3b6).
    int stones = 0;
    for (int i = 1; i < 40; ++i) stones += distance(pic.along(wall, i / 40.0, 0), {0xc9, 0xc3, 0xb6}) <= 30;
    CHECK(stones >= 5);
    // The same hexside of a hex without a wall: not dark there.
    CHECK(pic.along(b.sideOf({8, 5}, {8, 6}), 0.4, 0.4 * w).grey() > 120);
}

TEST_CASE("coh drawing: smoke +1 and +2 are grey puffs, +2 darker", "[render][coh]")
{
    const CohBoard b;
    render::Overlays o;
    o.playMarkers = {{{0, 8}, "smoke+1", 0}, {{4, 8}, "smoke+2", 0}};
    const Picture pic(b, o);
    const double r = render::cohStyle().smokeRadius.at(pic.frame.hexPt);
    // Above the text, inside the upper puff: +1 is #b3b3b3 = 179 at 80 % over the open ground (221, 231, 180):
    // (187, 189, 179); +2 is #6e6e6e = 110 at 85 %: (127, 128, 121), darker.
    const Pixel one = pic.at(centre({0, 8}), 0, -0.6 * r), two = pic.at(centre({4, 8}), 0, -0.6 * r);
    CHECK(distance(one, {187, 189, 179}) <= 8);
    CHECK(distance(two, {127, 128, 121}) <= 8);
}

/// A pixel of the band outlining `hex` (corners pulled in to 88 %), on its side 4-5, inward of the band's ink middle line.
Pixel outlinePixel(const CohBoard& b, const Picture& pic, OffsetCoord hex)
{
    const auto k = b.grid.corners(hex);
    const Point c = centre(hex);
    const Point mid{(k[4].u + k[5].u) / 2.0, (k[4].v + k[5].v) / 2.0};
    const Point ring{c.u + 0.88 * (mid.u - c.u), c.v + 0.88 * (mid.v - c.v)};
    const double wPt = render::cohStyle().decidingWidth.at(pic.frame.hexPt);
    const Point toC = pic.frame.user(c), at = pic.frame.user(ring);
    const double len = std::hypot(toC.u - at.u, toC.v - at.v);
    return pic.canvas.at(at.u + (toC.u - at.u) / len * 0.3 * wPt, at.v + (toC.v - at.v) / len * 0.3 * wPt);
}

TEST_CASE("coh drawing: a blocked ruling outlines its deciding hex in red", "[render][coh]")
{
    const CohBoard b;
    geometry::los::Ruling r;
    r.system = "coh";
    r.from = {1, 2};
    r.to = {5, 2};
    r.verdict = geometry::los::Verdict::Blocked;
    CohDetail d;
    d.outcome = CohDetail::Outcome::Blocked;
    d.hex = CohBoard::kHeavyWoods;
    r.detail = d;
    render::Overlays o;
    o.los = &r;
    const Picture pic(b, o), plain(b);
    // Side 4-5 does not meet the string, so only the outline paints there.
    CHECK(distance(outlinePixel(b, pic, CohBoard::kHeavyWoods), pixelOf(style().blocked.colour)) <= 40);
    CHECK(distance(outlinePixel(b, plain, CohBoard::kHeavyWoods), pixelOf(style().blocked.colour)) > 150);
}

TEST_CASE("coh drawing: a blind ruling outlines the obstacle hex O and hatches the lower end", "[render][coh]")
{
    CohBoard b;
    b.paint({4, 4}, "light-woods");
    b.refresh();
    geometry::los::Ruling r;
    r.system = "coh";
    r.from = b.grid.neighbour(CohBoard::kHill, 4);
    r.to = {3, 4};
    r.levelFrom = 1;
    r.verdict = geometry::los::Verdict::Blind;
    CohDetail d;
    d.outcome = CohDetail::Outcome::Blind;
    d.hex = OffsetCoord{4, 4};
    r.detail = d;
    render::Overlays o;
    o.los = &r;
    const Picture pic(b, o), plain(b);
    const Pixel purple = pixelOf(style().blind.colour);
    CHECK(distance(outlinePixel(b, pic, {4, 4}), purple) <= 40);
    // The lower end (the target, level 0 against the firer's 1): tinted and hatched in the blind purple, so
    // across its inside some samples are far darker than the open ground.
    // (Left of the centre: the string leaves the target up and to the right; inside the dashed outline.)
    int dark = 0;
    for (int i = 0; i <= 8; ++i) dark += pic.at(centre({3, 4}), -6.0 - 3 * i, -12).grey() < 160;
    CHECK(dark >= 2);
    for (int i = 0; i <= 8; ++i) CHECK(plain.at(centre({3, 4}), -6.0 - 3 * i, -12).grey() > 200);
    // The firer's hex is not marked.
    CHECK(distance(outlinePixel(b, pic, r.from), outlinePixel(b, plain, r.from)) <= 6);
}

TEST_CASE("coh drawing: a blind zone outlines each obstacle hex O once, in the blind colour", "[render][coh]")
{
    CohBoard b;
    b.paint({4, 4}, "light-woods");
    b.refresh();
    render::Overlays o;
    // Two hexes blind behind the same woods hex (CoH obstacles are hexes: artwork -1).
    o.blindZone = {{{3, 4}, {3, 4}, {4, 4}, -1}, {{3, 5}, {3, 5}, {4, 4}, -1}};
    o.viewer = b.grid.neighbour(CohBoard::kHill, 4);
    const Picture pic(b, o), plain(b);
    CHECK(distance(outlinePixel(b, pic, {4, 4}), pixelOf(style().blind.colour)) <= 40);
    CHECK(distance(outlinePixel(b, plain, {4, 4}), pixelOf(style().blind.colour)) > 150);
}

TEST_CASE("coh drawing: a ruling that sees shows the wall side it enters on and its smoke", "[render][coh]")
{
    CohBoard b;
    b.addSide({1, 4}, {1, 3}, "wall");
    b.refresh();
    const geometry::los::Ruling r = seesWithModifiers(b);
    render::Overlays o;
    o.los = &r;
    o.playMarkers = {{{1, 2}, "smoke+1", 0}, {{1, 4}, "smoke+2", 0}};
    const Picture pic(b, o), plain(b);
    // The wall side entered: the amber #ffb300 band (70 %) beside the wall line, 0.3 hex wide in all.
    const double w = render::cohStyle().wall.width.at(pic.frame.hexPt);
    const Pixel band = pic.along(b.sideOf({1, 4}, {1, 3}), 0.25, 0.8 * w);
    CHECK(band.r > 200);
    CHECK(band.b < 130);
    CHECK(plain.along(b.sideOf({1, 4}, {1, 3}), 0.25, 0.8 * w).b > 150); // the open ground (b = 180) without the ruling
}

TEST_CASE("coh LOS report: one page, the modifiers one by one with their rules", "[render][coh][report]")
{
    if (std::system("command -v pdftotext >/dev/null 2>&1") != 0) {
        WARN("pdftotext (poppler-utils) not installed: PDF text not checked");
        return;
    }
    CohBoard b;
    b.addSide({1, 4}, {1, 3}, "wall");
    b.paint({1, 0}, "open", 1); // the firer on a hill: +1 AR [11.2]
    b.refresh();
    geometry::los::Ruling r = seesWithModifiers(b);
    r.levelFrom = 1;
    r.trace.front().level = 1;
    auto& d = std::get<CohDetail>(r.detail);
    d.modifiers.push_back({CohModifier::Kind::FirerHigher, 1, 0, r.to, {}, "[11.2]", ""});
    d.attackModifier = 1;
    render::LosReportOptions ro;
    ro.rulesName = "Conflict of Heroes";
    ro.play.markers = {{{1, 2}, "smoke+1", 0}, {{1, 4}, "smoke+2", 0}};
    const auto pdf = render::renderLosReport(*b.analysis, *b.scene, r, render::OutputKind::Pdf, ro);
    REQUIRE(pdf.ok());
    const std::string s = pdfText(pdf.bytes, "coh-report");
    std::size_t pages = 0;
    for (std::size_t at = 0; (at = pdf.bytes.find("/Type /Page", at)) != std::string::npos; at += 4)
        pages += pdf.bytes.compare(at, 12, "/Type /Pages") != 0;
    CHECK(pages == 1);
    CHECK(s.find("SEES") != std::string::npos);
    CHECK(s.find("+2 DM smoke +2 in the target's hex [13.0]") != std::string::npos);
    CHECK(s.find("+1 DM fire through smoke +1 in B3 [13.0]") != std::string::npos); // the value and the rule said once
    CHECK(s.find("SEES: nothing blocks between B1 and B5") != std::string::npos);      // the outcome said once
    CHECK(s.find("SEES: sees") == std::string::npos);
    CHECK(s.find("B5 (+2 DM") == std::string::npos); // the reason's bracketed modifiers: only in the list
    // The wall's words come from the report when the ruling has none (not Detail::Full).
    const std::string target = b.grid.label({1, 4}), across = b.grid.label({1, 3});
    CHECK(s.find("+1 DM the string enters " + target + " across a wall (side facing " + across + ") [5.0.2]") != std::string::npos);
    CHECK(s.find("+1 AR the firer is higher than the target [11.2]") != std::string::npos);
    CHECK(s.find("Total: +1 AR, +4 DM") != std::string::npos);
    CHECK(s.find("+1 AR firer higher") != std::string::npos); // its label on the map, by the firer
    // The side profile: step 2's threshold for two level-0 ends is level 1; CoH has no level below 0.
    CHECK(s.find("ground at level 1+ between the ends blocks (step 2") != std::string::npos);
    CHECK(s.find("level -1") == std::string::npos);
    // The map's labels: each modifier by its hex.
    CHECK(s.find("+1 DM wall") != std::string::npos);
}

TEST_CASE("coh drawing: a 13 x 10 board as PNG, PDF and SVG", "[render][coh]")
{
    const CohBoard b;
    render::MapImageOptions o;
    o.hexPt = 40;
    for (render::OutputKind kind : {render::OutputKind::Png, render::OutputKind::Pdf, render::OutputKind::Svg}) {
        const auto r = render::renderMapImage(*b.analysis, kind, o);
        REQUIRE(r.ok());
        if (kind == render::OutputKind::Png) CHECK(r.bytes.compare(0, 4, "\x89PNG") == 0);
        if (kind == render::OutputKind::Svg) CHECK(r.bytes.find("<svg") != std::string::npos);
        if (kind == render::OutputKind::Pdf) {
            CHECK(r.bytes.compare(0, 5, "%PDF-") == 0);
            if (std::system("command -v pdftotext >/dev/null 2>&1") == 0) CHECK(pdfText(r.bytes, "coh-board").find("L2") != std::string::npos);
        }
    }
}

TEST_CASE("coh sample pictures for docs/images", "[render][coh][.images]")
{
    CohBoard b;
    b.addSide({1, 4}, {1, 3}, "wall");
    b.refresh();
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    render::MapImageOptions o;
    o.dpi = 110;
    o.hexPt = 40;
    o.title = "CoH drawing sample";
    o.overlays.playMarkers = {{{1, 2}, "smoke+1", 0}, {{1, 4}, "smoke+2", 0}};
    const auto map = render::renderMapImage(*b.analysis, render::OutputKind::Png, o);
    REQUIRE(map.ok());
    std::ofstream(dir + "/coh-board.png", std::ios::binary) << map.bytes;
    render::MapImageOptions zoom = o;
    zoom.hexPt = 70;
    zoom.hexRange = "C4:G7";
    const auto near = render::renderMapImage(*b.analysis, render::OutputKind::Png, zoom);
    REQUIRE(near.ok());
    std::ofstream(dir + "/coh-walls.png", std::ios::binary) << near.bytes;
    zoom.hexRange = "H1:L5";
    const auto hill = render::renderMapImage(*b.analysis, render::OutputKind::Png, zoom);
    REQUIRE(hill.ok());
    std::ofstream(dir + "/coh-hill.png", std::ios::binary) << hill.bytes;
    { // The whole board on a 1920 x 1080 screen, as the editor shows it.
        Canvas screen(1920, 1080);
        render::Overlays ov = o.overlays;
        const geometry::los::Ruling r = seesWithModifiers(b);
        ov.los = &r;
        render::drawMap(screen.cr(), *b.analysis, wholeMap(screen), ov);
        cairo_surface_write_to_png(cairo_get_target(screen.cr()), (dir + "/coh-board-1920.png").c_str());
    }
    render::LosReportOptions ro;
    ro.rulesName = "Conflict of Heroes";
    ro.play.markers = o.overlays.playMarkers;
    const auto sees = render::renderLosReport(*b.analysis, *b.scene, seesWithModifiers(b), render::OutputKind::Png, ro);
    REQUIRE(sees.ok());
    std::ofstream(dir + "/coh-report-sees.png", std::ios::binary) << sees.bytes;
    // Blind: the firer on the hill's L1 ring, the woods (L1) between, the lower end at L0 beyond.
    geometry::los::Ruling blind;
    blind.system = "coh";
    blind.from = b.grid.neighbour(CohBoard::kHill, 4);
    blind.to = {3, 4};
    blind.levelFrom = 1;
    blind.verdict = geometry::los::Verdict::Blind;
    blind.rule = "[FF 24.53]";
    blind.reason = "blind hex behind the woods";
        CohDetail d;
    d.outcome = CohDetail::Outcome::Blind;
    d.hex = OffsetCoord{4, 4};
    blind.detail = d;
    b.paint({4, 4}, "light-woods");
    b.refresh();
    blind.trace = b.trace(blind.from, blind.to);
    const auto rb = render::renderLosReport(*b.analysis, *b.scene, blind, render::OutputKind::Png, ro);
    REQUIRE(rb.ok());
    std::ofstream(dir + "/coh-report-blind.png", std::ios::binary) << rb.bytes;
}
