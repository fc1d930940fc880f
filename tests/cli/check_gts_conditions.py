"""GTS play state and asymmetric analyses on the command line
(tests/cli/data/gts-conditions.map.xml, whose comment lays the board out;
tests/cli/data/gts-small.map.xml for a strongpoint). Every verdict, range,
count and rule is worked out by hand from gts-los.md (examples 2, 5, 6, 7, 8):
a string down one column crosses only that column, d is the difference of
the rows.
- --weather, --night, --purpose, --barrage fill the play state: range 8,
  2 in fog, rain or at night, 13 from an OP spotting; a barrage between
  blocks, light or heavy, one in the sighter's or target's hex does not.
- bad values and flags the map's system does not read: exit 2 naming them.
- a GTS ruling's JSON has null levels, hindrance, near misses, discounted.
- pictures: `los --report` and `viewshed --out` draw the barrage markers
  the ruling was made under (their burst labelled LB / HB, found by
  pdftotext), and none without --barrage.
- matrix: reciprocal (header from\\to) unless an OP spots or a strongpoint
  stands on the board, then both directions (header says so); viewshed rules
  from the viewer."""

import csv
import os
import re
import shutil
import subprocess
import tempfile

from cli_common import Check, args, board, run, run_json

exe, src = args()
check = Check()
data = os.path.join(src, "tests", "cli", "data")
gmap = os.path.join(data, "gts-conditions.map.xml")
small = os.path.join(data, "gts-small.map.xml")
ffmap = board(src, "millbrook")

# from, to, flags, outcome, rule, d, M (None: not checked)
CASES = [
    # [15.4] range 8 by clear or overcast day (example 5)
    ("A1", "A9", [], "sees", "[15.4]", 8, 8),
    ("A1", "A10", [], "out of range", "[15.4]", 9, 8),
    ("A1", "A9", ["--weather", "overcast"], "sees", "[15.4]", 8, 8),
    ("A1", "A10", ["--weather", "overcast"], "out of range", "[15.4]", 9, 8),
    ("A1", "A9", ["--weather", "clear"], "sees", "[15.4]", 8, 8),
    # [26.0] fog and rain, [28.0] night: 2
    ("A1", "A3", ["--weather", "fog"], "sees", "[15.4]", 2, 2),
    ("A1", "A4", ["--weather", "fog"], "out of range", "[26.0]", 3, 2),
    ("A1", "A3", ["--weather", "rain"], "sees", "[15.4]", 2, 2),
    ("A1", "A4", ["--weather", "rain"], "out of range", "[26.0]", 3, 2),
    ("A1", "A3", ["--night"], "sees", "[15.4]", 2, 2),
    ("A1", "A4", ["--night"], "out of range", "[28.0]", 3, 2),
    # [15.4.2] an OP spotting sees 13 by day, 2 in fog or at night; firing, 8
    ("B1", "B14", ["--purpose", "spot"], "sees", "[15.4]", 13, 13),
    ("B1", "B15", ["--purpose", "spot"], "out of range", "[15.4.2]", 14, 13),
    ("B1", "B14", ["--purpose", "spot", "--weather", "overcast"], "sees", "[15.4]", 13, 13),
    ("B1", "B14", ["--purpose", "fire"], "out of range", "[15.4]", 13, 8),
    ("B1", "B14", [], "out of range", "[15.4]", 13, 8),
    ("B1", "B3", ["--purpose", "spot", "--weather", "fog"], "sees", "[15.4]", 2, 2),
    ("B1", "B4", ["--purpose", "spot", "--weather", "fog"], "out of range", "[26.0]", 3, 2),
    ("B1", "B4", ["--purpose", "spot", "--night"], "out of range", "[28.0]", 3, 2),
    ("B14", "B1", ["--purpose", "spot"], "out of range", "[15.4]", 13, 8),  # B14 is no OP
    # [15.4.2] OP C1, woods C2-C4 (example 6): A = 3 spotting only, from C1 only
    ("C1", "C5", ["--purpose", "spot"], "sees", "[15.4.2]", 4, 13),
    ("C1", "C6", ["--purpose", "spot"], "sees", "[15.4.2]", 5, 13),
    ("C5", "C1", ["--purpose", "spot"], "blocked", "[15.4]", 4, 8),
    ("C1", "C5", ["--purpose", "fire"], "blocked", "[15.4]", 4, 8),
    # example 8: a barrage on woods blocks once: k stays 3
    ("C1", "C5", ["--purpose", "spot", "--barrage", "C2:heavy"], "sees", "[15.4.2]", 4, 13),
    # a barrage on open C5 makes k = 4 > 3
    ("C1", "C6", ["--purpose", "spot", "--barrage", "C5"], "blocked", "[15.4.2]", 5, 13),
    # [16.4.2.2] barrage markers (example 2): between, light or heavy, blocks; in an end hex, not
    ("D1", "D3", [], "sees", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D2"], "blocked", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D2:light"], "blocked", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D2:heavy"], "blocked", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D1"], "sees", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D1:heavy"], "sees", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "D3:heavy"], "sees", "[15.4]", 2, 8),
    ("D1", "D3", ["--barrage", "A2:heavy"], "sees", "[15.4]", 2, 8),
    ("D1", "D4", ["--barrage", "D1", "--barrage", "D4", "--barrage", "D3:heavy"], "blocked", "[15.4]", 3, 8),
]

