// File kinds (editor/jobs/file_kinds.h): every bundled sample is opened as
// the kind its root names, once; the root is sniffed past a declaration,
// comments and a DOCTYPE; a start tag that does not end within the sniffed
// prefix, a file that is not XML, a directory or a FIFO are refused naming
// the file; an unknown root names itself and the kinds read.

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/session.h"
#include "editor/jobs/vassal_jobs_scenario.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

using namespace crestline;
using namespace crestline::jobs;
namespace fs = std::filesystem;

namespace {

fs::path source(const std::string& rel) { return fs::path(CRESTLINE_SOURCE_DIR) / rel; }

struct Scratch {
    fs::path dir = fs::temp_directory_path() / ("crestline-kinds-" + std::to_string(::getpid()));
    Scratch() { fs::create_directories(dir); }
    ~Scratch() { fs::remove_all(dir); }
    fs::path file(const std::string& name, const std::string& content) const
    {
        std::ofstream(dir / name, std::ios::binary) << content;
        return dir / name;
    }
};

std::string kindOf(const fs::path& file)
{
    const OpenedDocument opened = openDocument(file);
    return opened.document ? opened.document->kind() : "none: " + opened.problem;
}

bool hasCode(const Findings& findings, const std::string& code)
{
    for (const Finding& f : findings)
        if (f.code == code) return true;
    return false;
}

} // namespace

TEST_CASE("file kinds: every bundled sample opens as the kind of its root", "[jobs][kinds]")
{
    CHECK(kindOf(source("maps/boards/ridge-farm.map.xml")) == "hex-map");
    CHECK(kindOf(source("maps/boards/aldenfeld.map.xml")) == "hex-map");   // gts
    CHECK(kindOf(source("maps/boards/kleinbach.map.xml")) == "hex-map");   // coh
    CHECK(kindOf(source("maps/boards/mission1.map.xml")) == "card-map");   // <map system="fof">
    CHECK(kindOf(source("maps/catalogs/fof-normandy-sample.deck.xml")) == "fof-deck");
    CHECK(kindOf(source("maps/catalogs/ff-core.terrain.xml")) == "terrain-catalog");
    CHECK(kindOf(source("maps/catalogs/coh.terrain.xml")) == "terrain-catalog"); // its root follows a long comment
    CHECK(kindOf(source("maps/tables/hedgerows.table.xml")) == "table");
    CHECK(kindOf(source("scenarios/library/hold-the-ridge.scenario.xml")) == "scenario");
    CHECK(kindOf(source("scenarios/library/aldenfeld-crossing.scenario.xml")) == "gts-scenario");
    CHECK(kindOf(source("scenarios/library/kleinbach-crossroads.scenario.xml")) == "coh-scenario");
    CHECK(kindOf(source("scenarios/library/mission1-trevieres.scenario.xml")) == "fof-mission");
    CHECK(kindOf(source("scenarios/library/hold-the-ridge.german.owner.setup.xml")) == "sighting-setup");
    CHECK(kindOf(source("scenarios/library/kleinbach-crossroads.de.owner.hidden.xml")) == "coh-hidden-setup");
    CHECK(kindOf(source("scenarios/library/kleinbach-round2.position.xml")) == "coh-position");
}

TEST_CASE("file kinds: the opened document carries the reader's findings", "[jobs][kinds]")
{
    const OpenedDocument opened = openDocument(source("maps/boards/mission1.map.xml"));
    REQUIRE(opened.document);
    CHECK(opened.document->loaded());
    CHECK_FALSE(hasCode(opened.findings, "fof-card-map")); // not read by the hex reader first
    const OpenedDocument hex = openDocument(source("maps/boards/ridge-farm.map.xml"));
    REQUIRE(hex.document);
    REQUIRE(as<MapDocument>(*hex.document));
    CHECK(as<MapDocument>(*hex.document)->map().id == "ridge-farm");
}

TEST_CASE("file kinds: the root is found past a declaration, comments and a DOCTYPE", "[jobs][kinds]")
{
    Scratch s;
    const RootSniff a = sniffRoot(s.file("a.xml", "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- <map> -->\n<!DOCTYPE x [ <!ENTITY e \">\"> ]>\n"
                                                  "<scenario version='1' system='gts' id=\"a>b\">"));
    CHECK(a.read());
    CHECK(a.root == "scenario");
    CHECK(a.system == "gts");
    const RootSniff b = sniffRoot(s.file("b.xml", "<fof-deck version=\"1\"/>"));
    CHECK(b.root == "fof-deck");
    CHECK(b.system.empty());
}

