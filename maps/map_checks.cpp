// Geometry and reference checks of a map document (docs/map-format.md,
// "Map checks"). Every test is exact (geometry/exact.h); nothing is fixed
// silently. Codes:
//   unknown-terrain        error    a feature, hex terrain or hexside names no catalog terrain
//   duplicate-id           error    two features share an id
//   too-few-vertices       error    area ring < 3 points, line < 2 points
//   repeated-vertex        error    two consecutive points are equal (rings: also last == first)
//   self-intersecting-polygon error a ring crosses or touches itself
//   zero-area-polygon      error    a ring encloses no area
//   hole-outside-polygon   error    a hole is not inside its outer ring
//   holes-overlap          error    two holes of one area overlap (touching is fine)
//   wrong-shape            error    level terrain drawn as a line; marker terrain on the map
//   feature-off-map        error    the feature touches no hex of the grid
//   feature-partly-off-map warning  part of the feature lies outside the grid's hexes
//   hex-off-map            error    a hex entry names a hex outside the grid
//   link-off-map           error    a link runs through a hex outside the grid
//   entry-off-map          error    a reinforcement entry hex lies outside the grid
//   level-unused           warning  a hex states a level on a map whose board kind reads none
// and the checks of the map's board kind (maps/board_kind.h), in its system's folder.

#include "geometry/exact.h"
#include "geometry/finding_builder.h"
#include "maps/area_hexes.h"
#include "maps/board_kind.h"
#include "maps/map_analysis.h"
#include "maps/ring_checks.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace crestline::maps {

namespace {

using geometry::HexGrid;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;

std::string pointText(Point p)
{
    auto num = [](double d) {
        char buf[64];
        const auto r = std::to_chars(buf, buf + sizeof buf, d);
        return std::string(buf, r.ptr);
    };
    return num(p.u) + "," + num(p.v);
}

/// Closed segments [p,q] and [a,b] lie on one line and share a piece of positive length.
bool overlapAlong(Point p, Point q, Point a, Point b)
{
    if (geometry::orientation(p, q, a) != 0 || geometry::orientation(p, q, b) != 0) return false;
    const bool useU = a.u != b.u;
    const double p0 = useU ? p.u : p.v, p1 = useU ? q.u : q.v, a0 = useU ? a.u : a.v, a1 = useU ? b.u : b.v;
    return std::max(std::min(p0, p1), std::min(a0, a1)) < std::min(std::max(p0, p1), std::max(a0, a1));
}

class MapChecker {
public:
    MapChecker(const Map& map, const TerrainCatalog& catalog, const std::string& file)
        : m_map(map), m_catalog(catalog), m_file(file), m_grid(map.grid), m_tooComplex(featureHexLoad(map, m_grid) > kMaxFeatureHexLoad)
    {
    }

    Findings run()
    {
        std::map<std::string, int, std::less<>> firstLine;
        for (const Feature& f : m_map.features) {
            const auto [it, fresh] = firstLine.emplace(f.id, f.line);
            if (!fresh) report(code::DuplicateId, f, "feature id '" + f.id + "' is already used on line " + std::to_string(it->second));
            checkTerrain(f);
            const bool sound = f.shape == FeatureShape::Area ? checkArea(f) : checkPath(f);
            if (sound) checkPosition(f);
        }
        checkHexEntries();
        return std::move(m_findings);
    }

private:
    const Map& m_map;
    const TerrainCatalog& m_catalog;
    const std::string& m_file;
    HexGrid m_grid;
    bool m_tooComplex; ///< over kMaxFeatureHexLoad: positions are not checked hex by hex
    Findings m_findings;

    void report(FindingCode code, int line, std::string feature, std::string hex, std::string message)
    {
        m_findings.push_back(
            makeFinding(code).file(m_file).line(line).feature(std::move(feature)).hex(std::move(hex)).message(std::move(message)));
    }
    void report(FindingCode code, const Feature& f, std::string message) { report(code, f.line, f.id, {}, std::move(message)); }

    std::string hexName(OffsetCoord h) const
    {
        if (m_grid.contains(h)) return m_grid.label(h);
        return "column " + std::to_string(h.col) + " row " + std::to_string(h.row) + " (zero-based)";
    }

    void checkTerrain(const Feature& f)
    {
        const Terrain* t = m_catalog.find(f.terrain);
        if (!t) {
            report(code::UnknownTerrain, f, "terrain '" + f.terrain + "' is not in the terrain catalog");
            return;
        }
        if (t->kind == TerrainKind::Level && f.shape == FeatureShape::Line)
            report(code::WrongShape, f,
                   "'" + f.terrain + "' is a level (hill or depression) and must be drawn as an area, not a line [24.5]");
        if (t->kind == TerrainKind::Marker)
            report(code::WrongShape, f, "'" + f.terrain + "' is a marker placed during play, not map artwork");
    }

