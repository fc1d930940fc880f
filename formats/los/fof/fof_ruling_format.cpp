// A Fields of Fire ruling as text and JSON (see fof_ruling_format.h).

#include "formats/los/fof/fof_ruling_format.h"

#include "formats/los/json_text.h"

#include <cctype>
#include <cstdio>

namespace crestline::formats {

namespace {

using namespace geometry::los;
using geometry::CardSegment;
using geometry::OffsetCoord;
using Json = nlohmann::ordered_json;

constexpr const char* kRayNames[3] = {"Front", "Left Front", "Right Front"};
constexpr const char* kRayKeys[3] = {"front", "left_front", "right_front"};

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}


std::string seg(CardSegment s) { return std::string(cardSegmentName(s)); }

/// "W dark" / "W white": a segment of `cell` with its colour.
std::string coloured(const FofBoard& board, OffsetCoord cell, CardSegment s) { return seg(s) + (board.dark(cell, s) ? " dark" : " white"); }

std::string roleName(TraceStep::Role r)
{
    switch (r) {
    case TraceStep::Role::Sighter: return "sighter";
    case TraceStep::Role::Target: return "target";
    case TraceStep::Role::Intervening: return "intervening";
    }
    return "?";
}

/// "+1 (the sighter is higher)" [1.2.2 B].
std::string elevationWords(int sign)
{
    if (sign > 0) return "+1 (the sighter is on a higher elevation)";
    if (sign < 0) return "-1 (the target is on a higher elevation)";
    return "0 (the same eye level)";
}

std::string headline(const FofBoard& board, const Ruling& r, const FofDetail& d)
{
    std::string s = board.cellName(r.from) + " -> " + board.cellName(r.to) + ": " + upper(fofOutcomeName(d.outcome));
    if (d.card) s += " at " + board.cellName(*d.card);
    if (d.segment) s += ", its " + seg(*d.segment) + " segment dark";
    return s + " " + r.rule + " (step " + std::to_string(d.step) + ")";
}

/// "entry W dark, exit E white" for a walk card.
std::string segmentsOf(const FofBoard& board, const FofWalkCard& w)
{
    std::string s;
    if (w.entry) s = "entry " + coloured(board, w.card, *w.entry);
    if (w.exit) s += (s.empty() ? "" : ", ") + std::string("exit ") + coloured(board, w.card, *w.exit);
    if (w.corner) s += " (through a corner)";
    return s;
}

std::string optionalCell(const FofBoard& board, const std::optional<OffsetCoord>& c) { return c ? board.cellName(*c) : std::string("none"); }

Json cellJson(const FofBoard& board, const std::optional<OffsetCoord>& c) { return c ? Json(board.cellName(*c)) : Json(nullptr); }

Json segJson(const std::optional<CardSegment>& s) { return s ? Json(seg(*s)) : Json(nullptr); }

/// The walk and the trace together: each walk card with its segments, the
/// cards touched at a corner between them, and what was found in each.
std::vector<std::string> walkLines(const FofBoard& board, const Ruling& r, const FofDetail& d)
{
    std::vector<std::string> lines;
    std::size_t i = 0;
    auto line = [&](const std::string& cell, const std::string& role, int level, const std::string& segments, const std::vector<TraceNote>& found) {
        char head[96];
        std::snprintf(head, sizeof head, "  %-26s %-12s level %d  ", cell.c_str(), role.c_str(), level);
        std::string s = head + segments;
        for (const TraceNote& n : found) s += "; " + n.what + (n.counts ? "" : " (does not count: " + n.why + ")");
        lines.push_back(s);
    };
    if (r.trace.empty()) { // Detail::Verdict: the walk only
        for (const FofWalkCard& w : d.walk)
            line(board.cellName(w.card), w.card == r.from ? "sighter" : w.card == r.to ? "target" : "intervening", board.level(w.card), segmentsOf(board, w), {});
        return lines;
    }
    for (const TraceStep& t : r.trace) {
        if (t.how == Crossing::Vertex) {
            line(t.label, "touched", t.level, "at a card corner: its borders are ignored", {});
            continue;
        }
        const std::string segments = i < d.walk.size() ? segmentsOf(board, d.walk[i++]) : std::string();
        std::vector<TraceNote> found;
        for (const TraceNote& n : t.found)
            if (n.what != "touched at a card corner") found.push_back(n);
        line(t.label, roleName(t.role), t.level, segments + (t.onMap ? "" : " (no card)"), found);
    }
    return lines;
}

} // namespace

