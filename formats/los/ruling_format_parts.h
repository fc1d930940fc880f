#pragma once
// Small pieces shared by the ruling printers (formats/los/<system>/):
// number and place formats. Internal to formats/los.

#include "geometry/hex_grid.h"
#include "geometry/los/ruling_parts.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::printing {

/// "12.3": one decimal.
std::string fixed1(double x);
/// Display precision of a point: 0.1 map units (the point itself is approximate).
double tenth(double x);
/// "BLOCKED".
std::string upper(std::string_view s);
/// "3 hexes", "1 hex": a count and its noun, plural when it is not 1.
std::string counted(int n, const std::string& one, const std::string& many);
/// A place in hex terms as JSON: kind, hexes, fraction, from_vertex, text.
nlohmann::ordered_json placeJson(const geometry::HexGrid& g, const geometry::los::HexPlace& p);
/// Labels of hexes as a JSON array.
nlohmann::ordered_json labels(const geometry::HexGrid& g, const std::vector<geometry::OffsetCoord>& hexes);

} // namespace crestline::formats::printing
