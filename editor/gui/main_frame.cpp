#include "editor/gui/main_frame.h"

#include "editor/gui/board_canvas.h"
#include "editor/gui/editor_system.h"
#include "editor/gui/system_actions.h"

#include "editor/edit/group_command.h"
#include "editor/gui/arrange_actions.h"
#include "editor/gui/autosave.h"
#include "editor/gui/export_menu.h"
#include "editor/gui/findings_dialog.h"
#include "editor/gui/grid_resize_dialog.h"
#include "editor/gui/map_properties_dialog.h"
#include "editor/gui/new_wizard.h"
#include "editor/gui/help_menu.h"
#include "editor/gui/key_routing.h"
#include "editor/gui/los_panel.h"
#include "editor/gui/panels.h"
#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/gui/scenario_pane.h"
#include "editor/gui/scenario_tools.h"
#include "editor/gui/tool_registry.h"
#include "editor/gui/trace_actions.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"
#include "formats/common/file_reference.h"
#include "formats/map/map_format.h"
#include "formats/render/sheet.h"
#include "geometry/los/rules.h"
#include "geometry/finding_builder.h"
#include "maps/board_kind.h"

#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include <iostream>

namespace crestline::gui {

namespace {

enum MenuId {
    idFit = wxID_HIGHEST + 1,
    idZoomIn,
    idZoomOut,
    idSnap,
    idDelete,
    idNextBoard,
    idSidePanes,
    idBoardFirst = wxID_HIGHEST + 80, ///< one id per map of a scenario (View > Map under edit)
    idToolFirst = wxID_HIGHEST + 100, ///< one id per row of the tool table
};

bool isScenarioFile(const std::filesystem::path& file)
{
    const std::string name = file.filename().string();
    return name.size() > 13 && name.ends_with(".scenario.xml");
}

} // namespace

MainFrame::MainFrame(bool scripted)
    : wxFrame(nullptr, wxID_ANY, "crestline", wxDefaultPosition, wxSize(1300, 820)), m_scripted(scripted), m_history(9)
{
    m_aui.SetManagedWindow(this);
    m_canvas = new MapCanvas(this);
    m_canvas->onDocumentChanged = [this] { documentChanged(); };
    m_canvas->onToolChanged = [this] {
        if (m_properties) m_properties->showSelection();
        if (m_toolOptions) m_toolOptions->showOptions();
    };
    m_canvas->onUnhandledKey = [this](const wxKeyEvent& e) { return runAccelerator(e); };
    // The status bar repaints the window at once whenever its text changes
    // (wxGTK), and a pointer step sets two fields: the texts are gathered and
    // set once after the event, and only those that changed
    // (docs/performance.md, "Through the window").
    m_canvas->onStatus = [this](int field, const wxString& text) { setStatusLater(field, text); };
    m_canvas->onEditBoard = [this](int board, const render::MapFrame& shownIn) { editBoard(board, &shownIn); };
    CreateStatusBar(2);
    const int widths[] = {-2, -3};
    GetStatusBar()->SetStatusWidths(2, widths);
    buildMenus();
    buildPanes();
    m_los = installLosTools(*this);
    installSystemActions(*this); // the rule systems' own commands, in the LOS menu
    installExportMenu(*this);
    m_scenarioEditor = std::make_unique<ScenarioEditor>(nullptr);
    m_scenarioPane = new ScenarioPane(sideParent(), *m_scenarioEditor, [this](const std::string& tool) { selectTool(tool); });
    m_scenarioEditor->changed = {[this] { m_scenarioPane->scenarioChanged(); }, [this] { m_canvas->scenarioChanged(); },
                                 [this] { documentChanged(); }};
    m_canvas->setScenarioEditor(m_scenarioEditor.get());
    m_checks->setScenarioEditor(m_scenarioEditor.get()); // the scenario's checks are rows of the Checks panel
    m_scenarioPane->reload(); // disabled until a scenario is open
    // Undo follows the focus between the scenario pane and the canvas (undoesScenario).
    m_scenarioPane->Bind(wxEVT_CHILD_FOCUS, [this](wxChildFocusEvent& e) {
        updateEditMenu();
        e.Skip();
    });
    m_canvas->Bind(wxEVT_SET_FOCUS, [this](wxFocusEvent& e) {
        updateEditMenu();
        e.Skip();
    });
    addPane(m_scenarioPane, "scenario", "Scenario", true, wxSize(480, 640));
    m_aui.Update();
    const wxRect screen = wxGetClientDisplayRect();
    SetSize(screen.x, screen.y, std::min(screen.width, 1600), std::min(screen.height, 1000));
    fitPanes(); // and again whenever the window is resized across the compact width (frame_layout.cpp)
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        CallAfter([this] { fitPanes(); });
        e.Skip();
    });
    installHelpMenu(*this); // the last menu: it lists the others' shortcuts
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    routeCanvasKeys(*this); // the map's shortcuts are the canvas's (key_routing.h)
    selectTool(toolTable().front().name);
    showSystemTools();
    updateTitle();
    m_autosave = std::make_unique<Autosave>(*this);
}

