// Fields of Fire picture jobs (see fof_picture_jobs.h).

#include "editor/jobs/fof/fof_picture_jobs.h"

#include "editor/jobs/picture_output.h"
#include "formats/render/fof/fof_los_images.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/fof/fof_sheet.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "maps/fof/fof_map_checks.h"
#include "scenarios/fof/fof_checks.h"

#include <optional>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

/// The mission in `file`, read with its card map and checked; refused (as
/// a card map) when it could not be read or has error findings: nothing is
/// printed from a mission with errors.
std::optional<scenarios::fof::Mission> readyFofMission(const fs::path& file, PictureResult& result)
{
    auto read = formats::loadFofMission(file);
    Findings findings = std::move(read.findings);
    if (read.value) {
        const formats::LoadedFofMap* map = read.value->map ? &*read.value->map : nullptr;
        append(findings, scenarios::fof::checkFofMission(read.value->mission, map ? &map->map : nullptr,
                                                         map ? map->decks : std::vector<maps::FofDeck>{}, file.string()));
    }
    const bool errors = hasErrors(findings);
    append(result.findings, std::move(findings));
    if (!read.value || errors) {
        refuse(result, refusalFor(result.findings),
               file.string() + ": nothing is drawn because the mission " + (read.value ? "or its card map has errors" : "could not be read"));
        return std::nullopt;
    }
    return std::move(read.value->mission);
}

/// `mission` may be drawn on `map`: the Mission Details' map size is the card map's first rectangle [2.1, 2.2.1].
bool fofMissionFitsMap(const scenarios::fof::Mission& mission, const formats::LoadedFofMap& map, PictureResult& result)
{
    if (mission.columns == map.map.columns && mission.rows == map.map.rows) return true;
    refuse(result, Outcome::Refused,
           "mission '" + mission.id + "' is played on " + std::to_string(mission.columns) + " columns by " + std::to_string(mission.rows) +
               " rows, but card map " + map.file.string() + " lays out " + std::to_string(map.map.columns) + " by " + std::to_string(map.map.rows));
    return false;
}

} // namespace

PictureResult writeFofMapPicture(const fs::path& mapFile, const FofMapPictureOptions& options)
{
    auto read = formats::loadFofMap(mapFile);
    return writeFofMapPicture(mapFile, read.value ? &*read.value : nullptr, read.findings, options);
}

PictureResult writeFofMapPicture(const fs::path& mapFile, const formats::LoadedFofMap* map, const Findings& findings,
                                 const FofMapPictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    append(result.findings, findings);
    if (!map || hasErrors(findings)) {
        refuse(result, refusalFor(result.findings),
               mapFile.string() + ": nothing is drawn because the card map " + (map ? "or one of its decks has errors" : "could not be read"));
        return result;
    }
    std::optional<scenarios::fof::Mission> mission;
    if (!options.mission.empty()) {
        mission = readyFofMission(options.mission, result);
        if (!mission || !fofMissionFitsMap(*mission, *map, result)) return result;
    }
    const render::FofMapInput input{&map->map, &map->decks, mission ? &*mission : nullptr};
    render::FofImageOptions image;
    image.dpi = options.dpi;
    if (const std::string bad = render::validateFofImageOptions(input, *kind, image); !bad.empty()) {
        refuse(result, Outcome::BadInput, bad);
        return result;
    }
    savePicture(result, options.out, render::renderFofMapImage(input, *kind, image));
    return result;
}

