// A 15 mm tabletop table on the board canvas (see tabletop_board_view.h and,
// for the view's parts, tabletop_table_view.h): its drawing, the ruling
// page's controls and what lies under the pointer.
//
// The table is drawn by render::drawTabletopTable in the PNG picture's
// layout (its points, the table as wide as `crestline render` draws it), so
// line widths and labels keep their proportions when the canvas fits it to
// the window. The picture is kept as two bitmaps at the canvas's scale (the
// ground; the inch labels and teams), drawn again only after an edit or a
// resize; a ruling's layers go between and over them (render::TabletopPart),
// the marks of an edit in progress and of a drag on top.
//
// A ruling is decided as the job `crestline los TABLE TEAM1 TEAM2` decides
// it (jobs::losTableOf, tt::decideLos), on the table as edited, so the words
// and JSON are the command line's on the saved file (tabletop_table_rule.cpp).
//
// Editing: the Click control chooses what a press does (tabletop_edits.h,
// tabletop_team_state.h). The document is the writer's text: each edit
// writes the table, reads the text back (the reader's checks are the
// table's checks) and keeps the text before it for Undo, so undo and redo
// give each step back byte for byte (tabletop_table_edit.cpp).

#include "editor/gui/tabletop/tabletop_board_view.h"

#include "editor/gui/tabletop/tabletop_fire_marks.h"
#include "editor/gui/tabletop/tabletop_table_view.h"
#include "editor/gui/tabletop/tabletop_team_state.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/los/tabletop/tabletop_conceal_format.h"
#include "formats/los/tabletop/tabletop_ruling_format.h"
#include "formats/render/style.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iterator>

namespace crestline::gui {

namespace tabletop_view {

namespace {

/// Heights a piece may be drawn with (inches); "none" only for area pieces.
const std::string kHeights[] = {"none", "0.25", "0.5", "0.75", "1", "1.25", "1.5", "2", "2.5", "3", "4"};

std::string tablePieceName(const maps::TablePiece& piece)
{
    std::string s = std::string(tt::pieceKindName(piece.kind)) + " " + std::to_string(piece.id);
    if (piece.kind == tt::PieceKind::Hill) return s + ", level " + std::to_string(piece.level.value_or(0));
    if (piece.height) s += ", " + formats::formatInches(*piece.height) + "\u2033 tall";
    if (piece.level.value_or(0) != 0) s += ", standing at level " + std::to_string(*piece.level);
    if (piece.cover != tt::Cover::None) s += ", " + formats::coverName(piece.cover) + " cover";
    return s;
}

} // namespace

TableView::TableView(std::filesystem::path file, maps::TabletopGame game, Findings findings)
    : m_file(std::move(file)), m_game(std::move(game)), m_findings(std::move(findings)), m_layout(m_game, render::OutputKind::Png, 0)
{
    m_text = formats::writeTableText(m_game);
    m_saved = m_text;
    if (!m_game.sides.empty()) m_side = m_game.sides.front().id;
    m_flag = te::teamFlags().front().name;
    refreshLists();
}

// The picture's table with its title band and inch labels, without the right column (the ruling page shows the words).
double TableView::width() const { return m_layout.columnLeft() - render::TabletopLayout::kGap + render::TabletopLayout::kMargin; }
double TableView::height() const { return m_layout.pageHeight(); }

void TableView::draw(cairo_t* cr) const
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
    drawStateTags(cr);
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
    drawDragLine(cr);
    drawEditMarks(cr);
}

std::vector<BoardView::Condition> TableView::conditions() const
{
    std::vector<Condition> out;
    out.push_back({"click", "Click", clickModes(), m_mode,
                   "What a click on the table does: rule LOS (sighter, then target), or edit the table (one undo step each). "
                   "Points snap to a piece's vertex within 0.1\", else to the 1/8\" grid."});
    const auto sides = [&] {
        std::vector<std::string> ids;
        for (const maps::TableSide& s : m_game.sides) ids.push_back(s.id);
        return ids;
    };
    if (m_mode == kRuleMode) {
        out.push_back({"ruling", "Ruling", {"LOS", "fire", "concealment"}, m_ask,
                       "What two clicks ask: LOS between two teams [step 3]; may the first fire at the second (arc, friends, range "
                       "[Firing]; the first weapon's 1x and 2x range drawn); is the second's unit concealed from the first's [Cover & Terrain]. "
                       "Or press on the first team's base and drag: each team the pointer is over is ruled at once"});
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
    } else if (m_mode == kStateMode) {
        std::vector<std::string> flags;
        for (const te::TeamFlagInfo& f : te::teamFlags()) flags.push_back(f.name);
        out.push_back({"state", "State", flags, m_flag,
                       "Click a team: this state is set on it, or cleared if set (one undo step). Concealment reads moved and Gone to Ground; "
                       "off table takes the team's whole unit off (the button below brings it back)"});
    } else if (m_mode == "place smoke" || m_mode == "place barrage") {
        if (!m_units.empty())
            out.push_back({"unit", "Unit", m_units, m_unit, "The firing unit: the 6\" template's sides are square to the line from its centre [Indirect Fire]"});
    }
    return out;
}

bool TableView::setCondition(const std::string& name, const std::string& value)
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
        m_dragging = false;
        m_dragEnd.reset();
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
    else if (name == "state") m_flag = value;
    return true;
}

