#pragma once
// Snapping a pointer position to the hex grid, so that ties are made on
// purpose: hex centres and corners (integers in the lattice frame), hexside
// midpoints (halves) and a fine lattice of quarter units. Every snapped
// coordinate is a multiple of 1/4 and so an exact binary fraction, written
// to the XML exactly. GUI-free: the editor's canvas and the tests call it.

#include "geometry/hex_grid.h"
#include "geometry/point.h"

#include <string>

namespace crestline::edit {

/// The fine lattice step: a quarter lattice unit.
inline constexpr double kSnapFineStep = 0.25;

/// What a snapped point landed on.
enum class SnapKind { None, Centre, Corner, HexsideMidpoint, Fine };

/// A snapped point and what it is.
struct SnapResult {
    geometry::Point point;
    SnapKind kind = SnapKind::None;
};

/// How far snapping reaches: a radius in screen pixels and the screen scale
/// of the lattice (pixels per lattice unit along u and along v; the lattice
/// is not square on screen).
struct SnapScale {
    double radiusPx = 10;
    double pxPerU = 1;
    double pxPerV = 1;
};

/// Snaps `p` on `grid`: the nearest hex centre or corner within the radius,
/// else the nearest hexside midpoint within it, else the nearest point of
/// the fine lattice (always: a snapped point is always a multiple of 1/4).
/// Only centres, corners and midpoints of on-map hexes are candidates.
SnapResult snapPoint(const geometry::HexGrid& grid, geometry::Point p, const SnapScale& scale);

/// `p` rounded to a multiple of `step` (a power of two: an exact binary fraction; 1/64 when
/// snapping is off, so written coordinates stay short).
geometry::Point roundToFine(geometry::Point p, double step);

/// "u 12.25  v 7.5": a lattice point with each coordinate in the shortest
/// decimal that reads back to the same double (exact for binary fractions).
std::string formatLatticePoint(geometry::Point p);

/// Short name of a snap kind for the status bar ("corner", "hexside", ...).
const char* snapKindName(SnapKind kind);

} // namespace crestline::edit
