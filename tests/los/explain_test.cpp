// Explanations that end the argument: the contact point in hex terms, the
// artwork the string touched that does not count and why, the nearest miss
// with its clearance, and where the string leaves the upper level. Boards
// are purpose-built; every expected phrase and number is worked out by hand
// in the lattice frame (flat-top, odd parity: hex (c, r) has its centre at
// (3c, 2r + (c & 1)) and corners k = 0..5 at the centre plus (2, 0), (1, 1),
// (-1, 1), (-2, 0), (-1, -1), (1, -1); hexside k joins corners k and k + 1
// and is named SE, S, SW, NW, N, NE).

#include "formats/los/ruling_format.h"
#include "los_fixture.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>

using namespace crestline::test;
using crestline::geometry::los::Detail;
using crestline::geometry::los::FfDetail;
using crestline::geometry::los::HexPlace;
using crestline::geometry::los::Ruling;
using crestline::geometry::los::TraceNote;

namespace {

/// A small diamond whose left corner is at (u, v) and which lies to the right of it.
Ring diamondRightOf(double u, double v) { return {{u, v}, {u + 1, v - 0.5}, {u + 1.5, v}, {u + 1, v + 0.5}}; }
/// A small diamond whose right corner is at (u, v).
Ring diamondLeftOf(double u, double v) { return {{u, v}, {u - 1, v + 0.5}, {u - 1.5, v}, {u - 1, v - 0.5}}; }
/// A small diamond whose top corner is at (u, v) and which hangs below it (towards +v).
Ring diamondBelow(double u, double v) { return {{u, v}, {u + 0.5, v + 0.5}, {u, v + 1}, {u - 0.5, v + 0.5}}; }

/// The trace notes about feature `id` in hex `label`.
std::vector<TraceNote> notesOn(LosFixture& f, const Ruling& r, const std::string& label, const std::string& id)
{
    std::vector<TraceNote> out;
    for (const auto& step : r.trace)
        if (step.label == label)
            for (const TraceNote& n : step.found)
                if (n.artwork >= 0 && f.scene().artwork()[std::size_t(n.artwork)].id == id) out.push_back(n);
    return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST_CASE("explain: a building corner exactly on a hex vertex names the three hexes", "[los][explain]")
{
    // A1 (0,0) -> C7 (6,12) runs along u = v / 2 through (2, 4): corner 0 of
    // A3 (0,4), corner 2 of B2 (3,3), corner 4 of B3 (3,5).
    LosFixture f;
    f.area("b", "building", diamondLeftOf(2, 4));
    const Ruling r = f.ruling("A1", "C7");
    REQUIRE(r.verdict == Verdict::Blocked);
    REQUIRE(r.explanation);
    REQUIRE(r.explanation->contactPlace);
    CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Vertex);
    CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("A3"), f.hex("B2"), f.hex("B3")});
    CHECK(r.explanation->contactPlace->text == "exactly at the vertex shared by A3, B2 and B3");
    CHECK(contains(crestline::formats::rulingText(f.scene(), r), "\ncontact: exactly at the vertex shared by A3, B2 and B3\n"));
    // The same words whichever way the string is asked.
    const Ruling back = f.ruling("C7", "A1");
    REQUIRE(back.explanation);
    REQUIRE(back.explanation->contactPlace);
    CHECK(back.explanation->contactPlace->text == r.explanation->contactPlace->text);
}

TEST_CASE("explain: a corner on a hexside at its midpoint", "[los][explain]")
{
    // C1 (6,0) -> C5 (6,8) runs along u = 6 and crosses the C2|C3 hexside
    // (5,3)-(7,3) at (6,3), its midpoint.
    LosFixture f;
    f.area("b", "building", diamondRightOf(6, 3));
    const Ruling r = f.ruling("C1", "C5");
    REQUIRE(r.explanation);
    REQUIRE(r.explanation->contactPlace);
    CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Hexside);
    CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("C2"), f.hex("C3")});
    CHECK(r.explanation->contactPlace->fractionNum == 1);
    CHECK(r.explanation->contactPlace->fractionDen == 2);
    CHECK(r.explanation->contactPlace->text == "on the C2|C3 hexside, at its midpoint");
}

