// [15.4] [26.0] [28.0] [15.4.2] How far LOS reaches: eight hexes by day,
// two at night or in fog or rain (overcast: no effect); an observation post
// spotting for another unit sees thirteen by clear or overcast day, two
// otherwise.

#include "geometry/los/systems/gts/gts_string.h"

namespace crestline::geometry::los::gts {

namespace {

bool poorLight(const Conditions& c) { return c.night || c.weather == Weather::Fog || c.weather == Weather::Rain; }

} // namespace

int losRange(const Conditions& c, bool observationPostSpotting)
{
    if (poorLight(c)) return 2;               // [15.4] [26.0] [28.0]; [15.4.2] an OP too
    return observationPostSpotting ? 13 : 8;  // [15.4.2] [15.4]
}

const char* rangeRule(const Conditions& c, bool observationPostSpotting)
{
    if (c.night) return "[28.0]";
    if (poorLight(c)) return "[26.0]";
    return observationPostSpotting ? "[15.4.2]" : "[15.4]";
}

} // namespace crestline::geometry::los::gts
