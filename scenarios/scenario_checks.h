#pragma once
// `crestline check`: the scenario checks. Each group lives in its own file,
// which opens with the rules it implements and the codes it emits; every code
// is documented in docs/scenario-format.md ("Check codes").

#include "geometry/finding.h"
#include "geometry/finding_builder.h"
#include "scenarios/board_set.h"
#include "scenarios/scenario.h"

#include <optional>
#include <string>

namespace crestline::scenarios {

/// What every check reads: the scenario, its maps and the file it came from.
struct CheckContext {
    const Scenario& scenario;
    const BoardSet& boards;
    std::string file;

    /// A finding of `code` located at a line of the scenario file (add the message and the rest).
    FindingBuilder at(int line, FindingCode code) const;
};

/// Run every check; findings in a stable order (by group, then file order).
Findings checkScenario(const Scenario& scenario, const BoardSet& boards, const std::string& file);

// The groups, in the order checkScenario runs them.
/// Sides, forces, ids and map placement (check_structure.cpp).
void checkStructure(const CheckContext& ctx, Findings& out);
/// Track Display: Initiative, VP marker, Time Track (check_track.cpp).
void checkTrack(const CheckContext& ctx, Findings& out);
/// Setup areas, fixed hexes, objectives and exits (check_places.cpp).
void checkPlaces(const CheckContext& ctx, Findings& out);
/// Reinforcements against the Time Track and their entries (check_reinforcements.cpp).
void checkReinforcements(const CheckContext& ctx, Findings& out);
/// Sighting markers, contents and Hiding markers (check_sighting.cpp).
void checkSighting(const CheckContext& ctx, Findings& out);

namespace detail {
/// Resolve a written hex, reporting why it does not resolve (`offMapCode` for a
/// hex off its map); silent when its map could not be loaded (the loader said so).
std::optional<PlacedHex> resolveReported(const CheckContext& ctx, const HexName& name, int line, FindingCode offMapCode,
                                         const std::string& element, const std::string& feature, Findings& out);
} // namespace detail

/// The hexes a side may set up in: the named area, or the union of the side's areas.
HexSet sideSetupHexes(const Scenario& scenario, const BoardSet& boards, const std::string& side, const std::string& area);

} // namespace crestline::scenarios
