#pragma once
// Checks of a Fields of Fire card map against its decks [FoF 1.2.1 D,
// 2.2.1]. Codes: fof-unknown-card, fof-card-twice, fof-lower-not-hill,
// fof-hill-on-top (docs/fof-map-format.md, "Finding codes").

#include "geometry/finding.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"

#include <string>
#include <vector>

namespace crestline::maps {

/// Every card reference resolves to a card of a loaded deck; no card lies in
/// two places; the cards under a top card are Hill cards and the top card is
/// not one. `decks` are the decks the map's <deck> elements loaded (a deck
/// that could not be read is absent, so its cards are unknown); `file` names
/// the map in findings.
Findings checkFofMap(const FofMap& map, const std::vector<FofDeck>& decks, const std::string& file);

} // namespace crestline::maps
