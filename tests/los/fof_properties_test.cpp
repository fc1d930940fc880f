// Properties of Fields of Fire rulings on random card maps (fof-los.md):
// the engine agrees with the brute-force reference (fof_reference.h) on
// every ordered pair, outcome, step, deciding card and segment, band, walk
// with its segments, cover; LOS is reciprocal (the walk reversed, entry and
// exit swapped); rulings are unchanged by translating the map by whole
// cards, and mirroring it left to right gives the mirrored cards with the
// segment names swapped E <-> W, NE <-> NW, SE <-> SW.

#include "fof_fixture.h"
#include "fof_reference.h"

#include "geometry/los/square_walk.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace crestline::test;
using crestline::geometry::cardSegmentName;
using crestline::geometry::mirroredSegment;

namespace {

const char* kNames[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

/// A random card map: some cells empty, Hill stacks, dark segments, icons with eye levels, obscured cards.
struct RandomMap {
    int columns, rows;
    fofref::RefBoard ref;
    explicit RandomMap(unsigned seed, int c = 7, int r = 6) : columns(c), rows(r), ref(c, r)
    {
        std::mt19937 rng(seed);
        for (int col = 1; col <= c; ++col)
            for (int row = 0; row <= r; ++row) {
                const std::size_t i = ref.at({col, row});
                if (row > 0) {
                    ref.present[i] = rng() % 100 >= 6;
                    if (!ref.present[i]) continue;
                    const unsigned l = rng() % 100;
                    ref.level[i] = l < 60 ? 0 : l < 88 ? 1 : 2;
                    for (const char* n : kNames)
                        if (rng() % 100 < 22) ref.dark[i].insert(n);
                    ref.icon[i] = rng() % 100 < 25;
                    if (ref.icon[i]) ref.eye[i] = int(rng() % 3) - 1;
                }
                if (rng() % 100 < 5) ref.obscured.insert({col, row});
            }
    }
    /// The fixture of this map moved by (dc, dr) cards onto a larger map, optionally mirrored left to right first.
    FofFixture fixture(int dc = 0, int dr = 0, bool mirror = false, bool comm = false, bool night = false) const
    {
        FofFixture f(columns + dc, rows + dr, false);
        for (int col = 1; col <= columns; ++col)
            for (int row = 0; row <= rows; ++row) {
                const std::size_t i = ref.at({col, row});
                const OffsetCoord at = place({col, row}, dc, dr, mirror);
                if (ref.obscured.count({col, row})) f.smoke(at);
                if (row == 0 || !ref.present[i]) continue;
                std::uint8_t mask = 0;
                for (int k = 0; k < 8; ++k)
                    if (ref.dark[i].count(kNames[k])) mask |= std::uint8_t(1u << (mirror ? int(mirroredSegment(CardSegment(k))) : k));
                f.board->setCard(at, ref.level[i], mask, ref.icon[i] != 0);
                if (ref.eye[i]) f.marker(at, "eye-level", ref.eye[i]);
            }
        f.purpose(comm ? Purpose::Comm : Purpose::Fire).night(night);
        return f;
    }
    OffsetCoord place(fofref::Cell x, int dc, int dr, bool mirror) const
    {
        if (fofref::RefBoard::helicopter(x)) return {x.first, x.second};
        return {(mirror ? columns + 1 - x.first : x.first) + dc, x.second == 0 ? 0 : x.second + dr};
    }
    /// Every cell a ruling may be asked from: the map's cards, the Main Staging Area and the Helicopter Staging Areas.
    std::vector<fofref::Cell> ends() const
    {
        std::vector<fofref::Cell> out{{1, -1}, {2, -1}};
        for (int col = 1; col <= columns; ++col)
            for (int row = 0; row <= rows; ++row)
                if (ref.has({col, row})) out.push_back({col, row});
        return out;
    }
};

std::string cellText(const std::optional<OffsetCoord>& c) { return c ? "(" + std::to_string(c->col) + "," + std::to_string(c->row) + ")" : "-"; }
std::string cellText(const std::optional<fofref::Cell>& c) { return c ? "(" + std::to_string(c->first) + "," + std::to_string(c->second) + ")" : "-"; }

/// Everything a ruling says, as text, with cards placed back by `unplace` and segments by `seg`.
template <class Unplace, class Seg>
std::string summary(const Ruling& r, Unplace unplace, Seg seg)
{
    const FofDetail& d = FofFixture::detail(r);
    std::string out = std::string(crestline::geometry::los::fofOutcomeName(d.outcome)) + " step " + std::to_string(d.step) + " card " +
                      cellText(d.card ? std::optional<OffsetCoord>(unplace(*d.card)) : std::nullopt) + " seg " + seg(d.segment) + " d " +
                      std::to_string(d.distance) + " " + std::string(crestline::geometry::rangeBandName(d.band)) + " cover " + seg(d.cover) +
                      (d.coverDark ? " dark" : "") + " elev " + std::to_string(d.elevation) + " walk";
    for (const auto& w : d.walk) out += " " + cellText(unplace(w.card)) + seg(w.entry) + "/" + seg(w.exit);
    return out;
}

std::string summary(const fofref::RefResult& r)
{
    std::string out = r.outcome + " step " + std::to_string(r.step) + " card " + cellText(r.card) + " seg " + (r.segment.empty() ? "-" : r.segment) +
                      " d " + std::to_string(r.distance) + " " + r.band + " cover " + (r.cover.empty() ? "-" : r.cover) + (r.coverDark ? " dark" : "") +
                      " elev " + std::to_string(r.elevation) + " walk";
    for (const auto& w : r.walk)
        out += " " + cellText(std::optional<fofref::Cell>(w.cell)) + (w.entry.empty() ? "-" : w.entry) + "/" + (w.exit.empty() ? "-" : w.exit);
    return out;
}

OffsetCoord same(OffsetCoord c) { return c; }
std::string plain(const std::optional<CardSegment>& s) { return name(s); }
std::string mirrored(const std::optional<CardSegment>& s) { return s ? name(mirroredSegment(*s)) : "-"; }
OffsetCoord at(fofref::Cell c) { return {c.first, c.second}; }

} // namespace

TEST_CASE("fof properties: the engine agrees with the brute-force reference on every ordered pair", "[los][fof][property]")
{
    int pairs = 0, los = 0, blocked = 0, undetermined = 0, corners = 0;
    for (unsigned seed = 1; seed <= 5; ++seed) {
        const RandomMap m(seed);
        for (const int range : {1, 3, 9}) // 9: long walks with more ties (M is an input)
            for (const bool comm : {false, true}) {
                FofFixture f = m.fixture(0, 0, false, comm);
                auto play = crestline::geometry::los::fofPlayOf(f.state);
                play.maxRange = range;
                for (const auto& s : m.ends())
                    for (const auto& t : m.ends()) {
                        const fofref::RefResult want = fofref::rule(m.ref, s, t, comm, range);
                        const Ruling got = crestline::geometry::los::FofRules::rule(*f.board, play, {at(s), at(t), m.ref.e(s), m.ref.e(t)}, Detail::Verdict);
                        INFO("seed " << seed << " M " << range << (comm ? " comm " : " fire ") << cellText(std::optional(s)) << " -> " << cellText(std::optional(t)));
                        REQUIRE(summary(got, same, plain) == summary(want));
                        const Ruling cell = crestline::geometry::los::FofRules::rule(*f.board, play, {at(s), at(t), m.ref.e(s), m.ref.e(t)}, Detail::Cell);
                        REQUIRE(cell.verdict == got.verdict);
                        REQUIRE(FofFixture::detail(cell).step == want.step);
                        ++pairs;
                        los += want.outcome == "LOS" && want.step >= 7;
                        blocked += want.outcome == "blocked" && want.step == 7;
                        undetermined += want.outcome == "undetermined";
                        corners += !want.cornerTouched.empty();
                    }
            }
    }
    // The maps exercise every walk outcome and the corner ties.
    CHECK(pairs > 20000);
    CHECK(los > 500);
    CHECK(blocked > 500);
    CHECK(undetermined > 50);
    CHECK(corners > 500);
}

TEST_CASE("fof properties: LOS is reciprocal, the walk reverses with entry and exit swapped", "[los][fof][property]")
{
    for (unsigned seed = 11; seed <= 14; ++seed) {
        const RandomMap m(seed);
        for (const bool comm : {false, true}) {
            const FofFixture f = m.fixture(0, 0, false, comm);
            for (const auto& s : m.ends())
                for (const auto& t : m.ends()) {
                    const Ruling a = f.rule(at(s), at(t), Detail::Verdict), b = f.rule(at(t), at(s), Detail::Verdict);
                    const FofDetail &da = FofFixture::detail(a), &db = FofFixture::detail(b);
                    INFO(cellText(std::optional(s)) << " -> " << cellText(std::optional(t)));
                    REQUIRE(a.verdict == b.verdict);
                    REQUIRE(da.outcome == db.outcome);
                    REQUIRE(da.step == db.step);
                    REQUIRE(da.elevation == -db.elevation);
                    REQUIRE(da.walk.size() == db.walk.size());
                    for (std::size_t i = 0; i < da.walk.size(); ++i) {
                        const auto& x = da.walk[i];
                        const auto& y = db.walk[da.walk.size() - 1 - i];
                        REQUIRE(x.card == y.card);
                        REQUIRE(name(x.entry) == name(y.exit));
                        REQUIRE(name(x.exit) == name(y.entry));
                    }
                }
        }
    }
}

TEST_CASE("fof properties: translation by whole cards and the left-right mirror keep every ruling", "[los][fof][property]")
{
    for (unsigned seed = 21; seed <= 24; ++seed) {
        const RandomMap m(seed);
        const FofFixture base = m.fixture();
        const FofFixture moved = m.fixture(3, 2);
        const FofFixture mirror = m.fixture(0, 0, true);
        for (const auto& s : m.ends())
            for (const auto& t : m.ends()) {
                const Ruling want = base.rule(at(s), at(t), Detail::Verdict);
                const std::string text = summary(want, same, plain);
                INFO(cellText(std::optional(s)) << " -> " << cellText(std::optional(t)));
                const auto unmove = [](OffsetCoord c) { return c.row <= 0 ? OffsetCoord{c.row < 0 ? c.col : c.col - 3, c.row} : OffsetCoord{c.col - 3, c.row - 2}; };
                const Ruling mv = moved.rule(m.place(s, 3, 2, false), m.place(t, 3, 2, false), Detail::Verdict);
                if (s.second == 0 || t.second == 0) {
                    // The Main Staging Area stays in row 0: only its own answers (step 2) and the helicopter's (step 1) carry over.
                    if (FofFixture::detail(want).step <= 2) REQUIRE(FofFixture::detail(mv).step == FofFixture::detail(want).step);
                } else {
                    REQUIRE(summary(mv, unmove, plain) == text);
                }
                const auto unmirror = [&](OffsetCoord c) { return c.row < 0 ? c : OffsetCoord{m.columns + 1 - c.col, c.row}; };
                const Ruling mr = mirror.rule(m.place(s, 0, 0, true), m.place(t, 0, 0, true), Detail::Verdict);
                REQUIRE(summary(mr, unmirror, mirrored) == text);
            }
    }
}

TEST_CASE("fof properties: mirroring swaps segment names E-W, NE-NW, SE-SW and keeps N and S", "[los][fof][property]")
{
    // Example 5 and its mirror image: (1,1) -> (4,2) on 4 columns becomes (4,1) -> (1,2).
    FofFixture f(4, 2), g(4, 2);
    const FofDetail a = FofFixture::detail(f.rule(C(1, 1), C(4, 2)));
    const FofDetail b = FofFixture::detail(g.rule(C(4, 1), C(1, 2)));
    CHECK(walkText(a) == "(1,1) (2,1)[W,NE] (3,2)[SW,E] (4,2)");
    CHECK(walkText(b) == "(4,1) (3,1)[E,NW] (2,2)[SE,W] (1,2)");
    CHECK(name(a.cover) == "W");
    CHECK(name(b.cover) == "E");
    // A dark NE on (2,1) blocks the first; on the mirror it is a dark NW on (3,1).
    f.dark(C(2, 1), {CardSegment::NE});
    g.dark(C(3, 1), {CardSegment::NW});
    CHECK(f.outcome(C(1, 1), C(4, 2)) == "blocked");
    CHECK(g.outcome(C(4, 1), C(1, 2)) == "blocked");
    FofFixture h(4, 2); // near miss: the unmirrored name on the mirror map
    h.dark(C(3, 1), {CardSegment::NE});
    CHECK(h.outcome(C(4, 1), C(1, 2)) == "LOS");
}

TEST_CASE("fof properties: fofAllPairs gives every ordered pair's outcome, as the reference", "[los][fof][property]")
{
    for (unsigned seed = 31; seed <= 33; ++seed) {
        const RandomMap m(seed);
        for (const bool comm : {false, true}) {
            const FofFixture f = m.fixture(0, 0, false, comm);
            const auto play = crestline::geometry::los::fofPlayOf(f.state);
            std::vector<OffsetCoord> cards;
            std::vector<int> eyes;
            for (const auto& c : m.ends()) cards.push_back(at(c)), eyes.push_back(m.ref.e(c));
            const auto got = crestline::geometry::los::fofAllPairs(*f.board, play, cards, eyes);
            const std::size_t n = cards.size();
            REQUIRE(got.size() == n * n);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < n; ++j) {
                    const auto want = fofref::rule(m.ref, m.ends()[i], m.ends()[j], comm, 3);
                    REQUIRE(std::string(crestline::geometry::los::fofOutcomeName(got[i * n + j])) == want.outcome);
                }
        }
    }
    FofFixture f(3, 3);
    f.board->removeCard(C(2, 2));
    CHECK_THROWS_WITH(crestline::geometry::los::fofAllPairs(*f.board, {}, {C(1, 1), C(2, 2)}, {0, 0}), Catch::Contains("no card at (2,2)"));
}

