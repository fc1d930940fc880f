#pragma once
// The state of one Fighting Formations ruling as the string is walked, and
// the rule steps that read it (one file each: crest.cpp, obstacle.cpp,
// blind_hex.cpp, hindrance.cpp, roads.cpp, same_hex.cpp). The driver
// (ff_rules.cpp) walks the string once and hands every hex it meets to the
// steps; the explained and the verdict-only rulings run exactly this code,
// only the explained one also records a trace (explain.cpp).
// Internal to the FF system: nothing outside systems/ff includes it.

#include "geometry/los/contact.h"
#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <string>

namespace crestline::geometry::los::ff {

/// The facts of one string that every step reads: its ends in walk order,
/// their levels and the rule thresholds derived from them.
struct FfString {
    const Scene& scene;
    const PlayState& state;
    OffsetCoord s, t;        ///< walk order: from the higher end (equal levels: the lower hex first)
    int a = 0, b = 0;        ///< L(s), L(t)
    int top = 0;             ///< max(a, b)
    int m = 0;               ///< crest threshold: top + 1 between equal levels, else top [24.512, 24.513]
    IPoint A, B;             ///< centre dots of s and t
    Param tS, tT;            ///< where the string leaves s and enters t [23.1]
    bool flipped = false;    ///< s is the target (the trace is then reversed)

    FfString(const Scene& sc, const PlayState& st, OffsetCoord from, OffsetCoord to);
    bool equalLevels() const { return a == b; }
    /// The lower end D of [24.53] (meaningful only when a != b).
    OffsetCoord lower() const { return b < a ? t : s; }
    int lowerLevel() const { return a < b ? a : b; }
};

/// One intervening hex as the steps see it: the piece of the string in it
/// (end hexes cut off [23.1]) and its index entries.
struct HexView {
    const HexPart& part;
    Span span;
    const std::vector<HexCandidate>* candidates = nullptr; ///< null off the map
    /// [24.53] the string passes from this hex straight into the lower end's hex.
    bool directlyBeforeLower = false;
    /// [24.8] cached answer of roads.cpp's alongRoad (-1 unknown).
    mutable int alongRoad = -1;
};

/// What a step found that decides (or may decide) the ruling.
struct Found {
    bool any = false;
    const char* rule = "";
    int artwork = -1;            ///< scene artwork index, -1 for none (ground of level 0, Smoke)
    OffsetCoord hex;             ///< the hex where the string met it
    Span span;                   ///< that hex's piece of the string
    HexCandidate candidate;      ///< its index entry (when artwork >= 0)
    int value = 0;               ///< hindrance value, for hindrances and Smoke
};

/// Records that the string meets candidate `c`'s artwork in hex `h` under `rule`.
inline void record(Found& out, const char* rule, const HexCandidate& c, const HexView& h)
{
    out.any = true;
    out.rule = rule;
    out.artwork = c.artwork;
    out.hex = h.part.hex;
    out.span = h.span;
    out.candidate = c;
}

/// The steps' results for one string, in the rulebook's order of priority.
struct Outcome {
    Found crest;      ///< [24.512] [24.513]
    Found obstacle;   ///< [24.4] [24.52]
    Found blind;      ///< [24.53]
    Found hindrance;  ///< [23.31] the largest terrain hindrance (first met)
    Found smoke;      ///< [23.33] the largest Smoke (first met)
    bool blocked() const { return crest.any || obstacle.any; }
};

// --- the rule steps (one file each) ---

/// crest.cpp [24.512] [24.513]: the string touches ground of level >= m between
/// the end hexes (off the map counts as ground of level 0). True if found.
bool examineCrest(const FfString& w, const HexView& h, Found& out);
/// crest.cpp: the plain-words reason of a crest block.
std::string crestReason(const FfString& w, const Found& f);

/// obstacle.cpp [24.4] [24.52] [24.8]: obstacle artwork standing at or above
/// the higher end's level touched, not along a road. True if found.
bool examineObstacle(const FfString& w, const HexView& h, Found& out);
std::string obstacleReason(const FfString& w, const Found& f);

/// blind_hex.cpp [24.53]: a lower obstacle in its own obstacle hex directly
/// before the lower end. Only asked of hexes with directlyBeforeLower.
bool examineBlindHex(const FfString& w, const HexView& h, Found& out);
std::string blindReason(const FfString& w, const Found& f);

/// hindrance.cpp [23.3] [23.31] [23.32] [24.54] [24.8]: raises `out` to the
/// largest hindrance artwork at or above the higher end's level, not along a road.
void examineHindrance(const FfString& w, const HexView& h, Found& out);
/// hindrance.cpp [8.2] [23.33]: Smoke in any hex the string meets, ends included.
void examineSmoke(const FfString& w, const HexPart& part, Found& out);
std::string hindranceReason(const FfString& w, const Found& f);
std::string smokeReason(const FfString& w, const Found& f);

/// roads.cpp [24.8]: the string's piece in this hex lies wholly inside a road
/// corridor drawn in it, so the hex's obstacles and hindrances do not count.
bool alongRoad(const FfString& w, const HexView& h);

/// same_hex.cpp [23.1] [23.33] [34.2]: a ruling within one hex.
void sameHex(const Scene& scene, const PlayState& state, OffsetCoord hex, Ruling& r, bool explain);

/// "building barn", "level 2": words shared by the reasons.
std::string describeArtwork(const Scene& scene, int artwork);
std::string levelText(int level);

} // namespace crestline::geometry::los::ff
