#pragma once
// The view of a 15 mm tabletop table on the board canvas (tabletop_board_view.h
// says what it does). Its parts, one file each:
//   tabletop_board_view.cpp  the drawing, the ruling page's controls, the pointer's words
//   tabletop_table_rule.cpp  the rulings: two clicks or a drag between two teams
//   tabletop_table_edit.cpp  the edit modes, each edit one undo step; undo, redo, save
//   tabletop_team_state.h    the team state a click sets (the *team state* mode)

#include "editor/gui/board_view.h"
#include "editor/gui/tabletop/tabletop_edits.h"
#include "editor/gui/tabletop/tabletop_pictures.h"
#include "editor/jobs/tabletop/tabletop_conceal_jobs.h"
#include "formats/los/tabletop/tabletop_fire_format.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "geometry/los/systems/tabletop/tabletop_los.h"
#include "maps/tabletop/tabletop_game.h"

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace crestline::gui::tabletop_view {

namespace tt = geometry::los::tabletop;
namespace te = tabletop_edit;

/// A team on the table (a unit off the table has none), in file order.
struct TeamOnTable {
    const maps::TableSide* side = nullptr;
    const maps::TableUnit* unit = nullptr;
    const maps::TableTeam* team = nullptr;
};

/// What a press on the table does: the first rules, the others edit.
inline const std::vector<std::string>& clickModes()
{
    static const std::vector<std::string> modes{"rule LOS",   "draw piece", "draw zone",       "move",        "delete",        "place team",
                                                "turn team",  "team state", "place objective", "place smoke", "place barrage"};
    return modes;
}
inline const std::string kRuleMode = "rule LOS";
inline const std::string kStateMode = "team state";
/// The Unit control's choice of a unit made for the team placed.
inline constexpr const char* kNewUnit = "new unit";

class TableView : public BoardView {
public:
    TableView(std::filesystem::path file, maps::TabletopGame game, Findings findings);

    // Drawing and the pointer (tabletop_board_view.cpp).
    double width() const override;
    double height() const override;
    void draw(cairo_t* cr) const override;
    std::vector<Condition> conditions() const override;
    bool setCondition(const std::string& name, const std::string& value) override;
    std::string hover(BoardPoint p) const override;
    bool pointerAt(BoardPoint p) override;
    std::optional<BoardPoint> placeOf(const std::string& name) const override;
    std::string verdict() const override;
    std::optional<geometry::los::Verdict> verdictKind() const override;
    std::string words() const override;
    std::string json() const override;
    const Findings& findings() const override { return m_findings; }

    // Rulings (tabletop_table_rule.cpp).
    bool press(BoardPoint p) override;
    bool drag(BoardPoint p) override;
    bool release(BoardPoint p) override;

    // Editing (tabletop_table_edit.cpp).
    bool editable() const override { return true; }
    bool modified() const override { return m_text != m_saved; }
    std::string undoLabel() const override { return m_undo.empty() ? std::string() : m_undo.back().second; }
    std::string redoLabel() const override { return m_redo.empty() ? std::string() : m_redo.back().second; }
    void undo() override { step(m_undo, m_redo); }
    void redo() override { step(m_redo, m_undo); }
    Findings save(const std::filesystem::path& file) override;
    std::optional<std::string> autosaveText() const override { return m_text; }
    std::uint64_t changeCount() const override { return m_changes; }
    bool recover(const std::string& text, std::string& why) override;
    std::vector<Command> commands() const override;
    std::string runCommand(const std::string& name) override;

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
    std::string m_ask = "LOS";                            ///< what two clicks ask: "LOS", "fire", "concealment"
    std::optional<formats::TabletopFireRuling> m_fire;    ///< a fire ruling shown
    std::optional<jobs::TabletopConcealResult> m_conceal; ///< a concealment verdict shown
    std::string m_problem, m_note;
    // A drag from the sighter's base (rule LOS): live while the button is held.
    bool m_dragging = false;
    std::optional<tt::TablePoint> m_dragEnd; ///< the pointer, off any other team's base: a plain line to it, nothing ruled
    // Editing.
    std::string m_text, m_saved;                      ///< the writer's text now, and as last read or saved
    using Step = std::pair<std::string, std::string>; ///< the text before (or after) a step, and its label
    std::vector<Step> m_undo, m_redo;
    std::uint64_t m_changes = 0; ///< texts shown since opening (autosave's clock)
    std::string m_mode = kRuleMode;
    std::string m_piece = "forest", m_height = "none", m_hillLevel = "1", m_standLevel = "0";
    std::string m_side, m_shape = te::teamShapes().front().name, m_facing = te::facings().front().name, m_unit;
    std::vector<std::string> m_units;
    std::string m_join;             ///< the unit a placed team joins ("" or none of the side's: its last unit)
    std::string m_flag;             ///< the state a *team state* click sets or clears
    std::string m_stateTeam;        ///< the team the last *team state* click was on
    tt::Polygon m_pending;          ///< the vertices of a piece or zone being drawn
    std::optional<tt::TablePoint> m_pointer; ///< the pointer snapped, as last seen with no button held (the rubber band's end)
    std::optional<te::Pick> m_pick; ///< what a move picked
    tt::TablePoint m_pickedAt;      ///< where (snapped)
    // The table's picture at the canvas's scale, without the ruling (drawn again after an edit or a resize).
    mutable TablePictures m_pictures;

    // Drawing helpers (tabletop_board_view.cpp).
    const te::PieceStyle& style() const;
    void refreshLists();
    const TeamOnTable* team(const std::string& id) const;
    tt::TablePoint tablePoint(BoardPoint p) const;
    tt::TablePoint snapped(BoardPoint p) const;
    bool onTable(tt::TablePoint at) const { return at.x >= 0 && at.y >= 0 && at.x <= m_game.width && at.y <= m_game.depth; }
    const TeamOnTable* teamAt(BoardPoint p) const;
    double px(tt::Thou x) const { return m_layout.x(double(x) / tt::kThouPerInch); }
    double py(tt::Thou y) const { return m_layout.y(double(y) / tt::kThouPerInch); }
    void ring(cairo_t* cr, const tt::Polygon& poly, const render::Rgba& c, double width) const;
    void drawEditMarks(cairo_t* cr) const;
    void drawDragLine(cairo_t* cr) const;
    void drawStateTags(cairo_t* cr) const;

    // Rulings (tabletop_table_rule.cpp).
    std::optional<std::size_t> losIndex(const std::string& id) const;
    void clearRulings();
    std::string rulingText() const;
    void rule();

    // Editing (tabletop_table_edit.cpp).
    std::string editWords() const;
    std::string stateHelp() const;
    bool edit(BoardPoint p);
    std::string joinedUnit() const;
    const te::TeamShape& shape() const;
    const te::Facing& facing() const;
    bool refuse(const std::string& why);
    void apply(const maps::TabletopGame& edited, const std::string& label);
    void show(const std::string& text);
    void step(std::vector<Step>& from, std::vector<Step>& to);
};

} // namespace crestline::gui::tabletop_view
