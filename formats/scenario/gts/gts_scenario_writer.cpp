// Writer for GTS scenarios: fixed element and attribute order, optional
// values only when they differ from the format's stated default (night,
// independent, organic-transport, division-chit false; mode deployed;
// step-losses 0; position none), kept extensions written back after the
// known XML of their element. Saving is atomic.

#include "formats/common/atomic_file.h"
#include "formats/scenario/gts/gts_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using scenario_xml::attr;
using scenario_xml::boolAttr;
using scenario_xml::flagAttr;
using scenario_xml::intAttr;
using scenario_xml::optionalAttr;

using namespace scenarios::gts;

void writeTurns(pugi::xml_node root, const TurnRecord& r)
{
    pugi::xml_node n = root.append_child("turns");
    intAttr(n, "last", r.last);
    for (const Turn& t : r.turns) {
        pugi::xml_node c = n.append_child("turn");
        intAttr(c, "number", t.number);
        attr(c, "time", t.time);
        flagAttr(c, "night", t.night);
        for (const AirUnits& a : t.air) {
            pugi::xml_node an = c.append_child("air");
            attr(an, "army", a.army);
            intAttr(an, "units", a.units);
            xml::writeExtras(an, a.extras);
        }
        xml::writeExtras(c, t.extras);
    }
    xml::writeExtras(n, r.extras);
}

void writeFormation(pugi::xml_node parent, const Formation& f)
{
    pugi::xml_node n = parent.append_child("formation");
    attr(n, "id", f.id);
    attr(n, "name", f.name);
    attr(n, "colour", f.colour);
    flagAttr(n, "independent", f.independent);
    if (f.leader) {
        pugi::xml_node l = n.append_child("leader");
        attr(l, "id", f.leader->id);
        attr(l, "name", f.leader->name);
        intAttr(l, "command-range", f.leader->commandRange);
        xml::writeExtras(l, f.leader->extras);
    }
    for (const Unit& u : f.units) {
        pugi::xml_node c = n.append_child("unit");
        attr(c, "id", u.id);
        attr(c, "name", u.name);
        attr(c, "movement", movementClassName(u.movement));
        intAttr(c, "steps", u.steps);
        flagAttr(c, "organic-transport", u.organicTransport);
        xml::writeExtras(c, u.extras);
    }
    xml::writeExtras(n, f.extras);
}

void writeArmy(pugi::xml_node root, const Army& a)
{
    pugi::xml_node n = root.append_child("army");
    attr(n, "id", a.id);
    attr(n, "name", a.name);
    intAttr(n, "road-blocks", a.roadBlocks);
    intAttr(n, "rearguards", a.rearguards);
    if (a.rearguardsTotal) intAttr(n, "rearguards-total", *a.rearguardsTotal);
    for (const Division& d : a.divisions) {
        pugi::xml_node c = n.append_child("division");
        attr(c, "id", d.id);
        attr(c, "name", d.name);
        attr(c, "symbol", d.symbol);
        boolAttr(c, "chit-in-play", d.chitInPlay);
        intAttr(c, "command-rating", d.commandRating);
        intAttr(c, "dispatch-rating", d.dispatchRating);
        intAttr(c, "command-points", d.commandPoints);
        intAttr(c, "dispatch-points", d.dispatchPoints);
        if (d.discount) {
            pugi::xml_node dn = c.append_child("discount");
            intAttr(dn, "this-turn", d.discount->thisTurn);
            intAttr(dn, "next-turn", d.discount->nextTurn);
            xml::writeExtras(dn, d.discount->extras);
        }
        for (const Formation& f : d.formations) writeFormation(c, f);
        xml::writeExtras(c, d.extras);
    }
    xml::writeExtras(n, a.extras);
}

