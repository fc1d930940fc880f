// The background image fit (editor/edit/background.h) and its edit command.
// Every expected transform is worked by hand from a scan laid on the lattice
// at a known scale, rotation or shear; the numbers are binary fractions, so
// the exact solve gives them exactly.

#include "editor/edit/background.h"
#include "editor/edit/map_commands.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::edit;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

geometry::GridSpec flatOdd()
{
    geometry::GridSpec spec;
    spec.orientation = geometry::HexOrientation::FlatTop;
    spec.parity = geometry::OffsetParity::Odd;
    spec.columns = 10;
    spec.rows = 10;
    return spec;
}

maps::ImageTransform transform(double ux, double uy, double u0, double vx, double vy, double v0) { return {ux, uy, u0, vx, vy, v0}; }

} // namespace

TEST_CASE("fit: a scan at 16 px per lattice unit, offset (100, 50): scale and translate from three hex centres", "[edit][background]")
{
    const geometry::HexGrid grid(flatOdd());
    // Flat, odd parity: centre (3 col, 2 row + 1 for odd columns) (docs/map-format.md).
    REQUIRE(grid.centre({0, 0}) == geometry::IPoint{0, 0});
    REQUIRE(grid.centre({2, 0}) == geometry::IPoint{6, 0});
    REQUIRE(grid.centre({0, 1}) == geometry::IPoint{0, 2});
    // Pixel of lattice (u, v) on this scan: (16u + 100, 16v + 50).
    const ImageFit fit = fitToHexCentres({ImagePoint{100, 50}, ImagePoint{196, 50}, ImagePoint{100, 82}}, grid,
                                         {OffsetCoord{0, 0}, OffsetCoord{2, 0}, OffsetCoord{0, 1}});
    INFO(fit.error);
    REQUIRE(fit.transform);
    // u = x/16 - 100/16, v = y/16 - 50/16.
    CHECK(*fit.transform == transform(0.0625, 0, -6.25, 0, 0.0625, -3.125));
    CHECK(fit.rmsResidual == 0);
    CHECK(fit.maxResidual == 0);
}

TEST_CASE("fit: a scan turned 90 degrees, from three corners of one hex", "[edit][background]")
{
    const geometry::HexGrid grid(flatOdd());
    // Hex (1,1): centre (3, 3); flat corners at (+-2, 0) and (+-1, +-1) from it.
    const auto corners = grid.corners({1, 1});
    REQUIRE(corners[0] == geometry::IPoint{5, 3});
    REQUIRE(corners[2] == geometry::IPoint{2, 4});
    REQUIRE(corners[4] == geometry::IPoint{2, 2});
    // The scan's x axis runs along lattice +v, its y axis along lattice -u, 8 px a unit:
    // u = 10 - y/8, v = x/8; so pixel = (8v, 8(10 - u)).
    const ImageFit fit =
        fitToHexCorners({ImagePoint{24, 40}, ImagePoint{32, 64}, ImagePoint{16, 64}}, grid, {1, 1}, {0, 2, 4});
    INFO(fit.error);
    REQUIRE(fit.transform);
    CHECK(*fit.transform == transform(0, -0.125, 10, 0.125, 0, 0));
    CHECK(fit.transform->apply(24, 40) == Point{5, 3});
}

TEST_CASE("fit: a sheared scan, exact from three points and least squares from four", "[edit][background]")
{
    // u = x/4 + y/4, v = y/4.
    const std::vector<ImagePoint> pixels{{0, 0}, {4, 0}, {0, 4}};
    const std::vector<Point> lattice{{0, 0}, {1, 0}, {1, 1}};
    const ImageFit three = fitImage(pixels, lattice);
    REQUIRE(three.transform);
    CHECK(*three.transform == transform(0.25, 0.25, 0, 0, 0.25, 0));

    // A fourth point on the same shear: the same transform, no residual.
    const ImageFit four = fitImage({{0, 0}, {4, 0}, {0, 4}, {4, 4}}, {{0, 0}, {1, 0}, {1, 1}, {2, 1}});
    REQUIRE(four.transform);
    CHECK(*four.transform == transform(0.25, 0.25, 0, 0, 0.25, 0));
    CHECK(four.rmsResidual == 0);
}

TEST_CASE("fit: least squares over a warped unit square gives the plane by hand and its residual", "[edit][background]")
{
    // u at the corners of the unit square: 0, 1, 0 and 1.5 (the scan stretched at one corner); v = y exactly.
    // By the square's symmetry: a = (1 + 1.5 - 0 - 0)/2 = 1.25, b = (0 + 1.5 - 0 - 1)/2 = 0.25,
    // c = mean - a/2 - b/2 = 0.625 - 0.75 = -0.125; every corner is off by 0.125.
    const ImageFit fit = fitImage({{0, 0}, {1, 0}, {0, 1}, {1, 1}}, {{0, 0}, {1, 0}, {0, 1}, {1.5, 1}});
    REQUIRE(fit.transform);
    CHECK(*fit.transform == transform(1.25, 0.25, -0.125, 0, 1, 0));
    CHECK(fit.rmsResidual == 0.125);
    CHECK(fit.maxResidual == 0.125);
}

