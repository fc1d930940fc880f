#include "maps/los_scene.h"

#include "geometry/exact.h"
#include "maps/board_kind.h"

#include <algorithm>
#include <cmath>

namespace crestline::maps {

using geometry::Point;
using geometry::los::Artwork;
using geometry::los::ArtworkRole;

namespace {

/// [24.8] The road depiction as corridors: one rectangle per straight run of
/// the centre line (collinear vertices merged, exactly), `width` wide and
/// extended half a width past each end. Built in doubles once, then treated
/// as exact artwork like any other.
void addRoadCorridors(const Feature& f, std::vector<Artwork>& out)
{
    if (!f.width || *f.width <= 0 || f.path.size() < 2) return;
    std::vector<Point> run{f.path.front()};
    for (std::size_t i = 1; i < f.path.size(); ++i) {
        if (f.path[i] == run.back()) continue;
        if (run.size() >= 2 && geometry::orientation(run[run.size() - 2], run.back(), f.path[i]) == 0)
            run.back() = f.path[i];
        else
            run.push_back(f.path[i]);
    }
    const double h = *f.width / 2;
    for (std::size_t i = 0; i + 1 < run.size(); ++i) {
        const Point p = run[i], q = run[i + 1];
        const double len = std::hypot(q.u - p.u, q.v - p.v);
        const double du = (q.u - p.u) / len * h, dv = (q.v - p.v) / len * h;
        Artwork a;
        a.id = f.id;
        a.terrain = f.terrain;
        a.role = ArtworkRole::RoadCorridor;
        a.shape.outer = {{p.u - du - dv, p.v - dv + du}, {q.u + du - dv, q.v + dv + du},
                         {q.u + du + dv, q.v + dv - du}, {p.u - du + dv, p.v - dv - du}};
        out.push_back(std::move(a));
    }
}

} // namespace

namespace {

/// The scene's artwork, in the order a whole build and an update both use.
std::vector<Artwork> losArtwork(const MapAnalysis& analysis)
{
    const Map& map = analysis.map();
    std::vector<Artwork> art;
    for (std::size_t i = 0; i < map.features.size(); ++i) {
        const Feature& f = map.features[i];
        const Terrain* t = analysis.terrainOf(int(i));
        if (!t) continue;
        if (t->los == LosRole::Road) { // [24.8] roads matter to LOS only as corridors
            if (f.shape == FeatureShape::Line) addRoadCorridors(f, art);
            continue;
        }
        Artwork a;
        a.id = f.id;
        a.terrain = f.terrain;
        a.level = analysis.featureLevel(int(i));
        a.isLine = f.shape == FeatureShape::Line;
        if (a.isLine) a.shape.outer = f.path;
        else a.shape = f.area;
        if (t->kind == TerrainKind::Level) {
            if (a.isLine || !t->elevation) continue;
            a.role = ArtworkRole::LevelArea;
            a.level = *t->elevation;
        } else if (t->los == LosRole::Obstacle) {
            a.role = ArtworkRole::Obstacle;
        } else if (t->los == LosRole::Hindrance) {
            a.role = ArtworkRole::Hindrance;
            a.hindrance = t->hindrance;
        } else {
            continue;
        }
        art.push_back(std::move(a));
    }
    // Terrain painted on whole hexes (hex-based games) is the hexagon itself.
    const geometry::HexGrid& grid = analysis.grid();
    for (const HexTerrain& ht : map.hexTerrain) {
        const Terrain* t = analysis.catalog().find(ht.terrain);
        if (!t || !grid.contains(ht.hex) || (t->los != LosRole::Obstacle && t->los != LosRole::Hindrance)) continue;
        Artwork a;
        a.id = grid.label(ht.hex);
        a.terrain = ht.terrain;
        a.role = t->los == LosRole::Obstacle ? ArtworkRole::Obstacle : ArtworkRole::Hindrance;
        a.hindrance = t->hindrance;
        a.level = analysis.hex(ht.hex).level;
        a.shape.outer = grid.hexagon(ht.hex);
        art.push_back(std::move(a));
    }
    return art;
}

std::vector<int> hexLevels(const MapAnalysis& analysis)
{
    const geometry::HexGrid& grid = analysis.grid();
    std::vector<int> levels(std::size_t(std::max(0, grid.count())));
    for (int i = 0; i < grid.count(); ++i) levels[std::size_t(i)] = analysis.hex(grid.fromIndex(i)).level;
    return levels;
}

} // namespace

namespace {

/// A whole-hex system's rules read its hex table from the scene, built by
/// its board kind (maps/board_kind.h); other maps carry none.
void attachHexTable(geometry::los::Scene& scene, const MapAnalysis& analysis)
{
    const BoardKind* kind = boardKindFor(analysis.map().system);
    scene.setHexTable(kind && kind->hexTable ? kind->hexTable(analysis) : nullptr);
}

} // namespace

geometry::los::Scene buildLosScene(const MapAnalysis& analysis)
{
    geometry::los::Scene scene(analysis.grid(), losArtwork(analysis), hexLevels(analysis));
    attachHexTable(scene, analysis);
    return scene;
}

int updateLosScene(geometry::los::Scene& scene, const MapAnalysis& analysis, const MapDelta& delta)
{
    if (delta.everything || !(scene.grid().spec() == analysis.grid().spec())) {
        scene = buildLosScene(analysis);
        return int(scene.artwork().size());
    }
    const int indexed = scene.update(losArtwork(analysis), hexLevels(analysis));
    attachHexTable(scene, analysis); // whole-hex data: rebuilt whole, cheap (one pass over hexes and records)
    return indexed;
}

} // namespace crestline::maps
