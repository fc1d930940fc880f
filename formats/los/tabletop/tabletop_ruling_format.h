#pragma once
// A 15 mm tabletop LOS ruling as text and JSON (docs/tabletop.md, docs/cli.md
// "Tabletop tables"): LOS or not, the levels, the active pieces with why, and
// the witness segment in inches (a player lays a ruler along it) or the pieces
// that cut every sight segment.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace crestline::formats {

/// A coordinate of an exact witness point in inches: exact decimal when it is
/// a whole number of 1/1000 inch ("10.25"), else the nearest 1/1000 with "~".
std::string inchesOf(const std::string& exactThou, double inches);

/// How a ruling's text names piece `id`: its file id, or for a placed smoke
/// template (a negative id, jobs::losTableOf) the name the ruling gives it.
std::string tabletopPieceLabel(const geometry::los::tabletop::TabletopLos& ruling, int id);

/// The ruling from team `from` to team `to` as lines of text.
std::string tabletopRulingText(const std::string& from, const std::string& to, const geometry::los::tabletop::TabletopLos& ruling);
/// The same as a JSON object (exact coordinates in 1/1000 inch as "p" or "p/q", and inches).
std::string tabletopRulingJson(const std::string& from, const std::string& to, const geometry::los::tabletop::TabletopLos& ruling);
/// That object, for documents that hold rulings (a viewshed's).
nlohmann::ordered_json tabletopRulingObject(const std::string& from, const std::string& to, const geometry::los::tabletop::TabletopLos& ruling);
/// How the JSON names a step: "touching", "clear" or "blocked".
const char* tabletopStepName(geometry::los::tabletop::LosStep step);
/// An exact point as text, "(x, y)" in inches (inchesOf), and as JSON
/// (inches and exact 1/1000 inch).
std::string tabletopPointText(const geometry::los::tabletop::ExactPoint& p);
nlohmann::ordered_json tabletopPointJson(const geometry::los::tabletop::ExactPoint& p);

} // namespace crestline::formats
