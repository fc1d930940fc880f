"""crestline viewshed, matrix and coverage on 15 mm tabletop tables (<table>,
docs/cli-systems.md "Tabletop tables"). On the hand-made table
tests/cli/data/wood-four.table.xml (a wood [15,25] x [10,20]; 1" square teams
of height 1 at level 0: a (5,15) and d (5,25) of side west, c (20,15) in the
wood and b (35,15) of side east), every verdict worked out on paper from
/shared/specs/tabletop-los.md:

- a-b: every segment from a's base (y 14.5..15.5) to b's crosses x 15..25 at
  y 14.5..15.5, inside the wood, which holds neither team: blocked, the wood
  cuts.
- d-b: a segment from d (upper left) to b (lower right) must pass above the
  wood's corner (25, 20) to miss it; the highest such line, from (4.5, 25.5)
  or (5.5, 25.5) to (35.5, 15.5), is at y 18.9 or 19.0 at x = 25: blocked.
- a-c, b-c, d-c: the wood holds c (its centre is in it), so it drops out
  [step 2]; nothing else stands between: clear.
- a-d: nothing between (x 4.5..5.5): clear.

So a sees d and c; b sees c only; c sees all three; d sees a and c. Counts
(how many other teams see each, LOS being reciprocal): a 2, d 2, b 1, c 3.
On the sample table maps/tables/hedgerows.table.xml the rulings worked by
hand in check_tabletop.py (A1-B1 blocked by 3 and 12, A2-A3 clear, G1-B2
blocked by 8, H1-T1 clear) are checked in the viewshed and the matrix, every
viewshed ruling against `los --json` of the same pair, every matrix cell
against `los`, on the sample and on three random tables. Pictures: the PNG's size for --dpi from the layout in
docs/rendering.md "Tabletop tables", pixels of the heat colour of a team's
count (the ramp of docs/rendering.md "The style table") on its disc, a seen
team's green ring, the sight line, the cutting wood's red outline; PDF text.
Refusals: a table with error findings exits 1 writing nothing; an unknown or
off-table team, a play-state flag, --scenario, a bad extension or --dpi
exit 2."""

import csv as csvmod
import json
import os
import random
import shutil
import subprocess
import tempfile
from fractions import Fraction

from cli_common import Check, args, read_png, run, run_json

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-tabletop-sight-")
WOOD = os.path.join(src, "tests", "cli", "data", "wood-four.table.xml")
SAMPLE = os.path.join(src, "maps", "tables", "hedgerows.table.xml")


def out(name):
    return os.path.join(tmp, name)


def near(got, want, slack=3):
    return got is not None and all(abs(a - b) <= slack for a, b in zip(got, want))


def hexrgb(v):
    return ((v >> 16) & 255, (v >> 8) & 255, v & 255)


def heat(fraction):
    """The heat ramp of docs/rendering.md (none -> most), linear between its six stops, as 0..255."""
    stops = [hexrgb(v) for v in (0xfff7bc, 0xc7e9b4, 0x7fcdbb, 0x41b6c4, 0x2c7fb8, 0x253494)]
    f = min(max(fraction, 0.0), 1.0) * (len(stops) - 1)
    i = min(int(f), len(stops) - 2)
    t = f - i
    return tuple(round(a + (b - a) * t) for a, b in zip(stops[i], stops[i + 1]))


def pdf_text(path):
    return subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"], capture_output=True, text=True).stdout


def exact(p):
    frac = lambda s: Fraction(int(s.split("/")[0]), int(s.split("/")[1])) if "/" in s else Fraction(int(s))
    return (frac(p["x_thou"]) / 1000, frac(p["y_thou"]) / 1000)


def in_square(point, cx, cy):
    """Exact: the point lies in the closed 1" square base centred on (cx, cy)."""
    x, y = point
    return abs(x - cx) <= Fraction(1, 2) and abs(y - cy) <= Fraction(1, 2)


