// A 15 mm tabletop table on the board canvas (see tabletop_board_view.h).
//
// The table is drawn by render::drawTabletopTable in the PNG picture's
// layout (its points, the table as wide as `crestline render` draws it), so
// line widths and labels keep their proportions when the canvas fits it to
// the window. The picture is kept as two bitmaps at the canvas's scale (the
// ground; the inch labels and teams), drawn again only after an edit or a
// resize; a ruling's layers go between and over them (render::TabletopPart),
// the marks of an edit in progress on top.
//
// A ruling is decided as the job `crestline los TABLE TEAM1 TEAM2` decides
// it (jobs::losTableOf, tt::decideLos), on the table as edited, so the words
// and JSON are the command line's on the saved file.
//
// Editing: the Click control chooses what a press does (tabletop_edits.h).
// The document is the writer's text: each edit writes the table, reads the
// text back (the reader's checks are the table's checks) and keeps the text
// before it for Undo, so undo and redo give each step back byte for byte.

#include "editor/gui/tabletop/tabletop_board_view.h"

#include "editor/gui/tabletop/tabletop_edits.h"
#include "editor/gui/tabletop/tabletop_fire_marks.h"
#include "editor/gui/tabletop/tabletop_pictures.h"
#include "editor/jobs/tabletop/tabletop_conceal_jobs.h"
#include "editor/jobs/tabletop/tabletop_fire_jobs.h"
#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/common/atomic_file.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "formats/los/tabletop/tabletop_fire_format.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/render/style.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iterator>
#include <stdexcept>

namespace crestline::gui {

namespace {

namespace tt = geometry::los::tabletop;
namespace te = tabletop_edit;

/// A team on the table (a unit off the table has none), in file order.
struct TeamOnTable {
    const maps::TableSide* side = nullptr;
    const maps::TableUnit* unit = nullptr;
    const maps::TableTeam* team = nullptr;
};

/// What a press on the table does.
const std::string kModes[] = {"rule LOS",     "draw piece",      "draw zone",   "move",        "delete",
                              "place team",   "turn team",       "place objective", "place smoke", "place barrage"};
/// The Unit control's choice of a unit made for the team placed.
constexpr const char* kNewUnit = "new unit";
/// Heights a piece may be drawn with (inches); "none" only for area pieces.
const std::string kHeights[] = {"none", "0.25", "0.5", "0.75", "1", "1.25", "1.5", "2", "2.5", "3", "4"};

class TabletopTableView : public BoardView {
public:
    TabletopTableView(std::filesystem::path file, maps::TabletopGame game, Findings findings)
        : m_file(std::move(file)), m_game(std::move(game)), m_findings(std::move(findings)), m_layout(m_game, render::OutputKind::Png, 0)
    {
        m_text = formats::writeTableText(m_game);
        m_saved = m_text;
        if (!m_game.sides.empty()) m_side = m_game.sides.front().id;
        refreshLists();
    }

    // The picture's table with its title band and inch labels, without the right column (the ruling page shows the words).
    double width() const override { return m_layout.columnLeft() - render::TabletopLayout::kGap + render::TabletopLayout::kMargin; }
    double height() const override { return m_layout.pageHeight(); }

    void draw(cairo_t* cr) const override
    {
        // The table's two kept pictures with the ruling's layers between and over them (render::TabletopPart).
        std::optional<tt::TabletopLos> shown = m_ruling;
        if (m_fire) {
            shown = m_fire->sight.los;
            shown->witness = m_fire->sight.witness; // the segment meeting LOS, arc and friends at once
        }
        const render::TabletopRulingView ruling{m_from, m_to, shown ? &*shown : nullptr};
        m_pictures.draw(cr, m_game, m_layout, width(), height(), render::TabletopPart::Ground);
        if (m_fire)
            if (const TeamOnTable* f = team(m_from)) {
                if (!f->team->weapons.empty()) drawRangeBands(cr, m_layout, m_game, *f->team, f->team->weapons.front().range);
                drawFireArc(cr, m_layout, m_game, *f->team);
            }
        if (shown) render::drawTabletopPart(cr, m_game, m_layout, render::TabletopPart::RulingPieces, &ruling);
        m_pictures.draw(cr, m_game, m_layout, width(), height(), render::TabletopPart::Teams);
        if (shown) {
            render::drawTabletopPart(cr, m_game, m_layout, render::TabletopPart::RulingMarks, &ruling);
        } else if (m_conceal && m_conceal->game) {
            // Concealment: the firing unit's teams ringed in ink, the target unit's in the highlight.
            for (const TeamOnTable& t : m_teams) {
                if (t.unit->id == m_conceal->names.from) ring(cr, t.team->base, render::style().ink, 2.5);
                if (t.unit->id == m_conceal->names.target) ring(cr, t.team->base, render::style().highlight, 3.5);
            }
        } else {
            // Picked but not ruled: the sighter (and a refused target) ringed in ink.
            for (const std::string& id : {m_from, m_to})
                if (const TeamOnTable* t = team(id)) ring(cr, t->team->base, render::style().ink, 2.5);
        }
        drawEditMarks(cr);
    }

