// Autosave and crash recovery in the editor (autosave.h).
#include "editor/gui/autosave.h"

#include "editor/gui/board_view.h"
#include "editor/gui/editor_system.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_format.h"
#include "formats/scenario/scenario_format.h"

#include <wx/datetime.h>
#include <wx/msgdlg.h>

#include <algorithm>
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

/// Whether `text` is a board the board canvas shows (a table, a card map: its root and `system` say).
bool boardText(const std::string& text, const std::filesystem::path& file)
{
    const jobs::RootSniff root = jobs::sniffRootText(text, file);
    const jobs::FileKind* kind = root.read() ? jobs::fileKinds().find(root.root, root.system) : nullptr;
    return kind && boardViewFor(kind->id);
}

/// Whether `text` is a scenario a system edits in its forms (its root and `system` say).
bool formsText(const std::string& text, const std::filesystem::path& file)
{
    const jobs::RootSniff root = jobs::sniffRootText(text, file);
    const jobs::FileKind* kind = root.read() ? jobs::fileKinds().find(root.root, root.system) : nullptr;
    return kind && scenarioFormsFor(kind->id);
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
    for (Watch& w : m_maps) drop(w);
    drop(m_scenario);
    drop(m_board);
}

void Autosave::drop(Watch& watch)
{
    if (m_store && watch.written) m_store->remove(watch.slot);
    watch.written = false;
}

void Autosave::check()
{
    if (!m_store) return;
    // Maps: a watch per open map (a scenario may be on several); a map no longer open loses its file.
    const std::vector<const jobs::MapDocument*> open = m_frame.openMaps();
    for (std::size_t i = 0; i < m_maps.size();) {
        if (std::find(open.begin(), open.end(), m_maps[i].doc) != open.end()) {
            ++i;
            continue;
        }
        drop(m_maps[i]);
        m_maps.erase(m_maps.begin() + std::ptrdiff_t(i));
    }
    for (const jobs::MapDocument* map : open) {
        auto watch = std::find_if(m_maps.begin(), m_maps.end(), [map](const Watch& w) { return w.doc == map; });
        if (watch == m_maps.end()) {
            Watch fresh;
            if (auto r = m_recoveredMaps.find(map); r != m_recoveredMaps.end()) {
                fresh.recoveredSlot = r->second;
                m_recoveredMaps.erase(r);
            }
            m_maps.push_back(fresh);
            watch = m_maps.end() - 1;
        }
        Seen seen;
        seen.doc = map;
        if (map->loaded()) {
            seen = {map, 0, true, map->isModified(), map->changeCount(), edit::DocumentKind::Map,
                    map->map().name.empty() ? std::string("Untitled map") : map->map().name, map->file()};
        }
        check(*watch, seen, [map] { return formats::writeMapText(map->map()); });
    }
    // A board on the board canvas the window edits, with a file (a table, a
    // card map; a board made new is not autosaved until saved once).
    const BoardView* board = m_frame.autosavedBoard();
    Seen boardSeen;
    boardSeen.doc = board;
    if (board) {
        const std::filesystem::path file = m_frame.boardFile();
        boardSeen = {board, 0, true, board->modified(), board->changeCount(), edit::DocumentKind::Map, file.filename().string(), file};
    }
    check(m_board, boardSeen, [board] { return board->autosaveText().value_or(std::string()); });
    const jobs::ScenarioDocument* scenario = m_frame.scenarioDocument();
    Seen seen;
    seen.doc = scenario;
    if (scenario && scenario->loaded()) {
        // Kept beside its maps' recovery files even when only a map changed:
        // recovery then brings the maps back with their scenario, not alone.
        const bool mapChanged = std::any_of(open.begin(), open.end(), [](const jobs::MapDocument* m) { return m->isModified(); });
        seen = {scenario, 0, true, scenario->isModified() || mapChanged, scenario->changeCount(), edit::DocumentKind::Scenario,
                scenario->scenario().title.empty() ? std::string("Untitled scenario") : scenario->scenario().title, scenario->file()};
    }
    ScenarioFormsPage* forms = m_frame.formsPage();
    if (!scenario && forms && forms->active()) {
        // A scenario in its system's forms: the text the forms hold (its
        // writer's, or the file's bytes as opened). Kept beside its map's
        // recovery file even when only the map changed, as above.
        const bool mapChanged = std::any_of(open.begin(), open.end(), [](const jobs::MapDocument* m) { return m->isModified(); });
        seen = {forms, forms->openCount(), true, forms->modified() || mapChanged, forms->changeCount(), edit::DocumentKind::Scenario,
                forms->caption(), forms->file()}; // offered as "GTS scenario" (aldenfeld-crossing.scenario.xml, autosaved ...)
        return check(m_scenario, seen, [forms] { return forms->text(); });
    }
    check(m_scenario, seen, [scenario] { return formats::writeScenarioText(scenario->scenario()); });
}

