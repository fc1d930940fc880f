#include "formats/render/style.h"

#include <algorithm>
#include <cmath>

namespace crestline::render {


namespace {

constexpr Rgba hex(unsigned rgb, double a = 1) { return Rgba::fromHex(rgb, a); }
/// A line feature's area fill: none (alpha 0; `{}` would be opaque black).
constexpr Rgba kNoFill{0, 0, 0, 0};

Style makeStyle()
{
    Style s;
    s.paper = hex(0xffffff);
    // Ground levels -1..4. Level 0 is near-white paper; 1..4 a tan-to-brown
    // ramp whose greyscale values fall by about 25 each step; the depression
    // is a green-grey AND hatched, so it never reads as a hill in greyscale.
    s.levelFill = {hex(0xc3d1bb), hex(0xfaf8f1), hex(0xf0e0bc), hex(0xdcc096), hex(0xc29d70), hex(0x9c7650)};
    s.depressionHatch = {hex(0x5f7a58, 0.55), {0.012, 0.4}, {}};
    s.crest = {hex(0x5b3a1e), {0.028, 0.7}, {}};

    s.building = {"building", hex(0x8e3b2e), {hex(0x2b1410), {0.018, 0.5}, {}}, {}, false};
    s.woods = {"woods", hex(0x5f9450), {hex(0x2f5a26), {0.02, 0.5}, {}}, {}, false};
    s.rough = {"rough", hex(0xd2d58f), {hex(0x6f7330), {0.016, 0.45}, {3, 2}}, {}, true};
    // Roads: a light band in a dark casing; the drawn width is the map's own
    // (the feature's width in lattice units), so the corridor of [24.8] shows.
    s.road = {"road", hex(0xfffdf4), {hex(0xfffdf4), {0, 0}, {}}, {hex(0x55504a), {0.012, 0.35}, {}}, false};
    s.wall = {"wall", kNoFill, {hex(0x3a3a3a), {0.045, 0.9}, {}}, {}, false};
    s.hedge = {"hedge", kNoFill, {hex(0x2f5a26), {0.06, 1.0}, {0.01, 1.6}}, {}, false};
    s.stream = {"stream", kNoFill, {hex(0x3d7cc9), {0.05, 0.8}, {}}, {hex(0xffffff, 0.8), {0.02, 0.3}, {}}, false};
    s.otherObstacle = {"other obstacle", hex(0x6b5a4e), {hex(0x231a14), {0.018, 0.5}, {}}, {}, false};
    s.otherHindrance = {"other hindrance", hex(0xe0d7a6), {hex(0x7a6e2a), {0.016, 0.45}, {3, 2}}, {}, true};
    s.otherFeature = {"other line feature", kNoFill, {hex(0x505050), {0.03, 0.6}, {4, 2}}, {}, false};
    s.unknownTerrain = {"terrain not in the catalog", hex(0xff00ff, 0.25), {hex(0xb000b0), {0.03, 0.8}, {2, 2}}, {}, true};
    s.hexside = {hex(0x3a3a3a), {0.07, 1.0}, {}};

    s.grid = {hex(0x3c3c3c, 0.55), {0.012, 0.25}, {}};
    s.centreDot = hex(0x2a2a2a, 0.85);
    s.centreDotRadius = {0.035, 0.35};
    s.label = hex(0x2a2a2a, 0.9);
    s.mapBorder = hex(0x2a2a2a);

    // Side colours: blue, red, green, purple (distinct hues, and the first two
    // differ in lightness for greyscale); more sides wrap round.
    s.sides = {hex(0x1f5fbf), hex(0xc62828), hex(0x2e7d32), hex(0x7b3fa0), hex(0xef8f00), hex(0x00838f)};
    s.objective = {hex(0x111111), {0.07, 1.2}, {}};
    s.objectiveBadge = hex(0xffd84d);
    s.objectiveBadgeText = hex(0x111111);
    s.edgeBand = {0.22, 3};
    s.smokeFull = hex(0x8a8a8a, 0.75);
    s.smokeDepleted = hex(0xb5b5b5, 0.6);

    // Verdicts: hue AND dash pattern AND lightness differ, so a greyscale
    // print still tells them apart: clear solid mid-green, hindered long
    // dashes light orange, blocked short dashes dark red, blind dash-dot purple.
    s.clear = {hex(0x1a9641), {}};
    s.hindered = {hex(0xf09a1a), {5, 2}};
    s.blocked = {hex(0xb2182b), {2, 1.5}};
    s.blind = {hex(0x5e2d91), {4, 1.5, 1, 1.5}};
    s.losWidth = {0.07, 1.5, 4.5};
    s.losCasing = hex(0xffffff, 0.85);
    s.highlight = hex(0xffcc00);
    s.highlightWidth = {0.09, 1.8, 6};
    s.contact = hex(0x000000);
    s.ink = hex(0x1a1a1a);
    s.inkLight = hex(0x8a8a8a);
    // Coverage: light yellow to dark blue (viridis-like ends; monotone in lightness).
    s.heat = {hex(0xfff7bc), hex(0xc7e9b4), hex(0x7fcdbb), hex(0x41b6c4), hex(0x2c7fb8), hex(0x253494)};
    return s;
}

} // namespace

const Style& style()
{
    static const Style s = makeStyle();
    return s;
}

const Rgba& Style::levelColour(int level) const
{
    return levelFill[std::size_t(std::clamp(level, -1, 4) + 1)];
}

const TerrainStyle& Style::terrain(std::string_view id, const maps::Terrain* entry) const
{
    if (id == "building") return building;
    if (id == "woods") return woods;
    if (id == "rough") return rough;
    if (id == "road") return road;
    if (id == "wall") return wall;
    if (id == "hedge") return hedge;
    if (id == "stream") return stream;
    if (!entry) return unknownTerrain;
    if (entry->los == maps::LosRole::Obstacle) return otherObstacle;
    if (entry->los == maps::LosRole::Hindrance) return otherHindrance;
    return otherFeature;
}

const VerdictStyle& Style::verdict(geometry::los::Verdict v) const
{
    switch (v) {
    case geometry::los::Verdict::Clear: return clear;
    case geometry::los::Verdict::Hindered: return hindered;
    case geometry::los::Verdict::Blocked: return blocked;
    case geometry::los::Verdict::Blind: return blind;
    }
    return blocked;
}

const Rgba& Style::side(int index) const
{
    const int n = int(sides.size());
    return sides[std::size_t(((index % n) + n) % n)];
}

Rgba Style::heatAt(double fraction) const
{
    const double f = std::clamp(fraction, 0.0, 1.0) * double(heat.size() - 1);
    const std::size_t i = std::min(std::size_t(f), heat.size() - 2);
    const double t = f - double(i);
    const Rgba &a = heat[i], &b = heat[i + 1];
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1};
}

} // namespace crestline::render
