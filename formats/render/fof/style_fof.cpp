// The Fields of Fire part of the style table (docs/rendering.md, "FoF card
// maps"). Cards lie on a light table tint so the gaps between them show, as
// on the table [2.2.1]; dark border segments are near black and white ones
// paper white with a thin outline, so which segment blocks reads in
// greyscale [1.2.1 C]. Card backs are olive drab with a lattice. Seam
// controls differ by dash as well as hue: LOD solid blue, Phase Lines long
// dashes, LOA dash-dot, boundaries black dashes, MLR solid red [2.4.1].

#include "formats/render/fof/fof_style.h"

namespace crestline::render {

namespace {

constexpr Rgba hex(unsigned rgb, double a = 1) { return Rgba::fromHex(rgb, a); }

} // namespace

FofStyle makeFofStyle()
{
    FofStyle s;
    s.table = hex(0xe4dfd0);
    s.face = hex(0xfbf8ef);
    s.edge = hex(0x4f4a42);
    s.dark = hex(0x26221f);
    s.white = hex(0xffffff);
    s.borderPerCard = 0.075;
    s.cornerPerCard = 0.27;
    s.back = hex(0x55613f);
    s.backMark = hex(0x75825d);
    s.hill = hex(0xe2c995);
    s.empty = hex(0x8a857a);
    s.ink = hex(0x1a1a1a);
    s.inkLight = hex(0x6a655c);
    s.coverBox = hex(0x1a1a1a);
    s.slow = hex(0xb86e00);
    s.noEntry = hex(0xb01e1e);
    s.lz = hex(0x1f5fbf);
    s.icon = hex(0x6b3f17);
    s.levelBadge = hex(0x7a4516);
    s.lod = {hex(0x1f4fa0), {0.028, 1.6}, {}};
    s.phaseLine = {hex(0x1f4fa0), {0.028, 1.6}, {5, 2}};
    s.loa = {hex(0x1f4fa0), {0.028, 1.6}, {5, 1.5, 1, 1.5}};
    s.boundary = {hex(0x222222), {0.024, 1.4}, {3, 1.5}};
    s.mlr = {hex(0xc62828), {0.032, 1.8}, {}};
    s.pointEdge = hex(0x1a1a1a);
    s.pointFill = hex(0xffffff);
    s.objectiveFill = hex(0xffd84d);
    s.contactFill = hex(0xf2a516);
    s.contactEdge = hex(0x3d2a05);
    s.us = hex(0x1f5fbf);
    s.enemy = hex(0xc62828);
    s.stagingFrame = hex(0x6a655c);
    // Viewshed verdicts: the face a light tint of the plate's hue, the plate
    // (white words) the verdict's colour as the hex pictures give it
    // (style.cpp); the words on the plate tell them apart in greyscale.
    s.seen = {hex(0xcde9d3), hex(0x1a9641)};
    s.blocked = {hex(0xf3cdd2), hex(0xb2182b)};
    s.tooFar = {hex(0xddd3e9), hex(0x5e2d91)};
    s.undetermined = {hex(0xfbe1bd), hex(0xb86e00)};
    s.noLos = {hex(0xdedbd4), hex(0x6a655c)};
    s.viewer = {hex(0xcfdcf2), hex(0x1f5fbf)};
    s.smokeMark = hex(0x6e6e6e);
    s.incomingMark = hex(0xc25400);
    s.airStrikeMark = hex(0x3d3d8f);
    s.shortRound = hex(0x7a4516);
    s.veil = hex(0xf7f5ef, 0.62);
    return s;
}

const FofStyle& fofStyle()
{
    static const FofStyle s = makeFofStyle();
    return s;
}

} // namespace crestline::render
