// 15 mm tabletop tables (NAME.table.xml): exact decimal inches, the golden
// round trip (read -> write byte-identical, read -> write -> read equal), the
// sample table loading clean, and each reader finding beside a near miss that
// draws none, with its line.

#include "fof_test_support.h"

#include "formats/table/tabletop/tabletop_format.h"

using namespace crestline;
using namespace crestline::formats;
using namespace fof_test;
namespace tt = geometry::los::tabletop;

namespace {

/// A table 48" x 36" holding `body`, which starts on line 3.
ReadResult<maps::TabletopGame> readBody(const std::string& body)
{
    return readTableText("<?xml version=\"1.0\"?>\n<table version=\"1\" system=\"tabletop\" width=\"48\" depth=\"36\" units=\"inch\">\n" + body +
                             "</table>\n",
                         "t.table.xml");
}

int count(const Findings& fs, const char* code)
{
    int n = 0;
    for (const Finding& f : fs) n += f.code == code;
    return n;
}

const char* kSquareBase = "<pt x=\"2\" y=\"2\"/><pt x=\"1\" y=\"2\"/><pt x=\"1\" y=\"1\"/><pt x=\"2\" y=\"1\"/>";

std::string side(const std::string& teams, const std::string& unitId = "u")
{
    return "<side id=\"s\"><unit id=\"" + unitId + "\" training=\"trained\">\n" + teams + "</unit></side>\n";
}

std::string team(const std::string& id, const std::string& points) { return "<team id=\"" + id + "\" type=\"infantry\" armour=\"soft\" height=\"1\">" + points + "</team>\n"; }

} // namespace

TEST_CASE("tabletop inches: exact decimals with up to 3 places, nothing rounded", "[formats][tabletop]")
{
    CHECK(parseInches("10.25") == 10250);
    CHECK(parseInches("10.250") == 10250);
    CHECK(parseInches("3") == 3000);
    CHECK(parseInches("0.001") == 1);
    CHECK(parseInches("-0.005") == -5);
    CHECK(parseInches("100000") == 100'000'000);
    CHECK_FALSE(parseInches("10.2505")); // 1/10000 inch: refused, not rounded to 10.25 or 10.251
    CHECK_FALSE(parseInches("100000.001"));
    for (const char* bad : {"", "-", ".5", "1.", "1e2", "+1", "1,5", " 1", "1 ", "0x10", "nan", "--1"}) {
        INFO(bad);
        CHECK_FALSE(parseInches(bad));
    }
    CHECK(formatInches(10250) == "10.25");
    CHECK(formatInches(-5) == "-0.005");
    CHECK(formatInches(3000) == "3");
    CHECK(formatInches(1) == "0.001");
}

TEST_CASE("tabletop table golden: read -> write is byte-identical, read -> write -> read is equal", "[formats][tabletop][golden]")
{
    const auto file = source("tests/formats/data/table/golden.table.xml");
    const std::string golden = slurp(file);
    auto r = readTableText(golden, file.string());
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    const std::string written = writeTableText(*r.value);
    CHECK(written == golden);
    auto again = readTableText(written, "again");
    REQUIRE(again.ok());
    CHECK(*again.value == *r.value);
}

TEST_CASE("tabletop table golden: values as the file states them", "[formats][tabletop]")
{
    auto r = readTableFile(source("tests/formats/data/table/golden.table.xml"));
    REQUIRE(r.ok());
    const maps::TabletopGame& g = *r.value;
    CHECK(g.width == 48500);
    CHECK(g.depth == 36000);
    REQUIRE(g.pieces.size() == 4);
    CHECK(g.pieces[1].kind == tt::PieceKind::Wall);
    CHECK(g.pieces[1].height == 2000);
    CHECK(g.pieces[1].outline[1] == tt::TablePoint{30250, 10000});
    CHECK(g.pieces[2].level == 1);
    CHECK(g.pieces[2].outline[1] == tt::TablePoint{5005, 1000});
    CHECK_FALSE(g.pieces[0].level); // not given: stays absent, the LOS table reads it as ground level
    REQUIRE(g.sides.size() == 2);
    const maps::TableTeam& r1 = g.sides[0].units[0].teams[0];
    CHECK(r1.role == "PL");
    CHECK(r1.height == 750);
    REQUIRE(r1.weapons.size() == 2);
    CHECK(r1.weapons[1].antiTank == 10);
    CHECK_FALSE(r1.weapons[0].antiTank);
    REQUIRE(r1.state);
    CHECK(r1.state->goneToGround);
    CHECK(r1.state->fired);
    CHECK_FALSE(r1.state->moved);
    CHECK(g.sides[0].units[1].teams[0].base.empty()); // r2 is off the table
    CHECK(g.isOffTable("r2"));
    CHECK(g.objectives[0].at == tt::TablePoint{15000, 20000});
}

