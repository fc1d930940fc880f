// The board canvas and its ruling page (see board_canvas.h).

#include "editor/gui/board_canvas.h"

#include "editor/gui/script_timing.h"
#include "formats/render/style.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/graphics.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/wrapsizer.h>

#include <algorithm>

namespace crestline::gui {

namespace {
constexpr double kMarginPx = 16;
}

BoardCanvas::BoardCanvas(wxWindow* parent) : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxFULL_REPAINT_ON_RESIZE)
{
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &BoardCanvas::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        fit();
        Refresh(false);
        e.Skip();
    });
    // A press; GTK makes a quick second press a double click: it is a press all the same.
    const auto press = [this](wxMouseEvent& e) {
        const paint_probe::HandlerScope probe; // timed script steps only (script_timing.cpp)
        SetFocus();
        const BoardPoint at = pointOf(e.GetPosition());
        if (!m_view) return;
        if (!e.ControlDown()) { // a plain press may start a drag: the motions and the release go to the view
            m_pressed = true;
            m_lastDrag = at;
            if (!HasCapture()) CaptureMouse();
        }
        if (e.ControlDown() ? m_view->ctrlPress(at) : m_view->press(at)) viewTouched();
    };
    Bind(wxEVT_LEFT_DOWN, press);
    Bind(wxEVT_LEFT_DCLICK, press);
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        const paint_probe::HandlerScope probe;
        const BoardPoint at = pointOf(e.GetPosition());
        if (m_pressed && m_view) {
            if (e.LeftIsDown()) {
                m_lastDrag = at;
                if (m_view->drag(at)) viewTouched();
            } else {
                endDrag(at); // the release went elsewhere
            }
        } else if (m_view && !e.LeftIsDown() && m_view->pointerAt(at)) {
            Refresh(false); // the rubber band of a piece being drawn
        }
        if (m_view && onHover) onHover(m_view->hover(at));
    });
    Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& e) {
        const paint_probe::HandlerScope probe;
        endDrag(pointOf(e.GetPosition()));
    });
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) { endDrag(m_lastDrag); });
}

void BoardCanvas::viewTouched()
{
    Refresh(false);
    if (onChanged) onChanged();
}

void BoardCanvas::endDrag(BoardPoint at)
{
    if (!m_pressed) return;
    m_pressed = false;
    if (HasCapture()) ReleaseMouse();
    if (m_view && m_view->release(at)) viewTouched();
}

void BoardCanvas::setView(std::unique_ptr<BoardView> view)
{
    if (HasCapture()) ReleaseMouse();
    m_pressed = false;
    m_view = std::move(view);
    fit();
    Refresh(false);
    if (onChanged) onChanged();
}

void BoardCanvas::fit()
{
    if (!m_view || m_view->width() <= 0 || m_view->height() <= 0) return;
    const wxSize size = GetClientSize();
    const double w = std::max(1.0, size.x - 2 * kMarginPx), h = std::max(1.0, size.y - 2 * kMarginPx);
    m_scale = std::min(w / m_view->width(), h / m_view->height());
    m_x = (size.x - m_view->width() * m_scale) / 2;
    m_fittedWidth = m_view->width();
    m_fittedHeight = m_view->height();
    m_y = (size.y - m_view->height() * m_scale) / 2;
}

void BoardCanvas::viewChanged()
{
    fit();
    Refresh(false);
    if (onChanged) onChanged();
}

BoardPoint BoardCanvas::pointOf(wxPoint pixel) const { return {(pixel.x - m_x) / m_scale, (pixel.y - m_y) / m_scale}; }

wxPoint BoardCanvas::pixelOf(BoardPoint p) const { return wxPoint(int(std::lround(m_x + p.x * m_scale)), int(std::lround(m_y + p.y * m_scale))); }

