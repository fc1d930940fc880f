#pragma once
// Internal to crestline::render: how Grand Tactical Series boards are drawn, the
// system's part of the style table (style_gts.cpp; docs/rendering.md, "GTS boards").

#include "formats/render/style.h"

namespace crestline::render {

/// A Grand Tactical Series whole-hex terrain: the hex tinted and its centre
/// dot in the terrain's colour, as the printed map shows it [GTS 1.2].
struct GtsHexStyle {
    std::string_view name;   ///< style entry name, for docs/rendering.md
    Rgba fill;               ///< the hex's tint
    Rgba dot;                ///< the centre dot; alpha 0: no dot (the hex cannot be entered)
    bool hatch = false;      ///< thin diagonal hatching in `hatchColour` over the tint
    Rgba hatchColour;
};

/// A GTS hexside feature: a line on the hexside (crest, river), or a symbol
/// across it at its midpoint (bridge, ferry).
struct GtsHexsideStyle {
    enum class Shape { Line, Bridge, Ferry };
    std::string_view name;
    Shape shape = Shape::Line;
    Stroke line;             ///< Line: the hexside; Bridge: the railings; Ferry: the crossing
    Rgba fill;               ///< Bridge: the deck; Ferry: the boat
};

/// A GTS road, railroad, trail... drawn hex centre to hex centre (Map::links).
/// Each part is off when its width is 0; drawn embankment, casing, ties, body.
struct GtsLinkStyle {
    std::string_view name;
    Stroke body;             ///< the line itself (dash in widths)
    Stroke casing;           ///< a darker band under the body, `casing.width` beyond it on each side
    Stroke embankment;       ///< raised: ticks `embankment.width` beyond the casing on each side
    Stroke ties;             ///< railroads: cross-ties `ties.width` long
    Width tieSpacing;        ///< distance between ties and between embankment ticks (points)
};

/// How Grand Tactical Series boards are drawn (system "gts"): whole-hex
/// terrain by catalog id, hexside features, links, observation posts,
/// strongpoints, entry hexes, barrage markers and the LOS count.
struct GtsStyle {
    GtsHexStyle open, orchard, woods, town, city, rough, marsh, hills, noEntry;
    GtsHexStyle otherBlocking, otherPair, otherClear, unknown; ///< ids the table lacks, by chart LOS entry; not in the catalog
    Width dotRadius;         ///< centre dot radius
    Rgba dotEdge;            ///< thin ring round every dot, so light dots read on their tint
    GtsHexsideStyle crest, river, stream, bridge, ferry, otherHexside;
    GtsLinkStyle road, raisedRoad, railroad, raisedRailroad, trail, track, path, otherLink;
    Rgba observationPost, strongpoint, symbolHalo; ///< OP triangle, strongpoint star, white halo round both
    Width symbolSize;        ///< OP and strongpoint symbols across
    Width entryRing;         ///< entry hex: ring in the side's colour
    Width entryText;         ///< entry hex: Division symbols text
    Rgba entryNoSide;        ///< an entry hex that names no side
    Rgba barrageLight, barrageHeavy; ///< barrage markers (play state) [16.4.2.2]
    Width barrageRadius;
    Rgba counted;            ///< LOS: a hex or hexside counted towards k (outlined)
    Width countedWidth;
    Rgba tie;                ///< LOS: a tie site, solid if it counted 1 or more, hollow if 0 (never a verdict colour)
    Width tieMark, tieText;

    /// Style of a whole-hex terrain: by id where the table knows it; else
    /// a catalog row whose every Movement Class cost is "P" is no-entry, others by LOS entry; `entry` null: unknown.
    const GtsHexStyle& hex(std::string_view id, const maps::Terrain* entry) const;
    /// Style of a hexside feature by id; others the generic hexside line.
    const GtsHexsideStyle& hexside(std::string_view id) const;
    /// Style of a link by id; others `otherLink`.
    const GtsLinkStyle& link(std::string_view id) const;
};

/// The Grand Tactical Series style table.
const GtsStyle& gtsStyle();

} // namespace crestline::render
