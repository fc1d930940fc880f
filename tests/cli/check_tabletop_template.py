"""crestline template on 15 mm tabletop tables (docs/cli-systems.md "template",
docs/tabletop.md "Templates"): the placed square worked out by hand (straight
along +x, no rounding; a diagonal, 3 sqrt 2 = 4.2426" rounded to 4.243"), the
teams under a barrage (touching an edge or a corner is not under, 1/1000"
inside is), example 10's barrage over a 2" wall (2.000" away may fire, 1.999"
may not), --save writing the template into the table and the saved smoke
then blocking LOS (as piece -1, the table's first template), and the exit
codes: 2 for a bad aim, an unknown unit or an aim at the unit's centre, 1 for
a table with error findings (nothing placed, the file left as it was)."""

import os
import tempfile

from cli_common import Check, args, run, run_json
from tabletop_xml import square

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-template-")


def inch(v):
    """Inches as the file writes them: at most 3 places (the sums below are floats)."""
    return ("%.3f" % v).rstrip("0").rstrip(".")


def pts(corners):
    return "".join(f'<pt x="{inch(x)}" y="{inch(y)}"/>' for x, y in corners)


def team(tid, cx, cy, kind="infantry"):
    return f'<team id="{tid}" type="{kind}" armour="soft" height="1">{pts(square(cx, cy))}</team>\n'


def write(name, extra=""):
    """Wall 1 [10, 10.25] x [5, 35], 2" tall; mortars M1 at (7.5, 20) (2" from the wall), guns G1 at
    (7.501, 20) (1.999"); blue B1 (30, 20), B2 (26.5, 20), B3 (33.5, 23.5), B4 (26.501, 22), L (11, 30), R (24, 30)."""
    body = ('<piece id="1" kind="wall" cover="hard" movement="difficult" height="2">'
            + pts([(10, 5), (10.25, 5), (10.25, 35), (10, 35)]) + "</piece>\n")
    body += '<side id="red"><unit id="mortars" training="trained">\n' + team("M1", 7.5, 20, "gun") + "</unit>\n"
    body += '<unit id="guns" training="trained">\n' + team("G1", 7.501, 20, "gun") + "</unit></side>\n"
    body += '<side id="blue"><unit id="platoon" training="trained">\n'
    body += team("B1", 30, 20) + team("B2", 26.5, 20) + team("B3", 33.5, 23.5) + team("B4", 26.501, 22)
    body += team("L", 11, 30) + team("R", 24, 30) + "</unit></side>\n" + extra
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(f'<table version="1" system="tabletop" width="60" depth="40" units="inch">\n{body}</table>\n')
    return path


table = write("range.table.xml")

# Straight along +x from M1's centre (7.5, 20) to (30, 20): the square [27, 33] x [17, 23], near right corner first.
r = run_json(exe, "template", table, "mortars", "30,20")
if check.expect(r is not None, "barrage along +x: placed"):
    got = [(v["x"], v["y"]) for v in r["vertices"]]
    check.expect(got == [("27", "17"), ("33", "17"), ("33", "23"), ("27", "23")], f"barrage along +x: vertices {got}")
    check.expect(r["kind"] == "barrage" and r["template"] == "barrage-1", f"barrage along +x: {r['kind']} {r['template']}")
    # B1 inside; B2 touches the edge x = 27 only; B3 the corner (33, 23) only; B4 is 1/1000" inside.
    check.expect(r["under"] == ["B1", "B4"], f"barrage along +x: under {r['under']}, expected B1 B4")
    f = r["firing"]
    ok = (len(f) == 1 and f[0]["team"] == "M1" and f[0]["allowed"] and len(f[0]["obstacles"]) == 1
          and f[0]["obstacles"][0]["piece"] == 1 and f[0]["obstacles"][0]["height"] == "2"
          and f[0]["obstacles"][0]["distance_vs_height"] == 0 and f[0]["obstacles"][0]["distance"] == "2.000")
    check.expect(ok, f"example 10: 2.000\" from a 2\" wall may fire: {f}")
    check.expect(r["saved"] is None, "not saved without --save")

# Example 10's near miss: G1 is 1.999" from the wall.
r = run_json(exe, "template", table, "guns", "30,20")
if check.expect(r is not None, "guns: placed"):
    f = r["firing"]
    ok = (len(f) == 1 and not f[0]["allowed"] and f[0]["obstacles"][0]["distance_vs_height"] == -1
          and f[0]["obstacles"][0]["distance"] == "1.999")
    check.expect(ok, f"example 10: 1.999\" from a 2\" wall may not fire: {f}")
code, out, err = run(exe, "template", table, "guns", "30,20")
check.expect(code == 0 and "under it: B1 B4" in out and "firing team G1: may not fire" in out and "wall 1, 2\" tall, 1.999\" away" in out,
             f"text output: exit {code}, {out!r}")

# LOS from L to R before any smoke: nothing between them.
r = run_json(exe, "los", table, "L", "R")
check.expect(r is not None and r["los"], f"L sees R before the smoke: {r}")

