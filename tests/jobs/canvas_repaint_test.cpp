// The editor canvas's map picture after an edit (editor/gui/canvas_cache.h,
// GUI-free): drawn again only where the edit's MapDelta says the map changed
// (MapDocument::changesSince, as the canvas asks), it must equal the picture
// drawn afresh, pixel for pixel (up to antialiasing: kTolerance), after
// every edit, undo and redo, with the
// layers over the map (shading, marks, furniture) kept too. Each step is
// compared in full (every pixel of the window), so a region left stale, a
// drawing culled at the clip's edge or a layer over the map not brought up
// to date fails it. Boards of three painters (the artwork's on Ridge Farm,
// GTS's on Aldenfeld and CoH's on Kleinbach: whole-hex boards), fitted whole
// (labels thinned, hexes a few pixels) and at a working zoom.

#include "editor/edit/map_commands.h"
#include "editor/gui/canvas_cache.h"
#include "editor/jobs/map_document.h"
#include "formats/render/map_painter.h"

#include <catch2/catch.hpp>

#include <cairo.h>

#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace crestline;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

constexpr int kW = 700, kH = 450;

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

struct Surface {
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, kW, kH);
    Surface() = default;
    Surface(const Surface&) = delete;
    Surface& operator=(const Surface&) = delete;
    ~Surface() { cairo_surface_destroy(s); }
};

/// Paints through `layers` as the canvas does: paper under the map, the view given.
void paint(gui::CanvasLayers& layers, cairo_surface_t* target, const jobs::MapDocument& doc, const render::View& view,
           const render::Overlays& overlays)
{
    cairo_t* cr = cairo_create(target);
    layers.paint(cr, kW, kH, doc.analysis(), [&](cairo_t* c) {
        cairo_set_source_rgb(c, 1, 1, 1);
        cairo_paint(c);
        return view;
    }, overlays);
    cairo_destroy(cr);
    cairo_surface_flush(target);
}

/// How far a pixel of the picture drawn in part may stray from the one drawn
/// whole: cairo's antialiasing of a stroke depends a little on the other
/// edges of its path and clip (the part's drawing leaves out what lies far
/// from it, and the map's box clips both), up to 14 of 255 in a channel seen
/// on these boards, on the edges of strokes only. A stale region differs by
/// far more: an outline against a fill or paper, a fill against paper (60
/// and up in these styles), so this still fails it.
constexpr int kTolerance = 24;

/// Pixels that differ (RGB) by more than kTolerance, and the box holding them.
struct Diff {
    int count = 0;
    int x0 = kW, y0 = kH, x1 = -1, y1 = -1;
    std::string where() const
    {
        return std::to_string(count) + " pixels differ by more than " + std::to_string(kTolerance) + " in x " + std::to_string(x0) + ".." + std::to_string(x1) + ", y " +
               std::to_string(y0) + ".." + std::to_string(y1);
    }
};


Diff compare(cairo_surface_t* a, cairo_surface_t* b)
{
    Diff d;
    const int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
    const unsigned char* pa = cairo_image_surface_get_data(a);
    const unsigned char* pb = cairo_image_surface_get_data(b);
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x) {
            const auto qa = *reinterpret_cast<const std::uint32_t*>(pa + y * sa + 4 * x);
            const auto qb = *reinterpret_cast<const std::uint32_t*>(pb + y * sb + 4 * x);
            int most = 0;
            for (int shift : {0, 8, 16}) most = std::max(most, std::abs(int((qa >> shift) & 0xffu) - int((qb >> shift) & 0xffu)));
            if (most <= kTolerance) continue;
            ++d.count;
            d.x0 = std::min(d.x0, x), d.y0 = std::min(d.y0, y), d.x1 = std::max(d.x1, x), d.y1 = std::max(d.y1, y);
        }
    return d;
}

int firstArea(const maps::Map& m, const std::string& terrain, int from = 0)
{
    for (int i = from; i < int(m.features.size()); ++i)
        if (m.features[std::size_t(i)].shape == maps::FeatureShape::Area && (terrain.empty() || m.features[std::size_t(i)].terrain == terrain) &&
            m.features[std::size_t(i)].area.outer.size() >= 4)
            return i;
    return -1;
}

struct Step {
    std::string name;
    std::function<void(jobs::MapDocument&)> run;
};

