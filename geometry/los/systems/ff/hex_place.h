#pragma once
// Points of the string in hex terms, for explained rulings: "exactly at the
// vertex shared by G6, H5 and H6", "on the H5|H6 hexside, at its midpoint",
// "inside J8". The point is kept exactly (a rational parameter of the string,
// an artwork corner lying on it, or the crossing of the string with an
// artwork edge) and placed by exact lattice tests, so the words agree with
// the ruling's own ties. Nothing here takes part in a decision.
// Internal to the FF system.

#include "geometry/los/contact.h"
#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <optional>

namespace crestline::geometry::los::ff {

/// A point on the string A-B, exactly.
struct StringPoint {
    enum class Kind {
        AtParam,  ///< A + t (B - A), t rational
        Exact,    ///< a point with double coordinates known to lie on the string (an artwork corner)
        Crossing, ///< where the string properly crosses the artwork edge e0-e1 (neither on the other's line)
    };
    Kind kind = Kind::AtParam;
    Param t;       ///< AtParam
    Point z;       ///< Exact
    Point e0, e1;  ///< Crossing
    Point approx;  ///< lattice frame, for display

    static StringPoint atParam(const Span& s, Param t);
    static StringPoint exact(Point z);
    static StringPoint crossing(IPoint a, IPoint b, Point e0, Point e1);
};

/// -1, 0 or +1: the point comes before, at or after parameter p along A-B. Exact.
int compareToParam(const StringPoint& x, IPoint a, IPoint b, Param p);

/// The point where the span touches the candidate's artwork: the same contact
/// the exact touch test finds first (contact.cpp), kept exactly. The span
/// must touch the artwork.
StringPoint contactPoint(const Scene& scene, const HexCandidate& candidate, const Span& span);

/// The place of a point lying in the closed hexagon of `hex`, in hex terms.
HexPlace placeInHex(const HexGrid& grid, const StringPoint& x, IPoint a, IPoint b, OffsetCoord hex);

/// "G6|H5|H6": on-map hexes joined for naming a vertex or hexside.
std::string joinedLabels(const HexGrid& grid, const std::vector<OffsetCoord>& hexes);

} // namespace crestline::geometry::los::ff
