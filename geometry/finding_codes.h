#pragma once
// The one table of finding codes: every code crestline reports, with its
// default severity, the rule it implements (a rulebook citation, empty for
// format codes), a one-line description and the doc section that explains it.
// Call sites name codes through the FindingCode constants (code::BadValue), so
// a code that is not in the table does not compile. docs/findings.md; the
// doc tables are checked against this one by tests/geometry/finding_codes_test.

#include "geometry/finding.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace crestline {

/// A stable finding code; one enumerator per row of the table, in table order.
enum class FindingCode : std::uint16_t {
    // Reading and saving files (every XML format)
    FileUnreadable,
    XmlMalformed,
    WrongRoot,
    MissingVersion,
    NewerVersion,
    WrongSystem,
    MissingAttribute,
    MissingElement,
    DuplicateElement,
    BadValue,
    UnknownElement,
    UnknownAttribute,
    UndeclaredPrefix,
    SaveFailed,
    ReferenceOutside,
    NestingTooDeep,
    RecoverySkipped,
    TextTooLong,
    OlderVersion,
    // Maps and terrain catalogs: reader, loader, checks, analysis
    BadPoints,
    UnknownHex,
    UnknownSide,
    IncludeCycle,
    IncludeTooDeep,
    DuplicateId,
    UnknownTerrain,
    TooFewVertices,
    RepeatedVertex,
    SelfIntersectingPolygon,
    ZeroAreaPolygon,
    HoleOutsidePolygon,
    HolesOverlap,
    WrongShape,
    FeatureOffMap,
    FeaturePartlyOffMap,
    HexOffMap,
    LevelAmbiguous,
    GridOutOfLimits,
    MapTooComplex,
    CentreOnCrest,
    LinkOffMap,
    EntryOffMap,
    GtsNoLosMeaning,
    GtsMarkerKind,
    GtsTwoDots,
    CohSteepDisagrees,
    CohSteepUndrawn,
    CohLevelRange,
    CohNoLosMeaning,
    LevelUnused,
    // Fields of Fire card maps and decks: reader and checks
    FofCardMap,
    FofDuplicateCell,
    FofCardTwice,
    FofUnknownCard,
    FofLowerNotHill,
    FofHillOnTop,
    // 15 mm tabletop tables: reader
    TabletopBadOutline,
    TabletopBadBase,
    TabletopOffEdge,
    TabletopUnknownUnit,
    TabletopHillsCross,
    // Scenarios: loader and checks
    MapUnreadable,
    AreaNestingTooDeep,
    SideCount,
    SidesForcesMismatch,
    UnknownMap,
    MapJoinMismatch,
    InitiativeMismatch,
    TrackSpaceOutOfRange,
    TimeTrackGap,
    MarkerOffTimeTrack,
    SetupAreaEmpty,
    SetupAreaOffMap,
    ObjectiveOffMap,
    ExitHexNotOnEdge,
    BadHex,
    AmbiguousHex,
    UnknownSetupArea,
    ReinforcementBeyondTimeTrack,
    ReinforcementAfterSuddenDeath,
    ReinforcementOnSuddenDeath,
    ReinforcementBeforeStart,
    ReinforcementWithoutEntry,
    EntryHexNotOnEdge,
    SightingContentsExceedMarkers,
    SightingMarkersWithoutContents,
    SightingHexesCount,
    HiddenWithoutHiding,
    HidingWithoutHidden,
    HidingEmpty,
    UnknownUnit,
    HidingExceedsForces,
    HarmfulFortificationOnFriendlyUnits,
    // GTS scenarios: checks
    GtsTurnRecord,
    GtsTurnBeyondLast,
    GtsAirAtNight,
    GtsPointsOutOfRange,
    GtsFormationWithoutLeader,
    GtsIndependentWithLeader,
    GtsUnknownReference,
    GtsSetupImpassable,
    GtsStepLosses,
    GtsTransportWithoutOrganic,
    GtsLeaderApart,
    GtsReinforcementMixedDivision,
    GtsEntryHexWrongDivision,
    GtsEntrySymbolAbsent,
    GtsPlacedTwice,
    GtsNeverPlaced,
    // CoH scenarios: checks
    CohUnknownReference,
    CohFacing,
    CohSetupImpassable,
    CohHiddenMismatch,
    CohCarrierMissing,
    CohCarrierApart,
    CohHastyWithoutUnit,
    CohRoundBeyondCount,
    CohNeverPlaced,
    CohPlacedTwice,
    // Fields of Fire missions: checks
    FofMapSize,
    FofCellOffMap,
    FofSeamOffMap,
    FofPhaseLine,
    FofBoundaryNotOuter,
    FofControlForType,
    FofControlTwice,
    FofNumberOrder,
    FofContactRow,
    FofContactTurn,
    FofEyeLevel,
    // Sighting setups: checks, sealing and reveal
    SetupScenarioMismatch,
    SetupNoAllotment,
    SetupMarkerCount,
    SetupContentsMismatch,
    SetupHexOutsideArea,
    SetupHidingMismatch,
    SetupPlanSealValue,
    SetupCommitmentStale,
    SetupBadSalt,
    SetupNoRandomness,
    RevealScenarioMismatch,
    RevealSetupMismatch,
    RevealUnknownMarker,
    RevealHexMismatch,
    RevealNotSealed,
    RevealCommitmentMismatch,
    // Pictures and setup sheets
    FontFallback,
    SheetNoScenario,
    SheetUnknownSide,
    SheetRenderFailed,
    SheetSetupNotPrinted,
    SheetMapMissing,
    SheetMapUnjoined,
    SheetJoinMisfit,
    SheetJoinConflict,
    SheetNorthMismatch,
    SheetReinforcementUnreached,
    SheetHexUnresolved,
    PositionMismatch,
    // Exports and imports
    VassalGrid,
    TiledNotMapped,
    Count ///< not a code: the number of codes
};

/// Short names for call sites: makeFinding(code::SelfIntersectingPolygon).
namespace code {
using enum FindingCode;
}

/// A set of severities (bit 1 << Severity).
using SeveritySet = unsigned;
constexpr SeveritySet severityBit(Severity s) { return 1u << unsigned(s); }

/// One row of the table.
struct FindingCodeInfo {
    FindingCode code;
    std::string_view name;        ///< stable kebab-case name, as printed and in the docs
    Severity severity;            ///< default severity
    SeveritySet also;             ///< other severities the code legitimately takes (severityBit...)
    std::string_view rule;        ///< rulebook citation the code implements, e.g. "[24.52]"; empty for format codes
    std::string_view description; ///< one line
    std::string_view doc;         ///< "docs/FILE.md#anchor" where the code is explained

    /// The default severity, or one listed in `also`.
    constexpr bool allows(Severity s) const { return s == severity || (also & severityBit(s)) != 0; }
};

/// The row of a code.
const FindingCodeInfo& codeInfo(FindingCode c);
/// The code's stable name ("self-intersecting-polygon").
std::string_view codeName(FindingCode c);
/// Every row, in table order.
std::span<const FindingCodeInfo> findingCodes();
/// The code with this name, if any (for tests and tools reading printed findings).
std::optional<FindingCode> findingCodeNamed(std::string_view name);
/// The finding carries this code.
bool hasCode(const Finding& f, FindingCode c);

} // namespace crestline
