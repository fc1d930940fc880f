"""Pictures of Fields of Fire LOS on the sample card map
maps/boards/mission1.map.xml: `los --report`, `viewshed --out` and
`coverage`. The rulings are worked out by hand from fof-los.md and the
sample deck (maps/catalogs/fof-normandy-sample.deck.xml); the page layout
from docs/rendering.md ("FoF card maps", "LOS pictures of card maps").

The sample, rows 3 to 1 (row 0: four face-down Main Staging Area cards):
  42 Crossroads  37 Marsh        40 Wooded Slope  25 Village
  12 Hedgerow    28 Farm (Hill 6 under it: level 1)  54 Stone Walls  23 Orchard
  22 Woods       7 Open Fields   34 Pasture       27 Sunken Road
Borders used below: card 7 all white; card 12 all dark; card 34 W dark."""

import os
import re
import shutil
import subprocess
import tempfile

from cli_common import Check, args, board, read_png, run

exe, src = args()
check = Check()
mission1 = board(src, "mission1")
grown = os.path.join(src, "tests", "cli", "data", "fof-grown.map.xml")
tmp = tempfile.mkdtemp(prefix="crestline-fof-los-pictures-")
have_poppler = shutil.which("pdftotext") is not None


def out(name):
    return os.path.join(tmp, name)


def pdf_text(path):
    return subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"], capture_output=True, text=True).stdout


def pdf_words(path):
    """[(text, xMin, yMin, xMax, yMax)] in points from the page's top-left corner (pdftotext -bbox)."""
    html = subprocess.run(["pdftotext", "-bbox", path, "-"], capture_output=True, text=True).stdout
    return [(m.group(5), float(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4)))
            for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)]


def squash(s):
    return " ".join(s.split())


# ---- the page layout of the viewshed and coverage pictures -------------------
# As `render` draws the card map (check_fof_pictures.py): 96 pt cards, gap
# 11.52 pt, the row-name band 40.32 pt, page 506.4 pt wide with 18 pt
# margins, so the drawing (470.4 pt) starts at x = 18; the title band puts
# its top at y = 18 + 34 = 52. The top band over row 3 is 0.22 x 96 =
# 21.12 pt. Card (c, r), r >= 1, of 3 rows: left 18 + 40.32 + (c - 1) x
# 107.52, top 52 + 21.12 + (3 - r) x 107.52. Row 0 lies 2 gaps (23.04 pt)
# below row 1 less one gap: top 52 + 21.12 + 3 x 107.52 - 11.52 + 23.04.
def card_box(c, r):
    x = 18 + 40.32 + (c - 1) * 107.52
    y = 52 + 21.12 + (3 - r) * 107.52 if r >= 1 else 52 + 21.12 + 3 * 107.52 - 11.52 + 23.04
    return x, y, x + 96, y + 96


def centre_px(c, r, dpi):
    x0, y0, x1, y1 = card_box(c, r)
    return int((x0 + x1) / 2 * dpi / 72), int((y0 + y1) / 2 * dpi / 72)


def hexrgb(v):
    return ((v >> 16) & 255, (v >> 8) & 255, v & 255)


def near(got, want, slack=2):
    return got is not None and all(abs(a - b) <= slack for a, b in zip(got, want))


# The key's faces (docs/rendering.md, "LOS pictures of card maps").
FACE = {"viewer": hexrgb(0xcfdcf2), "LOS": hexrgb(0xcde9d3), "blocked": hexrgb(0xf3cdd2), "too far": hexrgb(0xddd3e9)}

