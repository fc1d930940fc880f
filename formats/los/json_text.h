#pragma once
// The project's JSON layout over nlohmann::json, the one JSON library
// crestline uses: objects indented two spaces, one member a line; arrays of
// scalars on one line ("[1, 2]"); empty containers as "[]" and "{}"; UTF-8
// kept as is. Scalars are written by nlohmann (escaping, number format), so
// only the layout is ours. Deterministic for an ordered_json.

#include <nlohmann/json.hpp>

#include <string>

namespace crestline::formats {

/// A JSON document in the project's layout, ending with a newline.
std::string jsonText(const nlohmann::ordered_json& value);

} // namespace crestline::formats
