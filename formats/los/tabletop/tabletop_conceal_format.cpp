// Text and JSON of a 15 mm tabletop concealment verdict (tabletop_conceal_format.h).

#include "formats/los/tabletop/tabletop_conceal_format.h"

#include "formats/los/json_text.h"

#include <algorithm>

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

namespace {

std::string nameOf(const ConcealNames& n, int id)
{
    const auto it = n.teams.find(id);
    return it == n.teams.end() ? "#" + std::to_string(id) : it->second;
}

std::vector<std::string> namesOf(const ConcealNames& n, const std::vector<int>& ids)
{
    std::vector<std::string> out;
    for (int id : ids) out.push_back(nameOf(n, id));
    return out;
}

std::string commaJoined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& s : names) out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::string pieceName(tt::PieceKind kind, int id) { return std::string(tt::pieceKindName(kind)) + " " + std::to_string(id); }

const char* groundName(tt::GroundReason g)
{
    switch (g) {
    case tt::GroundReason::None: return "no";
    case tt::GroundReason::Declared: return "declared";
    case tt::GroundReason::ForwardObserver: return "fo";
    }
    return "?";
}

const char* bonusName(tt::GroundBonus b)
{
    switch (b) {
    case tt::GroundBonus::None: return "none";
    case tt::GroundBonus::Kept: return "kept";
    case tt::GroundBonus::Lost: return "lost";
    }
    return "?";
}

/// Firing teams that see the team but do not fire across the piece.
std::vector<int> sameSide(const tt::TeamConcealment& t, const tt::LinearCover& l)
{
    std::vector<int> out;
    for (int id : t.seenBy)
        if (std::find(l.crossedBy.begin(), l.crossedBy.end(), id) == l.crossedBy.end()) out.push_back(id);
    return out;
}

std::string linearText(const ConcealNames& n, const tt::TeamConcealment& t, const tt::LinearCover& l)
{
    const std::string piece = pieceName(l.kind, l.piece);
    if (t.seenBy.empty())
        return "touches " + piece + " and no firing team sees it: conceals, " + coverName(l.cover) + " cover (DECISION) [Cover & Terrain]";
    if (l.conceals)
        return "touches " + piece + ", fired across centre to centre by " + commaJoined(namesOf(n, l.crossedBy)) + ": conceals, " +
               coverName(l.cover) + " cover [Cover & Terrain]";
    return "touches " + piece + ", but " + commaJoined(namesOf(n, sameSide(t, l))) + " fire" + (sameSide(t, l).size() == 1 ? "s" : "") +
           " from its side (centre to centre): does not conceal [Cover & Terrain]";
}

std::string teamText(const ConcealNames& n, const tt::TeamConcealment& t)
{
    std::string out = nameOf(n, t.team) + ": " + (t.concealed ? "concealed" : "not concealed") + ", " +
                      (t.cover == tt::Cover::None ? std::string("in the open") : coverName(t.cover) + " cover") + "; seen by " +
                      (t.seenBy.empty() ? "no team of " + n.from : commaJoined(namesOf(n, t.seenBy))) + "\n";
    for (const tt::AreaCover& a : t.areas)
        out += "  in " + (a.name.empty() ? pieceName(a.kind, a.piece) : a.name) + ": " + coverName(a.cover) + " cover [Cover & Terrain]\n";
    for (const tt::LinearCover& l : t.linears) out += "  " + linearText(n, t, l) + "\n";
    if (t.stillInfantry) out += "  Infantry that did not move in its last activation (concealed even in the open) [Cover & Terrain]\n";
    if (t.ground == tt::GroundReason::Declared) out += "  Gone to Ground [Firing]\n";
    if (t.ground == tt::GroundReason::ForwardObserver) out += "  an FO in concealing terrain: Gone to Ground [Indirect Fire]\n";
    return out;
}

} // namespace

std::string coverName(tt::Cover c)
{
    switch (c) {
    case tt::Cover::None: return "none";
    case tt::Cover::Soft: return "soft";
    case tt::Cover::Hard: return "hard";
    }
    return "?";
}

std::string tabletopConcealText(const ConcealNames& n, const tt::UnitConcealment& v)
{
    std::string out = n.target + " concealed from " + n.from + ": " + (v.concealed ? "yes" : "no");
    if (!v.concealed) out += " (revealed by " + commaJoined(namesOf(n, v.revealedBy)) + ")";
    out += " [Cover & Terrain]\n";
    if (n.setUp) out += "no team state in the file (a set-up): no team has moved or gone to ground (DECISION)\n";
    for (const tt::TeamConcealment& t : v.teams) out += teamText(n, t);
    switch (v.ground) {
    case tt::GroundBonus::None: out += "Gone to Ground: not in play (no team of " + n.target + " has gone to ground) [Firing]\n"; break;
    case tt::GroundBonus::Kept:
        out += "Gone to Ground: kept (+1 to hit): no team of " + n.from + " sees a team of " + n.target + " that has not gone to ground [Firing]\n";
        break;
    case tt::GroundBonus::Lost:
        out += "Gone to Ground: lost by the whole unit: " + n.from + " sees " + commaJoined(namesOf(n, v.groundLostBy)) +
               ", not Gone to Ground [Firing]\n";
        break;
    }
    return out;
}

std::string tabletopConcealJson(const ConcealNames& n, const tt::UnitConcealment& v)
{
    nlohmann::ordered_json j;
    j["system"] = "tabletop";
    j["target"] = n.target;
    j["from"] = n.from;
    j["set_up"] = n.setUp;
    j["concealed"] = v.concealed;
    j["revealed_by"] = namesOf(n, v.revealedBy);
    j["gone_to_ground"] = bonusName(v.ground);
    j["ground_lost_by"] = namesOf(n, v.groundLostBy);
    nlohmann::ordered_json teams = nlohmann::ordered_json::array();
    for (const tt::TeamConcealment& t : v.teams) {
        nlohmann::ordered_json tj;
        tj["team"] = nameOf(n, t.team);
        tj["concealed"] = t.concealed;
        tj["cover"] = coverName(t.cover);
        tj["seen_by"] = namesOf(n, t.seenBy);
        nlohmann::ordered_json areas = nlohmann::ordered_json::array();
        for (const tt::AreaCover& a : t.areas)
            areas.push_back({{"piece", a.piece},
                             {"name", a.name.empty() ? pieceName(a.kind, a.piece) : a.name},
                             {"kind", std::string(tt::pieceKindName(a.kind))},
                             {"cover", coverName(a.cover)}});
        tj["areas"] = areas;
        nlohmann::ordered_json linears = nlohmann::ordered_json::array();
        for (const tt::LinearCover& l : t.linears)
            linears.push_back({{"piece", l.piece},
                               {"kind", std::string(tt::pieceKindName(l.kind))},
                               {"cover", coverName(l.cover)},
                               {"crossed_by", namesOf(n, l.crossedBy)},
                               {"conceals", l.conceals}});
        tj["linears"] = linears;
        tj["still_infantry"] = t.stillInfantry;
        tj["gone_to_ground"] = groundName(t.ground);
        teams.push_back(tj);
    }
    j["teams"] = teams;
    return jsonText(j);
}

} // namespace crestline::formats