# ---- viewshed --out ------------------------------------------------------------
# From C1R1 (card 22, level 0), fire, daylight (M = 3):
#   C2R1: d = 1, adjacent: LOS whatever the borders (step 6), band C.
#   C4R1: straight along row 1, walk (1,1) (2,1) (3,1) (4,1); (2,1) is card 7,
#         all white; (3,1) is card 34, entered by its W segment, dark, and
#         L = 0 >= top = max(0, 0): blocked at C3R1 (step 7). d = 3 <= M.
#   C1R3: walk (1,1) (1,2) (1,3); (1,2) is card 12, all dark: blocked at C1R2.
#   C1R0: the Main Staging Area, fire: no LOS (step 2).
png = out("v.png")
code, stdout, stderr = run(exe, "viewshed", mission1, "C1R1", "--out", png)
check.expect(code == 0 and stdout.strip() == f"wrote {png}", f"viewshed --out png: exit 0 and 'wrote', got {code}: {stdout!r} {stderr.strip()[:300]}")
image = read_png(png) if os.path.exists(png) else None
check.expect(image is not None and image[0] == 1055, f"viewshed png: 506.4 pt at 150 dpi = 1055 px wide, got {image and image[0]}")
if image:
    rows = image[2]
    for (c, r), verdict in (((1, 1), "viewer"), ((2, 1), "LOS"), ((4, 1), "blocked"), ((1, 3), "blocked")):
        x, y = centre_px(c, r, 150)
        got = rows[y][x]
        check.expect(near(got, FACE[verdict]), f"viewshed C{c}R{r}: centre pixel ({x}, {y}) {got}, expected the {verdict} face {FACE[verdict]}")
    # The key's first entry, the viewer's swatch, at its left edge: 10 pt high,
    # 16 pt wide, its upper 62 % the face; the key starts 10 pt under the
    # drawing (470.4 pt wide, 456.96 pt high: row 0's top 355.2 + 96 + 5.76),
    # its line 15 pt high: the swatch's top at 52 + 456.96 + 10 + 2.5.
    x, y = int((18 + 8) * 150 / 72), int((52 + 456.96 + 10 + 2.5 + 3) * 150 / 72)
    check.expect(near(rows[y][x], FACE["viewer"]), f"viewshed key: the viewer swatch at ({x}, {y}) {rows[y][x]}, expected {FACE['viewer']}")

# Night (M = 1): C3R1 is 2 cards away: too far (step 5); C2R1 still adjacent.
png = out("night.png")
code, stdout, stderr = run(exe, "viewshed", mission1, "C1R1", "--night", "--dpi", "100", "--out", png)
check.expect(code == 0, f"viewshed --night --out: exit 0, got {code}: {stderr.strip()[:300]}")
image = read_png(png) if os.path.exists(png) else None
check.expect(image is not None and image[0] == 703, f"viewshed png at 100 dpi: 506.4 x 100 / 72 = 703.3 -> 703 px wide, got {image and image[0]}")
if image:
    for (c, r), verdict in (((3, 1), "too far"), ((2, 1), "LOS")):
        x, y = centre_px(c, r, 100)
        check.expect(near(image[2][y][x], FACE[verdict]), f"night viewshed C{c}R{r}: centre {image[2][y][x]}, expected {verdict} {FACE[verdict]}")

if have_poppler:
    pdf = out("v.pdf")
    code, stdout, stderr = run(exe, "viewshed", mission1, "C1R1", "--smoke", "C2R2", "--out", pdf)
    check.expect(code == 0, f"viewshed --smoke --out pdf: exit 0, got {code}: {stderr.strip()[:300]}")
    text = pdf_text(pdf) if code == 0 else ""
    # Smoke on C2R2 obscures it: blocked (step 4); C1R2 is adjacent: LOS.
    for want in ("What C1R1 sees", "viewer", "LOS \u00b7 range C", "blocked at C3R1", "blocked at C1R2", "blocked: obscured", "SMOKE", "no LOS"):
        check.expect(want in text, f"viewshed pdf holds {want!r}")
    # The key's counts: LOS to C2R1, C3R1, C1R2 (3; C2R2 under Smoke is
    # not); the four staging cards no LOS; the rest blocked: 15 - 3 - 4 = 8.
    # The text viewshed agrees ("counts: LOS 3; no LOS 12 (15 cards)").
    for want in ("LOS: 3", "blocked: 8", "too far: 0", "undetermined: 0", "no LOS: 4"):
        check.expect(want in text, f"viewshed pdf key holds {want!r}")
    code, plain, _ = run(exe, "viewshed", mission1, "C1R1", "--smoke", "C2R2")
    check.expect(code == 0 and "counts: LOS 3; no LOS 12 (15 cards)" in plain, f"viewshed text counts agree with the picture's: {plain[-400:]!r}")

