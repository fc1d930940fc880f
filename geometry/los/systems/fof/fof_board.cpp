// The FoF LOS table of a card map: per cell a stack's level, segment colours and icon.

#include "geometry/los/systems/fof/fof_board.h"

#include <stdexcept>
#include <string>

namespace crestline::geometry::los {

FofBoard::FofBoard(int columns, int rows) : m_grid(columns, rows), m_cards(std::size_t(m_grid.count()))
{
    for (int c = 1; c <= columns; ++c) m_cards[std::size_t(m_grid.index({c, 0}))].present = true; // [2.4.2] DECISION: level 0, white
}

std::string FofBoard::cellName(OffsetCoord cell) const
{
    if (cell == kPickupZone) return "Pickup Zone";
    if (cell == kEnroute) return "Enroute";
    const std::string at = "(" + std::to_string(cell.col) + "," + std::to_string(cell.row) + ")";
    return cell.row == 0 && m_grid.contains(cell) ? "Main Staging Area " + at : at;
}

void FofBoard::requireMapCell(OffsetCoord cell, const char* what) const
{
    if (!m_grid.contains(cell) || cell.row < 1)
        throw std::invalid_argument(std::string("FoF board: ") + what + " at " + cellName(cell) + ", outside the map's cards (columns 1 to " +
                                    std::to_string(m_grid.columns()) + ", rows 1 to " + std::to_string(m_grid.rows()) + ")");
}

void FofBoard::setCard(OffsetCoord cell, int level, std::uint8_t dark, bool elevationIcon)
{
    requireMapCell(cell, "card");
    if (level < 0 || level > 255) throw std::invalid_argument("FoF board: level " + std::to_string(level) + " at " + cellName(cell));
    m_cards[std::size_t(m_grid.index(cell))] = Card{true, elevationIcon, std::uint8_t(level), dark};
}

void FofBoard::setStack(OffsetCoord cell, std::uint8_t topDark, std::initializer_list<std::uint8_t> hillsDark, bool elevationIcon)
{
    std::uint8_t dark = topDark;
    for (std::uint8_t h : hillsDark) dark = std::uint8_t(dark | h); // DECISION: dark on the top card or any Hill card
    setCard(cell, int(hillsDark.size()), dark, elevationIcon);
}

void FofBoard::removeCard(OffsetCoord cell)
{
    requireMapCell(cell, "removing a card");
    m_cards[std::size_t(m_grid.index(cell))] = Card{};
}

bool FofBoard::present(OffsetCoord cell) const
{
    if (cell == kPickupZone || cell == kEnroute) return true;
    return m_grid.contains(cell) && m_cards[std::size_t(m_grid.index(cell))].present;
}

FofStaging FofBoard::staging(OffsetCoord cell) const
{
    if (cell == kPickupZone || cell == kEnroute) return FofStaging::Helicopter;
    return cell.row == 0 && m_grid.contains(cell) ? FofStaging::Main : FofStaging::None;
}

} // namespace crestline::geometry::los
