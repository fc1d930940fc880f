#pragma once
// A GTS game turn by turn [4.0]: from turn 1 to the last turn [12.0], each
// turn's time and whether it is night [3.0, 28.0], the air units each Army
// gets if the weather is clear [27.0], the reinforcements placed [8.0] and the
// Division Activation Chits gained [9.0], and whether it is the turn before
// the night turn (+2 Dispatch Points when a Division's chit is drawn [10.0.3]).

#include "scenarios/gts/gts_scenario.h"

#include <string>
#include <vector>

namespace crestline::scenarios::gts {

/// One turn as play reaches it.
struct GtsTimelineTurn {
    int number = 0;
    std::string time;
    bool night = false;
    bool last = false;                          ///< victory is determined after it [12.0]
    bool beforeNight = false;                   ///< the next turn is a night turn [10.0.3]
    std::vector<const AirUnits*> air;           ///< on a day turn only, if clear [27.0]
    std::vector<const Reinforcement*> arrivals; ///< in file order
    std::vector<std::string> chitsGained;       ///< Division ids whose Activation Chit enters the mug [9.0]
};

/// Turns of the record from 1 to the last, in order (turns the record lacks are skipped).
/// Holds pointers into `scenario`, which must outlive the result.
std::vector<GtsTimelineTurn> buildGtsTimeline(const GtsScenario& scenario);

} // namespace crestline::scenarios::gts
