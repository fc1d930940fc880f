// Reader for Fields of Fire card maps (NAME.map.xml with a <cards> body,
// map format version 4, docs/fof-map-format.md) [FoF 2.2.1, 2.4.2]. A
// problem in the frame (the <map> header, <deck>, <cards>' size) is fatal
// and leaves no model; a problem in one cell or staging card drops that item
// only (fof-duplicate-cell for a cell given twice); unknown XML is dropped,
// never its item. Whether the cards exist and stack rightly is checked
// against the decks by maps::checkFofMap (loadFofMap runs it).

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"

#include <map>
#include <utility>

namespace crestline::formats {

namespace {

using maps::CardRef;
using maps::XmlExtras;

class FofMapReader {
public:
    explicit FofMapReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    std::optional<maps::FofMap> read(pugi::xml_node root);

private:
    xml::ReadContext& m_ctx;
    maps::FofMap m_map;
    std::map<std::pair<int, int>, int> m_lineOfCell; ///< (c, r) -> line of its first kept cell; row 0: Main Staging Area

    void readHeader(pugi::xml_node root);
    void readDecks(pugi::xml_node root);
    void readCardsFrame(pugi::xml_node node);
    void readCells(pugi::xml_node node);
    std::optional<maps::CardStack> readCell(pugi::xml_node node);
    void readStaging(pugi::xml_node node);
    std::optional<CardRef> readRef(pugi::xml_node node, bool required);
    bool claimCell(pugi::xml_node node, int column, int row, const std::string& what);
    void rangeError(pugi::xml_node node, const char* name, const std::string& expected) { xml::reportRange(m_ctx, node, name, expected); }
};

std::optional<maps::FofMap> FofMapReader::read(pugi::xml_node root)
{
    xml::ErrorMark frame(m_ctx);
    readHeader(root);
    m_map.extras = xml::readExtras(m_ctx, root, {"version", "id", "name", "system"}, {"deck", "cards", "staging"});
    for (const char* single : {"cards", "staging"}) xml::reportDuplicates(m_ctx, root, single);
    readDecks(root);
    const pugi::xml_node cards = xml::requireChild(m_ctx, root, "cards");
    if (cards) readCardsFrame(cards);
    // Without its frame no card map can be built without making values up.
    const bool frameOk = !frame.newErrors();
    if (!frameOk) frame.makeFatal();
    if (cards) readCells(cards);
    if (const pugi::xml_node staging = root.child("staging")) readStaging(staging);
    if (!frameOk) return std::nullopt;
    return std::move(m_map);
}

void FofMapReader::readHeader(pugi::xml_node root)
{
    if (*xml::parseInt(root.attribute("version").value()) < kFofMapFormatVersion) // parsed by checkRoot
        rangeError(root, "version", std::to_string(kFofMapFormatVersion) + " or later (the first map format version with a card map)");
    if (auto v = xml::requireString(m_ctx, root, "id")) m_map.id = *v;
    if (auto v = xml::requireString(m_ctx, root, "name")) m_map.name = *v;
    if (auto v = xml::requireString(m_ctx, root, "system")) {
        if (*v != "fof") rangeError(root, "system", "fof (card maps are Fields of Fire's)");
        m_map.system = *v;
    }
}

void FofMapReader::readDecks(pugi::xml_node root)
{
    if (!xml::requireChild(m_ctx, root, "deck")) return;
    for (pugi::xml_node node : root.children("deck")) {
        maps::DeckSource deck;
        deck.line = m_ctx.lineOf(node);
        if (auto v = xml::requireToken(m_ctx, node, "id")) deck.id = *v;
        if (auto v = xml::requireToken(m_ctx, node, "href")) deck.href = *v;
        deck.extras = xml::readExtras(m_ctx, node, {"id", "href"}, {});
        for (const maps::DeckSource& other : m_map.decks)
            if (other.id == deck.id && !deck.id.empty())
                m_ctx.report(code::DuplicateId, node, "deck '" + deck.id + "' is already named on line " + std::to_string(other.line));
        m_map.decks.push_back(std::move(deck));
    }
}

/// [2.2.1] the mission's map size ("4 columns by 3 rows") and lay-out face.
void FofMapReader::readCardsFrame(pugi::xml_node node)
{
    if (auto v = xml::requireIntAtLeast(m_ctx, node, "columns", 1)) m_map.columns = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, node, "rows", 1)) m_map.rows = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "face", {"up", "down"}, false)) m_map.defaultFace = *v == "down" ? maps::CardFace::Down : maps::CardFace::Up;
}

void FofMapReader::readCells(pugi::xml_node node)
{
    xml::carryChildExtras(m_map.extras, "cards", {xml::readExtras(m_ctx, node, {"columns", "rows", "face"}, {"cell"})});
    for (pugi::xml_node cellNode : node.children("cell"))
        if (auto cell = readCell(cellNode)) m_map.cells.push_back(std::move(*cell));
}

