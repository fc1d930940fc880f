// What a Grand Tactical Series ruling brings to the LOS dispute report
// (BoardPainter, board_painter.h): the ruling in words with its count, the
// list of what counted towards k, the tie site the loupe magnifies, and no
// side profile (GTS has no levels; height shows only as crest hexsides).

#include "formats/los/ruling_format.h"
#include "formats/render/gts/gts_painter.h"
#include "formats/render/report_parts.h"
#include "formats/render/text.h"
#include "geometry/los/systems/gts/gts_detail.h"

namespace crestline::render::detail {

namespace {

using geometry::Point;
using geometry::los::GtsDetail;
using geometry::los::Ruling;

/// Sees, blocked or out of range, with the count in the reason; no levels, no hindrance.
std::string gtsReportWords(const geometry::los::Scene& scene, const Ruling& r, const Tie& tie)
{
    // The command line's headline ("0903 -> 1303: SEES: 2 obstacles, within the allowance of 2 (...)") without the pair:
    // the reason opens with the outcome, said once, in capitals.
    const std::string headline = formats::rulingHeadline(scene, r);
    const std::size_t pairEnd = headline.find(": ");
    std::string words = escapedMarkup(pairEnd == std::string::npos ? headline : headline.substr(pairEnd + 2)) + ".";
    words += explanationMarkup(scene, r);
    if (tie.tie) words += "\n<b>Loupe:</b> " + escapedMarkup(tie.why) + ".";
    return words;
}

/// Each thing that counted towards k, then k against A; returns the height used.
double drawGtsCountList(TextPainter& text, const geometry::HexGrid&, const Ruling& r, double x, double y, double w)
{
    const auto* d = std::get_if<GtsDetail>(&r.detail);
    if (!d) return 0;
    const Style& st = style();
    double used = text.draw("What counted towards k", x, y, Font{st.text.reportBodyPt, true}, st.ink).height + 3;
    std::string lines;
    if (d->outcome == GtsDetail::Outcome::OutOfRange) {
        lines = "Nothing: out of range (d = " + std::to_string(d->distance) + " > M = " + std::to_string(d->range) +
                "), the obstacles were not counted.";
    } else {
        for (const geometry::los::GtsObstacle& ob : d->obstacles) lines += "+" + std::to_string(ob.count) + "  " + escapedMarkup(ob.what) + "\n";
        if (d->obstacles.empty()) lines += "Nothing blocking on the string.\n";
        lines += "<b>k = " + std::to_string(d->k) + (d->k > d->allowance ? " &gt; " : " ≤ ") + "A = " + std::to_string(d->allowance) +
                 "</b>: " + (d->k > d->allowance ? "blocked" : "sees") + "; distance d = " + std::to_string(d->distance) +
                 " of range M = " + std::to_string(d->range) + ".";
        if (!d->ties.empty())
            lines += "\nOn the map: counted hexes and hexsides outlined in yellow; tie sites marked (solid: counted, hollow: not) with "
                     "their left and right nudges' counts (L, R; the site counts the smaller).";
    }
    used += text.drawWrapped(lines, x, y + used, w, Font{st.text.reportSmallPt + 0.5}, st.ink, true).height;
    return used + 2;
}

/// The first tie site whose two nudges count differently, else the first.
Tie gtsTie(const geometry::los::Scene& scene, const Ruling& r)
{
    Tie tie;
    const auto* gts = std::get_if<GtsDetail>(&r.detail);
    if (!gts || gts->ties.empty()) return tie;
    const geometry::HexGrid& g = scene.grid();
    const geometry::los::GtsTie* site = &gts->ties.front();
    for (const geometry::los::GtsTie& t : gts->ties)
        if (t.left != t.right) {
            site = &t;
            break;
        }
    const bool run = site->kind == geometry::los::GtsTie::Kind::Run;
    const Point p = site->at.toPoint(), q = site->to.toPoint();
    tie.tie = true;
    if (run)
        tie.why = "the string runs exactly along the hexside (" + numberText(p.u) + ", " + numberText(p.v) + ")-(" + numberText(q.u) + ", " +
                  numberText(q.v) + ") from " + g.label(site->before) + " into " + g.label(site->after);
    else
        tie.why = "the string passes exactly through the vertex (" + numberText(p.u) + ", " + numberText(p.v) + ") from " +
                  g.label(site->before) + " into " + g.label(site->after);
    tie.why += ": left nudge " + std::to_string(site->left) + ", right " + std::to_string(site->right) + ", the site counts " +
               std::to_string(site->count());
    tie.at = run ? Point{(p.u + q.u) / 2, (p.v + q.v) / 2} : p;
    return tie;
}

/// Out of range is decided before the string is walked.
bool gtsOutOfRange(const Ruling& r)
{
    const auto* gts = std::get_if<GtsDetail>(&r.detail);
    return gts && gts->outcome == GtsDetail::Outcome::OutOfRange;
}

} // namespace

void addGtsReport(BoardPainter& b)
{
    b.reportWords = gtsReportWords;
    b.drawReportBlock = drawGtsCountList;
    b.sideProfile = false;
    b.findTie = gtsTie;
    b.decidedWithoutTrace = gtsOutOfRange;
}

} // namespace crestline::render::detail
