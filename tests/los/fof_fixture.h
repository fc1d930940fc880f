#pragma once
// Purpose-built Fields of Fire card maps for tests, in the spec's notation
// (fof-los.md): C(c, r) is card (c, r), column 1 on the left, row 1 the
// nearest; row 0 the Main Staging Area. Every map cell holds a white
// level-0 card unless a test says otherwise.

#include "geometry/los/systems/fof/fof_board.h"
#include "geometry/los/systems/fof/fof_rules.h"

#include <initializer_list>
#include <memory>
#include <string>

namespace crestline::test {

using geometry::CardSegment;
using geometry::OffsetCoord;
using geometry::RangeBand;
using geometry::los::Detail;
using geometry::los::FofBoard;
using geometry::los::FofDetail;
using geometry::los::Purpose;
using geometry::los::Ruling;
using geometry::los::Verdict;

/// Card (c, r) of the spec's notation.
inline OffsetCoord C(int c, int r) { return {c, r}; }

/// A FoF card map with a scene that carries it, play state and the rules.
struct FofFixture {
    std::shared_ptr<FofBoard> board;
    geometry::los::Scene scene;
    geometry::los::PlayState state;
    geometry::los::FofRules rules;

    explicit FofFixture(int columns = 4, int rows = 3, bool fill = true) : board(std::make_shared<FofBoard>(columns, rows))
    {
        if (fill)
            for (int c = 1; c <= columns; ++c)
                for (int r = 1; r <= rows; ++r) board->setCard({c, r}, 0, 0);
        scene.setHexTable(board);
    }

    /// Make these segments of the stack at `x` dark (keeping its level and others).
    FofFixture& dark(OffsetCoord x, std::initializer_list<CardSegment> s)
    {
        board->setCard(x, board->level(x), std::uint8_t(board->darkSegments(x) | geometry::los::darkMask(s)), board->elevationIcon(x));
        return *this;
    }
    FofFixture& allDark(OffsetCoord x)
    {
        board->setCard(x, board->level(x), geometry::los::kAllDark, board->elevationIcon(x));
        return *this;
    }
    FofFixture& level(OffsetCoord x, int l)
    {
        board->setCard(x, l, board->darkSegments(x), board->elevationIcon(x));
        return *this;
    }
    FofFixture& icon(OffsetCoord x)
    {
        board->setCard(x, board->level(x), board->darkSegments(x), true);
        return *this;
    }
    FofFixture& smoke(OffsetCoord x) { return marker(x, "smoke"); }
    FofFixture& marker(OffsetCoord x, const std::string& kind, int value = 0)
    {
        state.markers.push_back({x, kind, value});
        return *this;
    }
    FofFixture& purpose(Purpose p) { state.conditions.purpose = p; return *this; }
    FofFixture& night(bool n = true) { state.conditions.night = n; return *this; }

    Ruling rule(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const { return rules.check(scene, s, t, state, d); }
    static const FofDetail& detail(const Ruling& r) { return std::get<FofDetail>(r.detail); }
    /// "LOS", "blocked", "too far", "undetermined", "no LOS".
    std::string outcome(OffsetCoord s, OffsetCoord t, Detail d = Detail::Full) const
    {
        return std::string(geometry::los::fofOutcomeName(detail(rule(s, t, d)).outcome));
    }
};

/// "N", "NE", ... or "-" for none.
inline std::string name(const std::optional<CardSegment>& s) { return s ? std::string(geometry::cardSegmentName(*s)) : "-"; }

/// The walk as "(1,1) (2,1)[W,NE] (3,2)[SW,E] (4,2)": entry and exit of intervening cards.
inline std::string walkText(const FofDetail& d)
{
    std::string out;
    for (std::size_t i = 0; i < d.walk.size(); ++i) {
        const auto& w = d.walk[i];
        if (i) out += " ";
        out += "(" + std::to_string(w.card.col) + "," + std::to_string(w.card.row) + ")";
        if (i > 0 && i + 1 < d.walk.size()) out += "[" + name(w.entry) + "," + name(w.exit) + "]";
    }
    return out;
}

} // namespace crestline::test
