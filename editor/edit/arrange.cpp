// Copy, paste, duplicate, rotate and mirror of map features (see arrange.h).

#include "editor/edit/arrange.h"

#include "editor/edit/group_command.h"
#include "formats/map/map_format.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <sstream>

#include "editor/edit/exact_sum.h"

namespace crestline::edit {

using geometry::HexOrientation;
using geometry::IPoint;
using geometry::Point;
using maps::Feature;

namespace {

// Exact arithmetic in doubles: each operation is done in floating point and
// kept only if its rounding error is zero.

/// k * a for a small integer k, if exact.
bool exactScale(double k, double a, double& out)
{
    const double p = k * a;
    if (!std::isfinite(p) || std::fma(k, a, -p) != 0) return false;
    out = p;
    return true;
}

/// a / 2, if exact (not below the normal range).
bool exactHalf(double a, double& out)
{
    const double h = a / 2;
    if (h * 2 != a || (h != 0 && std::abs(h) < std::numeric_limits<double>::min())) return false;
    out = h;
    return true;
}

/// (ka * a + kb * b) / 2, if every step is exact.
bool exactCombination(double ka, double a, double kb, double b, double& out)
{
    double x = 0, y = 0, s = 0;
    return exactScale(ka, a, x) && exactScale(kb, b, y) && exactSum(x, y, s) && exactHalf(s, out);
}

/// Every vertex list of a feature: the outer ring, the holes, the path.
void forEachRing(Feature& f, const std::function<void(std::vector<Point>&, int ring)>& fn)
{
    if (f.shape == maps::FeatureShape::Line) return fn(f.path, -1);
    fn(f.area.outer, -1);
    for (std::size_t k = 0; k < f.area.holes.size(); ++k) fn(f.area.holes[k], int(k));
}

std::string formatNumber(double x)
{
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

std::string name(const Feature& f) { return f.terrain.empty() ? std::string("feature") : f.terrain; }

/// Copies of the features `indices` names (each once, in map order); false if one does not exist.
bool pick(const maps::Map& map, std::vector<int> indices, std::vector<int>& sorted, std::vector<Feature>& features)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    for (int i : indices) {
        if (i < 0 || std::size_t(i) >= map.features.size()) return false;
        features.push_back(map.features[std::size_t(i)]);
    }
    sorted = std::move(indices);
    return true;
}

/// Applies `move` to every vertex of features `indices`; a vertex it cannot move exactly refuses the edit.
ArrangeEdit transform(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices, const std::string& label,
                      const std::string& verb, const std::function<bool(IPoint pivot, Point, Point&)>& move)
{
    ArrangeEdit edit;
    std::vector<int> sorted;
    std::vector<Feature> features;
    if (!pick(map, indices, sorted, features) || features.empty()) {
        edit.refusal = "nothing selected to " + verb;
        return edit;
    }
    const IPoint pivot = arrangePivot(grid, features);
    std::vector<std::unique_ptr<MapCommand>> replacements;
    for (std::size_t k = 0; k < features.size(); ++k) {
        Feature& f = features[k];
        std::string problem;
        forEachRing(f, [&](std::vector<Point>& ring, int ringIndex) {
            for (std::size_t i = 0; i < ring.size() && problem.empty(); ++i) {
                Point moved;
                if (move(pivot, ring[i], moved)) {
                    ring[i] = moved;
                    continue;
                }
                problem = "cannot " + verb + " " + (f.id.empty() ? name(f) : f.id) + " exactly: vertex " + std::to_string(i + 1) +
                          (ringIndex >= 0 ? " of hole " + std::to_string(ringIndex + 1) : std::string()) + " (" + formatNumber(ring[i].u) +
                          ", " + formatNumber(ring[i].v) +
                          ") would be rounded in the lattice frame; move it onto the editor's 1/64 lattice first";
            }
        });
        if (!problem.empty()) {
            edit.refusal = problem;
            return edit;
        }
        replacements.push_back(replaceFeature(sorted[k], std::move(f), label));
    }
    edit.command = groupCommands(std::move(replacements), label);
    edit.selection = sorted;
    return edit;
}

} // namespace

Point vertexMean(const std::vector<Feature>& features)
{
    double su = 0, sv = 0;
    std::size_t n = 0;
    for (Feature f : features)
        forEachRing(f, [&](std::vector<Point>& ring, int) {
            for (const Point& p : ring) su += p.u, sv += p.v, ++n;
        });
    return n == 0 ? Point{} : Point{su / double(n), sv / double(n)};
}

IPoint nearestHexCentre(const geometry::HexGrid& grid, Point p)
{
    const bool flat = grid.spec().orientation == HexOrientation::FlatTop;
    // Map units per lattice unit, up to a common factor: flat u 1, v sqrt(3); pointy u sqrt(3), v 1.
    const double ku = flat ? 1 : std::sqrt(3.0), kv = flat ? std::sqrt(3.0) : 1;
    // The column (flat) or row (pointy) across: centres every 3 units; along: every 2.
    const double across = flat ? p.u : p.v, along = flat ? p.v : p.u;
    const int a0 = int(std::floor(across / 3)), b0 = int(std::floor(along / 2));
    IPoint best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int a = a0 - 1; a <= a0 + 2; ++a)
        for (int b = b0 - 2; b <= b0 + 2; ++b) {
            const geometry::OffsetCoord h = flat ? geometry::OffsetCoord{a, b} : geometry::OffsetCoord{b, a};
            const IPoint c = grid.centre(h);
            const double du = (double(c.u) - p.u) * ku, dv = (double(c.v) - p.v) * kv;
            const double d = du * du + dv * dv;
            if (d < bestDistance) bestDistance = d, best = c; // loops run by column, then row: the first of a tie stays
        }
    return best;
}

