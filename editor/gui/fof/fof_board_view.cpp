// A Fields of Fire card map on the board canvas (see fof_board_view.h).

#include "editor/gui/fof/fof_board_view.h"

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "formats/los/fof/fof_ruling_format.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/style.h"

#include <cmath>

namespace crestline::gui {

namespace {

using geometry::OffsetCoord;

/// Cards drawn this many points across (the map picture's default).
constexpr double kCardPt = 96;

class FofCardMapView : public BoardView {
public:
    explicit FofCardMapView(jobs::FofMapDocument doc)
        : m_doc(std::move(doc)), m_input{&m_doc.map().map, &m_doc.map().decks, nullptr, nullptr}, m_layout(m_input, kCardPt)
    {
    }

    double width() const override { return m_layout.width(); }
    double height() const override { return m_layout.height(); }

    void draw(cairo_t* cr) const override
    {
        render::drawFofMap(cr, m_input, m_layout, 0, 0);
        const render::Style& st = render::style();
        if (m_view) {
            const auto* d = std::get_if<geometry::los::FofDetail>(&m_view->ruling.detail);
            if (d && d->card) outline(cr, *d->card, st.highlight, 5); // the deciding card
        }
        if (m_from && m_to) {
            const auto a = render::fofCellSquare(m_layout, *m_from), b = render::fofCellSquare(m_layout, *m_to);
            if (a && b) {
                const render::Rgba& c = m_view ? st.verdict(m_view->ruling.verdict).colour : st.ink;
                cairo_save(cr);
                cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.9);
                cairo_set_line_width(cr, 4);
                cairo_move_to(cr, a->cx(), a->cy());
                cairo_line_to(cr, b->cx(), b->cy());
                cairo_stroke(cr);
                cairo_arc(cr, b->cx(), b->cy(), 10, 0, 2 * M_PI);
                cairo_set_line_width(cr, 3);
                cairo_stroke(cr);
                cairo_restore(cr);
            }
        }
        if (m_from) {
            if (const auto a = render::fofCellSquare(m_layout, *m_from)) {
                cairo_save(cr);
                cairo_set_source_rgba(cr, st.ink.r, st.ink.g, st.ink.b, 1);
                cairo_arc(cr, a->cx(), a->cy(), 8, 0, 2 * M_PI);
                cairo_fill(cr);
                cairo_restore(cr);
            }
        }
    }

    bool press(BoardPoint p) override
    {
        const auto cell = cellAt(p);
        if (!cell) return false;
        if (!m_from || m_to) {
            m_from = cell;
            m_to.reset();
            m_view.reset();
            m_problem.clear();
        } else {
            m_to = cell;
            rule();
        }
        return true;
    }

    std::string hover(BoardPoint p) const override
    {
        const auto cell = cellAt(p);
        if (!cell || !m_doc.board()) return {};
        return m_doc.board()->cellName(*cell) + (m_from && !m_to ? ": press to rule LOS from " + m_doc.board()->cellName(*m_from) : "");
    }

    std::optional<BoardPoint> placeOf(const std::string& name) const override
    {
        std::string problem;
        const auto cell = m_doc.parseCell(name, problem);
        if (!cell) return std::nullopt;
        const auto r = render::fofCellSquare(m_layout, *cell);
        if (!r) return std::nullopt;
        return BoardPoint{r->cx(), r->cy()};
    }

    std::string verdict() const override
    {
        if (!m_view || !m_doc.board()) return {};
        const std::string text = formats::fofRulingText(*m_doc.board(), *m_view);
        std::string first = text.substr(0, text.find('\n'));
        if (const auto colon = first.find(": "); colon != std::string::npos) first = first.substr(colon + 2);
        return first;
    }

    std::optional<geometry::los::Verdict> verdictKind() const override
    {
        if (!m_view) return std::nullopt;
        return m_view->ruling.verdict;
    }

    std::string words() const override
    {
        if (m_view && m_doc.board()) return formats::fofRulingText(*m_doc.board(), *m_view);
        if (!m_problem.empty()) return m_problem;
        if (!m_doc.board())
            return "No LOS is ruled on this card map: " + (m_doc.boardProblem().empty() ? std::string("it has errors (Checks)") : m_doc.boardProblem());
        if (m_from) return "From " + m_doc.board()->cellName(*m_from) + ": click the target card.";
        return "Click the sighter's card, then the target's: the ruling with its walk, cover and range band (the same as crestline los).";
    }

    std::string json() const override { return m_view && m_doc.board() ? formats::fofRulingJson(*m_doc.board(), *m_view) : std::string(); }

    const Findings& findings() const override { return m_doc.findings(); }

private:
    jobs::FofMapDocument m_doc;
    render::FofMapInput m_input;
    render::FofLayout m_layout;
    std::optional<OffsetCoord> m_from, m_to;
    std::optional<formats::FofRulingView> m_view;
    std::string m_problem;

    std::optional<OffsetCoord> cellAt(BoardPoint p) const
    {
        if (!m_doc.loaded()) return std::nullopt;
        for (OffsetCoord cell : m_doc.cards())
            if (const auto r = render::fofCellSquare(m_layout, cell); r && r->contains(p.x, p.y)) return cell;
        return std::nullopt;
    }

    void outline(cairo_t* cr, OffsetCoord cell, const render::Rgba& c, double width) const
    {
        const auto r = render::fofCellSquare(m_layout, cell);
        if (!r) return;
        cairo_save(cr);
        cairo_rectangle(cr, r->x, r->y, r->w, r->h);
        cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.95);
        cairo_set_line_width(cr, width);
        cairo_stroke(cr);
        cairo_restore(cr);
    }

    void rule()
    {
        m_view.reset();
        m_problem.clear();
        const jobs::FofLosResult result = jobs::ruleFofLos(m_doc, {formats::fofCellCode(*m_from), formats::fofCellCode(*m_to), {}, {}});
        if (result.view) m_view = *result.view;
        else m_problem = result.problem.empty() ? "not ruled" : result.problem;
    }
};

} // namespace

std::unique_ptr<BoardView> openFofCardMapView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::FofMapDocument>(document);
    if (!doc || !doc->loaded()) return nullptr;
    return std::make_unique<FofCardMapView>(std::move(*doc));
}

} // namespace crestline::gui
