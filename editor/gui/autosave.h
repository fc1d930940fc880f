#pragma once
// Autosave and crash recovery in the editor (issue 12, docs/editor.md
// "Autosave and recovery"): a timer watches the window's map document and
// writes its whole text to the session's recovery file (edit::RecoveryStore)
// when edit::AutosavePolicy says so; a clean save, or undoing back to the
// saved state, removes the file, and so does closing the document. On start,
// documents left by an editor that died are offered for recovery.

#include "editor/edit/recovery.h"

#include <wx/timer.h>

#include <chrono>
#include <cstdint>
#include <memory>

namespace crestline::jobs {
class MapDocument;
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

    /// Offers the newest document left by a dead editor: asks (a dialog), or
    /// answers as told. Recovered, it is shown modified and keeps its original
    /// path for Save. True if a document was recovered.
    bool offerRecovery(RecoveryAnswer answer);
    /// The document is closed cleanly (quit): its recovery file is removed.
    void close();
    /// Writes a due autosave now (the timer calls it).
    void check();

private:
    MainFrame& m_frame;
    std::unique_ptr<edit::RecoveryStore> m_store;
    edit::AutosavePolicy m_policy;
    wxTimer m_timer;
    const jobs::MapDocument* m_doc = nullptr; ///< the document the slot belongs to
    int m_slot = 0;                           ///< its slot (0: none yet)
    int m_recoveredSlot = 0;                  ///< slot of a recovered document not yet seen by check()
    bool m_written = false;                   ///< the slot's recovery file exists
    std::uint64_t m_savedCount = 0;           ///< changeCount at the last autosave
    std::uint64_t m_seenCount = 0;            ///< changeCount at the last check
    std::chrono::steady_clock::time_point m_lastChange;

    void onTimer(wxTimerEvent&) { check(); }
};

} // namespace crestline::gui
