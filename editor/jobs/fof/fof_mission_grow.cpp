// A mission following its card map's growth (see fof_mission_grow.h).

#include "editor/jobs/fof/fof_mission_grow.h"

#include "geometry/hex_grid.h"

#include <algorithm>

namespace crestline::jobs {

namespace {

std::string missionCellName(const scenarios::fof::Cell& c) { return maps::cellName(c.column, c.row); }

} // namespace

FofMissionGrowth growFofMission(const scenarios::fof::Mission& mission, const maps::FofMap& map, FofSide side, bool add)
{
    using namespace scenarios::fof;
    using scenarios::fof::Cell; // before geometry::los::Cell, which a unity group's file-scope using brings in
    FofMissionGrowth out;
    FofGrowth grown = growFofMap(map, side, add);
    out.label = grown.label;
    if (!grown.refusal.empty()) {
        out.refusal = grown.refusal;
        return out;
    }
    const bool column = side == FofSide::Left || side == FofSide::Right;
    const auto [columnsBefore, rowsBefore] = fofGridSize(map);
    if (grown.after.columns > geometry::kMaxGridColumns || grown.after.rows > geometry::kMaxGridRows) {
        out.refusal = "the card map would have " + std::to_string(grown.after.columns) + " columns by " + std::to_string(grown.after.rows) +
                      " rows, past the card grid's limit of " + std::to_string(geometry::kMaxGridColumns) + " by " + std::to_string(geometry::kMaxGridRows);
        return out;
    }

    // A line removed must hold nothing of the mission: its number, and what stands on it.
    if (!add) {
        const int gone = side == FofSide::Left || side == FofSide::Bottom ? 1 : column ? columnsBefore : rowsBefore;
        std::string held;
        int count = 0;
        auto note = [&](const std::string& what) { held += (count++ ? ", " : "") + what; };
        auto on = [&](const Cell& c) { return column ? c.column == gone : c.row == gone; };
        for (const PointControl& p : mission.points)
            if (on(p.cell)) note(controlLabel(p.kind, p.number) + " on " + missionCellName(p.cell));
        for (const PotentialContact& c : mission.contacts) {
            const bool there = column ? c.column && *c.column == gone : c.row == gone;
            if (there)
                note("Potential Contact " + (c.random ? std::string("random") : c.letter) + " (row " + std::to_string(c.row) +
                     (c.column ? ", column " + std::to_string(*c.column) : std::string()) + ")");
        }
        for (const UnitPlacement& u : mission.units)
            if (u.cell && on(*u.cell)) note("unit " + u.id + " on " + missionCellName(*u.cell));
        if (!column && gone == 1 && mission.usStart.kind == UsStart::Kind::OnRows && mission.usStart.throughRow <= 1)
            note("US start on row 1");
        if (!held.empty()) {
            out.refusal = std::string(column ? "column " : "row ") + std::to_string(gone) + " holds the mission's " + held + ": move or remove " +
                          (count == 1 ? "it" : "them") + " first";
            return out;
        }
    }

    const int dc = grown.shiftColumns, dr = grown.shiftRows, step = add ? 1 : -1;
    Mission m = mission;
    if (column) m.columns += grown.after.columns - columnsBefore;
    else m.rows += grown.after.rows - rowsBefore;
    auto move = [&](Cell& c) {
        if (c.column >= 1) c.column += dc; // a card or a Main Staging Area column
        if (c.row >= 1) c.row += dr;       // row 0 stays the Main Staging Area
    };
    for (PointControl& p : m.points) move(p.cell);
    for (PotentialContact& c : m.contacts) {
        if (c.row >= 1) c.row += dr;
        if (c.column && *c.column >= 1) *c.column += dc;
    }
    for (UnitPlacement& u : m.units)
        if (u.cell) move(*u.cell);
    if (m.usStart.kind == UsStart::Kind::OnRows && m.usStart.throughRow >= 1) m.usStart.throughRow += dr;
    for (LineControl& l : m.lines) {
        const bool vertical = !isHorizontal(l.kind);
        if (vertical != column) continue; // a row added moves no column seam, and the other way round
        const int last = vertical ? columnsBefore : rowsBefore;
        if (side == FofSide::Left || side == FofSide::Bottom) {
            if (l.seam >= 1) l.seam = std::max(0, l.seam + step); // the near edge (0) stays the edge
        } else if (l.seam == last) {
            l.seam = last + step; // on the far edge: the new far edge
        }
    }
    out.map = std::move(grown.after);
    out.mission = std::move(m);
    return out;
}

} // namespace crestline::jobs