# ---- los --report --------------------------------------------------------------
# C1R1 -> C4R1, as above: blocked at (3,1) by its W segment, step 7; range V.
headline = "(1,1) -> (4,1): BLOCKED at (3,1), its W segment dark [5.2.1] (step 7)"
code, ruling, stderr = run(exe, "los", mission1, "C1R1", "C4R1")
check.expect(code == 0 and ruling.splitlines()[0] == headline, f"los C1R1 C4R1: {headline!r}, got {ruling[:200]!r}")
pdf = out("r.pdf")
code, stdout, stderr = run(exe, "los", mission1, "C1R1", "C4R1", "--report", pdf)
check.expect(code == 0, f"los --report pdf: exit 0, got {code}: {stderr.strip()[:300]}")
check.expect(stdout == ruling + f"wrote {pdf}\n", f"los --report: the ruling as without --report, then 'wrote': {stdout[-300:]!r}")
if have_poppler and code == 0:
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    check.expect("595.28 x 841.89" in info, f"report: A4 portrait as the hex report: {info}")
    text = pdf_text(pdf)
    flat = squash(text)
    for want in ("Line of sight C1R1 \u2192 C4R1: BLOCKED", headline, "sighter", "target", "blocks: W dark", "short round",
                 "The ruling, as crestline los prints it"):
        check.expect(want in text, f"report pdf holds {want!r}")
    # Every line `crestline los` prints is on the page (long lines broken at a space).
    for line in ruling.splitlines():
        check.expect(squash(line) in flat, f"report pdf holds the ruling's line {line.strip()!r}")
    # The plates lie on their cards, all on row 1: "sighter" on C1R1, "blocks"
    # on C3R1, "target" on C4R1, left to right at one height (the key's words
    # of the same names lie below the map).
    words = pdf_words(pdf)
    blocks = [w for w in words if w[0] == "blocks:"]
    row = [w for w in words if blocks and abs(w[2] - blocks[0][2]) < 2 and w[0] in ("sighter", "blocks:", "target")]
    check.expect([w[0] for w in sorted(row, key=lambda w: w[1])] == ["sighter", "blocks:", "target"],
                 f"report: sighter, blocks, target plates left to right on row 1: {row}")

png = out("r.png")
code, stdout, stderr = run(exe, "los", mission1, "C1R1", "C4R1", "--report", png)
size = read_png(png)[:2] if code == 0 else None
check.expect(size == (1240, 1754), f"report png: A4 at 150 dpi = 1240 x 1754 px, got {size}")
svg = out("r.svg")
code, stdout, stderr = run(exe, "los", mission1, "C1R1", "C4R1", "--report", svg, "--json")
check.expect(code == 0 and stdout.lstrip().startswith("{") and f"wrote {svg}" in stderr, f"los --report --json: JSON out, 'wrote' on stderr: {code} {stderr!r}")
if shutil.which("xmllint") and os.path.exists(svg):
    check.expect(subprocess.run(["xmllint", "--noout", svg]).returncode == 0, "report svg: well-formed XML")

