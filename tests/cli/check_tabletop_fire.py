"""crestline fire on a hand-made 15 mm tabletop table (tabletop-los.md "Fire",
docs/cli-systems.md "fire"): the spec's example 7 (a friendly Infantry base stops
Infantry but a Gun fires over it; a friendly Tank base stops fire) and
example 11 (a Tank facing +x: behind it out of arc, beside it in), each moved
onto the table by a whole-inch shift, and a range case with a weapon at
exactly 1x, one at exactly 2x and one 1/1000 inch short of 2x. Text and JSON
are checked, the witness exactly (from the firer's base to the in-arc part
of the target's), and the exit codes: 0 whenever the ruling ran (a firer
with no weapon included), 2 for an unknown or off-table team, a target on
the firer's side or an unknown --weapon, 1 for a table with error findings."""

import os
import tempfile
from fractions import Fraction

from cli_common import Check, args, run, run_json
from tabletop_xml import pts, rect, square

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-fire-")


def facing_x(cx, cy):
    """A 1" square base centred on (cx, cy) facing +x: its right side is the front edge."""
    return [(cx + 0.5, cy - 0.5), (cx + 0.5, cy + 0.5), (cx - 0.5, cy + 0.5), (cx - 0.5, cy - 0.5)]


def team(tid, kind, corners, weapons=()):
    ws = "".join(f'<weapon name="{n}" range="{r}" fp="{fp}"/>' for n, r, fp in weapons)
    return f'<team id="{tid}" type="{kind}" armour="soft" height="1">{pts(corners)}{ws}</team>\n'


def write(name, width, body):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(f'<table version="1" system="tabletop" width="{width}" depth="40" units="inch">\n{body}</table>\n')
    return path


# Example 7 (shift +10, +20 / +30 / +10): Infantry F (10,20) and Gun G (10,30, facing +x) each with a
# friendly Infantry base [14,16] x [y-2,y+2] between it and an enemy 10" to the right; Infantry H (10,10)
# with a friendly Tank base there. Example 11 (shift +40, +20): Tank K (40,20) facing +x, enemies E1 (35,20)
# behind it and E2 (40,25) beside it. K's weapons: the gap to E2 is 24.5 - 20.5 = 4": gun 4" (1x: short),
# mg 2" (2x: long), pistol 1.999" (2x = 3.998" < 4": out). N has no weapon.
K, E2 = facing_x(40, 20), square(40, 25)
G, T2 = facing_x(10, 30), square(20, 30)
blue = ('<side id="blue"><unit id="b1" training="trained">\n'
        + team("F", "infantry", square(10, 20), [("rifle", 12, 2)])
        + team("FI", "infantry", rect(14, 16, 18, 22))
        + team("G", "gun", G, [("atg", 24, 4)])
        + team("FI2", "infantry", rect(14, 16, 28, 32))
        + team("H", "infantry", square(10, 10), [("rifle", 12, 2)])
        + team("FT", "tank", rect(14, 16, 8, 12))
        + team("K", "tank", K, [("gun", 4, 3), ("mg", 2, 2), ("pistol", 1.999, 1)])
        + team("N", "infantry", square(50, 30))
        + "</unit></side>\n")
red = ('<side id="red"><unit id="r1" training="trained">\n'
       + team("T", "infantry", square(20, 20)) + team("T2", "infantry", T2) + team("T3", "infantry", square(20, 10))
       + team("E1", "infantry", square(35, 20)) + team("E2", "infantry", E2)
       + '</unit><unit id="r2" training="green"><team id="R" type="infantry" armour="soft" height="1"/></unit></side>\n'
       + '<off-table><unit ref="r2"/></off-table>\n')
table = write("fire.table.xml", 60, blue + red)


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


def codes(reasons):
    return [r["code"] for r in reasons]


# Example 7: LOS, but Infantry may not fire through its friends; the reason names the base.
r = run_json(exe, "fire", table, "F", "T")
if check.expect(r is not None, "example 7 Infantry: ruled"):
    check.expect(r["los"] and not r["may_fire"] and r["witness"] is None, f"example 7 Infantry: LOS yes, may not fire: {r}")
    check.expect(codes(r["reasons"]) == ["friends"] and r["reasons"][0]["teams"] == ["FI"],
                 f"example 7 Infantry: friends, FI: {r['reasons']}")
    check.expect(r["arc"] == "360" and r["firer_type"] == "infantry", f"example 7 Infantry: 360 degrees: {r['arc']}")
    w = r["weapons"]
    check.expect(len(w) == 1 and w[0]["name"] == "rifle" and w[0]["band"] == "short" and not w[0]["may_fire"],
                 f"example 7 Infantry: the rifle at 9\" of 12\" is short but may not fire: {w}")
# A Gun fires over the friendly Infantry.
r = run_json(exe, "fire", table, "G", "T2")
if check.expect(r is not None, "example 7 Gun: ruled"):
    check.expect(r["may_fire"] and r["reasons"] == [] and r["fired_over"] == ["FI2"], f"example 7 Gun: may fire over FI2: {r}")
    wit = r["witness"]
    check.expect(wit is not None and inside(exact(wit["from"]), G) and inside(exact(wit["to"]), T2),
                 f"example 7 Gun: witness from G's base to T2's: {wit}")
