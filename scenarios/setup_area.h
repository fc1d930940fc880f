#pragma once
// Setup areas as real scenarios write them [2c: hex ids are "used mainly for
// identifying setup areas"]: listed hexes, a row or column of a map, "within N
// hexes of", "south of row 10", "hexes containing a road", and their unions,
// intersections and differences. An area is an expression tree; resolving it
// against the maps (board_set.h) gives a sorted hex set.

#include "maps/xml_extras.h"

#include <string>
#include <vector>

namespace crestline::scenarios {

/// A hex as a scenario writes it: an optional map id and the printed label
/// ("ridge-farm:J8" -> {"ridge-farm", "J8"}; "J8" -> {"", "J8"}).
struct HexName {
    std::string map;
    std::string label;
    std::string text() const { return map.empty() ? label : map + ":" + label; }
    friend bool operator==(const HexName&, const HexName&) = default;
};

/// Split "map:label" (or "label").
HexName parseHexName(const std::string& text);

/// The kind of node in a setup-area expression.
enum class AreaOp {
    Hexes,        ///< listed hexes
    Row,          ///< one row of a map, by its printed label ("10")
    Column,       ///< one column of a map, by its printed label ("J")
    Within,       ///< hexes at most `distance` hexes from `centre` (on its map)
    SouthOf,      ///< rows strictly south of row `label`
    NorthOf,      ///< rows strictly north of row `label`
    EastOf,       ///< columns strictly east of column `label`
    WestOf,       ///< columns strictly west of column `label`
    Containing,   ///< hexes containing terrain `terrain` (artwork or whole-hex terrain)
    Union,        ///< any child
    Intersection, ///< every child
    Difference,   ///< the first child minus the others
};

/// One node of a setup-area expression. Leaves without `map` apply to every
/// map of the scenario (listed hexes carry their own map qualifiers).
struct AreaExpr {
    AreaOp op = AreaOp::Union;
    std::string map;
    std::vector<HexName> hexes;   ///< Hexes
    std::string label;            ///< Row, Column, *Of: printed row number or column letters
    int distance = 0;             ///< Within
    HexName centre;               ///< Within
    std::string terrain;          ///< Containing: terrain id, e.g. "road"
    std::vector<AreaExpr> children;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const AreaExpr&, const AreaExpr&) = default;
};

/// A named setup area of one side: the union of its parts.
struct SetupArea {
    std::string id;
    std::string side;
    std::string description;      ///< the scenario's own words, e.g. "south of row 10"
    std::vector<AreaExpr> parts;
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const SetupArea&, const SetupArea&) = default;
};

} // namespace crestline::scenarios
