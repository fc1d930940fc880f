// Text and JSON of a 15 mm tabletop fire ruling (tabletop_fire_format.h).

#include "formats/los/tabletop/tabletop_fire_format.h"

#include "formats/los/json_text.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <cstdio>

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

namespace {

const char* typeName(tt::TeamType t)
{
    switch (t) {
    case tt::TeamType::Infantry: return "infantry";
    case tt::TeamType::Gun: return "gun";
    case tt::TeamType::Tank: return "tank";
    }
    return "?";
}

const char* losStepName(tt::LosStep s)
{
    switch (s) {
    case tt::LosStep::Touching: return "touching";
    case tt::LosStep::Clear: return "clear";
    case tt::LosStep::Blocked: return "blocked";
    }
    return "?";
}

std::string teamName(const TabletopFireRuling& r, int id)
{
    return id >= 1 && std::size_t(id) <= r.teamIds.size() ? r.teamIds[std::size_t(id) - 1] : "team " + std::to_string(id);
}

std::vector<std::string> teamNames(const TabletopFireRuling& r, const std::vector<int>& ids)
{
    std::vector<std::string> out;
    for (int id : ids) out.push_back(teamName(r, id));
    return out;
}

std::string spaceJoined(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : " ") + s;
    return out;
}


/// "short range", "long range, +1 to hit, half FP [Firing]", "out of range".
std::string bandText(tt::RangeBand b)
{
    switch (b) {
    case tt::RangeBand::Short: return "short range";
    case tt::RangeBand::Long: return "long range, +1 to hit, half FP [Firing]";
    case tt::RangeBand::Out: return "out of range";
    }
    return "?";
}

/// A reason with what decides it: "... (pieces: 7)", "... (together, bases: A2 A3)".
std::string reasonText(const TabletopFireRuling& r, const tt::FireReason& reason)
{
    std::string out = reason.text;
    std::string deciding;
    if (!reason.pieces.empty()) {
        std::vector<std::string> ids;
        for (int id : reason.pieces) ids.push_back(tabletopPieceLabel(r.sight.los, id));
        deciding = "pieces: " + spaceJoined(ids);
    }
    if (!reason.teams.empty()) deciding += (deciding.empty() ? "" : "; ") + std::string("friendly bases: ") + spaceJoined(teamNames(r, reason.teams));
    if (!deciding.empty()) out += " (" + std::string(reason.jointly ? "together, " : "") + deciding + ")";
    return out;
}

nlohmann::ordered_json reasonsJson(const TabletopFireRuling& r, const std::vector<tt::FireReason>& reasons)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const tt::FireReason& x : reasons)
        out.push_back({{"code", tt::fireBarCode(x.bar)},
                       {"text", x.text},
                       {"pieces", x.pieces},
                       {"teams", teamNames(r, x.teams)},
                       {"jointly", x.jointly}});
    return out;
}

std::string arcText(const TabletopFireRuling& r)
{
    const tt::FireSight& s = r.sight;
    if (s.allAround) return "arc: 360 degrees (infantry)";
    std::string out = std::string("arc: in front of ") + r.firer + " (" + typeName(r.firerType) + "): ";
    if (!s.targetInArc) return out + "no point of " + r.target + "'s base is in it";
    if (!s.los.los) return out + "part of " + r.target + "'s base is in it";
    return out + (s.sightInArc ? "a sight segment ends in it" : "no sight segment ends in it");
}

std::string friendsText(const TabletopFireRuling& r)
{
    const tt::FireSight& s = r.sight;
    std::string out = "friends: ";
    if (!s.sightInArc) out += "not ruled (no sight segment in arc)";
    else out += s.clearOfFriends ? "clear" : "in the way";
    if (!s.firedOver.empty()) out += "; fired over (infantry): " + spaceJoined(teamNames(r, s.firedOver));
    return out;
}

} // namespace

bool TabletopFireRuling::mayFire() const
{
    return std::any_of(weapons.begin(), weapons.end(), [](const WeaponFire& w) { return w.mayFire; });
}

std::string tabletopFireText(const TabletopFireRuling& r)
{
    const tt::FireSight& s = r.sight;
    std::string out = "FIRE " + r.firer + " -> " + r.target + ": " + (r.mayFire() ? "may fire" : "may not fire") + "\n";
    if (r.weapons.empty()) out += "weapons: none: " + r.firer + " has no weapon, so may not fire\n";
    else out += "weapons:\n";
    for (const WeaponFire& w : r.weapons) {
        out += "  " + w.name + " (range " + formatInches(w.range) + "\", FP " + std::to_string(w.firePoints) + "): " + bandText(w.band) + ": " +
               (w.mayFire ? "may fire" : "may not fire") + "\n";
    }
    out += std::string("LOS: ") + (s.los.los ? "yes" : "no") + (s.los.step == tt::LosStep::Touching ? " (the bases touch) [step 1]\n" : " [step 3]\n");
    out += arcText(r) + "\n";
    out += friendsText(r) + "\n";
    if (s.witness)
        out += "lay a ruler from " + tabletopPointText(s.witness->from) + " to " + tabletopPointText(s.witness->to) + " (inches): in arc, clear of terrain and friends\n";
    char buf[64];
    std::snprintf(buf, sizeof buf, "~%.3f", r.distanceInches);
    out += std::string("closest points of the bases: ") + buf + "\" apart\n";
    std::vector<std::string> why;
    for (const tt::FireReason& x : s.reasons) why.push_back(reasonText(r, x));
    for (const WeaponFire& w : r.weapons)
        for (const tt::FireReason& x : w.reasons)
            if (x.bar == tt::FireBar::OutOfRange) why.push_back(w.name + ": " + reasonText(r, x));
    if (!why.empty()) out += "why not:\n";
    for (const std::string& line : why) out += "  - " + line + "\n";
    return out;
}

std::string tabletopFireJson(const TabletopFireRuling& r)
{
    const tt::FireSight& s = r.sight;
    nlohmann::ordered_json j;
    j["system"] = "tabletop";
    j["firer"] = r.firer;
    j["target"] = r.target;
    j["firer_type"] = typeName(r.firerType);
    j["arc"] = s.allAround ? "360" : "front";
    j["may_fire"] = r.mayFire();
    j["los"] = s.los.los;
    j["los_step"] = losStepName(s.los.step);
    j["target_in_arc"] = s.targetInArc;
    j["sight_in_arc"] = s.sightInArc;
    j["clear_of_friends"] = s.clearOfFriends;
    j["fired_over"] = teamNames(r, s.firedOver);
    if (s.witness) j["witness"] = {{"from", tabletopPointJson(s.witness->from)}, {"to", tabletopPointJson(s.witness->to)}};
    else j["witness"] = nullptr;
    j["distance_inches"] = r.distanceInches;
    j["reasons"] = reasonsJson(r, s.reasons);
    nlohmann::ordered_json weapons = nlohmann::ordered_json::array();
    for (const WeaponFire& w : r.weapons)
        weapons.push_back({{"name", w.name},
                           {"range", formatInches(w.range)},
                           {"fp", w.firePoints},
                           {"band", tt::rangeBandName(w.band)},
                           {"may_fire", w.mayFire},
                           {"reasons", reasonsJson(r, w.reasons)}});
    j["weapons"] = weapons;
    return jsonText(j);
}

} // namespace crestline::formats
