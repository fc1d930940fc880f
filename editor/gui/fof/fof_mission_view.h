#pragma once
// A Fields of Fire mission on the board canvas (board_view.h): its card map
// with the mission's controls, Potential Contacts and units drawn over it,
// as `crestline render CARDMAP --scenario MISSION` draws them. The mission is
// edited in its forms beside it (fof_mission_forms.h): the forms hand the
// view each step's mission (show), ask it for the card a form names (pick:
// the next click on a card) and outline the selected record's cards (mark).
// The window's Undo, Redo, Save and the title's `*` act on the forms' steps
// (attach): the view keeps no edits of its own. A click on a card (not
// picking) lists what the mission puts on it on the page beside the map.
// Its commands grow or shrink the card map by a column or row with the
// mission renumbered, one step of the forms (FofMissionForms::grow); Save
// writes the card map so grown together with the mission and the card map's
// other missions renumbered for it (fof_map_followers.h), listed on the page.

#include "editor/gui/board_view.h"
#include "formats/scenario/fof/fof_mission_format.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace crestline::jobs {
class FofMissionDocument;
}

namespace crestline::gui {

class ScenarioFormsPage;

class FofMissionView final : public BoardView {
public:
    /// The mission as opened (its card map must be loaded).
    explicit FofMissionView(formats::LoadedFofMission loaded);

    /// Shows the mission as read now (an edit, an undo, a redo).
    void show(const formats::LoadedFofMission& loaded);
    /// The forms' page: the window's Undo, Redo, Save and the title's mark go to its steps (nullptr: none).
    void attach(ScenarioFormsPage* page) { m_page = page; }
    /// The next click on a card of the map, a Main Staging Area card or a
    /// Helicopter Staging Area names it: `picked` gets its name as the forms
    /// take it ("3,2", "2,0", "PZ", "enroute"). A second call cancels the first.
    void pick(std::string prompt, std::function<void(const std::string& name)> picked);
    void cancelPick();
    bool picking() const { return bool(m_picked); }
    /// Outlines these places (names as pick gives them, each with a short text) until the next call; {} clears.
    void mark(std::vector<std::pair<std::string, std::string>> places);
    /// The places outlined now (scripts).
    const std::vector<std::pair<std::string, std::string>>& marked() const { return m_marks; }

    double width() const override;
    double height() const override;
    void draw(cairo_t* cr) const override;
    bool press(BoardPoint p) override;
    bool editable() const override { return m_page != nullptr; }
    /// The card map's *Add column* / *Add row* (and Remove), named as its own window names them (`add-column-left` ...).
    std::vector<Command> commands() const override;
    std::string runCommand(const std::string& name) override;
    bool modified() const override;
    std::string undoLabel() const override;
    std::string redoLabel() const override;
    void undo() override;
    void redo() override;
    Findings save(const std::filesystem::path& file) override;
    std::string hover(BoardPoint p) const override;
    std::optional<BoardPoint> placeOf(const std::string& name) const override;
    /// The page's heading: the card last clicked, or the mission's title.
    std::string verdict() const override;
    std::optional<geometry::los::Verdict> verdictKind() const override { return std::nullopt; }
    std::string words() const override;
    std::string json() const override { return {}; }
    /// None here: the mission's checks are rows of the Checks panel (the forms' page lists them).
    const Findings& findings() const override { return m_none; }

private:
    formats::LoadedFofMission m_loaded; ///< a copy: the forms' document is read again at each step
    Findings m_none;
    ScenarioFormsPage* m_page = nullptr;
    std::function<void(const std::string&)> m_picked;
    std::string m_prompt;
    std::vector<std::pair<std::string, std::string>> m_marks;
    std::string m_clicked; ///< the place last clicked (not picking): its contents are the page's words
    std::string m_problem; ///< why the last command was refused ("" none), until the next click or command
    std::string m_saved;   ///< what the last Save wrote besides the mission (the card map, its other missions renumbered), until the next click or command
    std::string m_savedStatus; ///< the same in one line, for the status bar

    struct Place {
        std::string name; ///< "3,2", "2,0", "PZ", "enroute"
        double x, y, w, h;
    };
    /// Every place a click may name, as drawn now.
    std::vector<Place> places() const;
    std::optional<Place> placeAt(BoardPoint p) const;
    /// What the mission puts on `name`, and the card there, in words.
    std::string contents(const std::string& name) const;
};

/// The view of an opened mission (kind "fof-mission"); nullptr if it is not one or its card map could not be read.
std::unique_ptr<BoardView> openFofMissionView(jobs::Document& document);

} // namespace crestline::gui
