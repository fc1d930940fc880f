#include "geometry/hex_grid.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace crestline::geometry {

namespace {

// Flat-top corner offsets from the centre, positive orientation.
constexpr std::array<IPoint, 6> kFlatCorners{{{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}}};
// Pointy-top: u and v swapped, order reversed to keep positive orientation.
constexpr std::array<IPoint, 6> kPointyCorners{{{-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}, {0, 2}}};

// Side k lies between corners k and k+1; names follow the neighbour's direction
// with v growing southwards.
constexpr std::array<std::string_view, 6> kFlatSideNames{"SE", "S", "SW", "NW", "N", "NE"};
constexpr std::array<std::string_view, 6> kPointySideNames{"W", "NW", "NE", "E", "SE", "SW"};

// Characters needed to print n, sign included (64 bits: any int sum fits).
int widthOf(std::int64_t n)
{
    int d = n < 0 ? 2 : 1;
    for (n = n < 0 ? -n : n; n >= 10; n /= 10) ++d;
    return d;
}

// The problems of the numbers alone (sizes, first numbers, pad, separator).
std::vector<GridLimitProblem> numberProblems(const GridSpec& s)
{
    std::vector<GridLimitProblem> out;
    auto add = [&](const char* element, const char* attribute, std::string message) { out.push_back({element, attribute, std::move(message)}); };
    auto range = [](std::int64_t lo, std::int64_t hi) { return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi); };
    if (s.columns < 0 || s.columns > kMaxGridColumns) add("grid", "columns", "columns is " + std::to_string(s.columns) + ", expected " + range(1, kMaxGridColumns));
    if (s.rows < 0 || s.rows > kMaxGridRows) add("grid", "rows", "rows is " + std::to_string(s.rows) + ", expected " + range(1, kMaxGridRows));
    const std::int64_t hexes = std::int64_t(s.columns) * std::int64_t(s.rows);
    if (out.empty() && hexes > kMaxGridHexes)
        add("grid", "rows", std::to_string(s.columns) + " x " + std::to_string(s.rows) + " = " + std::to_string(hexes) + " hexes, expected at most " +
                                std::to_string(kMaxGridHexes) + " hexes in all");
    if (std::abs(std::int64_t(s.firstColumn)) > kMaxFirstNumber)
        add("grid", "first-column", "first-column is " + std::to_string(s.firstColumn) + ", expected " + range(-kMaxFirstNumber, kMaxFirstNumber));
    if (std::abs(std::int64_t(s.firstRow)) > kMaxFirstNumber)
        add("grid", "first-row", "first-row is " + std::to_string(s.firstRow) + ", expected " + range(-kMaxFirstNumber, kMaxFirstNumber));
    if (s.label.pad < 0 || s.label.pad > kMaxLabelPad) add("labels", "pad", "pad is " + std::to_string(s.label.pad) + ", expected " + range(0, kMaxLabelPad));
    if (s.label.separator.size() > std::size_t(kMaxLabelSeparator))
        add("labels", "separator", "separator has " + std::to_string(s.label.separator.size()) + " bytes, expected at most " + std::to_string(kMaxLabelSeparator));
    return out;
}

} // namespace

std::vector<GridLimitProblem> gridLimitProblems(const GridSpec& spec)
{
    std::vector<GridLimitProblem> out = numberProblems(spec);
    if (!out.empty() || spec.columns < 1 || spec.rows < 1) return out;
    // Numbers are bounded now, so the corner labels are short to build; a
    // label's length grows with the magnitude of each number, so the longest
    // is at a corner.
    const HexGrid grid(spec);
    std::string longest;
    for (const OffsetCoord h : {OffsetCoord{0, 0}, OffsetCoord{spec.columns - 1, 0}, OffsetCoord{0, spec.rows - 1}, OffsetCoord{spec.columns - 1, spec.rows - 1}}) {
        const std::string text = grid.label(h);
        if (text.size() > longest.size()) longest = text;
    }
    if (longest.size() > std::size_t(kMaxLabelLength)) {
        const bool doubled = spec.label.scheme == LabelScheme::LetterNumber && spec.label.letterStyle == LetterStyle::Doubled;
        out.push_back({"labels", doubled ? "letter-style" : "scheme",
                       "the longest hex label has " + std::to_string(longest.size()) + " characters, expected at most " + std::to_string(kMaxLabelLength)});
    }
    return out;
}

HexGrid::HexGrid(GridSpec spec)
    : m_spec(std::move(spec))
{
    m_withinLimits = numberProblems(m_spec).empty();
    if (!m_withinLimits) return; // holds no hexes: nothing below may overflow
    m_count = m_spec.columns * m_spec.rows;
    // The widest number is at one end of the column or row range.
    const std::int64_t lastColumn = std::int64_t(m_spec.firstColumn) + m_spec.columns - 1, lastRow = std::int64_t(m_spec.firstRow) + m_spec.rows - 1;
    const int widest = std::max({widthOf(m_spec.firstColumn), widthOf(lastColumn), widthOf(m_spec.firstRow), widthOf(lastRow)});
    m_digitsWidth = std::max({2, m_spec.label.pad, widest});
}

