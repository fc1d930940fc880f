#pragma once
// Copy, paste, duplicate, rotate and mirror of map features (areas and
// lines), exact in the lattice frame (the lattice spec): no sine, no cosine.
//
// Which turns are exact. In the lattice frame (flat-top: u = x / (s/2),
// v = y / (s*sqrt(3)/2); pointy-top: u and v swapped) a turn of 60 degrees
// about a hex centre is the matrix
//     flat-top:   u' = (u - 3v) / 2,  v' = (u + v) / 2
//     pointy-top: u' = (u - v) / 2,   v' = (3u + v) / 2
// (clockwise on screen, v growing down; its inverse the other way). Its
// entries are halves, so it takes hex centres to hex centres, corners to
// corners and hexside midpoints to hexside midpoints exactly (they are the
// points with u and v of the same parity about a centre, and halves of
// them), and every binary fraction to a binary fraction. So every multiple
// of 60 degrees is exact; 30 and 90 degrees need sqrt(3) and are not offered.
// The pivot is a hex centre (a turn about a corner keeps the lattice but
// takes centres to corners, moving a building off its hex): the hex centre
// nearest the selection's centre, the mean of its vertices. A turn or a
// mirror keeps that mean's nearest centre, so turning back (or mirroring
// twice) gives the features back exactly.
//
// Mirrors are about the lines through that hex centre: left-right
// (u' = 2c - u) and top-bottom (v' = 2c - v); both lines are mirror lines of
// the hex grid (through opposite corners or opposite hexside midpoints), so
// the lattice maps onto itself. (A mirror about the exact middle of the
// selection's box would be exact arithmetic too, but would move a corner at
// u 1 to u 2, which is no corner: ties made on purpose would be lost.)
//
// Each coordinate is computed in doubles and checked to be exact (the
// rounding error of every product and sum is found with fma and two-sum);
// a vertex whose result would be rounded (only possible for coordinates that
// are not short binary fractions, such as 8.2 typed into a file) refuses the
// whole edit, naming the feature and vertex. Snapped and unsnapped editor
// points (multiples of 1/4 and 1/64) are always exact.
//
// Paste: the copied features get fresh ids (`TERRAIN-N`, the first number no
// feature uses, as drawing gives) and are shifted by a whole number of hex
// steps (pasteStep: one hex down and to the right), so they are visible and
// stand on the hexes as the originals do. GUI-free.

#include "editor/edit/map_commands.h"
#include "geometry/hex_grid.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::edit {

/// A turn by 60 degrees as seen on screen (v grows down).
enum class Turn { Clockwise, Anticlockwise };
/// A mirror about the vertical line (LeftRight) or the horizontal line (TopBottom) through the pivot.
enum class Mirror { LeftRight, TopBottom };

/// What an arrange edit makes: the command (one undo step), or why it was refused.
struct ArrangeEdit {
    std::unique_ptr<MapCommand> command;  ///< null when refused
    std::string refusal;                  ///< why not (empty when there is a command)
    std::vector<int> selection;           ///< the features to select after the edit (indices after it)
};

/// The mean of the vertices (outer rings, holes, paths) of `features`.
geometry::Point vertexMean(const std::vector<maps::Feature>& features);
/// The hex centre nearest `p` (on or off the map), by Euclidean distance on
/// the drawn map; a tie goes to the lowest column, then the lowest row.
geometry::IPoint nearestHexCentre(const geometry::HexGrid& grid, geometry::Point p);
/// The pivot of a turn or mirror of `features`: nearestHexCentre(vertexMean(features)).
geometry::IPoint arrangePivot(const geometry::HexGrid& grid, const std::vector<maps::Feature>& features);

/// `p` turned by 60 degrees about `pivot`; false (and `out` untouched) if a coordinate would be rounded.
bool turnPoint(geometry::HexOrientation orientation, geometry::IPoint pivot, Turn turn, geometry::Point p, geometry::Point& out);
/// `p` mirrored about the line through `pivot`; false if a coordinate would be rounded.
bool mirrorPoint(geometry::IPoint pivot, Mirror mirror, geometry::Point p, geometry::Point& out);

/// Turns features `indices` of `map` (on `grid`) by 60 degrees about their pivot: one step "Rotate 60° clockwise" / "anticlockwise".
ArrangeEdit rotateFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices, Turn turn);
/// Mirrors features `indices` about the line through their pivot: one step "Mirror left-right" / "Mirror top-bottom".
ArrangeEdit mirrorFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices, Mirror mirror);

/// Features copied from a map, with the grid they were copied on.
struct FeatureClipboard {
    std::vector<maps::Feature> features;
    geometry::HexOrientation orientation = geometry::HexOrientation::FlatTop;
    geometry::IPoint origin;  ///< the lattice centre of hex (0, 0) on the grid copied from
    int pastes = 0;           ///< pastes made from it so far: the next is shifted one step further
    bool empty() const { return features.empty(); }
};
/// Copies features `indices` of `map` (source lines cleared: a copy comes from no line of a file).
FeatureClipboard copyFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices);
/// One hex step down and to the right: flat-top (3, 1), pointy-top (1, 3); it takes hex centres to hex centres.
geometry::IPoint pasteStep(geometry::HexOrientation orientation);
/// Adds the clipboard's features to `map` (on `grid`) shifted by `steps`
/// paste steps, with fresh ids: one step labelled `verb` + what was added
/// ("Paste building", "Duplicate 2 features"). A clipboard copied on a grid of
/// the other orientation is refused; one of the other offset parity is
/// shifted so the features stand on the same hexes as they did.
ArrangeEdit pasteFeatures(const maps::Map& map, const geometry::HexGrid& grid, const FeatureClipboard& clipboard, int steps,
                          const std::string& verb);

/// The clipboard as text for other programs and other editor windows: a map
/// file (the map's header and grid, the copied features only), as the map
/// writer writes it.
std::string clipboardText(const maps::Map& map, const FeatureClipboard& clipboard);
/// Reads clipboard text back: a map file with at least one feature and no
/// error finding; nullopt otherwise (any other text on the clipboard).
std::optional<FeatureClipboard> clipboardFromText(std::string_view text);

/// "building-3": `terrain` (or "feature") and the first number that neither
/// `map` nor `taken` uses as a feature id.
std::string freshFeatureId(const maps::Map& map, const std::string& terrain, const std::vector<std::string>& taken = {});

} // namespace crestline::edit
