#pragma once
// CohLookup: a CoH scenario's units and arrivals by id, indexed once, so that
// the checks and the export stay linear in the units (issue 27: a chain of
// carried units made `check` quadratic through CohScenario::findUnit).

#include "scenarios/coh/coh_scenario.h"

#include <optional>
#include <string_view>
#include <unordered_map>

namespace crestline::scenarios::coh {

/// Units and arrivals by unit id, indexed once (linear) for whoever looks up
/// many (the checks, the export): each look-up is then constant time where
/// CohScenario's own are a search. Same answers as CohScenario's: the first
/// unit with an id, the first reinforcement naming it. Holds pointers into
/// the scenario, which must outlive it and not change while it is used.
class CohLookup {
public:
    explicit CohLookup(const CohScenario& scenario);
    const Unit* findUnit(std::string_view unitId) const;
    const Reinforcement* arrivalOf(std::string_view unitId) const;
    /// As CohScenario::hexOf: its own hex, else its carrier's (one level).
    std::optional<HexName> hexOf(const Unit& unit) const;

private:
    std::unordered_map<std::string_view, const Unit*> m_units;
    std::unordered_map<std::string_view, const Reinforcement*> m_arrivals;
};

} // namespace crestline::scenarios::coh