for a, t, flags, outcome, rule, d, m in CASES:
    name = f"gts-conditions {a} -> {t} {' '.join(flags)}".strip()
    r = run_json(exe, "los", gmap, a, t, *flags)
    if not check.expect(r is not None and r.get("gts"), f"{name}: no GTS ruling"):
        continue
    g = r["gts"]
    got = f"{g.get('outcome')} {r.get('rule')} d={g.get('distance')} M={g.get('range')}"
    check.expect(g.get("outcome") == outcome, f"{name}: {outcome} expected, got {got}")
    check.expect(r.get("verdict") == ("clear" if outcome == "sees" else "blocked"), f"{name}: verdict {r.get('verdict')}")
    check.expect(r.get("rule") == rule, f"{name}: rule {rule} expected, got {got}")
    check.expect(g.get("distance") == d and g.get("range") == m, f"{name}: d={d} M={m} expected, got {got}")

# Counts: the barrage between is one blocking hex [16.4.2.2]; the OP's three woods.
r = run_json(exe, "los", gmap, "D1", "D3", "--barrage", "D2:heavy")
if check.expect(r is not None, "D1 D3 --barrage D2:heavy: no ruling"):
    g = r["gts"]
    check.expect(g["k"] == 1 and g["blocking_hexes"] == 1 and g["allowance"] == 0, f"D1 D3 barrage: k 1 of A 0 expected, got {g}")
    whats = [o["what"] for o in g["obstacles"]]
    check.expect(whats == ["heavy barrage in D2 [16.4.2.2]"], f"D1 D3 barrage: obstacles {whats}")
r = run_json(exe, "los", gmap, "C1", "C5", "--purpose", "spot", "--barrage", "C2:heavy")
if check.expect(r is not None, "C1 C5 spot: no ruling"):
    g = r["gts"]
    check.expect(g["k"] == 3 and g["blocking_hexes"] == 3 and g["allowance"] == 3, f"C1 C5 spot: k 3 of A 3 expected, got {g}")
    # [3] GTS JSON carries no levels, hindrance or artwork fields
    for field in ("levels", "hindrance", "near_misses", "discounted", "feature", "contact", "crest_exit"):
        check.expect(field in r and r[field] is None, f"GTS JSON: '{field}' should be null, got {r.get(field)!r}")
    check.expect(all(s.get("level", 0) is None for s in r["trace"]), "GTS JSON: every trace level should be null")
code, out, err = run(exe, "los", gmap, "C1", "C5", "--purpose", "spot")
check.expect(code == 0 and "k = 3 of allowance A = 3" in out, f"text: the count line expected: {out!r} {err!r}")
check.expect("level" not in out, f"a GTS ruling's text should name no level: {out!r}")

# A tie in words (gts-small, example 4): F4 -> H4 runs along G4|G5; woods in
# G4 only. Looking east from F4, G4 (north) is on the left: the left nudge
# counts 1, the right 0, the right is taken and LOS is clear. A heavy
# barrage in G5 makes both nudges blocked: k = 1.
code, out, err = run(exe, "los", small, "F4", "H4")
check.expect(out.startswith("F4 -> H4: SEES"), f"F4 H4: sees expected: {out!r}")
check.expect("tie: the string runs exactly along the hexside G4|G5 from F4 into H4 (lattice " in out
             and "nudged left, through G4, it counts 1; nudged right, through G5, it counts 0; the site counts the smaller, 0 (the right nudge)"
             in out, f"F4 H4 tie line: {out!r}")
