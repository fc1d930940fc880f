// Resolving a card stack through its decks [FoF 1.2.1 C, D].

#include "maps/fof/fof_stack.h"

namespace crestline::maps {

const FofCard* findCard(const std::vector<FofDeck>& decks, const CardRef& ref)
{
    for (const FofDeck& d : decks)
        if (d.id == ref.deck) return d.find(ref.number);
    return nullptr;
}

std::optional<ResolvedStack> resolveStack(const CardStack& stack, const std::vector<FofDeck>& decks)
{
    ResolvedStack out;
    out.top = findCard(decks, stack.top);
    if (!out.top) return std::nullopt;
    out.border = out.top->border;
    for (const CardRef& ref : stack.hills) {
        const FofCard* hill = findCard(decks, ref);
        if (!hill) return std::nullopt;
        out.hills.push_back(hill);
        // fof-los.md "Segments" DECISION: a Hill card's dark segment darkens the stack's.
        for (std::size_t i = 0; i < out.border.size(); ++i)
            if (hill->border[i] == SegmentColour::Dark) out.border[i] = SegmentColour::Dark;
    }
    out.level = int(out.hills.size()); // [1.2.1 D] each Hill card raises the top card one level
    return out;
}

} // namespace crestline::maps
