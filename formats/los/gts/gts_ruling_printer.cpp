// The Grand Tactical Series ruling printer (gts_ruling_printer.h).

#include "formats/los/gts/gts_ruling_printer.h"
#include "formats/los/ruling_format_parts.h"

namespace crestline::formats {

namespace {

using namespace geometry::los;
using namespace formats::printing;
using Json = nlohmann::ordered_json;

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

Json gtsJsonOf(const geometry::HexGrid& g, const GtsDetail& d)
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

std::string gtsHeadline(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    const auto& d = std::get<GtsDetail>(r.detail);
    return g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(gtsOutcomeName(d.outcome)) + ": " + gtsHeadlineWords(r, d) + " " + r.rule;
}

void gtsLines(const Scene& scene, const Ruling& r, std::vector<std::string>& lines)
{
    const auto* d = std::get_if<GtsDetail>(&r.detail);
    if (!d || r.from == r.to) return;
    if (d->outcome == GtsDetail::Outcome::OutOfRange) {
        lines.push_back("count: not made: out of range (distance d = " + std::to_string(d->distance) + " > range M = " + std::to_string(d->range) +
                        "), so no obstacle was counted");
        return;
    }
    lines.push_back(gtsCountLine(*d));
    for (const GtsTie& t : d->ties) lines.push_back(gtsTieLine(scene.grid(), t));
}

Json gtsJson(const Scene& scene, const Ruling& r)
{
    const auto* d = std::get_if<GtsDetail>(&r.detail);
    return d ? gtsJsonOf(scene.grid(), *d) : Json(nullptr);
}

} // namespace

RulingPrinter gtsRulingPrinter()
{
    RulingPrinter p;
    p.system = "gts";
    p.levels = false;  // height shows only as crest hexsides (gts-los.md)
    p.artwork = false; // whole-hex terrain, no hindrance
    p.headline = [](const Scene& scene, const Ruling& r) {
        return std::holds_alternative<GtsDetail>(r.detail) ? gtsHeadline(scene, r) : std::string();
    };
    p.moreLines = gtsLines;
    p.outcomeName = [](const Ruling& r) {
        const auto* d = std::get_if<GtsDetail>(&r.detail);
        return d ? gtsOutcomeName(d->outcome) : verdictName(r.verdict);
    };
    p.verdictWords = [](const Ruling& r) {
        const auto* d = std::get_if<GtsDetail>(&r.detail);
        if (!d) return std::string();
        if (d->outcome == GtsDetail::Outcome::OutOfRange) return "  d " + std::to_string(d->distance) + " > M " + std::to_string(d->range);
        if (r.from == r.to) return std::string();
        return "  k " + std::to_string(d->k) + (d->k > d->allowance ? " > A " : " <= A ") + std::to_string(d->allowance);
    };
    p.jsonKey = "gts";
    p.json = gtsJson;
    return p;
}

} // namespace crestline::formats
