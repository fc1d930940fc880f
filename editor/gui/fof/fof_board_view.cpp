// A Fields of Fire card map on the board canvas (see fof_board_view.h).

#include "editor/gui/fof/fof_board_view.h"

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "formats/los/fof/fof_ruling_format.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/style.h"
#include "formats/render/text.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace crestline::gui {

namespace {

using geometry::OffsetCoord;

/// Cards drawn this many points across (the map picture's default).
constexpr double kCardPt = 96;

/// The what-if markers a Ctrl+click steps through on a card, in order: each
/// obscures the card (fof-los.md step 4) [1.2.6, 4.2, 9.3].
constexpr const char* kMarks[] = {"SMOKE", "INCOMING", "AIR STRIKE"};

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
        drawMarks(cr);
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

    bool ctrlPress(BoardPoint p) override
    {
        const auto cell = cellAt(p);
        if (!cell) return false;
        auto on = std::find_if(m_marks.begin(), m_marks.end(), [&](const auto& m) { return m.first == *cell; });
        if (on == m_marks.end()) m_marks.emplace_back(*cell, 0);
        else if (on->second + 1 < int(std::size(kMarks))) ++on->second;
        else m_marks.erase(on);
        if (m_from && m_to) rule();
        return true;
    }

    std::vector<Condition> conditions() const override
    {
        return {{"purpose", "Purpose", {"fire", "comm"}, m_purpose, "Fire, or a radio's LOS (comm): in the Main Staging Area comm sees, fire does not [2.4.2]"},
                {"night", "Time", {"day", "night"}, m_night ? "night" : "day", "Visibility M: 3 cards by day, 1 at night (fof-los.md step 5) [1.2.7]"}};
    }

    bool setCondition(const std::string& name, const std::string& value) override
    {
        if (name == "purpose" && (value == "fire" || value == "comm")) m_purpose = value;
        else if (name == "night" && (value == "day" || value == "night")) m_night = value == "night";
        else return false;
        if (m_from && m_to) rule();
        return true;
    }

    std::string whatIfHelp() const override
    {
        std::string placed;
        for (const auto& [cell, kind] : m_marks) placed += (placed.empty() ? "" : ", ") + std::string(kMarks[kind]) + " on " + m_doc.board()->cellName(cell);
        return "Ctrl+click a card: Smoke, Incoming, Air Strike, none\n(each obscures the card, step 4 and 7)." +
               (placed.empty() ? std::string() : "\nWhat-if: " + placed + ".");
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
    std::vector<std::pair<OffsetCoord, int>> m_marks; ///< what-if markers: the card, an index into kMarks
    std::string m_purpose = "fire";
    bool m_night = false;

    void drawMarks(cairo_t* cr) const
    {
        render::TextPainter text(cr);
        const render::Style& st = render::style();
        for (const auto& [cell, kind] : m_marks) {
            const auto r = render::fofCellSquare(m_layout, cell);
            if (!r) continue;
            const render::Font font{r->w * 0.11, true};
            const render::TextSize size = text.measure(kMarks[kind], font);
            const double w = size.width + r->w * 0.08, h = size.height + r->w * 0.04, x = r->cx() - w / 2, y = r->y + r->h * 0.70;
            cairo_save(cr);
            cairo_rectangle(cr, x, y, w, h);
            const render::Rgba& fill = st.verdict(geometry::los::Verdict::Blocked).colour;
            cairo_set_source_rgba(cr, fill.r, fill.g, fill.b, 0.9);
            cairo_fill(cr);
            cairo_restore(cr);
            text.draw(kMarks[kind], r->cx(), y + h / 2, font, st.paper, render::Anchor::Centre);
        }
    }

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
        jobs::FofLosOptions options{formats::fofCellCode(*m_from), formats::fofCellCode(*m_to), {}, {}};
        for (const auto& [cell, kind] : m_marks) {
            const std::string code = formats::fofCellCode(cell);
            if (kind == 0) options.smoke.push_back(code);
            else if (kind == 1) options.play.incoming.push_back(code);
            else options.play.airStrike.push_back(code);
        }
        options.play.purpose = m_purpose;
        options.play.night = m_night;
        const jobs::FofLosResult result = jobs::ruleFofLos(m_doc, options);
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
