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
