#pragma once
// Picture jobs: a map image (optionally with a scenario's setup areas,
// objectives and entry/exit edges), the LOS dispute report, a viewshed
// picture, the coverage heat map and a scenario's setup sheet. A rule
// system's own pictures (its sheets, its boards that are not hex maps) are
// in its folder (editor/jobs/<system>/<system>_picture_jobs.h). Each renders
// into memory with crestline::render and writes the file through the atomic
// save, so a refused or failed job leaves an existing file as it was and
// writes nothing partial. Like every job, none runs on a document with error
// findings; a bad output name, --dpi, hex range, paper or side is BadInput
// naming the value.

#include "editor/jobs/job_report.h"
#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"

#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {

/// Where a picture goes: the file (its extension picks PDF, SVG or PNG) and
/// the PNG resolution in pixels per inch (10..1200; ignored for PDF and SVG).
struct PictureOptions {
    std::filesystem::path out;
    double dpi = 150;
};

/// What a picture job wrote, and the renderer's warnings (font fallback,
/// sheet-* ...), which never stop the job.
struct PictureResult : JobReport {
    std::filesystem::path written; ///< empty unless the file was written
    Findings renderWarnings;
};

/// A map image: the whole map or a hex range, with a scenario's overlays.
struct MapPictureOptions : PictureOptions {
    std::string hexes;                           ///< "A1:J10"; empty: the whole map
    const ScenarioDocument* scenario = nullptr;  ///< overlay its setup areas, objectives, edges for this map
};
PictureResult writeMapPicture(const MapDocument& doc, const MapPictureOptions& options);

/// The LOS dispute report of one pair of hexes (a Detail::Full ruling).
struct LosReportResult : PictureResult {
    std::optional<geometry::los::Ruling> ruling;
};
LosReportResult writeLosReport(const MapDocument& doc, const LosOptions& los, const PictureOptions& options);

/// One hex's viewshed with its blind zone, drawn.
PictureResult writeViewshedPicture(const MapDocument& doc, const ViewshedOptions& viewshed, const PictureOptions& options);

/// The coverage heat map: for each hex, how many viewers see it. With a
/// scenario and a side, only hexes of that side's setup areas on this map look.
struct CoverageOptions : PictureOptions {
    const ScenarioDocument* scenario = nullptr;
    std::string side;  ///< a side id of the scenario (needs `scenario`)
    int threads = 2;
    MatrixProgress progress{}; ///< pairs ruled of the matrix's pairs, row by row (none by default)
};
PictureResult writeCoveragePicture(const MapDocument& doc, const CoverageOptions& options);

/// A scenario's printable setup sheet (PDF only).
struct SheetJobOptions {
    std::filesystem::path out;
    std::string paper = "a4";           ///< "a4" or "letter"
    std::string side;                   ///< empty: the public sheet
    std::filesystem::path ownerSetup;   ///< that side's owner Sighting setup; empty: none
};
PictureResult writeSetupSheet(const ScenarioDocument& doc, const SheetJobOptions& options);
/// The public sheet, A4, to `out`.
inline SheetJobOptions publicSheet(const std::filesystem::path& out)
{
    SheetJobOptions options;
    options.out = out;
    return options;
}
/// A picture at the default resolution to `out`.
inline PictureOptions pictureTo(const std::filesystem::path& out)
{
    PictureOptions options;
    options.out = out;
    return options;
}

} // namespace crestline::jobs
