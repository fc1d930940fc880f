#pragma once
// A generated 150 x 134 (20,100-hex) board with artwork at the density of the
// bundled boards (about 8 pieces per 100 hexes): nested hills of levels 1-3,
// depressions, building clusters, rough, woods and roads. Fixed seed.

#include "maps/map.h"

#include <cmath>
#include <random>

namespace crestline::bench {

inline maps::Map generatedBoard(int columns = 150, int rows = 134, unsigned seed = 2026)
{
    maps::Map m;
    m.id = "generated";
    m.name = "Generated";
    m.system = "ff";
    m.grid.columns = columns;
    m.grid.rows = rows;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> U(0, 3.0 * columns), V(0, 2.0 * rows), unit(0, 1);
    int next = 0;
    auto id = [&] { return "g" + std::to_string(next++); };
    // An irregular blob of `n` vertices around (cu, cv) with radii r..1.3r, rounded to 1/64.
    auto blob = [&](double cu, double cv, double r, int n) {
        geometry::Ring ring;
        for (int k = 0; k < n; ++k) {
            const double a = 2 * M_PI * k / n, rr = r * (1 + 0.3 * unit(rng));
            ring.push_back({std::round((cu + rr * std::cos(a)) * 64) / 64, std::round((cv + rr * 0.7 * std::sin(a)) * 64) / 64});
        }
        return ring;
    };
    auto area = [&](const std::string& terrain, geometry::Ring ring) {
        maps::Feature f;
        f.id = id();
        f.terrain = terrain;
        f.area.outer = std::move(ring);
        m.features.push_back(std::move(f));
    };
    const int hexes = columns * rows;
    for (int i = 0; i < hexes / 400; ++i) { // hills with nested levels
        const double cu = U(rng), cv = V(rng), r = 6 + 10 * unit(rng);
        area("hill-1", blob(cu, cv, r, 20));
        if (unit(rng) < 0.7) area("hill-2", blob(cu, cv, r * 0.5, 16));
        if (unit(rng) < 0.3) area("hill-3", blob(cu, cv, r * 0.2, 12));
    }
    for (int i = 0; i < hexes / 1500; ++i) area("depression", blob(U(rng), V(rng), 3 + 3 * unit(rng), 14));
    for (int i = 0; i < hexes / 150; ++i) { // building clusters
        const double cu = U(rng), cv = V(rng);
        for (int k = 0; k < 4; ++k) {
            const double u = std::round((cu + 4 * unit(rng)) * 8) / 8, v = std::round((cv + 3 * unit(rng)) * 8) / 8;
            area("building", {{u, v}, {u + 0.75, v}, {u + 0.75, v + 0.5}, {u, v + 0.5}});
        }
    }
    for (int i = 0; i < hexes / 120; ++i) area("rough", blob(U(rng), V(rng), 1 + 2 * unit(rng), 10));
    for (int i = 0; i < hexes / 250; ++i) area("woods", blob(U(rng), V(rng), 2 + 3 * unit(rng), 12));
    for (int i = 0; i < columns / 10; ++i) { // roads across the board
        maps::Feature f;
        f.id = id();
        f.terrain = "road";
        f.shape = maps::FeatureShape::Line;
        f.width = 0.5;
        double u = 0, v = V(rng);
        while (u < 3.0 * columns) {
            f.path.push_back({std::round(u * 8) / 8, std::round(v * 8) / 8});
            u += 6 + 6 * unit(rng);
            v += 4 * (unit(rng) - 0.5);
        }
        m.features.push_back(std::move(f));
    }
    return m;
}

} // namespace crestline::bench
