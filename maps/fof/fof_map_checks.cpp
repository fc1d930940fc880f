// Checks of a Fields of Fire card map [FoF 1.2.1 D, 2.2.1]: fof-unknown-card,
// fof-card-twice, fof-lower-not-hill, fof-hill-on-top.

#include "maps/fof/fof_map_checks.h"

#include "geometry/finding_builder.h"

#include <map>
#include <utility>

namespace crestline::maps {

namespace {

class FofMapChecker {
public:
    FofMapChecker(const std::vector<FofDeck>& decks, const std::string& file) : m_decks(decks), m_file(file) {}

    /// The card `ref` names, or nullptr after reporting fof-unknown-card.
    const FofCard* resolve(const CardRef& ref, int line, const std::string& where)
    {
        const FofDeck* deck = nullptr;
        for (const FofDeck& d : m_decks)
            if (d.id == ref.deck) deck = &d;
        if (!deck) {
            report(code::FofUnknownCard, line, where, "card " + std::to_string(ref.number) + " names deck '" + ref.deck + "', which the map does not load");
            return nullptr;
        }
        const FofCard* card = deck->find(ref.number);
        if (!card) report(code::FofUnknownCard, line, where, "deck '" + ref.deck + "' has no card " + std::to_string(ref.number));
        return card;
    }

    /// A deck holds each card once, so a card can lie in one place only.
    void place(const CardRef& ref, int line, const std::string& where)
    {
        const auto [first, added] = m_placed.try_emplace(std::make_pair(ref.deck, ref.number), std::make_pair(line, where));
        if (!added)
            report(code::FofCardTwice, line, where,
                   "card " + ref.deck + " " + std::to_string(ref.number) + " is already placed at " + first->second.second +
                       // a cell placed in the editor has no line until the map is saved
                       (first->second.first > 0 ? " (line " + std::to_string(first->second.first) + ")" : std::string()) +
                       "; a deck holds each card once");
    }

    void checkStack(const CardStack& stack)
    {
        const std::string where = "cell " + cellName(stack.column, stack.row);
        for (std::size_t i = 0; i < stack.hills.size(); ++i) {
            place(stack.hills[i], stack.line, where);
            const FofCard* card = resolve(stack.hills[i], stack.line, where);
            if (card && !card->hill)
                report(code::FofLowerNotHill, stack.line, where,
                       "card " + std::to_string(card->number) + " (" + card->name + ") lies under the top card at level " + std::to_string(i) +
                           " but is not a Hill card");
        }
        place(stack.top, stack.line, where);
        const FofCard* top = resolve(stack.top, stack.line, where);
        if (top && top->hill)
            report(code::FofHillOnTop, stack.line, where,
                   "top card " + std::to_string(top->number) + " is a Hill card; draw another card to lie on it");
    }

    void checkOptional(const std::optional<CardRef>& ref, int line, const std::string& where)
    {
        if (!ref) return;
        place(*ref, line, where);
        resolve(*ref, line, where);
    }

    Findings take() { return std::move(m_findings); }

private:
    const std::vector<FofDeck>& m_decks;
    const std::string& m_file;
    std::map<std::pair<std::string, int>, std::pair<int, std::string>> m_placed; ///< card -> (line, place) of its first use
    Findings m_findings;

    void report(FindingCode c, int line, const std::string& where, std::string message)
    {
        m_findings.push_back(makeFinding(c).file(m_file).line(line).feature(where).message(std::move(message)));
    }
};

const char* areaName(HelicopterArea a)
{
    return a == HelicopterArea::PickupZone ? "pickup zone staging area" : "enroute staging area";
}

} // namespace

Findings checkFofMap(const FofMap& map, const std::vector<FofDeck>& decks, const std::string& file)
{
    FofMapChecker checker(decks, file);
    for (const CardStack& stack : map.cells) checker.checkStack(stack);
    for (const StagingCard& s : map.mainStaging) checker.checkOptional(s.card, s.line, "main staging area, column " + std::to_string(s.column));
    for (const HelicopterStaging& h : map.helicopterStaging) checker.checkOptional(h.card, h.line, areaName(h.area));
    return checker.take();
}

} // namespace crestline::maps
