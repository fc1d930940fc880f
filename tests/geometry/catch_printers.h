#pragma once
// Catch2 printers for geometry types, so failed checks show coordinates.

#include "geometry/hex_grid.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>

namespace Catch {

template <>
struct StringMaker<crestline::geometry::OffsetCoord> {
    static std::string convert(const crestline::geometry::OffsetCoord& h)
    {
        return "(" + std::to_string(h.col) + "," + std::to_string(h.row) + ")";
    }
};

template <>
struct StringMaker<crestline::geometry::IPoint> {
    static std::string convert(const crestline::geometry::IPoint& p)
    {
        return "[" + std::to_string(p.u) + "," + std::to_string(p.v) + "]";
    }
};

template <>
struct StringMaker<crestline::geometry::Point> {
    static std::string convert(const crestline::geometry::Point& p)
    {
        std::ostringstream out;
        out.precision(17);
        out << "[" << p.u << "," << p.v << "]";
        return out.str();
    }
};

} // namespace Catch
