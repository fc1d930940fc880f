#pragma once
// Crash recovery for the editor (issue 12): each open document's whole text is
// written now and then to a recovery file in a private folder, so that killing
// the editor (SIGKILL) loses at most the edits since the last autosave. The
// original file is never touched here; only Save writes it.
//
// Folder: $CRESTLINE_RECOVERY_DIR, else $XDG_STATE_HOME/crestline/recovery,
// else ~/.local/state/crestline/recovery; created 0700, refused if another
// user owns it. A session (one running editor) holds `session-ID.lock`,
// flock()ed for its whole life and naming its pid, the process start time
// and the boot id; the kernel drops the flock when the process dies however
// it dies, so "alive" is "its lock is held", and a reused pid cannot keep a
// dead session alive. Each document is `ID-N.recovery`: a short header
// (kind, title, original path, time written, text length) and the text,
// written by formats::saveAtomically (0600, flushed, renamed), so a reader
// sees the previous text or the new one, never half of one. Anything else in
// the folder (foreign or corrupt files, links, folders) is skipped with a
// recovery-skipped finding and left alone; no link is ever followed. A
// session's lock whose documents are all recovered or discarded, and the
// temporary files of a lock or an autosave killed half-made (nobody holds
// their flock), are removed when a session opens, recovers or discards.

#include "geometry/finding.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crestline::edit {

/// What a recovery file holds.
enum class DocumentKind { Map, Scenario };

/// One document saved for recovery, as listed by RecoveryStore::recoverable.
struct RecoveryEntry {
    std::filesystem::path file;                       ///< the recovery file
    DocumentKind kind = DocumentKind::Map;
    std::string title;                                ///< shown in the offer ("Ridge Farm")
    std::optional<std::filesystem::path> original;    ///< where Save writes; none for a never-saved document
    std::chrono::system_clock::time_point writtenAt;  ///< when this text was autosaved
    int pid = 0;                                      ///< the session's process (for the message only)
};

/// A recovered document: its entry and its whole text, for readMapText / readScenarioText.
struct RecoveredText {
    RecoveryEntry entry;
    std::string text;
};

/// The recovery folder of one editor session: autosaves of its documents,
/// and the documents left behind by sessions that died.
class RecoveryStore {
public:
    /// The folder: CRESTLINE_RECOVERY_DIR, XDG_STATE_HOME or HOME, as above (empty if none is set).
    static std::filesystem::path defaultFolder();
    /// Creates the folder (0700) if needed and starts a session in it (its
    /// lock held until the store is destroyed). Nullptr and `error` set when
    /// the folder cannot be made private or the lock cannot be taken.
    static std::unique_ptr<RecoveryStore> open(const std::filesystem::path& folder, std::string* error = nullptr);
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    /// A new document slot of this session (a number; nothing is written yet).
    int addDocument();
    /// Autosaves document `slot`: its whole text (writeMapText / writeScenarioText)
    /// and what the offer shows. Atomic: on failure the previous recovery text
    /// of the slot stays as it was and one save-failed finding is returned.
    Findings write(int slot, DocumentKind kind, const std::string& title, const std::optional<std::filesystem::path>& original,
                   std::string_view text);
    /// The document was saved or closed cleanly: its recovery file is removed.
    void remove(int slot);

    /// Documents of sessions that are not alive, newest first. Files that are
    /// not recovery files are skipped with a recovery-skipped finding in `skipped`.
    std::vector<RecoveryEntry> recoverable(Findings* skipped = nullptr) const;
    /// Takes a listed document into this session as slot `*slot` (its file is
    /// renamed, so it exists at every moment) and returns its text; the caller
    /// reads it with the normal reader, marks the document modified and keeps
    /// entry.original for Save. Nullopt with a finding if it cannot be read.
    std::optional<RecoveredText> recover(const RecoveryEntry& entry, int* slot, Findings* findings = nullptr);
    /// The designer declined a listed document: its file is removed.
    void discard(const RecoveryEntry& entry);

    /// This session's folder and id (the lock is session-ID.lock).
    const std::filesystem::path& folder() const { return m_folder; }
    const std::string& sessionId() const { return m_id; }

private:
    RecoveryStore(std::filesystem::path folder, std::string id, int lockFd);
    std::filesystem::path slotFile(int slot) const;
    void removeLeftovers() const;

    std::filesystem::path m_folder;
    std::string m_id;
    int m_lockFd = -1;
    int m_nextSlot = 1;
};

/// When the editor autosaves a document (issue 12: "every few seconds of idle
/// and after every N commands"). Two seconds of idle bounds what a kill loses
/// to the last pause in the work, and 20 commands bounds it during a long
/// burst without a pause (CommandStack counts every push, merged or not, so
/// a long drag autosaves about every 20 mouse moves). A map's text is written
/// in milliseconds, so neither number is tight for the editor.
struct AutosavePolicy {
    std::chrono::milliseconds idle{2000}; ///< autosave after this long without input
    std::uint64_t commands = 20;          ///< or after this many commands (CommandStack::changeCount steps)

    /// True when the document changed since the last autosave (`changeCount`
    /// differs from `savedCount`, the count at that autosave) and either the
    /// designer has been idle `idleFor` long enough or enough commands passed.
    bool due(std::uint64_t changeCount, std::uint64_t savedCount, std::chrono::milliseconds idleFor) const
    {
        if (changeCount == savedCount) return false;
        const std::uint64_t since = changeCount > savedCount ? changeCount - savedCount : savedCount - changeCount;
        return idleFor >= idle || since >= commands;
    }
};

} // namespace crestline::edit
