// A Fields of Fire card map on the board canvas (see fof_board_view.h).

#include "editor/gui/fof/fof_board_view.h"

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "editor/jobs/fof/fof_map_grow.h"
#include "formats/los/fof/fof_ruling_format.h"
#include "formats/map/fof/fof_format.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/style.h"
#include "formats/render/text.h"

#include <algorithm>
#include <cstdio>
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

/// What a click on a card does: rule LOS, or one of the card map's edits.
const std::string kModes[] = {"rule LOS", "place card", "add Hill under", "turn face", "remove card"};

/// The sides a column or row is added at or removed from: the command's word, the button's text.
struct GrowSide {
    std::string word, button, phrase;
};
const GrowSide kGrowSides[] = {{"column-left", "Left", "column at the left"},
                               {"column-right", "Right", "column at the right"},
                               {"row-top", "Top", "row at the top"},
                               {"row-bottom", "Bottom", "row at the bottom"}};

class FofCardMapView : public BoardView {
public:
    explicit FofCardMapView(jobs::FofMapDocument doc)
        : m_doc(std::move(doc)), m_input{&m_doc.map().map, &m_doc.map().decks, nullptr, nullptr}, m_layout(m_input, kCardPt),
          m_saved(m_doc.map().map)
    {
        for (const maps::FofDeck& deck : m_doc.map().decks)
            for (const maps::FofCard& card : deck.cards) {
                m_cards.push_back({deck.id, card.number});
                m_cardNames.push_back(std::to_string(card.number) + " " + card.name + (m_doc.map().decks.size() > 1 ? " (" + deck.id + ")" : ""));
            }
        if (!m_cardNames.empty()) m_card = 0;
        // Where each deck is, whatever the map's folder: saving elsewhere refers to it from there.
        const std::filesystem::path folder = m_doc.file().empty() ? std::filesystem::path() : std::filesystem::absolute(m_doc.file()).parent_path();
        for (const maps::DeckSource& deck : m_doc.map().map.decks) {
            const std::filesystem::path href(deck.href);
            m_deckFiles.push_back(href.is_absolute() || folder.empty() ? href : (folder / href).lexically_normal());
        }
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
        if (m_mode != kModes[0]) return edit(p);
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
        std::vector<Condition> out;
        out.push_back({"click", "Click", {std::begin(kModes), std::end(kModes)}, m_mode,
                       "What a click on a card does: rule LOS (sighter, then target), or edit the map (one undo step each) [2.2.1, 1.2.1 D]"});
        if (!m_cardNames.empty()) out.push_back({"card", "Card", m_cardNames, m_cardNames[std::size_t(m_card)], "The deck's card a click places"});
        for (Condition& c : rulingConditions()) out.push_back(std::move(c));
        return out;
    }

    std::vector<Condition> rulingConditions() const
    {
        return {{"purpose", "Purpose", {"fire", "comm"}, m_purpose, "Fire, or a radio's LOS (comm): in the Main Staging Area comm sees, fire does not [2.4.2]"},
                {"night", "Time", {"day", "night"}, m_night ? "night" : "day", "Visibility M: 3 cards by day, 1 at night (fof-los.md step 5) [1.2.7]"},
                {"eye-from", "Sighter's eye", {"-1", "0", "1"}, std::to_string(m_eyeFrom),
                 "The sighter's eye-level offset, -1, 0 or +1: only on a card with the elevation or multi-story icon [1.2.1 G] (--eye-from)"},
                {"eye-to", "Target's eye", {"-1", "0", "1"}, std::to_string(m_eyeTo),
                 "The target's eye-level offset, -1, 0 or +1: only on a card with the elevation or multi-story icon [1.2.1 G] (--eye-to)"}};
    }

    bool setCondition(const std::string& name, const std::string& value) override
    {
        if (name == "click") {
            if (std::find(std::begin(kModes), std::end(kModes), value) == std::end(kModes)) return false;
            m_mode = value;
            return true;
        }
        if (name == "card") {
            const auto at = std::find(m_cardNames.begin(), m_cardNames.end(), value);
            if (at == m_cardNames.end()) return false;
            m_card = int(at - m_cardNames.begin());
            return true;
        }
        if (name == "purpose" && (value == "fire" || value == "comm")) m_purpose = value;
        else if (name == "night" && (value == "day" || value == "night")) m_night = value == "night";
        else if ((name == "eye-from" || name == "eye-to") && (value == "-1" || value == "0" || value == "1"))
            (name == "eye-from" ? m_eyeFrom : m_eyeTo) = std::stoi(value);
        else return false;
        if (m_from && m_to) rule();
        return true;
    }

