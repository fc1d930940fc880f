// The Conflict of Heroes part of the style table (docs/rendering.md, "CoH
// boards"): whole-hex terrain by the chart's rows, as a player of the printed
// boards knows them (grass green open ground, brown plowed fields, greens for
// woods, grey stone and red-brown wood buildings, blue water); hills warmer
// and darker each level, their edges hachured downhill; stone walls; smoke.

#include "formats/render/coh/coh_style.h"

#include <algorithm>

namespace crestline::render {

namespace {

constexpr Rgba hex(unsigned rgb, double a = 1) { return Rgba::fromHex(rgb, a); }

} // namespace

CohStyle makeCohStyle()
{
    using Motif = CohHexStyle::Motif;
    CohStyle s;
    const Rgba grass = hex(0xdde7b4);
    s.open = {"open", grass, Motif::None, {}, {}, 0};
    s.field = {"plowed field", hex(0xdcc08e), Motif::Furrows, hex(0xa07c4c, 0.55), {}, 0};
    s.lightWoods = {"light woods", hex(0xb4d08e), Motif::Trees, hex(0x6fa552), hex(0x3f6e2c, 0.8), 5};
    s.heavyWoods = {"heavy woods", hex(0x6f9f55), Motif::Trees, hex(0x3e7a31), hex(0x1f4a18, 0.85), 9};
    s.woodBuilding = {"wood building", grass, Motif::Building, hex(0xa0523a), hex(0x3b1a10), 0};
    s.stoneBuilding = {"stone building", grass, Motif::Building, hex(0x8f8f8f), hex(0x2e2e2e), 0};
    s.water = {"water", hex(0x9cc6e6), Motif::Water, hex(0x3d7cc9, 0.7), {}, 0};
    s.road = {"road (whole hex)", hex(0xe8d7a8), Motif::None, {}, {}, 0};
    s.otherBlocking = {"other blocking terrain", hex(0xc9bcae), Motif::Building, hex(0x6b5a4e), hex(0x231a14), 0};
    s.otherClear = {"other clear terrain", hex(0xe9e8d4), Motif::None, {}, {}, 0};
    s.unknown = {"terrain not in the catalog", hex(0xff00ff, 0.25), Motif::Hatch, hex(0xb000b0, 0.6), {}, 0};
    s.levelWarm = hex(0x9a5f28);
    s.levelMix = 0.24;
    s.contour = {hex(0x6b3f17), {0.035, 0.8}, {}};
    s.steep = {hex(0x4a2a0e), {0.07, 1.5}, {}};
    s.levelText = {0.2, 5};
    s.wall = {hex(0x3a3632), {0.1, 2.2}, {}};
    s.wallStone = hex(0xc9c3b6);
    s.smoke1 = hex(0xb3b3b3, 0.8);
    s.smoke2 = hex(0x6e6e6e, 0.85);
    s.smokeRadius = {0.36, 4};
    s.smokeText = {0.22, 5};
    s.decidingWidth = {0.1, 2, 6};
    s.modifier = hex(0x0d47a1);
    s.wallEntry = hex(0xffb300);
    s.wallEntryWidth = {0.2, 4, 12};
    s.modifierText = {0.19, 6.5, 10};
    return s;
}

const CohHexStyle& CohStyle::hex(std::string_view id, const maps::Terrain* entry) const
{
    if (!entry) return unknown;
    if (id == "open" || id == "open-ground") return open;
    if (id == "plowed-field" || id == "plowed" || id == "field") return field;
    if (id == "light-woods") return lightWoods;
    if (id == "heavy-woods" || id == "woods") return heavyWoods;
    if (id == "wood-building") return woodBuilding;
    if (id == "stone-building" || id == "building") return stoneBuilding;
    if (id == "water" || id == "pond" || id == "stream") return water;
    if (id == "road") return road;
    if (entry->los == maps::LosRole::Obstacle) return otherBlocking;
    return otherClear;
}

Rgba CohStyle::atLevel(const Rgba& fill, int level) const
{
    const double k = levelMix * std::clamp(level, 0, 2);
    return {fill.r + (levelWarm.r - fill.r) * k, fill.g + (levelWarm.g - fill.g) * k, fill.b + (levelWarm.b - fill.b) * k, fill.a};
}

const CohStyle& cohStyle()
{
    static const CohStyle s = makeCohStyle();
    return s;
}

} // namespace crestline::render
