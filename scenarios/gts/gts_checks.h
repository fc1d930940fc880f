#pragma once
// `crestline check` for a GTS scenario. Each group lives in its own file,
// which opens with the rules it implements and the codes it emits; every code
// is documented in docs/gts-scenario.md ("Check codes").

#include "geometry/finding.h"
#include "geometry/finding_builder.h"
#include "scenarios/board_set.h"
#include "scenarios/gts/gts_lookup.h"

#include <optional>
#include <string>

namespace crestline::scenarios::gts {

/// What every check reads: the scenario, its maps and the file it came from.
struct GtsCheckContext {
    const GtsScenario& scenario;
    const BoardSet& boards;
    std::string file;
    const GtsLookup& find; ///< units, leaders and divisions by id: the checks stay linear

    /// A finding of `code` at a line of the scenario file, with its element path.
    FindingBuilder at(int line, FindingCode code, std::string element) const;
};

/// Run every check; findings in a stable order (by group, then file order).
Findings checkGtsScenario(const GtsScenario& scenario, const BoardSet& boards, const std::string& file);

/// Ids, the turn record, air units, Divisions' points, Formations' Leaders (gts_check_order.cpp).
void checkOrderOfBattle(const GtsCheckContext& ctx, Findings& out);
/// Set-up and reinforcements: hexes, terrain, entry hexes, references (gts_check_places.cpp).
void checkPlaces(const GtsCheckContext& ctx, Findings& out);

/// Whether a Unit of Movement Class `movement` may stand in hex `h`: false when a
/// whole-hex terrain type there (the catalog's default type if none) costs "P"
/// for its class, or for every class (the dotless hex) [1.2, 14.5]. Read from the map's catalog; true when the map is not loaded.
bool canEnter(const BoardSet& boards, PlacedHex h, MovementClass movement);

} // namespace crestline::scenarios::gts
