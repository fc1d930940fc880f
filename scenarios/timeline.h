#pragma once
// The game turn by turn as the Time Track runs [21]: from the Turn marker's
// start space to the last space, what reinforcements and Command markers
// arrive [21.12e] and which sudden death number is in force [21.22].

#include "scenarios/scenario.h"

#include <optional>
#include <vector>

namespace crestline::scenarios {

/// One space of the Time Track as play reaches it.
struct TimelineTurn {
    int space = 0;
    bool start = false;                         ///< the Turn marker starts here (no end-of-turn steps)
    std::optional<int> suddenDeath;             ///< in force: the game ends if 2d10 is less than this [21.22]
    std::vector<const Reinforcement*> arrivals; ///< in file order
    int commandMarkers(const std::string& side) const;
};

/// Spaces from the Turn marker's start to the end of the Time Track, in order.
/// Holds pointers into `scenario`, which must outlive the result.
std::vector<TimelineTurn> buildTimeline(const Scenario& scenario);

} // namespace crestline::scenarios
