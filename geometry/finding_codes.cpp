// The finding code table (see finding_codes.h). One row per code, in the
// order of the FindingCode enumerators; a static_assert keeps the two in step.

#include "geometry/finding_codes.h"

#include <algorithm>

namespace crestline {

namespace {

constexpr SeveritySet kAsError = severityBit(Severity::Error);
constexpr SeveritySet kAsFatal = severityBit(Severity::Fatal);
constexpr SeveritySet kAsWarning = severityBit(Severity::Warning);

constexpr FindingCodeInfo kTable[] = {
    {code::FileUnreadable, "file-unreadable", Severity::Fatal, kAsError, "",
     "the file cannot be opened or read (an error, not fatal, for a map's catalog, an included catalog or a scenario's map)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::XmlMalformed, "xml-malformed", Severity::Fatal, kAsError, "",
     "not well-formed XML; line and column of the parser's offset",
     "docs/findings.md#reading-and-saving-codes"},
    {code::WrongRoot, "wrong-root", Severity::Fatal, kAsError, "",
     "the root element is not the one of the format read",
     "docs/findings.md#reading-and-saving-codes"},
    {code::MissingVersion, "missing-version", Severity::Fatal, kAsError, "",
     "the root element has no format version",
     "docs/findings.md#reading-and-saving-codes"},
    {code::NewerVersion, "newer-version", Severity::Fatal, kAsError, "",
     "the file was written by a newer crestline (a format version this build does not read)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::MissingAttribute, "missing-attribute", Severity::Error, kAsFatal, "",
     "a required attribute is absent (fatal in a map's or catalog's frame)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::MissingElement, "missing-element", Severity::Error, kAsFatal, "",
     "a required child element is absent (fatal in a map's frame)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::DuplicateElement, "duplicate-element", Severity::Error, kAsFatal, "",
     "an element that may appear once appears again (reported on the extra one)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::BadValue, "bad-value", Severity::Error, kAsFatal, "",
     "a value is malformed or out of range (fatal for a bad version or in a map's or catalog's frame)",
     "docs/findings.md#reading-and-saving-codes"},
    {code::UnknownElement, "unknown-element", Severity::Error, 0, "",
     "an element in no namespace that the format does not define",
     "docs/findings.md#reading-and-saving-codes"},
    {code::UnknownAttribute, "unknown-attribute", Severity::Error, 0, "",
     "an attribute in no namespace that the format does not define on its element",
     "docs/findings.md#reading-and-saving-codes"},
    {code::UndeclaredPrefix, "undeclared-prefix", Severity::Error, 0, "",
     "an element or attribute with a namespace prefix that no xmlns:prefix declares",
     "docs/findings.md#reading-and-saving-codes"},
    {code::SaveFailed, "save-failed", Severity::Error, 0, "",
     "a file could not be saved; the old file is kept",
     "docs/findings.md#reading-and-saving-codes"},
    {code::BadPoints, "bad-points", Severity::Error, 0, "",
     "a point list token is not u,v",
     "docs/map-format.md#error-codes"},
    {code::UnknownHex, "unknown-hex", Severity::Error, 0, "",
     "a hex label is not on the grid or not in its label scheme",
     "docs/map-format.md#error-codes"},
    {code::UnknownSide, "unknown-side", Severity::Error, 0, "",
     "a hexside name that is not one of the grid's six; in scenarios, a reference to an undeclared side",
     "docs/map-format.md#error-codes"},
    {code::IncludeCycle, "include-cycle", Severity::Error, 0, "",
     "a catalog includes itself through its includes",
     "docs/map-format.md#error-codes"},
    {code::DuplicateId, "duplicate-id", Severity::Error, 0, "",
     "an id used twice (terrain, feature, scenario item, Sighting marker)",
     "docs/map-format.md#error-codes"},
    {code::UnknownTerrain, "unknown-terrain", Severity::Error, kAsWarning, "",
     "a terrain id that no catalog defines (a warning for a setup area's containing terrain)",
     "docs/map-format.md#error-codes"},
    {code::TooFewVertices, "too-few-vertices", Severity::Error, 0, "",
     "an area ring with fewer than 3 points, a line with fewer than 2",
     "docs/map-format.md#error-codes"},
    {code::RepeatedVertex, "repeated-vertex", Severity::Error, 0, "",
     "two consecutive points are equal (rings: also last and first)",
     "docs/map-format.md#error-codes"},
    {code::SelfIntersectingPolygon, "self-intersecting-polygon", Severity::Error, 0, "",
     "a ring crosses or touches itself",
     "docs/map-format.md#error-codes"},
    {code::ZeroAreaPolygon, "zero-area-polygon", Severity::Error, 0, "",
     "a ring encloses no area",
     "docs/map-format.md#error-codes"},
    {code::HoleOutsidePolygon, "hole-outside-polygon", Severity::Error, 0, "",
     "a hole is not inside its outer ring",
     "docs/map-format.md#error-codes"},
    {code::HolesOverlap, "holes-overlap", Severity::Error, 0, "",
     "two holes of one area overlap",
     "docs/map-format.md#error-codes"},
    {code::WrongShape, "wrong-shape", Severity::Error, 0, "",
     "level terrain drawn as a line, or marker terrain on the map",
     "docs/map-format.md#error-codes"},
    {code::FeatureOffMap, "feature-off-map", Severity::Error, 0, "",
     "a feature touches no hex of the grid",
     "docs/map-format.md#error-codes"},
    {code::FeaturePartlyOffMap, "feature-partly-off-map", Severity::Warning, 0, "",
     "part of a feature lies outside the grid's hexes",
     "docs/map-format.md#error-codes"},
    {code::HexOffMap, "hex-off-map", Severity::Error, 0, "",
     "a hex outside its map's grid",
     "docs/map-format.md#error-codes"},
    {code::LevelAmbiguous, "level-ambiguous", Severity::Warning, 0, "[24.52]",
     "a feature stands across a crest line; the lowest ground level is taken",
     "docs/map-format.md#error-codes"},
    {code::MapUnreadable, "map-unreadable", Severity::Error, 0, "",
     "a map of the scenario cannot be loaded; it stays as a placeholder",
     "docs/scenario-format.md#reading-errors"},
    {code::SideCount, "side-count", Severity::Error, 0, "[Introduction]",
     "a scenario without exactly two sides",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SidesForcesMismatch, "sides-forces-mismatch", Severity::Error, 0, "",
     "forces and sides do not pair up one to one",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::UnknownMap, "unknown-map", Severity::Error, 0, "",
     "a join, hex or area names no map of the scenario",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::MapJoinMismatch, "map-join-mismatch", Severity::Error, 0, "[2]",
     "map edges that cannot be joined as written",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::InitiativeMismatch, "initiative-mismatch", Severity::Error, 0, "[20]",
     "the side said to start with the Initiative is not the one the pawn gives it to",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::TrackSpaceOutOfRange, "track-space-out-of-range", Severity::Error, 0, "[1.2]",
     "an Initiative Track marker off its spaces, or without a side above 0",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::TimeTrackGap, "time-track-gap", Severity::Error, 0, "[1.31]",
     "Time Track spaces not numbered 1, 2, 3...",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::MarkerOffTimeTrack, "marker-off-time-track", Severity::Error, 0, "[21.11]",
     "the Turn or Sudden Death marker on a space the track does not have",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SetupAreaEmpty, "setup-area-empty", Severity::Error, 0, "[2]",
     "a setup area holding no hex",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SetupAreaOffMap, "setup-area-off-map", Severity::Error, 0, "[2]",
     "a setup area naming a hex, row or column not on its map",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ObjectiveOffMap, "objective-off-map", Severity::Error, 0, "[22.3]",
     "an objective hex not on any map",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ExitHexNotOnEdge, "exit-hex-not-on-edge", Severity::Error, 0, "[22.2]",
     "exit hexes not on the edge named",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::BadHex, "bad-hex", Severity::Error, 0, "",
     "a hex label the map does not print",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::AmbiguousHex, "ambiguous-hex", Severity::Error, 0, "",
     "an unqualified hex in a scenario with several maps",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::UnknownSetupArea, "unknown-setup-area", Severity::Error, 0, "",
     "a setup in an undefined area or in another side's",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ReinforcementBeyondTimeTrack, "reinforcement-beyond-time-track", Severity::Error, 0, "[1.32]",
     "reinforcements on a space the Time Track does not have",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ReinforcementAfterSuddenDeath, "reinforcement-after-sudden-death", Severity::Warning, 0, "[21.22]",
     "reinforcements after the Sudden Death space",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ReinforcementBeforeStart, "reinforcement-before-start", Severity::Error, 0, "[21.12e]",
     "reinforcements on or before the Turn marker's start space",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::ReinforcementWithoutEntry, "reinforcement-without-entry", Severity::Error, 0, "[21.12e]",
     "units with nowhere to enter",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::EntryHexNotOnEdge, "entry-hex-not-on-edge", Severity::Error, 0, "[21.12e]",
     "entry hexes not on the edge named",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SightingContentsExceedMarkers, "sighting-contents-exceed-markers", Severity::Error, 0, "[6.4]",
     "more Sighting contents than markers",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SightingMarkersWithoutContents, "sighting-markers-without-contents", Severity::Error, 0, "[6.4]",
     "Sighting markers without a content",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SightingHexesCount, "sighting-hexes-count", Severity::Error, 0, "[6.1]",
     "a designer-placed content with a wrong number of hexes",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::HiddenWithoutHiding, "hidden-without-hiding", Severity::Error, 0, "[6.51]",
     "a Hidden letter without its Hiding marker",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::HidingWithoutHidden, "hiding-without-hidden", Severity::Warning, 0, "[6.51]",
     "a Hiding marker whose Hidden marker the side does not have",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::HidingEmpty, "hiding-empty", Severity::Error, 0, "[6.52]",
     "a Hiding marker with nothing under it",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::UnknownUnit, "unknown-unit", Severity::Error, 0, "[6.51]",
     "a hidden piece not in the side's starting forces",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::HidingExceedsForces, "hiding-exceeds-forces", Severity::Error, 0, "[6.51]",
     "more of a piece hidden than the side has",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::HarmfulFortificationOnFriendlyUnits, "harmful-fortification-on-friendly-units", Severity::Warning, 0, "[6.4b]",
     "a harmful fortification where friendly units start",
     "docs/scenario-format.md#check-codes-crestline-check"},
    {code::SetupScenarioMismatch, "setup-scenario-mismatch", Severity::Error, 0, "",
     "a setup names another scenario",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupNoAllotment, "setup-no-allotment", Severity::Error, 0, "[6.1]",
     "the scenario gives the side no Sighting markers",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupMarkerCount, "setup-marker-count", Severity::Error, 0, "[6.1]",
     "not as many markers as allotted",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupContentsMismatch, "setup-contents-mismatch", Severity::Error, 0, "[6.4]",
     "the contents placed differ from the allotment",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupHexOutsideArea, "setup-hex-outside-area", Severity::Error, 0, "[6.1]",
     "a marker outside its setup area or away from a designer-placed hex",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupHidingMismatch, "setup-hiding-mismatch", Severity::Error, 0, "[6.51]",
     "a Hiding marker's pieces differ from the scenario's",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupLeakyMarkerId, "setup-leaky-marker-id", Severity::Error, 0, "[6.52]",
     "a marker id that would give its content away",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupCommitmentStale, "setup-commitment-stale", Severity::Error, 0, "[6.4]",
     "a sealed marker's content changed after sealing",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupBadSalt, "setup-bad-salt", Severity::Error, 0, "[6.4]",
     "a salt that is not hexadecimal bytes",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::SetupNoRandomness, "setup-no-randomness", Severity::Error, 0, "[6.4]",
     "no random salt could be made",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::RevealScenarioMismatch, "reveal-scenario-mismatch", Severity::Error, 0, "[6.4]",
     "the two files are of different scenarios or sides",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::RevealUnknownMarker, "reveal-unknown-marker", Severity::Error, 0, "[6.4]",
     "a marker the other file does not have",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::RevealHexMismatch, "reveal-hex-mismatch", Severity::Error, 0, "[6.4]",
     "a marker in another hex than the opponent saw",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::RevealNotSealed, "reveal-not-sealed", Severity::Error, 0, "[6.4]",
     "a marker without salt or content",
     "docs/scenario-format.md#setup-and-reveal-codes"},
    {code::RevealCommitmentMismatch, "reveal-commitment-mismatch", Severity::Error, 0, "[6.4]",
     "content and salt do not give the commitment",
     "docs/scenario-format.md#setup-and-reveal-codes"},
};

constexpr bool tableInEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kTable); ++i)
        if (kTable[i].code != FindingCode(i)) return false;
    return std::size(kTable) == std::size_t(FindingCode::Count);
}
static_assert(tableInEnumOrder(), "kTable must hold one row per FindingCode, in enum order");

} // namespace

const FindingCodeInfo& codeInfo(FindingCode c)
{
    return kTable[std::size_t(c)];
}

std::string_view codeName(FindingCode c)
{
    return codeInfo(c).name;
}

std::span<const FindingCodeInfo> findingCodes()
{
    return kTable;
}

std::optional<FindingCode> findingCodeNamed(std::string_view name)
{
    const auto it = std::find_if(std::begin(kTable), std::end(kTable), [&](const FindingCodeInfo& i) { return i.name == name; });
    if (it == std::end(kTable)) return std::nullopt;
    return it->code;
}

bool hasCode(const Finding& f, FindingCode c)
{
    return f.code == codeName(c);
}

} // namespace crestline
