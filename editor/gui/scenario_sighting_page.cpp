// The scenario pane's Sighting page (see scenario_pane.h): each side's
// Sighting allotment and Hiding contents [6.1, 6.4, 6.5], and the Sighting
// setup of one side: its markers placed on the map with the sighting tool,
// then sealed into the owner's and the opponent's files by the same job as
// `crestline setup` (jobs::sealSetupPlan). While a side sets up, nothing of
// the other side's allotment is shown: its row says only that it is hidden.

#include "editor/gui/scenario_pane.h"

#include "editor/gui/scenario_editor.h"
#include "editor/gui/scenario_text.h"
#include "editor/jobs/scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "formats/scenario/scenario_format.h"

#include <wx/scrolwin.h>
#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <filesystem>

namespace crestline::gui {

namespace st = scenario_text;
namespace fs = std::filesystem;
using scenarios::Scenario;

namespace {

/// Whether the allotment of `side` may be shown now: not while the other side sets up.
bool visible(const ScenarioEditor& e, const std::string& side) { return !e.sighting || e.sighting->side == side; }

/// The markers of `side`'s allotment, one per marker of each content [6.4],
/// with the pieces under its Hiding marker [6.51]; owner's ids name them.
std::vector<scenarios::PlacedMarker> markersOf(const scenarios::SightingAllotment& a)
{
    std::vector<scenarios::PlacedMarker> out;
    int falseSightings = 0, fortifications = 0;
    for (const scenarios::SightingContent& c : a.contents) {
        const int copies = c.kind == scenarios::SightingKind::Hidden ? 1 : c.count;
        for (int k = 0; k < copies; ++k) {
            scenarios::PlacedMarker m;
            scenarios::MarkerContent content;
            content.kind = c.kind;
            content.letter = c.letter;
            content.fortification = c.fortification;
            if (c.kind == scenarios::SightingKind::Hidden) {
                m.id = c.letter;
                if (const scenarios::HidingMarker* h = a.findHiding(c.letter)) content.pieces = h->pieces;
            } else if (c.kind == scenarios::SightingKind::FalseSighting) {
                m.id = "F" + std::to_string(++falseSightings);
            } else {
                m.id = "W" + std::to_string(++fortifications);
            }
            if (k < int(c.hexes.size())) m.hex = c.hexes[std::size_t(k)]; // where the designer put it, if he did
            m.content = std::move(content);
            out.push_back(std::move(m));
        }
    }
    return out;
}

} // namespace

void ScenarioPane::buildSightingPage()
{
    // Scrolls when the pane is shorter than the page (its two parts do not squeeze).
    auto* panel = new wxScrolledWindow(m_book);
    panel->SetScrollRate(0, 12);
    RecordPage* page = addPage(panel, "sighting",
                               {{"Side", false, "side id"},
                                {"Markers", false, "how many Sighting markers [6.1]"},
                                {"Setup area", false, "area id; empty: as the side's forces [6.1]"},
                                {"Contents", true, "one a line: hidden LETTER | false-sighting COUNT | fortification KIND COUNT, optionally \"at HEXES\" [6.4]"},
                                {"Hiding", true, "one a line: LETTER: unit ID COUNT, fortification ID COUNT | LETTER: chosen at setup [6.5]"}});
    page->rows = [this] {
        std::vector<std::string> out;
        for (const auto& a : m_editor.scenario().sighting)
            out.push_back(visible(m_editor, a.side) ? a.side + ": " + std::to_string(a.markers) + (a.markers == 1 ? " marker" : " markers")
                                                    : a.side + ": hidden while " + m_editor.sighting->side + " sets up");
        return out;
    };
    page->values = [this](int row) {
        const auto& a = m_editor.scenario().sighting[std::size_t(row)];
        if (!visible(m_editor, a.side)) return std::vector<std::string>{a.side};
        return std::vector<std::string>{a.side, std::to_string(a.markers), a.area, st::contentLines(a.contents), st::hidingLines(a.hiding)};
    };
    page->apply = [this](int row, const std::vector<std::string>& f) -> std::string {
        scenarios::SightingAllotment a = m_editor.scenario().sighting[std::size_t(row)];
        if (!visible(m_editor, a.side)) return "hidden while " + m_editor.sighting->side + " sets up";
        a.side = st::trim(f[0]);
        if (auto e = st::parseInt(f[1], 0, "Markers", a.markers); !e.empty()) return e;
        a.area = st::trim(f[2]);
        if (auto e = st::parseContentLines(f[3], a.contents); !e.empty()) return e;
        if (auto e = st::parseHidingLines(f[4], a.hiding); !e.empty()) return e;
        m_editor.execute(edit::changeScenario("Edit Sighting allotment " + a.side, [row, a](Scenario& s) {
            auto& slot = s.sighting[std::size_t(row)];
            if (slot == a) return false;
            slot = a;
            return true;
        }));
        return {};
    };
    page->add = [this] {
        if (m_editor.sighting) return;
        for (const auto& side : m_editor.scenario().sides)
            if (!m_editor.scenario().sightingOf(side.id)) {
                scenarios::SightingAllotment a;
                a.side = side.id;
                return m_editor.execute(edit::setSightingAllotment(std::move(a)));
            }
    };
    page->remove = [this](int row) {
        const std::string side = m_editor.scenario().sighting[std::size_t(row)].side;
        if (m_editor.sighting) return;
        m_editor.execute(edit::changeScenario("Remove Sighting allotment " + side, [row](Scenario& s) {
            s.sighting.erase(s.sighting.begin() + row);
            return true;
        }));
    };
    auto* start = new wxButton(page, wxID_ANY, "Set up this side...");
    start->SetToolTip("Place this side's Sighting markers on the map and seal them; the other side's contents stay hidden");
    page->extras()->Add(start, 0);
    start->Bind(wxEVT_BUTTON, [this, page](wxCommandEvent&) {
        if (page->selection() < 0) return;
        const std::string problem = startSightingSetup(m_editor.scenario().sighting[std::size_t(page->selection())].side);
        if (!problem.empty()) page->showMessage(problem, true);
    });

    // The Sighting setup under way.
    m_setupPanel = new wxPanel(panel);
    auto* box = new wxBoxSizer(wxVERTICAL);
    box->Add(new wxStaticText(m_setupPanel, wxID_ANY, "Sighting setup: click hexes to place the markers in order (Ctrl+click lifts one)"), 0,
             wxALL, 4);
    m_setupMarkers = new wxListBox(m_setupPanel, wxID_ANY, wxDefaultPosition, wxSize(-1, 100));
    box->Add(m_setupMarkers, 0, wxEXPAND | wxLEFT | wxRIGHT, 4);
    box->Add(new wxStaticText(m_setupPanel, wxID_ANY, "Pieces under Hiding markers chosen at setup (LETTER: unit ID COUNT, ...):"), 0, wxALL, 4);
    m_setupChosen = new wxTextCtrl(m_setupPanel, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 48), wxTE_MULTILINE);
    box->Add(m_setupChosen, 0, wxEXPAND | wxLEFT | wxRIGHT, 4);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* seal = new wxButton(m_setupPanel, wxID_ANY, "Seal...");
    auto* stop = new wxButton(m_setupPanel, wxID_ANY, "Stop");
    buttons->Add(seal, 0, wxRIGHT, 4);
    buttons->Add(stop, 0);
    box->Add(buttons, 0, wxALL, 4);
    m_setupPanel->SetSizer(box);
    seal->Bind(wxEVT_BUTTON, [this, page](wxCommandEvent&) {
        if (!m_editor.sighting) return;
        const fs::path scenario = m_editor.document()->file();
        const std::string base = scenario.stem().stem().string() + "." + m_editor.sighting->side;
        wxFileDialog dialog(this, "Save the owner's file (the opponent's is written beside it)", wxString::FromUTF8(scenario.parent_path().string()),
                            wxString::FromUTF8(base + ".owner.setup.xml"), "Sighting setups (*.setup.xml)|*.setup.xml", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string owner = dialog.GetPath().utf8_string();
        std::string opponent = owner;
        const auto at = opponent.rfind(".owner.");
        opponent = at != std::string::npos ? opponent.replace(at, 7, ".opponent.") : owner + ".opponent.setup.xml";
        const std::string problem = sealSightingSetup(owner, opponent);
        page->showMessage(problem.empty() ? "Sealed: " + owner + " and " + opponent : problem, !problem.empty());
    });
    stop->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { stopSightingSetup(); });

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(page, 1, wxEXPAND);
    sizer->Add(m_setupPanel, 0, wxEXPAND);
    panel->SetSizer(sizer);
    m_setupPanel->Hide();
    panel->FitInside();
    m_book->AddPage(panel, "Sighting");
}

