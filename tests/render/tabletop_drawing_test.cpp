// 15 mm tabletop tables drawn (formats/render/tabletop_*): the layout worked
// out by hand from docs/rendering-systems.md "Tabletop tables" (PNG and SVG 768 pt
// wide, PDF A4 landscape; margins 18, title band 38, axis band 14, gap 14,
// column 176), and PNG pixels probed where a piece, a team and a hand-made
// ruling's marks must be.

#include "formats/render/tabletop/tabletop_image.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <catch2/catch.hpp>

#include <cairo.h>

#include <cstdlib>
#include <cstring>
#include <string>

using namespace crestline;
namespace tt = geometry::los::tabletop;
using render::OutputKind;

namespace {

maps::TabletopGame hedgerows()
{
    auto r = formats::readTableFile(std::string(CRESTLINE_SOURCE_DIR) + "/maps/tables/hedgerows.table.xml");
    REQUIRE(r.value);
    return *r.value;
}

/// A 24" x 12" table: a building [8,16] x [2,10]; team f (side a) centred (4, 6), team t (side b) centred (20, 6).
maps::TabletopGame smallTable()
{
    const char* xml =
        R"(<table version="1" system="tabletop" id="small" width="24" depth="12" units="inch">
<piece id="1" kind="building" cover="hard" movement="open"><pt x="8" y="2"/><pt x="16" y="2"/><pt x="16" y="10"/><pt x="8" y="10"/></piece>
<side id="a"><unit id="u" training="trained"><team id="f" type="infantry" armour="soft" height="1"><pt x="4.5" y="6.5"/><pt x="3.5" y="6.5"/><pt x="3.5" y="5.5"/><pt x="4.5" y="5.5"/></team></unit></side>
<side id="b"><unit id="v" training="trained"><team id="t" type="infantry" armour="soft" height="1"><pt x="19.5" y="5.5"/><pt x="20.5" y="5.5"/><pt x="20.5" y="6.5"/><pt x="19.5" y="6.5"/></team></unit></side>
</table>)";
    auto r = formats::readTableText(xml, "small.table.xml");
    REQUIRE(r.value);
    return *r.value;
}

/// A decoded PNG.
struct Png {
    cairo_surface_t* surface = nullptr;
    explicit Png(const std::string& bytes)
    {
        struct Reader {
            const std::string* bytes;
            std::size_t at = 0;
        } reader{&bytes};
        surface = cairo_image_surface_create_from_png_stream(
            [](void* closure, unsigned char* data, unsigned int length) {
                auto* r = static_cast<Reader*>(closure);
                if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
                std::memcpy(data, r->bytes->data() + r->at, length);
                r->at += length;
                return CAIRO_STATUS_SUCCESS;
            },
            &reader);
    }
    ~Png() { cairo_surface_destroy(surface); }
    int width() const { return cairo_image_surface_get_width(surface); }
    int height() const { return cairo_image_surface_get_height(surface); }
    /// The colour at a point of the page in points, at 150 dpi; 0xRRGGBB.
    unsigned at(double xPt, double yPt) const
    {
        cairo_surface_flush(surface);
        const int x = int(xPt * 150 / 72), y = int(yPt * 150 / 72);
        const unsigned char* row = cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface);
        std::uint32_t p = 0;
        std::memcpy(&p, row + 4 * x, 4);
        return p & 0xffffff; // opaque pixels: premultiplied is plain
    }
};

bool near(unsigned got, unsigned want, int slack = 3)
{
    for (int shift : {0, 8, 16})
        if (std::abs(int((got >> shift) & 255) - int((want >> shift) & 255)) > slack) return false;
    return true;
}

} // namespace

