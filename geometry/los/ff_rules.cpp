// Fighting Formations LOS. Rules implemented (rulebook v1.1):
//   [23.1]   string from centre dot to centre dot; artwork in the sighter's or
//            target's own hex does not count (their closed regions are cut
//            off the string); units never block; LOS is reciprocal.
//   [24.512] [24.513] crests: the intervening string must not touch ground
//            of level m (m = top + 1 between equal levels, else top).
//   [24.4] [24.52] obstacles at or above the higher end's level block.
//   [24.53]  blind hex: a lower obstacle in the hex directly before the lower
//            end, when that end is not above the obstacle hex's level.
//   [23.3] [24.54] [24.8] [8.2] [23.33] hindrance: largest of the default 1,
//            hindrance artwork at or above the higher end's level (not in a
//            hex where the string runs wholly along a road), and Smoke in any
//            hex the string meets, ends and hexsides included.
// Codes emitted in Ruling::rule: [23.1] [24.512] [24.513] [24.4] [24.52]
// [24.53] [23.31] [23.33].

#include "geometry/los/ff_rules.h"

#include "geometry/los/contact.h"
#include "geometry/exact.h"

#include <algorithm>
#include <tuple>

namespace crestline::geometry::los {

namespace {

struct Walk {
    OffsetCoord s, t;        ///< canonical order (s < t)
    int a = 0, b = 0, top = 0;
    std::vector<HexPart> parts;
    std::vector<Span> spans; ///< per part; empty for the end hexes
    Param tS, tT;
};

std::string levelText(int l) { return "level " + std::to_string(l); }

std::string describe(const Artwork& art)
{
    return art.terrain + " " + art.id;
}

class Evaluator {
public:
    Evaluator(const Scene& scene, const PlayState& state, Detail detail, Walk& w)
        : m_scene(scene), m_state(state), m_detail(detail), m_w(w) {}

    bool crests(Ruling& r);
    bool obstacles(Ruling& r);
    bool blindHex(Ruling& r);
    void hindrance(Ruling& r);

private:
    const Scene& m_scene;
    const PlayState& m_state;
    Detail m_detail;
    Walk& m_w;

