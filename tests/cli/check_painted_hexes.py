"""Painted hex terrain (`<terrain hex=... terrain=.../>`, the editor's Paint
tool) is drawn on FF maps by `crestline render` (PNG) and `crestline sheet`
(PDF, turned into pixels with pdftoppm), in the terrain's colour of the style
table (docs/rendering.md): a copy of Ridge Farm with B3 painted woods (fill
#5f9450, on open level-0 paper #faf8f1) and F13 painted rough (fill #d2d58f
under thin hatching, on the hatched depression #c3d1bb). The same pixels of
the unpainted board are not those colours (rough: every probe the fill or
the fill under hatching, a quarter of them the bare fill), so the probes are known to lie on
the painted hexes and nowhere the board already has that colour.

Where the hexes lie, by hand:
Ridge Farm is flat-top, hex size 60, odd columns shifted: hex (c, r) (0-based)
has its lattice centre at (3c, 2r + c mod 2) and corners at (u +- 2, v) and
(u +- 1, v +- 1); the map's box is u -2..59, v -1..30. B3 = (1, 2): centre
(3, 5); F13 = (5, 12): centre (15, 25).
render: the page is the map at 24 pt hexes (a lattice u unit is 12 pt, a v
unit 12 sqrt 3 = 20.785 pt), 732 pt wide, so the page is 768 pt wide and the
map's box starts at x 18 (margin), y 18 + 28 (title band) = 46: lattice
(u, v) is at (18 + 12 (u + 2), 46 + 20.785 (v + 1)) pt; at 144 dpi, 2 px a pt.
sheet: the board's scale and place on the sheet come from its hex labels
(pdftotext -bbox): a label is centred 0.62 v units above its hex's centre
(docs/rendering.md, labels "near the top"); the sheet labels every second
column and row, so C3 = (2, 2), centre (6, 4), C5 centre (6, 8) and E3
centre (12, 4) are labelled: the v unit is a quarter of the distance from
C3's label down to C5's, the u unit a sixth of that from C3's across to E3's."""

import os
import re
import shutil
import subprocess
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-painted-")

import sys
sys.path.insert(0, os.path.join(src, "tests", "gui"))
from png_pixels import Picture  # noqa: E402

WOODS, ROUGH = (0x5F, 0x94, 0x50), (0xD2, 0xD5, 0x8F)
PAINTED = {"B3": ((3, 5), WOODS), "F13": ((15, 25), ROUGH)}
# Probes inside a hex, clear of its label (top), centre dot and hexsides:
# (du, dv) from the centre in lattice units; each inside |dv| <= 1, |du| <= 2 - |dv| with room to spare.
PROBES = [(du / 10, dv / 10) for du in range(-8, 9, 2) for dv in range(2, 6)]
# The depression's crest line (drawn over painted hexes) crosses F13's east part: its probes stay west of it.
WEST = [(du, dv) for du, dv in PROBES if du <= 0.4]


def copy_tree(paint):
    """maps/boards/ridge-farm.map.xml (painted or not), maps/catalogs, scenarios/library/hold-the-ridge; returns the root."""
    root = os.path.join(tmp, "painted" if paint else "plain")
    os.makedirs(os.path.join(root, "maps", "boards"))
    os.makedirs(os.path.join(root, "scenarios", "library"))
    shutil.copytree(os.path.join(src, "maps", "catalogs"), os.path.join(root, "maps", "catalogs"))
    shutil.copy(os.path.join(src, "scenarios", "library", "hold-the-ridge.scenario.xml"),
                os.path.join(root, "scenarios", "library"))
    with open(os.path.join(src, "maps", "boards", "ridge-farm.map.xml")) as f:
        text = f.read()
    if paint:
        check.expect("  <hexes/>\n" in text, "Ridge Farm has no painted hexes to begin with")
        text = text.replace("  <hexes/>\n", "  <hexes>\n" + "".join(
            f'    <terrain hex="{h}" terrain="{"woods" if c == WOODS else "rough"}"/>\n' for h, (_, c) in PAINTED.items())
            + "  </hexes>\n")
    with open(os.path.join(root, "maps", "boards", "ridge-farm.map.xml"), "w") as f:
        f.write(text)
    return root


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


