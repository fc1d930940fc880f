"""crestline los on 15 mm tabletop tables (<table> files, docs/tabletop-format.md):
touching bases and the spec's worked examples 1 to 4 and 9 written as small tables (each moved onto
the table by a whole-inch shift, which changes no verdict), rulings on the
sample table maps/tables/hedgerows.table.xml worked out by hand from its
coordinates, the witness segment checked exactly to run from one base to the
other, and the exit codes: 2 for a team id that names no team (or an
off-table one), 1 for a table with error findings (nothing ruled)."""

import os
import tempfile
from fractions import Fraction

from cli_common import Check, args, run, run_json
from tabletop_xml import pts, rect, square

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-tabletop-")


def table(name, width, depth, pieces, teams):
    """pieces: (kind, extra attributes, corners); teams: (id, type, height, corners)."""
    body = "".join(f'<piece id="{i + 1}" kind="{k}" cover="soft" movement="open"{a}>{pts(c)}</piece>\n'
                   for i, (k, a, c) in enumerate(pieces))
    body += '<side id="a"><unit id="u" training="trained">\n'
    body += "".join(f'<team id="{t}" type="{ty}" armour="soft" height="{h}">{pts(c)}</team>\n' for t, ty, h, c in teams)
    body += "</unit></side>\n"
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(f'<table version="1" system="tabletop" width="{width}" depth="{depth}" units="inch">\n{body}</table>\n')
    return path


def inside(point, corners):
    """Exact: the point lies in the closed convex counter-clockwise polygon."""
    px, py = point
    for i in range(len(corners)):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % len(corners)]
        ax, ay, bx, by = Fraction(ax), Fraction(ay), Fraction(bx), Fraction(by)
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
    return True


def exact(p):
    return (Fraction(p["x_thou"]) / 1000, Fraction(p["y_thou"]) / 1000)


def ruling(path, a, b, what, los, active=None, cutting=None, levels=None, bases=None):
    r = run_json(exe, "los", path, a, b)
    if not check.expect(r is not None, f"{what}: ruled"):
        return
    check.expect(r["los"] == los, f"{what}: los {r['los']}, expected {los}")
    if active is not None:
        got = [p["piece"] for p in r["active"]]
        check.expect(got == active, f"{what}: active {got}, expected {active}")
    if cutting is not None:
        check.expect(r["cutting"] == cutting, f"{what}: cutting {r['cutting']}, expected {cutting}")
    if levels is not None:
        check.expect((r["level_from"], r["level_to"]) == levels, f"{what}: levels {(r['level_from'], r['level_to'])}, expected {levels}")
    if los and r["step"] == "clear":
        w = r["witness"]
        ok = w is not None and (bases is None or (inside(exact(w["from"]), bases[0]) and inside(exact(w["to"]), bases[1])))
        check.expect(ok, f"{what}: witness from {a}'s base to {b}'s, got {w}")
    if not los:
        check.expect(r["witness"] is None, f"{what}: no witness when blocked")


# Example 1 (shift +10, +20): wood [20,30] x [14,26]; f (10,20), t (25,20) in it, u (40,20) beyond.
f1, t1, u1 = square(10, 20), square(25, 20), square(40, 20)
ex1 = table("ex1.table.xml", 60, 40, [("forest", "", rect(20, 30, 14, 26))],
            [("f", "infantry", 1, f1), ("t", "infantry", 1, t1), ("u", "infantry", 1, u1)])
ruling(ex1, "f", "t", "example 1 into the wood", True, active=[], bases=(f1, t1))
ruling(ex1, "f", "u", "example 1 beyond the wood", False, active=[1], cutting=[1])
ruling(ex1, "u", "f", "example 1 beyond the wood, other way round", False, active=[1], cutting=[1])
ruling(ex1, "t", "u", "example 1 out of the wood", True, active=[], bases=(t1, u1))

# Touching bases see each other whatever lies around them [step 1].
g1 = square(11, 20)  # shares the edge x = 10.5 with f
touch = table("touch.table.xml", 60, 40, [("forest", "", rect(20, 30, 14, 26))], [("f", "infantry", 1, f1), ("g", "infantry", 1, g1)])
r = run_json(exe, "los", touch, "f", "g")
check.expect(r is not None and r["los"] and r["step"] == "touching", f"touching bases: {r}")

# Example 2 (shift +10, +20): woods [20,30] x [14,20] and [20,30] x [20,26] share an edge: the seam is solid,
# and neither wood alone cuts every segment (a segment may pass above or below the seam), so both do together.
seam = table("ex2.table.xml", 60, 40, [("forest", "", rect(20, 30, 14, 20)), ("forest", "", rect(20, 30, 20, 26))],
             [("f", "infantry", 1, f1), ("u", "infantry", 1, u1)])
