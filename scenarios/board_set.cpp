#include "scenarios/board_set.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace crestline::scenarios {

std::optional<FindingCode> findingCodeFor(HexProblem p, FindingCode offMapCode)
{
    switch (p) {
    case HexProblem::UnknownMap: return code::UnknownMap;
    case HexProblem::AmbiguousMap: return code::AmbiguousHex;
    case HexProblem::BadLabel: return code::BadHex;
    case HexProblem::OffMap: return offMapCode;
    case HexProblem::MapNotLoaded:
    case HexProblem::None: break;
    }
    return std::nullopt;
}

using geometry::HexGrid;
using geometry::OffsetCoord;

HexName parseHexName(const std::string& text)
{
    const auto colon = text.rfind(':');
    if (colon == std::string::npos) return {{}, text};
    return {text.substr(0, colon), text.substr(colon + 1)};
}

void normalise(HexSet& hexes)
{
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
}

HexSet unite(const HexSet& a, const HexSet& b)
{
    HexSet out;
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

HexSet intersect(const HexSet& a, const HexSet& b)
{
    HexSet out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

HexSet subtract(const HexSet& a, const HexSet& b)
{
    HexSet out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

bool containsHex(const HexSet& set, PlacedHex h)
{
    return std::binary_search(set.begin(), set.end(), h);
}

BoardSet::BoardSet(std::vector<Board> boards)
    : m_boards(std::move(boards))
{
    for (const Board& b : m_boards) m_grids.push_back(b.map ? HexGrid(b.map->grid) : HexGrid());
    m_analyses.resize(m_boards.size());
}

BoardSet::BoardSet(BoardSet&&) noexcept = default;
BoardSet& BoardSet::operator=(BoardSet&&) noexcept = default;
BoardSet::~BoardSet() = default;

int BoardSet::indexOf(std::string_view id) const
{
    for (std::size_t i = 0; i < m_boards.size(); ++i)
        if (m_boards[i].id == id) return int(i);
    return -1;
}

ResolvedHex BoardSet::resolveMap(std::string_view id) const
{
    ResolvedHex r;
    int board = -1;
    if (id.empty()) {
        if (m_boards.size() != 1) {
            r.problem = HexProblem::AmbiguousMap;
            r.message = "the scenario uses " + std::to_string(m_boards.size()) + " maps; say which one";
            return r;
        }
        board = 0;
    } else {
        board = indexOf(id);
        if (board < 0) {
            r.problem = HexProblem::UnknownMap;
            r.message = "no map '" + std::string(id) + "' in the scenario";
            return r;
        }
    }
    if (!loaded(board)) {
        r.problem = HexProblem::MapNotLoaded;
        r.message = "map '" + m_boards[std::size_t(board)].id + "' could not be loaded";
        return r;
    }
    r.hex = PlacedHex{board, {}};
    return r;
}

ResolvedHex BoardSet::resolve(const HexName& name) const
{
    ResolvedHex r = resolveMap(name.map);
    if (!r.hex) {
        r.message = "hex '" + name.text() + "': " + r.message;
        return r;
    }
    const int board = r.hex->board;
    const HexGrid& g = grid(board);
    const auto numbers = geometry::parseLabel(g.spec().label, name.label, g.digitsWidth());
    if (!numbers) {
        r = {};
        r.problem = HexProblem::BadLabel;
        r.message = "'" + name.text() + "' is not a hex label of map '" + m_boards[std::size_t(board)].id + "'";
        return r;
    }
    // In long long: a label may number a row or column near INT_MIN or INT_MAX.
    const long long col = static_cast<long long>(numbers->column) - g.spec().firstColumn;
    const long long row = static_cast<long long>(numbers->row) - g.spec().firstRow;
    if (col < 0 || row < 0 || col >= g.columns() || row >= g.rows()) {
        r = {};
        r.problem = HexProblem::OffMap;
        r.message = "hex " + name.text() + " is not on map '" + m_boards[std::size_t(board)].id + "' (" +
                    std::to_string(g.columns()) + " columns x " + std::to_string(g.rows()) + " rows)";
        return r;
    }
    const OffsetCoord h{int(col), int(row)};
    if (!g.parseLabel(name.label)) {
        r = {};
        r.problem = HexProblem::BadLabel;
        r.message = "'" + name.text() + "' is not spelled as the map prints it ('" + g.label(h) + "')";
        return r;
    }
    r.hex = PlacedHex{board, h};
    return r;
}

std::string BoardSet::label(PlacedHex h) const
{
    return m_boards[std::size_t(h.board)].id + ":" + grid(h.board).label(h.hex);
}

std::vector<std::string> BoardSet::labels(const HexSet& hexes) const
{
    std::vector<std::string> out;
    out.reserve(hexes.size());
    for (PlacedHex h : hexes) out.push_back(label(h));
    return out;
}

HexSet BoardSet::edgeHexes(int board, MapEdge edge) const
{
    HexSet out;
    const HexGrid& g = grid(board);
    for (int c = 0; c < g.columns(); ++c)
        for (int r = 0; r < g.rows(); ++r)
            if (onEdge({board, {c, r}}, edge)) out.push_back({board, {c, r}});
    return out;
}

bool BoardSet::onEdge(PlacedHex h, MapEdge edge) const
{
    const HexGrid& g = grid(h.board);
    switch (edge) {
    case MapEdge::North: return h.hex.row == 0;
    case MapEdge::South: return h.hex.row == g.rows() - 1;
    case MapEdge::West: return h.hex.col == 0;
    case MapEdge::East: return h.hex.col == g.columns() - 1;
    }
    return false;
}

int BoardSet::edgeLength(int board, MapEdge edge) const
{
    const HexGrid& g = grid(board);
    return (edge == MapEdge::North || edge == MapEdge::South) ? g.columns() : g.rows();
}

const maps::MapAnalysis& BoardSet::analysis(int board) const
{
    auto& slot = m_analyses[std::size_t(board)];
    if (!slot) {
        const Board& b = m_boards[std::size_t(board)];
        slot = std::make_unique<maps::MapAnalysis>(*b.map, *b.catalog);
    }
    return *slot;
}

bool BoardSet::containsTerrain(PlacedHex h, std::string_view terrain) const
{
    const Board& b = m_boards[std::size_t(h.board)];
    for (const maps::HexTerrain& t : b.map->hexTerrain)
        if (t.hex == h.hex && t.terrain == terrain) return true;
    const maps::HexFacts& facts = analysis(h.board).hex(h.hex);
    return std::any_of(facts.overlapping.begin(), facts.overlapping.end(),
                       [&](int f) { return b.map->features[std::size_t(f)].terrain == terrain; });
}

namespace {

// Printed number of a row or column label: digits, or letters on the axis
// that the map labels with letters.
std::optional<int> printedNumber(const geometry::LabelSpec& spec, bool columnAxis, const std::string& label)
{
    const bool letters = spec.scheme == geometry::LabelScheme::LetterNumber &&
                         (spec.letterAxis == geometry::LetterAxis::Column) == columnAxis;
    if (letters) {
        std::string upper = label;
        for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
        return geometry::numberForLetters(upper, spec.letterStyle);
    }
    if (label.empty() || !std::all_of(label.begin(), label.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        return std::nullopt;
    int v = 0;
    auto [p, ec] = std::from_chars(label.data(), label.data() + label.size(), v);
    if (ec != std::errc() || p != label.data() + label.size()) return std::nullopt;
    return v;
}

} // namespace

std::optional<int> BoardSet::rowIndex(int board, const std::string& label) const
{
    const auto n = printedNumber(grid(board).spec().label, false, label);
    if (!n) return std::nullopt;
    return *n - grid(board).spec().firstRow;
}

std::optional<int> BoardSet::columnIndex(int board, const std::string& label) const
{
    const auto n = printedNumber(grid(board).spec().label, true, label);
    if (!n) return std::nullopt;
    return *n - grid(board).spec().firstColumn;
}

std::vector<int> BoardSet::boardsFor(const AreaExpr& expr, std::vector<AreaIssue>& issues) const
{
    std::vector<int> out;
    if (!expr.map.empty()) {
        const ResolvedHex r = resolveMap(expr.map);
        if (r.hex) out.push_back(r.hex->board);
        else issues.push_back({r.problem, expr.line, r.message});
        return out;
    }
    for (std::size_t i = 0; i < m_boards.size(); ++i)
        if (loaded(int(i))) out.push_back(int(i));
    return out;
}

ResolvedArea BoardSet::resolveArea(const SetupArea& area) const
{
    ResolvedArea out;
    for (const AreaExpr& part : area.parts) {
        ResolvedArea r = resolveExpr(part);
        out.hexes = unite(out.hexes, r.hexes);
        out.issues.insert(out.issues.end(), r.issues.begin(), r.issues.end());
    }
    return out;
}

ResolvedArea BoardSet::resolveExpr(const AreaExpr& e) const
{
    ResolvedArea out;
    auto addIf = [&](auto pred) {
        for (int b : boardsFor(e, out.issues)) {
            const HexGrid& g = grid(b);
            for (int c = 0; c < g.columns(); ++c)
                for (int r = 0; r < g.rows(); ++r)
                    if (pred(b, OffsetCoord{c, r})) out.hexes.push_back({b, {c, r}});
        }
    };
    // A row or column label must name a line of the map, else the area is off the map.
    auto lineIndex = [&](int b, bool column) -> std::optional<int> {
        const auto idx = column ? columnIndex(b, e.label) : rowIndex(b, e.label);
        const int limit = column ? grid(b).columns() : grid(b).rows();
        const std::string what = column ? "column" : "row";
        if (!idx) {
            out.issues.push_back({HexProblem::BadLabel, e.line, "'" + e.label + "' is not a " + what + " label of map '" + m_boards[std::size_t(b)].id + "'"});
            return std::nullopt;
        }
        if (*idx < 0 || *idx >= limit) {
            out.issues.push_back({HexProblem::OffMap, e.line, what + " " + e.label + " is not on map '" + m_boards[std::size_t(b)].id + "'"});
            return std::nullopt;
        }
        return idx;
    };
    switch (e.op) {
    case AreaOp::Hexes:
        for (const HexName& n : e.hexes) {
            const ResolvedHex r = resolve(n);
            if (r.hex) out.hexes.push_back(*r.hex);
            else out.issues.push_back({r.problem, e.line, r.message});
        }
        break;
    case AreaOp::Row:
    case AreaOp::Column:
    case AreaOp::SouthOf:
    case AreaOp::NorthOf:
    case AreaOp::EastOf:
    case AreaOp::WestOf: {
        const bool column = e.op == AreaOp::Column || e.op == AreaOp::EastOf || e.op == AreaOp::WestOf;
        for (int b : boardsFor(e, out.issues)) {
            const auto idx = lineIndex(b, column);
            if (!idx) continue;
            const HexGrid& g = grid(b);
            for (int c = 0; c < g.columns(); ++c)
                for (int r = 0; r < g.rows(); ++r) {
                    const int at = column ? c : r;
                    const bool in = (e.op == AreaOp::Row || e.op == AreaOp::Column) ? at == *idx
                                    : (e.op == AreaOp::SouthOf || e.op == AreaOp::EastOf) ? at > *idx
                                                                                         : at < *idx;
                    if (in) out.hexes.push_back({b, {c, r}});
                }
        }
        break;
    }
    case AreaOp::Within: {
        HexName centre = e.centre;
        if (centre.map.empty()) centre.map = e.map;
        const ResolvedHex r = resolve(centre);
        if (!r.hex) {
            out.issues.push_back({r.problem, e.line, r.message});
            break;
        }
        const HexGrid& g = grid(r.hex->board);
        for (int c = 0; c < g.columns(); ++c)
            for (int row = 0; row < g.rows(); ++row)
                if (g.distance(r.hex->hex, {c, row}) <= e.distance) out.hexes.push_back({r.hex->board, {c, row}});
        break;
    }
    case AreaOp::Containing:
        addIf([&](int b, OffsetCoord h) { return containsTerrain({b, h}, e.terrain); });
        break;
    case AreaOp::Union:
    case AreaOp::Intersection:
    case AreaOp::Difference: {
        bool first = true;
        for (const AreaExpr& child : e.children) {
            ResolvedArea r = resolveExpr(child);
            out.issues.insert(out.issues.end(), r.issues.begin(), r.issues.end());
            if (first) out.hexes = std::move(r.hexes);
            else if (e.op == AreaOp::Union) out.hexes = unite(out.hexes, r.hexes);
            else if (e.op == AreaOp::Intersection) out.hexes = intersect(out.hexes, r.hexes);
            else out.hexes = subtract(out.hexes, r.hexes);
            first = false;
        }
        break;
    }
    }
    normalise(out.hexes);
    return out;
}

} // namespace crestline::scenarios