    bool press(BoardPoint p) override
    {
        if (m_mode != kModes[0]) return edit(p);
        const TeamOnTable* t = teamAt(p);
        if (!t) return false;
        if (m_from.empty() || !m_to.empty()) {
            m_from = t->team->id;
            m_to.clear();
            clearRulings();
            m_problem.clear();
        } else {
            m_to = t->team->id;
            rule();
        }
        return true;
    }

    std::vector<Condition> conditions() const override
    {
        std::vector<Condition> out;
        out.push_back({"click", "Click", {std::begin(kModes), std::end(kModes)}, m_mode,
                       "What a click on the table does: rule LOS (sighter, then target), or edit the table (one undo step each). "
                       "Points snap to a piece's vertex within 0.1\", else to the 1/8\" grid."});
        const auto sides = [&] {
            std::vector<std::string> ids;
            for (const maps::TableSide& s : m_game.sides) ids.push_back(s.id);
            return ids;
        };
        if (m_mode == kModes[0]) {
            out.push_back({"ruling", "Ruling", {"LOS", "fire", "concealment"}, m_ask,
                           "What two clicks ask: LOS between two teams [step 3]; may the first fire at the second (arc, friends, range "
                           "[Firing]; the first weapon's 1x and 2x range drawn); is the second's unit concealed from the first's [Cover & Terrain]"});
        } else if (m_mode == "draw piece") {
            std::vector<std::string> kinds;
            for (const te::PieceStyle& s : te::pieceStyles()) kinds.emplace_back(tt::pieceKindName(s.kind));
            out.push_back({"piece", "Piece", kinds, m_piece, "The kind of piece drawn: click its vertices, then the first one again to close it"});
            const tt::PieceFamily family = tt::familyOf(style().kind);
            if (family != tt::PieceFamily::Hill) {
                std::vector<std::string> heights(std::begin(kHeights) + (family == tt::PieceFamily::Linear ? 1 : 0), std::end(kHeights));
                out.push_back({"height", "Height", heights, m_height, "Inches; a wall, fence or bocage taller than both teams blocks LOS (step 2)"});
            }
            std::vector<std::string> levels;
            for (int l = family == tt::PieceFamily::Hill ? 1 : 0; l <= 9; ++l) levels.push_back(std::to_string(l));
            out.push_back({"level", "Level", levels, family == tt::PieceFamily::Hill ? m_hillLevel : m_standLevel,
                           family == tt::PieceFamily::Hill ? "The hill's level; hills nest (a hill inside another is higher)" : "The level the piece stands at (on a hill)"});
        } else if (m_mode == "draw zone") {
            out.push_back({"side", "Side", sides(), m_side, "The side whose deployment zone is drawn (LOS ignores zones)"});
        } else if (m_mode == "place team") {
            std::vector<std::string> shapes, facings;
            for (const te::TeamShape& s : te::teamShapes()) shapes.push_back(s.name);
            for (const te::Facing& f : te::facings()) facings.push_back(f.name);
            out.push_back({"side", "Side", sides(), m_side, "The side the team joins"});
            std::vector<std::string> units;
            for (const maps::TableSide& side : m_game.sides)
                if (side.id == m_side)
                    for (const maps::TableUnit& u : side.units) units.push_back(u.id);
            units.push_back(kNewUnit);
            out.push_back({"join", "Unit", units, joinedUnit(), "The unit the team joins (its teams are activated together [Units]), or a new one"});
            out.push_back({"team", "Team", shapes, m_shape, "Base width across its front by depth, in inches; click its centre (on the 1/8\" grid)"});
            out.push_back({"facing", "Facing", facings, m_facing, "Bearing from the far edge; the exact unit vector (x right, y to the far edge)"});
        } else if (m_mode == "turn team") {
            std::vector<std::string> facings;
            for (const te::Facing& f : te::facings()) facings.push_back(f.name);
            out.push_back({"facing", "Facing", facings, m_facing, "Click a team: it turns about its centre to face this way (exactly, or not at all)"});
        } else if (m_mode == "place smoke" || m_mode == "place barrage") {
            if (!m_units.empty())
                out.push_back({"unit", "Unit", m_units, m_unit, "The firing unit: the 6\" template's sides are square to the line from its centre [Indirect Fire]"});
        }
        return out;
    }

