#pragma once
// A board the window shows on a canvas of its own rather than the hex
// canvas: a card map, a table without a grid. A rule system brings
// the view of its kinds of file (EditorSystem::views, editor_system.h); the
// frame, the board canvas (board_canvas.h) and the ruling page are generic:
// they draw the view, hand it the pointer and show its ruling in words.
//
// Coordinates are the view's own drawing units (points, top-left origin),
// as its picture code draws them; the canvas fits them to the window.

#include "geometry/finding.h"
#include "geometry/los/ruling_parts.h"

#include <cairo.h>

#include <filesystem>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {
class Document;
}

namespace crestline::gui {

/// A point of a view's drawing, in its units.
struct BoardPoint {
    double x = 0, y = 0;
};

/// One open board of a kind the hex canvas does not draw.
class BoardView {
public:
    virtual ~BoardView() = default;
    /// The drawing's size in its units.
    virtual double width() const = 0;
    virtual double height() const = 0;
    /// Draws the board, the picked ends and the shown ruling, user space in its units.
    virtual void draw(cairo_t* cr) const = 0;
    /// A left press at `p`: the first press picks where LOS is ruled from,
    /// the next where to (and rules), the next starts again. True if anything changed.
    virtual bool press(BoardPoint p) = 0;
    /// The pointer moved to `p` with the left button held since a press the
    /// board took (a drag: LOS dragged from a team to another, live). True if
    /// anything changed. Default: a press is all the board reads.
    virtual bool drag(BoardPoint p)
    {
        (void)p;
        return false;
    }
    /// The pointer moved to `p` with no button held (a piece being drawn
    /// shows its next edge to the pointer). True if the drawing changed. Default: nothing drawn follows the pointer.
    virtual bool pointerAt(BoardPoint p)
    {
        (void)p;
        return false;
    }
    /// The left button let go at `p` after a press. True if anything changed. Default: nothing.
    virtual bool release(BoardPoint p)
    {
        (void)p;
        return false;
    }
    /// A Ctrl+press at `p`: the what-if marker there steps on (Smoke, say,
    /// then another marker, then none) and the shown ruling is made again. True if
    /// anything changed. Default: the board has no what-ifs.
    virtual bool ctrlPress(BoardPoint p)
    {
        (void)p;
        return false;
    }
    /// A condition the board's rules read, as the ruling page offers it.
    struct Condition {
        std::string name;                ///< "purpose", "night"
        std::string label;               ///< "Purpose"
        std::vector<std::string> values; ///< the choices, the default first
        std::string value;               ///< the one asked about now
        std::string help;                ///< its tooltip, with the rule
    };
    /// Its conditions (none by default).
    virtual std::vector<Condition> conditions() const { return {}; }
    /// Asks about `value` of condition `name` and rules again; false if it has no such condition or value.
    virtual bool setCondition(const std::string& name, const std::string& value)
    {
        (void)name;
        (void)value;
        return false;
    }
    /// What a Ctrl+press does on this board, for the ruling page ("" nothing).
    virtual std::string whatIfHelp() const { return {}; }

    // Editing: a board its system lets the window edit (default: read only).
    // Each edit is one undo step; the frame's Undo, Redo and Save act on it.
    virtual bool editable() const { return false; }
    /// Whether it differs from its file.
    virtual bool modified() const { return false; }
    /// The step Undo (Redo) would take ("" none).
    virtual std::string undoLabel() const { return {}; }
    virtual std::string redoLabel() const { return {}; }
    virtual void undo() {}
    virtual void redo() {}
    /// Writes it (atomically) to `file`; the save's findings (none: saved, and no longer modified).
    virtual Findings save(const std::filesystem::path& file)
    {
        (void)file;
        return {};
    }
    // Autosave and recovery (autosave.h): an editable board's text as its
    // writer writes it now, a count that moves with every edit, undo and
    // redo, and the autosaved text taken back as one undo step on the board
    // opened from its file (false, with why, when it does not read).
    virtual std::optional<std::string> autosaveText() const { return std::nullopt; }
    virtual std::uint64_t changeCount() const { return 0; }
    virtual bool recover(const std::string& text, std::string& why)
    {
        (void)text;
        why = "this board is not autosaved";
        return false;
    }
    /// A command on the board as a whole (a card map grown by a column), a
    /// button on the ruling page; each one undo step.
    struct Command {
        std::string name;  ///< for scripts: `board-command NAME`
        std::string label; ///< the button's text
        std::string help;  ///< its tooltip
        std::string group; ///< the buttons of one group share a row, after its name ("Add", "Remove")
    };
    /// Its commands (none by default).
    virtual std::vector<Command> commands() const { return {}; }
    /// Runs command `name`: "" done, else why not (the view's words say it too).
    virtual std::string runCommand(const std::string& name) { return "no command " + name; }
    /// What lies under the pointer, for the status bar ("" nothing).
    virtual std::string hover(BoardPoint p) const = 0;
    /// Where the place named `name` lies (its centre), as the command line names it ("3,2", a team id); nullopt: none.
    virtual std::optional<BoardPoint> placeOf(const std::string& name) const = 0;
    /// The shown ruling: its verdict line ("" none), its words (or what to do, or why it was refused), its JSON as `crestline los --json` prints it ("" none).
    virtual std::string verdict() const = 0;
    /// The shown ruling's verdict, for its colour (nullopt: none shown).
    virtual std::optional<geometry::los::Verdict> verdictKind() const = 0;
    virtual std::string words() const = 0;
    virtual std::string json() const = 0;
    /// The document's findings (the Checks panel).
    virtual const Findings& findings() const = 0;
};

/// Makes the view of an opened document of a kind a system registered; nullptr if it cannot be shown (findings say why).
using BoardViewFactory = std::function<std::unique_ptr<BoardView>(jobs::Document& document)>;

} // namespace crestline::gui
