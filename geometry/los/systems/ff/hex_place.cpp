// Points of the string in hex terms (see hex_place.h). Every test is exact:
// integer arithmetic for rational points of the string, the filtered exact
// orientation for artwork corners, and for the crossing of the string with
// an artwork edge the trick that the crossing lies on a lattice line exactly
// when the string meets that line at a rational point on the edge's line.

#include "geometry/los/systems/ff/hex_place.h"

#include "geometry/exact.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace crestline::geometry::los::ff {

namespace {

Int128 gcd128(Int128 a, Int128 b)
{
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) {
        const Int128 r = a % b;
        a = b;
        b = r;
    }
    return a;
}

Int128 cross(Int128 au, Int128 av, Int128 bu, Int128 bv) { return au * bv - av * bu; }

/// A fraction along a hexside, from its first corner.
struct Fraction {
    Int128 num = 0, den = 1; ///< den > 0 when exact
    bool exact = true;
    double approx = 0;
};

Fraction exactFraction(Int128 num, Int128 den)
{
    if (den < 0) num = -num, den = -den;
    const Int128 g = gcd128(num, den);
    if (g > 1) num /= g, den /= g;
    return {num, den, true, double(num) / double(den)};
}

/// x * 2^k as an integer, for the smallest k <= 40 that makes it one.
std::optional<std::pair<Int128, int>> dyadic(double x)
{
    for (int k = 0; k <= 40; ++k) {
        const double y = std::ldexp(x, k);
        if (std::fabs(y) > 0x1p62) return std::nullopt;
        if (y == std::floor(y)) return std::make_pair(Int128(std::int64_t(y)), k);
    }
    return std::nullopt;
}

RationalPointOnSegment rational(IPoint a, IPoint b, Param t) { return {a, b, t.num, t.den}; }

bool atVertex(const StringPoint& x, IPoint a, IPoint b, IPoint v)
{
    switch (x.kind) {
    case StringPoint::Kind::AtParam:
        return Int128(a.u) * x.t.den + Int128(x.t.num) * (b.u - a.u) == Int128(v.u) * x.t.den &&
               Int128(a.v) * x.t.den + Int128(x.t.num) * (b.v - a.v) == Int128(v.v) * x.t.den;
    case StringPoint::Kind::Exact: return x.z == v.toPoint();
    case StringPoint::Kind::Crossing:
        // The crossing is the one point the two lines share.
        return orientation(a, b, v) == 0 && orientation(x.e0, x.e1, v.toPoint()) == 0;
    }
    return false;
}

/// Whether x lies on the closed hexside h0-h1 (its corners already ruled
/// out), and if so how far along from h0.
std::optional<Fraction> onHexside(const StringPoint& x, IPoint a, IPoint b, IPoint h0, IPoint h1)
{
    const std::int64_t du = h1.u - h0.u, dv = h1.v - h0.v;
    const bool byU = du != 0; // the coordinate that runs along the hexside
    switch (x.kind) {
    case StringPoint::Kind::AtParam: {
        const Int128 pu = Int128(a.u) * x.t.den + Int128(x.t.num) * (b.u - a.u) - Int128(h0.u) * x.t.den;
        const Int128 pv = Int128(a.v) * x.t.den + Int128(x.t.num) * (b.v - a.v) - Int128(h0.v) * x.t.den;
        if (cross(du, dv, pu, pv) != 0) return std::nullopt;
        const Fraction f = exactFraction(byU ? pu : pv, Int128(byU ? du : dv) * x.t.den);
        if (f.num < 0 || f.num > f.den) return std::nullopt;
        return f;
    }
    case StringPoint::Kind::Exact: {
        if (orientation(h0.toPoint(), h1.toPoint(), x.z) != 0) return std::nullopt;
        const double z = byU ? x.z.u : x.z.v, lo = double(byU ? h0.u : h0.v), hi = double(byU ? h1.u : h1.v);
        if (z < std::min(lo, hi) || z > std::max(lo, hi)) return std::nullopt;
        if (const auto d = dyadic(z)) {
            const Int128 scale = Int128(1) << d->second;
            return exactFraction(d->first - Int128(byU ? h0.u : h0.v) * scale, Int128(byU ? du : dv) * scale);
        }
        return Fraction{0, 1, false, (z - lo) / (hi - lo)};
    }
    case StringPoint::Kind::Crossing: {
        const Int128 denom = cross(b.u - a.u, b.v - a.v, du, dv);
        if (denom == 0) {
            // The string runs along this hexside's line; the crossing is on the
            // hexside if the edge's line separates (or meets) its two corners.
            if (orientation(a, b, h0) != 0) return std::nullopt;
            if (orientation(x.e0, x.e1, h0.toPoint()) * orientation(x.e0, x.e1, h1.toPoint()) > 0) return std::nullopt;
            const double z = byU ? x.approx.u : x.approx.v, lo = double(byU ? h0.u : h0.v), hi = double(byU ? h1.u : h1.v);
            return Fraction{0, 1, false, std::clamp((z - lo) / (hi - lo), 0.0, 1.0)};
        }
        // Where the string meets the hexside's line: A + t (B - A) = h0 + s (h1 - h0).
        const Fraction s = exactFraction(cross(a.u - h0.u, a.v - h0.v, b.u - a.u, b.v - a.v), -denom);
        if (s.num < 0 || s.num > s.den) return std::nullopt;
        Int128 tn = cross(h0.u - a.u, h0.v - a.v, du, dv), td = denom;
        if (td < 0) tn = -tn, td = -td;
        // The crossing is that point exactly when it lies on the edge's line too.
        if (orientation(x.e0, x.e1, RationalPointOnSegment{a, b, std::int64_t(tn), std::int64_t(td)}) != 0) return std::nullopt;
        return s;
    }
    }
    return std::nullopt;
}