MainFrame::~MainFrame()
{
    m_autosave.reset();
    releaseDocuments();
    m_canvas->setScenarioEditor(nullptr);
    m_aui.UnInit();
}

void MainFrame::buildMenus()
{
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New...\tCtrl+N", "A new map or board of any game system (the New wizard)");
    file->Append(wxID_OPEN, "&Open...\tCtrl+O", "Open a map or a scenario");
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, "Open &recent");
    file->Append(wxID_SAVE, "&Save\tCtrl+S");
    file->Append(wxID_SAVEAS, "Save &as...\tCtrl+Shift+S");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    m_history.UseMenu(recent);
    if (!m_scripted) {
        wxConfig config("crestline-editor");
        m_history.Load(config);
    }

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Shift+Z");
    edit->AppendSeparator();
    edit->Append(idDelete, "&Delete selection\tDel", "Delete the selected features");
    addArrangeMenus(*this, edit); // copy, paste, duplicate, rotate, mirror (arrange_actions.h)
    addGridResizeMenu(*this, edit); // Resize grid... (grid_resize_dialog.h)
    addMapPropertiesMenu(*this, edit); // Map properties... (map_properties_dialog.h)

    auto* view = new wxMenu;
    view->Append(idFit, "&Fit to window\tHome", "Show the whole map");
    view->Append(idZoomIn, "Zoom &in\tCtrl+=");
    view->Append(idZoomOut, "Zoom &out\tCtrl+-");
    view->AppendSeparator();
    view->AppendCheckItem(idSnap, "&Snapping\tS", "Snap to hex centres, corners, hexside midpoints and the 1/4 lattice")->Check(true);
    view->AppendCheckItem(idSidePanes, "Side &panes\tF8", "Show or hide every pane around the map (Layers, Properties, Checks, the right-hand pages)")->Check(true);
    view->AppendSeparator();
    m_boardMenu = new wxMenu;
    view->AppendSubMenu(m_boardMenu, "&Map under edit", "A scenario on several maps: which one is edited (the others are drawn joined around it)");
    view->Append(idNextBoard, "Edit the ne&xt map\tF6", "A scenario on several maps: edit its next map");

    auto* tools = new wxMenu;
    const auto& table = toolTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const ToolInfo& t = table[i];
        tools->AppendRadioItem(idToolFirst + int(i), wxString::FromUTF8(t.menuText + "\t" + t.shortcut), wxString::FromUTF8(t.help));
        Bind(wxEVT_MENU, [this, name = t.name](wxCommandEvent&) { selectTool(name); }, idToolFirst + int(i));
    }

    addTracingMenus(*this, file, view); // trace_actions.h
    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    bar->Append(view, "&View");
    bar->Append(tools, "&Tools");
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::onNew, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onSave, this, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::onSaveAs, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onRecent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, &MainFrame::onUndo, this, wxID_UNDO);
    Bind(wxEVT_MENU, &MainFrame::onRedo, this, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { m_canvas->fitToWindow(); }, idFit);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { m_canvas->zoomAt(1.25, m_canvas->GetClientSize().x / 2.0, m_canvas->GetClientSize().y / 2.0); }, idZoomIn);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { m_canvas->zoomAt(0.8, m_canvas->GetClientSize().x / 2.0, m_canvas->GetClientSize().y / 2.0); }, idZoomOut);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { m_canvas->setSnapping(e.IsChecked()); }, idSnap);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { showSidePanes(e.IsChecked()); }, idSidePanes);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { deleteSelection(); }, idDelete);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        if (m_scenario && m_boards.size() > 1) editBoard((m_board + 1) % int(m_boards.size()));
    }, idNextBoard);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { editBoard(e.GetId() - idBoardFirst); }, idBoardFirst, idBoardFirst + 19);
}

