#pragma once
// The FoF mission forms' fields as text and back (fof_mission_forms.h):
// the choices of the kinds, a card as the forms and the map name it
// ("3,2"; row 0 the Main Staging Area; "PZ", "enroute" the Helicopter
// Staging Areas [2.4.2]), signed numbers, and the file's prolog kept across
// an edit. Each parser returns "" or the problem, naming `what`.

#include "scenarios/fof/fof_mission.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::gui::fof_forms::mission_text {

inline const std::initializer_list<std::string_view> kMissionTypes{"offensive", "defensive", "combat-patrol"};
inline const std::initializer_list<std::string_view> kLineKinds{"lod", "phase-line", "left-boundary", "right-boundary", "loa", "mlr"};
inline const std::initializer_list<std::string_view> kPointKinds{"obj-1", "obj-2", "attack-position", "cop", "fpl", "fpf",
                                                                 "route-point", "rally-point", "lz", "ccp", "registered-target"};
inline const std::vector<std::string> kYesNo{"no", "yes"};

std::vector<std::string> names(std::initializer_list<std::string_view> list);

/// "+2", "+0", "-1" as the Mission Details print a modifier; and back ("2" and "+2" alike).
std::string signedNumber(int value);
std::string parseSigned(const std::string& text, const std::string& what, int& out);

/// "3,2" for a cell (the map's and the view's names); "(3,2)" reads the same.
std::string cellText(const scenarios::fof::Cell& cell);
std::string parseCell(const std::string& text, const std::string& what, scenarios::fof::Cell& out);
/// A unit's place: a cell, or a Helicopter Staging Area ("PZ" or "pickup-zone", "enroute").
std::string placeText(const scenarios::fof::UnitPlacement& unit);
std::string parsePlace(const std::string& text, const std::string& what, scenarios::fof::UnitPlacement& unit);
/// Empty, or a whole number of at least `min`.
std::string parseOptionalInt(const std::string& text, int min, const std::string& what, std::optional<int>& out);

/// `written` (the writer's text) with the prolog of `before` (the XML
/// declaration and the comments before the root element, the designer's
/// notes) in place of the writer's own: an edit keeps them.
std::string keepProlog(const std::string& before, const std::string& written);

} // namespace crestline::gui::fof_forms::mission_text
