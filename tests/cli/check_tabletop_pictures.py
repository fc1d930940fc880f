"""`crestline render` and `los --report` on 15 mm tabletop tables
(maps/tables/hedgerows.table.xml and a small hand-made table): PDF on an A4
landscape page (pdfinfo) with the table's and the ruling's text (pdftotext),
PNG 1600 px wide, pixels of known colour at positions worked out by hand from
the layout in docs/rendering.md "Tabletop tables" (a building's fill, a
hill's level-1 fill, a team's side colour, the table cloth, a cutting piece's
outline, the witness line at its midpoint), the witness ends' plates clear
of every hill's label (pdftotext -bbox), SVG well-formed (xmllint); a
table with an error finding exits 1 and leaves the old file as it was; an
unknown team, a bad extension or --dpi exits 2 and writes nothing."""

import os
import re
import shutil
import subprocess
import tempfile

from cli_common import Check, args, read_png, run, run_json

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-tabletop-pictures-")
sample = os.path.join(src, "maps", "tables", "hedgerows.table.xml")


def out(name):
    return os.path.join(tmp, name)


# The layout (docs/rendering.md "Tabletop tables"), PNG and SVG: page 768 pt
# wide; margins 18, title band 38, axis band 14, gap 14, key column 176. For
# a 72" table the scale is (768 - 36 - 14 - 14 - 176) / 72 = 528 / 72 pt per
# inch; the table's left edge at 18 + 14 = 32 pt, its far edge at 18 + 38 =
# 56 pt; y runs up from the near edge. 150 dpi: 150 / 72 px per pt.
SCALE = 528 / 72
PX = 150 / 72


def pixel_at(image, x_in, y_in, depth_in=48):
    w, h, rows = image
    px = round((32 + x_in * SCALE) * PX - 0.5)
    py = round((56 + (depth_in - y_in) * SCALE) * PX - 0.5)
    return rows[py][px]


def near(got, want, slack=3):
    return got is not None and all(abs(a - b) <= slack for a, b in zip(got, want))


def hexrgb(v):
    return ((v >> 16) & 255, (v >> 8) & 255, v & 255)


# The table: 1600 px wide; its column (the key) is shorter than the table, so
# the page is 56 + 48 x 528/72 + 14 + 18 = 440 pt tall: 916.67 -> 917 px.
png = out("hedgerows.png")
code, stdout, stderr = run(exe, "render", sample, "--out", png)
check.expect(code == 0 and "wrote " + png in stdout, f"render hedgerows png: exit 0 and 'wrote', got {code}: {stderr.strip()[:300]}")
image = read_png(png) if os.path.exists(png) else None
if check.expect(image is not None, "render hedgerows png: an 8-bit RGB(A) PNG"):
    check.expect(image[:2] == (1600, 917), f"render png: 1600 x 917 px, got {image[:2]}")
    # Farmhouse (building 5, [34,38] x [20,24]) at (35, 21), clear of its id at its middle.
    check.expect(near(pixel_at(image, 35, 21), hexrgb(0x8a6f62)), f"building fill at (35, 21): {pixel_at(image, 35, 21)}")
    # Knoll (hill 13, level 1, [2,14] x [4,14]) at its middle (8, 9).
    check.expect(near(pixel_at(image, 8, 9), hexrgb(0xeddcbc)), f"hill level 1 fill at (8, 9): {pixel_at(image, 8, 9)}")
    # Team A1 (allies, side 0: blue) base [30,32] x [4,5.25] at its centre.
    check.expect(near(pixel_at(image, 31, 4.625), hexrgb(0x1f5fbf)), f"A1's base blue at its centre: {pixel_at(image, 31, 4.625)}")
    # Team B3 (axis, side 1: red) base [36,38] x [26,27.25].
    check.expect(near(pixel_at(image, 37, 26.625), hexrgb(0xc62828)), f"B3's base red at its centre: {pixel_at(image, 37, 26.625)}")
    # Open table between grid lines, outside every piece and zone.
    check.expect(near(pixel_at(image, 68.5, 20.5), hexrgb(0xfbf9f2)), f"table cloth at (68.5, 20.5): {pixel_at(image, 68.5, 20.5)}")
    # Bocage 8 ([0,24] x [27,27.5]) at (12, 27.25).
    check.expect(near(pixel_at(image, 12, 27.25), hexrgb(0x2f6b2a), 12), f"bocage at (12, 27.25): {pixel_at(image, 12, 27.25)}")

