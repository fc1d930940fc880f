#pragma once
// Helpers of the TMX reader (private to formats/tiled).

#include <pugixml.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace crestline::formats::tiled::detail {

/// The global tile ids of a tile layer's <data>, exactly `cells` of them
/// (flip flags included); nullopt with `why` set when the data is broken,
/// truncated, chunked or in an encoding crestline does not read.
std::optional<std::vector<std::uint32_t>> decodeLayerData(pugi::xml_node data, std::size_t cells, std::string& why);

} // namespace crestline::formats::tiled::detail
