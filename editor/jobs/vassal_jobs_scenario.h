#pragma once
// VASSAL module export of a scenario (docs/vassal.md "Scenarios"):
// `crestline vassal SCENARIO --out NAME.vmod`. Each rule system brings what
// its scenario puts in a module through one interface, VassalScenarioSource,
// a field of the kind of scenario file (FileKind::vassal, file_kinds.h) set
// where the kind is registered (each system's source in editor/jobs/<id>/<id>_vassal.cpp):
// its set-up areas and objectives (Zones), its public units at start on their
// hexes (SetupStacks) and in the piece palette, its reinforcements (palette),
// and its public set-up sheet (the chart window's pages). Hidden contents
// never reach a source's output: a source reads the scenario alone, never
// an owner's set-up file, and leaves out what the scenario sets up hidden.
// This file names no system.

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/vassal_jobs.h"
#include "scenarios/board_set.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// A side of the scenario.
struct VassalSide {
    std::string id;
    std::string name; ///< as the counters print it
};

/// A kind of piece of one side: `count` pieces alike (one counter image).
struct VassalUnit {
    std::string id;    ///< the scenario's id (image names are made of it)
    std::string name;  ///< as printed on the counter, e.g. "Grenadier"
    std::string kind;  ///< the counter's second line, e.g. "infantry squad"
    std::string side;  ///< its side's id
    int count = 1;
    /// Where it starts, if the scenario puts it on a hex; unset: set up by
    /// the player (an area) or arriving later, in the palette only.
    std::optional<scenarios::PlacedHex> hex;
    std::string when;  ///< palette tab: "" at start, else e.g. "turn 3"
};

/// A VASSAL Zone: a set-up area of a side or an objective, on one board.
struct VassalZoneSpec {
    std::string name;
    int board = 0;
    std::vector<geometry::OffsetCoord> hexes;
    int side = -1;          ///< index in the sides (set-up areas; tint of the board image)
    bool objective = false;
    std::optional<int> vp;  ///< drawn on an objective's hex
};

/// What a scenario puts in a module. Non-owning: points into the document.
struct VassalScenario {
    std::string title;
    const scenarios::BoardSet* boards = nullptr;
    std::vector<VassalSide> sides;
    std::vector<VassalZoneSpec> zones;
    std::vector<VassalUnit> units; ///< public units only (at start and later)
    /// Prints the public set-up sheet (the PDF; its pages are collected as PNGs for the chart); warnings to the findings.
    std::function<std::string(Findings&)> publicSheet;
};

/// Zones of `hexes` (any boards) added to `zones`, one per board they lie on.
void addVassalZones(std::vector<VassalZoneSpec>& zones, const scenarios::HexSet& hexes, const std::string& name, int side, bool objective,
                    std::optional<int> vp = std::nullopt);

/// What was written, for the tests: the module's boards in pixels.
struct VassalScenarioResult : JobReport {
    std::filesystem::path written;
    Findings renderWarnings;
    std::vector<vassal::BoardFrame> frames; ///< per board of the scenario
    /// Card maps: each cell's centre on the board image in pixels, by its name ("C3R2"), as drawn.
    std::map<std::string, std::pair<double, double>> cellCentres;
};

/// One kind of scenario file a module is made of: its FileKind::vassal.
struct VassalScenarioSource {
    std::string kind; ///< the FileKind id of the scenario kind it serves
    /// Fills `out` from the document; returns the loader's and the checks'
    /// findings (with errors `out` is not used: nothing is exported).
    std::function<Findings(const Document&, VassalScenario& out)> read;
    /// A kind whose boards are not hex maps writes its module itself (card maps); null: made of `read`.
    std::function<VassalScenarioResult(const Document&, const VassalOptions&)> write = nullptr;
};

/// Every source, gathered once from the kinds that have one (registry order).
const std::vector<VassalScenarioSource>& vassalScenarioSources();
const VassalScenarioSource* vassalScenarioSource(const std::string& kind);

/// Checks --out (NAME.vmod) and --dpi (10..1200); false with `report` refused (BadInput) naming the value.
bool vassalOptionsOk(JobReport& report, const VassalOptions& options);

/// The module of a scenario document of a registered kind.
VassalScenarioResult writeVassalScenarioModule(const Document& doc, const VassalOptions& options);

/// A counter's image: a square in the side's colour with the unit's name and kind.
std::string vassalCounterPng(const VassalUnit& unit, int sideIndex, double dpi, std::string* error);

} // namespace crestline::jobs
