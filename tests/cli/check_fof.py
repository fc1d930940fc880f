"""`crestline los`, `viewshed` and `matrix` on Fields of Fire card maps:
tests/cli/data/fof-3x3.map.xml (its layout in the file) and the sample
maps/boards/mission1.map.xml. Every expected value is worked out by hand
from /shared/specs/fof-los.md ("The verdict", "Ties") and the decks' borders.

    Row 3:  7 Ridge (icon)   8 white          9 white
    Row 2:  4 Woods (dark)   5 N E S W dark   6 white on Hill 10 (level 1)
    Row 1:  1 white          2 Woods (dark, face down)   3 white
    Row 0:  Main Staging Area under columns 1 to 3; a Pickup Zone, no Enroute
"""

import csv
import io
import json
import os
import tempfile

from cli_common import Check, args, board, run, run_json

exe, src = args()
check = Check()
small = os.path.join(src, "tests", "cli", "data", "fof-3x3.map.xml")
broken = os.path.join(src, "tests", "cli", "data", "fof-broken.map.xml")
grown = os.path.join(src, "tests", "cli", "data", "fof-grown.map.xml")
mission1 = board(src, "mission1")


def ruling(frm, to, *extra, path=small):
    return run_json(exe, "los", path, frm, to, *extra)


def expect_ruling(name, j, **want):
    if not check.expect(j is not None, f"{name}: no JSON"):
        return
    for key, value in want.items():
        check.expect(j.get(key) == value, f"{name}: {key} {value!r} expected, got {j.get(key)!r}")


# No LOS, a deciding card and segment: (1,1) -> (3,1) crosses (2,1), a
# face-down all-dark Woods (LOS uses its data), entering by W: W dark and
# L 0 >= top 0 blocks [step 7]. d = 2, band L. Target (3,1) white: W white.
j = ruling("C1R1", "C3R1")
expect_ruling("(1,1)->(3,1)", j, los=False, outcome="blocked", step=7, rule="[5.2.1]", card="(2,1)", segment="W",
              distance=2, band="L", elevation=0, short_round="(2,1)", **{"from": "(1,1)", "to": "(3,1)"})
if j:
    check.expect(j["cover"] == {"segment": "W", "colour": "white", "value": "lower"}, f"(1,1)->(3,1): cover {j['cover']}")
    walk = [(w["card"], w["entry"], w["exit"], w["corner"]) for w in j["walk"]]
    check.expect(walk == [("(1,1)", None, "E", False), ("(2,1)", "W", "E", False), ("(3,1)", "W", None, False)],
                 f"(1,1)->(3,1): walk {walk}")
    # Front (0,1): (1,2) always; (1,3) blocked by (1,2) S; (1,4) no card. Left Front: no card at (0,2).
    # Right Front: (2,2); (3,3) clear by the corner pass; (4,4) no card.
    check.expect(j["max_los"] == {"front": "(1,2)", "left_front": None, "right_front": "(3,3)"}, f"max LOS {j['max_los']}")

# LOS through a corner tie: (1,1) -> (3,3) passes exactly through two
# corners of (2,2), lattice (3,3) and (5,5); the walk steps diagonally using
# SW and NE (white on card 5); (2,1) and (1,2), all dark, and (2,3), (3,2)
# are touched at a point and ignored [Ties].
j = ruling("1,1", "3,3")
expect_ruling("(1,1)->(3,3)", j, los=True, outcome="LOS", step=8, rule="[5.2.1]", card=None, segment=None, distance=2, band="L",
              short_round="(2,2)")
if j:
    walk = [(w["card"], w["entry"], w["exit"], w["corner"]) for w in j["walk"]]
    check.expect(walk == [("(1,1)", None, "NE", False), ("(2,2)", "SW", "NE", True), ("(3,3)", "SW", None, True)],
                 f"(1,1)->(3,3): walk {walk}")
    touched = sorted(t["card"] for t in j["trace"] if t["role"] == "touched")
    check.expect(touched == ["(1,2)", "(2,1)", "(2,3)", "(3,2)"], f"(1,1)->(3,3): cards touched at a corner {touched}")
    check.expect(j["cover"] == {"segment": "SW", "colour": "white", "value": "lower"}, f"(1,1)->(3,3): cover {j['cover']}")

