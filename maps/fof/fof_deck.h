#pragma once
// A Fields of Fire terrain deck as data: every card of a campaign's deck
// defined once, with what its face shows [FoF 1.2.1 A-H]. Loaded from an XML
// deck file (maps/catalogs/fof-*.deck.xml, docs/fof-map-format.md); card maps
// (fof_map.h) name cards by deck id and number.

#include "maps/xml_extras.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace crestline::maps {

/// One of a card border's eight segments, named for the neighbour it faces:
/// sides N E S W (dashed areas, fire from an orthogonal neighbour), corners
/// NE SE SW NW (solid areas, fire from a diagonal one) [1.2.1 C].
enum class CardSegment { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kCardSegmentCount = 8;
/// Dark segments block LOS, white ones do not [1.2.1 C].
enum class SegmentColour { White, Dark };
/// The tank icon: none, SLOW (a vehicle stops on entering), NO (no vehicle enters) [1.2.1 B].
enum class Trafficability { None, Slow, No };
/// The upper right icon: none, elevation differences (+/- 1 level) or a multi-story building [1.2.1 G].
enum class ElevationIcon { None, Elevation, MultiStory };
/// Where a card's values come from: all as printed on the published card,
/// partly from the rulebook's text with the rest ours, or all ours (the seed
/// lacks the card pictures; docs/fof-map-format.md, "Sample deck").
enum class CardValues { Published, Partial, Invented };

/// One terrain card of a deck.
struct FofCard {
    int number = 0;                 ///< the card's number, unique in its deck (>= 1)
    std::string name;               ///< terrain as printed ("Woods", "Hill")
    CardValues values = CardValues::Published;
    std::array<SegmentColour, kCardSegmentCount> border{}; ///< by CardSegment [1.2.1 C]
    int coverHigh = 0;              ///< cover when any fire crosses a dark border [1.2.1 A]
    std::optional<int> coverLow;    ///< the lower value when the card prints two; unset: one value [1.2.1 A]
    Trafficability trafficability = Trafficability::None; ///< [1.2.1 B]
    bool hill = false;              ///< a Hill card: cards stacked on it stand one level higher [1.2.1 D]
    bool lz = false;                ///< LZ potential: may be a helicopter Landing Zone [1.2.1 E]
    int coverPotential = 0;         ///< most Cover Markers that can be found on the card [1.2.1 F]
    int coverDraw = 0;              ///< Action Cards drawn to seek a Cover Marker [1.2.1 F]
    ElevationIcon icon = ElevationIcon::None; ///< [1.2.1 G]
    std::optional<int> incomingVof; ///< the Burst icon's Incoming VOF modifier; unset: no icon [1.2.1 H]
    std::string notes;
    XmlExtras extras;
    int line = 0;                   ///< line in the deck file (0 if not from a file)

    SegmentColour segment(CardSegment s) const { return border[std::size_t(s)]; }
    /// The cover against fire that crosses no dark border (the single value when only one is printed) [1.2.1 A].
    int coverAgainstWhite() const { return coverLow.value_or(coverHigh); }
    friend bool operator==(const FofCard&, const FofCard&) = default;
};

/// A campaign's whole terrain deck.
struct FofDeck {
    std::string id;                 ///< stable key card maps use, e.g. "normandy-sample"
    std::string name;
    std::string notes;              ///< where the values come from, as the file says
    std::vector<FofCard> cards;     ///< in file order, numbers unique
    XmlExtras extras;

    /// The card with this number, or nullptr.
    const FofCard* find(int number) const;
    friend bool operator==(const FofDeck&, const FofDeck&) = default;
};

/// "N", "NE", ... "NW": the segment's name as written in files and messages.
const char* segmentName(CardSegment s);

} // namespace crestline::maps
