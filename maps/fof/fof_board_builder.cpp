// A card map's FofBoard [FoF 1.2.1 C, D, G, 2.2.1, 2.4.2] (see fof_board_builder.h).

#include "maps/fof/fof_board_builder.h"

#include "maps/fof/fof_stack.h"

#include <algorithm>
#include <stdexcept>

namespace crestline::maps {

namespace {

/// The stack's combined border as FofBoard's bit mask (bit k = CardSegment k; both enums run N NE E SE S SW W NW).
std::uint8_t darkBits(const ResolvedStack& stack)
{
    std::uint8_t bits = 0;
    for (int k = 0; k < kCardSegmentCount; ++k)
        if (stack.border[std::size_t(k)] == SegmentColour::Dark) bits = std::uint8_t(bits | (1u << k));
    return bits;
}

} // namespace

namespace {

/// " (line N)" for a cell read from a file; nothing for one placed in the editor (line 0 until saved).
std::string lineNote(int line) { return line > 0 ? " (line " + std::to_string(line) + ")" : std::string(); }

} // namespace

FofBoardBuild buildFofBoard(const FofMap& map, const std::vector<FofDeck>& decks)
{
    FofBoardBuild out;
    int columns = map.columns, rows = map.rows;
    for (const CardStack& s : map.cells) {
        if (s.column < 1) {
            out.problem = "cell " + cellName(s.column, s.row) + lineNote(s.line) +
                          " lies left of column 1: LOS on card maps that grew to the left is not supported yet";
            return out;
        }
        columns = std::max(columns, s.column);
        rows = std::max(rows, s.row);
    }
    for (const StagingCard& s : map.mainStaging) {
        if (s.column < 1) {
            out.problem = "Main Staging Area card at column " + std::to_string(s.column) + lineNote(s.line) +
                          " lies left of column 1: LOS on card maps that grew to the left is not supported yet";
            return out;
        }
        columns = std::max(columns, s.column);
    }
    try {
        geometry::los::FofBoard board(columns, rows);
        for (const CardStack& s : map.cells) {
            const auto stack = resolveStack(s, decks);
            if (!stack) {
                out.problem = "cell " + cellName(s.column, s.row) + lineNote(s.line) + " names a card no loaded deck holds";
                return out;
            }
            // [1.2.1 D] level = Hill cards under the top card; [1.2.1 G] the icon is the top card's.
            // fof-los.md "Ties", DECISION: a face-down card counts with its own data.
            board.setCard({s.column, s.row}, stack->level, darkBits(*stack), stack->top->icon != ElevationIcon::None);
        }
        out.board = std::move(board);
    } catch (const std::invalid_argument& e) {
        out.problem = e.what();
    }
    return out;
}

} // namespace crestline::maps