std::array<IPoint, 6> HexGrid::corners(OffsetCoord h) const
{
    const IPoint c = centre(h);
    const auto& offs = flat() ? kFlatCorners : kPointyCorners;
    std::array<IPoint, 6> out;
    for (int k = 0; k < 6; ++k) out[std::size_t(k)] = {c.u + offs[std::size_t(k)].u, c.v + offs[std::size_t(k)].v};
    return out;
}

Ring HexGrid::hexagon(OffsetCoord h) const
{
    Ring r;
    r.reserve(6);
    for (const IPoint& p : corners(h)) r.push_back(p.toPoint());
    return r;
}

std::optional<OffsetCoord> HexGrid::hexAtCentre(IPoint c) const
{
    if (flat()) {
        if (c.u % 3 != 0) return std::nullopt;
        const int col = int(c.u / 3);
        const std::int64_t rv = c.v - shove(col);
        if (rv % 2 != 0) return std::nullopt;
        return OffsetCoord{col, int(rv / 2)};
    }
    if (c.v % 3 != 0) return std::nullopt;
    const int row = int(c.v / 3);
    const std::int64_t cu = c.u - shove(row);
    if (cu % 2 != 0) return std::nullopt;
    return OffsetCoord{int(cu / 2), row};
}

CubeCoord HexGrid::toCube(OffsetCoord h) const
{
    // Odd parity: r = row - (col - (col & 1)) / 2; even: r = row - (col + (col & 1)) / 2
    // (flat-top; pointy-top swaps the roles of column and row). Numerators are even.
    const int sign = m_spec.parity == OffsetParity::Odd ? -1 : 1;
    if (flat()) {
        const int q = h.col;
        const int r = h.row - (h.col + sign * (h.col & 1)) / 2;
        return {q, r, -q - r};
    }
    const int r = h.row;
    const int q = h.col - (h.row + sign * (h.row & 1)) / 2;
    return {q, r, -q - r};
}

OffsetCoord HexGrid::fromCube(CubeCoord c) const
{
    const int sign = m_spec.parity == OffsetParity::Odd ? -1 : 1;
    if (flat()) return {c.q, c.r + (c.q + sign * (c.q & 1)) / 2};
    return {c.q + (c.r + sign * (c.r & 1)) / 2, c.r};
}

int HexGrid::distance(OffsetCoord a, OffsetCoord b) const
{
    const CubeCoord x = toCube(a), y = toCube(b);
    return (std::abs(x.q - y.q) + std::abs(x.r - y.r) + std::abs(x.s - y.s)) / 2;
}

OffsetCoord HexGrid::neighbour(OffsetCoord h, int side) const
{
    const auto cs = corners(h);
    const IPoint c = centre(h);
    const int k = ((side % 6) + 6) % 6; // any integer names a side, as in sideName
    const IPoint a = cs[std::size_t(k)], b = cs[std::size_t((k + 1) % 6)];
    // The neighbour's centre is the reflection of this centre across the hexside.
    const IPoint n{a.u + b.u - c.u, a.v + b.v - c.v};
    return *hexAtCentre(n);
}

std::vector<OffsetCoord> HexGrid::neighbours(OffsetCoord h) const
{
    std::vector<OffsetCoord> out;
    for (int k = 0; k < 6; ++k) {
        const OffsetCoord n = neighbour(h, k);
        if (contains(n)) out.push_back(n);
    }
    return out;
}

std::vector<OffsetCoord> HexGrid::ring(OffsetCoord h, int radius) const
{
    std::vector<OffsetCoord> out;
    if (radius == 0) {
        if (contains(h)) out.push_back(h);
        return out;
    }
    // Walk from the hex `radius` steps out along side 4, then turn through the six sides.
    OffsetCoord cur = h;
    for (int i = 0; i < radius; ++i) cur = neighbour(cur, 4);
    for (int k = 0; k < 6; ++k) {
        for (int i = 0; i < radius; ++i) {
            if (contains(cur)) out.push_back(cur);
            cur = neighbour(cur, (k + 0) % 6);
        }
    }
    return out;
}

std::vector<OffsetCoord> HexGrid::hexesNear(const Box& box) const
{
    // Centres are (3c, 2r+s) flat or (2c+s, 3r) pointy; hexes reach 2 units out.
    const double minA = flat() ? box.minU : box.minV, maxA = flat() ? box.maxU : box.maxV;
    const double minB = flat() ? box.minV : box.minU, maxB = flat() ? box.maxV : box.maxU;
    const int lastA = (flat() ? columns() : rows()) - 1, lastB = (flat() ? rows() : columns()) - 1;
    auto clampI = [](double x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : int(x)); };
    const int a0 = clampI(std::floor((minA - 2) / 3), 0, lastA), a1 = clampI(std::ceil((maxA + 2) / 3), 0, lastA);
    const int b0 = clampI(std::floor((minB - 3) / 2), 0, lastB), b1 = clampI(std::ceil((maxB + 2) / 2), 0, lastB);
    std::vector<OffsetCoord> out;
    for (int a = a0; a <= a1; ++a)
        for (int b = b0; b <= b1; ++b) {
            const OffsetCoord h = flat() ? OffsetCoord{a, b} : OffsetCoord{b, a};
            const IPoint c = centre(h);
            if (Box{double(c.u - 2), double(c.v - 2), double(c.u + 2), double(c.v + 2)}.intersects(box)) out.push_back(h);
        }
    return out;
}

