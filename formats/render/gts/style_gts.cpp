// The Grand Tactical Series part of the style table (docs/rendering.md, "GTS
// boards"): whole-hex terrain keyed by catalog id with a fallback by the
// chart row, hexside features, links, printed symbols and the LOS count.
// The tints are light (labels, roads and the LOS string read over them) and
// step in lightness from open to woods; each dot is the tint's own hue,
// darker, as on the printed maps [GTS 1.2].

#include "formats/render/gts/gts_style.h"

#include <algorithm>
#include <array>

namespace crestline::render {

namespace {

constexpr Rgba hex(unsigned rgb, double a = 1) { return Rgba::fromHex(rgb, a); }

/// True for a catalog row no Movement Class may enter ("P" for every mode
/// given, at least one given): the dotless hex of GTS 1.2.
bool entersNowhere(const maps::Terrain& t)
{
    const std::array<const std::string*, 3> costs{&t.move.leg, &t.move.track, &t.move.wheel};
    bool any = false;
    for (const std::string* c : costs) {
        if (c->empty()) continue;
        if (*c != "P") return false;
        any = true;
    }
    return any;
}

} // namespace

GtsStyle makeGtsStyle()
{
    GtsStyle s;
    s.open = {"open", hex(0xf6f1de), hex(0xe2cf8e), false, {}};
    s.orchard = {"orchard", hex(0xdcebb4), hex(0x86b340), false, {}};
    s.woods = {"woods", hex(0xa3cc8e), hex(0x2c6a28), false, {}};
    s.town = {"town", hex(0xeccfc3), hex(0xb3402b), false, {}};
    s.city = {"city", hex(0xd2aba3), hex(0x6b1f15), true, hex(0x6b1f15, 0.35)};
    s.rough = {"rough", hex(0xece3bf), hex(0x978437), true, hex(0x978437, 0.45)};
    s.marsh = {"marsh", hex(0xd2e6e2), hex(0x2a8a85), true, hex(0x2a8a85, 0.45)};
    s.hills = {"hills", hex(0xefd4a1), hex(0xa5692a), false, {}};
    // No dot and a dark hatched grey: reads apart from every terrain above, in colour and in greyscale.
    s.noEntry = {"no entry (no dot)", hex(0xa9a9a9), hex(0x000000, 0), true, hex(0x3a3a3a, 0.7)};
    s.otherBlocking = {"other blocking terrain", hex(0xcdbfb2), hex(0x5a4535), false, {}};
    s.otherPair = {"other pair terrain", hex(0xe4ecca), hex(0x8aa154), false, {}};
    s.otherClear = {"other clear terrain", hex(0xf1eee6), hex(0xb1a88f), false, {}};
    s.unknown = {"terrain not in the catalog", hex(0xff00ff, 0.25), hex(0xb000b0), true, hex(0xb000b0, 0.6)};
    s.dotRadius = {0.13, 1.5};
    s.dotEdge = hex(0x2a2a2a, 0.8);

    using Shape = GtsHexsideStyle::Shape;
    s.crest = {"crest", Shape::Line, {hex(0x7a4516), {0.11, 1.8}, {}}, {}};
    s.river = {"river", Shape::Line, {hex(0x2f74c0), {0.12, 1.8}, {}}, {}};
    s.stream = {"stream", Shape::Line, {hex(0x4f95dd), {0.06, 1.0}, {}}, {}};
    s.bridge = {"bridge", Shape::Bridge, {hex(0x2a2a2a), {0.03, 0.6}, {}}, hex(0xb9a88e)};
    s.ferry = {"ferry", Shape::Ferry, {hex(0x1a1a1a), {0.025, 0.6}, {2, 1.5}}, hex(0x1a1a1a)};
    s.otherHexside = {"other hexside feature", Shape::Line, {hex(0x3a3a3a), {0.07, 1.0}, {}}, {}};

    const Rgba roadBody = hex(0xfff1b8), roadEdge = hex(0x5b4a3a), bank = hex(0x7a5530), rail = hex(0x1e1e1e);
    s.road = {"road", {roadBody, {0.12, 1.6}, {}}, {roadEdge, {0.022, 0.4}, {}}, {}, {}, {0.3, 3}};
    s.raisedRoad = {"raised road", {roadBody, {0.12, 1.6}, {}}, {roadEdge, {0.022, 0.4}, {}}, {bank, {0.07, 1.0}, {}}, {}, {0.22, 2.5}};
    s.railroad = {"railroad", {rail, {0.03, 0.6}, {}}, {}, {}, {rail, {0.16, 2.2}, {}}, {0.2, 2.5}};
    s.raisedRailroad = {"raised railroad", {rail, {0.03, 0.6}, {}}, {}, {bank, {0.12, 1.6}, {}}, {rail, {0.16, 2.2}, {}}, {0.2, 2.5}};
    s.trail = {"trail", {hex(0x6b4f2f), {0.04, 0.8}, {4, 2}}, {}, {}, {}, {0.3, 3}};
    s.track = {"track", {hex(0x6b4f2f), {0.03, 0.6}, {2, 2}}, {}, {}, {}, {0.3, 3}};
    s.path = {"path", {hex(0x6b4f2f), {0.025, 0.6}, {1, 2}}, {}, {}, {}, {0.3, 3}};
    s.otherLink = {"other link", {hex(0x505050), {0.04, 0.8}, {4, 2}}, {}, {}, {}, {0.3, 3}};

    s.observationPost = hex(0x1a1a1a);
    s.strongpoint = hex(0xa61c1c);
    s.symbolHalo = hex(0xffffff, 0.9);
    s.symbolSize = {0.42, 5};
    s.entryRing = {0.08, 1.4};
    s.entryText = {0.2, 4};
    s.entryNoSide = hex(0x1a1a1a);
    s.barrageLight = hex(0xef8f00, 0.8);
    s.barrageHeavy = hex(0xc62828, 0.85);
    s.barrageRadius = {0.36, 4};
    s.counted = hex(0xffcc00);
    s.countedWidth = {0.1, 2, 7};
    s.tie = hex(0x283593);
    s.tieMark = {0.1, 2.5, 6};
    s.tieText = {0.18, 6, 10};
    return s;
}

const GtsHexStyle& GtsStyle::hex(std::string_view id, const maps::Terrain* entry) const
{
    if (!entry) return unknown;
    if (id == "open") return open;
    if (id == "orchard") return orchard;
    if (id == "woods") return woods;
    if (id == "town") return town;
    if (id == "city") return city;
    if (id == "rough") return rough;
    if (id == "marsh") return marsh;
    if (id == "hills") return hills;
    if (id == "no-entry") return noEntry;
    if (entersNowhere(*entry)) return noEntry;
    if (entry->los == maps::LosRole::Obstacle) return otherBlocking;
    if (entry->los == maps::LosRole::Pair) return otherPair;
    return otherClear;
}

const GtsHexsideStyle& GtsStyle::hexside(std::string_view id) const
{
    if (id == "crest") return crest;
    if (id == "river") return river;
    if (id == "stream") return stream;
    if (id == "bridge") return bridge;
    if (id == "ferry") return ferry;
    return otherHexside;
}

const GtsLinkStyle& GtsStyle::link(std::string_view id) const
{
    if (id == "road") return road;
    if (id == "raised-road") return raisedRoad;
    if (id == "railroad") return railroad;
    if (id == "raised-railroad") return raisedRailroad;
    if (id == "trail") return trail;
    if (id == "track") return track;
    if (id == "path") return path;
    return otherLink;
}

const GtsStyle& gtsStyle()
{
    static const GtsStyle s = makeGtsStyle();
    return s;
}

} // namespace crestline::render
