#pragma once
// The exact walk of the string (centre dot to centre dot) through the hexes.
// Every hex whose closed region the string meets is listed with the exact
// rational parameters where the string enters and leaves it, and how it was
// met: through the interior, along one of its hexsides, or at a vertex only.

#include "geometry/exact.h"
#include "geometry/hex_grid.h"

#include <cstdint>
#include <vector>

namespace crestline::geometry::los {

/// A position along the string as the exact rational t = num / den, den > 0
/// (t = 0 at the sighter's centre dot, 1 at the target's).
struct Param {
    std::int64_t num = 0;
    std::int64_t den = 1;
};
/// Exact comparison of two parameters: -1, 0 or +1.
inline int compare(Param a, Param b) { return compareRational(a.num, a.den, b.num, b.den); }
inline bool operator==(Param a, Param b) { return compare(a, b) == 0; }
inline bool operator<(Param a, Param b) { return compare(a, b) < 0; }

/// How the string meets a hex.
enum class Crossing {
    Interior, ///< through the hex's interior
    Hexside,  ///< exactly along one of its hexsides (and nowhere inside)
    Vertex,   ///< only at one corner
};

/// One hex met by the string: the closed piece [lo, hi] of the string in it.
struct HexPart {
    OffsetCoord hex;
    bool onMap = true;
    Param lo, hi;
    Crossing how = Crossing::Interior;
    int side = -1; ///< for Hexside: the side of this hex the string runs along
};

/// The cells a string meets, in order along it: what every rule system
/// reads, whatever the board's grid (docs/rule-systems.md). Hex grids walk
/// with StringWalker; the square card grid and the gridless table add their
/// own walks producing the same parts.
class CellWalk {
public:
    virtual ~CellWalk() = default;
    /// The next cell met; false when the target's cell has been given.
    virtual bool next(HexPart& part) = 0;
};

/// Walks the string from the centre of `from` to the centre of `to`, one hex
/// at a time, so a caller can stop early. Parts come in order along the
/// string (by lo, then hi). Exact: integer arithmetic only.
class StringWalker final : public CellWalk {
public:
    StringWalker(const HexGrid& grid, OffsetCoord from, OffsetCoord to);
    ~StringWalker() override;
    StringWalker(const StringWalker&) = delete;
    StringWalker& operator=(const StringWalker&) = delete;
    /// The next hex met; false when the target's hex has been given.
    bool next(HexPart& part) override;

private:
    struct State;
    alignas(16) unsigned char m_storage[768]; // in-place State: no allocation per walk
    State& state();
};

/// The whole walk at once.
void walkString(const HexGrid& grid, OffsetCoord from, OffsetCoord to, std::vector<HexPart>& parts);

} // namespace crestline::geometry::los
