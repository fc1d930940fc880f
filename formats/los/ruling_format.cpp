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

} // namespace

std::string rulingHeadline(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
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
    out += "levels: " + g.label(r.from) + " " + std::to_string(r.levelFrom) + ", " + g.label(r.to) + " " + std::to_string(r.levelTo) + "\n";
    out += "string, hex by hex:\n";
    for (const TraceStep& t : r.trace) {
        std::string how = crossingName(t.how);
        if (t.how == Crossing::Hexside) how += " " + t.sideName;
        char line[160];
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
    Json j;
    j["from"] = g.label(r.from);
    j["to"] = g.label(r.to);
    j["levels"] = {{"from", r.levelFrom}, {"to", r.levelTo}};
    j["verdict"] = std::string(verdictName(r.verdict));
    j["hindrance"] = r.hindrance;
    j["rule"] = r.rule;
    j["reason"] = r.reason;
    j["summary"] = rulingHeadline(scene, r);
    j["feature"] = nullptr;
    if (r.artwork >= 0) {
        const Artwork& a = scene.artwork()[std::size_t(r.artwork)];
        j["feature"] = {{"id", a.id}, {"terrain", a.terrain}, {"level", a.level}};
    }
    j["contact"] = nullptr;
    if (r.hasContact) {
        const geometry::Point m = g.toMap(r.contact);
        j["contact"] = {{"hex", g.label(r.contactHex)}, {"x", tenth(m.u)}, {"y", tenth(m.v)}};
    }
    Json trace = Json::array();
    for (const TraceStep& t : r.trace) {
        Json found = Json::array();
        for (const TraceNote& n : t.found) found.push_back(n.what);
        Json step;
        step["hex"] = t.label;
        step["role"] = roleName(t.role);
        step["level"] = t.level;
        step["crossing"] = crossingName(t.how);
        step["side"] = t.sideName.empty() ? Json(nullptr) : Json(t.sideName);
        step["found"] = std::move(found);
        trace.push_back(std::move(step));
    }
    j["trace"] = std::move(trace);
    return jsonText(j);
}

} // namespace crestline::formats
