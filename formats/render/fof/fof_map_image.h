#pragma once
// Fields of Fire card maps drawn as a player lays them out [FoF 2.2.1, 2.4.2]:
// each card a square, Row 1 at the bottom nearest the player, the Main
// Staging Area's face-down cards below it, the Helicopter Staging Areas set
// apart on the right, a gap between cards as on the table. Each card shows
// its eight border segments dark or white [1.2.1 C] and its printed data;
// Hill cards lie staggered under the top card [1.2.1 D]. Optionally a
// mission's seam and card controls [2.4.1], Potential Contacts [2.2.2] and
// units over it. Cell names as the command line writes them ("C3R2").
// docs/rendering.md, "FoF card maps".

#include "formats/render/map_image.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"
#include "scenarios/fof/fof_mission.h"

#include <cairo.h>

#include <string>
#include <vector>

namespace crestline::render {

/// A cell's name as the command line writes it: "C3R2"; the Main Staging Area is row 0 ("C3R0").
std::string fofCellName(int column, int row);
/// A Helicopter Staging Area's name: "PZ" (Pickup Zone), "Enroute".
std::string fofHelicopterName(maps::HelicopterArea area);

/// A face-up card's face painted in `face` instead of its level's colour
/// (the viewshed's verdicts, the coverage heat map).
struct FofCellShade {
    int column = 0, row = 0;
    Rgba face;
};

/// What a card-map drawing shows. Non-owning: everything must outlive the drawing.
struct FofMapInput {
    const maps::FofMap* map = nullptr;
    const std::vector<maps::FofDeck>* decks = nullptr;
    /// A mission played on the map: its controls, Potential Contacts and units are drawn over the cards; may be null.
    const scenarios::fof::Mission* mission = nullptr;
    /// Face colours of face-up cards by cell; may be null.
    const std::vector<FofCellShade>* shades = nullptr;
};

/// A rectangle in points, (x, y) its top-left corner.
struct FofRect {
    double x = 0, y = 0, w = 0, h = 0;
    double cx() const { return x + w / 2; }
    double cy() const { return y + h / 2; }
    bool contains(double px, double py) const { return px >= x && px <= x + w && py >= y && py <= y + h; }
};

/// Where everything of a card-map drawing lies, in points from the drawing's
/// top-left corner, for cards `cardPt` points across.
class FofLayout {
public:
    FofLayout(const FofMapInput& input, double cardPt);

    double card() const { return m_card; }
    double gap() const { return m_gap; }        ///< between neighbouring cards
    double width() const { return m_width; }
    double height() const { return m_height; }
    int columns() const { return m_columns; }   ///< columns drawn: the first rectangle's and any beyond it
    int rows() const { return m_rows; }         ///< map rows drawn, 1..rows (row 0 below them)
    /// The square of cell (c, r), r = 0 the Main Staging Area.
    FofRect cell(int column, int row) const;
    /// Whether the Helicopter Staging Areas are drawn (the map or the mission holds one).
    bool helicopterAreas() const { return m_helicopter; }
    /// A Helicopter Staging Area's square (off to the right, not adjacent to the map).
    FofRect helicopter(maps::HelicopterArea area) const;
    /// The y of the horizontal seam after row r (0: between the Main Staging Area and Row 1), mid-gap.
    double seamY(int afterRow) const;
    /// The x of the vertical seam after column c (0: the left edge of column 1), mid-gap.
    double seamX(int afterColumn) const;
    /// The left band: row names and the Potential Contacts of each row.
    double leftBand() const { return m_left; }
    /// The right edge of the map's cards plus half a gap (where horizontal seam controls end).
    double mapRight() const { return seamX(m_columns); }

private:
    double m_card, m_gap, m_left = 0, m_top = 0, m_stagingGap = 0;
    double m_width = 0, m_height = 0;
    int m_columns = 0, m_rows = 0;
    bool m_helicopter = false;
    double m_helicopterX = 0;
};

/// The square of a LOS cell as drawn with `layout` (a map or Main Staging
/// Area cell, or a drawn Helicopter Staging Area); nullopt when not drawn.
/// For a canvas that maps the pointer to cards (the editor's).
std::optional<FofRect> fofCellSquare(const FofLayout& layout, geometry::OffsetCoord cell);

/// Draws the card map with the context's user space in points, the drawing's
/// top-left corner at (x, y). `input.map` and `input.decks` must be set.
void drawFofMap(cairo_t* cr, const FofMapInput& input, const FofLayout& layout, double x, double y);

/// The key to a card-map drawing (what dark, white, a card back, a Hill
/// card, the tags and, with a mission, the controls mean) laid out in
/// `width` points from (x, y); returns its height. `draw` off: measure only.
double drawFofKey(cairo_t* cr, const FofMapInput& input, double x, double y, double width, double cardPt, bool draw = true);

/// How to render a card-map picture.
struct FofImageOptions {
    double dpi = 150;      ///< PNG pixels per inch (10..1200); ignored for PDF and SVG
    double cardPt = 96;    ///< drawn card size in points (30..400)
    std::string title;     ///< empty: the map's name (and the mission's)
};

/// Checks the options; empty if fine, else the error text naming the value.
std::string validateFofImageOptions(const FofMapInput& input, OutputKind kind, const FofImageOptions& options);

/// The card-map picture: title, the cards with the mission's marks, the key.
RenderResult renderFofMapImage(const FofMapInput& input, OutputKind kind, const FofImageOptions& options);

} // namespace crestline::render
