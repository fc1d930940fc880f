// VASSAL modules of Fields of Fire card maps: for every card of the map, the
// name VASSAL gives the pixel under the card's centre, by SquareGrid /
// SquareGridNumbering / Zone rules written out below from VASSAL's source
// (SquareGridNumbering.getColumn, getRow with vDescending and getMaxRows;
// RegularGridNumbering.getName; Zone: a point inside a zone's polygon is
// named by the zone's own grid, or by its name) from the attributes read
// back out of buildFile.xml, is our cell name, worked out here from the
// map's model: "C" column "R" row, Row 0 the Main Staging Area, "PZ" and
// "Enroute" the Helicopter Staging Areas.

#include "editor/jobs/vassal_jobs_scenario.h"

#include "editor/jobs/fof/fof_los_jobs.h"

#include "vassal_test_support.h"

#include <climits>
#include <cstdint>
#include <optional>

using namespace crestline::jobs;

namespace {

struct Square {
    double dx = 0, dy = 0;
    long x0 = 0, y0 = 0;
    bool hDescend = true, vDescend = true;
    char first = '?', hType = '?', vType = '?';
    std::string sep, format;
    int hLeading = 1, vLeading = 1, hOff = 0, vOff = 0;
    long containerHeight = 0;
};

Square squareFrom(const pugi::xml_node& grid, long containerHeight)
{
    REQUIRE(grid);
    const auto num = grid.child("VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering");
    REQUIRE(num);
    Square g;
    g.dx = std::stod(grid.attribute("dx").value());
    g.dy = std::stod(grid.attribute("dy").value());
    g.x0 = std::stol(grid.attribute("x0").value());
    g.y0 = std::stol(grid.attribute("y0").value());
    g.first = num.attribute("first").value()[0];
    g.sep = num.attribute("sep").value();
    g.hType = num.attribute("hType").value()[0];
    g.vType = num.attribute("vType").value()[0];
    g.hLeading = std::stoi(num.attribute("hLeading").value());
    g.vLeading = std::stoi(num.attribute("vLeading").value());
    g.hOff = std::stoi(num.attribute("hOff").value());
    g.vOff = std::stoi(num.attribute("vOff").value());
    g.hDescend = std::string(num.attribute("hDescend").value()) == "true";
    g.vDescend = std::string(num.attribute("vDescend").value()) == "true";
    g.format = num.attribute("locationFormat").value();
    g.containerHeight = containerHeight;
    return g;
}

/// SquareGridNumbering.locationName of a whole pixel.
std::string squareName(const Square& g, long px, long py)
{
    REQUIRE_FALSE(g.hDescend);
    const long col = long(std::floor(double(px - g.x0) / g.dx + 0.5));
    long row = long(double(py - g.y0) / g.dy + 0.5); // Java's (int) cast: towards zero
    if (g.vDescend) row = long(double(g.containerHeight) / g.dy + 0.5) - row; // getMaxRows() - row
    const std::string colName = vassalPart(col + g.hOff, g.hType, g.hLeading);
    const std::string rowName = vassalPart(row + g.vOff, g.vType, g.vLeading);
    const std::string name = g.first == 'H' ? colName + g.sep + rowName : rowName + g.sep + colName;
    std::string out = g.format;
    const std::string key = "$gridLocation$";
    const auto at = out.find(key);
    REQUIRE(at != std::string::npos);
    return out.replace(at, key.size(), name);
}

struct ZoneRead {
    std::string name;
    std::vector<std::pair<long, long>> poly;
    std::optional<Square> grid;
    bool byName = false;
};

bool inside(const std::vector<std::pair<long, long>>& poly, double x, double y)
{
    bool in = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const double xi = double(poly[i].first), yi = double(poly[i].second), xj = double(poly[j].first), yj = double(poly[j].second);
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) in = !in;
    }
    return in;
}

/// The name VASSAL gives a pixel of the board: the first zone holding it, else the board's grid.
std::string vassalCell(const Square& board, const std::vector<ZoneRead>& zones, long px, long py)
{
    for (const auto& z : zones) {
        if (!inside(z.poly, double(px), double(py))) continue;
        if (z.byName) return z.name;
        if (z.grid) return squareName(*z.grid, px, py);
    }
    return squareName(board, px, py);
}

struct CardsRead {
    Square grid;
    std::vector<ZoneRead> zones;
};

