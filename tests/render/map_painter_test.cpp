// drawMap, probed pixel by pixel on a cairo image surface (1 point = 1
// pixel): terrain where the map says, setup tints, crest lines on level
// boundaries, the LOS string in its verdict's colour, objectives without VP,
// hexside features, and the frame's crop and turn.

#include "render_fixture.h"

#include "formats/render/style.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::test;
using geometry::Point;
using render::style;

namespace {

/// The colour `c` at opacity `alpha` over the opaque `ground`, as 8-bit pixels.
Pixel blend(const render::Rgba& c, double alpha, const render::Rgba& ground)
{
    auto mix = [&](double x, double g) { return int(std::lround((alpha * x + (1 - alpha) * g) * 255)); };
    return {mix(c.r, ground.r), mix(c.g, ground.g), mix(c.b, ground.b)};
}

} // namespace

TEST_CASE("drawMap: a building is drawn where the map says, open ground beside it", "[render][painter]")
{
    const auto b = loadBoard("ridge-farm");
    Canvas canvas(1920, 1080);
    const render::View view = wholeMap(canvas);
    render::drawMap(canvas.cr(), *b->analysis, view);
    const render::MapFrame frame = render::mapFrame(b->analysis->grid(), view);
    // The barn is the rectangle u 28..29.5, v 14.25..16 (maps/boards/ridge-farm.map.xml).
    // (28.3, 15.0) is inside it, 0.7 lattice units from the J8/K8 and J8/K7 hexsides.
    const Pixel inBarn = canvas.at(frame.user({28.3, 15.0}));
    CHECK(distance(inBarn, pixelOf(style().building.fill)) <= 3);
    // (28.3, 13.5): north of the barn in J7, on the level-1 spur (Long Ridge),
    // no artwork, away from grid lines, centre dot and label.
    REQUIRE(b->analysis->groundLevel({28.3, 13.5}) == 1);
    const Pixel beside = canvas.at(frame.user({28.3, 13.5}));
    CHECK(distance(beside, pixelOf(style().levelColour(1))) <= 3);
    CHECK(distance(inBarn, beside) > 100);
}

TEST_CASE("drawMap: a setup area is tinted in its side's colour", "[render][painter]")
{
    const auto b = loadBoard("ridge-farm");
    Canvas canvas(1920, 1080);
    const render::View view = wholeMap(canvas);
    render::Overlays o;
    o.setupAreas.push_back({1, {b->hex("A2"), b->hex("A3"), b->hex("A4")}, ""});
    render::drawMap(canvas.cr(), *b->analysis, view, o);
    const render::MapFrame frame = render::mapFrame(b->analysis->grid(), view);
    // A3 (0,4) and B2 (3,3) are level-0 open ground; probe each 0.8 east and
    // 0.3 south of its centre dot, clear of lines, dots and labels.
    const Pixel tinted = canvas.at(frame.user({0.8, 4.3}));
    const Pixel plain = canvas.at(frame.user({3.8, 3.3}));
    CHECK(distance(tinted, blend(style().side(1), style().setupTint, style().levelColour(0))) <= 6);
    CHECK(distance(plain, pixelOf(style().levelColour(0))) <= 3);
}

TEST_CASE("drawMap: crest lines are drawn on the boundary of a level area", "[render][painter]")
{
    const auto b = loadBoard("ridge-farm");
    Canvas canvas(800, 500);
    render::View view = wholeMap(canvas);
    view.region = geometry::Box{14, 1, 22, 6};
    view.grid = view.labels = view.centreDots = view.northArrow = view.scaleBar = false;
    render::drawMap(canvas.cr(), *b->analysis, view);
    const render::MapFrame frame = render::mapFrame(b->analysis->grid(), view);
    // Long Ridge (hill-1) has the edge (16, 3.125)-(20, 3.375); its midpoint
    // (18, 3.25) is on the crest line, level 0 lies north of it, level 1 south.
    REQUIRE(b->analysis->groundLevel({18, 2.95}) == 0);
    REQUIRE(b->analysis->groundLevel({18, 3.55}) == 1);
    const Pixel crest = canvas.at(frame.user({18, 3.25}));
    const Pixel north = canvas.at(frame.user({18, 2.95}));
    const Pixel south = canvas.at(frame.user({18, 3.55}));
    CHECK(distance(crest, pixelOf(style().crest.colour)) <= 12);
    CHECK(distance(north, pixelOf(style().levelColour(0))) <= 3);
    CHECK(distance(south, pixelOf(style().levelColour(1))) <= 3);
    CHECK(crest.grey() < north.grey() - 100);
    CHECK(crest.grey() < south.grey() - 100);
}

TEST_CASE("drawMap: the LOS string is drawn in its verdict's colour", "[render][painter][los]")
{
    struct Row {
        const char *board, *from, *to;
        geometry::los::Verdict verdict; // from maps/boards/README.md's LOS tables
    };
    const Row rows[] = {
        {"ridge-farm", "K1", "K13", geometry::los::Verdict::Blocked},
        {"ridge-farm", "L6", "L12", geometry::los::Verdict::Clear},
        {"millbrook", "H3", "I6", geometry::los::Verdict::Hindered},
        {"millbrook", "G6", "L10", geometry::los::Verdict::Blind},
    };
    for (const Row& row : rows) {
        INFO(row.board << " " << row.from << " -> " << row.to);
        const auto b = loadBoard(row.board);
        const geometry::los::Ruling r = b->ruling(row.from, row.to);
        REQUIRE(r.verdict == row.verdict);
        Canvas canvas(1920, 1080);
        const render::View view = wholeMap(canvas);
        render::Overlays o;
        o.los = &r;
        render::drawMap(canvas.cr(), *b->analysis, view, o);
        const render::MapFrame frame = render::mapFrame(b->analysis->grid(), view);
        const Point a = b->analysis->grid().centre(r.from).toPoint(), z = b->analysis->grid().centre(r.to).toPoint();
        const Pixel mid = canvas.at(frame.user({(a.u + z.u) / 2, (a.v + z.v) / 2}));
        CHECK(distance(mid, pixelOf(style().verdict(row.verdict).colour)) <= 6);
    }
}

