// A Fighting Formations scenario in a VASSAL module (ff_vassal.h): set-up
// areas and objectives as zones, the forces (units with fixed start hexes on
// them, the others in the palette), reinforcements by turn, the public
// set-up sheet. Sighting [6]: the scenario is read alone, never a Sighting
// setup file, and units the scenario puts under a Hiding marker [6.51] are
// left out (their count taken off their unit's).

#include "editor/jobs/ff/ff_vassal.h"

#include "editor/jobs/scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "formats/render/sheet.h"

#include <map>

namespace crestline::jobs {

namespace {

using namespace scenarios;

std::string kindOf(const Unit& u) { return std::string(unitTypeName(u.type)) + " " + std::string(unitSizeName(u.size)); }

Findings readFf(const Document& opened, VassalScenario& out)
{
    const auto& doc = *as<ScenarioDocument>(opened);
    Findings findings = checkScenarioFiles(doc, {}).findings;
    if (hasErrors(findings) || !doc.loaded()) return findings;
    const Scenario& s = doc.scenario();
    const BoardSet& boards = doc.boards();
    out.title = s.title.empty() ? s.id : s.title;
    out.boards = &boards;
    for (const Side& side : s.sides) out.sides.push_back({side.id, side.nationality.empty() ? side.id : side.nationality});
    auto sideIndex = [&](const std::string& id) {
        for (std::size_t i = 0; i < s.sides.size(); ++i)
            if (s.sides[i].id == id) return int(i);
        return -1;
    };
    auto sideName = [&](const std::string& id) {
        const Side* side = s.findSide(id);
        return side && !side->nationality.empty() ? side->nationality : id;
    };

    for (const SetupArea& area : s.setupAreas)
        addVassalZones(out.zones, boards.resolveArea(area).hexes, area.id + " (" + sideName(area.side) + " set-up)", sideIndex(area.side), false, std::nullopt);
    for (const Objective& o : s.victory.objectives) {
        HexSet hexes;
        for (const HexName& h : o.hexes)
            if (auto r = boards.resolve(h); r.hex) hexes.push_back(*r.hex);
        normalise(hexes);
        std::optional<int> vp;
        if (o.values.size() == 1) vp = o.values.front().vp;
        addVassalZones(out.zones, hexes, "Objective: " + (o.name.empty() ? o.id : o.name), -1, true, vp);
    }

    // [6.51] units under a Hiding marker the scenario fills are set up hidden.
    std::map<std::pair<std::string, std::string>, int> hidden;
    for (const SightingAllotment& a : s.sighting)
        for (const HidingMarker& h : a.hiding)
            for (const HiddenPiece& p : h.pieces)
                if (p.kind == HiddenPiece::Kind::Unit) hidden[{a.side, p.ref}] += p.count;

    for (const Forces& f : s.forces)
        for (const Unit& u : f.units) {
            const int shown = u.count - hidden[{f.side, u.id}];
            if (shown <= 0) continue;
            VassalUnit v{u.id, u.name, kindOf(u), f.side, shown, std::nullopt, ""};
            // Fixed start hexes: all on one hex, or one unit on each; else set up by the player.
            const bool placed = hidden[{f.side, u.id}] == 0 && !u.hexes.empty() && (u.hexes.size() == 1 || int(u.hexes.size()) == u.count);
            if (!placed) {
                out.units.push_back(v);
                continue;
            }
            for (const HexName& h : u.hexes) {
                VassalUnit one = v;
                one.hex = boards.resolve(h).hex;
                one.count = u.hexes.size() == 1 ? u.count : 1;
                out.units.push_back(one);
            }
        }
    for (const Reinforcement& r : s.reinforcements)
        for (const Unit& u : r.units) out.units.push_back({u.id, u.name, kindOf(u), r.side, u.count, std::nullopt, "turn " + std::to_string(r.turn)});

    out.publicSheet = [&doc](Findings& warnings) {
        render::SheetInput input;
        input.scenario = &doc.scenario();
        input.file = doc.file().string();
        for (std::size_t i = 0; i < doc.boards().boards().size(); ++i)
            if (doc.boards().loaded(int(i))) input.maps[doc.boards().boards()[i].id] = &doc.boards().analysis(int(i));
        return render::renderSetupSheet(input, render::SheetOptions{}, &warnings); // no side: the public sheet
    };
    return findings;
}

} // namespace

KindVassal ffScenarioVassal() { return {readFf}; }

} // namespace crestline::jobs
