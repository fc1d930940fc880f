#pragma once
// The mission document for Fields of Fire [2.1 to 2.4] as
// /work/shared/specs/fof-los.md ("What the map and scenario files must hold")
// lists it: the Mission Details (name, type, turns, visibility, map size, US
// start, attempts, goal and initial placements as printed), the card map it
// is played on, tactical controls on seams and on cards [2.4.1], Potential
// Contacts per row [2.2.2, 9.1.2] and unit placements. Plain data, values as
// written; cells resolve against the card map in the checks.
//
// Cells are the card map's (maps/fof/fof_map.h): column c from 1 (left), row r
// from 1 (nearest the player); row 0 is the Main Staging Area [2.4.2 A].
// Seams are numbered by what lies before them: the horizontal seam `after
// row r` runs between rows r and r + 1 (0: between the Main Staging Area and
// Row 1; `rows`: the top edge of the top row); the vertical seam `after
// column c` runs between columns c and c + 1 (0: the left edge of column 1).

#include "maps/fof/fof_map.h"
#include "maps/xml_extras.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios::fof {

/// The mission's type [2.1, 2.4.1 A to C].
enum class MissionType { Offensive, Defensive, CombatPatrol };

/// Linear controls: they follow seams [2.4.1].
enum class LineControlKind {
    LineOfDeparture,      ///< LOD: horizontal; default between the Main Staging Area and Row 1 [2.4.1 A]
    PhaseLine,            ///< PL 1 or 2: horizontal; up to two [2.4.1 A]
    LeftBoundary,         ///< vertical, along the left-most column [2.4.1 A]
    RightBoundary,        ///< vertical, along the right-most column [2.4.1 A]
    LimitOfAdvance,       ///< LOA: horizontal, along the top of the top row [2.4.1 A]
    MainLineOfResistance, ///< MLR: horizontal [2.4.1 B, C]
};

/// Point controls: they sit on one card [2.4.1].
enum class PointControlKind {
    PrimaryObjective,     ///< OBJ 1 [2.4.1 A, C]
    SecondaryObjective,   ///< OBJ 2 [2.4.1 A]
    AttackPosition,       ///< AP [2.4.1 A]
    CombatOutpost,        ///< COP [2.4.1 B]
    FinalProtectiveLine,  ///< FPL [2.4.1 B, 6.4.2]
    FinalProtectiveFire,  ///< FPF [2.4.1 B, 6.7.2]
    RoutePoint,           ///< ordered by number; a card may hold several [2.4.1 C]
    RallyPoint,           ///< numbered [2.4.1 C]
    LandingZone,          ///< LZ [2.4.1 D, 7.3.2]
    CasualtyCollection,   ///< CCP [2.4.1 D, 5.1.7]
    RegisteredTarget,     ///< numbered [2.4.1 D, 6.7.5]
};

/// Whether a line control runs across the map (along a row seam) or up it (along a column seam).
bool isHorizontal(LineControlKind kind);
/// Whether point controls of this kind carry a number (Route, Rally Points, Registered Targets).
bool isNumbered(PointControlKind kind);

std::string_view missionTypeName(MissionType t);        ///< "offensive", "defensive", "combat-patrol"
std::optional<MissionType> missionTypeFromName(std::string_view s);
std::string_view lineControlName(LineControlKind k);    ///< "lod", "phase-line", "left-boundary", "right-boundary", "loa", "mlr"
std::optional<LineControlKind> lineControlFromName(std::string_view s);
std::string_view pointControlName(PointControlKind k);  ///< "obj-1", "obj-2", "attack-position", "cop", "fpl", "fpf", "route-point", "rally-point", "lz", "ccp", "registered-target"
std::optional<PointControlKind> pointControlFromName(std::string_view s);
/// The marker's printed abbreviation: "LOD", "PL 2", "OBJ 1", "AP", "RP 3", "TRP 1"...
std::string controlLabel(LineControlKind k, int number = 0);
std::string controlLabel(PointControlKind k, int number = 0);

/// The Mission Details' visibility: as printed, with its net modifier, and
/// whether it is daylight, which gives the LOS range M (3 in daylight, else
/// 1 [1.2.7]; fof-los.md). Never guessed from the name: the file says it.
struct Visibility {
    std::string name;            ///< "Daylight", "Moon"
    int modifier = 0;            ///< the printed net modifier: +0, +2 [NCM]
    bool daylight = true;
    friend bool operator==(const Visibility&, const Visibility&) = default;
};