r = run_json(exe, "los", seam, "f", "u")
check.expect(r is not None and not r["los"] and r["cut_jointly"] and r["cutting"] == [1, 2], f"example 2 seam: {r}")

# Example 3 (shift +10, +30): woods [20,30] x [30,40] and [30,40] x [20,30] meet only at (30,30);
# f (10,10), t (50,50): LOS, and only on lines through (30,30).
f3, t3 = square(10, 10), square(50, 50)
gap = table("ex3.table.xml", 60, 60, [("forest", "", rect(20, 30, 30, 40)), ("forest", "", rect(30, 40, 20, 30))],
            [("f", "infantry", 1, f3), ("t", "infantry", 1, t3)])
r = run_json(exe, "los", gap, "f", "t")
if check.expect(r is not None and r["los"] and r["witness"], f"example 3 point gap: {r}"):
    (ax, ay), (bx, by) = exact(r["witness"]["from"]), exact(r["witness"]["to"])
    check.expect((bx - ax) * (30 - ay) - (by - ay) * (30 - ax) == 0, f"example 3: the witness's line passes through (30,30): {r['witness']}")
    check.expect(inside((ax, ay), f3) and inside((bx, by), t3), "example 3: witness from base to base")

# Example 4 (shift +5, +15): wall [15,15.25] x [5,25]; f (5,15), t (25,15); a tank k of height 2.5 at f.
f4, t4 = square(5, 15), square(25, 15)
k4 = [(5.5, 15.75), (4.5, 15.75), (4.5, 14.25), (5.5, 14.25)]
wall = rect(15, 15.25, 5, 25)
teams4 = [("f", "infantry", 1, f4), ("t", "infantry", 1, t4), ("k", "tank", 2.5, k4)]
ex4 = table("ex4.table.xml", 40, 30, [("wall", ' height="2"', wall)], teams4)
ruling(ex4, "f", "t", "example 4 wall 2\"", False, active=[1], cutting=[1])
ruling(ex4, "k", "t", "example 4 tank 2.5\" over a 2\" wall", True, active=[], bases=(k4, t4))
fence = table("ex4-fence.table.xml", 40, 30, [("fence", ' height="0.5"', wall)], teams4)
ruling(fence, "f", "t", "example 4 fence 0.5\"", True, active=[], bases=(f4, t4))
# Ties: a wall as tall as the taller team does not block; 1/1000 inch taller does.
level = table("ex4-equal.table.xml", 40, 30, [("wall", ' height="1"', wall)], teams4)
ruling(level, "f", "t", "wall h = H", True, active=[], bases=(f4, t4))
above = table("ex4-above.table.xml", 40, 30, [("wall", ' height="1.001"', wall)], teams4)
ruling(above, "f", "t", "wall h = H + 0.001", False, active=[1], cutting=[1])

# Example 9 (shift +5, +10): hill [15,25] x [4,16] level 1; f (5,10), t (35,10) level 0, then t on a second hill.
f9, t9 = square(5, 10), square(35, 10)
hill = ("hill", ' level="1"', rect(15, 25, 4, 16))
ex9 = table("ex9.table.xml", 45, 20, [hill], [("f", "infantry", 1, f9), ("t", "infantry", 1, t9)])
ruling(ex9, "f", "t", "example 9 hill between level-0 teams", False, active=[1], cutting=[1], levels=(0, 0))
ex9b = table("ex9b.table.xml", 45, 20, [hill, ("hill", ' level="1"', rect(30, 40, 4, 16))],
             [("f", "infantry", 1, f9), ("t", "infantry", 1, t9)])
ruling(ex9b, "f", "t", "example 9 t on a second level-1 hill", True, active=[], levels=(0, 1), bases=(f9, t9))

# Issue 27: a hollow (hill [10,20]^2 level 1 inside hill [5,25]^2 level 2); f on the hollow's edge x = 10 is at
# level 2, the higher side, so no hill is above top = 2: LOS to t (35,15) at level 0. 1/1000" inside the
# hollow f is at level 1 and the level-2 hill around it blocks.
hollow = [("hill", ' level="2"', rect(5, 25, 5, 25)), ("hill", ' level="1"', rect(10, 20, 10, 20))]
t27 = ("t", "infantry", 1, square(35, 15))
ruling(table("hollow.table.xml", 40, 30, hollow, [("f", "infantry", 1, square(10, 15)), t27]), "f", "t",
       "hollow hill edge", True, active=[], levels=(2, 0), bases=(square(10, 15), square(35, 15)))
ruling(table("hollow-in.table.xml", 40, 30, hollow, [("f", "infantry", 1, square(10.001, 15)), t27]), "f", "t",
       "1/1000 inch inside the hollow", False, active=[1], cutting=[1], levels=(1, 0))