IPoint arrangePivot(const geometry::HexGrid& grid, const std::vector<Feature>& features)
{
    return nearestHexCentre(grid, vertexMean(features));
}

bool turnPoint(HexOrientation orientation, IPoint pivot, Turn turn, Point p, Point& out)
{
    const double cu = double(pivot.u), cv = double(pivot.v);
    double du = 0, dv = 0;
    if (!exactSum(p.u, -cu, du) || !exactSum(p.v, -cv, dv)) return false;
    // The 60 degree turn in the lattice frame (arrange.h): rows (a b) and (c d) of the matrix, times 2.
    const bool flat = orientation == HexOrientation::FlatTop, cw = turn == Turn::Clockwise;
    double a = 1, b = 0, c = 0, d = 1;
    if (flat) b = cw ? -3 : 3, c = cw ? 1 : -1;
    else b = cw ? -1 : 1, c = cw ? 3 : -3;
    double ru = 0, rv = 0, u = 0, v = 0;
    if (!exactCombination(a, du, b, dv, ru) || !exactCombination(c, du, d, dv, rv)) return false;
    if (!exactSum(cu, ru, u) || !exactSum(cv, rv, v)) return false;
    out = {u, v};
    return true;
}

bool mirrorPoint(IPoint pivot, Mirror mirror, Point p, Point& out)
{
    const double c = double(mirror == Mirror::LeftRight ? pivot.u : pivot.v);
    const double x = mirror == Mirror::LeftRight ? p.u : p.v;
    double d = 0, m = 0;
    if (!exactSum(x, -c, d) || !exactSum(c, -d, m)) return false;
    out = mirror == Mirror::LeftRight ? Point{m, p.v} : Point{p.u, m};
    return true;
}

ArrangeEdit rotateFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices, Turn turn)
{
    const HexOrientation orientation = grid.spec().orientation;
    return transform(map, grid, indices, turn == Turn::Clockwise ? "Rotate 60° clockwise" : "Rotate 60° anticlockwise", "rotate",
                     [&](IPoint pivot, Point p, Point& out) { return turnPoint(orientation, pivot, turn, p, out); });
}

ArrangeEdit mirrorFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices, Mirror mirror)
{
    return transform(map, grid, indices, mirror == Mirror::LeftRight ? "Mirror left-right" : "Mirror top-bottom", "mirror",
                     [&](IPoint pivot, Point p, Point& out) { return mirrorPoint(pivot, mirror, p, out); });
}

