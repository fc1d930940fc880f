// Map jobs (see map_jobs.h).

#include "editor/jobs/map_jobs.h"

#include "editor/jobs/play_state.h"
#include "formats/los/ruling_printer.h"

#include <algorithm>
#include <cstdint>
#include <set>

namespace crestline::jobs {

namespace {

std::string describeGrid(const geometry::GridSpec& g)
{
    std::string s = g.orientation == geometry::HexOrientation::FlatTop ? "flat-top" : "pointy-top";
    s += g.parity == geometry::OffsetParity::Odd ? ", odd parity" : ", even parity";
    s += ", " + std::to_string(g.columns) + " x " + std::to_string(g.rows) + " = " + std::to_string(std::int64_t(g.columns) * g.rows) + " hexes";
    return s;
}

std::string schemeName(const geometry::LabelSpec& l)
{
    switch (l.scheme) {
    case geometry::LabelScheme::LetterNumber:
        return l.letterAxis == geometry::LetterAxis::Column ? "letter-number (letter = column)" : "letter-number (letter = row)";
    case geometry::LabelScheme::Digits: return "column-row digits";
    case geometry::LabelScheme::Separated: return "numbers separated by '" + l.separator + "'";
    }
    return "?";
}

/// [GTS 1.2, 8.0, 14.6, 15.4.2, 15.4.3] hexsides, links, entry hexes and markers, counted and named.
void countHexRecords(const maps::Map& map, const geometry::HexGrid& grid, MapStatistics& s)
{
    for (const maps::HexsideFeature& h : map.hexsides) ++s.hexsidesByTerrain[h.terrain];
    std::map<std::string, std::set<std::pair<int, int>>> linkHexes;
    for (const maps::HexLink& l : map.links) {
        ++s.linksByTerrain[l.terrain].links;
        for (const geometry::OffsetCoord& h : l.hexes) linkHexes[l.terrain].insert({h.col, h.row});
    }
    for (const auto& [terrain, hexes] : linkHexes) s.linksByTerrain[terrain].hexes = int(hexes.size());
    for (const maps::EntryHex& e : map.entries) s.entries.push_back({grid.label(e.hex), e.divisions, e.side});
    for (const maps::HexMarker& m : map.markers) {
        if (m.kind == "observation-post") s.observationPosts.push_back({grid.label(m.hex), m.owner});
        if (m.kind == "strongpoint") s.strongpoints.push_back({grid.label(m.hex), m.owner});
    }
}

} // namespace

InfoResult mapInfo(const MapDocument& doc)
{
    InfoResult result;
    if (!doc.loaded()) {
        result.findings = doc.findings();
        refuse(result, refusalFor(doc.findings()), doc.file().string() + ": the map could not be read");
        return result;
    }
    const maps::Map& map = doc.map();
    const maps::MapAnalysis& analysis = doc.analysis();
    const geometry::HexGrid& grid = analysis.grid();
    result.findings = doc.findings(); // after analysis(): its findings are included

    MapStatistics s;
    s.name = map.name;
    s.id = map.id;
    s.system = map.system;
    if (const formats::RulingPrinter* printer = formats::rulingPrinterFor(map.system)) s.levels = printer->levels;
    s.catalogName = doc.catalog().name;
    s.grid = describeGrid(map.grid);
    if (grid.count() > 0)
        s.labels = schemeName(map.grid.label) + ", " + grid.label({0, 0}) + " .. " + grid.label({grid.columns() - 1, grid.rows() - 1});
    s.metresPerHex = map.metresPerHex;
    s.northBearing = map.northBearing;
    for (const maps::Feature& f : map.features) {
        ++(f.shape == maps::FeatureShape::Area ? s.areas : s.lines);
        ++s.featuresByTerrain[f.terrain];
    }
    s.paintedHexes = int(map.hexTerrain.size());
    s.hexsides = int(map.hexsides.size());
    s.markers = int(map.markers.size());
    for (int i = 0; i < grid.count(); ++i) {
        const maps::HexFacts& h = analysis.hex(grid.fromIndex(i));
        ++s.hexesByLevel[h.level];
        ++s.hexesByTerrainType[h.terrainType];
        s.crestHexes += h.crest ? 1 : 0;
        s.centreOnCrestHexes += h.crestLinesThroughCentre.empty() ? 0 : 1;
    }
    countHexRecords(map, grid, s);
    result.statistics = std::move(s);
    return result;
}

HexResult describeHex(const MapDocument& doc, const std::string& label)
{
    HexResult result;
    result.findings = doc.findings();
    if (!doc.loaded()) {
        refuse(result, refusalFor(doc.findings()), doc.file().string() + ": the map could not be read");
        return result;
    }
    const maps::MapAnalysis& analysis = doc.analysis();
    result.findings = doc.findings();
    const geometry::HexGrid& grid = analysis.grid();
    std::string problem;
    const auto hex = parseHex(grid, label, problem);
    if (!hex) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": " + problem);
        return result;
    }
    const maps::Map& map = doc.map();
    const maps::HexFacts& facts = analysis.hex(*hex);
    HexDescription d;
    d.label = grid.label(*hex);
    d.column = hex->col + map.grid.firstColumn;
    d.row = hex->row + map.grid.firstRow;
    d.centreU = grid.centre(*hex).u;
    d.centreV = grid.centre(*hex).v;
    d.level = facts.level;
    d.crest = facts.crest;
    for (int i : facts.crestLinesThroughCentre) d.crestLinesThroughCentre.push_back(map.features[std::size_t(i)].id);
    d.terrainType = facts.terrainType;
    if (const maps::Terrain* type = doc.catalog().find(facts.terrainType)) d.terrainName = type->name;
    auto feature = [&](int i) {
        const maps::Feature& f = map.features[std::size_t(i)];
        return FeatureInHex{f.id, f.terrain, analysis.featureLevel(i)};
    };
    for (int i : facts.overlapping) d.overlapping.push_back(feature(i));
    for (int i : facts.touching)
        if (std::find(facts.overlapping.begin(), facts.overlapping.end(), i) == facts.overlapping.end()) d.touchingOnly.push_back(feature(i));
    // A hexside belongs to both hexes: the map stores it once, on either.
    std::vector<std::pair<int, HexsideInHex>> sides;
    for (const maps::HexsideFeature& s : map.hexsides) {
        if (s.hex == *hex) {
            sides.push_back({((s.side % 6) + 6) % 6, {std::string(grid.sideName(s.side)), s.terrain, {}}});
        } else if (const auto k = grid.sideTowards(*hex, s.hex); k && grid.neighbour(s.hex, s.side) == *hex) {
            sides.push_back({*k, {std::string(grid.sideName(*k)), s.terrain, grid.label(s.hex) + " " + std::string(grid.sideName(s.side))}});
        }
    }
    std::stable_sort(sides.begin(), sides.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [k, side] : sides) d.hexsides.push_back(std::move(side));
    for (const maps::HexMarker& m : map.markers)
        if (m.hex == *hex) d.markers.emplace_back(m.kind, m.owner);
    result.hex = std::move(d);
    return result;
}

} // namespace crestline::jobs
