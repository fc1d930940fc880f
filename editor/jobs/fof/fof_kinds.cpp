// The Fields of Fire kinds of file (see fof_kinds.h).

#include "editor/jobs/fof/fof_kinds.h"

#include "formats/map/fof/fof_format.h"
#include "scenarios/fof/fof_checks.h"

namespace crestline::jobs {

namespace fs = std::filesystem;

FofMissionDocument FofMissionDocument::open(const fs::path& file)
{
    FofMissionDocument doc;
    doc.m_file = file;
    auto read = formats::loadFofMission(file);
    doc.m_findings = std::move(read.findings);
    doc.m_loaded = std::move(read.value);
    if (doc.m_loaded) {
        const formats::LoadedFofMap* map = doc.m_loaded->map ? &*doc.m_loaded->map : nullptr;
        append(doc.m_findings, scenarios::fof::checkFofMission(doc.m_loaded->mission, map ? &map->map : nullptr,
                                                               map ? map->decks : std::vector<maps::FofDeck>{}, file.string()));
    }
    return doc;
}

void registerFofFileKinds(FileKindRegistry& registry)
{
    registry.add({"card-map", "Fields of Fire card map", "map", std::string(formats::kFofSystem),
                  [](const fs::path& file) -> std::unique_ptr<Document> {
                      return std::make_unique<DocumentOf<FofMapDocument>>("card-map", file, FofMapDocument::open(file));
                  }});
    registry.add({"fof-deck", "Fields of Fire deck", "fof-deck", "", [](const fs::path& file) {
                      return readDocumentOf<maps::FofDeck>("fof-deck", file, formats::readFofDeckFile(file));
                  }});
    registry.add({"fof-mission", "Fields of Fire mission", "scenario", std::string(formats::kFofSystem),
                  [](const fs::path& file) -> std::unique_ptr<Document> {
                      return std::make_unique<DocumentOf<FofMissionDocument>>("fof-mission", file, FofMissionDocument::open(file));
                  }});
}

} // namespace crestline::jobs
