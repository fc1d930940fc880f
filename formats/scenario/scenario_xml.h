#pragma once
// Helpers shared by the scenario and Sighting setup readers and writers
// (private to formats/scenario): hex lists, the pieces under Hiding markers
// and setup-area expressions. The XML reading helpers and the unknown-XML
// policy are the ones of every reader: formats/common/xml_support.h and
// xml_extras.h.

#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/map/map_format.h"
#include "scenarios/board_set.h"
#include "maps/xml_extras.h"
#include "scenarios/scenario.h"
#include "scenarios/setup_area.h"

#include <filesystem>
#include <list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats::scenario_xml {

// Attributes as the scenario writers write them.
/// name="value".
inline void attr(pugi::xml_node n, const char* name, std::string_view value) { n.append_attribute(name) = std::string(value).c_str(); }
/// name="value" unless the value is empty.
inline void optionalAttr(pugi::xml_node n, const char* name, const std::string& value)
{
    if (!value.empty()) attr(n, name, value);
}
inline void intAttr(pugi::xml_node n, const char* name, int value) { n.append_attribute(name) = value; }
/// name="true" or name="false".
inline void boolAttr(pugi::xml_node n, const char* name, bool value) { attr(n, name, value ? "true" : "false"); }
/// name="true" only when set (false is the format's default).
inline void flagAttr(pugi::xml_node n, const char* name, bool value)
{
    if (value) attr(n, name, "true");
}

/// Whitespace-separated hex names ("J8 ridge-farm:K9"); "bad-value" for an empty list when required.
std::vector<scenarios::HexName> readHexList(xml::ReadContext& ctx, pugi::xml_node node, const char* name, bool required);
std::string formatHexList(const std::vector<scenarios::HexName>& hexes);

/// The pieces under a Hiding marker or a hidden Sighting content: each
/// <unit> or <fortification> child with 'ref' and 'count' (>= 1). Other
/// children are left to the caller's extras.
std::vector<scenarios::HiddenPiece> readHiddenPieces(xml::ReadContext& ctx, pugi::xml_node node);
/// Append them in the same form.
void writeHiddenPieces(pugi::xml_node parent, const std::vector<scenarios::HiddenPiece>& pieces);

/// Names of the setup-area expression elements.
bool isAreaElement(std::string_view name);
/// How deep union, intersection and difference may nest (a real scenario
/// needs three or four); deeper is "area-nesting-too-deep", not a stack overflow.
inline constexpr int kMaxAreaNesting = 16;
/// Read one setup-area expression element (at nesting `depth`, 1 for a
/// child of <setup-area>); nullopt, reported, if it is in error.
std::optional<scenarios::AreaExpr> readAreaExpr(xml::ReadContext& ctx, pugi::xml_node node, int depth = 1);
/// Append an expression element.
void writeAreaExpr(pugi::xml_node parent, const scenarios::AreaExpr& e);

/// Read a <setup-area> (id, side, description, its area elements); shared
/// by the FF and CoH scenario readers. An area with no area element is
/// "missing-element" unless a part in error was reported already.
scenarios::SetupArea readSetupArea(xml::ReadContext& ctx, pugi::xml_node node);
/// Append a <setup-area> in the same form.
void writeSetupArea(pugi::xml_node parent, const scenarios::SetupArea& area);

/// Load the maps placed by a scenario read from `file` (each href relative to
/// it) into `maps`: a map that cannot be loaded is kept as a placeholder with
/// "map-unreadable"; the maps' errors (fatal ones as errors) go to `findings`.
scenarios::BoardSet loadBoards(const std::vector<scenarios::MapPlacement>& placements, const std::filesystem::path& file,
                               std::list<LoadedMap>& maps, Findings& findings);

// The parts every hex system's scenario shares (docs/scenario-format.md):
// its <map> placements, its <special-rule>s and its <notes>. Read and
// written here once, for FF, GTS and CoH alike.

/// The <map> children of `root` (at least one required), each with id,
/// href and rotation.
std::vector<scenarios::MapPlacement> readMapPlacements(xml::ReadContext& ctx, pugi::xml_node root);
/// The <special-rule> children of `root`, then its <notes> into `notes`
/// (unknown markup inside <notes> goes to `extras`, as readText keeps it).
void readSpecialRulesAndNotes(xml::ReadContext& ctx, pugi::xml_node root, std::vector<scenarios::SpecialRule>& rules, std::string& notes,
                              maps::XmlExtras& extras);
/// Appends one <map> per placement.
void writeMapPlacements(pugi::xml_node root, const std::vector<scenarios::MapPlacement>& maps);
/// Appends one <special-rule> per rule, then <notes> (with what `notesExtras` kept of it).
void writeSpecialRulesAndNotes(pugi::xml_node root, const std::vector<scenarios::SpecialRule>& rules, const std::string& notes,
                               const maps::XmlExtras& notesExtras);

/// Whether the root's `system` is `expected`; if not, a fatal wrong-system
/// finding at the root naming the system found and what this reader takes
/// (`what`: "an FF scenario", "a Fields of Fire mission"), and false.
bool requireSystem(xml::ReadContext& ctx, pugi::xml_node root, std::string_view expected, std::string_view what);

/// A scenario of any hex system read from `file`, with its maps loaded by
/// loadBoards (Loaded has `scenario`, `file`, `maps` and `boards`). Loaded
/// whenever the scenario was read, with errors or without.
template <class Loaded, class Scenario>
ReadResult<Loaded> loadMapsOf(ReadResult<Scenario> read, const std::filesystem::path& file)
{
    ReadResult<Loaded> result;
    result.findings = std::move(read.findings);
    if (!read.value) return result;
    Loaded loaded;
    loaded.scenario = std::move(*read.value);
    loaded.file = file;
    loaded.boards = loadBoards(loaded.scenario.maps, file, loaded.maps, result.findings);
    result.value = std::move(loaded);
    return result;
}

} // namespace crestline::formats::scenario_xml