TEST_CASE("tabletop layout: 72 x 48 table on the PNG page and the A4 page", "[render][tabletop]")
{
    const maps::TabletopGame game = hedgerows();
    const render::TabletopLayout png(game, OutputKind::Png, 0);
    // 768 - 2 x 18 - 14 - 14 - 176 = 528 pt for 72 inches.
    CHECK(png.pageWidth() == 768);
    CHECK(png.scale() == Approx(528.0 / 72));
    CHECK(png.x(0) == 32);
    CHECK(png.y(48) == 56);                         // the far edge at the top
    CHECK(png.y(0) == Approx(56 + 48 * 528.0 / 72)); // the near edge at the bottom
    CHECK(png.pageHeight() == Approx(56 + 352 + 14 + 18));
    // A column taller than the table makes the page taller, not the table smaller.
    const render::TabletopLayout tall(game, OutputKind::Png, 500);
    CHECK(tall.scale() == png.scale());
    CHECK(tall.pageHeight() == Approx(56 + 500 + 18));

    const render::TabletopLayout pdf(game, OutputKind::Pdf, 500);
    CHECK(pdf.pageWidth() == Approx(841.89));
    CHECK(pdf.pageHeight() == Approx(595.28));
    CHECK(pdf.scale() == Approx((841.89 - 36 - 14 - 14 - 176) / 72)); // width-bound: 8.36 pt per inch
}

TEST_CASE("tabletop layout: a deep table on A4 is bound by the page's height", "[render][tabletop]")
{
    maps::TabletopGame game = smallTable();
    game.width = 24000;
    game.depth = 96000;
    const render::TabletopLayout pdf(game, OutputKind::Pdf, 0);
    CHECK(pdf.scale() == Approx((595.28 - 36 - 38 - 14) / 96));
    const render::TabletopLayout png(game, OutputKind::Png, 0);
    CHECK(png.scale() == Approx(528.0 / 24)); // PNG grows downwards instead
}

TEST_CASE("tabletop picture: bad dpi and an empty table are refused, naming the value", "[render][tabletop]")
{
    const maps::TabletopGame game = smallTable();
    CHECK(render::validateTabletopImageOptions(game, OutputKind::Png, {5, ""}) == "dpi 5 is out of range (10 to 1200)");
    CHECK(render::validateTabletopImageOptions(game, OutputKind::Png, {150, ""}).empty());
    maps::TabletopGame empty = game;
    empty.width = 0;
    CHECK_FALSE(render::validateTabletopImageOptions(empty, OutputKind::Pdf, {}).empty());
    const render::RenderResult r = render::renderTabletopImage(game, OutputKind::Png, {5, ""});
    CHECK_FALSE(r.ok());
    CHECK(r.bytes.empty());
}

TEST_CASE("tabletop picture: pieces and bases where the layout puts them", "[render][tabletop]")
{
    const maps::TabletopGame game = smallTable();
    const render::RenderResult r = render::renderTabletopImage(game, OutputKind::Png, {});
    REQUIRE(r.ok());
    const Png png(r.bytes);
    REQUIRE(png.surface);
    CHECK(png.width() == 1600);
    const render::TabletopLayout l(game, OutputKind::Png, 0); // 22 pt per inch
    CHECK(near(png.at(l.x(9), l.y(3)), 0x8a6f62));     // the building's fill, off its id
    CHECK(near(png.at(l.x(4), l.y(5.8)), 0x1f5fbf));   // f: side 0 blue
    CHECK(near(png.at(l.x(20), l.y(5.8)), 0xc62828));  // t: side 1 red
    CHECK(near(png.at(l.x(4), l.y(6.5) - 0.3), 0x111111, 12)); // f's front edge (the top, vertices 0 -> 1): black
    CHECK(near(png.at(l.x(20), l.y(5.5) - 0.3), 0x111111, 12)); // t's front edge is its bottom side
    CHECK(near(png.at(l.x(20.3), l.y(6.5) + 1.5), 0xc62828));   // ... so its top side is plain red
    CHECK(near(png.at(l.x(22.5), l.y(10.5)), 0xfbf9f2)); // the cloth
}

