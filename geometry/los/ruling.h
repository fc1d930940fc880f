#pragma once
// The result of an LOS check. Its common part — verdict, hindrance, the
// deciding rule and feature, the point of contact, the per-hex trace — is
// the same for every rule system (geometry/los/ruling_parts.h,
// docs/rule-systems.md); what one system adds sits beside it in `detail`
// (systems/system_detail.h). Printed by the command line, shown by the
// editor and asserted by tests.

#include "geometry/los/ruling_parts.h"
#include "geometry/los/systems/system_detail.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// A complete ruling.
struct Ruling {
    std::string_view system; ///< rule system id, as ruleSystems() lists it
    OffsetCoord from, to;
    int levelFrom = 0, levelTo = 0;
    Verdict verdict = Verdict::Clear;
    int hindrance = 1;     ///< 1 = the default, no hindrance [34.141]
    std::string rule;      ///< deciding rule, e.g. "[24.52]"
    std::string reason;    ///< plain words for the deciding rule
    int artwork = -1;      ///< deciding artwork (scene index), -1 if none
    bool hasContact = false;
    OffsetCoord contactHex;
    Point contact;         ///< lattice frame, approximate (display only)
    /// The explanation in hex terms; set only by explained rulings (Detail::Full).
    std::shared_ptr<const Explanation> explanation;
    std::vector<TraceStep> trace;
    SystemDetail detail;   ///< the rule system's own part
};

/// How much a check should compute.
enum class Detail {
    Cell,    ///< verdict and hindrance only, for viewsheds and matrices: any
             ///< block may end the walk, so rule and artwork name a rule that
             ///< applies, not necessarily the deciding one
    Verdict, ///< verdict, hindrance, the deciding rule and artwork (no trace)
    Full,    ///< plus contact point and the per-hex trace with everything found
};

} // namespace crestline::geometry::los
