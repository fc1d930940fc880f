#include "formats/vassal/vassal_scenario.h"

#include <pugixml.hpp>

#include <charconv>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

namespace crestline::vassal {

namespace {

std::string exact(double x)
{
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
    return ec == std::errc() ? std::string(buf, end) : std::string("0");
}

const char* flag(bool b) { return b ? "true" : "false"; }

void attr(pugi::xml_node n, const char* name, const std::string& value) { n.append_attribute(name) = value.c_str(); }
void attr(pugi::xml_node n, const char* name, int value) { n.append_attribute(name) = std::to_string(value).c_str(); }

/// Java's Math.round: floor(x + 0.5).
int javaRound(double x) { return int(std::floor(x + 0.5)); }

/// The attributes VASSAL's RegularGridNumbering reads, shared by its hex and square numberings.
void regularNumbering(pugi::xml_node num, const NumberingAttributes& n)
{
    attr(num, "first", std::string(1, n.first));
    attr(num, "sep", n.sep);
    attr(num, "hType", std::string(1, n.hType));
    attr(num, "hLeading", n.hLeading);
    attr(num, "hOff", n.hOff);
    attr(num, "hDescend", flag(n.hDescend));
    attr(num, "vType", std::string(1, n.vType));
    attr(num, "vLeading", n.vLeading);
    attr(num, "vOff", n.vOff);
    attr(num, "vDescend", flag(n.vDescend));
}

void appendHexGrid(pugi::xml_node parent, const VassalGrid& vg)
{
    const auto& g = vg.grid;
    auto hex = parent.append_child("VASSAL.build.module.map.boardPicker.board.HexGrid");
    attr(hex, "x0", g.x0);
    attr(hex, "y0", g.y0);
    attr(hex, "dx", exact(g.dx));
    attr(hex, "dy", exact(g.dy));
    attr(hex, "sideways", flag(g.sideways));
    attr(hex, "snapTo", "true");
    attr(hex, "edgesLegal", "false");
    attr(hex, "cornersLegal", "false");
    attr(hex, "visible", "false"); // the image draws the grid
    attr(hex, "dotsVisible", "false");
    attr(hex, "color", "0,0,0");

    const auto& n = vg.numbering;
    auto num = hex.append_child("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
    regularNumbering(num, n);
    attr(num, "stagger", flag(n.stagger));
    attr(num, "locationFormat", "$gridLocation$");
    attr(num, "visible", "false"); // the image prints the labels
    attr(num, "fontSize", "9");
    attr(num, "color", "0,0,0");
    attr(num, "rotateText", "0");
    attr(num, "hDrawOff", "0");
    attr(num, "vDrawOff", "0");
}

void appendSquareGrid(pugi::xml_node parent, const SquareGridDef& g)
{
    auto grid = parent.append_child("VASSAL.build.module.map.boardPicker.board.SquareGrid");
    attr(grid, "x0", g.x0);
    attr(grid, "y0", g.y0);
    attr(grid, "dx", exact(g.dx));
    attr(grid, "dy", exact(g.dy));
    attr(grid, "snapTo", "true");
    attr(grid, "edgesLegal", "false");
    attr(grid, "cornersLegal", "false");
    attr(grid, "range", "Metric");
    attr(grid, "visible", "false"); // the image draws the cards
    attr(grid, "dotsVisible", "false");
    attr(grid, "color", "0,0,0");
    const auto& n = g.numbering;
    auto num = grid.append_child("VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering");
    regularNumbering(num, n);
    attr(num, "locationFormat", g.locationFormat);
    attr(num, "visible", "false");
    attr(num, "fontSize", "9");
    attr(num, "color", "0,0,0");
    attr(num, "rotateText", "0");
    attr(num, "hDrawOff", "0");
    attr(num, "vDrawOff", "0");
}

void appendPieceSlot(pugi::xml_node parent, const PieceDef& p)
{
    auto slot = parent.append_child("VASSAL.build.widget.PieceSlot");
    attr(slot, "entryName", p.name);
    attr(slot, "gpid", p.gpid);
    attr(slot, "width", p.width);
    attr(slot, "height", p.height);
    slot.text() = pieceSlotText(p).c_str();
}

void appendMapParts(pugi::xml_node map)
{
    for (const char* part : {"StackMetrics", "ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer", "StackExpander",
                             "PieceMover", "KeyBufferer", "SelectionHighlighters", "HighlightLastMoved", "CounterDetailViewer", "Zoomer"})
        map.append_child((std::string("VASSAL.build.module.map.") + part).c_str());
}

} // namespace

std::string sequenceEncode(const std::vector<std::string>& values, char delim)
{
    // SequenceEncoder.append: the delimiter inside a value is escaped with a
    // backslash; a value starting with a backslash, or quoted, is quoted again.
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0) out += delim;
        const std::string& s = values[i];
        if (s.empty()) continue;
        const bool quote = s.front() == '\\' || (s.front() == '\'' && s.back() == '\'');
        if (quote) out += '\'';
        for (char c : s) {
            if (c == delim) out += '\\';
            out += c;
        }
        if (quote) out += '\'';
    }
    return out;
}