/// The board's SquareGrid and zones as buildFile.xml writes them.
CardsRead readCards(const pugi::xml_node& board)
{
    const long height = std::stol(board.attribute("height").value());
    const Square grid = squareFrom(board.select_node(".//VASSAL.build.module.map.boardPicker.board.SquareGrid").node(), height);
    std::vector<ZoneRead> zones;
    for (auto n : board.select_nodes(".//VASSAL.build.module.map.boardPicker.board.mapgrid.Zone")) {
        const auto z = n.node();
        ZoneRead zr;
        zr.name = z.attribute("name").value();
        std::stringstream in(z.attribute("path").value());
        std::string point;
        long top = LONG_MAX, bottom = LONG_MIN;
        while (std::getline(in, point, ';')) {
            const auto comma = point.find(',');
            zr.poly.push_back({std::stol(point.substr(0, comma)), std::stol(point.substr(comma + 1))});
            top = std::min(top, zr.poly.back().second);
            bottom = std::max(bottom, zr.poly.back().second);
        }
        zr.byName = std::string(z.attribute("locationFormat").value()) == "$name$";
        if (auto g = z.child("VASSAL.build.module.map.boardPicker.board.SquareGrid")) {
            CHECK(std::string(z.attribute("useParentGrid").value()) == "false");
            zr.grid = squareFrom(g, bottom - top); // a zone's grid's container is the zone (its polygon's bounds)
        }
        zones.push_back(zr);
    }
    return {grid, zones};
}

void checkEveryCard(const std::string& mapFile, double dpi)
{
    INFO(mapFile << " at " << dpi << " dpi");
    const fs::path out = fs::temp_directory_path() / ("crestline-vassal-cards-" + std::to_string(::getpid()) + ".vmod");
    const OpenedDocument opened = openDocument(mapFile);
    REQUIRE(opened.document);
    REQUIRE_FALSE(opened.document->hasErrors());
    VassalOptions options;
    options.out = out;
    options.dpi = dpi;
    const VassalScenarioResult r = writeVassalScenarioModule(*opened.document, options);
    REQUIRE(r.done());
    auto entries = zipEntries(out);
    fs::remove(out);
    pugi::xml_document xml;
    REQUIRE(xml.load_string(entries["buildFile.xml"].c_str()));
    const auto board = xml.select_node("//VASSAL.build.module.map.boardPicker.Board").node();
    REQUIRE(board);
    REQUIRE(entries.count("images/" + std::string(board.attribute("image").value())));
    const CardsRead read = readCards(board);
    const Square& grid = read.grid;
    const auto& zones = read.zones;
    // Every card of the model, named by hand.
    const auto& map = as<FofMapDocument>(*opened.document)->map().map;
    std::vector<std::string> expected;
    for (const auto& c : map.cells) expected.push_back("C" + std::to_string(c.column) + "R" + std::to_string(c.row));
    for (const auto& c : map.mainStaging) expected.push_back("C" + std::to_string(c.column) + "R0");
    for (const auto& h : map.helicopterStaging) expected.push_back(h.area == maps::HelicopterArea::PickupZone ? "PZ" : "Enroute");
    REQUIRE(r.cellCentres.size() == expected.size());
    for (const auto& name : expected) {
        INFO("card " << name);
        REQUIRE(r.cellCentres.count(name));
        const auto [x, y] = r.cellCentres.at(name);
        // The centre's pixel, and the pixels a third of a card away each way: all named alike.
        for (const double fx : {-0.33, 0.0, 0.33})
            for (const double fy : {-0.33, 0.0, 0.33}) {
                const long px = long(std::floor(x + fx * grid.dx)), py = long(std::floor(y + fy * grid.dy));
                CHECK(vassalCell(grid, zones, px, py) == name);
            }
    }
}

} // namespace

TEST_CASE("vassal card map: every card of mission 1's layout is named by VASSAL as we name it", "[jobs][vassal]")
{
    checkEveryCard(source("maps/boards/mission1.map.xml"), 150);
    checkEveryCard(source("maps/boards/mission1.map.xml"), 97);
}

TEST_CASE("vassal card map: the Helicopter Staging Areas are zones named PZ and Enroute", "[jobs][vassal]")
{
    checkEveryCard(source("tests/formats/data/fof/golden.map.xml"), 72);
}

