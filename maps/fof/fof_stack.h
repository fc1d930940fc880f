#pragma once
// A card stack read through its decks: the cards it is made of, its level
// and the border the LOS engine sees [FoF 1.2.1 C, D]. What a geometry board
// (FofBoard) needs per cell, without deciding LOS.

#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"

#include <array>
#include <optional>
#include <vector>

namespace crestline::maps {

/// A stack with its cards resolved; pointers into the decks it was resolved against.
struct ResolvedStack {
    const FofCard* top = nullptr;
    std::vector<const FofCard*> hills; ///< bottom up
    int level = 0;                     ///< the number of Hill cards under the top card [1.2.1 D]
    /// Per CardSegment: dark if dark on the top card or on any Hill card under
    /// it (fof-los.md, "Segments": DECISION).
    std::array<SegmentColour, kCardSegmentCount> border{};
};

/// The card `ref` names among `decks`, or nullptr.
const FofCard* findCard(const std::vector<FofDeck>& decks, const CardRef& ref);
/// `stack` read through `decks`; nullopt when one of its cards is unknown
/// (checkFofMap reports it as fof-unknown-card).
std::optional<ResolvedStack> resolveStack(const CardStack& stack, const std::vector<FofDeck>& decks);

} // namespace crestline::maps