void MainFrame::buildPanes()
{
    m_aui.AddPane(m_canvas, wxAuiPaneInfo().Name("canvas").CenterPane());
    m_toolOptions = new ToolOptionsBar(this, *m_canvas);
    m_toolOptions->onPick = [this](const std::string& name) { selectTool(name); };
    m_toolOptions->onRowsChanged = [this] { CallAfter([this] { fitToolOptions(); }); };
    m_aui.AddPane(m_toolOptions, wxAuiPaneInfo().Name("tooloptions").Caption("Tool options").Top().CaptionVisible(false).Floatable(false).MinSize(-1, 40));
    m_layers = new LayersPanel(this, *m_canvas);
    m_aui.AddPane(m_layers, wxAuiPaneInfo().Name("layers").Caption("Layers").Left().BestSize(200, 300).Layer(1));
    m_properties = new PropertyPanel(this, *m_canvas);
    m_aui.AddPane(m_properties, wxAuiPaneInfo().Name("properties").Caption("Properties").Left().BestSize(240, 320).Layer(1).Position(1));
    m_checks = new ChecksPanel(this, *m_canvas);
    m_aui.AddPane(m_checks, wxAuiPaneInfo().Name("checks").Caption("Checks").Bottom().BestSize(600, 150));
    // Boards the hex canvas does not draw (card maps, tables) take its place while open.
    m_boardCanvas = new BoardCanvas(this);
    m_aui.AddPane(m_boardCanvas, wxAuiPaneInfo().Name("board").CenterPane().Hide());
    m_boardCanvas->onChanged = [this] {
        if (m_boardRuling) m_boardRuling->show();
        updateTitle(); // an edit of the board: its dirty mark and the Edit menu
        updateEditMenu();
    };
    m_boardCanvas->onHover = [this](const std::string& text) { SetStatusText(wxString::FromUTF8(text), 0); };
}

void MainFrame::addPane(wxWindow* window, const wxString& name, const wxString& caption, bool right, wxSize best)
{
    if (!right) {
        m_aui.AddPane(window, wxAuiPaneInfo().Name(name).Caption(caption).BestSize(best).Bottom());
        m_aui.Update();
        return;
    }
    if (window->GetParent() != sideParent()) window->Reparent(m_side);
    m_side->AddPage(window, caption, true);
    m_sideNames.push_back(name);
    fitSidePages(); // parked at once if it does not belong beside what is shown
    wxAuiPaneInfo& pane = m_aui.GetPane("side");
    pane.BestSize(wxSize(std::max(pane.best_size.x, best.x), std::max(pane.best_size.y, best.y)));
    m_aui.Update();
}

wxWindow* MainFrame::sideParent()
{
    // One notebook on the right: the LOS panel and the scenario pane each
    // get the whole height instead of squeezing each other.
    if (!m_side) {
        m_side = new wxNotebook(this, wxID_ANY, wxDefaultPosition, wxSize(480, 640));
        m_aui.AddPane(m_side, wxAuiPaneInfo().Name("side").CaptionVisible(false).Right().BestSize(480, 640).MinSize(wxSize(440, 300)));
    }
    return m_side;
}

void MainFrame::showPane(const wxString& name)
{
    for (std::size_t i = 0; m_side && i < m_sideNames.size(); ++i)
        if (m_sideNames[i] == name && m_side->GetSelection() != int(i)) m_side->SetSelection(i);
}

bool MainFrame::selectTool(const std::string& name)
{
    const auto& table = toolTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (table[i].name != name) continue;
        m_canvas->setTool(table[i].make());
        if (GetMenuBar()) GetMenuBar()->Check(idToolFirst + int(i), true);
        if (m_toolOptions) m_toolOptions->showFor(name);
        if (m_scenarioPane) m_scenarioPane->showPageFor(name);
        if (name == "los") showPane("los");
        else if (name == "objective" || name == "setup-paint" || name == "entry-hexes" || name == "sighting") showPane("scenario");
        if (m_scenarioPane) updateEditMenu();
        return true;
    }
    return false;
}

bool MainFrame::runMenu(const wxString& path)
{
    const wxString menuTitle = path.BeforeFirst('/'), itemText = path.AfterFirst('/');
    wxMenuBar* bar = GetMenuBar();
    for (std::size_t m = 0; m < bar->GetMenuCount(); ++m) {
        if (wxMenuItem::GetLabelText(bar->GetMenuLabel(m)) != menuTitle) continue;
        for (wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            const wxString label = item->GetItemLabelText();
            if (item->IsSeparator() || !item->IsEnabled() || !(label == itemText || label.StartsWith(itemText + " "))) continue;
            wxCommandEvent event(wxEVT_MENU, item->GetId());
            event.SetEventObject(this);
            if (item->IsCheckable()) {
                item->Check(!item->IsChecked());
                event.SetInt(item->IsChecked());
            }
            ProcessWindowEvent(event);
            return true;
        }
    }
    return false;
}