    bool intervening(std::size_t i) const
    {
        const HexPart& p = m_w.parts[i];
        return p.onMap && !(p.hex == m_w.s) && !(p.hex == m_w.t) && !m_w.spans[i].empty();
    }
    /// Where the string touches artwork exactly on a hexside or vertex, several
    /// hexes hold the contact; name the first one the artwork is drawn in
    /// (overlaps with area > 0), falling back to the part found.
    std::pair<std::size_t, const HexCandidate*> drawnIn(const HexCandidate& c, std::size_t found) const
    {
        const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
        for (std::size_t j = 0; j < m_w.parts.size(); ++j) {
            if (!intervening(j)) continue;
            const Ring hexagon = m_scene.grid().hexagon(m_w.parts[j].hex);
            const bool drawn = art.isLine ? polylineEntersConvex(art.shape.outer, hexagon) : polygonOverlapsConvex(art.shape, hexagon);
            if (!drawn) continue;
            for (const HexCandidate& cj : m_scene.candidates(m_w.parts[j].hex))
                if (cj.artwork == c.artwork && touch(m_scene, cj, m_w.spans[j]) != TouchKind::None) return {j, &cj};
        }
        return {found, &c};
    }
    /// Records the deciding contact; `reason` builds the plain words (only
    /// for explained rulings: the fast path allocates nothing). Returns true.
    template <class Reason>
    bool decide(Ruling& r, Verdict v, const char* rule, Reason&& reason, const HexCandidate* c, std::size_t part)
    {
        r.verdict = v;
        r.rule = rule;
        if (m_detail == Detail::Full) r.reason = reason();
        if (c && m_detail == Detail::Full) std::tie(part, c) = drawnIn(*c, part);
        r.contactHex = m_w.parts[part].hex;
        if (c) {
            r.artwork = c->artwork;
            if (m_detail == Detail::Full) {
                Point at;
                touch(m_scene, *c, m_w.spans[part], &at);
                r.contact = at;
                r.hasContact = true;
            }
        } else if (m_detail == Detail::Full) {
            const Span& s = m_w.spans[part];
            r.contact = approxPoint(s, s.lo);
            r.hasContact = true;
        }
        return true;
    }
};

bool Evaluator::crests(Ruling& r)
{
    // [24.512] [24.513] ground of level >= m touched between the ends blocks.
    const int m = m_w.a == m_w.b ? m_w.top + 1 : m_w.top;
    const char* rule = m_w.a == m_w.b ? "[24.513]" : "[24.512]";
    for (std::size_t i = 0; i < m_w.parts.size(); ++i) {
        const HexPart& p = m_w.parts[i];
        if (p.hex == m_w.s || p.hex == m_w.t || m_w.spans[i].empty()) continue;
        if (!p.onMap) {
            if (m <= 0)
                return decide(r, Verdict::Blocked, rule, [] { return std::string("the string leaves the map over ground of level 0"); }, nullptr, i);
            continue;
        }
        bool inDepression = false;
        for (const HexCandidate& c : m_scene.candidates(p.hex)) {
            const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
            if (art.role != ArtworkRole::LevelArea) continue;
            if (art.level >= m && art.level > 0) {
                if (touch(m_scene, c, m_w.spans[i]) != TouchKind::None)
                    return decide(r, Verdict::Blocked, rule,
                                  [&] {
                                      return "crest of " + describe(art) + " (" + levelText(art.level) + ") between hexes at " +
                                             levelText(m_w.a) + (m_w.a == m_w.b ? "" : " and " + levelText(m_w.b));
                                  },
                                  &c, i);
            } else if (m <= 0 && art.level < m && touch(m_scene, c, m_w.spans[i]) == TouchKind::Inside) {
                inDepression = true;
            }
        }
        if (m <= 0 && !inDepression)
            return decide(r, Verdict::Blocked, rule,
                          [&] { return "the string meets ground of level 0 between hexes at " + levelText(m_w.a) + " and " + levelText(m_w.b); },
                          nullptr, i);
    }
    return false;
}

bool Evaluator::obstacles(Ruling& r)
{
    // [24.4] [24.52] an obstacle at or above the higher end's level blocks.
    for (std::size_t i = 0; i < m_w.parts.size(); ++i) {
        if (!intervening(i)) continue;
        for (const HexCandidate& c : m_scene.candidates(m_w.parts[i].hex)) {
            const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
            if (art.role != ArtworkRole::Obstacle || art.level < m_w.top) continue;
            if (touch(m_scene, c, m_w.spans[i]) != TouchKind::None)
                return decide(r, Verdict::Blocked, m_w.top > 0 ? "[24.52]" : "[24.4]", [&] { return describe(art) + " at " + levelText(art.level); },
                              &c, i);
        }
    }
    return false;
}

bool Evaluator::blindHex(Ruling& r)
{
    // [24.53] one blind hex behind a lower obstacle, seen from above.
    if (m_w.a == m_w.b) return false;
    const bool lowerIsT = m_w.b < m_w.a;
    const OffsetCoord lower = lowerIsT ? m_w.t : m_w.s;
    const int lowerLevel = std::min(m_w.a, m_w.b);
    for (std::size_t i = 0; i < m_w.parts.size(); ++i) {
        if (!intervening(i)) continue;
        const HexPart& o = m_w.parts[i];
        const bool directlyBefore = lowerIsT ? o.hi == m_w.tT : o.lo == m_w.tS;
        if (!directlyBefore || lowerLevel > m_scene.hexLevel(o.hex)) continue;
        for (const HexCandidate& c : m_scene.candidates(o.hex)) {
            const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
            if (art.role != ArtworkRole::Obstacle || art.level >= m_w.top) continue;
            if (touch(m_scene, c, m_w.spans[i]) != TouchKind::None)
                return decide(r, Verdict::Blind, "[24.53]",
                              [&] {
                                  return describe(art) + " at " + levelText(art.level) + " in " + m_scene.grid().label(o.hex) + " makes " +
                                         m_scene.grid().label(lower) + " a blind hex";
                              },
                              &c, i);
        }
    }
    return false;
}

void Evaluator::hindrance(Ruling& r)
{
    // [23.32] hindrances never add up: the largest applies.
    int best = 1;
    for (std::size_t i = 0; i < m_w.parts.size(); ++i) {
        if (!intervening(i)) continue;
        const auto& cands = m_scene.candidates(m_w.parts[i].hex);
        // [24.8] a string wholly along the road depiction in this hex is not
        // hindered by the hex's other terrain.
        const bool alongRoad = std::any_of(cands.begin(), cands.end(), [&](const HexCandidate& c) {
            const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
            return art.role == ArtworkRole::RoadCorridor && spanInsideConvex(art, m_w.spans[i]);
        });
        if (alongRoad) continue;
        for (const HexCandidate& c : cands) {
            const Artwork& art = m_scene.artwork()[std::size_t(c.artwork)];
            // [24.54] hindrance below the higher end's level does not hinder.
            if (art.role != ArtworkRole::Hindrance || art.level < m_w.top || art.hindrance <= best) continue;
            if (touch(m_scene, c, m_w.spans[i]) != TouchKind::None) {
                best = art.hindrance;
                r.hindrance = best;
                decide(r, Verdict::Hindered, "[23.31]",
                       [&] { return describe(art) + " hindrance " + std::to_string(best) + " at " + levelText(art.level); }, &c, i);
            }
        }
    }
    // [23.33] Smoke fills its hex and hexsides and hinders into, out of and within it.
    for (const HexPart& p : m_w.parts)
        for (const SmokeMarker& sm : m_state.smoke)
            if (sm.hex == p.hex && sm.hindrance > best) {
                best = sm.hindrance;
                r.hindrance = best;
                r.verdict = Verdict::Hindered;
                r.rule = "[23.33]";
                if (m_detail == Detail::Full) r.reason = "Smoke " + std::to_string(best) + " in " + m_scene.grid().label(p.hex);
                r.artwork = -1;
                r.contactHex = p.hex;
                r.hasContact = false;
            }
    if (best <= 1) {
        r.verdict = Verdict::Clear;
        r.hindrance = 1;
        r.rule = "[34.141]";
        if (m_detail == Detail::Full) r.reason = "nothing hinders: default hindrance 1";
    }
}

void buildTrace(const Scene& scene, const PlayState& state, const Walk& w, bool flipped, Ruling& r);

/// Where the string leaves the sighter's hex (the first piece's far end).
Param firstExit(const HexGrid& grid, OffsetCoord s, OffsetCoord t)
{
    StringWalker walker(grid, s, t);
    HexPart p;
    walker.next(p);
    return p.hi;
}

/// [24.53] only: walks from the lower end just far enough to find the hexes
/// the string passes through directly before it, and tests their lower
/// obstacles. Used when nothing else near the string can matter.
bool blindBeforeLowerEnd(const Scene& scene, OffsetCoord s, OffsetCoord t, Ruling& r)
{
    const int a = scene.hexLevel(s), b = scene.hexLevel(t), top = std::max(a, b);
    const OffsetCoord lower = b < a ? t : s, upper = b < a ? s : t;
    const IPoint A = scene.grid().centre(lower), B = scene.grid().centre(upper);
    StringWalker walker(scene.grid(), lower, upper);
    HexPart p;
    walker.next(p); // the lower end's own hex
    const Param tD = p.hi, tU{p.hi.den - p.hi.num, p.hi.den};
    while (walker.next(p) && p.lo == tD) {
        if (p.hex == upper || !p.onMap || std::min(a, b) > scene.hexLevel(p.hex)) continue;
        const Span span{A, B, p.lo, p.hi, true, p.hi == tU};
        if (span.empty()) continue;
        for (const HexCandidate& c : scene.candidates(p.hex)) {
            const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
            if (art.role != ArtworkRole::Obstacle || art.level >= top) continue;
            if (touch(scene, c, span) != TouchKind::None) {
                r.verdict = Verdict::Blind;
                r.rule = "[24.53]";
                r.artwork = c.artwork;
                r.contactHex = p.hex;
                r.hindrance = 0;
                return true;
            }
        }
    }
    return false;
}

/// The verdict-only path: one pass along the string, stopping at the first
/// crest or obstacle that blocks. It applies the same rules as the explained
/// path (and the brute-force reference checks it), but as any block decides
/// the verdict it need not look further; the rule it names is the first found.
void fastVerdict(const Scene& scene, const PlayState& state, OffsetCoord s, OffsetCoord t, Ruling& r)
{
    const int a = scene.hexLevel(s), b = scene.hexLevel(t), top = std::max(a, b);
    const int m = a == b ? top + 1 : top;
    const bool lowerIsT = b < a;
    const IPoint A = scene.grid().centre(s), B = scene.grid().centre(t);
    auto smokeIn = [&](OffsetCoord h) {
        int v = 1;
        for (const SmokeMarker& sm : state.smoke)
            if (sm.hex == h) v = std::max(v, sm.hindrance);
        return v;
    };
    auto block = [&](const char* rule, int artwork, OffsetCoord hex) {
        r.verdict = Verdict::Blocked;
        r.rule = rule;
        r.artwork = artwork;
        r.contactHex = hex;
        r.hindrance = 0;
    };
    // Nothing that could block or hinder lies near the string (the common case
    // looking out from high ground): only the blind-hex rule, which needs the
    // hex just before the lower end, and Smoke remain.
    // Worth it only for long strings: a short walk costs less than the queries.
    const bool useFilter = top >= 1 && state.smoke.empty() && scene.grid().distance(s, t) > 12;
    const Param tS0 = useFilter ? firstExit(scene.grid(), s, t) : Param{0, 1};
    const double tFrom = double(tS0.num) / double(tS0.den);
    if (useFilter && !scene.mayMeetRelevantArtwork(A, B, tFrom - 1e-9, 1 - tFrom + 1e-9, m, top)) {
        if (a != b && blindBeforeLowerEnd(scene, s, t, r)) return;
        r.verdict = Verdict::Clear;
        r.hindrance = 1;
        r.rule = "[34.141]";
        return;
    }
    StringWalker walker(scene.grid(), s, t);
    HexPart p;
    walker.next(p); // the sighter's hex
    // [23.1] the end hexes are cut off: tS where the string leaves s, and by
    // the symmetry of the two hexagons it enters t at 1 - tS.
    const Param tS = p.hi, tT{p.hi.den - p.hi.num, p.hi.den};
    int best = smokeIn(s);
    int blindArtwork = -1;
    OffsetCoord blindHex;
    while (walker.next(p)) {
        if (!state.smoke.empty()) best = std::max(best, smokeIn(p.hex));
        if (p.hex == t) break;
        // Most hexes on a long string hold no artwork: nothing to test there
        // unless the string must stay inside a depression (m <= 0).
        if (m >= 1 && (!p.onMap || scene.candidates(p.hex).empty())) continue;
        const Span span{A, B, p.lo, p.hi, p.lo == tS, p.hi == tT};
        if (span.empty()) continue;
        if (!p.onMap) {
            if (m <= 0) return block(a == b ? "[24.513]" : "[24.512]", -1, p.hex);
            continue;
        }
        const bool beforeLower = a != b && (lowerIsT ? p.hi == tT : p.lo == tS) && std::min(a, b) <= scene.hexLevel(p.hex);
        bool inDepression = false, roadHere = false;
        int partBest = 1, partArtwork = -1;
        for (const HexCandidate& c : scene.candidates(p.hex)) {
            const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
            switch (art.role) {
            case ArtworkRole::LevelArea:
                if (art.level >= m && art.level > 0) {
                    if (touch(scene, c, span) != TouchKind::None) return block(a == b ? "[24.513]" : "[24.512]", c.artwork, p.hex);
                } else if (m <= 0 && art.level < m && !inDepression) {
                    inDepression = touch(scene, c, span) == TouchKind::Inside;
                }
                break;
            case ArtworkRole::Obstacle:
                if (art.level >= top) {
                    if (touch(scene, c, span) != TouchKind::None) return block(top > 0 ? "[24.52]" : "[24.4]", c.artwork, p.hex);
                } else if (beforeLower && blindArtwork < 0 && touch(scene, c, span) != TouchKind::None) {
                    blindArtwork = c.artwork;
                    blindHex = p.hex;
                }
                break;
            case ArtworkRole::Hindrance:
                // Only a hindrance above the largest so far can change the verdict.
                if (art.level >= top && art.hindrance > std::max(partBest, best) && touch(scene, c, span) != TouchKind::None) {
                    partBest = art.hindrance;
                    partArtwork = c.artwork;
                }
                break;
            case ArtworkRole::RoadCorridor: roadHere = true; break;
            }
        }
        if (m <= 0 && !inDepression) return block(a == b ? "[24.513]" : "[24.512]", -1, p.hex);
        // [24.8] only worth asking whether the string runs along a road when
        // this hex's hindrance would count.
        auto alongRoad = [&] {
            if (!roadHere) return false;
            for (const HexCandidate& c : scene.candidates(p.hex)) {
                const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
                if (art.role == ArtworkRole::RoadCorridor && spanInsideConvex(art, span)) return true;
            }
            return false;
        };
        if (partBest > best && !alongRoad()) {
            best = partBest;
            r.artwork = partArtwork;
            r.contactHex = p.hex;
        }
    }
    if (blindArtwork >= 0) {
        r.verdict = Verdict::Blind;
        r.rule = "[24.53]";
        r.artwork = blindArtwork;
        r.contactHex = blindHex;
        r.hindrance = 0;
        return;
    }
    r.hindrance = best;
    r.verdict = best > 1 ? Verdict::Hindered : Verdict::Clear;
    r.rule = best > 1 ? "[23.3]" : "[34.141]";
}


} // namespace

Ruling FightingFormationsRules::check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const
{
    Ruling r;
    r.from = from;
    r.to = to;
    r.levelFrom = scene.hexLevel(from);
    r.levelTo = scene.hexLevel(to);
    const bool flipped = to < from;
    if (detail == Detail::Verdict && !(from == to)) {
        // The rules are symmetric in the two ends, so the walk may start at
        // either; blocks lie mostly near the higher end [24.512], so start
        // there (the choice depends only on the pair, keeping reciprocity).
        OffsetCoord s = flipped ? to : from, t = flipped ? from : to;
        if (scene.hexLevel(t) > scene.hexLevel(s)) std::swap(s, t);
        fastVerdict(scene, state, s, t, r);
        return r;
    }
    thread_local Walk w; // reused buffers: no allocation per ruling
    w.s = flipped ? to : from;
    w.t = flipped ? from : to;
    w.a = scene.hexLevel(w.s);
    w.b = scene.hexLevel(w.t);
    w.top = std::max(w.a, w.b);
    walkString(scene.grid(), w.s, w.t, w.parts);
    if (from == to) {
        r.verdict = Verdict::Clear;
        r.rule = "[23.1]";
        r.reason = "same hex";
    } else {
        w.tS = w.parts.front().hi;
        w.tT = w.parts.back().lo;
        interveningSpans(scene.grid(), w.s, w.t, w.parts, w.spans);
        Evaluator ev(scene, state, detail, w);
        if (!ev.crests(r) && !ev.obstacles(r) && !ev.blindHex(r)) ev.hindrance(r);
        if (r.verdict == Verdict::Blocked || r.verdict == Verdict::Blind) r.hindrance = 0;
    }
    if (detail == Detail::Full) buildTrace(scene, state, w, flipped, r);
    return r;
}

BlockingLevels FightingFormationsRules::blockingLevels(int fromLevel, int toLevel) const
{
    // The same thresholds as the crest and obstacle rules above; level areas
    // at level 0 or below never block on contact.
    const int top = std::max(fromLevel, toLevel);
    const int m = fromLevel == toLevel ? top + 1 : top;
    return {std::max(m, 1), top};
}

namespace {

std::string roleText(ArtworkRole role)
{
    switch (role) {
    case ArtworkRole::LevelArea: return "level area";
    case ArtworkRole::Obstacle: return "obstacle";
    case ArtworkRole::Hindrance: return "hindrance";
    case ArtworkRole::RoadCorridor: return "road";
    }
    return "?";
}

void buildTrace(const Scene& scene, const PlayState& state, const Walk& w, bool flipped, Ruling& r)
{
    const HexGrid& grid = scene.grid();
    for (std::size_t i = 0; i < w.parts.size(); ++i) {
        const HexPart& p = w.parts[i];
        TraceStep step;
        step.hex = p.hex;
        step.label = p.onMap ? grid.label(p.hex) : "(off map)";
        step.onMap = p.onMap;
        step.how = p.how;
        if (p.how == Crossing::Hexside) step.sideName = std::string(grid.sideName(p.side));
        step.level = p.onMap ? scene.hexLevel(p.hex) : 0;
        const bool isS = p.hex == w.s, isT = p.hex == w.t;
        step.role = (isS != flipped && (isS || isT)) ? TraceStep::Role::Sighter
                    : (isS || isT)                   ? TraceStep::Role::Target
                                                     : TraceStep::Role::Intervening;
        if (isS && isT) step.role = TraceStep::Role::Sighter;
        if (p.onMap && !isS && !isT && !w.spans[i].empty()) {
            for (const HexCandidate& c : scene.candidates(p.hex)) {
                const Artwork& art = scene.artwork()[std::size_t(c.artwork)];
                const TouchKind k = touch(scene, c, w.spans[i]);
                if (k == TouchKind::None) continue;
                std::string what = describe(art) + " (" + roleText(art.role);
                if (art.role == ArtworkRole::Hindrance) what += " " + std::to_string(art.hindrance);
                what += ", " + levelText(art.level) + ") ";
                what += k == TouchKind::Inside ? "contains the string here" : "touched";
                if (art.role == ArtworkRole::RoadCorridor)
                    what = spanInsideConvex(art, w.spans[i]) ? "string runs along " + describe(art) + ": hex terrain does not hinder [24.8]"
                                                             : describe(art) + " touched, string not wholly along it";
                step.found.push_back({what, c.artwork});
            }
        } else if (p.onMap && (isS || isT) && !scene.candidates(p.hex).empty()) {
            step.found.push_back({"artwork in the sighter's or target's own hex does not count [23.1]", -1});
        }
        for (const SmokeMarker& sm : state.smoke)
            if (sm.hex == p.hex) step.found.push_back({"Smoke " + std::to_string(sm.hindrance) + " [23.33]", -1});
        r.trace.push_back(std::move(step));
    }
    if (flipped) std::reverse(r.trace.begin(), r.trace.end());
}

} // namespace

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

std::unique_ptr<LosRules> rulesFor(std::string_view system)
{
    if (system == "ff") return std::make_unique<FightingFormationsRules>();
    return nullptr;
}

} // namespace crestline::geometry::los