void Autosave::check(Watch& watch, const Seen& seen, const std::function<std::string()>& text)
{
    const auto now = std::chrono::steady_clock::now();
    if (seen.doc != watch.doc || seen.serial != watch.serial) {
        // Another document replaced this one (after the designer agreed to lose its changes).
        drop(watch);
        watch.doc = seen.doc;
        watch.serial = seen.serial;
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
    // The newest document and, from the same dead session, the scenario and
    // the maps open beside it: they come back together. A map alone comes back alone.
    std::vector<const edit::RecoveryEntry*> group{&newest};
    bool scenarioIn = newest.kind == edit::DocumentKind::Scenario;
    for (const auto& e : entries) {
        if (&e == &newest || sessionOf(e) != sessionOf(newest)) continue;
        if (e.kind == edit::DocumentKind::Scenario && scenarioIn) continue;
        scenarioIn = scenarioIn || e.kind == edit::DocumentKind::Scenario;
        group.push_back(&e);
    }
    if (!scenarioIn) group.resize(1);
    if (answer == RecoveryAnswer::Ask) {
        wxString message = "The editor was closed without saving " + wxString::FromUTF8(describe(newest));
        for (std::size_t i = 1; i < group.size(); ++i)
            message += (i + 1 == group.size() ? " and " : ", ") + wxString::FromUTF8(describe(*group[i]));
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
    std::vector<std::pair<std::unique_ptr<jobs::MapDocument>, int>> recoveredMaps; // and their slots
    std::unique_ptr<jobs::ScenarioDocument> scenario;
    int scenarioSlot = 0;
    bool scenarioChanged = false; ///< its recovered text differs from its file (it may be kept only for its maps)
    struct {
        std::filesystem::path original;
        std::string text;
        int slot = 0;
    } formsRecovered; ///< a scenario its system edits in forms
    for (const edit::RecoveryEntry* entry : group) {
        int slot = 0;
        Findings findings;
        auto recovered = m_store->recover(*entry, &slot, &findings);
        for (const Finding& f : findings) std::cerr << formatFinding(f) << "\n";
        if (!recovered) return false;
        const std::filesystem::path original = recovered->entry.original.value_or("");
        if (entry->kind == edit::DocumentKind::Map && boardText(recovered->text, original)) return recoverBoard(original, recovered->text, slot);
        if (entry->kind == edit::DocumentKind::Map) {
            recoveredMaps.emplace_back(std::make_unique<jobs::MapDocument>(jobs::MapDocument::openText(recovered->text, original)), slot);
        } else {
            if (formsText(recovered->text, original)) {
                formsRecovered = {original, std::move(recovered->text), slot};
                continue;
            }
            scenario = std::make_unique<jobs::ScenarioDocument>(jobs::ScenarioDocument::openText(recovered->text, original));
            scenarioSlot = slot;
            // Compared as the writer writes both (the file may be laid out by hand).
            const jobs::ScenarioDocument onDisk = jobs::ScenarioDocument::open(original);
            scenarioChanged = !scenario->loaded() || !onDisk.loaded() ||
                              formats::writeScenarioText(onDisk.scenario()) != formats::writeScenarioText(scenario->scenario());
        }
    }
    if (formsRecovered.slot) return recoverForms(formsRecovered.original, formsRecovered.text, formsRecovered.slot, std::move(recoveredMaps));
    auto report = [](const Findings& findings) {
        for (const Finding& f : findings) std::cerr << formatFinding(f) << "\n";
    };
    std::vector<std::unique_ptr<jobs::MapDocument>> maps;
    std::map<const void*, int> slots;
    if (scenario) {
        if (!scenario->loaded() || scenario->scenario().maps.empty()) return report(scenario->findings()), false;
        // Each of the scenario's maps: recovered if it was edited, else from its file, as on opening it.
        auto same = [](const std::filesystem::path& a, const std::filesystem::path& b) {
            return !a.empty() && std::filesystem::absolute(a).lexically_normal() == std::filesystem::absolute(b).lexically_normal();
        };
        for (const scenarios::MapPlacement& placement : scenario->scenario().maps) {
            const auto ref = formats::resolveReference(scenario->file(), placement.href, {});
            auto match = std::find_if(recoveredMaps.begin(), recoveredMaps.end(),
                                      [&](const auto& r) { return r.first && same(r.first->file(), ref.path); });
            if (match != recoveredMaps.end()) {
                slots[match->first.get()] = match->second;
                maps.push_back(std::move(match->first));
            } else {
                maps.push_back(std::make_unique<jobs::MapDocument>(jobs::MapDocument::open(ref.path)));
            }
        }
        for (const auto& r : recoveredMaps)
            if (r.first)
                std::cerr << "crestline-editor: recovered map " << r.first->file().string() << " is not a map of the scenario; left in the recovery folder\n";
    } else if (!recoveredMaps.empty()) {
        slots[recoveredMaps.front().first.get()] = recoveredMaps.front().second;
        maps.push_back(std::move(recoveredMaps.front().first));
    }
    if (maps.empty() || (scenario && !scenario->loaded())) return false;
    for (const auto& map : maps)
        if (!map || !map->loaded()) return map ? (report(map->findings()), false) : false;
    for (const auto& map : maps)
        if (slots.count(map.get())) map->markModified();
    if (scenarioSlot && scenarioChanged) scenario->markModified();
    m_recoveredMaps = slots;
    m_scenario.recoveredSlot = scenarioSlot;
    m_frame.showDocument(std::move(maps), std::move(scenario));
    check(); // takes the slots for the recovered documents
    return true;
}

bool Autosave::recoverForms(const std::filesystem::path& original, const std::string& text, int slot,
                            std::vector<std::pair<std::unique_ptr<jobs::MapDocument>, int>> maps)
{
    // Opened from its file as Open does (its map or its board from theirs),
    // then the autosaved text as one step: Undo gives the file's bytes back;
    // the map under edit, if it was autosaved beside it, is its recovered
    // text, shown modified. Each recovery file stays in this session's slot
    // until its document is saved.
    ScenarioFormsPage* forms = nullptr;
    m_timer.Stop(); // no autosave check between the opening and the recovered documents
    const bool opened = !original.empty() && m_frame.openFile(original) && (forms = m_frame.formsPage()) && forms->active();
    if (!opened) {
        m_timer.Start(kTickMs);
        std::cerr << "crestline-editor: the autosaved " << original.string() << " cannot be opened from its file; left in the recovery folder\n";
        return false;
    }
    for (auto& [map, mapSlot] : maps) {
        if (!map || !map->loaded()) {
            if (map)
                for (const Finding& f : map->findings()) std::cerr << formatFinding(f) << "\n";
            std::cerr << "crestline-editor: a map autosaved beside " << original.filename().string() << " does not read; left in the recovery folder\n";
            continue;
        }
        const jobs::MapDocument* kept = map.get();
        const std::filesystem::path file = map->file();
        map->markModified();
        if (m_frame.replaceFormsMap(std::move(map))) {
            m_recoveredMaps[kept] = mapSlot; // check() gives it to the map's watch
        } else {
            std::cerr << "crestline-editor: the map " << file.string() << " autosaved beside " << original.filename().string()
                      << " is not the map under edit; left in the recovery folder (offered at the next start)\n";
        }
    }
    m_timer.Start(kTickMs);
    Findings why;
    if (!forms->recover(text, why)) {
        for (const Finding& f : why) std::cerr << formatFinding(f) << "\n";
        std::cerr << "crestline-editor: the autosaved text of " << original.string() << " does not read; left in the recovery folder\n";
        return false;
    }
    m_scenario.recoveredSlot = slot;
    check(); // takes the slots for the recovered documents
    return true;
}

bool Autosave::recoverBoard(const std::filesystem::path& original, const std::string& text, int slot)
{
    // Opened from its file as Open does, then the autosaved text as one
    // step: Undo gives the file's state back. The recovery file stays in
    // this session's slot until the board is saved.
    m_timer.Stop(); // no autosave check between the opening and the recovered text
    const bool opened = !original.empty() && m_frame.openFile(original);
    std::string why = opened ? std::string() : "it cannot be opened from its file";
    const bool taken = opened && m_frame.recoverBoard(text, why);
    m_timer.Start(kTickMs);
    if (!taken) {
        std::cerr << "crestline-editor: the autosaved " << original.string() << " is not recovered (" << why << "); left in the recovery folder\n";
        return false;
    }
    m_board.recoveredSlot = slot;
    check(); // takes the slot for the recovered board
    return true;
}

} // namespace crestline::gui