TEST_CASE("vassal FoF mission: the units stacked on their staging cards, named there by VASSAL, palette and mission sheet chart", "[jobs][vassal]")
{
    const fs::path out = fs::temp_directory_path() / ("crestline-vassal-mission-" + std::to_string(::getpid()) + ".vmod");
    const OpenedDocument opened = openDocument(source("scenarios/library/mission1-trevieres.scenario.xml"));
    REQUIRE(opened.document);
    VassalOptions options;
    options.out = out;
    options.dpi = 60;
    const VassalScenarioResult r = writeVassalScenarioModule(*opened.document, options);
    REQUIRE(r.done());
    auto entries = zipEntries(out);
    fs::remove(out);
    pugi::xml_document xml;
    REQUIRE(xml.load_string(entries["buildFile.xml"].c_str()));
    const auto board = xml.select_node("//VASSAL.build.module.map.boardPicker.Board").node();
    const CardsRead read = readCards(board);
    // By hand from the mission: the HQ and the 1st squad in staging card 2, the 2nd and 3rd in card 3.
    std::map<std::string, std::vector<std::string>> expected{{"C2R0", {"1st PLT HQ", "1/1st PLT"}}, {"C3R0", {"2/1st PLT", "3/1st PLT"}}};
    std::map<std::string, std::vector<std::string>> got;
    for (auto n : xml.select_nodes("//VASSAL.build.module.map.SetupStack")) {
        const auto st = n.node();
        const std::string at = vassalCell(read.grid, read.zones, std::stol(st.attribute("x").value()), std::stol(st.attribute("y").value()));
        CHECK(at == st.attribute("location").value());
        for (auto p : st.children("VASSAL.build.widget.PieceSlot")) got[at].push_back(p.attribute("entryName").value());
    }
    CHECK(got == expected);
    CHECK(xml.select_nodes("//VASSAL.build.module.PieceWindow//VASSAL.build.widget.PieceSlot").size() == 4);
    const auto charts = xml.select_nodes("//VASSAL.build.module.ChartWindow//VASSAL.build.widget.Chart");
    REQUIRE(charts.size() >= 1);
    for (auto c : charts) CHECK(entries.at("images/" + std::string(c.node().attribute("fileName").value())).substr(0, 4) == "\x89PNG");
}

TEST_CASE("vassal table: a gridless board to scale, the LOS thread measuring whole inches", "[jobs][vassal]")
{
    const fs::path out = fs::temp_directory_path() / ("crestline-vassal-table-" + std::to_string(::getpid()) + ".vmod");
    const OpenedDocument opened = openDocument(source("maps/tables/hedgerows.table.xml"));
    REQUIRE(opened.document);
    VassalOptions options;
    options.out = out;
    options.dpi = 100;
    const VassalScenarioResult r = writeVassalScenarioModule(*opened.document, options);
    REQUIRE(r.done());
    auto entries = zipEntries(out);
    fs::remove(out);
    pugi::xml_document xml;
    REQUIRE(xml.load_string(entries["buildFile.xml"].c_str()));
    const auto board = xml.select_node("//VASSAL.build.module.map.boardPicker.Board").node();
    REQUIRE(board);
    CHECK(board.first_child() == pugi::xml_node()); // no grid, no zones
    const auto thread = xml.select_node("//VASSAL.build.module.Map/VASSAL.build.module.map.LOS_Thread").node();
    REQUIRE(thread);
    CHECK(std::string(thread.attribute("drawRange").value()) == "true");
    const long perInch = std::stol(thread.attribute("scale").value());
    CHECK(perInch >= 5); // the render layout's scale (about 7.8 pt an inch here) at 100 dpi
    // The file says 72" x 48": the table's corners on the image are 72 and 48 thread units apart.
    const auto [x0, y0] = r.cellCentres.at("table 0,0");
    const auto [x1, y1] = r.cellCentres.at("table far corner");
    CHECK(std::abs((x1 - x0) - 72.0 * double(perInch)) < 1e-6);
    CHECK(std::abs((y0 - y1) - 48.0 * double(perInch)) < 1e-6);
    // The image is the size the board says, and holds the table.
    const std::string& png = entries.at("images/" + std::string(board.attribute("image").value()));
    REQUIRE(png.size() > 24);
    auto be32 = [&](std::size_t at) { return (long(std::uint8_t(png[at])) << 24) | (long(std::uint8_t(png[at + 1])) << 16) | (long(std::uint8_t(png[at + 2])) << 8) | long(std::uint8_t(png[at + 3])); };
    const long width = be32(16), height = be32(20);
    CHECK(width == std::stol(board.attribute("width").value()));
    CHECK(height == std::stol(board.attribute("height").value()));
    CHECK((x0 > 0 && x1 + perInch / 2.0 < double(width) && y1 > 0 && y0 < double(height))); // room for the inch labels
}
