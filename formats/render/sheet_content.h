#pragma once
// What goes on a setup sheet, section by section, written into a Flow. The
// sections read the scenario, its maps resolved through a BoardSet, and, for
// the side the sheet is for only, that side's owner Sighting setup. Internal
// to the sheet.

#include "formats/render/sheet.h"
#include "formats/render/sheet_board.h"
#include "formats/render/sheet_flow.h"
#include "scenarios/board_set.h"
#include "scenarios/sighting_setup.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace crestline::render::sheet {

/// Everything the sections read.
struct SheetContext {
    const scenarios::Scenario& scenario;
    const scenarios::BoardSet& boards;
    /// The side the sheet is for; empty for the public sheet.
    std::string side;
    /// That side's owner setup; null unless it may be printed.
    const scenarios::SightingSetup* setup = nullptr;
    BoardLayout layout;
    Findings& warnings;

    /// Nationality as the counters print it ("German"), else the id.
    std::string sideName(const std::string& id) const;
    /// Index of a side in <sides>, for its colour; -1 if unknown.
    int sideIndex(const std::string& id) const;
    /// A hex as the sheet prints it: without the map id on a one-map scenario.
    std::string hexText(const scenarios::PlacedHex& h) const;
    std::string hexText(const scenarios::HexName& h) const;
    /// Resolve a written hex, reporting sheet-hex-unresolved when it does not.
    std::optional<scenarios::PlacedHex> resolve(const scenarios::HexName& h, int line) const;
};

/// Title, date, location, who the sheet is for, historical notes.
void titleSection(Flow& flow, const SheetContext& ctx);
/// The board with its overlays, and the key (beside a tall board, else below
/// it), sized to stay on the page it starts on (`pageHeight`: the body's).
void boardSection(Flow& flow, const SheetContext& ctx, double pageHeight);
/// The Track Display diagram and the same in words.
void trackSection(Flow& flow, const SheetContext& ctx);
/// One side: C&C, Command markers, forces, setup areas, Sighting allotment,
/// and its owner setup if the sheet may show it.
void sideSection(Flow& flow, const SheetContext& ctx, const scenarios::Side& side);
/// Reinforcements and sudden death turn by turn.
void timelineSection(Flow& flow, const SheetContext& ctx);
/// Victory conditions and special rules.
void victorySection(Flow& flow, const SheetContext& ctx);

/// Overlays per placed map (parallel to ctx.layout.maps) and the key's rows.
struct BoardMarks {
    std::vector<Overlays> overlays;
    Table key;
};
BoardMarks boardMarks(const SheetContext& ctx);
/// The board figure with its key (beside a tall board, else below it),
/// sized to stay on the page it starts on (`pageHeight`: the body's).
void boardFigure(Flow& flow, const BoardLayout& layout, const BoardMarks& marks, double pageHeight);

/// A page's size in points.
struct PaperSize {
    double width, height;
};
PaperSize paperSize(Paper p);
/// The PDF of the flow that `write` fills (it is given the body's height):
/// pages with "title · page N of M" footers. Empty, with `error` set, if
/// cairo cannot make it. Every sheet (FF, GTS) is printed through it.
std::string printSheet(Paper paper, const std::string& title, const std::function<void(Flow&, double bodyHeight)>& write, std::string* error);

/// "2 × Grenadier (infantry platoon)" lists, "along the south edge, at J15, K15".
std::string describeUnits(const std::vector<scenarios::Unit>& units);
std::string describeEntry(const SheetContext& ctx, const scenarios::Entry& e);
std::string plural(int n, const std::string& one, const std::string& many);

} // namespace crestline::render::sheet
