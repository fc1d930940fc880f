#pragma once
// Rule systems are strategies over the same exact walk and contact tests.
// Each system lives in its own folder under geometry/los/systems/, one file
// per rule step; the registry (systems/registry.cpp) is the only place that
// knows them all. docs/rule-systems.md maps the five systems onto this.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <memory>
#include <optional>
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
    /// The system id, as the registry lists it (ruleSystems()).
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
    /// Whole-hex systems: the hex that decides a Blocked or Blind ruling when
    /// no artwork does (blind zones name it as the obstacle). Default: none,
    /// the contact hex stands for it.
    virtual std::optional<OffsetCoord> decidingHex(const Ruling& ruling) const
    {
        (void)ruling;
        return std::nullopt;
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

/// A rule system the registry knows, implemented or not yet. Its strings
/// are not copied: give literals (or strings that outlive the program's use
/// of the registry).
struct RuleSystemInfo {
    std::string_view id;       ///< the `system` attribute of its files
    std::string_view name;     ///< the game's name, for people
    std::string_view query;    ///< what a ruling is asked between: "two hexes", "two cards", "two bases"
    bool implemented = false;
};

/// Builds a system's rules; nullptr for a system whose query is not two
/// cells (its own entry point rules instead).
using RulesFactory = std::unique_ptr<LosRules> (*)();

/// Every system: the built-in ones in the order of docs/rule-systems.md,
/// then any registered since.
const std::vector<RuleSystemInfo>& ruleSystems();

/// The system with this id; nullptr if none.
const RuleSystemInfo* findRuleSystem(std::string_view id);

/// Adds a system (a test's toy system, a program embedding crestline).
/// Refused (false) for an empty id or one already known. Call it before any
/// ruling is asked, from one thread: the registry is not locked.
bool registerRuleSystem(const RuleSystemInfo& info, RulesFactory make);

/// The rules for a system whose query is two cells; nullptr for an unknown
/// id and for a system registered without a factory.
std::unique_ptr<LosRules> rulesFor(std::string_view system);

} // namespace crestline::geometry::los
