#pragma once
// The edits the editor makes to a 15 mm tabletop table (tabletop_board_view.cpp):
// snapping a pointer to the 1/8" grid or to a piece's vertex, the pieces,
// zones, teams, objectives and templates placed, moved, turned and deleted.
// Plain functions on the model (maps::TabletopGame), exact in its integer
// 1/1000 inch: nothing is rounded but the pointer's own position when it is
// snapped; an edit that cannot be exact is refused with the reason.
//
// Facing (DECISION): a team faces one of 20 directions whose unit vectors are
// rational with a denominator dividing 125 thou (1/8"): the four edges'
// directions and those of the 3-4-5 and 7-24-25 triangles in each quarter
// (bearings 0, 16, 37, 53, 74, 90, ... degrees). A base whose half-width and
// half-depth are whole eighths, centred on a grid point, then has its turned
// vertices on whole 1/1000 inches; any other turn that is not exact is refused.

#include "maps/tabletop/tabletop_game.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::gui::tabletop_edit {

namespace tt = geometry::los::tabletop;

/// The snapping grid: 1/8 inch.
inline constexpr tt::Thou kGrid = 125;
/// A pointer this near a piece's or zone's vertex (in inches) snaps to it before the grid.
inline constexpr double kVertexSnapInches = 0.1;

/// A facing: the unit vector (x, y) / h, x to the right, y to the far edge; bearing clockwise from the far edge.
struct Facing {
    std::string name; ///< "037\u00b0 (3,4)/5"
    int x = 0, y = 1, h = 1;
};
/// The 20 facings, by bearing from 0.
const std::vector<Facing>& facings();

/// A kind of team a click places: its base (width across the front, depth), height and weapons.
struct TeamShape {
    std::string name; ///< "infantry 2 x 1.25"
    tt::TeamType type = tt::TeamType::Infantry;
    maps::Armour armour = maps::Armour::Soft;
    tt::Thou width = 0, depth = 0, height = 0;
    std::vector<maps::Weapon> weapons;
};
const std::vector<TeamShape>& teamShapes();

/// A piece kind with the cover and movement a new piece of it gets.
struct PieceStyle {
    tt::PieceKind kind = tt::PieceKind::Forest;
    tt::Cover cover = tt::Cover::None;
    maps::Movement movement = maps::Movement::Open;
};
const std::vector<PieceStyle>& pieceStyles();

/// The table point for a pointer at (x, y) inches: a piece's or zone's vertex
/// within kVertexSnapInches (the nearest), else the nearest 1/8" grid point.
tt::TablePoint snap(const maps::TabletopGame& game, double x, double y);

/// What an edit refused ("" none).
using Refusal = std::string;

/// Adds a piece (next free id) of `style` with `outline` (counter-clockwise made), height and level as given.
Refusal addPiece(maps::TabletopGame& game, const PieceStyle& style, tt::Polygon outline, std::optional<tt::Thou> height, std::optional<int> level,
                 std::string& label);
/// Adds a deployment zone of side `side`.
Refusal addZone(maps::TabletopGame& game, std::size_t side, tt::Polygon outline, std::string& label);
/// The base of `shape` centred on `centre`, facing `facing`, front edge first, counter-clockwise; nullopt if not exact.
std::optional<tt::Polygon> baseAt(const TeamShape& shape, tt::TablePoint centre, const Facing& facing);
/// Places a team of `shape` in unit `unit` of side `side` ("": a new unit
/// "SIDE-N", trained) with a fresh id (the side's initial and a number).
Refusal addTeam(maps::TabletopGame& game, std::size_t side, const std::string& unit, const TeamShape& shape, tt::TablePoint centre,
                const Facing& facing, std::string& label);
/// Turns team `id` about its centre until its front edge faces `facing`.
Refusal turnTeam(maps::TabletopGame& game, const std::string& id, const Facing& facing, std::string& label);
/// Places an objective (a fresh id "obj-N").
Refusal addObjective(maps::TabletopGame& game, tt::TablePoint at, std::string& label);
/// Places a template of `kind` fired by unit `unit` aimed at `aim` (tabletop-los.md "Ties": its vertices rounded once, stored).
Refusal addTemplate(maps::TabletopGame& game, tt::TemplateKind kind, const std::string& unit, tt::TablePoint aim, std::string& label);

/// Something on the table a click picks (to move or delete), the topmost first.
struct Pick {
    enum class What { None, Team, Objective, Template, Piece, Zone } what = What::None;
    std::string id;         ///< team, objective, template id; piece id as text
    std::size_t side = 0, index = 0; ///< a zone: its side and index
    std::string name;       ///< "team A1", "forest 3"
};
Pick pickAt(const maps::TabletopGame& game, tt::TablePoint at);
/// Moves what `pick` names by (dx, dy).
Refusal movePick(maps::TabletopGame& game, const Pick& pick, tt::Thou dx, tt::Thou dy, std::string& label);
/// Deletes what `pick` names.
Refusal deletePick(maps::TabletopGame& game, const Pick& pick, std::string& label);

/// The units with a team on the table, "UNIT (SIDE)" by id.
std::vector<std::string> firingUnits(const maps::TabletopGame& game);

} // namespace crestline::gui::tabletop_edit
