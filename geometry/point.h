#pragma once
// Points in the lattice frame (see docs/architecture.md and the lattice spec):
// hex centres and vertices are small integers there, artwork is any double.

#include <compare>
#include <cstdint>
#include <vector>

namespace crestline::geometry {

/// 128-bit integer for exact products of lattice int64 values (GCC/Clang builtin).
__extension__ typedef __int128 Int128;

/// -1, 0 or 1: the sign of an exact product.
inline int sign(Int128 v) { return (v > 0) - (v < 0); }

/// A point in the lattice frame, in lattice units. Integer values are exact.
struct Point {
    double u = 0;
    double v = 0;
    friend bool operator==(const Point&, const Point&) = default;
};

/// A point with integer lattice coordinates (hex centres, hex vertices).
struct IPoint {
    std::int64_t u = 0;
    std::int64_t v = 0;
    friend bool operator==(const IPoint&, const IPoint&) = default;
    friend auto operator<=>(const IPoint&, const IPoint&) = default;
    Point toPoint() const { return {double(u), double(v)}; }
};

/// A closed ring of points; the last point is not repeated.
using Ring = std::vector<Point>;

/// A polygon with holes: an outer ring and zero or more hole rings.
struct PolygonWithHoles {
    Ring outer;
    std::vector<Ring> holes;
    friend bool operator==(const PolygonWithHoles&, const PolygonWithHoles&) = default;
};

/// Axis-aligned box in lattice units (closed).
struct Box {
    double minU = 0, minV = 0, maxU = 0, maxV = 0;
    bool intersects(const Box& o) const
    {
        return !(o.minU > maxU || o.maxU < minU || o.minV > maxV || o.maxV < minV);
    }
    void expand(Point p)
    {
        if (p.u < minU) minU = p.u;
        if (p.u > maxU) maxU = p.u;
        if (p.v < minV) minV = p.v;
        if (p.v > maxV) maxV = p.v;
    }
    static Box of(Point p) { return {p.u, p.v, p.u, p.v}; }
};

Box boundingBox(const Ring& ring);

} // namespace crestline::geometry
