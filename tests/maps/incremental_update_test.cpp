// MapAnalysis::update and maps::updateLosScene against a fresh analysis and a
// freshly built scene. Random edit sequences (fixed seeds) are applied to the
// map directly, each with the MapDelta an edit command makes: the feature's
// old and new bounding boxes (every ring), the painted hex's box, and an
// old -> new index remap for added, deleted and reordered features. After
// every edit: every hex's facts, feature terrain and levels, level areas and
// findings equal a fresh analysis; artwork, hex levels, candidates (in
// order), edges and solid hexes equal a fresh scene; and FF rulings between
// random hex pairs have the same verdict, hindrance, rule, reason and
// deciding artwork.

#include "../benchmarks/generated_board.h"
#include "formats/map/map_format.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "maps/los_scene.h"
#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

#include <memory>
#include <random>

using namespace crestline;
using namespace crestline::maps;
using geometry::Box;
using geometry::OffsetCoord;
using geometry::Point;
using geometry::Ring;
using geometry::los::Scene;

namespace {

const std::string kSource = CRESTLINE_SOURCE_DIR;

struct Board {
    Map map;
    TerrainCatalog catalog;
};

/// A line obstacle for the scene's line artwork (the bundled walls are clear terrain).
void addHedge(TerrainCatalog& c)
{
    Terrain t;
    t.id = t.name = "hedge";
    t.kind = TerrainKind::Feature;
    t.los = LosRole::Obstacle;
    c.terrains.push_back(t);
}

Board bundled(const std::string& name)
{
    auto r = formats::loadMap(kSource + "/maps/boards/" + name);
    REQUIRE(r.value);
    Board b{std::move(r.value->map), std::move(r.value->catalog)};
    addHedge(b.catalog);
    return b;
}

Board generated(int columns, int rows, unsigned seed)
{
    auto sample = formats::readCatalogFile(kSource + "/maps/catalogs/ff-sample.terrain.xml");
    auto core = formats::readCatalogFile(kSource + "/maps/catalogs/ff-core.terrain.xml");
    REQUIRE(sample.value);
    REQUIRE(core.value);
    Board b{bench::generatedBoard(columns, rows, seed), std::move(*core.value)};
    for (const Terrain& t : sample.value->terrains) b.catalog.terrains.push_back(t);
    addHedge(b.catalog);
    return b;
}

/// Box of every ring of a feature (a command's region for it).
Box wholeBox(const Feature& f)
{
    Box b = featureBox(f);
    for (const Ring& h : f.area.holes)
        for (const Point& p : h) b.expand(p);
    return b;
}

Box hexBox(const Map& m, OffsetCoord h) { return geometry::boundingBox(geometry::HexGrid(m.grid).hexagon(h)); }

void sameFinding(const Finding& a, const Finding& b)
{
    CHECK(a.code == b.code);
    CHECK(a.severity == b.severity);
    CHECK(a.message == b.message);
    CHECK(a.where.line == b.where.line);
    CHECK(a.where.hex == b.where.hex);
    CHECK(a.where.feature == b.where.feature);
}

void sameAnalysis(const MapAnalysis& got, const MapAnalysis& fresh)
{
    const auto& g = fresh.grid();
    for (int i = 0; i < g.count(); ++i) {
        const OffsetCoord h = g.fromIndex(i);
        const HexFacts &a = got.hex(h), &b = fresh.hex(h);
        INFO("hex " << g.label(h));
        REQUIRE(a.level == b.level);
        REQUIRE(a.terrainType == b.terrainType);
        REQUIRE(a.crest == b.crest);
        REQUIRE(a.overlapping == b.overlapping);
        REQUIRE(a.touching == b.touching);
        REQUIRE(a.crestLinesThroughCentre == b.crestLinesThroughCentre);
    }
    for (std::size_t i = 0; i < fresh.map().features.size(); ++i) {
        INFO("feature " << fresh.map().features[i].id);
        REQUIRE(got.featureLevel(int(i)) == fresh.featureLevel(int(i)));
        REQUIRE(got.terrainOf(int(i)) == fresh.terrainOf(int(i)));
    }
    REQUIRE(got.levelAreas() == fresh.levelAreas());
    REQUIRE(got.findings().size() == fresh.findings().size());
    for (std::size_t i = 0; i < fresh.findings().size(); ++i) sameFinding(got.findings()[i], fresh.findings()[i]);
}

std::vector<std::pair<Point, Point>> edgesOf(const Scene& s, const geometry::los::HexCandidate& c)
{
    std::vector<std::pair<Point, Point>> out;
    for (std::int32_t k = c.edgeBegin; k < c.edgeEnd; ++k) out.emplace_back(s.edges()[std::size_t(k)].a, s.edges()[std::size_t(k)].b);
    return out;
}

void sameScene(const Scene& got, const Scene& fresh)
{
    REQUIRE(got.artwork().size() == fresh.artwork().size());
    for (std::size_t i = 0; i < fresh.artwork().size(); ++i) {
        const auto &a = got.artwork()[i], &b = fresh.artwork()[i];
        INFO("artwork " << i << " " << b.id);
        REQUIRE(a.id == b.id);
        REQUIRE(a.terrain == b.terrain);
        REQUIRE(a.role == b.role);
        REQUIRE(a.level == b.level);
        REQUIRE(a.hindrance == b.hindrance);
        REQUIRE(a.isLine == b.isLine);
        REQUIRE(a.shape == b.shape);
        REQUIRE(a.roadOpens == b.roadOpens);
    }
    const auto& g = fresh.grid();
    for (int i = 0; i < g.count(); ++i) {
        const OffsetCoord h = g.fromIndex(i);
        INFO("hex " << g.label(h));
        REQUIRE(got.hexLevel(h) == fresh.hexLevel(h));
        const auto &a = got.candidates(h), &b = fresh.candidates(h);
        REQUIRE(a.size() == b.size());
        for (std::size_t k = 0; k < b.size(); ++k) { // same order, not only the same set
            REQUIRE(a[k].artwork == b[k].artwork);
            REQUIRE(a[k].centreInside == b[k].centreInside);
            REQUIRE(a[k].hexIndex == b[k].hexIndex);
            REQUIRE(a[k].cornersInside == b[k].cornersInside);
            REQUIRE(a[k].cornersOutside == b[k].cornersOutside);
            REQUIRE(a[k].overlapsHex == b[k].overlapsHex);
            REQUIRE(edgesOf(got, a[k]) == edgesOf(fresh, b[k]));
        }
    }
    REQUIRE(got.solidHexes().size() == fresh.solidHexes().size());
    for (std::size_t k = 0; k < fresh.solidHexes().size(); ++k) {
        REQUIRE(got.solidHexes()[k].hexIndex == fresh.solidHexes()[k].hexIndex);
        REQUIRE(got.solidHexes()[k].levelArea == fresh.solidHexes()[k].levelArea);
        REQUIRE(got.solidHexes()[k].obstacle == fresh.solidHexes()[k].obstacle);
    }
}

/// A board under edit: the analysis and scene kept up to date by update().
struct Editing {
    Board board;
    std::unique_ptr<MapAnalysis> analysis;
    Scene scene;
    std::mt19937 rng;
    int rulingsCompared = 0;
    int levelChanges = 0;   ///< edits after which some feature stands at another level
    int crestChanges = 0;   ///< edits after which some hex's crest flag differs
    int ambiguous = 0;      ///< edits after which a level-ambiguous finding stands
    std::vector<int> lastLevels; ///< feature levels after the last edit