TEST_CASE("tabletop ruling: the witness drawn from its inch doubles, cutting pieces outlined", "[render][tabletop]")
{
    const maps::TabletopGame game = smallTable();
    // A ruling made up for the drawing (not decided by the LOS core): a witness from (4, 6.5) to (20, 11).
    tt::TabletopLos clear;
    clear.los = true;
    clear.step = tt::LosStep::Clear;
    clear.witness = tt::SightSegment{{"4000", "6500", 4, 6.5}, {"20000", "11000", 20, 11}};
    const render::TabletopRulingView view{"f", "t", &clear};
    const render::RenderResult r = render::renderTabletopImage(game, OutputKind::Png, {}, &view);
    REQUIRE(r.ok());
    const Png png(r.bytes);
    REQUIRE(png.surface);
    const render::TabletopLayout l(game, OutputKind::Png, 0);
    // Midpoint (12, 8.75): the witness's teal, over the building.
    CHECK(near(png.at(l.x(12), l.y(8.75)), 0x00838f, 6));
    // A quarter inch off the line (5.5 pt, beyond the 2.75 pt half casing): not teal.
    CHECK_FALSE(near(png.at(l.x(12), l.y(8.75) + 5.5), 0x00838f, 40));

    tt::TabletopLos blocked;
    blocked.los = false;
    blocked.step = tt::LosStep::Blocked;
    blocked.active = {{1, "building", "building 1"}};
    blocked.cutting = {1};
    const render::TabletopRulingView cut{"f", "t", &blocked};
    const render::RenderResult b = render::renderTabletopImage(game, OutputKind::Png, {}, &cut);
    REQUIRE(b.ok());
    const Png bpng(b.bytes);
    CHECK(near(bpng.at(l.x(8), l.y(4)), 0xb2182b, 10));   // the cutting building's left edge: red
    CHECK(near(bpng.at(l.x(4), l.y(5.8)), 0x1f5fbf)); // f itself stays blue inside its halo
}

namespace {

/// An image surface the size of the table's PNG page at 1 pixel per point, painted paper white.
cairo_surface_t* page(const render::TabletopLayout& l)
{
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, int(l.pageWidth()), int(l.pageHeight()));
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_destroy(cr);
    return s;
}

/// Rows [top, bottom) of two surfaces of one size hold the same bytes.
bool sameRows(cairo_surface_t* a, cairo_surface_t* b, int top, int bottom)
{
    cairo_surface_flush(a);
    cairo_surface_flush(b);
    const int stride = cairo_image_surface_get_stride(a);
    return std::memcmp(cairo_image_surface_get_data(a) + top * stride, cairo_image_surface_get_data(b) + top * stride, std::size_t((bottom - top) * stride)) == 0;
}

} // namespace

TEST_CASE("tabletop parts: drawn in order they are the table's picture (the editor keeps two of them)", "[render][tabletop]")
{
    // The editor's board canvas keeps Ground and Teams as pictures and draws the ruling's parts between and over them.
    const maps::TabletopGame game = smallTable();
    const render::TabletopLayout l(game, OutputKind::Png, 0);
    tt::TabletopLos blocked;
    blocked.los = false;
    blocked.step = tt::LosStep::Blocked;
    blocked.active = {{1, "building", "building 1"}};
    blocked.cutting = {1};
    const render::TabletopRulingView cut{"f", "t", &blocked};
    for (const render::TabletopRulingView* ruling : {static_cast<const render::TabletopRulingView*>(nullptr), &cut}) {
        cairo_surface_t* whole = page(l);
        cairo_surface_t* parts = page(l);
        cairo_t* cr = cairo_create(whole);
        render::drawTabletopTable(cr, game, l, ruling);
        cairo_destroy(cr);
        cr = cairo_create(parts);
        for (render::TabletopPart part : {render::TabletopPart::Ground, render::TabletopPart::RulingPieces, render::TabletopPart::Teams,
                                          render::TabletopPart::RulingMarks})
            render::drawTabletopPart(cr, game, l, part, ruling);
        cairo_destroy(cr);
        // Without a ruling the whole page; with one, all below the title band (the title names the ruling in the picture only).
        const int top = ruling ? int(l.tableTop()) - 4 : 0;
        CHECK(sameRows(whole, parts, top, int(l.pageHeight())));
        if (ruling) CHECK_FALSE(sameRows(whole, parts, 0, top)); // the title differs: the check above can fail
        cairo_surface_destroy(whole);
        cairo_surface_destroy(parts);
    }
}