# Hills that cross (interiors overlap, neither holds the other): an error, nothing ruled; sharing an edge is fine.
crossing = table("crossing.table.xml", 40, 30, [("hill", ' level="1"', rect(5, 15, 5, 15)), ("hill", ' level="2"', rect(10, 20, 10, 20))],
                 [("f", "infantry", 1, square(12, 12)), t27])
code, out, err = run(exe, "los", crossing, "f", "t")
check.expect(code == 1 and "tabletop-hills-cross" in err and "hill 2 overlaps hill 1" in err and out == "",
             f"crossing hills: exit {code}, out {out!r}, err {err!r}")
sharing = table("sharing.table.xml", 40, 30, [("hill", ' level="1"', rect(5, 15, 5, 15)), ("hill", ' level="2"', rect(15, 20, 5, 15))],
                [("f", "infantry", 1, square(15, 10)), t27])
ruling(sharing, "f", "t", "hills sharing an edge, f on it (level 2)", True, levels=(2, 0))

# The sample table, by hand from its coordinates.
sample = os.path.join(src, "maps/tables/hedgerows.table.xml")
# A1 (x 30-32, y 4-5.25) to B1 (x 30-32, y 44-45.25): every segment stays in x 30..32 and crosses
# the smoke [28,34] x [8,14] and the wheat field [26,40] x [30,42], each alone. Both at level 0, so
# every area piece, both hills (level 1 > 0) and the 2" bocage (taller than 0.75") are active; the
# 0.5" wall and fence are not.
ruling(sample, "A1", "B1", "sample A1 -> B1", False, active=[1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14], cutting=[3, 12])
# A2 and A3 side by side at y 6-7.25: nothing between them.
ruling(sample, "A2", "A3", "sample A2 -> A3", True,
       bases=([(28, 7.25), (26, 7.25), (26, 6), (28, 6)], [(36, 7.25), (34, 7.25), (34, 6), (36, 6)]))
# G1 (x 18-20, y 14-16) to B2 in Baker's wood (x 12-14, y 33-34.25): the wood holds B2 and drops out;
# the 2" bocage [0,24] x [27,27.5] lies across every segment.
ruling(sample, "G1", "B2", "sample G1 -> B2", False, cutting=[8])
# H1 on hill 112 (level 1) to T1 (level 0): top 1, so only pieces standing at level 1 (the copse, 7)
# and smoke (12) are active, and neither lies between them.
h1 = [(42, 22), (44, 22), (44, 24), (42, 24)]
t1s = [(43, 5.5), (42, 5.5), (42, 4), (43, 4)]
ruling(sample, "H1", "T1", "sample H1 -> T1", True, active=[7, 12], levels=(1, 0), bases=(h1, t1s))
ruling(sample, "T1", "H1", "sample T1 -> H1", True, active=[7, 12], levels=(0, 1), bases=(t1s, h1))

# Text output: the verdict, the levels, the ruler.
code, out, err = run(exe, "los", sample, "H1", "T1")
check.expect(code == 0 and out.startswith("LOS H1 -> T1: yes") and "levels: H1 1, T1 0 (top 1)" in out
             and "lay a ruler from (" in out, f"text ruling: exit {code}: {out!r} {err!r}")
code, out, err = run(exe, "los", sample, "A1", "B1")
check.expect(code == 0 and "LOS A1 -> B1: no" in out and "every sight segment is cut by: 3 12" in out,
             f"text blocked ruling: {out!r}")

# Exit codes.
code, out, err = run(exe, "los", sample, "A1", "Z9")
check.expect(code == 2 and "'Z9'" in err and "hedgerows.table.xml" in err and out == "",
             f"unknown team: exit {code}, stderr {err!r}")
# Every play-state flag of hex and card maps is refused on a table, named (--weather was once ignored).
for flags in (("--smoke", "0101"), ("--weather", "fog"), ("--night",), ("--barrage", "0101"), ("--purpose", "spot"), ("--eye-from", "1")):
    code, out, err = run(exe, "los", sample, "A1", "B1", *flags)
    check.expect(code == 2 and flags[0] in err and "tabletop table" in err and out == "", f"{flags[0]} on a table: exit {code}, stderr {err!r}")
code, out, err = run(exe, "los", sample, "R1", "A1")
check.expect(code == 2 and "'R1'" in err, f"off-table team: exit {code}, stderr {err!r}")
broken = table("broken.table.xml", 40, 30, [("wall", ' height="2"', wall)],
               [("f", "infantry", 1, f4), ("t", "infantry", 1, square(40, 15))])  # t reaches x 40.5 > 40
code, out, err = run(exe, "los", broken, "f", "t")
check.expect(code == 1 and "tabletop-off-edge" in err and out == "", f"table with errors: exit {code}, out {out!r}, err {err!r}")

check.finish()