    Editing(Board b, unsigned seed)
        : board(std::move(b))
        , analysis(std::make_unique<MapAnalysis>(board.map, board.catalog))
        , scene(buildLosScene(*analysis))
        , rng(seed)
    {
    }

    /// Update after an edit and compare with fresh facts, scene and `pairs` rulings.
    void apply(const MapDelta& delta, int pairs)
    {
        std::vector<int> levelsBefore; // by index, when the edit keeps the indices
        if (delta.featureRemap.empty()) levelsBefore = lastLevels;
        std::vector<char> crestBefore;
        for (int i = 0; i < analysis->grid().count(); ++i) crestBefore.push_back(analysis->hex(analysis->grid().fromIndex(i)).crest);
        analysis->update(delta);
        updateLosScene(scene, *analysis, delta);
        const MapAnalysis fresh(board.map, board.catalog);
        sameAnalysis(*analysis, fresh);
        lastLevels.clear();
        for (std::size_t i = 0; i < fresh.map().features.size(); ++i) lastLevels.push_back(fresh.featureLevel(int(i)));
        if (levelsBefore.size() == lastLevels.size() && levelsBefore != lastLevels) ++levelChanges;
        for (int i = 0; i < fresh.grid().count(); ++i)
            if (crestBefore[std::size_t(i)] != fresh.hex(fresh.grid().fromIndex(i)).crest) {
                ++crestChanges;
                break;
            }
        for (const Finding& f : fresh.findings())
            if (f.code == "level-ambiguous") {
                ++ambiguous;
                break;
            }
        const Scene freshScene = buildLosScene(fresh);
        sameScene(scene, freshScene);
        const geometry::los::FightingFormationsRules rules;
        const auto& g = freshScene.grid();
        std::uniform_int_distribution<int> pick(0, g.count() - 1);
        for (int k = 0; k < pairs; ++k) {
            const OffsetCoord from = g.fromIndex(pick(rng)), to = g.fromIndex(pick(rng));
            const auto a = rules.check(scene, from, to, {}, geometry::los::Detail::Full);
            const auto b = rules.check(freshScene, from, to, {}, geometry::los::Detail::Full);
            INFO(g.label(from) << " -> " << g.label(to));
            REQUIRE(a.verdict == b.verdict);
            REQUIRE(a.hindrance == b.hindrance);
            REQUIRE(a.rule == b.rule);
            REQUIRE(a.reason == b.reason);
            REQUIRE(a.artwork == b.artwork);
            if (b.artwork >= 0) REQUIRE(scene.artwork()[std::size_t(a.artwork)].id == freshScene.artwork()[std::size_t(b.artwork)].id);
            ++rulingsCompared;
        }
    }