    std::string whatIfHelp() const override
    {
        std::string placed;
        for (const auto& [cell, kind] : m_marks) placed += (placed.empty() ? "" : ", ") + std::string(kMarks[kind]) + " on " + (m_doc.board() ? m_doc.board()->cellName(cell) : formats::fofCellCode(cell));
        return "Ctrl+click a card: Smoke, Incoming, Air Strike, none\n(each obscures the card, step 4 and 7)." +
               (placed.empty() ? std::string() : "\nWhat-if: " + placed + ".");
    }

    bool editable() const override { return true; }
    bool modified() const override { return m_doc.loaded() && m_doc.map().map != m_saved; }
    std::optional<std::string> autosaveText() const override
    {
        if (!m_doc.loaded()) return std::nullopt;
        return formats::writeFofMapText(m_doc.map().map);
    }
    std::uint64_t changeCount() const override { return m_changes; }
    bool recover(const std::string& text, std::string& why) override
    {
        if (!m_doc.loaded()) return why = "the card map did not open", false;
        auto read = formats::readFofMapText(text, m_doc.file().filename().string());
        if (!read.value || hasErrors(read.findings)) {
            why = read.findings.empty() ? std::string("the autosaved card map does not read") : formatFinding(read.findings.front());
            return false;
        }
        if (*read.value == m_doc.map().map) return true; // the file holds it already
        m_undo.push_back({m_doc.map().map, "Recovered autosave"});
        m_redo.clear();
        show(std::move(*read.value));
        return true;
    }
    std::string undoLabel() const override { return m_undo.empty() ? std::string() : m_undo.back().label; }
    std::string redoLabel() const override { return m_redo.empty() ? std::string() : m_redo.back().label; }
    void undo() override { step(m_undo, m_redo, -1); }
    void redo() override { step(m_redo, m_undo, 1); }

    std::vector<Command> commands() const override
    {
        std::vector<Command> out;
        for (const bool add : {true, false})
            for (const GrowSide& side : kGrowSides)
                out.push_back({std::string(add ? "add-" : "remove-") + side.word, side.button,
                               std::string(add ? "Add a " : "Remove the ") + side.phrase + " (one undo step): the cards keep their places; " +
                                   "a column at the left or a row at the bottom numbers the map again from the new edge (column 1 the left, row 1 the nearest) [2.2.1]" +
                                   (add ? "" : "; refused while it holds a card"),
                               std::string(add ? "Add " : "Remove ") + (side.word.starts_with("column") ? "column" : "row")});
        return out;
    }

    std::string runCommand(const std::string& name) override
    {
        if (!m_doc.loaded()) return "no card map";
        const bool add = name.starts_with("add-");
        const std::string where = name.substr(name.find('-') + 1);
        const jobs::FofSide sides[] = {jobs::FofSide::Left, jobs::FofSide::Right, jobs::FofSide::Top, jobs::FofSide::Bottom};
        int at = -1;
        for (int i = 0; i < 4; ++i)
            if (where == kGrowSides[i].word) at = i;
        if (at < 0 || (!add && !name.starts_with("remove-"))) return "no command " + name;
        jobs::FofGrowth growth = jobs::growFofMap(m_doc.map().map, sides[at], add);
        if (!growth.refusal.empty()) {
            refuse(growth.refusal);
            return growth.refusal;
        }
        m_undo.push_back({m_doc.map().map, growth.label, growth.shiftColumns, growth.shiftRows});
        m_redo.clear();
        shiftPicks(growth.shiftColumns, growth.shiftRows);
        show(std::move(growth.after));
        return {};
    }

    Findings save(const std::filesystem::path& file) override
    {
        // The decks referred to from the file's folder (relative, as the map format wants them).
        maps::FofMap map = m_doc.map().map;
        const std::filesystem::path folder = std::filesystem::absolute(file).parent_path();
        for (std::size_t i = 0; i < map.decks.size() && i < m_deckFiles.size(); ++i)
            map.decks[i].href = std::filesystem::absolute(m_deckFiles[i]).lexically_proximate(folder).generic_string();
        if (map != m_doc.map().map) m_doc = m_doc.edited(map);
        Findings problems = m_doc.save(file);
        if (problems.empty()) m_saved = m_doc.map().map;
        return problems;
    }

    std::string hover(BoardPoint p) const override
    {
        const auto cell = cellAt(p);
        if (!cell || !m_doc.board()) return {};
        return m_doc.board()->cellName(*cell) + (m_from && !m_to ? ": press to rule LOS from " + m_doc.board()->cellName(*m_from) : "");
    }

