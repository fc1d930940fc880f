#pragma once
// The canvas's layers: what is drawn and what the tools may edit. A hidden
// layer is not drawn; a locked one is ignored by the tools.

#include "formats/render/map_painter.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <array>
#include <string_view>

namespace crestline::gui {

/// The layers of the layers panel.
enum class Layer { Levels, Artwork, HexTerrain, Hexsides, Grid, Labels, Scenario, Background, Count };

/// Display name of a layer.
std::string_view layerName(Layer layer);

/// Shown / locked per layer.
struct LayerState {
    std::array<bool, std::size_t(Layer::Count)> shown{true, true, true, true, true, true, true, true};
    std::array<bool, std::size_t(Layer::Count)> locked{};
    bool isShown(Layer l) const { return shown[std::size_t(l)]; }
    bool isLocked(Layer l) const { return locked[std::size_t(l)]; }
    /// Visible and not locked: tools may edit it.
    bool editable(Layer l) const { return isShown(l) && !isLocked(l); }
    /// Sets the renderer's switches of `view` from the shown flags.
    void applyTo(render::View& view) const;
};

/// The layer a feature belongs to: Levels for level areas, else Artwork.
Layer featureLayer(const maps::Feature& feature, const maps::TerrainCatalog& catalog);
/// Whether maps on this catalog draw level areas (a terrain of kind level):
/// without one the Levels layer and a feature's Level hold nothing (a
/// whole-hex board reads its hexes, not artwork levels).
bool drawsLevelAreas(const maps::TerrainCatalog& catalog);

} // namespace crestline::gui