check.expect("woods in G4 (blocking): does not count, touched along a hexside" in out, f"F4 H4 trace: {out!r}")
code, out, err = run(exe, "los", small, "F4", "H4", "--barrage", "G5:heavy")
check.expect(out.startswith("F4 -> H4: BLOCKED: 1 obstacle, more than the allowance of 0 (") and "both count 1, so the site counts 1" in out
             and "k = 1 of allowance A = 0 (0 blocking hexes, 0 blocking hexsides, 0 pair hexes counting 0, 1 tie site counting 1)" in out,
             f"F4 H4 barrage G5: {out!r}")

# Each outcome's headline says it once, in words (A column: open; d = rows apart).
for argv, headline in ((["A1", "A10"], "A1 -> A10: OUT OF RANGE: 9 hexes away, beyond the longest LOS of 8 hexes [15.4]\n"),
                       (["A1", "A4", "--night"], "A1 -> A4: OUT OF RANGE: 3 hexes away, beyond the longest LOS of 2 hexes [28.0]\n"),
                       (["A1", "A9"], "A1 -> A9: SEES: nothing in the way; 8 hexes away, range 8 [15.4]\n"),
                       (["D1", "D3", "--barrage", "D2:heavy"],
                        "D1 -> D3: BLOCKED: 1 obstacle, more than the allowance of 0 (heavy barrage in D2 [16.4.2.2]) [15.4]\n")):
    code, out, err = run(exe, "los", gmap, *argv)
    check.expect(out.startswith(headline), f"los {' '.join(argv)}: headline {headline!r} expected, got {out!r}")

# Out of range nothing is counted (issue 27): no k = 0 and complete: true, but
# counted false, k and its parts null, complete false, and the text says the
# count was not made. Beside it, one hex nearer (A1 -> A9, d = 8 = M): counted,
# k = 0 of open ground, complete.
r = run_json(exe, "los", gmap, "A1", "A10")
if check.expect(r is not None and r.get("gts"), "A1 A10: no GTS ruling"):
    g = r["gts"]
    check.expect(g.get("counted") is False and g.get("complete") is False, f"A1 A10 out of range: counted and complete false expected, got {g}")
    for field in ("k", "blocking_hexes", "blocking_hexsides", "pair_hexes"):
        check.expect(field in g and g[field] is None, f"A1 A10 out of range: '{field}' null expected, got {g.get(field)!r}")
r = run_json(exe, "los", gmap, "A1", "A9")
if check.expect(r is not None and r.get("gts"), "A1 A9: no GTS ruling"):
    g = r["gts"]
    check.expect(g.get("counted") is True and g.get("complete") is True and g.get("k") == 0 and g.get("blocking_hexes") == 0,
                 f"A1 A9 in range: counted, complete, k 0 expected, got {g}")
code, out, err = run(exe, "los", gmap, "A1", "A10")
check.expect("count: not made: out of range (distance d = 9 > range M = 8), so no obstacle was counted" in out and "k = " not in out,
             f"A1 A10 text: the count not made expected: {out!r}")
code, out, err = run(exe, "los", gmap, "A1", "A9")
check.expect("count: k = 0 of allowance A = 0" in out and "not made" not in out, f"A1 A9 text: the count line expected: {out!r}")