/// Where the US company starts [2.1]: entering from the Main Staging Area
/// below Row 1, or set up on rows 1..`throughRow` ("Start on Rows 1 and 2").
struct UsStart {
    enum class Kind { StagingArea, OnRows };
    Kind kind = Kind::StagingArea;
    int throughRow = 0;          ///< OnRows only: the last row the company may set up on
    std::string text;            ///< as printed, e.g. "Enter from staging area below Row 1"
    friend bool operator==(const UsStart&, const UsStart&) = default;
};

/// A cell of the card map, or of the Main Staging Area (row 0).
struct Cell {
    int column = 0;
    int row = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

/// A linear control on a seam [2.4.1].
struct LineControl {
    LineControlKind kind = LineControlKind::LineOfDeparture;
    int seam = 0;                ///< "after row" for horizontal kinds, "after column" for boundaries (see top)
    int number = 0;              ///< Phase Lines: 1 or 2; 0 for the others
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const LineControl&, const LineControl&) = default;
};

/// A point control on a card [2.4.1].
struct PointControl {
    PointControlKind kind = PointControlKind::PrimaryObjective;
    Cell cell;
    int number = 0;              ///< Route Points (their order), Rally Points, Registered Targets: from 1; 0 for the others
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const PointControl&, const PointControl&) = default;
};

/// A Potential Contact marker placed in a row [2.2.2, 9.1.2]: the mission's
/// Enemy Information table lists them per row ("Row 1, Random? No, Letter C").
struct PotentialContact {
    int row = 0;
    bool random = false;         ///< the table's "Random?" column
    std::string letter;          ///< the marker's letter, e.g. "C"
    int turn = 0;                ///< 0: at set-up; n: added at the start of turn n (Defensive missions [3.2.2])
    std::optional<int> column;   ///< the card it was placed on, when the designer fixes it
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const PotentialContact&, const PotentialContact&) = default;
};

/// Whose a unit is.
enum class Force { Us, Enemy };
std::string_view forceName(Force f);                    ///< "us", "enemy"
std::optional<Force> forceFromName(std::string_view s);

/// A unit placed at the start: on a card or in a staging area, with its
/// cover marker and eye-level offset (fof-los.md "Units") [1.2.1 G].
struct UnitPlacement {
    std::string id;
    std::string name;            ///< as printed, e.g. "1/1st PLT"
    Force force = Force::Us;
    std::optional<Cell> cell;    ///< a map card, or row 0 (Main Staging Area); unset with `helicopter`
    std::optional<maps::HelicopterArea> helicopter; ///< in a Helicopter Staging Area [2.4.2 B]
    std::string cover;           ///< cover marker, e.g. "Foxhole", "Trenches"; empty: none
    int eyeLevel = 0;            ///< -1..1, only on a card with the elevation or multi-story icon
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const UnitPlacement&, const UnitPlacement&) = default;
};

/// The whole mission document.
struct Mission {
    std::string id;
    std::string name;            ///< "Mission 1: Trevieres Offensive"
    std::string subtitle;        ///< as printed under the name, e.g. the dates
    std::string campaign;        ///< e.g. "Normandy, World War II"; may be empty
    MissionType type = MissionType::Offensive;
    int turns = 0;               ///< the Duration [2.1]
    Visibility visibility;
    int columns = 0;             ///< "4 columns by 3 rows": must match the card map's first rectangle
    int rows = 0;
    UsStart usStart;
    int attempts = 0;            ///< how many times it may be attempted; 0: not given
    std::string goal;            ///< Mission Goal, as printed
    std::string initialPlacements; ///< Initial Placements, as printed
    std::string opponent;        ///< Historical opponent, as printed; may be empty
    std::string mapHref;         ///< the card map file, relative to the mission file
    std::vector<LineControl> lines;
    std::vector<PointControl> points;
    std::vector<PotentialContact> contacts;
    std::vector<UnitPlacement> units;
    maps::XmlExtras extras;      ///< unknown attributes/children of the root and carriers
    int detailsLine = 0;         ///< source line of <details> (0 if not from a file)
    int mapLine = 0;             ///< source line of <map> (0 if not from a file)
    friend bool operator==(const Mission&, const Mission&) = default;
};

} // namespace crestline::scenarios::fof
