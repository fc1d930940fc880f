// The map edit commands on the bundled boards: each command's undo gives back
// the same XML byte for byte and its redo the same XML as its first doing; a
// drag of many moves is one undo step; the document's dirty mark, checks and
// derived facts follow the edits; a save writes what is shown.

#include "editor/edit/map_commands.h"
#include "editor/jobs/map_document.h"
#include "formats/map/map_format.h"
#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>

using namespace crestline;
using namespace crestline::edit;
using geometry::OffsetCoord;
using geometry::Point;

namespace {

std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

maps::Map board(const std::string& name)
{
    auto read = formats::readMapFile(source("maps/boards/" + name + ".map.xml"));
    REQUIRE(read.value);
    return *read.value;
}

int indexOf(const maps::Map& m, const std::string& id)
{
    for (std::size_t i = 0; i < m.features.size(); ++i)
        if (m.features[i].id == id) return int(i);
    FAIL("no feature " << id);
    return -1;
}

maps::Feature building(std::string id, double u, double v)
{
    maps::Feature f;
    f.id = std::move(id);
    f.terrain = "building";
    f.area.outer = {{u, v}, {u + 1.5, v}, {u + 1.5, v + 1.25}, {u, v + 1.25}};
    return f;
}

/// Applies, reverts and re-applies `cmd`: the XML after revert is the
/// original's, after the second apply the first apply's. Returns the XML after.
std::string roundTrip(maps::Map& m, std::unique_ptr<MapCommand> cmd)
{
    const std::string before = formats::writeMapText(m);
    cmd->apply(m);
    const std::string after = formats::writeMapText(m);
    cmd->revert(m);
    CHECK(formats::writeMapText(m) == before);
    cmd->apply(m);
    CHECK(formats::writeMapText(m) == after);
    cmd->revert(m);
    CHECK(formats::writeMapText(m) == before);
    return after;
}

} // namespace

TEST_CASE("Map commands: each one's undo restores the XML byte for byte, its redo repeats it", "[edit][commands]")
{
    for (const std::string name : {"ridge-farm", "millbrook"}) {
        INFO(name);
        maps::Map m = board(name);
        const int n = int(m.features.size());
        const std::string original = formats::writeMapText(m);

        std::string after = roundTrip(m, addFeature(building("shed", 20.25, 20.5)));
        CHECK(after.find("id=\"shed\"") != std::string::npos);
        CHECK(after.find("20.25,20.5 21.75,20.5 21.75,21.75 20.25,21.75") != std::string::npos);
        roundTrip(m, addFeature(building("first", 2.5, 2.5), 0));
        after = roundTrip(m, deleteFeature(0));
        CHECK(after.find("id=\"" + m.features[0].id + "\"") == std::string::npos);
        roundTrip(m, deleteFeature(n - 1));
        after = roundTrip(m, moveFeature(2, {0.5, -0.25}));
        const Point p0 = m.features[2].area.outer.empty() ? m.features[2].path[0] : m.features[2].area.outer[0];
        std::ostringstream moved;
        moved << (p0.u + 0.5) << ',' << (p0.v - 0.25);
        CHECK(after.find(moved.str()) != std::string::npos);
        roundTrip(m, setFeatureProperty(1, "label", "Renamed"));
        roundTrip(m, setFeatureProperty(1, "note", "new property"));
        roundTrip(m, moveVertex({1, -1, 0}, {0.125, 0.375}));
        roundTrip(m, insertVertex({1, -1, 1}, {3.5, 3.5}));
        roundTrip(m, deleteVertex({1, -1, 0}));
        roundTrip(m, addHole(indexOf(m, name == "ridge-farm" ? "ridge-1" : m.features[0].id), {{20, 5}, {21, 5}, {21, 6}}));
        maps::Feature changed = m.features[3];
        changed.terrain = "woods";
        changed.level = 2;
        roundTrip(m, replaceFeature(3, changed, "Change terrain"));
        after = roundTrip(m, paintHexes({{0, 0}, {1, 0}, {0, 0}}, "woods"));
        roundTrip(m, paintHexes({{0, 0}}, ""));
        roundTrip(m, setHexside({4, 4}, 1, "wall"));
        roundTrip(m, setHexside({4, 4}, 1, ""));
        roundTrip(m, setMarker({2, 2}, "observation-post", "german"));
        maps::Map header = m;
        header.name = "Renamed board";
        header.metresPerHex = 50;
        after = roundTrip(m, setMapHeader(header, "Map properties"));
        CHECK(after.find("name=\"Renamed board\"") != std::string::npos);
        CHECK(formats::writeMapText(m) == original);
    }
}