std::string ScenarioPane::startSightingSetup(const std::string& side)
{
    if (!m_editor.active()) return "no scenario open";
    const scenarios::SightingAllotment* a = m_editor.scenario().sightingOf(side);
    if (!a) return "side " + side + " has no Sighting allotment";
    m_editor.sighting = SightingPlacement{side, markersOf(*a)};
    m_editor.objective.clear();
    m_editor.area = a->area; // the area the markers set up in, drawn while they are placed [6.1]
    m_editor.preview.reset();
    std::string chosen;
    for (const auto& h : a->hiding)
        if (h.chosenAtSetup) chosen += (chosen.empty() ? "" : "\n") + h.letter + ": ";
    m_setupChosen->ChangeValue(wxString::FromUTF8(chosen));
    reload();
    m_pickTool("sighting");
    m_editor.notify();
    return {};
}

void ScenarioPane::setChosenPieces(const std::string& text) { m_setupChosen->ChangeValue(wxString::FromUTF8(text)); }

void ScenarioPane::stopSightingSetup()
{
    m_editor.sighting.reset();
    m_editor.area.clear();
    reload();
    m_editor.notify();
}

void ScenarioPane::showSightingSetup()
{
    if (!m_setupPanel) return;
    const bool on = m_editor.sighting.has_value();
    if (m_setupPanel->IsShown() != on) {
        m_setupPanel->Show(on);
        m_setupPanel->GetParent()->Layout();
    }
    if (!on) return;
    wxArrayString rows;
    for (const auto& m : m_editor.sighting->markers)
        rows.Add(wxString::FromUTF8(m.id + "  " + (m.content ? scenarios::describeContent(*m.content) : std::string()) + "  " +
                                    (m.hex.label.empty() ? std::string("not placed") : "at " + m.hex.text())));
    m_setupMarkers->Set(rows);
}

