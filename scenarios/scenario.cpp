#include "scenarios/scenario.h"

#include <algorithm>
#include <array>

namespace crestline::scenarios {

namespace {

template <class E, std::size_t N>
std::optional<E> fromName(std::string_view s, const std::array<std::string_view, N>& names)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return E(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, 3> kUnitTypes{"infantry", "gun", "vehicle"};
constexpr std::array<std::string_view, 2> kUnitSizes{"platoon", "squad"};
constexpr std::array<std::string_view, 4> kEdges{"north", "south", "east", "west"};

} // namespace

std::string_view unitTypeName(UnitType t) { return kUnitTypes[std::size_t(t)]; }
std::string_view unitSizeName(UnitSize s) { return kUnitSizes[std::size_t(s)]; }
std::string_view mapEdgeName(MapEdge e) { return kEdges[std::size_t(e)]; }
std::optional<UnitType> unitTypeFromName(std::string_view s) { return fromName<UnitType>(s, kUnitTypes); }
std::optional<UnitSize> unitSizeFromName(std::string_view s) { return fromName<UnitSize>(s, kUnitSizes); }
std::optional<MapEdge> mapEdgeFromName(std::string_view s) { return fromName<MapEdge>(s, kEdges); }

const TimeSpace* TimeTrack::find(int number) const
{
    for (const TimeSpace& s : spaces)
        if (s.number == number) return &s;
    return nullptr;
}

int TimeTrack::lastSpace() const
{
    int last = 0;
    for (const TimeSpace& s : spaces) last = std::max(last, s.number);
    return last;
}

const HidingMarker* SightingAllotment::findHiding(std::string_view letter) const
{
    for (const HidingMarker& h : hiding)
        if (h.letter == letter) return &h;
    return nullptr;
}

const Side* Scenario::findSide(std::string_view sideId) const
{
    for (const Side& s : sides)
        if (s.id == sideId) return &s;
    return nullptr;
}

const Forces* Scenario::forcesOf(std::string_view side) const
{
    for (const Forces& f : forces)
        if (f.side == side) return &f;
    return nullptr;
}

const SetupArea* Scenario::findArea(std::string_view areaId) const
{
    for (const SetupArea& a : setupAreas)
        if (a.id == areaId) return &a;
    return nullptr;
}

const SightingAllotment* Scenario::sightingOf(std::string_view side) const
{
    for (const SightingAllotment& s : sighting)
        if (s.side == side) return &s;
    return nullptr;
}

const Unit* Scenario::findUnit(std::string_view side, std::string_view unitId) const
{
    if (const Forces* f = forcesOf(side))
        for (const Unit& u : f->units)
            if (u.id == unitId) return &u;
    for (const Reinforcement& r : reinforcements)
        if (r.side == side)
            for (const Unit& u : r.units)
                if (u.id == unitId) return &u;
    return nullptr;
}

const Fortification* Scenario::findFortification(std::string_view side, std::string_view fortId) const
{
    if (const Forces* f = forcesOf(side))
        for (const Fortification& x : f->fortifications)
            if (x.id == fortId) return &x;
    return nullptr;
}

std::string Scenario::opponentOf(std::string_view side) const
{
    if (sides.size() != 2) return {};
    if (sides[0].id == side) return sides[1].id;
    if (sides[1].id == side) return sides[0].id;
    return {};
}

} // namespace crestline::scenarios