bool MainFrame::runAccelerator(const wxKeyEvent& key)
{
    const int flags = key.ShiftDown() ? wxACCEL_SHIFT : wxACCEL_NORMAL;
    std::vector<wxMenu*> menus;
    for (std::size_t m = 0; m < GetMenuBar()->GetMenuCount(); ++m) menus.push_back(GetMenuBar()->GetMenu(m));
    while (!menus.empty()) {
        wxMenu* menu = menus.back();
        menus.pop_back();
        for (wxMenuItem* item : menu->GetMenuItems()) {
            if (item->GetSubMenu()) menus.push_back(item->GetSubMenu());
            std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            if (!accel || !item->IsEnabled() || accel->GetFlags() != flags || accel->GetKeyCode() != key.GetKeyCode()) continue;
            wxCommandEvent event(wxEVT_MENU, item->GetId());
            event.SetEventObject(this);
            if (item->IsCheckable()) {
                item->Check(item->GetKind() == wxITEM_RADIO || !item->IsChecked());
                event.SetInt(item->IsChecked());
            }
            ProcessWindowEvent(event);
            return true;
        }
    }
    return false;
}

void MainFrame::releaseDocuments()
{
    if (!m_boardFile.empty()) {
        m_boardFile.clear();
        m_boardCanvas->setView(nullptr);
        m_aui.GetPane("board").Hide();
        for (const char* pane : {"canvas", "tooloptions", "layers", "properties", "checks"}) m_aui.GetPane(pane).Show();
        m_toolOptions->Enable();
        m_aui.Update();
    }
    m_overviewFile.clear();
    if (m_forms) m_forms->close();
    if (m_overview) m_overview->ChangeValue("No read-only scenario is open.");
    // Everything that points into the open documents lets go of them, before they go.
    m_canvas->joined().clear();
    m_canvas->setDocument(nullptr); // the active tool too (tool.h)
    if (m_los) m_los->documentOpened(nullptr);
    if (m_scenarioEditor) m_scenarioEditor->setDocument(nullptr);
    fitSidePages(); // the hex canvas's pages back, FF's scenario pane back once no forms are open
}

void MainFrame::showMaps(std::vector<std::unique_ptr<jobs::MapDocument>> maps, std::unique_ptr<jobs::ScenarioDocument> scenario)
{
    releaseDocuments();
    m_boards = std::move(maps);
    m_board = 0;
    m_map = m_boards.empty() ? nullptr : std::move(m_boards.front());
    m_scenario = std::move(scenario);
    if (!m_scenario) m_boards.clear(); // a map alone keeps no slots
    m_scenarioEditor->setDocument(m_scenario.get());
    layoutJoined();
    m_canvas->setDocument(m_map.get());
    m_canvas->joinedChanged();
    m_canvas->scenarioChanged();
    updateBoardMenu();
    m_scenarioPane->reload();
    if (m_los) m_los->documentOpened(m_map.get());
    if (m_toolOptions) m_toolOptions->setCatalog(m_map ? &m_map->catalog() : nullptr);
    showPane(m_scenario ? "scenario" : "los");
    documentChanged();
}

void MainFrame::layoutJoined()
{
    m_canvas->joined().clear();
    if (!m_scenario || !m_map || m_boards.size() < 2) return;
    std::vector<const maps::MapAnalysis*> analyses(m_boards.size(), nullptr);
    for (std::size_t i = 0; i < m_boards.size(); ++i) {
        const jobs::MapDocument* doc = int(i) == m_board ? m_map.get() : m_boards[i].get();
        if (doc && doc->loaded()) analyses[i] = &doc->analysis();
    }
    // Joins that do not meet are the scenario check's and the sheet's to report; here they are only drawn.
    m_canvas->joined().layout(m_scenario->scenario(), analyses, m_board);
}

bool MainFrame::editBoard(int board, const render::MapFrame* shownIn)
{
    if (!m_scenario || board < 0 || board >= int(m_boards.size())) return false;
    if (board == m_board) return true;
    if (!m_boards[std::size_t(board)] || !m_boards[std::size_t(board)]->loaded()) return false;
    m_canvas->setSelection({});
    // The scenario stays open: only what points into the map under edit lets go of it.
    m_canvas->joined().clear();
    m_canvas->setDocument(nullptr); // the active tool too (tool.h)
    if (m_los) m_los->documentOpened(nullptr);
    m_boards[std::size_t(m_board)] = std::move(m_map);
    m_map = std::move(m_boards[std::size_t(board)]);
    m_board = board;
    m_scenarioEditor->setBoard(board);
    layoutJoined();
    m_canvas->setDocument(m_map.get());
    m_canvas->joinedChanged();
    if (shownIn && shownIn->rotationRadians == 0) {
        // Keep the map where it was shown: its map units at the window's top-left, its scale.
        const geometry::Point origin = m_map->grid().toMap(shownIn->lattice({0, 0}));
        m_canvas->setView(shownIn->pointsPerMapUnit, origin.u, origin.v);
    }
    m_canvas->scenarioChanged();
    if (m_los) m_los->documentOpened(m_map.get());
    if (m_toolOptions) m_toolOptions->setCatalog(&m_map->catalog());
    updateBoardMenu();
    documentChanged();
    SetStatusText("Editing map " + wxString::FromUTF8(m_scenario->scenario().maps[std::size_t(board)].id), 0);
    return true;
}

