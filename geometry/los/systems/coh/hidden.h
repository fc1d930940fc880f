#pragma once
// Conflict of Heroes hidden units (the aid's 10.0 and 10.2, coh-los.md
// "Hidden units"), exact on top of the CoH LOS rules:
// - Revealing (10.0): a hidden unit in a non-cover hex is revealed when an
//   enemy unit within 2 hexes (hex distance) has LOS to it.
// - Hide (10.2): a unit may hide only if it is not in enemy LOS, into a hex
//   within 1 that is not in enemy LOS either. DECISION: "in enemy LOS" means
//   some enemy unit has LOS, whatever its range or facing.
// - Cover hex (10.0): its terrain is cover (chart "Cover terrain Y"), a wall
//   stands on one of its sides, or it holds smoke, a bunker, a trench or a
//   road block. DECISION: a vehicle covers the foot units in its hex only, a
//   hasty defence its own unit only.

#include "geometry/los/rules.h"
#include "geometry/los/systems/coh/coh_board.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::geometry::los::coh {

/// A unit on the board as the position gives it.
struct PlacedUnit {
    std::string id;
    std::string side;
    OffsetCoord hex;
    bool hidden = false;
    bool vehicle = false;      ///< a vehicle (covers foot units in its hex); else a foot unit or gun
    bool hastyDefence = false; ///< behind its own hasty defence counter [18.1.3]
};

/// A counter on the board that makes its hex a cover hex [10.0]: "bunker",
/// "trench", "road-block" (smoke comes from the play state's smoke markers).
struct CoverCounter {
    OffsetCoord hex;
    std::string kind;
};

/// Why a unit's hex is cover for it, or empty if it is not.
std::string coverOf(const CohBoard& board, const PlayState& state, const std::vector<PlacedUnit>& units, const std::vector<CoverCounter>& counters,
                    const PlacedUnit& unit);

/// What the position means for one hidden unit [10.0].
struct RevealAnswer {
    std::string unit;
    bool revealed = false;
    std::string cover;                   ///< why its hex is cover (then it is not revealed by LOS), empty if none
    std::optional<std::string> by;       ///< the enemy unit that reveals it
    int distance = 0;                    ///< that enemy's hex distance
    std::string why;                     ///< plain words
};

/// What the position means for one unit that is not hidden [10.2].
struct HideAnswer {
    std::string unit;
    bool mayHide = false;
    std::optional<std::string> seenBy;   ///< an enemy unit with LOS to its hex
    std::vector<OffsetCoord> hideHexes;  ///< hexes within 1 (its own first) that no enemy unit has LOS to
    std::string why;
};

/// Every hidden unit of the position, in the order given, with whether an
/// enemy reveals it; and every unit not hidden with whether it may hide.
/// `rules` must be the CoH rules and `scene` carry `board`.
struct RevealCheck {
    std::vector<RevealAnswer> hidden;
    std::vector<HideAnswer> visible;
};
RevealCheck revealCheck(const LosRules& rules, const Scene& scene, const CohBoard& board, const PlayState& state, const std::vector<PlacedUnit>& units,
                        const std::vector<CoverCounter>& counters);

} // namespace crestline::geometry::los::coh
