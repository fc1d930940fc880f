"""`crestline hex`: level and terrain type of hexes checked by hand against the
board XML. Centre of column index c, row index r: lattice (3c, 2r + (c & 1)).
Level = innermost level area holding the centre [24.5]; terrain type = the type
nearest the top of the chart (building, woods, rough, open ground) among the
areas overlapping the hex [24.1]."""

import re

from cli_common import Check, args, board, run

exe, src = args()
check = Check()

CASES = [
    # ridge-farm L9 = c 11, r 8: centre (33,17). Inside ridge-1 (spur), south of
    # ridge-2's edge (v ~11.6 at u 33); the Byre rect (32.25..34.25, 16.5..17.5)
    # holds the centre.
    ("ridge-farm", "L9", 1, "building"),
    # N4 = c 13, r 3: centre (39,7), inside the cairn beacon-4 (its edge runs at
    # v ~5.2 above and v 7.5 below the centre). No building, woods or rough
    # reaches u 37..41, v 5..9.
    ("ridge-farm", "N4", 4, "open-ground"),
    # I13 = c 8, r 12: centre (24,24), in South Wood (its edge is at v ~23.14
    # there), north of the clearing (which starts at v 24.625); no level area.
    ("ridge-farm", "I13", 0, "woods"),
    # D12 = c 3, r 11: centre (9,23), deep in the Hollow; the Old mill rect
    # (8.25..10, 22.5..23.75) holds it.
    ("ridge-farm", "D12", -1, "building"),
    # millbrook K10 = c 10, r 9: centre (30,18) in the Bottoms; the Watermill
    # rect (29..31, 17.25..18.75) holds it.
    ("millbrook", "K10", -1, "building"),
]

for b, label, level, terrain in CASES:
    code, out, err = run(exe, "hex", board(src, b), label)
    name = f"crestline hex {b} {label}"
    if not check.expect(code == 0, f"{name}: exit {code}: {err.strip()}"):
        continue
    lv = re.search(r"^level: (-?\d+)", out, re.M)
    ty = re.search(r"^terrain type: (\S+)", out, re.M)
    check.expect(out.startswith(label + ":"), f"{name}: output is not about {label}: {out[:60]}")
    check.expect(lv is not None and int(lv.group(1)) == level, f"{name}: level {level} expected in:\n{out}")
    check.expect(ty is not None and ty.group(1) == terrain, f"{name}: terrain type {terrain} expected in:\n{out}")

check.finish()
