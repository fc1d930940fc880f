// What a Conflict of Heroes ruling brings to the LOS dispute report and the
// side profile (BoardPainter, board_painter.h): the ruling in words with both
// ends' levels and the modifiers' totals, the modifiers one by one with their
// rules, and the profile's whole-hex ground and obstacle hexes (coh-los.md).

#include "formats/los/ruling_format.h"
#include "formats/render/coh/coh_painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/text.h"
#include "geometry/los/systems/coh/coh_detail.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace crestline::render::detail {

namespace {

using geometry::los::CohDetail;
using geometry::los::Ruling;

/// A modifier in words when the ruling carries none (not Detail::Full).
std::string cohModifierWords(const geometry::HexGrid& g, const geometry::los::CohModifier& m)
{
    using Kind = geometry::los::CohModifier::Kind;
    switch (m.kind) {
    case Kind::SmokeFirer: return "smoke +2 in the firer's hex " + g.label(m.hex);
    case Kind::SmokeTarget: return "smoke +" + std::to_string(m.defence) + " in the target's hex " + g.label(m.hex);
    case Kind::SmokeBetween: return "smoke +1 in " + g.label(m.hex) + ", between the ends";
    case Kind::Wall: return "the string enters " + g.label(m.hex) + " across a wall" + (m.across ? " (side facing " + g.label(*m.across) + ")" : "");
    case Kind::FirerHigher: return "the firer is higher than the target";
    case Kind::TargetHigher: return "the target is higher than the firer";
    }
    return "";
}

/// The outcome and why, the deciding hex, both ends' levels and, when it sees, the modifiers' totals.
std::string cohReportWords(const geometry::los::Scene& scene, const Ruling& r, const Tie& tie)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    if (!d) return escapedMarkup(r.reason);
    const geometry::HexGrid& g = scene.grid();
    const std::string outcome(geometry::los::cohOutcomeName(d->outcome));
    std::string words = upperCase(outcome);
    // The reason may open with the outcome ("sees: nothing blocks ..."): said once, in capitals.
    std::string reason = r.reason.rfind(outcome + ": ", 0) == 0 ? r.reason.substr(outcome.size() + 2) : r.reason;
    // A clear reason may end with its modifiers in brackets: they are listed one by one under the map instead.
    if (const std::size_t open = reason.find(" ("); d->outcome == CohDetail::Outcome::Sees && open != std::string::npos && !reason.empty() &&
                                                    reason.back() == ')')
        reason.erase(open);
    if (!reason.empty()) words += ": " + escapedMarkup(reason);
    if (d->hex) words += (d->outcome == CohDetail::Outcome::Blind ? " (obstacle hex " : " (hex ") + escapedMarkup(g.label(*d->hex)) + ")";
    words += ". Levels: " + escapedMarkup(g.label(r.from)) + " L" + std::to_string(r.levelFrom) + ", " + escapedMarkup(g.label(r.to)) + " L" +
             std::to_string(r.levelTo) + ".";
    if (d->outcome == CohDetail::Outcome::Sees)
        words += " Modifiers: " + signedNumber(d->attackModifier) + " AR, " + signedNumber(d->defenceModifier) + " DM (" +
                 std::string(geometry::los::attackName(d->attack)) + " fire).";
    // The modifiers are the list under the map.
    words += explanationMarkup(scene, r, [](const std::string& line) {
        return line.find(": ") == std::string::npos || line.rfind("modifier: ", 0) == 0;
    });
    if (tie.tie) words += "\n<b>Tie:</b> " + escapedMarkup(tie.why) + ". Touching counts (coh-los.md, Ties); see the loupe.";
    return words;
}

/// The modifiers one by one with their rules, then the totals; returns the height used.
double drawCohModifierList(TextPainter& text, const geometry::HexGrid& g, const Ruling& r, double x, double y, double w)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    if (!d) return 0;
    const Style& st = style();
    double used = text.draw("Modifiers (coh-los.md, step 5; they add up)", x, y, Font{st.text.reportBodyPt, true}, st.ink).height + 3;
    std::string lines;
    if (d->outcome != CohDetail::Outcome::Sees) {
        lines = "None: no line of sight, so nothing to modify.";
    } else {
        for (const geometry::los::CohModifier& m : d->modifiers) {
            std::string value;
            if (m.attack) value += signedNumber(m.attack) + " AR";
            if (m.defence) value += (value.empty() ? "" : ", ") + signedNumber(m.defence) + " DM";
            // The ruling's words ("+1 DM: fire through smoke +1 in 0.2 [13.0]") open with the value and end with the rule:
            // the value is shown once, in bold, and the rule only if the words lack it.
            std::string words = m.what.empty() ? cohModifierWords(g, m) : m.what;
            if (const std::size_t colon = words.find(": "); colon != std::string::npos && (words[0] == '+' || words[0] == '-'))
                words = words.substr(colon + 2);
            if (words.find(m.rule) == std::string::npos) words += std::string(" ") + m.rule;
            lines += "<b>" + value + "</b>  " + escapedMarkup(words) + "\n";
        }
        if (d->modifiers.empty()) lines += "None: no smoke, wall or height difference applies.\n";
        lines += "<b>Total: " + signedNumber(d->attackModifier) + " AR, " + signedNumber(d->defenceModifier) + " DM</b>";
        if (d->attack != geometry::los::Attack::Direct)
            lines += " (" + std::string(geometry::los::attackName(d->attack)) + " fire: walls give no DM [5.0.2])";
        lines += ".";
    }
    used += text.drawWrapped(lines, x, y + used, w, Font{st.text.reportSmallPt + 0.5}, st.ink, true).height;
    return used;
}

/// Ground and obstacles are whole hexes (coh-los.md): each hex of the trace over its piece of the string.
void cohProfileHexes(const maps::MapAnalysis& map, const Ruling& r, ProfileGround& pg)
{
    const geometry::HexGrid& g = map.grid();
    const std::vector<CohHex> hexes = cohHexes(map);
    const auto* d = std::get_if<CohDetail>(&r.detail);
    std::fill(pg.ground.begin(), pg.ground.end(), 0);
    pg.lo = std::min({0, r.levelFrom, r.levelTo}); // CoH levels are 0..2 (chart: Hills): no depression row
    for (const geometry::los::TraceStep& step : r.trace) {
        if (!g.contains(step.hex)) continue;
        const auto piece = clipToHex(g, step.hex, pg.a, pg.b);
        if (!piece) continue;
        const CohHex& hx = hexes[std::size_t(g.index(step.hex))];
        // A point shared by hexes of different levels has the higher (coh-los.md, "Words").
        const int n = pg.samples;
        for (int i = int(std::ceil(piece->first * n - 1e-9)); i <= int(std::floor(piece->second * n + 1e-9)); ++i)
            if (i >= 0 && i <= n) pg.ground[std::size_t(i)] = std::max(pg.ground[std::size_t(i)], hx.level);
        if (hx.blocks && step.role == geometry::los::TraceStep::Role::Intervening)
            pg.bars.push_back({piece->first, piece->second, hx.level, hx.style->mark, hx.style->edge, d && d->hex && *d->hex == step.hex});
        pg.hi = std::max(pg.hi, hx.level + (hx.blocks ? 1 : 0));
    }
}

} // namespace

void addCohReport(BoardPainter& b)
{
    b.reportWords = cohReportWords;
    b.drawReportBlock = drawCohModifierList;
    b.profileHexes = cohProfileHexes;
    b.groundBlocksRule = "(step 2, FF 24.512, 24.513)"; // CoH step 2 reads FF's
}

} // namespace crestline::render::detail
