#pragma once
// The Fields of Fire kinds of file (file_kinds.h): card maps
// (<map system="fof">) open as a FofMapDocument, decks (<fof-deck>) as
// their reader's result, missions (<scenario system="fof">) as a
// FofMissionDocument: the mission with its card map (resolved by the
// mission reader's resolveReference) and the mission checks run on opening.

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "maps/fof/fof_deck.h"

#include <filesystem>
#include <optional>
#include <string_view>

namespace crestline::jobs {

/// A mission read with its card map and decks, and checked. Move-only.
class FofMissionDocument {
public:
    /// Read the mission and its card map (formats::loadFofMission), then the mission checks.
    static FofMissionDocument open(const std::filesystem::path& file);
    /// The same for mission `text` as if read from `file` (its card map
    /// resolved relative to it): the editor's forms read each step's text so.
    /// Without `check` the findings are the reader's only (checkFofMissionDocument adds the checks').
    static FofMissionDocument fromText(std::string_view text, const std::filesystem::path& file, bool check = true);
    /// The same with `map` in place of the card map as its file holds it,
    /// when the mission's card map is that file (map->file): the editor's
    /// card map grown with the mission and not saved yet. The reader's
    /// findings of the file's map are kept (the editor grows only a map
    /// without error findings, and growing makes none).
    static FofMissionDocument fromText(std::string_view text, const std::filesystem::path& file, bool check, const formats::LoadedFofMap* map);

    bool loaded() const { return m_loaded.has_value(); }
    /// The reader's findings (the card map's and decks' included), then the mission checks'.
    const Findings& findings() const { return m_findings; }
    const std::filesystem::path& file() const { return m_file; }
    /// The mission with its map (only when loaded(); its map is unset when it could not be read).
    const formats::LoadedFofMission& mission() const { return *m_loaded; }

private:
    std::filesystem::path m_file;
    std::optional<formats::LoadedFofMission> m_loaded;
    Findings m_findings;
};

/// The reader's findings of `doc` and the mission checks (those of `crestline check`), in that order.
Findings checkFofMissionDocument(const FofMissionDocument& doc);

/// A deck file's document.
using FofDeckDocument = ReadDocument<maps::FofDeck>;

/// Registers card-map, fof-deck and fof-mission, with their session ops and VASSAL sources.
void registerFofFileKinds(FileKindRegistry& registry);

/// The card map's session ops (fof_session.cpp): los, viewshed and matrix.
std::vector<KindSessionOp> fofCardMapSessionOps();

} // namespace crestline::jobs
