// The PNG size limits (surface.h: 30000 pixels a side, 250 million in all)
// at their boundaries, for the shared check and for each picture kind that
// computes its whole page before drawing (issue 27 item 9). Pixel sizes are
// points * dpi / 72 rounded; every number below is worked out by hand.

#include "formats/render/analysis_images.h"
#include "formats/render/los_report.h"
#include "formats/render/map_image.h"
#include "formats/render/surface.h"
#include "render_fixture.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::test;
using render::MapImageOptions;
using render::OutputKind;

TEST_CASE("PNG limits: the check at 30000 a side and 250 million in all", "[render][limits]")
{
    // At 72 dpi a point is a pixel.
    CHECK(render::pngSizeError(30000, 100, 72).empty());
    CHECK(render::pngSizeError(30000.49, 100, 72).empty()); // rounds to 30000
    CHECK(render::pngSizeError(30000.5, 100, 72) == "the image would be 30001 x 100 pixels, over the limit of 30000 pixels a side");
    CHECK(render::pngSizeError(100, 30000, 72).empty());
    CHECK(render::pngSizeError(100, 30001, 72) == "the image would be 100 x 30001 pixels, over the limit of 30000 pixels a side");
    // 25000 x 10000 is exactly 250 million; one row more is 250 025 000.
    CHECK(render::pngSizeError(25000, 10000, 72).empty());
    CHECK(render::pngSizeError(25000, 10001, 72) ==
          "the image would be 25000 x 10001 pixels (250025000 in all), over the limit of 250000000 pixels in all");
    // dpi scales points: 768 pt at 96 dpi is 1024 px; 22500 pt is 30000 px, 22500.4 pt 30000.53 -> 30001.
    CHECK(render::pngSizeError(768, 22500, 96).empty());
    CHECK(render::pngSizeError(768, 22500.4, 96) == "the image would be 1024 x 30001 pixels, over the limit of 30000 pixels a side");
    // Far too big is measured, not overflowed: 1e12 pt at 72 dpi.
    CHECK(render::pngSizeError(1e12, 10, 72) == "the image would be 1000000000000 x 10 pixels, over the limit of 30000 pixels a side");
}

TEST_CASE("PNG limits: a Surface over them is refused in words, never by cairo", "[render][limits]")
{
    render::Surface over(OutputKind::Png, 30001, 10, 72);
    cairo_move_to(over.cr(), 0, 0);
    cairo_line_to(over.cr(), 30000, 10);
    cairo_stroke(over.cr()); // drawing on the stand-in is harmless
    std::string error;
    CHECK(over.finish(&error).empty());
    CHECK(error == "the image would be 30001 x 10 pixels, over the limit of 30000 pixels a side");
    render::Surface at(OutputKind::Png, 30000, 1, 72);
    error.clear();
    const std::string bytes = at.finish(&error);
    CHECK(error.empty());
    REQUIRE(bytes.size() > 24);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    auto be = [&](std::size_t i) { return (unsigned(uint8_t(bytes[i])) << 24) | (unsigned(uint8_t(bytes[i + 1])) << 16) |
                                          (unsigned(uint8_t(bytes[i + 2])) << 8) | unsigned(uint8_t(bytes[i + 3])); };
    CHECK(be(16) == 30000);
    CHECK(be(20) == 1);
}

