// VASSAL modules of scenarios (FF, GTS, CoH): buildFile.xml read back from
// the zip holds one board per map with its grid in a ZonedGrid, a Zone per
// set-up area and objective whose polygon covers exactly the area's hexes
// (every hex centre of the board tested, by the even-odd rule written out
// here), SetupStacks at our hex centres named there by VASSAL's own
// numbering rules, a palette, and a chart of PNG pages; every image named is
// in the zip. Hidden units (CoH [10.0]) and an FF Sighting setup's secrets
// appear in no entry. A scenario with errors writes nothing.

#include "editor/jobs/vassal_jobs_scenario.h"

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "editor/jobs/scenario_document.h"
#include "formats/vassal/vassal_scenario.h"

#include "vassal_test_support.h"

#include <algorithm>
#include <regex>
#include <set>

using namespace crestline::jobs;

namespace {

const char* kZoned = "VASSAL.build.module.map.boardPicker.board.ZonedGrid";
const char* kZone = "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone";

/// java.awt.Polygon.contains: even-odd crossings of a ray to the right.
bool evenOdd(const std::vector<std::pair<long, long>>& poly, double x, double y)
{
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const double xi = double(poly[i].first), yi = double(poly[i].second), xj = double(poly[j].first), yj = double(poly[j].second);
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
}

std::vector<std::pair<long, long>> parsePath(const std::string& path)
{
    std::vector<std::pair<long, long>> out;
    std::stringstream in(path);
    std::string point;
    while (std::getline(in, point, ';')) {
        const auto comma = point.find(',');
        REQUIRE(comma != std::string::npos);
        out.push_back({std::stol(point.substr(0, comma)), std::stol(point.substr(comma + 1))});
    }
    return out;
}

struct Module {
    std::map<std::string, std::string> entries;
    pugi::xml_document xml;
};

Module written(const VassalScenarioResult& r)
{
    REQUIRE(r.done());
    Module m;
    m.entries = zipEntries(r.written);
    REQUIRE(m.entries.count("buildFile.xml"));
    REQUIRE(m.xml.load_string(m.entries["buildFile.xml"].c_str()));
    return m;
}

pugi::xml_node boardNamed(const Module& m, const std::string& name)
{
    return m.xml.select_node(("//VASSAL.build.module.map.boardPicker.Board[@name='" + name + "']").c_str()).node();
}

/// Every image a module names (boards, pieces, charts) is a PNG in the zip.
void checkImages(const Module& m)
{
    std::vector<std::string> names;
    for (auto n : m.xml.select_nodes("//VASSAL.build.module.map.boardPicker.Board")) names.push_back(n.node().attribute("image").value());
    for (auto n : m.xml.select_nodes("//VASSAL.build.widget.Chart")) names.push_back(n.node().attribute("fileName").value());
    const std::regex image(";([^;]+\\.png);");
    for (auto n : m.xml.select_nodes("//VASSAL.build.widget.PieceSlot")) {
        std::smatch got;
        const std::string text = n.node().text().get();
        REQUIRE(std::regex_search(text, got, image));
        names.push_back(got[1]);
    }
    REQUIRE_FALSE(names.empty());
    for (const auto& n : names) {
        INFO(n);
        REQUIRE(m.entries.count("images/" + n));
        CHECK(m.entries.at("images/" + n).substr(0, 4) == "\x89PNG");
    }
}

/// The zone named `name` on `board` covers exactly `hexes` of `grid`: every hex centre tested.
void checkZone(const Module& m, const std::string& board, const std::string& name, const geometry::HexGrid& grid, const vassal::BoardFrame& frame,
               const std::set<std::string>& hexes)
{
    INFO("zone " << name << " on " << board);
    const auto zone = boardNamed(m, board).child(kZoned).find_child_by_attribute(kZone, "name", name.c_str());
    REQUIRE(zone);
    CHECK(std::string(zone.attribute("useParentGrid").value()) == "true");
    const auto poly = parsePath(zone.attribute("path").value());
    REQUIRE(poly.size() >= 6);
    int inside = 0;
    for (int c = 0; c < grid.columns(); ++c)
        for (int r = 0; r < grid.rows(); ++r) {
            const auto centre = grid.centre({c, r});
            const std::string label = grid.label({c, r});
            INFO("hex " << label);
            const bool in = evenOdd(poly, frame.x(double(centre.u)), frame.y(double(centre.v)));
            CHECK(in == bool(hexes.count(label)));
            inside += in;
        }
    CHECK(inside == int(hexes.size()));
    // Every vertex is a corner of a hex of the zone, at its pixel.
    std::set<std::pair<long, long>> corners;
    for (int c = 0; c < grid.columns(); ++c)
        for (int r = 0; r < grid.rows(); ++r)
            if (hexes.count(grid.label({c, r})))
                for (const auto& k : grid.corners({c, r}))
                    corners.insert({long(std::floor(frame.x(double(k.u)) + 0.5)), long(std::floor(frame.y(double(k.v)) + 0.5))});
    for (const auto& p : poly) CHECK(corners.count(p));
}

/// The SetupStacks of `board`: label VASSAL names its pixel -> piece names.
std::map<std::string, std::vector<std::string>> stacksOn(const Module& m, const std::string& board)
{
    std::map<std::string, std::vector<std::string>> out;
    const Vassal v = fromXml(boardNamed(m, board).select_node(".//VASSAL.build.module.map.boardPicker.board.HexGrid").node());
    for (auto n : m.xml.select_nodes("//VASSAL.build.module.map.SetupStack")) {
        const auto s = n.node();
        if (std::string(s.attribute("owningBoard").value()) != board) continue;
        CHECK(std::string(s.attribute("useGridLocation").value()) == "false");
        const std::string at = vassalName(v, std::stol(s.attribute("x").value()), std::stol(s.attribute("y").value()));
        CHECK(at == s.attribute("location").value());
        for (auto p : s.children("VASSAL.build.widget.PieceSlot")) out[at].push_back(p.attribute("entryName").value());
    }
    return out;
}

/// The pixel of a stack of `board` is our hex centre rounded (Java's Math.round).
void checkStackPixel(const Module& m, const std::string& board, const std::string& label, const geometry::HexGrid& grid, const vassal::BoardFrame& frame)
{
    const auto s = m.xml.select_node(("//VASSAL.build.module.map.SetupStack[@owningBoard='" + board + "'][@location='" + label + "']").c_str()).node();
    REQUIRE(s);
    const auto hex = grid.parseLabel(label);
    REQUIRE(hex);
    const auto c = grid.centre(*hex);
    CHECK(std::stol(s.attribute("x").value()) == long(std::floor(frame.x(double(c.u)) + 0.5)));
    CHECK(std::stol(s.attribute("y").value()) == long(std::floor(frame.y(double(c.v)) + 0.5)));
}

/// No entry of the zip holds `text`.
void checkAbsent(const Module& m, const std::string& text)
{
    for (const auto& [name, bytes] : m.entries) {
        INFO(name << " must not hold " << text);
        CHECK(name.find(text) == std::string::npos);
        CHECK(bytes.find(text) == std::string::npos);
    }
}

/// The values of every attribute `attr` in an XML file.
std::vector<std::string> attributeValues(const std::string& file, const char* attr)
{
    pugi::xml_document doc;
    REQUIRE(doc.load_file(file.c_str()));
    std::vector<std::string> out;
    for (auto n : doc.select_nodes((std::string("//*[@") + attr + "]").c_str())) out.push_back(n.node().attribute(attr).value());
    return out;
}

VassalScenarioResult exportFile(const std::string& scenario, const fs::path& out, double dpi = 60)
{
    const OpenedDocument opened = openDocument(scenario);
    REQUIRE(opened.document);
    VassalOptions options;
    options.out = out;
    options.dpi = dpi;
    return writeVassalScenarioModule(*opened.document, options);
}

} // namespace

