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

std::string_view cohOutcomeName(CohDetail::Outcome o)
{
    switch (o) {
    case CohDetail::Outcome::Sees: return "sees";
    case CohDetail::Outcome::Blocked: return "blocked";
    case CohDetail::Outcome::Blind: return "blind";
    }
    return "?";
}

std::string_view attackName(Attack a)
{
    switch (a) {
    case Attack::Direct: return "direct";
    case Attack::Mortar: return "mortar";
    case Attack::Artillery: return "artillery";
    }
    return "?";
}

} // namespace crestline::geometry::los
