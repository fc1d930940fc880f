// Writes the files the editor is timed on through its window (issue 28;
// docs/performance.md, "Through the window"):
//   speed_files DIR
// writes DIR/generated.map.xml, the 150 x 134 (20,100-hex) board of
// generated_board.h with the FF sample catalog (an absolute href), and
// DIR/table40.table.xml, the Hedgerows table (maps/tables) with seeded pieces
// added to 40 in all, each clear of the other pieces and of every team's base.
// Built with the benchmarks only (scripts/run does not build it).

#include "formats/map/map_format.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "generated_board.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <random>

using namespace crestline;
namespace fs = std::filesystem;
namespace tt = geometry::los::tabletop;

namespace {

struct Box {
    tt::Thou x0, y0, x1, y1;
    bool meets(const Box& o, tt::Thou gap) const { return x0 - gap < o.x1 && o.x0 - gap < x1 && y0 - gap < o.y1 && o.y0 - gap < y1; }
};

Box boxOf(const tt::Polygon& p)
{
    Box b{p.front().x, p.front().y, p.front().x, p.front().y};
    for (const auto& q : p) b = {std::min(b.x0, q.x), std::min(b.y0, q.y), std::max(b.x1, q.x), std::max(b.y1, q.y)};
    return b;
}

/// Prints the errors among `findings`; true if there are none.
bool report(const Findings& findings, const fs::path& file)
{
    bool ok = true;
    for (const Finding& f : findings)
        if (f.severity >= Severity::Error) {
            std::cerr << file.string() << ": " << formatFinding(f) << "\n";
            ok = false;
        }
    return ok;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: speed_files DIR\n";
        return 2;
    }
    const fs::path dir = argv[1];
    fs::create_directories(dir);

    // The catalog beside the map (a reference outside the map's folder is a finding).
    for (const char* name : {"ff-sample.terrain.xml", "ff-core.terrain.xml"})
        fs::copy_file(fs::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs" / name, dir / name, fs::copy_options::overwrite_existing);
    maps::Map board = bench::generatedBoard();
    board.catalogHref = "ff-sample.terrain.xml";
    const fs::path mapFile = dir / "generated.map.xml";
    // The generator's blobs may fall wholly off the grid (an error the editor
    // refuses to open): those features are left out, the rest kept as made.
    for (int pass = 0;; ++pass) {
        if (!report(formats::writeMapFile(board, mapFile), mapFile)) return 1;
        const auto loaded = formats::loadMap(mapFile);
        std::vector<std::string> off;
        for (const Finding& f : loaded.findings)
            if (f.severity >= Severity::Error) off.push_back(f.where.feature);
        if (off.empty()) break;
        if (pass > 0 || std::count(off.begin(), off.end(), std::string()) > 0) return report(loaded.findings, mapFile), 1;
        std::erase_if(board.features, [&](const maps::Feature& f) { return std::find(off.begin(), off.end(), f.id) != off.end(); });
        std::cerr << mapFile.string() << ": left out " << off.size() << " features wholly off the grid\n";
    }

    const fs::path source = fs::path(CRESTLINE_SOURCE_DIR) / "maps/tables/hedgerows.table.xml";
    auto read = formats::readTableFile(source);
    if (!read.value) {
        report(read.findings, source);
        return 1;
    }
    maps::TabletopGame table = std::move(*read.value);
    table.id = "table40";
    table.name = "Hedgerows with 40 pieces";
    std::vector<Box> taken;
    for (const auto& p : table.pieces) taken.push_back(boxOf(p.outline));
    for (const auto& side : table.sides)
        for (const auto& unit : side.units)
            for (const auto& team : unit.teams)
                if (!team.base.empty()) taken.push_back(boxOf(team.base));
    std::mt19937 rng(2028);
    std::uniform_int_distribution<tt::Thou> size(1500, 6000), thin(250, 500);
    int next = 0;
    for (const auto& p : table.pieces) next = std::max(next, p.id);
    for (int tries = 0; table.pieces.size() < 40 && tries < 100000; ++tries) {
        const int k = next % 6;
        tt::Thou w = size(rng), h = size(rng);
        if (k == 3) h = thin(rng);       // wall, along x
        else if (k == 4) w = thin(rng);  // fence, along y
        else if (k == 2) w /= 2, h /= 2; // building
        const tt::Thou x = std::uniform_int_distribution<tt::Thou>(0, table.width - w)(rng);
        const tt::Thou y = std::uniform_int_distribution<tt::Thou>(0, table.depth - h)(rng);
        const Box b{x, y, x + w, y + h};
        if (std::any_of(taken.begin(), taken.end(), [&](const Box& t) { return b.meets(t, 500); })) continue;
        maps::TablePiece p;
        p.id = ++next;
        static const tt::PieceKind kinds[] = {tt::PieceKind::Forest, tt::PieceKind::Field, tt::PieceKind::Building,
                                              tt::PieceKind::Wall,   tt::PieceKind::Fence, tt::PieceKind::Smoke};
        p.kind = kinds[k];
        p.cover = k == 2 || k == 3 ? tt::Cover::Hard : k == 4 ? tt::Cover::None : tt::Cover::Soft;
        p.movement = k == 2 ? maps::Movement::VeryDifficult : k == 0 || k == 3 ? maps::Movement::Difficult : maps::Movement::Open;
        if (k == 3) p.height = 2000;
        if (k == 4) p.height = 500;
        p.outline = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
        table.pieces.push_back(std::move(p));
        taken.push_back(b);
    }
    if (table.pieces.size() != 40) {
        std::cerr << "could not place 40 pieces (" << table.pieces.size() << ")\n";
        return 1;
    }
    const fs::path tableFile = dir / "table40.table.xml";
    if (!report(formats::writeTableFile(table, tableFile), tableFile)) return 1;
    std::cout << mapFile.string() << "\n" << tableFile.string() << "\n";
    return 0;
}
