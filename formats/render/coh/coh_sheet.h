#pragma once
// The printable set-up sheet of a Conflict of Heroes firefight, as a PDF held
// in memory (the caller saves it atomically): the board north up with the
// units that start on it (facing shown [5.3]), fortifications [18.1-18.3],
// smoke [13.0], objectives and reinforcement entry hexes [5.5]; per side its
// CAPs [3.2, 7.4.2], Action Cards dealt and drawn [8.0], off-board artillery
// [12.1], Weapon Cards [8.0] and a roster of counter values; round by round
// the cards and arrivals; victory conditions. Hidden units [10.0] are printed
// only on their own side's sheet: the public sheet and the opponent's sheet
// say how many units a side set up hidden, nothing more. Documented in
// docs/sheets.md ("Conflict of Heroes sheets").

#include "formats/render/sheet.h"
#include "scenarios/coh/coh_scenario.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace crestline::render {

/// Where a hidden unit really sets up (from a sealed set-up, later): overrides
/// the scenario's hex and facing of that unit on its own side's sheet.
struct CohHiddenPlacement {
    std::string unit;
    scenarios::HexName hex;
    int facing = 0;
};

/// What a CoH sheet is made of. Non-owning: everything must outlive the call.
struct CohSheetInput {
    const scenarios::coh::CohScenario* scenario = nullptr;
    /// The scenario's file name, for the findings; may be empty.
    std::string file;
    /// The loaded maps, by the scenario's map id; a missing one is left off
    /// the board and reported (sheet-map-missing).
    std::map<std::string, const maps::MapAnalysis*, std::less<>> maps;
};

/// How a CoH sheet is printed.
struct CohSheetOptions {
    Paper paper = Paper::A4;
    /// The side the sheet is for; unset: the public sheet (no hidden unit shown).
    std::optional<std::string> side;
};

/// One unit as a sheet may print it.
struct CohSheetUnit {
    const scenarios::coh::Unit* unit = nullptr;
    std::optional<scenarios::HexName> hex; ///< where it starts (a carried unit: its carrier's); unset: arrives later
    std::optional<int> facing;             ///< hexside 0..5 [5.3]
    bool hidden = false;                   ///< set up hidden [10.0] (only on its own side's sheet)
};

/// What one sheet may show of the units: the security decision in one place.
struct CohSheetUnits {
    std::vector<CohSheetUnit> shown;       ///< in file order
    std::map<std::string, int, std::less<>> hiddenCount; ///< per side id: hidden units this sheet does not show
    std::set<std::string, std::less<>> withheld;          ///< their ids (their hasty defences are withheld too)
};

/// The units a sheet for `side` (unset: the public sheet) may print. A unit
/// set up hidden [10.0], or carried by one, is shown only on its own side's
/// sheet, at the hex and facing of its entry in `hidden` when there is one
/// (null: the scenario's). Placements for units that are not that side's
/// hidden units, or given for the public sheet, are not used and reported
/// (sheet-setup-not-printed).
CohSheetUnits cohSheetUnits(const scenarios::coh::CohScenario& scenario, const std::optional<std::string>& side,
                            const std::vector<CohHiddenPlacement>* hidden, Findings& warnings);

/// The sheet as PDF bytes (text selectable). Problems that do not stop it (a
/// hex that does not resolve, a missing map) go to `warnings` with codes
/// sheet-*; an empty result means no sheet, with an error finding saying why
/// (sheet-no-scenario, sheet-unknown-side, sheet-render-failed).
std::string renderCohSetupSheet(const CohSheetInput& input, const CohSheetOptions& options, const std::vector<CohHiddenPlacement>* hidden,
                                Findings* warnings);

} // namespace crestline::render