TEST_CASE("explain: an artwork edge crossing the string on a hexside, a third of the way along", "[los][explain]")
{
    // A1 (0,0) -> C7 (6,12), u = v / 2, leaves A2 (0,2) through its SE side
    // from corner (2,2) to corner (1,3): (2 - s, 2 + s) on the string when
    // 2 (2 - s) = 2 + s, s = 2/3: the point (4/3, 8/3), 1/3 of the way from
    // (1,3), the corner of A2, A3 and B2. The triangle's edge (2,2)-(0.5,3.5)
    // lies on that hexside's line, so the string crosses it exactly there
    // (a point no double can hold: the place comes from exact tests).
    LosFixture f;
    f.area("b", "building", {{2, 2}, {0.5, 3.5}, {3, 3.5}});
    const Ruling r = f.ruling("A1", "C7");
    REQUIRE(r.verdict == Verdict::Blocked);
    REQUIRE(r.explanation);
    REQUIRE(r.explanation->contactPlace);
    CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Hexside);
    CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("A2"), f.hex("B2")});
    CHECK(r.explanation->contactPlace->fractionExact);
    CHECK(r.explanation->contactPlace->fractionNum == 1);
    CHECK(r.explanation->contactPlace->fractionDen == 3);
    CHECK(r.explanation->contactPlace->fromVertex == std::vector<OffsetCoord>{f.hex("A2"), f.hex("A3"), f.hex("B2")});
    CHECK(r.explanation->contactPlace->text == "on the A2|B2 hexside, 1/3 of the way from the A2|A3|B2 vertex");
    // The building lies on B2's side of the hexside: it is drawn in B2.
    CHECK(r.contactHex == f.hex("B2"));
}

TEST_CASE("explain: a string along a hexside wholly inside a building", "[los][explain]")
{
    // A2 (0,2) -> C2 (6,2) runs along the B1|B2 hexside (2,2)-(4,2). No edge
    // of the building meets that piece, so the contact named is its middle,
    // the parameter 1/2: (3, 2), the hexside's midpoint.
    LosFixture f;
    f.area("b", "building", LosFixture::rect(1, 0, 5, 4));
    const Ruling r = f.ruling("A2", "C2");
    REQUIRE(r.verdict == Verdict::Blocked);
    REQUIRE(r.explanation);
    REQUIRE(r.explanation->contactPlace);
    CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Hexside);
    CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("B1"), f.hex("B2")});
    CHECK(r.explanation->contactPlace->text == "on the B1|B2 hexside, at its midpoint");
}

TEST_CASE("explain: a contact inside a hex", "[los][explain]")
{
    // u = 6 crosses the building's top edge v = 4.25 at (6, 4.25), inside C3 (6,4).
    LosFixture f;
    f.area("b", "building", LosFixture::rect(5.5, 4.25, 6.5, 4.75));
    const Ruling r = f.ruling("C1", "C5");
    REQUIRE(r.explanation);
    REQUIRE(r.explanation->contactPlace);
    CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Inside);
    CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("C3")});
    CHECK(r.explanation->contactPlace->text == "inside C3");
}

