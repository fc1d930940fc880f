// Growing a card map by a column or a row (see fof_map_grow.h).

#include "editor/jobs/fof/fof_map_grow.h"

#include <algorithm>

namespace crestline::jobs {

std::pair<int, int> fofGridSize(const maps::FofMap& map)
{
    int columns = std::max(1, map.columns), rows = std::max(1, map.rows);
    for (const maps::CardStack& s : map.cells) {
        columns = std::max(columns, s.column);
        rows = std::max(rows, s.row);
    }
    for (const maps::StagingCard& s : map.mainStaging) columns = std::max(columns, s.column);
    return {columns, rows};
}

FofGrowth growFofMap(const maps::FofMap& map, FofSide side, bool add)
{
    FofGrowth out;
    const bool column = side == FofSide::Left || side == FofSide::Right;
    const char* sideName = side == FofSide::Left ? "left" : side == FofSide::Right ? "right" : side == FofSide::Top ? "top" : "bottom";
    out.label = std::string(add ? "Add a " : "Remove the ") + (column ? "column" : "row") + " at the " + sideName;
    for (const maps::CardStack& s : map.cells)
        if (s.column < 1) {
            out.refusal = "cell " + maps::cellName(s.column, s.row) + " lies left of column 1: number the map's columns from 1 first";
            return out;
        }
    for (const maps::StagingCard& s : map.mainStaging)
        if (s.column < 1) {
            out.refusal = "the Main Staging Area card at column " + std::to_string(s.column) + " lies left of column 1: number the map's columns from 1 first";
            return out;
        }
    const auto [columns, rows] = fofGridSize(map);
    // The line removed: its number, and the cards on it.
    if (!add) {
        if ((column ? columns : rows) == 1) {
            out.refusal = std::string("the map has one ") + (column ? "column" : "row") + ": a card map keeps at least one";
            return out;
        }
        const int line = side == FofSide::Left || side == FofSide::Bottom ? 1 : column ? columns : rows;
        std::string held;
        int count = 0;
        for (const maps::CardStack& s : map.cells)
            if ((column ? s.column : s.row) == line) {
                held += std::string(count++ ? ", " : "") + maps::cellName(s.column, s.row) + " (card " + std::to_string(s.top.number) + ")";
            }
        if (column)
            for (const maps::StagingCard& s : map.mainStaging)
                if (s.column == line) held += std::string(count++ ? ", " : "") + "the Main Staging Area card under it";
        if (count > 0) {
            out.refusal = std::string(column ? "column " : "row ") + std::to_string(line) + " holds " + held + ": remove " +
                          (count == 1 ? "it" : "them") + " first";
            return out;
        }
    }
    out.after = map;
    const int step = add ? 1 : -1;
    if (side == FofSide::Left) out.shiftColumns = step;
    if (side == FofSide::Bottom) out.shiftRows = step;
    for (maps::CardStack& s : out.after.cells) {
        s.column += out.shiftColumns;
        s.row += out.shiftRows;
    }
    for (maps::StagingCard& s : out.after.mainStaging) s.column += out.shiftColumns; // row 0 stays row 0
    out.after.columns = columns + (column ? step : 0);
    out.after.rows = rows + (column ? 0 : step);
    return out;
}

} // namespace crestline::jobs
