// Autosave and crash recovery in the editor (autosave.h).
#include "editor/gui/autosave.h"

#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"
#include "formats/map/map_format.h"

#include <wx/datetime.h>
#include <wx/msgdlg.h>

#include <iostream>

namespace crestline::gui {

namespace {

constexpr int kTickMs = 250; ///< how often the policy is checked: a quarter of a second past "due" at most

std::string describe(const edit::RecoveryEntry& entry)
{
    const wxDateTime when(std::chrono::system_clock::to_time_t(entry.writtenAt));
    return "\"" + entry.title + "\" (" + (entry.original ? entry.original->filename().string() : std::string("never saved")) +
           ", autosaved " + when.Format("%Y-%m-%d %H:%M:%S").utf8_string() + ")";
}

} // namespace

Autosave::Autosave(MainFrame& frame) : m_frame(frame), m_timer(this)
{
    std::string error;
    const auto folder = edit::RecoveryStore::defaultFolder();
    if (folder.empty()) error = "no recovery folder (set HOME, XDG_STATE_HOME or CRESTLINE_RECOVERY_DIR)";
    else m_store = edit::RecoveryStore::open(folder, &error);
    if (!m_store) {
        std::cerr << "crestline-editor: autosave is off: " << error << "\n";
        return;
    }
    Bind(wxEVT_TIMER, &Autosave::onTimer, this);
    m_timer.Start(kTickMs);
}

Autosave::~Autosave() { close(); }

void Autosave::close()
{
    m_timer.Stop();
    if (m_store && m_written) m_store->remove(m_slot);
    m_written = false;
}

void Autosave::check()
{
    if (!m_store) return;
    const jobs::MapDocument* doc = m_frame.mapDocument();
    const auto now = std::chrono::steady_clock::now();
    if (doc != m_doc) {
        // Another document replaced this one (after the designer agreed to lose its changes).
        if (m_written) m_store->remove(m_slot);
        m_doc = doc;
        m_slot = m_recoveredSlot;
        m_written = m_recoveredSlot != 0; // a recovered document's file is already in its slot
        m_recoveredSlot = 0;
        m_savedCount = m_seenCount = doc ? doc->changeCount() : 0;
        m_lastChange = now;
    }
    if (!doc || !doc->loaded()) return;
    const std::uint64_t count = doc->changeCount();
    if (count != m_seenCount) {
        m_seenCount = count;
        m_lastChange = now;
    }
    if (!doc->isModified()) {
        // Saved, or undone back to the saved state: nothing to recover.
        if (m_written) m_store->remove(m_slot);
        m_written = false;
        m_savedCount = count;
        return;
    }
    const auto idle = std::chrono::duration_cast<std::chrono::milliseconds>(now - m_lastChange);
    // Modified without a step since the last write (a recovered document whose file was lost): written once idle.
    if (!m_policy.due(count, m_savedCount, idle) && (m_written || idle < m_policy.idle)) return;
    if (m_slot == 0) m_slot = m_store->addDocument();
    const std::string title = doc->map().name.empty() ? std::string("Untitled map") : doc->map().name;
    const std::optional<std::filesystem::path> original =
        doc->file().empty() ? std::nullopt : std::optional(std::filesystem::absolute(doc->file()));
    const Findings problems = m_store->write(m_slot, edit::DocumentKind::Map, title, original, formats::writeMapText(doc->map()));
    for (const Finding& f : problems) std::cerr << formatFinding(f) << "\n";
    if (problems.empty()) m_written = true;
    m_savedCount = count;
}

bool Autosave::offerRecovery(RecoveryAnswer answer)
{
    if (!m_store) return false;
    Findings skipped;
    const auto entries = m_store->recoverable(&skipped);
    for (const Finding& f : skipped) std::cerr << formatFinding(f) << "\n";
    if (entries.empty()) return false;
    const edit::RecoveryEntry& newest = entries.front();
    if (answer == RecoveryAnswer::Ask) {
        wxString message = "The editor was closed without saving " + wxString::FromUTF8(describe(newest)) +
                           ".\n\nRecover it? The original file is unchanged until you save.";
        if (entries.size() > 1) message += wxString::Format("\n\n%zu more documents can be recovered on the next start.", entries.size() - 1);
        wxMessageDialog dialog(&m_frame, message, "Recover unsaved work", wxYES_NO | wxCANCEL | wxICON_QUESTION);
        dialog.SetYesNoCancelLabels("&Recover", "&Discard", "&Later");
        const int reply = dialog.ShowModal();
        answer = reply == wxID_YES ? RecoveryAnswer::Recover : reply == wxID_NO ? RecoveryAnswer::Discard : RecoveryAnswer::Later;
    }
    if (answer == RecoveryAnswer::Later) {
        std::cerr << "crestline-editor: " << entries.size() << " unsaved document(s) can be recovered, newest " << describe(newest)
                  << " (--recover or --discard-recovery)\n";
        return false;
    }
    if (answer == RecoveryAnswer::Discard) {
        // Script mode discards them all; the dialog only the one it showed.
        for (const auto& entry : entries) {
            m_store->discard(entry);
            if (!m_frame.isScripted()) break;
        }
        return false;
    }
    if (newest.kind != edit::DocumentKind::Map) {
        std::cerr << "crestline-editor: " << describe(newest) << " is a scenario; the editor recovers maps only, it is kept\n";
        return false;
    }
    int slot = 0;
    Findings findings;
    auto recovered = m_store->recover(newest, &slot, &findings);
    for (const Finding& f : findings) std::cerr << formatFinding(f) << "\n";
    if (!recovered) return false;
    auto doc = std::make_unique<jobs::MapDocument>(jobs::MapDocument::openText(recovered->text, recovered->entry.original.value_or("")));
    if (!doc->loaded()) {
        for (const Finding& f : doc->findings()) std::cerr << formatFinding(f) << "\n";
        return false;
    }
    doc->markModified();
    m_recoveredSlot = slot;
    m_frame.showDocument(std::move(doc));
    check(); // takes the slot for the recovered document
    return true;
}

} // namespace crestline::gui
