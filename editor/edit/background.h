#pragma once
// Aligning a scanned map image to the grid (issue 12, "Tracing a published
// map"): the designer clicks three hex centres, or three corners of one hex,
// on the image; the affine transform image pixel -> lattice that takes each
// click to its lattice point is solved exactly (Cramer's rule in long double).
// More than three pairs give the least-squares transform and its residual,
// which says how well one affine map explains a warped scan. GUI-free: the
// editor previews the fit live and stores it with setBackground
// (map_commands.h) in maps::BackgroundImage::transform.

#include "geometry/hex_grid.h"
#include "geometry/point.h"
#include "maps/map.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace crestline::edit {

/// A point on the image, in pixels from its top-left corner (x right, y down).
struct ImagePoint {
    double x = 0, y = 0;
    friend bool operator==(const ImagePoint&, const ImagePoint&) = default;
};

/// The result of a fit: a transform, or why there is none.
struct ImageFit {
    std::optional<maps::ImageTransform> transform; ///< none when the picks cannot define one
    std::string error;                             ///< why not, for the designer ("the three points lie on one line")
    double rmsResidual = 0;                        ///< root mean square of the lattice distances |T(pixel) - lattice|, lattice units
    double maxResidual = 0;                        ///< the largest of them (0 for an exact three-point fit, up to rounding)
};

/// The transform taking `pixels[i]` to `lattice[i]`: exact for three pairs,
/// least squares for more. Fewer than three pairs, different counts, or
/// picks (image or lattice) on or nearly on one line give an error instead:
/// a triangle whose smallest height is under 1% of its longest side would
/// magnify a one-pixel slip of the mouse a hundredfold.
ImageFit fitImage(const std::vector<ImagePoint>& pixels, const std::vector<geometry::Point>& lattice);

/// Three clicks on the centres of hexes `hexes[i]` (on the grid, not on one line).
ImageFit fitToHexCentres(const std::array<ImagePoint, 3>& pixels, const geometry::HexGrid& grid,
                         const std::array<geometry::OffsetCoord, 3>& hexes);

/// Three clicks on corners `corners[i]` (0..5, distinct; numbered as
/// HexGrid::corners) of hex `hex`. Any three corners of a hexagon make a
/// triangle, so only a bad pick of the image points can fail.
ImageFit fitToHexCorners(const std::array<ImagePoint, 3>& pixels, const geometry::HexGrid& grid, geometry::OffsetCoord hex,
                         const std::array<int, 3>& corners);

/// The image pixel of lattice point `p` under `t` (none if t is singular).
std::optional<ImagePoint> latticeToImage(const maps::ImageTransform& t, geometry::Point p);

} // namespace crestline::edit