std::optional<int> HexGrid::sideTowards(OffsetCoord a, OffsetCoord b) const
{
    for (int k = 0; k < 6; ++k)
        if (neighbour(a, k) == b) return k;
    return std::nullopt;
}

std::string_view HexGrid::sideName(int side) const
{
    return (flat() ? kFlatSideNames : kPointySideNames)[std::size_t(((side % 6) + 6) % 6)];
}

std::optional<int> HexGrid::sideFromName(std::string_view name) const
{
    const auto& names = flat() ? kFlatSideNames : kPointySideNames;
    for (int k = 0; k < 6; ++k)
        if (names[std::size_t(k)] == name) return k;
    return std::nullopt;
}

Point HexGrid::toMap(Point p) const
{
    const double half = m_spec.hexSize / 2, apothem = m_spec.hexSize * std::sqrt(3.0) / 2;
    if (flat()) return {m_spec.originX + p.u * half, m_spec.originY + (p.v - shove(0)) * apothem};
    return {m_spec.originX + (p.u - shove(0)) * apothem, m_spec.originY + p.v * half};
}

Point HexGrid::toLattice(Point m) const
{
    const double half = m_spec.hexSize / 2, apothem = m_spec.hexSize * std::sqrt(3.0) / 2;
    if (flat()) return {(m.u - m_spec.originX) / half, (m.v - m_spec.originY) / apothem + shove(0)};
    return {(m.u - m_spec.originX) / apothem + shove(0), (m.v - m_spec.originY) / half};
}

PointLocation HexGrid::locate(Point p) const
{
    // Far off the map, or NaN: off the map, before the guess below can overflow
    // an int. The box holds every on-map hexagon with a margin.
    const double across = flat() ? p.u : p.v, along = flat() ? p.v : p.u;
    const double maxAcross = 3.0 * (flat() ? m_spec.columns : m_spec.rows) + 3;
    const double maxAlong = 2.0 * (flat() ? m_spec.rows : m_spec.columns) + 3;
    if (!(across >= -3 && across <= maxAcross && along >= -3 && along <= maxAlong)) return {};
    // A rounded guess (a filter only), then exact tests on the 3x3 block around it.
    int gc, gr;
    if (flat()) {
        gc = int(std::floor(p.u / 3 + 0.5));
        gr = int(std::floor((p.v - shove(gc)) / 2 + 0.5));
    } else {
        gr = int(std::floor(p.v / 3 + 0.5));
        gc = int(std::floor((p.u - shove(gr)) / 2 + 0.5));
    }
    std::vector<OffsetCoord> onBoundary;
    PointLocation loc;
    for (int dc = -1; dc <= 1; ++dc) {
        for (int dr = -1; dr <= 1; ++dr) {
            const OffsetCoord h{gc + dc, gr + dr};
            const Side s = sideOfRing(hexagon(h), p);
            if (s == Side::Inside) {
                loc.kind = PointLocation::Kind::Inside;
                if (contains(h)) loc.hexes.push_back(h);
                else loc.kind = PointLocation::Kind::OffMap;
                return loc;
            }
            if (s == Side::OnBoundary) onBoundary.push_back(h);
        }
    }
    loc.kind = onBoundary.size() >= 3 ? PointLocation::Kind::OnVertex : PointLocation::Kind::OnHexside;
    for (const OffsetCoord& h : onBoundary)
        if (contains(h)) loc.hexes.push_back(h);
    std::sort(loc.hexes.begin(), loc.hexes.end());
    if (loc.hexes.empty()) loc.kind = PointLocation::Kind::OffMap;
    return loc;
}

std::string HexGrid::label(OffsetCoord h) const
{
    return formatLabel(m_spec.label, {h.col + m_spec.firstColumn, h.row + m_spec.firstRow}, m_digitsWidth);
}

std::optional<OffsetCoord> HexGrid::parseLabel(std::string_view text) const
{
    const auto n = geometry::parseLabel(m_spec.label, text, m_digitsWidth);
    if (!n) return std::nullopt;
    // In long long: a label may number a row or column near INT_MIN or INT_MAX.
    const long long col = static_cast<long long>(n->column) - m_spec.firstColumn;
    const long long row = static_cast<long long>(n->row) - m_spec.firstRow;
    if (col < 0 || row < 0 || col >= m_spec.columns || row >= m_spec.rows) return std::nullopt;
    const OffsetCoord h{int(col), int(row)};
    if (!contains(h)) return std::nullopt; // a grid outside the limits holds no hexes
    // Reject non-canonical spellings (e.g. "J017" when rows are not padded).
    if (label(h) != text) {
        std::string upper(text);
        for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
        if (label(h) != upper) return std::nullopt;
    }
    return h;
}

} // namespace crestline::geometry