/// Hexes from `from` on (row by row) with no painted terrain, `n` of them.
std::vector<OffsetCoord> unpainted(const jobs::MapDocument& doc, OffsetCoord from, std::size_t n)
{
    std::vector<OffsetCoord> out;
    const geometry::HexGrid& g = doc.grid();
    for (int i = g.index(from); i < g.count() && out.size() < n; ++i) {
        const OffsetCoord h{i % g.columns(), i / g.columns()};
        if (!g.contains(h)) continue;
        if (std::none_of(doc.map().hexTerrain.begin(), doc.map().hexTerrain.end(), [&](const maps::HexTerrain& t) { return t.hex == h; }))
            out.push_back(h);
    }
    return out;
}

/// The edits: a feature added, vertex drag steps (one gesture), a far
/// vertex move (old and new boxes apart), a vertex deleted, hexes painted
/// and cleared, a hexside, a marker, a feature deleted, two edits before one
/// paint, undo, redo.
std::vector<Step> edits(const jobs::MapDocument& doc)
{
    const geometry::HexGrid& g = doc.grid();
    const OffsetCoord near{g.columns() / 3, g.rows() / 3};
    const std::vector<OffsetCoord> paint = unpainted(doc, {g.columns() / 2, g.rows() / 2}, 2);
    REQUIRE(paint.size() == 2);
    const std::string painted = !doc.map().hexTerrain.empty() ? doc.map().hexTerrain.front().terrain : std::string("woods");
    const Point c = g.centre(near).toPoint();
    maps::Feature woods;
    woods.id = "repaint-test-woods";
    woods.terrain = "woods";
    woods.area.outer = {{c.u - 2, c.v - 1}, {c.u + 3, c.v - 1}, {c.u + 3, c.v + 2}, {c.u - 2, c.v + 2}};
    // The area edited (the map's first of 4 or more vertices, else the woods added) and its vertex 1 as it was.
    struct Edited {
        int a = -1, b = -1;
        Point v0;
    };
    auto at = std::make_shared<Edited>();
    auto pick = [at](const maps::Map& m) {
        if (at->a >= 0) return;
        at->a = firstArea(m, "");
        at->b = firstArea(m, "", at->a + 1) >= 0 ? firstArea(m, "", at->a + 1) : at->a;
        at->v0 = m.features[std::size_t(at->a)].area.outer[1];
    };
    const std::uint64_t gesture = 77;
    std::vector<Step> steps;
    steps.push_back({"feature added", [=](jobs::MapDocument& d) { d.execute(edit::addFeature(woods)); }});
    for (int k = 1; k <= 3; ++k)
        steps.push_back({"drag step " + std::to_string(k), [=](jobs::MapDocument& d) {
                             pick(d.map());
                             d.execute(edit::moveVertex({at->a, -1, 1}, {at->v0.u + 0.25 * k, at->v0.v + 0.25 * k}), gesture);
                         }});
    steps.push_back({"vertex moved far", [=](jobs::MapDocument& d) {
                         d.execute(edit::moveVertex({at->a, -1, 1}, {at->v0.u + 30, at->v0.v + 12}));
                     }});
    steps.push_back({"vertex deleted", [=](jobs::MapDocument& d) { d.execute(edit::deleteVertex({at->b, -1, 0})); }});
    steps.push_back({"hexes painted", [=](jobs::MapDocument& d) { d.execute(edit::paintHexes(paint, painted)); }});
    steps.push_back({"hexside set", [=](jobs::MapDocument& d) { d.execute(edit::setHexside(near, 2, "repaint-test-wall")); }});
    steps.push_back({"marker placed", [=](jobs::MapDocument& d) { d.execute(edit::setMarker(paint[0], "repaint-test-post", "German")); }});
    steps.push_back({"feature deleted", [=](jobs::MapDocument& d) { d.execute(edit::deleteFeature(at->a)); }});
    steps.push_back({"two edits, one paint", [=](jobs::MapDocument& d) {
                         d.execute(edit::paintHexes({paint[0]}, ""));
                         d.execute(edit::setMarker(paint[0], "", ""));
                     }});
    steps.push_back({"undo", [](jobs::MapDocument& d) { d.undo(); }});
    steps.push_back({"undo again", [](jobs::MapDocument& d) { d.undo(); }});
    steps.push_back({"undo the delete", [](jobs::MapDocument& d) { d.undo(); }});
    steps.push_back({"redo", [](jobs::MapDocument& d) { d.redo(); }});
    steps.push_back({"redo again", [](jobs::MapDocument& d) { d.redo(); }});
    return steps;
}

