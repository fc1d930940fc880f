#pragma once
// The scenario document for the Grand Tactical Series (rules of play 1.1):
// the turn record with times and night turns [3.0, 12.0], starting weather
// [5.0, 6.0, 26.0] and air units [27.0], the armies' order of battle
// (Divisions [7.2, 10.0.3, 10.0.4], Formations and Leaders [21, 29.27],
// Units [29.34, 29.43]), the set-up [14.6, 14.10, 21.2, 22.0], reinforcements
// [8.0, 9.0], the first turn [9.0, 10.0.1], road block and Rearguard limits
// [23.1, 24.5] and victory conditions [12.0]. Plain data: every value is as
// the file states it; hexes are kept as written and resolved against the
// maps by the checks (scenarios/board_set.h).

#include "maps/xml_extras.h"
#include "scenarios/scenario.h"
#include "scenarios/setup_area.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios::gts {

/// The four kinds of weather [26.0].
enum class Weather { Clear, Overcast, Fog, Rain };
/// The four Movement Classes [29.34].
enum class MovementClass { Wheeled, Tracked, Leg, Immobile };
/// How a unit stands at set-up: deployed, in Column [14.6] or in Transport Mode [14.10].
enum class UnitMode { Deployed, Column, Transport };
/// Improved position or entrenchment a unit starts in [22.0].
enum class Position { None, Improved, Entrenchment };
/// The three kinds of chit in the mug [9.0].
enum class ChitKind { Division, Formation, DirectCommand };

std::string_view weatherName(Weather w);
std::string_view movementClassName(MovementClass m);
std::string_view unitModeName(UnitMode m);
std::string_view positionName(Position p);
std::string_view chitKindName(ChitKind k);
std::optional<Weather> weatherFromName(std::string_view s);
std::optional<MovementClass> movementClassFromName(std::string_view s);
std::optional<UnitMode> unitModeFromName(std::string_view s);
std::optional<Position> positionFromName(std::string_view s);
std::optional<ChitKind> chitKindFromName(std::string_view s);

/// Air units an Army gets on a turn if its weather is clear [27.0].
struct AirUnits {
    std::string army;
    int units = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const AirUnits&, const AirUnits&) = default;
};

/// One box of the turn record: its number, the time it starts and whether it is a night turn [3.0, 28.0].
struct Turn {
    int number = 0;
    std::string time;            ///< as printed, e.g. "0700"; a night turn "1900-0500"
    bool night = false;
    std::vector<AirUnits> air;   ///< per Army, on a clear daylight turn [27.0]
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Turn&, const Turn&) = default;
};

/// The turn record: its boxes in order and the last turn played [12.0].
struct TurnRecord {
    int last = 0;                ///< victory is determined after this turn [12.0]
    std::vector<Turn> turns;
    maps::XmlExtras extras;
    int line = 0;
    const Turn* find(int number) const;
    friend bool operator==(const TurnRecord&, const TurnRecord&) = default;
};

/// The weather the game starts with and whether it may change during the day [5.0, 6.0, 26.0].
struct WeatherSetting {
    Weather start = Weather::Clear;
    bool mayChange = false;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const WeatherSetting&, const WeatherSetting&) = default;
};

/// A Formation's Leader: not a Unit; his Command Range in hexes [21.1, 21.4].
struct Leader {
    std::string id;
    std::string name;
    int commandRange = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Leader&, const Leader&) = default;
};

/// A company-sized Unit [29.49]: Movement Class [29.34], Steps 0..2 [29.43].
struct Unit {
    std::string id;
    std::string name;            ///< Unit Designation as printed
    MovementClass movement = MovementClass::Leg;
    int steps = 0;
    bool organicTransport = false; ///< black box around the Step dots [29.43, 14.10]
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// A Formation with its colour, its Leader (none when Independent) and Units [21.4, 29.27].
struct Formation {
    std::string id;
    std::string name;
    std::string colour;          ///< counter colour as written ("#4a6b2f" or a name)
    bool independent = false;    ///< Independent Formation: no Leader [29.27]
    std::optional<Leader> leader;
    std::vector<Unit> units;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Formation&, const Formation&) = default;
};

/// Buying all of a Division's Formation Activation Chits at once [7.2].
struct ChitDiscount {
    int thisTurn = 0;            ///< Dispatch Points for all of them, in the mug this turn
    int nextTurn = 0;            ///< ... held out for next turn
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const ChitDiscount&, const ChitDiscount&) = default;
};

/// A Division: its Activation Chit, ratings, starting points and Formations [7.2, 10.0.3, 10.0.4].
struct Division {
    std::string id;
    std::string name;
    std::string symbol;          ///< Division symbol as printed in entry hexes [8.0]
    bool chitInPlay = false;     ///< its Division Activation Chit goes in the mug from the start [9.0]
    int commandRating = 0;       ///< [10.0.3]
    int dispatchRating = 0;      ///< [10.0.3]
    int commandPoints = 0;       ///< at start, 0..19 [10.0.4]
    int dispatchPoints = 0;      ///< at start, 0..19 [10.0.4]
    std::optional<ChitDiscount> discount;
    std::vector<Formation> formations;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Division&, const Division&) = default;
};

