#pragma once
// The state the Conflict of Heroes rule steps share while one string is
// walked: the board, the ends and their levels, the smoke in play, and what
// each step has found (coh-los.md, "The verdict"). Internal to systems/coh.

#include "geometry/los/ruling.h"
#include "geometry/los/string_walk.h"
#include "geometry/los/systems/coh/coh_board.h"

#include <optional>

#include <string>
#include <vector>

namespace crestline::geometry::los::coh {

/// One string from the firer S to the target T.
struct CohString {
    const CohBoard& board;
    const HexGrid& grid;
    const std::vector<PlayMarker>& markers; ///< PlayState::markers: "smoke+1", "smoke+2" are read
    OffsetCoord s, t;
    int a = 0, b = 0; ///< L(S), L(T)
    int top = 0;      ///< max(a, b)
    int m = 0;        ///< step 2: top + 1 between equal levels, else top

    CohString(const CohBoard& bd, const HexGrid& g, const std::vector<PlayMarker>& mk, OffsetCoord from, OffsetCoord to);

    /// The smoke in a hex [13.0]: 2, 1 or 0 (the larger if two are placed).
    int smoke(OffsetCoord h) const
    {
        int v = 0;
        for (const PlayMarker& mk : markers) {
            if (mk.hex != h) continue;
            if (mk.kind == "smoke+2") return 2;
            if (mk.kind == "smoke+1") v = 1;
        }
        return v;
    }
    /// The lower end D of step 4 (meaningful only when a != b).
    OffsetCoord lower() const { return b < a ? t : s; }
    int lowerLevel() const { return a < b ? a : b; }
    /// "light woods in 0102 (level 1)".
    std::string hexName(OffsetCoord h) const;
};

/// What the steps found on the string's intervening part, first met from S.
/// Where the string runs along the shared side of two hexes that both
/// qualify for the deciding step over that one stretch, both are named
/// (coh-los.md "The verdict", DECISION): the `...Also` hex is the second.
struct CohFound {
    bool height = false, obstacle = false, blind = false;
    OffsetCoord heightHex, obstacleHex, blindHex;
    HexPart heightPart, obstaclePart, blindPart; ///< the stretch where each was met
    std::optional<OffsetCoord> heightAlso, obstacleAlso, blindAlso;
    bool obstacleIsSmoke = false;     ///< the obstacle is smoke +2 [13.0], not terrain
    bool obstacleAlsoIsSmoke = false; ///< the same for obstacleAlso
    bool blocked() const { return height || obstacle; }
};

/// Whether two parts are the two hexes of one run along their shared side:
/// both along a hexside, over the same stretch of the string.
inline bool sameRun(const HexPart& x, const HexPart& y)
{
    return x.how == Crossing::Hexside && y.how == Crossing::Hexside && !(x.hex == y.hex) && compare(x.lo, y.lo) == 0 && compare(x.hi, y.hi) == 0;
}

// The rule steps, one file each.

/// coh_steps.cpp: steps 2 and 3 for a hex the intervening part touches.
/// Returns true if the string is now blocked.
bool examineTouched(const CohString& w, const HexPart& p, CohFound& f);
/// coh_steps.cpp step 4: `o` is touched by the intervening part and meets the
/// string where the string enters (or leaves) the lower end D.
void examineBlind(const CohString& w, const HexPart& o, CohFound& f);
/// coh_steps.cpp: the plain words and rule of a blocked or blind verdict.
std::string verdictReason(const CohString& w, const CohFound& f);
const char* verdictRule(const CohFound& f);

/// modifiers.cpp: the side or two sides (through their vertex) of T where
/// the string from S enters it; S != T. Exact: integer cross products.
void entrySides(const HexGrid& grid, OffsetCoord s, OffsetCoord t, int out[2]);
/// modifiers.cpp step 5: the modifiers of a clear ruling, in order; `between`
/// lists the hexes the intervening part touches that hold smoke +1. Words
/// only when `words`.
void addModifiers(const CohString& w, const std::vector<OffsetCoord>& between, Attack attack, bool words, CohDetail& d);

} // namespace crestline::geometry::los::coh
