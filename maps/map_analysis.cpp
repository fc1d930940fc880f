// Derived map facts. Every yes/no question here (is a point inside a level
// area, does artwork overlap a hex with positive area, does a crest line
// enter a hex) is answered by the exact predicates of geometry/exact.h.

#include "maps/map_analysis.h"

#include "geometry/local_cover.h"

#include "geometry/exact.h"
#include "geometry/finding_builder.h"
#include "maps/board_kind.h"
#include "maps/area_hexes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace crestline::maps {

using geometry::Box;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::Side;

Box featureBox(const Feature& f)
{
    const std::vector<Point>& pts = f.shape == FeatureShape::Area ? f.area.outer : f.path;
    if (pts.empty()) return {};
    Box b = Box::of(pts.front());
    for (const Point& p : pts) b.expand(p);
    return b;
}

HexRange MapAnalysis::onMapRange(const geometry::HexGrid& grid, const Box& box)
{
    // The on-map hexes near `box` (hexRange without its off-map ring).
    HexRange r = hexRange(grid, box);
    r.col0 = std::max(r.col0, 0);
    r.row0 = std::max(r.row0, 0);
    r.col1 = std::min(r.col1, grid.columns() - 1);
    r.row1 = std::min(r.row1, grid.rows() - 1);
    return r;
}

std::int64_t featureHexLoad(const Map& map, const geometry::HexGrid& grid)
{
    if (!grid.withinLimits()) return 0;
    std::int64_t load = 0;
    auto add = [&](const Box& box) {
        const HexRange r = MapAnalysis::onMapRange(grid, box);
        if (!r.empty()) load += std::int64_t(r.col1 - r.col0 + 1) * (r.row1 - r.row0 + 1);
    };
    for (const Feature& f : map.features) {
        if (f.shape == FeatureShape::Area) {
            if (!f.area.outer.empty()) add(featureBox(f));
        } else {
            for (std::size_t k = 0; k == 0 || k + 1 < f.path.size(); ++k) {
                if (f.path.empty()) break;
                Box b = Box::of(f.path[k]);
                if (k + 1 < f.path.size()) b.expand(f.path[k + 1]);
                add(b);
            }
        }
        if (load > kMaxFeatureHexLoad) break;
    }
    return load;
}

MapAnalysis::MapAnalysis(const Map& map, const TerrainCatalog& catalog)
    : m_map(map)
    , m_catalog(catalog)
    , m_grid(map.grid)
{
    rebuild();
}

void MapAnalysis::rebuild()
{
    m_grid = geometry::HexGrid(m_map.grid);
    m_limitFindings.clear();
    m_ambiguous.clear();
    m_centreOnCrest.clear();
    // A grid outside the limits holds no hexes (HexGrid): nothing per hex is built.
    for (const geometry::GridLimitProblem& p : geometry::gridLimitProblems(m_map.grid))
        m_limitFindings.push_back(makeFinding(code::GridOutOfLimits).message("<" + p.element + "> " + p.attribute + ": " + p.message));
    m_hexes.assign(std::size_t(std::max(0, m_grid.count())), {});
    m_levelBoundaries.assign(m_hexes.size(), {});
    const std::size_t n = m_map.features.size();
    m_featureTerrain.assign(n, nullptr);
    m_featureLevels.assign(n, 0);
    m_featureBoxes.assign(n, {});
    m_tooComplex = featureHexLoad(m_map, m_grid) > kMaxFeatureHexLoad;
    if (m_tooComplex) {
        // Nothing of the artwork is placed: plain level 0 hexes, and an error
        // that stops every ruling on this map.
        m_limitFindings.push_back(makeFinding(code::MapTooComplex)
                                      .message("the features' bounding boxes cover more than " + std::to_string(kMaxFeatureHexLoad) +
                                               " hexes in total (" + std::to_string(n) + " features); split or simplify the artwork"));
        m_levelAreas.clear();
        m_levelAreaBoxes.clear();
        for (HexFacts& h : m_hexes) h.terrainType = m_catalog.defaultType;
        collectFindings();
        return;
    }
    for (std::size_t i = 0; i < n; ++i) {
        m_featureTerrain[i] = m_catalog.find(m_map.features[i].terrain);
        m_featureBoxes[i] = featureBox(m_map.features[i]);
    }
    collectLevelAreas();
    for (std::size_t i = 0; i < n; ++i) deriveFeatureLevel(int(i));
    if (m_grid.count() > 0) { // also a grid outside the limits: no hexes
        const HexRange all{0, m_grid.columns() - 1, 0, m_grid.rows() - 1};
        for (std::size_t i = 0; i < n; ++i) indexFeature(int(i), all, nullptr);
    }
    const std::vector<PaintedHex> painted = paintedTerrain({});
    for (int i = 0; i < m_grid.count(); ++i) deriveHex(m_grid.fromIndex(i), painted[std::size_t(i)]);
    collectFindings();
}

