#pragma once
// How a Fighting Formations ruling is printed: the common words (verdict,
// hindrance, deciding artwork, contact) and, between different levels, where
// the string leaves the upper end's level [24.512].

#include "formats/los/ruling_printer.h"

namespace crestline::formats {

RulingPrinter ffRulingPrinter();

} // namespace crestline::formats
