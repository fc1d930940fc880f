#pragma once
// Scenario forms a rule system brings for its scenario kind (EditorSystem::
// scenarioForms, editor_system.h): what the forms may ask of the window
// (ScenarioFormsHost, implemented by the generic ScenarioFormsPage) and the
// forms themselves (ScenarioFormsPanel: a book of RecordPages listed down the
// side). The forms never change a model in place: an
// edit is the whole scenario as its system's writer writes it after the
// change, handed to execute(); undo and redo put each step's text back byte
// for byte and the scenario is read again from it. Nothing here names a system.

#include "editor/gui/scenario_record_page.h"
#include "geometry/finding.h"
#include "scenarios/scenario.h"
#include "scenarios/setup_area.h"

#include <wx/panel.h>

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class wxButton;
class wxBookCtrlBase;

namespace crestline::jobs {
class Document;
class MapDocument;
}

namespace crestline::gui {

class BoardView;

/// A stack of the scenario's pieces drawn on the map as a counter-like mark
/// in its side's colour (ScenarioFormsPanel::units): the system says where,
/// what it reads and whose it is; the window draws it (the renderer's
/// HexMarker, as the set-up sheets draw set-up stacks). A reinforcement's
/// entry hex is a mark too, drawn hollow (`arriving`), reading its turns.
struct UnitMark {
    std::string hex;   ///< printed label on the map under edit ("0408")
    std::string label; ///< a few letters on the counter ("2L", "T3")
    int side = 0;      ///< the side's colour: index into the style's side colours (0, 1, ...)
    bool arriving = false; ///< reinforcements enter here (not set up): a hollow, dashed mark
    friend bool operator==(const UnitMark&, const UnitMark&) = default;
};

/// What a system's forms may ask of the window.
class ScenarioFormsHost {
public:
    virtual ~ScenarioFormsHost() = default;
    /// The scenario as read from its text now (after every edit, undo and redo).
    virtual const jobs::Document& document() const = 0;
    /// Its text now, as Save writes it.
    virtual const std::string& text() const = 0;
    /// The scenario's file, and whether the text differs from it (unsaved edits).
    virtual const std::filesystem::path& file() const = 0;
    virtual bool modified() const = 0;
    /// One edit: `after` is the scenario's text with the change, written by
    /// the system's writer; it becomes one undo step named `label` and the
    /// forms are shown again. False when `after` is the text now (no step),
    /// or when it cannot be read back as a scenario (refused, nothing changed).
    virtual bool execute(const std::string& label, std::string after) = 0;
    /// The map under edit (nullptr: none).
    virtual const jobs::MapDocument* map() const = 0;
    /// The next click on the map names a hex: `picked` gets its printed label
    /// (the active tool comes back after it; Escape or another tool cancels).
    virtual void pickHex(const std::string& prompt, std::function<void(const std::string& label)> picked) = 0;
    /// Asks for a file to write (in a script, the file the command gave); nullopt: cancelled.
    virtual std::optional<std::filesystem::path> chooseSaveFile(const std::string& title, const std::string& suggested,
                                                                const std::string& wildcard) = 0;
    /// Marks hexes on the map (printed labels, each with a short text; a
    /// label not on the map is left out) until the next marking; {} clears.
    virtual void markHexes(const std::vector<std::pair<std::string, std::string>>& hexes) = 0;
    /// Draws the scenario's pieces on the map (a label not on the map is
    /// left out) until the next call; {} draws none. ScenarioFormsPanel::
    /// showUnits calls it after every step, undo and redo.
    virtual void markUnits(const std::vector<UnitMark>& units) = 0;
    /// Says why something was not done (a message box; in a script, the script fails).
    virtual void refuse(const std::string& why) = 0;
    /// A line in the status bar.
    virtual void status(const std::string& text) = 0;
    /// Lists the checks again (what the forms hide changed: ScenarioFormsPanel::hides).
    virtual void showChecks() = 0;
    /// The board the scenario is shown on when its map is not a hex map (a
    /// view its system registered for the scenario's kind: EditorSystem::views),
    /// nullptr otherwise. The system's forms pick and mark places on it
    /// through their own view; the window redraws it after every step.
    virtual BoardView* board() { return nullptr; }
    /// The board's view changed other than by a step (a pick begun, places marked): drawn again.
    virtual void boardChanged() {}
};

/// The records of one list of the scenario as a page: Add shows a draft
/// row (at the end, "(new)") whose Apply inserts the record, so that no
/// half-made record is ever written; each Apply and Remove is one edit.
struct RecordList {
    std::function<std::vector<std::string>()> rows;
    /// The field texts of `row`; row -1: the draft's, as Add offers them.
    std::function<std::vector<std::string>(int row)> values;
    /// Applies the form to `row` (-1: inserts the draft): "" or the problem (nothing changed then).
    std::function<std::string(int row, const std::vector<std::string>& fields)> apply;
    /// Removes `row`: "" or the problem; unset: the page has no Add and Remove.
    std::function<std::string(int row)> remove;
    /// The hexes of `row` to mark on the map while it is selected (label, text); unset: none.
    std::function<std::vector<std::pair<std::string, std::string>>(int row)> hexes = nullptr;
};

/// An edit of one part of a system's scenario (its special rules, its
/// notes, its maps): `change` changes a copy of the part ("" or the
/// problem), the system writes the whole scenario with it as the step
/// `label`; "" or the problem.
template <class Part>
using PartEdit = std::function<std::string(const std::string& label, const std::function<std::string(Part&)>& change)>;

/// A system's forms: pages of records down the side (RecordPage), each
/// Apply, Add and Remove one host edit.
class ScenarioFormsPanel : public wxPanel {
public:
    ScenarioFormsPanel(wxWindow* parent, ScenarioFormsHost& host);
    /// The scenario changed (an edit, undo, redo): every page shows it again.
    virtual void reload();
    /// A page by its name ("turns", "setup"), nullptr if none (scripts).
    RecordPage* page(const std::string& name);
    /// Shows the page whose tab reads `tab` ("Set-up"); false if none.
    bool showTab(const std::string& tab);
    /// Presses the page's button labelled `label` (its pick-hex button, Seal...); false if none.
    bool pressButton(const std::string& pageName, const std::string& label);
    /// Whether a finding of the checks must not be shown now (it would tell
    /// a secret: a CoH side setting up never sees the other side's hidden units).
    virtual bool hides(const Finding& finding) const
    {
        (void)finding;
        return false;
    }
    /// The scenario's pieces standing on the map under edit now, as the
    /// forms may show them (a CoH side setting up never sees the other
    /// side's hidden units): one mark per hex and side; and where its
    /// reinforcements enter (UnitMark::arriving), one per hex and side. None by default.
    virtual std::vector<UnitMark> units() const { return {}; }
    /// Hands units() to the window (after every reload; a system calls it
    /// when what it shows changes otherwise, e.g. a hidden unit placed).
    void showUnits();
    /// The scenario read from `text` (a step, an undo, a redo) as these forms
    /// read it, when they read it otherwise than the system's
    /// ScenarioForms::read (which reads it while no forms are open); nullptr:
    /// as ScenarioForms::read does.
    virtual std::unique_ptr<jobs::Document> read(std::string_view text, const std::filesystem::path& file) const;
    /// A system's own script command on its forms (docs/editor.md): false
    /// if `words[0]` is none of its; `problem` set when it failed.
    virtual bool runScript(const std::vector<std::string>& words, std::string& problem)
    {
        (void)words;
        (void)problem;
        return false;
    }

protected:
    ScenarioFormsHost& host() { return m_host; }
    const ScenarioFormsHost& host() const { return m_host; }
    /// Adds a tab `tab` holding one RecordPage named `name`.
    RecordPage* addPage(const std::string& name, const std::string& tab, std::vector<RecordField> fields, bool canAdd = true);
    /// Adds a tab `tab` holding the records of `list` (RecordList).
    RecordPage* addListPage(const std::string& name, const std::string& tab, std::vector<RecordField> fields, RecordList list);
    /// Adds a tab of its own (a page that is not a list of records).
    void addTab(wxWindow* page, const std::string& tab);
    /// The book the pages are in (a page's parent).
    wxBookCtrlBase* book() { return m_book; }
    /// A button under page `name`'s form.
    wxButton* addButton(const std::string& name, const std::string& label, std::function<void()> run);
    /// A button that picks a hex on the map for field `field` of page `name`:
    /// the hex's label replaces the field's text (or is added to it, `append`)
    /// and the form is applied, as the designer would do by typing it.
    wxButton* addPickButton(const std::string& name, int field, bool append = false);
    /// Registers a button of a page built by hand, for pressButton.
    void registerButton(const std::string& pageName, wxButton* button);

