#include "scenarios/gts/gts_scenario.h"

#include <array>
#include <utility>

namespace crestline::scenarios::gts {

namespace {

template <class E, std::size_t N>
std::string_view nameIn(const std::array<std::pair<E, std::string_view>, N>& table, E value)
{
    for (const auto& [e, n] : table)
        if (e == value) return n;
    return {};
}

template <class E, std::size_t N>
std::optional<E> valueIn(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view name)
{
    for (const auto& [e, n] : table)
        if (n == name) return e;
    return std::nullopt;
}

constexpr std::array<std::pair<Weather, std::string_view>, 4> kWeather{
    {{Weather::Clear, "clear"}, {Weather::Overcast, "overcast"}, {Weather::Fog, "fog"}, {Weather::Rain, "rain"}}};
constexpr std::array<std::pair<MovementClass, std::string_view>, 4> kMovement{
    {{MovementClass::Wheeled, "wheeled"}, {MovementClass::Tracked, "tracked"}, {MovementClass::Leg, "leg"}, {MovementClass::Immobile, "immobile"}}};
constexpr std::array<std::pair<UnitMode, std::string_view>, 3> kMode{
    {{UnitMode::Deployed, "deployed"}, {UnitMode::Column, "column"}, {UnitMode::Transport, "transport"}}};
constexpr std::array<std::pair<Position, std::string_view>, 3> kPosition{
    {{Position::None, "none"}, {Position::Improved, "improved"}, {Position::Entrenchment, "entrenchment"}}};
constexpr std::array<std::pair<ChitKind, std::string_view>, 3> kChit{
    {{ChitKind::Division, "division"}, {ChitKind::Formation, "formation"}, {ChitKind::DirectCommand, "direct-command"}}};

} // namespace

std::string_view weatherName(Weather w) { return nameIn(kWeather, w); }
std::string_view movementClassName(MovementClass m) { return nameIn(kMovement, m); }
std::string_view unitModeName(UnitMode m) { return nameIn(kMode, m); }
std::string_view positionName(Position p) { return nameIn(kPosition, p); }
std::string_view chitKindName(ChitKind k) { return nameIn(kChit, k); }
std::optional<Weather> weatherFromName(std::string_view s) { return valueIn(kWeather, s); }
std::optional<MovementClass> movementClassFromName(std::string_view s) { return valueIn(kMovement, s); }
std::optional<UnitMode> unitModeFromName(std::string_view s) { return valueIn(kMode, s); }
std::optional<Position> positionFromName(std::string_view s) { return valueIn(kPosition, s); }
std::optional<ChitKind> chitKindFromName(std::string_view s) { return valueIn(kChit, s); }

const Turn* TurnRecord::find(int number) const
{
    for (const Turn& t : turns)
        if (t.number == number) return &t;
    return nullptr;
}

const Army* GtsScenario::findArmy(std::string_view armyId) const
{
    for (const Army& a : armies)
        if (a.id == armyId) return &a;
    return nullptr;
}

const Division* GtsScenario::findDivision(std::string_view divisionId) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            if (d.id == divisionId) return &d;
    return nullptr;
}

const Formation* GtsScenario::findFormation(std::string_view formationId) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations)
                if (f.id == formationId) return &f;
    return nullptr;
}

const Army* GtsScenario::armyOf(const Division* division) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            if (&d == division) return &a;
    return nullptr;
}

const Division* GtsScenario::divisionOf(const Formation* formation) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations)
                if (&f == formation) return &d;
    return nullptr;
}

UnitPlace GtsScenario::findUnit(std::string_view unitId) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations)
                for (const Unit& u : f.units)
                    if (u.id == unitId) return {&a, &d, &f, &u};
    return {};
}

const Formation* GtsScenario::formationOfLeader(std::string_view leaderId) const
{
    for (const Army& a : armies)
        for (const Division& d : a.divisions)
            for (const Formation& f : d.formations)
                if (f.leader && f.leader->id == leaderId) return &f;
    return nullptr;
}

} // namespace crestline::scenarios::gts