/// One player's Army, its limits on road blocks and Rearguards [23.1, 24.2, 24.5] and Divisions.
struct Army {
    std::string id;
    std::string name;
    int roadBlocks = 0;          ///< in play at one time [23.1]
    int rearguards = 0;          ///< in play at one time [24.2, 24.5]
    std::optional<int> rearguardsTotal; ///< that may be created in the game, when the scenario limits it [24.5]
    std::vector<Division> divisions;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Army&, const Army&) = default;
};

/// A Unit's place at set-up [14.6, 14.10, 22.0].
struct UnitSetup {
    std::string unit;            ///< Unit id
    HexName hex;
    UnitMode mode = UnitMode::Deployed;
    int stepLosses = 0;
    Position position = Position::None;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const UnitSetup&, const UnitSetup&) = default;
};

/// A Leader's hex at set-up: with a Unit of his Formation [21.2].
struct LeaderSetup {
    std::string leader;          ///< Leader id
    HexName hex;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const LeaderSetup&, const LeaderSetup&) = default;
};

/// Where reinforcements are placed: a named entry hex, or any entry hex with a Division symbol [8.0].
struct EntryPoint {
    std::optional<HexName> hex;
    std::string symbol;          ///< empty: the hex alone names the entry (the reader requires a hex, a symbol or both: docs/gts-scenario.md)
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const EntryPoint&, const EntryPoint&) = default;
};

/// A reference to a Unit or Leader by id, in a reinforcement.
struct PieceRef {
    std::string ref;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const PieceRef&, const PieceRef&) = default;
};

/// Reinforcements of one Division placed on `turn` [8.0], and whether its Division Activation Chit is gained [9.0].
struct Reinforcement {
    int turn = 0;
    std::string division;
    std::vector<PieceRef> units;
    std::vector<PieceRef> leaders;
    bool divisionChit = false;
    std::optional<EntryPoint> entry; ///< required when units or leaders arrive
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

/// A chit in the mug for the first turn [9.0]: a Division's, a Formation's, or an Army's Direct Command Chit.
struct MugChit {
    ChitKind kind = ChitKind::Division;
    std::string ref;             ///< Division, Formation or Army id
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const MugChit&, const MugChit&) = default;
};

/// The first turn: who goes first and what is in the mug [9.0, 10.0.1].
struct FirstTurn {
    std::string firstPlayer;     ///< Army id
    std::vector<MugChit> mug;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const FirstTurn&, const FirstTurn&) = default;
};

/// A hex worth points to an Army at the end [12.0].
struct VictoryHex {
    HexName hex;
    std::string army;
    int points = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const VictoryHex&, const VictoryHex&) = default;
};

/// The victory conditions, determined after the last turn [12.0].
struct Victory {
    std::vector<VictoryHex> hexes;
    std::string text;            ///< conditions in words, as printed
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Victory&, const Victory&) = default;
};

/// Where a Unit sits in the order of battle.
struct UnitPlace {
    const Army* army = nullptr;
    const Division* division = nullptr;
    const Formation* formation = nullptr;
    const Unit* unit = nullptr;
};

/// The whole GTS scenario document (`<scenario system="gts">`).
struct GtsScenario {
    int version = 0;
    std::string id;
    std::string system;          ///< "gts"
    std::string title;
    std::string date;
    std::string history;
    std::vector<MapPlacement> maps;
    TurnRecord turnRecord;
    WeatherSetting weather;
    std::vector<Army> armies;
    FirstTurn firstTurn;
    std::vector<UnitSetup> setup;
    std::vector<LeaderSetup> leaderSetup;
    int setupLine = 0;
    maps::XmlExtras setupExtras;
    std::vector<Reinforcement> reinforcements;
    Victory victory;
    std::vector<SpecialRule> specialRules;
    std::string notes;
    maps::XmlExtras extras;      ///< unknown attributes/children of <scenario>
    friend bool operator==(const GtsScenario&, const GtsScenario&) = default;

    const Army* findArmy(std::string_view id) const;
    const Division* findDivision(std::string_view id) const;
    const Formation* findFormation(std::string_view id) const;
    /// The Army a Division belongs to (null if none).
    const Army* armyOf(const Division* d) const;
    /// The Division a Formation belongs to (null if none).
    const Division* divisionOf(const Formation* f) const;
    /// A Unit and its Army, Division and Formation; all null if no Unit has that id.
    UnitPlace findUnit(std::string_view id) const;
    /// The Formation whose Leader has that id (null if none).
    const Formation* formationOfLeader(std::string_view leaderId) const;
};

} // namespace crestline::scenarios::gts