void BoardCanvas::onPaint(wxPaintEvent&)
{
    const paint_probe::PaintScope probe;
    wxPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    auto* cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
    if (!cr) return;
    const wxColour back = wxSystemSettings::GetColour(wxSYS_COLOUR_APPWORKSPACE);
    cairo_set_source_rgb(cr, back.Red() / 255.0, back.Green() / 255.0, back.Blue() / 255.0);
    cairo_paint(cr);
    if (!m_view) return;
    if (m_view->width() != m_fittedWidth || m_view->height() != m_fittedHeight) fit(); // it grew or shrank (an undo)
    cairo_save(cr);
    cairo_translate(cr, m_x, m_y);
    cairo_scale(cr, m_scale, m_scale);
    const render::Rgba& paper = render::style().paper;
    cairo_rectangle(cr, 0, 0, m_view->width(), m_view->height());
    cairo_set_source_rgb(cr, paper.r, paper.g, paper.b);
    cairo_fill(cr);
    m_view->draw(cr);
    cairo_restore(cr);
}

BoardRulingPanel::BoardRulingPanel(wxWindow* parent, BoardCanvas& canvas) : wxPanel(parent), m_canvas(canvas)
{
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_verdict = new wxStaticText(this, wxID_ANY, "No ruling");
    wxFont big = m_verdict->GetFont();
    big.SetWeight(wxFONTWEIGHT_BOLD);
    big.SetPointSize(big.GetPointSize() + 2);
    m_verdict->SetFont(big);
    sizer->Add(m_verdict, 0, wxEXPAND | wxALL, 6);
    m_conditionsRow = new wxWrapSizer(wxHORIZONTAL); // a board with many controls (a table's edit modes) wraps them
    sizer->Add(m_conditionsRow, 0, wxEXPAND | wxBOTTOM, 2);
    m_commandsRow = new wxFlexGridSizer(2, 2, 4);
    sizer->Add(m_commandsRow, 0, wxEXPAND | wxBOTTOM, 2);
    m_words = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP); // wrapped as the LOS panel's words: none cut at the pane's edge
    wxFont mono(wxFontInfo(m_words->GetFont().GetPointSize()).Family(wxFONTFAMILY_TELETYPE));
    m_words->SetFont(mono); // the walk is a table in columns, as the command line prints it
    sizer->Add(m_words, 1, wxEXPAND | wxALL, 2);
    SetSizer(sizer);
}

void BoardRulingPanel::showConditions()
{
    BoardView* view = m_canvas.view();
    const std::vector<BoardView::Condition> conditions = view ? view->conditions() : std::vector<BoardView::Condition>{};
    std::string names;
    for (const auto& c : conditions) { // the controls are made again when a name or a choice changes (a table's units)
        names += c.name + " ";
        for (const std::string& v : c.values) names += v + "\x1f";
    }
    if (names != m_conditionsFor || view != m_conditionsView) {
        m_conditionsFor = names;
        m_conditionsView = view;
        m_conditionsRow->Clear(true);
        m_choices.clear();
        for (const auto& c : conditions) {
            auto* label = new wxStaticText(this, wxID_ANY, wxString::FromUTF8(c.label + ":"));
            wxArrayString values;
            for (const std::string& v : c.values) values.Add(wxString::FromUTF8(v));
            auto* choice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, values);
            if (!c.help.empty()) choice->SetToolTip(wxString::FromUTF8(c.help));
            const std::string name = c.name;
            choice->Bind(wxEVT_CHOICE, [this, choice, name](wxCommandEvent&) {
                if (BoardView* v = m_canvas.view(); v && v->setCondition(name, choice->GetStringSelection().utf8_string())) {
                    m_canvas.Refresh(false);
                    show();
                }
            });
            auto* pair = new wxBoxSizer(wxHORIZONTAL); // a label wraps with its control
            pair->Add(label, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
            pair->Add(choice, 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 4);
            m_conditionsRow->Add(pair, 0, wxBOTTOM, 2);
            m_choices.emplace_back(c.name, choice);
        }
    }
    for (const auto& c : conditions)
        for (auto& [name, choice] : m_choices)
            if (name == c.name) choice->SetStringSelection(wxString::FromUTF8(c.value));
}

