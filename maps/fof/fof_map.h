#pragma once
// A Fields of Fire card map: a grid of terrain card stacks laid out per
// mission [FoF 2.2.1] plus the staging areas [2.4.2]. Plain data; cards are
// references (deck id + number) into decks (fof_deck.h). The LOS board
// (geometry) is built from it by the rule system. docs/fof-map-format.md.

#include "maps/xml_extras.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

/// A card named by its deck and number.
struct CardRef {
    std::string deck;               ///< a deck's id (FofDeck::id)
    int number = 0;
    friend bool operator==(const CardRef&, const CardRef&) = default;
};

/// Whether a card shows its terrain [2.2.1: face up unless the mission says otherwise].
enum class CardFace { Up, Down };

/// The stack at one cell (c, r): column c (1 = left), row r (1 = nearest
/// the player) [2.2]; Hill cards bottom up under the top card [1.2.1 D].
struct CardStack {
    int column = 0;
    int row = 0;                    ///< >= 1; row 0 is the Main Staging Area [2.4.2]
    std::vector<CardRef> hills;     ///< bottom up; its size is the stack's level
    CardRef top;
    CardFace face = CardFace::Up;
    XmlExtras extras;
    int line = 0;                   ///< source line (0 if not from a file)

    int level() const { return int(hills.size()); }
    friend bool operator==(const CardStack&, const CardStack&) = default;
};

/// One face-down card of the Main Staging Area, in row 0 at `column` [2.4.2 A].
/// Which card it is does not matter in play; `card` is set only when known.
struct StagingCard {
    int column = 0;
    std::optional<CardRef> card;
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const StagingCard&, const StagingCard&) = default;
};

/// The two Helicopter Staging Areas [2.4.2 B]: off map, not adjacent to it.
enum class HelicopterArea { PickupZone, Enroute };

/// A Helicopter Staging Area: one face-down card [2.4.2 B].
struct HelicopterStaging {
    HelicopterArea area = HelicopterArea::PickupZone;
    std::optional<CardRef> card;    ///< set only when known
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const HelicopterStaging&, const HelicopterStaging&) = default;
};

/// A deck the map draws from: its id (as card references name it) and file.
struct DeckSource {
    std::string id;
    std::string href;               ///< deck file, relative to the map file
    XmlExtras extras;
    int line = 0;
    friend bool operator==(const DeckSource&, const DeckSource&) = default;
};

/// The whole card map document.
struct FofMap {
    std::string id;
    std::string name;
    std::string system = "fof";
    std::vector<DeckSource> decks;  ///< at least one
    int columns = 0;                ///< the mission's first rectangle ("4 columns by 3 rows") [2.2.1]
    int rows = 0;
    CardFace defaultFace = CardFace::Up; ///< the mission's lay-out face [2.2.1]
    std::vector<CardStack> cells;   ///< any cells, also beyond the first rectangle (the map grows); each (c, r) once
    std::vector<StagingCard> mainStaging;          ///< row 0, each column once
    std::vector<HelicopterStaging> helicopterStaging; ///< each area at most once
    XmlExtras extras;               ///< unknown attributes/children of <map> and carriers
    friend bool operator==(const FofMap&, const FofMap&) = default;

    /// The stack at (c, r), or nullptr.
    const CardStack* findCell(int column, int row) const;
};

/// "2,3" for cell (2, 3): how messages name a cell.
std::string cellName(int column, int row);

} // namespace crestline::maps
