#pragma once
// LOS jobs on a map document: rule on one pair of hexes, one hex's viewshed
// with its blind zone, and the all-pairs matrix written as CSV. None of them
// runs on a document with error findings: a ruling on a map the loader found
// broken would look exact and be wrong.

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/play_state.h"
#include "formats/los/analysis_format.h"
#include "geometry/los/ruling.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::jobs {

/// What to rule on: hexes as labels, Smoke and the rest of the play state
/// as text (play_state.h).
struct LosOptions {
    std::string from, to;
    std::vector<std::string> smoke;
    geometry::los::Detail detail = geometry::los::Detail::Full;
    PlayText play{}; ///< barrage markers, weather, night, purpose
};
/// A ruling, when the job ran.
struct LosResult : JobReport {
    std::optional<geometry::los::Ruling> ruling;
    geometry::los::PlayState play; ///< the play state it was ruled under (Smoke, barrages...): pictures draw it
};
LosResult ruleLos(const MapDocument& doc, const LosOptions& options);

/// Whose viewshed, under which play state.
struct ViewshedOptions {
    std::string from;
    std::vector<std::string> smoke;
    int threads = 2;
    /// Also list the blind hexes with the obstacle behind each (the cells
    /// say Blind either way); the editor's hover sweep leaves it out.
    bool blindZone = true;
    PlayText play{}; ///< barrage markers, weather, night, purpose
};
/// Every hex's cell and the blind zone, when the job ran.
struct ViewshedResult : JobReport {
    std::optional<formats::ViewshedView> view;
    geometry::los::PlayState play; ///< the play state it was ruled under: pictures draw it
};
ViewshedResult viewshedOf(const MapDocument& doc, const ViewshedOptions& options);

/// Pairs ruled so far of all (a .clmx matrix calls it as rows are written).
using MatrixProgress = std::function<void(std::int64_t done, std::int64_t total)>;
/// Where to write the all-pairs matrix (CSV, or a matrix file when it ends
/// in .clmx: matrix_file_jobs.h), with how many workers, under which play state.
struct MatrixOptions {
    std::filesystem::path out;
    int threads = 2;
    std::vector<std::string> smoke{};
    PlayText play{};            ///< barrage markers, weather, night, purpose
    MatrixProgress progress{};  ///< none by default
    bool compress = false;      ///< a .clmx matrix file: zstd blocks (docs/matrix-format.md)
};
/// Size of the matrix written: hexes per side, pairs ruled (a byte each in
/// memory; ordered pairs when full), bytes of CSV written, and whether both
/// directions were ruled (the system is not reciprocal on this map and state).
struct MatrixResult : JobReport {
    int hexes = 0;
    std::int64_t pairs = 0;
    std::size_t csvBytes = 0;
    std::uint64_t fileBytes = 0; ///< a .clmx matrix file's size (csvBytes 0)
    bool full = false;
};
/// A CSV is refused (bad input) above geometry::los::kMaxMatrixHexes, before
/// any ruling; a .clmx output goes to writeMatrixFile (no limit).
MatrixResult writeMatrix(const MapDocument& doc, const MatrixOptions& options);

/// Whether the all-pairs matrix of `doc` fits the limit; if not, marks
/// `report` as bad input naming the hex and pair counts and returns false.
bool matrixFits(const MapDocument& doc, JobReport& report);

/// Whether LOS jobs may run on `doc`: a model, no error findings, rules for its
/// system. Copies the document's findings into `report`; if it may not run,
/// sets the outcome and a problem naming `what` ("ruling") and returns false.
bool readyForLos(const MapDocument& doc, JobReport& report, std::string_view what);

} // namespace crestline::jobs
