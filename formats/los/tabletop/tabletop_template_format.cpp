// Text and JSON of a placed tabletop template (tabletop_template_format.h).

#include "formats/los/tabletop/tabletop_template_format.h"

#include "formats/los/json_text.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <cstdio>

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

namespace {

const char* kindName(tt::TemplateKind k) { return k == tt::TemplateKind::Smoke ? "smoke" : "barrage"; }

std::string templatePointText(tt::TablePoint p) { return "(" + formatInches(p.x) + ", " + formatInches(p.y) + ")"; }

/// A display distance, 3 places ("1.999").
std::string distanceText(double inches)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", inches);
    return buf;
}

/// "too near", "exactly its height (enough)" or "clear", from the exact sign.
const char* verdictOf(int sign) { return sign < 0 ? "nearer than its height: may not fire over it" : sign == 0 ? "exactly its height away: enough" : "farther than its height"; }

} // namespace

std::string templatePlacementText(const TemplatePlacement& p)
{
    std::string out = std::string(kindName(p.kind)) + " template '" + p.id + "' of unit " + p.unit + " on " + templatePointText(p.aim) + " (inches):";
    for (const tt::TablePoint& v : p.outline) out += " " + templatePointText(v);
    out += "\n";
    if (p.kind == tt::TemplateKind::Smoke) {
        out += "smoke: area terrain that blocks LOS at any level and conceals what is in it [Indirect Fire]\n";
    } else {
        out += p.under.empty() ? "under it: no team\n" : "under it:";
        for (const std::string& t : p.under) out += " " + t;
        if (!p.under.empty()) out += "\n";
    }
    for (const FiringTeamClearance& f : p.firing) {
        const tt::BarrageClearance& c = f.clearance;
        out += "firing team " + f.team + ": " + (c.allowed ? "may fire" : "may not fire") +
               (c.obstacles.empty() ? " (no obstacle with height on its line)\n" : " [Indirect Fire]\n");
        for (std::size_t i = 0; i < c.obstacles.size(); ++i) {
            const tt::BarrageObstacle& o = c.obstacles[i];
            out += "  over " + f.obstacleKinds[i] + " " + std::to_string(o.piece) + ", " + formatInches(o.height) + "\" tall, " +
                   distanceText(f.distanceInches[i]) + "\" away: " + verdictOf(o.distanceSign) + "\n";
        }
    }
    if (!p.savedTo.empty()) out += "saved to " + p.savedTo + "\n";
    return out;
}

std::string templatePlacementJson(const TemplatePlacement& p)
{
    nlohmann::ordered_json j;
    j["system"] = "tabletop";
    j["template"] = p.id;
    j["kind"] = kindName(p.kind);
    j["unit"] = p.unit;
    j["aim"] = {{"x", formatInches(p.aim.x)}, {"y", formatInches(p.aim.y)}};
    nlohmann::ordered_json vertices = nlohmann::ordered_json::array();
    for (const tt::TablePoint& v : p.outline) vertices.push_back({{"x", formatInches(v.x)}, {"y", formatInches(v.y)}});
    j["vertices"] = vertices;
    if (p.kind == tt::TemplateKind::Barrage) j["under"] = p.under;
    nlohmann::ordered_json firing = nlohmann::ordered_json::array();
    for (const FiringTeamClearance& f : p.firing) {
        nlohmann::ordered_json obstacles = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < f.clearance.obstacles.size(); ++i) {
            const tt::BarrageObstacle& o = f.clearance.obstacles[i];
            obstacles.push_back({{"piece", o.piece},
                                 {"kind", f.obstacleKinds[i]},
                                 {"height", formatInches(o.height)},
                                 {"distance", distanceText(f.distanceInches[i])},
                                 {"distance_vs_height", o.distanceSign},
                                 {"clear", o.clear()}});
        }
        firing.push_back({{"team", f.team}, {"allowed", f.clearance.allowed}, {"obstacles", obstacles}});
    }
    j["firing"] = firing;
    j["saved"] = p.savedTo.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(p.savedTo);
    return jsonText(j);
}

} // namespace crestline::formats