void MapAnalysis::collectLevelAreas()
{
    m_levelAreas.clear();
    m_levelAreaBoxes.clear();
    for (std::size_t i = 0; i < m_map.features.size(); ++i) {
        const Terrain* t = m_featureTerrain[i];
        const Feature& f = m_map.features[i];
        if (t && t->kind == TerrainKind::Level && t->elevation && f.shape == FeatureShape::Area && !f.area.outer.empty()) {
            m_levelAreas.push_back(int(i));
            m_levelAreaBoxes.push_back(m_featureBoxes[i]);
        }
    }
}

void MapAnalysis::collectFindings()
{
    m_findings = m_limitFindings;
    for (const auto& [i, f] : m_ambiguous) m_findings.push_back(f);
    for (const auto& [h, f] : m_centreOnCrest) m_findings.push_back(f);
}

void MapAnalysis::deriveFeatureLevel(int index)
{
    // Explicit, else the lowest ground level under the vertices.
    const std::size_t i = std::size_t(index);
    const Feature& f = m_map.features[i];
    if (f.level) {
        m_featureLevels[i] = *f.level;
        return;
    }
    const std::vector<Point>& pts = f.shape == FeatureShape::Area ? f.area.outer : f.path;
    int lo = std::numeric_limits<int>::max(), hi = std::numeric_limits<int>::min();
    for (const Point& p : pts) {
        const int g = groundLevel(p);
        lo = std::min(lo, g);
        hi = std::max(hi, g);
    }
    if (pts.empty()) lo = hi = 0;
    m_featureLevels[i] = lo;
    const bool isLevelArea = std::binary_search(m_levelAreas.begin(), m_levelAreas.end(), index);
    const Terrain* t = m_featureTerrain[i];
    const bool losRelevant = t && (t->los == LosRole::Obstacle || t->los == LosRole::Hindrance);
    if (lo != hi && !isLevelArea && losRelevant) {
        m_ambiguous.emplace_back(index, makeFinding(code::LevelAmbiguous)
                                            .line(f.line)
                                            .feature(f.id)
                                            .message("feature stands across a crest line (ground levels " + std::to_string(lo) + " to " +
                                                     std::to_string(hi) + "); taken to stand at level " + std::to_string(lo) +
                                                     ": set level= to say otherwise"));
    }
}

std::vector<MapAnalysis::PaintedHex> MapAnalysis::paintedTerrain(const std::vector<char>& only) const
{
    // Painted hex terrain, gathered per hex once ([24.1] precedence: lower wins).
    // Some board kinds state a hex's level on its <terrain>; a level outside
    // the kind's range is left out, as its board does (its checks report it).
    const BoardKind* kind = boardKindFor(m_map.system);
    const int statedMax = kind && kind->statedLevelMax ? *kind->statedLevelMax : -1; // -1: none stated
    std::vector<PaintedHex> painted(m_hexes.size());
    for (const HexTerrain& ht : m_map.hexTerrain) {
        if (!m_grid.contains(ht.hex)) continue;
        const std::size_t index = std::size_t(m_grid.index(ht.hex));
        if (!only.empty() && !only[index]) continue;
        PaintedHex& p = painted[index];
        if (statedMax >= 0 && ht.level && *ht.level >= 0 && *ht.level <= statedMax)
            p.level = std::max(p.level.value_or(0), *ht.level);
        const Terrain* t = m_catalog.find(ht.terrain);
        if (!t || t->kind != TerrainKind::Type) continue;
        if (!p.type || t->precedence < p.type->precedence) p.type = t;
    }
    return painted;
}

int MapAnalysis::elevationOf(int featureIndex) const
{
    const Terrain* t = m_featureTerrain[std::size_t(featureIndex)];
    return t && t->elevation ? *t->elevation : 0;
}

int MapAnalysis::groundLevel(Point p) const { return readLevel(p, false).closed; }