PictureResult writeFofMissionSheet(const scenarios::fof::Mission& mission, const formats::LoadedFofMap& map, const SheetJobOptions& options)
{
    PictureResult result;
    const auto paper = sheetPaper(options, result);
    if (!paper) return result;
    if (!options.side.empty() || !options.ownerSetup.empty()) {
        refuse(result, Outcome::BadInput, "a Fields of Fire mission has one sheet: --side and --setup do not apply");
        return result;
    }
    append(result.findings, maps::checkFofMap(map.map, map.decks, map.file.string()));
    if (hasErrors(result.findings)) {
        refuse(result, Outcome::Refused, map.file.string() + ": nothing is printed because the card map has errors");
        return result;
    }
    if (!fofMissionFitsMap(mission, map, result)) return result;
    render::FofSheetInput input{&mission, &map.map, &map.decks, ""};
    Findings warnings;
    std::string bytes = render::renderFofMissionSheet(input, *paper, &warnings);
    savePicture(result, options.out, sheetRendered(std::move(bytes), warnings));
    return result;
}

namespace {

/// The marks the flags put on cards, for the pictures (the cells were checked by the ruling job).
std::vector<render::FofPlayMark> playMarks(const FofMapDocument& doc, const std::vector<std::string>& smoke, const PlayText& play)
{
    std::vector<render::FofPlayMark> marks;
    const std::pair<render::FofPlayMark::Kind, const std::vector<std::string>*> kinds[] = {
        {render::FofPlayMark::Kind::Smoke, &smoke}, {render::FofPlayMark::Kind::Incoming, &play.incoming}, {render::FofPlayMark::Kind::AirStrike, &play.airStrike}};
    for (const auto& [kind, cells] : kinds)
        for (const std::string& name : *cells) {
            std::string problem;
            if (const auto cell = doc.parseCell(name, problem)) marks.push_back({*cell, kind});
        }
    return marks;
}

render::FofMapInput mapInput(const FofMapDocument& doc) { return {&doc.map().map, &doc.map().decks, nullptr, nullptr}; }

} // namespace

FofLosReportResult writeFofLosReport(const FofMapDocument& doc, const FofLosOptions& los, const PictureOptions& options)
{
    FofLosReportResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    FofLosResult ruled = ruleFofLos(doc, los); // Detail::Full: the walk and the trace
    static_cast<JobReport&>(result) = ruled;
    if (!ruled.done()) return result;
    result.view = std::move(ruled.view);
    render::FofReportOptions report;
    report.dpi = options.dpi;
    report.marks = playMarks(doc, los.smoke, los.play);
    savePicture(result, options.out, render::renderFofLosReport(mapInput(doc), *doc.board(), *result.view, *kind, report));
    return result;
}

PictureResult writeFofViewshedPicture(const FofMapDocument& doc, const FofViewshedOptions& viewshed, const PictureOptions& options)
{
    PictureResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind) return result;
    FofViewshedResult seen = fofViewshedOf(doc, viewshed);
    static_cast<JobReport&>(result) = seen;
    if (!seen.done()) return result;
    render::FofImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out,
                render::renderFofViewshedImage(mapInput(doc), *seen.view, *kind, image, playMarks(doc, viewshed.smoke, viewshed.play)));
    return result;
}

FofCoverageResult writeFofCoveragePicture(const FofMapDocument& doc, const PictureOptions& options)
{
    FofCoverageResult result;
    const auto kind = pictureOutputKind(options, kAnyOutputKind, result);
    if (!kind || !readyForFofLos(doc, result, "coverage")) return result;
    geometry::los::FofPlay play;
    if (!fofPlay(doc, {}, {}, play, result)) return result; // the defaults: fire, daylight, nothing obscured
    const std::vector<geometry::OffsetCoord> cards = doc.cards();
    const auto outcomes = geometry::los::fofAllPairs(*doc.board(), play, cards, std::vector<int>(cards.size(), 0));
    const render::FofCoverage coverage = render::fofCoverageOf(cards, outcomes);
    result.cards = coverage.cards;
    result.seenBy = coverage.seenBy;
    render::FofImageOptions image;
    image.dpi = options.dpi;
    savePicture(result, options.out, render::renderFofCoverageImage(mapInput(doc), coverage, *kind, image, "fire, daylight (M = " + std::to_string(play.maxRange) + ")"));
    return result;
}

} // namespace crestline::jobs
