// Text and JSON of a 15 mm tabletop LOS ruling (tabletop_ruling_format.h).

#include "formats/los/tabletop/tabletop_ruling_format.h"

#include "formats/los/json_text.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <cstdio>

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

std::string inchesOf(const std::string& exactThou, double inches)
{
    if (exactThou.find('/') == std::string::npos) return formatInches(std::stoll(exactThou));
    char buf[64];
    std::snprintf(buf, sizeof buf, "~%.3f", inches);
    return buf;
}

namespace {

const char* stepName(tt::LosStep s)
{
    switch (s) {
    case tt::LosStep::Touching: return "touching";
    case tt::LosStep::Clear: return "clear";
    case tt::LosStep::Blocked: return "blocked";
    }
    return "?";
}


} // namespace

std::string tabletopPieceLabel(const tt::TabletopLos& r, int id)
{
    if (id >= 0) return std::to_string(id);
    for (const tt::ActivePiece& a : r.active)
        if (a.id == id) return a.name;
    return std::to_string(id);
}

std::string tabletopRulingText(const std::string& from, const std::string& to, const tt::TabletopLos& r)
{
    std::string out = "LOS " + from + " -> " + to + ": " + (r.los ? "yes" : "no");
    out += r.step == tt::LosStep::Touching ? " (the bases touch) [step 1]\n" : " [step 3]\n";
    out += "levels: " + from + " " + std::to_string(r.levelFrom) + ", " + to + " " + std::to_string(r.levelTo) + " (top " +
           std::to_string(r.top) + "); tallest team " + formatInches(r.tallest) + "\"\n";
    if (r.step != tt::LosStep::Touching) {
        out += r.active.empty() ? "active pieces: none\n" : "active pieces:\n";
        for (const tt::ActivePiece& a : r.active) out += "  " + a.why + "\n"; // the why names the piece
    }
    if (r.witness) out += "lay a ruler from " + tabletopPointText(r.witness->from) + " to " + tabletopPointText(r.witness->to) + " (inches)\n";
    if (!r.los) {
        out += r.cutJointly ? "no piece alone cuts every sight segment; together these do:" : "every sight segment is cut by:";
        for (int id : r.cutting) out += " " + tabletopPieceLabel(r, id);
        out += "\n";
    }
    return out;
}

nlohmann::ordered_json tabletopRulingObject(const std::string& from, const std::string& to, const tt::TabletopLos& r)
{
    nlohmann::ordered_json j;
    j["system"] = "tabletop";
    j["from"] = from;
    j["to"] = to;
    j["los"] = r.los;
    j["step"] = stepName(r.step);
    j["level_from"] = r.levelFrom;
    j["level_to"] = r.levelTo;
    j["top"] = r.top;
    j["tallest"] = formatInches(r.tallest);
    nlohmann::ordered_json active = nlohmann::ordered_json::array();
    for (const tt::ActivePiece& a : r.active) active.push_back({{"piece", a.id}, {"name", a.name}, {"why", a.why}});
    j["active"] = active;
    if (r.witness) j["witness"] = {{"from", tabletopPointJson(r.witness->from)}, {"to", tabletopPointJson(r.witness->to)}};
    else j["witness"] = nullptr;
    j["cutting"] = r.cutting;
    j["cut_jointly"] = r.cutJointly;
    return j;
}

std::string tabletopRulingJson(const std::string& from, const std::string& to, const tt::TabletopLos& r)
{
    return jsonText(tabletopRulingObject(from, to, r));
}

const char* tabletopStepName(tt::LosStep s) { return stepName(s); }

std::string tabletopPointText(const tt::ExactPoint& p) { return "(" + inchesOf(p.x, p.xInches) + ", " + inchesOf(p.y, p.yInches) + ")"; }

nlohmann::ordered_json tabletopPointJson(const tt::ExactPoint& p)
{
    return {{"x", inchesOf(p.x, p.xInches)}, {"y", inchesOf(p.y, p.yInches)}, {"x_thou", p.x}, {"y_thou", p.y}};
}

} // namespace crestline::formats