# PDF: one A4 landscape page with the title, the key and inch labels.
pdf = out("hedgerows.pdf")
code, stdout, stderr = run(exe, "render", sample, "--out", pdf)
check.expect(code == 0, f"render hedgerows pdf: exit 0, got {code}: {stderr.strip()[:300]}")
if shutil.which("pdfinfo") and os.path.exists(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    check.expect(re.search(r"^Pages:\s+1$", info, re.M), f"pdf: one page: {info}")
    check.expect("841.89 x 595.28" in info or "842 x 595" in info, f"pdf: A4 landscape: {info}")
    text = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", pdf, "-"], capture_output=True, text=True).stdout
    for want in ("Hedgerows", "Key", "Hill 6 \u00b7 Level 1", "72\u2033", "48\u2033", "Grenadier Platoon", "bocage", "A1", "K1", "crossroads"):
        check.expect(want in text, f"render pdf holds {want!r}")
    check.expect("R1" not in text.split(), "render pdf: the off-table team R1 is not drawn")
else:
    print("SKIP: pdfinfo (poppler-utils) not installed")

svg = out("hedgerows.svg")
code, stdout, stderr = run(exe, "render", sample, "--out", svg)
check.expect(code == 0, f"render hedgerows svg: exit 0, got {code}: {stderr.strip()[:300]}")
if shutil.which("xmllint") and os.path.exists(svg):
    check.expect(subprocess.run(["xmllint", "--noout", svg]).returncode == 0, "render svg: well-formed XML")

# --dpi: 300 dpi doubles the PNG.
code, stdout, stderr = run(exe, "render", sample, "--dpi", "300", "--out", out("h300.png"))
image = read_png(out("h300.png")) if code == 0 else None
check.expect(image is not None and image[:2] == (3200, 1833), f"render --dpi 300: 3200 x 1833 px (440 pt x 300/72 = 1833.3), got {image and image[:2]}")

# The blocked ruling A1 -> B1 (check_tabletop.py: cut by the field 3 and the smoke 12).
blocked = out("a1-b1.png")
code, stdout, stderr = run(exe, "los", sample, "A1", "B1", "--report", blocked)
check.expect(code == 0 and "LOS A1 -> B1: no" in stdout and "wrote " + blocked in stdout,
             f"los A1 B1 --report: exit 0, ruling and 'wrote', got {code}: {stdout!r} {stderr.strip()[:300]}")
image = read_png(blocked) if os.path.exists(blocked) else None
if image:
    check.expect(image[0] == 1600, f"ruling png: 1600 px wide, got {image[:2]}")
    # The wheat field 3 ([26,40] x [30,42]) cuts: its left edge at x 26 is outlined in red.
    check.expect(near(pixel_at(image, 26, 36), hexrgb(0xb2182b), 10), f"cutting field's outline red at (26, 36): {pixel_at(image, 26, 36)}")
    # The smoke 12 ([28,34] x [8,14]) too, on its right edge.
    check.expect(near(pixel_at(image, 34, 11), hexrgb(0xb2182b), 10), f"cutting smoke's outline red at (34, 11): {pixel_at(image, 34, 11)}")
    # The orchard 2 is active, not cutting: no red on its left edge at (50, 10).
    got = pixel_at(image, 50, 10)
    check.expect(not near(got, hexrgb(0xb2182b), 40), f"active, not cutting: no red at (50, 10): {got}")

pdf_blocked = out("a1-b1.pdf")
code, stdout, stderr = run(exe, "los", sample, "A1", "B1", "--report", pdf_blocked)
if code == 0 and shutil.which("pdftotext"):
    text = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", pdf_blocked, "-"], capture_output=True, text=True).stdout
    for want in ("A1 does not see B1", "every sight segment is cut by: 3 12", "hull of the two bases"):
        check.expect(want in text, f"blocked ruling pdf holds {want!r}")
    info = subprocess.run(["pdfinfo", pdf_blocked], capture_output=True, text=True).stdout
    check.expect(re.search(r"^Pages:\s+1$", info, re.M) and "841.89 x 595.28" in info, f"blocked ruling pdf: one A4 landscape page: {info}")

# The clear ruling H1 -> T1 (check_tabletop.py): the witness's midpoint, from
# its ends in the JSON, is drawn in the witness colour.
clear = out("h1-t1.png")
code, stdout, stderr = run(exe, "los", sample, "H1", "T1", "--report", clear, "--json")
check.expect(code == 0 and '"los": true' in stdout and "wrote " + clear in stderr,
             f"los H1 T1 --report --json: exit 0, JSON on stdout, 'wrote' on stderr, got {code}: {stderr.strip()[:300]}")
r = run_json(exe, "los", sample, "H1", "T1")
image = read_png(clear) if os.path.exists(clear) else None
if image and r and r.get("witness"):
    ends = []
    for end in ("from", "to"):
        xs, ys = r["witness"][end]["x_thou"], r["witness"][end]["y_thou"]
        frac = lambda s: (int(s.split("/")[0]) / int(s.split("/")[1]) if "/" in s else int(s)) / 1000
        ends.append((frac(xs), frac(ys)))
    mx, my = (ends[0][0] + ends[1][0]) / 2, (ends[0][1] + ends[1][1]) / 2
    check.expect(near(pixel_at(image, mx, my), hexrgb(0x00838f), 6), f"witness colour at its midpoint ({mx}, {my}): {pixel_at(image, mx, my)}")
pdf_clear = out("h1-t1.pdf")
code, stdout, stderr = run(exe, "los", sample, "H1", "T1", "--report", pdf_clear)
if code == 0 and shutil.which("pdftotext"):
    text = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", pdf_clear, "-"], capture_output=True, text=True).stdout
    for want in ("H1 sees T1", "lay a ruler from (", "witness"):
        check.expect(want in text, f"clear ruling pdf holds {want!r}")

# Neither hides the other: on the table (left of the right column, which on the A4 page starts at
# 841.89 - 18 - 176 = 647.89 pt), the plates of the witness's ends ("(~42.973, 22)" at H1, which
# stands at the top of hill 6, and "(~42.521, 5.5)" at T1), padded by their 2 pt, overlap no word of
# a hill's label "Hill N · Level L" (pdftotext -bbox; the label's halo repeats its words).
if code == 0 and shutil.which("pdftotext"):
    html = subprocess.run(["pdftotext", "-bbox", pdf_clear, "-"], capture_output=True, text=True).stdout
    words = [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
             re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)]
    table_words = [w for w in words if w[2] < 647.89]
    plates = [w for w in table_words if w[4].startswith("(~42.")]
    hills = [w for w in table_words if w[4] == "Hill"]
    check.expect(len(plates) == 2 and len(hills) >= 2, f"h1-t1.pdf: two end plates and the hills' labels on the table, got {plates} {hills}")
    for hill in hills:
        label = [w for w in table_words if abs(w[1] - hill[1]) < 0.5 and hill[0] - 1 <= w[0] <= hill[0] + 60]
        for plate in plates:
            line = [w for w in table_words if abs(w[1] - plate[1]) < 0.5 and plate[0] <= w[0] <= plate[2] + 25]
            x0, y0 = min(w[0] for w in line) - 2, min(w[1] for w in line) - 1
            x1, y1 = max(w[2] for w in line) + 2, max(w[3] for w in line) + 1
            hit = [w[4] for w in label if w[0] < x1 and w[2] > x0 and w[1] < y1 and w[3] > y0]
            check.expect(not hit, f"h1-t1.pdf: the plate {plate[4]} covers {hit} of the label at {hill[:2]}")

