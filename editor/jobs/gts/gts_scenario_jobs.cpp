// GTS scenario jobs (see gts_scenario_jobs.h).

#include "editor/jobs/gts/gts_scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "formats/render/gts/gts_sheet.h"
#include "maps/map_analysis.h"
#include "scenarios/gts/gts_checks.h"

#include <algorithm>
#include <memory>
#include <sstream>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

bool usable(const GtsScenarioDocument& doc, JobReport& report, const std::string& why)
{
    return scenarioUsable(doc, report, why, scenarios::gts::checkGtsScenario);
}

} // namespace

GtsCheckResult checkGtsScenarioFile(const GtsScenarioDocument& doc)
{
    GtsCheckResult result;
    if (!scenarioReadable(doc, result)) return result;
    append(result.findings, scenarios::gts::checkGtsScenario(doc.scenario(), doc.boards(), doc.file().string()));
    return result;
}

GtsTimelineResult gtsTimelineOf(const GtsScenarioDocument& doc)
{
    GtsTimelineResult result;
    if (!usable(doc, result, doc.file().string() + ": no timeline is given because the scenario has errors")) return result;
    result.turns = scenarios::gts::buildGtsTimeline(doc.scenario());
    return result;
}

namespace {

using namespace scenarios::gts;

std::string joined(const std::vector<PieceRef>& refs)
{
    std::string out;
    for (const PieceRef& r : refs) out += (out.empty() ? "" : ", ") + r.ref;
    return out;
}

std::string describeEntry(const Reinforcement& r)
{
    if (!r.entry) return "(no entry given)";
    if (r.entry->hex) return "entry hex " + r.entry->hex->text();
    return "any entry hex marked '" + r.entry->symbol + "'";
}

void printTurn(std::ostream& out, const GtsScenario& s, const GtsTimelineTurn& t)
{
    out << "Turn " << t.number << " (" << t.time << ")" << (t.night ? " night [28.0]" : "") << (t.last ? " last turn [12.0]" : "") << "\n";
    for (const AirUnits* a : t.air) out << "  " << a->army << ": " << a->units << " air units if the weather is clear [27.0]\n";
    if (t.beforeNight) out << "  turn before the night: +2 Dispatch Points to a Division whose chit is drawn [10.0.3]\n";
    for (const Reinforcement* r : t.arrivals) {
        out << "  " << r->division << ": ";
        if (!r->units.empty()) out << "units " << joined(r->units);
        if (!r->leaders.empty()) out << (r->units.empty() ? "" : "; ") << "leaders " << joined(r->leaders);
        const Division* d = s.findDivision(r->division);
        out << " placed on " << (r->entry && !r->entry->hex && r->entry->symbol.empty() && d ? "any entry hex marked '" + d->symbol + "'" : describeEntry(*r))
                  << " [8.0]\n";
    }
    for (const std::string& d : t.chitsGained) out << "  " << d << ": Division Activation Chit goes into the mug [9.0]\n";
}

} // namespace

std::string gtsTimelineText(const GtsScenarioDocument& doc, const GtsTimelineResult& timeline)
{
    std::ostringstream out;
    const GtsScenario& s = doc.scenario();
    out << s.title << " (" << s.id << ", GTS)\n";
    out << "Weather: starts " << weatherName(s.weather.start) << (s.weather.mayChange ? ", may change [6.0]" : ", does not change [6.0]")
        << "; last turn " << s.turnRecord.last << "; first player " << s.firstTurn.firstPlayer << " [10.0.1]\n";
    for (const GtsTimelineTurn& t : timeline.turns) printTurn(out, s, t);
    return out.str();
}

GtsExportResult exportGtsScenario(const GtsScenarioDocument& doc, const fs::path& out)
{
    GtsExportResult result;
    if (!usable(doc, result, doc.file().string() + ": not exported: fix the errors above first")) return result;
    result.json = formats::exportGtsScenarioJson(doc.scenario(), doc.boards());
    if (!out.empty()) saveOutput(result, out, result.json);
    return result;
}

PictureResult writeGtsSetupSheet(const GtsScenarioDocument& doc, const SheetJobOptions& options)
{
    PictureResult result;
    if (options.out.extension() != ".pdf") {
        refuse(result, Outcome::BadInput, options.out.string() + ": a set-up sheet is a PDF (expected .pdf)");
        return result;
    }
    const auto paper = render::paperFromName(options.paper);
    if (!paper) {
        refuse(result, Outcome::BadInput, "--paper '" + options.paper + "' is not a paper size (a4, letter)");
        return result;
    }
    if (!options.side.empty() || !options.ownerSetup.empty()) {
        refuse(result, Outcome::BadInput, std::string(!options.side.empty() ? "--side" : "--setup") +
                                              ": a GTS scenario has one set-up sheet for both players (nothing is hidden at set-up)");
        return result;
    }
    if (!usable(doc, result, options.out.string() + ": not written: fix the errors above first")) return result;
    // Each map's analysis, as drawMap reads it.
    std::vector<std::unique_ptr<maps::MapAnalysis>> analyses;
    render::GtsSheetInput input;
    input.scenario = &doc.scenario();
    input.file = doc.file().string();
    for (const scenarios::Board& b : doc.boards().boards())
        if (b.map && b.catalog) {
            analyses.push_back(std::make_unique<maps::MapAnalysis>(*b.map, *b.catalog));
            input.maps[b.id] = analyses.back().get();
        }
    Findings warnings;
    const std::string bytes = render::renderGtsSetupSheet(input, *paper, &warnings);
    for (const Finding& f : warnings) (f.severity >= Severity::Error ? result.findings : result.renderWarnings).push_back(f);
    if (bytes.empty()) {
        refuse(result, Outcome::BadInput, options.out.string() + ": not written: the sheet could not be made");
        return result;
    }
    const Findings written = saveText(options.out, bytes);
    if (!written.empty()) {
        append(result.findings, written);
        refuse(result, Outcome::BadInput, options.out.string() + ": not written");
        return result;
    }
    result.written = options.out;
    return result;
}

} // namespace crestline::jobs
