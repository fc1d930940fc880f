// The checks of a tabletop table that are not plain loops (tabletop-los.md
// "Words"): an outline is simple (CGAL's sweep, O(n log n); the pair of edges
// that meet named with an R-tree of edge boxes), hills nest (CGAL Boolean
// operations), and the checked table the rulings trust (CheckedTable).
// Exact: CGAL's orientation and comparison predicates are exact on the
// integer coordinates (|x|, |y| <= 1e8, exact in a double).

#include "geometry/los/systems/tabletop/table_checks.h"

#include "geometry/los/systems/tabletop/sight_lines.h"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Polygon_2_algorithms.h>
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

namespace crestline::geometry::los::tabletop {

namespace checks {

namespace {

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
using BoxPoint = bg::model::point<Thou, 2, bg::cs::cartesian>;
using Box = bg::model::box<BoxPoint>;
using Entry = std::pair<Box, std::size_t>;

bool simpleBySweep(const Polygon& poly)
{
    using K = CGAL::Exact_predicates_inexact_constructions_kernel;
    std::vector<K::Point_2> pts;
    pts.reserve(poly.size());
    for (const TablePoint& p : poly) pts.emplace_back(double(p.x), double(p.y)); // |coord| <= 1e8: exact
    return CGAL::is_simple_2(pts.begin(), pts.end(), K());
}

/// Adjacent edges i and j share one vertex; they fold back if the third
/// vertex of one lies on the other (the test requireValidPiece always made).
bool foldBack(const Polygon& poly, std::size_t i, std::size_t j)
{
    const std::size_t n = poly.size();
    const TablePoint a = poly[i], b = poly[(i + 1) % n], c = poly[j], d = poly[(j + 1) % n];
    const TablePoint shared = (j == i + 1) ? b : a, u = (j == i + 1) ? a : b, w = (j == i + 1) ? d : c;
    return orient(u, shared, w) == 0 && (onSegment(u, shared, w) || onSegment(shared, w, u));
}

/// The first fault in pair order; candidates from an R-tree of the edges' closed boxes
/// (two segments that meet have boxes that meet).
OutlineFault nameFault(const Polygon& poly)
{
    const std::size_t n = poly.size();
    std::vector<Entry> entries;
    entries.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const TablePoint a = poly[i], b = poly[(i + 1) % n];
        entries.emplace_back(Box(BoxPoint(std::min(a.x, b.x), std::min(a.y, b.y)), BoxPoint(std::max(a.x, b.x), std::max(a.y, b.y))), i);
    }
    const bgi::rtree<Entry, bgi::rstar<16>> tree(entries.begin(), entries.end());
    std::size_t tested = 0;
    std::vector<Entry> hits;
    for (std::size_t i = 0; i + 1 < n; ++i) {
        if (poly[i] == poly[i + 1]) return {OutlineFault::Kind::RepeatedVertex, i, i};
        hits.clear();
        tree.query(bgi::intersects(entries[i].first), std::back_inserter(hits));
        std::vector<std::size_t> js;
        for (const Entry& e : hits)
            if (e.second > i) js.push_back(e.second);
        std::sort(js.begin(), js.end());
        for (std::size_t j : js) {
            if (++tested > kFaultSearchPairs) return {OutlineFault::Kind::Unnamed, 0, 0};
            const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if (adjacent) {
                if (foldBack(poly, i, j)) return {OutlineFault::Kind::Overlap, i, j};
            } else if (segmentsMeet(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n])) {
                return {OutlineFault::Kind::Meet, i, j};
            }
        }
    }
    return {OutlineFault::Kind::Unnamed, 0, 0}; // the sweep says not simple; no pair found (not expected)
}

} // namespace

std::optional<OutlineFault> outlineFault(const Polygon& poly)
{
    if (poly.size() < 3 || simpleBySweep(poly)) return std::nullopt;
    return nameFault(poly);
}

} // namespace checks

namespace {


} // namespace

std::vector<std::pair<std::size_t, std::size_t>> crossingHills(const std::vector<Piece>& pieces)
{
    std::vector<std::pair<std::size_t, std::size_t>> out;
    std::vector<std::size_t> hills;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].kind == PieceKind::Hill) hills.push_back(i);
    for (std::size_t a = 0; a < hills.size(); ++a)
        for (std::size_t b = a + 1; b < hills.size(); ++b) {
            const Polygon &p = pieces[hills[a]].outline, &q = pieces[hills[b]].outline;
            if (!boxesMeet(p, q) || !sight::interiorsMeet(p, q)) continue; // apart, or touching only
            if (sight::polygonInside(p, q) || sight::polygonInside(q, p)) continue; // nested
            out.emplace_back(hills[a], hills[b]);
        }
    return out;
}

void requireValidTable(const Table& table)
{
    for (const Piece& p : table.pieces) requireValidPiece(p);
    for (const Team& t : table.teams) requireValidTeam(t);
    if (const auto crossing = crossingHills(table.pieces); !crossing.empty()) {
        const Piece &a = table.pieces[crossing[0].first], &b = table.pieces[crossing[0].second];
        throw std::invalid_argument("hills " + std::to_string(a.id) + " and " + std::to_string(b.id) +
                                    " overlap without one holding the other: hills must nest (tabletop-los.md \"Words\")");
    }
}

CheckedTable::CheckedTable(Table table) : m_table(std::move(table)) { requireValidTable(m_table); }

} // namespace crestline::geometry::los::tabletop
