// Look-ups on the Fields of Fire deck and card map models.

#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"

#include <algorithm>

namespace crestline::maps {

const FofCard* FofDeck::find(int number) const
{
    const auto it = std::find_if(cards.begin(), cards.end(), [number](const FofCard& c) { return c.number == number; });
    return it == cards.end() ? nullptr : &*it;
}

const char* segmentName(CardSegment s)
{
    static constexpr const char* kNames[kCardSegmentCount] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    return kNames[std::size_t(s)];
}

const CardStack* FofMap::findCell(int column, int row) const
{
    const auto it = std::find_if(cells.begin(), cells.end(), [&](const CardStack& s) { return s.column == column && s.row == row; });
    return it == cells.end() ? nullptr : &*it;
}

std::string cellName(int column, int row)
{
    return std::to_string(column) + "," + std::to_string(row);
}

} // namespace crestline::maps