TEST_CASE("vassal scenario: FF millbrook crossroads: two boards, zones, the fixed unit, palette, chart, no Sighting secrets", "[jobs][vassal]")
{
    Scratch scratch;
    const auto r = exportFile(source("scenarios/library/millbrook-crossroads.scenario.xml"), scratch.dir / "m.vmod");
    const Module m = written(r);
    checkImages(m);
    CHECK(m.xml.select_nodes("//VASSAL.build.module.Map").size() == 2);
    REQUIRE(r.frames.size() == 2);
    const ScenarioDocument doc = ScenarioDocument::open(source("scenarios/library/millbrook-crossroads.scenario.xml"));
    const auto& boards = doc.boards();
    // Set-up areas, by hand from the scenario: german-village is within 2 of E10 and K10, K11 on millbrook.
    std::set<std::string> village;
    const auto& mill = boards.grid(1);
    const auto e10 = *mill.parseLabel("E10");
    for (int c = 0; c < mill.columns(); ++c)
        for (int rr = 0; rr < mill.rows(); ++rr)
            if (mill.distance(e10, {c, rr}) <= 2) village.insert(mill.label({c, rr}));
    village.insert("K10");
    village.insert("K11");
    checkZone(m, "millbrook", "german-village (German set-up)", mill, r.frames[1], village);
    // british-start: ridge-farm rows 1 and 2 (north of row 3), and J3, K3.
    std::set<std::string> british{"J3", "K3"};
    const auto& ridge = boards.grid(0);
    for (int c = 0; c < ridge.columns(); ++c)
        for (int rr = 0; rr < 2; ++rr) british.insert(ridge.label({c, rr}));
    checkZone(m, "ridge-farm", "british-start (British set-up)", ridge, r.frames[0], british);
    checkZone(m, "millbrook", "Objective: Red Lion", mill, r.frames[1], {"E10"});
    // german-church: within 1 hex of P7, except P6.
    std::set<std::string> church;
    for (int c = 0; c < mill.columns(); ++c)
        for (int rr = 0; rr < mill.rows(); ++rr)
            if (mill.distance(*mill.parseLabel("P7"), {c, rr}) <= 1 && mill.label({c, rr}) != "P6") church.insert(mill.label({c, rr}));
    REQUIRE(church.size() == 6);
    checkZone(m, "millbrook", "german-church (German set-up)", mill, r.frames[1], church);
    // The one unit with a fixed hex: the PaK 38 at millbrook:K11; the others are set up by the players.
    const auto stacks = stacksOn(m, "millbrook");
    REQUIRE(stacks.size() == 1);
    CHECK(stacks.begin()->first == "K11");
    CHECK(stacks.begin()->second == std::vector<std::string>{"PaK 38"});
    CHECK(stacksOn(m, "ridge-farm").empty());
    checkStackPixel(m, "millbrook", "K11", mill, r.frames[1]);
    // The palette: each side at start and its reinforcements by turn.
    for (const char* tab : {"German", "British", "British, turn 2", "German, turn 3"})
        CHECK(m.xml.select_node(("//VASSAL.build.widget.PanelWidget[@entryName='" + std::string(tab) + "']").c_str()));
    CHECK(m.xml.select_node("//VASSAL.build.widget.PieceSlot[@entryName='Cromwell']"));
    CHECK(m.xml.select_nodes("//VASSAL.build.module.ChartWindow/VASSAL.build.widget.TabWidget/VASSAL.build.widget.Chart").size() >= 1);
    CHECK(std::string(m.xml.child("VASSAL.build.GameModule").attribute("VassalVersion").value()).rfind("3.7.", 0) == 0);
    // The owner's Sighting setup is never read: none of its secrets is in the module.
    const std::string owner = source("scenarios/library/millbrook-crossroads.german.owner.setup.xml");
    for (const char* a : {"salt", "commitment", "setup-id"})
        for (const auto& v : attributeValues(owner, a)) checkAbsent(m, v);
    // Nor where its markers are, nor the ids of what it hides (the unit and pillbox under Hiding marker A).
    const auto hexes = attributeValues(owner, "hex");
    REQUIRE(hexes.size() == 4);
    for (const auto& v : hexes) checkAbsent(m, v);
    const auto refs = attributeValues(owner, "ref");
    REQUIRE(refs == std::vector<std::string>{"g-pzgren-sqd", "g-pillbox"});
    for (const auto& v : refs) checkAbsent(m, v);
}