void MainFrame::updateBoardMenu()
{
    if (!m_boardMenu) return;
    while (m_boardMenu->GetMenuItemCount() > 0) m_boardMenu->Destroy(m_boardMenu->FindItemByPosition(0));
    const std::size_t n = m_scenario ? std::min<std::size_t>(m_boards.size(), 20) : 0;
    for (std::size_t i = 0; i < n; ++i) {
        const scenarios::MapPlacement& p = m_scenario->scenario().maps[i];
        m_boardMenu->AppendRadioItem(idBoardFirst + int(i), wxString::FromUTF8(p.id))->Check(int(i) == m_board);
    }
    if (auto* next = GetMenuBar() ? GetMenuBar()->FindItem(idNextBoard) : nullptr) next->Enable(n > 1);
}

std::vector<const jobs::MapDocument*> MainFrame::openMaps() const
{
    std::vector<const jobs::MapDocument*> out;
    if (m_map) out.push_back(m_map.get());
    for (const auto& doc : m_boards)
        if (doc) out.push_back(doc.get());
    return out;
}

bool MainFrame::anyModified() const
{
    if (!m_boardFile.empty() && m_boardCanvas->view() && m_boardCanvas->view()->modified()) return true;
    if (m_scenario && m_scenario->isModified()) return true;
    if (formsOpen() && m_forms->modified()) return true;
    for (const jobs::MapDocument* doc : openMaps())
        if (doc->isModified()) return true;
    return false;
}

bool MainFrame::saveOtherBoards()
{
    for (auto& doc : m_boards) {
        if (!doc || !doc->isModified()) continue;
        const Findings problems = doc->save(doc->file());
        if (crestline::hasErrors(problems)) return reportUnsaved(doc->file(), problems);
    }
    return true;
}

void MainFrame::rememberFile(const std::filesystem::path& file)
{
    m_history.AddFileToHistory(wxString::FromUTF8(std::filesystem::absolute(file).string()));
    if (!m_scripted) {
        wxConfig config("crestline-editor");
        m_history.Save(config);
    }
}

void MainFrame::documentChanged()
{
    updateTitle();
    updateEditMenu();
    if (m_checks) m_checks->showFindingsSoon();
    if (m_properties) m_properties->showSelection();
    if (m_los) m_los->documentChanged();
    showSystemTools();
}

void MainFrame::showSystemTools()
{
    // The level tool only on maps whose board kind states levels per hex; the
    // marker, link and Division entry tools only where its maps hold those.
    const bool levels = m_map && maps::statedLevelMax(m_map->map().system).has_value();
    const maps::BoardKind* board = m_map ? maps::boardKindFor(m_map->map().system) : nullptr;
    const std::pair<const char*, bool> boardTools[] = {{"level", levels},
                                                       {"marker", board && !board->printedMarkers.empty()},
                                                       {"link", board && board->links},
                                                       {"division-entry", board && board->entryHexes}};
    if (m_toolOptions) {
        for (const auto& [name, shown] : boardTools) m_toolOptions->setToolAvailable(name, shown);
        std::vector<std::string> markers;
        if (board)
            for (std::string_view kind : board->printedMarkers) markers.emplace_back(kind);
        m_toolOptions->setMarkerKinds(markers);
        // The scenario tools' buttons only with a scenario open: the row keeps room for the active tool's options.
        for (const char* name : {"objective", "setup-paint", "entry-hexes", "sighting"}) m_toolOptions->setToolAvailable(name, m_scenario != nullptr);
    }
    for (std::size_t i = 0; i < toolTable().size() && GetMenuBar(); ++i)
        for (const auto& [name, shown] : boardTools)
            if (toolTable()[i].name == name) GetMenuBar()->Enable(idToolFirst + int(i), shown);
    if (m_layers) m_layers->showFor(m_map.get()); // no Levels row on a whole-hex board
    updateSystemActions(*this);
    if (m_properties) m_properties->showSelection();
}

