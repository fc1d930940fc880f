#pragma once
// The window's side of a system's scenario forms (scenario_forms.h): the
// scenario opened for editing, its text, the document read from it, the
// undo stack of text snapshots (editor/edit/text_snapshot.h), the system's
// checks re-run after every step, Save (atomic, through the text the
// system's writer wrote) and the hex-picking click on the map. One page of
// the right-hand notebook; the frame asks it for the title, the Edit menu,
// the Checks panel's scenario rows and Save. Names no system. The page
// scrolls both ways: a form wider or taller than the pane (a 1024 x 700
// window's 320 px notebook) is scrolled to, never cut off.

#include "editor/edit/text_snapshot.h"
#include "editor/gui/scenario_forms.h"
#include "geometry/finding.h"

#include <wx/scrolwin.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

class wxStaticText;

namespace crestline::jobs {
struct FileKind;
}

namespace crestline::gui {

class MainFrame;
struct ScenarioForms;

class ScenarioFormsPage : public wxScrolledWindow, public ScenarioFormsHost {
public:
    ScenarioFormsPage(MainFrame& frame, wxWindow* parent);
    ~ScenarioFormsPage() override;

    /// Opens `file`, a scenario of `kind`, in `forms`: its text as it is on
    /// disk (undo all the way gives these bytes back). False, with `why`,
    /// when it cannot be read as a scenario.
    bool open(const std::filesystem::path& file, const jobs::FileKind& kind, const ScenarioForms& forms, Findings& why);
    /// Lets go of the scenario (the page says none is open).
    void close();
    /// The text an autosave kept of this scenario (autosave.h): one step
    /// "Recovered autosave" from the text as opened to `text`, so the
    /// scenario shows modified and Undo gives the file's bytes back. False,
    /// with `why`, when `text` cannot be read as the scenario.
    bool recover(std::string text, Findings& why);
    /// Counts the steps done, undone and redone (autosave.h: what changed since it wrote).
    std::uint64_t changeCount() const { return m_stack.changeCount(); }
    /// Counts the scenarios opened here (autosave.h: another scenario is another document).
    std::uint64_t openCount() const { return m_opened; }
    /// Its forms' caption ("GTS scenario"), "" when none is open.
    std::string caption() const;
    bool active() const { return m_doc != nullptr; }
    const std::filesystem::path& file() const override { return m_file; }
    /// The id of its file kind (e.g. "xyz-scenario").
    const std::string& kindId() const { return m_kind; }
    bool modified() const override { return active() && !m_stack.isClean(); }

    // The Edit menu acts here while the focus is in the page or a hex is being picked.
    bool undoes() const;
    bool canUndo() const { return active() && m_stack.canUndo(); }
    bool canRedo() const { return active() && m_stack.canRedo(); }
    std::string undoLabel() const { return m_stack.undoLabel(); }
    std::string redoLabel() const { return m_stack.redoLabel(); }
    /// Undo (back) or redo one step: the text before (after) it, byte for byte.
    void step(bool back);

    /// Saves the text atomically to `file`, in the scenario's folder (its map
    /// references are relative to it); the scenario then belongs to `file`.
    /// Shows (scripted: prints) why not; false then.
    bool save(const std::filesystem::path& file);
    /// The reading findings and the system's checks of the text now, as
    /// they may be shown (ScenarioFormsPanel::hides: none telling a secret).
    Findings checks() const;
    ScenarioFormsPanel* forms() { return m_forms; }
    /// Scripts: the files chooseSaveFile answers with, in order.
    void setScriptFiles(std::vector<std::filesystem::path> files) { m_scriptFiles = std::move(files); }
    /// Scripts: the hexes marked on the map now (markHexes), their printed labels.
    const std::vector<std::string>& marked() const { return m_marked; }
    /// Scripts: the pieces drawn on the map now (markUnits), "HEX:SIDE:LABEL" each, side its colour's index.
    const std::vector<std::string>& unitsDrawn() const { return m_unitsDrawn; }
    /// Scripts: the reinforcements' entry marks drawn now (UnitMark::arriving), "HEX:SIDE:LABEL" each.
    const std::vector<std::string>& arrivalsDrawn() const { return m_arrivalsDrawn; }
    /// Scripts: why the last step was refused ("" none), cleared.
    std::string takeRefusal() { return std::exchange(m_refusal, {}); }

    // ScenarioFormsHost
    const jobs::Document& document() const override { return *m_doc; }
    const std::string& text() const override { return m_text; }
    bool execute(const std::string& label, std::string after) override;
    const jobs::MapDocument* map() const override;
    void pickHex(const std::string& prompt, std::function<void(const std::string& label)> picked) override;
    std::optional<std::filesystem::path> chooseSaveFile(const std::string& title, const std::string& suggested, const std::string& wildcard) override;
    void markHexes(const std::vector<std::pair<std::string, std::string>>& hexes) override;
    void markUnits(const std::vector<UnitMark>& units) override;
    void refuse(const std::string& why) override;
    void status(const std::string& text) override;
    void showChecks() override;
    BoardView* board() override;
    void boardChanged() override;

private:
    MainFrame& m_frame;
    const ScenarioForms* m_entry = nullptr;
    std::string m_kind;
    std::filesystem::path m_file;
    std::string m_text; ///< the scenario now: what Save writes
    std::unique_ptr<jobs::Document> m_doc;
    edit::TextSnapshotStack m_stack;
    Findings m_checks;
    ScenarioFormsPanel* m_forms = nullptr;
    wxStaticText* m_heading = nullptr;
    wxStaticText* m_summary = nullptr;
    std::vector<std::filesystem::path> m_scriptFiles;
    std::string m_refusal;
    std::uint64_t m_opened = 0;
    std::vector<std::string> m_marked;
    std::vector<std::string> m_unitsDrawn;
    /// `text` read as the scenario of m_file: by the forms open (ScenarioFormsPanel::read), else by the system's entry.
    std::unique_ptr<jobs::Document> readText(std::string_view text) const;
    std::vector<std::string> m_arrivalsDrawn;
    /// Reads m_text as the scenario (of m_file), re-runs the checks, shows it everywhere.
    bool reread(Findings* why = nullptr);
    void showSummary();
};

} // namespace crestline::gui
