// Scenario jobs (see scenario_jobs.h).

#include "editor/jobs/scenario_jobs.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/file_kinds.h"
#include "scenarios/scenario_checks.h"
#include "scenarios/setup_checks.h"

#include <optional>

namespace crestline::jobs {

namespace fs = std::filesystem;
using namespace scenarios;

namespace {

/// Whether the scenario can be worked on at all; if not, marks `report`.
bool readable(const ScenarioDocument& doc, JobReport& report)
{
    report.findings = doc.findings();
    if (doc.loaded() && !doc.unreadable()) return true;
    refuse(report, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
    return false;
}

/// Whether the scenario can be read and its loader and checks found no error;
/// if not, marks `report` with `why`. Nothing is timed, exported or sealed
/// against a scenario with error findings.
bool usable(const ScenarioDocument& doc, JobReport& report, const std::string& why)
{
    if (!readable(doc, report)) return false;
    append(report.findings, checkScenario(doc.scenario(), doc.boards(), doc.file().string()));
    if (!hasErrors(report.findings)) return true;
    refuse(report, Outcome::Refused, why);
    return false;
}

/// A Sighting setup file; nullopt (and `report` marked) if it has errors.
std::optional<SightingSetup> readSetup(const fs::path& file, JobReport& report)
{
    auto read = formats::readSetupFile(file);
    const bool errors = hasErrors(read.findings) || !read.value;
    append(report.findings, std::move(read.findings));
    if (!errors) return std::move(read.value);
    refuse(report, refusalFor(report.findings), file.string() + ": the setup file could not be used");
    return std::nullopt;
}

/// "Hidden: A (1 x Grenadier squad (g-gren-sqd), ...)" with counter names when the scenario is at hand.
std::string describeRevealed(const MarkerContent& c, const Scenario* scenario, const std::string& side)
{
    if (!scenario || c.pieces.empty()) return describeContent(c);
    MarkerContent named = c;
    for (HiddenPiece& p : named.pieces) {
        if (const Unit* u = scenario->findUnit(side, p.ref))
            p.ref = u->name + " " + std::string(unitSizeName(u->size)) + " (" + p.ref + ")";
        else if (const Fortification* f = scenario->findFortification(side, p.ref))
            p.ref = f->kind + " (" + p.ref + ")";
    }
    return describeContent(named);
}

} // namespace

CheckResult checkScenarioFiles(const ScenarioDocument& doc, const std::vector<fs::path>& setups)
{
    CheckResult result;
    if (!readable(doc, result)) return result;
    append(result.findings, checkScenario(doc.scenario(), doc.boards(), doc.file().string()));
    for (const fs::path& file : setups)
        if (!loadVerifiedSetup(doc, file, result)) return result;
    return result;
}

std::optional<LoadedSetup> loadVerifiedSetup(const ScenarioDocument& doc, const fs::path& file, JobReport& report)
{
    auto setup = readSetup(file, report);
    if (!setup) return std::nullopt;
    Findings found = setup->view == SetupView::Owner ? checkSetup(*setup, doc.scenario(), doc.boards(), file.string())
                                                     : checkOpponentSetup(*setup, doc.scenario(), doc.boards(), file.string());
    if (setup->view == SetupView::Owner && setup->sealed()) {
        SightingSetup verified = *setup; // a sealed file is only verified, never changed
        append(found, sealSetup(verified, file.string()));
    }
    LoadedSetup loaded{std::move(*setup), !hasErrors(found)};
    append(report.findings, std::move(found));
    return loaded;
}

TimelineResult timelineOf(const ScenarioDocument& doc)
{
    TimelineResult result;
    // The checks too: a reinforcement of an undeclared side or off the Time
    // Track would make a timeline that looks right and is not.
    if (!usable(doc, result, doc.file().string() + ": no timeline is given because the scenario has errors")) return result;
    result.turns = buildTimeline(doc.scenario());
    return result;
}

ExportResult exportScenario(const ScenarioDocument& doc, const fs::path& out)
{
    ExportResult result;
    if (!usable(doc, result, doc.file().string() + ": not exported: fix the errors above first")) return result;
    result.json = formats::exportScenarioJson(doc.scenario(), doc.boards());
    if (!out.empty()) saveOutput(result, out, result.json);
    return result;
}

SealResult sealSetupPlan(const SealOptions& o)
{
    if (const FileKind* kind = fileKindOf(o.plan); kind && kind->seal) return kind->seal(o);
    return sealSightingSetup(o);
}

SealResult sealSightingSetup(const SealOptions& o)
{
    SealResult result;
    if (o.owner.empty() && o.opponent.empty()) {
        refuse(result, Outcome::BadInput, "setup: give --owner, --opponent or both");
        return result;
    }
    auto plan = readSetup(o.plan, result);
    if (!plan) return result;
    if (plan->view != SetupView::Owner) {
        refuse(result, Outcome::BadInput, o.plan.string() + ": this is an opponent's file; `setup` needs the owner's plan with contents");
        return result;
    }
    if (o.scenario.empty() && plan->scenarioHref.empty()) {
        refuse(result, Outcome::BadInput, o.plan.string() + ": no scenario-href in the plan; give --scenario");
        return result;
    }
    const fs::path scenarioPath = !o.scenario.empty() ? o.scenario : setupScenarioPath(o.plan, plan->scenarioHref, result.findings, "/sighting-setup");
    const ScenarioDocument doc = ScenarioDocument::open(scenarioPath);
    if (!usable(doc, result, o.plan.string() + ": nothing written: the scenario has errors")) return result;
    // Only the plan's own findings from here on: the scenario's are warnings.
    result.findings = checkSetup(*plan, doc.scenario(), doc.boards(), o.plan.string());
    if (!hasErrors(result.findings)) append(result.findings, sealSetup(*plan, o.plan.string()));
    if (hasErrors(result.findings)) {
        refuse(result, Outcome::Refused, o.plan.string() + ": nothing written");
        return result;
    }
    // The only-list is checked before anything is written.
    std::vector<PlacedMarker> kept;
    for (const std::string& id : o.only) {
        const PlacedMarker* m = plan->findEither(id);
        if (!m) {
            refuse(result, Outcome::BadInput, o.plan.string() + ": no marker " + id);
            return result;
        }
        kept.push_back(*m);
    }
    // Both files are written to temporaries before either is renamed, the
    // owner's first: a setup killed between the renames leaves the new owner's
    // file (from which `setup OWNER --opponent F` makes the opponent's again),
    // and a pair of files from two sealings is named at reveal by its setup id.
    SightingSetup owner = *plan, opp;
    std::vector<SetupToSave> files;
    if (!o.owner.empty()) {
        owner.scenarioHref = relativeTo(scenarioPath, o.owner);
        if (!o.only.empty()) owner.markers = std::move(kept);
        files.push_back({&owner, o.owner});
    }
    if (!o.opponent.empty()) {
        opp = opponentView(*plan);
        opp.scenarioHref = relativeTo(scenarioPath, o.opponent);
        files.push_back({&opp, o.opponent});
    }
    Findings written = saveSetups(files);
    if (!written.empty()) {
        append(result.findings, std::move(written));
        refuse(result, Outcome::BadInput, o.plan.string() + ": the setup files were not written");
    }
    return result;
}

RevealResult revealSetup(const std::vector<fs::path>& files, const std::vector<std::string>& only)
{
    for (const fs::path& f : files)
        if (const FileKind* kind = fileKindOf(f); kind && kind->reveal) return kind->reveal(files, only);
    return revealSightingSetup(files, only);
}

RevealResult revealSightingSetup(const std::vector<fs::path>& files, const std::vector<std::string>& only)
{
    RevealResult result;
    std::optional<SightingSetup> owner, opponent;
    fs::path ownerFile, opponentFile;
    if (!readOwnerAndOpponent(files, readSetup, result, "contents and salts", owner, ownerFile, opponent, opponentFile)) return result;
    const RevealReport report = verifyReveal(*owner, ownerFile.string(), *opponent, opponentFile.string(), only);
    // Counter names come from the scenario the opponent's file names, when it can be read.
    std::optional<Scenario> scenario;
    if (!opponent->scenarioHref.empty()) {
        auto read = formats::readScenarioFile(setupScenarioPath(opponentFile, opponent->scenarioHref, result.findings, "/sighting-setup"));
        if (read.value && !hasErrors(read.findings) && read.value->id == opponent->scenarioId) scenario = std::move(read.value);
    }
    for (const RevealedMarker& r : report.verified)
        result.revealed.push_back(
            {r.marker->publicId, r.marker->id, r.marker->hex.text(), describeRevealed(*r.marker->content, scenario ? &*scenario : nullptr, owner->side)});
    append(result.findings, report.findings);
    result.proved = report.ok();
    return result;
}

} // namespace crestline::jobs
