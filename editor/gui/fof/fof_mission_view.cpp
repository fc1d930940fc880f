// A Fields of Fire mission on the board canvas (see fof_mission_view.h).

#include "editor/gui/fof/fof_mission_view.h"

#include "editor/gui/fof/fof_mission_forms.h"
#include "editor/gui/scenario_forms_page.h"
#include "editor/jobs/file_kinds.h"
#include "editor/jobs/fof/fof_map_followers.h"
#include "editor/jobs/fof/fof_kinds.h"
#include "formats/common/atomic_file.h"
#include "formats/map/fof/fof_format.h"
#include "formats/render/fof/fof_map_image.h"
#include "formats/render/style.h"
#include "geometry/finding_builder.h"

#include <algorithm>

namespace crestline::gui {

namespace {

/// Cards drawn this many points across (the map picture's default).
constexpr double kCardPt = 96;

using namespace scenarios::fof;

render::FofLayout layoutOf(const formats::LoadedFofMission& loaded)
{
    return render::FofLayout(render::FofMapInput{&loaded.map->map, &loaded.map->decks, &loaded.mission, nullptr}, kCardPt);
}

std::string helicopterName(maps::HelicopterArea area) { return area == maps::HelicopterArea::PickupZone ? "PZ" : "enroute"; }

/// The sides the card map grows at, as the card map's own window names them (fof_board_view.cpp).
struct MissionGrowSide {
    const char* word;
    const char* button;
    const char* phrase;
    jobs::FofSide side;
};
constexpr MissionGrowSide kMissionGrowSides[] = {{"column-left", "Left", "column at the left", jobs::FofSide::Left},
                                                 {"column-right", "Right", "column at the right", jobs::FofSide::Right},
                                                 {"row-top", "Top", "row at the top", jobs::FofSide::Top},
                                                 {"row-bottom", "Bottom", "row at the bottom", jobs::FofSide::Bottom}};

} // namespace

FofMissionView::FofMissionView(formats::LoadedFofMission loaded) : m_loaded(std::move(loaded)) {}

void FofMissionView::show(const formats::LoadedFofMission& loaded)
{
    if (!loaded.map) return; // kept as it was: the forms' step could not read its card map (the checks say so)
    m_loaded = loaded;
}

double FofMissionView::width() const { return layoutOf(m_loaded).width(); }
double FofMissionView::height() const { return layoutOf(m_loaded).height(); }

std::vector<FofMissionView::Place> FofMissionView::places() const
{
    const render::FofLayout layout = layoutOf(m_loaded);
    std::vector<Place> out;
    for (int r = 0; r <= layout.rows(); ++r)
        for (int c = 1; c <= layout.columns(); ++c) {
            const render::FofRect q = layout.cell(c, r);
            out.push_back({maps::cellName(c, r), q.x, q.y, q.w, q.h});
        }
    if (layout.helicopterAreas())
        for (const maps::HelicopterArea area : {maps::HelicopterArea::PickupZone, maps::HelicopterArea::Enroute}) {
            const render::FofRect q = layout.helicopter(area);
            out.push_back({helicopterName(area), q.x, q.y, q.w, q.h});
        }
    return out;
}

std::optional<FofMissionView::Place> FofMissionView::placeAt(BoardPoint p) const
{
    for (const Place& place : places())
        if (p.x >= place.x && p.x <= place.x + place.w && p.y >= place.y && p.y <= place.y + place.h) return place;
    return std::nullopt;
}

std::optional<BoardPoint> FofMissionView::placeOf(const std::string& name) const
{
    for (const Place& place : places())
        if (place.name == name) return BoardPoint{place.x + place.w / 2, place.y + place.h / 2};
    return std::nullopt;
}

void FofMissionView::draw(cairo_t* cr) const
{
    const render::FofMapInput input{&m_loaded.map->map, &m_loaded.map->decks, &m_loaded.mission, nullptr};
    const render::FofLayout layout(input, kCardPt);
    render::drawFofMap(cr, input, layout, 0, 0);
    // The selected record's places outlined (its markers are drawn on them already); the card clicked, thinly.
    const render::Style& st = render::style();
    for (const Place& place : places()) {
        const bool marked = std::any_of(m_marks.begin(), m_marks.end(), [&](const auto& m) { return m.first == place.name; });
        const bool clicked = !m_picked && place.name == m_clicked;
        if (!marked && !clicked) continue;
        // On the card's edge, no wider than the gap's half: the seam controls' tags between the cards stay readable.
        cairo_save(cr);
        cairo_rectangle(cr, place.x, place.y, place.w, place.h);
        if (marked) {
            cairo_set_source_rgba(cr, 0.88, 0.54, 0.12, 0.22); // a tint: the card's borders still show through
            cairo_fill_preserve(cr);
            cairo_set_source_rgba(cr, 0.88, 0.54, 0.12, 0.95);
        } else {
            cairo_set_source_rgba(cr, st.ink.r, st.ink.g, st.ink.b, 0.7);
        }
        cairo_set_line_width(cr, marked ? 5 : 2);
        cairo_stroke(cr);
        cairo_restore(cr);
    }
}

std::vector<BoardView::Command> FofMissionView::commands() const
{
    std::vector<Command> out;
    for (const bool add : {true, false})
        for (const MissionGrowSide& side : kMissionGrowSides)
            out.push_back({std::string(add ? "add-" : "remove-") + side.word, side.button,
                           std::string(add ? "Add a " : "Remove the ") + side.phrase +
                               " to the card map, the mission renumbered with it (one step; the card map is written with the mission's Save) [2.2.1]" +
                               (add ? "" : "; refused while it holds a card or anything of the mission"),
                           std::string(add ? "Add " : "Remove ") + (std::string(side.word).starts_with("column") ? "column" : "row")});
    return out;
}

std::string FofMissionView::runCommand(const std::string& name)
{
    m_problem.clear();
    m_saved.clear();
    auto* forms = m_page ? dynamic_cast<fof_forms::FofMissionForms*>(m_page->forms()) : nullptr;
    if (!forms) return m_problem = "the mission is not open in its forms";
    const bool add = name.starts_with("add-");
    const std::string where = name.substr(name.find('-') + 1);
    for (const MissionGrowSide& side : kMissionGrowSides)
        if (where == side.word && (add || name.starts_with("remove-"))) {
            m_problem = forms->grow(side.side, add);
            return m_problem;
        }
    return m_problem = "no command " + name;
}

bool FofMissionView::press(BoardPoint p)
{
    const auto place = placeAt(p);
    if (!place) return false;
    m_problem.clear();
    m_saved.clear();
    if (m_picked) {
        auto picked = std::exchange(m_picked, nullptr);
        m_prompt.clear();
        picked(place->name);
        return true;
    }
    m_clicked = place->name;
    return true;
}

void FofMissionView::pick(std::string prompt, std::function<void(const std::string&)> picked)
{
    m_prompt = std::move(prompt);
    m_picked = std::move(picked);
}

void FofMissionView::cancelPick()
{
    m_picked = nullptr;
    m_prompt.clear();
}

void FofMissionView::mark(std::vector<std::pair<std::string, std::string>> places) { m_marks = std::move(places); }

bool FofMissionView::modified() const { return m_page && m_page->modified(); }
std::string FofMissionView::undoLabel() const { return m_page && m_page->canUndo() ? m_page->undoLabel() : std::string(); }
std::string FofMissionView::redoLabel() const { return m_page && m_page->canRedo() ? m_page->redoLabel() : std::string(); }
void FofMissionView::undo()
{
    if (m_page) m_page->step(true);
}
void FofMissionView::redo()
{
    if (m_page) m_page->step(false);
}

Findings FofMissionView::save(const std::filesystem::path& file)
{
    // The card map grown with the mission goes with it, and the card map's other missions renumbered for
    // it (fof_map_followers.h): all written together (every temporary file before the first rename), then
    // the forms' page writes the mission again and marks it saved. Any of them that cannot be renumbered
    // safely: nothing is written, the finding names it.
    m_saved.clear();
    m_problem.clear(); // a refusal before is no longer the page's news
    auto* forms = m_page ? dynamic_cast<fof_forms::FofMissionForms*>(m_page->forms()) : nullptr;
    const formats::LoadedFofMap* grown = forms ? forms->grownMap() : nullptr;
    const bool sameFolder = m_page && std::filesystem::absolute(file).parent_path().lexically_normal() ==
                                          std::filesystem::absolute(m_page->file()).parent_path().lexically_normal();
    if (grown && sameFolder) { // elsewhere the page refuses: a mission names its card map relative to its folder
        auto refused = [&](const std::string& why) {
            return Findings{makeFinding(code::SaveFailed).file(file.string()).message("not saved, nor its card map: " + why)};
        };
        const auto onDisk = formats::readFofMapFile(grown->file);
        if (!onDisk.value || *onDisk.value != grown->map) {
            const std::vector<jobs::FofMapStep> steps = forms->unsavedMapSteps();
            std::string why;
            if (!onDisk.value || jobs::applyFofMapSteps(*onDisk.value, steps, why) != grown->map || !why.empty())
                return refused("the card map " + grown->file.string() +
                               " on disk is not the one the mission's growth started from (changed or unreadable since it was read), "
                               "so its other missions cannot be renumbered safely");
            const std::vector<std::filesystem::path> folders{grown->file.parent_path(), file.parent_path()};
            const jobs::FofFollowers followers = jobs::fofMapFollowers(grown->file, *onDisk.value, steps, folders, {file});
            if (!followers.refusal.empty()) return refused("the card map's other missions must follow its growth, and " + followers.refusal);
            const std::string mapText = formats::writeFofMapText(grown->map);
            std::vector<formats::FileToSave> files{{grown->file, mapText}, {file, m_page->text()}};
            for (const jobs::FofFollower& f : followers.missions) files.push_back({f.file, f.text});
            Findings problems = formats::saveFiles(files);
            if (!problems.empty()) return problems;
            m_saved = "Saved with the card map " + grown->file.filename().string() + ".";
            if (followers.missions.empty()) m_saved += " No other mission in its folder or this one uses it.";
            else m_saved += " Its other missions renumbered with it:";
            for (const jobs::FofFollower& f : followers.missions) // named from the mission's folder: the map's folder may hold the same name
                m_saved += "\n" + std::filesystem::absolute(f.file).lexically_normal().lexically_relative(std::filesystem::absolute(file).parent_path().lexically_normal()).string() + ": " + f.what;
            m_savedStatus = "Saved with the card map " + grown->file.filename().string() + "; " + std::to_string(followers.missions.size()) +
                            " other mission(s) renumbered with it (listed on the Ruling page)";
        }
        forms->mapSaved();
    }
    // The forms' page writes the text (atomically) and says why not; the window is told it was not saved.
    if (!m_page || m_page->save(file)) {
        if (m_page && !m_saved.empty()) {
            m_page->status(m_savedStatus);
            m_page->boardChanged(); // the page shows what was written
        }
        return {};
    }
    return {makeFinding(code::SaveFailed).file(file.string()).message("the mission was not saved (see the message before)")};
}

std::string FofMissionView::hover(BoardPoint p) const
{
    const auto place = placeAt(p);
    if (!place) return m_picked ? m_prompt : std::string();
    const std::string card = contents(place->name);
    const std::string first = card.substr(0, card.find('\n'));
    return m_picked ? first + ": click to pick it for the form" : first;
}

std::string FofMissionView::contents(const std::string& name) const
{
    const maps::FofMap& map = m_loaded.map->map;
    const Mission& mission = m_loaded.mission;
    auto cardName = [&](const maps::CardRef& ref) {
        for (const maps::FofDeck& deck : m_loaded.map->decks)
            if (deck.id == ref.deck)
                if (const maps::FofCard* card = deck.find(ref.number)) return card->name + " (card " + std::to_string(ref.number) + ")";
        return "card " + std::to_string(ref.number);
    };
    std::string out;
    std::optional<Cell> cell;
    if (name == "PZ" || name == "enroute") {
        out = name == "PZ" ? "Pickup Zone (Helicopter Staging Area)" : "Enroute (Helicopter Staging Area)";
    } else {
        const auto comma = name.find(',');
        cell = Cell{std::stoi(name.substr(0, comma)), std::stoi(name.substr(comma + 1))};
        if (cell->row == 0) {
            const bool card = std::any_of(map.mainStaging.begin(), map.mainStaging.end(), [&](const maps::StagingCard& s) { return s.column == cell->column; });
            out = "(" + name + ") Main Staging Area" + (card ? "" : ": no card");
        } else if (const maps::CardStack* stack = map.findCell(cell->column, cell->row)) {
            out = "(" + name + ") " + cardName(stack->top) + (stack->face == maps::CardFace::Down ? ", face down" : "");
        } else {
            out = "(" + name + ") no card";
        }
    }
    std::string controls, units;
    if (cell)
        for (const PointControl& p : mission.points)
            if (p.cell == *cell) controls += (controls.empty() ? "" : ", ") + controlLabel(p.kind, p.number);
    for (const UnitPlacement& u : mission.units) {
        const bool here = cell ? u.cell && *u.cell == *cell : u.helicopter && helicopterName(*u.helicopter) == name;
        if (here) units += (units.empty() ? "" : ", ") + u.name + " (" + std::string(forceName(u.force)) + (u.cover.empty() ? "" : ", " + u.cover) + ")";
    }
    std::string contacts;
    if (cell && cell->row >= 1)
        for (const PotentialContact& c : mission.contacts)
            if (c.row == cell->row && (!c.column || *c.column == cell->column))
                contacts += (contacts.empty() ? "" : ", ") + (c.random ? std::string("random") : c.letter) + (c.column ? "" : " (its row)") +
                            (c.turn > 0 ? " from turn " + std::to_string(c.turn) : "");
    if (!controls.empty()) out += "\nControls: " + controls;
    if (!contacts.empty()) out += "\nPotential Contacts: " + contacts;
    if (!units.empty()) out += "\nUnits: " + units;
    return out;
}

std::string FofMissionView::verdict() const
{
    if (m_picked) return "Pick a card for the form";
    if (m_clicked.empty()) return m_loaded.mission.name;
    const std::string card = contents(m_clicked);
    return card.substr(0, card.find('\n'));
}

std::string FofMissionView::words() const
{
    if (m_picked) return m_prompt + " (the form's button again: cancel).";
    std::string out = m_problem.empty() ? std::string() : "Not done: " + m_problem + ".\n\n";
    if (!m_saved.empty()) out += m_saved + "\n\n";
    if (!m_clicked.empty()) {
        const std::string card = contents(m_clicked);
        const auto rest = card.find('\n');
        out += (rest == std::string::npos ? std::string("Nothing of the mission on it.") : card.substr(rest + 1)) + "\n\n";
    }
    out += "Click a card: what the mission puts on it. The mission is edited in its forms (the page beside this one); "
           "a form's \"Pick card on map\" names a card by a click here. Its checks are the Checks panel's rows. "
           "Add or Remove a column or row: the card map grows with the mission renumbered (written with the mission's Save).";
    return out;
}

std::unique_ptr<BoardView> openFofMissionView(jobs::Document& document)
{
    auto* doc = jobs::as<jobs::FofMissionDocument>(document);
    if (!doc || !doc->loaded() || !doc->mission().map) return nullptr;
    return std::make_unique<FofMissionView>(doc->mission());
}

} // namespace crestline::gui
