// maps::checkFofMap on models built in code [FoF 1.2.1 D, 2.2.1]: what each
// check reports, and what it must not (a card it cannot resolve is not also
// called a non-Hill; staging cards may be any card; two decks may share a
// number).

#include "maps/fof/fof_map_checks.h"

#include <catch2/catch.hpp>

using namespace crestline;
using namespace crestline::maps;

namespace {

FofCard card(int number, bool hill)
{
    FofCard c;
    c.number = number;
    c.name = hill ? "Hill" : "Field";
    c.values = CardValues::Invented;
    c.hill = hill;
    return c;
}

FofDeck deck(const char* id)
{
    FofDeck d;
    d.id = id;
    d.cards = {card(1, true), card(2, true), card(3, false), card(4, false)};
    return d;
}

CardStack stack(int column, int row, CardRef top, std::vector<CardRef> hills, int line)
{
    CardStack s;
    s.column = column;
    s.row = row;
    s.top = std::move(top);
    s.hills = std::move(hills);
    s.line = line;
    return s;
}

std::vector<std::string> codes(const Findings& fs)
{
    std::vector<std::string> out;
    for (const Finding& f : fs) out.push_back(f.code);
    return out;
}

} // namespace

TEST_CASE("fof checks: a good map has no findings, two decks may share a number", "[maps][fof]")
{
    FofMap m;
    m.cells = {stack(1, 1, {"a", 3}, {{"a", 1}, {"b", 2}}, 5), stack(2, 1, {"b", 3}, {}, 6)};
    StagingCard staging;
    staging.column = 1;
    staging.card = CardRef{"a", 2}; // a Hill card face down in the staging area is just a card
    m.mainStaging = {staging};
    CHECK(checkFofMap(m, {deck("a"), deck("b")}, "m.map.xml").empty());
}

TEST_CASE("fof checks: unknown cards are reported once, not also as out of order", "[maps][fof]")
{
    FofMap m;
    m.cells = {stack(1, 1, {"a", 9}, {{"zz", 3}}, 7)};
    const Findings f = checkFofMap(m, {deck("a")}, "m.map.xml");
    CHECK(codes(f) == std::vector<std::string>{"fof-unknown-card", "fof-unknown-card"});
    for (const Finding& x : f) {
        CHECK(x.where.file == "m.map.xml");
        CHECK(x.where.line == 7);
        CHECK(x.where.feature == "cell 1,1");
    }
}

TEST_CASE("fof checks: stack order and cards used twice [1.2.1 D, 2.2.1]", "[maps][fof]")
{
    FofMap m;
    m.cells = {stack(1, 1, {"a", 3}, {{"a", 4}}, 5),   // Field 4 under the top card
               stack(2, 1, {"a", 1}, {}, 6),           // Hill 1 on top
               stack(3, 1, {"a", 2}, {{"a", 1}}, 7)};  // Hill 1 again (and Hill 2 on top)
    const Findings f = checkFofMap(m, {deck("a")}, "m.map.xml");
    CHECK(codes(f) == std::vector<std::string>{"fof-lower-not-hill", "fof-hill-on-top", "fof-card-twice", "fof-hill-on-top"});
    REQUIRE(f.size() == 4);
    CHECK(f[0].where.line == 5);
    CHECK(f[1].where.line == 6);
    CHECK(f[2].where.line == 7);
    CHECK(f[2].message.find("cell 2,1 (line 6)") != std::string::npos); // names where the card already lies
    CHECK(f[3].where.line == 7);
    // Cells placed in the editor have no line yet (0): the message says where, not "line 0".
    for (CardStack& s : m.cells) s.line = 0;
    const Findings placed = checkFofMap(m, {deck("a")}, "m.map.xml");
    REQUIRE(placed.size() == 4);
    CHECK(placed[2].message.find("already placed at cell 2,1; a deck holds each card once") != std::string::npos);
    CHECK(placed[2].message.find("line 0") == std::string::npos);
}
