// The CoH forms' hidden set-up [10.0] (see coh_scenario_forms.h): one side
// chosen and started; its hidden units listed, each put in a hex (typed or
// picked on the map) with a facing; sealed into the owner's and the
// opponent's files by the same job as `crestline setup` (jobs::
// sealHiddenSetupPlan), against the saved scenario. While a side sets up,
// nothing of the other side's hidden units is shown on any page: their rows
// say only that they are hidden (CohForms::secret), their forms stay empty.

#include "editor/gui/coh/coh_scenario_forms.h"

#include "editor/gui/scenario_text.h"
#include "editor/jobs/coh/coh_hidden_jobs.h"
#include "editor/jobs/document_io.h"
#include "formats/scenario/coh/coh_scenario_format.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/bookctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <charconv>

namespace crestline::gui::coh_forms {

namespace fs = std::filesystem;
namespace st = scenario_text;
using namespace scenarios::coh;

void CohForms::buildHiddenPage()
{
    auto* page = new wxPanel(book(), wxID_ANY);
    m_hiddenPage = page;
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(page, wxID_ANY,
                                   "Hidden set-up [10.0]: choose a side, Start,\n"
                                   "put each unit in a hex with a facing, Seal.\n"
                                   "The other side's hidden units stay unseen.");
    top->Add(intro, 0, wxALL, 6);
    auto* sideRow = new wxBoxSizer(wxHORIZONTAL);
    sideRow->Add(new wxStaticText(page, wxID_ANY, "Side"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    m_hiddenSideChoice = new wxChoice(page, wxID_ANY);
    sideRow->Add(m_hiddenSideChoice, 1, wxRIGHT, 6);
    auto* start = new wxButton(page, wxID_ANY, "Start");
    auto* stop = new wxButton(page, wxID_ANY, "Stop");
    sideRow->Add(start, 0, wxRIGHT, 4);
    sideRow->Add(stop, 0);
    top->Add(sideRow, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    m_hiddenList = new wxListBox(page, wxID_ANY, wxDefaultPosition, wxSize(-1, 130));
    top->Add(m_hiddenList, 0, wxEXPAND | wxALL, 6);
    auto* form = new wxFlexGridSizer(2, 4, 6);
    form->AddGrowableCol(1, 1);
    form->Add(new wxStaticText(page, wxID_ANY, "Hex"), 0, wxALIGN_CENTER_VERTICAL);
    m_hiddenHex = new wxTextCtrl(page, wxID_ANY);
    m_hiddenHex->SetToolTip("In one of the side's set-up areas, or the scenario's hex for the unit when the side has none");
    form->Add(m_hiddenHex, 1, wxEXPAND);
    form->Add(new wxStaticText(page, wxID_ANY, "Facing"), 0, wxALIGN_CENTER_VERTICAL);
    m_hiddenFacing = new wxTextCtrl(page, wxID_ANY);
    m_hiddenFacing->SetToolTip("The hexside 0..5 its front faces [5.3]");
    form->Add(m_hiddenFacing, 1, wxEXPAND);
    top->Add(form, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* place = new wxButton(page, wxID_ANY, "Place");
    auto* pick = new wxButton(page, wxID_ANY, "Pick hex on map");
    auto* seal = new wxButton(page, wxID_ANY, "Seal...");
    buttons->Add(place, 0, wxRIGHT, 4);
    buttons->Add(pick, 0, wxRIGHT, 4);
    buttons->Add(seal, 0);
    top->Add(buttons, 0, wxALL, 6);
    m_hiddenMessage = new wxStaticText(page, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    top->Add(m_hiddenMessage, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    page->SetSizer(top);
    addTab(page, "Hidden set-up");
    for (wxButton* b : std::initializer_list<wxButton*>{start, stop, place, pick, seal}) registerButton("hidden", b);

    auto say = [this](const std::string& text, bool problem) {
        m_hiddenMessage->SetForegroundColour(problem ? wxColour(176, 0, 32) : wxColour(40, 90, 40));
        m_hiddenMessage->SetLabel(wxString::FromUTF8(text));
        m_hiddenMessage->Wrap(320);
        m_hiddenPage->Layout();
    };
    start->Bind(wxEVT_BUTTON, [this, say](wxCommandEvent&) {
        const int at = m_hiddenSideChoice->GetSelection();
        const std::string side = at == wxNOT_FOUND ? "" : m_hiddenSideChoice->GetString(unsigned(at)).utf8_string();
        const std::string problem = startHidden(side);
        if (!problem.empty()) host().refuse(problem);
        say(problem, !problem.empty());
    });
    stop->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { stopHidden(); });
    m_hiddenList->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { showHidden(); });
    place->Bind(wxEVT_BUTTON, [this, say](wxCommandEvent&) {
        const std::string problem =
            placeHidden(m_hiddenList->GetSelection(), m_hiddenHex->GetValue().utf8_string(), m_hiddenFacing->GetValue().utf8_string());
        if (!problem.empty()) host().refuse(problem);
        say(problem, !problem.empty());
    });
    pick->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!m_hiddenSide || m_hiddenList->GetSelection() == wxNOT_FOUND) return host().refuse("Start a side's set-up and select one of its hidden units first");
        host().pickHex("Click the hex for the hidden unit", [this](const std::string& label) {
            m_hiddenHex->ChangeValue(wxString::FromUTF8(label));
            if (const std::string problem = placeHidden(m_hiddenList->GetSelection(), label, m_hiddenFacing->GetValue().utf8_string()); !problem.empty())
                host().refuse(problem);
            m_hiddenFacing->SetFocus();
        });
    });
    seal->Bind(wxEVT_BUTTON, [this, say](wxCommandEvent&) {
        if (!m_hiddenSide) return host().refuse("Start a side's set-up first");
        const std::string stem = scenario().id + "." + *m_hiddenSide;
        const auto owner = host().chooseSaveFile("The owner's file (keep it: it holds the hexes)", stem + ".owner.hidden.xml", "Hidden set-ups (*.hidden.xml)|*.hidden.xml");
        if (!owner) return;
        const auto opponent = host().chooseSaveFile("The opponent's file (give it to the other player)", stem + ".opponent.hidden.xml",
                                                    "Hidden set-ups (*.hidden.xml)|*.hidden.xml");
        if (!opponent) return;
        const std::string problem = sealHidden(*owner, *opponent);
        if (!problem.empty()) host().refuse(problem);
        say(problem.empty() ? "Sealed: " + owner->filename().string() + " (yours) and " + opponent->filename().string() + " (the opponent's)" : problem,
            !problem.empty());
    });
}

void CohForms::showHidden()
{
    if (!m_hiddenList) return;
    // The side choice: every side of the scenario, the one setting up kept.
    const wxString chosen = m_hiddenSideChoice->GetStringSelection();
    m_hiddenSideChoice->Clear();
    for (const Side& s : scenario().sides) m_hiddenSideChoice->Append(wxString::FromUTF8(s.id));
    if (m_hiddenSide) m_hiddenSideChoice->SetStringSelection(wxString::FromUTF8(*m_hiddenSide));
    else if (!chosen.empty()) m_hiddenSideChoice->SetStringSelection(chosen);
    m_hiddenSideChoice->Enable(!m_hiddenSide);
    const int row = m_hiddenList->GetSelection();
    wxArrayString rows;
    for (const HiddenDraft& d : m_hidden) {
        const Unit* u = scenario().findUnit(d.unit);
        rows.Add(wxString::FromUTF8(d.unit + "  " + (u ? u->name : std::string("?")) + "  " +
                                    (d.hex.empty() ? std::string("not placed") : "at " + d.hex + " facing " + d.facing)));
    }
    m_hiddenList->Set(rows);
    if (row != wxNOT_FOUND && row < int(rows.size())) m_hiddenList->SetSelection(row);
    const int shown = m_hiddenList->GetSelection();
    // The side setting up sees where it put its own hidden units; nothing of the other side's.
    std::vector<std::pair<std::string, std::string>> marks;
    for (const HiddenDraft& d : m_hidden)
        if (!d.hex.empty()) marks.push_back({d.hex, d.unit});
    if (m_hiddenSide) host().markHexes(marks);
    m_hiddenHex->ChangeValue(shown == wxNOT_FOUND ? wxString() : wxString::FromUTF8(m_hidden[std::size_t(shown)].hex));
    m_hiddenFacing->ChangeValue(shown == wxNOT_FOUND ? wxString() : wxString::FromUTF8(m_hidden[std::size_t(shown)].facing));
    showUnits(); // its hidden units where it put them, the other side's nowhere
}

std::string CohForms::startHidden(const std::string& side)
{
    if (!scenario().findSide(side)) return "choose a side of the scenario";
    std::vector<HiddenDraft> drafts;
    for (const Unit& u : scenario().units)
        if (u.side == side && u.hidden) // where the scenario puts it, to start from
            drafts.push_back({u.id, u.hex ? u.hex->text() : "", u.facing ? std::to_string(*u.facing) : ""});
    if (drafts.empty()) return "side " + side + " sets up no unit hidden";
    m_hiddenSide = side;
    m_hidden = std::move(drafts);
    ScenarioFormsPanel::reload(); // the other side's hidden units leave every page
    showHidden();
    host().showChecks(); // and the Checks panel
    host().status("Hidden set-up of " + side + ": the other side's hidden units are not shown");
    return {};
}

void CohForms::stopHidden()
{
    m_hiddenSide.reset();
    m_hidden.clear();
    host().markHexes({});
    ScenarioFormsPanel::reload();
    showHidden();
    host().showChecks();
}

std::string CohForms::placeHidden(int row, const std::string& hex, const std::string& facing)
{
    if (!m_hiddenSide || row < 0 || row >= int(m_hidden.size())) return "start a side's set-up and select one of its hidden units";
    scenarios::HexName name;
    if (std::string problem = forms_text::parseHex(hex, "The hex", name); !problem.empty()) return problem;
    int f = -1;
    if (std::string problem = st::parseInt(facing, 0, "The facing", f); !problem.empty()) return problem;
    if (f > 5) return "the facing is a hexside 0..5 [5.3]";
    m_hidden[std::size_t(row)].hex = name.text();
    m_hidden[std::size_t(row)].facing = std::to_string(f);
    showHidden();
    return {};
}

std::string CohForms::sealHidden(const fs::path& owner, const fs::path& opponent)
{
    if (!m_hiddenSide) return "no hidden set-up under way";
    if (host().modified()) return "save the scenario first: the set-up is sealed against the scenario file";
    HiddenSetup plan;
    plan.version = formats::kHiddenSetupFormatVersion;
    plan.view = scenarios::SetupView::Owner;
    plan.scenarioId = scenario().id;
    plan.side = *m_hiddenSide;
    for (const HiddenDraft& d : m_hidden) {
        if (d.hex.empty()) return "hidden unit " + d.unit + " is not placed yet";
        HiddenPlacement p;
        p.unit = d.unit;
        p.hex = scenarios::parseHexName(d.hex);
        int f = 0;
        std::from_chars(d.facing.data(), d.facing.data() + d.facing.size(), f);
        p.facing = f;
        plan.units.push_back(std::move(p));
    }
    // The plan (an owner's file: 0600) is kept only if sealing fails, for its findings.
    const fs::path planFile = owner.parent_path() / (owner.filename().string() + ".plan.xml");
    plan.scenarioHref = jobs::relativeTo(fs::absolute(host().file()), fs::absolute(planFile));
    if (Findings written = formats::writeHiddenSetupFile(plan, planFile); hasErrors(written))
        return "cannot write the plan " + planFile.string() + ": " + (written.empty() ? std::string() : written.front().message);
    jobs::SealOptions options;
    options.plan = planFile;
    options.scenario = host().file();
    options.owner = owner;
    options.opponent = opponent;
    const jobs::SealResult sealed = jobs::sealHiddenSetupPlan(options);
    if (!sealed.done()) {
        std::string why = sealed.problem;
        for (const Finding& f : sealed.findings)
            if (f.severity == Severity::Error) why += "\n" + formatFinding(f);
        return why;
    }
    std::error_code ignored;
    fs::remove(planFile, ignored);
    return {};
}

bool CohForms::runScript(const std::vector<std::string>& w, std::string& problem)
{
    // forms-hidden-start SIDE, forms-hidden-stop, forms-hidden-select ROW, forms-hidden-place HEX FACING,
    // forms-hidden-facing FACING, forms-hidden-seal (after forms-files OWNER OPPONENT),
    // expect-forms-hidden-row ROW TEXT, expect-forms-hidden-rows N, expect-forms-nowhere TEXT.
    const std::string& cmd = w[0];
    auto whole = [&](const std::string& text) {
        int n = -1;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), n);
        if (r.ec != std::errc() || r.ptr != text.data() + text.size()) problem = "\"" + text + "\" is not a whole number";
        return n;
    };
    auto press = [&](const std::string& label) {
        if (!pressButton("hidden", label)) problem = "no enabled button " + label;
    };
    if (cmd == "forms-hidden-start" && w.size() == 2) {
        m_hiddenSideChoice->SetStringSelection(wxString::FromUTF8(w[1]));
        press("Start");
    } else if (cmd == "forms-hidden-stop" && w.size() == 1) {
        press("Stop");
    } else if (cmd == "forms-hidden-select" && w.size() == 2) {
        if (const int row = whole(w[1]); row >= 0 && row < int(m_hiddenList->GetCount())) m_hiddenList->SetSelection(row);
        else if (problem.empty()) problem = "no hidden row " + w[1];
        showHidden();
    } else if (cmd == "forms-hidden-place" && w.size() == 3) {
        m_hiddenHex->SetValue(wxString::FromUTF8(w[1]));
        m_hiddenFacing->SetValue(wxString::FromUTF8(w[2]));
        press("Place");
    } else if (cmd == "forms-hidden-facing" && w.size() == 2) {
        m_hiddenFacing->SetValue(wxString::FromUTF8(w[1]));
    } else if ((cmd == "forms-hidden-seal" || cmd == "forms-hidden-seal-refused") && w.size() == 1) {
        press("Seal..."); // its two file questions: the files of `forms-files OWNER OPPONENT`
    } else if ((cmd == "expect-forms-hidden-row" && w.size() == 3) || (cmd == "expect-forms-hidden-rows" && w.size() == 2)) {
        const int n = whole(w[1]);
        if (cmd == "expect-forms-hidden-rows") {
            if (int(m_hiddenList->GetCount()) != n) problem = "expected " + w[1] + " hidden rows, there are " + std::to_string(m_hiddenList->GetCount());
        } else if (n < 0 || n >= int(m_hiddenList->GetCount())) {
            problem = "no hidden row " + w[1];
        } else if (m_hiddenList->GetString(unsigned(n)).utf8_string() != w[2]) {
            problem = "expected hidden row " + w[1] + " to read \"" + w[2] + "\", it reads \"" + m_hiddenList->GetString(unsigned(n)).utf8_string() + "\"";
        }
    } else if (cmd == "expect-forms-nowhere" && w.size() == 2) {
        // No page shows TEXT: no row, no field, no hidden row (the other side's secret).
        for (const char* name : {"scenario", "sides", "units", "fortifications", "smoke", "reinforcements", "victory"}) {
            RecordPage* p = page(name);
            for (const std::string& t : p->rowTexts())
                if (t.find(w[1]) != std::string::npos) problem = std::string("page ") + name + " shows \"" + w[1] + "\" in a row: " + t;
            const int kept = p->selection();
            for (int row = 0; row < int(p->rowTexts().size()); ++row) {
                p->select(row);
                for (const std::string& t : p->fieldTexts())
                    if (t.find(w[1]) != std::string::npos) problem = std::string("page ") + name + " shows \"" + w[1] + "\" in the form of row " + std::to_string(row);
            }
            p->select(kept);
        }
        for (unsigned i = 0; i < m_hiddenList->GetCount(); ++i)
            if (m_hiddenList->GetString(i).utf8_string().find(w[1]) != std::string::npos) problem = "the hidden set-up shows \"" + w[1] + "\"";
    } else {
        return false;
    }
    return true;
}

} // namespace crestline::gui::coh_forms
