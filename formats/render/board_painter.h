#pragma once
// Internal to crestline::render: what a rule system brings to the drawing of
// its boards and rulings (docs/rule-systems.md, "The interfaces, layer by
// layer"). drawMap, the overlays and the play markers ask the painter of the
// map's system and name no system; board_painters.cpp is the one place that
// lists the built-in painters. A system without one is drawn from its
// artwork and painted hexes.

#include "formats/render/painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/terrain_swatch.h"

#include <string_view>

namespace crestline::render::detail {

struct BoardPainter {
    /// The rule system id; not copied.
    std::string_view system;
    /// The map pass (kMapPass) of its boards, grid included; null: the
    /// artwork drawing (levels, painted hexes, artwork, crest lines, hexsides).
    void (*drawBoard)(Painter& p, const View& view) = nullptr;
    /// A ruling's marks under the string (what it counted or decided on); null: none.
    void (*drawRulingUnder)(Painter& p, const geometry::los::Ruling& r) = nullptr;
    /// A ruling's marks over the string (tie sites, modifiers); null: none.
    void (*drawRulingOver)(Painter& p, const geometry::los::Ruling& r) = nullptr;
    /// A blind zone's obstacle hex, for systems whose obstacles are whole
    /// hexes rather than artwork; null: none drawn.
    void (*outlineObstacleHex)(Painter& p, geometry::OffsetCoord h, const Rgba& colour) = nullptr;
    /// A play marker of its own kinds; false (or null) for any other kind.
    bool (*drawPlayMarker)(Painter& p, const geometry::los::PlayMarker& m) = nullptr;

    // The LOS dispute report (los_report.cpp) and the side profile (los_profile.cpp).
    /// The ruling in words (pango markup) after its rule in bold: outcome,
    /// reason, levels, the explanation lines, the tie; null: the common words.
    std::string (*reportWords)(const geometry::los::Scene& scene, const geometry::los::Ruling& r, const Tie& tie) = nullptr;
    /// A block of the report between the map and the side profile (what
    /// counted, the modifiers); returns the height used; null: none.
    double (*drawReportBlock)(TextPainter& text, const geometry::HexGrid& g, const geometry::los::Ruling& r, double x, double y,
                              double w) = nullptr;
    /// Its rulings have a side profile (levels); false: the report has none.
    bool sideProfile = true;
    /// The tie the report magnifies; null: the common search (the deciding
    /// artwork's corner or edge on the string, then the walk's hexsides and vertices).
    Tie (*findTie)(const geometry::los::Scene& scene, const geometry::los::Ruling& r) = nullptr;
    /// Whether a ruling was decided without walking the string (out of
    /// range): reported without a trace; null: never.
    bool (*decidedWithoutTrace)(const geometry::los::Ruling& r) = nullptr;
    /// Whole-hex ground and obstacles along the string in the side profile,
    /// from the ruling's trace; null: the ground of the map's level artwork.
    void (*profileHexes)(const maps::MapAnalysis& map, const geometry::los::Ruling& r, ProfileGround& ground) = nullptr;
    /// A painted hex of terrain `id` (`entry`: its catalog row, null when the
    /// catalog lacks it) as a palette shows it: its tint and motif
    /// (terrain_swatch.h); null: hexes are painted as the artwork's terrain styles.
    TerrainSwatch (*hexSwatch)(std::string_view id, const maps::Terrain* entry) = nullptr;
    /// The rule of "ground at level m or more between the ends blocks" the
    /// side profile draws as a line; empty: no such line.
    std::string_view groundBlocksRule;
};

/// The painter of a system's boards; nullptr for none.
const BoardPainter* boardPainterFor(std::string_view system);

} // namespace crestline::render::detail
