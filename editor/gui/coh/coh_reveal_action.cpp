// Conflict of Heroes: the reveal check of a position on the map under edit
// (LOS > Reveal check of a position...): which hidden units an enemy within
// 2 hexes reveals [10.0] and which other units may not hide [10.2], in the
// words of `crestline reveal-check`, with the units' hexes shaded on the map.

#include "editor/gui/coh/coh_editor.h"

#include "editor/jobs/coh/reveal_check_job.h"
#include "editor/jobs/map_document.h"
#include "formats/render/style.h"

namespace crestline::gui {

namespace {

void revealCheck(ActionHost& host)
{
    const jobs::MapDocument* map = host.map();
    if (!map) return;
    const auto file = host.chooseFile("Reveal check: choose a position", "CoH position (*.position.xml)|*.position.xml|XML files (*.xml)|*.xml");
    if (!file) return;
    const jobs::RevealCheckResult result = jobs::revealCheckJob(*map, *file, {});
    const std::string title = "Reveal check: " + file->filename().string();
    if (!result.done()) {
        std::string why = result.problem.empty() ? std::string("not checked") : result.problem;
        for (const Finding& f : jobs::errorsOf(result.findings)) why += "\n" + formatFinding(f);
        host.showAnswer(title, why, {});
        return;
    }
    // Shades: a revealed hidden unit in the blocked colour ("revealed"), one
    // that stays hidden in the clear colour ("hidden"); a unit that may not
    // hide in the hindered colour ("seen").
    const render::Style& st = render::style();
    const auto hexOf = [&](const std::string& id) {
        for (const auto& u : result.units)
            if (u.id == id) return u.hex;
        return result.units.front().hex;
    };
    std::vector<render::Overlays::HexShade> shades;
    for (const auto& a : result.check.hidden)
        shades.push_back({hexOf(a.unit), (a.revealed ? st.verdict(geometry::los::Verdict::Blocked).colour : st.verdict(geometry::los::Verdict::Clear).colour).withAlpha(0.45),
                          a.revealed ? "revealed" : "hidden"});
    for (const auto& h : result.check.visible)
        if (!h.mayHide) shades.push_back({hexOf(h.unit), st.verdict(geometry::los::Verdict::Hindered).colour.withAlpha(0.35), "seen"});
    host.showAnswer(title, jobs::revealCheckText(result, map->grid()), std::move(shades));
}

} // namespace

SystemAction cohRevealAction()
{
    return {"reveal-check", "Reveal check of a position...",
            "Conflict of Heroes: which hidden units of a position an enemy reveals [10.0], which others may not hide [10.2]", revealCheck};
}

} // namespace crestline::gui
