// The rule systems' own commands in the LOS menu (see system_actions.h).

#include "editor/gui/system_actions.h"

#include "editor/gui/editor_system.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/new_wizard.h"
#include "editor/jobs/map_document.h"
#include "geometry/los/rules.h"

#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/menu.h>
#include <wx/textctrl.h>

#include <vector>

namespace crestline::gui {

namespace {

/// The frame as an action's host; one per editor process (the editor has one frame).
class FrameHost : public ActionHost {
public:
    MainFrame* frame = nullptr;
    std::vector<std::string> scriptArgs; ///< a script's answers, in the order asked (files and numbers)
    std::string scriptProblem;           ///< why a scripted action refused
    bool scripted = false;
    wxTextCtrl* page = nullptr;
    std::string answer;
    const jobs::MapDocument* shownFor = nullptr;
    std::vector<std::pair<int, std::string>> items; ///< menu id, action name

    const jobs::MapDocument* map() const override { return frame->mapDocument(); }

    std::optional<std::filesystem::path> chooseFile(const std::string& title, const std::string& wildcard) override
    {
        if (scripted) {
            if (scriptArgs.empty()) return std::nullopt;
            std::filesystem::path file = scriptArgs.front();
            scriptArgs.erase(scriptArgs.begin());
            return file;
        }
        wxFileDialog dialog(frame, wxString::FromUTF8(title), "", "", wxString::FromUTF8(wildcard), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return std::nullopt;
        return std::filesystem::path(dialog.GetPath().utf8_string());
    }

    std::optional<long> askNumber(const std::string& prompt, long low, long high, long value) override
    {
        if (scripted) {
            if (scriptArgs.empty()) return std::nullopt;
            long n = 0;
            const bool ok = wxString::FromUTF8(scriptArgs.front()).ToLong(&n);
            scriptArgs.erase(scriptArgs.begin());
            if (!ok || n < low || n > high) return std::nullopt;
            return n;
        }
        const long n = wxGetNumberFromUser(wxString::FromUTF8(prompt), "", "crestline", value, low, high, frame);
        if (n < 0) return std::nullopt;
        return n;
    }

    void refuse(const std::string& why) override
    {
        if (scripted) scriptProblem = why;
        else wxMessageBox(wxString::FromUTF8(why), "crestline", wxOK | wxICON_ERROR, frame);
    }

    void showAnswer(const std::string& title, const std::string& text, std::vector<render::Overlays::HexShade> shades) override
    {
        if (!page) {
            page = new wxTextCtrl(frame->sideParent(), wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
            frame->addPane(page, "check", "Check");
        }
        answer = title + "\n\n" + text;
        page->ChangeValue(wxString::FromUTF8(answer));
        frame->showPane("check");
        shownFor = map();
        frame->canvas().setAnswerShades(std::move(shades));
    }

    void forget()
    {
        answer.clear();
        if (page) page->ChangeValue("");
        frame->canvas().setAnswerShades({});
    }
};

FrameHost& host()
{
    static FrameHost h;
    return h;
}

/// The actions of the map's system.
const EditorSystem* systemOf(const MainFrame& frame)
{
    const jobs::MapDocument* map = const_cast<MainFrame&>(frame).mapDocument();
    const geometry::los::LosRules* rules = map ? map->rules() : nullptr;
    return rules ? editorSystemFor(rules->system()) : nullptr;
}

void run(MainFrame& frame, const SystemAction& action)
{
    const EditorSystem* system = systemOf(frame);
    if (!system) return;
    for (const SystemAction& a : system->actions)
        if (&a == &action) return action.run(host());
}

} // namespace

void installSystemActions(MainFrame& frame)
{
    FrameHost& h = host();
    h.frame = &frame;
    h.scripted = frame.isScripted();
    wxMenuBar* bar = frame.GetMenuBar();
    const int los = bar ? bar->FindMenu("LOS") : wxNOT_FOUND;
    if (los == wxNOT_FOUND) return;
    wxMenu* menu = bar->GetMenu(std::size_t(los));
    const auto actions = systemActions();
    if (!actions.empty()) menu->AppendSeparator();
    for (const auto& [system, action] : actions) {
        const int id = wxWindow::NewControlId();
        menu->Append(id, wxString::FromUTF8(action->menuText), wxString::FromUTF8(action->help));
        frame.Bind(wxEVT_MENU, [&frame, a = action](wxCommandEvent&) {
            host().scriptArgs.clear();
            run(frame, *a);
        }, id);
        h.items.emplace_back(id, action->name);
    }
    // The boards made new, under File > New map...
    const int file = bar->FindMenu("File");
    if (file != wxNOT_FOUND) {
        wxMenu* fileMenu = bar->GetMenu(std::size_t(file));
        std::size_t at = 1; // after New map...
        for (const NewBoard* board : newBoards()) {
            const int id = wxWindow::NewControlId();
            fileMenu->Insert(at++, id, wxString::FromUTF8(board->menuText), wxString::FromUTF8(board->help));
            frame.Bind(wxEVT_MENU, [&frame, board](wxCommandEvent&) { runNewWizard(frame, board->name); }, id); // its page of the New wizard
        }
    }
    updateSystemActions(frame);
}

std::string runNewBoard(MainFrame& frame, const std::string& name, const std::vector<std::string>& args)
{
    for (const NewBoard* board : newBoards())
        if (board->name == name) {
            FrameHost& h = host();
            h.scriptArgs = args;
            h.scriptProblem.clear();
            const bool made = frame.newBoard(*board, h);
            if (!h.scriptProblem.empty()) return h.scriptProblem;
            return made ? std::string() : "no " + name + " was made (an argument missing or out of range)";
        }
    return "no new board " + name;
}

void updateSystemActions(MainFrame& frame)
{
    FrameHost& h = host();
    if (!h.frame) return;
    const EditorSystem* system = systemOf(frame);
    if (wxMenuBar* bar = frame.GetMenuBar())
        for (const auto& [id, name] : h.items) {
            bool offered = false;
            if (system)
                for (const SystemAction& a : system->actions) offered = offered || a.name == name;
            bar->Enable(id, offered);
        }
    if (h.shownFor && h.shownFor != frame.mapDocument()) { // an answer of another map (others, e.g. scenario forms' marks, stay)
        h.shownFor = nullptr;
        h.forget();
    }
}

std::string runSystemAction(MainFrame& frame, const std::string& name, const std::optional<std::filesystem::path>& file)
{
    const EditorSystem* system = systemOf(frame);
    if (system)
        for (const SystemAction& a : system->actions)
            if (a.name == name) {
                host().scriptArgs.clear();
                if (file) host().scriptArgs.push_back(file->string());
                a.run(host());
                return {};
            }
    for (const auto& [owner, action] : systemActions())
        if (action->name == name) return "the action " + name + " is offered on " + owner + " maps only";
    return "no action " + name;
}

std::string shownAnswer() { return host().answer; }

} // namespace crestline::gui
