// renderFofMissionSheet: a Fields of Fire mission in the order a player sets
// it up [2.1 to 2.4]: the Mission Details, the card map laid out with the
// controls and the Potential Contact markers on it, then the Enemy
// Information (the Potential Contacts per row) and the units placed. Printed
// through the FF sheet's flow (sheet_flow.h), so every sheet looks alike.

#include "formats/render/fof/fof_sheet.h"

#include "formats/render/fof/fof_map_image.h"
#include "formats/render/sheet_content.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <optional>

namespace crestline::render {

namespace {

using namespace scenarios::fof;
using sheet::escape;
using sheet::Flow;
using sheet::Table;

void warn(Findings& out, FindingCode code, const std::string& message, int line = 0)
{
    out.push_back(makeFinding(code).line(line).message(message));
}

std::string bold(const std::string& text) { return "<b>" + escape(text) + "</b>"; }

std::string signedNumber(int v) { return v > 0 ? "+" + std::to_string(v) : v < 0 ? "\u2212" + std::to_string(-v) : "+0"; }

std::string orDash(const std::string& s) { return s.empty() ? "\u2013" : s; }

std::string typeWords(MissionType t)
{
    switch (t) {
    case MissionType::Offensive: return "Offensive [2.4.1 A]";
    case MissionType::Defensive: return "Defensive [2.4.1 B]";
    case MissionType::CombatPatrol: return "Combat Patrol [2.4.1 C]";
    }
    return "";
}

std::string usStartWords(const UsStart& s)
{
    if (!s.text.empty()) return s.text;
    if (s.kind == UsStart::Kind::StagingArea) return "Enter from the Main Staging Area below Row 1";
    return "Start on Rows 1 to " + std::to_string(s.throughRow);
}

/// Where a unit stands, in the command line's cell names.
std::string whereWords(const UnitPlacement& u)
{
    if (u.helicopter) return u.helicopter == maps::HelicopterArea::PickupZone ? "PZ (Pickup Zone)" : "Enroute";
    if (!u.cell) return "\u2013";
    const std::string name = fofCellName(u.cell->column, u.cell->row);
    return u.cell->row == 0 ? name + " (Main Staging Area)" : name;
}

void titleSection(Flow& flow, const Mission& m)
{
    flow.paragraph(escape(m.name.empty() ? m.id : m.name), sheet::font::kTitle, 0);
    std::string sub = "Fields of Fire mission \u00b7 set-up sheet";
    if (!m.campaign.empty()) sub += " \u00b7 " + m.campaign;
    if (!m.subtitle.empty()) sub += " \u00b7 " + m.subtitle;
    flow.paragraph(escape(sub), sheet::font::kBody, 2);
}

/// The Mission Details [2.1]: the short ones as two label / value pairs a
/// row; the goal and the initial placements follow as paragraphs.
Table detailsTable(const Mission& m, const maps::FofMap* map)
{
    Table t;
    t.columns = {{"Mission Details", 1.6}, {"", 2.5}, {"", 0.9}, {"", 2.5}};
    const Visibility& v = m.visibility;
    const std::string visibility = v.name + " (" + signedNumber(v.modifier) + "), LOS to " + (v.daylight ? "3 cards" : "1 card") + " [1.2.7]";
    std::string mapWords = std::to_string(m.columns) + " columns by " + std::to_string(m.rows) + " rows";
    if (map) mapWords += ": " + (map->name.empty() ? map->id : map->name);
    else if (!m.mapHref.empty()) mapWords += ": " + m.mapHref;
    t.rows.push_back({bold("Type"), escape(typeWords(m.type)), bold("Duration"), escape(std::to_string(m.turns) + (m.turns == 1 ? " turn" : " turns"))});
    t.rows.push_back({bold("Visibility"), escape(visibility), bold("Attempts"), escape(m.attempts > 0 ? std::to_string(m.attempts) : std::string("not given"))});
    t.rows.push_back({bold("Map"), escape(mapWords), bold("US start"), escape(usStartWords(m.usStart))});
    t.rows.push_back({bold("Historical opponent"), escape(orDash(m.opponent)), "", ""});
    return t;
}

void detailsSection(Flow& flow, const Mission& m, const maps::FofMap* map)
{
    flow.table(detailsTable(m, map), 8);
    flow.paragraph(bold("Mission Goal: ") + escape(orDash(m.goal)), sheet::font::kBody, 4);
    flow.paragraph(bold("Initial placements: ") + escape(orDash(m.initialPlacements)), sheet::font::kBody, 3);
}

/// The Enemy Information: each Potential Contact marker by row [2.2.2, 9.1.2; 3.2.2 for those added later].
Table contactsTable(const Mission& m)
{
    Table t;
    t.columns = {{"Row", 0.8}, {"Random?", 0.8}, {"Letter", 0.7}, {"On the map", 1.6}, {"Placed", 1.4}};
    std::vector<const PotentialContact*> list;
    for (const PotentialContact& c : m.contacts) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [](const PotentialContact* a, const PotentialContact* b) {
        return a->turn != b->turn ? a->turn < b->turn : a->row < b->row;
    });
    for (const PotentialContact* c : list)
        t.rows.push_back({escape("Row " + std::to_string(c->row)), escape(c->random ? "Yes" : "No"), bold(orDash(c->letter)),
                          escape(c->column ? fofCellName(*c->column, c->row) : "by its row (R" + std::to_string(c->row) + ")"),
                          escape(c->turn > 0 ? "start of turn " + std::to_string(c->turn) + " [3.2.2]" : std::string("at set-up"))});
    return t;
}

Table unitsTable(const Mission& m)
{
    Table t;
    t.columns = {{"Unit", 2}, {"Force", 0.8}, {"Where", 1.8}, {"Cover", 1.2}, {"Eye level", 0.8}};
    for (const UnitPlacement& u : m.units)
        t.rows.push_back({escape(u.name.empty() ? u.id : u.name), escape(u.force == Force::Us ? "US" : "Enemy"), escape(whereWords(u)),
                          escape(orDash(u.cover)), escape(u.eyeLevel != 0 ? signedNumber(u.eyeLevel) : std::string("\u2013"))});
    return t;
}

double keyHeightFor(const FofMapInput& in, double width, double cardPt)
{
    cairo_surface_t* scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t* cr = cairo_create(scratch);
    const double h = drawFofKey(cr, in, 0, 0, width, cardPt, false);
    cairo_destroy(cr);
    cairo_surface_destroy(scratch);
    return h;
}

/// How the map and its key share the flow's width at one card size: the key
/// beside the map when at least kKeyBeside points are left over, else below it.
struct MapFigure {
    double card = 0;
    double height = 0;
    bool keyBeside = false;
    double keyWidth = 0;
};
constexpr double kKeyBeside = 125;
constexpr double kKeyGap = 12;

MapFigure mapFigureAt(const Flow& flow, const FofMapInput& in, double card)
{
    const FofLayout layout(in, card);
    MapFigure f{card, 0, false, flow.width()};
    const double spare = flow.width() - layout.width() - kKeyGap;
    if (spare >= kKeyBeside) {
        f.keyBeside = true;
        f.keyWidth = spare;
        f.height = std::max(layout.height(), 0.22 * card + keyHeightFor(in, spare, card)); // the key starts level with the cards
    } else f.height = layout.height() + 6 + keyHeightFor(in, f.keyWidth, card);
    return f;
}

/// The map figure with its key, centred across the flow when the key is below it.
void mapFigure(Flow& flow, const FofMapInput& in, const MapFigure& f)
{
    flow.figure(f.height, [in, f](cairo_t* cr, double x, double y, double width) {
        const FofLayout l(in, f.card);
        if (f.keyBeside) {
            drawFofMap(cr, in, l, x, y);
            drawFofKey(cr, in, x + l.width() + kKeyGap, y + l.card() * 0.22, f.keyWidth, f.card, true);
            return;
        }
        drawFofMap(cr, in, l, x + (width - l.width()) / 2, y);
        drawFofKey(cr, in, x, y + l.height() + 6, width, f.card, true);
    }, 4, true);
}

/// The largest card size (points) at which the map fits the flow's width
/// and, with the tables after it, the page's remaining height; none if no
/// size of at least kFofSheetMinCardPt does. At most 110 pt.
std::optional<MapFigure> figureToFit(const Flow& flow, const FofMapInput& in, double spaceBelow, double remaining)
{
    for (double c = 110; c >= kFofSheetMinCardPt; c -= 2) {
        if (FofLayout(in, c).width() > flow.width()) continue;
        const MapFigure f = mapFigureAt(flow, in, c);
        if (f.height + 4 + spaceBelow <= remaining) return f;
    }
    return std::nullopt;
}

/// The map as wide as the flow allows (a page of its own, the tables after it).
MapFigure figureForWidth(const Flow& flow, const FofMapInput& in)
{
    for (double c = 110; c > 30; c -= 2)
        if (FofLayout(in, c).width() <= flow.width()) return mapFigureAt(flow, in, c);
    return mapFigureAt(flow, in, 30);
}

} // namespace

