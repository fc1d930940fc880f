"""`crestline los` on a small hand-made Grand Tactical Series map
(tests/cli/data/gts-small.map.xml): the map's terrain and markers reach the
GTS rules through the catalog and the board; each verdict and deciding rule
worked out by hand from gts-los.md's examples (the fixture's comment says which).
Clear day, fire (the defaults): no flags."""

import os

from cli_common import Check, args, run, run_json

exe, src = args()
check = Check()
gts_map = os.path.join(src, "tests", "cli", "data", "gts-small.map.xml")

# from, to, verdict, rule the ruling names ('' when it sees)
CASES = [
    ("A1", "A3", "blocked", "15.4"),    # woods A2 between [15.4]
    ("A1", "A2", "clear", ""),          # into woods: it ends there [15.4]
    ("B1", "B9", "clear", ""),          # d = 8, clear day [15.4]
    ("B1", "B10", "blocked", "15.4"),   # d = 9 > 8
    ("C1", "C4", "blocked", "15.4"),    # crest C2|C3 crossed [15.4.1]
    ("C1", "C3", "clear", ""),          # the crest is a side of the target hex
    ("E1", "E3", "clear", ""),          # one orchard between
    ("E1", "E4", "blocked", "15.4"),    # two orchards block [15.4.1 Q&A]
    ("F1", "F4", "blocked", "15.4"),    # bridge F2|F3 as a raised road [15.4.1 Q&A]
    ("G1", "G4", "clear", ""),          # strongpoint G1: woods G2, G3, k = 2 <= 2 [15.4.3]
    ("G4", "G1", "blocked", "15.4"),    # not reciprocal: from G4, A = 0
    ("G1", "G5", "blocked", "15.4.3"),  # k = 3 > 2 from the strongpoint
    ("H1", "H3", "blocked", "15.4"),    # OP, but firing: A = 0; town + raised road H2
]

for a, t, verdict, rule in CASES:
    name = f"gts-small {a} -> {t}"
    r = run_json(exe, "los", gts_map, a, t)
    if not check.expect(r is not None, f"{name}: no ruling"):
        continue
    got = f"{r.get('verdict')} {r.get('rule')}"
    check.expect(r.get("verdict") == verdict, f"{name}: {verdict} expected, got {got}")
    if rule:
        check.expect(f"[{rule}]" in (r.get("rule") or ""), f"{name}: rule [{rule}] expected, got {got}")

# The plain-text ruling names the verdict too.
code, out, err = run(exe, "los", gts_map, "A1", "A3")
check.expect(code == 0, f"los A1 A3: exit {code}: {err.strip()}")
check.expect("blocked" in out.lower(), f"los A1 A3: 'blocked' not in the output: {out!r}")

# info on a GTS map (counted by hand from the fixture): 80 hexes, woods A2
# G2 G3 G4, orchards E2 E3, town H2 (the raised road painted over it is a
# feature), 73 open; one crest and one bridge hexside; no links or entry
# hexes; the OP and the strongpoint with their hexes; no FF level lines.
code, out, err = run(exe, "info", gts_map)
check.expect(code == 0, f"info: exit {code}: {err.strip()}")
for line in ("hexes by terrain type: open 73 orchard 2 town 1 woods 4\n",
             "hexside features by terrain: bridge 1 crest 1\n",
             "links by terrain:\n", "entry hexes: 0\n",
             "observation posts: 1: H1 (Allied)\n", "strongpoints: 1: G1\n"):
    check.expect(line in out, f"info: {line!r} not in {out!r}")
check.expect("hexes by level" not in out and "crest hexes" not in out, f"info: FF level lines on a GTS map: {out!r}")

check.finish()
