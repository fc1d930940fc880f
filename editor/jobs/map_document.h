#pragma once
// A map open for work: the map and its terrain catalog, the file it came from,
// everything the loader found, and what is derived from it on first use (the
// map analysis, the LOS scene) and the LOS rules of the map's game system.
// The command line opens one per command; the editor keeps one per window.
// Whether it may be ruled on, exported or sealed is decided by its error
// findings (hasErrors), not by whether a model was read: a reader may return
// a model together with errors.

#include "editor/edit/map_commands.h"
#include "formats/map/map_format.h"
#include "geometry/finding.h"
#include "geometry/los/rules.h"
#include "geometry/los/scene.h"
#include "maps/map_analysis.h"

#include <cstdint>
#include <deque>
#include <filesystem>
#include <memory>
#include <optional>

namespace crestline::jobs {

/// A map document. Move-only: the derived facts point into the model. The
/// lazily built facts are not guarded: use a document from one thread at a
/// time (the LOS analysis itself spreads over threads inside one call).
class MapDocument {
public:
    /// Read a map file with its catalog. Always returns a document; if the
    /// file could not be read at all, loaded() is false and findings() says why.
    static MapDocument open(const std::filesystem::path& file);
    /// open() of a map's text that belongs to `file` (a recovered autosave):
    /// references resolve from its folder, Save writes there; empty `file`: never saved.
    static MapDocument openText(std::string_view text, const std::filesystem::path& file);
    /// A document over a model built in memory (tests, a new map in the
    /// editor) with what the caller found; maps::checkMap is not run here.
    MapDocument(formats::LoadedMap map, Findings findings = {});

    MapDocument(MapDocument&&) noexcept;
    MapDocument& operator=(MapDocument&&) noexcept;
    ~MapDocument();

    /// Whether there is a model (false only for fatal read problems).
    bool loaded() const { return m_model != nullptr; }
    /// Reading findings (map and catalog), the map checks (run again after
    /// every edit), then the analysis's once it has been built.
    const Findings& findings() const;
    /// Any finding at error severity: nothing may rule, export or seal on it.
    /// Builds the analysis (its findings count too) when there is a model.
    bool hasErrors() const;
    /// Errors in the reading findings only (map and catalog): the model may
    /// miss what the file holds, so saving it could lose data. The map
    /// checks' errors are not among them: their model is the file's.
    bool hasReadErrors() const { return crestline::hasErrors(m_readFindings); }
    const std::filesystem::path& file() const { return m_file; }

    // The model (only when loaded()).
    const maps::Map& map() const { return m_model->map; }
    const maps::TerrainCatalog& catalog() const { return m_model->catalog; }
    const geometry::HexGrid& grid() const { return analysis().grid(); }
    /// Derived facts of the map, built on first use.
    const maps::MapAnalysis& analysis() const;
    /// The LOS scene, built on first use.
    const geometry::los::Scene& scene() const;
    /// The LOS rules of the map's game system, or nullptr if none are implemented.
    const geometry::los::LosRules* rules() const { return m_rules.get(); }

    // Editing: every change is a command on the document's stack
    // (editor/edit). After each one the derived facts are brought up to date
    // for the hexes it touched, and the map checks run again.

    /// Applies `command`, records it for undo and updates the derived facts.
    /// Commands pushed with the same non-zero `gesture` in a row (a drag)
    /// become one undo step. Only when loaded().
    void execute(std::unique_ptr<edit::MapCommand> command, std::uint64_t gesture = 0);
    bool canUndo() const { return m_stack.canUndo(); }
    bool canRedo() const { return m_stack.canRedo(); }
    /// Label of the step undo() would take back, e.g. "Move vertex" ("" if none).
    std::string undoLabel() const { return m_stack.undoLabel(); }
    std::string redoLabel() const { return m_stack.redoLabel(); }
    void undo();
    void redo();
    /// The model differs from the file it was opened from or last saved to.
    bool isModified() const { return !m_stack.isClean(); }
    /// Marks the model as differing from its file (a recovered autosave) until saved.
    void markModified() { m_stack.markModified(); }
    /// Counts every edit, undo and redo (the editor autosaves every N).
    std::uint64_t changeCount() const { return m_stack.changeCount(); }
    /// What the edits, undos and redos after change `since` (a
    /// changeCount()) changed, folded into one delta (MapDelta::then), for
    /// a view that redraws only that (the editor's canvas). Nullopt when
    /// that is not known: some of them are no longer kept (the last 8 are),
    /// or one names no region although it changed the model (the background
    /// image: no derived fact reads it).
    std::optional<maps::MapDelta> changesSince(std::uint64_t since) const;
    /// Saves the map (atomically) to `file`; on success the document is
    /// clean and belongs to `file`, its catalog reference rewritten relative
    /// to the new folder. Returns the save's findings ("save-failed").
    Findings save(const std::filesystem::path& file);

private:
    MapDocument(std::filesystem::path file, std::optional<formats::LoadedMap> model, Findings findings);
    static MapDocument fromRead(const std::filesystem::path& file, formats::ReadResult<formats::LoadedMap> read);

    std::filesystem::path m_file;
    std::unique_ptr<formats::LoadedMap> m_model; ///< stable address: the analysis points into it
    std::unique_ptr<geometry::los::LosRules> m_rules;
    Findings m_readFindings;            ///< the reader's and the catalog's
    mutable Findings m_checkFindings;   ///< formats::checkLoadedMap
    mutable bool m_checksStale = false; ///< edited since the checks ran
    mutable Findings m_findings;        ///< all of them, in that order, then the analysis's
    edit::MapCommandStack m_stack;

    void applyDelta(const maps::MapDelta& delta);
    /// The last changes' deltas, oldest first, each with changeCount() after it (changesSince).
    std::deque<std::pair<std::uint64_t, maps::MapDelta>> m_recent;
    mutable std::unique_ptr<maps::MapAnalysis> m_analysis;
    mutable std::unique_ptr<geometry::los::Scene> m_scene;
};

} // namespace crestline::jobs
