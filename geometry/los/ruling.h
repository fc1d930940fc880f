#pragma once
// The result of an LOS check. Its common part — verdict, hindrance, the
// deciding rule and feature, the point of contact, the per-hex trace — is
// the same for every rule system (docs/rule-systems.md); what one system
// adds (obstacle counts, modifiers, cover segments, range bands) sits beside
// it in `detail`. Printed by the command line, shown by the editor and
// asserted by tests.

#include "geometry/hex_grid.h"
#include "geometry/los/string_walk.h"
#include "geometry/square_grid.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace crestline::geometry::los {

enum class Verdict { Clear, Hindered, Blocked, Blind };
std::string_view verdictName(Verdict v); ///< "clear", "hindered", "blocked", "blind"

/// LOS-affecting markers placed during play (not part of the map) [8, 23.33].
struct SmokeMarker {
    OffsetCoord hex;
    int hindrance = 5; ///< 5 full, 2 depleted
};

/// A marker placed during play that a rule system reads by its kind: GTS
/// "barrage-light"/"barrage-heavy" [16.4.2.2], CoH "smoke+1"/"smoke+2"
/// [13.0], FoF "incoming"/"air-strike". Fighting Formations reads only
/// `PlayState::smoke`.
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

/// What Fighting Formations adds to the common ruling.
struct FfDetail {
    int crestLevel = 0; ///< m: ground of this level or higher between the ends blocks [24.512, 24.513]
    int smoke = 1;      ///< the largest Smoke the string meets, 1 if none [23.33]
    std::optional<OffsetCoord> blindHex; ///< the lower end, when it is blind [24.53]
    /// Between hexes of different levels (explained rulings): where the string,
    /// followed from the upper end, first leaves ground of the upper end's level [24.512].
    struct CrestExit {
        int level = 0;            ///< the upper end's level
        Point at;                 ///< lattice frame, approximate (display only)
        OffsetCoord hex;          ///< the first hex met, in walk order from the upper end, that holds it
        HexPlace place;           ///< exact place in hex terms
        bool withinUpperHex = false; ///< before (or on) the upper end's hexside: "crosses a Crest Line before it crosses a hexside"
        bool upperIsSighter = true;
    };
    /// Set only by explained rulings, and only between different levels (a
    /// pointer, so verdict-only rulings pay nothing for it).
    std::shared_ptr<const CrestExit> crestExit;
};

/// One tie site of a Grand Tactical Series ruling: a vertex the string
/// passes through, or a hexside it runs along (gts-los.md, "Ties"). The site
/// counts the smaller of its two nudges' counts. Left and right are as seen
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
std::string_view gtsOutcomeName(GtsDetail::Outcome o); ///< "sees", "blocked", "out of range"

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
    /// Where the string enters the target's hex: one side (through its
    /// inside) or two (through the vertex between them), as HexGrid::sideName
    /// numbers; -1 unused. None when the ends are one hex.
    int entrySides[2] = {-1, -1};
    int attackModifier = 0;     ///< AR: the modifiers' total (sees only)
    int defenceModifier = 0;    ///< DM: the modifiers' total (sees only)
    std::vector<CohModifier> modifiers; ///< one by one, in the order of step 5 (not for Detail::Cell)
};
std::string_view cohOutcomeName(CohDetail::Outcome o); ///< "sees", "blocked", "blind"

/// One card of a Fields of Fire walk, with the segments the string uses
/// (fof-los.md "Words"): the cards whose interiors the string meets.
struct FofWalkCard {
    OffsetCoord card;                 ///< the cell (c, r)
    std::optional<CardSegment> entry; ///< the segment facing the card before it (none for S)
    std::optional<CardSegment> exit;  ///< the segment facing the card after it (none for T)
    bool corner = false;              ///< entered through a card corner (diagonal step)
    bool present = true;              ///< a card lies in the cell
};

/// What Fields of Fire adds to the common ruling (fof-los.md, "The verdict").
struct FofDetail {
    enum class Outcome { Los, Blocked, TooFar, Undetermined, NoLos };
    Outcome outcome = Outcome::Los;
    int step = 0;                       ///< the deciding step, 1 to 8
    std::optional<OffsetCoord> card;    ///< step 4: the obscured end; step 7: the blocking card or the empty cell
    std::optional<CardSegment> segment; ///< step 7: the dark segment that blocks (entry before exit)
    Purpose purpose = Purpose::Fire;
    int range = 3;                      ///< M, the visibility's longest range [1.2.7]
    int distance = 0;                   ///< d = max(|dc|, |dr|); -1 with a Helicopter Staging Area
    RangeBand band = RangeBand::P;      ///< P C L V [1.2.7], Beyond past 3
    int eyeFrom = 0, eyeTo = 0;         ///< a = L(S) + e(S), b = L(T) + e(T)
    int top = 0;                        ///< max(a, b)
    int elevation = 0;                  ///< sign(a - b): +1 the sighter is higher [1.2.2 B]
    std::vector<FofWalkCard> walk;      ///< S to T (not for Detail::Cell, nor with a Helicopter Staging Area)
    std::optional<CardSegment> cover;   ///< the target's entry segment (none on the same card)
    bool coverDark = false;             ///< that segment is dark: higher cover value [1.2.1 A]
};
std::string_view fofOutcomeName(FofDetail::Outcome o); ///< "LOS", "blocked", "too far", "undetermined", "no LOS"

/// One system's part of a ruling; monostate for none. Each rule system adds
/// its own alternative (GTS obstacle count and range, CoH modifiers, FoF
/// cover segment, tabletop concealment; see docs/rule-systems.md).
using SystemDetail = std::variant<std::monostate, FfDetail, GtsDetail, CohDetail, FofDetail>;

/// A complete ruling.
struct Ruling {
    std::string_view system; ///< rule system id: "ff", "gts", "coh", "fof", "tabletop"
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
    /// The explanation in hex terms; set only by explained rulings (Detail::Full).
    std::shared_ptr<const Explanation> explanation;
    std::vector<TraceStep> trace;
    SystemDetail detail;   ///< the rule system's own part
};

/// How much a check should compute.
enum class Detail {
    Cell,    ///< verdict and hindrance only, for viewsheds and matrices: any
             ///< block may end the walk, so rule and artwork name a rule that
             ///< applies, not necessarily the deciding one
    Verdict, ///< verdict, hindrance, the deciding rule and artwork (no trace)
    Full,    ///< plus contact point and the per-hex trace with everything found
};

} // namespace crestline::geometry::los
