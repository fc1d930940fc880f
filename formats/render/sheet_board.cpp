#include "formats/render/sheet_board.h"

#include "geometry/finding_builder.h"

#include "formats/render/style.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>

namespace crestline::render::sheet {

namespace {

using scenarios::MapEdge;

constexpr double kPi = 3.14159265358979323846;

// Edges in clockwise order, so that turning a map by 90 degrees clockwise
// moves each edge one step on.
int edgeIndex(MapEdge e)
{
    switch (e) {
    case MapEdge::North: return 0;
    case MapEdge::East: return 1;
    case MapEdge::South: return 2;
    case MapEdge::West: return 3;
    }
    return 0;
}

const char* edgeWord(int index)
{
    static const char* words[] = {"north", "east", "south", "west"};
    return words[((index % 4) + 4) % 4];
}

void warn(Findings& out, FindingCode code, const std::string& message, int line, const std::string& map)
{
    out.push_back(makeFinding(code).line(line).feature(map).message(message));
}

struct Rect {
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
};

Rect transformed(const PlacedMap& m, const cairo_matrix_t& t)
{
    Rect r{1e300, 1e300, -1e300, -1e300};
    for (double x : {m.x0, m.x1})
        for (double y : {m.y0, m.y1}) {
            double px = x, py = y;
            cairo_matrix_transform_point(&t, &px, &py);
            r.minX = std::min(r.minX, px), r.maxX = std::max(r.maxX, px);
            r.minY = std::min(r.minY, py), r.maxY = std::max(r.maxY, py);
        }
    return r;
}

// The map's hexes as a box in the lattice frame and in hex units.
PlacedMap measure(int board, const maps::MapAnalysis& a)
{
    PlacedMap m;
    m.board = board;
    m.map = &a;
    const geometry::HexGrid& g = a.grid();
    geometry::Box box{1e300, 1e300, -1e300, -1e300};
    for (int i = 0; i < g.count(); ++i)
        for (const geometry::IPoint& c : g.corners(g.fromIndex(i))) box.expand(c.toPoint());
    m.region = box;
    const double size = g.spec().hexSize > 0 ? g.spec().hexSize : 1;
    const geometry::Point a0 = g.toMap({box.minU, box.minV}), a1 = g.toMap({box.maxU, box.maxV});
    m.x0 = std::min(a0.u, a1.u) / size, m.x1 = std::max(a0.u, a1.u) / size;
    m.y0 = std::min(a0.v, a1.v) / size, m.y1 = std::max(a0.v, a1.v) / size;
    return m;
}

// How far two joined maps' hexes interlock across the seam, in hex units: one
// lattice unit along the seam's normal when both grids lie the same way on
// the table (flat-top edge rows are half a hex deep), else nothing.
double interlock(const PlacedMap& a, int rotA, MapEdge edgeA, const PlacedMap& b, int rotB)
{
    const bool flatA = a.map->grid().spec().orientation == geometry::HexOrientation::FlatTop;
    const bool flatB = b.map->grid().spec().orientation == geometry::HexOrientation::FlatTop;
    const bool tableFlatA = flatA == (((rotA / 90) % 2) == 0), tableFlatB = flatB == (((rotB / 90) % 2) == 0);
    if (tableFlatA != tableFlatB) return 0;
    const bool alongV = edgeA == MapEdge::North || edgeA == MapEdge::South;
    if (flatA) return alongV ? std::sqrt(3.0) / 2 : 0.5;
    return alongV ? 0.5 : std::sqrt(3.0) / 2;
}

} // namespace

Rgb sideColour(int side)
{
    // The renderer's side colours (style.h), so the key matches the map.
    const Rgba& c = style().side(std::max(0, side));
    return {c.r, c.g, c.b};
}

std::string sideColourHex(int side)
{
    const Rgb c = sideColour(side);
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", int(c.r * 255 + 0.5), int(c.g * 255 + 0.5), int(c.b * 255 + 0.5));
    return buf;
}

BoardLayout layoutBoard(const scenarios::Scenario& scenario, const std::vector<const maps::MapAnalysis*>& analyses, Findings& warnings)
{
    BoardLayout out;
    const std::size_t n = scenario.maps.size();
    std::vector<PlacedMap> maps(n);
    std::vector<bool> loaded(n, false), placed(n, false);
    std::vector<int> rotation(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        rotation[i] = ((scenario.maps[i].rotation % 360) + 360) % 360;
        if (i < analyses.size() && analyses[i]) {
            maps[i] = measure(int(i), *analyses[i]);
            loaded[i] = true;
        }
    }
    auto indexOf = [&](const std::string& id) {
        for (std::size_t i = 0; i < n; ++i)
            if (scenario.maps[i].id == id) return int(i);
        return -1;
    };
    // Table frame: each map turned about its origin, then moved; the first loaded map stays put.
    auto placeAt = [&](std::size_t i, double minX, double minY) {
        cairo_matrix_init_rotate(&maps[i].toBoard, rotation[i] * kPi / 180);
        const Rect r = transformed(maps[i], maps[i].toBoard);
        maps[i].toBoard.x0 += minX - r.minX;
        maps[i].toBoard.y0 += minY - r.minY;
        placed[i] = true;
    };
    std::deque<std::size_t> todo;
    for (std::size_t start = 0; start < n; ++start) {
        if (!loaded[start] || placed[start]) continue;
        if (todo.empty() && std::any_of(placed.begin(), placed.end(), [](bool b) { return b; })) {
            // Not joined to the maps already placed: set beside them, one hex apart.
            double right = -1e300, top = 1e300;
            for (std::size_t k = 0; k < n; ++k)
                if (placed[k]) {
                    const Rect r = transformed(maps[k], maps[k].toBoard);
                    right = std::max(right, r.maxX), top = std::min(top, r.minY);
                }
            warn(warnings, code::SheetMapUnjoined, "map '" + scenario.maps[start].id + "' is joined to no map placed before it; drawn beside them",
                 scenario.maps[start].line, scenario.maps[start].id);
            placeAt(start, right + 1, top);
        } else {
            placeAt(start, 0, 0);
        }
        todo.push_back(start);
        while (!todo.empty()) {
            const std::size_t a = todo.front();
            todo.pop_front();
            for (const scenarios::MapJoin& j : scenario.joins) {
                // A join read from either end.
                const bool forward = indexOf(j.map) == int(a);
                if (!forward && indexOf(j.to) != int(a)) continue;
                const int bi = indexOf(forward ? j.to : j.map);
                if (bi < 0 || !loaded[std::size_t(bi)]) continue;
                const std::size_t b = std::size_t(bi);
                const MapEdge edgeA = forward ? j.edge : j.toEdge, edgeB = forward ? j.toEdge : j.edge;
                const int dirA = edgeIndex(edgeA) + rotation[a] / 90, dirB = edgeIndex(edgeB) + rotation[b] / 90;
                if ((dirB - dirA + 8) % 4 != 2)
                    warn(warnings, code::SheetJoinMisfit,
                         "join of '" + j.map + "' and '" + j.to + "': with their rotations the " + edgeWord(dirA) + " side of '" +
                             scenario.maps[a].id + "' meets the " + edgeWord(dirB) + " side of '" + scenario.maps[b].id +
                             "'; drawn against the first",
                         j.line, j.map);
                const Rect ra = transformed(maps[a], maps[a].toBoard);
                cairo_matrix_t turn;
                cairo_matrix_init_rotate(&turn, rotation[b] * kPi / 180);
                const Rect rb = transformed(maps[b], turn);
                const double o = interlock(maps[a], rotation[a], edgeA, maps[b], rotation[b]);
                double minX = ra.minX, minY = ra.minY;
                switch (((dirA % 4) + 4) % 4) {
                case 0: minY = ra.minY + o - (rb.maxY - rb.minY); break;
                case 1: minX = ra.maxX - o; break;
                case 2: minY = ra.maxY - o; break;
                case 3: minX = ra.minX + o - (rb.maxX - rb.minX); break;
                }
                if (placed[b]) {
                    const Rect now = transformed(maps[b], maps[b].toBoard);
                    if (std::abs(now.minX - minX) > 1e-6 || std::abs(now.minY - minY) > 1e-6)
                        warn(warnings, code::SheetJoinConflict,
                             "the joins place map '" + scenario.maps[b].id + "' in two different places; the first is drawn", j.line, j.map);
                    continue;
                }
                placeAt(b, minX, minY);
                todo.push_back(b);
            }
        }
    }
    // North up: the first map's north, as it lies on the table, is the board's.
    int first = -1;
    for (std::size_t i = 0; i < n; ++i)
        if (loaded[i]) {
            first = int(i);
            break;
        }
    if (first < 0) return out;
    auto bearing = [&](std::size_t i) { return std::fmod(analyses[i]->map().northBearing + rotation[i] + 720.0, 360.0); };
    const double north = bearing(std::size_t(first));
    cairo_matrix_t up;
    cairo_matrix_init_rotate(&up, -north * kPi / 180);
    out.minX = out.minY = 1e300;
    out.maxX = out.maxY = -1e300;
    for (std::size_t i = 0; i < n; ++i) {
        if (!loaded[i]) continue;
        if (std::abs(bearing(i) - north) > 1e-6)
            warn(warnings, code::SheetNorthMismatch,
                 "map '" + scenario.maps[i].id + "' points north another way than map '" + scenario.maps[std::size_t(first)].id +
                     "' on the table; the board is drawn with the first map's north up",
                 scenario.maps[i].line, scenario.maps[i].id);
        cairo_matrix_multiply(&maps[i].toBoard, &maps[i].toBoard, &up);
        const Rect r = transformed(maps[i], maps[i].toBoard);
        out.minX = std::min(out.minX, r.minX), out.minY = std::min(out.minY, r.minY);
        out.maxX = std::max(out.maxX, r.maxX), out.maxY = std::max(out.maxY, r.maxY);
        out.maps.push_back(maps[i]);
    }
    return out;
}

namespace {

// The hexagons of a map as subpaths, in the current user space (hex units).
void hexPath(cairo_t* cr, const PlacedMap& m)
{
    const geometry::HexGrid& g = m.map->grid();
    const double size = g.spec().hexSize > 0 ? g.spec().hexSize : 1;
    for (int i = 0; i < g.count(); ++i) {
        const auto corners = g.corners(g.fromIndex(i));
        for (std::size_t k = 0; k < corners.size(); ++k) {
            const geometry::Point p = g.toMap(corners[k].toPoint());
            if (k == 0) cairo_move_to(cr, p.u / size, p.v / size);
            else cairo_line_to(cr, p.u / size, p.v / size);
        }
        cairo_close_path(cr);
    }
}

void northArrow(cairo_t* cr, const TextMaker& text, double x, double y)
{
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x + 6, y + 18);
    cairo_line_to(cr, x, y + 14);
    cairo_line_to(cr, x - 6, y + 18);
    cairo_close_path(cr);
    cairo_fill(cr);
    const Layout n = text.make("<b>N</b>", font::kSmall, 0);
    TextMaker::draw(cr, n, x - TextMaker::width(n) / 2, y + 19);
}

} // namespace

