#pragma once
// The registry of the rule systems' own parts of a ruling: Ruling::detail
// holds one of these (docs/rule-systems.md, "Adding a system"). A system
// whose rulings need nothing beyond the common part adds nothing here.

#include "geometry/los/systems/coh/coh_detail.h"
#include "geometry/los/systems/ff/ff_detail.h"
#include "geometry/los/systems/fof/fof_detail.h"
#include "geometry/los/systems/gts/gts_detail.h"

#include <variant>

namespace crestline::geometry::los {

/// One system's part of a ruling; monostate for none.
using SystemDetail = std::variant<std::monostate, FfDetail, GtsDetail, CohDetail, FofDetail>;

} // namespace crestline::geometry::los