def probe(picture, where, label, painted):
    """where(u, v) -> pixel; checks every probe of each painted hex (woods: all
    of them its fill; rough: most of them, between hatch lines) and, unpainted,
    none of them."""
    for hex_label, ((u, v), colour) in PAINTED.items():
        pixels = [picture.rgb(*where(u + du, v + dv)) for du, dv in (PROBES if colour == WOODS else WEST)]
        hits = sum(near(p, colour) for p in pixels)
        if not painted:
            check.expect(hits == 0, f"{label}, unpainted: {hits} probes of {hex_label} already have the painted colour")
        elif colour == WOODS:
            check.expect(hits == len(pixels), f"{label}: {hex_label} painted woods, but only {hits} of {len(pixels)} "
                         f"probes are #5f9450 (e.g. {pixels[0]})")
        else:
            inked = sum(rough_ink(p) for p in pixels)
            check.expect(inked == len(pixels) and hits >= len(pixels) // 4,
                         f"{label}: {hex_label} painted rough, but {inked} of {len(pixels)} probes are rough's fill or "
                         f"hatching and {hits} its fill #d2d58f (e.g. {pixels[0]})")


def render_png(root, label, painted):
    png = os.path.join(root, "map.png")
    code, _, err = run(exe, "render", os.path.join(root, "maps", "boards", "ridge-farm.map.xml"), "--out", png, "--dpi", "144")
    if not check.expect(code == 0, f"{label}: render exit {code}: {err.strip()[:300]}"):
        return
    picture = Picture(png)
    check.expect((picture.width, picture.height) != (0, 0), f"{label}: empty PNG")

    def where(u, v):
        return int(2 * (18 + 12 * (u + 2))), int(2 * (46 + 12 * 3 ** 0.5 * (v + 1)))

    probe(picture, where, label, painted)


def label_boxes(pdf):
    """{word: (x centre, y centre)} in points of the first page's words (pdftotext -bbox)."""
    html = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-bbox", pdf, "-"], capture_output=True, text=True).stdout
    boxes = {}
    for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html):
        x0, y0, x1, y1 = map(float, m.groups()[:4])
        boxes.setdefault(m.group(5), ((x0 + x1) / 2, (y0 + y1) / 2))
    return boxes


def sheet_pdf(root, label, painted):
    pdf = os.path.join(root, "sheet.pdf")
    code, _, err = run(exe, "sheet", os.path.join(root, "scenarios", "library", "hold-the-ridge.scenario.xml"), "--out", pdf)
    if not check.expect(code == 0, f"{label}: sheet exit {code}: {err.strip()[:300]}"):
        return
    boxes = label_boxes(pdf)
    if not check.expect(all(k in boxes for k in ("C3", "C5", "E3")), f"{label}: hex labels C3, C5, E3 not found on page 1"):
        return
    (cx, cy), (_, c5y), (ex, _) = boxes["C3"], boxes["C5"], boxes["E3"]
    vunit, uunit = (c5y - cy) / 4, (ex - cx) / 6
    check.expect(vunit > 0 and abs(vunit - uunit * 3 ** 0.5) < 0.05 * vunit,
                 f"{label}: the labels' spacing is not a regular hex grid (u {uunit:.3f}, v {vunit:.3f} pt)")
    dpi = 300
    stem = os.path.join(root, "sheet")
    subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", str(dpi), "-png", "-singlefile", pdf, stem], check=True)
    picture = Picture(stem + ".png")

    def where(u, v):
        x = cx + (u - 6) * uunit
        y = cy + (v - 4 + 0.62) * vunit
        return int(x * dpi / 72), int(y * dpi / 72)

    probe(picture, where, label, painted)


for painted in (False, True):
    root = copy_tree(painted)
    name = "painted Ridge Farm" if painted else "Ridge Farm"
    render_png(root, "render " + name, painted)
    sheet_pdf(root, "sheet " + name, painted)

shutil.rmtree(tmp, ignore_errors=True)
check.finish()
