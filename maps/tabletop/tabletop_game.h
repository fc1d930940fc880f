#pragma once
// A 15 mm tabletop game as a file holds it (NAME.table.xml, docs/tabletop-format.md):
// the table (size, pieces of terrain), the two forces (sides, units, teams with
// bases and weapons), optional deployment zones, objectives and the off-table
// list, and each team's state. A table whose teams carry state is a game
// position: one model, one schema. Plain data in the LOS core's integer units
// (1/1000 inch, tabletop-los.md "Words"); unknown XML kept for the round trip.

#include "geometry/los/systems/tabletop/tabletop_table.h"
#include "geometry/los/systems/tabletop/tabletop_templates.h"
#include "maps/xml_extras.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

namespace tabletop = geometry::los::tabletop;

/// How a piece slows movement [Moving]: Difficult or Very Difficult terrain.
enum class Movement { Open, Difficult, VeryDifficult };
/// A unit's Training [Unit Training Table].
enum class Training { Green, Trained, Veteran };
/// Whether a team is armored or soft-skinned [Units, spec "What the files must hold"].
enum class Armour { Armored, Soft };

/// One piece of terrain as the file gives it.
struct TablePiece {
    int id = 0;
    tabletop::PieceKind kind = tabletop::PieceKind::Forest;
    tabletop::Cover cover = tabletop::Cover::None;
    Movement movement = Movement::Open;
    std::optional<tabletop::Thou> height; ///< required for walls, fences, bocage; absent: not given
    std::optional<int> level;             ///< required for hills; absent elsewhere: ground level 0
    tabletop::Polygon outline;            ///< counter-clockwise (the reader reverses clockwise files)
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TablePiece&, const TablePiece&) = default;
};

/// A weapon of a team [Firing]: range in Thou, Fire Points, the AT rating if any.
struct Weapon {
    std::string name;
    tabletop::Thou range = 0;
    int firePoints = 0;
    std::optional<int> antiTank;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const Weapon&, const Weapon&) = default;
};

/// A team's state in a game position [Firing, Overwatch, Moving].
struct TeamState {
    bool goneToGround = false;
    bool overwatch = false;
    bool suppressed = false;
    bool moved = false;
    bool fired = false;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TeamState&, const TeamState&) = default;
};

/// One team (a stand or a vehicle) [Units].
struct TableTeam {
    std::string id;
    tabletop::TeamType type = tabletop::TeamType::Infantry;
    Armour armour = Armour::Soft;
    tabletop::Thou height = 0;
    std::string role;                  ///< "PL", "CC", "FO" or empty
    tabletop::Polygon base;            ///< convex, counter-clockwise, front edge first; empty only off table
    std::vector<Weapon> weapons;
    std::optional<TeamState> state;    ///< present in a game position
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TableTeam&, const TableTeam&) = default;
};

/// A unit: teams activated together [Units].
struct TableUnit {
    std::string id;
    Training training = Training::Trained;
    std::string leader;                ///< optional, free text
    std::string company;               ///< optional, free text
    std::vector<TableTeam> teams;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TableUnit&, const TableUnit&) = default;
};

/// A side's deployment zone (DECISION, spec: optional, LOS ignores it).
struct DeploymentZone {
    tabletop::Polygon outline;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const DeploymentZone&, const DeploymentZone&) = default;
};

/// One player's force.
struct TableSide {
    std::string id;
    std::string name;
    std::vector<DeploymentZone> zones;
    std::vector<TableUnit> units;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TableSide&, const TableSide&) = default;
};

/// An objective point (DECISION, spec: optional).
struct TableObjective {
    std::string id;
    tabletop::TablePoint at;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const TableObjective&, const TableObjective&) = default;
};

/// A unit held off the table (DECISION, spec: the off-table list).
struct OffTableEntry {
    std::string unit;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const OffTableEntry&, const OffTableEntry&) = default;
};

/// A placed barrage or smoke template [Indirect Fire] (tabletop-los.md "Ties"):
/// the square as placed, its vertices rounded once to 1/1000" and stored.
struct PlacedTemplate {
    std::string id;
    tabletop::TemplateKind kind = tabletop::TemplateKind::Barrage;
    std::string unit;          ///< the firing unit's id
    tabletop::TablePoint aim;  ///< the aim point: the square's centre
    tabletop::Polygon outline; ///< the four stored vertices, counter-clockwise
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const PlacedTemplate&, const PlacedTemplate&) = default;
};

/// The whole file: table, forces, state.
struct TabletopGame {
    std::string id;
    std::string name;
    tabletop::Thou width = 0;          ///< x runs 0..width, left to right
    tabletop::Thou depth = 0;          ///< y runs 0..depth, near edge to far edge
    std::vector<TablePiece> pieces;
    std::vector<TableSide> sides;
    std::vector<TableObjective> objectives;
    std::vector<PlacedTemplate> templates; ///< in file order
    std::vector<OffTableEntry> offTable;
    XmlExtras extras;
    friend bool operator==(const TabletopGame&, const TabletopGame&) = default;

    /// Whether unit `id` is in the off-table list.
    bool isOffTable(const std::string& unitId) const
    {
        for (const OffTableEntry& e : offTable)
            if (e.unit == unitId) return true;
        return false;
    }
};

} // namespace crestline::maps
