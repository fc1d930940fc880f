// The main window's side of a system's scenario forms (main_frame.h,
// scenario_forms_page.h): the page made when first needed, a scenario
// opened in it beside its first map, and its checks as rows of the Checks
// panel. Save, Save As, Undo, Redo and the title ask the page
// (main_frame.cpp); the map under edit replaced by its recovered autosave
// (autosave.h). Names no system.

#include "editor/gui/main_frame.h"

#include "editor/gui/editor_system.h"
#include "editor/gui/los_panel.h"
#include "editor/gui/panels.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"

namespace crestline::gui {

bool MainFrame::formsOpen() const { return m_forms && m_forms->active(); }

bool MainFrame::openForms(const std::filesystem::path& file, const jobs::FileKind& kind, const ScenarioForms& forms)
{
    if (!m_forms) {
        m_forms = new ScenarioFormsPage(*this, sideParent());
        addPane(m_forms, "forms", "Scenario forms", true, wxSize(520, 640));
        m_checks->formsChecks = [this] { return formsOpen() ? m_forms->checks() : Findings{}; };
    }
    Findings why;
    if (!m_forms->open(file, kind, forms, why)) {
        showMaps({}, nullptr); // its map goes with it
        reportUnopened(file, why);
        return false;
    }
    fitSidePages(); // beside a board (a scenario on a card map) the forms' page is wanted now
    for (std::size_t i = 0; i < m_sideNames.size(); ++i)
        if (m_sideNames[i] == "forms") m_side->SetPageText(i, wxString::FromUTF8(forms.caption));
    showPane("forms");
    if (!m_boardFile.empty()) { // the scenario's checks are rows of the Checks panel beside its board too
        m_aui.GetPane("checks").Show();
        m_aui.Update();
    }
    documentChanged();
    return true;
}

bool MainFrame::replaceFormsMap(std::unique_ptr<jobs::MapDocument> map)
{
    if (!formsOpen() || !m_map || !map || !map->loaded() || map->file().empty() ||
        std::filesystem::absolute(map->file()).lexically_normal() != std::filesystem::absolute(m_map->file()).lexically_normal())
        return false;
    // What points into the map under edit lets go of it (the forms do not: they hold the scenario).
    m_canvas->setDocument(nullptr);
    if (m_los) m_los->documentOpened(nullptr);
    m_map = std::move(map);
    m_canvas->setDocument(m_map.get());
    if (m_los) m_los->documentOpened(m_map.get());
    if (m_toolOptions) m_toolOptions->setCatalog(&m_map->catalog());
    if (m_forms->forms()) m_forms->forms()->reload(); // its marks and pieces drawn on the new document
    documentChanged();
    return true;
}

} // namespace crestline::gui
