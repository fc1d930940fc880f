#pragma once
// What Conflict of Heroes adds to the common ruling (Ruling::detail).

#include "geometry/los/ruling_parts.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// One Conflict of Heroes modifier of a clear LOS (coh-los.md, step 5). Modifiers add up.
struct CohModifier {
    enum class Kind {
        SmokeFirer,   ///< smoke +2 in the firer's hex: +2 DM [13.0]
        SmokeTarget,  ///< smoke +2 or +1 in the target's hex: +2 or +1 DM [13.0]
        SmokeBetween, ///< smoke +1 in a hex the string touches between the ends: +1 DM [13.0]
        Wall,         ///< the string enters the target's hex on a wall side: +1 DM [5.0.2]
        FirerHigher,  ///< +1 AR [11.2]
        TargetHigher, ///< +1 DM [11.2]
    };
    Kind kind = Kind::SmokeTarget;
    int attack = 0;          ///< AR added
    int defence = 0;         ///< DM added
    OffsetCoord hex;         ///< the smoke's hex; the target's hex (wall, height)
    std::optional<OffsetCoord> across; ///< Wall: the hex across the wall side
    const char* rule = "";   ///< "[13.0]"
    std::string what;        ///< plain words (Detail::Full only)
};

/// What Conflict of Heroes adds to the common ruling (coh-los.md, "The verdict").
struct CohDetail {
    enum class Outcome { Sees, Blocked, Blind };
    Outcome outcome = Outcome::Sees;
    Attack attack = Attack::Direct;
    int top = 0;                ///< max(L(S), L(T))
    int heightThreshold = 0;    ///< m: a hex of this level or higher touched between the ends blocks (step 2)
    std::optional<OffsetCoord> hex; ///< Blocked: the deciding hex; Blind: the lower obstacle hex O
    /// The second deciding hex, where the string runs along the shared side
    /// of two hexes that both decide over that one stretch (coh-los.md, "The
    /// verdict": both are named); `hex` is the one met first.
    std::optional<OffsetCoord> alsoHex;
    /// Where the string enters the target's hex: one side (through its
    /// inside) or two (through the vertex between them), as HexGrid::sideName
    /// numbers; -1 unused. None when the ends are one hex.
    int entrySides[2] = {-1, -1};
    int attackModifier = 0;     ///< AR: the modifiers' total (sees only)
    int defenceModifier = 0;    ///< DM: the modifiers' total (sees only)
    std::vector<CohModifier> modifiers; ///< one by one, in the order of step 5 (not for Detail::Cell)
};
/// "sees", "blocked", "blind"
inline std::string_view cohOutcomeName(CohDetail::Outcome o)
{
    switch (o) {
    case CohDetail::Outcome::Sees: return "sees";
    case CohDetail::Outcome::Blocked: return "blocked";
    case CohDetail::Outcome::Blind: return "blind";
    }
    return "?";
}

} // namespace crestline::geometry::los
