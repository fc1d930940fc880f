// The background image fit (background.h): 3x3 linear systems by Cramer's
// rule in long double, the image and lattice picks checked for spread first.

#include "editor/edit/background.h"

#include <cmath>

namespace crestline::edit {

namespace {

using Real = long double;
using Matrix3 = std::array<std::array<Real, 3>, 3>;
using Vector3 = std::array<Real, 3>;

Real det3(const Matrix3& m)
{
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
           m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

/// Solves m * x = b by Cramer's rule; the caller checked det != 0.
Vector3 solve3(const Matrix3& m, const Vector3& b, Real det)
{
    Vector3 x{};
    for (int col = 0; col < 3; ++col) {
        Matrix3 c = m;
        for (int row = 0; row < 3; ++row) c[row][col] = b[row];
        x[col] = det3(c) / det;
    }
    return x;
}

/// Smallest spread of a point set, as the ratio of the largest distance of a
/// point from the line through the two farthest-apart points to their
/// distance (for a triangle: its smallest height over its longest side).
/// 0 for points on one line (or all equal).
template <class P>
Real spread(const std::vector<P>& pts, Real (*x)(const P&), Real (*y)(const P&))
{
    std::size_t a = 0, b = 0;
    Real longest = 0;
    for (std::size_t i = 0; i < pts.size(); ++i)
        for (std::size_t j = i + 1; j < pts.size(); ++j) {
            const Real d = std::hypot(x(pts[j]) - x(pts[i]), y(pts[j]) - y(pts[i]));
            if (d > longest) longest = d, a = i, b = j;
        }
    if (!(longest > 0)) return 0;
    Real height = 0;
    for (const P& p : pts) {
        const Real cross = (x(pts[b]) - x(pts[a])) * (y(p) - y(pts[a])) - (y(pts[b]) - y(pts[a])) * (x(p) - x(pts[a]));
        height = std::max(height, std::fabs(cross) / longest);
    }
    return height / longest;
}

Real imageX(const ImagePoint& p) { return p.x; }
Real imageY(const ImagePoint& p) { return p.y; }
Real latticeU(const geometry::Point& p) { return p.u; }
Real latticeV(const geometry::Point& p) { return p.v; }

/// The smallest spread a pick may have (see fitImage).
constexpr Real kMinSpread = 0.01L;

ImageFit failure(std::string why)
{
    ImageFit fit;
    fit.error = std::move(why);
    return fit;
}

} // namespace

ImageFit fitImage(const std::vector<ImagePoint>& pixels, const std::vector<geometry::Point>& lattice)
{
    if (pixels.size() != lattice.size()) return failure("each image point needs its lattice point");
    if (pixels.size() < 3) return failure("three points are needed to place the image");
    for (std::size_t i = 0; i < pixels.size(); ++i)
        if (!std::isfinite(pixels[i].x) || !std::isfinite(pixels[i].y) || !std::isfinite(lattice[i].u) || !std::isfinite(lattice[i].v))
            return failure("a point is not a finite number");
    if (spread(pixels, imageX, imageY) < kMinSpread)
        return failure("the points picked on the image lie on (or nearly on) one line: pick points that make a wide triangle");
    if (spread(lattice, latticeU, latticeV) < kMinSpread)
        return failure("the hexes or corners picked lie on (or nearly on) one line: pick ones that make a wide triangle");

    // Rows [x y 1]. Three pairs: solve M t = u exactly. More: the normal
    // equations (M^T M) t = M^T u of the least-squares fit, same solver.
    Matrix3 m{};
    Vector3 bu{}, bv{};
    if (pixels.size() == 3) {
        for (int i = 0; i < 3; ++i) {
            m[i] = {Real(pixels[i].x), Real(pixels[i].y), 1};
            bu[i] = lattice[i].u;
            bv[i] = lattice[i].v;
        }
    } else {
        for (std::size_t i = 0; i < pixels.size(); ++i) {
            const Vector3 row{Real(pixels[i].x), Real(pixels[i].y), 1};
            for (int r = 0; r < 3; ++r) {
                for (int c = 0; c < 3; ++c) m[r][c] += row[r] * row[c];
                bu[r] += row[r] * lattice[i].u;
                bv[r] += row[r] * lattice[i].v;
            }
        }
    }
    const Real det = det3(m);
    if (det == 0 || !std::isfinite(det)) return failure("the points picked on the image lie on one line");
    const Vector3 u = solve3(m, bu, det);
    const Vector3 v = solve3(m, bv, det);
    maps::ImageTransform t{double(u[0]), double(u[1]), double(u[2]), double(v[0]), double(v[1]), double(v[2])};
    if (!(t.determinant() != 0) || !std::isfinite(t.determinant())) return failure("the fit folds the image onto a line");

    ImageFit fit;
    fit.transform = t;
    Real sum = 0;
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        const Real du = Real(u[0]) * pixels[i].x + Real(u[1]) * pixels[i].y + Real(u[2]) - lattice[i].u;
        const Real dv = Real(v[0]) * pixels[i].x + Real(v[1]) * pixels[i].y + Real(v[2]) - lattice[i].v;
        const Real d2 = du * du + dv * dv;
        sum += d2;
        fit.maxResidual = std::max(fit.maxResidual, double(std::sqrt(d2)));
    }
    fit.rmsResidual = double(std::sqrt(sum / Real(pixels.size())));
    return fit;
}

ImageFit fitToHexCentres(const std::array<ImagePoint, 3>& pixels, const geometry::HexGrid& grid,
                         const std::array<geometry::OffsetCoord, 3>& hexes)
{
    std::vector<geometry::Point> lattice;
    for (const geometry::OffsetCoord& h : hexes) {
        if (!grid.contains(h)) return failure("hex " + grid.label(h) + " is not on the map");
        lattice.push_back(grid.centre(h).toPoint());
    }
    return fitImage({pixels.begin(), pixels.end()}, lattice);
}

ImageFit fitToHexCorners(const std::array<ImagePoint, 3>& pixels, const geometry::HexGrid& grid, geometry::OffsetCoord hex,
                         const std::array<int, 3>& corners)
{
    if (!grid.contains(hex)) return failure("hex " + grid.label(hex) + " is not on the map");
    for (int i = 0; i < 3; ++i) {
        if (corners[i] < 0 || corners[i] > 5) return failure("corner " + std::to_string(corners[i]) + " is not a hex corner (0 to 5)");
        for (int j = 0; j < i; ++j)
            if (corners[i] == corners[j]) return failure("corner " + std::to_string(corners[i]) + " is picked twice");
    }
    const std::array<geometry::IPoint, 6> all = grid.corners(hex);
    std::vector<geometry::Point> lattice;
    for (const int k : corners) lattice.push_back(all[std::size_t(k)].toPoint());
    return fitImage({pixels.begin(), pixels.end()}, lattice);
}

std::optional<ImagePoint> latticeToImage(const maps::ImageTransform& t, geometry::Point p)
{
    const Real det = Real(t.ux) * t.vy - Real(t.uy) * t.vx;
    if (det == 0) return std::nullopt;
    const Real du = Real(p.u) - t.u0, dv = Real(p.v) - t.v0;
    return ImagePoint{double((Real(t.vy) * du - Real(t.uy) * dv) / det), double((Real(t.ux) * dv - Real(t.vx) * du) / det)};
}

} // namespace crestline::edit