void MainFrame::updateTitle()
{
    // "ridge-farm.map.xml - hex map, Fighting Formations - crestline": the kind's name from the
    // file-kind registry, the system's from the rule-system registry (an unknown id as written).
    wxString title = "crestline";
    if (!m_boardFile.empty()) { // a board on the board canvas
        const BoardView* view = m_boardCanvas->view();
        const bool editable = view && view->editable();
        const std::string name = m_boardUntitled ? std::string("Untitled") : m_boardFile.filename().string();
        return SetTitle(wxString::FromUTF8(std::string(view && view->modified() ? "*" : "") + name + " - " + m_boardKind +
                                           (editable ? "" : " (read only)") + " - ") +
                        title);
    }
    if (m_map) {
        const std::filesystem::path shown = formsOpen() ? m_forms->file() : m_scenario ? m_scenario->file() : m_map->file();
        const wxString name = shown.empty() ? wxString("Untitled map") : wxString::FromUTF8(shown.filename().string());
        const jobs::FileKind* kind = jobs::fileKinds().byId(formsOpen() ? m_forms->kindId() : m_scenario ? "scenario" : "hex-map");
        const std::string& system = m_scenario ? m_scenario->scenario().system : m_map->map().system;
        const geometry::los::RuleSystemInfo* info = geometry::los::findRuleSystem(system);
        const std::string systemName = info ? std::string(info->name) : system;
        std::string what = kind ? kind->name : std::string();
        if (!systemName.empty()) what += (what.empty() ? "" : ", ") + systemName;
        if (!m_overviewFile.empty()) what += ", map of " + m_overviewFile.filename().string() + " (read only)";
        title = (anyModified() ? "*" : "") + name + (what.empty() ? wxString() : " - " + wxString::FromUTF8(what)) + " - crestline";
    }
    SetTitle(title);
}

void MainFrame::updateEditMenu()
{
    wxMenuBar* bar = GetMenuBar();
    if (const BoardView* view = m_boardFile.empty() ? nullptr : m_boardCanvas->view()) { // a board on the board canvas
        const std::string undo = view->undoLabel(), redo = view->redoLabel();
        bar->SetLabel(wxID_UNDO, !undo.empty() ? "&Undo \"" + wxString::FromUTF8(undo) + "\"\tCtrl+Z" : wxString("&Undo\tCtrl+Z"));
        bar->SetLabel(wxID_REDO, !redo.empty() ? "&Redo \"" + wxString::FromUTF8(redo) + "\"\tCtrl+Shift+Z" : wxString("&Redo\tCtrl+Shift+Z"));
        bar->Enable(wxID_UNDO, !undo.empty());
        bar->Enable(wxID_REDO, !redo.empty());
        return;
    }
    const bool scenario = undoesScenario(), forms = m_forms && m_forms->undoes(); // forms: a system's scenario forms (frame_forms.cpp)
    const bool canUndo = forms ? m_forms->canUndo() : scenario ? m_scenario->canUndo() : m_map && m_map->canUndo();
    const bool canRedo = forms ? m_forms->canRedo() : scenario ? m_scenario->canRedo() : m_map && m_map->canRedo();
    const std::string undoLabel = !canUndo ? "" : forms ? m_forms->undoLabel() : scenario ? m_scenario->undoLabel() : m_map->undoLabel();
    const std::string redoLabel = !canRedo ? "" : forms ? m_forms->redoLabel() : scenario ? m_scenario->redoLabel() : m_map->redoLabel();
    bar->SetLabel(wxID_UNDO, canUndo ? "&Undo \"" + wxString::FromUTF8(undoLabel) + "\"\tCtrl+Z" : wxString("&Undo\tCtrl+Z"));
    bar->SetLabel(wxID_REDO, canRedo ? "&Redo \"" + wxString::FromUTF8(redoLabel) + "\"\tCtrl+Shift+Z" : wxString("&Redo\tCtrl+Shift+Z"));
    bar->Enable(wxID_UNDO, canUndo);
    bar->Enable(wxID_REDO, canRedo);
}

bool MainFrame::undoesScenario() const
{
    if (!m_scenario || !m_scenario->loaded()) return false;
    if (m_canvas->tool() && isScenarioTool(m_canvas->tool()->name())) return true;
    for (const wxWindow* w = wxWindow::FindFocus(); w; w = w->GetParent())
        if (w == m_scenarioPane) return true;
    return false;
}

