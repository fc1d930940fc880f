#pragma once
// Sighting rules shared by the scenario checks and the Sighting setup checks:
// pieces under Hiding markers come from the side's allotted forces [6.51], and
// harmful fortifications should not be where friendly units start [6.4b].

#include "scenarios/scenario_checks.h"

#include <string>
#include <vector>

namespace crestline::scenarios {

/// A piece under a Hiding marker, with the marker's letter.
struct HiddenPieceRef {
    const HiddenPiece* piece = nullptr;
    std::string letter;
};

/// unknown-unit for pieces not in the side's starting forces; hiding-exceeds-forces
/// when more of a unit or fortification is hidden than the side has [6.51].
Findings checkHiddenPieces(const CheckContext& ctx, const std::string& side, const std::vector<HiddenPieceRef>& pieces);

/// A hex where friendly units start, and which units.
struct FriendlyStart {
    PlacedHex hex;
    std::string who;
};

/// Hexes where the side's units start by the scenario's fixed placements.
std::vector<FriendlyStart> fixedUnitStarts(const CheckContext& ctx, const std::string& side);

/// Whether units (not only fortifications) go under a Hiding marker.
bool hasUnits(const HidingMarker& h);
bool hasUnits(const std::vector<HiddenPiece>& pieces);

/// The [6.4b] finding: harmful-fortification-on-friendly-units, a warning.
Finding harmfulOnFriendly(const CheckContext& ctx, int line, const std::string& kind, const std::string& hex, const std::string& who);

} // namespace crestline::scenarios
