#pragma once
// The command line's subcommands: the arguments each takes and the function
// that runs its job and prints the result, returning the exit code. main.cpp
// (the only file that includes CLI11) fills the arguments; this header has no
// CLI11 in it, so the command files compile without it.
//
// Exit codes (docs/cli.md): 0 ok; 1 error findings (the map or scenario has
// errors, so nothing is ruled, exported or sealed; `check` found errors; a
// reveal did not match); 2 bad arguments, a name that names nothing (hex,
// marker) or an unreadable file.

#include "editor/jobs/job_report.h"
#include "editor/jobs/picture_jobs.h"
#include "editor/jobs/play_state.h"
#include "scenarios/scenario.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace crestline::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitBadInput = 2;

/// `info FILE`: what a file of any kind holds, and its findings.
struct InfoArgs {
    std::string file;
};
int runInfo(const InfoArgs& args);
/// `hex MAP LABEL`
struct HexArgs {
    std::string map, label;
};
int runHex(const HexArgs& args);

/// `los MAP FROM TO [--smoke S]... [--barrage HEX[:heavy]]... [--weather W]
/// [--night] [--purpose fire|spot|comm] [--incoming CELL]... [--air-strike CELL]...
/// [--eye-from N] [--eye-to N] [--json] [--report FILE [--dpi N]]`; on a
/// Fields of Fire card map FROM and TO are cells (docs/cli.md).
struct LosArgs {
    std::string map, from, to;
    std::vector<std::string> smoke;
    jobs::PlayText play;
    bool json = false;
    std::string report; ///< the dispute report's file; empty: none
    double dpi = 150;
};
int runLos(const LosArgs& args);

/// `viewshed MAP FROM [play state as for los] [--json | --out FILE [--dpi N]]`
struct ViewshedArgs {
    std::string map, from;
    std::vector<std::string> smoke;
    jobs::PlayText play;
    bool json = false;
    std::string out; ///< the picture's file; empty: the text map
    double dpi = 150;
};
int runViewshed(const ViewshedArgs& args);

/// `matrix MAP --out CSV|FILE.clmx [--compress] [--threads N] [play state as for los]`
struct MatrixArgs {
    std::string map, out;
    bool compress = false; ///< .clmx only: zstd blocks
    int threads = 2;
    std::vector<std::string> smoke;
    jobs::PlayText play;
};
int runMatrix(const MatrixArgs& args);

/// `matrix-query FILE.clmx FROM [TO] [--viewshed] [--map MAP] [--json]`
struct MatrixQueryArgs {
    std::string file, from, to, map;
    bool viewshed = false;
    bool json = false;
};
int runMatrixQuery(const MatrixQueryArgs& args);

/// `render MAP --out FILE [--dpi N] [--hexes A1:J10] [--scenario S]`
struct RenderArgs {
    std::string map, out, hexes, scenario;
    double dpi = 150;
};
int runRender(const RenderArgs& args);

/// `coverage MAP --out FILE [--dpi N] [--scenario S --side X]`
struct CoverageArgs {
    std::string map, out, scenario, side;
    double dpi = 150;
    int threads = 2;
};
int runCoverage(const CoverageArgs& args);

/// `sheet SCENARIO --out FILE.pdf [--side NAME] [--paper a4|letter] [--setup FILE]`
struct SheetArgs {
    std::string scenario, out, side, paper = "a4", setup;
};
int runSheet(const SheetArgs& args);

/// `vassal MAP --out NAME.vmod [--dpi N]`
struct VassalArgs {
    std::string map, out;
    double dpi = 150;
};
int runVassal(const VassalArgs& args);

/// Print a picture job's render warnings to standard error, then its exit
/// code (reportNotRun if it did not run) after printing "wrote FILE".
int reportPicture(const jobs::PictureResult& result);

/// `check FILE [--setup FILE]...`
struct CheckArgs {
    std::string file;
    std::vector<std::string> setups;
};
int runCheck(const CheckArgs& args);
/// `timeline SCENARIO`
struct TimelineArgs {
    std::string scenario;
};
int runTimeline(const TimelineArgs& args);
/// `export SCENARIO --json OUT` ('-' for standard output)
struct ExportArgs {
    std::string scenario, out;
};
int runExport(const ExportArgs& args);

/// The head of `info` on a scenario: title, id, system and its maps.
void printScenarioHead(const std::string& title, const std::string& id, const std::string& system, const std::vector<scenarios::MapPlacement>& maps);

/// `setup PLAN [--scenario S] [--owner F] [--opponent F] [--only ID]...`
struct SetupArgs {
    std::string plan, scenario, owner, opponent;
    std::vector<std::string> only;
};
int runSetup(const SetupArgs& args);
/// The scenario `setup` seals against: --scenario, else the plan's
/// scenario-href (its root's attribute, relative to the plan); "" when the
/// plan cannot be read (setup itself then says why).
std::string setupScenario(const SetupArgs& args);
/// `reveal FILE FILE [--marker ID]...`
int runReveal(const std::vector<std::string>& files, const std::vector<std::string>& only);

/// Whether an output path of `command` is one of its inputs (the same file
/// after links are resolved): then says so on standard error naming both,
/// and the command exits 2 without running. "-" (standard output) and empty
/// paths are no files.
bool outputIsInput(const std::string& command, const std::vector<std::string>& inputs, const std::vector<std::string>& outputs);
/// Print findings one per line (error severity and worse only, if `errorsOnly`).
void printFindings(std::ostream& out, const Findings& findings, bool errorsOnly = false);
/// The exit code of a job that did not run (Refused 1, BadInput 2), after
/// printing its error findings and the one line saying why to standard error.
int reportNotRun(const jobs::JobReport& report);

} // namespace crestline::cli
