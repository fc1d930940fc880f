// A 15 mm tabletop table on the board canvas (see tabletop_board_view.h).
//
// The table is drawn by render::drawTabletopTable in the PNG picture's
// layout (its points, the table as wide as `crestline render` draws it), so
// line widths and labels keep their proportions when the canvas fits it to
// the window. A ruling is asked of jobs::tabletopLos, the job `crestline los
// TABLE TEAM1 TEAM2` runs, so the words and JSON are the command line's.

#include "editor/gui/tabletop/tabletop_board_view.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/render/style.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <cmath>
#include <filesystem>

namespace crestline::gui {

namespace {

namespace tt = geometry::los::tabletop;

/// A team on the table (a unit off the table has none), in file order.
struct TeamOnTable {
    const maps::TableSide* side = nullptr;
    const maps::TableUnit* unit = nullptr;
    const maps::TableTeam* team = nullptr;
};

class TabletopTableView : public BoardView {
public:
    TabletopTableView(std::filesystem::path file, maps::TabletopGame game, Findings findings)
        : m_file(std::move(file)), m_game(std::move(game)), m_findings(std::move(findings)),
          m_layout(m_game, render::OutputKind::Png, 0)
    {
        for (const maps::TableSide& side : m_game.sides)
            for (const maps::TableUnit& unit : side.units) {
                if (m_game.isOffTable(unit.id)) continue;
                for (const maps::TableTeam& team : unit.teams)
                    if (!team.base.empty()) m_teams.push_back({&side, &unit, &team});
            }
    }

    // The picture's table with its title band and inch labels, without the right column (the ruling page shows the words).
    double width() const override { return m_layout.columnLeft() - render::TabletopLayout::kGap + render::TabletopLayout::kMargin; }
    double height() const override { return m_layout.pageHeight(); }

    void draw(cairo_t* cr) const override
    {
        const render::TabletopRulingView ruling{m_from, m_to, m_ruling ? &*m_ruling : nullptr};
        render::drawTabletopTable(cr, m_game, m_layout, m_ruling ? &ruling : nullptr);
        if (m_ruling) return; // the picture marks the two teams
        // Picked but not ruled: the sighter (and a refused target) ringed in ink.
        const render::Rgba& ink = render::style().ink;
        for (const std::string& id : {m_from, m_to})
            if (const TeamOnTable* t = team(id)) {
                cairo_save(cr);
                polygon(cr, t->team->base);
                cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, 0.9);
                cairo_set_line_width(cr, 2.5);
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
                cairo_stroke(cr);
                cairo_restore(cr);
            }
    }

    bool press(BoardPoint p) override
    {
        const TeamOnTable* t = teamAt(p);
        if (!t) return false;
        if (m_from.empty() || !m_to.empty()) {
            m_from = t->team->id;
            m_to.clear();
            m_ruling.reset();
            m_problem.clear();
        } else {
            m_to = t->team->id;
            rule();
        }
        return true;
    }

    std::string hover(BoardPoint p) const override
    {
        if (const TeamOnTable* t = teamAt(p)) {
            std::string s = "team " + t->team->id + " (" + (t->side->name.empty() ? t->side->id : t->side->name) + ", unit " + t->unit->id + ")";
            if (!m_from.empty() && m_to.empty()) s += ": press to rule LOS from " + m_from;
            return s;
        }
        const tt::TablePoint at = tablePoint(p);
        if (at.x < 0 || at.y < 0 || at.x > m_game.width || at.y > m_game.depth) return {};
        // The topmost thing drawn there: a template, a linear piece, an area piece, the innermost hill.
        for (auto k = m_game.templates.rbegin(); k != m_game.templates.rend(); ++k)
            if (tt::placeOfPoint(k->outline, at) != tt::Place::Outside)
                return std::string(k->kind == tt::TemplateKind::Smoke ? "smoke" : "barrage") + " template " + k->id;
        for (tt::PieceFamily family : {tt::PieceFamily::Linear, tt::PieceFamily::Area}) {
            for (auto k = m_game.pieces.rbegin(); k != m_game.pieces.rend(); ++k)
                if (tt::familyOf(k->kind) == family && tt::placeOfPoint(k->outline, at) != tt::Place::Outside) return pieceName(*k);
        }
        const maps::TablePiece* hill = nullptr;
        for (const maps::TablePiece& piece : m_game.pieces)
            if (piece.kind == tt::PieceKind::Hill && tt::placeOfPoint(piece.outline, at) != tt::Place::Outside &&
                (!hill || piece.level.value_or(0) > hill->level.value_or(0)))
                hill = &piece;
        if (hill) return pieceName(*hill);
        return "(" + formats::formatInches(at.x) + ", " + formats::formatInches(at.y) + ") in: open ground, level 0";
    }