# Bad values and flags the system does not read: exit 2, naming them.
BAD = [
    ([gmap, "D1", "D3", "--barrage", "99.99"], ["--barrage 99.99", "'99.99'", "A1 .. D15"]),
    ([gmap, "D1", "D3", "--barrage", "D2:medium"], ["D2:medium", "light or heavy"]),
    ([gmap, "D1", "D3", "--barrage", "D2", "--barrage", "D2:heavy"], ["D2:heavy", "only one at a time [16.4.2.1]"]),
    ([gmap, "D1", "D3", "--weather", "snow"], ["--weather snow", "clear, overcast, fog or rain"]),
    ([gmap, "D1", "D3", "--purpose", "comm"], ["--purpose comm", "fire or spot"]),
    ([gmap, "D1", "D3", "--smoke", "D2"], ["--smoke", "gts map", "Smoke", "ff, coh maps"]),
    ([gmap, "D1", "D3", "--attack", "mortar"], ["--attack", "gts map", "attack kind", "coh maps"]),
    ([ffmap, "A1", "A3", "--attack", "direct"], ["--attack", "ff map"]),
    ([ffmap, "A1", "A3", "--weather", "fog"], ["--weather", "ff map (Fighting Formations)", "gts maps"]),
    ([ffmap, "A1", "A3", "--night"], ["--night", "ff map"]),
    ([ffmap, "A1", "A3", "--barrage", "A2"], ["--barrage", "ff map"]),
    ([ffmap, "A1", "A3", "--purpose", "spot"], ["--purpose", "ff map"]),
]
for argv, needles in BAD:
    for cmd in ("los", "viewshed"):
        a = argv if cmd == "los" else [argv[0], argv[1], *argv[3:]]
        code, out, err = run(exe, cmd, *a)
        check.expect(code == 2, f"{cmd} {' '.join(a[1:])}: exit 2 expected, got {code}")
        for n in needles:
            check.expect(n in err, f"{cmd} {' '.join(a[1:])}: '{n}' not in {err.strip()!r}")


def matrix(path, *flags):
    """Runs matrix; returns (stdout, header cell, {(from, to): cell}) or None."""
    with tempfile.TemporaryDirectory() as tmp:
        out_csv = os.path.join(tmp, "m.csv")
        code, out, err = run(exe, "matrix", path, "--out", out_csv, *flags)
        if not check.expect(code == 0, f"matrix {' '.join(flags)}: exit {code}: {err.strip()}"):
            return None
        with open(out_csv, newline="") as f:
            rows = list(csv.reader(f))
    cells = {}
    for row in rows[1:]:
        for to, value in zip(rows[0][1:], row[1:]):
            cells[row[0], to] = value
    return out, rows[0][0], cells


# Firing, no strongpoint: reciprocal, each pair once (60 hexes: 1770 pairs).
m = matrix(gmap)
if m:
    out, head, cell = m
    check.expect(head == "from\\to", f"reciprocal matrix header: {head!r}")
    check.expect("1770 pairs ruled" in out, f"reciprocal matrix: {out!r}")
    check.expect(cell["C1", "C5"] == "blocked" and cell["C5", "C1"] == "blocked", "firing: C1-C5 blocked both ways")
    check.expect(cell["A1", "A9"] == "clear" and cell["A1", "A10"] == "blocked", "firing: A1-A9 clear, A1-A10 out of range")
# An OP spotting: both directions (60 x 59 = 3540 ordered pairs).
m = matrix(gmap, "--purpose", "spot")
if m:
    out, head, cell = m
    check.expect(head == "from\\to (not reciprocal: row -> column)", f"full matrix header: {head!r}")
    check.expect("3540 ordered pairs ruled" in out, f"full matrix: {out!r}")
    check.expect(cell["C1", "C5"] == "clear", f"spot: C1 -> C5 sees, got {cell['C1', 'C5']}")
    check.expect(cell["C5", "C1"] == "blocked", f"spot: C5 -> C1 blocked, got {cell['C5', 'C1']}")
    check.expect(cell["B1", "B14"] == "clear" and cell["B14", "B1"] == "blocked", "spot: B1 -> B14 sees (13), B14 -> B1 out of range (8)")
    check.expect(cell["B1", "B15"] == "blocked", "spot: B1 -> B15 out of range")
m = matrix(gmap, "--purpose", "spot", "--weather", "fog", "--barrage", "D2")
if m:
    _, _, cell = m
    check.expect(cell["B1", "B3"] == "clear" and cell["B1", "B4"] == "blocked", "spot in fog: B1 sees 2 hexes")
    check.expect(cell["D1", "D3"] == "blocked" and cell["D3", "D1"] == "blocked", "barrage D2 blocks D1-D3 both ways")
# A strongpoint on the board: not reciprocal even firing (gts-small G1, example 7).
m = matrix(small)
if m:
    _, head, cell = m
    check.expect(head.startswith("from\\to (not reciprocal"), f"gts-small matrix header: {head!r}")
    check.expect(cell["G1", "G4"] == "clear" and cell["G4", "G1"] == "blocked", "strongpoint: G1 -> G4 sees, G4 -> G1 blocked")