# A higher eye sees over lower dark borders: (1,2) -> (3,2) on Hill 10 (level 1):
# top = 1, (2,2) at level 0 < 1 does not block with W dark. Elevation -1; the
# other way +1 and the target (1,2) entered by its E, dark: the higher cover.
j = ruling("C1R2", "C3R2")
expect_ruling("(1,2)->(3,2)", j, los=True, step=8, elevation=-1, levels={"from": 0, "to": 1})
j = ruling("C3R2", "C1R2")
expect_ruling("(3,2)->(1,2)", j, los=True, step=8, elevation=1)
if j:
    check.expect(j["cover"] == {"segment": "E", "colour": "dark", "value": "higher"}, f"(3,2)->(1,2): cover {j['cover']}")

# Straight through (2,2) from below: its S dark at level 0 blocks.
expect_ruling("(2,1)->(2,3)", ruling("C2R1", "C2R3"), los=False, card="(2,2)", segment="S")
# The knight's move (1,1) -> (2,3): walk (1,1) (1,2) (2,2) (2,3); (1,2) entered by S, dark.
j = ruling("C1R1", "C2R3")
expect_ruling("(1,1)->(2,3)", j, los=False, card="(1,2)", segment="S")
if j:
    check.expect([w["card"] for w in j["walk"]] == ["(1,1)", "(1,2)", "(2,2)", "(2,3)"], f"knight's walk {j['walk']}")

# Play state: night M = 1 (too far, step 5); Smoke on an intervening card
# blocks it (step 7, no segment); Incoming or Air Strike on an end (step 4).
expect_ruling("night", ruling("C1R1", "C3R3", "--night"), los=False, outcome="too far", step=5, rule="[1.2.7]", range=1)
expect_ruling("smoke", ruling("C1R1", "C3R3", "--smoke", "C2R2"), los=False, outcome="blocked", step=7, card="(2,2)", segment=None)
expect_ruling("incoming", ruling("C1R1", "C3R3", "--incoming", "3,3"), los=False, step=4, card="(3,3)")
expect_ruling("air strike", ruling("C1R1", "C3R3", "--air-strike", "c1r1"), los=False, step=4, card="(1,1)")

# Eye level: (1,3) -> (1,1) crosses (1,2) by its N, dark: blocked; from the
# Ridge (elevation icon) at +1, top = 1 > L 0: LOS, elevation +1.
expect_ruling("(1,3)->(1,1)", ruling("C1R3", "C1R1"), los=False, card="(1,2)", segment="N")
j = ruling("C1R3", "C1R1", "--eye-from", "1")
expect_ruling("(1,3)+1->(1,1)", j, los=True, step=8, elevation=1)
if j:
    check.expect(j["eye"] == {"from": 1, "to": 0, "top": 1}, f"eye {j['eye']}")

# Staging [2.4.2]: two Main Staging Area cards: fire no, comm yes (step 2);
# a Helicopter Staging Area: no LOS (step 1); comm from the map to
# (3,0): walk (1,1) (2,1) (2,0) (3,0), blocked by (2,1) W.
expect_ruling("staging fire", ruling("C1R0", "C2R0"), los=False, outcome="no LOS", step=2, rule="[2.4.2]")
expect_ruling("staging comm", ruling("C1R0", "C2R0", "--purpose", "comm"), los=True, step=2, rule="[2.4.2 A]",
              **{"from": "Main Staging Area (1,0)"})
expect_ruling("pickup zone", ruling("PZ", "C1R1"), los=False, step=1, rule="[2.4.2 B]", distance=None, **{"from": "Pickup Zone"})
expect_ruling("comm to staging", ruling("C1R1", "C3R0", "--purpose", "comm"), los=False, card="(2,1)", segment="W")

