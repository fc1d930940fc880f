#pragma once
// A scenario open for work: the scenario, the maps it is played on (each
// loaded beside it, a missing one kept as a placeholder), the file it came
// from and everything the loader found. The maps' derived facts are built on
// first use by the BoardSet. Whether it may be exported, timed or a setup
// sealed against it is decided by its error findings — the loader's here
// (hasErrors) and the checks', which the jobs run — not by whether a model
// was read.

#include "editor/edit/scenario_commands.h"
#include "formats/scenario/scenario_format.h"
#include "geometry/finding.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string_view>

namespace crestline::jobs {

/// A scenario document. Move-only: the BoardSet points into the loaded maps.
class ScenarioDocument {
public:
    /// Read a scenario and its maps. Always returns a document; if the file
    /// could not be read at all, loaded() is false and findings() says why.
    static ScenarioDocument open(const std::filesystem::path& file);
    /// A scenario from its text (a recovered autosave) that belongs to `file`:
    /// its maps are read relative to `file`, Save writes there.
    static ScenarioDocument openText(std::string_view text, const std::filesystem::path& file);

    /// Whether there is a model (false only for problems that leave no scenario).
    bool loaded() const { return m_model != nullptr; }
    /// Whether the file could not be read as a scenario at all (a fatal finding:
    /// missing, not XML, not a scenario, a newer format version).
    bool unreadable() const;
    /// Loader findings: the scenario's and its maps' errors.
    const Findings& findings() const { return m_findings; }
    bool hasErrors() const { return crestline::hasErrors(m_findings); }
    const std::filesystem::path& file() const { return m_file; }

    // The model (only when loaded()).
    const scenarios::Scenario& scenario() const { return m_model->scenario; }
    const scenarios::BoardSet& boards() const { return m_model->boards; }

    // Editing: every change is a command on the document's stack (editor/edit).

    /// Applies `command` and records it for undo; the same non-zero
    /// `gesture` in a row makes one undo step. Only when loaded(). A change
    /// of the map placements is kept in the scenario; the boards shown stay
    /// those it was opened with until it is saved and opened again.
    void execute(std::unique_ptr<edit::ScenarioCommand> command, std::uint64_t gesture = 0);
    bool canUndo() const { return m_stack.canUndo(); }
    bool canRedo() const { return m_stack.canRedo(); }
    std::string undoLabel() const { return m_stack.undoLabel(); }
    std::string redoLabel() const { return m_stack.redoLabel(); }
    void undo();
    void redo();
    bool isModified() const { return !m_stack.isClean(); }
    /// Marks the document modified without an undo step (a recovered autosave).
    void markModified() { m_stack.markModified(); }
    std::uint64_t changeCount() const { return m_stack.changeCount(); }
    /// Saves the scenario atomically to `file` (same folder: its map
    /// references are relative to it); on success the document is clean.
    Findings save(const std::filesystem::path& file);

private:
    ScenarioDocument() = default;

    std::filesystem::path m_file;
    std::unique_ptr<formats::LoadedScenario> m_model; ///< stable address: the BoardSet points into it
    Findings m_findings;
    edit::ScenarioCommandStack m_stack;
};

} // namespace crestline::jobs