bool BoardRulingPanel::chooseCondition(const std::string& name, const std::string& value)
{
    for (auto& [n, choice] : m_choices) {
        if (n != name || !choice->SetStringSelection(wxString::FromUTF8(value))) continue;
        wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
        event.SetEventObject(choice);
        event.SetInt(choice->GetSelection());
        choice->GetEventHandler()->ProcessEvent(event);
        return true;
    }
    return false;
}

void BoardRulingPanel::showCommands()
{
    BoardView* view = m_canvas.view();
    const std::vector<BoardView::Command> commands = view ? view->commands() : std::vector<BoardView::Command>{};
    std::string names;
    for (const auto& c : commands) names += c.name + " ";
    if (names == m_commandsFor && view == m_commandsView) return;
    m_commandsFor = names;
    m_commandsView = view;
    m_commandsRow->Clear(true);
    m_commandButtons.clear();
    wxSizer* row = nullptr;
    std::string group = "\n";
    for (const auto& c : commands) {
        if (!row || c.group != group) { // a row a group: its name, then its buttons
            group = c.group;
            row = new wxBoxSizer(wxHORIZONTAL);
            m_commandsRow->Add(new wxStaticText(this, wxID_ANY, wxString::FromUTF8(group.empty() ? std::string() : group + ":")), 0,
                               wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
            m_commandsRow->Add(row, 0);
        }
        auto* button = new wxButton(this, wxID_ANY, wxString::FromUTF8(c.label), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        if (!c.help.empty()) button->SetToolTip(wxString::FromUTF8(c.help));
        const std::string name = c.name;
        button->Bind(wxEVT_BUTTON, [this, name](wxCommandEvent&) {
            BoardView* v = m_canvas.view();
            if (!v) return;
            m_refusal = v->runCommand(name);
            m_canvas.viewChanged(); // fitted again; the ruling page and the frame's title and Edit menu follow
        });
        row->Add(button, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3);
        m_commandButtons.emplace_back(c.name, button);
    }
}

bool BoardRulingPanel::pressCommand(const std::string& name, std::string& refusal)
{
    for (auto& [n, button] : m_commandButtons) {
        if (n != name) continue;
        m_refusal.clear();
        wxCommandEvent event(wxEVT_BUTTON, button->GetId());
        event.SetEventObject(button);
        button->GetEventHandler()->ProcessEvent(event);
        refusal = m_refusal;
        return true;
    }
    return false;
}

void BoardRulingPanel::show()
{
    BoardView* view = m_canvas.view();
    showConditions();
    showCommands();
    const std::string verdict = view ? view->verdict() : std::string();
    m_shown = verdict.empty() ? std::string("No ruling") : verdict;
    m_verdict->SetLabel(wxString::FromUTF8(m_shown));
    const auto kind = view ? view->verdictKind() : std::nullopt;
    if (kind) {
        const render::Rgba& c = render::style().verdict(*kind).colour;
        m_verdict->SetForegroundColour(wxColour(int(c.r * 255), int(c.g * 255), int(c.b * 255)));
    } else {
        m_verdict->SetForegroundColour(GetForegroundColour());
    }
    m_verdict->Wrap(std::max(200, GetClientSize().x - 12));
    std::string words = view ? view->words() : std::string();
    if (view && !view->whatIfHelp().empty()) words += "\n" + view->whatIfHelp();
    if (view && !kind && !view->findings().empty()) { // nothing ruled yet: what the file's checks found
        words += "\n\nFindings:\n";
        for (const Finding& f : view->findings()) words += formatFinding(f) + "\n";
    }
    m_words->ChangeValue(wxString::FromUTF8(words));
    Layout();
}

std::string BoardRulingPanel::shownVerdict() const { return m_shown; }
std::string BoardRulingPanel::shownWords() const { return m_words->GetValue().utf8_string(); }

} // namespace crestline::gui
