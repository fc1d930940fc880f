#pragma once
// Concealment of a 15 mm tabletop unit as text and JSON (docs/tabletop.md
// "Concealment", docs/cli-systems.md "concealed"): the unit's verdict, each team's
// reasons (area pieces, linear pieces and who fires across them, Infantry
// that did not move), cover class, which firing teams see it, Gone to Ground.

#include "geometry/los/systems/tabletop/tabletop_conceal.h"

#include <map>
#include <string>

namespace crestline::formats {

/// The names a concealment verdict is printed with.
struct ConcealNames {
    std::string target, from;         ///< the target unit and the firing unit, ids as in the file
    std::map<int, std::string> teams; ///< LOS-table team id -> the team's id in the file
    bool setUp = false;               ///< no team of the file carries state: read as not moved, not gone to ground
};

/// "none", "soft" or "hard".
std::string coverName(geometry::los::tabletop::Cover c);

/// The verdict as lines of text.
std::string tabletopConcealText(const ConcealNames& names, const geometry::los::tabletop::UnitConcealment& verdict);
/// The same as one JSON object.
std::string tabletopConcealJson(const ConcealNames& names, const geometry::los::tabletop::UnitConcealment& verdict);

} // namespace crestline::formats
