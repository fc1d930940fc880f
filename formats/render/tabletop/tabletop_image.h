#pragma once
// A 15 mm tabletop table drawn to scale (docs/rendering.md "Tabletop
// tables"): the table with an inch grid (labelled every 6"), its pieces of
// terrain by kind, the teams' bases with their front edges, deployment zones
// and objectives, the title and a key in a column on the right. With a
// ruling (tabletop-los.md steps 1 to 3), the same picture shows the two
// teams highlighted, the active pieces shaded, the cutting pieces outlined,
// the witness segment as a bold line with its ends in inches, and the
// verdict with its reasons in the right column. Coordinates: the file's
// inches, x to the right, y from the near edge (drawn at the bottom) up.

#include "formats/los/tabletop/tabletop_sight_format.h"
#include "formats/render/map_image.h"
#include "geometry/los/systems/tabletop/tabletop_los.h"
#include "maps/tabletop/tabletop_game.h"

#include <string>

namespace crestline::render {

/// A ruling to draw over the table: the two teams by id (as in the file) and
/// the verdict between them. Non-owning.
struct TabletopRulingView {
    std::string from, to;
    const geometry::los::tabletop::TabletopLos* ruling = nullptr;
};

/// How to render a table picture.
struct TabletopImageOptions {
    double dpi = 150;   ///< PNG pixels per inch of paper (10..1200); ignored for PDF and SVG
    std::string title;  ///< empty: the table's name, else its id
};

/// Where a table picture's parts lie, in points from the page's top-left
/// corner. PDF: an A4 landscape page; PNG and SVG: 768 pt wide (1600 px at
/// 150 dpi), as tall as the content. The table's scale is the largest that
/// fits the width left of the key column (and, for PDF, the page's height).
class TabletopLayout {
public:
    /// `columnHeight`: the right column's height in points (key, ruling panel).
    TabletopLayout(const maps::TabletopGame& game, OutputKind kind, double columnHeight);

    static constexpr double kMargin = 18;    ///< round the page
    static constexpr double kTitleBand = 38; ///< title and subtitle above the table
    static constexpr double kAxisBand = 14;  ///< inch labels left of and below the table
    static constexpr double kGap = 14;       ///< between the table and the right column
    static constexpr double kColumn = 176;   ///< the right column's width
    static constexpr double kPdfWidth = 841.89, kPdfHeight = 595.28; ///< A4 landscape
    static constexpr double kRasterWidth = 768;                       ///< PNG and SVG

    double pageWidth() const { return m_pageW; }
    double pageHeight() const { return m_pageH; }
    double scale() const { return m_scale; }   ///< points per inch of table
    double tableLeft() const { return m_left; }
    double tableTop() const { return m_top; }
    double tableWidthPt() const { return m_widthIn * m_scale; }
    double tableDepthPt() const { return m_depthIn * m_scale; }
    double columnLeft() const { return m_pageW - kMargin - kColumn; }
    /// A table point in inches on the page (y flipped: the near edge at the bottom).
    double x(double inches) const { return m_left + inches * m_scale; }
    double y(double inches) const { return m_top + (m_depthIn - inches) * m_scale; }

private:
    double m_pageW = 0, m_pageH = 0, m_scale = 1, m_left = 0, m_top = 0, m_widthIn = 0, m_depthIn = 0;
};

/// Checks the table and options; empty if fine, else the error text naming the value. A PNG's
/// whole page (the table, and the right column with `ruling`'s panel) is checked against the
/// PNG limits (surface.h), as renderTabletopImage does before drawing.
std::string validateTabletopImageOptions(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                         const TabletopRulingView* ruling = nullptr);

/// The table picture; with `ruling` (its `ruling` set), the ruling over it.
RenderResult renderTabletopImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                 const TabletopRulingView* ruling = nullptr);

/// The table as renderTabletopImage draws it, without the right column: the
/// title and subtitle, the cloth, pieces, templates, inch labels and teams,
/// and with `ruling` (its `ruling` set) the ruling's marks; the context's user
/// space in points as `layout` places them (a PNG layout: the table spans
/// x 0 .. columnLeft() - kGap, y 0 .. pageHeight() with a column height of 0).
/// For a view that shows the ruling's words beside it (the editor's board canvas).
void drawTabletopTable(cairo_t* cr, const maps::TabletopGame& game, const TabletopLayout& layout, const TabletopRulingView* ruling = nullptr);

/// drawTabletopTable's picture in its layers, bottom up, for a view that keeps
/// the layers without a ruling as pictures and draws only the ruling's between
/// them (the editor's board canvas): Ground (the title without a ruling, the
/// cloth, pieces and templates), RulingPieces (the active pieces shaded, the
/// cutting ones outlined), Teams (the inch labels and the teams' bases),
/// RulingMarks (the two teams marked, the witness). The four in order are
/// drawTabletopTable's picture but for the title's "LOS A -> B".
enum class TabletopPart { Ground, RulingPieces, Teams, RulingMarks };
void drawTabletopPart(cairo_t* cr, const maps::TabletopGame& game, const TabletopLayout& layout, TabletopPart part,
                      const TabletopRulingView* ruling = nullptr);

/// One team's viewshed over the table (tabletop_sight.cpp): the viewer
/// haloed, each other team ringed by its verdict (a solid green ring: seen; a
/// dashed red ring: blocked), the witness segment to each team seen across
/// the table, every verdict listed in the right column above the key.
RenderResult renderTabletopViewshedImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                         const formats::TabletopViewshed& view);

/// The coverage of the table (tabletop_sight.cpp): each team on a disc in the
/// heat colour of how many other teams see it (style().heatAt(count / most)),
/// its count beside it, a thin line joining each pair that sees each other,
/// the counts and who sees whom in the right column, a heat key below.
RenderResult renderTabletopCoverageImage(const maps::TabletopGame& game, OutputKind kind, const TabletopImageOptions& options,
                                         const formats::TabletopPairs& pairs);

} // namespace crestline::render
