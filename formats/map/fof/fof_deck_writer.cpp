// Writer for Fields of Fire terrain decks (docs/fof-map-format.md). Canonical
// like the catalog writer: fixed attribute order, an icon's attribute only
// when the card shows the icon, kept extensions at the end of their element.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"

namespace crestline::formats {

namespace {

using xml::setAttr;

const char* valuesName(maps::CardValues v)
{
    switch (v) {
    case maps::CardValues::Published: return "published";
    case maps::CardValues::Partial: return "partial";
    case maps::CardValues::Invented: return "invented";
    }
    return "invented";
}

void writeCard(pugi::xml_node parent, const maps::FofCard& card)
{
    pugi::xml_node node = parent.append_child("card");
    setAttr(node, "number", card.number);
    setAttr(node, "name", card.name);
    setAttr(node, "values", valuesName(card.values));
    setAttr(node, "cover", card.coverHigh);
    if (card.coverLow) setAttr(node, "cover-low", *card.coverLow);
    if (card.trafficability != maps::Trafficability::None)
        setAttr(node, "trafficability", card.trafficability == maps::Trafficability::Slow ? "slow" : "no");
    if (card.hill) setAttr(node, "hill", "true");
    if (card.lz) setAttr(node, "lz", "true");
    setAttr(node, "cover-potential", card.coverPotential);
    setAttr(node, "cover-draw", card.coverDraw);
    if (card.icon != maps::ElevationIcon::None) setAttr(node, "icon", card.icon == maps::ElevationIcon::Elevation ? "elevation" : "multi-story");
    if (card.incomingVof) setAttr(node, "incoming-vof", *card.incomingVof);
    const xml::SplitExtras split = xml::splitExtras(card.extras);
    pugi::xml_node border = node.append_child("border");
    for (int i = 0; i < maps::kCardSegmentCount; ++i)
        setAttr(border, maps::segmentName(maps::CardSegment(i)), card.border[std::size_t(i)] == maps::SegmentColour::Dark ? "dark" : "white");
    xml::writeExtras(border, split.child("border"));
    xml::writeText(node, "notes", card.notes, split.child("notes"));
    xml::writeExtras(node, split.own);
}

} // namespace

std::string writeFofDeckText(const maps::FofDeck& deck)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("fof-deck");
    setAttr(root, "version", kFofDeckFormatVersion);
    setAttr(root, "id", deck.id);
    setAttr(root, "name", deck.name);
    const xml::SplitExtras split = xml::splitExtras(deck.extras);
    xml::writeText(root, "notes", deck.notes, split.child("notes"));
    for (const maps::FofCard& card : deck.cards) writeCard(root, card);
    xml::writeExtras(root, split.own);
    return xml::toString(doc);
}

Findings writeFofDeckFile(const maps::FofDeck& deck, const std::filesystem::path& file)
{
    return saveFile(file, writeFofDeckText(deck));
}

} // namespace crestline::formats
