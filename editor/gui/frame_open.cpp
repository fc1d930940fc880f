// The main window's opening of documents (main_frame.h): a file of any kind
// through jobs::openDocument (hex maps and FF scenarios on the hex canvas,
// scenarios read only with their overview, boards on the board canvas), new
// boards, why a file did not open, and the status texts set after the event.

#include "editor/gui/main_frame.h"

#include "editor/gui/board_canvas.h"
#include "editor/gui/editor_system.h"
#include "editor/gui/findings_dialog.h"
#include "editor/gui/los_panel.h"
#include "editor/gui/panels.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/read_errors.h"
#include "editor/jobs/scenario_document.h"
#include "formats/common/file_reference.h"
#include "geometry/finding_builder.h"

#include <wx/msgdlg.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <iostream>
#include <iterator>

namespace crestline::gui {

namespace {

std::size_t mapErrorCount(const jobs::MapDocument& map)
{
    return std::size_t(std::count_if(map.findings().begin(), map.findings().end(), [](const Finding& f) { return f.severity >= Severity::Error; }));
}

/// Errors the scenario's reader found in its own file (a map that could not
/// be loaded among them). Its maps' findings, the loader's copies, name their
/// own files: each map is opened below and refused only with reader errors.
bool scenarioReadErrors(const jobs::ScenarioDocument& scenario)
{
    const std::string own = scenario.file().string(); // as the loader names it
    return std::any_of(scenario.findings().begin(), scenario.findings().end(),
                       [&](const Finding& f) { return f.severity >= Severity::Error && (f.where.file == own || f.where.file.empty()); });
}

/// What the status bar says of maps opened with check errors (the reader's
/// refuse them): the map under edit's are listed under Checks; "" none.
wxString openedWithErrors(const std::vector<std::unique_ptr<jobs::MapDocument>>& maps)
{
    std::size_t first = 0, others = 0;
    for (std::size_t i = 0; i < maps.size(); ++i) (i == 0 ? first : others) += mapErrorCount(*maps[i]);
    if (first + others == 0) return {};
    wxString text = wxString::Format("Opened with %zu error(s), listed under Checks: LOS and exports refuse until they are fixed", first);
    if (others > 0) text += wxString::Format(" (%zu more in the scenario's other maps: F6 puts one under edit)", others);
    return text;
}

} // namespace

bool MainFrame::openFile(const std::filesystem::path& file)
{
    // What the file is comes from its root element (jobs::openDocument), never its name; each map is read once here.
    jobs::OpenedDocument opened = jobs::openDocument(file);
    if (!opened.document) {
        Findings why = opened.findings;
        if (why.empty()) why.push_back(makeFinding(code::WrongRoot).file(file.string()).message(opened.problem)); // a root no kind reads
        reportUnopened(file, why);
        return false;
    }
    if (auto* map = jobs::as<jobs::MapDocument>(*opened.document)) {
        // Refused only when the reader found errors (the model may miss what
        // the file holds). A map whose checks find errors (a self-crossing
        // building saved mid-work) opens to be mended: the Checks panel lists
        // them, and LOS, exports and sealing refuse until they are fixed.
        if (!map->loaded() || map->hasReadErrors()) {
            reportUnopened(file, map->findings());
            return false;
        }
        std::vector<std::unique_ptr<jobs::MapDocument>> maps;
        maps.push_back(std::make_unique<jobs::MapDocument>(std::move(*map)));
        const wxString errors = openedWithErrors(maps);
        showMaps(std::move(maps), nullptr);
        if (!errors.empty()) setStatusLater(0, errors);
    } else if (auto* openedScenario = jobs::as<jobs::ScenarioDocument>(*opened.document)) {
        auto scenario = std::make_unique<jobs::ScenarioDocument>(std::move(*openedScenario));
        if (!scenario->loaded() || scenarioReadErrors(*scenario) || scenario->scenario().maps.empty()) {
            reportUnopened(file, scenario->findings());
            return false;
        }
        // Every map of the scenario: the first under edit, the others joined around it.
        std::vector<std::unique_ptr<jobs::MapDocument>> maps;
        for (const scenarios::MapPlacement& placement : scenario->scenario().maps) {
            const std::filesystem::path mapFile = formats::resolveReference(file, placement.href, {}).path;
            auto board = std::make_unique<jobs::MapDocument>(jobs::MapDocument::open(mapFile));
            if (!board->loaded() || board->hasReadErrors()) { // check errors: opened to be mended, as a map alone
                reportUnopened(mapFile, board->findings());
                return false;
            }
            maps.push_back(std::move(board));
        }
        const wxString errors = openedWithErrors(maps);
        showMaps(std::move(maps), std::move(scenario));
        if (m_boards.size() > 1)
            SetStatusText(wxString::Format("Scenario on %zu maps: editing %s (View > Map under edit, F6, or double-click another map)",
                                           m_boards.size(), wxString::FromUTF8(m_scenario->scenario().maps.front().id)),
                          0);
        if (!errors.empty()) setStatusLater(0, errors);
    } else if (const BoardViewEntry* entry = boardViewFor(opened.kind->id)) {
        // A board the hex canvas does not draw (a card map): its own canvas. A
        // scenario shown on one (its system's forms beside it) opens with errors to be mended;
        // a board with check errors (a card placed twice) too, its view listing them and ruling nothing.
        const ScenarioForms* forms = scenarioFormsFor(opened.kind->id);
        if (!opened.document->loaded() || (!forms && jobs::hasReadErrors(*opened.document))) {
            reportUnopened(file, opened.document->findings());
            return false;
        }
        std::unique_ptr<BoardView> view = entry->open(*opened.document);
        if (!view) {
            reportUnopened(file, opened.document->findings());
            return false;
        }
        showBoard(file, *opened.kind, std::move(view));
        if (forms && !openForms(file, *opened.kind, *forms)) return false;
    } else if (opened.kind->overview) {
        // A scenario the window does not edit in forms (its system brings none
        // yet): its first map under edit, the scenario as text beside it.
        jobs::ScenarioOverview overview = opened.kind->overview(*opened.document);
        if (!opened.document->loaded() || overview.maps.empty()) {
            reportUnopened(file, overview.findings);
            return false;
        }
        auto board = std::make_unique<jobs::MapDocument>(jobs::MapDocument::open(overview.maps.front()));
        if (!board->loaded() || board->hasReadErrors()) { // check errors: opened to be mended, as a map alone
            reportUnopened(overview.maps.front(), board->findings());
            return false;
        }
        std::vector<std::unique_ptr<jobs::MapDocument>> maps;
        maps.push_back(std::move(board));
        const wxString errors = openedWithErrors(maps);
        showMaps(std::move(maps), nullptr);
        if (!errors.empty()) setStatusLater(0, errors);
        if (const ScenarioForms* forms = scenarioFormsFor(opened.kind->id)) { // its system edits it in forms
            if (!openForms(file, *opened.kind, *forms)) return false;
        } else {
            showOverview(file, *opened.kind, overview);
        }
    } else {
        // A scenario or map of a system the editor does not edit is wrong-system; any other kind wrong-root.
        const auto& kinds = jobs::fileKinds();
        const bool sameRoot = opened.kind->root == kinds.byId("hex-map")->root || opened.kind->root == kinds.byId("scenario")->root;
        Findings why = opened.findings;
        why.push_back(makeFinding(sameRoot ? code::WrongSystem : code::WrongRoot)
                          .file(file.string())
                          .message("a " + opened.kind->describe() + ": the editor opens a " + kinds.byId("hex-map")->describe() + " or a " +
                                   kinds.byId("scenario")->describe() + " (use the command line, crestline info " + file.string() + ")"));
        reportUnopened(file, why);
        return false;
    }
    fitSidePages(); // e.g. FF's scenario pane out while a system's forms are open
    rememberFile(file);
    return true;
}

void MainFrame::reportUnopened(const std::filesystem::path& file, const Findings& findings)
{
    if (m_scripted) {
        std::cerr << "cannot open " << file.string() << ":\n";
        for (const Finding& f : findings) std::cerr << formatFinding(f) << "\n";
        // The file given at start-up is the script's document: nothing to go on with. A file
        // opened later is refused as the dialog does: the shown document stays as it was.
        if (!m_map) std::exit(1);
        return;
    }
    FindingsDialog dialog(this, "Cannot open " + wxString::FromUTF8(file.filename().string()), findings);
    dialog.ShowModal();
}

void MainFrame::showOverview(const std::filesystem::path& file, const jobs::FileKind& kind, const jobs::ScenarioOverview& overview)
{
    m_overviewFile = file;
    std::string text = kind.name + " " + file.filename().string() + ", read only: the editor has no forms for it yet; " +
                       "the command line checks, times, exports and prints it (crestline check|timeline|export|sheet).\n";
    text += "Map under edit: " + overview.maps.front().filename().string();
    if (overview.maps.size() > 1) text += " (the first of its " + std::to_string(overview.maps.size()) + " maps; open the others as maps)";
    text += "\n\n";
    for (const Finding& f : overview.findings) text += formatFinding(f) + "\n";
    if (!overview.findings.empty()) text += "\n";
    text += overview.text.empty() ? std::string("No timeline: the scenario has errors (above).\n") : overview.text;
    if (!m_overview) {
        m_overview = new wxTextCtrl(sideParent(), wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
        addPane(m_overview, "overview", "Scenario (read only)");
    }
    m_overview->ChangeValue(wxString::FromUTF8(text));
    showPane("overview");
    updateTitle();
}

void MainFrame::setStatusLater(int field, const wxString& text)
{
    if (field < 0 || field >= int(std::size(m_pendingStatus))) return SetStatusText(text, field);
    m_pendingStatus[field] = text;
    m_statusPending[field] = true;
    if (m_statusScheduled) return;
    m_statusScheduled = true;
    CallAfter([this] {
        m_statusScheduled = false;
        for (int f = 0; f < int(std::size(m_pendingStatus)); ++f) {
            if (!m_statusPending[f]) continue;
            m_statusPending[f] = false;
            wxStatusBar* bar = GetStatusBar();
            if (bar && f < bar->GetFieldsCount() && bar->GetStatusText(f) != m_pendingStatus[f]) bar->SetStatusText(m_pendingStatus[f], f);
        }
    });
}

bool MainFrame::newBoard(const NewBoard& board, ActionHost& host)
{
    if (!confirmDiscard()) return false;
    std::unique_ptr<BoardView> view = board.make(host);
    if (!view) return false;
    showNewBoard(std::move(view), board.kindName);
    return true;
}

void MainFrame::showNewBoard(std::unique_ptr<BoardView> view, const std::string& kindName)
{
    showBoard("untitled", kindName, std::move(view));
    m_boardUntitled = true;
    updateTitle();
}

void MainFrame::showBoard(const std::filesystem::path& file, const jobs::FileKind& kind, std::unique_ptr<BoardView> view)
{
    showBoard(file, kind.name, std::move(view));
}

void MainFrame::showBoard(const std::filesystem::path& file, const std::string& kindName, std::unique_ptr<BoardView> view)
{
    showMaps({}, nullptr); // no hex map is open: the hex canvas and its panes let go
    m_boardFile = file;
    m_boardKind = kindName;
    m_boardUntitled = false;
    if (!m_boardRuling) {
        m_boardRuling = new BoardRulingPanel(sideParent(), *m_boardCanvas);
        addPane(m_boardRuling, "board-ruling", "Ruling");
    }
    m_boardCanvas->setView(std::move(view));
    fitSidePages(); // the hex canvas's pages go while the board is shown
    SetStatusText("", 0); // not the hex tool's help: the board's page says what a click does
    // The hex canvas's panes have nothing to show for it: hidden while the board is.
    for (const char* pane : {"canvas", "tooloptions", "layers", "properties", "checks"}) m_aui.GetPane(pane).Hide();
    m_toolOptions->Disable(); // the hex tools, should the layout show the bar again
    m_aui.GetPane("board").Show();
    m_aui.Update();
    m_boardRuling->show();
    showPane("board-ruling");
    updateTitle();
}

const BoardView* MainFrame::autosavedBoard()
{
    const BoardView* view = m_boardFile.empty() || m_boardUntitled || formsOpen() ? nullptr : m_boardCanvas->view();
    return view && view->editable() ? view : nullptr;
}

bool MainFrame::recoverBoard(const std::string& text, std::string& why)
{
    BoardView* view = m_boardFile.empty() || m_boardUntitled ? nullptr : m_boardCanvas->view();
    if (!view || !view->editable()) {
        why = "no board the window edits is open";
        return false;
    }
    if (!view->recover(text, why)) return false;
    m_boardCanvas->viewChanged(); // refitted (a recovered card map may have grown), its ruling page and title
    documentChanged();
    return true;
}

} // namespace crestline::gui
