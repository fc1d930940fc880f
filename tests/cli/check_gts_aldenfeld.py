"""`crestline los` and `info` on the sample Grand Tactical Series board
maps/boards/aldenfeld.map.xml (maps/boards/README.md, "Aldenfeld"): the
board loads with no error or warning, and each ruling below was worked out
by hand from the board's generator (maps/boards/make_aldenfeld.py) and
gts-los.md: verdict, the obstacle count k and the allowance A. Clear day,
fire (no flags). Labels are column then row, both from 01: hex "0903" is
column 8, row 2 (zero-based), centre (3c, 2r + c mod 2)."""

import os

from cli_common import Check, args, run, run_json

exe, src = args()
check = Check()
board = os.path.join(src, "maps", "boards", "aldenfeld.map.xml")

# from, to, verdict, k, A, sorted tie counts (None: not checked), why
CASES = [
    # Grosser Wald covers columns 03-06, rows 09-14; 0408 is open ground north of it.
    ("0408", "0410", "blocked", 1, 0, [], "woods 0409 between [15.4]"),
    ("0408", "0409", "clear", 0, 0, [], "into the woods: it ends there [15.4]"),
    # Galgenberg ridge: crests on the south face of its upland (rows 18-19);
    # down column 15 the string crosses the crest 1519|1520 at its midpoint.
    ("1517", "1521", "blocked", 1, 0, [], "crest 1519|1520 crossed [15.4.1]"),
    ("1518", "1520", "clear", 0, 0, [], "the crest is a side of the target hex [15.4.1]"),
    # Hill 212 (hexes 1103, 1104) ringed by crests; strongpoint 0903.
    # The string runs along 1002|1003, through 1103, along 1202|1203: each run
    # has a crest on both nudges' way into / out of the hill, so each counts
    # min(1, 1) = 1 and k = 2 (gts-los.md example 12, moved 8 columns, 1 row).
    ("0903", "1303", "clear", 2, 2, [[1, 1], [1, 1]], "strongpoint: k = 2 <= A = 2 [15.4.3]"),
    ("1303", "0903", "blocked", 2, 0, [[1, 1], [1, 1]], "not reciprocal: from 1303 A = 0"),
    # Observation post 2202, Kesselholz woods 2203-2205: firing, the OP allows nothing.
    ("2202", "2206", "blocked", 3, 0, [], "three woods; an OP helps only spotting [15.4.2]"),
    # gts-los.md example 11 moved 2 columns and 20 rows: woods 0422 and 0622 are
    # touched only at the vertices the string passes; each vertex counts 0.
    ("0321", "0724", "clear", 0, 0, [[0, 1], [0, 1]], "vertex ties: the third hex alone never blocks"),
    # Reichsstrasse, a raised road along row 13 from 0113 to 1413.
    ("0912", "0914", "blocked", 1, 0, [], "raised road 0913 between [15.4.1 Q&A]"),
    ("0912", "0913", "clear", 0, 0, [], "into the raised-road hex"),
    # Bridge over the Alde at 1905|2005, a raised road for LOS; the string
    # 1704 -> 2106 runs through the centres 1804 1905 2005.
    ("1704", "2106", "blocked", 1, 0, [], "bridge hexside crossed [15.4.1 Q&A]"),
    ("1905", "2106", "clear", 0, 0, [], "the bridge is a side of the sighter's hex"),
    # Suedbahn, a raised railroad down column 13: the string 1221 -> 1421 runs
    # along 1321|1322, both on the embankment: both nudges blocked.
    ("1221", "1421", "blocked", 1, 0, [[1, 1]], "run between two blocking hexes [15.4.1]"),
]

for a, t, verdict, k, allowance, ties, why in CASES:
    name = f"aldenfeld {a} -> {t} ({why})"
    r = run_json(exe, "los", board, a, t)
    if not check.expect(r is not None and r.get("gts"), f"{name}: no GTS ruling"):
        continue
    g = r["gts"]
    check.expect(r.get("verdict") == verdict, f"{name}: {verdict} expected, got {r.get('verdict')} {r.get('rule')}")
    check.expect(g.get("k") == k, f"{name}: k = {k} expected, got {g.get('k')}")
    check.expect(g.get("allowance") == allowance, f"{name}: A = {allowance} expected, got {g.get('allowance')}")
    got_ties = [sorted([x["left"], x["right"]]) for x in g.get("ties", [])]
    check.expect(got_ties == ties, f"{name}: ties {ties} expected, got {got_ties}")

# The board reads with no error and no warning (one info: the catalog is in ../catalogs).
code, out, err = run(exe, "info", board)
check.expect(code == 0, f"info: exit {code}: {err.strip()}")
check.expect("30 x 25 = 750 hexes" in out, f"info: the 30 x 25 grid not reported: {out!r}")
for word in ("error", "warning"):
    check.expect(f": {word}:" not in out + err, f"info: an {word} on the sample board: {out + err!r}")

# What info reports for a GTS board, worked out from make_aldenfeld.py's data:
# types: town 7 (Aldenfeld) + 4 (Kessel) + 4 villages = 15; woods 24 (Grosser
# Wald, 4 x 6) + 9 (Ostwald) + 3 (Kesselholz) + 2 copses + 5 = 43; hills 2 +
# 3 + 14 (the 7 x 2 ridge upland) = 19; 750 - 92 painted = 658 open.
# Hexsides: crests 10 round the two-hex Hill 212 + 12 round the three-hex
# Kuppe + 15 on the ridge's south face (1 under each of its 3 even columns,
# 3 under each of its 4 odd ones) = 37; the Alde 25 + 5 + 23 = 53 sides of
# which 3 are bridges and 1 a ferry. Links: hex distance + 1 per leg
# (roads 13 + 6 nordweg, 3 + 9 + 5 kesseler, 12 + 3 + 2 muehler, 7 westweg,
# less the hex 0704 westweg shares with nordweg = 59; railroad 12 + 1 + 7;
# tracks 6 + 7 + 2 faehrweg and 10 lindauer). Entry hexes, OPs and
# strongpoints in the generator's order.
EXPECTED_INFO = [
    "hexes by terrain type: city 1 hills 19 marsh 3 no-entry 3 open 658 orchard 5 rough 3 town 15 woods 43\n",
    "hexside features by terrain: bridge 3 crest 37 ferry 1 river 49\n",
    "links by terrain: path 1 (9 hexes) railroad 1 (20 hexes) raised-railroad 1 (7 hexes) raised-road 1 (14 hexes)"
    " road 4 (59 hexes) track 2 (25 hexes) trail 1 (6 hexes)\n",
    # in the file's order: Blue's entries first (make_aldenfeld.py ENTRIES)
    "entry hexes: 7\n  3007: 2MD 8ID (Blue)\n  3018: 8ID (Blue)\n  2325: 2MD (Blue)\n"
    "  0104: 11LD (Red)\n  0113: 11LD 5GR (Red)\n  0121: 5GR (Red)\n  1301: 5GR (Red)\n",
    "observation posts: 3: 2202, 1103 (Red), 2810\n",
    "strongpoints: 3: 0903, 1613 (Blue), 2221\n",
]
for line in EXPECTED_INFO:
    check.expect(line in out, f"info: {line!r} not in {out!r}")
# Levels and crest lines are Fighting Formations' [FF 24.5]: not on a GTS board.
for ff_word in ("hexes by level", "crest hexes", "centres on a crest line", "features: "):
    check.expect(ff_word not in out, f"info: the FF line {ff_word!r} printed for a GTS board: {out!r}")

check.finish()