CENTRE = {"a": (5, 15), "d": (5, 25), "b": (35, 15), "c": (20, 15)}
SEES = {("a", "d"), ("a", "c"), ("b", "c"), ("c", "d")}  # by hand, above; every other pair is blocked by the wood


def sees(x, y):
    return (x, y) in SEES or (y, x) in SEES


# ---- viewshed: text ---------------------------------------------------------
code, stdout, stderr = run(exe, "viewshed", WOOD, "a")
lines = stdout.splitlines()
check.expect(code == 0 and lines and lines[0].startswith("viewshed from a (side west, level 0):"), f"viewshed a: exit 0 and the head line, got {code}: {stdout!r} {stderr!r}")
# One line per other team in file order (d, b, c), '+' seen and '#' blocked.
check.expect([l[:2] + l.split(" ")[1] for l in lines[1:4]] == ["+ d", "# b", "+ c"], f"viewshed a: + d, # b, + c in file order: {lines[1:4]}")
check.expect(len(lines) > 2 and "blocked [step 3]; every sight segment is cut by: forest 1" in lines[2], f"viewshed a: b blocked by forest 1: {lines[2:3]}")
check.expect(len(lines) > 3 and "clear [step 3]; lay a ruler from (" in lines[3], f"viewshed a: c clear with a ruler: {lines[3:4]}")
check.expect(lines[-1:] == ["counts: sees 2; blocked 1 (3 teams)"], f"viewshed a: counts, got {lines[-1:]}")

# ---- viewshed: JSON, every team from every viewer, by hand -------------------
for viewer in ("a", "b", "c", "d"):
    v = run_json(exe, "viewshed", WOOD, viewer)
    if not check.expect(v is not None, f"viewshed {viewer} --json"):
        continue
    others = [t for t in ("a", "d", "b", "c") if t != viewer]  # file order
    got = [(r["to"], r["los"]) for r in v["rulings"]]
    want = [(t, sees(viewer, t)) for t in others]
    check.expect(got == want, f"viewshed {viewer}: verdicts {got}, by hand {want}")
    n = sum(1 for t in others if sees(viewer, t))
    check.expect(v["counts"] == {"sees": n, "blocked": 3 - n} and v["from"] == viewer and v["level"] == 0, f"viewshed {viewer}: counts {v['counts']}")
    for r in v["rulings"]:
        if r["los"]:
            w = r["witness"]
            ok = w is not None and in_square(exact(w["from"]), *CENTRE[viewer]) and in_square(exact(w["to"]), *CENTRE[r["to"]])
            check.expect(ok, f"viewshed {viewer} -> {r['to']}: a witness from base to base, got {w}")
        else:
            check.expect(r["cutting"] == [1] and r["witness"] is None, f"viewshed {viewer} -> {r['to']}: cut by the wood alone: {r['cutting']}")
        # The same object as `los --json` of the pair.
        check.expect(r == run_json(exe, "los", WOOD, viewer, r["to"]), f"viewshed {viewer} -> {r['to']}: the object `los --json` gives")

# The sample table: rulings worked by hand in check_tabletop.py, and every ruling equal to `los --json`.
for viewer, target, los, cutting in (("A1", "B1", False, [3, 12]), ("A2", "A3", True, []), ("G1", "B2", False, [8]), ("H1", "T1", True, [])):
    v = run_json(exe, "viewshed", SAMPLE, viewer)
    r = [x for x in v["rulings"] if x["to"] == target] if v else []
    check.expect(len(r) == 1 and r[0]["los"] == los and r[0]["cutting"] == cutting, f"sample viewshed {viewer}: {target} los {los} cut by {cutting}, got {r}")
v = run_json(exe, "viewshed", SAMPLE, "H1")
if check.expect(v is not None and len(v["rulings"]) == 9, "sample viewshed H1: the 9 other teams on the table (R1 is off the table)"):
    check.expect("R1" not in [r["to"] for r in v["rulings"]] and v["level"] == 1 and v["side"] == "axis", f"sample viewshed H1: {v['side']} level {v['level']}")
    for r in v["rulings"]:
        check.expect(r == run_json(exe, "los", SAMPLE, "H1", r["to"]), f"sample viewshed H1 -> {r['to']}: the object `los --json` gives")

