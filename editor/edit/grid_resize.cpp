// Resizing a map's grid (see grid_resize.h).

#include "editor/edit/grid_resize.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "editor/edit/exact_sum.h"

namespace crestline::edit {

using geometry::HexGrid;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

/// Swaps the whole map with the one it holds: apply and revert are the same swap.
class ReplaceMapCommand : public MapCommand {
public:
    ReplaceMapCommand(maps::Map other, std::string label) : m_other(std::move(other)), m_label(std::move(label)) {}
    std::string label() const override { return m_label; }
    maps::MapDelta apply(maps::Map& map) override { return swap(map); }
    maps::MapDelta revert(maps::Map& map) override { return swap(map); }

private:
    maps::Map m_other;
    std::string m_label;
    maps::MapDelta swap(maps::Map& map)
    {
        std::swap(map, m_other);
        maps::MapDelta d;
        d.everything = true;
        return d;
    }
};

std::string sideText(const HexGrid& grid, int side) { return std::string(grid.sideName(side)); }

} // namespace

GridResizePlan planGridResize(const maps::Map& map, const GridResize& r)
{
    GridResizePlan plan;
    const HexGrid old(map.grid);
    const bool flat = map.grid.orientation == geometry::HexOrientation::FlatTop;
    geometry::GridSpec spec = map.grid;
    spec.columns = map.grid.columns + r.left + r.right;
    spec.rows = map.grid.rows + r.top + r.bottom;
    plan.label = "Resize grid to " + std::to_string(spec.columns) + " x " + std::to_string(spec.rows);
    if (spec.columns < 1 || spec.rows < 1) {
        plan.refusal = "the grid would have " + std::to_string(spec.columns) + " columns and " + std::to_string(spec.rows) +
                       " rows; it needs at least one of each";
        return plan;
    }
    // An odd shift across the offset axis (columns flat-top, rows pointy-top) flips the parity.
    const int across = flat ? r.left : r.top;
    if (across % 2 != 0)
        spec.parity = spec.parity == geometry::OffsetParity::Odd ? geometry::OffsetParity::Even : geometry::OffsetParity::Odd;
    if (!r.renumber) {
        spec.firstColumn -= r.left;
        spec.firstRow -= r.top;
        if (spec.label.scheme == geometry::LabelScheme::LetterNumber) {
            const bool columns = spec.label.letterAxis == geometry::LetterAxis::Column;
            if ((columns ? spec.firstColumn : spec.firstRow) < 1) {
                plan.refusal = std::string("keeping the labels would put ") + (columns ? "columns" : "rows") +
                               " before the letter A; number the hexes from the new edge instead";
                return plan;
            }
        }
    }
    for (const geometry::GridLimitProblem& p : geometry::gridLimitProblems(spec)) plan.refusal += (plan.refusal.empty() ? "" : "; ") + p.message;
    if (!plan.refusal.empty()) return plan;
    const HexGrid grid(spec);
    const double du = flat ? 3.0 * r.left : 2.0 * r.left, dv = flat ? 2.0 * r.top : 3.0 * r.top;

    maps::Map after = map;
    after.grid = spec;
    auto moved = [&](OffsetCoord h) { return OffsetCoord{h.col + r.left, h.row + r.top}; };
    auto kept = [&](OffsetCoord h) { return old.contains(h) && grid.contains(moved(h)); };
    auto label = [&](OffsetCoord h) { return old.contains(h) ? old.label(h) : "(" + std::to_string(h.col) + "," + std::to_string(h.row) + ")"; };

    for (maps::Feature& f : after.features) {
        auto shift = [&](std::vector<Point>& ring) {
            for (Point& p : ring)
                if (plan.refusal.empty() && !(exactSum(p.u, du, p.u) && exactSum(p.v, dv, p.v)))
                    plan.refusal = "a vertex of " + f.id + " cannot be moved exactly by the shift";
        };
        shift(f.area.outer);
        for (auto& hole : f.area.holes) shift(hole);
        shift(f.path);
    }
    if (!plan.refusal.empty()) return plan;
    if (after.background) {
        after.background->transform.u0 += du;
        after.background->transform.v0 += dv;
    }

    after.hexTerrain.clear();
    for (const maps::HexTerrain& t : map.hexTerrain) {
        if (!kept(t.hex)) {
            plan.lost.push_back("painted " + t.terrain + (t.level ? " (level " + std::to_string(*t.level) + ")" : "") + " on " + label(t.hex));
            continue;
        }
        after.hexTerrain.push_back(t);
        after.hexTerrain.back().hex = moved(t.hex);
    }
    after.hexsides.clear();
    std::set<std::pair<std::pair<int, int>, int>> sides;
    for (const maps::HexsideFeature& s : map.hexsides) {
        maps::HexsideFeature n = s;
        if (!kept(s.hex)) {
            // The hexside of a kept neighbour stays, on the neighbour's side.
            const OffsetCoord other = old.neighbour(s.hex, s.side);
            if (!kept(other)) {
                plan.lost.push_back("hexside " + s.terrain + " on " + label(s.hex) + " " + sideText(old, s.side));
                continue;
            }
            n.hex = other;
            n.side = (s.side + 3) % 6;
        }
        n.hex = moved(n.hex);
        if (!sides.insert({{n.hex.col, n.hex.row}, n.side}).second) {
            plan.lost.push_back("hexside " + s.terrain + " on " + label(s.hex) + " " + sideText(old, s.side) + " (the neighbour's record of it stays)");
            continue;
        }
        after.hexsides.push_back(n);
    }
    after.markers.clear();
    for (const maps::HexMarker& m : map.markers) {
        if (!kept(m.hex)) {
            plan.lost.push_back("marker " + m.kind + " on " + label(m.hex));
            continue;
        }
        after.markers.push_back(m);
        after.markers.back().hex = moved(m.hex);
    }
    after.links.clear();
    for (const maps::HexLink& l : map.links) {
        const auto gone = std::find_if(l.hexes.begin(), l.hexes.end(), [&](OffsetCoord h) { return !kept(h); });
        if (gone != l.hexes.end()) {
            plan.lost.push_back("link " + (l.id.empty() ? l.terrain : l.id) + " (through " + label(*gone) + ")");
            continue;
        }
        after.links.push_back(l);
        for (OffsetCoord& h : after.links.back().hexes) h = moved(h);
    }
    after.entries.clear();
    for (const maps::EntryHex& e : map.entries) {
        if (!kept(e.hex)) {
            plan.lost.push_back("entry hex " + label(e.hex));
            continue;
        }
        after.entries.push_back(e);
        after.entries.back().hex = moved(e.hex);
    }
    plan.after = std::move(after);
    return plan;
}

std::unique_ptr<MapCommand> resizeGrid(GridResizePlan plan, bool confirmLoss)
{
    if (!plan.refusal.empty() || (!plan.lost.empty() && !confirmLoss)) return nullptr;
    return std::make_unique<ReplaceMapCommand>(std::move(plan.after), std::move(plan.label));
}

} // namespace crestline::edit
