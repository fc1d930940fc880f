// Autosave and crash recovery in the editor (autosave.h).
#include "editor/gui/autosave.h"

#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_format.h"
#include "formats/scenario/scenario_format.h"

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

/// The session a recovery file belongs to: its name is SESSION-N.recovery.
std::string sessionOf(const edit::RecoveryEntry& entry)
{
    const std::string name = entry.file.filename().string();
    return name.substr(0, name.rfind('-'));
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
    drop(m_map);
    drop(m_scenario);
}

void Autosave::drop(Watch& watch)
{
    if (m_store && watch.written) m_store->remove(watch.slot);
    watch.written = false;
}

void Autosave::check()
{
    if (!m_store) return;
    const jobs::MapDocument* map = m_frame.mapDocument();
    Seen seen;
    seen.doc = map;
    if (map && map->loaded()) {
        seen = {map, true, map->isModified(), map->changeCount(), edit::DocumentKind::Map,
                map->map().name.empty() ? std::string("Untitled map") : map->map().name, map->file()};
    }
    check(m_map, seen, [map] { return formats::writeMapText(map->map()); });
    const jobs::ScenarioDocument* scenario = m_frame.scenarioDocument();
    seen = {};
    seen.doc = scenario;
    if (scenario && scenario->loaded()) {
        seen = {scenario, true, scenario->isModified(), scenario->changeCount(), edit::DocumentKind::Scenario,
                scenario->scenario().title.empty() ? std::string("Untitled scenario") : scenario->scenario().title, scenario->file()};
    }
    check(m_scenario, seen, [scenario] { return formats::writeScenarioText(scenario->scenario()); });
}

void Autosave::check(Watch& watch, const Seen& seen, const std::function<std::string()>& text)
{
    const auto now = std::chrono::steady_clock::now();
    if (seen.doc != watch.doc) {
        // Another document replaced this one (after the designer agreed to lose its changes).
        drop(watch);
        watch.doc = seen.doc;
        watch.slot = watch.recoveredSlot;
        watch.written = watch.recoveredSlot != 0; // a recovered document's file is already in its slot
        watch.recoveredSlot = 0;
        watch.savedCount = watch.seenCount = seen.changeCount;
        watch.lastChange = now;
    }
    if (!seen.loaded) return;
    if (seen.changeCount != watch.seenCount) {
        watch.seenCount = seen.changeCount;
        watch.lastChange = now;
    }
    if (!seen.modified) {
        // Saved, or undone back to the saved state: nothing to recover.
        drop(watch);
        watch.savedCount = seen.changeCount;
        return;
    }
    const auto idle = std::chrono::duration_cast<std::chrono::milliseconds>(now - watch.lastChange);
    // Modified without a step since the last write (a recovered document whose file was lost): written once idle.
    if (!m_policy.due(seen.changeCount, watch.savedCount, idle) && (watch.written || idle < m_policy.idle)) return;
    if (watch.slot == 0) watch.slot = m_store->addDocument();
    const std::optional<std::filesystem::path> original =
        seen.file.empty() ? std::nullopt : std::optional(std::filesystem::absolute(seen.file));
    const Findings problems = m_store->write(watch.slot, seen.kind, seen.title, original, text());
    for (const Finding& f : problems) std::cerr << formatFinding(f) << "\n";
    if (problems.empty()) watch.written = true;
    watch.savedCount = seen.changeCount;
}

bool Autosave::offerRecovery(RecoveryAnswer answer)
{
    if (!m_store) return false;
    Findings skipped;
    const auto entries = m_store->recoverable(&skipped);
    for (const Finding& f : skipped) std::cerr << formatFinding(f) << "\n";
    if (entries.empty()) return false;
    const edit::RecoveryEntry& newest = entries.front();
    // The newest document and, from the same dead session, the newest of the
    // other kind: a scenario and the map open beside it come back together.
    std::vector<const edit::RecoveryEntry*> group{&newest};
    for (const auto& e : entries)
        if (e.kind != newest.kind && sessionOf(e) == sessionOf(newest)) {
            group.push_back(&e);
            break;
        }
    if (answer == RecoveryAnswer::Ask) {
        wxString message = "The editor was closed without saving " + wxString::FromUTF8(describe(newest));
        if (group.size() > 1) message += " and " + wxString::FromUTF8(describe(*group[1]));
        message += ".\n\nRecover? The original files are unchanged until you save.";
        if (entries.size() > group.size())
            message += wxString::Format("\n\n%zu more documents can be recovered on the next start.", entries.size() - group.size());
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
        // Script mode discards them all; the dialog the ones it showed.
        if (m_frame.isScripted())
            for (const auto& entry : entries) m_store->discard(entry);
        else
            for (const edit::RecoveryEntry* entry : group) m_store->discard(*entry);
        return false;
    }
    // Recover: the texts first, then the documents, then show them.
    std::unique_ptr<jobs::MapDocument> map;
    std::unique_ptr<jobs::ScenarioDocument> scenario;
    int mapSlot = 0, scenarioSlot = 0;
    for (const edit::RecoveryEntry* entry : group) {
        int slot = 0;
        Findings findings;
        auto recovered = m_store->recover(*entry, &slot, &findings);
        for (const Finding& f : findings) std::cerr << formatFinding(f) << "\n";
        if (!recovered) return false;
        const std::filesystem::path original = recovered->entry.original.value_or("");
        if (entry->kind == edit::DocumentKind::Map) {
            map = std::make_unique<jobs::MapDocument>(jobs::MapDocument::openText(recovered->text, original));
            mapSlot = slot;
        } else {
            scenario = std::make_unique<jobs::ScenarioDocument>(jobs::ScenarioDocument::openText(recovered->text, original));
            scenarioSlot = slot;
        }
    }
    if (scenario && !map) {
        // Only the scenario was edited: its first map comes from its file, as on opening it.
        if (!scenario->loaded() || scenario->scenario().maps.empty()) {
            for (const Finding& f : scenario->findings()) std::cerr << formatFinding(f) << "\n";
            return false;
        }
        const auto ref = formats::resolveReference(scenario->file(), scenario->scenario().maps.front().href, {});
        map = std::make_unique<jobs::MapDocument>(jobs::MapDocument::open(ref.path));
    }
    if (!map || !map->loaded() || (scenario && !scenario->loaded())) {
        if (map)
            for (const Finding& f : map->findings()) std::cerr << formatFinding(f) << "\n";
        if (scenario)
            for (const Finding& f : scenario->findings()) std::cerr << formatFinding(f) << "\n";
        return false;
    }
    if (mapSlot) map->markModified();
    if (scenarioSlot) scenario->markModified();
    m_map.recoveredSlot = mapSlot;
    m_scenario.recoveredSlot = scenarioSlot;
    m_frame.showDocument(std::move(map), std::move(scenario));
    check(); // takes the slots for the recovered documents
    return true;
}

} // namespace crestline::gui
