// Writer for the scenario format: fixed element and attribute order, optional
// values only when set, kept extensions (foreign-namespace XML) written back
// after the known XML of their element. Saving is atomic.

#include "formats/common/atomic_file.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using scenario_xml::attr;
using scenario_xml::intAttr;
using scenario_xml::optionalAttr;

using namespace scenarios;
namespace sx = scenario_xml;

void hexesAttr(pugi::xml_node n, const char* name, const std::vector<HexName>& hexes)
{
    if (!hexes.empty()) attr(n, name, sx::formatHexList(hexes));
}

void writePosition(pugi::xml_node n, const char* spaceName, const TrackPosition& p)
{
    intAttr(n, spaceName, p.space);
    optionalAttr(n, "toward", p.side);
}

void writeUnit(pugi::xml_node parent, const Unit& u)
{
    pugi::xml_node n = parent.append_child("unit");
    attr(n, "id", u.id);
    attr(n, "name", u.name);
    attr(n, "type", std::string(unitTypeName(u.type)));
    attr(n, "size", std::string(unitSizeName(u.size)));
    intAttr(n, "count", u.count);
    optionalAttr(n, "area", u.area);
    hexesAttr(n, "hexes", u.hexes);
    xml::writeExtras(n, u.extras);
}

void writeTrack(pugi::xml_node root, const TrackDisplay& t)
{
    pugi::xml_node n = root.append_child("track-display");
    pugi::xml_node c = n.append_child("initiative");
    attr(c, "side", t.initiativeSide);
    writePosition(c, "pawn", t.initiativePawn);
    xml::writeExtras(c, t.initiativeExtras);
    c = n.append_child("fate-card");
    attr(c, "holder", t.fateCard);
    xml::writeExtras(c, t.fateExtras);
    c = n.append_child("sniper");
    attr(c, "face-up", t.sniperFaceUp);
    xml::writeExtras(c, t.sniperExtras);
    c = n.append_child("air-support");
    attr(c, "face-up", t.airSupportFaceUp);
    xml::writeExtras(c, t.airExtras);
    if (t.vpMarker) {
        c = n.append_child("vp-marker");
        writePosition(c, "space", *t.vpMarker);
        xml::writeExtras(c, t.vpExtras);
    }
    c = n.append_child("time-track");
    intAttr(c, "turn-start", t.timeTrack.turnStart);
    intAttr(c, "sudden-death", t.timeTrack.suddenDeathSpace);
    for (const TimeSpace& s : t.timeTrack.spaces) {
        pugi::xml_node sn = c.append_child("space");
        intAttr(sn, "number", s.number);
        intAttr(sn, "sudden-death-number", s.suddenDeath);
        xml::writeExtras(sn, s.extras);
    }
    xml::writeExtras(c, t.timeTrack.extras);
    xml::writeExtras(n, t.extras);
}

void writeVictory(pugi::xml_node root, const Victory& v)
{
    pugi::xml_node n = root.append_child("victory");
    for (const EliminationVp& e : v.elimination) {
        pugi::xml_node c = n.append_child("elimination");
        optionalAttr(c, "side", e.side);
        if (e.type) attr(c, "type", std::string(unitTypeName(*e.type)));
        if (e.size) attr(c, "size", std::string(unitSizeName(*e.size)));
        intAttr(c, "vp", e.vp);
        xml::writeExtras(c, e.extras);
    }
    for (const ExitVp& e : v.exits) {
        pugi::xml_node c = n.append_child("exit");
        attr(c, "side", e.side);
        optionalAttr(c, "map", e.map);
        if (e.edge) attr(c, "edge", std::string(mapEdgeName(*e.edge)));
        hexesAttr(c, "hexes", e.hexes);
        if (e.type) attr(c, "type", std::string(unitTypeName(*e.type)));
        intAttr(c, "vp", e.vp);
        xml::writeExtras(c, e.extras);
    }
    for (const Objective& o : v.objectives) {
        pugi::xml_node c = n.append_child("objective");
        attr(c, "id", o.id);
        optionalAttr(c, "name", o.name);
        hexesAttr(c, "hexes", o.hexes);
        attr(c, "control", o.control);
        for (const ObjectiveValue& val : o.values) {
            pugi::xml_node vn = c.append_child("value");
            attr(vn, "side", val.side);
            intAttr(vn, "vp", val.vp);
            xml::writeExtras(vn, val.extras);
        }
        xml::writeExtras(c, o.extras);
    }
    const xml::SplitExtras split = xml::splitExtras(v.extras);
    xml::writeText(n, "text", v.text, split.child("text"));
    xml::writeExtras(n, split.own);
}

void writeForces(pugi::xml_node root, const Forces& f)
{
    pugi::xml_node n = root.append_child("forces");
    attr(n, "side", f.side);
    for (const Unit& u : f.units) writeUnit(n, u);
    for (const Fortification& x : f.fortifications) {
        pugi::xml_node c = n.append_child("fortification");
        attr(c, "id", x.id);
        attr(c, "kind", x.kind);
        intAttr(c, "count", x.count);
        optionalAttr(c, "area", x.area);
        hexesAttr(c, "hexes", x.hexes);
        xml::writeExtras(c, x.extras);
    }
    for (const AssetCard& a : f.assets) {
        pugi::xml_node c = n.append_child("asset");
        attr(c, "card", a.card);
        intAttr(c, "count", a.count);
        xml::writeExtras(c, a.extras);
    }
    xml::writeExtras(n, f.extras);
}