# A small hand-made table, 24" x 12": a building [8,16] x [2,10] and two 1"
# teams at (4, 6) and (20, 6), one per side, with the building between: no
# LOS, the building cuts. PNG scale 528 / 24 = 22 pt per inch.
small = out("small.table.xml")
with open(small, "w") as f:
    f.write('<table version="1" system="tabletop" id="small" width="24" depth="12" units="inch">\n'
            '<piece id="1" kind="building" cover="hard" movement="open"><pt x="8" y="2"/><pt x="16" y="2"/><pt x="16" y="10"/><pt x="8" y="10"/></piece>\n'
            '<side id="a"><unit id="u" training="trained">\n'
            '<team id="f" type="infantry" armour="soft" height="1"><pt x="4.5" y="6.5"/><pt x="3.5" y="6.5"/><pt x="3.5" y="5.5"/><pt x="4.5" y="5.5"/></team>\n'
            '</unit></side><side id="b"><unit id="v" training="trained">\n'
            '<team id="t" type="infantry" armour="soft" height="1"><pt x="19.5" y="5.5"/><pt x="20.5" y="5.5"/><pt x="20.5" y="6.5"/><pt x="19.5" y="6.5"/></team>\n'
            '</unit></side>\n'
            # A placed barrage template round t, [17,23] x [3,9] (drawn, no part of LOS).
            '<template id="barrage-1" kind="barrage" unit="u" x="20" y="6"><pt x="17" y="3"/><pt x="23" y="3"/><pt x="23" y="9"/><pt x="17" y="9"/></template>\n'
            '</table>\n')