TEST_CASE("explain: places on the map edge have fewer hexes", "[los][explain]")
{
    // A1 (0,0) -> E1 (12,0) runs along v = 0, the top edge of the map: along
    // B1's N hexside (2,0)-(4,0), which has no hex beyond it.
    SECTION("a hexside on the map edge")
    {
        LosFixture f;
        f.area("b", "building", diamondBelow(3, 0));
        const Ruling r = f.ruling("A1", "E1");
        REQUIRE(r.verdict == Verdict::Blocked);
        REQUIRE(r.explanation);
        REQUIRE(r.explanation->contactPlace);
        CHECK(r.explanation->contactPlace->hexes == std::vector<OffsetCoord>{f.hex("B1")});
        CHECK(r.explanation->contactPlace->text == "on the N hexside of B1, on the map edge, at its midpoint");
    }
    SECTION("a vertex on the map edge")
    {
        // (4,0): corner 5 of B1 and corner 3 of C1; the third hex, (3,-1), is off the map.
        LosFixture f;
        f.area("b", "building", diamondBelow(4, 0));
        const Ruling r = f.ruling("A1", "E1");
        REQUIRE(r.explanation);
        REQUIRE(r.explanation->contactPlace);
        CHECK(r.explanation->contactPlace->kind == HexPlace::Kind::Vertex);
        CHECK(r.explanation->contactPlace->text == "exactly at the vertex shared by B1 and C1, on the map edge");
    }
}

TEST_CASE("explain: artwork touched that does not count says why", "[los][explain]")
{
    SECTION("rough at level 0 below both ends [24.54]")
    {
        LosFixture f;
        f.area("h-s", "hill-1", LosFixture::rect(4.5, -1.5, 7.5, 0.8)).area("h-t", "hill-1", LosFixture::rect(4.5, 7.2, 7.5, 8.8));
        f.area("r1", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Clear);
        const auto notes = notesOn(f, r, "C3", "r1");
        REQUIRE(notes.size() == 1);
        CHECK_FALSE(notes[0].counts);
        CHECK(notes[0].why == "at level 0 below both ends [24.54]");
        CHECK(notes[0].what == "rough r1 (hindrance 2, level 0) touched: does not count, at level 0 below both ends [24.54]");
    }
    SECTION("the same rough on the hill counts")
    {
        LosFixture f;
        f.area("base", "hill-1", LosFixture::rect(-3, -2, 30, 22)).area("r1", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const auto notes = notesOn(f, f.ruling("C1", "C5"), "C3", "r1");
        REQUIRE(notes.size() == 1);
        CHECK(notes[0].counts);
        CHECK(notes[0].what == "rough r1 (hindrance 2, level 1) touched: hinders 2 [23.31]");
    }
    SECTION("a building inside the sighter's hex [23.1]")
    {
        // Asked from C5, C5 is the sighter even though the walk starts at C1.
        LosFixture f;
        f.area("b", "building", LosFixture::rect(5.5, 7.5, 6.5, 8.5));
        const Ruling r = f.ruling("C5", "C1");
        REQUIRE(r.verdict == Verdict::Clear);
        const auto notes = notesOn(f, r, "C5", "b");
        REQUIRE(notes.size() == 1);
        CHECK_FALSE(notes[0].counts);
        CHECK(notes[0].why == "inside the sighter's hex [23.1]");
        const auto target = notesOn(f, f.ruling("C1", "C5"), "C5", "b");
        REQUIRE(target.size() == 1);
        CHECK(target[0].why == "inside the target's hex [23.1]");
    }
    SECTION("a building touching only where the string leaves the sighter's hex [23.1]")
    {
        // Corner (6, 1) is the C1|C2 hexside's midpoint; the diamond lies in C2.
        LosFixture f;
        f.area("b", "building", diamondRightOf(6, 1));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Clear);
        const auto notes = notesOn(f, r, "C2", "b");
        REQUIRE(notes.size() == 1);
        CHECK(notes[0].why == "only on the sighter's hex's boundary [23.1]");
    }
    SECTION("a building along the road [24.8]")
    {
        LosFixture f;
        f.area("b", "building", LosFixture::rect(5.5, 3.5, 6.5, 4.5)).road("rd", {{6, -1}, {6, 12}}, 0.6);
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Clear);
        const auto notes = notesOn(f, r, "C3", "b");
        REQUIRE(notes.size() == 1);
        CHECK_FALSE(notes[0].counts);
        CHECK(notes[0].why == "the string runs along road rd here [24.8]");
    }
    SECTION("the JSON lists them")
    {
        LosFixture f;
        f.area("h-s", "hill-1", LosFixture::rect(4.5, -1.5, 7.5, 0.8)).area("h-t", "hill-1", LosFixture::rect(4.5, 7.2, 7.5, 8.8));
        f.area("r1", "rough", LosFixture::rect(5.5, 3.5, 6.5, 4.5));
        const auto j = nlohmann::json::parse(crestline::formats::rulingJson(f.scene(), f.ruling("C1", "C5")));
        REQUIRE(j["discounted"].size() == 1);
        CHECK(j["discounted"][0]["hex"] == "C3");
        CHECK(j["discounted"][0]["feature"]["id"] == "r1");
        CHECK(j["discounted"][0]["why"] == "at level 0 below both ends [24.54]");
    }
}