# ---- matrix ----------------------------------------------------------------
csv = out("wood.csv")
code, stdout, stderr = run(exe, "matrix", WOOD, "--out", csv)
want = ("from\\to,a,d,b,c\n"
        "a,self,clear,blocked,clear\n"
        "d,clear,self,blocked,clear\n"
        "b,blocked,blocked,self,clear\n"
        "c,clear,clear,clear,self\n")
got = open(csv).read() if os.path.exists(csv) else None
check.expect(code == 0 and got == want, f"matrix wood: the CSV worked by hand, got {code}: {got!r} {stderr!r}")
check.expect(stdout == f"wrote {csv}: 4 teams, 6 pairs ruled, {len(want)} bytes of CSV\n", f"matrix wood: the line printed: {stdout!r}")

# A team id with a comma and a quote is one quoted field (RFC 4180), read back whole by a CSV reader.
odd = out("odd.table.xml")
with open(odd, "w") as f:
    f.write(open(WOOD).read().replace('id="a"', 'id="a,&quot;1"'))
code, stdout, stderr = run(exe, "matrix", odd, "--out", out("odd.csv"))
rows = list(csvmod.reader(open(out("odd.csv"), newline=""))) if code == 0 else []
check.expect(rows[:2] == [["from\\to", 'a,"1', "d", "b", "c"], ['a,"1', "self", "clear", "blocked", "clear"]],
             f"matrix: a team id with a comma and a quote quoted, got {code}: {rows[:2]} {stderr!r}")

csv = out("sample.csv")
code, stdout, stderr = run(exe, "matrix", SAMPLE, "--out", csv, "--threads", "3")
check.expect(code == 0 and "10 teams, 45 pairs ruled" in stdout, f"matrix sample: exit 0, 10 teams, 45 pairs, got {code}: {stdout!r} {stderr!r}")
if os.path.exists(csv):
    rows = [l.split(",") for l in open(csv).read().splitlines()]
    teams = rows[0][1:]
    check.expect(teams == ["A1", "A2", "A3", "G1", "T1", "B1", "B2", "B3", "H1", "K1"], f"matrix sample: teams in file order, R1 left out: {teams}")
    cell = {(r[0], teams[k]): c for r in rows[1:] for k, c in enumerate(r[1:])}
    for a, b, step in (("A1", "B1", "blocked"), ("A2", "A3", "clear"), ("G1", "B2", "blocked"), ("H1", "T1", "clear")):
        check.expect(cell.get((a, b)) == step and cell.get((b, a)) == step, f"matrix sample: {a}-{b} {step} both ways (by hand), got {cell.get((a, b))}, {cell.get((b, a))}")
    for i, a in enumerate(teams):
        check.expect(cell.get((a, a)) == "self", f"matrix sample: {a},{a} self")
        for b in teams[i + 1:]:
            r = run_json(exe, "los", SAMPLE, a, b)
            check.expect(r is not None and cell.get((a, b)) == r["step"] == cell.get((b, a)), f"matrix sample: {a}-{b} is `los`'s step {r and r['step']}, got {cell.get((a, b))} / {cell.get((b, a))}")

# Random tables (issue 30: the all-pairs equal single rulings on random boards
# of every system): woods, fields, buildings and walls at random, teams on a
# jittered lattice (never on a building or each other); every cell of the
# matrix, both ways, is `los`'s step for that pair.


