// The edits of the tabletop view (tabletop_table_view.h): the Click
// control's edit modes (tabletop_edits.h; *team state*, tabletop_team_state.h),
// each one undo step on the writer's text, so Undo and Redo give each step
// back byte for byte; and Save, refused while the table has error findings.

#include "editor/gui/tabletop/tabletop_table_view.h"

#include "editor/gui/tabletop/tabletop_team_state.h"
#include "formats/common/atomic_file.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <cmath>

namespace crestline::gui::tabletop_view {

namespace {

/// The command that brings an off-table unit back: its name's start, then the unit's id.
const std::string kOnTable = "on-table-";

te::TeamFlag flagOf(const std::string& name)
{
    for (const te::TeamFlagInfo& f : te::teamFlags())
        if (f.name == name) return f.flag;
    return te::teamFlags().front().flag;
}

} // namespace

/// *team state*: what a click does, the last team clicked's state, and the units off the table.
std::string TableView::stateHelp() const
{
    std::string out = "Click a team: " + m_flag + " is set on it,\nor cleared if it is set (one undo step).";
    for (const TeamOnTable& t : m_teams)
        if (t.team->id == m_stateTeam) out += "\n\nTeam " + t.team->id + " (unit " + t.unit->id + "): " + te::stateWords(m_game, *t.unit, *t.team) + ".";
    if (!m_game.offTable.empty()) {
        out += "\n\nOff the table (On table: brings a unit back):";
        for (const maps::OffTableEntry& e : m_game.offTable) out += " " + e.unit;
    }
    return out;
}

std::vector<BoardView::Command> TableView::commands() const
{
    std::vector<Command> out;
    if (m_mode != kStateMode) return out;
    for (const maps::OffTableEntry& e : m_game.offTable)
        out.push_back({kOnTable + e.unit, e.unit, "Bring unit " + e.unit + " back on the table (its teams' bases as they were; one undo step)", "On table"});
    return out;
}

std::string TableView::runCommand(const std::string& name)
{
    if (!name.starts_with(kOnTable)) return "no command " + name;
    maps::TabletopGame game = m_game;
    std::string label;
    m_problem.clear();
    m_note.clear();
    if (te::Refusal why = te::bringOnTable(game, name.substr(kOnTable.size()), label); !why.empty()) {
        refuse(why);
        return why;
    }
    apply(game, label);
    return {};
}

Findings TableView::save(const std::filesystem::path& file)
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

/// The edit mode's words: what the last press did or refused, what a press does now, and the ruling still shown.
std::string TableView::editWords() const
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
    else if (m_mode == kStateMode) help = stateHelp();
    else help = m_units.empty() ? "No unit has a team on the table to fire a template." : "Click the aim point: unit " + m_unit + "\nfires the 6\" template.";
    std::string out;
    if (!m_problem.empty()) out += m_problem + "\n\n";
    if (!m_note.empty()) out += m_note + "\n\n";
    out += help;
    if (const std::string text = rulingText(); !text.empty()) out += "\n\n" + text;
    return out;
}

/// A press in an edit mode: one undo step, a vertex added, a pick, or a refusal in words.
bool TableView::edit(BoardPoint p)
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
            m_pointer = at; // the next edge starts at no length, until the pointer moves
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
    } else if (m_mode == kStateMode) {
        const TeamOnTable* t = teamAt(p);
        if (!t) return false;
        m_stateTeam = t->team->id;
        why = te::toggleFlag(game, t->team->id, flagOf(m_flag), label);
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
std::string TableView::joinedUnit() const
{
    for (const maps::TableSide& side : m_game.sides)
        if (side.id == m_side) {
            for (const maps::TableUnit& u : side.units)
                if (u.id == m_join) return m_join;
            return m_join == kNewUnit || side.units.empty() ? std::string(kNewUnit) : side.units.back().id;
        }
    return kNewUnit;
}

const te::TeamShape& TableView::shape() const
{
    for (const te::TeamShape& s : te::teamShapes())
        if (s.name == m_shape) return s;
    return te::teamShapes().front();
}

const te::Facing& TableView::facing() const
{
    for (const te::Facing& f : te::facings())
        if (f.name == m_facing) return f;
    return te::facings().front();
}

bool TableView::refuse(const std::string& why)
{
    m_problem = "Not edited: " + why + ".";
    return true;
}

/// One edit: the table written, read back (its checks), the text before it kept for Undo.
void TableView::apply(const maps::TabletopGame& edited, const std::string& label)
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
void TableView::show(const std::string& text)
{
    auto read = formats::readTableText(text, m_file.empty() ? std::string("untitled.table.xml") : m_file.filename().string());
    ++m_changes;
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

bool TableView::recover(const std::string& text, std::string& why)
{
    const auto read = formats::readTableText(text, m_file.empty() ? std::string("untitled.table.xml") : m_file.filename().string());
    if (!read.value || hasErrors(read.findings)) {
        why = read.findings.empty() ? std::string("the autosaved table does not read") : formatFinding(read.findings.front());
        return false;
    }
    if (text == m_text) return true; // the file holds it already
    m_undo.emplace_back(m_text, "Recovered autosave");
    m_redo.clear();
    show(text);
    m_note = "Recovered autosave (Undo gives the file back).";
    return true;
}

void TableView::step(std::vector<Step>& from, std::vector<Step>& to)
{
    if (from.empty()) return;
    Step back = std::move(from.back());
    from.pop_back();
    to.emplace_back(m_text, back.second);
    show(back.first);
}

} // namespace crestline::gui::tabletop_view
