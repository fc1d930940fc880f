#pragma once
// The scenario document for Fighting Formations: what a Playbook scenario
// states [FF "Scenarios"]: maps and how they are placed, the two sides, the
// Track Display setup [1], victory conditions [22], forces, setup areas,
// Sighting markers [6], reinforcements on the Time Track [21.12e] and special
// rules. Plain data: every value is as the file states it (hexes are kept as
// written; resolving them against the maps is scenarios/board_set.h's job).

#include "maps/xml_extras.h"
#include "scenarios/setup_area.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios {

/// The three unit types [3.1].
enum class UnitType { Infantry, Gun, Vehicle };
/// The two unit sizes [3.3].
enum class UnitSize { Platoon, Squad };
/// A map edge, named in the map's own frame (v grows south).
enum class MapEdge { North, South, East, West };

std::string_view unitTypeName(UnitType t);
std::string_view unitSizeName(UnitSize s);
std::string_view mapEdgeName(MapEdge e);
std::optional<UnitType> unitTypeFromName(std::string_view s);
std::optional<UnitSize> unitSizeFromName(std::string_view s);
std::optional<MapEdge> mapEdgeFromName(std::string_view s);

/// A map the scenario uses, with the id its hexes are qualified by ("ridge-farm:J8").
struct MapPlacement {
    std::string id;
    std::string href;     ///< map file, relative to the scenario file
    int rotation = 0;     ///< degrees clockwise on the table: 0, 90, 180 or 270
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const MapPlacement&, const MapPlacement&) = default;
};

/// Two maps placed side by side: `edge` of `map` meets `toEdge` of `to`
/// (edges in each map's own frame).
struct MapJoin {
    std::string map;
    MapEdge edge = MapEdge::North;
    std::string to;
    MapEdge toEdge = MapEdge::South;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const MapJoin&, const MapJoin&) = default;
};

/// One of the two players' sides.
struct Side {
    std::string id;              ///< key used everywhere else, e.g. "german"
    std::string nationality;     ///< as the counters print it, e.g. "German"
    int commandControl = 0;      ///< starting Command & Control level [1.6]
    int commandMarkers = 0;      ///< Command markers in the Available box at start [4.1]
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Side&, const Side&) = default;
};

/// A marker's space on the Initiative Track [1.2]: 0, or 1..20 towards one side.
struct TrackPosition {
    int space = 0;
    std::string side;            ///< empty for the 0 space
    friend bool operator==(const TrackPosition&, const TrackPosition&) = default;
};

/// One space of the Time Track and the number printed on it for the sudden death roll [21.22].
struct TimeSpace {
    int number = 0;
    int suddenDeath = 0;         ///< the game ends if 2d10 is less than this
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const TimeSpace&, const TimeSpace&) = default;
};

/// The Time Track as the scenario sets it up [1.31, 21.11, 21.21].
struct TimeTrack {
    int turnStart = 0;           ///< space of the Turn marker at start
    int suddenDeathSpace = 0;    ///< space of the Sudden Death marker
    std::vector<TimeSpace> spaces;
    maps::XmlExtras extras;
    int line = 0;
    const TimeSpace* find(int number) const;
    int lastSpace() const;       ///< highest space number, 0 if none
    friend bool operator==(const TimeTrack&, const TimeTrack&) = default;
};

/// The Track Display at the start of play [1].
struct TrackDisplay {
    std::string initiativeSide;  ///< who starts with the Initiative [20]
    TrackPosition initiativePawn;///< [1.21]
    int initiativeLine = 0;
    std::string fateCard;        ///< side holding the Fate card [9]
    std::string sniperFaceUp;    ///< side of the Sniper marker face up [1.33]
    std::string airSupportFaceUp;///< side of the Air Support marker face up [1.4]
    int fateLine = 0, sniperLine = 0, airLine = 0;
    std::optional<TrackPosition> vpMarker; ///< [1.22]; unset when the scenario uses none
    int vpLine = 0;
    TimeTrack timeTrack;
    maps::XmlExtras extras;      ///< of <track-display>
    maps::XmlExtras initiativeExtras, fateExtras, sniperExtras, airExtras, vpExtras;
    int line = 0;
    friend bool operator==(const TrackDisplay&, const TrackDisplay&) = default;
};

/// VPs the opponent gains for each eliminated unit of a kind [22.1].
struct EliminationVp {
    std::string side;            ///< whose units; empty: either side's
    std::optional<UnitType> type;///< unset: any type
    std::optional<UnitSize> size;///< unset: any size
    int vp = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const EliminationVp&, const EliminationVp&) = default;
};

/// VPs a side earns for each unit it exits off an edge or hexes [22.2].
struct ExitVp {
    std::string side;
    std::string map;             ///< map id; empty when the scenario uses one map
    std::optional<MapEdge> edge;
    std::vector<HexName> hexes;  ///< empty: anywhere along the edge
    std::optional<UnitType> type;///< unset: any unit
    int vp = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const ExitVp&, const ExitVp&) = default;
};

/// VPs an objective is worth to one side [22.3].
struct ObjectiveValue {
    std::string side;
    int vp = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const ObjectiveValue&, const ObjectiveValue&) = default;
};

/// A mapboard objective [22.3].
struct Objective {
    static constexpr std::string_view kNobody = "none";
    std::string id;
    std::string name;
    std::vector<HexName> hexes;
    std::vector<ObjectiveValue> values;
    std::string control;         ///< side controlling it at start, or "none" [22.3]
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Objective&, const Objective&) = default;
};