TEST_CASE("tabletop sample table hedgerows loads clean", "[formats][tabletop]")
{
    auto r = readTableFile(source("maps/tables/hedgerows.table.xml"));
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    CHECK(r.value->width == 72000);
    CHECK(r.value->depth == 48000);
    CHECK(r.value->pieces.size() >= 12);
    CHECK(r.value->sides.size() == 2);
}

TEST_CASE("tabletop reader: a coordinate finer than 1/1000 inch is bad-value, a 3-place one is not", "[formats][tabletop]")
{
    const auto bad = readBody("<piece id=\"1\" kind=\"forest\" cover=\"soft\" movement=\"open\">\n"
                              "<pt x=\"1\" y=\"1\"/><pt x=\"10.2505\" y=\"1\"/><pt x=\"5\" y=\"5\"/></piece>\n");
    REQUIRE(bad.ok());
    CHECK(countAt(bad.findings, "bad-value", 4) == 1);
    CHECK(bad.value->pieces.empty()); // dropped, never rounded
    const auto near = readBody("<piece id=\"1\" kind=\"forest\" cover=\"soft\" movement=\"open\">\n"
                               "<pt x=\"1\" y=\"1\"/><pt x=\"10.250\" y=\"1\"/><pt x=\"5\" y=\"5\"/></piece>\n");
    CHECK(near.findings.empty());
    REQUIRE(near.value->pieces.size() == 1);
    CHECK(near.value->pieces[0].outline[1].x == 10250);
}

TEST_CASE("tabletop reader: tabletop-bad-outline for a crossed outline, not for a concave one", "[formats][tabletop]")
{
    // Bow tie: edges (0,0)-(4,4) and (4,0)-(0,4) cross at (2,2).
    const auto bad = readBody("<piece id=\"7\" kind=\"forest\" cover=\"soft\" movement=\"open\">\n"
                              "<pt x=\"0\" y=\"0\"/><pt x=\"4\" y=\"4\"/><pt x=\"4\" y=\"0\"/><pt x=\"0\" y=\"4\"/></piece>\n");
    CHECK(countAt(bad.findings, "tabletop-bad-outline", 3) == 1);
    CHECK(bad.value->pieces.size() == 1); // kept as given, reported
    // An L-shaped wood: concave but simple.
    const auto near = readBody("<piece id=\"7\" kind=\"forest\" cover=\"soft\" movement=\"open\">\n"
                               "<pt x=\"0\" y=\"0\"/><pt x=\"4\" y=\"0\"/><pt x=\"4\" y=\"1\"/><pt x=\"1\" y=\"1\"/><pt x=\"1\" y=\"4\"/><pt x=\"0\" y=\"4\"/></piece>\n");
    CHECK(near.findings.empty());
}