# Smoke on the diagonal: from (7.5, 20) to (17.5, 30) the direction is (1, 1); the corners lie 3 sqrt 2 =
# 4.2426" from the aim point along the axes, stored as 4.243".
before = open(table).read()
r = run_json(exe, "template", table, "mortars", "17.5,30", "--smoke", "--save")
if check.expect(r is not None, "smoke on the diagonal: placed and saved"):
    got = [(v["x"], v["y"]) for v in r["vertices"]]
    check.expect(got == [("17.5", "25.757"), ("21.743", "30"), ("17.5", "34.243"), ("13.257", "30")], f"smoke diagonal: vertices {got}")
    check.expect(r["kind"] == "smoke" and "under" not in r and r["saved"] == table, f"smoke: {r}")
    # Its line (7.5, 20) -> (17.5, 30) crosses the wall at y 22.5..22.75, 2.000" from M1: allowed.
    check.expect(r["firing"][0]["allowed"] and r["firing"][0]["obstacles"][0]["distance_vs_height"] == 0, f"smoke over the wall: {r['firing']}")
after = open(table).read()
check.expect(after != before and '<template id="smoke-1" kind="smoke" unit="mortars" x="17.5" y="30">' in after
             and '<pt x="21.743" y="30" />' in after, "the smoke template is in the saved table")

# The saved smoke blocks L -> R: it is piece -1 (the table's first template); the wall (2" > 1") is active too but cuts nothing.
r = run_json(exe, "los", table, "L", "R")
check.expect(r is not None and not r["los"] and r["cutting"] == [-1] and [p["piece"] for p in r["active"]] == [1, -1],
             f"saved smoke blocks L -> R as piece -1: {r}")
check.expect(r is not None and [p["name"] for p in r["active"]] == ["wall 1", "smoke template smoke-1"],
             f"the smoke is named by its template id: {r and r['active']}")
code, out, err = run(exe, "los", table, "L", "R")
check.expect(code == 0 and "every sight segment is cut by: smoke template smoke-1\n" in out
             and "  smoke template smoke-1 holds neither team; smoke blocks at any level [Indirect Fire]\n" in out,
             f"the text names the template, not -1: {out!r}")
r = run_json(exe, "template", table, "mortars", "30,20", "--save")
check.expect(r is not None and r["template"] == "barrage-1", f"a barrage saved beside the smoke: {r and r['template']}")
r = run_json(exe, "los", table, "R", "L")
check.expect(r is not None and not r["los"] and r["cutting"] == [-1], f"smoke still piece -1 with a barrage after it: {r}")
r = run_json(exe, "template", table, "mortars", "40,20", "--smoke")
check.expect(r is not None and r["template"] == "smoke-2", f"the next smoke's id: {r and r['template']}")

# An aim point off the table is refused (the reader warns of a template there); on its edge it is placed.
code, out, err = run(exe, "template", table, "mortars", "-0.001,20")
check.expect(code == 2 and out == "" and "aim point -0.001,20 is off the 60\" x 40\" table" in err,
             f"aim off the near-left edge: exit {code}, stderr {err!r}")
code, out, err = run(exe, "template", table, "mortars", "60,40")
check.expect(code == 0 and "on (60, 40)" in out, f"aim on the far corner is placed: exit {code}, {out!r} {err!r}")
# Exit codes.
for aim in ["30;20", "30", "30.0001,20", "x,20", "30,"]:
    code, out, err = run(exe, "template", table, "mortars", aim)
    check.expect(code == 2 and out == "" and "aim point" in err, f"bad aim {aim!r}: exit {code}, stderr {err!r}")
code, out, err = run(exe, "template", table, "nobody", "30,20")
check.expect(code == 2 and "'nobody'" in err and out == "", f"unknown unit: exit {code}, stderr {err!r}")
code, out, err = run(exe, "template", table, "mortars", "7.5,20")
check.expect(code == 2 and "centre" in err and out == "", f"aim at the unit's centre: exit {code}, stderr {err!r}")
code, out, err = run(exe, "template", os.path.join(tmp, "missing.table.xml"), "mortars", "30,20")
check.expect(code == 2 and out == "", f"missing table: exit {code}")

# A table with error findings: a stored template 6.002" wide. Nothing placed, nothing saved.
bad = write("bad.table.xml", '<template id="t" kind="barrage" unit="mortars" x="30" y="20">'
            + pts([(26.999, 16.999), (33.001, 16.999), (33.001, 23.001), (26.999, 23.001)]) + "</template>\n")
before = open(bad).read()
code, out, err = run(exe, "template", bad, "mortars", "30,20", "--save")
check.expect(code == 1 and "tabletop-bad-outline" in err and out == "", f"table with errors: exit {code}, stderr {err!r}")
check.expect(open(bad).read() == before, "a table with errors is left as it was")
unknown = write("unknown.table.xml", '<template id="t" kind="smoke" unit="ghosts" x="30" y="20">'
                + pts([(27, 17), (33, 17), (33, 23), (27, 23)]) + "</template>\n")
code, out, err = run(exe, "los", unknown, "L", "R")
check.expect(code == 1 and "tabletop-unknown-unit" in err, f"a template of an unknown unit: exit {code}, stderr {err!r}")

check.finish()
