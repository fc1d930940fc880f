// The registry of rule systems: the one place that knows every system. A
// new system adds its folder under systems/ and one line here.

#include "geometry/los/rules.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "geometry/los/systems/coh/coh_rules.h"
#include "geometry/los/systems/fof/fof_rules.h"
#include "geometry/los/systems/gts/gts_rules.h"

namespace crestline::geometry::los {

const std::vector<RuleSystemInfo>& ruleSystems()
{
    static const std::vector<RuleSystemInfo> all{
        {"ff", "Fighting Formations", "two hexes", true},
        {"gts", "Grand Tactical Series", "two hexes", true},
        {"coh", "Conflict of Heroes", "two hexes", true},
        {"fof", "Fields of Fire", "two cards", true},
        {"tabletop", "tabletop rules (no grid)", "two bases", true},
    };
    return all;
}

std::unique_ptr<LosRules> rulesFor(std::string_view system)
{
    if (system == "ff") return std::make_unique<FightingFormationsRules>();
    if (system == "gts") return std::make_unique<GtsRules>();
    if (system == "coh") return std::make_unique<CohRules>();
    if (system == "fof") return std::make_unique<FofRules>();
    // "tabletop" asks between two bases, not two cells: its entry point is
    // tabletop::decideLos (systems/tabletop/tabletop_los.h), so no LosRules.
    return nullptr;
}

} // namespace crestline::geometry::los
