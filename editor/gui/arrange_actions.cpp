// Copy, paste, duplicate, rotate and mirror (arrange_actions.h).
#include "editor/gui/arrange_actions.h"

#include "editor/edit/arrange.h"
#include "editor/gui/layers.h"
#include "editor/gui/main_frame.h"
#include "editor/jobs/map_document.h"

#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/textentry.h>
#include <wx/utils.h>

#include <iostream>
#include <optional>

namespace crestline::gui {

namespace {

/// The features copied last in this editor, and the text put on the system clipboard with them.
struct Clipboard {
    edit::FeatureClipboard features;
    std::string text;
};

Clipboard& clipboard()
{
    static Clipboard c;
    return c;
}

/// The text field with the keyboard focus (Copy and Paste are then its own), or null.
wxTextEntry* focusedField(MainFrame& frame)
{
    wxWindow* focus = wxWindow::FindFocus();
    if (!focus || focus == &frame.canvas()) return nullptr;
    return dynamic_cast<wxTextEntry*>(focus);
}

/// The selected features the tools may edit (shown, unlocked layers).
std::vector<int> editableSelection(MapCanvas& canvas)
{
    std::vector<int> out;
    for (int i : canvas.selection())
        if (canvas.featureEditable(i)) out.push_back(i);
    return out;
}

/// Says why nothing was done: the status bar (and standard output, scripted).
void refuse(MainFrame& frame, const std::string& why)
{
    frame.SetStatusText(wxString::FromUTF8(why), 0);
    if (frame.isScripted()) std::cout << "refused: " << why << std::endl;
    else wxBell();
}

/// Runs an arrange edit: one undo step, then the features it names selected.
void run(MainFrame& frame, edit::ArrangeEdit edit)
{
    if (!edit.command) return refuse(frame, edit.refusal);
    MapCanvas& canvas = frame.canvas();
    const std::string label = edit.command->label();
    canvas.execute(std::move(edit.command));
    canvas.setSelection(std::move(edit.selection));
    frame.SetStatusText(wxString::FromUTF8(label), 0);
}

std::string systemClipboardText()
{
    std::string text;
    if (wxTheClipboard->Open()) {
        if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || wxTheClipboard->IsSupported(wxDF_TEXT)) {
            wxTextDataObject data;
            if (wxTheClipboard->GetData(data)) text = data.GetText().utf8_string();
        }
        wxTheClipboard->Close();
    }
    return text;
}

void copy(MainFrame& frame)
{
    if (wxTextEntry* field = focusedField(frame)) return field->Copy();
    const jobs::MapDocument* doc = frame.mapDocument();
    const std::vector<int> selected = editableSelection(frame.canvas());
    if (!doc || selected.empty()) return refuse(frame, "Copy: no feature selected");
    Clipboard& c = clipboard();
    c.features = edit::copyFeatures(doc->map(), doc->grid(), selected);
    c.text = edit::clipboardText(doc->map(), c.features);
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(c.text)));
        wxTheClipboard->Close();
    }
    const std::size_t n = c.features.features.size();
    frame.SetStatusText(wxString::Format("Copied %zu feature%s", n, n == 1 ? "" : "s"), 0);
}

void paste(MainFrame& frame)
{
    if (wxTextEntry* field = focusedField(frame)) return field->Paste();
    const jobs::MapDocument* doc = frame.mapDocument();
    if (!doc) return;
    Clipboard& c = clipboard();
    // Features copied elsewhere (another editor window) since our last copy come in as map text.
    const std::string text = systemClipboardText();
    if (!text.empty() && text != c.text) {
        if (auto other = edit::clipboardFromText(text)) {
            c.features = std::move(*other);
            c.text = text;
        }
    }
    // What the tools may not edit, Paste does not add to either.
    for (const maps::Feature& f : c.features.features) {
        const Layer layer = featureLayer(f, doc->catalog());
        if (!frame.canvas().layers().editable(layer))
            return refuse(frame, "Paste: the " + std::string(layerName(layer)) + " layer is hidden or locked (" + f.id + ")");
    }
    edit::ArrangeEdit pasted = edit::pasteFeatures(doc->map(), doc->grid(), c.features, c.features.pastes + 1, "Paste");
    if (pasted.command) ++c.features.pastes; // the next paste lands one step further
    run(frame, std::move(pasted));
}

