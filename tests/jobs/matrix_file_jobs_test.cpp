// The matrix file jobs (editor/jobs/matrix_file_jobs.h) on a copy of the
// sample CoH board Kleinbach (13 x 10 = 130 hexes, 130 * 129 / 2 = 8,385
// pairs) and of Millbrook (ff, whose catalog includes ff-core): the file's
// size by hand, queries equal to `los` and `viewshed`, a stale map, catalog
// or included catalog refused naming what changed, --map for a moved map.

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/matrix_file_jobs.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

namespace {

fs::path source(const std::string& rel) { return fs::path(CRESTLINE_SOURCE_DIR) / rel; }

/// A folder like the source's maps/: boards/NAME.map.xml and catalogs/*.
struct Copy {
    fs::path root;
    explicit Copy(const std::string& board)
    {
        root = fs::temp_directory_path() / ("crestline-matrix-jobs-" + std::to_string(std::random_device{}()));
        fs::create_directories(root / "boards");
        fs::create_directories(root / "out");
        fs::copy(source("maps/catalogs"), root / "catalogs", fs::copy_options::recursive);
        fs::copy_file(source("maps/boards/" + board + ".map.xml"), root / "boards" / (board + ".map.xml"));
    }
    ~Copy() { fs::remove_all(root); }
};

void appendTo(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::app) << text; }

} // namespace

TEST_CASE("matrix file job: Kleinbach's file is the header and 8,385 cells, every queried pair equals los", "[jobs][matrix]")
{
    Copy copy("kleinbach");
    const fs::path map = copy.root / "boards" / "kleinbach.map.xml", out = copy.root / "out" / "k.clmx";
    const auto doc = MapDocument::open(map);
    REQUIRE_FALSE(doc.hasErrors());
    std::int64_t lastDone = -1, lastTotal = -1;
    int calls = 0;
    MatrixOptions options{out, 2};
    options.progress = [&](std::int64_t done, std::int64_t total) {
        CHECK(done >= lastDone); // the last row of a reciprocal matrix is empty
        lastDone = done;
        lastTotal = total;
        ++calls;
    };
    const MatrixResult r = writeMatrix(doc, options);
    REQUIRE(r.done());
    CHECK(r.hexes == 130);
    CHECK(r.pairs == 8385);
    CHECK_FALSE(r.full);
    CHECK(calls == 130); // one call a row, the last row empty
    CHECK(lastDone == 8385);
    CHECK(lastTotal == 8385);
    // Header: 104 + 5 * 2 + "coh" 3 + map id + "../boards/kleinbach.map.xml" 27
    // + "../catalogs/coh.terrain.xml" 27 + "" 0; then the cells.
    const std::uint64_t header = 104 + 10 + 3 + doc.map().id.size() + 27 + 27;
    CHECK(r.fileBytes == header + 8385);
    CHECK(fs::file_size(out) == header + 8385);

    std::mt19937 rng(30);
    for (int k = 0; k < 150; ++k) {
        const int i = int(rng() % 130), j = int(rng() % 130);
        if (i == j) continue;
        const auto& g = doc.grid();
        const std::string from = g.label(g.fromIndex(i)), to = g.label(g.fromIndex(j));
        const auto q = queryMatrix({out, from, to});
        REQUIRE(q.done());
        LosOptions lo;
        lo.from = from;
        lo.to = to;
        const auto los = ruleLos(doc, lo);
        REQUIRE(los.ruling);
        CHECK(q.cell.verdict() == los.ruling->verdict);
        CHECK(q.cell.hindrance() == std::min(los.ruling->hindrance, 63));
        CHECK(q.header.system == "coh");
        CHECK(q.header.mapPath == "../boards/kleinbach.map.xml");
    }
    ViewshedOptions vo;
    vo.from = "0505";
    const auto view = viewshedOf(doc, vo);
    REQUIRE(view.view);
    const auto q = queryMatrix({out, "0505", ""});
    REQUIRE(q.done());
    REQUIRE(q.cells.size() == 129);
    for (const auto& [label, cell] : q.cells) {
        std::string problem;
        const auto hex = parseHex(doc.grid(), label, problem);
        REQUIRE(hex);
        CHECK(cell == view.view->cells[std::size_t(doc.grid().index(*hex))]);
    }
}