    double coord(double lo, double hi)
    {
        std::uniform_int_distribution<int> d(int(lo * 8), int(hi * 8));
        return d(rng) / 8.0;
    }
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }
    double maxU() const { return 3.0 * (board.map.grid.columns - 1); }
    double maxV() const { return 2.0 * board.map.grid.rows; }
    Point somewhere(double margin = 0) { return {coord(-margin, maxU() + margin), coord(-margin, maxV() + margin)}; }

    /// A new feature of a random kind near p.
    Feature newFeature(Point p)
    {
        static int next = 0;
        Feature f;
        f.id = "new-" + std::to_string(next++);
        const int kind = below(6);
        auto blob = [&](double r, int n) {
            Ring ring;
            for (int k = 0; k < n; ++k) {
                const double a = 2 * M_PI * k / n, rr = r * (0.8 + 0.4 * coord(0, 1));
                ring.push_back({std::round((p.u + rr * std::cos(a)) * 8) / 8, std::round((p.v + rr * std::sin(a)) * 8) / 8});
            }
            return ring;
        };
        if (kind == 0) {
            f.terrain = "building";
            const double w = coord(0.5, 2), h = coord(0.5, 1.5);
            f.area.outer = {p, {p.u + w, p.v}, {p.u + w, p.v + h}, {p.u, p.v + h}};
        } else if (kind == 1) {
            f.terrain = below(2) ? "woods" : "rough";
            f.area.outer = blob(coord(1, 3), 8);
        } else if (kind == 2 || kind == 3) { // a level area, sometimes with a hole
            const char* levels[] = {"hill-1", "hill-2", "hill-3", "depression"};
            f.terrain = levels[below(4)];
            const double r = coord(2, 7);
            f.area.outer = blob(r, 12);
            if (below(2)) f.area.holes.push_back({{p.u - r / 4, p.v - r / 4}, {p.u - r / 4, p.v + r / 4}, {p.u + r / 4, p.v + r / 4}, {p.u + r / 4, p.v - r / 4}});
        } else {
            f.shape = FeatureShape::Line;
            f.terrain = kind == 4 ? "road" : "hedge";
            if (kind == 4) f.width = coord(0.25, 0.75);
            f.path = {p};
            for (int k = below(4) + 1; k > 0; --k) f.path.push_back({f.path.back().u + coord(-6, 6), f.path.back().v + coord(-4, 4)});
        }
        return f;
    }

