#pragma once
// Internal to crestline::render: what one drawFofMap call shares between the
// cards (fof_cards.cpp) and the mission's marks (fof_marks.cpp). Everything
// is drawn in points, the drawing's top-left corner at the origin.

#include "formats/render/fof/fof_los_images.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/fof/fof_style.h"
#include "formats/render/text.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace crestline::render::detail {

/// One drawFofMap call in progress.
struct FofPainter {
    cairo_t* cr;
    const FofMapInput& in;
    const FofLayout& layout;
    TextPainter text;
    const FofStyle& st = fofStyle();

    FofPainter(cairo_t* c, const FofMapInput& input, const FofLayout& l) : cr(c), in(input), layout(l), text(c) {}
    double card() const { return layout.card(); }
    void colour(const Rgba& c) const { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }
    void rect(const FofRect& r) const { cairo_rectangle(cr, r.x, r.y, r.w, r.h); }
    /// A rounded rectangle path of corner radius `radius`.
    void roundRect(const FofRect& r, double radius) const;
    /// Draws `s` in a font of `size` points, shrunk (not below 70 %) and then cut
    /// with an ellipsis to fit `maxWidth`; returns the width drawn.
    double fitText(const std::string& s, double x, double y, double maxWidth, Font font, const Rgba& colour, Anchor anchor = Anchor::TopLeft);
};

/// A marker drawn on a card: a control's plate, a Potential Contact, a unit's counter.
struct FofMarker {
    enum class Shape { Plate, Contact, Counter };
    Shape shape = Shape::Plate;
    std::string text;
    Rgba fill, edge, ink;
};

// Cards (fof_cards.cpp), in drawing order.
/// The table tint under the map's rectangle and the staging rows.
void drawFofTable(FofPainter& p);
/// Every cell: the stacks face up or down, empty cells of the rectangle, the Main Staging Area's backs.
void drawFofCells(FofPainter& p);
/// The Helicopter Staging Areas in their frame, when drawn.
void drawFofHelicopterAreas(FofPainter& p);
/// Column names along the top, row names down the left.
void drawFofEdgeNames(FofPainter& p);
/// The elevation icon (two peaks) or the multi-story icon (a building of three floors) in the square `r` [1.2.1 G].
void drawFofIcon(FofPainter& p, maps::ElevationIcon icon, const FofRect& r);
/// A small tank (hull, turret, gun) `h` high from (x, y), for the trafficability tag [1.2.1 B]; returns its width.
double drawFofTank(FofPainter& p, double x, double y, double h, const Rgba& c);
/// A tag: `label` in bold `size` points in a rounded box outlined in `c` (filled: white on `c`), from (x, y); returns its width.
double drawFofTag(FofPainter& p, const std::string& label, double x, double y, double size, const Rgba& c, bool filled = false);
/// The path of border segment `s` of the card in `r` (band `b` deep, corners running `k` along each edge) [1.2.1 C].
void fofSegmentPath(cairo_t* cr, const FofRect& r, maps::CardSegment s, double b, double k);
/// A card back filling `r` with `label` in its middle (may be empty) [2.2.1].
void drawFofCardBack(FofPainter& p, const FofRect& r, const std::string& label);

// A mission's marks (fof_marks.cpp).
/// The seam controls with their labels [2.4.1].
void drawFofLineControls(FofPainter& p);
/// Point controls, Potential Contacts placed on a card and units on their cards;
/// contacts of a row with no card given in the left band by the row's name.
void drawFofMarkers(FofPainter& p);
/// The markers of a cell, in order: point controls, contacts placed on it, units.
std::vector<FofMarker> fofMarkersAt(const FofPainter& p, int column, int row);
/// Width of a marker's shape at marker height `h` (points).
double fofMarkerWidth(FofPainter& p, const FofMarker& m, double h);
/// One marker filling `r`.
void drawFofMarker(FofPainter& p, const FofMarker& m, const FofRect& r);
/// Draws `markers` flowing left to right, bottom row first, in `area`.
void drawFofMarkerFlow(FofPainter& p, const std::vector<FofMarker>& markers, const FofRect& area);
/// The marker of a Potential Contact: its letter, "?" when random, "T3" when added on turn 3.
std::string fofContactText(const scenarios::fof::PotentialContact& c);

// LOS layers (fof_los_images.cpp), shared by the report, the viewshed and the coverage.
/// The square of a LOS cell: a map or Main Staging Area cell, or a
/// Helicopter Staging Area (row -1, FofBoard::kPickupZone, kEnroute) when drawn.
std::optional<FofRect> fofCellRect(const FofLayout& layout, geometry::OffsetCoord cell);
/// Whether the map drawing shows anything in `cell`: a card or stack, an
/// empty cell of the first rectangle, a Main Staging Area card, a drawn
/// Helicopter Staging Area.
bool fofCellDrawn(const FofMapInput& input, const FofLayout& layout, geometry::OffsetCoord cell);
/// Whether a face-up card lies in map cell `cell` (its face takes FofMapInput::shades).
bool fofFaceUpAt(const maps::FofMap& map, geometry::OffsetCoord cell);
/// A label plate on a card: white words on `fill`.
struct FofPlate {
    std::string text;
    Rgba fill;
};
/// `plates` stacked from the bottom of the card in `r` up, in the part its printed data leaves free.
void drawFofPlates(FofPainter& p, const FofRect& r, const std::vector<FofPlate>& plates);
/// The plates of the marks (Smoke, Incoming, Air Strike) on `cell`.
std::vector<FofPlate> fofMarkPlates(const std::vector<FofPlayMark>& marks, geometry::OffsetCoord cell);
/// An outline `width` points wide just outside the card in `r`, dashed or solid.
void outlineFofCard(FofPainter& p, const FofRect& r, const Rgba& colour, double width, bool dashed = false);
/// One entry of a LOS picture's key: a swatch `h` high drawn at (x, y) (returns its width), then words.
struct FofKeyEntry {
    std::function<double(FofPainter&, double x, double y, double h, bool draw)> swatch;
    std::string words;
};
/// The entries flowing left to right in `width` points from (x, y); returns the height.
double drawFofKeyEntries(cairo_t* cr, const FofMapInput& input, double cardPt, const std::vector<FofKeyEntry>& entries, double x, double y,
                         double width, bool draw);
/// A swatch: a small card face `fill` with a plate strip `plate` along its foot.
double fofFaceSwatch(FofPainter& p, double x, double y, double h, const Rgba& fill, const Rgba& plate, bool draw);

// Pages (fof_map_image.cpp).
/// What a card-map page draws beyond the map and its key: a subtitle, a
/// layer over the map (in the drawing's points, its top-left corner at the
/// origin) and a key block above the card key (returns its height; `draw`
/// off: measure only).
struct FofPageExtras {
    std::string subtitle; ///< empty: the map's id and size
    std::function<void(FofPainter&)> overMap;
    std::function<double(cairo_t*, double x, double y, double width, bool draw)> key;
};
/// The card-map page (title, map, keys) with `extras`; the options checked as validateFofImageOptions does, keys and all.
RenderResult renderFofPage(const FofMapInput& input, OutputKind kind, const FofImageOptions& options, const FofPageExtras& extras);

} // namespace crestline::render::detail
