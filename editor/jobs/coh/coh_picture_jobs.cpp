// Conflict of Heroes picture jobs (see coh_picture_jobs.h).

#include "editor/jobs/coh/coh_picture_jobs.h"

#include "editor/jobs/coh/coh_hidden_jobs.h"
#include "editor/jobs/document_io.h"
#include "editor/jobs/picture_output.h"
#include "formats/render/coh/coh_sheet.h"
#include "scenarios/coh/coh_checks.h"
#include "scenarios/coh/coh_hidden_setup.h"

namespace crestline::jobs {

namespace {

/// The placements of a side's owner's hidden set-up file for its sheet;
/// nullopt (and `result` refused) when the file is not that side's owner's
/// file of this scenario, or has errors against it or its commitments.
std::optional<std::vector<render::CohHiddenPlacement>> cohHiddenPlacements(const CohScenarioDocument& doc, const SheetJobOptions& options,
                                                                           PictureResult& result)
{
    const std::filesystem::path& file = options.ownerSetup;
    if (!formats::isHiddenSetupFile(file)) {
        refuse(result, Outcome::BadInput, "--setup " + file.string() + ": not a CoH hidden set-up (<hidden-setup>)");
        return std::nullopt;
    }
    auto loaded = loadVerifiedHiddenSetup(doc, file, result);
    if (!loaded) return std::nullopt;
    const scenarios::coh::HiddenSetup& setup = loaded->setup;
    if (setup.view != scenarios::SetupView::Owner || setup.side != options.side) {
        refuse(result, Outcome::BadInput, "--setup " + file.string() + ": not side " + options.side + "'s owner's file (it is the " +
                                               (setup.view == scenarios::SetupView::Owner ? "owner's" : "opponent's") + " file of side " + setup.side + ")");
        return std::nullopt;
    }
    if (!loaded->clean || hasErrors(result.findings)) {
        refuse(result, Outcome::Refused, options.out.string() + ": not written: fix the errors above first");
        return std::nullopt;
    }
    std::vector<render::CohHiddenPlacement> out;
    for (const scenarios::coh::HiddenPlacement& p : setup.units)
        if (p.hex) out.push_back({p.unit, *p.hex, p.facing.value_or(0)});
    return out;
}

} // namespace

PictureResult writeCohSetupSheet(const CohScenarioDocument& doc, const SheetJobOptions& options)
{
    PictureResult result;
    const auto paper = sheetPaper(options, result);
    if (!paper) return result;
    if (!options.ownerSetup.empty() && options.side.empty()) {
        refuse(result, Outcome::BadInput, "--setup " + options.ownerSetup.string() + " is printed only on its side's sheet: give --side");
        return result;
    }
    result.findings = doc.findings();
    if (!doc.loaded()) {
        refuse(result, refusalFor(doc.findings()), doc.file().string() + ": the scenario could not be read");
        return result;
    }
    append(result.findings, scenarios::coh::checkCohScenario(doc.scenario(), doc.boards(), doc.file().string()));
    if (hasErrors(result.findings)) {
        refuse(result, Outcome::Refused, options.out.string() + ": not written: fix the errors above first");
        return result;
    }
    if (!options.side.empty() && !doc.scenario().findSide(options.side)) {
        std::string known;
        for (const auto& s : doc.scenario().sides) known += (known.empty() ? "" : ", ") + s.id;
        refuse(result, Outcome::BadInput, "--side '" + options.side + "' is not a side of " + doc.file().string() + " (sides: " + known + ")");
        return result;
    }
    // [10.0] the side's own sheet may show its sealed hidden set-up: the owner's file, checked and verified.
    std::optional<std::vector<render::CohHiddenPlacement>> placements;
    if (!options.ownerSetup.empty()) {
        placements = cohHiddenPlacements(doc, options, result);
        if (!placements) return result;
    }
    render::CohSheetInput input;
    input.scenario = &doc.scenario();
    input.file = doc.file().string();
    for (std::size_t i = 0; i < doc.boards().boards().size(); ++i)
        if (doc.boards().loaded(int(i))) input.maps[doc.boards().boards()[i].id] = &doc.boards().analysis(int(i));
    render::CohSheetOptions sheet;
    sheet.paper = *paper;
    if (!options.side.empty()) sheet.side = options.side;
    Findings warnings;
    std::string bytes = render::renderCohSetupSheet(input, sheet, placements ? &*placements : nullptr, &warnings);
    savePicture(result, options.out, sheetRendered(std::move(bytes), warnings));
    return result;
}

} // namespace crestline::jobs