TEST_CASE("file kinds: a root start tag must end within the sniffed prefix", "[jobs][kinds]")
{
    Scratch s;
    // Ends exactly at the last byte of the prefix: read.
    std::string head = "<map system=\"fof\" note=\"";
    const std::string tail = "\">";
    std::string fits = head + std::string(kSniffBytes - head.size() - tail.size(), 'x') + tail;
    REQUIRE(fits.size() == kSniffBytes);
    const RootSniff ok = sniffRoot(s.file("fits.xml", fits + "<cards/></map>"));
    CHECK(ok.read());
    CHECK(ok.system == "fof");
    // One byte more: refused, naming the limit.
    std::string over = head + std::string(kSniffBytes - head.size() - tail.size() + 1, 'x') + tail;
    const RootSniff no = sniffRoot(s.file("over.xml", over + "</map>"));
    REQUIRE_FALSE(no.read());
    CHECK(no.findings.front().code == "wrong-root");
    CHECK(no.findings.front().message.find("64 KiB") != std::string::npos);
}

TEST_CASE("file kinds: unreadable files and unknown roots are refused naming the file", "[jobs][kinds]")
{
    Scratch s;
    const OpenedDocument text = openDocument(s.file("t.xml", "hello"));
    CHECK(text.outcome == Outcome::BadInput);
    CHECK(hasCode(text.findings, "xml-malformed"));
    const OpenedDocument empty = openDocument(s.file("e.xml", "<!-- only a comment -->"));
    CHECK(empty.outcome == Outcome::BadInput);
    CHECK(hasCode(empty.findings, "xml-malformed"));
    const OpenedDocument missing = openDocument(s.dir / "no-such.xml");
    CHECK(hasCode(missing.findings, "file-unreadable"));
    const OpenedDocument dir = openDocument(s.dir);
    CHECK(hasCode(dir.findings, "file-unreadable"));
    const fs::path fifo = s.dir / "fifo.xml";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const OpenedDocument pipe = openDocument(fifo); // never waited on
    CHECK(hasCode(pipe.findings, "file-unreadable"));

    const fs::path other = s.file("o.xml", "<campaign system=\"ff\"/>");
    const OpenedDocument unknown = openDocument(other);
    CHECK(unknown.outcome == Outcome::BadInput);
    CHECK_FALSE(unknown.document);
    CHECK(unknown.problem.find(other.string()) != std::string::npos);
    CHECK(unknown.problem.find("<campaign system=\"ff\">") != std::string::npos);
    CHECK(unknown.problem.find("hex map (<map>)") != std::string::npos);
    CHECK(unknown.problem.find("Fields of Fire card map (<map system=\"fof\">)") != std::string::npos);
}

TEST_CASE("file kinds: a root and system is read by one kind only", "[jobs][kinds]")
{
    FileKindRegistry r;
    registerFileKinds(r);
    CHECK(r.find("map", "fof")->id == "card-map");
    CHECK(r.find("map", "ff")->id == "hex-map");
    CHECK(r.find("map", "")->id == "hex-map");
    CHECK(r.find("scenario", "coh")->id == "coh-scenario");
    CHECK(r.find("scenario", "ff")->id == "scenario");
    CHECK(r.find("nothing", "") == nullptr);
    CHECK_THROWS_AS(r.add({"card-map2", "again", "map", "fof", {}}), std::logic_error);
    CHECK_THROWS_AS(r.add({"hex-map", "again", "other", "", {}}), std::logic_error);
}

