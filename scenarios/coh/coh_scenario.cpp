#include "scenarios/coh/coh_scenario.h"

#include <array>

namespace crestline::scenarios::coh {

namespace {

constexpr std::array<std::string_view, 3> kMovement = {"foot", "wheeled", "tracked"};
constexpr std::array<std::string_view, 6> kFortification = {"bunker", "trench", "barbed-wire", "mines", "road-block", "hasty-defence"};

template <typename E, std::size_t N>
std::optional<E> fromName(const std::array<std::string_view, N>& names, std::string_view s)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return E(i);
    return std::nullopt;
}

} // namespace

std::string_view movementName(Movement m) { return kMovement[std::size_t(m)]; }
std::optional<Movement> movementFromName(std::string_view s) { return fromName<Movement>(kMovement, s); }
std::string_view fortificationKindName(FortificationKind k) { return kFortification[std::size_t(k)]; }
std::optional<FortificationKind> fortificationKindFromName(std::string_view s) { return fromName<FortificationKind>(kFortification, s); }

const Side* CohScenario::findSide(std::string_view sideId) const
{
    for (const Side& s : sides)
        if (s.id == sideId) return &s;
    return nullptr;
}

const Unit* CohScenario::findUnit(std::string_view unitId) const
{
    for (const Unit& u : units)
        if (u.id == unitId) return &u;
    return nullptr;
}

std::optional<HexName> CohScenario::hexOf(const Unit& unit) const
{
    if (unit.hex) return unit.hex;
    if (unit.carriedBy.empty()) return std::nullopt;
    const Unit* carrier = findUnit(unit.carriedBy);
    return carrier ? carrier->hex : std::nullopt;
}

const Reinforcement* CohScenario::arrivalOf(std::string_view unitId) const
{
    for (const Reinforcement& r : reinforcements)
        for (const UnitRef& u : r.units)
            if (u.ref == unitId) return &r;
    return nullptr;
}

} // namespace crestline::scenarios::coh