TEST_CASE("tabletop reader: clockwise outlines are reversed exactly, a base keeps its front edge first", "[formats][tabletop]")
{
    const auto r = readBody("<piece id=\"1\" kind=\"field\" cover=\"soft\" movement=\"open\">\n"
                            "<pt x=\"0\" y=\"0\"/><pt x=\"0\" y=\"2\"/><pt x=\"3\" y=\"2\"/><pt x=\"3\" y=\"0\"/></piece>\n" +
                            side(team("A", "<pt x=\"1\" y=\"2\"/><pt x=\"2\" y=\"2\"/><pt x=\"2\" y=\"1\"/><pt x=\"1\" y=\"1\"/>")));
    INFO(describe(r.findings));
    CHECK(r.findings.empty());
    CHECK(r.value->pieces[0].outline == tt::Polygon{{3000, 0}, {3000, 2000}, {0, 2000}, {0, 0}});
    // Front edge (1,2)-(2,2) given first clockwise; counter-clockwise it is (2,2) -> (1,2), then (1,1), (2,1).
    CHECK(r.value->sides[0].units[0].teams[0].base == tt::Polygon{{2000, 2000}, {1000, 2000}, {1000, 1000}, {2000, 1000}});
}

TEST_CASE("tabletop reader: tabletop-bad-base for a concave or straight-cornered base, not for a convex one", "[formats][tabletop]")
{
    // An arrow head: the vertex (1.5,1.5) is reflex.
    const auto concave = readBody(side(team("A", "<pt x=\"2\" y=\"2\"/><pt x=\"1.5\" y=\"1.5\"/><pt x=\"1\" y=\"2\"/><pt x=\"1\" y=\"1\"/><pt x=\"2\" y=\"1\"/>")));
    CHECK(countAt(concave.findings, "tabletop-bad-base", 4) == 1);
    // A vertex in the middle of the front edge: a straight corner.
    const auto straight = readBody(side(team("A", "<pt x=\"2\" y=\"2\"/><pt x=\"1.5\" y=\"2\"/><pt x=\"1\" y=\"2\"/><pt x=\"1\" y=\"1\"/><pt x=\"2\" y=\"1\"/>")));
    CHECK(countAt(straight.findings, "tabletop-bad-base", 4) == 1);
    const auto near = readBody(side(team("A", "<pt x=\"2\" y=\"2\"/><pt x=\"1.5\" y=\"2.001\"/><pt x=\"1\" y=\"2\"/><pt x=\"1\" y=\"1\"/><pt x=\"2\" y=\"1\"/>")));
    CHECK(near.findings.empty());
}

TEST_CASE("tabletop reader: tabletop-off-edge, an error for a base and a warning for a piece", "[formats][tabletop]")
{
    const auto out = readBody(side(team("A", "<pt x=\"1\" y=\"1\"/><pt x=\"-0.001\" y=\"1\"/><pt x=\"-0.001\" y=\"0\"/><pt x=\"1\" y=\"0\"/>")));
    REQUIRE(count(out.findings, "tabletop-off-edge") == 1);
    CHECK(countAt(out.findings, "tabletop-off-edge", 4) == 1);
    CHECK(out.findings[0].severity == Severity::Error);
    CHECK(out.findings[0].where.feature == "A");
    CHECK(out.findings[0].where.file == "t.table.xml");
    CHECK(out.findings[0].where.element == "/table/side/unit/team");
    const auto onEdge = readBody(side(team("A", "<pt x=\"1\" y=\"1\"/><pt x=\"0\" y=\"1\"/><pt x=\"0\" y=\"0\"/><pt x=\"1\" y=\"0\"/>")));
    CHECK(onEdge.findings.empty());
    const auto piece = readBody("<piece id=\"1\" kind=\"field\" cover=\"soft\" movement=\"open\">\n"
                                "<pt x=\"40\" y=\"30\"/><pt x=\"48.001\" y=\"30\"/><pt x=\"48\" y=\"36\"/></piece>\n");
    REQUIRE(count(piece.findings, "tabletop-off-edge") == 1);
    CHECK(piece.findings[0].severity == Severity::Warning);
    CHECK(piece.findings[0].where.line == 3);
}

