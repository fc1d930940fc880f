#pragma once
// The common parts of an LOS ruling that every rule system shares: the
// verdict, the play state it is asked under, the per-hex trace and the
// explanation in hex terms (docs/rule-systems.md). A system's own part of
// a ruling lives in its folder (systems/<id>/<id>_detail.h); ruling.h puts
// them together.

#include "geometry/hex_grid.h"
#include "geometry/los/string_walk.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry::los {

enum class Verdict { Clear, Hindered, Blocked, Blind };
std::string_view verdictName(Verdict v); ///< "clear", "hindered", "blocked", "blind"

/// LOS-affecting markers placed during play (not part of the map) [8, 23.33].
struct SmokeMarker {
    OffsetCoord hex;
    int hindrance = 5; ///< 5 full, 2 depleted
};

/// A marker placed during play that a rule system reads by its kind
/// ("barrage-heavy", "smoke+1", "incoming" ...): each system says which kinds
/// it reads (LosRules::reads()).
struct PlayMarker {
    OffsetCoord hex;
    std::string kind;
    int value = 0;
};

enum class Weather { Clear, Overcast, Fog, Rain };
/// Why LOS is asked: GTS spotting [15.4.2], FoF radios [2.4.2].
enum class Purpose { Fire, Spot, Comm };

/// The kind of attack LOS is asked for: Conflict of Heroes walls give no
/// DM against mortar or artillery fire [5.0.2].
enum class Attack { Direct, Mortar, Artillery };
std::string_view attackName(Attack a); ///< "direct", "mortar", "artillery"

/// Conditions some systems read (GTS range [15.4, 26.0, 28.0], FoF visibility, CoH attack kind).
struct Conditions {
    Weather weather = Weather::Clear;
    bool night = false;
    Purpose purpose = Purpose::Fire;
    Attack attack = Attack::Direct;
};

/// The game state an LOS check runs against.
struct PlayState {
    std::vector<SmokeMarker> smoke;   ///< FF Smoke [8.2, 23.33]
    std::vector<PlayMarker> markers;  ///< other systems' markers
    Conditions conditions;
};

/// Something found on the string in one hex.
struct TraceNote {
    std::string what;      ///< plain words: "building b12 (obstacle, level 0) touched"
    int artwork = -1;      ///< scene artwork index, -1 for markers
    bool counts = true;    ///< false: touched, but the rules set it aside (see `why`)
    std::string why;       ///< why it does not count, with the rule: "at level 0, below both ends [24.54]"
};

/// Where a point of the string lies in hex terms, decided by the exact
/// lattice tests (explained rulings only; the ruling never depends on it).
struct HexPlace {
    enum class Kind { Inside, Hexside, Vertex };
    Kind kind = Kind::Inside;
    /// On-map hexes whose closed region holds the point, in OffsetCoord order:
    /// one inside, two on a hexside, three at a vertex (fewer at the map edge).
    std::vector<OffsetCoord> hexes;
    /// Hexside only: the point lies fractionNum / fractionDen of the way along
    /// the hexside from the vertex `fromVertex` (the nearer end; 1/2 is the midpoint).
    std::int64_t fractionNum = 0, fractionDen = 1;
    bool fractionExact = true;           ///< false: `fraction` is rounded, fractionNum/Den unset
    double fraction = 0;                 ///< the same fraction as a double
    std::vector<OffsetCoord> fromVertex; ///< the on-map hexes at that vertex
    std::string text;                    ///< "exactly at the vertex shared by G6, H5 and H6"
};

/// Artwork that would have counted had the string touched it, and how far
/// the string passes from it (explained rulings only).
struct NearMiss {
    int artwork = -1;      ///< scene artwork index
    OffsetCoord hex;       ///< the hex holding the artwork's point nearest the string
    double clearance = 0;  ///< in hex widths (across flats); display only, rounded from the squared distance
    bool corner = false;   ///< the nearest point is a corner of the artwork (else a point of one of its edges)
    Point at;              ///< that point, lattice frame (approximate)
    std::string text;      ///< "building barn (obstacle, level 0) misses the string by 0.08 hex widths, at its corner in G6"
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

/// What an explained ruling adds in hex terms (computed after the decision,
/// never by verdict-only rulings).
struct Explanation {
    std::optional<HexPlace> contactPlace; ///< the contact in hex terms, exact
    std::vector<NearMiss> nearMisses;     ///< closest first, at most three
};

} // namespace crestline::geometry::los
