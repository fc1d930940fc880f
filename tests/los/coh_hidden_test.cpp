// Hidden units [10.0, 10.2]: coh-los.md worked examples 12, 13 and 17 and
// the cover DECISIONs, each beside its near miss.

#include "coh_fixture.h"

#include "geometry/los/systems/coh/hidden.h"

#include <catch2/catch.hpp>

using namespace crestline::test;
using crestline::geometry::los::coh::CoverCounter;
using crestline::geometry::los::coh::PlacedUnit;
using crestline::geometry::los::coh::RevealCheck;

namespace {

PlacedUnit unit(const std::string& id, const std::string& side, OffsetCoord hex, bool hidden = false)
{
    PlacedUnit u;
    u.id = id;
    u.side = side;
    u.hex = hex;
    u.hidden = hidden;
    return u;
}

RevealCheck check(const CohFixture& f, const std::vector<PlacedUnit>& units, const std::vector<CoverCounter>& counters = {})
{
    return crestline::geometry::los::coh::revealCheck(f.rules, f.scene, *f.board, f.state, units, counters);
}

bool revealed(const CohFixture& f, const std::vector<PlacedUnit>& units, const std::vector<CoverCounter>& counters = {})
{
    const RevealCheck c = check(f, units, counters);
    REQUIRE(c.hidden.size() == 1);
    return c.hidden[0].revealed;
}

} // namespace

TEST_CASE("coh example 12: a hidden unit in the open is revealed by an enemy within 2 hexes with LOS [10.0]", "[los][coh][hidden][example]")
{
    const std::vector<PlacedUnit> near{unit("Jaeger", "German", H(0, 2), true), unit("Rifles", "US", H(0, 0))};
    CHECK(revealed(CohFixture(), near));
    const RevealCheck c = check(CohFixture(), near);
    CHECK(c.hidden[0].by == std::string("Rifles"));
    CHECK(c.hidden[0].distance == 2);
    CHECK_FALSE(revealed(CohFixture().woods(H(0, 1)), near));                                               // no LOS
    CHECK_FALSE(revealed(CohFixture(), {unit("Jaeger", "German", H(0, 3), true), unit("Rifles", "US", H(0, 0))})); // 3 hexes
    CHECK_FALSE(revealed(CohFixture().woods(H(0, 2)), {unit("Jaeger", "German", H(0, 2), true), unit("Rifles", "US", H(0, 1))})); // cover
    // A friend within 2 hexes reveals nothing.
    CHECK_FALSE(revealed(CohFixture(), {unit("Jaeger", "German", H(0, 2), true), unit("MG", "German", H(0, 0))}));
}

TEST_CASE("coh example 13: a unit in enemy LOS may not hide, whatever the range [10.2]", "[los][coh][hidden][example]")
{
    const std::vector<PlacedUnit> units{unit("Rifles", "US", H(0, 0)), unit("Panzer", "German", H(0, 5))};
    const RevealCheck open = check(CohFixture(1, 8), units);
    REQUIRE(open.visible.size() == 2);
    CHECK_FALSE(open.visible[0].mayHide);
    CHECK(open.visible[0].seenBy == std::string("Panzer"));

    CohFixture woods(1, 8); // one column: the hexes within 1 of 0.0 are 0.0 and 0.1
    woods.woods(H(0, 3));
    const RevealCheck c = check(woods, units);
    CHECK(c.visible[0].mayHide);
    CHECK(c.visible[0].hideHexes == std::vector<OffsetCoord>{H(0, 0), H(0, 1)});
}

TEST_CASE("coh example 17: woods beside a run along a hexside keep a hidden unit hidden", "[los][coh][hidden][example][tie]")
{
    const std::vector<PlacedUnit> units{unit("Jaeger", "German", H(2, 1), true), unit("Rifles", "US", H(0, 1))};
    CHECK_FALSE(revealed(CohFixture().woods(H(1, 0)), units));
    CHECK(revealed(CohFixture(), units)); // near miss: nothing beside the run
}

TEST_CASE("coh hidden: what makes a hex cover [10.0] (DECISIONs)", "[los][coh][hidden]")
{
    const PlacedUnit hidden = unit("Jaeger", "German", H(0, 1), true);
    const PlacedUnit enemy = unit("Rifles", "US", H(0, 0));
    // A wall on one of its sides.
    CHECK_FALSE(revealed(CohFixture().wall(H(0, 1), H(1, 1)), {hidden, enemy}));
    // Smoke in it, a bunker, a trench, a road block.
    CHECK_FALSE(revealed(CohFixture().smoke(H(0, 1), 1), {hidden, enemy}));
    for (const char* kind : {"bunker", "trench", "road-block"}) CHECK_FALSE(revealed(CohFixture(), {hidden, enemy}, {{H(0, 1), kind}}));
    // Near miss: wire and mines are not cover.
    for (const char* kind : {"barbed-wire", "mine"}) CHECK(revealed(CohFixture(), {hidden, enemy}, {{H(0, 1), kind}}));
    // A hasty defence covers its own unit only.
    PlacedUnit dug = hidden;
    dug.hastyDefence = true;
    CHECK_FALSE(revealed(CohFixture(), {dug, enemy}));
    const RevealCheck other = check(CohFixture(), {dug, unit("Scouts", "German", H(0, 1), true), enemy});
    REQUIRE(other.hidden.size() == 2);
    CHECK_FALSE(other.hidden[0].revealed);
    CHECK(other.hidden[1].revealed);
    // A vehicle covers the foot units in its hex, not another vehicle.
    PlacedUnit halftrack = unit("Halftrack", "German", H(0, 1));
    halftrack.vehicle = true;
    const RevealCheck withVehicle = check(CohFixture(), {hidden, halftrack, enemy});
    CHECK_FALSE(withVehicle.hidden[0].revealed);
    PlacedUnit hiddenTank = unit("Tank", "German", H(0, 1), true);
    hiddenTank.vehicle = true;
    const RevealCheck tanks = check(CohFixture(), {hiddenTank, halftrack, enemy});
    CHECK(tanks.hidden[0].revealed);
}
