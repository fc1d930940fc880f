// A tabletop team's viewshed and the table's pair verdicts as text, JSON and
// CSV (tabletop_sight_format.h).

#include "formats/los/tabletop/tabletop_sight_format.h"

#include "formats/los/json_text.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

namespace {

/// How the ruling names piece `id`: "forest 1", "smoke template s1".
std::string pieceName(const tt::TabletopLos& r, int id)
{
    for (const tt::ActivePiece& a : r.active)
        if (a.id == id && !a.name.empty()) return a.name;
    return tabletopPieceLabel(r, id);
}

std::string names(const tt::TabletopLos& r)
{
    std::string out;
    for (int id : r.cutting) out += (out.empty() ? "" : ", ") + pieceName(r, id);
    return out;
}

/// The verdict after the team's name, as `los` says it.
std::string verdictText(const tt::TabletopLos& r)
{
    if (r.step == tt::LosStep::Touching) return "touching (the bases touch) [step 1]";
    std::string out = tabletopStepName(r.step);
    out += " [step 3]";
    if (r.witness)
        out += "; lay a ruler from (" + inchesOf(r.witness->from.x, r.witness->from.xInches) + ", " + inchesOf(r.witness->from.y, r.witness->from.yInches) +
               ") to (" + inchesOf(r.witness->to.x, r.witness->to.xInches) + ", " + inchesOf(r.witness->to.y, r.witness->to.yInches) + ") (inches)";
    if (!r.los) out += r.cutJointly ? "; no piece alone cuts every sight segment; together these do: " + names(r) : "; every sight segment is cut by: " + names(r);
    return out;
}

/// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break (RFC 4180); a team id may.
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

} // namespace

int TabletopViewshed::sees() const
{
    int n = 0;
    for (const Target& t : targets) n += t.ruling.los ? 1 : 0;
    return n;
}

std::string tabletopViewshedText(const TabletopViewshed& v)
{
    std::string out = "viewshed from " + v.from + " (side " + v.side + ", level " + std::to_string(v.level) + "): + sees, # blocked; each team ruled from " +
                      v.from + " as `los` rules it\n";
    for (const TabletopViewshed::Target& t : v.targets)
        out += std::string(t.ruling.los ? "+ " : "# ") + t.id + " (" + t.side + ", level " + std::to_string(t.ruling.levelTo) + "): " + verdictText(t.ruling) + "\n";
    const int sees = v.sees();
    out += "counts: sees " + std::to_string(sees) + "; blocked " + std::to_string(int(v.targets.size()) - sees) + " (" + std::to_string(v.targets.size()) +
           (v.targets.size() == 1 ? " team)\n" : " teams)\n");
    return out;
}

std::string tabletopViewshedJson(const TabletopViewshed& v)
{
    nlohmann::ordered_json j;
    j["system"] = "tabletop";
    j["from"] = v.from;
    j["side"] = v.side;
    j["level"] = v.level;
    nlohmann::ordered_json rulings = nlohmann::ordered_json::array();
    for (const TabletopViewshed::Target& t : v.targets) rulings.push_back(tabletopRulingObject(v.from, t.id, t.ruling));
    j["rulings"] = std::move(rulings);
    const int sees = v.sees();
    j["counts"] = {{"sees", sees}, {"blocked", int(v.targets.size()) - sees}};
    return jsonText(j);
}

int TabletopPairs::seenBy(std::size_t j) const
{
    int n = 0;
    for (std::size_t i = 0; i < size(); ++i) n += i != j && sees(i, j) ? 1 : 0;
    return n;
}

std::string tabletopMatrixCsv(const TabletopPairs& p)
{
    std::string csv = "from\\to";
    for (const std::string& id : p.teams) csv += "," + csvField(id);
    csv += "\n";
    for (std::size_t i = 0; i < p.size(); ++i) {
        csv += csvField(p.teams[i]);
        for (std::size_t j = 0; j < p.size(); ++j) csv += std::string(",") + (i == j ? "self" : tabletopStepName(p.step(i, j)));
        csv += "\n";
    }
    return csv;
}

} // namespace crestline::formats