std::string ScenarioPane::sealSightingSetup(const std::string& owner, const std::string& opponent)
{
    if (!m_editor.sighting) return "no Sighting setup under way";
    jobs::ScenarioDocument* doc = m_editor.document();
    if (doc->isModified() || doc->file().empty()) return "save the scenario first: the setup is sealed against the scenario file";
    SightingPlacement placement = *m_editor.sighting;
    // The owner's choice for Hiding markers chosen at setup [6.5].
    std::vector<scenarios::HidingMarker> chosen;
    if (auto e = st::parseHidingLines(m_setupChosen->GetValue().utf8_string(), chosen); !e.empty()) return e;
    for (auto& m : placement.markers) {
        if (m.hex.label.empty()) return "marker " + m.id + " is not placed yet";
        for (const auto& h : chosen)
            if (m.content && m.content->kind == scenarios::SightingKind::Hidden && m.content->letter == h.letter) m.content->pieces = h.pieces;
    }
    scenarios::SightingSetup plan;
    plan.version = formats::kSetupFormatVersion;
    plan.view = scenarios::SetupView::Owner;
    plan.scenarioId = doc->scenario().id;
    plan.side = placement.side;
    plan.markers = placement.markers;
    // The plan (an owner's file: 0600) is kept only if sealing fails, for its findings.
    const fs::path planFile = fs::path(owner).parent_path() / (fs::path(owner).filename().string() + ".plan.xml");
    plan.scenarioHref = fs::relative(fs::absolute(doc->file()), fs::absolute(planFile).parent_path()).generic_string();
    if (Findings written = formats::writeSetupFile(plan, planFile); hasErrors(written)) return formatFinding(written.front());
    jobs::SealOptions options;
    options.plan = planFile;
    options.scenario = doc->file();
    options.owner = owner;
    options.opponent = opponent;
    const jobs::SealResult result = jobs::sealSetupPlan(options);
    if (!result.done()) {
        std::string text = result.problem;
        for (const Finding& f : jobs::errorsOf(result.findings)) text += "\n" + formatFinding(f);
        return text;
    }
    std::error_code ec;
    fs::remove(planFile, ec);
    m_editor.sighting.reset();
    m_editor.area.clear();
    reload();
    m_editor.notify();
    return {};
}

} // namespace crestline::gui
