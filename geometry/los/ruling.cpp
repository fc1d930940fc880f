#include "geometry/los/ruling.h"

namespace crestline::geometry::los {

std::string_view verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Clear: return "clear";
    case Verdict::Hindered: return "hindered";
    case Verdict::Blocked: return "blocked";
    case Verdict::Blind: return "blind";
    }
    return "?";
}

std::string_view gtsOutcomeName(GtsDetail::Outcome o)
{
    switch (o) {
    case GtsDetail::Outcome::Sees: return "sees";
    case GtsDetail::Outcome::Blocked: return "blocked";
    case GtsDetail::Outcome::OutOfRange: return "out of range";
    }
    return "?";
}

} // namespace crestline::geometry::los