    // Pages of parts every scenario format of the kind has, whatever its
    // system (scenario_forms_shared.cpp): `part` reads the part of the
    // scenario now, `edit` writes a change of it as one step.
    /// "rules" (tab *Special rules*): id, title and text of each.
    void addSpecialRulesPage(std::function<const std::vector<scenarios::SpecialRule>&()> part,
                             PartEdit<std::vector<scenarios::SpecialRule>> edit);
    /// "notes" (tab *Notes*): the designer's notes, one text.
    void addNotesPage(std::function<const std::string&()> part, PartEdit<std::string> edit);
    /// "maps" (tab *Maps*): the map placements, id, file (relative to the
    /// scenario) and rotation. A map's new id is one Apply that changes one
    /// placement; `edit` (the system's) renames the hexes naming it
    /// ("id:0304") in the same step (renamedMap tells it which).
    void addMapsPage(std::function<const std::vector<scenarios::MapPlacement>&()> part, PartEdit<std::vector<scenarios::MapPlacement>> edit);

    /// Marks on the map the hexes of the shown page's selected record (its
    /// RecordList::hexes; a page without: none). Run when a page is shown
    /// and after every reload, so a page's marks follow its edits.
    void markShown();

private:
    ScenarioFormsHost& m_host;
    wxBookCtrlBase* m_book;
    std::map<std::string, RecordPage*> m_pages;
    std::map<std::string, bool> m_drafts; ///< pages showing a draft row
    std::map<std::string, std::vector<wxButton*>> m_buttons;
    /// Each RecordPage's tab and, for a list with hexes, how its selected row is marked.
    std::map<wxWindow*, RecordPage*> m_tabPages;
    std::map<RecordPage*, std::function<void(int row)>> m_markers;
};

/// The forms' fields as text and back, each parser "" or the problem naming `what`.
namespace forms_text {
/// The placement of `before` renamed in `after` (an Apply on the Maps page
/// changes one placement's id; an Add or a Remove renames none): {old, new},
/// or nullopt.
std::optional<std::pair<std::string, std::string>> renamedMap(const std::vector<scenarios::MapPlacement>& before,
                                                              const std::vector<scenarios::MapPlacement>& after);
/// Whether `hex` stands on the map under edit, the scenario's first map:
/// it names that map's id, or no map when the scenario has only that one.
bool onFirstMap(const scenarios::HexName& hex, const std::vector<scenarios::MapPlacement>& maps);
/// "yes" / "no" for a choice field, and back.
std::string yesNo(bool value);
std::string parseYesNo(const std::string& text, const std::string& what, bool& out);
/// One word (no spaces), trimmed.
std::string parseToken(const std::string& text, const std::string& what, std::string& out);
/// Trimmed, not empty.
std::string parseName(const std::string& text, const std::string& what, std::string& out);
/// One hex as typed or picked ("0408", "map:0408").
std::string parseHex(const std::string& text, const std::string& what, scenarios::HexName& out);
} // namespace forms_text

/// The Maps page's edit for a scenario of type `Scenario` (its `maps`): one
/// step through the system's `edit`, in which a map's new id also renames
/// what names it (`rename(scenario, from, to)`: the hexes "id:0304" ...).
template <class Scenario, class Edit, class Rename>
PartEdit<std::vector<scenarios::MapPlacement>> mapsEditRenaming(Edit edit, Rename rename)
{
    return [edit, rename](const std::string& label, const std::function<std::string(std::vector<scenarios::MapPlacement>&)>& change) {
        return edit(label, [&](Scenario& s) {
            const std::vector<scenarios::MapPlacement> before = s.maps;
            std::string problem = change(s.maps);
            if (const auto renamed = forms_text::renamedMap(before, s.maps); problem.empty() && renamed) rename(s, renamed->first, renamed->second);
            return problem;
        });
    };
}

} // namespace crestline::gui