# A friendly Tank base stops it.
r = run_json(exe, "fire", table, "H", "T3")
check.expect(r is not None and not r["may_fire"] and codes(r["reasons"]) == ["friends"] and r["reasons"][0]["teams"] == ["FT"],
             f"example 7 Tank base: friends, FT: {r}")

# Example 11: behind the Tank out of arc, beside it in.
r = run_json(exe, "fire", table, "K", "E1")
if check.expect(r is not None, "example 11 behind: ruled"):
    check.expect(r["los"] and not r["target_in_arc"] and not r["may_fire"] and codes(r["reasons"]) == ["out-of-arc"]
                 and r["arc"] == "front", f"example 11 behind: out of arc: {r}")
r = run_json(exe, "fire", table, "K", "E2")
if check.expect(r is not None, "example 11 beside: ruled"):
    check.expect(r["target_in_arc"] and r["sight_in_arc"] and r["may_fire"], f"example 11 beside: may fire: {r}")
    wit = r["witness"]
    check.expect(wit is not None and inside(exact(wit["from"]), K) and inside(exact(wit["to"]), E2)
                 and exact(wit["to"])[0] >= 40, f"example 11 beside: witness ends in the arc x >= 40: {wit}")
    bands = [(w["name"], w["band"], w["may_fire"]) for w in r["weapons"]]
    check.expect(bands == [("gun", "short", True), ("mg", "long", True), ("pistol", "out", False)],
                 f"range: 4\" gap: gun 4\" short, mg 2\" long, pistol 1.999\" out: {bands}")
    pistol = r["weapons"][2]
    check.expect(codes(pistol["reasons"]) == ["out-of-range"] and "3.998\"" in pistol["reasons"][0]["text"],
                 f"range: the pistol's reason: {pistol['reasons']}")
r = run_json(exe, "fire", table, "K", "E2", "--weapon", "mg")
check.expect(r is not None and [w["name"] for w in r["weapons"]] == ["mg"], f"--weapon mg: only the mg: {r and r['weapons']}")
# Fire is not reciprocal: E1 (Infantry, 360 degrees) may fire at K, but has no weapon here: ruled, may not fire.
r = run_json(exe, "fire", table, "E1", "K")
check.expect(r is not None and r["target_in_arc"] and r["witness"] is not None and r["weapons"] == [] and not r["may_fire"],
             f"E1 -> K: sees and is in arc, but no weapon: {r}")

# Text.
code, out, err = run(exe, "fire", table, "K", "E2")
check.expect(code == 0 and out.startswith("FIRE K -> E2: may fire\n")
             and "  gun (range 4\", FP 3): short range: may fire\n" in out
             and "  mg (range 2\", FP 2): long range, +1 to hit, half FP [Firing]: may fire\n" in out
             and "  pistol (range 1.999\", FP 1): out of range: may not fire\n" in out
             and "lay a ruler from (" in out and "  - pistol: out of range" in out, f"text K -> E2: exit {code}: {out!r} {err!r}")
code, out, err = run(exe, "fire", table, "F", "T")
check.expect(code == 0 and out.startswith("FIRE F -> T: may not fire\n") and "LOS: yes [step 3]" in out
             and "friends: in the way" in out and "(friendly bases: FI)" in out, f"text F -> T: exit {code}: {out!r}")
code, out, err = run(exe, "fire", table, "K", "E1")
check.expect(code == 0 and "may not fire" in out and "  - out of arc: no point of the target's base" in out, f"text K -> E1: {out!r}")
code, out, err = run(exe, "fire", table, "N", "E2")
check.expect(code == 0 and "weapons: none: N has no weapon, so may not fire" in out and out.startswith("FIRE N -> E2: may not fire"),
             f"no weapon: exit {code}: {out!r} {err!r}")

# Refusals: exit 2 naming the thing, nothing on standard output.
code, out, err = run(exe, "fire", table, "F", "FI")
check.expect(code == 2 and "FI is on F's side" in err and out == "", f"same side: exit {code}: {err!r}")
code, out, err = run(exe, "fire", table, "F", "Z9")
check.expect(code == 2 and "'Z9'" in err and out == "", f"unknown team: exit {code}: {err!r}")
code, out, err = run(exe, "fire", table, "R", "F")
check.expect(code == 2 and "'R'" in err and "off-table" in err and out == "", f"off-table firer: exit {code}: {err!r}")
code, out, err = run(exe, "fire", table, "K", "E2", "--weapon", "howitzer")
check.expect(code == 2 and "'howitzer'" in err and "gun, mg, pistol" in err and out == "", f"unknown weapon: exit {code}: {err!r}")
broken = write("broken.table.xml", 45, blue + red)  # N reaches x 50.5 > 45
code, out, err = run(exe, "fire", broken, "F", "T")
check.expect(code == 1 and "tabletop-off-edge" in err and out == "", f"table with errors: exit {code}: {out!r} {err!r}")
code, out, err = run(exe, "fire", os.path.join(tmp, "missing.table.xml"), "F", "T")
check.expect(code == 2 and out == "", f"missing file: exit {code}: {err!r}")

check.finish()
