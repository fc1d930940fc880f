#pragma once
// The state the GTS rule steps share while one string is walked: the ends,
// the board, the barrage markers in play, and the tally (GtsDetail) that
// obstacles.cpp and ties.cpp add to. Internal to systems/gts.

#include "geometry/los/ruling.h"
#include "geometry/los/systems/gts/gts_board.h"

#include <string>
#include <vector>

namespace crestline::geometry::los::gts {

/// One string from the sighter S to the target T and what has been counted on it.
struct GtsString {
    const GtsBoard& board;
    const HexGrid& grid;
    OffsetCoord s, t;
    IPoint S, T;                    ///< centre dots, lattice frame
    const std::vector<PlayMarker>& markers; ///< PlayState::markers: "barrage-light", "barrage-heavy" are read, other kinds ignored
    bool explain = false;           ///< Detail::Full: list each obstacle in detail.obstacles
    bool listTies = true;           ///< false for Detail::Cell: ties add to k but are not listed (no allocation per ruling)
    GtsDetail& detail;

    /// Every hex but S and T [15.4].
    bool intermediate(OffsetCoord h) const { return h != s && h != t; }
    enum class Barrage { None, Light, Heavy };
    /// The barrage marker in the hex [16.4.2.2] (markers are few: a scan, no per-ruling table).
    Barrage barrage(OffsetCoord h) const
    {
        for (const PlayMarker& m : markers) {
            if (m.hex != h) continue;
            if (m.kind == "barrage-heavy") return Barrage::Heavy;
            if (m.kind == "barrage-light") return Barrage::Light;
        }
        return Barrage::None;
    }
    /// A blocking hex: intermediate, and its terrain blocks or it holds a
    /// barrage marker; it blocks once whatever it holds [15.4, 16.4.2.2, 15.4.1 Q&A].
    bool blocks(OffsetCoord h) const { return intermediate(h) && (board.los(h) == GtsLos::Blocks || barrage(h) != Barrage::None); }
    /// Pair terrain that does not also block (an orchard under a barrage blocks only) [15.4.1 Q&A].
    bool pair(OffsetCoord h) const { return intermediate(h) && board.los(h) == GtsLos::Pair && barrage(h) == Barrage::None; }
    /// A blocking hexside that is not exempt: not a hexside of S or T [15.4.1].
    bool sideBlocks(OffsetCoord a, OffsetCoord b) const
    {
        return intermediate(a) && intermediate(b) && board.hexsideBlocks(a, b);
    }
    /// Whether a lattice point lies left of the string, as seen from S looking at T on the printed map (v grows south).
    bool leftOfString(IPoint p) const
    {
        const std::int64_t o = (T.u - S.u) * (p.v - S.v) - (T.v - S.v) * (p.u - S.u);
        return o < 0;
    }
    /// The lattice point at parameter t of a lattice vertex on the string (exact division).
    IPoint at(Param p) const { return {S.u + p.num * (T.u - S.u) / p.den, S.v + p.num * (T.v - S.v) / p.den}; }

    std::string hexName(OffsetCoord h) const;  ///< "woods in 0102"
    std::string sideName(OffsetCoord a, OffsetCoord b) const; ///< "crest 0102|0103"
};

// Steps, one file each.

/// [15.4, 26.0, 28.0, 15.4.2] M, the longest LOS, and the rule that sets it.
int losRange(const Conditions& c, bool observationPostSpotting);
const char* rangeRule(const Conditions& c, bool observationPostSpotting);

/// [15.4.2, 15.4.3] A: 3 for an OP spotting, 2 for a strongpoint, 0 else; the larger if both.
int allowance(const GtsBoard& board, OffsetCoord s, Purpose purpose);
const char* allowanceRule(const GtsBoard& board, OffsetCoord s, Purpose purpose);

/// [15.4, 16.4.2.2, 15.4.1 Q&A] A hex the string passes through: blocking,
/// pair (every second one adds 1, so k holds floor(p/2) at every step), or nothing.
void countHexPassed(GtsString& w, OffsetCoord h);
/// [15.4.1] A hexside crossed at an inner point, from a into b.
void countHexsideCrossed(GtsString& w, OffsetCoord a, OffsetCoord b);

/// A run along the hexside A|B, entered from P, left into Q, between vertices v1 and v2 [15.4.1, 29.9].
void countRun(GtsString& w, OffsetCoord p, OffsetCoord a, OffsetCoord b, OffsetCoord q, IPoint v1, IPoint v2);
/// A vertex v passed from A into B, the third hex C touched there only.
void countVertex(GtsString& w, OffsetCoord a, OffsetCoord b, OffsetCoord c, IPoint v);

} // namespace crestline::geometry::los::gts
