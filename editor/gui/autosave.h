#pragma once
// Autosave and crash recovery in the editor (issue 12, docs/editor.md
// "Autosave and recovery"): a timer watches the window's map documents (a
// scenario may be on several maps) and the scenario open with them, and
// writes each one's whole text to its own
// recovery file (edit::RecoveryStore) when edit::AutosavePolicy says so; a
// clean save, or undoing back to the saved state, removes the file, and so
// does closing the document. A scenario edited in its system's forms
// (scenario_forms_page.h) is watched as the scenario is: its text as the
// forms hold it. On start, the documents left by an editor that died are
// offered for recovery: its map, or its scenario with its maps (a scenario
// of forms opens from its file, the autosaved text as one step on it, and
// its map under edit from its own autosave when it has one).

#include "editor/edit/recovery.h"

#include <wx/timer.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>
#include <memory>

namespace crestline::jobs {
class MapDocument;
class ScenarioDocument;
}

namespace crestline::gui {

class MainFrame;

/// What to do with documents left by a dead editor (--recover, --discard-recovery, or ask).
enum class RecoveryAnswer { Ask, Recover, Discard, Later };

/// The autosave of one main frame's document, and the offer to recover on start.
class Autosave : public wxEvtHandler {
public:
    /// Opens the recovery folder (edit::RecoveryStore::defaultFolder()); without
    /// one, says why on stderr and the status bar and autosaves nothing.
    explicit Autosave(MainFrame& frame);
    /// A clean close: the document's recovery file is removed.
    ~Autosave() override;

    /// Offers the newest documents left by a dead editor (the newest one and,
    /// from the same session, the scenario and maps open beside it): asks (a
    /// dialog), or answers as told. Recovered, they are shown modified and
    /// keep their original paths for Save. True if a document was recovered.
    bool offerRecovery(RecoveryAnswer answer);
    /// The documents are closed cleanly (quit): their recovery files are removed.
    void close();
    /// Writes a due autosave now (the timer calls it).
    void check();

private:
    MainFrame& m_frame;
    std::unique_ptr<edit::RecoveryStore> m_store;
    edit::AutosavePolicy m_policy;
    wxTimer m_timer;
    /// One watched document (the map, or the scenario) and its recovery slot.
    struct Watch {
        const void* doc = nullptr;                ///< the document the slot belongs to
        std::uint64_t serial = 0;                 ///< which of the documents shown in `doc` (forms: the scenario opened)
        int slot = 0;                             ///< its slot (0: none yet)
        int recoveredSlot = 0;                    ///< slot of a recovered document not yet seen by check()
        bool written = false;                     ///< the slot's recovery file exists
        std::uint64_t savedCount = 0;             ///< changeCount at the last autosave
        std::uint64_t seenCount = 0;              ///< changeCount at the last check
        std::chrono::steady_clock::time_point lastChange;
    };
    /// What check() needs of a document, whichever kind.
    struct Seen {
        const void* doc = nullptr;
        std::uint64_t serial = 0;
        bool loaded = false, modified = false;
        std::uint64_t changeCount = 0;
        edit::DocumentKind kind = edit::DocumentKind::Map;
        std::string title;
        std::filesystem::path file;
    };
    std::vector<Watch> m_maps; ///< one per open map
    Watch m_scenario;
    Watch m_board; ///< a table or card map on the board canvas (board_view.h)
    /// Slots of recovered maps, until check() gives them to their watches.
    std::map<const void*, int> m_recoveredMaps;

    void check(Watch& watch, const Seen& seen, const std::function<std::string()>& text);
    void drop(Watch& watch);
    /// Recovers a scenario its system edits in forms (`text`, autosaved from
    /// `original`) in its forms, and the map under edit beside it if it is
    /// among `maps` (recovered from the same session, with their slots);
    /// other maps stay in the recovery folder. False: not recovered.
    bool recoverForms(const std::filesystem::path& original, const std::string& text, int slot,
                      std::vector<std::pair<std::unique_ptr<jobs::MapDocument>, int>> maps);
    /// Recovers a board (a table, a card map): opened from `original`, the
    /// autosaved `text` as one undo step on it. False: not recovered.
    bool recoverBoard(const std::filesystem::path& original, const std::string& text, int slot);
    void onTimer(wxTimerEvent&) { check(); }
};

} // namespace crestline::gui