TEST_CASE("drawMap: an objective without VP draws no number", "[render][painter]")
{
    // Pictures of B2: no objective, an objective with vp unset, with 3 VP
    // and with 0 VP. The number is printed only inside the VP badge, whose
    // yellow appears nowhere else on this part of the map: so count badge
    // pixels. Unset: none (no badge, no number); 0 is a stated value and
    // gets its badge like 3.
    const auto b = loadBoard("ridge-farm");
    auto picture = [&](std::optional<std::optional<int>> vp) {
        auto canvas = std::make_unique<Canvas>(600, 400);
        render::View view = wholeMap(*canvas);
        view.region = geometry::Box{-2, -1, 10, 8};
        render::Overlays o;
        if (vp) o.objectives.push_back({b->hex("B2"), *vp, "Farm"});
        render::drawMap(canvas->cr(), *b->analysis, view, o);
        return canvas->pixels();
    };
    const Pixel yellow = pixelOf(style().objectiveBadge);
    auto badgePixels = [&](const std::vector<std::uint32_t>& px) {
        int n = 0;
        for (std::uint32_t v : px)
            if (distance({int(v >> 16), int((v >> 8) & 0xff), int(v & 0xff)}, yellow) <= 6) ++n;
        return n;
    };
    const auto none = picture(std::nullopt), unset = picture(std::optional<int>{}), three = picture(3), zero = picture(0);
    REQUIRE(none.size() == unset.size());
    CHECK(none != unset); // the objective's outline and name are drawn
    CHECK(three != unset);
    CHECK(three != zero); // different numbers
    CHECK(badgePixels(none) == 0);
    CHECK(badgePixels(unset) == 0);
    CHECK(badgePixels(three) > 20);
    CHECK(badgePixels(zero) > 20);
}

TEST_CASE("drawMap: a hexside feature is drawn on its hexside", "[render][painter]")
{
    auto b = loadBoard("ridge-farm");
    // A wall on B2's N hexside: side 4, corners (2,2)-(4,2); midpoint (3,2).
    maps::HexsideFeature wall;
    wall.hex = b->hex("B2");
    wall.side = 4;
    wall.terrain = "wall";
    b->map.hexsides.push_back(wall);
    maps::MapAnalysis analysis(b->map, b->catalog);
    Canvas canvas(600, 400);
    render::View view = wholeMap(canvas);
    view.region = geometry::Box{-2, -1, 10, 8};
    view.labels = false;
    render::drawMap(canvas.cr(), analysis, view);
    const render::MapFrame frame = render::mapFrame(analysis.grid(), view);
    // The wall is 0.07 hex sizes (about 3.6 pt) wide; the one-pixel grid line
    // is drawn over its middle, so probe 1.2 pt beside the hexside.
    const Point mid = frame.user({3, 2});
    CHECK(distance(canvas.at(mid.u, mid.v + 1.2), pixelOf(style().wall.outline.colour)) <= 12);
    // The same hexside's neighbour without a wall: B3's N side (3,4) has only the grid line.
    CHECK(canvas.at(frame.user({3, 4})).grey() > 120);
}

TEST_CASE("mapFrame: the region fills the view and the turn is counter-clockwise", "[render][painter]")
{
    const auto b = loadBoard("ridge-farm");
    render::View view;
    view.width = 400;
    view.height = 400;
    view.region = geometry::Box{0, 0, 12, 8};
    // Map units: 12 lattice u = 360, 8 lattice v = 8 * 60 * sqrt(3) / 2 = 415.7;
    // the height decides: 400 / 415.7 points per map unit.
    const render::MapFrame f = render::mapFrame(b->analysis->grid(), view);
    CHECK(f.pointsPerMapUnit == Approx(400 / (8 * 30 * std::sqrt(3.0))));
    CHECK(f.hexPt == Approx(60 * f.pointsPerMapUnit));
    CHECK(f.user({6, 0}).v == Approx(0).margin(1e-9));
    CHECK(f.user({6, 8}).v == Approx(400));
    CHECK(f.user({6, 4}).u == Approx(200));
    // Turned 90 degrees counter-clockwise: east of the centre goes up the page.
    view.rotationDegrees = 90;
    const render::MapFrame t = render::mapFrame(b->analysis->grid(), view);
    const Point centre = t.user({6, 4}), east = t.user({9, 4});
    CHECK(centre.u == Approx(200));
    CHECK(centre.v == Approx(200));
    CHECK(east.u == Approx(200));
    CHECK(east.v < centre.v - 50);
}

TEST_CASE("style: line features have no area fill (an area drawn in one is not painted black)", "[render][painter]")
{
    // docs/rendering.md: walls, hedges, streams and other line features are
    // strokes; TerrainStyle::fill says alpha 0 means no fill. An area a
    // designer draws with such a terrain showed solid black while these
    // fills were `{}` (opaque black).
    for (const render::TerrainStyle* t : {&style().wall, &style().hedge, &style().stream, &style().otherFeature}) {
        INFO(t->name);
        CHECK(t->fill.a == 0);
    }
}