std::string pieceSlotText(const PieceDef& piece)
{
    // BasicPiece.getType: "piece;" + cloneKey;deleteKey;image;name (keys empty).
    const std::string type = "piece;" + sequenceEncode({"", "", piece.image, piece.name}, ';');
    // BasicPiece.getState: map;x;y;gpid;number of persistent properties.
    const std::string state = sequenceEncode({"null", "0", "0", std::to_string(piece.gpid), "0"}, ';');
    // BasicCommandEncoder.encode(AddPiece): "+/" id/type/state, id null.
    return "+/" + sequenceEncode({"null", type, state}, '/');
}

std::string buildFileXml(const ModuleDef& m)
{
    pugi::xml_document doc;
    auto decl = doc.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    decl.append_attribute("standalone") = "no";
    auto module = doc.append_child("VASSAL.build.GameModule");
    attr(module, "name", m.name);
    attr(module, "version", "1.0");
    attr(module, "VassalVersion", kVassalVersion);
    attr(module, "description", m.description);
    attr(module, "nextPieceSlotId", m.nextGpid);
    module.append_child("VASSAL.build.module.BasicCommandEncoder");
    if (!m.sides.empty()) {
        auto roster = module.append_child("VASSAL.build.module.PlayerRoster");
        attr(roster, "buttonText", "Retire");
        for (const auto& s : m.sides) roster.append_child("entry").text() = s.c_str();
    }

    for (const BoardDef& b : m.boards) {
        auto map = module.append_child("VASSAL.build.module.Map");
        attr(map, "mapName", b.mapName);
        attr(map, "allowMultiple", "false");
        attr(map, "edgeWidth", "0");
        attr(map, "edgeHeight", "0");
        attr(map, "backgroundcolor", "255,255,255");
        auto picker = map.append_child("VASSAL.build.module.map.BoardPicker");
        attr(picker, "title", "Choose Board");
        auto board = picker.append_child("VASSAL.build.module.map.boardPicker.Board");
        attr(board, "name", b.boardName);
        attr(board, "image", b.image);
        attr(board, "reversible", "false");
        attr(board, "width", b.width);
        attr(board, "height", b.height);
        auto appendGrid = [&](pugi::xml_node parent) {
            if (b.square)
                appendSquareGrid(parent, *b.square);
            else
                appendHexGrid(parent, b.grid);
        };
        if (b.gridless) {
            // A board without a grid: pieces go anywhere.
        } else if (b.zones.empty()) {
            appendGrid(board);
        } else {
            // ZonedGrid: the board's grid is its background grid, the zones use it (useParentGrid) or their own.
            auto zoned = board.append_child("VASSAL.build.module.map.boardPicker.board.ZonedGrid");
            appendGrid(zoned);
            for (const ZoneDef& z : b.zones) {
                auto zone = zoned.append_child("VASSAL.build.module.map.boardPicker.board.mapgrid.Zone");
                attr(zone, "name", z.name);
                std::string path;
                for (std::size_t i = 0; i < z.points.size(); ++i)
                    path += (i ? ";" : "") + std::to_string(z.points[i].first) + "," + std::to_string(z.points[i].second);
                attr(zone, "path", path);
                attr(zone, "useParentGrid", flag(!z.grid && !z.named));
                attr(zone, "locationFormat", z.named ? "$name$" : "$gridLocation$");
                attr(zone, "useHighlight", "false");
                attr(zone, "highlightProperty", "");
                if (z.grid) appendSquareGrid(zone, *z.grid);
            }
        }
        appendMapParts(map);
        if (b.rangeScale > 0) {
            auto thread = map.append_child("VASSAL.build.module.map.LOS_Thread");
            attr(thread, "threadName", "Measure (inches)");
            attr(thread, "hotkey", "");
            attr(thread, "tooltip", "Measure a distance in inches");
            attr(thread, "iconName", "/images/thread.gif");
            attr(thread, "label", "Measure");
            attr(thread, "snapLOS", "false");
            attr(thread, "snapStart", "false");
            attr(thread, "snapEnd", "false");
            attr(thread, "report", "");
            attr(thread, "persistence", "Never");
            attr(thread, "global", "Always");
            attr(thread, "losThickness", "1");
            attr(thread, "threadColor", "0,0,0");
            attr(thread, "drawRange", "true");
            attr(thread, "scale", b.rangeScale); // pixels per range unit: an inch
            attr(thread, "round", "Nearest whole number");
            attr(thread, "hideCounters", "false");
            attr(thread, "hideOpacity", "0");
        }
        for (const StackDef& s : b.stacks) {
            auto stack = map.append_child("VASSAL.build.module.map.SetupStack");
            attr(stack, "name", s.name);
            attr(stack, "owningBoard", b.boardName);
            attr(stack, "useGridLocation", "false"); // placed by pixel: our hex centre
            attr(stack, "location", s.location);
            attr(stack, "x", s.x);
            attr(stack, "y", s.y);
            for (const PieceDef& p : s.pieces) appendPieceSlot(stack, p);
        }
    }

    if (!m.palette.empty()) {
        auto window = module.append_child("VASSAL.build.module.PieceWindow");
        attr(window, "name", "Pieces");
        attr(window, "text", "Pieces");
        attr(window, "tooltip", "The scenario's public pieces");
        attr(window, "hotkey", "");
        attr(window, "scale", "1.0");
        auto tabs = window.append_child("VASSAL.build.widget.TabWidget");
        attr(tabs, "entryName", "Pieces");
        for (const PaletteTab& t : m.palette) {
            auto panel = tabs.append_child("VASSAL.build.widget.PanelWidget");
            attr(panel, "entryName", t.name);
            attr(panel, "fixed", "false");
            attr(panel, "nColumns", "4");
            attr(panel, "vert", "false");
            for (const PieceDef& p : t.pieces) appendPieceSlot(panel, p);
        }
    }
    if (!m.charts.empty()) {
        auto window = module.append_child("VASSAL.build.module.ChartWindow");
        attr(window, "name", m.chartTitle);
        attr(window, "text", m.chartTitle);
        attr(window, "tooltip", m.chartTitle);
        attr(window, "hotkey", "");
        auto tabs = window.append_child("VASSAL.build.widget.TabWidget");
        attr(tabs, "entryName", m.chartTitle);
        for (const ChartDef& c : m.charts) {
            auto chart = tabs.append_child("VASSAL.build.widget.Chart");
            attr(chart, "chartName", c.name);
            attr(chart, "fileName", c.image);
            attr(chart, "description", c.name);
        }
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}

std::vector<std::vector<geometry::IPoint>> hexOutline(const geometry::HexGrid& grid, const std::vector<geometry::OffsetCoord>& hexes)
{
    using geometry::IPoint;
    std::set<std::pair<int, int>> in;
    for (const auto& h : hexes) in.insert({h.col, h.row});
    // Each boundary corner has exactly one boundary side leaving it: where
    // three hexes meet, those of the set are neighbours of each other.
    std::map<IPoint, IPoint> next;
    for (const auto& h : hexes) {
        const auto c = grid.corners(h);
        for (int k = 0; k < 6; ++k) {
            const auto n = grid.neighbour(h, k);
            if (grid.contains(n) && in.count({n.col, n.row})) continue;
            next[c[std::size_t(k)]] = c[std::size_t((k + 1) % 6)];
        }
    }
    std::vector<std::vector<IPoint>> loops;
    while (!next.empty()) {
        std::vector<IPoint> loop;
        IPoint p = next.begin()->first; // the smallest corner left: a fixed order
        while (true) {
            auto it = next.find(p);
            if (it == next.end()) break;
            loop.push_back(p);
            p = it->second;
            next.erase(it);
        }
        loops.push_back(std::move(loop));
    }
    return loops;
}

std::vector<std::pair<int, int>> zonePolygon(const std::vector<std::vector<geometry::IPoint>>& loops, const BoardFrame& frame)
{
    std::vector<std::pair<int, int>> out;
    auto px = [&](const geometry::IPoint& p) { return std::pair<int, int>{javaRound(frame.x(double(p.u))), javaRound(frame.y(double(p.v)))}; };
    for (std::size_t i = 0; i < loops.size(); ++i) {
        if (loops[i].empty()) continue;
        for (const auto& p : loops[i]) out.push_back(px(p));
        if (loops.size() > 1) {
            out.push_back(px(loops[i].front())); // close this loop ...
            if (i > 0) out.push_back(px(loops[0].front())); // ... and bridge back to the anchor
        }
    }
    return out;
}

bool polygonContains(const std::vector<std::pair<int, int>>& poly, double x, double y)
{
    bool inside = false;
    const std::size_t n = poly.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const double xi = poly[i].first, yi = poly[i].second, xj = poly[j].first, yj = poly[j].second;
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
}

} // namespace crestline::vassal