TEST_CASE("PNG limits: a map picture's whole page, at the boundary", "[render][limits]")
{
    const auto b = loadBoard("ridge-farm");
    // Ridge Farm: flat-top, hex size 60; hex (c, r) centred at lattice (3c, 2r + c mod 2), corners u +- 2, v +- 1.
    // Row 1 (A1:T1) spans u -2..59 (61 units) and v -1..2 (3 units). At hex size h pt a u unit is h/2 pt and a
    // v unit h sqrt(3)/2 pt: the map is 30.5 h x 2.598 h pt; the page adds 2 x 18 across and 18 + 28 + 34 + 18 =
    // 98 down (docs/rendering.md "Outputs"). At 720 dpi a point is 10 pixels.
    MapImageOptions o;
    o.hexRange = "A1:T1";
    o.dpi = 720;
    o.hexPt = 97.18; // 10 (30.5 h + 36) = 29999.9 -> 30000 px wide; 10 (98 + 2.598 h) = 3504.8 -> 3505 high
    CHECK(render::validateMapImageOptions(*b->analysis, OutputKind::Png, o).empty());
    o.hexPt = 97.182; // 30000.51 -> 30001 wide; 3504.86 -> 3505 high
    const std::string over = "the image would be 30001 x 3505 pixels, over the limit of 30000 pixels a side; "
                             "lower the dpi or the hex size, or pick a hex range";
    CHECK(render::validateMapImageOptions(*b->analysis, OutputKind::Png, o) == over);
    const auto r = render::renderMapImage(*b->analysis, OutputKind::Png, o);
    CHECK(r.error == over);
    CHECK(r.bytes.empty());
    // The same page as PDF has no pixel limit.
    CHECK(render::validateMapImageOptions(*b->analysis, OutputKind::Pdf, o).empty());
}

TEST_CASE("PNG limits: a key below the map counts (coverage picture)", "[render][limits]")
{
    const auto b = loadBoard("ridge-farm");
    // Column A (A1:A15): u -2..2 (4 units), v -1..29 (30 units): the map is 2 h x 25.9808 h pt, the page
    // max(2 h + 36, 360) = 360 pt wide and 98 + 25.9808 h high, plus the coverage key: 24 + 6 pt.
    // h = 110.93: 25.98076 h = 2882.046; without the key 98 + 2882.046 = 2980.046 pt -> 29800 px at
    // 720 dpi, within the limit; with it 3010.046 pt -> 30100 px, over it.
    MapImageOptions o;
    o.hexRange = "A1:A15";
    o.dpi = 720;
    o.hexPt = 110.93;
    CHECK(render::validateMapImageOptions(*b->analysis, OutputKind::Png, o).empty());
    render::Coverage c;
    c.seenBy.assign(300, 1);
    c.most = 1;
    const auto r = render::renderCoverageImage(*b->analysis, c, OutputKind::Png, o);
    CHECK(r.error == "the image would be 3600 x 30100 pixels, over the limit of 30000 pixels a side; "
                     "lower the dpi or the hex size, or pick a hex range");
    CHECK(r.bytes.empty());
}

TEST_CASE("PNG limits: an LOS report page, just under and just over", "[render][limits]")
{
    const auto b = loadBoard("ridge-farm");
    const auto full = b->ruling("J2", "K10");
    render::LosReportOptions o;
    o.widthPt = 200;
    o.heightPt = 5000;
    o.dpi = 432; // 6 px a point: 1200 x 30000
    const auto under = render::renderLosReport(*b->analysis, *b->scene, full, OutputKind::Png, o);
    INFO(under.error);
    REQUIRE(under.ok());
    auto be = [&](std::size_t i) { return (unsigned(uint8_t(under.bytes[i])) << 24) | (unsigned(uint8_t(under.bytes[i + 1])) << 16) |
                                          (unsigned(uint8_t(under.bytes[i + 2])) << 8) | unsigned(uint8_t(under.bytes[i + 3])); };
    CHECK(be(16) == 1200);
    CHECK(be(20) == 30000);
    o.dpi = 432.01; // 200 pt -> 1200.06 -> 1200; 5000 pt -> 30000.69 -> 30001
    const auto over = render::renderLosReport(*b->analysis, *b->scene, full, OutputKind::Png, o);
    CHECK(over.error == "the image would be 1200 x 30001 pixels, over the limit of 30000 pixels a side; lower the dpi or the page size");
    CHECK(over.bytes.empty());
}
