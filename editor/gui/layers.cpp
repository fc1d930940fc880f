#include "editor/gui/layers.h"

namespace crestline::gui {

std::string_view layerName(Layer layer)
{
    switch (layer) {
    case Layer::Levels: return "Levels";
    case Layer::Artwork: return "Artwork";
    case Layer::HexTerrain: return "Hex terrain";
    case Layer::Hexsides: return "Hexsides";
    case Layer::Grid: return "Grid";
    case Layer::Labels: return "Labels";
    case Layer::Scenario: return "Scenario overlays";
    case Layer::Background: return "Background image";
    case Layer::Count: break;
    }
    return "";
}

void LayerState::applyTo(render::View& view) const
{
    view.grid = isShown(Layer::Grid);
    view.centreDots = isShown(Layer::Grid);
    view.labels = isShown(Layer::Labels);
    view.levels = isShown(Layer::Levels);
    view.artwork = isShown(Layer::Artwork);
    view.hexTerrain = isShown(Layer::HexTerrain);
    view.hexsides = isShown(Layer::Hexsides);
}

Layer featureLayer(const maps::Feature& feature, const maps::TerrainCatalog& catalog)
{
    const maps::Terrain* t = catalog.find(feature.terrain);
    return t && t->kind == maps::TerrainKind::Level ? Layer::Levels : Layer::Artwork;
}

bool drawsLevelAreas(const maps::TerrainCatalog& catalog)
{
    for (const auto& t : catalog.terrains)
        if (t.kind == maps::TerrainKind::Level) return true;
    return false;
}

} // namespace crestline::gui