TEST_CASE("vassal scenario: CoH kleinbach: hidden units are in no entry, public units on their hexes, zones", "[jobs][vassal]")
{
    Scratch scratch;
    const auto r = exportFile(source("scenarios/library/kleinbach-crossroads.scenario.xml"), scratch.dir / "k.vmod");
    const Module m = written(r);
    checkImages(m);
    // [10.0] the four hidden German units: no id, no name of theirs alone, no image.
    for (const char* id : {"de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar"}) checkAbsent(m, id);
    for (const char* name : {"MG 42", "Mortar 81mm"}) checkAbsent(m, name);
    const std::string owner = source("scenarios/library/kleinbach-crossroads.de.owner.hidden.xml");
    for (const char* a : {"salt", "commitment", "setup-id"})
        for (const auto& v : attributeValues(owner, a)) checkAbsent(m, v);
    // Public units at start, by hand from the scenario: rifles at 0104, 0105; the
    // halftrack at 0106 carrying the third rifle; the German rifle at 0705.
    const auto stacks = stacksOn(m, "kleinbach");
    CHECK(stacks.size() == 4);
    CHECK(stacks.at("0104") == std::vector<std::string>{"Rifle 41"});
    CHECK(stacks.at("0105") == std::vector<std::string>{"Rifle 41"});
    CHECK(stacks.at("0106") == std::vector<std::string>{"M3 Halftrack", "Rifle 41"});
    CHECK(stacks.at("0705") == std::vector<std::string>{"Rifle 39"});
    // The Sherman arrives in round 2: the palette, not the board.
    CHECK(m.xml.select_node("//VASSAL.build.widget.PanelWidget[@entryName='US, round 2']/VASSAL.build.widget.PieceSlot[@entryName='M4 Sherman']"));
    const CohScenarioDocument doc = CohScenarioDocument::open(source("scenarios/library/kleinbach-crossroads.scenario.xml"));
    const auto& grid = doc.boards().grid(0);
    checkStackPixel(m, "kleinbach", "0705", grid, r.frames[0]);
    // de-setup: east of hex column 05.
    std::set<std::string> east;
    for (int c = 0; c < grid.columns(); ++c)
        for (int rr = 0; rr < grid.rows(); ++rr)
            if (std::stoi(grid.label({c, rr}).substr(0, 2)) > 5) east.insert(grid.label({c, rr}));
    checkZone(m, "kleinbach", "de-setup (German set-up)", grid, r.frames[0], east);
    checkZone(m, "kleinbach", "Objective: Kleinbach crossroads", grid, r.frames[0], {"0904"});
    checkZone(m, "kleinbach", "Objective: Hill 2", grid, r.frames[0], {"1102"});
}

