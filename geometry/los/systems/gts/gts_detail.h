#pragma once
// What the Grand Tactical Series adds to the common ruling (Ruling::detail).

#include "geometry/los/ruling_parts.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

/// from the sighter looking at the target on the printed map.
struct GtsTie {
    enum class Kind { Vertex, Run };
    /// Which nudge the site took: the one with the smaller count, Equal if both count the same.
    enum class Taken { Left, Right, Equal };
    Kind kind = Kind::Vertex;
    IPoint at, to;          ///< lattice frame: the vertex (Vertex), or the run's first and last vertex (Run)
    OffsetCoord before;     ///< Vertex: A, the hex passed through before it; Run: P, the hex it is entered from
    OffsetCoord after;      ///< Vertex: B, the hex passed through after it; Run: Q, the hex it is left into
    /// The hex each nudge passes through besides `before` and `after`: Run:
    /// the hex on that side of the hexside; Vertex: the third hex C on its
    /// side, none on the other.
    std::optional<OffsetCoord> leftHex, rightHex;
    int left = 0, right = 0; ///< each nudge's count: hexes that block plus blocking, non-exempt hexsides it crosses
    Taken taken = Taken::Equal;
    int count() const { return left < right ? left : right; }
};

/// One thing a Grand Tactical Series ruling counted towards k.
struct GtsObstacle {
    enum class Kind { Hex, Hexside, Pair, Tie };
    Kind kind = Kind::Hex;
    OffsetCoord hex;        ///< the hex (Hex, Pair), one side of the hexside (Hexside); the site's `before` (Tie)
    OffsetCoord other;      ///< Hexside: the hex across it
    int count = 1;          ///< what it adds to k (Pair: the second of each two pair hexes adds 1; Tie: the site's count)
    std::string what;       ///< plain words: "woods in 0102 [15.4]", "crest 0102|0103 [15.4.1]"
};

/// What Grand Tactical Series adds to the common ruling (gts-los.md, "The verdict").
struct GtsDetail {
    enum class Outcome { Sees, Blocked, OutOfRange };
    Outcome outcome = Outcome::Sees;
    int distance = 0;   ///< d: hex distance, the target counted, the sighter not [15.4, 29.24]
    int range = 0;      ///< M: the longest LOS for these conditions [15.4, 15.4.2, 26.0, 28.0]
    int allowance = 0;  ///< A: obstacles the sighter may see through [15.4.2, 15.4.3]
    int k = 0;          ///< obstacles counted: blockingHexes + blockingHexsides + pairHexes / 2 + each tie's count
    int blockingHexes = 0;    ///< intermediate blocking hexes passed through [15.4, 16.4.2.2]
    int blockingHexsides = 0; ///< non-exempt blocking hexsides crossed at an inner point [15.4.1]
    int pairHexes = 0;        ///< p: intermediate pair hexes passed through that do not also block [15.4.1 Q&A]
    bool complete = true;     ///< false: a Detail::Cell ruling stopped once k passed A; the counts are partial
    std::vector<GtsTie> ties;           ///< every tie site, in order along the string (Detail::Cell: counted in k, not listed)
    std::vector<GtsObstacle> obstacles; ///< what counted, in order (Detail::Full only)
};
/// "sees", "blocked", "out of range"
inline std::string_view gtsOutcomeName(GtsDetail::Outcome o)
{
    switch (o) {
    case GtsDetail::Outcome::Sees: return "sees";
    case GtsDetail::Outcome::Blocked: return "blocked";
    case GtsDetail::Outcome::OutOfRange: return "out of range";
    }
    return "?";
}

} // namespace crestline::geometry::los