    bool setCondition(const std::string& name, const std::string& value) override
    {
        const auto offered = [&](const std::string& n) {
            for (const Condition& c : conditions())
                if (c.name == n) return std::find(c.values.begin(), c.values.end(), value) != c.values.end();
            return false;
        };
        if (!offered(name)) return false;
        if (name == "click") {
            m_mode = value;
            m_pending.clear();
            m_pick.reset();
            m_note.clear();
            m_problem.clear();
        } else if (name == "ruling") {
            m_ask = value;
            clearRulings();
            m_problem.clear();
            if (!m_from.empty() && !m_to.empty()) rule();
        } else if (name == "piece") {
            m_piece = value;
            // A wall, fence or bocage needs a height (0.5" unless one is chosen); an area piece gets none unless chosen.
            const tt::PieceFamily family = tt::familyOf(style().kind);
            if (family == tt::PieceFamily::Linear && m_height == "none") m_height = "0.5";
            if (family == tt::PieceFamily::Area) m_height = "none";
        } else if (name == "height") m_height = value;
        else if (name == "level") (tt::familyOf(style().kind) == tt::PieceFamily::Hill ? m_hillLevel : m_standLevel) = value;
        else if (name == "side") m_side = value;
        else if (name == "join") m_join = value;
        else if (name == "team") m_shape = value;
        else if (name == "facing") m_facing = value;
        else if (name == "unit") m_unit = value;
        return true;
    }

    bool editable() const override { return true; }
    bool modified() const override { return m_text != m_saved; }
    std::string undoLabel() const override { return m_undo.empty() ? std::string() : m_undo.back().second; }
    std::string redoLabel() const override { return m_redo.empty() ? std::string() : m_redo.back().second; }
    void undo() override { step(m_undo, m_redo); }
    void redo() override { step(m_redo, m_undo); }

    Findings save(const std::filesystem::path& file) override
    {
        if (hasErrors(m_findings)) {
            // Nothing is saved with error findings: they are said, with why nothing was written.
            Findings out;
            int errors = 0;
            for (const Finding& f : m_findings)
                if (f.severity == Severity::Error || f.severity == Severity::Fatal) ++errors, out.push_back(f);
            out.push_back(makeFinding(code::SaveFailed)
                              .file(file.string())
                              .message(file.string() + " is not saved: the table has " + std::to_string(errors) +
                                       " error finding(s) (above); fix them or undo the edit. The old file is kept.")
                              .build());
            return out;
        }
        Findings problems = formats::saveFile(file, m_text);
        if (problems.empty()) {
            m_saved = m_text;
            m_file = file;
        }
        return problems;
    }