TEST_CASE("explain: the nearest miss and its clearance in hex widths", "[los][explain]")
{
    // C1 -> C5 along u = 6. A diamond with its left corner at (6 + d, 4) in C3
    // misses the string by d lattice units across the columns. Adjacent hex
    // centres (0,0) and (3,1) are one hex width apart, and a hex width is two
    // lattice units along v, so one unit along u is 1 / (2 sqrt 3) hex widths:
    // d = 1/4 gives 0.0722 hex widths.
    SECTION("a quarter unit off the string")
    {
        LosFixture f;
        f.area("barn", "building", diamondRightOf(6.25, 4));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Clear);
        REQUIRE(r.explanation);
        REQUIRE(r.explanation->nearMisses.size() == 1);
        CHECK(r.explanation->nearMisses[0].clearance == Approx(0.25 / (2 * std::sqrt(3.0))).epsilon(1e-12));
        CHECK(r.explanation->nearMisses[0].corner);
        CHECK(r.explanation->nearMisses[0].hex == f.hex("C3"));
        CHECK(r.explanation->nearMisses[0].text == "building barn (obstacle, level 0) misses the string by 0.07 hex widths, at its corner in C3");
        CHECK(contains(crestline::formats::rulingText(f.scene(), r), "\nnear miss: building barn (obstacle, level 0) misses the string by 0.07 hex widths"));
        const auto j = nlohmann::json::parse(crestline::formats::rulingJson(f.scene(), r));
        CHECK(j["near_misses"][0]["clearance_hex_widths"] == 0.072);
        CHECK(j["near_misses"][0]["at"] == "corner");
    }
    SECTION("the same corner on the string touches: blocked, and no miss")
    {
        LosFixture f;
        f.area("barn", "building", diamondRightOf(6, 4));
        const Ruling r = f.ruling("C1", "C5");
        CHECK(r.verdict == Verdict::Blocked);
        REQUIRE(r.explanation);
        CHECK(r.explanation->nearMisses.empty());
    }
    SECTION("a building below both ends is no near miss: touching it would not count")
    {
        LosFixture f;
        f.area("base", "hill-1", LosFixture::rect(4.5, -1.5, 7.5, 0.8)).area("top", "hill-1", LosFixture::rect(4.5, 7.2, 7.5, 8.8));
        f.area("barn", "building", diamondRightOf(6.25, 4));
        const Ruling below = f.ruling("C1", "C5");
        REQUIRE(below.explanation);
        CHECK(below.explanation->nearMisses.empty());
    }
    SECTION("the closest of two, by an edge")
    {
        // A rectangle whose left edge u = 6.5 faces the string: 0.5 units, 0.1443 hex widths.
        LosFixture f;
        f.area("barn", "building", diamondRightOf(6.75, 4)).area("shed", "building", LosFixture::rect(6.5, 5, 7, 7.5));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.explanation);
        REQUIRE(r.explanation->nearMisses.size() == 2);
        CHECK(r.explanation->nearMisses[0].clearance == Approx(0.5 / (2 * std::sqrt(3.0))).epsilon(1e-12));
        CHECK(f.scene().artwork()[std::size_t(r.explanation->nearMisses[0].artwork)].id == "shed");
        CHECK(r.explanation->nearMisses[1].clearance == Approx(0.75 / (2 * std::sqrt(3.0))).epsilon(1e-12));
    }
}

