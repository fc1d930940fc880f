#pragma once
// A Conflict of Heroes hidden set-up [10.0]: where one player put the units
// his side sets up hidden, sealed before play as FF Sighting setups are
// (scenarios/sighting_setup.h, scenarios/commitments.h). In CoH a hidden unit
// is not on the board at all, so its hex is as secret as its identity:
//   owner's file:    per hidden unit its scenario id, hex, facing, a public
//                    id ("H1".."Hn", a random permutation), salt, commitment;
//   opponent's file: setup id, scenario, side, and per hidden unit only its
//                    public id and commitment, sorted by public id.
//   commitment = hex(SHA-256(salt || canonicalPlacement(...)))
// The opponent learns how many units are hidden (the scenario says which
// units may hide anyway) and nothing else until the owner reveals one.
//
// Where a hidden unit may be placed (docs/coh-scenario.md, "Hidden set-up"):
// in one of its side's set-up areas when the scenario gives any, else in the
// scenario's own hex for it; never in terrain it may not enter (NA).

#include "geometry/finding.h"
#include "maps/xml_extras.h"
#include "scenarios/board_set.h"
#include "scenarios/coh/coh_scenario.h"
#include "scenarios/commitments.h"
#include "scenarios/sighting_setup.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::scenarios::coh {

/// One hidden unit's placement.
struct HiddenPlacement {
    std::string unit;            ///< owner's view: the scenario's unit id; empty in the opponent's view
    std::string publicId;        ///< "H3": drawn at sealing; empty in a plan
    std::optional<HexName> hex;  ///< owner's view only
    std::optional<int> facing;   ///< owner's view only: hexside 0..5 [5.3]
    std::string salt;            ///< owner's view only: 32+ hex digits, drawn at sealing
    std::string commitment;      ///< 64 hex digits; empty in a plan
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const HiddenPlacement&, const HiddenPlacement&) = default;
};

/// A whole hidden set-up file (NAME.hidden.xml).
struct HiddenSetup {
    int version = 0;
    SetupView view = SetupView::Owner;
    std::string setupId;         ///< drawn at sealing (32 hex digits), in both files; empty in a plan
    std::string scenarioId;
    std::string scenarioHref;    ///< scenario file, relative to this file
    std::string side;
    std::vector<HiddenPlacement> units;
    maps::XmlExtras extras;
    int line = 0;                ///< line of the root element
    friend bool operator==(const HiddenSetup&, const HiddenSetup&) = default;

    /// Whether this is a sealed file (it has a setup id), not a plan.
    bool sealed() const { return !setupId.empty(); }
    /// A placement by unit id or public id (owner's view), or by public id (opponent's).
    const HiddenPlacement* find(std::string_view id) const;
};

/// The text a placement's commitment is computed over (docs/coh-scenario.md):
/// setup id, scenario, side and public id bind it to this entry of this
/// sealing; then the unit id, hex and facing.
std::string canonicalPlacement(const HiddenSetup& setup, const HiddenPlacement& placement);

/// Check an owner's plan or file against its scenario: the scenario and side
/// exist (setup-scenario-mismatch, unknown-side); it places exactly the side's
/// hidden units, each once (coh-hidden-mismatch, duplicate-id); each hex is
/// on the map (hex-off-map, bad-hex, ...), in a set-up area of the side or the
/// scenario's hex when the side has none (setup-hex-outside-area), and
/// enterable (coh-setup-impassable); each facing is 0..5 (coh-facing). An
/// opponent's file is checked for scenario and side, and that it holds one
/// entry per hidden unit of the side (coh-hidden-mismatch).
Findings checkHiddenSetup(const HiddenSetup& setup, const CohScenario& scenario, const BoardSet& boards, const std::string& file);

/// Seal a plan: draw the setup id, public ids and salts and make the
/// commitments (setup-plan-seal-value if the plan sets any of them itself,
/// setup-no-randomness if RAND_bytes fails). A sealed owner's file is
/// verified instead (setup-commitment-stale, setup-bad-salt,
/// missing-attribute). With errors `owner` is left as it was.
Findings sealHiddenSetup(HiddenSetup& owner, const std::string& file);

/// The opponent's file: setup id, scenario, side, and per unit only its
/// public id and commitment, sorted by public id. Nothing else is copied.
HiddenSetup opponentView(const HiddenSetup& sealedOwner);

/// The result of proving an owner's (possibly partial) file against the opponent's.
struct HiddenRevealReport {
    std::vector<const HiddenPlacement*> verified; ///< into the owner's setup
    Findings findings;
    bool ok() const { return !hasErrors(findings) && !verified.empty(); }
};

/// Prove the owner's placements (all, or those in `only`, by unit or public
/// id) against the opponent's commitments. Codes as FF's reveal:
/// reveal-scenario-mismatch, reveal-setup-mismatch, reveal-unknown-marker,
/// reveal-not-sealed, reveal-commitment-mismatch.
HiddenRevealReport verifyHiddenReveal(const HiddenSetup& owner, const std::string& ownerFile, const HiddenSetup& opponent,
                                      const std::string& opponentFile, const std::vector<std::string>& only);

} // namespace crestline::scenarios::coh