TEST_CASE("fof properties: the card grid's CellWalk gives the reference's walk, pieces and corner-touched cards", "[los][fof][property]")
{
    const crestline::geometry::SquareGrid grid(9, 9);
    std::vector<crestline::geometry::los::HexPart> parts;
    int corners = 0;
    for (int i = 0; i < 81; ++i)
        for (int j = 0; j < 81; ++j) {
            const OffsetCoord s = grid.fromIndex(i), t = grid.fromIndex(j);
            if (s == t) continue;
            crestline::geometry::los::walkCards(grid, s, t, parts);
            std::vector<fofref::RefWalkCard> walk;
            std::vector<fofref::Cell> touched;
            fofref::walkOf({s.col, s.row}, {t.col, t.row}, walk, touched);
            std::vector<fofref::Cell> gotWalk, gotTouched;
            for (const auto& p : parts) {
                const fofref::Cell c{p.hex.col, p.hex.row};
                if (p.how == crestline::geometry::los::Crossing::Vertex) {
                    gotTouched.push_back(c);
                    REQUIRE(crestline::geometry::los::compare(p.lo, p.hi) == 0);
                    continue;
                }
                REQUIRE(p.how == crestline::geometry::los::Crossing::Interior);
                gotWalk.push_back(c);
                // The piece is the reference's clip of the closed square.
                const auto piece = fofref::detail::clip({s.col, s.row}, {t.col, t.row}, c);
                REQUIRE(piece);
                REQUIRE(crestline::geometry::compareRational(p.lo.num, p.lo.den, piece->first.n, piece->first.d) == 0);
                REQUIRE(crestline::geometry::compareRational(p.hi.num, p.hi.den, piece->second.n, piece->second.d) == 0);
            }
            std::vector<fofref::Cell> wantWalk;
            for (const auto& w : walk) wantWalk.push_back(w.cell);
            INFO(cellText(std::optional(fofref::Cell{s.col, s.row})) << " -> " << cellText(std::optional(fofref::Cell{t.col, t.row})));
            REQUIRE(gotWalk == wantWalk);
            std::sort(gotTouched.begin(), gotTouched.end());
            REQUIRE(gotTouched == touched);
            corners += !touched.empty();
        }
    CHECK(corners > 100);
}
