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

} // namespace crestline::geometry::los