void duplicate(MainFrame& frame)
{
    const jobs::MapDocument* doc = frame.mapDocument();
    const std::vector<int> selected = editableSelection(frame.canvas());
    if (!doc || selected.empty()) return refuse(frame, "Duplicate: no feature selected");
    // The clipboard is left as it is; the copies are selected, so a second Duplicate steps on again.
    run(frame, edit::pasteFeatures(doc->map(), doc->grid(), edit::copyFeatures(doc->map(), doc->grid(), selected), 1, "Duplicate"));
}

template <class Make>
void arrange(MainFrame& frame, const char* what, Make make)
{
    const jobs::MapDocument* doc = frame.mapDocument();
    const std::vector<int> selected = editableSelection(frame.canvas());
    if (!doc || selected.empty()) return refuse(frame, std::string(what) + ": no feature selected");
    run(frame, make(*doc, selected));
}

} // namespace

void addArrangeMenus(MainFrame& frame, wxMenu* edit)
{
    struct Item {
        const char* text;
        const char* help;
        std::function<void()> action;
    };
    MainFrame* f = &frame;
    const Item items[] = {
        {"&Copy\tCtrl+C", "Copy the selected features", [f] { copy(*f); }},
        {"&Paste\tCtrl+V", "Paste the copied features one hex down and right of where they were copied (fresh ids)", [f] { paste(*f); }},
        {"D&uplicate\tCtrl+D", "A copy of the selected features one hex down and right (fresh ids)", [f] { duplicate(*f); }},
        {"", "", {}},
        {"R&otate 60° clockwise\tR", "Turn the selection 60 degrees clockwise about the hex centre nearest its middle", [f] {
             arrange(*f, "Rotate", [](const jobs::MapDocument& d, const std::vector<int>& s) {
                 return edit::rotateFeatures(d.map(), d.grid(), s, edit::Turn::Clockwise);
             });
         }},
        {"Rotate 60° &anticlockwise\tShift+R", "Turn the selection 60 degrees anticlockwise about the hex centre nearest its middle", [f] {
             arrange(*f, "Rotate", [](const jobs::MapDocument& d, const std::vector<int>& s) {
                 return edit::rotateFeatures(d.map(), d.grid(), s, edit::Turn::Anticlockwise);
             });
         }},
        {"&Mirror left-right\tX", "Mirror the selection about the vertical line through the hex centre nearest its middle", [f] {
             arrange(*f, "Mirror", [](const jobs::MapDocument& d, const std::vector<int>& s) {
                 return edit::mirrorFeatures(d.map(), d.grid(), s, edit::Mirror::LeftRight);
             });
         }},
        {"Mirror &top-bottom\tY", "Mirror the selection about the horizontal line through the hex centre nearest its middle", [f] {
             arrange(*f, "Mirror", [](const jobs::MapDocument& d, const std::vector<int>& s) {
                 return edit::mirrorFeatures(d.map(), d.grid(), s, edit::Mirror::TopBottom);
             });
         }},
    };
    edit->AppendSeparator();
    for (const Item& item : items) {
        if (!item.action) {
            edit->AppendSeparator();
            continue;
        }
        const int id = wxWindow::NewControlId();
        edit->Append(id, wxString::FromUTF8(item.text), wxString::FromUTF8(item.help));
        frame.Bind(wxEVT_MENU, [action = item.action](wxCommandEvent&) { action(); }, id);
    }
}

} // namespace crestline::gui