if have_poppler:
    # The marks a ruling is made under: Smoke on the target obscures it (step 4).
    pdf = out("smoke.pdf")
    code, stdout, stderr = run(exe, "los", mission1, "C1R1", "C2R1", "--smoke", "C2R1", "--incoming", "C4R3", "--air-strike", "C3R3",
                               "--report", pdf)
    check.expect(code == 0 and stdout.startswith("(1,1) -> (2,1): BLOCKED"), f"los --smoke on the target: blocked, got {code}: {stdout[:200]!r}")
    text = pdf_text(pdf) if code == 0 else ""
    for want in ("SMOKE", "INCOMING", "AIR STRIKE", "obscured: blocked", "SMOKE on C2R1", "INCOMING on C4R3", "AIR STRIKE on C3R3"):
        check.expect(want in squash(text), f"report with marks holds {want!r}")
    # A grown map with an empty cell on the way: undetermined (fof-los.md step 7).
    pdf = out("grown.pdf")
    code, stdout, stderr = run(exe, "los", grown, "C1R1", "C3R1", "--report", pdf)
    check.expect(code == 0 and "UNDETERMINED" in stdout.splitlines()[0], f"los grown C1R1 C3R1: undetermined, got {code}: {stdout[:200]!r}")
    text = pdf_text(pdf) if code == 0 else ""
    check.expect("no card: undetermined" in text and "UNDETERMINED" in text, "report on the grown map: the empty cell named undetermined")

# ---- coverage ------------------------------------------------------------------
pdf = out("c.pdf")
code, stdout, stderr = run(exe, "coverage", mission1, "--out", pdf)
check.expect(code == 0 and stdout.strip() == f"wrote {pdf}", f"coverage card map: exit 0 and 'wrote', got {code}: {stdout!r} {stderr.strip()[:300]}")
csv = out("m.csv")
code, _, stderr = run(exe, "matrix", mission1, "--out", csv)
check.expect(code == 0, f"matrix: exit 0, got {code}: {stderr}")
seen_by = {}
if code == 0:
    with open(csv) as f:
        table = [line.strip().split(",") for line in f]
    names = table[0][1:]
    for j, name in enumerate(names):
        seen_by[name] = sum(1 for row in table[1:] if row[1 + j] == "los")
# By hand: a Main Staging Area card sees nothing and is seen by nothing under fire [2.4.2].
check.expect(seen_by.get("C1R0") == 0, f"matrix: C1R0 seen by 0, got {seen_by.get('C1R0')}")
# By hand: C2R1 (card 7, level 0), seen by 6. Adjacent, LOS whatever the
# borders [1.2.6]: C1R1, C3R1, C1R2, C2R2, C3R2 (5). The rest (fof-los.md
# integer walk; the entry segment faces the card before):
#   C4R1: (4,1) (3,1) (2,1): 34 entered by E, dark, level 0 >= top 0: blocked.
#   C4R2: dc -2, dr -1: (4,2) (3,2) (3,1) (2,1): 54 entered by E, dark: blocked.
#   C1R3: dc 1, dr -2: (1,3) (1,2) ...: 12 is all dark: blocked.
#   C2R3: (2,3) (2,2) (2,1): the stack 28 on Hill 6 (level 1), N dark on
#         Hill 6, so dark on the stack; 1 >= 0: blocked.
#   C3R3: dc -1, dr -2: (3,3) (3,2) ...: 54 entered by N, dark: blocked.
#   C4R3: dc = dr = -2 (p = q = -1, both odd): through the corners, walk
#         (4,3) (3,2) (2,1); 54 by NE and SW, both white: LOS (6).
#   The four Main Staging Area cards: no fire in or out [2.4.2].
if have_poppler and os.path.exists(pdf):
    words = pdf_words(pdf)

    def count_on(c, r):
        x0, y0, x1, y1 = card_box(c, r)
        on = [w for w in words if x0 <= w[1] and w[3] <= x1 and y0 <= w[2] and w[4] <= y1]
        for i in range(len(on) - 2):
            if on[i][0] == "seen" and on[i + 1][0] == "by":
                return int(on[i + 2][0])
        return None

    for (c, r) in ((1, 0), (2, 2), (2, 1), (4, 3)):
        name = f"C{c}R{r}"
        got = count_on(c, r)
        check.expect(got is not None and got == seen_by.get(name), f"coverage: {name} 'seen by {seen_by.get(name)}' (from the matrix CSV) on its card, got {got}")
    check.expect(count_on(1, 0) == 0, "coverage: C1R0 seen by 0 (by hand)")
    check.expect(count_on(2, 1) == 6, f"coverage: C2R1 seen by 6 (by hand), got {count_on(2, 1)}")
    text = pdf_text(pdf)
    most = max(seen_by.values()) if seen_by else -1
    check.expect(f"most {most}" in text and "other cards that see the card (LOS), of 15" in text, f"coverage key: most {most}, of 15")
