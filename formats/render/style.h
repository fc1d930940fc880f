#pragma once
// The one style table of crestline's pictures: every colour, line width, dash
// pattern, font and text size used by the map painter, the LOS report and the
// analysis pictures lives here and nowhere else (documented, entry by entry,
// in docs/rendering.md). The palette is print-friendly and reads in greyscale:
// level areas form a light-to-dark ramp, the depression is hatched, and the
// verdict colours differ by dash pattern as well as by hue.
//
// Sizes on the map scale with the drawn hex: a width is a fraction of the hex
// size on the page (centre to corner, in points), clamped to a minimum so a
// line never vanishes on a small-hex overview.

#include "geometry/los/ruling.h"
#include "maps/terrain_catalog.h"

#include <string>
#include <string_view>
#include <vector>

namespace crestline::render {

/// A colour with alpha, components 0..1.
struct Rgba {
    double r = 0, g = 0, b = 0, a = 1;
    /// The same colour at another opacity.
    Rgba withAlpha(double alpha) const { return {r, g, b, alpha}; }
    /// 0xRRGGBB with an alpha.
    static constexpr Rgba fromHex(unsigned rgb, double alpha = 1)
    {
        return {((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, alpha};
    }
};

/// A line width: `perHex` times the drawn hex size (points), at least `minPt`, at most `maxPt`.
struct Width {
    double perHex = 0;
    double minPt = 0;
    double maxPt = 1e9;
    double at(double hexPt) const
    {
        const double w = hexPt * perHex > minPt ? hexPt * perHex : minPt;
        return w < maxPt ? w : maxPt;
    }
};

/// A stroke: colour, width and dash pattern (on/off lengths in multiples of the line width; empty = solid).
struct Stroke {
    Rgba colour;
    Width width;
    std::vector<double> dash;
};

/// How one kind of terrain artwork is drawn.
struct TerrainStyle {
    std::string_view name;   ///< style entry name, for docs/rendering.md
    Rgba fill;               ///< area fill (alpha 0: none)
    Stroke outline;          ///< area outline, or the line itself for line features
    Stroke casing;           ///< line features: drawn first, under the line (width 0: none)
    bool hatch = false;      ///< areas: thin diagonal hatching in the outline colour
};

/// How a verdict is shown: colour and dash pattern (empty = solid).
struct VerdictStyle {
    Rgba colour;
    std::vector<double> dash; ///< in multiples of the string's width
};

/// Fonts and text sizes.
struct TextStyle {
    std::string_view family = "DejaVu Sans";
    std::string_view monoFamily = "DejaVu Sans Mono";
    double labelPerHex = 0.21;  ///< hex labels: font size per drawn hex size
    double labelMinPt = 4.5;    ///< below this the labels are thinned out (labelEvery)
    double markerPerHex = 0.30; ///< text in markers and objective badges
    double reportTitlePt = 15;
    double reportBodyPt = 9;
    double reportSmallPt = 7.5;
};

/// Sizes of overlay symbols and their text, per drawn hex size (points).
struct SymbolSizes {
    Width viewerRadius{0.42, 0}, viewerRing{0.06, 1.0};
    Width blindLink{0.04, 0.8};              ///< line from an obstacle's hex to the hex it blinds
    Width setupOutline{0.06, 1.0}, setupLabel{0.26, 5};
    Width smokeRadius{0.42, 0}, smokeText{0.19, 0};
    Width markerSize{0.62, 0}, markerEdge{0.025, 0.5};
    Width objectiveLabel{0.2, 0}, badgeRadius{0.24, 4}, badgeEdge{0.03, 0.6};
    Width losEndRadius{0.16, 2.5, 7}, contactRadius{0.14, 3, 8};
    Width shadeText{0.3, 0}, viewshedText{0.34, 0};
    Width hexMarkerText{0.2, 4};             ///< printed map markers (Map::markers)
};

/// The whole table. One instance: style().
struct Style {
    Rgba paper;                 ///< page background outside the map
    std::vector<Rgba> levelFill; ///< ground levels -1, 0, 1, 2, 3, 4 (index level + 1)
    Stroke depressionHatch;     ///< hatching inside level areas below 0
    Stroke crest;               ///< crest lines: level-area boundaries
    TerrainStyle building, woods, rough, road, wall, hedge, stream;
    TerrainStyle otherObstacle, otherHindrance, otherFeature, unknownTerrain;
    Stroke hexside;             ///< hexside features with no terrain style of their own
    Stroke grid;
    Rgba centreDot;
    Width centreDotRadius;
    Rgba label;
    Rgba mapBorder;
    std::vector<Rgba> sides;    ///< side colours for overlays (index = side, wraps)
    double setupTint = 0.28;    ///< alpha of a setup-area tint
    Stroke objective;           ///< objective outline (colour overridden by nothing)
    Rgba objectiveBadge, objectiveBadgeText;
    Width edgeBand;             ///< entry/exit edge bands
    Rgba smokeFull, smokeDepleted;
    VerdictStyle clear, hindered, blocked, blind;
    double viewshedTint = 0.35; ///< alpha of a viewshed hex fill
    Width losWidth;             ///< the LOS string
    Rgba losCasing;             ///< drawn under the string so it reads on any ground
    Rgba highlight;             ///< the deciding artwork, outlined
    Width highlightWidth;
    Rgba contact;               ///< the contact point mark
    Rgba ink;                   ///< north arrow, scale bar, report text
    Rgba inkLight;              ///< secondary text, table rules
    std::vector<Rgba> heat;     ///< coverage heat map, from "seen by none" to "seen by most"
    TextStyle text;
    SymbolSizes symbols;

    /// Fill of ground at `level` (clamped to -1..4).
    const Rgba& levelColour(int level) const;
    /// Style of a catalog terrain: by id where the table knows it, else by its chart entry.
    const TerrainStyle& terrain(std::string_view id, const maps::Terrain* entry) const;
    const VerdictStyle& verdict(geometry::los::Verdict v) const;
    const Rgba& side(int side) const;
    /// Colour of a coverage count as a fraction 0..1 of the largest count.
    Rgba heatAt(double fraction) const;
};

/// The style table.
const Style& style();

} // namespace crestline::render