void writeSighting(pugi::xml_node root, const SightingAllotment& a)
{
    pugi::xml_node n = root.append_child("sighting");
    attr(n, "side", a.side);
    intAttr(n, "markers", a.markers);
    optionalAttr(n, "area", a.area);
    for (const SightingContent& c : a.contents) {
        pugi::xml_node cn;
        switch (c.kind) {
        case SightingKind::Hidden:
            cn = n.append_child("hidden");
            attr(cn, "letter", c.letter);
            hexesAttr(cn, "hex", c.hexes);
            break;
        case SightingKind::FalseSighting:
            cn = n.append_child("false-sighting");
            intAttr(cn, "count", c.count);
            hexesAttr(cn, "hexes", c.hexes);
            break;
        case SightingKind::Fortification:
            cn = n.append_child("fortification");
            attr(cn, "kind", c.fortification);
            intAttr(cn, "count", c.count);
            hexesAttr(cn, "hexes", c.hexes);
            break;
        }
        xml::writeExtras(cn, c.extras);
    }
    for (const HidingMarker& h : a.hiding) {
        pugi::xml_node hn = n.append_child("hiding");
        attr(hn, "letter", h.letter);
        if (h.chosenAtSetup) attr(hn, "chosen-at-setup", "true");
        sx::writeHiddenPieces(hn, h.pieces);
        xml::writeExtras(hn, h.extras);
    }
    xml::writeExtras(n, a.extras);
}

void writeReinforcement(pugi::xml_node root, const Reinforcement& r)
{
    pugi::xml_node n = root.append_child("reinforcement");
    attr(n, "side", r.side);
    intAttr(n, "turn", r.turn);
    for (const Unit& u : r.units) writeUnit(n, u);
    if (r.commandMarkers > 0) {
        pugi::xml_node c = n.append_child("command");
        intAttr(c, "markers", r.commandMarkers);
        xml::writeExtras(c, r.commandExtras);
    }
    if (r.entry) {
        pugi::xml_node c = n.append_child("entry");
        optionalAttr(c, "map", r.entry->map);
        if (r.entry->edge) attr(c, "edge", std::string(mapEdgeName(*r.entry->edge)));
        hexesAttr(c, "hexes", r.entry->hexes);
        xml::writeExtras(c, r.entry->extras);
    }
    const xml::SplitExtras split = xml::splitExtras(r.extras);
    xml::writeText(n, "text", r.text, split.child("text"));
    xml::writeExtras(n, split.own);
}

} // namespace

std::string writeScenarioText(const Scenario& s)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("scenario");
    intAttr(root, "version", kScenarioFormatVersion);
    attr(root, "id", s.id);
    attr(root, "system", s.system);
    const xml::SplitExtras split = xml::splitExtras(s.extras);
    xml::writeText(root, "title", s.title, split.child("title"));
    xml::writeText(root, "date", s.date, split.child("date"));
    xml::writeText(root, "location", s.location, split.child("location"));
    xml::writeText(root, "history", s.history, split.child("history"));
    scenario_xml::writeMapPlacements(root, s.maps);
    for (const MapJoin& j : s.joins) {
        pugi::xml_node n = root.append_child("join");
        attr(n, "map", j.map);
        attr(n, "edge", std::string(mapEdgeName(j.edge)));
        attr(n, "to", j.to);
        attr(n, "to-edge", std::string(mapEdgeName(j.toEdge)));
        xml::writeExtras(n, j.extras);
    }
    pugi::xml_node sides = root.append_child("sides");
    attr(sides, "first-to-set-up", s.firstToSetUp);
    for (const Side& side : s.sides) {
        pugi::xml_node n = sides.append_child("side");
        attr(n, "id", side.id);
        attr(n, "nationality", side.nationality);
        intAttr(n, "command-control", side.commandControl);
        intAttr(n, "command-markers", side.commandMarkers);
        xml::writeExtras(n, side.extras);
    }
    xml::writeExtras(sides, s.sidesExtras);
    writeTrack(root, s.track);
    writeVictory(root, s.victory);
    for (const Forces& f : s.forces) writeForces(root, f);
    for (const SetupArea& a : s.setupAreas) sx::writeSetupArea(root, a);
    for (const SightingAllotment& a : s.sighting) writeSighting(root, a);
    for (const Reinforcement& r : s.reinforcements) writeReinforcement(root, r);
    scenario_xml::writeSpecialRulesAndNotes(root, s.specialRules, s.notes, split.child("notes"));
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeScenarioFile(const Scenario& scenario, const std::filesystem::path& file)
{
    return saveFile(file, writeScenarioText(scenario));
}

} // namespace crestline::formats
