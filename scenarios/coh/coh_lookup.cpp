// CohLookup (coh_lookup.h).

#include "scenarios/coh/coh_lookup.h"

namespace crestline::scenarios::coh {

CohLookup::CohLookup(const CohScenario& s)
{
    m_units.reserve(s.units.size());
    for (const Unit& u : s.units) m_units.emplace(u.id, &u); // the first with an id stays
    for (const Reinforcement& r : s.reinforcements)
        for (const UnitRef& u : r.units) m_arrivals.emplace(u.ref, &r);
}

const Unit* CohLookup::findUnit(std::string_view unitId) const
{
    const auto it = m_units.find(unitId);
    return it == m_units.end() ? nullptr : it->second;
}

const Reinforcement* CohLookup::arrivalOf(std::string_view unitId) const
{
    const auto it = m_arrivals.find(unitId);
    return it == m_arrivals.end() ? nullptr : it->second;
}

std::optional<HexName> CohLookup::hexOf(const Unit& unit) const
{
    if (unit.hex) return unit.hex;
    if (unit.carriedBy.empty()) return std::nullopt;
    const Unit* carrier = findUnit(unit.carriedBy);
    return carrier ? carrier->hex : std::nullopt;
}

} // namespace crestline::scenarios::coh
