#pragma once
// A rule system's part of the editor (docs/rule-systems.md, "editor"): what
// the LOS tool drops on Ctrl+click for what-if rulings and how the editor
// words it, and the help beside the LOS panel's conditions. The frame, the
// canvas, the LOS session and panel are generic: they ask the map's system
// here. Each system registers its part from its folder (editor/gui/<id>/);
// editor_systems.cpp is the one place that lists them.
//
// The conditions themselves (purpose, weather, night, attack kind) need no
// entry: the LOS panel offers what the map's rules read (LosRules::reads()).

#include "editor/gui/board_view.h"
#include "formats/render/map_painter.h"
#include "geometry/finding.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class wxWindow;

namespace crestline::jobs {
class Document;
class MapDocument;
}

namespace crestline::gui {

/// One face of a what-if marker, as Ctrl+click with the LOS tool places it:
/// how the LOS jobs are told (the item `HEX:value` in the list `list`), and
/// how the LOS panel names it.
struct MarkerFace {
    enum class List { Smoke, Barrage };
    List list = List::Smoke;  ///< jobs::LosOptions::smoke or jobs::PlayText::barrage
    std::string value;        ///< after "HEX:": "full", "depleted", "light", "heavy", "2", "1"
    std::string shown;        ///< beside the hex in the panel: "5", "heavy", "+2"
};

/// What the LOS tool drops on this system's maps.
struct WhatIfMarkers {
    std::vector<MarkerFace> cycle; ///< the faces a click steps through, in order; a click on the last removes the marker
    std::string noun;              ///< the panel's line: "Smoke", "Barrage"
    std::string clearLabel;        ///< the panel's button: "Clear Smoke", "Clear barrages"
    std::string clickHelp;         ///< after "Ctrl+click a hex to ": "drop a light barrage, make it heavy, remove it"
};

/// Help shown beside one of the LOS panel's conditions (its tooltip).
struct ConditionHelp {
    std::string condition; ///< "purpose", "weather", "night", "attack"
    std::string help;      ///< what it changes, with the rule: "... [5.0.2]"
};

/// A kind of file the window shows on the board canvas, and how.
struct BoardViewEntry {
    std::string kind;         ///< the file kind's id (jobs::FileKind::id), e.g. "card-map"
    BoardViewFactory open;
};

/// What a system's action may ask of the window (the frame implements it).
class ActionHost {
public:
    virtual ~ActionHost() = default;
    /// The map under edit (nullptr: none).
    virtual const jobs::MapDocument* map() const = 0;
    /// Asks for a file to read (in a script, the next of the files the command gave); nullopt: cancelled.
    virtual std::optional<std::filesystem::path> chooseFile(const std::string& title, const std::string& wildcard) = 0;
    /// Asks for a whole number in [low, high] (in a script, the next of the numbers the command gave); nullopt: cancelled.
    virtual std::optional<long> askNumber(const std::string& prompt, long low, long high, long value) = 0;
    /// Says why nothing was made or done (a message box; in a script, the script fails).
    virtual void refuse(const std::string& why) = 0;
    /// Shows an answer: `text` on the page *Check* beside the map (under
    /// `title`), `shades` on the map until another map is shown or another answer replaces them.
    virtual void showAnswer(const std::string& title, const std::string& text, std::vector<render::Overlays::HexShade> shades) = 0;
};

/// A command a system adds to the LOS menu, offered on its maps only.
struct SystemAction {
    std::string name;     ///< for scripts: `action NAME [FILE]`
    std::string menuText; ///< "Reveal check of a position..."
    std::string help;     ///< the status bar's line for the menu item
    std::function<void(ActionHost&)> run;
};

/// One thing NewBoard::make asks its host, in the order it asks: the New
/// wizard (new_wizard.h) shows them on the system's page, checks the answers
/// and hands them to make() as ActionHost::chooseFile and askNumber answers.
struct NewBoardQuestion {
    enum class Kind { File, Number };
    Kind kind = Kind::Number;
    std::string label;     ///< the page's label: "Deck", "Columns"
    std::string help;      ///< its tooltip
    std::string wildcard;  ///< File: the file dialog's filter
    std::string suffix;    ///< File: the catalogs folder's files offered (".deck.xml"); "" none
    long low = 0, high = 0, value = 0; ///< Number: the range and the value shown at first
};

/// A board of a kind the board canvas shows, made new from the File menu
/// (a card map from a deck): the view of the unsaved board, or nullptr
/// (cancelled, or refused through ActionHost::refuse).
struct NewBoard {
    std::string name;      ///< for scripts: `new-board NAME ARGS...`
    std::string menuText;  ///< "New card map..."
    std::string help;
    std::string kindName;  ///< the file kind's name, for the title (e.g. "XYZ card map")
    std::function<std::unique_ptr<BoardView>(ActionHost&)> make;
    /// What make() asks, in order (the New wizard's page); empty: the page
    /// says so, and make() asks in dialogs of its own when Create is pressed.
    std::vector<NewBoardQuestion> questions = {};
};

class ScenarioFormsHost;
class ScenarioFormsPanel;

/// The forms a system offers for its scenario file kind (scenario_forms.h):
/// the window opens such a scenario for editing, its first map under edit,
/// instead of read only. Every edit is the scenario's text as the system's
/// writer writes it after the change (ScenarioFormsHost::execute).
struct ScenarioForms {
    std::string kind;    ///< the file kind's id (jobs::FileKind::id), e.g. "xyz-scenario"
    std::string caption; ///< the page's heading, e.g. "XYZ scenario"
    /// The scenario read from `text` as if from `file` (its maps relative to
    /// it): the kind's document, loaded() false on a fatal problem.
    std::function<std::unique_ptr<jobs::Document>(std::string_view text, const std::filesystem::path& file)> read;
    /// Its reading findings and the system's checks, as `crestline check` lists them.
    std::function<Findings(const jobs::Document&)> check;
    /// The forms, a child of `parent`, showing the host's scenario.
    std::function<ScenarioFormsPanel*(wxWindow* parent, ScenarioFormsHost& host)> make;
};

/// A rule system's part of the editor.
struct EditorSystem {
    std::string system;               ///< the `system` id of its maps
    WhatIfMarkers markers;            ///< empty cycle: Ctrl+click drops nothing
    std::vector<ConditionHelp> conditions;
    std::vector<BoardViewEntry> views; ///< its kinds of file that are not hex maps, shown on the board canvas
    std::vector<SystemAction> actions; ///< its commands on its maps (LOS menu)
    std::vector<NewBoard> newBoards;   ///< its boards made new (File menu)
    std::vector<ScenarioForms> scenarioForms; ///< forms for its scenario kinds (none: opened read only)
    /// The help for `condition`, "" if none.
    std::string helpFor(std::string_view condition) const;
};

/// Adds (or replaces) a system's part.
void registerEditorSystem(EditorSystem system);
/// The part of `system`, nullptr if it brings none (the editor then offers
/// what is generic: conditions from the rules, no what-if markers).
const EditorSystem* editorSystemFor(std::string_view system);
/// The board view of file kind `kind` (any system's), nullptr if none.
const BoardViewEntry* boardViewFor(std::string_view kind);
/// The forms of scenario file kind `kind` (any system's), nullptr if none.
const ScenarioForms* scenarioFormsFor(std::string_view kind);
/// Every system's new boards, in registry order.
std::vector<const NewBoard*> newBoards();
/// Every system's actions, in registry order, with the system they belong to.
std::vector<std::pair<std::string, const SystemAction*>> systemActions();

} // namespace crestline::gui