MapAnalysis::LevelReading MapAnalysis::readLevel(Point p, bool withOpen) const
{
    // [24.5] levels stack: the highest hill area holding the point wins, and a
    // point on a crest line takes the higher level (closed hills, open
    // depressions). Read the other way (open hills, closed depressions) it
    // takes the lower side; the two differ only on a crest line that decides.
    constexpr int kNone = std::numeric_limits<int>::min();
    int hillClosed = kNone, hillOpen = kNone, depressionOpen = 0, depressionClosed = 0;
    std::vector<std::pair<int, int>> onBoundary; // (feature, elevation)
    for (std::size_t k = 0; k < m_levelAreas.size(); ++k) {
        if (!m_levelAreaBoxes[k].intersects(geometry::Box::of(p))) continue; // exact: closed boxes of exact coordinates
        const int i = m_levelAreas[k];
        const int e = elevationOf(i);
        const Side s = geometry::sideOfPolygon(m_map.features[std::size_t(i)].area, p);
        if (s == Side::Outside || e == 0) continue;
        if (s == Side::OnBoundary) onBoundary.emplace_back(i, e);
        if (e > 0) {
            hillClosed = std::max(hillClosed, e);
            if (s == Side::Inside) hillOpen = std::max(hillOpen, e);
        } else {
            depressionClosed = std::min(depressionClosed, e);
            if (s == Side::Inside) depressionOpen = std::min(depressionOpen, e);
        }
    }
    // Areas meet: a point on the shared edge of two areas of one level is on
    // the boundary of each but inside their union, so it is no tie. The open
    // hill reading is the highest level whose areas (with the higher ones)
    // hold a disc around the point; the open depression reading likewise.
    auto unionHolds = [&](auto atLeast) {
        std::vector<const geometry::PolygonWithHoles*> polygons;
        for (const auto& [i, e] : onBoundary)
            if (atLeast(e)) polygons.push_back(&m_map.features[std::size_t(i)].area);
        return !polygons.empty() && geometry::insideUnion(polygons, p);
    };
    // Each level asked once, highest hill and deepest depression first (a
    // pile of areas on one edge must not ask the same question per area).
    std::vector<int> levels;
    for (const auto& [i, e] : onBoundary) levels.push_back(e);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    if (withOpen)
        for (auto e = levels.rbegin(); e != levels.rend() && *e > 0; ++e)
            if (*e > hillOpen && *e <= hillClosed && unionHolds([e = *e](int x) { return x >= e; })) {
                hillOpen = *e;
                break;
            }
    for (auto e = levels.begin(); e != levels.end() && *e < 0; ++e) // the ground level itself depends on these
        if (*e < depressionOpen && *e >= depressionClosed && unionHolds([e = *e](int x) { return x < 0 && x <= e; })) {
            depressionOpen = *e;
            break;
        }
    LevelReading r;
    r.closed = hillClosed != kNone ? hillClosed : depressionOpen;
    r.open = hillOpen != kNone ? hillOpen : depressionClosed;
    for (const auto& [i, e] : onBoundary) // the lines that make the difference
        if ((e > 0 && e > r.open && e <= r.closed) || (e < 0 && e >= r.open && e < r.closed)) r.lines.push_back(i);
    return r;
}

namespace {

HexRange intersect(const HexRange& a, const HexRange& b)
{
    return {std::max(a.col0, b.col0), std::min(a.col1, b.col1), std::max(a.row0, b.row0), std::min(a.row1, b.row1)};
}

bool holds(const HexRange& r, OffsetCoord h) { return h.col >= r.col0 && h.col <= r.col1 && h.row >= r.row0 && h.row <= r.row1; }

} // namespace

void MapAnalysis::indexFeature(int i, const HexRange& within, std::vector<int>* placed)
{
    const Feature& f = m_map.features[std::size_t(i)];
    if (f.shape == FeatureShape::Area && f.area.outer.size() < 3) return;
    if (f.shape == FeatureShape::Line && f.path.empty()) return;
    if (f.shape == FeatureShape::Line) {
        indexLine(i, within, placed);
        return;
    }
    // On-map hexes near the feature; each edge is tested against the hexes near it only.
    const HexRange range = intersect(onMapRange(m_grid, m_featureBoxes[std::size_t(i)]), within);
    if (range.empty()) return;
    const Terrain* t = m_featureTerrain[std::size_t(i)];
    const bool level = t && t->kind == TerrainKind::Level;
    for (const AreaInHex& x : areaHexes(m_grid, f.area, range)) {
        const std::size_t index = std::size_t(m_grid.index(x.hex));
        if (placed) {
            if ((*placed)[index] == i) continue;
            (*placed)[index] = i;
        }
        HexFacts& facts = m_hexes[index];
        facts.touching.push_back(i);
        if (x.overlaps) facts.overlapping.push_back(i);
        if (level && x.boundaryTouches) m_levelBoundaries[index].emplace_back(i, x.boundaryEnters);
    }
}

