// The Fields of Fire card map jobs and the board builder behind them, on
// tests/cli/data/fof-3x3.map.xml (layout in that file) and on maps built
// in memory. Expected values by hand from /shared/specs/fof-los.md.
//
//   Row 3:  7 Ridge (icon)   8 white          9 white
//   Row 2:  4 Woods (dark)   5 N E S W dark   6 white on Hill 10 (level 1)
//   Row 1:  1 white          2 Woods (dark, face down)   3 white

#include "editor/jobs/fof/fof_los_jobs.h"
#include "maps/fof/fof_board_builder.h"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace crestline;
using namespace crestline::jobs;
using geometry::OffsetCoord;
using geometry::CardSegment;
using geometry::los::FofBoard;
using geometry::los::FofDetail;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

maps::FofCard card(int number, std::initializer_list<maps::CardSegment> dark, bool hill = false, maps::ElevationIcon icon = maps::ElevationIcon::None)
{
    maps::FofCard c;
    c.number = number;
    c.name = "card " + std::to_string(number);
    for (maps::CardSegment s : dark) c.border[std::size_t(s)] = maps::SegmentColour::Dark;
    c.hill = hill;
    c.icon = icon;
    return c;
}

maps::CardStack stack(int column, int row, int top, std::vector<int> hills = {}, maps::CardFace face = maps::CardFace::Up)
{
    maps::CardStack s;
    s.column = column;
    s.row = row;
    s.top = {"d", top};
    for (int h : hills) s.hills.push_back({"d", h});
    s.face = face;
    return s;
}

} // namespace

TEST_CASE("fof board builder: size from the cells present, stacks through their decks", "[jobs][fof]")
{
    maps::FofDeck deck;
    deck.id = "d";
    deck.cards = {card(1, {maps::CardSegment::N}), card(2, {maps::CardSegment::E}, true), card(3, {}, false, maps::ElevationIcon::MultiStory),
                  card(4, {maps::CardSegment::SW})};
    maps::FofMap map;
    map.columns = 2;
    map.rows = 2;
    // (1,1): card 1 (N dark) on Hill 2 (E dark): level 1, N and E dark. (3,4) grew past the 2 x 2 rectangle; face down.
    map.cells = {stack(1, 1, 1, {2}), stack(2, 2, 3), stack(3, 4, 4, {}, maps::CardFace::Down)};
    const auto built = maps::buildFofBoard(map, {deck});
    REQUIRE(built.board);
    const FofBoard& b = *built.board;
    CHECK(b.grid().columns() == 3); // the rectangle from column 1, row 1 to (3, 4)
    CHECK(b.grid().rows() == 4);
    CHECK(b.level({1, 1}) == 1);
    CHECK(b.darkSegments({1, 1}) == geometry::los::darkMask({CardSegment::N, CardSegment::E}));
    CHECK_FALSE(b.elevationIcon({1, 1}));
    CHECK(b.elevationIcon({2, 2}));                // the top card's multi-story icon [1.2.1 G]
    CHECK(b.present({3, 4}));                      // face down: LOS uses its data (fof-los.md "Ties")
    CHECK(b.dark({3, 4}, CardSegment::SW));
    CHECK_FALSE(b.present({2, 1}));                // inside the rectangle, no card
    CHECK(b.present({3, 0}));                      // a Main Staging Area card under every column
    CHECK(b.staging({3, 0}) == geometry::los::FofStaging::Main);

    SECTION("a cell left of column 1 is not supported yet, named")
    {
        map.cells.push_back(stack(0, 1, 4));
        map.cells.erase(map.cells.begin() + 2);
        const auto left = maps::buildFofBoard(map, {deck});
        CHECK_FALSE(left.board);
        CHECK(left.problem.find("cell 0,1") != std::string::npos);
        CHECK(left.problem.find("left of column 1") != std::string::npos);
    }
    SECTION("an unknown card gives no board")
    {
        map.cells.push_back(stack(1, 2, 77));
        const auto unknown = maps::buildFofBoard(map, {deck});
        CHECK_FALSE(unknown.board);
        CHECK(unknown.problem.find("cell 1,2") != std::string::npos);
    }
}

