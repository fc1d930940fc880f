// Picture jobs on tabletop tables (tabletop_picture_jobs.h).

#include "editor/jobs/tabletop_picture_jobs.h"

#include "editor/jobs/document_io.h"
#include "formats/render/tabletop_image.h"
#include "formats/table/tabletop_format.h"

#include <cmath>
#include <sstream>

namespace crestline::jobs {

namespace fs = std::filesystem;
using render::OutputKind;

namespace {

/// The output kind of `options.out` (PDF, SVG, PNG) with the dpi in range; else nullopt with `report` a bad argument.
std::optional<OutputKind> tableOutputKind(const PictureOptions& options, JobReport& report)
{
    const auto kind = render::outputKindOf(options.out.filename().string());
    if (!kind) {
        refuse(report, Outcome::BadInput, options.out.string() + ": unknown output extension '" + options.out.extension().string() + "' (expected pdf, svg, png)");
        return std::nullopt;
    }
    if (!std::isfinite(options.dpi) || options.dpi < 10 || options.dpi > 1200) {
        std::ostringstream dpi;
        dpi << options.dpi;
        refuse(report, Outcome::BadInput, "--dpi " + dpi.str() + " is out of range (10 to 1200)");
        return std::nullopt;
    }
    return kind;
}

/// Renders and saves atomically; marks `result` if either fails.
void renderAndSave(PictureResult& result, const PictureOptions& options, OutputKind kind, const maps::TabletopGame& game,
                   const render::TabletopRulingView* ruling)
{
    render::TabletopImageOptions image;
    image.dpi = options.dpi;
    const render::RenderResult rendered = render::renderTabletopImage(game, kind, image, ruling);
    append(result.renderWarnings, rendered.warnings);
    if (!rendered.ok()) {
        refuse(result, Outcome::BadInput, options.out.string() + ": not written: " + rendered.error);
        return;
    }
    if (saveOutput(result, options.out, rendered.bytes)) result.written = options.out;
}

} // namespace

PictureResult writeTabletopPicture(const fs::path& file, const PictureOptions& options)
{
    PictureResult result;
    const auto kind = tableOutputKind(options, result);
    if (!kind) return result;
    const auto game = readTableForJob(result, file, "nothing is drawn");
    if (!game) return result;
    renderAndSave(result, options, *kind, *game, nullptr);
    return result;
}

TabletopReportResult writeTabletopLosReport(const fs::path& file, const std::string& from, const std::string& to, const PictureOptions& options)
{
    TabletopReportResult result;
    const auto kind = tableOutputKind(options, result);
    if (!kind) return result;
    result.los = tabletopLos(file, from, to);
    append(result.findings, result.los.findings);
    if (!result.los.done()) {
        refuse(result, result.los.outcome, result.los.problem);
        return result;
    }
    const render::TabletopRulingView view{from, to, &*result.los.ruling};
    renderAndSave(result, options, *kind, *result.los.game, &view);
    return result;
}

} // namespace crestline::jobs
