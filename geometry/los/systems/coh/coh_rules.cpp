#include "geometry/los/systems/coh/coh_rules.h"

#include <stdexcept>

namespace crestline::geometry::los {

Ruling CohRules::check(const Scene&, OffsetCoord, OffsetCoord, const PlayState&, Detail) const
{
    throw std::logic_error("CoH LOS: not written yet");
}

PlayStateReads CohRules::reads() const
{
    PlayStateReads r;
    r.markerKinds = {"smoke+1", "smoke+2"};
    r.attack = true;
    return r;
}

} // namespace crestline::geometry::los
