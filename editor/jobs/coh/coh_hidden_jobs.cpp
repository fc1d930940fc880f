// CoH hidden set-up jobs (see coh_hidden_jobs.h).

#include "editor/jobs/coh/coh_hidden_jobs.h"

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/document_io.h"
#include "formats/common/atomic_file.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_checks.h"

#include <optional>

namespace crestline::jobs {

namespace fs = std::filesystem;
using namespace scenarios::coh;
using scenarios::SetupView;

namespace {

constexpr const char* kElement = "/hidden-setup";

/// A hidden set-up file; nullopt (and `report` marked) if it has errors.
std::optional<HiddenSetup> readHidden(const fs::path& file, JobReport& report)
{
    auto read = formats::readHiddenSetupFile(file);
    const bool errors = hasErrors(read.findings) || !read.value;
    append(report.findings, std::move(read.findings));
    if (!errors) return std::move(read.value);
    refuse(report, refusalFor(report.findings), file.string() + ": the hidden set-up file could not be used");
    return std::nullopt;
}

/// "MG 42 (de-mg-1), facing 4" from the scenario when it can be read.
std::string describe(const HiddenPlacement& p, const CohScenario* scenario)
{
    const Unit* u = scenario ? scenario->findUnit(p.unit) : nullptr;
    std::string out = u ? u->name + " (" + p.unit + ")" : p.unit;
    if (p.facing) out += ", facing " + std::to_string(*p.facing);
    return out;
}

} // namespace

void checkHiddenSetupFiles(const CohScenarioDocument& doc, const std::vector<fs::path>& files, JobReport& report)
{
    for (const fs::path& file : files)
        if (!loadVerifiedHiddenSetup(doc, file, report)) return;
}

std::optional<LoadedHiddenSetup> loadVerifiedHiddenSetup(const CohScenarioDocument& doc, const fs::path& file, JobReport& report)
{
    if (!formats::isHiddenSetupFile(file)) {
        refuse(report, Outcome::BadInput, file.string() + ": not a CoH hidden set-up (<hidden-setup>); a CoH scenario has no Sighting setups");
        return std::nullopt;
    }
    auto setup = readHidden(file, report);
    if (!setup) return std::nullopt;
    Findings found = checkHiddenSetup(*setup, doc.scenario(), doc.boards(), file.string());
    if (setup->view == SetupView::Owner && setup->sealed()) {
        HiddenSetup verified = *setup; // a sealed file is only verified, never changed
        append(found, sealHiddenSetup(verified, file.string()));
    }
    LoadedHiddenSetup loaded{std::move(*setup), !hasErrors(found)};
    append(report.findings, std::move(found));
    return loaded;
}

SealResult sealHiddenSetupPlan(const SealOptions& o)
{
    SealResult result;
    if (o.owner.empty() && o.opponent.empty()) {
        refuse(result, Outcome::BadInput, "setup: give --owner, --opponent or both");
        return result;
    }
    auto plan = readHidden(o.plan, result);
    if (!plan) return result;
    if (plan->view != SetupView::Owner) {
        refuse(result, Outcome::BadInput, o.plan.string() + ": this is an opponent's file; `setup` needs the owner's plan with hexes");
        return result;
    }
    if (o.scenario.empty() && plan->scenarioHref.empty()) {
        refuse(result, Outcome::BadInput, o.plan.string() + ": no scenario-href in the plan; give --scenario");
        return result;
    }
    const fs::path scenarioPath = !o.scenario.empty() ? o.scenario : setupScenarioPath(o.plan, plan->scenarioHref, result.findings, kElement);
    const CohScenarioDocument doc = CohScenarioDocument::open(scenarioPath);
    {
        CohCheckResult checked = checkCohScenarioFile(doc);
        if (!checked.done() || hasErrors(checked.findings)) {
            append(result.findings, std::move(checked.findings));
            refuse(result, doc.loaded() ? Outcome::Refused : refusalFor(result.findings), o.plan.string() + ": nothing written: the scenario has errors");
            return result;
        }
    }
    // Only the plan's own findings from here on.
    result.findings = checkHiddenSetup(*plan, doc.scenario(), doc.boards(), o.plan.string());
    if (!hasErrors(result.findings)) append(result.findings, sealHiddenSetup(*plan, o.plan.string()));
    if (hasErrors(result.findings)) {
        refuse(result, Outcome::Refused, o.plan.string() + ": nothing written");
        return result;
    }
    std::vector<HiddenPlacement> kept;
    for (const std::string& id : o.only) {
        const HiddenPlacement* p = plan->find(id);
        if (!p) {
            refuse(result, Outcome::BadInput, o.plan.string() + ": no hidden unit " + id);
            return result;
        }
        kept.push_back(*p);
    }
    // Both files go to temporaries before either is renamed, the owner's
    // first (see sealSetupPlan): a pair from two sealings is named at reveal.
    std::string ownerText, opponentText; // FileToSave holds views of these
    std::vector<formats::FileToSave> files;
    if (!o.owner.empty()) {
        HiddenSetup owner = *plan;
        owner.scenarioHref = relativeTo(scenarioPath, o.owner);
        if (!o.only.empty()) owner.units = std::move(kept);
        ownerText = formats::writeHiddenSetupText(owner);
        files.push_back({o.owner, ownerText, formats::FileAccess::Private});
    }
    if (!o.opponent.empty()) {
        HiddenSetup opp = opponentView(*plan);
        opp.scenarioHref = relativeTo(scenarioPath, o.opponent);
        opponentText = formats::writeHiddenSetupText(opp);
        files.push_back({o.opponent, opponentText, formats::FileAccess::Public});
    }
    Findings written = formats::saveFiles(files);
    if (!written.empty()) {
        append(result.findings, std::move(written));
        refuse(result, Outcome::BadInput, o.plan.string() + ": the hidden set-up files were not written");
    }
    return result;
}

RevealResult revealHiddenSetup(const std::vector<fs::path>& files, const std::vector<std::string>& only)
{
    RevealResult result;
    std::optional<HiddenSetup> owner, opponent;
    fs::path ownerFile, opponentFile;
    const auto readOne = [](const fs::path& f, RevealResult& report) -> std::optional<HiddenSetup> {
        if (formats::isHiddenSetupFile(f)) return readHidden(f, report);
        refuse(report, Outcome::BadInput, f.string() + ": not a CoH hidden set-up (<hidden-setup>); `reveal` takes two files of one kind");
        return std::nullopt;
    };
    if (!readOwnerAndOpponent(files, readOne, result, "hexes and salts", owner, ownerFile, opponent, opponentFile)) return result;
    const HiddenRevealReport report = verifyHiddenReveal(*owner, ownerFile.string(), *opponent, opponentFile.string(), only);
    // Counter names come from the scenario the opponent's file names, when it can be read.
    std::optional<CohScenario> scenario;
    if (!opponent->scenarioHref.empty()) {
        auto read = formats::readCohScenarioFile(setupScenarioPath(opponentFile, opponent->scenarioHref, result.findings, kElement));
        if (read.value && !hasErrors(read.findings) && read.value->id == opponent->scenarioId) scenario = std::move(read.value);
    }
    for (const HiddenPlacement* p : report.verified)
        result.revealed.push_back({p->publicId, p->unit, p->hex ? p->hex->text() : std::string(), describe(*p, scenario ? &*scenario : nullptr)});
    append(result.findings, report.findings);
    result.proved = report.ok();
    return result;
}

} // namespace crestline::jobs