TEST_CASE("tabletop reader: tabletop-hills-cross for hills that overlap without nesting, not for touching or nested ones", "[formats][tabletop]")
{
    const auto hill = [](int id, const char* level, int x0, int x1, int y0, int y1) {
        const std::string a = std::to_string(x0), b = std::to_string(x1), c = std::to_string(y0), d = std::to_string(y1);
        return "<piece id=\"" + std::to_string(id) + "\" kind=\"hill\" cover=\"none\" movement=\"open\" level=\"" + level + "\">" + "<pt x=\"" + a +
               "\" y=\"" + c + "\"/><pt x=\"" + b + "\" y=\"" + c + "\"/><pt x=\"" + b + "\" y=\"" + d + "\"/><pt x=\"" + a + "\" y=\"" + d +
               "\"/></piece>\n";
    };
    // [0,10] x [0,10] and [5,15] x [5,15]: the interiors share [5,10] x [5,10], neither holds the other.
    const auto bad = readBody(hill(1, "1", 0, 10, 0, 10) + hill(2, "2", 5, 15, 5, 15));
    CHECK(countAt(bad.findings, "tabletop-hills-cross", 4) == 1); // on the later hill
    CHECK(bad.findings.front().where.feature == "2");
    CHECK(bad.findings.front().message.find("hill 2 overlaps hill 1 (line 3)") != std::string::npos);
    // Near misses: sharing the edge x = 10; touching at the corner (10, 10); one inside the other, boundaries touching.
    for (const std::string& body : {hill(1, "1", 0, 10, 0, 10) + hill(2, "2", 10, 20, 0, 10), hill(1, "1", 0, 10, 0, 10) + hill(2, "2", 10, 20, 10, 20),
                                    hill(1, "1", 0, 10, 0, 10) + hill(2, "2", 0, 5, 0, 10)}) {
        const auto near = readBody(body);
        INFO(body << describe(near.findings));
        CHECK(near.findings.empty());
    }
    // A wood over both hills is no hill: nothing to nest.
    const auto wood = readBody(hill(1, "1", 0, 10, 0, 10) +
                               "<piece id=\"2\" kind=\"forest\" cover=\"soft\" movement=\"open\"><pt x=\"5\" y=\"5\"/><pt x=\"15\" y=\"5\"/>"
                               "<pt x=\"15\" y=\"15\"/><pt x=\"5\" y=\"15\"/></piece>\n");
    CHECK(wood.findings.empty());
}

TEST_CASE("tabletop reader: tabletop-unknown-unit for an off-table unit no <unit> is", "[formats][tabletop]")
{
    const std::string offTeam = "<team id=\"R\" type=\"infantry\" armour=\"soft\" height=\"1\"/>\n";
    const auto bad = readBody(side(offTeam, "2res") + "<off-table>\n<unit ref=\"2rez\"/>\n</off-table>\n");
    CHECK(countAt(bad.findings, "tabletop-unknown-unit", 7) == 1);
    CHECK(bad.findings.back().where.element == "/table/off-table/unit");
    CHECK(countAt(bad.findings, "missing-element", 4) == 1); // 2res is then on the table without a base
    const auto near = readBody(side(offTeam, "2res") + "<off-table>\n<unit ref=\"2res\"/>\n</off-table>\n");
    INFO(describe(near.findings));
    CHECK(near.findings.empty());
}

TEST_CASE("tabletop reader: missing values are reported, never invented", "[formats][tabletop]")
{
    // A wall without its height, a hill without its level.
    const auto r = readBody("<piece id=\"1\" kind=\"wall\" cover=\"hard\" movement=\"difficult\">\n"
                            "<pt x=\"0\" y=\"0\"/><pt x=\"1\" y=\"0\"/><pt x=\"1\" y=\"1\"/></piece>\n"
                            "<piece id=\"2\" kind=\"hill\" cover=\"none\" movement=\"open\">\n"
                            "<pt x=\"0\" y=\"0\"/><pt x=\"1\" y=\"0\"/><pt x=\"1\" y=\"1\"/></piece>\n"
                            "<piece id=\"3\" kind=\"forest\" movement=\"open\">\n"
                            "<pt x=\"0\" y=\"0\"/><pt x=\"1\" y=\"0\"/><pt x=\"1\" y=\"1\"/></piece>\n");
    CHECK(countAt(r.findings, "missing-attribute", 3) == 1);
    CHECK(countAt(r.findings, "missing-attribute", 5) == 1);
    CHECK(countAt(r.findings, "missing-attribute", 7) == 1);
    CHECK(r.value->pieces.empty());
    // A team on the table without a base.
    const auto noBase = readBody(side("<team id=\"A\" type=\"infantry\" armour=\"soft\" height=\"1\"/>\n"));
    CHECK(countAt(noBase.findings, "missing-element", 4) == 1);
}

