#pragma once
// The whole-hex table a rule system reads from the scene (each whole-hex
// system's own HexTable), found and checked once per ruling.

#include "geometry/los/scene.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <typeinfo>

namespace crestline::geometry::los {

/// The scene's hex table as `Board`, a final HexTable with grid(). Throws
/// std::invalid_argument naming `system` ("GTS") if the scene carries none
/// of that type, or one made for another grid.
template <class Board>
const Board& hexTableOf(const Scene& scene, std::string_view system)
{
    const HexTable* table = scene.hexTable();
    // Board is final: a type_info comparison says as much as a dynamic_cast, for less (asked once a ruling).
    const auto* board = table && typeid(*table) == typeid(Board) ? static_cast<const Board*>(table) : nullptr;
    const std::string who(system);
    if (!board) throw std::invalid_argument(who + " LOS: the scene carries no " + who + " board (Scene::setHexTable)");
    const GridSpec &a = board->grid().spec(), &b = scene.grid().spec();
    if (a.columns != b.columns || a.rows != b.rows || a.orientation != b.orientation || a.parity != b.parity)
        throw std::invalid_argument(who + " LOS: the scene's " + who + " board is for another grid (" + std::to_string(a.columns) + " x " +
                                    std::to_string(a.rows) + " hexes, the scene has " + std::to_string(b.columns) + " x " + std::to_string(b.rows) + ")");
    return *board;
}

} // namespace crestline::geometry::los