    /// Ring checks; true if the ring is a simple polygon with area.
    bool checkRing(const Feature& f, const Ring& ring, const std::string& which)
    {
        if (ring.size() < 3) {
            report(code::TooFewVertices, f, which + " has " + std::to_string(ring.size()) + " point(s); an area needs at least 3");
            return false;
        }
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) {
            if (ring[i] != ring[(i + 1) % n]) continue;
            const std::string where = i + 1 == n ? "the last point repeats the first (rings close by themselves)"
                                                 : "points " + std::to_string(i + 1) + " and " + std::to_string(i + 2) + " are equal";
            report(code::RepeatedVertex, f, which + ": " + where + " (" + pointText(ring[i]) + ")");
            return false;
        }
        const bool collinear = std::all_of(ring.begin(), ring.end(), [&](Point p) { return geometry::orientation(ring[0], ring[1], p) == 0; });
        const bool zeroArea = geometry::ringOrientationSign(ring) == 0;
        if (collinear) {
            report(code::ZeroAreaPolygon, f, which + ": all points lie on one line, so it encloses no area");
            return false;
        }
        const bool crossing = ringCrossesItself(ring); // O(n log n); same answers as geometry::ringSelfIntersects
        if (crossing) report(code::SelfIntersectingPolygon, f, which + " crosses or touches itself");
        if (zeroArea) report(code::ZeroAreaPolygon, f, which + ": its signed area is exactly zero");
        return !crossing && !zeroArea;
    }

    bool checkArea(const Feature& f)
    {
        bool sound = checkRing(f, f.area.outer, "outer ring");
        const bool outerSound = sound;
        std::set<std::size_t> soundHoles;
        const RingBoxIndex holeBoxes(f.area.holes); // only holes whose closed boxes meet can overlap
        for (std::size_t i = 0; i < f.area.holes.size(); ++i) {
            const Ring& hole = f.area.holes[i];
            const std::string which = "hole " + std::to_string(i + 1);
            if (!checkRing(f, hole, which)) {
                sound = false;
                continue;
            }
            if (outerSound && !ringInsideRing(hole, f.area.outer)) {
                report(code::HoleOutsidePolygon, f, which + " is not inside the outer ring");
                sound = false;
                continue;
            }
            // Holes may touch each other, but their interiors must not overlap.
            for (const std::size_t j : holeBoxes.earlierMeeting(i))
                if (soundHoles.count(j) && ringInteriorsOverlap(f.area.holes[j], hole)) {
                    report(code::HolesOverlap, f, "holes " + std::to_string(j + 1) + " and " + std::to_string(i + 1) + " overlap");
                    sound = false;
                }
            soundHoles.insert(i);
        }
        return sound;
    }

    bool checkPath(const Feature& f)
    {
        const auto& path = f.path;
        if (path.size() < 2) {
            report(code::TooFewVertices, f, "path has " + std::to_string(path.size()) + " point(s); a line needs at least 2");
            return false;
        }
        for (std::size_t i = 0; i + 1 < path.size(); ++i) {
            if (path[i] != path[i + 1]) continue;
            report(code::RepeatedVertex, f,
                   "path: points " + std::to_string(i + 1) + " and " + std::to_string(i + 2) + " are equal (" + pointText(path[i]) + ")");
            return false;
        }
        return true;
    }

    /// A line runs along a hexside that borders no on-map hex (between two off-map hexes).
    bool runsAlongOffMapHexside(const Feature& f, OffsetCoord offMap) const
    {
        const auto corners = m_grid.corners(offMap);
        for (int k = 0; k < 6; ++k) {
            if (m_grid.contains(m_grid.neighbour(offMap, k))) continue;
            const Point a = corners[std::size_t(k)].toPoint(), b = corners[std::size_t((k + 1) % 6)].toPoint();
            for (std::size_t i = 0; i + 1 < f.path.size(); ++i)
                if (overlapAlong(f.path[i], f.path[i + 1], a, b)) return true;
        }
        return false;
    }

