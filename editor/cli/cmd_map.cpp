// `crestline info MAP` and `crestline hex MAP LABEL`: what a map holds and
// what one hex is, computed by the same maps::MapAnalysis the editor uses.

#include "editor/cli/commands.h"

#include "formats/map/map_format.h"
#include "maps/map_analysis.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <memory>

namespace crestline::cli {

namespace {

using geometry::OffsetCoord;

std::string describeGrid(const geometry::GridSpec& g)
{
    std::string s = g.orientation == geometry::HexOrientation::FlatTop ? "flat-top" : "pointy-top";
    s += g.parity == geometry::OffsetParity::Odd ? ", odd parity" : ", even parity";
    s += ", " + std::to_string(g.columns) + " x " + std::to_string(g.rows) + " = " + std::to_string(g.columns * g.rows) + " hexes";
    return s;
}

std::string schemeName(const geometry::LabelSpec& l)
{
    switch (l.scheme) {
    case geometry::LabelScheme::LetterNumber: return l.letterAxis == geometry::LetterAxis::Column ? "letter-number (letter = column)" : "letter-number (letter = row)";
    case geometry::LabelScheme::Digits: return "column-row digits";
    case geometry::LabelScheme::Separated: return "numbers separated by '" + l.separator + "'";
    }
    return "?";
}

/// Loads a map for a command; prints findings and sets the exit code when it cannot.
std::unique_ptr<formats::LoadedMap> loadForCommand(const std::string& path, int& result, Findings& findings)
{
    auto r = formats::loadMap(path);
    findings = std::move(r.findings);
    if (!r.ok()) {
        printFindings(std::cerr, findings);
        result = kExitBadInput;
        return nullptr;
    }
    return std::make_unique<formats::LoadedMap>(std::move(*r.value));
}

void runInfo(const std::string& path, int& result)
{
    Findings findings;
    auto loaded = loadForCommand(path, result, findings);
    if (!loaded) return;
    const maps::Map& map = loaded->map;
    const maps::MapAnalysis analysis(map, loaded->catalog);
    for (const Finding& f : analysis.findings()) {
        Finding g = f;
        g.where.file = path;
        findings.push_back(std::move(g));
    }
    const geometry::HexGrid& grid = analysis.grid();

    std::cout << map.name << " (" << map.id << "), system " << map.system << ", catalog " << loaded->catalog.name << "\n";
    std::cout << "grid: " << describeGrid(map.grid) << "\n";
    if (grid.count() > 0)
        std::cout << "labels: " << schemeName(map.grid.label) << ", " << grid.label({0, 0}) << " .. "
                  << grid.label({grid.columns() - 1, grid.rows() - 1}) << "\n";
    std::cout << "scale: " << (map.metresPerHex > 0 ? std::to_string(int(map.metresPerHex)) + " m per hex" : "unknown")
              << ", north " << map.northBearing << " degrees from up\n";

    std::size_t areas = 0, lines = 0;
    std::map<std::string, int> byTerrain;
    for (const maps::Feature& f : map.features) {
        (f.shape == maps::FeatureShape::Area ? areas : lines)++;
        ++byTerrain[f.terrain];
    }
    std::cout << "features: " << map.features.size() << " (" << areas << " areas, " << lines << " lines):";
    for (const auto& [t, n] : byTerrain) std::cout << " " << t << " " << n;
    std::cout << "\nhex data: " << map.hexTerrain.size() << " painted hexes, " << map.hexsides.size() << " hexsides, "
              << map.markers.size() << " markers\n";

    std::map<int, int> levels;
    std::map<std::string, int> types;
    int crests = 0;
    for (int i = 0; i < grid.count(); ++i) {
        const maps::HexFacts& h = analysis.hex(grid.fromIndex(i));
        ++levels[h.level];
        ++types[h.terrainType];
        crests += h.crest ? 1 : 0;
    }
    std::cout << "hexes by level:";
    for (const auto& [l, n] : levels) std::cout << " " << l << ":" << n;
    std::cout << "; crest hexes " << crests << "\nhexes by terrain type:";
    for (const auto& [t, n] : types) std::cout << " " << t << " " << n;
    std::cout << "\n";
    if (findings.empty()) {
        std::cout << "findings: none\n";
    } else {
        std::cout << "findings: " << findings.size() << "\n";
        printFindings(std::cout, findings);
    }
    result = hasErrors(findings) ? kExitFindings : kExitOk;
}

void runHex(const std::string& path, const std::string& label, int& result)
{
    Findings findings;
    auto loaded = loadForCommand(path, result, findings);
    if (!loaded) return;
    const maps::Map& map = loaded->map;
    const maps::MapAnalysis analysis(map, loaded->catalog);
    const geometry::HexGrid& grid = analysis.grid();
    const auto hex = grid.parseLabel(label);
    if (!hex) {
        std::cerr << path << ": no hex '" << label << "' on this map (" << grid.label({0, 0}) << " .. "
                  << grid.label({grid.columns() - 1, grid.rows() - 1}) << ")\n";
        result = kExitBadInput;
        return;
    }
    const maps::HexFacts& facts = analysis.hex(*hex);
    const geometry::IPoint c = grid.centre(*hex);
    std::cout << grid.label(*hex) << ": column " << hex->col + map.grid.firstColumn << ", row " << hex->row + map.grid.firstRow
              << " (lattice centre " << c.u << "," << c.v << ")\n";
    std::cout << "level: " << facts.level << (facts.crest ? " (crest hex [24.511])" : "") << "\n";
    const maps::Terrain* type = loaded->catalog.find(facts.terrainType);
    std::cout << "terrain type: " << facts.terrainType << (type ? " (" + type->name + ")" : std::string()) << "\n";
    auto printFeature = [&](int i) {
        const maps::Feature& f = map.features[std::size_t(i)];
        std::cout << "  " << f.id << " (" << f.terrain << ", stands at level " << analysis.featureLevel(i) << ")\n";
    };
    std::cout << "features overlapping:" << (facts.overlapping.empty() ? " none" : "") << "\n";
    for (int i : facts.overlapping) printFeature(i);
    bool header = false;
    for (int i : facts.touching) {
        if (std::find(facts.overlapping.begin(), facts.overlapping.end(), i) != facts.overlapping.end()) continue;
        if (!header) std::cout << "features touching the hex boundary only:\n";
        header = true;
        printFeature(i);
    }
    for (const maps::HexsideFeature& s : map.hexsides)
        if (s.hex == *hex) std::cout << "hexside " << grid.sideName(s.side) << ": " << s.terrain << "\n";
    for (const maps::HexMarker& m : map.markers)
        if (m.hex == *hex) std::cout << "marker: " << m.kind << (m.owner.empty() ? "" : " (" + m.owner + ")") << "\n";
    result = kExitOk;
}

} // namespace

void addMapCommands(CLI::App& app, int& result)
{
    auto* info = app.add_subcommand("info", "Summarise a map: grid, features, levels, terrain types, findings");
    auto infoPath = std::make_shared<std::string>();
    info->add_option("MAP", *infoPath, "map file (NAME.map.xml)")->required();
    info->callback([infoPath, &result] { runInfo(*infoPath, result); });

    auto* hex = app.add_subcommand("hex", "Describe one hex: level, terrain type, crest hex, features");
    auto hexPath = std::make_shared<std::string>();
    auto hexLabel = std::make_shared<std::string>();
    hex->add_option("MAP", *hexPath, "map file")->required();
    hex->add_option("LABEL", *hexLabel, "hex label as printed on the map, e.g. J8")->required();
    hex->callback([hexPath, hexLabel, &result] { runHex(*hexPath, *hexLabel, result); });
}

} // namespace crestline::cli
