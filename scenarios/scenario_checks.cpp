// The check driver: runs each group of scenario checks in turn.

#include "scenarios/scenario_checks.h"

namespace crestline::scenarios {

Finding CheckContext::at(int line, std::string code, Severity severity, std::string message, std::string rule,
                         std::string element, std::string feature, std::string hex) const
{
    Finding f;
    f.code = std::move(code);
    f.severity = severity;
    f.where.file = file;
    f.where.line = line;
    f.where.element = std::move(element);
    f.where.feature = std::move(feature);
    f.where.hex = std::move(hex);
    f.message = std::move(message);
    f.rule = std::move(rule);
    return f;
}

Findings checkScenario(const Scenario& scenario, const BoardSet& boards, const std::string& file)
{
    const CheckContext ctx{scenario, boards, file};
    Findings out;
    checkStructure(ctx, out);
    checkTrack(ctx, out);
    checkPlaces(ctx, out);
    checkReinforcements(ctx, out);
    checkSighting(ctx, out);
    return out;
}

HexSet sideSetupHexes(const Scenario& scenario, const BoardSet& boards, const std::string& side, const std::string& area)
{
    HexSet out;
    for (const SetupArea& a : scenario.setupAreas) {
        if (a.side != side) continue;
        if (!area.empty() && a.id != area) continue;
        out = unite(out, boards.resolveArea(a).hexes);
    }
    return out;
}

} // namespace crestline::scenarios