TEST_CASE("vassal scenario: GTS aldenfeld: every set-up unit stacked on its hex, victory hexes as zones", "[jobs][vassal]")
{
    Scratch scratch;
    const auto r = exportFile(source("scenarios/library/aldenfeld-crossing.scenario.xml"), scratch.dir / "a.vmod");
    const Module m = written(r);
    checkImages(m);
    const GtsScenarioDocument doc = GtsScenarioDocument::open(source("scenarios/library/aldenfeld-crossing.scenario.xml"));
    std::map<std::string, std::vector<std::string>> expected;
    for (const auto& u : doc.scenario().setup) expected[u.hex.label].push_back(doc.scenario().findUnit(u.unit).unit->name);
    REQUIRE(expected.size() > 3);
    auto stacks = stacksOn(m, "aldenfeld");
    for (auto& [hex, names] : expected) std::sort(names.begin(), names.end());
    for (auto& [hex, names] : stacks) std::sort(names.begin(), names.end());
    CHECK(stacks == expected);
    const auto& grid = doc.boards().grid(0);
    for (const auto& v : doc.scenario().victory.hexes) {
        const auto zone = boardNamed(m, "aldenfeld").child(kZoned).find_child_by_attribute(kZone, "name", ("Victory hex " + v.hex.text() + " (").c_str());
        (void)zone; // names carry the army and points: checked by prefix below
        bool found = false;
        for (auto z : boardNamed(m, "aldenfeld").child(kZoned).children(kZone))
            if (std::string(z.attribute("name").value()).rfind("Victory hex " + v.hex.text() + " (", 0) == 0) {
                checkZone(m, "aldenfeld", z.attribute("name").value(), grid, r.frames[0], {v.hex.label});
                found = true;
            }
        CHECK(found);
    }
}

