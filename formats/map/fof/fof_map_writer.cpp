// Writer for Fields of Fire card maps (docs/fof-map-format.md). Canonical
// like the hex map writer: attributes in a fixed order, a card's deck only
// when the map names more than one deck (or another one), a cell's face only
// when it differs from <cards>' face, kept extensions at the end of their
// element. Always map format version 4, the first that holds card maps.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"

namespace crestline::formats {

namespace {

using xml::setAttr;
const char* faceName(maps::CardFace f) { return f == maps::CardFace::Down ? "down" : "up"; }

class FofMapWriter {
public:
    explicit FofMapWriter(const maps::FofMap& map) : m_map(map) {}

    std::string write()
    {
        pugi::xml_document doc;
        pugi::xml_node root = doc.append_child("map");
        setAttr(root, "version", kFofMapFormatVersion);
        setAttr(root, "id", m_map.id);
        setAttr(root, "name", m_map.name);
        setAttr(root, "system", m_map.system);
        const xml::SplitExtras split = xml::splitExtras(m_map.extras);
        for (const maps::DeckSource& deck : m_map.decks) {
            pugi::xml_node node = root.append_child("deck");
            setAttr(node, "id", deck.id);
            setAttr(node, "href", deck.href);
            xml::writeExtras(node, deck.extras);
        }
        writeCards(root, split.child("cards"));
        writeStaging(root, split.child("staging"));
        xml::writeExtras(root, split.own);
        return xml::toString(doc);
    }

private:
    const maps::FofMap& m_map;

    void writeRef(pugi::xml_node node, const maps::CardRef& ref)
    {
        if (!(m_map.decks.size() == 1 && m_map.decks.front().id == ref.deck)) setAttr(node, "deck", ref.deck);
        setAttr(node, "card", ref.number);
    }

    void writeCards(pugi::xml_node root, const maps::XmlExtras& carried)
    {
        pugi::xml_node cards = root.append_child("cards");
        setAttr(cards, "columns", m_map.columns);
        setAttr(cards, "rows", m_map.rows);
        if (m_map.defaultFace != maps::CardFace::Up) setAttr(cards, "face", faceName(m_map.defaultFace));
        for (const maps::CardStack& cell : m_map.cells) {
            pugi::xml_node node = cards.append_child("cell");
            setAttr(node, "column", cell.column);
            setAttr(node, "row", cell.row);
            writeRef(node, cell.top);
            if (cell.face != m_map.defaultFace) setAttr(node, "face", faceName(cell.face));
            const xml::SplitExtras split = xml::splitExtras(cell.extras);
            for (std::size_t i = 0; i < cell.hills.size(); ++i) {
                pugi::xml_node hill = node.append_child("hill");
                writeRef(hill, cell.hills[i]);
                xml::writeExtras(hill, split.child("hill", i));
            }
            xml::writeExtras(node, split.own);
        }
        xml::writeExtras(cards, carried);
    }

    void writeStaging(pugi::xml_node root, const maps::XmlExtras& carried)
    {
        if (m_map.mainStaging.empty() && m_map.helicopterStaging.empty() && carried.empty()) return;
        pugi::xml_node staging = root.append_child("staging");
        for (const maps::StagingCard& card : m_map.mainStaging) {
            pugi::xml_node node = staging.append_child("main");
            setAttr(node, "column", card.column);
            if (card.card) writeRef(node, *card.card);
            xml::writeExtras(node, card.extras);
        }
        for (const maps::HelicopterStaging& area : m_map.helicopterStaging) {
            pugi::xml_node node = staging.append_child("helicopter");
            setAttr(node, "area", area.area == maps::HelicopterArea::Enroute ? "enroute" : "pickup-zone");
            if (area.card) writeRef(node, *area.card);
            xml::writeExtras(node, area.extras);
        }
        xml::writeExtras(staging, carried);
    }
};

} // namespace

std::string writeFofMapText(const maps::FofMap& map)
{
    return FofMapWriter(map).write();
}

Findings writeFofMapFile(const maps::FofMap& map, const std::filesystem::path& file)
{
    return saveFile(file, writeFofMapText(map));
}

} // namespace crestline::formats
