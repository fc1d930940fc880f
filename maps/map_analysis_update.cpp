// Updating the derived map facts after one edit (MapAnalysis::update, see
// map_analysis.h). Why deriving again only what is near the delta regions
// gives the facts of a fresh analysis:
// * a feature whose box meets no region is unchanged, and so is the ground
//   level under each of its vertices (a level area that changed has its
//   old and new box among the regions, and holds the vertex in one of
//   them): its terrain and level only move to its new index;
// * a hex near no region (HexGrid::hexesNear of each box) meets
//   no changed feature before or after the edit, and its centre lies in no
//   changed level area: its feature lists, level and terrain type only get
//   renumbered;
// * so does its crest flag: it reads the level areas whose line meets the
//   closed hex or that hold all of it, and ground levels at points of the
//   hex (map_analysis.cpp, deriveCrest), none of them changed.

#include "maps/map_analysis.h"

#include <algorithm>
#include <cstdint>

namespace crestline::maps {

using geometry::OffsetCoord;

namespace {

/// Apply an old -> new feature index map to a list of feature indices; drop removed ones.
void renumber(std::vector<int>& list, const std::vector<int>& remap, bool sortAfter)
{
    std::size_t out = 0;
    for (const int i : list)
        if (remap[std::size_t(i)] >= 0) list[out++] = remap[std::size_t(i)];
    list.resize(out);
    if (sortAfter) std::sort(list.begin(), list.end());
}

/// The block of columns and rows of the on-map hexes whose boxes meet `box`
/// (grid.hexesNear: every hex whose closed hexagon meets it, few others).
HexRange hexesNearRange(const geometry::HexGrid& grid, const geometry::Box& box)
{
    HexRange r{0, -1, 0, -1};
    bool first = true;
    for (const OffsetCoord& h : grid.hexesNear(box)) {
        if (first) r = {h.col, h.col, h.row, h.row};
        r = {std::min(r.col0, h.col), std::max(r.col1, h.col), std::min(r.row0, h.row), std::max(r.row1, h.row)};
        first = false;
    }
    return r;
}

std::int64_t hexCount(const HexRange& r) { return r.empty() ? 0 : std::int64_t(r.col1 - r.col0 + 1) * (r.row1 - r.row0 + 1); }

/// Join ranges whose joint block is no bigger than the two apart (an old
/// and a new box of one feature mostly overlap): each range is one pass
/// over the features.
void joinRanges(std::vector<HexRange>& ranges)
{
    for (bool joined = true; joined;) {
        joined = false;
        for (std::size_t a = 0; a < ranges.size() && !joined; ++a)
            for (std::size_t b = a + 1; b < ranges.size() && !joined; ++b) {
                const HexRange& x = ranges[a];
                const HexRange& y = ranges[b];
                const HexRange both{std::min(x.col0, y.col0), std::max(x.col1, y.col1), std::min(x.row0, y.row0), std::max(x.row1, y.row1)};
                if (hexCount(both) > hexCount(x) + hexCount(y)) continue;
                ranges[a] = both;
                ranges.erase(ranges.begin() + std::ptrdiff_t(b));
                joined = true;
            }
    }
}

} // namespace

void MapAnalysis::update(const MapDelta& delta)
{
    m_lastUpdate = {};
    const std::size_t oldCount = m_featureLevels.size(), n = m_map.features.size();
    // new index -> old index, checking the remap fits the map.
    std::vector<int> oldOf(n, -1);
    bool fits = delta.featureRemap.empty() ? oldCount == n : delta.featureRemap.size() == oldCount;
    bool monotonic = true;
    for (std::size_t i = 0, last = 0; fits && i < oldCount; ++i) {
        const int to = delta.featureRemap.empty() ? int(i) : delta.featureRemap[i];
        if (to < 0) continue;
        if (std::size_t(to) >= n || oldOf[std::size_t(to)] >= 0) fits = false;
        else oldOf[std::size_t(to)] = int(i);
        if (std::size_t(to) < last) monotonic = false;
        last = std::size_t(to);
    }
    if (delta.everything || !fits || !(m_grid.spec() == m_map.grid) || m_tooComplex || featureHexLoad(m_map, m_grid) > kMaxFeatureHexLoad) {
        rebuild();
        m_lastUpdate.rebuilt = true;
        return;
    }
    auto meetsRegion = [&](const geometry::Box& b) {
        return std::any_of(delta.regions.begin(), delta.regions.end(), [&](const geometry::Box& r) { return r.intersects(b); });
    };

    // Per feature: carried over to the new index, or derived again.
    std::vector<char> featureDirty(n, 0);
    {
        std::vector<const Terrain*> terrain(n, nullptr);
        std::vector<int> levels(n, 0);
        std::vector<geometry::Box> boxes(n);
        for (std::size_t j = 0; j < n; ++j) {
            boxes[j] = featureBox(m_map.features[j]);
            const int old = oldOf[j];
            if (old < 0 || meetsRegion(boxes[j])) {
                featureDirty[j] = 1;
                terrain[j] = m_catalog.find(m_map.features[j].terrain);
                ++m_lastUpdate.features;
                continue;
            }
            terrain[j] = m_featureTerrain[std::size_t(old)];
            levels[j] = m_featureLevels[std::size_t(old)];
        }
        m_featureTerrain = std::move(terrain);
        m_featureLevels = std::move(levels);
        m_featureBoxes = std::move(boxes);
    }
    std::vector<int> remap(oldCount, -1); // old -> new, filled in
    for (std::size_t j = 0; j < n; ++j)
        if (oldOf[j] >= 0) remap[std::size_t(oldOf[j])] = int(j);
    collectLevelAreas();

    // Level-ambiguous findings: renumbered, and found again for dirty features.
    {
        std::vector<std::pair<int, Finding>> kept;
        for (auto& [i, f] : m_ambiguous)
            if (const int to = remap[std::size_t(i)]; to >= 0 && !featureDirty[std::size_t(to)]) kept.emplace_back(to, std::move(f));
        m_ambiguous = std::move(kept);
        for (std::size_t j = 0; j < n; ++j)
            if (featureDirty[j]) deriveFeatureLevel(int(j));
        std::stable_sort(m_ambiguous.begin(), m_ambiguous.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    }
    if (!delta.featureRemap.empty()) renumberHexes(remap, !monotonic);
    std::vector<HexRange> ranges;
    for (const geometry::Box& r : delta.regions)
        if (const HexRange range = hexesNearRange(m_grid, r); !range.empty()) ranges.push_back(range);
    joinRanges(ranges);
    if (!monotonic) // a reordering may change which crest line a centre-on-crest warning names first
        for (std::size_t h = 0; h < m_hexes.size(); ++h)
            if (!m_hexes[h].crestLinesThroughCentre.empty()) {
                const OffsetCoord c = m_grid.fromIndex(int(h));
                ranges.push_back({c.col, c.col, c.row, c.row});
            }
    deriveHexesAgain(ranges);
    collectFindings();
}

void MapAnalysis::renumberHexes(const std::vector<int>& remap, bool sortAfter)
{
    for (std::size_t h = 0; h < m_hexes.size(); ++h) {
        HexFacts& facts = m_hexes[h];
        renumber(facts.overlapping, remap, sortAfter);
        renumber(facts.touching, remap, sortAfter);
        renumber(facts.crestLinesThroughCentre, remap, sortAfter);
        auto& bounds = m_levelBoundaries[h];
        std::size_t out = 0;
        for (const auto& [i, enters] : bounds)
            if (remap[std::size_t(i)] >= 0) bounds[out++] = {remap[std::size_t(i)], enters};
        bounds.resize(out);
        if (sortAfter) std::sort(bounds.begin(), bounds.end());
    }
}

void MapAnalysis::deriveHexesAgain(const std::vector<HexRange>& ranges)
{
    // Lists emptied, then every feature placed again in these hexes only.
    std::vector<char> dirty(m_hexes.size(), 0);
    for (const HexRange& range : ranges)
        for (int col = range.col0; col <= range.col1; ++col)
            for (int row = range.row0; row <= range.row1; ++row) dirty[std::size_t(m_grid.index({col, row}))] = 1;
    for (std::size_t h = 0; h < m_hexes.size(); ++h)
        if (dirty[h]) {
            m_hexes[h].overlapping.clear();
            m_hexes[h].touching.clear();
            m_levelBoundaries[h].clear();
        }
    if (!ranges.empty()) {
        std::vector<int> placed(m_hexes.size(), -1);
        for (std::size_t j = 0; j < m_map.features.size(); ++j)
            for (const HexRange& range : ranges) indexFeature(int(j), range, &placed);
    }
    std::erase_if(m_centreOnCrest, [&](const auto& x) { return dirty[std::size_t(x.first)] != 0; });
    const std::vector<PaintedHex> painted = paintedTerrain(dirty);
    for (std::size_t h = 0; h < m_hexes.size(); ++h)
        if (dirty[h]) {
            deriveHex(m_grid.fromIndex(int(h)), painted[h]);
            ++m_lastUpdate.hexes;
        }
    std::stable_sort(m_centreOnCrest.begin(), m_centreOnCrest.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
}

} // namespace crestline::maps