std::string renderFofMissionSheet(const FofSheetInput& in, Paper paper, Findings* warnings)
{
    Findings local;
    Findings& out = warnings ? *warnings : local;
    const std::size_t firstNew = out.size();
    if (!in.mission) {
        warn(out, code::SheetNoScenario, "no mission to print");
        return {};
    }
    const Mission& m = *in.mission;
    const bool haveMap = in.map && in.decks;
    if (!haveMap) warn(out, code::SheetMapMissing, "the card map '" + m.mapHref + "' is not loaded; the sheet is printed without it");
    const FofMapInput mapInput{in.map, in.decks, &m};
    const std::string title = m.name.empty() ? m.id : m.name;

    std::string error;
    std::string bytes = sheet::printSheet(paper, title, [&](Flow& flow, double bodyHeight) {
        titleSection(flow, m);
        detailsSection(flow, m, in.map);
        const Table contacts = contactsTable(m), units = unitsTable(m);
        const double headings = 2 * 30; // two headings with their gaps
        const double below = (contacts.rows.empty() ? 0 : flow.tableHeight(contacts)) + (units.rows.empty() ? 0 : flow.tableHeight(units)) + headings + 16;
        if (haveMap) {
            flow.heading("The map at set-up [2.2.1, 2.4]");
            const double used = flow.usedOnLastPage(bodyHeight) + 4; // the heading just added included
            // Everything on this page; else the map on this page and the tables on the next; else the map as wide as the page allows.
            auto fitted = figureToFit(flow, mapInput, below, bodyHeight - used);
            if (!fitted) fitted = figureToFit(flow, mapInput, 0, bodyHeight - used);
            mapFigure(flow, mapInput, fitted ? *fitted : figureForWidth(flow, mapInput));
        }
        flow.heading("Enemy Information: Potential Contacts [2.2.2, 9.1.2]");
        if (contacts.rows.empty()) flow.paragraph(escape("The mission places no Potential Contact markers."));
        else flow.table(contacts);
        flow.heading("Units placed at start");
        if (units.rows.empty()) flow.paragraph(escape("The mission places no units; the US company enters as the Mission Details say."));
        else flow.table(units);
    }, &error);
    if (bytes.empty()) warn(out, code::SheetRenderFailed, "the PDF could not be made: " + error);
    for (std::size_t i = firstNew; i < out.size(); ++i)
        if (out[i].where.file.empty()) out[i].where.file = in.file;
    return bytes;
}

} // namespace crestline::render