    std::optional<BoardPoint> placeOf(const std::string& name) const override
    {
        // "c,r" for a map cell (r >= 1), card or not; else the names LOS takes (staging areas).
        int c = 0, r = 0;
        char comma = 0, rest = 0;
        if (std::sscanf(name.c_str(), "%d%c%d%c", &c, &comma, &r, &rest) == 3 && comma == ',' && r >= 1 && c >= 1 && c <= m_layout.columns() && r <= m_layout.rows()) {
            const render::FofRect cell = m_layout.cell(c, r);
            return BoardPoint{cell.cx(), cell.cy()};
        }
        std::string problem;
        const auto cell = m_doc.board() ? m_doc.parseCell(name, problem) : std::nullopt;
        if (!cell) return std::nullopt;
        const auto sq = render::fofCellSquare(m_layout, *cell);
        if (!sq) return std::nullopt;
        return BoardPoint{sq->cx(), sq->cy()};
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
    int m_eyeFrom = 0, m_eyeTo = 0; ///< eye-level offsets [1.2.1 G]; 0 is the command line's default (no flag)
    maps::FofMap m_saved; ///< the map as last read or saved (modified() compares)
    std::vector<std::filesystem::path> m_deckFiles; ///< each <deck>'s file, by the map's order
    std::vector<maps::CardRef> m_cards;      ///< the decks' cards, in the Card control's order
    std::vector<std::string> m_cardNames;    ///< "42 Crossroads"
    int m_card = -1;                         ///< the chosen card
    std::string m_mode = kModes[0];
    struct Step {
        maps::FofMap map;  ///< the map before (or after) the step
        std::string label;
        int dc = 0, dr = 0; ///< how the step moved each cell's (c, r) (a column at the left, a row at the bottom)
    };
    std::vector<Step> m_undo, m_redo;
    std::uint64_t m_changes = 0; ///< maps shown since opening (autosave's clock)

    /// The map cell (c, r >= 1) of the drawn grid under `p`, a card there or not.
    std::optional<OffsetCoord> mapCellAt(BoardPoint p) const
    {
        for (int r = 1; r <= m_layout.rows(); ++r)
            for (int c = 1; c <= m_layout.columns(); ++c)
                if (m_layout.cell(c, r).contains(p.x, p.y)) return OffsetCoord{c, r};
        return std::nullopt;
    }

    /// A click in an edit mode: one undo step, or a refusal in the ruling's words.
    bool edit(BoardPoint p)
    {
        const auto cell = mapCellAt(p);
        if (!cell || !m_doc.loaded()) return false;
        maps::FofMap map = m_doc.map().map;
        const std::string where = maps::cellName(cell->col, cell->row);
        auto stack = std::find_if(map.cells.begin(), map.cells.end(), [&](const maps::CardStack& s) { return s.column == cell->col && s.row == cell->row; });
        const bool chosen = m_card >= 0;
        const maps::CardRef card = chosen ? m_cards[std::size_t(m_card)] : maps::CardRef{};
        const std::string cardName = chosen ? m_cardNames[std::size_t(m_card)] : std::string();
        std::string label;
        if (m_mode == kModes[1]) { // place: the top card, the stack under it kept
            if (!chosen) return refuse("choose a card first");
            if (stack == map.cells.end()) {
                // In the file's reading order: the far row first, left to right (as the cards are laid out).
                const auto at = std::find_if(map.cells.begin(), map.cells.end(), [&](const maps::CardStack& s) {
                    return s.row < cell->row || (s.row == cell->row && s.column > cell->col);
                });
                map.cells.insert(at, {cell->col, cell->row, {}, card, map.defaultFace, {}, 0});
            }
            else stack->top = card;
            label = "Place " + cardName + " in " + where;
        } else if (m_mode == kModes[2]) { // a Hill card under the top card, on the Hills already there [1.2.1 D]
            if (!chosen) return refuse("choose a card first");
            if (stack == map.cells.end()) return refuse(where + " holds no card to put a Hill under");
            const maps::FofCard* hill = findCard(card);
            if (!hill || !hill->hill) return refuse(cardName + " is not a Hill card: only a Hill card lies under another [1.2.1 D]");
            stack->hills.push_back(card);
            label = "Put " + cardName + " under the top card of " + where;
        } else if (m_mode == kModes[3]) { // turn face up or down [2.2.1]
            if (stack == map.cells.end()) return refuse(where + " holds no card to turn");
            stack->face = stack->face == maps::CardFace::Up ? maps::CardFace::Down : maps::CardFace::Up;
            label = std::string("Turn ") + where + (stack->face == maps::CardFace::Down ? " face down" : " face up");
        } else { // remove the top card; a Hill under it becomes the top
            if (stack == map.cells.end()) return refuse(where + " holds no card to remove");
            label = "Remove the top card of " + where;
            if (stack->hills.empty()) {
                map.cells.erase(stack);
            } else {
                stack->top = stack->hills.back();
                stack->hills.pop_back();
            }
        }
        m_undo.push_back({m_doc.map().map, label});
        m_redo.clear();
        show(std::move(map));
        return true;
    }

    bool refuse(const std::string& why)
    {
        m_view.reset();
        m_problem = "Not edited: " + why + ".";
        return true;
    }

    const maps::FofCard* findCard(const maps::CardRef& ref) const
    {
        for (const maps::FofDeck& deck : m_doc.map().decks)
            if (deck.id == ref.deck) return deck.find(ref.number);
        return nullptr;
    }

    /// Shows `map` (an edit, an undo or a redo): the document, its layout, the ruling again.
    void show(maps::FofMap map)
    {
        ++m_changes;
        m_doc = m_doc.edited(std::move(map));
        m_input = render::FofMapInput{&m_doc.map().map, &m_doc.map().decks, nullptr, nullptr};
        m_layout = render::FofLayout(m_input, kCardPt);
        m_problem.clear();
        m_view.reset();
        if (m_from && m_to) rule();
    }

    /// An undo (sign -1) or a redo (+1): the map as it was, the picked cards and markers moved back (or on) with their cards.
    void step(std::vector<Step>& from, std::vector<Step>& to, int sign)
    {
        if (from.empty()) return;
        Step back = std::move(from.back());
        from.pop_back();
        to.push_back({m_doc.map().map, back.label, back.dc, back.dr});
        shiftPicks(sign * back.dc, sign * back.dr);
        show(std::move(back.map));
    }

    /// The LOS ends and what-if markers follow their cards when the map is numbered again.
    void shiftPicks(int dc, int dr)
    {
        auto move = [&](OffsetCoord& c) {
            if (c.row >= 0 && c.col >= 1) c.col += dc; // a map or Main Staging Area card (not a Helicopter Staging Area)
            if (c.row >= 1) c.row += dr;               // a map card: row 0 stays the Main Staging Area
        };
        if (m_from) move(*m_from);
        if (m_to) move(*m_to);
        for (auto& mark : m_marks) move(mark.first);
    }

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
        if (m_eyeFrom != 0) options.play.eyeFrom = m_eyeFrom;
        if (m_eyeTo != 0) options.play.eyeTo = m_eyeTo;
        const jobs::FofLosResult result = jobs::ruleFofLos(m_doc, options);
        if (result.view) m_view = *result.view;
        else m_problem = result.problem.empty() ? "not ruled" : result.problem;
    }
};

} // namespace