TEST_CASE("Map commands: painting and hexsides change exactly the hexes named", "[edit][commands]")
{
    maps::Map m = board("ridge-farm");
    m.hexTerrain.clear();
    m.hexsides.clear();
    auto paint = paintHexes({{3, 4}, {5, 6}, {3, 4}}, "woods");
    CHECK(paint->label() == "Paint woods");
    const maps::MapDelta d = paint->apply(m);
    REQUIRE(m.hexTerrain.size() == 2); // the repeated hex counts once
    CHECK(m.hexTerrain[0].hex == OffsetCoord{3, 4});
    CHECK(m.hexTerrain[1].hex == OffsetCoord{5, 6});
    CHECK(d.regions.size() == 2);
    CHECK(d.featureRemap.empty());
    // Hex (3, 4) of an odd-parity flat grid is centred at (9, 9): its box is +-2 around it.
    CHECK(d.regions[0].minU == 7);
    CHECK(d.regions[0].maxV == 11);

    // A hexside stored on the neighbour is the same hexside: setting it from
    // this side replaces that record instead of adding a second.
    // Flat-top sides run SE S SW NW N NE: side 4 (N) of (5, 5) is side 1 (S) of (5, 4).
    m.hexsides.push_back({{5, 5}, 4, "wall", {}, 7});
    const geometry::HexGrid grid(m.grid);
    REQUIRE(grid.neighbour({5, 5}, 4) == OffsetCoord{5, 4});
    auto side = setHexside({5, 4}, 1, "hedge");
    side->apply(m);
    REQUIRE(m.hexsides.size() == 1);
    CHECK(m.hexsides[0].hex == OffsetCoord{5, 4});
    CHECK(m.hexsides[0].side == 1);
    CHECK(m.hexsides[0].terrain == "hedge");
    side->revert(m);
    REQUIRE(m.hexsides.size() == 1);
    CHECK(m.hexsides[0].line == 7); // the original record, source line and all
}

TEST_CASE("Map commands: adding and deleting features renumber the others", "[edit][commands]")
{
    maps::Map m = board("ridge-farm");
    const int n = int(m.features.size());
    const maps::MapDelta add = addFeature(building("x", 1, 1), 2)->apply(m);
    REQUIRE(add.featureRemap.size() == std::size_t(n));
    CHECK(add.featureRemap[1] == 1);
    CHECK(add.featureRemap[2] == 3);
    CHECK(add.featureRemap[std::size_t(n - 1)] == n);
    const maps::MapDelta del = deleteFeature(0)->apply(m);
    REQUIRE(del.featureRemap.size() == std::size_t(n + 1));
    CHECK(del.featureRemap[0] == -1);
    CHECK(del.featureRemap[1] == 0);
    maps::MapDelta both = add;
    both.then(del);
    CHECK(both.featureRemap[0] == -1);
    CHECK(both.featureRemap[2] == 2); // 2 -> 3 -> 2
    CHECK(both.regions.size() == 2);
}

TEST_CASE("Command stack: a drag is one undo step, the clean mark follows undo and redo", "[edit][stack]")
{
    maps::Map m = board("ridge-farm");
    const std::string original = formats::writeMapText(m);
    const int barn = indexOf(m, "barn");
    MapCommandStack stack;
    CHECK(stack.isClean());
    for (int k = 1; k <= 5; ++k) stack.push(moveVertex({barn, -1, 0}, {28 + 0.25 * k, 14.25}), m, 7);
    CHECK(m.features[std::size_t(barn)].area.outer[0] == Point{29.25, 14.25});
    CHECK(stack.depth() == 1);
    CHECK(stack.undoLabel() == "Move vertex");
    CHECK_FALSE(stack.isClean());
    CHECK(stack.changeCount() == 5);
    // Another gesture, or another vertex in the same gesture, is a new step.
    stack.push(moveVertex({barn, -1, 1}, {29.75, 14.25}), m, 7);
    stack.push(moveVertex({barn, -1, 1}, {29.5, 14}), m, 8);
    CHECK(stack.depth() == 3);
    stack.undo(m);
    stack.undo(m);
    stack.undo(m);
    CHECK(formats::writeMapText(m) == original);
    CHECK(stack.isClean());
    CHECK(stack.redoLabel() == "Move vertex");
    stack.redo(m);
    CHECK(m.features[std::size_t(barn)].area.outer[0] == Point{29.25, 14.25});
    stack.markClean();
    // A push after an undo drops the redo branch; undoing past the save is dirty.
    stack.undo(m);
    CHECK_FALSE(stack.isClean());
    stack.push(paintHexes({{1, 1}}, "woods"), m);
    CHECK_FALSE(stack.canRedo());
    CHECK_FALSE(stack.isClean());
    // A gesture undone and pushed again starts a new step rather than merging.
    stack.push(moveVertex({barn, -1, 2}, {29.5, 16.5}), m, 9);
    stack.undo(m);
    stack.push(moveVertex({barn, -1, 2}, {29.5, 16.25}), m, 9);
    CHECK(stack.depth() == 2);
}