TEST_CASE("fit: picks on one line, too few or doubled are an error, not a transform", "[edit][background]")
{
    const geometry::HexGrid grid(flatOdd());
    SECTION("image points on one line")
    {
        const ImageFit fit = fitImage({{0, 0}, {10, 10}, {20, 20}}, {{0, 0}, {3, 1}, {0, 2}});
        CHECK_FALSE(fit.transform);
        CHECK(fit.error.find("on the image lie on") != std::string::npos);
    }
    SECTION("three hexes of one column")
    {
        const ImageFit fit = fitToHexCentres({ImagePoint{0, 0}, ImagePoint{50, 0}, ImagePoint{0, 50}}, grid,
                                             {OffsetCoord{0, 0}, OffsetCoord{0, 1}, OffsetCoord{0, 2}});
        CHECK_FALSE(fit.transform);
        CHECK(fit.error.find("hexes or corners") != std::string::npos);
    }
    SECTION("nearly on one line: height 0.5 px over a 100 px side is under 1%, 2 px is not")
    {
        CHECK_FALSE(fitImage({{0, 0}, {100, 0}, {50, 0.5}}, {{0, 0}, {3, 1}, {0, 2}}).transform);
        CHECK(fitImage({{0, 0}, {100, 0}, {50, 2}}, {{0, 0}, {3, 1}, {0, 2}}).transform);
    }
    SECTION("two points, a corner twice, a corner 6, a hex off the map")
    {
        CHECK(fitImage({{0, 0}, {1, 0}}, {{0, 0}, {1, 0}}).error == "three points are needed to place the image");
        const std::array<ImagePoint, 3> px{ImagePoint{0, 0}, ImagePoint{10, 0}, ImagePoint{0, 10}};
        CHECK(fitToHexCorners(px, grid, {1, 1}, {0, 2, 2}).error == "corner 2 is picked twice");
        CHECK(fitToHexCorners(px, grid, {1, 1}, {0, 2, 6}).error == "corner 6 is not a hex corner (0 to 5)");
        CHECK_FALSE(fitToHexCorners(px, grid, {10, 0}, {0, 2, 4}).transform);
    }
}

TEST_CASE("fit: image -> lattice -> image returns the pixel", "[edit][background]")
{
    const maps::ImageTransform turned = transform(0, -0.125, 10, 0.125, 0, 0);
    const Point p = turned.apply(123.5, 77.25);
    CHECK(p == Point{10 - 77.25 / 8, 123.5 / 8});
    const auto back = latticeToImage(turned, p);
    REQUIRE(back);
    CHECK(*back == ImagePoint{123.5, 77.25});

    // A fit from clicks that are not round numbers: back within a millionth of a pixel.
    const ImageFit fit = fitImage({{13.7, 402.1}, {988.3, 377.9}, {501.2, 1203.4}}, {{0, 0}, {30, 0}, {15, 26}});
    REQUIRE(fit.transform);
    for (const ImagePoint q : {ImagePoint{0, 0}, ImagePoint{640.5, 480.25}, ImagePoint{1999, 1}}) {
        const auto r = latticeToImage(*fit.transform, fit.transform->apply(q.x, q.y));
        REQUIRE(r);
        CHECK(r->x == Approx(q.x).margin(1e-6));
        CHECK(r->y == Approx(q.y).margin(1e-6));
    }
    CHECK_FALSE(latticeToImage(transform(1, 2, 0, 2, 4, 0), {1, 1}));
}

TEST_CASE("setBackground: do, undo, redo, and an opacity drag is one step", "[edit][background]")
{
    maps::Map map;
    MapCommandStack stack;
    maps::BackgroundImage scan;
    scan.href = "scans/ridge.png";
    scan.opacity = 0.5;
    scan.transform = transform(0.0625, 0, -6.25, 0, 0.0625, -3.125);

    const maps::MapDelta d = stack.push(setBackground(scan), map);
    CHECK(d.empty());
    REQUIRE(map.background);
    CHECK(*map.background == scan);
    CHECK(stack.undoLabel() == "Set background image");

    maps::BackgroundImage fainter = scan;
    for (const double o : {0.4, 0.3, 0.25}) {
        fainter.opacity = o;
        stack.push(setBackground(fainter), map, 7);
    }
    CHECK(map.background->opacity == 0.25);
    stack.undo(map); // the whole drag
    CHECK(map.background->opacity == 0.5);
    stack.undo(map);
    CHECK_FALSE(map.background);
    stack.redo(map);
    stack.redo(map);
    CHECK(map.background->opacity == 0.25);
    stack.push(setBackground(std::nullopt), map);
    CHECK(stack.undoLabel() == "Remove background image");
    CHECK_FALSE(map.background);
}