    /// One random edit, applied to the map; returns its delta.
    MapDelta randomEdit()
    {
        Map& m = board.map;
        MapDelta d;
        const int kind = below(12);
        if (m.features.empty() || kind == 0) { // add a feature, at the end or in the middle
            const std::size_t at = below(3) == 0 ? std::size_t(below(int(m.features.size()) + 1)) : m.features.size();
            Feature f = newFeature(somewhere());
            d.regions.push_back(wholeBox(f));
            for (std::size_t i = 0; i < m.features.size(); ++i) d.featureRemap.push_back(int(i < at ? i : i + 1));
            m.features.insert(m.features.begin() + std::ptrdiff_t(at), std::move(f));
            return d;
        }
        const std::size_t fi = std::size_t(below(int(m.features.size())));
        Feature& f = m.features[fi];
        const Box before = wholeBox(f);
        d.regions.push_back(before);
        if (kind == 1) { // delete a feature (the first one now and then: everything renumbered)
            const std::size_t gone = below(4) == 0 ? 0 : fi;
            d.regions.back() = wholeBox(m.features[gone]);
            for (std::size_t i = 0; i < m.features.size(); ++i) d.featureRemap.push_back(i == gone ? -1 : int(i < gone ? i : i - 1));
            m.features.erase(m.features.begin() + std::ptrdiff_t(gone));
            return d;
        }
        if (kind == 2 && below(2)) { // bring to front: indices reordered
            for (std::size_t i = 0; i < m.features.size(); ++i)
                d.featureRemap.push_back(i == fi ? int(m.features.size() - 1) : int(i < fi ? i : i - 1));
            std::rotate(m.features.begin() + std::ptrdiff_t(fi), m.features.begin() + std::ptrdiff_t(fi) + 1, m.features.end());
            return d;
        }
        if (kind == 2) { // swap two features: only the order changes, no hex has other facts
            const std::size_t other = std::size_t(below(int(m.features.size())));
            d.regions.clear();
            for (std::size_t i = 0; i < m.features.size(); ++i) d.featureRemap.push_back(int(i == fi ? other : i == other ? fi : i));
            std::swap(m.features[fi], m.features[other]);
            return d;
        }
        if (kind == 3) { // another terrain
            const char* areas[] = {"building", "woods", "rough", "hill-1", "hill-2", "hill-3", "depression"};
            const char* lines[] = {"road", "hedge", "stream"};
            f.terrain = f.shape == FeatureShape::Area ? areas[below(7)] : lines[below(3)];
            if (f.terrain == "road" && !f.width) f.width = 0.5;
            return d;
        }
        if (kind == 4) { // explicit level, or none
            f.level = below(3) == 0 ? std::optional<int>() : std::optional<int>(below(4) - 1);
            return d;
        }
        if (kind == 5 || kind == 6) { // paint or unpaint a hex (map edge hexes often)
            d.regions.clear();
            const geometry::HexGrid grid(m.grid);
            if (kind == 6 && !m.hexTerrain.empty()) {
                const std::size_t k = std::size_t(below(int(m.hexTerrain.size())));
                d.regions.push_back(hexBox(m, m.hexTerrain[k].hex));
                m.hexTerrain.erase(m.hexTerrain.begin() + std::ptrdiff_t(k));
                return d;
            }
            OffsetCoord h{below(m.grid.columns), below(m.grid.rows)};
            if (below(3) == 0) h.col = below(2) ? 0 : m.grid.columns - 1;
            const char* types[] = {"building", "woods", "rough", "open-ground"};
            HexTerrain t;
            t.hex = h;
            t.terrain = types[below(4)];
            m.hexTerrain.push_back(t);
            d.regions.push_back(hexBox(m, h));
            return d;
        }
        if (kind == 7) { // a hexside
            d.regions.clear();
            HexsideFeature s;
            s.hex = {below(m.grid.columns), below(m.grid.rows)};
            s.side = below(6);
            s.terrain = "wall";
            m.hexsides.push_back(s);
            d.regions.push_back(hexBox(m, s.hex));
            return d;
        }
        // Move, insert or delete a vertex of the outer ring, a hole or a path.
        std::vector<Point>* ring = f.shape == FeatureShape::Line ? &f.path : &f.area.outer;
        if (f.shape == FeatureShape::Area && !f.area.holes.empty() && below(2)) ring = &f.area.holes[std::size_t(below(int(f.area.holes.size())))];
        const std::size_t minSize = f.shape == FeatureShape::Line ? 2 : 3;
        if (ring->empty()) return d;
        const std::size_t k = std::size_t(below(int(ring->size())));
        const double reach = below(4) == 0 ? 12 : 2;
        const Point moved{(*ring)[k].u + coord(-reach, reach), (*ring)[k].v + coord(-reach, reach)};
        if (kind == 8 && ring->size() > minSize) ring->erase(ring->begin() + std::ptrdiff_t(k));
        else if (kind == 9) ring->insert(ring->begin() + std::ptrdiff_t(k), moved);
        else (*ring)[k] = moved;
        d.regions.push_back(wholeBox(f));
        return d;
    }
};

