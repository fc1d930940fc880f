"""Case paint-drawn of gui_test.py: hex terrain painted with the Paint tool
is drawn on the editor's canvas (issue 27 item 2).

paint_drawn.script on a copy of Ridge Farm paints B3 woods (the tool's
default terrain) and F13 rough, takes a screenshot of the canvas before and
after, and prints the canvas pixels of lattice (0,0), (1,0) and (0,1), from
which the driver maps lattice points to pixels. Expected colours are the
style table's (docs/rendering.md, formats/render/style.cpp): woods fill
#5f9450 (solid), rough fill #d2d58f under thin hatching (#6f7330 at 50 %):
every probe the fill or the fill blended towards the hatching, a quarter of
them the bare fill. Probes lie inside each hex clear of its label, centre dot and
hexsides: (u + du, v + dv), |du| <= 0.8, 0.2 <= dv <= 0.5 (a flat-top hex
spans |dv| <= 1, |du| <= 2 - |dv|). Before painting, no probe has either
colour (B3 is open ground, F13 the hatched depression #c3d1bb). The saved
file holds the two <terrain> elements (so the clicks hit those hexes).
"""
import os
import re
import shutil

from png_pixels import Picture

WOODS, ROUGH = (0x5F, 0x94, 0x50), (0xD2, 0xD5, 0x8F)
PAINTED = {"B3": ((3, 5), WOODS), "F13": ((15, 25), ROUGH)}
PROBES = [(du / 10, dv / 10) for du in range(-8, 9, 2) for dv in range(2, 6)]
# The depression's crest line (drawn over painted hexes) crosses F13's east part: its probes stay west of it.
WEST = [(du, dv) for du, dv in PROBES if du <= 0.4]


def near(rgb, want, tolerance=3):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want))


# Rough's hatching: #6f7330 at 50 % over the fill, so a hatched pixel is the fill blended towards
# (#d2d58f + #6f7330) / 2 = (160.5, 164, 95.5), by up to all of it (antialiased lines).
HATCHED = (160.5, 164, 95.5)


def rough_ink(rgb, tolerance=6):
    """On the segment from the rough fill to fully hatched, within `tolerance`."""
    d = [h - f for h, f in zip(HATCHED, ROUGH)]
    t = max(0.0, min(1.0, sum((c - f) * e for c, f, e in zip(rgb, ROUGH, d)) / sum(e * e for e in d)))
    return all(abs(c - (f + t * e)) <= tolerance for c, f, e in zip(rgb, ROUGH, d))


def run(editor_run, script_from, fail, source, work):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(work, "catalogs"))
    board = os.path.join(work, "boards", "ridge-farm.map.xml")
    shutil.copy(os.path.join(source, "maps", "boards", "ridge-farm.map.xml"), board)
    out = os.path.join(work, "boards", "painted.map.xml")
    result = editor_run(script_from("paint_drawn.script", WORK=work, OUT=out), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    with open(out, encoding="utf-8") as f:
        saved = f.read()
    for hex_label, terrain in (("B3", "woods"), ("F13", "rough")):
        if '<terrain hex="%s" terrain="%s" />' % (hex_label, terrain) not in saved:
            fail("the saved map does not paint %s %s:\n%s" % (hex_label, terrain, saved))
    pixels = [(float(x), float(y)) for x, y in re.findall(r"^pixel \S+ \S+ (-?[0-9.]+) (-?[0-9.]+)$", result.stdout, re.M)]
    if len(pixels) != 6:
        fail("expected six pixels printed", result)
    if any(abs(a - b) > 1e-6 for p, q in zip(pixels[:3], pixels[3:]) for a, b in zip(p, q)):
        fail("the view moved while painting: %s then %s" % (pixels[:3], pixels[3:]))
    (ox, oy), (ux, uy), (vx, vy) = pixels[:3]

    def where(u, v):
        return int(ox + u * (ux - ox) + v * (vx - ox)), int(oy + u * (uy - oy) + v * (vy - oy))

    for shot, painted in (("before.png", False), ("after.png", True)):
        picture = Picture(os.path.join(work, shot))
        for hex_label, ((u, v), colour) in PAINTED.items():
            got = [picture.rgb(*where(u + du, v + dv)) for du, dv in (PROBES if colour == WOODS else WEST)]
            hits = sum(near(p, colour) for p in got)
            if not painted and hits:
                fail("%s: %d probes of %s already have the painted colour before painting" % (shot, hits, hex_label))
            if painted and colour == WOODS and hits != len(got):
                fail("%s: B3 painted woods, but %d of %d probes are #5f9450 (e.g. %s)" % (shot, hits, len(got), got[0]))
            if painted and colour == ROUGH and (sum(map(rough_ink, got)) != len(got) or hits < len(got) // 4):
                fail("%s: F13 painted rough, but %d of %d probes are rough's fill or hatching, %d its fill #d2d58f (e.g. %s)"
                     % (shot, sum(map(rough_ink, got)), len(got), hits, got[0]))
