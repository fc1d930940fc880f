#pragma once
// The Fields of Fire formats: terrain decks (NAME.deck.xml, root <fof-deck>)
// and card maps (NAME.map.xml whose <map> holds <deck> and <cards> instead of
// <catalog> and <grid>; map format version 4). Readers, writers and the
// loader that pairs a card map with its decks. docs/fof-map-format.md;
// schemas docs/schema/fof-deck.xsd and fof-map.xsd (included by map.xsd).

#include "formats/map/map_format.h"
#include "maps/fof/fof_deck.h"
#include "maps/fof/fof_map.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pugi {
class xml_node;
}

namespace crestline::formats {

/// The map format version of card maps: the first that holds one. Older
/// builds refuse it as newer; hex maps keep the oldest version that holds them.
inline constexpr int kFofMapFormatVersion = 4;
inline constexpr int kFofDeckFormatVersion = 1;

ReadResult<maps::FofDeck> readFofDeckText(std::string_view xml, const std::string& fileName);
ReadResult<maps::FofDeck> readFofDeckFile(const std::filesystem::path& file);
std::string writeFofDeckText(const maps::FofDeck& deck);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeFofDeckFile(const maps::FofDeck& deck, const std::filesystem::path& file);

ReadResult<maps::FofMap> readFofMapText(std::string_view xml, const std::string& fileName);
ReadResult<maps::FofMap> readFofMapFile(const std::filesystem::path& file);
std::string writeFofMapText(const maps::FofMap& map);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeFofMapFile(const maps::FofMap& map, const std::filesystem::path& file);

/// A card map with the decks it names (each resolved relative to the map file).
struct LoadedFofMap {
    maps::FofMap map;
    std::vector<maps::FofDeck> decks; ///< the decks that could be read, in <deck> order
    std::filesystem::path file;
};

/// Read a card map and its decks, then run maps::checkFofMap. A deck that
/// cannot be read is an error (its cards then are fof-unknown-card); a
/// deck file whose id differs from the <deck> id is a bad-value error.
ReadResult<LoadedFofMap> loadFofMap(const std::filesystem::path& file);

/// The root is a card map: a <map> with a <cards> child and no <grid> (how
/// the hex map reader tells a card map from a hex map).
bool isFofCardMap(pugi::xml_node root);

} // namespace crestline::formats