png = out("c.png")
code, stdout, stderr = run(exe, "coverage", mission1, "--out", png, "--dpi", "72")
image = read_png(png) if code == 0 else None
check.expect(image is not None and image[0] == 506, f"coverage png at 72 dpi: 506.4 pt -> 506 px wide, got {image and image[0]}")

# ---- refusals ------------------------------------------------------------------
code, stdout, stderr = run(exe, "coverage", mission1, "--out", out("x.png"), "--scenario",
                           os.path.join(src, "scenarios", "library", "mission1-trevieres.scenario.xml"))
check.expect(code == 2 and "--scenario" in stderr and "card map" in stderr and not os.path.exists(out("x.png")),
             f"coverage --scenario on a card map: exit 2 naming it, nothing written, got {code}: {stderr.strip()}")
for argv, what in ((["los", mission1, "C1R1", "C4R1", "--report", out("x.txt")], "unknown output extension '.txt'"),
                   (["viewshed", mission1, "C1R1", "--out", out("x.png"), "--dpi", "5"], "--dpi 5"),
                   (["coverage", mission1, "--out", out("x.png"), "--dpi", "2000"], "--dpi 2000"),
                   (["los", mission1, "C1R1", "C9R9", "--report", out("x.png")], "no card at (9,9)"),
                   (["viewshed", mission1, "C1R1", "--eye-to", "1", "--out", out("x.png")], "--eye-to")):
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 2 and what in stderr and not os.path.exists(out("x.png")), f"{argv[0]} {argv[2:]}: exit 2 naming {what!r}, got {code}: {stderr.strip()[:300]}")

# An output that is the input: refused, the map unchanged.
copy = out("copy.map.xml")
shutil.copy(mission1, copy)
with open(copy, "rb") as f:
    before = f.read()
for argv in (["los", copy, "C1R1", "C4R1", "--report", copy], ["viewshed", copy, "C1R1", "--out", copy], ["coverage", copy, "--out", copy]):
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 2 and "is the input" in stderr, f"{argv[0]} over its input: exit 2, got {code}: {stderr.strip()[:300]}")
with open(copy, "rb") as f:
    check.expect(f.read() == before, "the card map is unchanged")

# A card map with an error finding (card 99, which the deck lacks): exit 1, the old picture kept.
os.makedirs(out("boards"))
os.makedirs(out("catalogs"))
shutil.copy(os.path.join(src, "maps", "catalogs", "fof-normandy-sample.deck.xml"), out("catalogs"))
broken = out(os.path.join("boards", "broken.map.xml"))
with open(broken, "w") as f:
    f.write(before.decode().replace('card="27"', 'card="99"'))
old = out("old.png")
for argv in (["los", broken, "C1R1", "C2R1", "--report", old], ["viewshed", broken, "C1R1", "--out", old], ["coverage", broken, "--out", old]):
    with open(old, "wb") as f:
        f.write(b"old contents")
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 1 and "fof-unknown-card" in stderr + stdout, f"{argv[0]} on a card map with an error: exit 1 naming the finding, got {code}: {stderr.strip()[:300]}")
    with open(old, "rb") as f:
        check.expect(f.read() == b"old contents", f"{argv[0]} on a broken card map: the old picture is left as it was")

shutil.rmtree(tmp, ignore_errors=True)
check.finish()
