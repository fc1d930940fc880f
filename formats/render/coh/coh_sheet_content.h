#pragma once
// The sections of a CoH set-up sheet (coh_sheet_sections.cpp), written into
// the shared sheet flow, and what they read. Internal to the sheet.

#include "formats/render/coh/coh_sheet.h"
#include "formats/render/sheet_content.h"

#include <optional>
#include <string>

namespace crestline::render::coh_sheet {

/// Everything the sections read: the scenario, its maps, what may be shown.
struct CohContext {
    const scenarios::coh::CohScenario& scenario;
    const scenarios::BoardSet& boards;
    std::optional<std::string> side;  ///< the side the sheet is for; unset: public
    const CohSheetUnits& units;
    sheet::BoardLayout layout;
    Findings& warnings;

    /// Index of a side in the file, for its colour; -1 if unknown.
    int sideIndex(const std::string& id) const;
    /// The side's name as written, else its id.
    std::string sideName(const std::string& id) const;
    /// A hex as printed: without the map id on a one-map scenario.
    std::string hexText(const scenarios::HexName& h) const { return scenario.maps.size() == 1 ? h.label : h.text(); }
    /// Resolve a written hex, reporting sheet-hex-unresolved when it does not.
    std::optional<scenarios::PlacedHex> resolve(const scenarios::HexName& h, int line) const;
    /// Index in layout.maps of a board, -1 if it is not drawn.
    int placedIndex(int board) const;
    /// The number a shown unit has on the board and in the roster (1, 2, ...), 0 if not shown.
    int number(const std::string& unitId) const;
};

/// "<span foreground=...>■</span>" in a side's colour.
std::string sideSwatch(int side);
/// A fortification kind in words ("barbed wire").
std::string fortificationWords(scenarios::coh::FortificationKind kind);
/// The compass name of hexside `facing` on the map ("NE") with its number.
std::string facingWords(const CohContext& ctx, const scenarios::HexName& hex, int facing);

/// Title, "for the X player" or "for both players", history, rounds.
void titleSection(sheet::Flow& flow, const CohContext& ctx);
/// The board with the units, fortifications, smoke, objectives and entry hexes, and its key.
sheet::BoardMarks boardMarks(const CohContext& ctx);
/// Round by round: Action Cards per side and arrivals [5.5, 8.0].
void roundSection(sheet::Flow& flow, const CohContext& ctx);
/// One side: CAPs, cards, artillery, Weapon Cards, the roster, hidden units.
void sideSection(sheet::Flow& flow, const CohContext& ctx, const scenarios::coh::Side& side);
/// Fortifications and smoke at start [13.0, 18.1-18.3].
void fortificationSection(sheet::Flow& flow, const CohContext& ctx);
/// Reinforcements by round with their entry hexes [5.5].
void reinforcementSection(sheet::Flow& flow, const CohContext& ctx);
/// Objectives with their VP, the victory text, special rules.
void victorySection(sheet::Flow& flow, const CohContext& ctx);

} // namespace crestline::render::coh_sheet
