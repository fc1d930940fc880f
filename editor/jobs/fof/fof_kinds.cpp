// The Fields of Fire kinds of file (see fof_kinds.h).

#include "editor/jobs/fof/fof_kinds.h"

#include "editor/jobs/fof/fof_mission_jobs.h"
#include "editor/jobs/fof/fof_picture_jobs.h"
#include "editor/jobs/fof/fof_vassal.h"
#include "editor/jobs/read_errors.h"

#include "formats/map/fof/fof_format.h"
#include "maps/fof/fof_map_checks.h"
#include "scenarios/fof/fof_checks.h"

#include <algorithm>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

/// The mission checks of a read mission (its card map's decks when it has one).
Findings missionChecks(const formats::LoadedFofMission& loaded, const fs::path& file)
{
    const formats::LoadedFofMap* map = loaded.map ? &*loaded.map : nullptr;
    return scenarios::fof::checkFofMission(loaded.mission, map ? &map->map : nullptr, map ? map->decks : std::vector<maps::FofDeck>{}, file.string());
}

} // namespace

FofMissionDocument FofMissionDocument::open(const fs::path& file)
{
    FofMissionDocument doc;
    doc.m_file = file;
    auto read = formats::loadFofMission(file);
    doc.m_findings = std::move(read.findings);
    doc.m_loaded = std::move(read.value);
    if (doc.m_loaded) append(doc.m_findings, missionChecks(*doc.m_loaded, file));
    return doc;
}

FofMissionDocument FofMissionDocument::fromText(std::string_view text, const fs::path& file, bool check)
{
    return fromText(text, file, check, nullptr);
}

FofMissionDocument FofMissionDocument::fromText(std::string_view text, const fs::path& file, bool check, const formats::LoadedFofMap* map)
{
    FofMissionDocument doc;
    doc.m_file = file;
    auto read = formats::loadFofMissionText(text, file);
    doc.m_findings = std::move(read.findings);
    doc.m_loaded = std::move(read.value);
    if (doc.m_loaded && doc.m_loaded->map && map) {
        auto same = [](const fs::path& a, const fs::path& b) {
            std::error_code ea, eb;
            const fs::path ca = fs::weakly_canonical(a, ea), cb = fs::weakly_canonical(b, eb);
            return !ea && !eb ? ca == cb : fs::absolute(a).lexically_normal() == fs::absolute(b).lexically_normal();
        };
        if (same(doc.m_loaded->map->file, map->file)) doc.m_loaded->map = *map;
    }
    if (doc.m_loaded && check) append(doc.m_findings, missionChecks(*doc.m_loaded, file));
    return doc;
}

Findings checkFofMissionDocument(const FofMissionDocument& doc)
{
    Findings out = doc.findings();
    if (doc.loaded()) append(out, missionChecks(doc.mission(), doc.file()));
    return out;
}

namespace {

/// Not Done when nothing may be printed or drawn from the mission (errors,
/// or its card map unread, which is an error finding too).
JobReport missionUnusable(const FofMissionDocument& doc, const char* what)
{
    JobReport usable = fofMissionUsable(doc, doc.file().string() + ": nothing is " + what + " because the mission or its card map has errors");
    if (usable.done() && !doc.mission().map) {
        usable.outcome = Outcome::BadInput;
        usable.problem = doc.file().string() + ": the mission's card map could not be read";
    }
    return usable;
}

/// A card map's reader's and decks' errors, not its checks' (a card placed
/// twice: the editor opens it to be mended). loadFofMap puts the map
/// checks' findings last (formats/map/fof/fof_loader.cpp).
bool cardMapReadErrors(const Document& d)
{
    const auto* doc = as<FofMapDocument>(d);
    if (!doc || !doc->loaded()) return true;
    const Findings& all = doc->findings();
    const std::size_t checks = maps::checkFofMap(doc->map().map, doc->map().decks, doc->file().string()).size();
    const std::size_t read = all.size() - std::min(all.size(), checks);
    return std::any_of(all.begin(), all.begin() + std::ptrdiff_t(read), [](const Finding& f) { return f.severity >= Severity::Error; });
}

} // namespace

void registerFofFileKinds(FileKindRegistry& registry)
{
    registerReadErrors("card-map", cardMapReadErrors);
    const std::string pictures = "PNG (*.png)|*.png|PDF (*.pdf)|*.pdf|SVG (*.svg)|*.svg";
    FileKind cardMap{"card-map", "Fields of Fire card map", "map", std::string(formats::kFofSystem),
                     [](const fs::path& file) -> std::unique_ptr<Document> {
                         return std::make_unique<DocumentOf<FofMapDocument>>("card-map", file, FofMapDocument::open(file));
                     }};
    cardMap.exports = {{"picture", "&Map image...", "The card map as laid out (crestline render)", pictures, "card-map.png",
                        [](const Document& d, const fs::path& out) -> JobReport {
                            const auto& doc = *as<FofMapDocument>(d);
                            FofMapPictureOptions options;
                            options.out = out;
                            return writeFofMapPicture(d.file(), doc.loaded() ? &doc.map() : nullptr, doc.findings(), options);
                        }}};
    cardMap.sessionOps = fofCardMapSessionOps();
    cardMap.vassal = fofCardMapVassal();
    registry.add(std::move(cardMap));
    registry.add({"fof-deck", "Fields of Fire deck", "fof-deck", "", [](const fs::path& file) {
                      return readDocumentOf<maps::FofDeck>("fof-deck", file, formats::readFofDeckFile(file));
                  }});
    FileKind mission{"fof-mission", "Fields of Fire mission", "scenario", std::string(formats::kFofSystem),
                     [](const fs::path& file) -> std::unique_ptr<Document> {
                         return std::make_unique<DocumentOf<FofMissionDocument>>("fof-mission", file, FofMissionDocument::open(file));
                     }};
    mission.exports = {
        {"json", "Mission &JSON for the play engine...", "The mission resolved for a play engine (crestline export)", "JSON (*.json)|*.json",
         "mission.json", [](const Document& d, const fs::path& out) -> JobReport { return exportFofMission(*as<FofMissionDocument>(d), out); }},
        {"sheet", "Mission &sheet (PDF)...", "The mission's set-up sheet, printable (crestline sheet)", "PDF (*.pdf)|*.pdf", "mission-sheet.pdf",
         [](const Document& d, const fs::path& out) -> JobReport {
             const auto& doc = *as<FofMissionDocument>(d);
             if (JobReport no = missionUnusable(doc, "printed"); !no.done()) return no;
             return writeFofMissionSheet(doc.mission().mission, *doc.mission().map, publicSheet(out));
         }},
        {"picture", "&Map image...", "The mission's card map with its marks (crestline render --scenario)", pictures, "mission-map.png",
         [](const Document& d, const fs::path& out) -> JobReport {
             const auto& doc = *as<FofMissionDocument>(d);
             if (JobReport no = missionUnusable(doc, "drawn"); !no.done()) return no;
             FofMapPictureOptions options;
             options.out = out;
             options.mission = d.file();
             return writeFofMapPicture(doc.mission().map->file, options);
         }},
    };
    mission.vassal = fofMissionVassal();
    registry.add(std::move(mission));
}

} // namespace crestline::jobs
