#pragma once
// The printable set-up sheet of a Grand Tactical Series scenario, as a PDF
// held in memory (the caller saves it atomically): the board north up with
// every set-up stack and the victory hexes on it, the turn record with times,
// night turns and air units [3.0, 12.0, 27.0], the starting weather [5.0,
// 26.0], each Army's limits [23.1, 24.5], Divisions [7.2, 10.0.3, 10.0.4],
// Formations and Leaders [21.4, 29.27] and set-up [14.6, 14.10, 21.2, 22.0],
// reinforcements turn by turn [8.0, 9.0], the first turn's mug [9.0, 10.0.1]
// and the victory conditions [12.0]. GTS has no hidden set-up, so there is
// one sheet for both players. Documented in docs/sheets.md.

#include "formats/render/sheet.h"
#include "scenarios/gts/gts_scenario.h"

#include <map>
#include <string>

namespace crestline::render {

/// What a GTS sheet is made of. Non-owning: everything must outlive the call.
struct GtsSheetInput {
    const scenarios::gts::GtsScenario* scenario = nullptr;
    /// The scenario's file name, for the findings; may be empty.
    std::string file;
    /// The loaded maps, by the scenario's map id; a missing one is left off
    /// the board and reported (sheet-map-missing).
    std::map<std::string, const maps::MapAnalysis*, std::less<>> maps;
};

/// The sheet as PDF bytes (text selectable). Problems that do not stop it (a
/// hex that does not resolve, a missing map) go to `warnings` with codes
/// sheet-*; an empty result means no sheet, with an error finding saying why.
std::string renderGtsSetupSheet(const GtsSheetInput& input, Paper paper, Findings* warnings);

} // namespace crestline::render
