#pragma once
// The turns of a Fields of Fire mission as `crestline timeline` lists them:
// the Potential Contacts placed at set-up and those added at the start of a
// turn (Defensive missions [3.2.2]), within turns 1..Duration [2.1].

#include "scenarios/fof/fof_mission.h"

#include <vector>

namespace crestline::scenarios::fof {

/// The Potential Contacts placed at one point of the mission; pointers into the mission.
struct ContactsOnTurn {
    int turn = 0;                                   ///< 0: at set-up; n: at the start of turn n
    std::vector<const PotentialContact*> contacts;  ///< in file order
};

/// Set-up (turn 0, always, possibly empty) and each turn 1..mission.turns
/// on which contacts are added, in turn order; contacts on a later turn than
/// the last are left out (the check's fof-contact-turn). Its size follows the
/// contacts, not the Duration.
std::vector<ContactsOnTurn> contactsByTurn(const Mission& mission);

} // namespace crestline::scenarios::fof
