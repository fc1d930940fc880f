// Writer for CoH scenarios: fixed element and attribute order, optional
// values only when set or different from the format's default (flank-defence
// and facing when set, bonus-moves 0, turret, open-top and hidden false,
// side and unit of a fortification empty), kept extensions written back after
// the known XML of their element. Saving is atomic.

#include "formats/common/atomic_file.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using scenario_xml::attr;
using scenario_xml::flagAttr;
using scenario_xml::intAttr;
using scenario_xml::optionalAttr;

using namespace scenarios::coh;

void writeUnit(pugi::xml_node parent, const Unit& u)
{
    pugi::xml_node n = parent.append_child("unit");
    attr(n, "id", u.id);
    attr(n, "name", u.name);
    attr(n, "movement", movementName(u.movement));
    intAttr(n, "ar-red", u.arRed);
    intAttr(n, "ar-blue", u.arBlue);
    intAttr(n, "range", u.range);
    intAttr(n, "move-cost", u.moveCost);
    intAttr(n, "front-defence", u.frontDefence);
    if (u.flankDefence) intAttr(n, "flank-defence", *u.flankDefence);
    if (u.bonusMoves != 0) intAttr(n, "bonus-moves", u.bonusMoves);
    flagAttr(n, "turret", u.turret);
    flagAttr(n, "open-top", u.openTop);
    if (u.hex) attr(n, "hex", u.hex->text());
    if (u.facing) intAttr(n, "facing", *u.facing);
    flagAttr(n, "hidden", u.hidden);
    optionalAttr(n, "carried-by", u.carriedBy);
    for (const WeaponCard& w : u.weaponCards) {
        pugi::xml_node c = n.append_child("weapon-card");
        attr(c, "name", w.name);
        xml::writeExtras(c, w.extras);
    }
    xml::writeExtras(n, u.extras);
}

void writeSide(pugi::xml_node root, const CohScenario& s, const Side& side)
{
    pugi::xml_node n = root.append_child("side");
    attr(n, "id", side.id);
    attr(n, "name", side.name);
    intAttr(n, "caps", side.caps);
    intAttr(n, "cards-dealt", side.cardsDealt);
    for (const CardDraw& d : side.draws) {
        pugi::xml_node c = n.append_child("draw");
        intAttr(c, "round", d.round);
        intAttr(c, "cards", d.cards);
        xml::writeExtras(c, d.extras);
    }
    for (const Artillery& a : side.artillery) {
        pugi::xml_node c = n.append_child("artillery");
        attr(c, "name", a.name);
        intAttr(c, "strikes", a.strikes);
        xml::writeExtras(c, a.extras);
    }
    // A side's units go under the first <side> with its id (a repeated id is the reader's duplicate-id).
    if (s.findSide(side.id) == &side)
        for (const Unit& u : s.units)
            if (u.side == side.id) writeUnit(n, u);
    xml::writeExtras(n, side.extras);
}

void writeVictory(pugi::xml_node root, const Victory& v)
{
    pugi::xml_node n = root.append_child("victory");
    for (const scenarios::Objective& o : v.objectives) {
        pugi::xml_node c = n.append_child("objective");
        attr(c, "id", o.id);
        optionalAttr(c, "name", o.name);
        attr(c, "hexes", scenario_xml::formatHexList(o.hexes));
        attr(c, "control", o.control);
        for (const scenarios::ObjectiveValue& val : o.values) {
            pugi::xml_node vn = c.append_child("value");
            attr(vn, "side", val.side);
            intAttr(vn, "vp", val.vp);
            xml::writeExtras(vn, val.extras);
        }
        xml::writeExtras(c, o.extras);
    }
    const xml::SplitExtras own = xml::splitExtras(v.extras);
    xml::writeText(n, "text", v.text, own.child("text"));
    xml::writeExtras(n, own.own);
}

} // namespace

std::string writeCohScenarioText(const CohScenario& s)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("scenario");
    intAttr(root, "version", kScenarioFormatVersion);
    attr(root, "id", s.id);
    attr(root, "system", kCohSystem);
    const xml::SplitExtras split = xml::splitExtras(s.extras);
    xml::writeText(root, "title", s.title, split.child("title"));
    xml::writeText(root, "history", s.history, split.child("history"));
    scenario_xml::writeMapPlacements(root, s.maps);
    pugi::xml_node rounds = root.append_child("rounds");
    intAttr(rounds, "count", s.rounds);
    xml::writeExtras(rounds, s.roundsExtras);
    for (const Side& side : s.sides) writeSide(root, s, side);
    for (const scenarios::SetupArea& a : s.setupAreas) scenario_xml::writeSetupArea(root, a);
    for (const Fortification& f : s.fortifications) {
        pugi::xml_node n = root.append_child("fortification");
        attr(n, "kind", fortificationKindName(f.kind));
        attr(n, "hex", f.hex.text());
        optionalAttr(n, "side", f.side);
        optionalAttr(n, "unit", f.unit);
        xml::writeExtras(n, f.extras);
    }
    for (const Smoke& sm : s.smoke) {
        pugi::xml_node n = root.append_child("smoke");
        attr(n, "hex", sm.hex.text());
        intAttr(n, "level", sm.level);
        xml::writeExtras(n, sm.extras);
    }
    for (const Reinforcement& r : s.reinforcements) {
        pugi::xml_node n = root.append_child("reinforcement");
        attr(n, "side", r.side);
        intAttr(n, "round", r.round);
        attr(n, "entry", scenario_xml::formatHexList(r.entry));
        for (const UnitRef& u : r.units) {
            pugi::xml_node c = n.append_child("unit");
            attr(c, "ref", u.ref);
            xml::writeExtras(c, u.extras);
        }
        xml::writeExtras(n, r.extras);
    }
    writeVictory(root, s.victory);
    scenario_xml::writeSpecialRulesAndNotes(root, s.specialRules, s.notes, split.child("notes"));
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeCohScenarioFile(const CohScenario& scenario, const std::filesystem::path& file)
{
    return saveFile(file, writeCohScenarioText(scenario));
}

} // namespace crestline::formats
