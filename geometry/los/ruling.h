#pragma once
// The result of an LOS check: the verdict, the rule that decided it, the
// artwork and point of contact, and the hexes the string crossed. Printed by
// the command line, shown by the editor and asserted by tests.

#include "geometry/hex_grid.h"
#include "geometry/los/string_walk.h"

#include <string>
#include <vector>

namespace crestline::geometry::los {

enum class Verdict { Clear, Hindered, Blocked, Blind };
std::string_view verdictName(Verdict v); ///< "clear", "hindered", "blocked", "blind"

/// LOS-affecting markers placed during play (not part of the map) [8, 23.33].
struct SmokeMarker {
    OffsetCoord hex;
    int hindrance = 5; ///< 5 full, 2 depleted
};

/// The game state an LOS check runs against.
struct PlayState {
    std::vector<SmokeMarker> smoke;
};

/// Something found on the string in one hex.
struct TraceNote {
    std::string what;      ///< plain words: "building b12 (obstacle, level 0) touched"
    int artwork = -1;      ///< scene artwork index, -1 for markers
};

/// One hex the string met, in order from sighter to target.
struct TraceStep {
    OffsetCoord hex;
    std::string label;
    bool onMap = true;
    Crossing how = Crossing::Interior;
    std::string sideName;  ///< for Crossing::Hexside
    int level = 0;
    enum class Role { Sighter, Target, Intervening } role = Role::Intervening;
    std::vector<TraceNote> found;
};

/// A complete ruling.
struct Ruling {
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
    std::vector<TraceStep> trace;
};

/// How much a check should compute.
enum class Detail {
    Verdict, ///< verdict, hindrance, rule and deciding artwork only (fast)
    Full,    ///< plus contact point and the per-hex trace with everything found
};

} // namespace crestline::geometry::los
