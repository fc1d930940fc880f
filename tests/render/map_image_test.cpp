// Map pictures as bytes: option checks with their error texts, the three
// output kinds, SVG well-formedness (xmllint) and the sample pictures.

#include "formats/render/map_image.h"
#include "render_fixture.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace crestline;
using namespace crestline::test;
using render::MapImageOptions;
using render::OutputKind;

namespace {

std::string outDir()
{
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    return dir;
}

void save(const std::string& file, const std::string& bytes)
{
    std::ofstream(file, std::ios::binary) << bytes;
}

} // namespace

TEST_CASE("map image: sample boards render as PNG", "[render][image]")
{
    for (const char* name : {"ridge-farm", "millbrook"}) {
        const auto b = loadBoard(name);
        const auto r = render::renderMapImage(*b->analysis, OutputKind::Png, {});
        INFO(name << ": " << r.error);
        REQUIRE(r.ok());
        CHECK(r.bytes.substr(0, 8) == std::string("\x89PNG\r\n\x1a\n", 8));
        save(outDir() + "/" + name + ".png", r.bytes);
    }
}

#include "formats/render/analysis_images.h"
#include "formats/render/los_report.h"
#include "geometry/los/analysis.h"

TEST_CASE("sample pictures for docs/images", "[render][.images]")
{
    const auto b = loadBoard("ridge-farm");
    MapImageOptions o;
    o.dpi = 110;
    {
        const auto r = render::renderLosReport(*b->analysis, *b->scene, b->ruling("I7", "K10"), OutputKind::Png);
        REQUIRE(r.ok());
        save(outDir() + "/report-i7-k10.png", r.bytes);
        const auto pdf = render::renderLosReport(*b->analysis, *b->scene, b->ruling("I7", "K10"), OutputKind::Pdf);
        save(outDir() + "/report-i7-k10.pdf", pdf.bytes);
    }
    {
        const auto n4 = b->hex("N4");
        const auto cells = geometry::los::viewshed(*b->rules, *b->scene, n4, {});
        const auto blind = geometry::los::blindZone(*b->rules, *b->scene, n4, {});
        const auto r = render::renderViewshedImage(*b->analysis, n4, cells, OutputKind::Png, o, &blind, b->scene.get());
        REQUIRE(r.ok());
        save(outDir() + "/viewshed-n4.png", r.bytes);
    }
    {
        const auto m = geometry::los::allPairs(*b->rules, *b->scene, {});
        const auto c = render::coverageOf(b->analysis->grid(), m);
        const auto r = render::renderCoverageImage(*b->analysis, c, OutputKind::Png, o);
        REQUIRE(r.ok());
        save(outDir() + "/coverage.png", r.bytes);
    }
}
