#pragma once
// The scenario document for Conflict of Heroes, a "firefight" (player aid,
// /work/shared/specs/coh-los.md "What the map and scenario files must hold"):
// sides with their Command Action Points [3.2, 7.4.2] and Action Cards dealt
// and drawn [8.0]; units with their counter values, hex, facing [5.3, 6.2],
// hidden or not [10.0] and carrier [17.0]; Weapon Cards on units [8.0];
// fortifications [18.1-18.3] and smoke [13.0] at start; off-board artillery
// [12.1, 12.2]; reinforcements by round with entry hexes [5.5]; the round
// count and victory conditions, stored as the FF model stores them (the aid
// has neither). Plain data, values as written; hexes resolve against the map
// in the checks (scenarios/board_set.h).
//
// For readers that only want what stands on the map (e.g. reveal-check):
// CohScenario::units (every unit of both sides, each with `side`, `hex`,
// `hidden`, `isVehicle()`), CohScenario::hexOf (a carried unit's hex is its
// carrier's), CohScenario::fortifications and CohScenario::smoke (each with its hex).

#include "maps/xml_extras.h"
#include "scenarios/scenario.h"
#include "scenarios/setup_area.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios::coh {

/// How a unit moves: the three cost columns of the Terrain chart (foot, wheeled, tracked).
enum class Movement { Foot, Wheeled, Tracked };
/// Fortification markers [18.1-18.3].
enum class FortificationKind { Bunker, Trench, BarbedWire, Mines, RoadBlock, HastyDefence };

std::string_view movementName(Movement m);
std::optional<Movement> movementFromName(std::string_view s);
std::string_view fortificationKindName(FortificationKind k);
std::optional<FortificationKind> fortificationKindFromName(std::string_view s);

/// A Weapon Card assigned to a unit at start [8.0].
struct WeaponCard {
    std::string name;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const WeaponCard&, const WeaponCard&) = default;
};

/// One counter: its printed values and where it starts.
struct Unit {
    std::string id;
    std::string side;            ///< Side id (the <side> the unit is written in)
    std::string name;            ///< as printed, e.g. "Rifle 41"
    Movement movement = Movement::Foot;
    int arRed = 0;               ///< Attack Rating against soft (red) targets
    int arBlue = 0;              ///< Attack Rating against armoured (blue) targets
    int range = 0;               ///< in hexes
    int moveCost = 0;            ///< AP to move one hex [5.0]
    int frontDefence = 0;        ///< front DR [6.2]
    std::optional<int> flankDefence; ///< flank DR [6.2]; unset: the counter has one defence
    int bonusMoves = 0;          ///< vehicle bonus moves [14.1]
    bool turret = false;
    bool openTop = false;
    std::optional<HexName> hex;  ///< unset: carried, or a reinforcement
    std::optional<int> facing;   ///< hexside 0..5 the front faces [5.3]; required with a hex unless carried; any number reads, the check flags others
    bool hidden = false;         ///< set up hidden [10.0]
    std::string carriedBy;       ///< id of the carrying unit [17.0]; empty: not carried
    std::vector<WeaponCard> weaponCards;
    maps::XmlExtras extras;
    int line = 0;
    /// A wheeled or tracked unit; foot units are everything else.
    bool isVehicle() const { return movement != Movement::Foot; }
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// Action Cards drawn by a side at the start of a round [8.0].
struct CardDraw {
    int round = 0;
    int cards = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const CardDraw&, const CardDraw&) = default;
};

/// Off-board artillery a side may call [12.1, 12.2].
struct Artillery {
    std::string name;            ///< as printed, e.g. "105mm battery"
    int strikes = 0;             ///< times it may be targeted in the game
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Artillery&, const Artillery&) = default;
};

/// One player's side: CAPs [3.2], Action Cards [8.0], artillery [12.1] and units.
struct Side {
    std::string id;
    std::string name;
    int caps = 0;                ///< Command Action Points at start; one lost per casualty [7.4.2]
    int cardsDealt = 0;          ///< Action Cards dealt at start [8.0]
    std::vector<CardDraw> draws; ///< Action Cards drawn per round
    std::vector<Artillery> artillery;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Side&, const Side&) = default;
};

/// A fortification marker at start [18.1-18.3]; a hasty defence belongs to one unit [18.1.3].
struct Fortification {
    FortificationKind kind = FortificationKind::Bunker;
    HexName hex;
    std::string side;            ///< owner; empty for mines and wire anyone may meet
    std::string unit;            ///< the unit of a hasty defence; empty otherwise
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Fortification&, const Fortification&) = default;
};

/// Smoke in a hex at start, +1 or +2 [13.0].
struct Smoke {
    HexName hex;
    int level = 1;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Smoke&, const Smoke&) = default;
};

/// A reference to a unit by id.
struct UnitRef {
    std::string ref;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const UnitRef&, const UnitRef&) = default;
};

/// Units of a side entering on `round` through any of the entry hexes [5.5].
struct Reinforcement {
    std::string side;
    int round = 0;
    std::vector<HexName> entry;
    std::vector<UnitRef> units;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

/// Victory conditions as the FF model holds its objectives and words [FF 22.3].
struct Victory {
    std::vector<Objective> objectives;
    std::string text;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Victory&, const Victory&) = default;
};

/// The whole CoH scenario document (`<scenario system="coh">`).
struct CohScenario {
    int version = 0;
    std::string id;
    std::string system;          ///< "coh"
    std::string title;
    std::string history;
    std::vector<MapPlacement> maps;
    int rounds = 0;              ///< the game ends after this round
    int roundsLine = 0;
    maps::XmlExtras roundsExtras;
    std::vector<Side> sides;
    std::vector<Unit> units;     ///< both sides, in file order
    std::vector<SetupArea> setupAreas; ///< where a side's hidden units may be placed (coh_hidden_setup.h); FF's area elements
    std::vector<Fortification> fortifications;
    std::vector<Smoke> smoke;
    std::vector<Reinforcement> reinforcements;
    Victory victory;
    std::vector<SpecialRule> specialRules;
    std::string notes;
    maps::XmlExtras extras;      ///< unknown attributes/children of <scenario>
    friend bool operator==(const CohScenario&, const CohScenario&) = default;

    const Side* findSide(std::string_view sideId) const;
    /// The first unit with that id (null if none).
    const Unit* findUnit(std::string_view unitId) const;
    /// Where a unit starts: its own hex, else its carrier's (one level); unset for a reinforcement.
    std::optional<HexName> hexOf(const Unit& unit) const;
    /// The reinforcement that brings a unit (null if it starts on the map).
    const Reinforcement* arrivalOf(std::string_view unitId) const;
};

} // namespace crestline::scenarios::coh