std::vector<OffsetCoord> onMap(const HexGrid& grid, std::initializer_list<OffsetCoord> hexes)
{
    std::vector<OffsetCoord> out;
    for (const OffsetCoord& h : hexes)
        if (grid.contains(h) && std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
    std::sort(out.begin(), out.end());
    return out;
}

/// The on-map hexes at corner k of hex h (corner k joins hexsides k - 1 and k).
std::vector<OffsetCoord> hexesAtCorner(const HexGrid& grid, OffsetCoord h, int k)
{
    return onMap(grid, {h, grid.neighbour(h, k - 1), grid.neighbour(h, k)});
}

std::string listed(const HexGrid& grid, const std::vector<OffsetCoord>& hexes)
{
    std::string s;
    for (std::size_t i = 0; i < hexes.size(); ++i) s += (i == 0 ? "" : i + 1 == hexes.size() ? " and " : ", ") + grid.label(hexes[i]);
    return s;
}

std::string fractionWords(const HexPlace& p, const HexGrid& grid)
{
    if (p.fractionExact && p.fractionNum * 2 == p.fractionDen) return "at its midpoint";
    std::string amount;
    if (p.fractionExact && p.fractionDen <= 1000) {
        amount = std::to_string(p.fractionNum) + "/" + std::to_string(p.fractionDen);
    } else {
        char buf[48];
        std::snprintf(buf, sizeof buf, "about %.3f", p.fraction);
        amount = buf;
    }
    return amount + " of the way from the " + joinedLabels(grid, p.fromVertex) + " vertex";
}

std::string placeWords(const HexPlace& p, const HexGrid& grid, OffsetCoord hex, int side)
{
    switch (p.kind) {
    case HexPlace::Kind::Vertex:
        if (p.hexes.size() == 1) return "exactly at a corner of " + grid.label(p.hexes[0]) + ", on the map edge";
        return "exactly at the vertex shared by " + listed(grid, p.hexes) + (p.hexes.size() < 3 ? ", on the map edge" : "");
    case HexPlace::Kind::Hexside: {
        const std::string which = p.hexes.size() == 2 ? "on the " + joinedLabels(grid, p.hexes) + " hexside"
                                                      : "on the " + std::string(grid.sideName(side)) + " hexside of " + grid.label(hex) + ", on the map edge";
        return which + ", " + fractionWords(p, grid);
    }
    case HexPlace::Kind::Inside: return "inside " + grid.label(hex);
    }
    return "?";
}

} // namespace

StringPoint StringPoint::atParam(const Span& s, Param t)
{
    StringPoint x;
    x.kind = Kind::AtParam;
    x.t = t;
    x.approx = approxPoint(s, t);
    return x;
}

StringPoint StringPoint::exact(Point z)
{
    StringPoint x;
    x.kind = Kind::Exact;
    x.z = z;
    x.approx = z;
    return x;
}

StringPoint StringPoint::crossing(IPoint a, IPoint b, Point e0, Point e1)
{
    StringPoint x;
    x.kind = Kind::Crossing;
    x.e0 = e0;
    x.e1 = e1;
    // Display only: the two lines' intersection in doubles.
    const Point A = a.toPoint(), B = b.toPoint();
    const double d = (B.u - A.u) * (e1.v - e0.v) - (B.v - A.v) * (e1.u - e0.u);
    const double t = ((e0.u - A.u) * (e1.v - e0.v) - (e0.v - A.v) * (e1.u - e0.u)) / d;
    x.approx = {A.u + t * (B.u - A.u), A.v + t * (B.v - A.v)};
    return x;
}

int compareToParam(const StringPoint& x, IPoint a, IPoint b, Param p)
{
    switch (x.kind) {
    case StringPoint::Kind::AtParam: return compare(x.t, p);
    case StringPoint::Kind::Exact: return compareAlong(a, b, x.z, p.num, p.den);
    case StringPoint::Kind::Crossing: {
        // p lies on A's side of the edge's line before the crossing, beyond it after.
        const int sA = orientation(x.e0, x.e1, a.toPoint()), sP = orientation(x.e0, x.e1, rational(a, b, p));
        return sP == 0 ? 0 : sP == sA ? 1 : -1;
    }
    }
    return 0;
}

