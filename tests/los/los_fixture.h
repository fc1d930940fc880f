#pragma once
// Purpose-built small maps for LOS tests. Flat-top, odd parity, letter-number
// labels: hex (c, r) has its centre at lattice (3c, 2r + (c & 1)); "C4" is
// column index 2, row index 3, centre (6, 6).

#include "editor/jobs/map_document.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "maps/los_scene.h" // the LOS tests build scenes of loaded boards too
#include "maps/map_analysis.h"

#include <memory>
#include <random>
#include <string>
#include <tuple>

namespace crestline::test {

/// A bundled board (maps/boards/NAME) opened as the command line and the
/// editor open it; check loaded() and hasErrors() before ruling.
inline jobs::MapDocument bundledBoard(const std::string& name)
{
    return jobs::MapDocument::open(std::string(CRESTLINE_SOURCE_DIR) + "/maps/boards/" + name);
}

using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;
using geometry::los::Verdict;

/// The Fighting Formations core chart, built in code.
inline maps::TerrainCatalog ffCatalog()
{
    using maps::LosRole;
    using maps::TerrainKind;
    maps::TerrainCatalog c;
    c.system = "ff";
    c.defaultType = "open-ground";
    auto add = [&](std::string id, TerrainKind k, int prec, LosRole los, int h, std::optional<int> elev = {}) {
        maps::Terrain t;
        t.id = t.name = std::move(id);
        t.kind = k;
        t.precedence = prec;
        t.los = los;
        t.hindrance = h;
        t.elevation = elev;
        c.terrains.push_back(t);
    };
    add("building", TerrainKind::Type, 1, LosRole::Obstacle, 0);
    add("rough", TerrainKind::Type, 2, LosRole::Hindrance, 2);
    add("open-ground", TerrainKind::Type, 3, LosRole::Clear, 0);
    add("road", TerrainKind::Feature, 10, LosRole::Road, 0);
    for (int l = 1; l <= 4; ++l) add("hill-" + std::to_string(l), TerrainKind::Level, 20 + l, LosRole::Clear, 0, l);
    add("depression", TerrainKind::Level, 20, LosRole::Clear, 0, -1);
    return c;
}

/// A test map: add artwork, then call ruling(). The scene comes from a
/// jobs::MapDocument over a copy of the map, as for any map the tools open.
class LosFixture {
public:
    explicit LosFixture(int columns = 8, int rows = 10)
    {
        m_map.id = "test";
        m_map.system = "ff";
        m_map.grid.columns = columns;
        m_map.grid.rows = rows;
        m_catalog = ffCatalog();
    }

    geometry::HexGrid grid() const { return geometry::HexGrid(m_map.grid); }
    OffsetCoord hex(const std::string& label) const { return *grid().parseLabel(label); }
    Point centre(const std::string& label) const { return grid().centre(hex(label)).toPoint(); }

    /// Axis-aligned rectangle [u0,u1] x [v0,v1].
    static Ring rect(double u0, double v0, double u1, double v1) { return {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}}; }

    LosFixture& area(const std::string& id, const std::string& terrain, Ring outer, std::optional<int> level = {})
    {
        maps::Feature f;
        f.id = id;
        f.terrain = terrain;
        f.area.outer = std::move(outer);
        f.level = level;
        m_map.features.push_back(std::move(f));
        m_dirty = true;
        return *this;
    }
    LosFixture& road(const std::string& id, std::vector<Point> path, double width)
    {
        maps::Feature f;
        f.id = id;
        f.terrain = "road";
        f.shape = maps::FeatureShape::Line;
        f.path = std::move(path);
        f.width = width;
        m_map.features.push_back(std::move(f));
        m_dirty = true;
        return *this;
    }
    LosFixture& smoke(const std::string& label, int hindrance = 5)
    {
        m_state.smoke.push_back({hex(label), hindrance});
        return *this;
    }

    const geometry::los::Scene& scene()
    {
        if (m_dirty) {
            m_doc = std::make_unique<jobs::MapDocument>(formats::LoadedMap{m_map, m_catalog, {}});
            m_dirty = false;
        }
        return m_doc->scene();
    }
    const maps::MapAnalysis& analysis()
    {
        scene();
        return m_doc->analysis();
    }
    int level(const std::string& label) { return scene().hexLevel(hex(label)); }

    geometry::los::Ruling ruling(const std::string& from, const std::string& to,
                                 geometry::los::Detail detail = geometry::los::Detail::Full)
    {
        return m_rules.check(scene(), hex(from), hex(to), m_state, detail);
    }

    /// The map to change directly; the scene is rebuilt on the next use.
    maps::Map& map()
    {
        m_dirty = true;
        return m_map;
    }
    const geometry::los::PlayState& state() const { return m_state; }

private:
    maps::Map m_map;
    maps::TerrainCatalog m_catalog;
    geometry::los::PlayState m_state;
    geometry::los::FightingFormationsRules m_rules;
    std::unique_ptr<jobs::MapDocument> m_doc;
    bool m_dirty = true;
};

/// A random map for property tests (fixed seed): 14 pieces of buildings,
/// rough, hills and depressions with coordinates on a 1/8 grid, so moved and
/// mirrored copies are exact and ties are common.
struct RandomMap {
    std::vector<std::tuple<std::string, std::string, Ring>> areas;
    std::vector<std::pair<std::string, int>> smoke;
};

inline RandomMap makeRandomMap(unsigned seed, int columns, int rows)
{
    std::mt19937 rng(seed);
    auto coord = [&](double lo, double hi) {
        std::uniform_int_distribution<int> d(int(lo * 8), int(hi * 8));
        return d(rng) / 8.0;
    };
    RandomMap m;
    const double maxU = 3.0 * (columns - 1), maxV = 2.0 * rows;
    const char* terrains[] = {"building", "building", "rough", "rough", "hill-1", "hill-2", "depression"};
    std::uniform_int_distribution<int> pick(0, 6);
    for (int i = 0; i < 14; ++i) {
        const std::string terrain = terrains[pick(rng)];
        const double u0 = coord(0, maxU - 1), v0 = coord(0, maxV - 1);
        const double w = coord(0.25, terrain.rfind("hill", 0) == 0 ? 8 : 2.5), h = coord(0.25, terrain.rfind("hill", 0) == 0 ? 8 : 2.5);
        Ring ring = (i % 3 == 0) ? Ring{{u0, v0}, {u0 + w, v0 + h / 2}, {u0, v0 + h}}
                                 : LosFixture::rect(u0, v0, u0 + w, v0 + h);
        m.areas.emplace_back("f" + std::to_string(i), terrain, std::move(ring));
    }
    return m;
}

template <class Transform>
inline void populate(LosFixture& f, const RandomMap& m, Transform t)
{
    for (const auto& [id, terrain, ring] : m.areas) {
        Ring out;
        for (const auto& p : ring) out.push_back(t(p));
        f.area(id, terrain, out);
    }
}

} // namespace crestline::test
