// The check driver: runs each group of scenario checks in turn.

#include "scenarios/scenario_checks.h"

namespace crestline::scenarios {

FindingBuilder CheckContext::at(int line, FindingCode code) const
{
    return makeFinding(code).file(file).line(line);
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
