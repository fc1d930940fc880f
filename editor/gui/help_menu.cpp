#include "editor/gui/help_menu.h"

#include "editor/gui/main_frame.h"
#include "editor/gui/tool_registry.h"

#include <wx/aboutdlg.h>
#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/sizer.h>

#include <algorithm>

#ifndef CRESTLINE_VERSION
#define CRESTLINE_VERSION "unknown"
#endif

namespace crestline::gui {

namespace {

constexpr const char* kWindowName = "keyboard-shortcuts";

wxString plain(const std::string& menuText)
{
    return wxMenuItem::GetLabelText(wxString::FromUTF8(menuText));
}

/// An item's label without its state: Undo "Add building" is Undo.
wxString itemName(const wxMenuItem& item)
{
    wxString label = item.GetItemLabelText();
    if (const int quote = label.Find(" \""); quote != wxNOT_FOUND) label.Truncate(std::size_t(quote));
    return label;
}

void addMenu(wxMenu& menu, const wxString& path, const std::vector<wxString>& toolLabels, std::vector<ShortcutRow>& rows)
{
    for (wxMenuItem* item : menu.GetMenuItems()) {
        if (item->IsSeparator()) continue;
        const wxString name = path + " > " + itemName(*item);
        if (wxMenu* sub = item->GetSubMenu()) {
            addMenu(*sub, name, toolLabels, rows);
            continue;
        }
        const wxString key = item->GetItemLabel().AfterFirst('\t');
        if (key.empty()) continue;
        // A tool's menu item is its tool row already.
        if (std::find(toolLabels.begin(), toolLabels.end(), itemName(*item)) != toolLabels.end()) continue;
        rows.push_back({name.utf8_string(), key.utf8_string(), item->GetHelp().utf8_string()});
    }
}

/// The Keyboard shortcuts window: modeless, so it can stay open beside the map.
class ShortcutsWindow : public wxDialog {
public:
    ShortcutsWindow(wxWindow* parent, const std::vector<ShortcutRow>& rows)
        : wxDialog(parent, wxID_ANY, "Keyboard shortcuts", wxDefaultPosition, wxSize(820, 560), wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER,
                   kWindowName)
    {
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
        m_list->AppendColumn("Tool or menu item", wxLIST_FORMAT_LEFT, 230);
        m_list->AppendColumn("Key", wxLIST_FORMAT_LEFT, 110);
        m_list->AppendColumn("What it does", wxLIST_FORMAT_LEFT, 440);
        for (const ShortcutRow& r : rows) {
            const long at = m_list->InsertItem(m_list->GetItemCount(), wxString::FromUTF8(r.what));
            m_list->SetItem(at, 1, wxString::FromUTF8(r.key));
            m_list->SetItem(at, 2, wxString::FromUTF8(r.help));
        }
        sizer->Add(m_list, 1, wxEXPAND | wxALL, 8);
        auto* close = new wxButton(this, wxID_CLOSE, "Close");
        close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Destroy(); });
        Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
        SetEscapeId(wxID_CLOSE);
        sizer->Add(close, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, 8);
        SetSizer(sizer);
    }
    std::vector<ShortcutRow> rows() const
    {
        std::vector<ShortcutRow> out;
        for (long i = 0; i < m_list->GetItemCount(); ++i)
            out.push_back({m_list->GetItemText(i, 0).utf8_string(), m_list->GetItemText(i, 1).utf8_string(), m_list->GetItemText(i, 2).utf8_string()});
        return out;
    }

private:
    wxListCtrl* m_list;
};

} // namespace

std::vector<ShortcutRow> shortcutRows(wxMenuBar& bar)
{
    std::vector<ShortcutRow> rows;
    std::vector<wxString> toolLabels;
    for (const ToolInfo& t : toolTable()) {
        rows.push_back({plain(t.menuText).utf8_string(), t.shortcut, t.help});
        toolLabels.push_back(plain(t.menuText));
    }
    for (std::size_t m = 0; m < bar.GetMenuCount(); ++m) addMenu(*bar.GetMenu(m), wxMenuItem::GetLabelText(bar.GetMenuLabel(m)), toolLabels, rows);
    return rows;
}

std::vector<ShortcutRow> shownShortcuts()
{
    auto* window = dynamic_cast<ShortcutsWindow*>(wxWindow::FindWindowByName(kWindowName));
    return window ? window->rows() : std::vector<ShortcutRow>{};
}

void installHelpMenu(MainFrame& frame)
{
    auto* help = new wxMenu;
    const int shortcuts = wxWindow::NewControlId();
    help->Append(shortcuts, "&Keyboard shortcuts...\tF1", "Every tool's key and every menu shortcut");
    help->Append(wxID_ABOUT, "&About crestline", "The editor's version and what it is");
    frame.GetMenuBar()->Append(help, "&Help");
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        // One window; asked again, it comes to the front.
        if (wxWindow* open = wxWindow::FindWindowByName(kWindowName)) return open->Raise();
        (new ShortcutsWindow(&frame, shortcutRows(*frame.GetMenuBar())))->Show();
    }, shortcuts);
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        wxAboutDialogInfo info;
        info.SetName("crestline");
        info.SetVersion(CRESTLINE_VERSION);
        info.SetDescription("A map and scenario editor for tactical wargames, with exact line of sight.\n"
                            "Maps and scenarios are edited with the same documents and checks as the crestline command line.");
        wxAboutBox(info, &frame);
    }, wxID_ABOUT);
}

} // namespace crestline::gui