# The text output: headline, reason, the walk with segments, max LOS, the short round.
code, out, err = run(exe, "los", small, "C1R1", "C3R1")
check.expect(code == 0, f"los text: exit {code}: {err}")
check.expect(out.startswith("(1,1) -> (3,1): BLOCKED at (2,1), its W segment dark [5.2.1] (step 7)\n"), f"los text headline: {out[:90]!r}")
for line in ("distance 2 cards, range band L", "entry W dark, exit E dark", "max LOS from (1,1) [Gameplay Example 16]: Front (1,2); Left Front none; Right Front (3,3)",
             "short round: (2,1)", "by its W white segment: the lower cover value"):
    check.expect(line in out, f"los text: '{line}' missing from\n{out}")

# Bad names and flags: exit 2, a message naming the cell and the map.
for argv, words in ((["C4R4", "C1R1"], ["no card at (4,4)", "fof-3x3.map.xml"]),
                    (["J8", "C1R1"], ["'J8' is not a card cell"]),
                    (["enroute", "C1R1"], ["no Enroute"]),
                    (["C1R1", "C3R1", "--purpose", "spot"], ["--purpose spot", "fire or comm"]),
                    (["C1R1", "C3R1", "--weather", "fog"], ["--weather", "fof"]),
                    (["C1R1", "C3R1", "--smoke", "C9R9"], ["--smoke C9R9", "no card at (9,9)"]),
                    (["C1R1", "C3R1", "--eye-from", "1"], ["eye-level offset 1 at (1,1)", "icon"]),
                    (["C1R3", "C3R1", "--eye-from", "2"], ["--eye-from 2"])):
    code, out, err = run(exe, "los", small, *argv)
    check.expect(code == 2 and out == "", f"los {argv}: exit {code} (2 expected), stdout {out!r}")
    for w in words:
        check.expect(w in err, f"los {argv}: '{w}' missing from {err!r}")

# A card map with an error finding: exit 1, the finding printed, nothing ruled.
for cmd in (["los", broken, "C1R1", "C3R1"], ["viewshed", broken, "C1R1"]):
    code, out, err = run(exe, *cmd)
    check.expect(code == 1 and out == "", f"{cmd[0]} broken: exit {code}, stdout {out!r}")
    check.expect("fof-unknown-card" in err and "because the card map has errors" in err, f"{cmd[0]} broken: {err!r}")

# A card map that grew left of column 1: not supported yet, exit 2 naming the cell and its line.
code, out, err = run(exe, "los", os.path.join(src, "tests", "cli", "data", "fof-left.map.xml"), "C1R1", "C2R2")
check.expect(code == 2 and out == "" and "cell 0,1 (line 9) lies left of column 1" in err, f"map grown left: exit {code}: {err!r}")

# FoF flags on a hex map are refused.
code, out, err = run(exe, "los", board(src, "ridge-farm"), "A1", "B2", "--incoming", "A1")
check.expect(code == 2 and "--incoming: LOS on this ff map" in err and "reads no Incoming markers; the flag is for fof maps" in err, f"--incoming on a hex map: exit {code}: {err!r}")

# Viewshed from (1,1), by hand (fire, daylight):
#   R3: (1,3) . [(1,2) S]  (2,3) . [(1,2) S]  (3,3) + [corner pass]
#   R2: (1,2) +  (2,2) +  (3,2) + [level 1 target: top 1 over level-0 cards]
#   R1: O        (2,1) +  (3,1) . [(2,1) W]
#   R0: no fire into the Main Staging Area: . . .
code, out, err = run(exe, "viewshed", small, "C1R1")
check.expect(code == 0, f"viewshed: exit {code}: {err}")
lines = out.splitlines()
grid = {}
for line in lines[2:6]:
    row = line[:4].strip()
    grid[row] = [line[4 + 3 * c + 2] if len(line) > 4 + 3 * c + 2 else " " for c in range(3)]