void MapAnalysis::indexLine(int i, const HexRange& within, std::vector<int>* placed)
{
    // A long road's box covers much of the board, so the hexes it touches are
    // found segment by segment, each among the hexes near that segment only.
    const Feature& f = m_map.features[std::size_t(i)];
    std::vector<int> met; // hex indices touched by some segment (exact test)
    for (std::size_t k = 0; k == 0 || k + 1 < f.path.size(); ++k) {
        // One segment (or the single point of a one-point line).
        const std::vector<Point> piece(f.path.begin() + std::ptrdiff_t(k), f.path.begin() + std::ptrdiff_t(std::min(k + 2, f.path.size())));
        const Box box = geometry::boundingBox(piece);
        if (intersect(onMapRange(m_grid, box), within).empty()) continue;
        for (const OffsetCoord& h : m_grid.hexesNear(box))
            if (holds(within, h) && geometry::polylineTouchesConvex(piece, m_grid.hexagon(h))) met.push_back(m_grid.index(h));
    }
    std::sort(met.begin(), met.end());
    met.erase(std::unique(met.begin(), met.end()), met.end());
    for (const int index : met) {
        if (placed) {
            if ((*placed)[std::size_t(index)] == i) continue;
            (*placed)[std::size_t(index)] = i;
        }
        HexFacts& facts = m_hexes[std::size_t(index)];
        facts.touching.push_back(i);
        if (geometry::polylineEntersConvex(f.path, m_grid.hexagon(m_grid.fromIndex(index)))) facts.overlapping.push_back(i);
    }
}

void MapAnalysis::reportCentreOnCrest(OffsetCoord h, const LevelReading& r)
{
    // [24.5] the centre dot decides the hex's level; exactly on a crest line it
    // takes the higher side, a tie the designer should see.
    std::string names;
    for (std::size_t k = 0; k < r.lines.size(); ++k)
        names += (k == 0 ? "'" : k + 1 == r.lines.size() ? " and '" : ", '") + m_map.features[std::size_t(r.lines[k])].id + "'";
    const Feature& first = m_map.features[std::size_t(r.lines.front())];
    const std::string label = m_grid.label(h);
    m_centreOnCrest.emplace_back(m_grid.index(h), makeFinding(code::CentreOnCrest)
                             .line(first.line)
                             .feature(first.id)
                             .hex(label)
                             .message("the centre dot of " + label + " lies exactly on the crest line of " + names +
                                      "; it takes the higher level, " + std::to_string(r.closed) + ", not " + std::to_string(r.open)));
}

void MapAnalysis::deriveHex(OffsetCoord h, const PaintedHex& painted)
{
    HexFacts& facts = m_hexes[std::size_t(m_grid.index(h))];
    const LevelReading reading = readLevel(m_grid.centre(h).toPoint());
    facts.level = painted.level.value_or(reading.closed); // a stated whole-hex level is the hex's level
    facts.crestLinesThroughCentre.clear();
    if (reading.closed != reading.open && !reading.lines.empty()) {
        facts.crestLinesThroughCentre = reading.lines;
        reportCentreOnCrest(h, reading);
    }

    // [24.1] terrain type: the type nearest the top of the chart among the
    // types overlapping the hex (area > 0) or painted on it.
    const Terrain* winner = nullptr;
    auto consider = [&](const Terrain* t) {
        if (t && t->kind == TerrainKind::Type && (!winner || t->precedence < winner->precedence)) winner = t;
    };
    for (int i : facts.overlapping)
        if (m_map.features[std::size_t(i)].shape == FeatureShape::Area) consider(m_featureTerrain[std::size_t(i)]);
    consider(painted.type);
    facts.terrainType = winner ? winner->id : m_catalog.defaultType;
    deriveCrest(h);
}