    std::string hover(BoardPoint p) const override
    {
        if (m_mode != kModes[0]) {
            const tt::TablePoint at = snapped(p);
            if (!onTable(tablePoint(p))) return {};
            std::string s = "(" + formats::formatInches(at.x) + ", " + formats::formatInches(at.y) + ") in";
            const te::Pick pick = te::pickAt(m_game, tablePoint(p));
            if (pick.what != te::Pick::What::None) s += ": " + pick.name;
            return s;
        }
        if (const TeamOnTable* t = teamAt(p)) {
            std::string s = "team " + t->team->id + " (" + (t->side->name.empty() ? t->side->id : t->side->name) + ", unit " + t->unit->id + ")";
            if (!m_from.empty() && m_to.empty()) s += ": press to rule LOS from " + m_from;
            return s;
        }
        const tt::TablePoint at = tablePoint(p);
        if (!onTable(at)) return {};
        const te::Pick pick = te::pickAt(m_game, at);
        if (pick.what == te::Pick::What::Piece)
            for (const maps::TablePiece& piece : m_game.pieces)
                if (std::to_string(piece.id) == pick.id) return pieceName(piece);
        if (pick.what != te::Pick::What::None) return pick.name;
        return "(" + formats::formatInches(at.x) + ", " + formats::formatInches(at.y) + ") in: open ground, level 0";
    }

    std::optional<BoardPoint> placeOf(const std::string& name) const override
    {
        // "X,Y": a point of the table in exact inches (the command line's aim points); else a team's id.
        if (const auto comma = name.find(','); comma != std::string::npos) {
            const auto x = formats::parseInches(name.substr(0, comma)), y = formats::parseInches(name.substr(comma + 1));
            if (!x || !y) return std::nullopt;
            return BoardPoint{m_layout.x(double(*x) / tt::kThouPerInch), m_layout.y(double(*y) / tt::kThouPerInch)};
        }
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
        const std::string text = rulingText();
        return text.substr(0, text.find('\n'));
    }

    std::optional<geometry::los::Verdict> verdictKind() const override
    {
        if (m_fire) return m_fire->mayFire() ? geometry::los::Verdict::Clear : geometry::los::Verdict::Blocked;
        if (!m_ruling) return std::nullopt;
        return m_ruling->los ? geometry::los::Verdict::Clear : geometry::los::Verdict::Blocked;
    }

    std::string words() const override
    {
        if (m_mode != kModes[0]) return editWords();
        if (const std::string text = rulingText(); !text.empty()) {
            if (m_fire && !m_fire->weapons.empty()) {
                const formats::WeaponFire& w = m_fire->weapons.front();
                return text + "\nDrawn: the arc, and " + w.name + "'s short range (" + formats::formatInches(w.range) + "\u2033) and long range (" +
                       formats::formatInches(2 * w.range) + "\u2033) from the firer's base.";
            }
            return text;
        }
        if (!m_problem.empty()) return m_problem;
        if (!m_from.empty()) return "From team " + m_from + ": click the target team's base.";
        if (m_ask == "fire") return "Click the firing team's base, then the target's: may it fire, with each weapon's range band (the same as crestline fire).";
        if (m_ask == "concealment")
            return "Click a team of the firing unit, then one of the target unit: is the target unit concealed (the same as crestline concealed).";
        return "Click the sighter's base, then the target's: the LOS ruling between the two teams with its active pieces "
               "and the witness segment (the same as crestline los).";
    }

    std::string json() const override
    {
        if (m_fire) return formats::tabletopFireJson(*m_fire);
        if (m_conceal && m_conceal->concealment) return formats::tabletopConcealJson(m_conceal->names, *m_conceal->concealment);
        return m_ruling ? formats::tabletopRulingJson(m_from, m_to, *m_ruling) : std::string();
    }

    const Findings& findings() const override { return m_findings; }

private:
    std::filesystem::path m_file;
    maps::TabletopGame m_game;
    Findings m_findings;
    render::TabletopLayout m_layout;
    std::vector<TeamOnTable> m_teams;
    std::optional<tt::CheckedTable> m_checked; ///< the LOS table, checked once per edit (nullopt: not yet, or refused)
    std::string m_checkProblem;
    std::string m_from, m_to;
    std::optional<tt::TabletopLos> m_ruling;
    std::string m_ask = "LOS";                        ///< what two clicks ask: "LOS", "fire", "concealment"
    std::optional<formats::TabletopFireRuling> m_fire; ///< a fire ruling shown
    std::optional<jobs::TabletopConcealResult> m_conceal; ///< a concealment verdict shown
    std::string m_problem, m_note;
    // Editing.
    std::string m_text, m_saved; ///< the writer's text now, and as last read or saved
    using Step = std::pair<std::string, std::string>; ///< the text before (or after) a step, and its label
    std::vector<Step> m_undo, m_redo;
    std::string m_mode = kModes[0];
    std::string m_piece = "forest", m_height = "none", m_hillLevel = "1", m_standLevel = "0";
    std::string m_side, m_shape = te::teamShapes().front().name, m_facing = te::facings().front().name, m_unit;
    std::vector<std::string> m_units;
    std::string m_join; ///< the unit a placed team joins ("" or none of the side's: its last unit)
    tt::Polygon m_pending;                 ///< the vertices of a piece or zone being drawn
    std::optional<te::Pick> m_pick;        ///< what a move picked
    tt::TablePoint m_pickedAt;             ///< where (snapped)
    // The table's picture at the canvas's scale, without the ruling (drawn again after an edit or a resize).
    mutable TablePictures m_pictures;

