#pragma once
// The hex grid: offset, cube and label coordinates, the integer lattice frame
// (hex centres and vertices are exact integers), map-point conversion,
// neighbours, distance, rings and exact point location.

#include "geometry/hex_label.h"
#include "geometry/point.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::geometry {

enum class HexOrientation { FlatTop, PointyTop };
/// Which columns (flat-top) or rows (pointy-top) are shifted half a hex
/// towards +v, counting from index 0.
enum class OffsetParity { Odd, Even };

/// Zero-based column and row of a hex in the grid.
struct OffsetCoord {
    int col = 0;
    int row = 0;
    friend bool operator==(const OffsetCoord&, const OffsetCoord&) = default;
    friend auto operator<=>(const OffsetCoord&, const OffsetCoord&) = default;
};

/// Cube coordinates (q + r + s == 0).
struct CubeCoord {
    int q = 0, r = 0, s = 0;
    friend bool operator==(const CubeCoord&, const CubeCoord&) = default;
};

/// Grid settings as a map file states them.
struct GridSpec {
    HexOrientation orientation = HexOrientation::FlatTop;
    OffsetParity parity = OffsetParity::Odd;
    int columns = 0;
    int rows = 0;
    double hexSize = 1;   ///< centre-to-corner distance, in map units (e.g. pixels)
    double originX = 0;   ///< map position of the centre of hex (0,0), in map units
    double originY = 0;   ///< (y grows downwards, as on screen and in SVG)
    int firstColumn = 1;  ///< printed number of column 0
    int firstRow = 1;     ///< printed number of row 0
    LabelSpec label;
    friend bool operator==(const GridSpec&, const GridSpec&) = default;
};

/// The largest grid crestline accepts (docs/map-format.md, "Grid limits").
/// Real boards are far smaller (a geomorphic board is 10 x 22, the largest
/// operational maps under 100 x 100); the limits leave room for many maps
/// joined into one file while keeping every per-hex table small (a few
/// dozen MB at the hex limit) and every lattice coordinate and hex index far
/// from int overflow.
inline constexpr int kMaxGridColumns = 1000;
inline constexpr int kMaxGridRows = 1000;
inline constexpr std::int64_t kMaxGridHexes = 250'000;
/// Largest magnitude of first-column / first-row: printed numbers stay within 5 digits.
inline constexpr int kMaxFirstNumber = 9'999;
/// Largest <labels pad>.
inline constexpr int kMaxLabelPad = 8;
/// Longest <labels separator>, in bytes.
inline constexpr int kMaxLabelSeparator = 8;
/// Longest hex label, in characters.
inline constexpr int kMaxLabelLength = 32;

/// One way a grid spec breaks the limits above: the element ("grid" or
/// "labels") and attribute at fault and a sentence saying what is allowed.
struct GridLimitProblem {
    std::string element, attribute, message;
};
/// Every limit the spec breaks (empty: it is within limits). Cheap: builds
/// at most the four corner labels, and only once the numbers are bounded.
std::vector<GridLimitProblem> gridLimitProblems(const GridSpec& spec);

/// Where a point lies among the hexes.
struct PointLocation {
    enum class Kind { Inside, OnHexside, OnVertex, OffMap };
    Kind kind = Kind::OffMap;
    std::vector<OffsetCoord> hexes; ///< on-map hexes whose closed region holds the point
};

/// A hex grid with exact lattice geometry. Cheap to copy. A spec outside the
/// limits (gridLimitProblems) gives a grid that holds no hexes: count() 0,
/// contains() false; whoever builds one reports the problems.
class HexGrid {
public:
    HexGrid() = default;
    explicit HexGrid(GridSpec spec);

    const GridSpec& spec() const { return m_spec; }
    int columns() const { return m_spec.columns; }
    int rows() const { return m_spec.rows; }
    /// Number of on-map hexes (0 for a spec outside the limits).
    int count() const { return m_count; }
    /// Whether the spec's numbers (sizes, first numbers, pad, separator) are
    /// within the limits; if not, the grid holds no hexes. Label length is
    /// only reported by gridLimitProblems (such a grid still works).
    bool withinLimits() const { return m_withinLimits; }
    bool contains(OffsetCoord h) const
    {
        return m_withinLimits && h.col >= 0 && h.row >= 0 && h.col < m_spec.columns && h.row < m_spec.rows;
    }
    /// Dense index (row-major by column) of an on-map hex.
    int index(OffsetCoord h) const { return h.row * m_spec.columns + h.col; }
    OffsetCoord fromIndex(int i) const { return {i % m_spec.columns, i / m_spec.columns}; }

    /// Hex centre in the lattice frame (exact integers).
    IPoint centre(OffsetCoord h) const
    {
        if (flat()) return {3 * std::int64_t(h.col), 2 * std::int64_t(h.row) + shove(h.col)};
        return {2 * std::int64_t(h.col) + shove(h.row), 3 * std::int64_t(h.row)};
    }
    /// The six corners, in order of positive orientation(); corner k and k+1
    /// bound hexside k.
    std::array<IPoint, 6> corners(OffsetCoord h) const;
    /// The closed hexagon as a ring (positive orientation).
    Ring hexagon(OffsetCoord h) const;
    /// Hex whose centre is the given lattice point, if it is one.
    std::optional<OffsetCoord> hexAtCentre(IPoint c) const;

    CubeCoord toCube(OffsetCoord h) const;
    OffsetCoord fromCube(CubeCoord c) const;
    int distance(OffsetCoord a, OffsetCoord b) const;
    /// Neighbour across hexside k (0..5, taken mod 6; see sideName); may be off the map.
    OffsetCoord neighbour(OffsetCoord h, int side) const;
    /// On-map neighbours.
    std::vector<OffsetCoord> neighbours(OffsetCoord h) const;
    /// On-map hexes at exactly `radius` from h (radius 0: h itself).
    std::vector<OffsetCoord> ring(OffsetCoord h, int radius) const;
    /// On-map hexes whose bounding boxes (centre +-2 lattice units) meet `box`:
    /// a conservative filter for artwork-to-hex work.
    std::vector<OffsetCoord> hexesNear(const Box& box) const;
    /// Which side of a (0..5) faces b, if they are adjacent.
    std::optional<int> sideTowards(OffsetCoord a, OffsetCoord b) const;
    /// Compass name of hexside k (v grows south). Sides 0..5 run with the corners:
    /// flat-top SE S SW NW N NE, pointy-top W NW NE E SE SW. Any integer k is taken mod 6.
    std::string_view sideName(int side) const;
    std::optional<int> sideFromName(std::string_view name) const;

    /// Lattice frame <-> map units.
    Point toMap(Point lattice) const;
    Point toLattice(Point map) const;

    /// Exact location of a lattice-frame point among the hexes.
    PointLocation locate(Point lattice) const;

    std::string label(OffsetCoord h) const;
    std::optional<OffsetCoord> parseLabel(std::string_view text) const;
    /// Width of each half of a Digits label on this grid.
    int digitsWidth() const { return m_digitsWidth; }

private:
    GridSpec m_spec;
    int m_digitsWidth = 2;
    int m_count = 0;
    bool m_withinLimits = true;
    bool flat() const { return m_spec.orientation == HexOrientation::FlatTop; }
    int shove(int index) const
    {
        const int odd = index & 1;
        return m_spec.parity == OffsetParity::Odd ? odd : 1 - odd;
    }
};

} // namespace crestline::geometry
