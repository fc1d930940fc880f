// The LOS dispute report: which rulings are ties (table of the bundled
// boards' deliberate ties, with a plain blocked ruling as the control), the
// PDF's selectable text, and errors for rulings a report cannot show.

#include "formats/render/los_report.h"
#include "render_fixture.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace crestline;
using namespace crestline::test;
using render::OutputKind;

TEST_CASE("findTie: the boards' deliberate ties, and a ruling that is not one", "[render][report][tie]")
{
    struct Row {
        const char *board, *from, *to;
        bool tie;
        const char* why;  // a phrase the explanation must contain
        double u, v;      // where the loupe goes (lattice)
    };
    // From maps/boards/README.md: the Barn's south-west corner is the vertex
    // (28,16) on the string I7 -> K10; the Forge's north wall lies along the
    // D11/D12 hexside (8,22)-(10,22) from u 8.5 to 9.75 under C12 -> E12;
    // Church Knoll's spur tip (45,20) touches O11 -> Q11's hexside string.
    const Row rows[] = {
        {"ridge-farm", "I7", "K10", true, "corner (28, 16) of building barn", 28, 16},
        {"millbrook", "C12", "E12", true, "runs exactly along the edge", 9.75, 22},
        {"millbrook", "O11", "Q11", true, "corner (45, 20)", 45, 20},
        {"ridge-farm", "K1", "K13", false, "", 0, 0},
    };
    for (const Row& row : rows) {
        INFO(row.board << " " << row.from << " -> " << row.to);
        const auto b = loadBoard(row.board);
        const auto r = b->ruling(row.from, row.to);
        const render::Tie tie = render::findTie(*b->scene, r);
        INFO(tie.why);
        CHECK(tie.tie == row.tie);
        if (!row.tie) continue;
        CHECK(tie.why.find(row.why) != std::string::npos);
        if (std::string(row.from) == "C12") {
            // Either end of the wall's edge on the string will do.
            CHECK(tie.at.v == 22);
            CHECK((tie.at.u == 8.5 || tie.at.u == 9.75));
        } else {
            CHECK(tie.at.u == row.u);
            CHECK(tie.at.v == row.v);
        }
    }
}

TEST_CASE("findTie: a string along a hexside with nothing on it is a tie of the walk", "[render][report][tie]")
{
    // Millbrook N11 -> R11 passes under the spur tip without touching it
    // (README), but a string between two even-column centres of one row runs
    // along hexsides: the trace says so.
    const auto b = loadBoard("millbrook");
    const auto r = b->ruling("N11", "R11");
    bool along = false;
    for (const auto& t : r.trace) along = along || t.how == geometry::los::Crossing::Hexside;
    const render::Tie tie = render::findTie(*b->scene, r);
    CHECK(tie.tie == along);
}

TEST_CASE("LOS report: PDF text is selectable and names the rule and the hexes", "[render][report]")
{
    if (std::system("command -v pdftotext >/dev/null 2>&1") != 0) {
        WARN("pdftotext (poppler-utils) not installed: PDF text not checked");
        return;
    }
    const auto b = loadBoard("ridge-farm");
    const auto r = render::renderLosReport(*b->analysis, *b->scene, b->ruling("I7", "K10"), OutputKind::Pdf);
    REQUIRE(r.ok());
    CHECK(r.bytes.substr(0, 5) == "%PDF-");
    const std::string dir = std::string(CRESTLINE_BINARY_DIR) + "/render-out";
    std::filesystem::create_directories(dir);
    const std::string pdf = dir + "/report-test.pdf", txt = dir + "/report-test.txt";
    std::ofstream(pdf, std::ios::binary) << r.bytes;
    REQUIRE(std::system(("pdftotext -layout '" + pdf + "' '" + txt + "'").c_str()) == 0);
    std::stringstream text;
    text << std::ifstream(txt).rdbuf();
    const std::string s = text.str();
    CHECK(s.find("[24.52]") != std::string::npos);
    CHECK(s.find("BLOCKED") != std::string::npos);
    CHECK(s.find("building barn") != std::string::npos);
    CHECK(s.find("(900.0, 883.4)") != std::string::npos);
    for (const char* hex : {"I7", "K10", "J8", "K9", "J9"}) CHECK(s.find(hex) != std::string::npos);
    CHECK(s.find("Tie:") != std::string::npos);
}

TEST_CASE("LOS report: every output kind, and errors for what it cannot show", "[render][report]")
{
    const auto b = loadBoard("ridge-farm");
    const auto full = b->ruling("J2", "K10");
    for (OutputKind k : {OutputKind::Png, OutputKind::Svg, OutputKind::Pdf}) {
        const auto r = render::renderLosReport(*b->analysis, *b->scene, full, k);
        INFO(render::outputKindName(k) << ": " << r.error);
        CHECK(r.ok());
        CHECK(r.bytes.size() > 1000);
    }
    const auto brief = b->rules->check(*b->scene, b->hex("J2"), b->hex("K10"), {}, geometry::los::Detail::Verdict);
    const auto r = render::renderLosReport(*b->analysis, *b->scene, brief, OutputKind::Png);
    CHECK(r.error == "the ruling has no trace: rule with Detail::Full for a report");
    CHECK(r.bytes.empty());
    render::LosReportOptions o;
    o.dpi = 5;
    CHECK(render::renderLosReport(*b->analysis, *b->scene, full, OutputKind::Png, o).error == "dpi 5 is out of range (10 to 1200)");
}