    const te::PieceStyle& style() const
    {
        for (const te::PieceStyle& s : te::pieceStyles())
            if (tt::pieceKindName(s.kind) == m_piece) return s;
        return te::pieceStyles().front();
    }

    void refreshLists()
    {
        m_teams.clear();
        for (const maps::TableSide& side : m_game.sides)
            for (const maps::TableUnit& unit : side.units) {
                if (m_game.isOffTable(unit.id)) continue;
                for (const maps::TableTeam& team : unit.teams)
                    if (!team.base.empty()) m_teams.push_back({&side, &unit, &team});
            }
        m_units = te::firingUnits(m_game);
        if (std::find(m_units.begin(), m_units.end(), m_unit) == m_units.end()) m_unit = m_units.empty() ? std::string() : m_units.front();
        if (std::none_of(m_game.sides.begin(), m_game.sides.end(), [&](const maps::TableSide& s) { return s.id == m_side; }))
            m_side = m_game.sides.empty() ? std::string() : m_game.sides.front().id;
        m_checked.reset();
        m_checkProblem.clear();
        m_pictures.clear();
    }

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
    /// The pointer snapped (tabletop_edits.h): a vertex near it, else the 1/8" grid.
    tt::TablePoint snapped(BoardPoint p) const
    {
        return te::snap(m_game, (p.x - m_layout.tableLeft()) / m_layout.scale(), (m_layout.tableTop() + m_layout.tableDepthPt() - p.y) / m_layout.scale());
    }
    bool onTable(tt::TablePoint at) const { return at.x >= 0 && at.y >= 0 && at.x <= m_game.width && at.y <= m_game.depth; }

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

    double px(tt::Thou x) const { return m_layout.x(double(x) / tt::kThouPerInch); }
    double py(tt::Thou y) const { return m_layout.y(double(y) / tt::kThouPerInch); }

    void ring(cairo_t* cr, const tt::Polygon& poly, const render::Rgba& c, double width) const
    {
        cairo_save(cr);
        cairo_new_sub_path(cr);
        for (const tt::TablePoint& v : poly) cairo_line_to(cr, px(v.x), py(v.y));
        cairo_close_path(cr);
        cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.9);
        cairo_set_line_width(cr, width);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke(cr);
        cairo_restore(cr);
    }

    /// The piece or zone being drawn (its vertices, the first ringed: a click there closes it) and what a move picked.
    void drawEditMarks(cairo_t* cr) const
    {
        const render::Style& st = render::style();
        cairo_save(cr);
        if (!m_pending.empty()) {
            cairo_set_source_rgba(cr, st.highlight.r, st.highlight.g, st.highlight.b, 0.95);
            cairo_set_line_width(cr, 1.6);
            for (const tt::TablePoint& v : m_pending) cairo_line_to(cr, px(v.x), py(v.y));
            cairo_stroke(cr);
            for (const tt::TablePoint& v : m_pending) {
                cairo_arc(cr, px(v.x), py(v.y), 2.2, 0, 2 * M_PI);
                cairo_fill(cr);
            }
            cairo_set_source_rgba(cr, st.ink.r, st.ink.g, st.ink.b, 0.9);
            cairo_set_line_width(cr, 1.2);
            cairo_arc(cr, px(m_pending.front().x), py(m_pending.front().y), 4.5, 0, 2 * M_PI);
            cairo_stroke(cr);
        }
        if (m_pick) {
            cairo_set_source_rgba(cr, st.highlight.r, st.highlight.g, st.highlight.b, 0.95);
            cairo_arc(cr, px(m_pickedAt.x), py(m_pickedAt.y), 4, 0, 2 * M_PI);
            cairo_fill(cr);
        }
        cairo_restore(cr);
        if (m_pick && m_pick->what == te::Pick::What::Team)
            if (const TeamOnTable* t = team(m_pick->id)) ring(cr, t->team->base, st.highlight, 3);
        if (m_pick && m_pick->what == te::Pick::What::Piece)
            for (const maps::TablePiece& p : m_game.pieces)
                if (std::to_string(p.id) == m_pick->id) ring(cr, p.outline, st.highlight, 3);
    }