std::unique_ptr<BoardView> newFofCardMap(ActionHost& host)
{
    const auto deckFile = host.chooseFile("New card map: the deck its cards come from", "FoF decks (*.deck.xml)|*.deck.xml|XML files (*.xml)|*.xml");
    if (!deckFile) return nullptr;
    auto deck = formats::readFofDeckFile(*deckFile);
    if (!deck.value || hasErrors(deck.findings)) {
        std::string why = deckFile->string() + ": not a deck that can be used";
        for (const Finding& f : deck.findings) why += "\n" + formatFinding(f);
        host.refuse(why);
        return nullptr;
    }
    // The mission's first rectangle [2.2.1]: 4 columns by 3 rows in Mission 1.
    const auto columns = host.askNumber("Columns of the first rectangle", 1, 12, 4);
    if (!columns) return nullptr;
    const auto rows = host.askNumber("Rows of the first rectangle", 1, 12, 3);
    if (!rows) return nullptr;
    maps::FofMap map;
    map.id = "new-card-map";
    map.name = "New card map";
    map.decks.push_back({deck.value->id, std::filesystem::absolute(*deckFile).lexically_normal().generic_string(), {}, 0});
    map.columns = int(*columns);
    map.rows = int(*rows);
    std::vector<maps::FofDeck> decks{std::move(*deck.value)};
    return std::make_unique<FofCardMapView>(jobs::FofMapDocument::fromMap(std::move(map), std::move(decks), {}));
}

std::unique_ptr<BoardView> openFofCardMapView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::FofMapDocument>(document);
    if (!doc || !doc->loaded()) return nullptr;
    return std::make_unique<FofCardMapView>(std::move(*doc));
}

} // namespace crestline::gui
