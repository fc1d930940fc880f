#pragma once
// Generated files that grow with n, for the growth benchmarks
// (scale_benchmark.cpp) and for timing the command line on them
// (`scale_benchmark --write DIR N`, then /usr/bin/time crestline ...):
//   cohChain(n)   the CoH base fixture with n more US units in hex 0101,
//                 each carried by the one before (a chain) [17.0]
//   gtsMany(n)    the GTS base fixture with n more units: n/2 set up in A1
//                 (formation 117), n/2 arriving with 3AD's turn 3 reinforcement
//                 on the test board with the entry hexes its tests add in code (gtsMap)
//   ffAreas(n)    an FF map of n small areas, each exactly one hex (its six
//                 corners), so every neighbour shares a whole side with it:
//                 the touching case of the area/hex overlap test
// Every file checks clean (no error finding). The scenarios name their map
// by an absolute path to tests/scenarios/data.

#include <cmath>
#include <stdexcept>
#include <string>

namespace crestline::bench {

inline std::string replacedOnce(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("generator: '" + from + "' not in the fixture");
    return text.replace(at, from.size(), to);
}

inline std::string cohChain(const std::string& baseText, const std::string& dataDir, int n)
{
    std::string units;
    for (int i = 0; i < n; ++i) {
        units += "    <unit id=\"chain-" + std::to_string(i) +
                 "\" name=\"Rifle\" movement=\"foot\" ar-red=\"6\" ar-blue=\"2\" range=\"5\" move-cost=\"2\" front-defence=\"5\" hex=\"0101\" facing=\"2\"";
        if (i > 0) units += " carried-by=\"chain-" + std::to_string(i - 1) + "\"";
        units += " />\n";
    }
    std::string s = replacedOnce(baseText, "    <artillery name=\"105mm battery\" strikes=\"1\" />\n",
                                 "    <artillery name=\"105mm battery\" strikes=\"1\" />\n" + units);
    return replacedOnce(s, "href=\"small-coh.map.xml\"", "href=\"" + dataDir + "/coh/small-coh.map.xml\"");
}

inline std::string gtsMany(const std::string& baseText, const std::string& mapFile, int n)
{
    std::string setUp, setUpRefs, arriving, arrivingRefs;
    for (int i = 0; i < n; ++i) {
        const std::string id = "many-" + std::to_string(i);
        if (i % 2 == 0) {
            setUp += "        <unit id=\"" + id + "\" name=\"" + id + "\" movement=\"leg\" steps=\"2\" />\n";
            setUpRefs += "    <unit ref=\"" + id + "\" hex=\"A1\" />\n";
        } else {
            arriving += "        <unit id=\"" + id + "\" name=\"" + id + "\" movement=\"leg\" steps=\"2\" />\n";
            arrivingRefs += "    <unit ref=\"" + id + "\" />\n";
        }
    }
    std::string s = replacedOnce(baseText, "        <unit id=\"1-117\"", setUp + "        <unit id=\"1-117\"");
    s = replacedOnce(s, "        <unit id=\"cca-tk\"", arriving + "        <unit id=\"cca-tk\"");
    s = replacedOnce(s, "    <unit ref=\"1-117\"", setUpRefs + "    <unit ref=\"1-117\"");
    s = replacedOnce(s, "    <unit ref=\"cca-tk\" />\n", "    <unit ref=\"cca-tk\" />\n" + arrivingRefs);
    return replacedOnce(s, "href=\"small-gts.map.xml\"", "href=\"" + mapFile + "\"");
}

/// The GTS test board with the entry hexes its tests add in code (A6 for 30
/// and 3A, F1 and F6 for 12VG), so that gtsMany's file checks clean.
inline std::string gtsMap(const std::string& mapText, const std::string& dataDir)
{
    std::string s = replacedOnce(mapText, "  </hexes>\n",
                                 "  </hexes>\n  <entries>\n    <entry hex=\"A6\" divisions=\"30 3A\" side=\"allied\" />\n"
                                 "    <entry hex=\"F1\" divisions=\"12VG\" side=\"axis\" />\n    <entry hex=\"F6\" divisions=\"12VG\" side=\"axis\" />\n"
                                 "  </entries>\n");
    return replacedOnce(s, "href=\"test-gts.terrain.xml\"", "href=\"" + dataDir + "/gts/test-gts.terrain.xml\"");
}

/// `catalog` is the catalog's path (absolute). Columns x rows = n, near square.
inline std::string ffAreas(const std::string& catalog, int n)
{
    const int columns = std::max(1, int(std::lround(std::sqrt(double(n)))));
    const int rows = (n + columns - 1) / columns;
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<map version=\"1\" id=\"areas\" name=\"Many small areas\" system=\"ff\" metres-per-hex=\"75\" north=\"0\">\n"
                      "  <catalog href=\"" + catalog + "\"/>\n"
                      "  <grid orientation=\"flat\" parity=\"odd\" columns=\"" + std::to_string(columns) + "\" rows=\"" + std::to_string(rows) +
                      "\" hex-size=\"60\" origin-x=\"60\" origin-y=\"52\" first-column=\"1\" first-row=\"1\">\n"
                      "    <labels scheme=\"letter-number\" letter-axis=\"column\" letter-style=\"spreadsheet\" separator=\".\" pad=\"0\"/>\n"
                      "  </grid>\n  <features>\n";
    int made = 0;
    for (int c = 0; c < columns && made < n; ++c)
        for (int r = 0; r < rows && made < n; ++r, ++made) {
            // Hex (c, r) has its centre at (3c, 2r + c mod 2) and corners at (+-2, 0), (+-1, +-1).
            const int u = 3 * c, v = 2 * r + (c & 1);
            auto pt = [](int a, int b) { return std::to_string(a) + "," + std::to_string(b); };
            out += "    <area id=\"a" + std::to_string(made) + "\" terrain=\"" + (made % 2 ? "woods" : "rough") + "\">\n      <outer points=\"" +
                   pt(u - 2, v) + " " + pt(u - 1, v - 1) + " " + pt(u + 1, v - 1) + " " + pt(u + 2, v) + " " + pt(u + 1, v + 1) + " " +
                   pt(u - 1, v + 1) + "\"/>\n    </area>\n";
        }
    return out + "  </features>\n  <hexes/>\n</map>\n";
}

} // namespace crestline::bench