    /// The edit mode's words: what the last press did or refused, what a press does now, and the ruling still shown.
    std::string editWords() const
    {
        std::string help;
        if (m_mode == "draw piece" || m_mode == "draw zone")
            help = m_pending.empty() ? "Click the first vertex.\nPoints snap to a piece's vertex within 0.1\",\nelse to the 1/8\" grid."
                                     : std::to_string(m_pending.size()) + " vertices: click the next one,\nor the first (ringed) to close the outline.";
        else if (m_mode == "move") help = m_pick ? "Moving " + m_pick->name + ":\nclick where the picked point goes." : "Click what to move (a team, objective,\ntemplate, piece or zone), then where it goes.";
        else if (m_mode == "delete") help = "Click what to delete: a team, objective,\ntemplate, piece or zone (the topmost).";
        else if (m_mode == "place team") help = "Click the team's centre (on the 1/8\" grid).";
        else if (m_mode == "turn team") help = "Click a team: it turns about its centre\nto face " + m_facing + ".";
        else if (m_mode == "place objective") help = "Click the objective's point.";
        else help = m_units.empty() ? "No unit has a team on the table to fire a template." : "Click the aim point: unit " + m_unit + "\nfires the 6\" template.";
        std::string out;
        if (!m_problem.empty()) out += m_problem + "\n\n";
        if (!m_note.empty()) out += m_note + "\n\n";
        out += help;
        if (const std::string text = rulingText(); !text.empty()) out += "\n\n" + text;
        return out;
    }

    /// A press in an edit mode: one undo step, a vertex added, a pick, or a refusal in words.
    bool edit(BoardPoint p)
    {
        if (!onTable(tablePoint(p))) return false;
        const tt::TablePoint at = snapped(p);
        const tt::TablePoint grid{tt::Thou(std::llround(double(tablePoint(p).x) / te::kGrid)) * te::kGrid,
                                  tt::Thou(std::llround(double(tablePoint(p).y) / te::kGrid)) * te::kGrid};
        m_problem.clear();
        m_note.clear();
        maps::TabletopGame game = m_game;
        std::string label;
        te::Refusal why;
        if (m_mode == "draw piece" || m_mode == "draw zone") {
            if (!m_pending.empty() && at == m_pending.back()) return false;
            if (m_pending.size() < 3 || at != m_pending.front()) {
                if (std::find(m_pending.begin(), m_pending.end(), at) != m_pending.end()) return refuse("the outline would cross itself at a vertex already drawn");
                m_pending.push_back(at);
                return true;
            }
            tt::Polygon outline = std::move(m_pending);
            m_pending.clear();
            if (m_mode == "draw zone") {
                const auto side = std::find_if(m_game.sides.begin(), m_game.sides.end(), [&](const maps::TableSide& s) { return s.id == m_side; });
                why = te::addZone(game, std::size_t(side - m_game.sides.begin()), std::move(outline), label);
            } else {
                const tt::PieceFamily family = tt::familyOf(style().kind);
                std::optional<tt::Thou> height;
                if (family != tt::PieceFamily::Hill && m_height != "none") height = formats::parseInches(m_height);
                const int level = std::stoi(family == tt::PieceFamily::Hill ? m_hillLevel : m_standLevel);
                why = te::addPiece(game, style(), std::move(outline), height, level == 0 ? std::nullopt : std::optional<int>(level), label);
            }
        } else if (m_mode == "move") {
            if (!m_pick) {
                const te::Pick pick = te::pickAt(m_game, tablePoint(p));
                if (pick.what == te::Pick::What::None) return false;
                m_pick = pick;
                m_pickedAt = at;
                return true;
            }
            const te::Pick pick = *m_pick;
            m_pick.reset();
            why = te::movePick(game, pick, at.x - m_pickedAt.x, at.y - m_pickedAt.y, label);
        } else if (m_mode == "delete") {
            const te::Pick pick = te::pickAt(m_game, tablePoint(p));
            if (pick.what == te::Pick::What::None) return false;
            why = te::deletePick(game, pick, label);
        } else if (m_mode == "place team") {
            const auto side = std::find_if(m_game.sides.begin(), m_game.sides.end(), [&](const maps::TableSide& s) { return s.id == m_side; });
            const std::string unit = joinedUnit();
            why = te::addTeam(game, std::size_t(side - m_game.sides.begin()), unit == kNewUnit ? std::string() : unit, shape(), grid, facing(), label);
            if (why.empty() && unit == kNewUnit) m_join.clear();
        } else if (m_mode == "turn team") {
            const TeamOnTable* t = teamAt(p);
            if (!t) return false;
            why = te::turnTeam(game, t->team->id, facing(), label);
        } else if (m_mode == "place objective") {
            why = te::addObjective(game, at, label);
        } else {
            why = te::addTemplate(game, m_mode == "place smoke" ? tt::TemplateKind::Smoke : tt::TemplateKind::Barrage, m_unit, at, label);
        }
        if (!why.empty()) return refuse(why);
        apply(game, label);
        return true;
    }