bool MainFrame::confirmDiscard()
{
    if ((!m_map && m_boardFile.empty()) || !anyModified() || (m_scripted && !m_scriptAnswer)) return true;
    // The scenario names the whole (its maps may hold the changes); a map alone, itself; a board on the board canvas, itself.
    const bool board = !m_map;
    const std::filesystem::path file = board ? (m_boardUntitled ? std::filesystem::path() : m_boardFile) : formsOpen() ? m_forms->file() : m_scenario ? m_scenario->file() : m_map->file();
    const wxString name = file.empty() ? wxString(board ? "the new " + m_boardKind : "the new map") : wxString::FromUTF8(file.filename().string());
    const wxString question = "Save the changes to " + name + "?";
    int answer = m_scriptAnswer;
    if (m_scripted) std::cout << "asked: " << question.utf8_string() << std::endl;
    else answer = wxMessageBox(question, "Unsaved changes", wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    return answer == wxNO || save();
}

bool MainFrame::save()
{
    if (BoardView* view = m_boardFile.empty() ? nullptr : m_boardCanvas->view()) { // a board on the board canvas: to its file
        if (!view->editable()) return false;
        if (m_boardUntitled) { // never saved: ask where (a script saves with `save FILE`)
            if (m_scripted) return false;
            wxCommandEvent e;
            onSaveAs(e);
            return !m_boardUntitled;
        }
        const Findings problems = view->save(m_boardFile);
        if (!problems.empty()) return reportUnsaved(m_boardFile, problems);
        documentChanged();
        return true;
    }
    if (!m_map) return false;
    if (m_scenario && m_scenario->isModified() && !saveScenario(m_scenario->file())) return false;
    if (formsOpen() && m_forms->modified() && !m_forms->save(m_forms->file())) return false;
    if (!saveOtherBoards()) return false;
    if ((m_scenario || formsOpen()) && !m_map->isModified()) return documentChanged(), true;
    if (m_map->file().empty()) {
        wxCommandEvent e;
        onSaveAs(e);
        return !m_map->isModified();
    }
    return saveAs(m_map->file());
}

bool MainFrame::reportUnsaved(const std::filesystem::path& file, const Findings& problems)
{
    if (m_scripted) {
        for (const Finding& f : problems) std::cerr << formatFinding(f) << "\n";
    } else {
        FindingsDialog dialog(this, "Could not save " + wxString::FromUTF8(file.filename().string()), problems);
        dialog.ShowModal();
    }
    return false;
}

bool MainFrame::saveScenario(const std::filesystem::path& file)
{
    const Findings problems = m_scenario->save(file);
    if (crestline::hasErrors(problems)) return reportUnsaved(file, problems);
    documentChanged();
    return true;
}

bool MainFrame::saveAs(const std::filesystem::path& file)
{
    if (BoardView* view = m_boardFile.empty() ? nullptr : m_boardCanvas->view()) { // a board on the board canvas: it now belongs to `file`
        if (!view->editable()) return false;
        const Findings problems = view->save(file);
        if (!problems.empty()) return reportUnsaved(file, problems);
        m_boardFile = file;
        m_boardUntitled = false;
        rememberFile(file);
        documentChanged();
        return true;
    }
    if (!m_map) return false;
    // A scenario name saves the scenario there (and a changed map to its own file).
    if (formsOpen() && isScenarioFile(file)) {
        if (m_map->isModified() && !m_map->file().empty() && !saveAs(m_map->file())) return false;
        return m_forms->save(file) && (rememberFile(file), true);
    }
    if (m_scenario && isScenarioFile(file)) {
        if (m_map->isModified() && !m_map->file().empty() && !saveAs(m_map->file())) return false;
        if (!saveOtherBoards()) return false;
        if (!saveScenario(file)) return false;
        rememberFile(file);
        return true;
    }
    if (m_map->file().empty() && std::filesystem::path(m_map->map().catalogHref).is_absolute()) {
        // A new map names its catalog by absolute path until its first save:
        // from then on relative to the map's folder (one undoable step).
        maps::Map header = m_map->map();
        const auto folder = std::filesystem::absolute(file).parent_path();
        header.catalogHref = std::filesystem::path(header.catalogHref).lexically_relative(folder).generic_string();
        m_canvas->execute(edit::setMapHeader(std::move(header), "Set catalog reference"));
    }
    if (m_map->map().background && std::filesystem::path(m_map->map().background->href).is_absolute()) {
        // A scanned background loaded into a new map: relative to the map's folder as the catalog (one undoable step).
        maps::BackgroundImage background = *m_map->map().background;
        const auto folder = std::filesystem::absolute(file).parent_path().lexically_normal();
        const auto relative = std::filesystem::path(background.href).lexically_normal().lexically_relative(folder);
        if (!relative.empty()) {
            background.href = relative.generic_string();
            m_canvas->execute(edit::setBackground(std::move(background)));
        }
    }
    const Findings problems = m_map->save(file);
    if (crestline::hasErrors(problems)) return reportUnsaved(file, problems);
    rememberFile(file);
    documentChanged();
    return true;
}

void MainFrame::deleteSelection()
{
    if (!m_map) return;
    // The vertex tool takes Delete for the vertex under the pointer.
    if (m_canvas->tool() && m_canvas->tool()->key(*m_canvas, {WXK_DELETE})) return m_canvas->toolChanged();
    std::vector<int> selected = m_canvas->selection();
    std::sort(selected.rbegin(), selected.rend()); // highest first: the lower indices stay valid
    std::vector<std::unique_ptr<edit::MapCommand>> deletions;
    for (int i : selected)
        if (m_canvas->featureEditable(i)) deletions.push_back(edit::deleteFeature(i));
    m_canvas->setSelection({});
    if (deletions.size() == 1) m_canvas->execute(std::move(deletions.front()));
    else if (deletions.size() > 1) m_canvas->execute(edit::groupCommands(std::move(deletions), "Delete " + std::to_string(deletions.size()) + " features"));
}

void MainFrame::onNew(wxCommandEvent&)
{
    runNewWizard(*this); // every system's new maps and boards (new_wizard.h)
}

void MainFrame::showNewMap(formats::LoadedMap map, Findings findings)
{
    std::vector<std::unique_ptr<jobs::MapDocument>> maps;
    maps.push_back(std::make_unique<jobs::MapDocument>(std::move(map), std::move(findings)));
    showMaps(std::move(maps), nullptr);
}

void MainFrame::showDocument(std::vector<std::unique_ptr<jobs::MapDocument>> maps, std::unique_ptr<jobs::ScenarioDocument> scenario)
{
    showMaps(std::move(maps), std::move(scenario));
}

void MainFrame::onOpen(wxCommandEvent&)
{
    if (!confirmDiscard()) return;
    wxFileDialog dialog(this, "Open a map or a scenario", "", "", "Maps and scenarios (*.xml)|*.xml|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) openFile(std::filesystem::path(dialog.GetPath().utf8_string()));
}

void MainFrame::onRecent(wxCommandEvent& e)
{
    if (!confirmDiscard()) return;
    const wxString path = m_history.GetHistoryFile(std::size_t(e.GetId() - wxID_FILE1));
    if (!openFile(std::filesystem::path(path.utf8_string()))) m_history.RemoveFileFromHistory(std::size_t(e.GetId() - wxID_FILE1));
}

void MainFrame::onSave(wxCommandEvent&) { save(); }

void MainFrame::onSaveAs(wxCommandEvent&)
{
    if (const BoardView* view = m_boardFile.empty() ? nullptr : m_boardCanvas->view(); view && view->editable() && !formsOpen()) {
        wxFileDialog dialog(this, "Save the board as", "", m_boardUntitled ? wxString("new.map.xml") : wxString::FromUTF8(m_boardFile.filename().string()),
                            "Maps (*.map.xml)|*.map.xml", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) saveAs(std::filesystem::path(dialog.GetPath().utf8_string()));
        return;
    }
    if (!m_map && !formsOpen()) return;
    if (formsOpen()) { // a system's scenario in forms (on a board too: saveAs hands it to the board's view): Save As names the scenario's file (in its folder)
        wxFileDialog dialog(this, "Save the scenario as", "", wxString::FromUTF8(m_forms->file().filename().string()), "Scenarios (*.scenario.xml)|*.scenario.xml", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) saveAs(std::filesystem::path(dialog.GetPath().utf8_string()));
        return;
    }
    wxFileDialog dialog(this, "Save the map as", "", wxString::FromUTF8(m_map->file().filename().string()), "Maps (*.map.xml)|*.map.xml",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() == wxID_OK) saveAs(std::filesystem::path(dialog.GetPath().utf8_string()));
}

void MainFrame::onClose(wxCloseEvent& e)
{
    if (e.CanVeto() && !confirmDiscard()) {
        e.Veto();
        return;
    }
    Destroy();
}

void MainFrame::onUndo(wxCommandEvent&) { step(true); }

void MainFrame::onRedo(wxCommandEvent&) { step(false); }

void MainFrame::step(bool back)
{
    if (BoardView* view = m_boardFile.empty() ? nullptr : m_boardCanvas->view()) { // a board on the board canvas
        if ((back ? view->undoLabel() : view->redoLabel()).empty()) return;
        back ? view->undo() : view->redo();
        m_boardCanvas->Refresh(false);
        if (m_boardRuling) m_boardRuling->show();
        return documentChanged();
    }
    if (m_forms && m_forms->undoes()) return m_forms->step(back); // a system's scenario forms (frame_forms.cpp)
    // The scenario's stack or the map's, whichever undoesScenario() names.
    if (undoesScenario()) {
        if (!(back ? m_scenario->canUndo() : m_scenario->canRedo())) return;
        back ? m_scenario->undo() : m_scenario->redo();
        m_scenarioEditor->preview.reset();
        return m_scenarioEditor->notify();
    }
    if (!m_map || !(back ? m_map->canUndo() : m_map->canRedo())) return;
    m_canvas->tool()->cancel(*m_canvas);
    back ? m_map->undo() : m_map->redo();
    m_canvas->documentEdited();
}

} // namespace crestline::gui
