// Viewshed text and JSON, matrix CSV (see analysis_format.h).

#include "formats/los/analysis_format.h"

#include "formats/los/json_text.h"
#include "formats/los/ruling_printer.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace crestline::formats {

namespace {

using namespace geometry::los;
using geometry::OffsetCoord;

char symbol(Cell c)
{
    switch (c.verdict()) {
    case Verdict::Clear: return '.';
    case Verdict::Hindered: return char('0' + std::min(c.hindrance(), 9));
    case Verdict::Blocked: return '#';
    case Verdict::Blind: return 'b';
    }
    return '?';
}

/// Flat-top: each hex sits on the text line of its centre's v, so columns interleave as on the map.
void drawFlatTop(std::ostream& o, const geometry::HexGrid& g, const ViewshedView& view)
{
    std::int64_t minV = g.centre({0, 0}).v, maxV = minV;
    for (int i = 0; i < g.count(); ++i) {
        minV = std::min(minV, g.centre(g.fromIndex(i)).v);
        maxV = std::max(maxV, g.centre(g.fromIndex(i)).v);
    }
    o << "     ";
    for (int c = 0; c < g.columns(); ++c) {
        const std::string l = g.label({c, 0});
        o << (c % 2 == 0 ? l.substr(0, 1) : std::string(" ")) << ' ';
    }
    o << "\n";
    for (std::int64_t v = minV; v <= maxV; ++v) {
        std::string line(std::size_t(2 * g.columns()), ' ');
        std::string rowLabel;
        for (int c = 0; c < g.columns(); ++c) {
            const auto h = g.hexAtCentre({3 * std::int64_t(c), v});
            if (!h || !g.contains(*h)) continue;
            line[std::size_t(2 * c)] = *h == view.from ? '@' : symbol(view.cells[std::size_t(g.index(*h))]);
            if (c == 0) rowLabel = std::to_string(h->row + g.spec().firstRow);
        }
        char head[8];
        std::snprintf(head, sizeof head, "%4s ", rowLabel.c_str());
        o << head << line << "\n";
    }
}

void drawPointyTop(std::ostream& o, const geometry::HexGrid& g, const ViewshedView& view)
{
    for (int r = 0; r < g.rows(); ++r) {
        o << (g.centre({0, r}).u % 2 ? " " : "");
        for (int c = 0; c < g.columns(); ++c)
            o << (OffsetCoord{c, r} == view.from ? '@' : symbol(view.cells[std::size_t(g.index({c, r}))])) << ' ';
        o << "\n";
    }
}

/// The blinding obstacle: its artwork id, or "the blocking hex" for whole-hex systems.
std::string obstacleName(const Scene& scene, const BlindHex& b)
{
    return b.artwork >= 0 ? scene.artwork()[std::size_t(b.artwork)].id : std::string("the blocking hex");
}

} // namespace

std::string viewshedText(const Scene& scene, const ViewshedView& view)
{
    const auto& g = scene.grid();
    std::ostringstream o;
    const RulingPrinter* printer = rulingPrinterFor(view.system);
    const bool levels = !printer || printer->levels, artwork = !printer || printer->artwork;
    if (!levels) // whole-hex terrain, no levels: no hindrance, nothing blind
        o << "viewshed from " << g.label(view.from) << ": @ viewer, . sees, # blocked or out of range\n";
    else if (!artwork) // levels and blind hexes, no hindrance
        o << "viewshed from " << g.label(view.from) << " (level " << scene.hexLevel(view.from) << "): @ viewer, . sees, # blocked, b blind\n";
    else
        o << "viewshed from " << g.label(view.from) << " (level " << scene.hexLevel(view.from)
          << "): @ viewer, . clear, 2-9 hindered, # blocked, b blind\n";
    if (g.spec().orientation == geometry::HexOrientation::FlatTop) drawFlatTop(o, g, view);
    else drawPointyTop(o, g, view);
    std::map<std::string, int> counts;
    for (int i = 0; i < g.count(); ++i) {
        if (g.fromIndex(i) == view.from) continue;
        const Cell c = view.cells[std::size_t(i)];
        counts[c.verdict() == Verdict::Hindered ? "hindered " + std::to_string(c.hindrance()) : std::string(verdictName(c.verdict()))]++;
    }
    o << "counts:";
    for (const auto& [k, n] : counts) o << " " << k << " " << n << ";";
    o << " (" << g.count() - 1 << " hexes)\n";
    if (!view.blind.empty()) {
        o << "blind" << (printer && !printer->blindRule.empty() ? " " + std::string(printer->blindRule) : std::string()) << ":\n";
        for (const BlindHex& b : view.blind)
            o << "  " << g.label(view.from) << " -> " << g.label(b.hex) << ": " << obstacleName(scene, b) << " in " << g.label(b.obstacleHex)
              << " makes " << g.label(b.blind) << " a blind hex\n";
    }
    return o.str();
}

std::string viewshedJson(const Scene& scene, const ViewshedView& view)
{
    using Json = nlohmann::ordered_json;
    const auto& g = scene.grid();
    const RulingPrinter* printer = rulingPrinterFor(view.system);
    const bool artwork = !printer || printer->artwork;
    Json cells = Json::object();
    for (int i = 0; i < g.count(); ++i) {
        const Cell c = view.cells[std::size_t(i)];
        cells[g.label(g.fromIndex(i))] = {{"verdict", std::string(verdictName(c.verdict()))},
                                          {"hindrance", artwork ? Json(c.hindrance()) : Json(nullptr)}};
    }
    Json blind = Json::array();
    for (const BlindHex& b : view.blind)
        blind.push_back({{"hex", g.label(b.hex)},
                         {"blind_hex", g.label(b.blind)},
                         {"obstacle", obstacleName(scene, b)},
                         {"obstacle_hex", g.label(b.obstacleHex)}});
    Json j;
    j["from"] = g.label(view.from);
    j["cells"] = std::move(cells);
    j["blind"] = std::move(blind);
    return jsonText(j);
}

std::string matrixCsv(const geometry::HexGrid& g, const LosMatrix& m)
{
    // Reciprocal: each pair ruled once, cell (a, b) == cell (b, a). Full: the
    // header says so, and each cell is the ruling from its row's hex.
    std::string csv = m.full() ? "from\\to (not reciprocal: row -> column)" : "from\\to";
    for (int j = 0; j < g.count(); ++j) csv += "," + g.label(g.fromIndex(j));
    csv += "\n";
    for (int i = 0; i < g.count(); ++i) {
        csv += g.label(g.fromIndex(i));
        for (int j = 0; j < g.count(); ++j) {
            const Cell c = m.at(i, j);
            csv += ",";
            if (i == j) csv += "self";
            else if (c.verdict() == Verdict::Hindered) csv += "h" + std::to_string(c.hindrance());
            else csv += verdictName(c.verdict());
        }
        csv += "\n";
    }
    return csv;
}

} // namespace crestline::formats
