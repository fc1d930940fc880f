#pragma once
// Internal to crestline::render: the style of tabletop tables and what one
// renderTabletopImage call shares between the table's layers
// (tabletop_table.cpp), the ruling's marks (tabletop_ruling.cpp) and the
// right column (tabletop_key.cpp). Drawn in points on the page.

#include "formats/render/style.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "formats/render/text.h"

#include <functional>
#include <string>
#include <vector>

namespace crestline::render::detail {

/// How one kind of piece is drawn: fill, outline (width in points), and
/// an optional pattern (field furrows, forest crowns) in `mark`.
struct TablePieceStyle {
    std::string_view name;
    Rgba fill, outline, mark;
    double outlineWidth = 0.8;
    std::vector<double> dash; ///< outline dash in points; empty: solid
};

/// The tabletop entries of the style table (docs/rendering.md "Tabletop tables").
struct TabletopStyle {
    Rgba table, tableEdge, gridInch, gridSix, axisText;
    TablePieceStyle forest, field, building, smoke, wall, fence, bocage;
    std::vector<Rgba> hillLevels; ///< level 1, 2, 3, ... (the last repeats)
    Rgba contour;                 ///< a hill's edge
    Rgba pieceLabel, labelHalo;
    Rgba frontEdge;               ///< a base's front edge
    Rgba objective;
    double zoneTint = 0.10;       ///< alpha of a deployment zone's side colour
    Rgba teamHighlight;           ///< ruling: halo round the two teams
    Rgba active;                  ///< ruling: hatching over the active pieces
    Rgba cutting;                 ///< ruling: outline of the cutting pieces
    Rgba witness, witnessCasing;  ///< ruling: the witness segment
    Rgba blockedHull;             ///< ruling, blocked: the hull of the two bases
    Rgba barrage;                 ///< a placed barrage template: outline, its tint and the aim cross

    const TablePieceStyle& piece(geometry::los::tabletop::PieceKind k) const;
    const Rgba& hill(int level) const;
};

const TabletopStyle& tabletopStyle();

/// The outline of a piece of an LOS ruling on `game`: a piece by its file id,
/// or a smoke template by the id jobs::losTableOf gives it (-k for the k-th
/// template of the file, 1-based); nullptr if there is none.
const geometry::los::tabletop::Polygon* rulingPieceOutline(const maps::TabletopGame& game, int id);

struct PageBox;

/// One renderTabletopImage call in progress.
struct TablePainter {
    cairo_t* cr;
    const maps::TabletopGame& game;
    const TabletopLayout& layout;
    TextPainter text;
    const TabletopStyle& st = tabletopStyle();
    /// Where a team's id starts, given its base's page box; empty: 2 pt right of the base (an overlay's rings push it out).
    std::function<double(const PageBox&)> idAt;

    TablePainter(cairo_t* c, const maps::TabletopGame& g, const TabletopLayout& l) : cr(c), game(g), layout(l), text(c) {}
    void colour(const Rgba& c) const { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }
    /// A polygon's path on the page.
    void polygon(const geometry::los::tabletop::Polygon& p) const;
    /// A Thou coordinate pair on the page.
    double px(geometry::los::tabletop::Thou x) const { return layout.x(double(x) / 1000); }
    double py(geometry::los::tabletop::Thou y) const { return layout.y(double(y) / 1000); }
    /// Text with a thin halo of the table's colour so it reads over any fill.
    void haloText(const std::string& s, double x, double y, const Font& font, const Rgba& ink, Anchor anchor);
};

/// The page bounds of a polygon: min x, min y, max x, max y in points.
struct PageBox {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    double cx() const { return (x0 + x1) / 2; }
    double cy() const { return (y0 + y1) / 2; }
};
PageBox pageBox(const TablePainter& p, const geometry::los::tabletop::Polygon& poly);
/// Whether a label box centred on (x, y) of half sizes (hw, hh) clears every team's base and id and every objective and its name.
bool clearOfTeams(TablePainter& p, double x, double y, double hw, double hh);
/// A hill's label, "Hill 6 · Level 1", its font, and where it goes: just inside the hill's top, or,
/// where a team stands there, just inside its foot (else its middle).
std::string hillLabel(const maps::TablePiece& hill);
Font hillLabelFont();
PageBox hillLabelBox(TablePainter& p, const maps::TablePiece& hill);
/// Whether a label box centred on (x, y) of half sizes (hw, hh) clears every hill's label.
bool clearOfHillLabels(TablePainter& p, double x, double y, double hw, double hh);

// The table (tabletop_table.cpp), in drawing order.
/// The table's cloth, the deployment zones, the inch grid and the edge.
void drawTableCloth(TablePainter& p);
/// Hills by level (lowest first) with "Hill N · Level L", then area pieces, then linear pieces.
void drawTablePieces(TablePainter& p);
/// The placed templates: smoke as smoke, a barrage as a tinted dashed square
/// with its aim; each labelled with its id.
void drawTableTemplates(TablePainter& p);
/// Inch labels every 6" below and left of the table.
void drawTableAxes(TablePainter& p);
/// Objectives, then every team on the table: base, front edge, id.
void drawTableTeams(TablePainter& p);

// A ruling (tabletop_ruling.cpp).
/// Under the teams: the active pieces hatched, the cutting ones outlined, the hull when blocked.
void drawRulingPieces(TablePainter& p, const TabletopRulingView& r);
/// Over the teams: the two teams' halos and labels, the witness with its ends.
void drawRulingMarks(TablePainter& p, const TabletopRulingView& r);

/// Adds one row to the key: its label, and its swatch drawn in (x, y, 24, 12) points.
using KeyRow = std::function<void(const std::string& label, const std::function<void(double x, double y)>& swatch)>;

/// What a picture draws over the table instead of a ruling (a viewshed, the
/// coverage: tabletop_sight.cpp): marks under the teams and over them, a
/// panel above the key, rows at the key's end, and the title's end.
struct TableOverlay {
    std::string title; ///< after the table's name, e.g. " \u00b7 viewshed of H1"
    std::function<void(TablePainter&)> under, over;
    std::function<double(TablePainter&, double x, double y, double width)> panel; ///< draws, returns its height
    std::function<void(TablePainter&, const KeyRow&)> key;
    std::function<double(const PageBox&)> idAt; ///< where a team's id starts (TablePainter::idAt)
};

/// The table picture, with a ruling or an overlay (at most one of them).
RenderResult renderTable(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options, const TabletopRulingView* ruling,
                         const TableOverlay* overlay);

// The right column (tabletop_key.cpp); each returns its height, `draw` off: measure only.
/// The verdict and its reasons.
double drawRulingPanel(TablePainter& p, const TabletopRulingView& r, double x, double y, double width, bool draw);
/// An overlay's panel.
double drawOverlayPanel(TablePainter& p, const TableOverlay& o, double x, double y, double width, bool draw);
/// The key: the kinds of piece on the table, hill levels, the sides, then a ruling's marks or an overlay's rows.
double drawTableKey(TablePainter& p, const TabletopRulingView* r, double x, double y, double width, bool draw, const TableOverlay* overlay = nullptr);

} // namespace crestline::render::detail