StringPoint contactPoint(const Scene& scene, const HexCandidate& c, const Span& s)
{
    // The edge tests of contact.cpp, in the same order, keeping the point exactly.
    const Point A = s.a.toPoint(), B = s.b.toPoint();
    auto inSpan = [&](Point z) {
        const int l = compareAlong(s.a, s.b, z, s.lo.num, s.lo.den), h = compareAlong(s.a, s.b, z, s.hi.num, s.hi.den);
        return (s.loOpen ? l > 0 : l >= 0) && (s.hiOpen ? h < 0 : h <= 0);
    };
    const Param mid{s.lo.num * s.hi.den + s.hi.num * s.lo.den, 2 * s.lo.den * s.hi.den};
    for (std::int32_t i = c.edgeBegin; i < c.edgeEnd; ++i) {
        const Point e0 = scene.edges()[std::size_t(i)].a, e1 = scene.edges()[std::size_t(i)].b;
        const int o0 = orientation(A, B, e0), o1 = orientation(A, B, e1);
        if (o0 * o1 > 0) continue;
        if (o0 == 0 && o1 == 0) {
            auto before = [&](Point z, Param t) { return compareAlong(s.a, s.b, z, t.num, t.den); };
            const bool reachesLo = s.loOpen ? (before(e0, s.lo) > 0 || before(e1, s.lo) > 0) : (before(e0, s.lo) >= 0 || before(e1, s.lo) >= 0);
            const bool reachesHi = s.hiOpen ? (before(e0, s.hi) < 0 || before(e1, s.hi) < 0) : (before(e0, s.hi) <= 0 || before(e1, s.hi) <= 0);
            if (!(reachesLo && reachesHi)) continue;
            if (inSpan(e0)) return StringPoint::exact(e0);
            if (inSpan(e1)) return StringPoint::exact(e1);
            return StringPoint::atParam(s, mid);
        }
        if (o0 == 0 || o1 == 0) {
            const Point z = o0 == 0 ? e0 : e1;
            if (inSpan(z)) return StringPoint::exact(z);
            continue;
        }
        const int sA = orientation(e0, e1, A), sB = orientation(e0, e1, B);
        if (sA != 0 && sA == sB) continue;
        if (sA == 0 || sB == 0) {
            const Point z = sA == 0 ? A : B;
            if (inSpan(z)) return StringPoint::exact(z);
            continue;
        }
        const StringPoint x = StringPoint::crossing(s.a, s.b, e0, e1);
        const int lo = compareToParam(x, s.a, s.b, s.lo), hi = compareToParam(x, s.a, s.b, s.hi);
        if ((s.loOpen ? lo > 0 : lo >= 0) && (s.hiOpen ? hi < 0 : hi <= 0)) return x;
    }
    // No edge meets the span: it lies inside the artwork; contact.cpp names its middle.
    return StringPoint::atParam(s, s.lo == s.hi ? s.lo : mid);
}

HexPlace placeInHex(const HexGrid& grid, const StringPoint& x, IPoint a, IPoint b, OffsetCoord hex)
{
    HexPlace p;
    const auto corners = grid.corners(hex);
    int side = -1;
    for (int k = 0; k < 6 && side < 0; ++k)
        if (atVertex(x, a, b, corners[std::size_t(k)])) {
            p.kind = HexPlace::Kind::Vertex;
            p.hexes = hexesAtCorner(grid, hex, k);
            side = k;
        }
    for (int k = 0; k < 6 && side < 0; ++k) {
        const auto f = onHexside(x, a, b, corners[std::size_t(k)], corners[std::size_t((k + 1) % 6)]);
        if (!f) continue;
        side = k;
        p.kind = HexPlace::Kind::Hexside;
        p.hexes = onMap(grid, {hex, grid.neighbour(hex, k)});
        // Measured from the nearer corner; at the midpoint, from corner k.
        const bool fromFirst = f->exact ? f->num * 2 <= f->den : f->approx <= 0.5;
        p.fromVertex = hexesAtCorner(grid, hex, fromFirst ? k : k + 1);
        p.fractionExact = f->exact;
        if (f->exact) {
            p.fractionNum = std::int64_t(fromFirst ? f->num : f->den - f->num);
            p.fractionDen = std::int64_t(f->den);
            p.fraction = double(p.fractionNum) / double(p.fractionDen);
        } else {
            p.fraction = fromFirst ? f->approx : 1 - f->approx;
        }
    }
    if (side < 0) p.hexes = {hex};
    p.text = placeWords(p, grid, hex, side);
    return p;
}

std::string joinedLabels(const HexGrid& grid, const std::vector<OffsetCoord>& hexes)
{
    std::string s;
    for (std::size_t i = 0; i < hexes.size(); ++i) s += (i ? "|" : "") + grid.label(hexes[i]);
    return s;
}

} // namespace crestline::geometry::los::ff
