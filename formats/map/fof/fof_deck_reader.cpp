// Reader for Fields of Fire terrain decks (NAME.deck.xml, root <fof-deck>,
// docs/fof-map-format.md) [FoF 1.2.1 A-H]. Codes as for terrain catalogs:
// a problem in the <fof-deck> header is fatal and leaves no deck; a problem
// in one <card> (a missing value, a bad border segment, a number given
// twice: duplicate-id) drops that card only; unknown XML is dropped, never
// its card. No value of a card is ever made up: what a card does not print
// (no second cover value, no icon) is written by leaving the attribute out.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"

#include <unordered_map>

namespace crestline::formats {

namespace {

using maps::FofCard;

constexpr const char* kSegmentAttributes[maps::kCardSegmentCount] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

class DeckReader {
public:
    explicit DeckReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    std::optional<maps::FofDeck> read(pugi::xml_node root);

private:
    xml::ReadContext& m_ctx;
    maps::FofDeck m_deck;

    std::optional<FofCard> readCard(pugi::xml_node node);
    void readCover(pugi::xml_node node, FofCard& card);
    void readIcons(pugi::xml_node node, FofCard& card);
    void readBorder(pugi::xml_node node, FofCard& card);
    void badValue(pugi::xml_node node, const char* name, const std::string& expected) { xml::reportRange(m_ctx, node, name, expected); }
};

std::optional<maps::FofDeck> DeckReader::read(pugi::xml_node root)
{
    xml::ErrorMark header(m_ctx);
    if (auto v = xml::requireToken(m_ctx, root, "id")) m_deck.id = *v;
    if (auto v = xml::requireString(m_ctx, root, "name")) m_deck.name = *v;
    const bool headerOk = !header.newErrors();
    if (!headerOk) header.makeFatal(); // cards of a deck with no id cannot be named
    m_deck.extras = xml::readExtras(m_ctx, root, {"version", "id", "name"}, {"notes", "card"});
    xml::reportDuplicates(m_ctx, root, "notes");
    if (const pugi::xml_node notes = root.child("notes")) m_deck.notes = xml::readText(m_ctx, notes, m_deck.extras);

    std::unordered_map<int, int> lineOfNumber; // of each kept card
    for (pugi::xml_node node : root.children("card")) {
        auto card = readCard(node);
        if (!card) continue;
        const auto [first, added] = lineOfNumber.try_emplace(card->number, card->line);
        if (!added) {
            m_ctx.report(code::DuplicateId, node, "card " + std::to_string(card->number) + " is already defined on line " + std::to_string(first->second));
            continue;
        }
        m_deck.cards.push_back(std::move(*card));
    }
    if (!headerOk) return std::nullopt;
    return std::move(m_deck);
}

std::optional<FofCard> DeckReader::readCard(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    FofCard card;
    card.line = m_ctx.lineOf(node);
    if (auto v = xml::requireIntAtLeast(m_ctx, node, "number", 1)) card.number = *v;
    if (auto v = xml::requireString(m_ctx, node, "name")) card.name = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "values", {"published", "partial", "invented"}))
        card.values = *v == "published" ? maps::CardValues::Published : *v == "partial" ? maps::CardValues::Partial : maps::CardValues::Invented;
    readCover(node, card);
    readIcons(node, card);
    xml::reportDuplicates(m_ctx, node, "border");
    xml::reportDuplicates(m_ctx, node, "notes");
    card.extras = xml::readExtras(m_ctx, node,
                                  {"number", "name", "values", "cover", "cover-low", "trafficability", "hill", "lz", "cover-potential",
                                   "cover-draw", "icon", "incoming-vof"},
                                  {"border", "notes"});
    if (const pugi::xml_node border = xml::requireChild(m_ctx, node, "border")) readBorder(border, card);
    if (const pugi::xml_node notes = node.child("notes")) card.notes = xml::readText(m_ctx, notes, card.extras);
    if (mark.newErrors()) return std::nullopt;
    return card;
}

/// [1.2.1 A] cover and concealment; [1.2.1 F] cover potential and draw.
void DeckReader::readCover(pugi::xml_node node, FofCard& card)
{
    if (auto v = xml::requireInt(m_ctx, node, "cover")) card.coverHigh = *v;
    if (auto v = xml::optionalInt(m_ctx, node, "cover-low")) {
        if (node.attribute("cover") && *v >= card.coverHigh)
            badValue(node, "cover-low", "a whole number below cover (" + std::to_string(card.coverHigh) + "): the lower of the card's two values");
        card.coverLow = *v;
    }
    if (auto v = xml::requireInt(m_ctx, node, "cover-potential")) {
        if (*v < 0) badValue(node, "cover-potential", "a whole number >= 0 (the most Cover Markers on the card)");
        card.coverPotential = *v;
    }
    if (auto v = xml::requireInt(m_ctx, node, "cover-draw")) {
        if (*v < 0) badValue(node, "cover-draw", "a whole number >= 0 (Action Cards drawn to seek cover)");
        card.coverDraw = *v;
    }
}

/// [1.2.1 B, D, E, G, H]: what the card's icons say; an absent attribute is an absent icon.
void DeckReader::readIcons(pugi::xml_node node, FofCard& card)
{
    if (auto v = xml::requireChoice(m_ctx, node, "trafficability", {"none", "slow", "no"}, false))
        card.trafficability = *v == "slow" ? maps::Trafficability::Slow : *v == "no" ? maps::Trafficability::No : maps::Trafficability::None;
    if (auto v = xml::optionalBool(m_ctx, node, "hill")) card.hill = *v;
    if (auto v = xml::optionalBool(m_ctx, node, "lz")) card.lz = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "icon", {"none", "elevation", "multi-story"}, false))
        card.icon = *v == "elevation" ? maps::ElevationIcon::Elevation : *v == "multi-story" ? maps::ElevationIcon::MultiStory : maps::ElevationIcon::None;
    card.incomingVof = xml::optionalInt(m_ctx, node, "incoming-vof");
}

/// [1.2.1 C] the eight border segments, each dark or white; all eight required.
void DeckReader::readBorder(pugi::xml_node node, FofCard& card)
{
    for (int i = 0; i < maps::kCardSegmentCount; ++i) {
        const char* name = kSegmentAttributes[i];
        if (!node.attribute(name)) {
            m_ctx.report(code::MissingAttribute, node, std::string("<border> needs attribute '") + name + "' (dark or white) [1.2.1 C]");
            continue;
        }
        const std::string_view value = node.attribute(name).value();
        if (value == "dark") card.border[std::size_t(i)] = maps::SegmentColour::Dark;
        else if (value == "white") card.border[std::size_t(i)] = maps::SegmentColour::White;
        else badValue(node, name, "dark or white (the border segment's colour [1.2.1 C])");
    }
    xml::carryChildExtras(card.extras, "border", {xml::readExtras(m_ctx, node, {"N", "NE", "E", "SE", "S", "SW", "W", "NW"}, {})});
}

} // namespace

ReadResult<maps::FofDeck> readFofDeckText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<maps::FofDeck>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<maps::FofDeck> {
        if (!xml::checkRoot(ctx, root, "fof-deck", kFofDeckFormatVersion, "Fields of Fire deck")) return std::nullopt;
        return DeckReader(ctx).read(root);
    });
}

ReadResult<maps::FofDeck> readFofDeckFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<maps::FofDeck>>(file, readFofDeckText);
}

} // namespace crestline::formats
