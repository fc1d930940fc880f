// Names and labels of the Fields of Fire mission model [2.1, 2.4.1].

#include "scenarios/fof/fof_mission.h"

#include <array>
#include <utility>

namespace crestline::scenarios::fof {

namespace {

constexpr std::array<std::pair<MissionType, std::string_view>, 3> kTypes{{
    {MissionType::Offensive, "offensive"},
    {MissionType::Defensive, "defensive"},
    {MissionType::CombatPatrol, "combat-patrol"},
}};

struct LineName {
    LineControlKind kind;
    std::string_view name;
    std::string_view label;
};
constexpr std::array<LineName, 6> kLines{{
    {LineControlKind::LineOfDeparture, "lod", "LOD"},
    {LineControlKind::PhaseLine, "phase-line", "PL"},
    {LineControlKind::LeftBoundary, "left-boundary", "Left Boundary"},
    {LineControlKind::RightBoundary, "right-boundary", "Right Boundary"},
    {LineControlKind::LimitOfAdvance, "loa", "LOA"},
    {LineControlKind::MainLineOfResistance, "mlr", "MLR"},
}};

struct PointName {
    PointControlKind kind;
    std::string_view name;
    std::string_view label;
};
constexpr std::array<PointName, 11> kPoints{{
    {PointControlKind::PrimaryObjective, "obj-1", "OBJ 1"},
    {PointControlKind::SecondaryObjective, "obj-2", "OBJ 2"},
    {PointControlKind::AttackPosition, "attack-position", "AP"},
    {PointControlKind::CombatOutpost, "cop", "COP"},
    {PointControlKind::FinalProtectiveLine, "fpl", "FPL"},
    {PointControlKind::FinalProtectiveFire, "fpf", "FPF"},
    {PointControlKind::RoutePoint, "route-point", "RP"},
    {PointControlKind::RallyPoint, "rally-point", "Rally"},
    {PointControlKind::LandingZone, "lz", "LZ"},
    {PointControlKind::CasualtyCollection, "ccp", "CCP"},
    {PointControlKind::RegisteredTarget, "registered-target", "TRP"},
}};

} // namespace

bool isHorizontal(LineControlKind kind)
{
    return kind != LineControlKind::LeftBoundary && kind != LineControlKind::RightBoundary;
}

bool isNumbered(PointControlKind kind)
{
    return kind == PointControlKind::RoutePoint || kind == PointControlKind::RallyPoint || kind == PointControlKind::RegisteredTarget;
}

std::string_view missionTypeName(MissionType t)
{
    for (const auto& [type, name] : kTypes)
        if (type == t) return name;
    return "";
}

std::optional<MissionType> missionTypeFromName(std::string_view s)
{
    for (const auto& [type, name] : kTypes)
        if (name == s) return type;
    return std::nullopt;
}

std::string_view lineControlName(LineControlKind k)
{
    for (const LineName& n : kLines)
        if (n.kind == k) return n.name;
    return "";
}

std::optional<LineControlKind> lineControlFromName(std::string_view s)
{
    for (const LineName& n : kLines)
        if (n.name == s) return n.kind;
    return std::nullopt;
}

std::string_view pointControlName(PointControlKind k)
{
    for (const PointName& n : kPoints)
        if (n.kind == k) return n.name;
    return "";
}

std::optional<PointControlKind> pointControlFromName(std::string_view s)
{
    for (const PointName& n : kPoints)
        if (n.name == s) return n.kind;
    return std::nullopt;
}

std::string controlLabel(LineControlKind k, int number)
{
    for (const LineName& n : kLines)
        if (n.kind == k) return number > 0 ? std::string(n.label) + " " + std::to_string(number) : std::string(n.label);
    return "";
}

std::string controlLabel(PointControlKind k, int number)
{
    for (const PointName& n : kPoints)
        if (n.kind == k) return number > 0 && isNumbered(k) ? std::string(n.label) + " " + std::to_string(number) : std::string(n.label);
    return "";
}

std::string_view forceName(Force f) { return f == Force::Us ? "us" : "enemy"; }

std::optional<Force> forceFromName(std::string_view s)
{
    if (s == "us") return Force::Us;
    if (s == "enemy") return Force::Enemy;
    return std::nullopt;
}

} // namespace crestline::scenarios::fof