TEST_CASE("matrix file job: a changed map or catalog (an included one too) is refused by name, --map finds a moved map", "[jobs][matrix]")
{
    Copy copy("millbrook");
    const fs::path map = copy.root / "boards" / "millbrook.map.xml", out = copy.root / "out" / "m.clmx";
    {
        const auto doc = MapDocument::open(map);
        REQUIRE_FALSE(doc.hasErrors());
        MatrixOptions options{out, 2, {"J8"}};
        REQUIRE(writeMatrix(doc, options).done());
    }
    auto q = queryMatrix({out, "A1", "B2"});
    REQUIRE(q.done());
    CHECK(q.header.play == "--smoke J8");
    CHECK(q.header.catalogPath == "../catalogs/ff-sample.terrain.xml");

    // The map moved: refused naming the path recorded, then found with --map.
    fs::rename(map, copy.root / "moved.map.xml");
    q = queryMatrix({out, "A1", "B2"});
    CHECK(q.outcome == Outcome::BadInput);
    CHECK(q.problem.find("its map cannot be read") != std::string::npos);
    CHECK(q.problem.find("millbrook.map.xml") != std::string::npos);
    CHECK(q.problem.find("--map") != std::string::npos);
    // Moved into another folder, the catalog href no longer reaches the catalog.
    q = queryMatrix({out, "A1", "B2", copy.root / "moved.map.xml"});
    CHECK(q.outcome == Outcome::BadInput);
    CHECK(q.problem.find("the catalog of its map cannot be read") != std::string::npos);
    fs::rename(copy.root / "moved.map.xml", copy.root / "boards" / "moved.map.xml");
    CHECK(queryMatrix({out, "A1", "B2", copy.root / "boards" / "moved.map.xml"}).done());
    fs::rename(copy.root / "boards" / "moved.map.xml", map);

    // An included catalog changed (a comment is enough: the bytes are hashed).
    const fs::path core = copy.root / "catalogs" / "ff-core.terrain.xml";
    const std::string coreBytes = [&] {
        std::ifstream in(core, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    }();
    appendTo(core, "<!-- edited -->\n");
    q = queryMatrix({out, "A1", "B2"});
    CHECK(q.outcome == Outcome::BadInput);
    CHECK(q.problem.find("is stale: the terrain catalog of") != std::string::npos);
    CHECK(q.problem.find("ff-core.terrain.xml") != std::string::npos);
    std::ofstream(core, std::ios::binary | std::ios::trunc) << coreBytes;
    CHECK(queryMatrix({out, "A1", "B2"}).done());

    // The map changed.
    appendTo(map, "\n");
    q = queryMatrix({out, "A1", "B2"});
    CHECK(q.outcome == Outcome::BadInput);
    CHECK(q.problem.find("is stale: the map") != std::string::npos);
    CHECK(q.problem.find("millbrook.map.xml changed") != std::string::npos);
    CHECK(q.problem.find("its catalog") == std::string::npos);
}

TEST_CASE("matrix file job: a CSV keeps its 5,000-hex limit, a .clmx output has none", "[jobs][matrix]")
{
    CHECK(isMatrixFile("a/b.clmx"));
    CHECK_FALSE(isMatrixFile("a/b.csv"));
    CHECK_FALSE(isMatrixFile("a/clmx"));
    PlayText play;
    play.barrage = {"0504:heavy"};
    play.weather = "fog";
    play.purpose = "spot";
    play.night = true;
    play.attack = "mortar";
    CHECK(playFlags({"J8", "K9:2"}, play) ==
          "--smoke J8 --smoke K9:2 --barrage 0504:heavy --weather fog --night --purpose spot --attack mortar");
}
