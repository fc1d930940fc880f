#pragma once
// Printable setup sheets: a scenario as a player sets it up, as a PDF held in
// memory (the caller saves it atomically). Title, date, location and
// historical notes; the maps joined as the scenario places them, north up,
// with setup areas, objectives and entry/exit edges keyed; per side the
// forces, setup areas, Command markers, C&C level and Sighting allotment; the
// Track Display at start drawn as a diagram [1]; reinforcements turn by turn
// [21.12e]; victory conditions [22] and special rules. Documented in
// docs/sheets.md, including what hidden information a sheet may hold.

#include "formats/render/map_painter.h"
#include "geometry/finding.h"
#include "maps/map_analysis.h"
#include "scenarios/board_set.h"
#include "scenarios/scenario.h"
#include "scenarios/sighting_setup.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace crestline::render {

/// Paper sizes a sheet is printed on.
enum class Paper { A4, Letter };

/// "a4", "letter".
std::string_view paperName(Paper p);
/// The paper named (case-insensitive "a4" or "letter"), if any.
std::optional<Paper> paperFromName(std::string_view name);

/// What a sheet is made of. Non-owning: everything must outlive the call.
struct SheetInput {
    const scenarios::Scenario* scenario = nullptr;
    /// The scenario's file name, for the findings; may be empty.
    std::string file;
    /// The loaded maps, by the scenario's map id; a map missing here is drawn
    /// as an empty frame and reported (sheet-map-missing).
    std::map<std::string, const maps::MapAnalysis*, std::less<>> maps;
    /// One side's owner Sighting setup (sealed or not), or null. Printed only
    /// when SheetOptions::side names that same side.
    const scenarios::SightingSetup* ownerSetup = nullptr;
};

/// How a sheet is printed.
struct SheetOptions {
    Paper paper = Paper::A4;
    /// The side the sheet is for; unset: the public sheet, with no hidden
    /// contents at all.
    std::optional<std::string> side;
};

/// The sheet as PDF bytes (text selectable). Problems that do not stop the
/// sheet (an unresolved hex, a setup for another side, maps whose joins do not
/// agree) go to `warnings` with codes sheet-*; an empty result means the sheet
/// could not be made, with an error finding saying why.
std::string renderSetupSheet(const SheetInput& input, const SheetOptions& options, Findings* warnings);

/// The pages of every sheet printed on this thread while a
/// ScopedSheetPageImages is alive, also drawn as PNGs at `dpi` (white
/// paper): the same pages as the PDF (the VASSAL module's chart).
struct SheetPageImages {
    double dpi = 100;
    std::vector<std::string> pngs; ///< one per page, in order
    std::string error;             ///< set when a page could not be drawn
};
class ScopedSheetPageImages {
public:
    explicit ScopedSheetPageImages(SheetPageImages& images);
    ~ScopedSheetPageImages();
    ScopedSheetPageImages(const ScopedSheetPageImages&) = delete;
    ScopedSheetPageImages& operator=(const ScopedSheetPageImages&) = delete;

private:
    SheetPageImages* m_previous;
};

/// What the sheet marks on one map of the scenario (setup areas tinted per
/// side, objectives with their VPs, entry and exit edges), for a picture of
/// that map alone: the same marks as the sheet's board. `board` indexes
/// `boards`; problems resolving hexes go to `warnings`.
Overlays scenarioOverlays(const scenarios::Scenario& scenario, const scenarios::BoardSet& boards, int board, Findings& warnings);

} // namespace crestline::render
