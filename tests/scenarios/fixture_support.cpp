#include "fixture_support.h"

#include "formats/common/atomic_file.h"

#include <catch2/catch.hpp>

#include <algorithm>

namespace crestline::test {

namespace fs = std::filesystem;

fs::path dataPath(const std::string& name)
{
    return fs::path(CRESTLINE_SOURCE_DIR) / "tests/scenarios/data" / name;
}

std::string dataText(const std::string& name)
{
    const auto text = formats::readWholeFile(dataPath(name));
    REQUIRE(text);
    return *text;
}

std::string patched(const std::string& text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    INFO("patch anchor: " << from);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(from, at + 1) == std::string::npos);
    std::string out = text;
    out.replace(at, from.size(), to);
    return out;
}

int lineOf(const std::string& text, const std::string& anchor)
{
    const auto at = text.find(anchor);
    INFO("line anchor: " << anchor);
    REQUIRE(at != std::string::npos);
    return 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(at), '\n'));
}

formats::LoadedScenario loadFixture(const std::string& text, const std::string& fileName)
{
    auto r = formats::readScenarioText(text, fileName);
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    formats::LoadedScenario loaded;
    loaded.scenario = std::move(*r.value);
    loaded.file = fileName;
    // Maps are read from the data folder, as if the fixture stood there.
    std::vector<scenarios::Board> boards;
    for (const scenarios::MapPlacement& m : loaded.scenario.maps) {
        auto map = formats::loadMap(dataPath(m.href));
        INFO(describe(map.findings));
        REQUIRE(map.ok());
        formats::LoadedMap& kept = loaded.maps.emplace_back(std::move(*map.value));
        boards.push_back({m.id, &kept.map, &kept.catalog});
    }
    loaded.boards = scenarios::BoardSet(std::move(boards));
    return loaded;
}

std::set<std::string> codesOf(const Findings& findings)
{
    std::set<std::string> out;
    for (const Finding& f : findings) out.insert(f.code);
    return out;
}

std::string describe(const Findings& findings)
{
    std::string out;
    for (const Finding& f : findings) out += formatFinding(f) + "\n";
    return out;
}

} // namespace crestline::test
