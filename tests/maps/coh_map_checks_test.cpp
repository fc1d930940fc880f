// The checks of a coh map (maps/coh/coh_map_checks.cpp), each beside a near miss
// that passes: coh-level-range, coh-steep-disagrees, coh-steep-undrawn,
// coh-no-los-meaning, and level-unused on a map that is not coh. Expected
// findings by hand, with the bundled chart. Flat-top, odd columns shoved
// south: 0101 (0,0) has 0102 on its S side and 0201 on its SE side.

#include "coh_test_support.h"
#include "maps/map_analysis.h"

#include <algorithm>

using namespace crestline;

namespace {

Findings withCode(const Findings& all, const char* code)
{
    Findings out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const Finding& f) { return f.code == code; });
    return out;
}

Findings check(const std::string& hexes, const char* system = "coh", const std::string& links = "")
{
    return maps::checkMap(test::cohMap(hexes, system, links), test::cohChart(), "m.map.xml");
}

} // namespace

TEST_CASE("coh-level-range: a level outside 0..2, on its line and hex, 0 and 2 pass", "[maps][coh][checks]")
{
    const Findings f = check("<terrain hex='0101' terrain='open' level='2'/>\n"
                             "<terrain hex='0201' terrain='open' level='0'/>\n"
                             "<terrain hex='0301' terrain='open' level='3'/>\n"
                             "<terrain hex='0401' terrain='open' level='-1'/>\n");
    const Findings range = withCode(f, "coh-level-range");
    REQUIRE(range.size() == 2);
    CHECK(range[0].severity == Severity::Error);
    CHECK(range[0].where.hex == "0301");
    CHECK(range[0].where.line == 7);
    CHECK(range[1].where.hex == "0401");
}

TEST_CASE("coh-steep-disagrees: steep between hexes not two levels apart, L2|L0 passes", "[maps][coh][checks]")
{
    // 0101 L2 over 0102 L0 (its S side): agrees. 0301 L2 over 0302 L1: one level, disagrees.
    const Findings f = check("<terrain hex='0101' terrain='open' level='2'/>\n"
                             "<terrain hex='0301' terrain='open' level='2'/>\n"
                             "<terrain hex='0302' terrain='open' level='1'/>\n"
                             "<terrain hex='0202' terrain='open' level='1'/>\n"
                             "<terrain hex='0201' terrain='open' level='1'/>\n"
                             "<terrain hex='0401' terrain='open' level='1'/>\n"
                             "<terrain hex='0402' terrain='open' level='1'/>\n"
                             "<hexside hex='0101' side='S' terrain='steep'/>\n"
                             "<hexside hex='0302' side='N' terrain='steep'/>\n");
    const Findings steep = withCode(f, "coh-steep-disagrees");
    REQUIRE(steep.size() == 1);
    CHECK(steep[0].severity == Severity::Error);
    CHECK(steep[0].where.hex == "0302");
    CHECK(steep[0].where.line == 13);
    CHECK(steep[0].message.find("levels 1 and 2") != std::string::npos);
}

TEST_CASE("coh-steep-undrawn: L2 beside L0 with no steep side, once per side, L2 beside L1 passes", "[maps][coh][checks]")
{
    // 0101 (0,0) L2; its on-map neighbours 0201 (SE, L1) and 0102 (S, L0, not drawn steep).
    const Findings f = check("<terrain hex='0101' terrain='open' level='2'/>\n"
                             "<terrain hex='0201' terrain='open' level='1'/>\n");
    const Findings undrawn = withCode(f, "coh-steep-undrawn");
    REQUIRE(undrawn.size() == 1);
    CHECK(undrawn[0].severity == Severity::Warning);
    CHECK(undrawn[0].where.hex == "0101");
    CHECK(undrawn[0].message.find("0102") != std::string::npos);

    const Findings drawn = check("<terrain hex='0101' terrain='open' level='2'/>\n"
                                 "<terrain hex='0201' terrain='open' level='1'/>\n"
                                 "<hexside hex='0102' side='N' terrain='steep'/>\n");
    CHECK(withCode(drawn, "coh-steep-undrawn").empty());
    CHECK(withCode(drawn, "coh-steep-disagrees").empty());
}

TEST_CASE("coh-no-los-meaning: rows the board cannot read, walls, steep, type rows and road links pass", "[maps][coh][checks]")
{
    const Findings f = check("<terrain hex='0101' terrain='hills'/>\n"
                             "<terrain hex='0201' terrain='smoke-2'/>\n"
                             "<terrain hex='0301' terrain='heavy-woods'/>\n"
                             "<hexside hex='0302' side='N' terrain='road'/>\n"
                             "<hexside hex='0402' side='N' terrain='wall'/>\n",
                             "coh", "<link terrain='road' hexes='0103 0104'/>");
    const Findings none = withCode(f, "coh-no-los-meaning");
    REQUIRE(none.size() == 3);
    CHECK(none[0].where.hex == "0101"); // hills: the level attribute, not a row
    CHECK(none[1].where.hex == "0201"); // a marker painted on the map
    CHECK(none[2].where.hex == "0302"); // a road on a hexside
    CHECK(none[2].severity == Severity::Warning);
}

TEST_CASE("level-unused: a level on an ff map, none on the same map as coh", "[maps][coh][checks]")
{
    const std::string hexes = "<terrain hex='0101' terrain='open' level='1'/>\n<terrain hex='0201' terrain='open'/>\n";
    const Findings ff = withCode(check(hexes, "ff"), "level-unused");
    REQUIRE(ff.size() == 1);
    CHECK(ff[0].where.hex == "0101");
    CHECK(ff[0].where.line == 5);
    CHECK(ff[0].severity == Severity::Warning);
    CHECK(withCode(check(hexes, "coh"), "level-unused").empty());
    CHECK(withCode(check(hexes, "ff"), "coh-level-range").empty()); // coh checks run on coh maps only
}
