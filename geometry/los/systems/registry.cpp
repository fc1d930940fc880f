// The registry of rule systems: the one place in the geometry layer that
// knows every built-in system (docs/rule-systems.md, "Adding a system"). A
// new system adds its folder under systems/ and one entry in builtIns();
// a test or an embedding program may add its own with registerRuleSystem.

#include "geometry/los/rules.h"
#include "geometry/los/systems/coh/coh_rules.h"
#include "geometry/los/systems/ff/ff_rules.h"
#include "geometry/los/systems/fof/fof_rules.h"
#include "geometry/los/systems/gts/gts_rules.h"

#include <algorithm>

namespace crestline::geometry::los {

namespace {

template <class Rules>
std::unique_ptr<LosRules> make()
{
    return std::make_unique<Rules>();
}

struct Registry {
    std::vector<RuleSystemInfo> infos;
    std::vector<RulesFactory> factories; // beside infos, same order
};

Registry builtIns()
{
    Registry r;
    auto add = [&r](RuleSystemInfo info, RulesFactory make) {
        r.infos.push_back(info);
        r.factories.push_back(make);
    };
    add({"ff", "Fighting Formations", "two hexes", true}, make<FightingFormationsRules>);
    add({"gts", "Grand Tactical Series", "two hexes", true}, make<GtsRules>);
    add({"coh", "Conflict of Heroes", "two hexes", true}, make<CohRules>);
    add({"fof", "Fields of Fire", "two cards", true}, make<FofRules>);
    // Asked between two bases, not two cells: its entry point is
    // tabletop::decideLos (systems/tabletop/tabletop_los.h), so no LosRules.
    add({"tabletop", "tabletop rules (no grid)", "two bases", true}, nullptr);
    return r;
}

Registry& registry()
{
    static Registry r = builtIns();
    return r;
}

} // namespace

const std::vector<RuleSystemInfo>& ruleSystems() { return registry().infos; }

const RuleSystemInfo* findRuleSystem(std::string_view id)
{
    const auto& all = registry().infos;
    const auto it = std::find_if(all.begin(), all.end(), [id](const RuleSystemInfo& s) { return s.id == id; });
    return it == all.end() ? nullptr : &*it;
}

bool registerRuleSystem(const RuleSystemInfo& info, RulesFactory make)
{
    if (info.id.empty() || findRuleSystem(info.id)) return false;
    Registry& r = registry();
    r.infos.push_back(info);
    r.factories.push_back(make);
    return true;
}

std::unique_ptr<LosRules> rulesFor(std::string_view system)
{
    const Registry& r = registry();
    for (std::size_t i = 0; i < r.infos.size(); ++i)
        if (r.infos[i].id == system) return r.factories[i] ? r.factories[i]() : nullptr;
    return nullptr;
}

} // namespace crestline::geometry::los