/// `wantAmbiguous`: the sequences must raise a level-ambiguous finding somewhere
/// (a guard that they cover it; the equality checks hold either way).
void randomSequences(const Board& board, unsigned seed, int sequences, int edits, int pairs, bool wantAmbiguous = true)
{
    int rulings = 0, levelChanges = 0, crestChanges = 0, ambiguous = 0;
    for (int s = 0; s < sequences; ++s) {
        Editing e(board, seed + unsigned(s));
        for (int k = 0; k < edits; ++k) {
            INFO("sequence " << s << " edit " << k);
            e.apply(e.randomEdit(), pairs);
        }
        rulings += e.rulingsCompared;
        levelChanges += e.levelChanges;
        crestChanges += e.crestChanges;
        ambiguous += e.ambiguous;
    }
    CHECK(rulings == sequences * edits * pairs);
    // The sequences did what they are for: features moved across crest
    // lines to another level, crest hexes came and went, level-ambiguous
    // findings were raised.
    CHECK(levelChanges > 0);
    CHECK(crestChanges > 0);
    if (wantAmbiguous) CHECK(ambiguous > 0);
}

} // namespace

TEST_CASE("incremental update equals a fresh analysis and scene on ridge-farm", "[maps][incremental]")
{
    randomSequences(bundled("ridge-farm.map.xml"), 100, 3, 40, 60);
}

TEST_CASE("incremental update equals a fresh analysis and scene on millbrook", "[maps][incremental]")
{
    randomSequences(bundled("millbrook.map.xml"), 200, 3, 40, 60);
}

TEST_CASE("incremental update equals a fresh analysis and scene on a generated board", "[maps][incremental]")
{
    // The bundled boards' sequences are the ones that must raise level-ambiguous
    // findings: on this board the clang (sanitizer) build's sequences raised
    // none while the gcc build's did; every equality check passed in both.
    randomSequences(generated(30, 24, 5), 300, 2, 30, 60, false);
}

namespace {

/// An empty 12 x 10 board with the bundled FF catalog (flat-top, odd
/// parity: hex (c, r) has its centre at (3c, 2r + (c & 1))).
Board emptyBoard()
{
    Board b = generated(12, 10, 1);
    b.map.features.clear();
    return b;
}

Feature area(const std::string& id, const std::string& terrain, Ring outer)
{
    Feature f;
    f.id = id;
    f.terrain = terrain;
    f.area.outer = std::move(outer);
    return f;
}

/// The delta of a feature just appended to the map: its box, old indices kept.
MapDelta appended(const Map& m)
{
    MapDelta d;
    d.regions.push_back(featureBox(m.features.back()));
    for (std::size_t i = 0; i + 1 < m.features.size(); ++i) d.featureRemap.push_back(int(i));
    return d;
}

} // namespace

TEST_CASE("a level area's change moves a building standing on it far from the edited vertex", "[maps][incremental]")
{
    // hill-2 triangle (0,0) (30,0) (0,18); a building at u 20..21, v 2..3 is
    // inside it, so it stands at level 2 [24.5]. Moving the vertex (0,18) to
    // (0,2) leaves the building outside the hill (at (20,2) the edge from
    // (30,0) to (0,2) has v = 2/3): level 0 — the moved vertex is 20 lattice
    // units from the building.
    Editing e(emptyBoard(), 2);
    e.board.map.features.push_back(area("ridge", "hill-2", {{0, 0}, {30, 0}, {0, 18}}));
    e.board.map.features.push_back(area("barn", "building", {{20, 2}, {21, 2}, {21, 3}, {20, 3}}));
    MapDelta everything;
    everything.everything = true;
    e.apply(everything, 20);
    CHECK(e.analysis->featureLevel(1) == 2);
    Feature& ridge = e.board.map.features[0];
    MapDelta move;
    move.regions.push_back(featureBox(ridge));
    ridge.area.outer[2] = {0, 2};
    move.regions.push_back(featureBox(ridge));
    e.apply(move, 100);
    CHECK(e.analysis->featureLevel(1) == 0);
    const auto& art = e.scene.artwork();
    const auto barn = std::find_if(art.begin(), art.end(), [](const auto& a) { return a.id == "barn"; });
    REQUIRE(barn != art.end());
    CHECK(barn->level == 0);
}