void writeSetup(pugi::xml_node root, const GtsScenario& s)
{
    pugi::xml_node n = root.append_child("setup");
    for (const UnitSetup& u : s.setup) {
        pugi::xml_node c = n.append_child("unit");
        attr(c, "ref", u.unit);
        attr(c, "hex", u.hex.text());
        if (u.mode != UnitMode::Deployed) attr(c, "mode", unitModeName(u.mode));
        if (u.stepLosses != 0) intAttr(c, "step-losses", u.stepLosses);
        if (u.position != Position::None) attr(c, "position", positionName(u.position));
        xml::writeExtras(c, u.extras);
    }
    for (const LeaderSetup& l : s.leaderSetup) {
        pugi::xml_node c = n.append_child("leader");
        attr(c, "ref", l.leader);
        attr(c, "hex", l.hex.text());
        xml::writeExtras(c, l.extras);
    }
    xml::writeExtras(n, s.setupExtras);
}

void writeReinforcement(pugi::xml_node root, const Reinforcement& r)
{
    pugi::xml_node n = root.append_child("reinforcement");
    intAttr(n, "turn", r.turn);
    attr(n, "division", r.division);
    flagAttr(n, "division-chit", r.divisionChit);
    if (r.entry) {
        pugi::xml_node e = n.append_child("entry");
        if (r.entry->hex) attr(e, "hex", r.entry->hex->text());
        optionalAttr(e, "symbol", r.entry->symbol);
        xml::writeExtras(e, r.entry->extras);
    }
    for (const PieceRef& u : r.units) {
        pugi::xml_node c = n.append_child("unit");
        attr(c, "ref", u.ref);
        xml::writeExtras(c, u.extras);
    }
    for (const PieceRef& l : r.leaders) {
        pugi::xml_node c = n.append_child("leader");
        attr(c, "ref", l.ref);
        xml::writeExtras(c, l.extras);
    }
    xml::writeExtras(n, r.extras);
}

void writeVictory(pugi::xml_node root, const Victory& v)
{
    pugi::xml_node n = root.append_child("victory");
    for (const VictoryHex& h : v.hexes) {
        pugi::xml_node c = n.append_child("objective");
        attr(c, "hex", h.hex.text());
        attr(c, "army", h.army);
        intAttr(c, "points", h.points);
        xml::writeExtras(c, h.extras);
    }
    const xml::SplitExtras split = xml::splitExtras(v.extras);
    xml::writeText(n, "text", v.text, split.child("text"));
    xml::writeExtras(n, split.own);
}

} // namespace

std::string writeGtsScenarioText(const GtsScenario& s)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("scenario");
    intAttr(root, "version", kScenarioFormatVersion);
    attr(root, "id", s.id);
    attr(root, "system", kGtsSystem);
    const xml::SplitExtras split = xml::splitExtras(s.extras);
    xml::writeText(root, "title", s.title, split.child("title"));
    xml::writeText(root, "date", s.date, split.child("date"));
    xml::writeText(root, "history", s.history, split.child("history"));
    scenario_xml::writeMapPlacements(root, s.maps);
    writeTurns(root, s.turnRecord);
    pugi::xml_node w = root.append_child("weather");
    attr(w, "start", weatherName(s.weather.start));
    boolAttr(w, "may-change", s.weather.mayChange);
    xml::writeExtras(w, s.weather.extras);
    for (const Army& a : s.armies) writeArmy(root, a);
    pugi::xml_node ft = root.append_child("first-turn");
    attr(ft, "player", s.firstTurn.firstPlayer);
    for (const MugChit& c : s.firstTurn.mug) {
        pugi::xml_node cn = ft.append_child("chit");
        attr(cn, "kind", chitKindName(c.kind));
        attr(cn, "ref", c.ref);
        xml::writeExtras(cn, c.extras);
    }
    xml::writeExtras(ft, s.firstTurn.extras);
    writeSetup(root, s);
    for (const Reinforcement& r : s.reinforcements) writeReinforcement(root, r);
    writeVictory(root, s.victory);
    scenario_xml::writeSpecialRulesAndNotes(root, s.specialRules, s.notes, split.child("notes"));
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeGtsScenarioFile(const GtsScenario& scenario, const std::filesystem::path& file)
{
    return saveFile(file, writeGtsScenarioText(scenario));
}

} // namespace crestline::formats