want = {"R3": [".", ".", "+"], "R2": ["+", "+", "+"], "R1": ["O", "+", "."], "R0": [".", ".", "."]}
check.expect(grid == want, f"viewshed grid {grid}, expected {want}\n{out}")
check.expect(lines[1].split() == ["C1", "C2", "C3"], f"viewshed header {lines[1]!r}")
check.expect("counts: LOS 5; no LOS 6 (11 cards)" in out, f"viewshed counts:\n{out}")
check.expect("  (3,1): blocked at (2,1), W segment dark [5.2.1] (step 7)" in out, f"viewshed (3,1) line:\n{out}")

v = run_json(exe, "viewshed", small, "C1R1", "--purpose", "comm")
if check.expect(v is not None, "viewshed --json"):
    cards = {c["card"]: c for c in v["cards"]}
    check.expect(len(cards) == 12, f"viewshed JSON: {len(cards)} cards (9 map + 3 staging)")
    # comm: (1,0) and (2,0) adjacent; (3,0) blocked by (2,1) W.
    for name, los in (("Main Staging Area (1,0)", True), ("Main Staging Area (2,0)", True), ("Main Staging Area (3,0)", False)):
        check.expect(cards.get(name, {}).get("los") == los, f"viewshed comm {name}: {cards.get(name)}")
    c = cards.get("Main Staging Area (3,0)", {})
    check.expect(c.get("deciding_card") == "(2,1)" and c.get("segment") == "W", f"viewshed comm (3,0): {c}")
    check.expect(cards.get("(1,1)", {}).get("viewer") is True, "viewshed JSON: the viewer's own card")

# `los --json` and `viewshed --json` write a cell's distance and band the
# same way (docs/cli.md): d and its band between cards, (1,1) -> (3,1) is
# 2 cards, band L [1.2.7]; both null when an end is a Helicopter Staging
# Area, which has no distance [2.4.2 B] (the viewshed wrote -1 and "beyond").
j = ruling("C1R1", "C3R1")
v = run_json(exe, "viewshed", small, "C1R1")
if check.expect(j is not None and v is not None, "los and viewshed (1,1) --json"):
    c = {c["card"]: c for c in v["cards"]}.get("(3,1)", {})
    check.expect((j["distance"], j["band"]) == (2, "L"), f"los (1,1)->(3,1): distance {j['distance']}, band {j['band']}")
    check.expect((c.get("distance"), c.get("band")) == (2, "L"), f"viewshed (1,1)->(3,1): {c}")
j = ruling("PZ", "C2R2")
v = run_json(exe, "viewshed", small, "PZ")
if check.expect(j is not None and v is not None, "los and viewshed from the Pickup Zone --json"):
    check.expect(j["distance"] is None and j["band"] is None, f"los PZ->(2,2): distance {j['distance']!r}, band {j['band']!r}")
    check.expect(v["from"] == "Pickup Zone" and len(v["cards"]) == 12, f"viewshed PZ: from {v['from']}, {len(v['cards'])} cards")
    for c in v["cards"]:
        check.expect(c["distance"] is None and c["band"] is None and c["los"] is False and c["step"] == 1,
                     f"viewshed PZ -> {c['card']}: distance {c['distance']!r}, band {c['band']!r}, los {c['los']}, step {c['step']}")

# Viewshed with the viewer's eye level: from the Ridge (1,3) (elevation icon)
# to (2,1), a knight's move: walk (1,3) (1,2) (2,2) (2,1). At eye level 0 the
# dark N of (1,2) blocks; at +1 (top 1) neither level-0 card does.
for extra, los, deciding in (([], False, "(1,2)"), (["--eye-from", "1"], True, None)):
    v = run_json(exe, "viewshed", small, "C1R3", *extra)
    if check.expect(v is not None, f"viewshed (1,3) {extra}"):
        c = {x["card"]: x for x in v["cards"]}.get("(2,1)", {})
        check.expect(c.get("los") == los and c.get("deciding_card") == deciding and v["eye_from"] == (1 if extra else 0),
                     f"viewshed (1,3) {extra} -> (2,1): {c}")