    void checkPosition(const Feature& f)
    {
        if (!m_grid.withinLimits()) return; // no hexes to be on
        if (m_tooComplex) return;            // the analysis reports map-too-complex
        const bool area = f.shape == FeatureShape::Area;
        const HexRange r = hexRange(m_grid, geometry::boundingBox(area ? f.area.outer : f.path));
        bool touchesMap = false, leavesMap = false;
        // The hex tiling covers the plane, so artwork outside the map lies in an
        // off-map hex's interior, or (lines only) along a hexside between two off-map hexes.
        if (area) {
            for (const AreaInHex& x : areaHexes(m_grid, f.area, r)) {
                if (m_grid.contains(x.hex)) touchesMap = true;
                else leavesMap = leavesMap || x.overlaps;
            }
        } else {
            for (int col = r.col0; col <= r.col1; ++col)
                for (int row = r.row0; row <= r.row1; ++row) {
                    const OffsetCoord h{col, row};
                    const Ring hexagon = m_grid.hexagon(h);
                    if (m_grid.contains(h)) touchesMap = touchesMap || geometry::polylineTouchesConvex(f.path, hexagon);
                    else if (!leavesMap) leavesMap = geometry::polylineEntersConvex(f.path, hexagon) || runsAlongOffMapHexside(f, h);
                }
        }
        if (!touchesMap)
            report(code::FeatureOffMap, f,
                   "the feature touches no hex of the " + std::to_string(m_grid.columns()) + " x " + std::to_string(m_grid.rows()) +
                       " grid");
        else if (leavesMap)
            report(code::FeaturePartlyOffMap, f, "part of the feature lies outside the grid's hexes");
    }

    void checkHexTerrain(const std::string& terrain, OffsetCoord hex, int line, const char* what)
    {
        const Terrain* t = m_catalog.find(terrain);
        if (!t)
            report(code::UnknownTerrain, line, {}, hexName(hex),
                   std::string(what) + " terrain '" + terrain + "' is not in the terrain catalog");
        else if (t->kind == TerrainKind::Marker)
            report(code::WrongShape, line, {}, hexName(hex), "'" + terrain + "' is a marker placed during play, not map terrain");
    }

    void checkOnMap(OffsetCoord hex, int line, const char* what)
    {
        if (!m_grid.contains(hex)) report(code::HexOffMap, line, {}, hexName(hex), std::string(what) + " names a hex outside the grid");
    }

    void checkHexEntries()
    {
        for (const HexTerrain& t : m_map.hexTerrain) {
            checkOnMap(t.hex, t.line, "hex terrain");
            checkHexTerrain(t.terrain, t.hex, t.line, "hex");
        }
        for (const HexsideFeature& s : m_map.hexsides) {
            checkOnMap(s.hex, s.line, "hexside");
            checkHexTerrain(s.terrain, s.hex, s.line, "hexside");
        }
        for (const HexMarker& m : m_map.markers) checkOnMap(m.hex, m.line, "marker");
        checkLinks();
        for (const EntryHex& e : m_map.entries)
            if (!m_grid.contains(e.hex))
                report(code::EntryOffMap, e.line, {}, hexName(e.hex), "reinforcement entry hex outside the grid [8.0]");
    }

    void checkLinks()
    {
        for (const HexLink& l : m_map.links) {
            const OffsetCoord first = l.hexes.empty() ? OffsetCoord{} : l.hexes.front();
            if (!m_catalog.find(l.terrain)) {
                report(code::UnknownTerrain, l.line, l.id, hexName(first), "link terrain '" + l.terrain + "' is not in the terrain catalog");
            }
            for (const OffsetCoord& h : l.hexes)
                if (!m_grid.contains(h)) {
                    report(code::LinkOffMap, l.line, l.id, hexName(h), "the link runs through a hex outside the grid");
                    break;
                }
        }
    }
};

} // namespace

Findings checkUnusedLevels(const Map& map, const std::string& file)
{
    Findings findings;
    const geometry::HexGrid grid(map.grid);
    for (const HexTerrain& ht : map.hexTerrain)
        if (ht.level)
            findings.push_back(makeFinding(code::LevelUnused)
                                   .file(file)
                                   .line(ht.line)
                                   .hex(grid.contains(ht.hex) ? grid.label(ht.hex) : std::string())
                                   .message("level " + std::to_string(*ht.level) + " on a '" + map.system + "' map: only " +
                                            statedLevelSystemsText() + " maps give a hex a level; nothing reads it"));
    return findings;
}

Findings checkMap(const Map& map, const TerrainCatalog& catalog, const std::string& file)
{
    Findings findings = MapChecker(map, catalog, file).run();
    const BoardKind* kind = boardKindFor(map.system);
    auto add = [&findings](Findings more) {
        findings.insert(findings.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    };
    if (kind && kind->check) add(kind->check(map, catalog, file));
    if (!kind || !kind->statedLevelMax) add(checkUnusedLevels(map, file));
    return findings;
}

} // namespace crestline::maps
