// The Potential Contacts of a mission turn by turn (fof_timeline.h) [2.2.2, 3.2.2].

#include "scenarios/fof/fof_timeline.h"

namespace crestline::scenarios::fof {

std::vector<ContactsOnTurn> contactsByTurn(const Mission& mission)
{
    std::vector<ContactsOnTurn> out;
    for (int turn = 0; turn <= mission.turns; ++turn) {
        ContactsOnTurn t;
        t.turn = turn;
        for (const PotentialContact& c : mission.contacts)
            if (c.turn == turn) t.contacts.push_back(&c);
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace crestline::scenarios::fof