/// The scenario's Victory Conditions [22].
struct Victory {
    std::vector<EliminationVp> elimination;
    std::vector<ExitVp> exits;
    std::vector<Objective> objectives;
    std::string text;            ///< conditions in words, as printed
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Victory&, const Victory&) = default;
};

/// A group of identical units [3].
struct Unit {
    std::string id;
    std::string name;            ///< as printed on the counter, e.g. "Grenadier"
    UnitType type = UnitType::Infantry;
    UnitSize size = UnitSize::Squad;
    int count = 0;
    std::string area;            ///< setup area id; empty: any of the side's areas
    std::vector<HexName> hexes;  ///< fixed start hexes, if the scenario gives them
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// Beneficial fortifications set up with the forces [7].
struct Fortification {
    std::string id;
    std::string kind;            ///< e.g. "entrenchment", "pillbox"
    int count = 0;
    std::string area;
    std::vector<HexName> hexes;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Fortification&, const Fortification&) = default;
};

/// Asset cards in a side's hand at start [10].
struct AssetCard {
    std::string card;
    int count = 0;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const AssetCard&, const AssetCard&) = default;
};

/// What one side starts the game with.
struct Forces {
    std::string side;
    std::vector<Unit> units;
    std::vector<Fortification> fortifications;
    std::vector<AssetCard> assets;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Forces&, const Forces&) = default;
};

/// What is printed on the reverse of a Sighting marker [6.4].
enum class SightingKind { Hidden, FalseSighting, Fortification };

/// One kind of Sighting marker content in the designer's allotment.
struct SightingContent {
    SightingKind kind = SightingKind::FalseSighting;
    std::string letter;          ///< Hidden: the letter of its Hiding marker [6.51]
    std::string fortification;   ///< Fortification: the harmful kind, e.g. "wire" [6.4b]
    int count = 1;
    std::vector<HexName> hexes;  ///< where the designer places them, if he does
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const SightingContent&, const SightingContent&) = default;
};

/// A unit or beneficial fortification under a Hiding marker [6.51].
struct HiddenPiece {
    enum class Kind { Unit, Fortification };
    Kind kind = Kind::Unit;
    std::string ref;             ///< id of a Unit or Fortification of the side's forces
    int count = 1;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const HiddenPiece&, const HiddenPiece&) = default;
};

/// A large Hiding marker and what goes under it [6.5].
struct HidingMarker {
    std::string letter;
    bool chosenAtSetup = false;  ///< the owner chooses the pieces during setup
    std::vector<HiddenPiece> pieces;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const HidingMarker&, const HidingMarker&) = default;
};

/// A side's Sighting markers and their contents [6.1].
struct SightingAllotment {
    std::string side;
    int markers = 0;
    std::string area;            ///< setup area id; empty: as the side's other forces [6.1]
    std::vector<SightingContent> contents;
    std::vector<HidingMarker> hiding;
    maps::XmlExtras extras;
    int line = 0;
    const HidingMarker* findHiding(std::string_view letter) const;
    friend bool operator==(const SightingAllotment&, const SightingAllotment&) = default;
};

/// Where reinforcements come on: a map edge, some hexes, or hexes of an edge.
struct Entry {
    std::string map;
    std::optional<MapEdge> edge;
    std::vector<HexName> hexes;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const Entry&, const Entry&) = default;
};

/// Reinforcements of one side arriving when the Turn marker enters `turn` [21.12e].
struct Reinforcement {
    std::string side;
    int turn = 0;
    std::vector<Unit> units;
    int commandMarkers = 0;      ///< placed in the Available Command box [4.1]
    int commandLine = 0;
    std::optional<Entry> entry;
    std::string text;            ///< instructions in words, if any
    maps::XmlExtras extras;
    maps::XmlExtras commandExtras;
    int line = 0;
    friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

/// A special rule of the scenario, as text.
struct SpecialRule {
    std::string id;
    std::string title;
    std::string text;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const SpecialRule&, const SpecialRule&) = default;
};

/// The whole scenario document.
struct Scenario {
    int version = 0;
    std::string id;
    std::string system;          ///< game system id, "ff"
    std::string title;
    std::string date;            ///< as written, e.g. "1944-07-11"
    std::string location;
    std::string history;         ///< historical notes
    std::vector<MapPlacement> maps;
    std::vector<MapJoin> joins;
    std::vector<Side> sides;
    std::string firstToSetUp;    ///< side that sets up first
    int sidesLine = 0;
    maps::XmlExtras sidesExtras;
    TrackDisplay track;
    Victory victory;
    std::vector<Forces> forces;
    std::vector<SetupArea> setupAreas;
    std::vector<SightingAllotment> sighting;
    std::vector<Reinforcement> reinforcements;
    std::vector<SpecialRule> specialRules;
    std::string notes;
    maps::XmlExtras extras;      ///< unknown attributes/children of <scenario>
    friend bool operator==(const Scenario&, const Scenario&) = default;

    const Side* findSide(std::string_view id) const;
    const Forces* forcesOf(std::string_view side) const;
    const SetupArea* findArea(std::string_view id) const;
    const SightingAllotment* sightingOf(std::string_view side) const;
    /// A unit of a side's starting forces or reinforcements, by id.
    const Unit* findUnit(std::string_view side, std::string_view id) const;
    const Fortification* findFortification(std::string_view side, std::string_view id) const;
    /// The other side's id (empty if unknown).
    std::string opponentOf(std::string_view side) const;
};

} // namespace crestline::scenarios
