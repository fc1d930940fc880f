#pragma once
// The square card grid (Fields of Fire; its LOS page, "Words" and "Ties") in
// the same lattice frame as the hex grid: card (c, r) is the closed square
// [2c-1, 2c+1] x [2r-1, 2r+1] with centre (2c, 2r), so centres are even,
// sides lie on odd lines and every tie is an exact integer comparison.
// Column c = 1 is the left one; rows run away from the player, row 1 the
// nearest on the map, row 0 the cards laid below it (FoF's Main Staging
// Area [2.4.2]). +r is North, +c is East.

#include "geometry/hex_grid.h"
#include "geometry/point.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

namespace crestline::geometry {

/// One of the eight border segments of a card, named for the neighbour it
/// faces: sides N E S W, corners NE SE SW NW [FoF 1.2.1 C]. Clockwise from N.
enum class CardSegment : std::uint8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kCardSegments = 8;

std::string_view cardSegmentName(CardSegment s); ///< "N", "NE", ...
/// The segment named "N", "NE", ... (exact, upper case); none otherwise.
std::optional<CardSegment> cardSegmentFromName(std::string_view name);
/// The segment facing the neighbour one step (dc, dr) away, each in -1..1, not both 0.
CardSegment cardSegmentTowards(int dc, int dr);
/// The segment a mirror image (left <-> right) of the card puts here: E <-> W, NE <-> NW, SE <-> SW.
CardSegment mirroredSegment(CardSegment s);
/// Whether the segment is a corner one (solid area: fire from a diagonal neighbour).
inline bool isCornerSegment(CardSegment s) { return (int(s) & 1) != 0; }

/// Range band of a card distance [FoF 1.2.7]: P 0, C 1, L 2, V 3; Beyond past the 3rd card.
enum class RangeBand : std::uint8_t { P, C, L, V, Beyond };
std::string_view rangeBandName(RangeBand b); ///< "P", "C", "L", "V", "beyond"
inline RangeBand rangeBandOf(int distance) { return distance >= 0 && distance <= 3 ? RangeBand(distance) : RangeBand::Beyond; }

/// A rectangle of card cells: columns 1..columns, rows 0..rows (row 0 below
/// the map). Pure geometry: which cells hold a card is the caller's data.
class SquareGrid {
public:
    SquareGrid() = default;
    /// Throws std::invalid_argument if columns or rows is outside 1..kMaxGridColumns / kMaxGridRows.
    SquareGrid(int columns, int rows);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    /// Number of cells, row 0 included.
    int count() const { return m_columns * (m_rows + 1); }
    bool contains(OffsetCoord c) const { return c.col >= 1 && c.col <= m_columns && c.row >= 0 && c.row <= m_rows; }
    /// Dense index of a contained cell, row-major from (1, 0).
    int index(OffsetCoord c) const { return c.row * m_columns + (c.col - 1); }
    OffsetCoord fromIndex(int i) const { return {i % m_columns + 1, i / m_columns}; }

    /// The card's centre o = (2c, 2r), lattice frame.
    static IPoint centre(OffsetCoord c) { return {2 * std::int64_t(c.col), 2 * std::int64_t(c.row)}; }
    /// The card's closed square [2c-1, 2c+1] x [2r-1, 2r+1].
    static Box square(OffsetCoord c)
    {
        return {double(2 * c.col - 1), double(2 * c.row - 1), double(2 * c.col + 1), double(2 * c.row + 1)};
    }
    /// d = max(|dc|, |dr|): adjacent, diagonals included, is 1 [FoF 1.2.6].
    static int distance(OffsetCoord a, OffsetCoord b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

private:
    int m_columns = 0;
    int m_rows = 0;
};

/// One card of the walk: the cards whose interiors the string o(S) -> o(T) meets, in order from S.
struct CardStep {
    OffsetCoord card;
    /// Reached diagonally, through the corner it shares with the card before
    /// (the other two cards at that corner are touched at a point only).
    bool corner = false;
};

/// The exact integer walk of the card grid's "Ties": straight when dc or dr is
/// 0; else at (c, r) the seams xs = 2c + sign(dc), ys = 2r + sign(dr) are
/// compared as |xs - 2c_S| |dr| against |ys - 2r_S| |dc|: the smaller axis
/// steps, equal is a corner and steps diagonally. Allocation-free.
class CardWalk {
public:
    CardWalk(OffsetCoord from, OffsetCoord to);
    /// The next card of the walk, S first and T last; false after T.
    bool next(CardStep& step);
    /// The two cards touched at the corner of the last diagonal step (only
    /// after next() gave a step with corner set): (c + sx, r) and (c, r + sy)
    /// of the card before it.
    OffsetCoord cornerCard(int k) const
    {
        return k == 0 ? OffsetCoord{m_prev.col + m_sx, m_prev.row} : OffsetCoord{m_prev.col, m_prev.row + m_sy};
    }

private:
    OffsetCoord m_from, m_to, m_at, m_prev;
    int m_sx = 0, m_sy = 0;
    std::int64_t m_adc = 0, m_adr = 0;
    bool m_started = false;
};

} // namespace crestline::geometry
