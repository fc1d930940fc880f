#pragma once
// How a Grand Tactical Series ruling is printed (gts-los.md): no levels, no
// hindrance, the count k against the allowance A and the distance against
// the range, and each tie site with both nudges' counts.

#include "formats/los/ruling_printer.h"

namespace crestline::formats {

RulingPrinter gtsRulingPrinter();

} // namespace crestline::formats
