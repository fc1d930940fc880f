#pragma once
// Analysis on top of single rulings: one hex's viewshed, the all-pairs LOS
// matrix of a map (both cores, one byte per pair: each pair once where the
// system's LOS is reciprocal, both directions where it is not) and the blind
// zone of a hex with the obstacle behind each blind hex.

#include "geometry/los/rules.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace crestline::geometry::los {

/// Verdict and hindrance packed in a byte: bits 0-1 verdict, bits 2-7 hindrance.
struct Cell {
    std::uint8_t bits = 0;
    static Cell of(Verdict v, int hindrance) { return {std::uint8_t(int(v) | (std::min(hindrance, 63) << 2))}; }
    Verdict verdict() const { return Verdict(bits & 3); }
    int hindrance() const { return bits >> 2; }
    friend bool operator==(Cell, Cell) = default;
};

/// Every on-map hex seen from `from` (each ruled from `from` to the hex, so
/// a non-reciprocal system is asked the right way round), indexed by
/// HexGrid::index, computed with `threads` workers.
std::vector<Cell> viewshed(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state, int threads = 2);

/// Pairs of distinct hexes among n (64 bits: no overflow for any int n).
constexpr std::int64_t pairCount(std::int64_t n) { return n > 1 ? n * (n - 1) / 2 : 0; }
/// The largest all-pairs matrix computed: 5,000 hexes (a 70 x 70 board,
/// several of the largest real maps). The matrix holds a byte a pair (12.5
/// MB; twice that, 25 MB, when both directions are held); its CSV, a cell
/// per ordered pair, about 12 times the reciprocal matrix (144 MB for 4,900
/// hexes), built in memory before the atomic save. docs/cli.md, `matrix`.
inline constexpr std::int64_t kMaxMatrixHexes = 5000;
inline constexpr std::int64_t kMaxMatrixPairs = pairCount(kMaxMatrixHexes);

/// All-pairs LOS for a map, indexed by HexGrid::index. Reciprocal: the
/// upper triangle only, at(i, j) == at(j, i). Full (a system that is not
/// reciprocal for this scene and state, LosRules::reciprocal): every
/// ordered pair, at(i, j) is the ruling from hex i to hex j.
class LosMatrix {
public:
    LosMatrix() = default;
    /// Throws std::length_error above kMaxMatrixHexes (callers check first).
    explicit LosMatrix(int hexCount, bool full = false);
    int size() const { return m_n; }
    /// Both directions held (see the class comment).
    bool full() const { return m_full; }
    /// From hex i to hex j (either way round when not full).
    Cell at(int i, int j) const;
    void set(int i, int j, Cell c);
    /// Pairs held (unordered when reciprocal, ordered when full): one byte each.
    std::size_t pairs() const { return m_cells.size(); }

private:
    int m_n = 0;
    bool m_full = false;
    std::vector<Cell> m_cells;
    std::size_t slot(int i, int j) const;
};

/// Computes the matrix with `threads` workers (rows dealt round-robin):
/// each pair once if rules.reciprocal(scene, state), else both directions.
/// Throws std::length_error above kMaxMatrixHexes, before ruling anything.
LosMatrix allPairs(const LosRules& rules, const Scene& scene, const PlayState& state, int threads = 2);

/// Receives the all-pairs matrix row by row, rows in order 0, 1, ..., n-1,
/// from one thread at a time. Row i holds the cells from hex i to hex j
/// (HexGrid::index) for j = i+1 .. n-1 when the rules are reciprocal for
/// this scene and state, and for every j != i in ascending order when not
/// (a full matrix). The span is valid only during the call.
using MatrixRowSink = std::function<void(int row, std::span<const Cell> cells)>;

/// Whether the matrix of this scene and state holds both directions (the
/// rows' shape for MatrixRowSink): !rules.reciprocal(scene, state).
bool matrixIsFull(const LosRules& rules, const Scene& scene, const PlayState& state);

/// The all-pairs matrix streamed to `sink` (see MatrixRowSink) with
/// `threads` workers. No size limit: it holds a window of 32 rows per
/// worker, so a caller that writes rows out as they come needs no memory
/// for the whole matrix. The sink may be called on any of the workers (the
/// caller's thread is one), never two at once; what it throws is rethrown
/// here once the workers stop. The cells equal allPairs' cells.
void allPairsRows(const LosRules& rules, const Scene& scene, const PlayState& state, int threads, const MatrixRowSink& sink);

/// Today's engine before the per-viewer sweep (issue 30): every pair ruled
/// by the viewer's shadows or rules.check, kept as the baseline the
/// benchmarks time the fast paths against. Same cells, same row contract.
LosMatrix allPairsBaseline(const LosRules& rules, const Scene& scene, const PlayState& state, int threads = 2);
void allPairsRowsBaseline(const LosRules& rules, const Scene& scene, const PlayState& state, int threads, const MatrixRowSink& sink);

/// A hex blind to the viewer and the obstacle that makes it so [24.53].
struct BlindHex {
    OffsetCoord hex;         ///< the other end of the LOS
    OffsetCoord blind;       ///< the lower end: the hex that is blind (may be the viewer's own)
    OffsetCoord obstacleHex;
    int artwork = -1;
};
std::vector<BlindHex> blindZone(const LosRules& rules, const Scene& scene, OffsetCoord from, const PlayState& state);

} // namespace crestline::geometry::los
