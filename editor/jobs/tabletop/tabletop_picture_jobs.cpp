// Picture jobs on tabletop tables (tabletop_picture_jobs.h).

#include "editor/jobs/tabletop/tabletop_picture_jobs.h"

#include "editor/jobs/picture_output.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "formats/table/tabletop/tabletop_format.h"

namespace crestline::jobs {

namespace fs = std::filesystem;
using render::OutputKind;

namespace {

/// Renders and saves atomically; marks `result` if either fails.
void renderAndSave(PictureResult& result, const PictureOptions& options, OutputKind kind, const maps::TabletopGame& game,
                   const render::TabletopRulingView* ruling)
{
    render::TabletopImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out, render::renderTabletopImage(game, kind, image, ruling));
}

} // namespace

PictureResult writeTabletopPicture(const fs::path& file, const PictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    const auto game = readTableForJob(result, file, "nothing is drawn");
    if (!game) return result;
    renderAndSave(result, options, *kind, *game, nullptr);
    return result;
}

TabletopReportResult writeTabletopLosReport(const fs::path& file, const std::string& from, const std::string& to, const PictureOptions& options)
{
    TabletopReportResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
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

PictureResult writeTabletopViewshedPicture(const TableDocument& doc, const fs::path& file, const std::string& from, const PictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    const TabletopViewshedResult seen = tabletopViewshed(doc, file, from);
    static_cast<JobReport&>(result) = seen;
    if (!seen.done()) return result;
    render::TabletopImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out, render::renderTabletopViewshedImage(*seen.game, *kind, image, *seen.view));
    return result;
}

PictureResult writeTabletopCoveragePicture(const TableDocument& doc, const fs::path& file, const PictureOptions& options, int threads)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    const TabletopPairsResult ruled = tabletopPairs(doc, file, threads);
    static_cast<JobReport&>(result) = ruled;
    if (!ruled.done()) return result;
    render::TabletopImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out, render::renderTabletopCoverageImage(*ruled.game, *kind, image, *ruled.pairs));
    return result;
}

} // namespace crestline::jobs
