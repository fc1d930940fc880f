#include "gts_fixture.h"

#include "fixture_support.h"
#include "scenarios/gts/gts_checks.h"

#include <catch2/catch.hpp>

namespace crestline::test {

std::string gtsText(const std::string& name)
{
    return dataText("gts/" + name);
}

formats::LoadedGtsScenario loadGts(const std::string& text)
{
    auto r = formats::loadGtsScenarioText(text, dataPath("gts/fixture.scenario.xml"));
    INFO(describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    REQUIRE(r.value->maps.size() == 1);
    maps::Map& map = r.value->maps.front().map;
    const geometry::OffsetCoord a6{0, 5}, f1{5, 0}, f6{5, 5};
    map.entries.push_back({a6, {"30", "3A"}, "allied", {}, 0});
    map.entries.push_back({f1, {"12VG"}, "axis", {}, 0});
    map.entries.push_back({f6, {"12VG"}, "axis", {}, 0});
    return std::move(*r.value);
}

Findings gtsFindings(const std::string& text)
{
    const formats::LoadedGtsScenario s = loadGts(text);
    return scenarios::gts::checkGtsScenario(s.scenario, s.boards, "fixture.scenario.xml");
}

} // namespace crestline::test