void MapAnalysis::deriveCrest(OffsetCoord h)
{
    // [24.511] a crest hex "shows more than one level": its closed region R
    // meets more than one ground level, a point on a crest line taking the
    // higher side [24.5]. Only level areas whose line meets R (found while
    // indexing, maps/area_hexes.h) or that hold all of R can make a level in R.
    // * No crest line enters the open hex: the open hex is one level, the
    //   hex's own, and a touched point of its boundary is at least that
    //   level; the hex is a crest hex exactly when a touched point is higher
    //   (touchedLevelDiffers). So a line touching R from outside makes a
    //   crest hex where the ground on the line is higher than the hex (not
    //   where a higher hill covers both); one touching R from inside never does.
    // * A crest line enters the open hex: a crest hex unless the areas
    //   holding all of R settle the level of every point of it, whatever the
    //   areas whose lines meet R do (levelSettled): a lower hill's line under
    //   a higher hill shows no level. Not settled is read as a crest hex,
    //   also in the one case that is not exact, R covered only jointly by
    //   several areas of one level whose lines cross it.
    const std::size_t index = std::size_t(m_grid.index(h));
    HexFacts& facts = m_hexes[index];
    const auto& bounds = m_levelBoundaries[index];
    const bool entered = std::any_of(bounds.begin(), bounds.end(), [](const auto& b) { return b.second; });
    facts.crest = entered ? !levelSettled(h) : touchedLevelDiffers(h, facts.level);
}

bool MapAnalysis::touchedLevelDiffers(OffsetCoord h, int level) const
{
    // Along the part of a crest line lying in the hex boundary, the level can
    // change only where such a part ends or where another line touches it:
    // at a polygon vertex on the boundary or at a hex corner on a crest line
    // (a line meeting a hexside anywhere else would cross into the hex). There
    // the higher side wins, so the level is at least that of the parts it
    // ends: the highest touched level is met at one of these points. All of
    // them are input points or lattice corners: read exactly.
    const geometry::Ring hexagon = m_grid.hexagon(h);
    const Box box = geometry::boundingBox(hexagon);
    auto differs = [&](Point p) { return groundLevel(p) != level; };
    auto ringDiffers = [&](const geometry::Ring& ring) {
        for (const Point& p : ring)
            if (box.intersects(Box::of(p)) && geometry::polylineTouchesConvex({p}, hexagon) && differs(p)) return true;
        return false;
    };
    std::vector<char> cornerOnLine(hexagon.size(), 0);
    for (const auto& [i, enters] : m_levelBoundaries[std::size_t(m_grid.index(h))]) {
        const geometry::PolygonWithHoles& area = m_map.features[std::size_t(i)].area;
        if (ringDiffers(area.outer) || std::any_of(area.holes.begin(), area.holes.end(), ringDiffers)) return true;
        for (std::size_t k = 0; k < hexagon.size(); ++k)
            if (!cornerOnLine[k] && geometry::sideOfPolygon(area, hexagon[k]) == Side::OnBoundary) cornerOnLine[k] = 1;
    }
    for (std::size_t k = 0; k < hexagon.size(); ++k)
        if (cornerOnLine[k] && differs(hexagon[k])) return true;
    return false;
}

bool MapAnalysis::levelSettled(OffsetCoord h) const
{
    // Holders: a hill whose closed region holds R (its line misses R, or only
    // touches it from inside) raises every point of R to its level; a
    // depression whose interior holds R lowers every point to its level. The
    // highest holding hill (else the deepest holding depression, else level 0)
    // settles R if no area whose line meets R could take a point of R
    // elsewhere: no higher hill, and (without a holding hill) no hill and no
    // deeper depression.
    const std::size_t index = std::size_t(m_grid.index(h));
    const auto& bounds = m_levelBoundaries[index];
    const Point centre = m_grid.centre(h).toPoint();
    constexpr int kNone = std::numeric_limits<int>::min();
    int hill = kNone, depression = 0;
    for (std::size_t k = 0; k < m_levelAreas.size(); ++k) {
        const int i = m_levelAreas[k];
        const int e = elevationOf(i);
        if (e == 0 || !m_levelAreaBoxes[k].intersects(Box::of(centre))) continue; // a holder's box holds R
        const auto line = std::find_if(bounds.begin(), bounds.end(), [i](const auto& b) { return b.first == i; });
        const bool linesMeet = line != bounds.end();
        if ((linesMeet && (line->second || e < 0)) || geometry::sideOfPolygon(m_map.features[std::size_t(i)].area, centre) != Side::Inside) continue;
        if (e > 0) hill = std::max(hill, e);
        else depression = std::min(depression, e);
    }
    for (const auto& [i, enters] : bounds) {
        const int e = elevationOf(i);
        if (e > 0 && (hill == kNone || e > hill)) return false;
        if (e < 0 && hill == kNone && e < depression) return false;
    }
    return true;
}

} // namespace crestline::maps
