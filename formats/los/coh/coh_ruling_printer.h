#pragma once
// How a Conflict of Heroes ruling is printed (coh-los.md): sees, blocked or
// blind with the deciding hex, and when it sees each modifier with its rule
// and where the string enters the target's hex. Whole hexes: no hindrance,
// no artwork.

#include "formats/los/ruling_printer.h"

namespace crestline::formats {

RulingPrinter cohRulingPrinter();

} // namespace crestline::formats