TEST_CASE("MapDocument: edits update the checks and the derived facts, save writes the edited map", "[edit][document]")
{
    auto doc = jobs::MapDocument::open(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(doc.loaded());
    REQUIRE_FALSE(doc.hasErrors());
    CHECK_FALSE(doc.isModified());
    const int barn = indexOf(doc.map(), "barn");
    const geometry::OffsetCoord far{1, 1};
    CHECK(doc.analysis().hex(far).terrainType != "building");

    // A bow-tie building is an error at once; undo takes it away.
    maps::Feature bow = building("bow", 3, 3);
    std::swap(bow.area.outer[2], bow.area.outer[3]);
    doc.execute(addFeature(bow));
    CHECK(doc.isModified());
    CHECK(doc.undoLabel() == "Add building");
    CHECK(doc.hasErrors());
    CHECK(std::any_of(doc.findings().begin(), doc.findings().end(),
                      [](const Finding& f) { return f.code == "self-intersecting-polygon" && f.where.feature == "bow"; }));
    doc.undo();
    CHECK_FALSE(doc.hasErrors());
    CHECK_FALSE(doc.isModified());

    // A building covering hex B2's centre (3, 3) makes it a building hex.
    doc.execute(addFeature(building("cover", 2.5, 2.5)));
    CHECK(doc.analysis().hex(far).terrainType == "building");
    doc.execute(moveFeature(int(doc.map().features.size()) - 1, {4, 0}));
    CHECK(doc.analysis().hex(far).terrainType != "building");
    doc.undo();
    CHECK(doc.analysis().hex(far).terrainType == "building");

    doc.execute(moveVertex({barn, -1, 0}, {27.75, 14.25}));
    doc.scene(); // built now, so the next edits update it in place
    doc.execute(paintHexes({{4, 4}}, "woods"));
    doc.execute(deleteFeature(0));
    doc.undo();
    // The facts updated in place are those of a fresh analysis of the same map.
    const maps::MapAnalysis fresh(doc.map(), doc.catalog());
    for (int i = 0; i < fresh.grid().count(); ++i) {
        const auto h = fresh.grid().fromIndex(i);
        INFO("hex " << h.col << "," << h.row);
        CHECK(doc.analysis().hex(h).level == fresh.hex(h).level);
        CHECK(doc.analysis().hex(h).terrainType == fresh.hex(h).terrainType);
        CHECK(doc.analysis().hex(h).crest == fresh.hex(h).crest);
        CHECK(doc.scene().hexLevel(h) == fresh.hex(h).level);
    }
    CHECK(doc.analysis().hex({4, 4}).terrainType == "woods");
    maps::BackgroundImage scan;
    scan.href = "scan.png"; // beside the board: maps/boards/scan.png
    scan.opacity = 0.5;
    doc.execute(setBackground(scan));
    const auto dir = std::filesystem::temp_directory_path() / "crestline-edit-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto saved = dir / "edited.map.xml";
    const Findings sf = doc.save(saved);
    CHECK_FALSE(hasErrors(sf));
    CHECK_FALSE(doc.isModified());
    CHECK(doc.file() == saved);
    // Saved elsewhere, the catalog reference still finds the catalog.
    auto again = jobs::MapDocument::open(saved);
    REQUIRE(again.loaded());
    CHECK_FALSE(again.hasErrors());
    CHECK(formats::writeMapText(again.map()) == formats::writeMapText(doc.map()));
    CHECK(again.map().catalogHref != "../catalogs/ff-sample.terrain.xml");
    // The background reference is rewritten the same way: it names the same file.
    REQUIRE(again.map().background);
    CHECK(std::filesystem::weakly_canonical(dir / again.map().background->href) ==
          std::filesystem::weakly_canonical(source("maps/boards/scan.png")));
    std::filesystem::remove_all(dir);
}

TEST_CASE("Map commands: random edit sequences undo to the original XML and redo to the final", "[edit][commands][property]")
{
    for (unsigned seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        maps::Map m = board(seed % 2 ? "ridge-farm" : "millbrook");
        const std::string original = formats::writeMapText(m);
        MapCommandStack stack;
        std::mt19937 rng(seed);
        auto pick = [&](int n) { return int(rng() % unsigned(std::max(n, 1))); };
        for (int step = 0; step < 60; ++step) {
            const int nf = int(m.features.size());
            const int f = pick(nf);
            const Point p{double(pick(160)) / 4, double(pick(120)) / 4};
            switch (pick(8)) {
            case 0: stack.push(addFeature(building("b" + std::to_string(step), p.u, p.v), pick(nf + 1)), m); break;
            case 1: if (nf > 1) stack.push(deleteFeature(f), m); break;
            case 2: stack.push(moveFeature(f, {0.25, -0.5}), m, 100 + std::uint64_t(step / 3)); break;
            case 3: stack.push(moveVertex({f, -1, 0}, p), m, 200 + std::uint64_t(step / 2)); break;
            case 4: stack.push(insertVertex({f, -1, 1}, p), m); break;
            case 5: stack.push(paintHexes({{pick(20), pick(15)}, {pick(20), pick(15)}}, pick(2) ? "woods" : ""), m); break;
            case 6: stack.push(setHexside({pick(20), pick(15)}, pick(6), pick(2) ? "wall" : ""), m); break;
            default: stack.push(setFeatureProperty(f, "note", std::to_string(step)), m); break;
            }
        }
        const std::string final = formats::writeMapText(m);
        while (stack.canUndo()) stack.undo(m);
        CHECK(formats::writeMapText(m) == original);
        while (stack.canRedo()) stack.redo(m);
        CHECK(formats::writeMapText(m) == final);
    }
}
