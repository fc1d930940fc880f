#pragma once
// GtsLookup: a GTS scenario's units, Leaders and Divisions by id, indexed
// once, so that the checks stay linear in the units (issue 27).

#include "scenarios/gts/gts_scenario.h"

#include <string_view>
#include <unordered_map>

namespace crestline::scenarios::gts {

/// Units, Leaders' Formations, Divisions and each Formation's Division,
/// indexed once (linear) for whoever looks up many (the checks): each
/// look-up is then constant time where GtsScenario's own are a search. Same
/// answers as GtsScenario's (the first match in file order). Holds pointers
/// into the scenario, which must outlive it and not change while it is used.
class GtsLookup {
public:
    explicit GtsLookup(const GtsScenario& scenario);
    UnitPlace findUnit(std::string_view unitId) const;
    const Formation* formationOfLeader(std::string_view leaderId) const;
    const Division* findDivision(std::string_view divisionId) const;
    const Division* divisionOf(const Formation* formation) const;

private:
    std::unordered_map<std::string_view, UnitPlace> m_units;
    std::unordered_map<std::string_view, const Formation*> m_leaders;
    std::unordered_map<std::string_view, const Division*> m_divisions;
    std::unordered_map<const Formation*, const Division*> m_divisionOf;
};

} // namespace crestline::scenarios::gts
