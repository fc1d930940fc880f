// The other maps of a scenario around the map under edit (joined_boards.h).

#include "editor/gui/joined_boards.h"

#include "formats/render/sheet_flow.h"
#include "formats/render/style.h"
#include "maps/map_analysis.h"
#include "scenarios/scenario.h"

#include <algorithm>
#include <cmath>

namespace crestline::gui {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The hexagons of `grid` as subpaths in the user space of `frame`.
void hexPath(cairo_t* cr, const geometry::HexGrid& grid, const render::MapFrame& frame)
{
    for (int i = 0; i < grid.count(); ++i) {
        const auto corners = grid.corners(grid.fromIndex(i));
        for (std::size_t k = 0; k < corners.size(); ++k) {
            const geometry::Point p = frame.user(corners[k].toPoint());
            k == 0 ? cairo_move_to(cr, p.u, p.v) : cairo_line_to(cr, p.u, p.v);
        }
        cairo_close_path(cr);
    }
}

} // namespace

Findings JoinedBoards::layout(const scenarios::Scenario& scenario, const std::vector<const maps::MapAnalysis*>& analyses, int active)
{
    clear();
    Findings warnings;
    if (scenario.maps.size() < 2) return warnings;
    const render::sheet::BoardLayout board = render::sheet::layoutBoard(scenario, analyses, warnings);
    bool found = false;
    for (const render::sheet::PlacedMap& m : board.maps) {
        if (m.board == active) {
            m_active = m, found = true;
            m_active.map = nullptr;
            continue;
        }
        const maps::Map& map = m.map->map();
        m_boards.push_back({m.board, map.name.empty() ? map.id : map.name, m.map, {}});
        m_placed.push_back(m);
    }
    if (!found) clear(); // the map under edit is not on the board: nothing to place the others against
    return warnings;
}

render::View JoinedBoards::viewOf(std::size_t k, const geometry::HexGrid& activeGrid, const render::MapFrame& active) const
{
    const render::sheet::PlacedMap& m = m_placed[k];
    // Board k's hex units -> the board -> the active map's hex units.
    cairo_matrix_t toActive = m_active.toBoard, rel = m.toBoard;
    cairo_matrix_invert(&toActive);
    cairo_matrix_multiply(&rel, &rel, &toActive);
    // ... -> the active map's units -> its lattice -> the canvas (drawn unturned).
    const double activeSize = activeGrid.spec().hexSize > 0 ? activeGrid.spec().hexSize : 1;
    auto toCanvas = [&](double hx, double hy) {
        cairo_matrix_transform_point(&rel, &hx, &hy);
        return active.user(activeGrid.toLattice({hx * activeSize, hy * activeSize}));
    };
    const geometry::Point centre = toCanvas((m.x0 + m.x1) / 2, (m.y0 + m.y1) / 2);
    const double perHexUnit = active.pointsPerMapUnit * activeSize;
    const double turn = std::atan2(rel.yx, rel.xx);
    const double c = std::abs(std::cos(turn)), s = std::abs(std::sin(turn));
    const double w = m.x1 - m.x0, h = m.y1 - m.y0;
    render::View view;
    view.region = m.region;
    view.width = (w * c + h * s) * perHexUnit;
    view.height = (w * s + h * c) * perHexUnit;
    view.x = centre.u - view.width / 2;
    view.y = centre.v - view.height / 2;
    view.rotationDegrees = -turn * 180 / kPi;
    return view;
}

render::MapFrame JoinedBoards::frameOf(std::size_t k, const geometry::HexGrid& activeGrid, const render::MapFrame& active) const
{
    return render::mapFrame(m_placed[k].map->grid(), viewOf(k, activeGrid, active));
}

void JoinedBoards::draw(cairo_t* cr, const geometry::HexGrid& activeGrid, const render::MapFrame& active, render::View view) const
{
    if (empty()) return;
    double x0, y0, x1, y1;
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1);
    render::sheet::TextMaker text(cr);
    for (std::size_t k = 0; k < m_boards.size(); ++k) {
        // Its place, with the layers the canvas shows.
        const render::sheet::PlacedMap& m = m_placed[k];
        const render::View place = viewOf(k, activeGrid, active);
        const render::MapFrame frame = render::mapFrame(m.map->grid(), place);
        view.region = place.region;
        view.x = place.x, view.y = place.y, view.width = place.width, view.height = place.height;
        view.rotationDegrees = place.rotationDegrees;
        view.northArrow = view.scaleBar = false;
        view.labelEvery = 0;
        view.paper = true;

        cairo_save(cr);
        // Joined maps interlock: never over the map under edit, nor over a map drawn before.
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
        hexPath(cr, activeGrid, active);
        for (std::size_t j = 0; j < k; ++j) hexPath(cr, m_placed[j].map->grid(), frameOf(j, activeGrid, active));
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_clip(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        render::drawMap(cr, *m.map, view, m_boards[k].overlays);
        // Veiled: seen, not edited (double-click to edit it).
        hexPath(cr, m.map->grid(), frame);
        const render::Rgba& paper = render::style().paper;
        cairo_set_source_rgba(cr, paper.r, paper.g, paper.b, 0.4);
        cairo_fill(cr);
        cairo_restore(cr);

        // Its name at the top-left corner of where it lies.
        double nx = 1e300, ny = 1e300;
        for (double u : {m.region.minU, m.region.maxU})
            for (double v : {m.region.minV, m.region.maxV}) {
                const geometry::Point p = frame.user({u, v});
                nx = std::min(nx, p.u), ny = std::min(ny, p.v);
            }
        const render::sheet::Layout name =
            text.make("<b>" + render::sheet::escape(m_boards[k].name) + "</b>", "Sans 9", 0);
        nx = std::max(nx + 4, x0 + 4), ny = std::max(ny + 4, y0 + 4);
        cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
        cairo_rectangle(cr, nx - 3, ny - 1, render::sheet::TextMaker::width(name) + 6, render::sheet::TextMaker::height(name) + 2);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        render::sheet::TextMaker::draw(cr, name, nx, ny);
    }
}

void JoinedBoards::extent(const geometry::HexGrid& activeGrid, double& minX, double& minY, double& maxX, double& maxY) const
{
    cairo_matrix_t toActive = m_active.toBoard;
    cairo_matrix_invert(&toActive);
    const double activeSize = activeGrid.spec().hexSize > 0 ? activeGrid.spec().hexSize : 1;
    for (const render::sheet::PlacedMap& m : m_placed) {
        cairo_matrix_t rel = m.toBoard;
        cairo_matrix_multiply(&rel, &rel, &toActive);
        for (double x : {m.x0, m.x1})
            for (double y : {m.y0, m.y1}) {
                double px = x, py = y;
                cairo_matrix_transform_point(&rel, &px, &py);
                minX = std::min(minX, px * activeSize), maxX = std::max(maxX, px * activeSize);
                minY = std::min(minY, py * activeSize), maxY = std::max(maxY, py * activeSize);
            }
    }
}

std::optional<JoinedBoards::Hit> JoinedBoards::hitTest(const geometry::HexGrid& activeGrid, const render::MapFrame& active, double x,
                                                        double y) const
{
    for (std::size_t k = 0; k < m_boards.size(); ++k) {
        const render::MapFrame frame = frameOf(k, activeGrid, active);
        const geometry::Point p = frame.lattice({x, y});
        const geometry::PointLocation where = m_placed[k].map->grid().locate(p);
        if (!where.hexes.empty()) return Hit{k, where.hexes.front(), p};
    }
    return std::nullopt;
}

} // namespace crestline::gui