/// The pointer snapped, kept while a piece or zone is being drawn (its next edge is drawn to it); true if that edge moved.
bool TableView::pointerAt(BoardPoint p)
{
    std::optional<tt::TablePoint> at;
    if (!m_pending.empty() && onTable(tablePoint(p))) at = snapped(p);
    if (at == m_pointer) return false;
    const bool drawn = !m_pending.empty() || m_pointer;
    m_pointer = at;
    return drawn;
}

std::string TableView::hover(BoardPoint p) const
{
    if (m_mode == kStateMode)
        if (const TeamOnTable* t = teamAt(p)) return "team " + t->team->id + " (unit " + t->unit->id + "): " + te::stateWords(m_game, *t->unit, *t->team);
    if (m_mode != kRuleMode) {
        const tt::TablePoint at = snapped(p);
        if (!onTable(tablePoint(p))) return {};
        std::string s = "(" + formats::formatInches(at.x) + ", " + formats::formatInches(at.y) + ") in";
        const te::Pick pick = te::pickAt(m_game, tablePoint(p));
        if (pick.what != te::Pick::What::None) s += ": " + pick.name;
        return s;
    }
    if (const TeamOnTable* t = teamAt(p)) {
        std::string s = "team " + t->team->id + " (" + (t->side->name.empty() ? t->side->id : t->side->name) + ", unit " + t->unit->id + ")";
        if (m_dragging) s += t->team->id == m_from ? std::string(": the sighter") : ": release to keep the ruling from " + m_from;
        else if (!m_from.empty() && m_to.empty()) s += ": press to rule LOS from " + m_from;
        return s;
    }
    const tt::TablePoint at = tablePoint(p);
    if (!onTable(at)) return {};
    const te::Pick pick = te::pickAt(m_game, at);
    if (pick.what == te::Pick::What::Piece)
        for (const maps::TablePiece& piece : m_game.pieces)
            if (std::to_string(piece.id) == pick.id) return tablePieceName(piece);
    if (pick.what != te::Pick::What::None) return pick.name;
    return "(" + formats::formatInches(at.x) + ", " + formats::formatInches(at.y) + ") in: open ground, level 0";
}

std::optional<BoardPoint> TableView::placeOf(const std::string& name) const
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

std::string TableView::verdict() const
{
    const std::string text = rulingText();
    return text.substr(0, text.find('\n'));
}

std::optional<geometry::los::Verdict> TableView::verdictKind() const
{
    if (m_fire) return m_fire->mayFire() ? geometry::los::Verdict::Clear : geometry::los::Verdict::Blocked;
    if (!m_ruling) return std::nullopt;
    return m_ruling->los ? geometry::los::Verdict::Clear : geometry::los::Verdict::Blocked;
}

std::string TableView::json() const
{
    if (m_fire) return formats::tabletopFireJson(*m_fire);
    if (m_conceal && m_conceal->concealment) return formats::tabletopConcealJson(m_conceal->names, *m_conceal->concealment);
    return m_ruling ? formats::tabletopRulingJson(m_from, m_to, *m_ruling) : std::string();
}

const te::PieceStyle& TableView::style() const
{
    for (const te::PieceStyle& s : te::pieceStyles())
        if (tt::pieceKindName(s.kind) == m_piece) return s;
    return te::pieceStyles().front();
}

void TableView::refreshLists()
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

const TeamOnTable* TableView::team(const std::string& id) const
{
    if (id.empty()) return nullptr;
    for (const TeamOnTable& t : m_teams)
        if (t.team->id == id) return &t;
    return nullptr;
}

/// A drawing point in the table's units, to the nearest 1/1000 inch.
tt::TablePoint TableView::tablePoint(BoardPoint p) const
{
    const double s = m_layout.scale() / tt::kThouPerInch; // points per thou
    return {tt::Thou(std::llround((p.x - m_layout.tableLeft()) / s)),
            tt::Thou(std::llround((m_layout.tableTop() + m_layout.tableDepthPt() - p.y) / s))};
}

/// The pointer snapped (tabletop_edits.h): a vertex near it, else the 1/8" grid.
tt::TablePoint TableView::snapped(BoardPoint p) const
{
    return te::snap(m_game, (p.x - m_layout.tableLeft()) / m_layout.scale(), (m_layout.tableTop() + m_layout.tableDepthPt() - p.y) / m_layout.scale());
}