    std::optional<BoardPoint> placeOf(const std::string& name) const override
    {
        const TeamOnTable* t = team(name);
        if (!t) return std::nullopt;
        // The base's centre, the mean of its vertices (tabletop-los.md "Words").
        double x = 0, y = 0;
        for (const tt::TablePoint& v : t->team->base) {
            x += double(v.x);
            y += double(v.y);
        }
        const double n = double(t->team->base.size()) * tt::kThouPerInch;
        return BoardPoint{m_layout.x(x / n), m_layout.y(y / n)};
    }

    std::string verdict() const override
    {
        if (!m_ruling) return {};
        const std::string text = formats::tabletopRulingText(m_from, m_to, *m_ruling);
        return text.substr(0, text.find('\n'));
    }

    std::optional<geometry::los::Verdict> verdictKind() const override
    {
        if (!m_ruling) return std::nullopt;
        return m_ruling->los ? geometry::los::Verdict::Clear : geometry::los::Verdict::Blocked;
    }

    std::string words() const override
    {
        if (m_ruling) return formats::tabletopRulingText(m_from, m_to, *m_ruling);
        if (!m_problem.empty()) return m_problem;
        if (!m_from.empty()) return "From team " + m_from + ": click the target team's base.";
        return "Click the sighter's base, then the target's: the LOS ruling between the two teams with its active pieces "
               "and the witness segment (the same as crestline los).";
    }

    std::string json() const override { return m_ruling ? formats::tabletopRulingJson(m_from, m_to, *m_ruling) : std::string(); }

    const Findings& findings() const override { return m_findings; }

private:
    std::filesystem::path m_file;
    maps::TabletopGame m_game;
    Findings m_findings;
    render::TabletopLayout m_layout;
    std::vector<TeamOnTable> m_teams;
    std::string m_from, m_to;
    std::optional<tt::TabletopLos> m_ruling;
    std::string m_problem;

    const TeamOnTable* team(const std::string& id) const
    {
        if (id.empty()) return nullptr;
        for (const TeamOnTable& t : m_teams)
            if (t.team->id == id) return &t;
        return nullptr;
    }

    /// A drawing point in the table's units, to the nearest 1/1000 inch.
    tt::TablePoint tablePoint(BoardPoint p) const
    {
        const double s = m_layout.scale() / tt::kThouPerInch; // points per thou
        return {tt::Thou(std::llround((p.x - m_layout.tableLeft()) / s)),
                tt::Thou(std::llround((m_layout.tableTop() + m_layout.tableDepthPt() - p.y) / s))};
    }

    /// The team whose base holds `p` (boundary included); the last drawn first.
    const TeamOnTable* teamAt(BoardPoint p) const
    {
        const tt::TablePoint at = tablePoint(p);
        for (auto t = m_teams.rbegin(); t != m_teams.rend(); ++t)
            if (tt::placeOfPoint(t->team->base, at) != tt::Place::Outside) return &*t;
        return nullptr;
    }

    static std::string pieceName(const maps::TablePiece& piece)
    {
        std::string s = std::string(tt::pieceKindName(piece.kind)) + " " + std::to_string(piece.id);
        if (piece.kind == tt::PieceKind::Hill) return s + ", level " + std::to_string(piece.level.value_or(0));
        if (piece.height) s += ", " + formats::formatInches(*piece.height) + "\u2033 tall";
        if (piece.level.value_or(0) != 0) s += ", standing at level " + std::to_string(*piece.level);
        if (piece.cover != tt::Cover::None) s += ", " + formats::coverName(piece.cover) + " cover";
        return s;
    }

    void polygon(cairo_t* cr, const tt::Polygon& poly) const
    {
        cairo_new_sub_path(cr);
        for (const tt::TablePoint& v : poly) cairo_line_to(cr, m_layout.x(double(v.x) / tt::kThouPerInch), m_layout.y(double(v.y) / tt::kThouPerInch));
        cairo_close_path(cr);
    }

    void rule()
    {
        m_ruling.reset();
        m_problem.clear();
        // The command line's job on the file; it reads the file again, so a file changed since it was opened is said, not ruled.
        jobs::TabletopLosResult result = jobs::tabletopLos(m_file, m_from, m_to);
        if (!result.ruling) {
            m_problem = result.problem.empty() ? std::string("not ruled") : result.problem;
            return;
        }
        if (!result.game || *result.game != m_game) {
            m_problem = m_file.string() + " has changed since it was opened; open it again to rule on it";
            return;
        }
        m_ruling = std::move(result.ruling);
    }
};

} // namespace

std::unique_ptr<BoardView> openTabletopView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::TableDocument>(document);
    if (!doc || !doc->loaded()) return nullptr;
    return std::make_unique<TabletopTableView>(document.file(), std::move(*doc->value), doc->read);
}

} // namespace crestline::gui
