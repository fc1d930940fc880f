#pragma once
// Internal to crestline::render: how Conflict of Heroes boards are drawn, the
// system's part of the style table (style_coh.cpp; docs/rendering.md, "CoH boards").

#include "formats/render/style.h"

namespace crestline::render {

/// A Conflict of Heroes whole-hex terrain (coh-los.md, the chart's rows):
/// the hex tinted, and a motif that says what stands on it.
struct CohHexStyle {
    enum class Motif { None, Trees, Building, Furrows, Water, Hatch };
    std::string_view name;   ///< style entry name, for docs/rendering.md
    Rgba fill;               ///< the hex's tint at level 0
    Motif motif = Motif::None;
    Rgba mark;               ///< the motif: tree crowns, the building's roof, furrows, ripples, hatching
    Rgba edge;               ///< the motif's outline (trees, buildings)
    double density = 0;      ///< Trees: crowns per hex (light woods fewer than heavy)
};

/// How Conflict of Heroes boards are drawn (system "coh"): whole-hex
/// terrain, levels as warmer, darker tints and hachured contours, steep
/// hexsides, walls, smoke markers and the CoH ruling on the map.
struct CohStyle {
    CohHexStyle open, field, lightWoods, heavyWoods, woodBuilding, stoneBuilding, water, road;
    CohHexStyle otherBlocking, otherClear, unknown; ///< ids the table lacks, by chart LOS entry; not in the catalog
    Rgba levelWarm;          ///< each level mixes the tint `levelMix` further towards this brown [chart: Hills]
    double levelMix = 0;
    Stroke contour;          ///< a hexside where the level drops by one, hachures on the lower side
    Stroke steep;            ///< a steep hexside (levels two apart): heavier, longer and denser hachures [chart: Hills (Steep)]
    Width levelText;         ///< "L1", "L2" at the foot of a raised hex
    Stroke wall;             ///< a wall hexside: the dark mortar line [5.0.2]
    Rgba wallStone;          ///< the stones along it (dashes inside the mortar line)
    Rgba smoke1, smoke2;     ///< smoke +1 and +2 markers (play state) [13.0]
    Width smokeRadius, smokeText;
    Width decidingWidth;     ///< ruling: the deciding hex's outline (blocked red, blind purple)
    Rgba modifier;           ///< ruling: modifier labels' ink and rings
    Rgba wallEntry;          ///< ruling: the wall side the string enters on
    Width wallEntryWidth, modifierText;

    /// Style of a whole-hex terrain by id where the table knows it; else by
    /// the catalog row's LOS entry (obstacle or not); `entry` null: unknown.
    const CohHexStyle& hex(std::string_view id, const maps::Terrain* entry) const;
    /// `fill` at `level` (0..2): warmer and darker each level up.
    Rgba atLevel(const Rgba& fill, int level) const;
};

/// The Conflict of Heroes style table.
const CohStyle& cohStyle();

} // namespace crestline::render
