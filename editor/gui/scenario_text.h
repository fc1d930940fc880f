#pragma once
// The scenario pane's fields as text and back: hex lists, numbers, VPs per
// side, Time Track spaces, reinforcement units, Sighting contents and Hiding
// markers. Each parser takes the record as it is and changes only what its
// text says, keeping the file's unknown XML (extras) of items it keeps, and
// returns "" or a sentence naming the bad part. No wx: plain strings.

#include "scenarios/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::gui::scenario_text {

/// "J8 ridge-farm:K9" <-> hex names.
std::string hexList(const std::vector<scenarios::HexName>& hexes);
std::vector<scenarios::HexName> parseHexList(const std::string& text);

/// A whole number >= `min`; `what` names the field in the problem.
std::string parseInt(const std::string& text, int min, const std::string& what, int& out);

/// VPs per side: "german=2 american=3".
std::string objectiveValues(const scenarios::Objective& o);
std::string parseObjectiveValues(const std::string& text, scenarios::Objective& o);

/// An Initiative Track space: "0" or "3 american" [1.21].
std::string trackPosition(const scenarios::TrackPosition& p);
std::string parseTrackPosition(const std::string& text, scenarios::TrackPosition& p);

/// Time Track spaces, "number:sudden-death-number" each: "1:3 2:5" [21.22].
std::string timeSpaces(const scenarios::TimeTrack& t);
std::string parseTimeSpaces(const std::string& text, scenarios::TimeTrack& t);

/// Units, one a line: "id | name | type | size | count" [3].
std::string unitLines(const std::vector<scenarios::Unit>& units);
std::string parseUnitLines(const std::string& text, std::vector<scenarios::Unit>& units);

/// Sighting contents, one a line: "hidden A", "false-sighting 2",
/// "fortification wire 1", each optionally followed by "at J8 K9" [6.4].
std::string contentLines(const std::vector<scenarios::SightingContent>& contents);
std::string parseContentLines(const std::string& text, std::vector<scenarios::SightingContent>& contents);

/// Hiding markers, one a line: "A: unit g-gren-sqd 1, fortification g-trench 1"
/// or "B: chosen at setup" [6.5].
std::string hidingLines(const std::vector<scenarios::HidingMarker>& hiding);
std::string parseHidingLines(const std::string& text, std::vector<scenarios::HidingMarker>& hiding);

/// The map edges a field may choose, as the format names them, "" first (none).
std::vector<std::string> edgeChoices();
/// An edge word ("" for none) into `edge`; "" or the problem.
std::string parseEdge(const std::string& text, std::optional<scenarios::MapEdge>& edge);

/// Whitespace-separated words.
std::vector<std::string> words(const std::string& text);
/// Without leading and trailing white space.
std::string trim(const std::string& text);

} // namespace crestline::gui::scenario_text
