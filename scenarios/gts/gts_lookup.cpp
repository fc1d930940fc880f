// GtsLookup (gts_lookup.h).

#include "scenarios/gts/gts_lookup.h"

namespace crestline::scenarios::gts {

GtsLookup::GtsLookup(const GtsScenario& s)
{
    // emplace keeps the first of an id, as the searches find it first.
    for (const Army& a : s.armies)
        for (const Division& d : a.divisions) {
            m_divisions.emplace(d.id, &d);
            for (const Formation& f : d.formations) {
                m_divisionOf.emplace(&f, &d);
                if (f.leader) m_leaders.emplace(f.leader->id, &f);
                for (const Unit& u : f.units) m_units.emplace(u.id, UnitPlace{&a, &d, &f, &u});
            }
        }
}

UnitPlace GtsLookup::findUnit(std::string_view unitId) const
{
    const auto it = m_units.find(unitId);
    return it == m_units.end() ? UnitPlace{} : it->second;
}

const Formation* GtsLookup::formationOfLeader(std::string_view leaderId) const
{
    const auto it = m_leaders.find(leaderId);
    return it == m_leaders.end() ? nullptr : it->second;
}

const Division* GtsLookup::findDivision(std::string_view divisionId) const
{
    const auto it = m_divisions.find(divisionId);
    return it == m_divisions.end() ? nullptr : it->second;
}

const Division* GtsLookup::divisionOf(const Formation* formation) const
{
    const auto it = m_divisionOf.find(formation);
    return it == m_divisionOf.end() ? nullptr : it->second;
}

} // namespace crestline::scenarios::gts