std::string fofRulingText(const FofBoard& board, const FofRulingView& view)
{
    const Ruling& r = view.ruling;
    const FofDetail& d = std::get<FofDetail>(r.detail);
    std::string out = headline(board, r, d) + "\n";
    if (!r.reason.empty()) out += "reason: " + r.reason + "\n";
    out += "purpose " + fofPurposeName(d.purpose) + ", visibility range M = " + std::to_string(d.range) + "; ";
    out += d.distance < 0 ? std::string("no distance (a Helicopter Staging Area)\n")
                          : "distance " + std::to_string(d.distance) + " cards, range band " + std::string(rangeBandName(d.band)) + "\n";
    out += "eye levels: " + board.cellName(r.from) + " " + std::to_string(d.eyeFrom) + " (card level " + std::to_string(r.levelFrom) + "), " +
           board.cellName(r.to) + " " + std::to_string(d.eyeTo) + " (card level " + std::to_string(r.levelTo) + "); elevation " +
           elevationWords(d.elevation) + "\n";
    if (d.cover)
        out += "cover: the string enters " + board.cellName(r.to) + " by its " + coloured(board, r.to, *d.cover) + " segment: " +
               (d.coverDark ? "the higher" : "the lower") + " cover value [1.2.1 A]\n";
    if (!view.obscured.empty()) {
        out += "obscured (Smoke, Incoming, Air Strike):";
        for (const OffsetCoord& c : view.obscured) out += " " + board.cellName(c);
        out += "\n";
    }
    if (!d.walk.empty()) {
        out += "walk, card by card:\n";
        for (const std::string& line : walkLines(board, r, d)) out += line + "\n";
    }
    if (view.maxLos) {
        out += "max LOS from " + board.cellName(r.from) + " [Gameplay Example 16]:";
        for (int k = 0; k < 3; ++k) out += std::string(k ? ";" : "") + " " + kRayNames[k] + " " + optionalCell(board, (*view.maxLos)[std::size_t(k)]);
        out += "\n";
    }
    if (view.shortRound) out += "short round: " + board.cellName(*view.shortRound) + " (the card before the target on the walk) [1.2.2 B]\n";
    return out;
}

std::string fofRulingJson(const FofBoard& board, const FofRulingView& view)
{
    const Ruling& r = view.ruling;
    const FofDetail& d = std::get<FofDetail>(r.detail);
    Json j;
    j["system"] = "fof";
    j["from"] = board.cellName(r.from);
    j["to"] = board.cellName(r.to);
    j["levels"] = {{"from", r.levelFrom}, {"to", r.levelTo}};
    j["los"] = d.outcome == FofDetail::Outcome::Los;
    j["outcome"] = std::string(fofOutcomeName(d.outcome));
    j["step"] = d.step;
    j["rule"] = r.rule;
    j["reason"] = r.reason;
    j["summary"] = headline(board, r, d);
    j["card"] = cellJson(board, d.card);
    j["segment"] = segJson(d.segment);
    j["purpose"] = fofPurposeName(d.purpose);
    j["range"] = d.range;
    FofRangeJson range = fofRangeJson(d);
    j["distance"] = std::move(range.distance);
    j["band"] = std::move(range.band);
    j["eye"] = {{"from", d.eyeFrom}, {"to", d.eyeTo}, {"top", d.top}};
    j["elevation"] = d.elevation;
    j["cover"] = d.cover ? Json({{"segment", seg(*d.cover)}, {"colour", d.coverDark ? "dark" : "white"}, {"value", d.coverDark ? "higher" : "lower"}})
                         : Json(nullptr);
    Json obscured = Json::array();
    for (const OffsetCoord& c : view.obscured) obscured.push_back(board.cellName(c));
    j["obscured"] = std::move(obscured);
    Json walk = Json::array();
    for (const FofWalkCard& w : d.walk) {
        Json card;
        card["card"] = board.cellName(w.card);
        card["column"] = w.card.col;
        card["row"] = w.card.row;
        card["present"] = w.present;
        card["level"] = board.level(w.card);
        card["entry"] = segJson(w.entry);
        card["entry_colour"] = w.entry ? Json(board.dark(w.card, *w.entry) ? "dark" : "white") : Json(nullptr);
        card["exit"] = segJson(w.exit);
        card["exit_colour"] = w.exit ? Json(board.dark(w.card, *w.exit) ? "dark" : "white") : Json(nullptr);
        card["corner"] = w.corner;
        walk.push_back(std::move(card));
    }
    j["walk"] = std::move(walk);
    Json trace = Json::array();
    for (const TraceStep& t : r.trace) {
        Json found = Json::array();
        for (const TraceNote& n : t.found) found.push_back({{"what", n.what}, {"counts", n.counts}, {"why", n.why}});
        trace.push_back({{"card", t.label},
                         {"role", t.how == Crossing::Vertex ? std::string("touched") : roleName(t.role)},
                         {"level", t.level},
                         {"crossing", t.how == Crossing::Vertex ? "corner" : "interior"},
                         {"found", std::move(found)}});
    }
    j["trace"] = std::move(trace);
    j["max_los"] = nullptr;
    if (view.maxLos) {
        Json rays;
        for (int k = 0; k < 3; ++k) rays[kRayKeys[k]] = cellJson(board, (*view.maxLos)[std::size_t(k)]);
        j["max_los"] = std::move(rays);
    }
    j["short_round"] = cellJson(board, view.shortRound);
    return jsonText(j);
}

FofRangeJson fofRangeJson(const FofDetail& d)
{
    if (d.distance < 0) return {Json(nullptr), Json(nullptr)}; // a Helicopter Staging Area: no distance [2.4.2 B]
    return {Json(d.distance), Json(std::string(rangeBandName(d.band)))};
}

std::string fofPurposeName(geometry::los::Purpose p)
{
    using geometry::los::Purpose;
    return p == Purpose::Comm ? "comm" : p == Purpose::Spot ? "spot" : "fire";
}

} // namespace crestline::formats
