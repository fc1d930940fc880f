#pragma once
// Rule systems are strategies over the same exact walk and contact tests.
// Each system lives in its own folder under geometry/los/systems/, one file
// per rule step; the registry (systems/registry.cpp) is the only place that
// knows them all. docs/rule-systems.md maps the five systems onto this.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <memory>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// The parts of PlayState a system reads; callers refuse play state it
/// would silently ignore (a Smoke marker on a GTS map, fog on an FF map).
struct PlayStateReads {
    bool smoke = false;                         ///< PlayState::smoke (FF Smoke [8.2, 23.33])
    std::vector<std::string_view> markerKinds;  ///< PlayState::markers kinds read ("barrage-light", ...)
    bool weather = false;                       ///< Conditions::weather
    bool night = false;                         ///< Conditions::night
    std::vector<Purpose> purposes;              ///< Conditions::purpose values with a meaning; empty: not read
    bool attack = false;                        ///< Conditions::attack (CoH walls [5.0.2])
};

/// One game system's LOS rules.
class LosRules {
public:
    virtual ~LosRules() = default;
    /// The system id: "ff", "gts", "coh", "fof", "tabletop".
    virtual std::string_view system() const = 0;
    /// Rule on LOS from `from` to `to` (reciprocal where the system's LOS is).
    virtual Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const = 0;
    /// What of PlayState this system reads. Default: nothing.
    virtual PlayStateReads reads() const { return {}; }
    /// Whether check(a, b) and check(b, a) give the same verdict and
    /// hindrance for every pair of hexes of this scene under this state, so
    /// analyses may rule each pair once. Default: reciprocal.
    virtual bool reciprocal(const Scene& scene, const PlayState& state) const
    {
        (void)scene;
        (void)state;
        return true;
    }
    /// Artwork that blocks any string between hexes at these levels as soon
    /// as the string touches it between the end hexes (lets analysis settle
    /// such rulings from the viewer's shadows). Default: none known.
    virtual BlockingLevels blockingLevels(int fromLevel, int toLevel) const
    {
        (void)fromLevel;
        (void)toLevel;
        return {};
    }
};

/// A rule system the registry knows, implemented or not yet.
struct RuleSystemInfo {
    std::string_view id;       ///< "ff"
    std::string_view name;     ///< "Fighting Formations"
    std::string_view query;    ///< what a ruling is asked between: "two hexes", "two cards", "two bases"
    bool implemented = false;
};

/// Every system, in the order of docs/rule-systems.md.
const std::vector<RuleSystemInfo>& ruleSystems();

/// The rules for a game system whose query is two cells ("ff", "gts", "coh",
/// "fof"); nullptr for an unknown id and for "tabletop", whose query is two
/// bases and whose entry point is tabletop::decideLos (systems/tabletop/tabletop_los.h).
std::unique_ptr<LosRules> rulesFor(std::string_view system);

} // namespace crestline::geometry::los
