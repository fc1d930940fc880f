// Coverage counts worked out by hand on a three-hex matrix, and the
// viewshed and coverage pictures' input checks.

#include "formats/render/analysis_images.h"
#include "render_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::test;
using geometry::los::Cell;
using geometry::los::Verdict;
using render::OutputKind;

TEST_CASE("coverageOf: counts viewers that see each hex clear or hindered", "[render][coverage]")
{
    geometry::GridSpec spec;
    spec.columns = 3;
    spec.rows = 1;
    const geometry::HexGrid grid(spec);
    geometry::los::LosMatrix m(3);
    m.set(0, 1, Cell::of(Verdict::Clear, 1));
    m.set(0, 2, Cell::of(Verdict::Blocked, 1));
    m.set(1, 2, Cell::of(Verdict::Hindered, 2));
    SECTION("all hexes look")
    {
        const auto c = render::coverageOf(grid, m);
        // Hex 0 is seen by 1 (clear); hex 1 by 0 (clear) and 2 (hindered); hex 2 by 1 only (0 is blocked).
        CHECK(c.seenBy == std::vector<int>{1, 2, 1});
        CHECK(c.viewers == 3);
        CHECK(c.most == 2);
    }
    SECTION("only a side's hexes look; duplicates and off-map hexes ignored")
    {
        const std::vector<geometry::OffsetCoord> viewers{{0, 0}, {0, 0}, {7, 0}};
        const auto c = render::coverageOf(grid, m, &viewers);
        CHECK(c.seenBy == std::vector<int>{0, 1, 0});
        CHECK(c.viewers == 1);
        CHECK(c.most == 1);
    }
}

TEST_CASE("viewshed and coverage pictures check their inputs", "[render][coverage]")
{
    const auto b = loadBoard("ridge-farm");
    const std::vector<Cell> tooFew(10);
    const auto v = render::renderViewshedImage(*b->analysis, b->hex("N4"), tooFew, OutputKind::Png, {});
    CHECK(v.error == "viewshed has 10 cells; map ridge-farm has 300 hexes");
    render::Coverage c;
    c.seenBy.assign(5, 0);
    CHECK(render::renderCoverageImage(*b->analysis, c, OutputKind::Png, {}).error == "coverage has 5 hexes; map ridge-farm has 300");
    c.seenBy.assign(300, 1);
    c.most = 1;
    const auto ok = render::renderCoverageImage(*b->analysis, c, OutputKind::Svg, {});
    CHECK(ok.ok());
    CHECK(ok.bytes.find("<svg") != std::string::npos);
}