/// The team whose base holds `p` (boundary included); the last drawn first.
const TeamOnTable* TableView::teamAt(BoardPoint p) const
{
    const tt::TablePoint at = tablePoint(p);
    for (auto t = m_teams.rbegin(); t != m_teams.rend(); ++t)
        if (tt::placeOfPoint(t->team->base, at) != tt::Place::Outside) return &*t;
    return nullptr;
}

void TableView::ring(cairo_t* cr, const tt::Polygon& poly, const render::Rgba& c, double width) const
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
void TableView::drawEditMarks(cairo_t* cr) const
{
    const render::Style& st = render::style();
    cairo_save(cr);
    if (!m_pending.empty()) {
        cairo_set_source_rgba(cr, st.highlight.r, st.highlight.g, st.highlight.b, 0.95);
        cairo_set_line_width(cr, 1.6);
        cairo_new_path(cr); // cairo_save keeps no path: the state plates' text left a current point, joined to the first vertex before
        for (const tt::TablePoint& v : m_pending) cairo_line_to(cr, px(v.x), py(v.y));
        if (m_pointer) cairo_line_to(cr, px(m_pointer->x), py(m_pointer->y)); // the rubber band: the next edge to the pointer
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

/// A drag from the sighter with the pointer off any other team's base: a plain dashed line from the sighter's centre to the pointer.
void TableView::drawDragLine(cairo_t* cr) const
{
    const TeamOnTable* f = m_dragging && m_dragEnd ? team(m_from) : nullptr;
    if (!f) return;
    double x = 0, y = 0;
    for (const tt::TablePoint& v : f->team->base) x += px(v.x), y += py(v.y);
    x /= double(f->team->base.size()), y /= double(f->team->base.size());
    const render::Rgba& ink = render::style().ink;
    cairo_save(cr);
    cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, 0.85);
    cairo_set_line_width(cr, 1.2);
    const double dash[] = {4, 3};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, px(m_dragEnd->x), py(m_dragEnd->y));
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_arc(cr, px(m_dragEnd->x), py(m_dragEnd->y), 2, 0, 2 * M_PI);
    cairo_fill(cr);
    cairo_restore(cr);
}

/// Each team's state under its base, in short ("GtG Mv"), on a paper plate.
void TableView::drawStateTags(cairo_t* cr) const
{
    cairo_save(cr);
    cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 6);
    const render::Style& st = render::style();
    for (const TeamOnTable& t : m_teams) {
        if (!t.team->state) continue;
        std::string tag;
        for (const te::TeamFlagInfo& f : te::teamFlags())
            if (f.flag != te::TeamFlag::OffTable && te::hasFlag(m_game, *t.unit, *t.team, f.flag)) tag += (tag.empty() ? "" : " ") + f.tag;
        if (tag.empty()) continue;
        double x0 = 1e300, x1 = -1e300, below = -1e300;
        for (const tt::TablePoint& v : t.team->base) x0 = std::min(x0, px(v.x)), x1 = std::max(x1, px(v.x)), below = std::max(below, py(v.y));
        cairo_text_extents_t e;
        cairo_text_extents(cr, tag.c_str(), &e);
        const double x = (x0 + x1) / 2 - e.x_advance / 2, y = below + 2 + 6;
        cairo_rectangle(cr, x - 1.5, below + 1.5, e.x_advance + 3, 8);
        cairo_set_source_rgba(cr, st.paper.r, st.paper.g, st.paper.b, 0.85);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, st.ink.r, st.ink.g, st.ink.b);
        cairo_move_to(cr, x, y);
        cairo_show_text(cr, tag.c_str());
    }
    cairo_restore(cr);
}

} // namespace tabletop_view

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
    game.width = tabletop_view::tt::Thou(*width) * tabletop_view::tt::kThouPerInch;
    game.depth = tabletop_view::tt::Thou(*depth) * tabletop_view::tt::kThouPerInch;
    game.sides.push_back({"west", "West", {}, {}, {}, 0});
    game.sides.push_back({"east", "East", {}, {}, {}, 0});
    auto read = formats::readTableText(formats::writeTableText(game), "untitled.table.xml");
    if (!read.value) {
        host.refuse("the new table could not be made");
        return nullptr;
    }
    return std::make_unique<tabletop_view::TableView>(std::filesystem::path(), std::move(*read.value), std::move(read.findings));
}

std::unique_ptr<BoardView> openTabletopView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::TableDocument>(document);
    if (!doc || !doc->loaded()) return nullptr;
    return std::make_unique<tabletop_view::TableView>(document.file(), std::move(*doc->value), doc->read);
}

} // namespace crestline::gui
