// Hostile input for the map and catalog readers and the file references
// (tests/formats/data/hostile; files that cannot be committed -- FIFOs,
// symbolic links, long include chains, a secret beside the map -- are made
// in a fresh temporary folder). Each case asserts exact codes and lines.

#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace crestline;
using namespace crestline::formats;
namespace fs = std::filesystem;

namespace {

fs::path hostileDir() { return fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data/hostile"; }

std::string describe(const Findings& fs)
{
    std::string out;
    for (const Finding& f : fs) out += formatFinding(f) + "\n";
    return out;
}

/// The findings with `code`.
std::vector<Finding> withCode(const Findings& findings, std::string_view code)
{
    std::vector<Finding> out;
    std::copy_if(findings.begin(), findings.end(), std::back_inserter(out), [&](const Finding& f) { return f.code == code; });
    return out;
}

/// A fresh, empty temporary folder for one test.
fs::path freshDir(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("crestline-hostile-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

void writeText(const fs::path& file, const std::string& text)
{
    std::ofstream out(file, std::ios::binary);
    out << text;
}

/// A small valid map whose <catalog> (line 3) names `href`.
std::string mapWithCatalog(const std::string& href)
{
    return "<?xml version=\"1.0\"?>\n"
           "<map version=\"1\" id=\"m\" name=\"M\" system=\"ff\">\n"
           "  <catalog href=\"" + href + "\"/>\n"
           "  <grid orientation=\"flat\" parity=\"odd\" columns=\"4\" rows=\"3\" hex-size=\"60\">\n"
           "    <labels scheme=\"letter-number\"/>\n"
           "  </grid>\n"
           "</map>\n";
}

/// A catalog with one terrain `id`, including `include` (line 3) unless empty.
std::string catalogIncluding(const std::string& id, const std::string& include)
{
    return "<?xml version=\"1.0\"?>\n"
           "<terrain-catalog version=\"1\" system=\"ff\" name=\"" + id + "\">\n" +
           (include.empty() ? std::string("\n") : "  <include href=\"" + include + "\"/>\n") +
           "  <terrain id=\"" + id + "\" name=\"" + id + "\" kind=\"feature\" los=\"clear\"/>\n"
           "</terrain-catalog>\n";
}

} // namespace

TEST_CASE("hostile: a terrain-name typo is an unknown-terrain error on its feature's line", "[formats][hostile]")
{
    const auto r = loadMap(hostileDir() / "terrain-typo.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "unknown-terrain");
    CHECK(r.findings[0].severity == Severity::Error); // an error, so nothing rules on the map
    CHECK(r.findings[0].where.line == 9);
    CHECK(r.findings[0].where.feature == "copse");
    CHECK(r.findings[0].message.find("'wods'") != std::string::npos);
}

TEST_CASE("hostile: a NaN coordinate drops its area with a bad-points error on its line", "[formats][hostile]")
{
    const auto r = loadMap(hostileDir() / "nan-coordinate.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "bad-points");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.line == 10);
    CHECK(r.findings[0].message.find("'nan,1'") != std::string::npos);
    CHECK(r.value->map.features.empty()); // dropped, and the error says so: hasErrors
    CHECK(hasErrors(r.findings));
}

TEST_CASE("hostile: misspelt names are errors with their line and the nearest known name", "[formats][hostile][extras]")
{
    const auto r = readMapFile(hostileDir() / "misspelt-names.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 3);
    const auto elements = withCode(r.findings, "unknown-element");
    const auto attributes = withCode(r.findings, "unknown-attribute");
    REQUIRE(elements.size() == 2);
    REQUIRE(attributes.size() == 1);
    // <aera>: two edits from <area>.
    CHECK(elements[0].where.line == 9);
    CHECK(elements[0].message.find("<aera>") != std::string::npos);
    CHECK(elements[0].message.find("did you mean <area>?") != std::string::npos);
    // levle: two edits (a swap) from level.
    CHECK(attributes[0].where.line == 12);
    CHECK(attributes[0].message.find("'levle'") != std::string::npos);
    CHECK(attributes[0].message.find("did you mean 'level'?") != std::string::npos);
    // <zzqqxx>: nothing known is near: no suggestion.
    CHECK(elements[1].where.line == 15);
    CHECK(elements[1].message.find("did you mean") == std::string::npos);
    // The misspelt area is gone, the one with a misspelt attribute is kept without a level.
    REQUIRE(r.value->features.size() == 1);
    CHECK(r.value->features[0].id == "knoll");
    CHECK_FALSE(r.value->features[0].level.has_value());
}

TEST_CASE("hostile: a catalog on /dev/zero is refused at once, named, and said to be outside", "[formats][hostile][reference]")
{
    const auto r = loadMap(hostileDir() / "catalog-dev-zero.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].code == "reference-outside");
    CHECK(r.findings[0].severity == Severity::Warning);
    CHECK(r.findings[0].where.line == 4);
    CHECK(r.findings[0].message.find("/dev/zero") != std::string::npos);
    CHECK(r.findings[1].code == "file-unreadable");
    CHECK(r.findings[1].severity == Severity::Error);
    CHECK(r.findings[1].message.find("not a regular file") != std::string::npos);
}

TEST_CASE("hostile: a FIFO is refused without waiting for a writer", "[formats][hostile][reference]")
{
    const fs::path dir = freshDir("fifo");
    REQUIRE(::mkfifo((dir / "pipe.terrain.xml").c_str(), 0600) == 0);
    std::string error;
    CHECK_FALSE(readWholeFile(dir / "pipe.terrain.xml", &error)); // a blocking open would hang here
    CHECK(error.find("not a regular file") != std::string::npos);

    writeText(dir / "m.map.xml", mapWithCatalog("pipe.terrain.xml"));
    const auto r = loadMap(dir / "m.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1); // inside the map's folder: no reference-outside
    CHECK(r.findings[0].code == "file-unreadable");
    CHECK(r.findings[0].severity == Severity::Error);
    fs::remove_all(dir);
}

TEST_CASE("hostile: a symbolic link to a device is refused on the opened file", "[formats][hostile][reference]")
{
    const fs::path dir = freshDir("link");
    fs::create_symlink("/dev/zero", dir / "zero.terrain.xml");
    std::string error;
    CHECK_FALSE(readWholeFile(dir / "zero.terrain.xml", &error));
    CHECK(error.find("not a regular file") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("hostile: a non-XML file outside the map's folder is named, never echoed", "[formats][hostile][reference]")
{
    const fs::path dir = freshDir("secret");
    fs::create_directories(dir / "maps");
    // Seven lines of someone's private text, one folder above the map.
    std::string secret;
    for (int i = 1; i <= 7; ++i) secret += "hunter" + std::to_string(i) + ":x:100" + std::to_string(i) + ":private\n";
    writeText(dir / "secret.txt", secret);
    writeText(dir / "maps" / "m.map.xml", mapWithCatalog("../secret.txt"));
    const auto r = loadMap(dir / "maps" / "m.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].code == "reference-outside");
    CHECK(r.findings[0].severity == Severity::Info); // relative: a remark, printed by info and check
    CHECK(r.findings[0].where.line == 3);
    CHECK(r.findings[0].message.find("'../secret.txt'") != std::string::npos);
    CHECK(r.findings[0].message.find((dir / "secret.txt").string()) != std::string::npos);
    CHECK(r.findings[0].message.find("m.map.xml") != std::string::npos);
    CHECK(r.findings[1].code == "xml-malformed");
    CHECK(r.findings[1].severity == Severity::Error);
    CHECK(r.findings[1].where.line == 1); // where it stops being XML, not how long it is
    CHECK(r.findings[1].where.column == 1);
    for (const Finding& f : r.findings) {
        CHECK(f.message.find("hunter") == std::string::npos);
        CHECK(f.message.find("private") == std::string::npos);
    }
    fs::remove_all(dir);
}

TEST_CASE("hostile: a wrong root is named shortly, never with the file's text", "[formats][hostile]")
{
    const std::string longName(300, 'q');
    const auto r = readCatalogText("<" + longName + "/>", "x.terrain.xml");
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "wrong-root");
    CHECK(r.findings[0].message.find(longName) == std::string::npos);
    CHECK(r.findings[0].message.find("<terrain-catalog>") != std::string::npos);
}

TEST_CASE("hostile: include chains are bounded at 16 files, the rest is not read", "[formats][hostile][catalog]")
{
    const fs::path dir = freshDir("chain");
    constexpr int kFiles = 40;
    for (int i = 0; i < kFiles; ++i)
        writeText(dir / ("c" + std::to_string(i) + ".terrain.xml"),
                  catalogIncluding("t" + std::to_string(i), i + 1 < kFiles ? "c" + std::to_string(i + 1) + ".terrain.xml" : ""));
    const auto r = loadCatalogFile(dir / "c0.terrain.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].code == "include-too-deep");
    CHECK(r.findings[0].severity == Severity::Error);
    // c15 is the 16th file; its <include> (line 3) would open the 17th.
    CHECK(fs::path(r.findings[0].where.file).filename() == "c15.terrain.xml");
    CHECK(r.findings[0].where.line == 3);
    // The 16 files read, deepest first (includes before a file's own entries).
    REQUIRE(r.value->terrains.size() == 16);
    CHECK(r.value->terrains.front().id == "t15");
    CHECK(r.value->terrains.back().id == "t0");
    fs::remove_all(dir);
}

TEST_CASE("resolveReference: relative to the referencing file, outside its folder is said", "[formats][reference]")
{
    const fs::path dir = freshDir("resolve");
    fs::create_directories(dir / "maps" / "sub");
    Location at;
    at.file = (dir / "maps" / "m.map.xml").string();
    at.line = 3;
    const fs::path map = dir / "maps" / "m.map.xml";

    const auto inside = resolveReference(map, "sub/../cat.terrain.xml", at);
    CHECK(inside.path == dir / "maps" / "cat.terrain.xml");
    CHECK_FALSE(inside.outside);

    const auto below = resolveReference(map, "sub/cat.terrain.xml", at);
    CHECK(below.path == dir / "maps" / "sub" / "cat.terrain.xml");
    CHECK_FALSE(below.outside);

    const auto up = resolveReference(map, "../cat.terrain.xml", at);
    CHECK(up.path == dir / "cat.terrain.xml");
    REQUIRE(up.outside);
    CHECK(up.outside->code == "reference-outside");
    CHECK(up.outside->severity == Severity::Info);
    CHECK(up.outside->where.line == 3);
    CHECK(up.outside->message.find("m.map.xml") != std::string::npos);
    CHECK(up.outside->message.find((dir / "cat.terrain.xml").string()) != std::string::npos);

    const auto absolute = resolveReference(map, "/etc/hostname", at);
    CHECK(absolute.path == "/etc/hostname");
    REQUIRE(absolute.outside);
    CHECK(absolute.outside->severity == Severity::Warning);

    // A link inside the folder that leads out of it is outside too.
    fs::create_directory_symlink(dir, dir / "maps" / "escape");
    const auto linked = resolveReference(map, "escape/cat.terrain.xml", at);
    CHECK(linked.outside);
    fs::remove_all(dir);
}

TEST_CASE("hostile: deep nesting neither recurses in the reader nor in the round trip", "[formats][hostile][extras]")
{
    // 100,000 nested elements in a declared extension and in an unknown
    // element: a reader that recursed over elements would exhaust its stack,
    // and the extension, kept and written back indented, would take 20 GB.
    constexpr int kDepth = 100000;
    std::string text = "<map version=\"1\" id=\"m\" name=\"M\" system=\"ff\" xmlns:ed=\"urn:example:editor\">\n"
                       "<catalog href=\"c.terrain.xml\"/>\n"
                       "<grid orientation=\"flat\" parity=\"odd\" columns=\"4\" rows=\"3\" hex-size=\"60\"><labels scheme=\"digits\"/></grid>\n";
    for (int i = 0; i < kDepth; ++i) text += "<ed:x>";
    for (int i = 0; i < kDepth; ++i) text += "</ed:x>";
    text += "\n<deep>";
    for (int i = 0; i < kDepth; ++i) text += "<a>";
    for (int i = 0; i < kDepth; ++i) text += "</a>";
    text += "</deep>\n</map>\n";
    const auto r = readMapText(text, "deep.map.xml");
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].code == "nesting-too-deep");
    CHECK(r.findings[0].severity == Severity::Error);
    CHECK(r.findings[0].where.line == 4);
    CHECK(r.findings[1].code == "unknown-element");
    CHECK(r.findings[1].where.line == 5);
    CHECK(r.value->extras.elements.empty()); // dropped, the map kept

    // 64 levels below the extension's own element are kept and round trip.
    std::string shallow = "<ed:x>";
    for (int i = 0; i < 64; ++i) shallow += "<ed:y>";
    for (int i = 0; i < 64; ++i) shallow += "</ed:y>";
    shallow += "</ed:x>";
    std::string okText = text.substr(0, text.find("<ed:x>")) + shallow + "\n</map>\n";
    const auto kept = readMapText(okText, "kept.map.xml");
    INFO(describe(kept.findings));
    REQUIRE(kept.ok());
    CHECK(kept.findings.empty());
    REQUIRE(kept.value->extras.elements.size() == 1);
    const auto again = readMapText(writeMapText(*kept.value), "again.map.xml");
    REQUIRE(again.ok());
    CHECK(again.findings.empty());
    CHECK(again.value->extras == kept.value->extras);
    // One level more is dropped.
    const auto deeper = readMapText(text.substr(0, text.find("<ed:x>")) + "<ed:z>" + shallow + "</ed:z>\n</map>\n", "deeper.map.xml");
    REQUIRE(deeper.findings.size() == 1);
    CHECK(deeper.findings[0].code == "nesting-too-deep");
}