TEST_CASE("file kinds: the Export menu's exports of each kind write what the command line's job writes", "[jobs][kinds][export]")
{
    // Which kinds bring exports (the editor's menu lists them) was decided by
    // hand: the scenarios of their own kind their JSON and sheet (a FoF
    // mission also its map with marks), card maps and tables a picture.
    auto ids = [](const std::string& kind) {
        std::string out;
        for (const KindExport& e : fileKinds().byId(kind)->exports) out += (out.empty() ? "" : " ") + e.id;
        return out;
    };
    CHECK(ids("gts-scenario") == "json sheet");
    CHECK(ids("coh-scenario") == "json sheet");
    CHECK(ids("fof-mission") == "json sheet picture");
    CHECK(ids("card-map") == "picture");
    CHECK(ids("table") == "picture");
    CHECK(ids("hex-map").empty()); // the menu's own Map image
    CHECK(ids("scenario").empty()); // the menu's own scenario items

    Scratch scratch;
    const std::pair<const char*, const char*> samples[] = {
        {"scenarios/library/aldenfeld-crossing.scenario.xml", "gts"}, {"scenarios/library/kleinbach-crossroads.scenario.xml", "coh"},
        {"scenarios/library/mission1-trevieres.scenario.xml", "fof"}, {"maps/boards/mission1.map.xml", "cards"},
        {"maps/tables/hedgerows.table.xml", "table"}};
    for (const auto& [file, name] : samples) {
        OpenedDocument opened = openDocument(source(file));
        REQUIRE(opened.document);
        for (const KindExport& e : opened.kind->exports) {
            INFO(file << " export " << e.id);
            const std::string suffix = e.id == "json" ? ".json" : e.id == "sheet" ? ".pdf" : ".png";
            const fs::path out = scratch.dir / (std::string(name) + "-" + e.id + suffix);
            const JobReport r = e.write(*opened.document, out);
            CHECK(r.done());
            REQUIRE(fs::exists(out));
            std::ifstream in(out, std::ios::binary);
            std::string head(8, '\0');
            in.read(head.data(), 8);
            if (e.id == "json") CHECK(head.front() == '{');
            else if (e.id == "sheet") CHECK(head.substr(0, 5) == "%PDF-");
            else CHECK(head == "\x89PNG\r\n\x1a\n");
        }
    }
}

TEST_CASE("file kinds: a kind's export of a file with errors is refused and writes nothing", "[jobs][kinds][export]")
{
    Scratch scratch;
    // Hedgerows with its first piece written twice: a second piece of id 1 is an error of the table.
    std::ifstream in(source("maps/tables/hedgerows.table.xml"), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto from = text.find("<piece id=\"1\"");
    const auto to = text.find("</piece>", from);
    REQUIRE(to != std::string::npos);
    const std::string piece = text.substr(from, to + 8 - from);
    const fs::path bad = scratch.file("bad.table.xml", text.substr(0, to + 8) + "\n  " + piece + text.substr(to + 8));
    OpenedDocument opened = openDocument(bad);
    REQUIRE(opened.document);
    const fs::path out = scratch.dir / "never.png";
    const JobReport r = opened.kind->exports.at(0).write(*opened.document, out);
    CHECK_FALSE(r.done());
    CHECK_FALSE(fs::exists(out));
}

TEST_CASE("file kinds: each kind carries its session ops and VASSAL source, and the session and vassal read them there", "[jobs][kinds]")
{
    // What serve and vassal took before the two were fields of the kind: los,
    // viewshed and matrix on hex maps, card maps and tables; fire and
    // concealed on tables only; a module of FF's (and any system's) scenario,
    // GTS's and CoH's read into hex boards, card maps, missions and tables
    // written by their own kind.
    const auto ids = [](const std::vector<const FileKind*>& kinds) {
        std::vector<std::string> out;
        for (const FileKind* k : kinds) out.push_back(k->id);
        return out;
    };
    const std::vector<std::string> grids{"hex-map", "card-map", "table"};
    for (const char* op : {"los", "viewshed", "matrix"}) CHECK(ids(sessionOps().kindsOf(op)) == grids);
    CHECK(ids(sessionOps().kindsOf("fire")) == std::vector<std::string>{"table"});
    CHECK(ids(sessionOps().kindsOf("concealed")) == std::vector<std::string>{"table"});
    CHECK(sessionOps().names() == std::vector<std::string>{"concealed", "fire", "los", "matrix", "viewshed"});
    REQUIRE(sessionOps().find("fire", "table"));
    CHECK(sessionOps().find("fire", "table")->keys == std::vector<std::string>{"firer", "target", "weapon"});
    CHECK(sessionOps().find("fire", "hex-map") == nullptr);
    CHECK(fileKinds().byId("table")->sessionOps.size() == 5);
    CHECK(fileKinds().byId("coh-scenario")->sessionOps.empty());

    std::vector<std::string> read, written;
    for (const VassalScenarioSource& s : vassalScenarioSources()) {
        CHECK(bool(s.read) != bool(s.write)); // one or the other
        (s.read ? read : written).push_back(s.kind);
    }
    CHECK(read == std::vector<std::string>{"scenario", "gts-scenario", "coh-scenario"});
    CHECK(written == std::vector<std::string>{"card-map", "fof-mission", "table"});
    CHECK(vassalScenarioSource("hex-map") == nullptr); // the bare map's module is its own job
    CHECK(vassalScenarioSource("coh-hidden-setup") == nullptr);
}
