#pragma once
// Exact arithmetic on lattice coordinates held in doubles: an operation is
// kept only when its rounding error is zero (arrange.cpp, grid_resize.cpp).

#include <cmath>

namespace crestline::edit {

/// a + b into `out`, if the sum is exact (two-sum: its rounding error is zero); false otherwise.
inline bool exactSum(double a, double b, double& out)
{
    const double s = a + b;
    if (!std::isfinite(s)) return false;
    const double bb = s - a;
    if ((a - (s - bb)) + (b - bb) != 0) return false;
    out = s;
    return true;
}

} // namespace crestline::edit