FeatureClipboard copyFeatures(const maps::Map& map, const geometry::HexGrid& grid, const std::vector<int>& indices)
{
    FeatureClipboard clip;
    std::vector<int> sorted;
    if (!pick(map, indices, sorted, clip.features)) clip.features.clear();
    for (Feature& f : clip.features) f.line = 0;
    clip.orientation = grid.spec().orientation;
    clip.origin = grid.centre({0, 0});
    return clip;
}

std::string clipboardText(const maps::Map& map, const FeatureClipboard& clipboard)
{
    maps::Map copy;
    copy.id = map.id;
    copy.name = map.name;
    copy.system = map.system;
    copy.grid = map.grid;
    copy.catalogHref = map.catalogHref;
    copy.features = clipboard.features;
    return formats::writeMapText(copy);
}

std::optional<FeatureClipboard> clipboardFromText(std::string_view text)
{
    if (text.find("<map") == std::string_view::npos) return std::nullopt; // not worth parsing
    const auto read = formats::readMapText(text, "clipboard");
    if (!read.value || read.value->features.empty()) return std::nullopt;
    for (const Finding& f : read.findings)
        if (f.severity == Severity::Error || f.severity == Severity::Fatal) return std::nullopt;
    const geometry::HexGrid grid(read.value->grid);
    std::vector<int> all(read.value->features.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = int(i);
    return copyFeatures(*read.value, grid, all);
}

IPoint pasteStep(HexOrientation orientation)
{
    return orientation == HexOrientation::FlatTop ? IPoint{3, 1} : IPoint{1, 3};
}

std::string freshFeatureId(const maps::Map& map, const std::string& terrain, const std::vector<std::string>& taken)
{
    const std::string stem = terrain.empty() ? std::string("feature") : terrain;
    for (int n = 1;; ++n) {
        const std::string id = stem + "-" + std::to_string(n);
        if (!map.findFeature(id) && std::find(taken.begin(), taken.end(), id) == taken.end()) return id;
    }
}

ArrangeEdit pasteFeatures(const maps::Map& map, const geometry::HexGrid& grid, const FeatureClipboard& clipboard, int steps,
                          const std::string& verb)
{
    ArrangeEdit edit;
    if (clipboard.empty()) {
        edit.refusal = "nothing to paste: copy features first";
        return edit;
    }
    if (clipboard.orientation != grid.spec().orientation) {
        edit.refusal = std::string("the features were copied from a ") +
                       (clipboard.orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top") + " map: they cannot be pasted on a " +
                       (grid.spec().orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top") + " one";
        return edit;
    }
    // The same hexes under them as where they were copied (another offset parity moves hex (0,0)'s centre), then `steps` steps on.
    const IPoint origin = grid.centre({0, 0}), step = pasteStep(grid.spec().orientation);
    const Point offset{double(origin.u - clipboard.origin.u + std::int64_t(steps) * step.u),
                       double(origin.v - clipboard.origin.v + std::int64_t(steps) * step.v)};
    std::vector<std::unique_ptr<MapCommand>> additions;
    std::vector<std::string> ids;
    const int first = int(map.features.size());
    for (Feature f : clipboard.features) {
        std::string problem;
        forEachRing(f, [&](std::vector<Point>& ring, int) {
            for (Point& p : ring)
                if (problem.empty() && !(exactSum(p.u, offset.u, p.u) && exactSum(p.v, offset.v, p.v)))
                    problem = "cannot " + verb + " " + f.id + " exactly: a vertex would be rounded";
        });
        if (!problem.empty()) {
            edit.refusal = problem;
            return edit;
        }
        f.id = freshFeatureId(map, f.terrain, ids);
        ids.push_back(f.id);
        edit.selection.push_back(first + int(additions.size()));
        additions.push_back(addFeature(std::move(f)));
    }
    const std::string what = clipboard.features.size() == 1 ? name(clipboard.features.front())
                                                            : std::to_string(clipboard.features.size()) + " features";
    edit.command = groupCommands(std::move(additions), verb + " " + what);
    return edit;
}

} // namespace crestline::edit