# A card map that grew past its 2 x 2 rectangle to (3,3), with empty cells
# (tests/cli/data/fof-grown.map.xml). From (1,1): (2,2) adjacent; (3,3) by
# the corner pass over (2,2)'s white corners (the empty (1,2), (2,1) only
# touched); (3,1) undetermined (the walk crosses the empty (2,1), step 7
# [2.2.1]); the Main Staging Area, under all three columns, none (fire).
code, out, err = run(exe, "viewshed", grown, "C1R1")
check.expect(code == 0, f"viewshed grown: exit {code}: {err}")
lines = out.splitlines()
grid = {}
for line in lines[2:6]:
    grid[line[:4].strip()] = [line[4 + 3 * c + 2] if len(line) > 4 + 3 * c + 2 else " " for c in range(3)]
want = {"R3": [" ", " ", "+"], "R2": [" ", "+", " "], "R1": ["O", " ", "."], "R0": [".", ".", "."]}
check.expect(grid == want, f"viewshed grown grid {grid}, expected {want}\n{out}")
check.expect("counts: LOS 2; no LOS 4 (6 cards)" in out, f"viewshed grown counts:\n{out}")
expect_ruling("grown (1,1)->(3,1)", ruling("C1R1", "C3R1", path=grown), los=False, outcome="undetermined", step=7, card="(2,1)", rule="[2.2.1]")

# Pictures of card map rulings (los --report, viewshed --out, coverage): check_fof_los_pictures.py.

# Matrix: 12 cards, symmetric, cells by hand.
with tempfile.TemporaryDirectory() as tmp:
    out_csv = os.path.join(tmp, "m.csv")
    code, out, err = run(exe, "matrix", small, "--out", out_csv)
    check.expect(code == 0 and "12 cards, 66 pairs ruled" in out, f"matrix: exit {code}: {out!r} {err!r}")
    if code == 0:
        rows = list(csv.reader(io.StringIO(open(out_csv).read())))
        head = rows[0]
        check.expect(head[0] == "from\\to" and head[1:4] == ["C1R0", "C2R0", "C3R0"] and len(head) == 13, f"matrix header {head}")
        cell = {(r[0], head[i]): r[i] for r in rows[1:] for i in range(1, len(head))}
        check.expect(cell[("C1R1", "C3R1")] == "blocked" and cell[("C3R1", "C1R1")] == "blocked", "matrix (1,1)-(3,1)")
        check.expect(cell[("C1R1", "C3R3")] == "los" and cell[("C1R1", "C1R1")] == "self", "matrix (1,1)-(3,3)")
        check.expect(cell[("C1R0", "C2R0")] == "no-los", "matrix staging fire")
        check.expect(all(cell[(a, b)] == cell[(b, a)] for (a, b) in cell), "matrix not symmetric")

# The sample Mission 1 layout (maps/catalogs/fof-normandy-sample.deck.xml):
# 22 (1,1) to 54 (3,2): walk (1,1) (2,1) (2,2) (3,2); (2,1) is card 7, all
# white; (2,2) is 28 on Hill 6 (level 1 >= top 0), entered by S (28.S white,
# 6.S white), left by E (28.E white, 6.E dark): blocked at (2,2), E.
# 54 entered by W, dark: the higher cover.
j = ruling("C1R1", "C3R2", path=mission1)
expect_ruling("mission1 22->54", j, los=False, step=7, card="(2,2)", segment="E", short_round="(2,2)")
if j:
    check.expect(j["cover"] == {"segment": "W", "colour": "dark", "value": "higher"}, f"mission1 cover {j['cover']}")
code, out, err = run(exe, "los", mission1, "C1R1", "C3R2")
check.expect(code == 0 and out.startswith("(1,1) -> (3,2): BLOCKED at (2,2), its E segment dark"), f"mission1 text: {code} {out[:80]!r} {err!r}")
# Spec example 7: 22 to 40 over Hill 6 (level 1 >= 0): blocked at (2,2), entered by SW (28.SW dark).
expect_ruling("mission1 22->40", ruling("C1R1", "C3R3", path=mission1), los=False, card="(2,2)", segment="SW")

check.finish()
