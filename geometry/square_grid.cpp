// The square card grid: segment names, range bands and the integer walk
// (the Fields of Fire LOS page, "Ties").

#include "geometry/square_grid.h"

#include <array>
#include <stdexcept>
#include <string>

namespace crestline::geometry {

namespace {
constexpr std::array<std::string_view, kCardSegments> kSegmentNames{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
}

std::string_view cardSegmentName(CardSegment s) { return kSegmentNames[std::size_t(s)]; }

std::optional<CardSegment> cardSegmentFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kSegmentNames.size(); ++i)
        if (kSegmentNames[i] == name) return CardSegment(i);
    return std::nullopt;
}

CardSegment cardSegmentTowards(int dc, int dr)
{
    // Indexed [dr + 1][dc + 1]; the centre entry is never asked for.
    static constexpr CardSegment table[3][3] = {
        {CardSegment::SW, CardSegment::S, CardSegment::SE},
        {CardSegment::W, CardSegment::N, CardSegment::E},
        {CardSegment::NW, CardSegment::N, CardSegment::NE},
    };
    return table[dr + 1][dc + 1];
}

CardSegment mirroredSegment(CardSegment s) { return CardSegment((kCardSegments - int(s)) % kCardSegments); }

std::string_view rangeBandName(RangeBand b)
{
    switch (b) {
    case RangeBand::P: return "P";
    case RangeBand::C: return "C";
    case RangeBand::L: return "L";
    case RangeBand::V: return "V";
    case RangeBand::Beyond: break;
    }
    return "beyond";
}

SquareGrid::SquareGrid(int columns, int rows) : m_columns(columns), m_rows(rows)
{
    if (columns < 1 || columns > kMaxGridColumns || rows < 1 || rows > kMaxGridRows)
        throw std::invalid_argument("card grid of " + std::to_string(columns) + " x " + std::to_string(rows) + " cards (columns run 1 to " +
                                    std::to_string(kMaxGridColumns) + ", rows 1 to " + std::to_string(kMaxGridRows) + ")");
}

CardWalk::CardWalk(OffsetCoord from, OffsetCoord to) : m_from(from), m_to(to), m_at(from), m_prev(from)
{
    const int dc = to.col - from.col, dr = to.row - from.row;
    m_sx = (dc > 0) - (dc < 0);
    m_sy = (dr > 0) - (dr < 0);
    m_adc = std::abs(std::int64_t(dc));
    m_adr = std::abs(std::int64_t(dr));
}

bool CardWalk::next(CardStep& step)
{
    if (!m_started) {
        m_started = true;
        step = {m_at, false};
        return true;
    }
    if (m_at == m_to) return false;
    m_prev = m_at;
    bool corner = false;
    if (m_sx == 0) {
        m_at.row += m_sy;
    } else if (m_sy == 0) {
        m_at.col += m_sx;
    } else {
        // Distances from o(S) to the next seams, in half-card units: |xs - 2c_S| = 2|c - c_S| + 1.
        const std::int64_t x = (2 * std::abs(std::int64_t(m_at.col - m_from.col)) + 1) * m_adr;
        const std::int64_t y = (2 * std::abs(std::int64_t(m_at.row - m_from.row)) + 1) * m_adc;
        if (x < y) {
            m_at.col += m_sx;
        } else if (y < x) {
            m_at.row += m_sy;
        } else { // the string passes exactly through the card corner (xs, ys)
            m_at.col += m_sx;
            m_at.row += m_sy;
            corner = true;
        }
    }
    step = {m_at, corner};
    return true;
}

} // namespace crestline::geometry