TEST_CASE("tabletop reader: duplicate piece and team ids", "[formats][tabletop]")
{
    const auto r = readBody(side(team("A", kSquareBase) + team("A", kSquareBase)));
    CHECK(countAt(r.findings, "duplicate-id", 5) == 1);
    CHECK(r.value->sides[0].units[0].teams.size() == 1);
    const auto near = readBody(side(team("A", kSquareBase) + team("B", kSquareBase)));
    CHECK(near.findings.empty());
}

TEST_CASE("tabletop reader: the header is the frame", "[formats][tabletop]")
{
    const auto other = readTableText("<table version=\"1\" system=\"ff\" width=\"48\" depth=\"36\" units=\"inch\"/>", "t");
    CHECK_FALSE(other.ok());
    const auto cm = readTableText("<table version=\"1\" system=\"tabletop\" width=\"48\" depth=\"36\" units=\"cm\"/>", "t");
    CHECK_FALSE(cm.ok());
    const auto fine = readTableText("<table version=\"1\" system=\"tabletop\" width=\"48\" depth=\"36\" units=\"inch\"/>", "t");
    CHECK(fine.ok());
    CHECK(fine.findings.empty());
    const auto newer = readTableText("<table version=\"2\" system=\"tabletop\" width=\"48\" depth=\"36\" units=\"inch\"/>", "t");
    CHECK_FALSE(newer.ok());
}

TEST_CASE("tabletop reader: unknown XML in no namespace is reported and dropped, its item kept", "[formats][tabletop]")
{
    const auto r = readBody("<piece id=\"1\" kind=\"field\" cover=\"soft\" movement=\"open\" colour=\"green\">\n"
                            "<pt x=\"0\" y=\"0\"/><pt x=\"1\" y=\"0\"/><pt x=\"1\" y=\"1\"/><label/></piece>\n");
    CHECK(countAt(r.findings, "unknown-attribute", 3) == 1);
    CHECK(countAt(r.findings, "unknown-element", 4) == 1);
    REQUIRE(r.value->pieces.size() == 1);
    CHECK(writeTableText(*r.value).find("colour") == std::string::npos);
}

TEST_CASE("tabletop reader: a deployment zone's outline is checked like a piece's", "[formats][tabletop]")
{
    const auto bad = readBody("<side id=\"s\">\n<zone><pt x=\"0\" y=\"0\"/><pt x=\"4\" y=\"4\"/><pt x=\"4\" y=\"0\"/><pt x=\"0\" y=\"4\"/></zone>\n</side>\n");
    CHECK(countAt(bad.findings, "tabletop-bad-outline", 4) == 1);
    const auto near = readBody("<side id=\"s\">\n<zone><pt x=\"0\" y=\"0\"/><pt x=\"4\" y=\"0\"/><pt x=\"4\" y=\"4\"/><pt x=\"0\" y=\"4\"/></zone>\n</side>\n");
    CHECK(near.findings.empty());
}

TEST_CASE("tabletop table: an atomic save reads back equal", "[formats][tabletop]")
{
    auto r = readTableFile(source("maps/tables/hedgerows.table.xml"));
    REQUIRE(r.ok());
    const auto dir = std::filesystem::temp_directory_path() / "crestline-tabletop-save";
    std::filesystem::create_directories(dir);
    const auto file = dir / "saved.table.xml";
    CHECK(writeTableFile(*r.value, file).empty());
    auto back = readTableFile(file);
    REQUIRE(back.ok());
    CHECK(back.findings.empty());
    // Equal but for source lines (the sample's comments move them): compare the canonical text.
    CHECK(writeTableText(*back.value) == writeTableText(*r.value));
    CHECK(back.value->pieces.size() == r.value->pieces.size());
    std::filesystem::remove_all(dir);
}
