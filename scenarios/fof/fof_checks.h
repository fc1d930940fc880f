#pragma once
// `crestline check` for a Fields of Fire mission (fof_checks.cpp opens with
// the rules and codes); every code is documented in docs/fof-mission.md
// ("Check codes").

#include "geometry/finding.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"
#include "scenarios/fof/fof_mission.h"

#include <string>
#include <vector>

namespace crestline::scenarios::fof {

/// Run every check; findings in a stable order (by check, then file order).
/// `map` may be null (not loaded): the checks that need the card map are
/// skipped; seams and contact rows are checked against the Mission Details.
Findings checkFofMission(const Mission& mission, const maps::FofMap* map, const std::vector<maps::FofDeck>& decks, const std::string& file);

/// Which kinds of tactical controls a mission type uses [2.4.1 A to C], the
/// general purpose ones [2.4.1 D] with every type.
bool usesControl(MissionType type, LineControlKind kind);
bool usesControl(MissionType type, PointControlKind kind);

} // namespace crestline::scenarios::fof