    /// The unit a placed team joins: the one chosen if the side has it, else the side's last (a new one if it has none).
    std::string joinedUnit() const
    {
        for (const maps::TableSide& side : m_game.sides)
            if (side.id == m_side) {
                for (const maps::TableUnit& u : side.units)
                    if (u.id == m_join) return m_join;
                return m_join == kNewUnit || side.units.empty() ? std::string(kNewUnit) : side.units.back().id;
            }
        return kNewUnit;
    }

    const te::TeamShape& shape() const
    {
        for (const te::TeamShape& s : te::teamShapes())
            if (s.name == m_shape) return s;
        return te::teamShapes().front();
    }
    const te::Facing& facing() const
    {
        for (const te::Facing& f : te::facings())
            if (f.name == m_facing) return f;
        return te::facings().front();
    }

    bool refuse(const std::string& why)
    {
        m_problem = "Not edited: " + why + ".";
        return true;
    }

    /// One edit: the table written, read back (its checks), the text before it kept for Undo.
    void apply(const maps::TabletopGame& edited, const std::string& label)
    {
        const std::string text = formats::writeTableText(edited);
        if (text == m_text) return;
        m_undo.emplace_back(m_text, label);
        m_redo.clear();
        show(text);
        m_note = label + ".";
        int errors = 0;
        for (const Finding& f : m_findings) errors += f.severity == Severity::Error || f.severity == Severity::Fatal;
        if (errors) m_note += "\nThe checks find " + std::to_string(errors) + " error(s) (below):\nnothing is saved until they are fixed or undone.";
    }

    /// Shows the table of `text` (an edit, an undo or a redo): its model and findings as the reader gives them.
    void show(const std::string& text)
    {
        auto read = formats::readTableText(text, m_file.empty() ? std::string("untitled.table.xml") : m_file.filename().string());
        m_text = text;
        m_findings = std::move(read.findings);
        if (read.value) m_game = std::move(*read.value);
        refreshLists();
        m_pending.clear();
        m_pick.reset();
        clearRulings();
        m_problem.clear();
        m_note.clear();
        if (!team(m_from)) m_from.clear();
        if (!team(m_to)) m_to.clear();
        if (!m_from.empty() && !m_to.empty()) rule();
    }

    void step(std::vector<Step>& from, std::vector<Step>& to)
    {
        if (from.empty()) return;
        Step back = std::move(from.back());
        from.pop_back();
        to.emplace_back(m_text, back.second);
        show(back.first);
    }

