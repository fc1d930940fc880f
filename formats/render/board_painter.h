#pragma once
// Internal to crestline::render: what a rule system brings to the drawing of
// its boards and rulings (docs/rule-systems.md, "The interfaces, layer by
// layer"). drawMap, the overlays and the play markers ask the painter of the
// map's system and name no system; board_painters.cpp is the one place that
// lists the built-in painters. A system without one is drawn from its
// artwork and painted hexes.

#include "formats/render/painter.h"

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
};

/// The painter of a system's boards; nullptr for none.
const BoardPainter* boardPainterFor(std::string_view system);

} // namespace crestline::render::detail
