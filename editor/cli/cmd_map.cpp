// `crestline info MAP` and `crestline hex MAP LABEL` on a hex map: run the
// map jobs on the map document and print what the map holds or what one hex
// is. Other kinds register their own `info` (kind_commands.h).

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/map_jobs.h"

#include <iostream>

namespace crestline::cli {

namespace {

void printOwnedHexes(const char* what, const std::vector<jobs::OwnedHex>& hexes)
{
    std::cout << what << ": " << hexes.size();
    for (std::size_t i = 0; i < hexes.size(); ++i)
        std::cout << (i ? ", " : ": ") << hexes[i].hex << (hexes[i].owner.empty() ? "" : " (" + hexes[i].owner + ")");
    std::cout << "\n";
}

/// A hex-based (GTS) map: no levels or crest lines; its hexsides, links, entry hexes and markers instead.
void printHexRecords(const jobs::MapStatistics& s)
{
    std::cout << "hexside features by terrain:";
    for (const auto& [t, n] : s.hexsidesByTerrain) std::cout << " " << t << " " << n;
    std::cout << "\nlinks by terrain:";
    for (const auto& [t, c] : s.linksByTerrain) std::cout << " " << t << " " << c.links << " (" << c.hexes << (c.hexes == 1 ? " hex)" : " hexes)");
    std::cout << "\nentry hexes: " << s.entries.size() << "\n";
    for (const jobs::EntrySummary& e : s.entries) {
        std::cout << "  " << e.hex << ":";
        for (const std::string& d : e.divisions) std::cout << " " << d;
        std::cout << (e.side.empty() ? "" : " (" + e.side + ")") << "\n";
    }
    printOwnedHexes("observation posts", s.observationPosts);
    printOwnedHexes("strongpoints", s.strongpoints);
}

void printStatistics(const jobs::MapStatistics& s)
{
    const bool wholeHex = !s.levels; // hex records instead of levels and crest lines
    std::cout << s.name << " (" << s.id << "), system " << s.system << ", catalog " << s.catalogName << "\n";
    std::cout << "grid: " << s.grid << "\n";
    if (!s.labels.empty()) std::cout << "labels: " << s.labels << "\n";
    std::cout << "scale: " << (s.metresPerHex > 0 ? std::to_string(int(s.metresPerHex)) + " m per hex" : "unknown") << ", north "
              << s.northBearing << " degrees from up\n";
    if (!wholeHex || s.areas + s.lines > 0) { // whole-hex terrain: artwork only when a map has some
        std::cout << "features: " << s.areas + s.lines << " (" << s.areas << " areas, " << s.lines << " lines):";
        for (const auto& [t, n] : s.featuresByTerrain) std::cout << " " << t << " " << n;
        std::cout << "\n";
    }
    std::cout << "hex data: " << s.paintedHexes << " painted hexes, " << s.hexsides << " hexsides, " << s.markers << " markers\n";
    if (!wholeHex) {
        std::cout << "hexes by level:";
        for (const auto& [l, n] : s.hexesByLevel) std::cout << " " << l << ":" << n;
        std::cout << "; crest hexes " << s.crestHexes << "; centres on a crest line " << s.centreOnCrestHexes << "\n";
    }
    std::cout << "hexes by terrain type:";
    for (const auto& [t, n] : s.hexesByTerrainType) std::cout << " " << t << " " << n;
    std::cout << "\n";
    if (wholeHex) printHexRecords(s);
}

void printHex(const jobs::HexDescription& d)
{
    std::cout << d.label << ": column " << d.column << ", row " << d.row << " (lattice centre " << d.centreU << "," << d.centreV << ")\n";
    std::cout << "level: " << d.level << (d.crest ? " (crest hex [24.511])" : "") << "\n";
    for (const std::string& id : d.crestLinesThroughCentre)
        std::cout << "warning: the centre dot lies exactly on the crest line of " << id << "; the hex takes the higher level [24.5]\n";
    std::cout << "terrain type: " << d.terrainType << (d.terrainName.empty() ? std::string() : " (" + d.terrainName + ")") << "\n";
    auto feature = [](const jobs::FeatureInHex& f) { std::cout << "  " << f.id << " (" << f.terrain << ", stands at level " << f.level << ")\n"; };
    std::cout << "features overlapping:" << (d.overlapping.empty() ? " none" : "") << "\n";
    for (const auto& f : d.overlapping) feature(f);
    if (!d.touchingOnly.empty()) std::cout << "features touching the hex boundary only:\n";
    for (const auto& f : d.touchingOnly) feature(f);
    for (const auto& s : d.hexsides)
        std::cout << "hexside " << s.side << ": " << s.terrain << (s.storedOn.empty() ? "" : " (stored on " + s.storedOn + ")") << "\n";
    for (const auto& [kind, owner] : d.markers) std::cout << "marker: " << kind << (owner.empty() ? "" : " (" + owner + ")") << "\n";
}

} // namespace

int runInfo(const InfoArgs& args) { return runOnFile("info", args.file, args); }

int runHex(const HexArgs& args) { return runOnFile("hex", args.map, args); }

void registerMapCommands(KindCommands& commands)
{
    commands.on<InfoArgs>("info", "hex-map", [](jobs::Document& file, const InfoArgs&) {
        const auto& doc = *jobs::as<jobs::MapDocument>(file);
        const auto result = jobs::mapInfo(doc);
        if (!result.done()) return reportNotRun(result);
        printStatistics(*result.statistics);
        // The findings are part of what `info` reports, warnings included.
        return infoFindings(result.findings);
    });
    commands.on<HexArgs>("hex", "hex-map", [](jobs::Document& file, const HexArgs& args) {
        const auto& doc = *jobs::as<jobs::MapDocument>(file);
        const auto result = jobs::describeHex(doc, args.label);
        if (!result.done()) return reportNotRun(result);
        printHex(*result.hex);
        // The description stands (it helps find the problem), but the map's errors are reported and fail the command.
        if (!hasErrors(result.findings)) return kExitOk;
        printFindings(std::cerr, result.findings, true);
        std::cerr << args.map << ": the map has errors\n";
        return kExitFindings;
    });
}

} // namespace crestline::cli
