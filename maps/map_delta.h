#pragma once
// What one edit changed in a map, told to the derived facts (MapAnalysis,
// the LOS scene) so they update the touched hexes only. Made by the edit
// commands (editor/edit), read by MapAnalysis::update and maps::updateLosScene.

#include "geometry/point.h"

#include <vector>

namespace crestline::maps {

struct MapDelta {
    /// Lattice boxes whose hexes may have other facts now: for a changed
    /// feature both its old and its new bounding box (holes included; also
    /// when only its id, terrain, level or properties changed), for an added
    /// or deleted feature its box, for a painted hex or hexside that hex's box. A hex whose closed hexagon meets none of them
    /// keeps its facts (with feature indices renumbered by featureRemap).
    std::vector<geometry::Box> regions;
    /// Old feature index -> new index, -1 for a feature removed, one entry
    /// per old feature. Empty: the indices did not change (only contents of
    /// features did). A remap that does not fit makes the update derive everything.
    std::vector<int> featureRemap;
    /// The grid, the catalog or the system changed: derive everything again.
    bool everything = false;

    bool empty() const { return regions.empty() && featureRemap.empty() && !everything; }
    /// Fold a later delta into this one (regions joined, remaps composed).
    void then(const MapDelta& later);
};

} // namespace crestline::maps
