// A ruling as text and JSON (see ruling_format.h).

#include "formats/los/ruling_format.h"

#include "formats/los/json_text.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace crestline::formats {

namespace {

using namespace geometry::los;
using Json = nlohmann::ordered_json;

std::string fixed1(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

/// Display precision of a contact point: 0.1 map units (the point itself is approximate).
double tenth(double x) { return std::round(x * 10.0) / 10.0; }

std::string crossingName(Crossing c)
{
    switch (c) {
    case Crossing::Interior: return "interior";
    case Crossing::Hexside: return "hexside";
    case Crossing::Vertex: return "vertex";
    }
    return "?";
}

std::string roleName(TraceStep::Role r)
{
    switch (r) {
    case TraceStep::Role::Sighter: return "sighter";
    case TraceStep::Role::Target: return "target";
    case TraceStep::Role::Intervening: return "intervening";
    }
    return "?";
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string placeKind(HexPlace::Kind k)
{
    switch (k) {
    case HexPlace::Kind::Inside: return "inside";
    case HexPlace::Kind::Hexside: return "hexside";
    case HexPlace::Kind::Vertex: return "vertex";
    }
    return "?";
}

Json labels(const geometry::HexGrid& g, const std::vector<geometry::OffsetCoord>& hexes)
{
    Json a = Json::array();
    for (const auto& h : hexes) a.push_back(g.label(h));
    return a;
}

Json placeJson(const geometry::HexGrid& g, const HexPlace& p)
{
    Json j;
    j["kind"] = placeKind(p.kind);
    j["hexes"] = labels(g, p.hexes);
    j["fraction"] = nullptr;
    j["from_vertex"] = nullptr;
    if (p.kind == HexPlace::Kind::Hexside) {
        // Exact fractions as "1/3"; rounded ones as a number.
        j["fraction"] = p.fractionExact ? Json(std::to_string(p.fractionNum) + "/" + std::to_string(p.fractionDen)) : Json(p.fraction);
        j["from_vertex"] = labels(g, p.fromVertex);
    }
    j["text"] = p.text;
    return j;
}

Json featureJson(const Scene& scene, int artwork)
{
    const Artwork& a = scene.artwork()[std::size_t(artwork)];
    return {{"id", a.id}, {"terrain", a.terrain}, {"level", a.level}};
}

std::string endName(bool sighter) { return sighter ? "sighter's" : "target's"; }

// --- Grand Tactical Series: the count and its tie sites (gts-los.md) ---

std::string tieKind(GtsTie::Kind k) { return k == GtsTie::Kind::Run ? "run" : "vertex"; }

std::string takenName(GtsTie::Taken t)
{
    switch (t) {
    case GtsTie::Taken::Left: return "left";
    case GtsTie::Taken::Right: return "right";
    case GtsTie::Taken::Equal: return "equal";
    }
    return "?";
}

std::string obstacleKind(GtsObstacle::Kind k)
{
    switch (k) {
    case GtsObstacle::Kind::Hex: return "hex";
    case GtsObstacle::Kind::Hexside: return "hexside";
    case GtsObstacle::Kind::Pair: return "pair";
    case GtsObstacle::Kind::Tie: return "tie";
    }
    return "?";
}

/// "3 hexes", "1 hex": a count and its noun, plural when it is not 1.
std::string counted(int n, const std::string& one, const std::string& many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

/// "count: k = 2 of allowance A = 0 (1 blocking hex, 1 blocking hexside, ...); distance d = 3 of range M = 8".
std::string gtsCountLine(const GtsDetail& d)
{
    int ties = 0;
    for (const GtsTie& t : d.ties) ties += t.count();
    std::string s = "count: k = " + std::to_string(d.k) + " of allowance A = " + std::to_string(d.allowance) + " (" +
                    counted(d.blockingHexes, "blocking hex", "blocking hexes") + ", " +
                    counted(d.blockingHexsides, "blocking hexside", "blocking hexsides") + ", " +
                    counted(d.pairHexes, "pair hex", "pair hexes") + " counting " + std::to_string(d.pairHexes / 2) + ", " +
                    counted(int(d.ties.size()), "tie site", "tie sites") + " counting " + std::to_string(ties) + ")";
    s += "; distance d = " + std::to_string(d.distance) + " of range M = " + std::to_string(d.range);
    if (!d.complete) s += " (counting stopped once k passed A)";
    return s;
}

/// One tie site in words a player can follow: where the string meets the
/// lattice exactly, what it counts nudged a hair to either side, and which
/// count the site takes (the smaller: it blocks only if both sides do [15.4.1]).
std::string gtsTieLine(const geometry::HexGrid& g, const GtsTie& t)
{
    auto point = [](geometry::IPoint p) { return "(" + std::to_string(p.u) + "," + std::to_string(p.v) + ")"; };
    const std::string from = g.label(t.before), into = g.label(t.after);
    std::string s = "tie: ";
    if (t.kind == GtsTie::Kind::Run && t.leftHex && t.rightHex)
        s += "the string runs exactly along the hexside " + g.label(*t.leftHex) + "|" + g.label(*t.rightHex) + " from " + from + " into " + into +
             " (lattice " + point(t.at) + "-" + point(t.to) + ")";
    else if (t.kind == GtsTie::Kind::Run)
        s += "the string runs exactly along a hexside from " + from + " into " + into + " (lattice " + point(t.at) + "-" + point(t.to) + ")";
    else
        s += "the string passes exactly through the corner between " + from + " and " + into + " (lattice " + point(t.at) + ")";
    // A vertex nudge with no hex of its own crosses straight from `before` into `after`.
    auto nudge = [&](const char* side, const std::optional<geometry::OffsetCoord>& h, int count) {
        const std::string way = h ? "through " + g.label(*h) : t.kind == GtsTie::Kind::Vertex ? "straight across " + from + "|" + into : "";
        return std::string("nudged ") + side + (way.empty() ? "" : ", " + way + ",") + " it counts " + std::to_string(count);
    };
    s += ": " + nudge("left", t.leftHex, t.left) + "; " + nudge("right", t.rightHex, t.right);
    s += t.taken == GtsTie::Taken::Equal ? "; both count " + std::to_string(t.count()) + ", so the site counts " + std::to_string(t.count())
                                         : "; the site counts the smaller, " + std::to_string(t.count()) + " (the " + takenName(t.taken) + " nudge)";
    return s;
}

/// The headline's words for a GTS ruling, after its outcome: said once, with the count against the allowance or the range.
std::string gtsHeadlineWords(const Ruling& r, const GtsDetail& d)
{
    if (r.from == r.to) return "a unit sees its own hex";
    if (d.outcome == GtsDetail::Outcome::OutOfRange)
        return counted(d.distance, "hex", "hexes") + " away, beyond the longest LOS of " + counted(d.range, "hex", "hexes");
    std::string s;
    if (d.outcome == GtsDetail::Outcome::Blocked)
        s = counted(d.k, "obstacle", "obstacles") + (d.complete ? "" : " or more") + ", more than the allowance of " + std::to_string(d.allowance);
    else if (d.k == 0)
        s = "nothing in the way";
    else
        s = counted(d.k, "obstacle", "obstacles") + ", within the allowance of " + std::to_string(d.allowance);
    if (!d.obstacles.empty()) {
        s += " (";
        for (std::size_t i = 0; i < d.obstacles.size(); ++i) s += (i ? "; " : "") + d.obstacles[i].what;
        s += ")";
    }
    if (d.outcome == GtsDetail::Outcome::Sees) s += "; " + counted(d.distance, "hex", "hexes") + " away, range " + std::to_string(d.range);
    return s;
}

Json gtsJson(const geometry::HexGrid& g, const GtsDetail& d)
{
    Json j;
    j["outcome"] = std::string(gtsOutcomeName(d.outcome));
    j["distance"] = d.distance;
    j["range"] = d.range;
    j["allowance"] = d.allowance;
    // Out of range nothing was counted [15.4]: the counts are null, not 0.
    const bool counted = d.outcome != GtsDetail::Outcome::OutOfRange;
    j["counted"] = counted;
    j["k"] = counted ? Json(d.k) : Json(nullptr);
    j["blocking_hexes"] = counted ? Json(d.blockingHexes) : Json(nullptr);
    j["blocking_hexsides"] = counted ? Json(d.blockingHexsides) : Json(nullptr);
    j["pair_hexes"] = counted ? Json(d.pairHexes) : Json(nullptr);
    j["complete"] = d.complete;
    Json ties = Json::array();
    for (const GtsTie& t : d.ties) {
        Json tie;
        tie["kind"] = tieKind(t.kind);
        tie["at"] = {t.at.u, t.at.v};
        tie["to"] = t.kind == GtsTie::Kind::Run ? Json({t.to.u, t.to.v}) : Json(nullptr);
        tie["before"] = g.label(t.before);
        tie["after"] = g.label(t.after);
        tie["left_hex"] = t.leftHex ? Json(g.label(*t.leftHex)) : Json(nullptr);
        tie["right_hex"] = t.rightHex ? Json(g.label(*t.rightHex)) : Json(nullptr);
        tie["left"] = t.left;
        tie["right"] = t.right;
        tie["taken"] = takenName(t.taken);
        tie["count"] = t.count();
        ties.push_back(std::move(tie));
    }
    j["ties"] = std::move(ties);
    Json obstacles = Json::array();
    for (const GtsObstacle& o : d.obstacles) {
        Json ob;
        ob["kind"] = obstacleKind(o.kind);
        ob["hex"] = g.label(o.hex);
        ob["other"] = o.kind == GtsObstacle::Kind::Hexside ? Json(g.label(o.other)) : Json(nullptr);
        ob["count"] = o.count;
        ob["what"] = o.what;
        obstacles.push_back(std::move(ob));
    }
    j["obstacles"] = std::move(obstacles);
    return j;
}

// --- Conflict of Heroes: the deciding hex and the modifiers (coh-los.md) ---

std::string modifierKind(CohModifier::Kind k)
{
    switch (k) {
    case CohModifier::Kind::SmokeFirer: return "smoke-firer";
    case CohModifier::Kind::SmokeTarget: return "smoke-target";
    case CohModifier::Kind::SmokeBetween: return "smoke-between";
    case CohModifier::Kind::Wall: return "wall";
    case CohModifier::Kind::FirerHigher: return "firer-higher";
    case CohModifier::Kind::TargetHigher: return "target-higher";
    }
    return "?";
}

/// "+2 DM, +1 AR" (or "no modifiers").
std::string cohTotals(const CohDetail& d)
{
    if (d.modifiers.empty()) return "no modifiers";
    std::string s;
    if (d.defenceModifier) s = "+" + std::to_string(d.defenceModifier) + " DM";
    if (d.attackModifier) s += (s.empty() ? "" : ", ") + std::string("+") + std::to_string(d.attackModifier) + " AR";
    return s;
}

/// The headline's words for a CoH ruling, after its outcome.
std::string cohHeadlineWords(const geometry::HexGrid& g, const Ruling& r, const CohDetail& d)
{
    if (d.outcome != CohDetail::Outcome::Sees) {
        const auto colon = r.reason.find(": ");
        if (colon != std::string::npos) return r.reason.substr(colon + 2);
        return d.hex ? "at " + g.label(*d.hex) : std::string();
    }
    if (r.from == r.to) return "the same hex (close combat); " + cohTotals(d);
    return "nothing blocks; " + cohTotals(d);
}

/// "the string enters 0103 across its N side" / "at the corner of its NW and SW sides".
std::string cohEntryLine(const geometry::HexGrid& g, const Ruling& r, const CohDetail& d)
{
    if (d.entrySides[0] < 0) return {};
    std::string s = "entry: the string enters " + g.label(r.to);
    if (d.entrySides[1] < 0) return s + " across its " + std::string(g.sideName(d.entrySides[0])) + " side (to " + g.label(g.neighbour(r.to, d.entrySides[0])) + ")";
    return s + " at the corner between its " + std::string(g.sideName(d.entrySides[0])) + " and " + std::string(g.sideName(d.entrySides[1])) +
           " sides (to " + g.label(g.neighbour(r.to, d.entrySides[0])) + " and " + g.label(g.neighbour(r.to, d.entrySides[1])) + ")";
}

Json cohJson(const geometry::HexGrid& g, const CohDetail& d)
{
    Json j;
    j["outcome"] = std::string(cohOutcomeName(d.outcome));
    j["attack"] = std::string(attackName(d.attack));
    j["top"] = d.top;
    j["height_threshold"] = d.heightThreshold;
    j["hex"] = d.hex ? Json(g.label(*d.hex)) : Json(nullptr);
    Json sides = Json::array();
    for (const int side : d.entrySides)
        if (side >= 0) sides.push_back(std::string(g.sideName(side)));
    j["entry_sides"] = std::move(sides);
    j["attack_modifier"] = d.attackModifier;
    j["defence_modifier"] = d.defenceModifier;
    Json mods = Json::array();
    for (const CohModifier& m : d.modifiers) {
        Json mj;
        mj["kind"] = modifierKind(m.kind);
        mj["ar"] = m.attack;
        mj["dm"] = m.defence;
        mj["hex"] = g.label(m.hex);
        mj["across"] = m.across ? Json(g.label(*m.across)) : Json(nullptr);
        mj["rule"] = std::string(m.rule);
        mj["what"] = m.what;
        mods.push_back(std::move(mj));
    }
    j["modifiers"] = std::move(mods);
    return j;
}

} // namespace

std::vector<std::string> rulingExplanationLines(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    std::vector<std::string> lines;
    if (r.explanation && r.explanation->contactPlace) lines.push_back("contact: " + r.explanation->contactPlace->text);
    if (const auto* ff = std::get_if<FfDetail>(&r.detail); ff && ff->crestExit) {
        const FfDetail::CrestExit& e = *ff->crestExit;
        const geometry::OffsetCoord upperHex = e.upperIsSighter ? r.from : r.to;
        const geometry::Point m = g.toMap(e.at);
        lines.push_back("upper level: the string leaves " + std::string("level ") + std::to_string(e.level) + " " + e.place.text + " (" +
                        fixed1(m.u) + ", " + fixed1(m.v) + "), " + (e.withinUpperHex ? "within" : "beyond") + " the " +
                        endName(e.upperIsSighter) + " hex " + g.label(upperHex) + " [24.512]");
    }
    if (r.explanation && !r.explanation->nearMisses.empty()) lines.push_back("near miss: " + r.explanation->nearMisses.front().text);
    if (const auto* gts = std::get_if<GtsDetail>(&r.detail); gts && gts->outcome == GtsDetail::Outcome::OutOfRange && !(r.from == r.to))
        lines.push_back("count: not made: out of range (distance d = " + std::to_string(gts->distance) + " > range M = " + std::to_string(gts->range) +
                        "), so no obstacle was counted");
    else if (gts && !(r.from == r.to)) {
        lines.push_back(gtsCountLine(*gts));
        for (const GtsTie& t : gts->ties) lines.push_back(gtsTieLine(g, t));
    }
    if (const auto* coh = std::get_if<CohDetail>(&r.detail)) {
        if (coh->outcome == CohDetail::Outcome::Sees) {
            for (const CohModifier& m : coh->modifiers) lines.push_back("modifier: " + m.what);
            if (const std::string e = cohEntryLine(g, r, *coh); !e.empty()) lines.push_back(e);
        }
    }
    return lines;
}

std::string rulingHeadline(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    if (const auto* gts = std::get_if<GtsDetail>(&r.detail)) // no levels, no hindrance: sees, blocked or out of range
        return g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(gtsOutcomeName(gts->outcome)) + ": " + gtsHeadlineWords(r, *gts) + " " +
               r.rule;
    if (const auto* coh = std::get_if<CohDetail>(&r.detail)) // no hindrance: sees, blocked or blind
        return g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(cohOutcomeName(coh->outcome)) + ": " + cohHeadlineWords(g, r, *coh) + " " + r.rule;
    std::string s = g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(verdictName(r.verdict));
    if (r.verdict == Verdict::Hindered) s += " " + std::to_string(r.hindrance);
    if (r.verdict == Verdict::Clear) s += " (hindrance 1)";
    s += (r.verdict == Verdict::Clear || r.verdict == Verdict::Blind ? ": " : " by ") + r.reason + " " + r.rule;
    if (r.hasContact) {
        const geometry::Point m = g.toMap(r.contact);
        s += ", string touches it at (" + fixed1(m.u) + ", " + fixed1(m.v) + ") in hex " + g.label(r.contactHex);
    } else if (r.verdict != Verdict::Clear && r.artwork >= 0) {
        s += " in hex " + g.label(r.contactHex);
    }
    return s;
}

std::string rulingText(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    std::string out = rulingHeadline(scene, r) + "\n";
    for (const std::string& line : rulingExplanationLines(scene, r)) out += line + "\n";
    const bool gts = std::holds_alternative<GtsDetail>(r.detail);
    if (!gts) // GTS has no levels (gts-los.md: height shows only as crest hexsides)
        out += "levels: " + g.label(r.from) + " " + std::to_string(r.levelFrom) + ", " + g.label(r.to) + " " + std::to_string(r.levelTo) + "\n";
    if (!r.trace.empty()) out += "string, hex by hex:\n"; // a GTS ruling out of range walks no string
    for (const TraceStep& t : r.trace) {
        std::string how = crossingName(t.how);
        if (t.how == Crossing::Hexside) how += " " + t.sideName;
        char line[160];
        if (gts) // no levels in GTS
            std::snprintf(line, sizeof line, "  %-10s %-11s %-12s", t.label.c_str(), roleName(t.role).c_str(), how.c_str());
        else
            std::snprintf(line, sizeof line, "  %-10s %-11s level %2d  %-12s", t.label.c_str(), roleName(t.role).c_str(), t.level, how.c_str());
        out += line;
        for (std::size_t i = 0; i < t.found.size(); ++i) out += (i ? "; " : "") + t.found[i].what;
        out += "\n";
    }
    return out;
}

std::string rulingJson(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    // Fields of the artwork systems (levels, hindrance, artwork, contact,
    // crest exit, near misses, discounted artwork) are null in a GTS ruling:
    // GTS has whole-hex terrain, no levels and no hindrance (gts-los.md).
    const auto* gts = std::get_if<GtsDetail>(&r.detail);
    const auto* coh = std::get_if<CohDetail>(&r.detail); // whole-hex too, with levels: no hindrance, no artwork
    const bool wholeHex = gts || coh;
    Json j;
    j["from"] = g.label(r.from);
    j["to"] = g.label(r.to);
    j["levels"] = gts ? Json(nullptr) : Json({{"from", r.levelFrom}, {"to", r.levelTo}});
    j["verdict"] = std::string(verdictName(r.verdict));
    j["hindrance"] = wholeHex ? Json(nullptr) : Json(r.hindrance);
    j["rule"] = r.rule;
    j["reason"] = r.reason;
    j["summary"] = rulingHeadline(scene, r);
    j["feature"] = nullptr;
    if (r.artwork >= 0) j["feature"] = featureJson(scene, r.artwork);
    j["contact"] = nullptr;
    if (r.hasContact) {
        const geometry::Point m = g.toMap(r.contact);
        j["contact"] = {{"hex", g.label(r.contactHex)}, {"x", tenth(m.u)}, {"y", tenth(m.v)}};
        j["contact"]["place"] = r.explanation && r.explanation->contactPlace ? placeJson(g, *r.explanation->contactPlace) : Json(nullptr);
    }
    j["crest_exit"] = nullptr;
    if (const auto* ff = std::get_if<FfDetail>(&r.detail); ff && ff->crestExit) {
        const FfDetail::CrestExit& e = *ff->crestExit;
        const geometry::Point m = g.toMap(e.at);
        j["crest_exit"] = {{"level", e.level},
                           {"upper", e.upperIsSighter ? "sighter" : "target"},
                           {"hex", g.label(e.hex)},
                           {"x", tenth(m.u)},
                           {"y", tenth(m.v)},
                           {"within_upper_hex", e.withinUpperHex},
                           {"place", placeJson(g, e.place)}};
    }
    Json misses = Json::array();
    for (const NearMiss& n : r.explanation ? r.explanation->nearMisses : std::vector<NearMiss>{}) {
        const geometry::Point m = g.toMap(n.at);
        Json miss;
        miss["feature"] = featureJson(scene, n.artwork);
        miss["hex"] = g.label(n.hex);
        miss["clearance_hex_widths"] = std::round(n.clearance * 1000.0) / 1000.0;
        miss["at"] = n.corner ? "corner" : "edge";
        miss["x"] = tenth(m.u);
        miss["y"] = tenth(m.v);
        miss["text"] = n.text;
        misses.push_back(std::move(miss));
    }
    j["near_misses"] = wholeHex ? Json(nullptr) : std::move(misses);
    Json discounted = Json::array();
    for (const TraceStep& t : r.trace)
        for (const TraceNote& n : t.found)
            if (!n.counts && n.artwork >= 0) {
                Json d;
                d["hex"] = t.label;
                d["feature"] = featureJson(scene, n.artwork);
                d["why"] = n.why;
                discounted.push_back(std::move(d));
            }
    j["discounted"] = wholeHex ? Json(nullptr) : std::move(discounted);
    Json trace = Json::array();
    for (const TraceStep& t : r.trace) {
        Json found = Json::array();
        for (const TraceNote& n : t.found) found.push_back(n.what);
        Json step;
        step["hex"] = t.label;
        step["role"] = roleName(t.role);
        step["level"] = gts ? Json(nullptr) : Json(t.level);
        step["crossing"] = crossingName(t.how);
        step["side"] = t.sideName.empty() ? Json(nullptr) : Json(t.sideName);
        step["found"] = std::move(found);
        trace.push_back(std::move(step));
    }
    j["trace"] = std::move(trace);
    // A system's own part: null for the others.
    j["gts"] = gts ? gtsJson(g, *gts) : Json(nullptr);
    j["coh"] = coh ? cohJson(g, *coh) : Json(nullptr);
    return jsonText(j);
}

} // namespace crestline::formats