code, out, err = run(exe, "matrix", ffmap, "--out", os.path.join(tempfile.gettempdir(), "never.csv"), "--night")
check.expect(code == 2 and "--night" in err, f"matrix --night on ff: exit 2 naming --night, got {code} {err.strip()!r}")

# viewshed rules from the viewer.
v = run_json(exe, "viewshed", gmap, "C1", "--purpose", "spot")
if check.expect(v is not None, "viewshed C1 spot"):
    c = v["cells"]
    check.expect(c["C5"]["verdict"] == "clear" and c["C14"]["verdict"] == "clear" and c["C15"]["verdict"] == "blocked",
                 f"viewshed C1 spot: C5, C14 seen, C15 out of range: {c['C5']} {c['C14']} {c['C15']}")
    check.expect(all(cell["hindrance"] is None for cell in c.values()), "GTS viewshed JSON: hindrance should be null")
code, out, err = run(exe, "viewshed", gmap, "C1", "--purpose", "spot")
check.expect(code == 0 and out.startswith("viewshed from C1: @ viewer, . sees, # blocked or out of range"), f"GTS viewshed text: {out[:120]!r}")
check.expect("level" not in out and "hindered" not in out, f"GTS viewshed text names no level or hindrance: {out[:120]!r}")
v = run_json(exe, "viewshed", gmap, "C5", "--purpose", "spot")
if check.expect(v is not None, "viewshed C5 spot"):
    check.expect(v["cells"]["C1"]["verdict"] == "blocked", f"viewshed C5 spot: C1 blocked, got {v['cells']['C1']}")
v = run_json(exe, "viewshed", gmap, "A1", "--weather", "fog")
if check.expect(v is not None, "viewshed A1 fog"):
    c = v["cells"]
    # d = 2: A3, B2, C1; d = 3: A4, B3, C3
    seen = {h: c[h]["verdict"] for h in ("A3", "B2", "C1", "A4", "B3", "C3")}
    check.expect(seen == {"A3": "clear", "B2": "clear", "C1": "clear", "A4": "blocked", "B3": "blocked", "C3": "blocked"},
                 f"viewshed A1 fog: {seen}")

# Pictures show the play state they were ruled under. On the sample board,
# 1518 -> 1520 runs straight down column 15 (open, no crest between: sees,
# README "LOS situations"); a heavy barrage in 1519 blocks it (k 1 > A 0) and
# the report must show the marker there: a burst labelled HB (LB light).
aldenfeld = os.path.join(src, "maps", "boards", "aldenfeld.map.xml")


def pdf_words(path):
    p = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True)
    check.expect(p.returncode == 0, f"pdftotext {path}: {p.stderr.strip()}")
    return re.findall(r"[A-Za-z0-9]+", p.stdout)


if shutil.which("pdftotext"):
    with tempfile.TemporaryDirectory() as tmp:
        for flags, marks, verdict in ((["--barrage", "1519:heavy"], ["HB"], "BLOCKED"),
                                      (["--barrage", "1519:light"], ["LB"], "BLOCKED"),
                                      ([], [], "SEES")):
            report = os.path.join(tmp, "report.pdf")
            code, out, err = run(exe, "los", aldenfeld, "1518", "1520", "--report", report, *flags)
            name = f"los 1518 1520 --report {' '.join(flags)}".strip()
            if not check.expect(code == 0 and os.path.exists(report), f"{name}: exit {code}: {err.strip()}"):
                continue
            words = pdf_words(report)
            check.expect(verdict in words, f"{name}: {verdict} not in the report")
            check.expect([w for w in words if w in ("HB", "LB")] == marks, f"{name}: barrage marks {marks} expected, got "
                         f"{[w for w in words if w in ('HB', 'LB')]}")
            os.remove(report)
        # The viewshed picture too: from 1518 under a heavy barrage in 1519.
        picture = os.path.join(tmp, "viewshed.pdf")
        code, out, err = run(exe, "viewshed", aldenfeld, "1518", "--barrage", "1519:heavy", "--out", picture)
        if check.expect(code == 0, f"viewshed --barrage --out: exit {code}: {err.strip()}"):
            check.expect(pdf_words(picture).count("HB") == 1, "viewshed --barrage 1519:heavy: one HB burst expected")
else:
    print("note: pdftotext not found: the barrage pictures are not checked")

check.finish()