TEST_CASE("vassal scenario: a scenario with an error writes nothing and names the file and line", "[jobs][vassal]")
{
    Scratch scratch;
    std::string text = slurp(source("scenarios/library/kleinbach-crossroads.scenario.xml"));
    const std::string href = "../../maps/boards/kleinbach.map.xml";
    text.replace(text.find(href), href.size(), source("maps/boards/kleinbach.map.xml"));
    const std::string good = "hex=\"0705\" facing=\"3\" />";
    REQUIRE(text.find(good) != std::string::npos);
    text.replace(text.find(good), good.size(), "hex=\"2705\" facing=\"3\" />"); // off the board
    const fs::path file = scratch.dir / "bad.scenario.xml";
    std::ofstream(file) << text;
    const auto r = exportFile(file.string(), scratch.dir / "bad.vmod");
    CHECK_FALSE(r.done());
    CHECK_FALSE(fs::exists(scratch.dir / "bad.vmod"));
    bool named = false;
    for (const auto& f : r.findings)
        if (f.severity >= Severity::Error && f.where.file == file.string() && f.where.line > 0) named = true;
    CHECK(named);
}

TEST_CASE("vassal scenario: piece definitions escape as VASSAL's SequenceEncoder", "[jobs][vassal]")
{
    // By hand: type "piece;" + ";;x.png;A\;B/C"; state "null;0;0;7;0"; joined by '/', whose '/' in the name is escaped.
    CHECK(vassal::pieceSlotText({"A;B/C", "x.png", 7}) == "+/null/piece;;;x.png;A\\;B\\/C/null;0;0;7;0");
    CHECK(vassal::pieceSlotText({"Rifle 41", "c.png", 3}) == "+/null/piece;;;c.png;Rifle 41/null;0;0;3;0");
}

TEST_CASE("vassal zones: a ring with a hole and two separate hexes are one even-odd polygon covering exactly them", "[jobs][vassal]")
{
    for (const auto orientation : {geometry::HexOrientation::FlatTop, geometry::HexOrientation::PointyTop}) {
        geometry::GridSpec s;
        s.orientation = orientation;
        s.columns = 12;
        s.rows = 10;
        const geometry::HexGrid grid(s);
        vassal::BoardFrame frame;
        frame.originX = frame.originY = 30;
        frame.unitU = 20;
        frame.unitV = 20 * std::sqrt(3.0);
        if (orientation == geometry::HexOrientation::PointyTop) std::swap(frame.unitU, frame.unitV);
        // The six hexes around (4, 4) without it (a hole), and two hexes apart from them: three loops.
        std::vector<geometry::OffsetCoord> hexes = grid.ring({4, 4}, 1);
        REQUIRE(hexes.size() == 6);
        hexes.push_back({9, 8});
        hexes.push_back({1, 8});
        const auto loops = vassal::hexOutline(grid, hexes);
        CHECK(loops.size() == 4); // the ring's outside and its hole, and the two hexes
        const auto poly = vassal::zonePolygon(loops, frame);
        std::vector<std::pair<long, long>> lp(poly.begin(), poly.end());
        for (int c = 0; c < grid.columns(); ++c)
            for (int r = 0; r < grid.rows(); ++r) {
                const bool in = std::find(hexes.begin(), hexes.end(), geometry::OffsetCoord{c, r}) != hexes.end();
                const auto centre = grid.centre({c, r});
                INFO("hex " << c << "," << r);
                CHECK(evenOdd(lp, frame.x(double(centre.u)), frame.y(double(centre.v))) == in);
            }
    }
}