spng = out("small.png")
code, stdout, stderr = run(exe, "los", small, "f", "t", "--report", spng)
check.expect(code == 0 and "LOS f -> t: no" in stdout, f"small table f -> t: blocked, got {code}: {stdout!r} {stderr.strip()[:300]}")
image = read_png(spng) if os.path.exists(spng) else None
if image:
    s = 528 / 24
    at = lambda x, y: image[2][round((56 + (12 - y) * s) * PX - 0.5)][round((32 + x * s) * PX - 0.5)]
    # The building's outline is red (it cuts) on its left edge at (8, 4).
    check.expect(near(at(8, 4), hexrgb(0xb2182b), 10), f"small: the cutting building's edge red at (8, 4): {at(8, 4)}")
    check.expect(near(at(20, 6), hexrgb(0xc62828)), f"small: t (side 1) red at (20, 6): {at(20, 6)}")
    check.expect(near(at(4, 5.8), hexrgb(0x1f5fbf)), f"small: f (side 0) blue at (4, 5.8): {at(4, 5.8)}")
    # Inside the barrage square, off the grid lines: the cloth (251, 249, 242) under orange
    # (217, 95, 2) at alpha 0.14 = (246.2, 227.4, 208.4); outside it, the bare cloth.
    check.expect(near(at(21.5, 7.5), (246, 227, 208)), f"small: the barrage tint at (21.5, 7.5): {at(21.5, 7.5)}")
    check.expect(near(at(21.5, 10.5), hexrgb(0xfbf9f2)), f"small: bare cloth above the barrage at (21.5, 10.5): {at(21.5, 10.5)}")

# Refusals. A table with an error finding (a team off the table's edge): exit 1, the old file kept.
broken = out("broken.table.xml")
with open(sample) as f:
    text = f.read()
with open(broken, "w") as f:
    f.write(text.replace('<pt x="63" y="43.5"/>', '<pt x="63" y="48.5"/>').replace('<pt x="62" y="43.5"/>', '<pt x="62" y="48.5"/>'))
old = out("old.png")
for argv in (("render", broken, "--out", old), ("los", broken, "A1", "B1", "--report", old)):
    with open(old, "wb") as f:
        f.write(b"old contents")
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 1 and "tabletop-" in stderr, f"{argv[0]} on a table with errors: exit 1 naming the finding, got {code}: {stderr.strip()[:300]}")
    with open(old, "rb") as f:
        check.expect(f.read() == b"old contents", f"{argv[0]} on a table with errors: the old file is left as it was")

# An unknown team, an off-table team: exit 2, nothing written.
for team in ("Z9", "R1"):
    target = out(f"none-{team}.png")
    code, stdout, stderr = run(exe, "los", sample, "A1", team, "--report", target)
    check.expect(code == 2 and f"'{team}'" in stderr and not os.path.exists(target),
                 f"--report to team {team}: exit 2 naming it and no file, got {code}: {stderr.strip()[:300]}")
# A bad extension or --dpi: exit 2 naming it, nothing written.
code, stdout, stderr = run(exe, "render", sample, "--out", out("h.bmp"))
check.expect(code == 2 and ".bmp" in stderr and not os.path.exists(out("h.bmp")), f"render .bmp: exit 2, got {code}: {stderr.strip()}")
code, stdout, stderr = run(exe, "los", sample, "A1", "B1", "--report", out("r.png"), "--dpi", "5")
check.expect(code == 2 and "--dpi 5" in stderr and not os.path.exists(out("r.png")), f"--report --dpi 5: exit 2, got {code}: {stderr.strip()}")
code, stdout, stderr = run(exe, "render", sample, "--hexes", "A1:B2", "--out", out("hx.png"))
check.expect(code == 2 and "--hexes A1:B2" in stderr, f"render --hexes on a table: exit 2, got {code}: {stderr.strip()}")

shutil.rmtree(tmp, ignore_errors=True)
check.finish()
