// A ruling as text and JSON (see ruling_format.h).

#include "formats/los/ruling_format.h"

#include "formats/los/json_text.h"
#include "formats/los/ruling_format_parts.h"
#include "formats/los/ruling_printer.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace crestline::formats {

namespace {

using namespace geometry::los;
using namespace formats::printing;
using Json = nlohmann::ordered_json;

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

Json featureJson(const Scene& scene, int artwork)
{
    const Artwork& a = scene.artwork()[std::size_t(artwork)];
    return {{"id", a.id}, {"terrain", a.terrain}, {"level", a.level}};
}

} // namespace

std::vector<std::string> rulingExplanationLines(const Scene& scene, const Ruling& r)
{
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    std::vector<std::string> lines;
    if (r.explanation && r.explanation->contactPlace) lines.push_back("contact: " + r.explanation->contactPlace->text);
    if (printer && printer->contactLines) printer->contactLines(scene, r, lines);
    if (r.explanation && !r.explanation->nearMisses.empty()) lines.push_back("near miss: " + r.explanation->nearMisses.front().text);
    if (printer && printer->moreLines) printer->moreLines(scene, r, lines);
    return lines;
}

std::string rulingHeadline(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    if (const RulingPrinter* printer = rulingPrinterFor(r.system); printer && printer->headline)
        if (std::string own = printer->headline(scene, r); !own.empty()) return own;
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
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    const bool levels = !printer || printer->levels;
    std::string out = rulingHeadline(scene, r) + "\n";
    for (const std::string& line : rulingExplanationLines(scene, r)) out += line + "\n";
    if (levels)
        out += "levels: " + g.label(r.from) + " " + std::to_string(r.levelFrom) + ", " + g.label(r.to) + " " + std::to_string(r.levelTo) + "\n";
    if (!r.trace.empty()) out += "string, hex by hex:\n"; // a ruling out of range may walk no string
    for (const TraceStep& t : r.trace) {
        std::string how = crossingName(t.how);
        if (t.how == Crossing::Hexside) how += " " + t.sideName;
        char line[160];
        if (!levels)
            std::snprintf(line, sizeof line, "  %-10s %-11s %-12s", t.label.c_str(), roleName(t.role).c_str(), how.c_str());
        else
            std::snprintf(line, sizeof line, "  %-10s %-11s level %2d  %-12s", t.label.c_str(), roleName(t.role).c_str(), t.level, how.c_str());
        out += line;
        for (std::size_t i = 0; i < t.found.size(); ++i) out += (i ? "; " : "") + t.found[i].what;
        out += "\n";
    }
    return out;
}

bool rulingHasLevels(const Ruling& r)
{
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    return !printer || printer->levels;
}

std::string rulingOutcomeWord(const Ruling& r)
{
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    std::string word = upper(printer && printer->outcomeName ? printer->outcomeName(r) : verdictName(r.verdict));
    if (r.verdict == Verdict::Hindered) word += " " + std::to_string(r.hindrance);
    return word;
}

std::string rulingVerdictLine(const Ruling& r)
{
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    std::string head = upper(printer && printer->outcomeName ? printer->outcomeName(r) : verdictName(r.verdict));
    if (printer && printer->verdictWords) head += printer->verdictWords(r);
    else if (r.verdict == Verdict::Hindered) head += " " + std::to_string(r.hindrance);
    if (!r.rule.empty()) head += "  " + r.rule;
    return head;
}

std::string rulingPanelText(const Scene& scene, const Ruling& r)
{
    const auto& grid = scene.grid();
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    std::string text = rulingHeadline(scene, r) + "\n";
    for (const std::string& line : rulingExplanationLines(scene, r)) text += line + "\n";
    if (printer && !printer->levels) return text;
    if (r.artwork >= 0 && r.artwork < int(scene.artwork().size())) {
        const auto& a = scene.artwork()[std::size_t(r.artwork)];
        text += "deciding feature: " + a.id + " (" + a.terrain + ", level " + std::to_string(a.level) + ") in hex " + grid.label(r.contactHex) + "\n";
    }
    text += "levels: " + grid.label(r.from) + " " + std::to_string(r.levelFrom) + ", " + grid.label(r.to) + " " + std::to_string(r.levelTo) + "\n";
    if (printer && printer->panelLines) {
        std::vector<std::string> lines;
        printer->panelLines(r, lines);
        for (const std::string& line : lines) text += line + "\n";
    }
    return text;
}

std::string rulingJson(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    // The artwork fields (hindrance, feature's near misses, discounted
    // artwork) are null for a system without artwork, the levels for one
    // without levels (its printer says).
    const RulingPrinter* printer = rulingPrinterFor(r.system);
    const bool levels = !printer || printer->levels;
    const bool artwork = !printer || printer->artwork;
    Json j;
    j["from"] = g.label(r.from);
    j["to"] = g.label(r.to);
    j["levels"] = levels ? Json({{"from", r.levelFrom}, {"to", r.levelTo}}) : Json(nullptr);
    j["verdict"] = std::string(verdictName(r.verdict));
    j["hindrance"] = artwork ? Json(r.hindrance) : Json(nullptr);
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
    if (printer && printer->amendJson) printer->amendJson(scene, r, j);
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
    j["near_misses"] = artwork ? std::move(misses) : Json(nullptr);
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
    j["discounted"] = artwork ? std::move(discounted) : Json(nullptr);
    Json trace = Json::array();
    for (const TraceStep& t : r.trace) {
        Json found = Json::array();
        for (const TraceNote& n : t.found) found.push_back(n.what);
        Json step;
        step["hex"] = t.label;
        step["role"] = roleName(t.role);
        step["level"] = levels ? Json(t.level) : Json(nullptr);
        step["crossing"] = crossingName(t.how);
        step["side"] = t.sideName.empty() ? Json(nullptr) : Json(t.sideName);
        step["found"] = std::move(found);
        trace.push_back(std::move(step));
    }
    j["trace"] = std::move(trace);
    // Each system's own part, under its key: null in the other systems' rulings.
    for (const RulingPrinter& p : rulingPrinters()) {
        if (p.jsonKey.empty()) continue;
        j[std::string(p.jsonKey)] = &p == printer && p.json ? p.json(scene, r) : Json(nullptr);
    }
    return jsonText(j);
}

} // namespace crestline::formats