def random_table(seed):
    rng = random.Random(seed)
    pieces, teams = [], []
    for k in range(12):
        kind = ("forest", "field", "building", "wall")[k % 4]
        x0, y0 = rng.randint(2, 34) + rng.choice((0, 0.5)), rng.randint(2, 24) + rng.choice((0, 0.25))
        w, h = (rng.randint(2, 5), rng.randint(2, 5)) if kind != "wall" else ((rng.randint(3, 6), 0.25) if k % 8 == 3 else (0.25, rng.randint(3, 6)))
        pieces.append((kind, [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]))
    cover = {"forest": 'cover="soft" movement="difficult"', "field": 'cover="soft" movement="open"',
             "building": 'cover="hard" movement="very-difficult"', "wall": 'cover="hard" movement="difficult" height="1"'}
    buildings = [c for kind, c in pieces if kind == "building"]
    inside = lambda x, y, c: c[0][0] - 1 <= x <= c[1][0] + 1 and c[0][1] - 1 <= y <= c[2][1] + 1
    for gx in range(4, 40, 8):
        for gy in range(4, 30, 8):
            x, y = gx + rng.choice((-1, 0, 0.5, 1)), gy + rng.choice((-1, 0, 0.5, 1))
            if not any(inside(x, y, c) for c in buildings) and rng.random() < 0.6:
                teams.append((x, y))
    xml = ['<?xml version="1.0"?>', f'<table version="1" system="tabletop" id="random-{seed}" name="Random {seed}" width="40" depth="30" units="inch">']
    for i, (kind, corners) in enumerate(pieces):
        xml.append(f'  <piece id="{i + 1}" kind="{kind}" {cover[kind]}>' + "".join(f'<pt x="{a}" y="{b}"/>' for a, b in corners) + "</piece>")
    for side in (0, 1):
        xml.append(f'  <side id="s{side}" name="Side {side}"><unit id="u{side}" training="trained">')
        for i, (x, y) in enumerate(teams):
            if i % 2 == side:
                xml.append(f'    <team id="t{i}" type="infantry" armour="soft" height="1">' +
                           "".join(f'<pt x="{a}" y="{b}"/>' for a, b in ((x + 0.5, y + 0.5), (x - 0.5, y + 0.5), (x - 0.5, y - 0.5), (x + 0.5, y - 0.5))) + "</team>")
        xml.append("  </unit></side>")
    xml.append("</table>")
    return "\n".join(xml) + "\n"


ruled = 0
for seed in (1, 2, 3):
    table = out(f"random-{seed}.table.xml")
    with open(table, "w") as f:
        f.write(random_table(seed))
    csv = out(f"random-{seed}.csv")
    code, stdout, stderr = run(exe, "matrix", table, "--out", csv)
    if not check.expect(code == 0, f"matrix on random table {seed}: exit 0, got {code}: {stdout!r} {stderr!r}"):
        continue
    rows = [l.split(",") for l in open(csv).read().splitlines()]
    teams = rows[0][1:]
    cell = {(r[0], teams[k]): c for r in rows[1:] for k, c in enumerate(r[1:])}
    for i, a in enumerate(teams):
        for b in teams[i + 1:]:
            r = run_json(exe, "los", table, a, b)
            check.expect(r is not None and cell.get((a, b)) == r["step"] == cell.get((b, a)),
                         f"matrix random {seed}: {a}-{b} is `los`'s step {r and r['step']}, got {cell.get((a, b))} / {cell.get((b, a))}")
            ruled += 1
check.expect(ruled >= 3 * 28, f"random tables: at least 84 pairs ruled, got {ruled}")

