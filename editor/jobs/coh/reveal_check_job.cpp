// reveal-check (see reveal_check_job.h).

#include "editor/jobs/coh/reveal_check_job.h"

#include "editor/jobs/los_jobs.h"
#include "formats/scenario/coh/coh_position.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <typeinfo>

#include <sstream>

namespace crestline::jobs {

namespace {

Finding positionFinding(FindingCode c, const std::filesystem::path& file, int line, const std::string& message)
{
    return makeFinding(c).file(file.string()).line(line).message(message);
}

} // namespace

RevealCheckResult revealCheckJob(const MapDocument& map, const std::filesystem::path& position, const std::vector<ScenarioUnitKind>& scenarioUnits)
{
    RevealCheckResult result;
    if (!readyForLos(map, result, "reveal check")) return result;
    const auto* table = map.scene().hexTable();
    const auto* board = table && typeid(*table) == typeid(geometry::los::CohBoard) ? static_cast<const geometry::los::CohBoard*>(table) : nullptr;
    if (!board) {
        refuse(result, Outcome::BadInput,
               map.file().string() + ": reveal-check is for Conflict of Heroes maps (system=\"coh\"); this map's system is '" + map.map().system + "'");
        return result;
    }
    auto read = formats::readPositionFile(position);
    append(result.findings, read.findings);
    if (!read.value || hasErrors(read.findings)) {
        refuse(result, refusalFor(read.findings), position.string() + ": nothing answered: fix the errors above first");
        return result;
    }
    const geometry::HexGrid& grid = map.grid();
    Findings problems;
    const auto hexOf = [&](const std::string& label, int line, const std::string& what) -> std::optional<geometry::OffsetCoord> {
        const auto hex = grid.parseLabel(label);
        if (!hex || !grid.contains(*hex))
            problems.push_back(positionFinding(code::UnknownHex, position, line, what + ": no hex '" + label + "' on " + map.file().filename().string()));
        return hex;
    };
    geometry::los::PlayState state;
    for (const auto& s : read.value->smoke)
        if (const auto hex = hexOf(s.hex, s.line, "smoke")) state.markers.push_back({*hex, s.value == 2 ? "smoke+2" : "smoke+1", 0});
    std::vector<geometry::los::coh::CoverCounter> counters;
    for (const auto& c : read.value->counters)
        if (const auto hex = hexOf(c.hex, c.line, c.kind)) counters.push_back({*hex, c.kind});
    for (const auto& u : read.value->units) {
        const auto hex = hexOf(u.hex, u.line, "unit " + u.id);
        geometry::los::coh::PlacedUnit p{u.id, u.side, hex.value_or(geometry::OffsetCoord{}), u.hidden, u.vehicle, u.hastyDefence};
        if (!scenarioUnits.empty()) {
            const auto it = std::find_if(scenarioUnits.begin(), scenarioUnits.end(), [&](const ScenarioUnitKind& k) { return k.id == u.id; });
            if (it == scenarioUnits.end()) {
                problems.push_back(positionFinding(code::PositionMismatch, position, u.line, "unit " + u.id + ": the scenario has no unit of that id"));
                continue;
            }
            if (it->side != u.side)
                problems.push_back(positionFinding(code::PositionMismatch, position, u.line,
                                                   "unit " + u.id + ": side " + u.side + ", but the scenario gives it to " + it->side));
            if (u.vehicle && !it->vehicle)
                problems.push_back(positionFinding(code::PositionMismatch, position, u.line, "unit " + u.id + ": marked a vehicle, but the scenario's unit is not"));
            p.vehicle = it->vehicle;
        }
        result.units.push_back(std::move(p));
    }
    if (!problems.empty()) {
        append(result.findings, std::move(problems));
        refuse(result, Outcome::Refused, position.string() + ": nothing answered: fix the errors above first");
        return result;
    }
    result.check = geometry::los::coh::revealCheck(*map.rules(), map.scene(), *board, state, result.units, counters);
    return result;
}

std::string revealCheckText(const RevealCheckResult& r, const geometry::HexGrid& g)
{
    const auto name = [&](const std::string& id) {
        const geometry::los::coh::PlacedUnit* unit = &r.units.front();
        for (const auto& u : r.units)
            if (u.id == id) unit = &u;
        return id + " (" + unit->side + ", " + g.label(unit->hex) + ")";
    };
    std::ostringstream out;
    out << "hidden units [10.0]:" << (r.check.hidden.empty() ? " none" : "") << "\n";
    for (const auto& a : r.check.hidden) out << "  " << name(a.unit) << ": " << a.why << "\n";
    out << "units not hidden [10.2]:" << (r.check.visible.empty() ? " none" : "") << "\n";
    for (const auto& h : r.check.visible) out << "  " << name(h.unit) << ": " << h.why << "\n";
    int revealed = 0, stuck = 0;
    for (const auto& a : r.check.hidden) revealed += a.revealed;
    for (const auto& h : r.check.visible) stuck += !h.mayHide;
    out << revealed << " of " << r.check.hidden.size() << " hidden units revealed; " << stuck << " of " << r.check.visible.size()
        << " other units may not hide\n";
    return out.str();
}

} // namespace crestline::jobs
