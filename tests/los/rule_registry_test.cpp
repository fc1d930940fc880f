// The registry of rule systems (docs/rule-systems.md): five systems in the
// document's order, each implemented; the four that rule between two cells
// build LosRules of their own id, the tabletop system (two bases) does not.

#include "geometry/los/rules.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace crestline::geometry::los;

TEST_CASE("registry: the five systems in order, all implemented", "[registry]")
{
    std::vector<std::string> ids;
    for (const RuleSystemInfo& info : ruleSystems()) {
        ids.emplace_back(info.id);
        CHECK(info.implemented);
    }
    CHECK(ids == std::vector<std::string>{"ff", "gts", "coh", "fof", "tabletop"});
}

TEST_CASE("registry: cell systems build their own rules, tabletop and unknown ids build none", "[registry]")
{
    for (const char* id : {"ff", "gts", "coh", "fof"}) {
        const auto rules = rulesFor(id);
        REQUIRE(rules);
        CHECK(rules->system() == id);
    }
    CHECK_FALSE(rulesFor("tabletop"));
    CHECK_FALSE(rulesFor("asl"));
    CHECK_FALSE(rulesFor(""));
}
