#pragma once
// What Fields of Fire LOS reads of a card map (fof-los.md, "What the map and
// scenario files must hold"), whole cards by cell: per cell whether a card
// lies there, its stack's level L (Hill cards under the top card [1.2.1 D]),
// the eight segment colours of the stack, and whether the top card has the
// elevation or multi-story icon [1.2.1 G]. Row 0 is the Main Staging Area,
// Helicopter Staging Areas sit in row -1 [2.4.2]. Plain data: the map side
// fills it; a scene carries it (Scene::setHexTable) for the LosRules driver.

#include "geometry/los/scene.h"
#include "geometry/square_grid.h"

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace crestline::geometry::los {

/// Which staging area, if any, a cell is [2.4.2].
enum class FofStaging : std::uint8_t { None, Main, Helicopter };

/// The FoF LOS data of one card map: columns 1..columns, rows 1..rows.
class FofBoard final : public HexTable {
public:
    /// The Pickup Zone and Enroute Helicopter Staging Areas [2.4.2 B].
    static constexpr OffsetCoord kPickupZone{1, -1};
    static constexpr OffsetCoord kEnroute{2, -1};

    /// No cards on the map yet; row 0 holds the Main Staging Area's cards
    /// (DECISION: level 0, all white, one under every column). Throws
    /// std::invalid_argument for a size outside the grid limits.
    FofBoard(int columns, int rows);

    /// The card grid (rows 0..rows).
    const SquareGrid& grid() const { return m_grid; }

    /// Lay a stack on map cell (c, r), r >= 1: the top card's dark segments
    /// (bit k = CardSegment k) over Hill cards, bottom up, with theirs. L is
    /// the number of Hill cards; a segment is dark if dark on the top card
    /// or any Hill card (DECISION). Throws std::invalid_argument naming the
    /// cell if it is outside the map or in row 0.
    void setStack(OffsetCoord cell, std::uint8_t topDark, std::initializer_list<std::uint8_t> hillsDark = {}, bool elevationIcon = false);
    /// The same with the stack's level and combined colours given directly.
    void setCard(OffsetCoord cell, int level, std::uint8_t dark, bool elevationIcon = false);
    /// Take the card off a map cell (the cell is empty again).
    void removeCard(OffsetCoord cell);

    /// Whether a card lies there (Main Staging Area cards and the Helicopter Staging Areas do).
    bool present(OffsetCoord cell) const;
    /// L, the Hill cards under the top card (0 off the board).
    int level(OffsetCoord cell) const { return m_grid.contains(cell) ? m_cards[std::size_t(m_grid.index(cell))].level : 0; }
    /// The stack's dark segments, bit k = CardSegment k (0 off the board).
    std::uint8_t darkSegments(OffsetCoord cell) const { return m_grid.contains(cell) ? m_cards[std::size_t(m_grid.index(cell))].dark : 0; }
    bool dark(OffsetCoord cell, CardSegment s) const { return (darkSegments(cell) >> int(s)) & 1u; }
    /// The elevation or multi-story icon [1.2.1 G]: a position may hold an eye-level offset.
    bool elevationIcon(OffsetCoord cell) const { return m_grid.contains(cell) && m_cards[std::size_t(m_grid.index(cell))].icon; }
    FofStaging staging(OffsetCoord cell) const;
    /// "(3,2)", "Main Staging Area (3,0)", "Pickup Zone", "Enroute".
    std::string cellName(OffsetCoord cell) const;

private:
    struct Card {
        bool present = false;
        bool icon = false;
        std::uint8_t level = 0;
        std::uint8_t dark = 0;
    };
    SquareGrid m_grid;
    std::vector<Card> m_cards;

    void requireMapCell(OffsetCoord cell, const char* what) const;
};

/// Bit mask of segments: darkMask({CardSegment::N, CardSegment::E}).
inline std::uint8_t darkMask(std::initializer_list<CardSegment> segments)
{
    std::uint8_t m = 0;
    for (CardSegment s : segments) m = std::uint8_t(m | (1u << int(s)));
    return m;
}
inline constexpr std::uint8_t kAllDark = 0xff;

} // namespace crestline::geometry::los
