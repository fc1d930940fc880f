#pragma once
// LOS analysis as text, JSON and CSV: a viewshed (the map drawn in
// characters, counts, the blind zone [24.53]; JSON) and the all-pairs matrix
// as CSV. Shared by the command line and the editor's exports; the JSON
// fields are documented in docs/cli.md and read by tests/cli.

#include "geometry/los/analysis.h"
#include "geometry/los/scene.h"

#include <string>
#include <vector>

namespace crestline::formats {

/// One viewer's viewshed: every hex's cell (indexed by HexGrid::index) and its blind zone [24.53].
struct ViewshedView {
    std::string system;  ///< the rule system's id: its ruling printer says what its cells hold
    geometry::OffsetCoord from;
    std::vector<geometry::los::Cell> cells;
    std::vector<geometry::los::BlindHex> blind;
};
/// The map drawn in characters (@ viewer, . clear, 2-9 hindered, # blocked, b blind),
/// counts per verdict and the blind hexes with their obstacles.
std::string viewshedText(const geometry::los::Scene& scene, const ViewshedView& view);
/// {"from", "cells": {label: {verdict, hindrance}}, "blind": [{hex, blind_hex, obstacle, obstacle_hex}]}.
std::string viewshedJson(const geometry::los::Scene& scene, const ViewshedView& view);

/// The matrix as CSV: a header row of labels, then one row per hex; cells are
/// "self", "clear", "blocked", "blind" or "hN" (hindered N). The header's
/// first cell is "from\to" for a reciprocal matrix, "from\to (not
/// reciprocal: row -> column)" for a full one (each cell from its row's hex).
std::string matrixCsv(const geometry::HexGrid& grid, const geometry::los::LosMatrix& matrix);

} // namespace crestline::formats
