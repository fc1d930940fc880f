// The Export menu (see export_menu.h).

#include "editor/gui/export_menu.h"

#include "editor/gui/findings_dialog.h"
#include "editor/gui/board_canvas.h"
#include "editor/gui/board_view.h"
#include "editor/gui/los_panel.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/picture_jobs.h"
#include "editor/jobs/scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "formats/scenario/scenario_format.h"

#include <algorithm>
#include <iterator>
#include <memory>

#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

namespace crestline::gui {

namespace {

/// The job's refusal in one message: its problem, then its error findings.
std::string refusal(const jobs::JobReport& report, const std::string& what)
{
    std::string m = "Nothing exported: " + (report.problem.empty() ? what + " has errors" : report.problem);
    int shown = 0;
    for (const Finding& f : report.findings) {
        if (f.severity < Severity::Error) continue;
        if (++shown > 8) {
            m += "\n...";
            break;
        }
        m += "\n" + formatFinding(f);
    }
    return m;
}

/// Whether a map open in the window (the one under edit, or a scenario's other maps) has unsaved edits.
bool mapsModified(MainFrame& frame)
{
    for (const jobs::MapDocument* doc : frame.openMaps())
        if (doc->isModified()) return true;
    return false;
}

/// The scenario exports read the maps from their files: refuse while a map open beside it has unsaved edits.
bool scenarioReady(MainFrame& frame, std::string& message)
{
    if (!frame.scenarioDocument() || !frame.scenarioDocument()->loaded()) {
        message = "Open a scenario first: this export is of a scenario.";
        return false;
    }
    if (mapsModified(frame)) {
        message = "Save the maps first: a scenario's exports read its maps as saved.";
        return false;
    }
    return true;
}

} // namespace

bool exportKindFromWord(const std::string& word, ExportKind& kind)
{
    if (word == "xml") kind = ExportKind::ScenarioXml;
    else if (word == "json") kind = ExportKind::ScenarioJson;
    else if (word == "sheet") kind = ExportKind::SetupSheet;
    else if (word == "map") kind = ExportKind::MapImage;
    else return false;
    return true;
}

bool exportTo(MainFrame& frame, ExportKind kind, const std::filesystem::path& file, std::string& message)
{
    switch (kind) {
    case ExportKind::ScenarioXml: {
        if (!scenarioReady(frame, message)) return false;
        // The same checks as `crestline check`: a scenario with errors is not exported.
        const jobs::CheckResult check = jobs::checkScenarioFiles(*frame.scenarioDocument(), {});
        if (!check.done() || hasErrors(check.findings)) {
            message = refusal(check, "the scenario");
            return false;
        }
        const Findings saved = formats::writeScenarioFile(frame.scenarioDocument()->scenario(), file);
        if (hasErrors(saved)) {
            message = formatFinding(saved.front());
            return false;
        }
        break;
    }
    case ExportKind::ScenarioJson: {
        if (!scenarioReady(frame, message)) return false;
        const jobs::ExportResult r = jobs::exportScenario(*frame.scenarioDocument(), file);
        if (!r.done()) {
            message = refusal(r, "the scenario");
            return false;
        }
        break;
    }
    case ExportKind::SetupSheet: {
        if (!scenarioReady(frame, message)) return false;
        jobs::SheetJobOptions options; // the public sheet, A4
        options.out = file;
        const jobs::PictureResult r = jobs::writeSetupSheet(*frame.scenarioDocument(), options);
        if (!r.done()) {
            message = refusal(r, "the scenario");
            return false;
        }
        break;
    }
    case ExportKind::MapImage: {
        if (!frame.mapDocument()) {
            message = "Open a map first.";
            return false;
        }
        jobs::MapPictureOptions options;
        options.out = file;
        if (frame.scenarioDocument() && frame.scenarioDocument()->loaded() && !mapsModified(frame))
            options.scenario = frame.scenarioDocument();
        const jobs::PictureResult r = jobs::writeMapPicture(*frame.mapDocument(), options);
        if (!r.done()) {
            message = refusal(r, "the map");
            return false;
        }
        break;
    }
    }
    message = "Wrote " + file.string();
    return true;
}

std::vector<const jobs::KindExport*> openFileExports(MainFrame& frame, std::filesystem::path& file)
{
    ScenarioFormsPage* forms = frame.formsPage();
    file = forms && forms->active() ? forms->file() : !frame.overviewFile().empty() ? frame.overviewFile() : frame.boardFile();
    std::vector<const jobs::KindExport*> out;
    if (file.empty()) return out;
    if (const jobs::FileKind* kind = jobs::fileKindOf(file))
        for (const jobs::KindExport& e : kind->exports) out.push_back(&e);
    return out;
}

bool exportOpenFile(MainFrame& frame, const std::string& id, const std::filesystem::path& out, std::string& message)
{
    std::filesystem::path file;
    const std::vector<const jobs::KindExport*> exports = openFileExports(frame, file);
    const auto it = std::find_if(exports.begin(), exports.end(), [&](const jobs::KindExport* e) { return e->id == id; });
    if (it == exports.end()) {
        message = file.empty() ? "Nothing open has an export \"" + id + "\"."
                               : file.filename().string() + " has no export \"" + id + "\"" + (exports.empty() ? "." : "; it has:");
        for (const jobs::KindExport* e : exports) message += " " + e->id;
        return false;
    }
    ScenarioFormsPage* forms = frame.formsPage();
    const bool inForms = forms && forms->active() && file == forms->file();
    if ((inForms && forms->modified()) || (!inForms && file == frame.boardFile() && frame.boardCanvas().view() && frame.boardCanvas().view()->modified())) {
        message = "Save " + file.filename().string() + " first: exports read the file as saved.";
        return false;
    }
    // The file as saved, opened afresh as its kind (the job's own checks refuse one with errors).
    jobs::OpenedDocument opened = jobs::openDocument(file);
    if (!opened.document) {
        message = refusal(opened, file.filename().string());
        return false;
    }
    const jobs::JobReport r = (*it)->write(*opened.document, out);
    if (!r.done()) {
        message = refusal(r, file.filename().string());
        return false;
    }
    message = "Wrote " + out.string();
    return true;
}

void installExportMenu(MainFrame& frame)
{
    struct Item {
        ExportKind kind;
        const char* text;
        const char* help;
        const char* wildcard;
        const char* name;
    };
    static const Item items[] = {
        {ExportKind::ScenarioXml, "Scenario &XML...", "A copy of the scenario file (the open one stays where it is)",
         "Scenario (*.scenario.xml)|*.scenario.xml", "scenario.scenario.xml"},
        {ExportKind::ScenarioJson, "Scenario &JSON for the play engine...", "Setup areas as hex lists, reinforcements turn by turn (crestline export)",
         "JSON (*.json)|*.json", "scenario.json"},
        {ExportKind::SetupSheet, "Setup &sheet (PDF)...", "The public setup sheet, printable (crestline sheet)", "PDF (*.pdf)|*.pdf",
         "setup-sheet.pdf"},
        {ExportKind::MapImage, "&Map image...", "The map, with the scenario's overlays when one is open (crestline render)",
         "PNG (*.png)|*.png|PDF (*.pdf)|*.pdf|SVG (*.svg)|*.svg", "map.png"},
    };
    auto* menu = new wxMenu;
    for (const Item& item : items) {
        const int id = wxWindow::NewControlId();
        menu->Append(id, item.text, item.help);
        frame.Bind(wxEVT_MENU, [&frame, item](wxCommandEvent&) {
            wxFileDialog dialog(&frame, wxString::FromUTF8(item.help), "", item.name, item.wildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
            if (dialog.ShowModal() != wxID_OK) return;
            std::string message;
            const bool ok = exportTo(frame, item.kind, dialog.GetPath().utf8_string(), message);
            if (ok) frame.SetStatusText(wxString::FromUTF8(message), 0);
            else wxMessageBox(wxString::FromUTF8(message), "Export", wxOK | wxICON_WARNING, &frame);
        }, id);
    }
    // The open file's kind's own exports, refilled each time the menu opens
    // (a GTS scenario's JSON and sheet, a card map's or a table's picture).
    auto kindItems = std::make_shared<std::vector<wxMenuItem*>>();
    frame.Bind(wxEVT_MENU_OPEN, [&frame, menu, kindItems](wxMenuEvent& e) {
        e.Skip();
        if (e.GetMenu() != menu) return;
        for (wxMenuItem* item : *kindItems) menu->Destroy(item);
        kindItems->clear();
        std::filesystem::path file;
        const auto exports = openFileExports(frame, file);
        std::size_t at = 0; // after the scenario's and the map's items
        while (at < menu->GetMenuItemCount() && !menu->FindItemByPosition(at)->IsSeparator()) ++at;
        for (const jobs::KindExport* x : exports) {
            const int id = wxWindow::NewControlId();
            kindItems->push_back(menu->Insert(at++, id, wxString::FromUTF8(x->label), wxString::FromUTF8(x->help)));
            frame.Bind(wxEVT_MENU, [&frame, x](wxCommandEvent&) {
                wxFileDialog dialog(&frame, wxString::FromUTF8(x->help), "", wxString::FromUTF8(x->name), wxString::FromUTF8(x->wildcard),
                                    wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
                if (dialog.ShowModal() != wxID_OK) return;
                std::string message;
                if (exportOpenFile(frame, x->id, dialog.GetPath().utf8_string(), message)) frame.SetStatusText(wxString::FromUTF8(message), 0);
                else wxMessageBox(wxString::FromUTF8(message), "Export", wxOK | wxICON_WARNING, &frame);
            }, id);
        }
        // The scenario's and the map's items only where they apply: no "Scenario JSON" that can only refuse.
        for (std::size_t i = 0; i < std::size(items); ++i)
            menu->Enable(menu->FindItemByPosition(i)->GetId(), items[i].kind == ExportKind::MapImage ? frame.mapDocument() != nullptr
                                                                                                 : frame.scenarioDocument() != nullptr);
    });
    menu->AppendSeparator();
    const int losId = wxWindow::NewControlId();
    menu->Append(losId, "&LOS report...", "The dispute report of the ruling shown by the LOS tool (also LOS > LOS report, Ctrl+R)");
    frame.Bind(wxEVT_MENU, [&frame](wxCommandEvent&) {
        if (frame.losPanel()) frame.losPanel()->askReport();
    }, losId);
    frame.GetMenuBar()->Append(menu, "E&xport");
}

} // namespace crestline::gui
