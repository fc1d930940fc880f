// The Potential Contacts of a mission turn by turn (fof_timeline.h) [2.2.2, 3.2.2].

#include "scenarios/fof/fof_timeline.h"

#include <map>

namespace crestline::scenarios::fof {

std::vector<ContactsOnTurn> contactsByTurn(const Mission& mission)
{
    std::map<int, std::vector<const PotentialContact*>> byTurn{{0, {}}};
    for (const PotentialContact& c : mission.contacts)
        if (c.turn >= 0 && c.turn <= mission.turns) byTurn[c.turn].push_back(&c);
    std::vector<ContactsOnTurn> out;
    for (auto& [turn, contacts] : byTurn) out.push_back({turn, std::move(contacts)});
    return out;
}

} // namespace crestline::scenarios::fof