void checkRepaints(const std::string& file, bool zoomed)
{
    jobs::MapDocument doc = jobs::MapDocument::open(source(file));
    REQUIRE(doc.loaded());
    const geometry::HexGrid& g = doc.grid();
    render::View view;
    view.width = kW;
    view.height = kH;
    const geometry::Box whole = render::mapBox(g);
    if (zoomed) { // about 10 hexes across, from a third of the way in: the edits are in view and at its edges
        const Point c = g.centre({g.columns() / 3, g.rows() / 3}).toPoint();
        view.region = geometry::Box{c.u - 6, c.v - 4, c.u + 24, c.v + 15};
    } else {
        view.region = whole;
    }
    // Overlays as the canvas has them: a shade with text (the shading layer)
    // and an objective (the marks layer), so both are kept and brought up to date.
    render::Overlays overlays;
    const OffsetCoord mid{g.columns() / 2, g.rows() / 2};
    overlays.shades.push_back({mid, render::style().heatAt(0.7), "3"});
    overlays.objectives.push_back({{g.columns() / 3, g.rows() / 3}, 2, "obj"});

    gui::CanvasLayers layers;
    Surface shown, fresh;
    paint(layers, shown.s, doc, view, overlays);
    std::uint64_t seen = doc.changeCount();
    long partialPixels = 0;
    for (const Step& step : edits(doc)) {
        step.run(doc);
        // What the canvas does (MapCanvas::documentEdited).
        const std::optional<maps::MapDelta> delta = doc.changesSince(seen);
        INFO(file << (zoomed ? " zoomed" : " fitted") << ", after " << step.name);
        REQUIRE(delta); // these edits all name their regions: the test must take the partial path
        REQUIRE_FALSE(delta->everything);
        REQUIRE_FALSE(delta->regions.empty());
        layers.mapChanged(delta->regions);
        seen = doc.changeCount();
        for (const cairo_rectangle_int_t& r : gui::CanvasLayers::changedPixels(doc.analysis(), view, delta->regions, kW, kH))
            partialPixels += long(r.width) * r.height;
        paint(layers, shown.s, doc, view, overlays);

        gui::CanvasLayers afresh;
        paint(afresh, fresh.s, doc, view, overlays);
        const Diff d = compare(shown.s, fresh.s);
        INFO(d.where());
        CHECK(d.count == 0);
        // An unchanged repaint keeps the picture as it is.
        paint(layers, shown.s, doc, view, overlays);
        CHECK(compare(shown.s, fresh.s).count == 0);
    }
    // Partial: the parts drawn add up to well under the pictures drawn whole
    // (on these small boards a hex is 10-60 pixels, so a part is a good share).
    CHECK(partialPixels < long(kW) * kH * long(edits(doc).size()) * 3 / 4);
}

} // namespace

TEST_CASE("CanvasLayers: the map picture drawn again where an edit changed it equals one drawn afresh", "[jobs][canvas]")
{
    for (const bool zoomed : {false, true}) {
        checkRepaints("maps/boards/ridge-farm.map.xml", zoomed);
        checkRepaints("maps/boards/aldenfeld.map.xml", zoomed);
        checkRepaints("maps/boards/kleinbach.map.xml", zoomed);
    }
}

TEST_CASE("MapDocument::changesSince folds the deltas kept and refuses what it no longer knows", "[jobs][document]")
{
    jobs::MapDocument doc = jobs::MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(doc.loaded());
    const std::uint64_t start = doc.changeCount();
    REQUIRE(doc.changesSince(start));
    CHECK(doc.changesSince(start)->empty()); // nothing since
    CHECK_FALSE(doc.changesSince(start + 1)); // ahead
    doc.execute(edit::setMarker({2, 2}, "observation-post", ""));
    doc.execute(edit::paintHexes({{3, 3}}, "woods"));
    // Each edit names its hex's box: two regions folded.
    REQUIRE(doc.changesSince(start));
    CHECK(doc.changesSince(start)->regions.size() == 2);
    CHECK(doc.changesSince(start + 1)->regions.size() == 1);
    // Eight more: the first two are no longer kept.
    for (int i = 0; i < 8; ++i) doc.execute(edit::setMarker({4, 4}, i % 2 ? "" : "observation-post", ""));
    CHECK_FALSE(doc.changesSince(start));
    CHECK(doc.changesSince(doc.changeCount() - 8));
    // The background image: no region, not known.
    const std::uint64_t before = doc.changeCount();
    doc.execute(edit::setBackground(std::nullopt));
    CHECK_FALSE(doc.changesSince(before));
}
