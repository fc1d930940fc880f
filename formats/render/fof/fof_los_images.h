#pragma once
// Pictures of Fields of Fire LOS on a card map (docs/rendering.md, "FoF card
// maps"), each the card map drawn as fof_map_image.h draws it with a layer
// over it:
// - the LOS dispute report: one page with the ruling on the map (the
//   sighter's and target's cards, the string between their centres in the
//   verdict's colour, the cards it does not meet veiled, the border segments
//   it crosses outlined, the deciding card and segment in red, the marks
//   the ruling was made under) and beside it, word for word, the explanation
//   `crestline los` prints (formats::fofRulingText);
// - a viewer's viewshed: every card's face tinted by its verdict with a
//   plate naming it (and the range band when it sees), with a key;
// - the coverage heat map: every card's face by how many other cards see
//   it, the count on a plate, with a key.

#include "formats/los/fof/fof_ruling_format.h"
#include "formats/render/fof/fof_map_image.h"
#include "geometry/los/systems/fof/fof_detail.h"

#include <string>
#include <vector>

namespace crestline::render {

/// A mark a ruling was made under, on its card: Smoke, Incoming, Air Strike.
struct FofPlayMark {
    enum class Kind { Smoke, Incoming, AirStrike };
    geometry::OffsetCoord cell;
    Kind kind = Kind::Smoke;
};
/// "SMOKE", "INCOMING", "AIR STRIKE".
std::string fofPlayMarkName(FofPlayMark::Kind kind);

/// The dispute report's page and resolution.
struct FofReportOptions {
    double widthPt = 595.28, heightPt = 841.89; ///< A4 portrait, as the hex report
    double dpi = 150;                            ///< PNG only (10..1200)
    std::vector<FofPlayMark> marks;
};
/// The report of `view` (a Detail::Full ruling made on `board`, the board of `input.map`).
RenderResult renderFofLosReport(const FofMapInput& input, const geometry::los::FofBoard& board, const formats::FofRulingView& view,
                                OutputKind kind, const FofReportOptions& options);

/// The viewshed picture of `view` (rulings to every card, as fofViewshedOf makes them).
RenderResult renderFofViewshedImage(const FofMapInput& input, const formats::FofViewshedView& view, OutputKind kind, const FofImageOptions& options, const std::vector<FofPlayMark>& marks = {});

/// For each card, how many other cards see it (outcome LOS).
struct FofCoverage {
    std::vector<geometry::OffsetCoord> cards;
    std::vector<int> seenBy; ///< by `cards`
    int most = 0;
};
/// Counts from fofAllPairs' outcomes over `cards` (row i, column j at i * n + j): card j is seen by i when i -> j is LOS, i != j.
FofCoverage fofCoverageOf(const std::vector<geometry::OffsetCoord>& cards, const std::vector<geometry::los::FofDetail::Outcome>& outcomes);

/// The coverage heat map with its key; `play` names the play state counted ("fire, daylight: M = 3").
RenderResult renderFofCoverageImage(const FofMapInput& input, const FofCoverage& coverage, OutputKind kind, const FofImageOptions& options,
                                    const std::string& play);

} // namespace crestline::render