TEST_CASE("explain: where the string leaves the upper level [24.512]", "[los][explain]")
{
    // C1 (6,0) on a level 2 hill looks down the column to C5 (6,8) at level 0.
    SECTION("the crest line crosses C2: blocked, the exit is beyond the sighter's hex")
    {
        // The hill's edge v = 2.5 crosses u = 6 at (6, 2.5), inside C2 (6,2).
        LosFixture f;
        f.area("h", "hill-2", LosFixture::rect(3, -2, 9, 2.5));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Blocked);
        CHECK(r.rule == "[24.512]");
        const auto* ff = std::get_if<FfDetail>(&r.detail);
        REQUIRE(ff);
        REQUIRE(ff->crestExit);
        CHECK(ff->crestExit->level == 2);
        CHECK(ff->crestExit->hex == f.hex("C2"));
        CHECK(ff->crestExit->place.text == "inside C2");
        CHECK_FALSE(ff->crestExit->withinUpperHex);
        CHECK(contains(crestline::formats::rulingText(f.scene(), r), "\nupper level: the string leaves level 2 inside C2 ("));
        CHECK(contains(crestline::formats::rulingText(f.scene(), r), "), beyond the sighter's hex C1 [24.512]\n"));
    }
    SECTION("the crest line on the sighter's hexside: clear, the exit is on its edge")
    {
        // The hill's edge v = 1 runs along the C1|C2 hexside (5,1)-(7,1); the
        // string crosses it at (6, 1), the midpoint, as it leaves C1.
        LosFixture f;
        f.area("h", "hill-2", LosFixture::rect(3, -2, 9, 1));
        const Ruling r = f.ruling("C1", "C5");
        REQUIRE(r.verdict == Verdict::Clear);
        const auto* ff = std::get_if<FfDetail>(&r.detail);
        REQUIRE(ff);
        REQUIRE(ff->crestExit);
        CHECK(ff->crestExit->place.text == "on the C1|C2 hexside, at its midpoint");
        CHECK(ff->crestExit->withinUpperHex);
        // Asked from below, the upper end is the target.
        const Ruling up = f.ruling("C5", "C1");
        const auto* ffUp = std::get_if<FfDetail>(&up.detail);
        REQUIRE(ffUp);
        REQUIRE(ffUp->crestExit);
        CHECK_FALSE(ffUp->crestExit->upperIsSighter);
        CHECK(contains(crestline::formats::rulingText(f.scene(), up), "within the target's hex C1 [24.512]"));
        const auto j = nlohmann::json::parse(crestline::formats::rulingJson(f.scene(), up));
        CHECK(j["crest_exit"]["within_upper_hex"] == true);
        CHECK(j["crest_exit"]["place"]["kind"] == "hexside");
        CHECK(j["crest_exit"]["place"]["fraction"] == "1/2");
    }
    SECTION("between equal levels there is no exit to give")
    {
        LosFixture f;
        const Ruling r = f.ruling("C1", "C5");
        const auto* ff = std::get_if<FfDetail>(&r.detail);
        REQUIRE(ff);
        CHECK_FALSE(ff->crestExit);
    }
}

TEST_CASE("explain: verdict-only rulings compute none of it", "[los][explain]")
{
    LosFixture f;
    f.area("h", "hill-2", LosFixture::rect(3, -2, 9, 2.5)).area("barn", "building", diamondRightOf(6.25, 4));
    for (Detail d : {Detail::Verdict, Detail::Cell}) {
        const Ruling r = f.ruling("C1", "C5", d);
        CHECK_FALSE(r.explanation);
        const auto* ff = std::get_if<FfDetail>(&r.detail);
        REQUIRE(ff);
        CHECK_FALSE(ff->crestExit);
    }
}