void drawBoard(cairo_t* cr, const TextMaker& text, const BoardLayout& layout, const std::vector<Overlays>& overlays, double x, double y,
               double width, double height)
{
    if (layout.maps.empty() || layout.width() <= 0 || layout.height() <= 0) return;
    width -= 30; // room for the north arrow
    const double s = std::min(width / layout.width(), height / layout.height());
    const double ox = x + (width - layout.width() * s) / 2 - layout.minX * s;
    const double oy = y + (height - layout.height() * s) / 2 - layout.minY * s;
    for (std::size_t i = 0; i < layout.maps.size(); ++i) {
        const PlacedMap& m = layout.maps[i];
        cairo_save(cr);
        cairo_matrix_t page;
        cairo_get_matrix(cr, &page);
        cairo_translate(cr, ox, oy);
        cairo_scale(cr, s, s);
        if (i > 0) {
            // Joined maps interlock: never paint over the hexes of a map drawn before.
            cairo_rectangle(cr, layout.minX - 50, layout.minY - 50, layout.width() + 100, layout.height() + 100);
            for (std::size_t k = 0; k < i; ++k) {
                cairo_save(cr);
                cairo_transform(cr, &layout.maps[k].toBoard);
                hexPath(cr, layout.maps[k]);
                cairo_restore(cr);
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
            cairo_clip(cr);
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        }
        // drawMap sizes strokes, symbols and text in points of the context it
        // is given, so it draws in page space: the map's place and turn on the
        // board become its view (the same transform the board layout uses).
        cairo_set_matrix(cr, &page);
        const double turn = std::atan2(m.toBoard.yx, m.toBoard.xx);
        double cx = (m.x0 + m.x1) / 2, cy = (m.y0 + m.y1) / 2;
        cairo_matrix_transform_point(&m.toBoard, &cx, &cy);
        const double c = std::abs(std::cos(turn)), sn = std::abs(std::sin(turn));
        const double w = m.x1 - m.x0, h = m.y1 - m.y0;
        View view;
        view.region = m.region;
        view.width = (w * c + h * sn) * s;
        view.height = (w * sn + h * c) * s;
        view.x = ox + cx * s - view.width / 2;
        view.y = oy + cy * s - view.height / 2;
        view.rotationDegrees = -turn * 180 / kPi;
        view.northArrow = false; // one arrow for the whole board, below
        view.scaleBar = false;
        drawMap(cr, *m.map, view, i < overlays.size() ? overlays[i] : Overlays{});
        cairo_restore(cr);
    }
    // Each map's name at the top-left corner of where it lies on the board.
    for (const PlacedMap& m : layout.maps) {
        Rect r = transformed(m, m.toBoard);
        const Layout name = text.make("<b>" + escape(m.map->map().name.empty() ? m.map->map().id : m.map->map().name) + "</b>", font::kSmall, 0);
        const double tx = ox + r.minX * s + 3, ty = oy + r.minY * s + 3;
        cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
        cairo_rectangle(cr, tx - 2, ty - 1, TextMaker::width(name) + 4, TextMaker::height(name) + 2);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        TextMaker::draw(cr, name, tx, ty);
    }
    northArrow(cr, text, ox + layout.maxX * s + 16, oy + layout.minY * s);
}

PlacedBoard placeMaps(const std::vector<scenarios::MapPlacement>& placements,
                      const std::map<std::string, const maps::MapAnalysis*, std::less<>>& loaded, Findings& warnings)
{
    std::vector<scenarios::Board> boards;
    std::vector<const maps::MapAnalysis*> analyses;
    for (const scenarios::MapPlacement& m : placements) {
        const auto it = loaded.find(m.id);
        const maps::MapAnalysis* a = it == loaded.end() ? nullptr : it->second;
        if (!a) warnings.push_back(makeFinding(code::SheetMapMissing).line(m.line).message("map '" + m.id + "' is not loaded; it is left off the board"));
        analyses.push_back(a);
        boards.push_back({m.id, a ? &a->map() : nullptr, a ? &a->catalog() : nullptr});
    }
    // Laid out as an FF scenario's board: the maps are placed the same way (<map rotation>), with no joins.
    scenarios::Scenario placement;
    placement.maps = placements;
    BoardLayout layout = layoutBoard(placement, analyses, warnings);
    return {scenarios::BoardSet(std::move(boards)), std::move(layout)};
}

} // namespace crestline::render::sheet