TEST_CASE("a road moved onto a building opens it, and deleting the first feature renumbers all", "[maps][incremental]")
{
    // [FF 24.8] a corridor that meets an obstacle sets its roadOpens. The
    // road from (0, 10) to (30, 10), 1/2 wide, misses the building at
    // v 12..13 until its end vertex moves to (30, 14) (at u = 15 the centre
    // line is at v = 12, inside the building).
    Editing e(emptyBoard(), 3);
    e.board.map.features.push_back(area("house", "building", {{14, 12}, {16, 12}, {16, 13}, {14, 13}}));
    Feature road;
    road.id = "lane";
    road.terrain = "road";
    road.shape = FeatureShape::Line;
    road.width = 0.5;
    road.path = {{0, 10}, {30, 10}};
    e.board.map.features.push_back(road);
    MapDelta everything;
    everything.everything = true;
    e.apply(everything, 20);
    auto house = [&] { return e.scene.artwork()[0]; };
    REQUIRE(house().id == "house");
    CHECK_FALSE(house().roadOpens);
    Feature& lane = e.board.map.features[1];
    MapDelta move;
    move.regions.push_back(featureBox(lane));
    lane.path[1] = {30, 14};
    move.regions.push_back(featureBox(lane));
    e.apply(move, 100);
    CHECK(house().roadOpens);
    // Delete "house", the first feature: every index moves down by one.
    MapDelta del;
    del.regions.push_back(featureBox(e.board.map.features[0]));
    del.featureRemap = {-1, 0};
    e.board.map.features.erase(e.board.map.features.begin());
    e.apply(del, 100);
    CHECK(e.analysis->map().features.size() == 1);
    CHECK(e.scene.artwork().front().role == geometry::los::ArtworkRole::RoadCorridor);
}

TEST_CASE("painting hexes on the map edge updates terrain type and scene", "[maps][incremental]")
{
    Editing e(emptyBoard(), 4);
    for (const OffsetCoord h : {OffsetCoord{0, 0}, OffsetCoord{11, 9}, OffsetCoord{0, 9}}) {
        HexTerrain t;
        t.hex = h;
        t.terrain = "woods";
        e.board.map.hexTerrain.push_back(t);
        MapDelta paint;
        paint.regions.push_back(hexBox(e.board.map, h));
        e.apply(paint, 50);
        CHECK(e.analysis->hex(h).terrainType == "woods");
        CHECK(e.analysis->lastUpdate().hexes <= 16); // that hex and those near it only
    }
}

TEST_CASE("an edit that makes the map too complex, and the one that undoes it", "[maps][incremental]")
{
    // A stream zig-zagging across the whole 12 x 10 board 20,000 times: each
    // segment's box covers all 120 hexes, 2.4 million in all, over
    // kMaxFeatureHexLoad (2,000,000): map-too-complex, every hex plain.
    Editing e(emptyBoard(), 5);
    e.board.map.features.push_back(area("barn", "building", {{20, 2}, {21, 2}, {21, 3}, {20, 3}}));
    MapDelta everything;
    everything.everything = true;
    e.apply(everything, 10);
    Feature stream;
    stream.id = "braided";
    stream.terrain = "stream";
    stream.shape = FeatureShape::Line;
    for (int k = 0; k <= 20000; ++k) stream.path.push_back({k % 2 ? 34.0 : -1.0, k % 2 ? 21.0 : -1.0});
    e.board.map.features.push_back(stream);
    e.apply(appended(e.board.map), 10);
    REQUIRE(!e.analysis->findings().empty());
    CHECK(e.analysis->findings().back().code == "map-too-complex");
    CHECK(e.analysis->hex({7, 1}).terrainType == "open-ground"); // the barn's hex, plain now
    MapDelta del;
    del.regions.push_back(featureBox(e.board.map.features[1]));
    del.featureRemap = {0, -1};
    e.board.map.features.pop_back();
    e.apply(del, 10);
    CHECK(e.analysis->findings().empty());
    CHECK(e.analysis->hex({7, 1}).terrainType == "building");
}
