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

TEST_CASE("map image: options are checked, errors name the value", "[render][image]")
{
    const auto b = loadBoard("ridge-farm");
    MapImageOptions o;
    o.dpi = 5;
    CHECK(render::renderMapImage(*b->analysis, OutputKind::Png, o).error == "dpi 5 is out of range (10 to 1200)");
    o = {};
    o.hexPt = 0;
    CHECK(render::renderMapImage(*b->analysis, OutputKind::Pdf, o).error == "hex size 0 pt is out of range (2 to 400)");
    o = {};
    o.hexRange = "A1:Z40";
    CHECK(render::renderMapImage(*b->analysis, OutputKind::Png, o).error ==
          "hex range \"A1:Z40\": \"Z40\" is not a hex of map ridge-farm (A1 to T15)");
    o.hexRange = "A1-J10";
    CHECK(render::renderMapImage(*b->analysis, OutputKind::Png, o).error ==
          "hex range \"A1-J10\": expected two hexes separated by ':', e.g. A1:J10");
    o = {};
    o.dpi = 1200;
    o.hexPt = 300;
    CHECK(render::renderMapImage(*b->analysis, OutputKind::Png, o).error.find("lower the dpi") != std::string::npos);
}

TEST_CASE("map image: a hex range is the box of its hexagons", "[render][image]")
{
    const auto b = loadBoard("ridge-farm");
    // B2 (3,3), B3 (3,5), C2 (6,2), C3 (6,4); corners are centre +-2 in u, +-1 in v.
    std::string error;
    for (const char* range : {"B2:C3", "C3:B2", "C2:B3"}) {
        const auto box = render::hexRangeBox(*b->analysis, range, &error);
        REQUIRE(box);
        CHECK(box->minU == 1);
        CHECK(box->maxU == 8);
        CHECK(box->minV == 1);
        CHECK(box->maxV == 6);
    }
}

TEST_CASE("map image: SVG output is well-formed XML", "[render][image]")
{
    if (std::system("command -v xmllint >/dev/null 2>&1") != 0) {
        WARN("xmllint (libxml2-utils) not installed: SVG not checked");
        return;
    }
    const auto b = loadBoard("millbrook");
    MapImageOptions o;
    o.hexRange = "A1:J10";
    o.rotationDegrees = 30;
    o.title = "Millbrook <north> & \"west\"";
    o.overlays.objectives.push_back({b->hex("E5"), 2, "Windmill & hill"});
    o.overlays.setupAreas.push_back({0, {b->hex("A1"), b->hex("A2")}, "German <setup>"});
    const auto r = render::renderMapImage(*b->analysis, OutputKind::Svg, o);
    REQUIRE(r.ok());
    const std::string file = outDir() + "/millbrook-a1-j10.svg";
    save(file, r.bytes);
    CHECK(std::system(("xmllint --noout '" + file + "'").c_str()) == 0);
    // The check can fail: a truncated document is not well-formed.
    const std::string broken = outDir() + "/broken.svg";
    save(broken, r.bytes.substr(0, r.bytes.size() / 2));
    CHECK(std::system(("xmllint --noout '" + broken + "' 2>/dev/null").c_str()) != 0);
}

TEST_CASE("map image: the style's fonts are installed, so no fallback warning", "[render][image]")
{
    const auto b = loadBoard("ridge-farm");
    const auto r = render::renderMapImage(*b->analysis, OutputKind::Pdf, {});
    REQUIRE(r.ok());
    // fonts-dejavu-core is in scripts/deps.sh; without it a "font-fallback" warning comes back.
    CHECK(r.warnings.empty());
    CHECK(r.bytes.substr(0, 5) == "%PDF-");
}

TEST_CASE("sample pictures for docs/images", "[render][.images]")
{
    const auto b = loadBoard("ridge-farm");
    MapImageOptions o;
    o.dpi = 100;
    {
        MapImageOptions whole;
        whole.dpi = 120;
        save(outDir() + "/ridge-farm-map.png", render::renderMapImage(*b->analysis, OutputKind::Png, whole).bytes);
    }
    {
        const auto r = render::renderLosReport(*b->analysis, *b->scene, b->ruling("I7", "K10"), OutputKind::Png);
        REQUIRE(r.ok());
        save(outDir() + "/report-i7-k10.png", r.bytes);
        const auto pdf = render::renderLosReport(*b->analysis, *b->scene, b->ruling("I7", "K10"), OutputKind::Pdf);
        save(outDir() + "/report-i7-k10.pdf", pdf.bytes);
    }
    {
        MapImageOptions z;
        z.dpi = 110;
        z.hexPt = 40;
        z.hexRange = "G6:N12";
        z.title = "Ridge Farm, the farm (G6:N12) with scenario overlays";
        z.overlays.setupAreas.push_back({0, {b->hex("G10"), b->hex("G11"), b->hex("H10"), b->hex("H11"), b->hex("G12")}, "German setup"});
        z.overlays.setupAreas.push_back({1, {b->hex("M7"), b->hex("N7"), b->hex("M6"), b->hex("N6")}, "US setup"});
        z.overlays.objectives.push_back({b->hex("L8"), 3, "Farmhouse"});
        z.overlays.objectives.push_back({b->hex("J10"), {}, "Orchard"});
        z.overlays.markers.push_back({b->hex("I8"), 0, "S1"});
        z.overlays.smoke.push_back({b->hex("K9"), 5});
        z.overlays.edges.push_back({render::EdgeMark::Which::South, 1, false, "US, turn 2", {b->hex("K15"), b->hex("L15")}});
        const auto r = render::renderMapImage(*b->analysis, OutputKind::Png, z);
        REQUIRE(r.ok());
        save(outDir() + "/ridge-farm-farm.png", r.bytes);
        z.rotationDegrees = 30;
        z.overlays = {};
        z.title = "turned 30 degrees";
        save(outDir() + "/ridge-farm-rotated.png", render::renderMapImage(*b->analysis, OutputKind::Png, z).bytes);
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