# ---- coverage --------------------------------------------------------------
# PNG at --dpi 100: 768 pt wide; a 40" x 30" table at 528 / 40 = 13.2 pt per inch is 396 pt deep, and the
# right column (panel and key) is shorter, so the page is 56 + 396 + 14 + 18 = 484 pt: 1066.7 -> 1067 by 672.2 -> 672 px.
png = out("wood-coverage.png")
code, stdout, stderr = run(exe, "coverage", WOOD, "--out", png, "--dpi", "100")
check.expect(code == 0 and stdout == f"wrote {png}\n", f"coverage wood png: exit 0 and 'wrote', got {code}: {stdout!r} {stderr!r}")
image = read_png(png) if os.path.exists(png) else None
if check.expect(image is not None, "coverage wood: an 8-bit RGB(A) PNG"):
    check.expect(image[:2] == (1067, 672), f"coverage wood --dpi 100: 1067 x 672 px, got {image[:2]}")
    S, PX = 13.2, 100 / 72

    def at_pt(x_pt, y_pt):
        return image[2][round(y_pt * PX - 0.5)][round(x_pt * PX - 0.5)]

    # Each team's disc (radius: half the base's 13.2 pt diagonal + 3.5 = 12.83 pt) 4 pt below its base
    # (past the base's 1.5 pt white edge), in the heat colour of its count over the most (3): c 3 -> the ramp's
    # end, b 1 -> a third of the way, a and d 2 -> two thirds.
    for team, count in (("c", 3), ("b", 1), ("a", 2), ("d", 2)):
        cx, cy = CENTRE[team]
        x_pt, y_pt = 32 + cx * S, 56 + (30 - (cy - 0.5)) * S + 4
        check.expect(near(at_pt(x_pt, y_pt), heat(count / 3), 4), f"coverage wood: {team}'s disc in the heat colour of {count} {heat(count / 3)}, got {at_pt(x_pt, y_pt)}")
pdf = out("wood-coverage.pdf")
code, stdout, stderr = run(exe, "coverage", WOOD, "--out", pdf)
if code == 0 and shutil.which("pdftotext"):
    text = pdf_text(pdf)
    for want_line in ("Who sees each team", "a (west): seen by 2: d, c", "d (west): seen by 2: a, c", "b (east): seen by 1: c",
                      "c (east): seen by 3: a, d, b"):
        check.expect(want_line in text, f"coverage wood pdf: {want_line!r} (by hand)")
else:
    check.expect(code == 0, f"coverage wood pdf: exit 0, got {code}: {stderr!r}")
code, stdout, stderr = run(exe, "coverage", SAMPLE, "--out", out("sample-coverage.svg"))
if check.expect(code == 0, f"coverage sample svg: exit 0, got {code}: {stderr!r}") and shutil.which("xmllint"):
    check.expect(subprocess.run(["xmllint", "--noout", out("sample-coverage.svg")]).returncode == 0, "coverage sample svg: well-formed XML")

# ---- viewshed --out ----------------------------------------------------------
png = out("wood-viewshed-a.png")
code, stdout, stderr = run(exe, "viewshed", WOOD, "a", "--out", png)
check.expect(code == 0 and stdout == f"wrote {png}\n", f"viewshed --out png: exit 0 and 'wrote', got {code}: {stdout!r} {stderr!r}")
image = read_png(png) if os.path.exists(png) else None
if check.expect(image is not None, "viewshed a: an 8-bit PNG"):
    S, PX = 13.2, 150 / 72
    at_in = lambda x, y: image[2][round((56 + (30 - y) * S) * PX - 0.5)][round((32 + x * S) * PX - 0.5)]
    check.expect(image[0] == 1600, f"viewshed a png: 1600 px wide, got {image[:2]}")
    # The sight line a -> c (its witness runs along y = 15 from a's base to c's) at x 12.5: clear green.
    check.expect(near(at_in(12.5, 15), hexrgb(0x1a9641), 6), f"viewshed a: the sight line to c green at (12.5, 15): {at_in(12.5, 15)}")
    # d is seen: its ring, 2 to 4.5 pt out from its base, green below its near edge (y 24.5), clear of the sight line at x 5.
    ring = image[2][round((56 + (30 - 24.5) * S + 3.25) * PX - 0.5)][round((32 + 5.3 * S) * PX - 0.5)]
    check.expect(near(ring, hexrgb(0x1a9641), 6), f"viewshed a: d's ring green: {ring}")
    # The wood cuts every segment to b: its left edge outlined red at (15, 12).
    check.expect(near(at_in(15, 12), hexrgb(0xb2182b), 10), f"viewshed a: the cutting wood's edge red at (15, 12): {at_in(15, 12)}")