TEST_CASE("fof card map document: cell names as the command line writes them", "[jobs][fof]")
{
    const auto doc = FofMapDocument::open(source("tests/cli/data/fof-3x3.map.xml"));
    REQUIRE(doc.board());
    std::string problem;
    for (const char* name : {"3,2", "(3,2)", "C3R2", "c3r2"}) {
        INFO(name);
        const auto c = doc.parseCell(name, problem);
        REQUIRE(c);
        CHECK(*c == OffsetCoord{3, 2});
    }
    CHECK(doc.parseCell("C2R0", problem) == OffsetCoord{2, 0});
    CHECK(doc.parseCell("2,0", problem) == OffsetCoord{2, 0});
    CHECK(doc.parseCell("PZ", problem) == FofBoard::kPickupZone);
    CHECK(doc.parseCell("pickup-zone", problem) == FofBoard::kPickupZone);
    CHECK_FALSE(doc.parseCell("enroute", problem)); // the map has no Enroute area
    CHECK(problem.find("no Enroute") != std::string::npos);
    CHECK_FALSE(doc.parseCell("C4R4", problem));
    CHECK(problem.find("no card at (4,4)") != std::string::npos);
    CHECK(problem.find("fof-3x3.map.xml") != std::string::npos);
    CHECK_FALSE(doc.parseCell("J8", problem));
    CHECK(problem.find("'J8' is not a card cell") != std::string::npos);
    CHECK(doc.cards().size() == 12); // 9 map cards and 3 Main Staging Area cards
    CHECK(doc.cards().front() == OffsetCoord{1, 0});
}

TEST_CASE("fof los job: a blocked ruling with max LOS and the short round", "[jobs][fof]")
{
    const auto doc = FofMapDocument::open(source("tests/cli/data/fof-3x3.map.xml"));
    const auto r = ruleFofLos(doc, {"C1R1", "C3R1", {}, {}});
    REQUIRE(r.done());
    const auto& d = std::get<FofDetail>(r.view->ruling.detail);
    CHECK(d.outcome == FofDetail::Outcome::Blocked); // (2,1) face-down Woods, entry W dark, L 0 >= top 0
    CHECK(d.step == 7);
    CHECK(d.card == OffsetCoord{2, 1});
    CHECK(d.segment == CardSegment::W);
    REQUIRE(r.view->maxLos);
    CHECK((*r.view->maxLos)[0] == OffsetCoord{1, 2}); // Front: (1,3) is blocked by (1,2) S
    CHECK_FALSE((*r.view->maxLos)[1]);                // Left Front: no card at (0,2)
    CHECK((*r.view->maxLos)[2] == OffsetCoord{3, 3}); // Right Front: the corner pass over (2,2)'s white corners
    CHECK(r.view->shortRound == OffsetCoord{2, 1});
}

TEST_CASE("fof los job: a card map with an error finding is not ruled", "[jobs][fof]")
{
    const auto doc = FofMapDocument::open(source("tests/cli/data/fof-broken.map.xml"));
    const auto r = ruleFofLos(doc, {"C1R1", "C3R1", {}, {}});
    CHECK(r.outcome == Outcome::Refused);
    CHECK_FALSE(r.view);
    bool unknown = false;
    for (const Finding& f : r.findings) unknown = unknown || f.code == "fof-unknown-card";
    CHECK(unknown);
    CHECK(r.problem.find("has errors") != std::string::npos);
}

TEST_CASE("fof viewshed job: every card from (1,1)", "[jobs][fof]")
{
    const auto doc = FofMapDocument::open(source("tests/cli/data/fof-3x3.map.xml"));
    const auto v = fofViewshedOf(doc, {"1,1", {}, {}});
    REQUIRE(v.done());
    // By hand: adjacent (2,1) (1,2) (2,2); (3,3) by the corner pass; (3,2) over
    // level-0 cards to a level-1 card; (3,1) (1,3) (2,3) blocked; the Main
    // Staging Area none (fire).
    std::map<std::pair<int, int>, bool> expected = {{{1, 1}, true},  {{2, 1}, true},  {{3, 1}, false}, {{1, 2}, true},
                                                    {{2, 2}, true},  {{3, 2}, true},  {{1, 3}, false}, {{2, 3}, false},
                                                    {{3, 3}, true},  {{1, 0}, false}, {{2, 0}, false}, {{3, 0}, false}};
    REQUIRE(v.view->rulings.size() == expected.size());
    for (const auto& r : v.view->rulings) {
        INFO(r.to.col << "," << r.to.row);
        CHECK((r.verdict == geometry::los::Verdict::Clear) == expected.at({r.to.col, r.to.row}));
    }
}