    /// The index of team `id` in the LOS table (losTableOf numbers the teams on the table in file order).
    std::optional<std::size_t> losIndex(const std::string& id) const
    {
        std::size_t k = 0;
        for (const maps::TableSide& side : m_game.sides)
            for (const maps::TableUnit& unit : side.units) {
                if (m_game.isOffTable(unit.id)) continue;
                for (const maps::TableTeam& t : unit.teams) {
                    if (t.id == id) return k;
                    ++k;
                }
            }
        return std::nullopt;
    }

    void clearRulings()
    {
        m_ruling.reset();
        m_fire.reset();
        m_conceal.reset();
    }

    /// The shown ruling's words as the command line prints them ("" none).
    std::string rulingText() const
    {
        if (m_ruling) return formats::tabletopRulingText(m_from, m_to, *m_ruling);
        if (m_fire) return formats::tabletopFireText(*m_fire);
        if (m_conceal && m_conceal->concealment) return formats::tabletopConcealText(m_conceal->names, *m_conceal->concealment);
        return {};
    }

    void rule()
    {
        clearRulings();
        m_problem.clear();
        if (hasErrors(m_findings)) {
            m_problem = "The table has errors (Findings below): nothing is ruled, as the command line refuses it.";
            return;
        }
        const std::string where = m_file.empty() ? std::string("the new table") : m_file.string();
        if (m_ask == "fire") {
            jobs::TabletopFireResult r = jobs::tabletopFireOn(m_game, where, m_from, m_to, std::nullopt);
            if (r.ruling) m_fire = std::move(r.ruling);
            else m_problem = r.problem.empty() ? std::string("not ruled") : r.problem;
            return;
        }
        if (m_ask == "concealment") {
            const TeamOnTable *f = team(m_from), *t = team(m_to);
            jobs::TabletopConcealResult r = jobs::tabletopConcealmentOn(m_game, where, t ? t->unit->id : m_to, f ? f->unit->id : m_from);
            if (r.concealment) m_conceal = std::move(r);
            else m_problem = r.problem.empty() ? std::string("not ruled") : r.problem;
            return;
        }
        try {
            if (!m_checked && m_checkProblem.empty()) m_checked.emplace(jobs::losTableOf(m_game));
        } catch (const std::invalid_argument& e) {
            m_checkProblem = e.what();
        }
        if (!m_checked) {
            m_problem = "the LOS core refused the table: " + m_checkProblem;
            return;
        }
        const auto a = losIndex(m_from), b = losIndex(m_to);
        if (!a || !b) {
            m_problem = "team '" + (a ? m_to : m_from) + "' is no team on the table";
            return;
        }
        m_ruling = tt::decideLos(*m_checked, m_checked->teams()[*a], m_checked->teams()[*b]);
    }
};

} // namespace

std::unique_ptr<BoardView> newTabletopTable(ActionHost& host)
{
    // DECISION: whole inches, 6 to 240 (a 6' x 4' table is 72 x 48); two sides, West and East, with no units yet.
    const auto width = host.askNumber("Table width in inches (left to right, 6 to 240)", 6, 240, 72);
    if (!width) return nullptr;
    const auto depth = host.askNumber("Table depth in inches (near edge to far edge, 6 to 240)", 6, 240, 48);
    if (!depth) return nullptr;
    maps::TabletopGame game;
    game.id = "new-table";
    game.name = "New table";
    game.width = tt::Thou(*width) * tt::kThouPerInch;
    game.depth = tt::Thou(*depth) * tt::kThouPerInch;
    game.sides.push_back({"west", "West", {}, {}, {}, 0});
    game.sides.push_back({"east", "East", {}, {}, {}, 0});
    auto read = formats::readTableText(formats::writeTableText(game), "untitled.table.xml");
    if (!read.value) {
        host.refuse("the new table could not be made");
        return nullptr;
    }
    return std::make_unique<TabletopTableView>(std::filesystem::path(), std::move(*read.value), std::move(read.findings));
}

std::unique_ptr<BoardView> openTabletopView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::TableDocument>(document);
    if (!doc || !doc->loaded()) return nullptr;
    return std::make_unique<TabletopTableView>(document.file(), std::move(*doc->value), doc->read);
}

} // namespace crestline::gui
