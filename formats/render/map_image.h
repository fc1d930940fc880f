#pragma once
// Map pictures as bytes (PDF, SVG or PNG): one page holding a title, the map
// (whole, or a hex range) with its overlays, the north arrow, the scale bar
// and a key. The caller saves the bytes atomically; nothing here writes files.

#include "formats/render/map_painter.h"
#include "formats/render/surface.h"
#include "geometry/finding.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::render {

/// A rendered document: bytes, or an error; warnings either way (font fallback...).
struct RenderResult {
    std::string bytes;
    std::string error;   ///< empty on success; says which option or value is wrong
    Findings warnings;
    bool ok() const { return error.empty(); }
};

/// How to render a map picture. Validated by renderMapImage.
struct MapImageOptions {
    double dpi = 150;           ///< PNG pixels per inch (10..1200); ignored for PDF and SVG
    double hexPt = 24;          ///< drawn hex size, centre to corner, in points (2..400)
    std::string hexRange;       ///< "A1:J10": the rectangle of columns and rows between two hexes; empty: whole map
    double rotationDegrees = 0; ///< turn the map counter-clockwise
    int labelEvery = 0;         ///< as View::labelEvery
    bool labels = true, grid = true, centreDots = true;
    std::string title;          ///< empty: the map's name
    Overlays overlays;
};

/// The lattice box of a hex range "A1:J10" (corners in either order), or an
/// error naming the value: "hex range \"A1:Z40\": \"Z40\" is not a hex of map ridge-farm (A1 to T15)".
std::optional<geometry::Box> hexRangeBox(const maps::MapAnalysis& map, std::string_view range, std::string* error);

/// Checks options against the map; empty if fine, else the error text.
std::string validateMapImageOptions(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& options);

/// The map picture.
RenderResult renderMapImage(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& options);

/// Draws into the key strip below the map: (x, y, width, height) in points.
using KeyPainter = std::function<void(cairo_t* cr, double x, double y, double width, double height)>;

/// The shared page of map pictures: title, map, north arrow, scale bar and
/// an optional key of `keyHeight` points drawn by `key`. Options must be valid.
RenderResult renderMapPage(const maps::MapAnalysis& map, OutputKind kind, const MapImageOptions& options, const KeyPainter& key = {},
                           double keyHeight = 0);

} // namespace crestline::render