std::optional<maps::CardStack> FofMapReader::readCell(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::CardStack cell;
    cell.line = m_ctx.lineOf(node);
    cell.face = m_map.defaultFace;
    // Columns may run past either edge as the map grows; rows start at 1 (row 0 is the staging area) [2.2.1, 2.4.2].
    const auto column = xml::requireInt(m_ctx, node, "column");
    const auto row = xml::requireIntAtLeast(m_ctx, node, "row", 1);
    if (column) cell.column = *column;
    if (row) cell.row = *row;
    if (auto ref = readRef(node, true)) cell.top = *ref;
    if (auto v = xml::requireChoice(m_ctx, node, "face", {"up", "down"}, false)) cell.face = *v == "down" ? maps::CardFace::Down : maps::CardFace::Up;
    cell.extras = xml::readExtras(m_ctx, node, {"column", "row", "deck", "card", "face"}, {"hill"});
    std::vector<XmlExtras> hillExtras;
    for (pugi::xml_node hill : node.children("hill")) {
        if (auto ref = readRef(hill, true)) cell.hills.push_back(*ref); // bottom up [1.2.1 D]
        hillExtras.push_back(xml::readExtras(m_ctx, hill, {"deck", "card"}, {}));
    }
    xml::carryChildExtras(cell.extras, "hill", hillExtras);
    if (mark.newErrors()) return std::nullopt;
    if (!claimCell(node, cell.column, cell.row, "cell " + maps::cellName(cell.column, cell.row))) return std::nullopt;
    return cell;
}

/// A card reference: `card` (number) and `deck`, which may be left out when the map names one deck.
std::optional<CardRef> FofMapReader::readRef(pugi::xml_node node, bool required)
{
    if (!required && !node.attribute("card")) {
        if (node.attribute("deck")) rangeError(node, "deck", "no deck without a card number (card=\"N\")");
        return std::nullopt;
    }
    CardRef ref;
    const auto number = xml::requireIntAtLeast(m_ctx, node, "card", 1);
    if (const pugi::xml_attribute deck = node.attribute("deck")) {
        ref.deck = deck.value();
        if (ref.deck.empty()) rangeError(node, "deck", "the id of a <deck> of the map");
    } else if (m_map.decks.size() == 1) {
        ref.deck = m_map.decks.front().id; // the documented default: the map's one deck
    } else {
        m_ctx.report(code::MissingAttribute, node, std::string("<") + node.name() + "> needs attribute 'deck' (the map names " +
                                                       std::to_string(m_map.decks.size()) + " decks)");
        return std::nullopt;
    }
    if (!number) return std::nullopt;
    ref.number = *number;
    return ref;
}

bool FofMapReader::claimCell(pugi::xml_node node, int column, int row, const std::string& what)
{
    const auto [first, added] = m_lineOfCell.try_emplace(std::make_pair(column, row), m_ctx.lineOf(node));
    if (!added) m_ctx.report(code::FofDuplicateCell, node, what + " is already given on line " + std::to_string(first->second));
    return added;
}

/// [2.4.2] the Main Staging Area (row 0, one face-down card per column) and
/// the Helicopter Staging Areas (one face-down card each, not adjacent to the map).
void FofMapReader::readStaging(pugi::xml_node node)
{
    xml::carryChildExtras(m_map.extras, "staging", {xml::readExtras(m_ctx, node, {}, {"main", "helicopter"})});
    for (pugi::xml_node child : node.children("main")) {
        const xml::ErrorMark mark(m_ctx);
        maps::StagingCard card;
        card.line = m_ctx.lineOf(child);
        if (auto v = xml::requireInt(m_ctx, child, "column")) card.column = *v;
        card.card = readRef(child, false);
        card.extras = xml::readExtras(m_ctx, child, {"column", "deck", "card"}, {});
        if (mark.newErrors() || !claimCell(child, card.column, 0, "main staging area column " + std::to_string(card.column))) continue;
        m_map.mainStaging.push_back(std::move(card));
    }
    bool seen[2] = {false, false};
    for (pugi::xml_node child : node.children("helicopter")) {
        const xml::ErrorMark mark(m_ctx);
        maps::HelicopterStaging area;
        area.line = m_ctx.lineOf(child);
        if (auto v = xml::requireChoice(m_ctx, child, "area", {"pickup-zone", "enroute"}))
            area.area = *v == "enroute" ? maps::HelicopterArea::Enroute : maps::HelicopterArea::PickupZone;
        area.card = readRef(child, false);
        area.extras = xml::readExtras(m_ctx, child, {"area", "deck", "card"}, {});
        if (mark.newErrors()) continue;
        if (std::exchange(seen[int(area.area)], true)) {
            m_ctx.report(code::DuplicateElement, child, "the " + std::string(child.attribute("area").value()) + " helicopter staging area is given twice");
            continue;
        }
        m_map.helicopterStaging.push_back(std::move(area));
    }
}

} // namespace

bool isFofCardMap(pugi::xml_node root)
{
    // A hex map with a stray <cards> stays a hex map (that element is then unknown there, as before card maps).
    return std::string_view(root.name()) == "map" && root.child("cards") && !root.child("grid");
}

ReadResult<maps::FofMap> readFofMapText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<maps::FofMap>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<maps::FofMap> {
        if (!xml::checkRoot(ctx, root, "map", kFofMapFormatVersion, "map")) return std::nullopt;
        return FofMapReader(ctx).read(root);
    });
}

ReadResult<maps::FofMap> readFofMapFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<maps::FofMap>>(file, readFofMapText);
}

} // namespace crestline::formats