pdf = out("wood-viewshed-a.pdf")
code, stdout, stderr = run(exe, "viewshed", WOOD, "a", "--out", pdf)
if code == 0 and shutil.which("pdftotext"):
    text = pdf_text(pdf)
    for want_line in ("a sees 2 of 3 teams", "d (west): seen", "b (east): blocked by forest 1", "c (east): seen"):
        check.expect(want_line in text, f"viewshed a pdf: {want_line!r}")
else:
    check.expect(code == 0, f"viewshed a pdf: exit 0, got {code}: {stderr!r}")

# ---- refusals ----------------------------------------------------------------
for team in ("Z9", "R1"):  # no team; a team of an off-table unit
    for argv in (("viewshed", SAMPLE, team), ("viewshed", SAMPLE, team, "--out", out("none.png"))):
        code, stdout, stderr = run(exe, *argv)
        check.expect(code == 2 and f"'{team}'" in stderr and "hedgerows.table.xml" in stderr and stdout == "",
                     f"{' '.join(argv[:1] + argv[2:])}: exit 2 naming the team and the file, got {code}: {stderr!r}")
check.expect(not os.path.exists(out("none.png")), "viewshed of an unknown team writes nothing")
for argv, flag in ((("viewshed", WOOD, "a", "--smoke", "0101"), "--smoke"), (("matrix", WOOD, "--out", out("m.csv"), "--barrage", "0101"), "--barrage"),
                   (("viewshed", WOOD, "a", "--night"), "--night")):
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 2 and flag in stderr and "tabletop table" in stderr, f"{argv[0]} {flag} on a table: exit 2 naming it, got {code}: {stderr!r}")
check.expect(not os.path.exists(out("m.csv")), "matrix with a play-state flag writes nothing")
scen = os.path.join(src, "scenarios", "library", "hold-the-ridge.scenario.xml")
code, stdout, stderr = run(exe, "coverage", WOOD, "--out", out("c.png"), "--scenario", scen)
check.expect(code == 2 and "--scenario" in stderr, f"coverage --scenario on a table: exit 2, got {code}: {stderr!r}")
for argv in (("coverage", WOOD, "--out", out("c.gif")), ("coverage", WOOD, "--out", out("c.png"), "--dpi", "5"),
             ("viewshed", WOOD, "a", "--out", out("v.bmp"))):
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 2, f"{' '.join(argv[:1] + argv[3:])}: exit 2, got {code}: {stderr!r}")
check.expect(not any(os.path.exists(out(n)) for n in ("c.gif", "c.png", "v.bmp")), "bad extension or dpi: nothing written")
# Output over the input: refused, the table unchanged.
copy = out("copy.table.xml")
shutil.copy(WOOD, copy)
code, stdout, stderr = run(exe, "matrix", copy, "--out", copy)
check.expect(code == 2 and open(copy).read() == open(WOOD).read(), f"matrix --out the table itself: exit 2, the table kept, got {code}: {stderr!r}")

# A table with an error finding (b reaches past the table's right edge at x 40): exit 1 naming it, an old file kept.
broken = out("broken.table.xml")
with open(broken, "w") as f:
    f.write(open(WOOD).read().replace('<pt x="35.5" y="15.5"/>', '<pt x="40.5" y="15.5"/>').replace('<pt x="35.5" y="14.5"/>', '<pt x="40.5" y="14.5"/>'))
old = out("old")
for argv in (("viewshed", broken, "a"), ("viewshed", broken, "a", "--out", old + ".png"), ("matrix", broken, "--out", old + ".csv"),
             ("coverage", broken, "--out", old + ".png")):
    for name in (old + ".png", old + ".csv"):
        with open(name, "wb") as f:
            f.write(b"old contents")
    code, stdout, stderr = run(exe, *argv)
    check.expect(code == 1 and "tabletop-off-edge" in stderr and stdout == "", f"{argv[0]} on a table with errors: exit 1 naming the finding, got {code}: {stdout!r} {stderr!r}")
    for name in (old + ".png", old + ".csv"):
        check.expect(open(name, "rb").read() == b"old contents", f"{argv[0]} on a table with errors: {name} left as it was")

shutil.rmtree(tmp)
check.finish()
