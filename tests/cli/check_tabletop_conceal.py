"""crestline concealed on 15 mm tabletop tables (docs/cli-systems.md "concealed",
docs/tabletop.md "Concealment"): the spec's worked examples 5 (a fence, from
either side) and 8 (one team in the open reveals the unit) written as small
tables (moved onto the table by a whole-inch shift, which changes no verdict),
a game position with Gone to Ground, an FO and a tank that did not move, a
set-up without state, text and JSON, and the exit codes: 2 for an unknown
unit, two units of one side or an off-table unit, 1 for a table with error
findings. Expected values by hand from the spec."""

import os
import tempfile

from cli_common import Check, args, run, run_json
from tabletop_xml import pts, rect, square

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-conceal-")


def team(tid, cx, cy, kind="infantry", height=1, state="", role=""):
    """state: the <state> element's attributes ("" none, "-" an empty <state/>)."""
    r = f' role="{role}"' if role else ""
    s = "" if not state else "<state/>" if state == "-" else f"<state {state}/>"
    return f'<team id="{tid}" type="{kind}" armour="soft" height="{height}"{r}>{pts(square(cx, cy))}{s}</team>'


def table(name, width, depth, pieces, sides, off=()):
    """pieces: (kind, cover, extra attributes, corners); sides: {side: {unit: [team xml]}}."""
    body = "".join(f'<piece id="{i + 1}" kind="{k}" cover="{c}" movement="open"{a}>{pts(p)}</piece>\n'
                   for i, (k, c, a, p) in enumerate(pieces))
    for side, units in sides.items():
        body += f'<side id="{side}">\n'
        for unit, teams in units.items():
            body += f'<unit id="{unit}" training="trained">' + "".join(teams) + "</unit>\n"
        body += "</side>\n"
    if off:
        body += "<off-table>" + "".join(f'<unit ref="{u}"/>' for u in off) + "</off-table>\n"
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(f'<table version="1" system="tabletop" width="{width}" depth="{depth}" units="inch">\n{body}</table>\n')
    return path


def verdict(path, unit, firing, what, concealed, revealed=None, ground=None, lost=None, set_up=None):
    r = run_json(exe, "concealed", path, unit, "--from", firing)
    if not check.expect(r is not None, f"{what}: ruled"):
        return None
    check.expect(r["concealed"] == concealed, f"{what}: concealed {r['concealed']}, expected {concealed}")
    if revealed is not None:
        check.expect(r["revealed_by"] == revealed, f"{what}: revealed_by {r['revealed_by']}, expected {revealed}")
    if ground is not None:
        check.expect(r["gone_to_ground"] == ground, f"{what}: gone_to_ground {r['gone_to_ground']}, expected {ground}")
    if lost is not None:
        check.expect(r["ground_lost_by"] == lost, f"{what}: ground_lost_by {r['ground_lost_by']}, expected {lost}")
    if set_up is not None:
        check.expect(r["set_up"] == set_up, f"{what}: set_up {r['set_up']}, expected {set_up}")
    return r


# Example 5 (shift +5, +15): fence [15,15.25] x [5,25], 0.5" high; T (15.75,15) touches it at x = 15.25
# and has moved. From N (5,15) the centre-to-centre segment crosses the fence; from F (25,15) it does not.
ex5 = table("ex5.table.xml", 40, 30, [("fence", "soft", ' height="0.5"', rect(15, 15.25, 5, 25))],
            {"a": {"near": [team("N", 5, 15, state="-")], "far": [team("F", 25, 15, state="-")]},
             "b": {"t": [team("T", 15.75, 15, state='moved="true"')]}})
r = verdict(ex5, "t", "near", "example 5 from the opposite side", True, revealed=[], ground="none", set_up=False)
if r:
    t = r["teams"][0]
    check.expect(t["team"] == "T" and t["cover"] == "soft" and t["seen_by"] == ["N"] and t["areas"] == []
                 and not t["still_infantry"], f"example 5 near: team {t}")
    check.expect(t["linears"] == [{"piece": 1, "kind": "fence", "cover": "soft", "crossed_by": ["N"], "conceals": True}],
                 f"example 5 near: linears {t['linears']}")
r = verdict(ex5, "t", "far", "example 5 from the fence's own side", False, revealed=["T"])
if r:
    t = r["teams"][0]
    check.expect(t["cover"] == "none" and t["seen_by"] == ["F"], f"example 5 far: team {t}")
    check.expect(t["linears"] == [{"piece": 1, "kind": "fence", "cover": "soft", "crossed_by": [], "conceals": False}],
                 f"example 5 far: linears {t['linears']}")
code, out, err = run(exe, "concealed", ex5, "t", "--from", "near")
check.expect(code == 0 and out.startswith("t concealed from near: yes [Cover & Terrain]\n")
             and "T: concealed, soft cover; seen by N\n" in out
             and "touches fence 1, fired across centre to centre by N: conceals, soft cover" in out,
             f"example 5 text: exit {code}: {out!r} {err!r}")
code, out, err = run(exe, "concealed", ex5, "t", "--from", "far")
check.expect(code == 0 and out.startswith("t concealed from far: no (revealed by T)")
             and "T: not concealed, in the open; seen by F\n" in out and "F fires from its side" in out,
             f"example 5 far text: exit {code}: {out!r} {err!r}")

# Example 8 (shift +10, +20): wood [20,30] x [14,26]; A (10,20) fires at B1 (25,20) in the wood and B2 (25,30)
# above it in the open (the centre line passes y = 26.67 at x = 20, over the wood), both moved. C1 (27,22) is
# in the wood. Side a also has a2; res is off the table.
wood = ("forest", "soft", "", rect(20, 30, 14, 26))
moved = 'moved="true"'
ex8 = table("ex8.table.xml", 60, 40, [wood],
            {"a": {"a1": [team("A", 10, 20, state="-")], "a2": [team("A2", 10, 30, state="-")]},
             "b": {"b1": [team("B1", 25, 20, state=moved), team("B2", 25, 30, state=moved)],
                   "b2": [team("C1", 27, 22, state=moved)],
                   "res": [team("R1", 50, 5, state="-")]}},
            off=("res",))
r = verdict(ex8, "b1", "a1", "example 8", False, revealed=["B2"], ground="none", lost=[])
if r:
    b1, b2 = r["teams"]
    check.expect(b1["concealed"] and b1["areas"] == [{"piece": 1, "name": "forest 1", "kind": "forest", "cover": "soft"}] and b1["seen_by"] == ["A"],
                 f"example 8 B1: {b1}")
    check.expect(not b2["concealed"] and b2["areas"] == [] and b2["seen_by"] == ["A"] and b2["cover"] == "none",
                 f"example 8 B2: {b2}")
verdict(ex8, "b2", "a1", "example 8, a unit all in the wood", True, revealed=[])
code, out, err = run(exe, "concealed", ex8, "b1", "--from", "a1")
check.expect(code == 0 and out.startswith("b1 concealed from a1: no (revealed by B2)") and "in forest 1: soft cover" in out
             and "Gone to Ground: not in play (no team of b1 has gone to ground)" in out, f"example 8 text: exit {code}: {out!r} {err!r}")

# The same without any <state>: a set-up. Nobody has moved (DECISION), so B2 is Infantry that did not move:
# concealed in the open, and the unit with it.
setup = table("setup.table.xml", 60, 40, [wood],
              {"a": {"a1": [team("A", 10, 20)]}, "b": {"b1": [team("B1", 25, 20), team("B2", 25, 30)]}})
r = verdict(setup, "b1", "a1", "set-up", True, revealed=[], ground="none", set_up=True)
if r:
    check.expect(r["teams"][1]["still_infantry"] and r["teams"][1]["cover"] == "none", f"set-up B2: {r['teams'][1]}")
code, out, err = run(exe, "concealed", setup, "b1", "--from", "a1")
check.expect(code == 0 and "(a set-up)" in out and "concealed even in the open" in out, f"set-up text: {out!r}")

# A game position: D1 in the wood Gone to Ground; D2 above the wood, fired but did not move (concealed in the
# open, not Gone to Ground, seen by A: the unit loses its +1). O1, an FO in the wood that moved and fired: Gone
# to Ground [Indirect Fire], kept. K1, a tank at (10,30) that did not move, straight above A: not concealed.
state = table("state.table.xml", 60, 40, [wood],
              {"a": {"a1": [team("A", 10, 20, state=moved)]},
               "b": {"dug": [team("D1", 25, 20, state='gone-to-ground="true"'), team("D2", 25, 30, state='fired="true"')],
                     "obs": [team("O1", 27, 22, role="FO", state='moved="true" fired="true"')],
                     "tanks": [team("K1", 10, 30, kind="tank", height=2.5, state='overwatch="true"')],
                     "all": [team("G1", 27, 24, state='gone-to-ground="true" moved="true"'),
                             team("G2", 23, 24, state='gone-to-ground="true" moved="true"')]}})
r = verdict(state, "dug", "a1", "position: Gone to Ground lost", True, revealed=[], ground="lost", lost=["D2"], set_up=False)
if r:
    d1, d2 = r["teams"]
    check.expect(d1["gone_to_ground"] == "declared" and d2["gone_to_ground"] == "no" and d2["still_infantry"]
                 and d2["seen_by"] == ["A"], f"position dug: {r['teams']}")
r = verdict(state, "obs", "a1", "position: an FO in the wood", True, ground="kept", lost=[])
if r:
    check.expect(r["teams"][0]["gone_to_ground"] == "fo", f"position FO: {r['teams'][0]}")
verdict(state, "tanks", "a1", "position: a tank that did not move", False, revealed=["K1"], ground="none")
verdict(state, "all", "a1", "position: every team Gone to Ground", True, ground="kept", lost=[])
code, out, err = run(exe, "concealed", state, "dug", "--from", "a1")
check.expect(code == 0 and "Gone to Ground: lost by the whole unit: a1 sees D2, not Gone to Ground [Firing]" in out
             and "D1: concealed, soft cover" in out, f"position text: {out!r}")

# The sample table, by hand from its coordinates. 1tk's T1 (x 42-43, y 4-5.5) fires at 2pl: B1 (x 30-32,
# y 44-45.25) lies beyond the wheat field [26,40] x [30,42] (no straight segment passes right of x = 40 up to
# y = 42 and then reaches x <= 32); B2 in Baker's wood (held, so it drops out) lies beyond the 2" bocage: to
# clear bocage 9 at x = 24 a segment must be at y >= 27.5 there (a rise of 22" over 18"), then could rise at
# most 6.75" over the last 10": no straight segment does both, and below y = 10 it meets bocage 8; B3 (x 36-38,
# y 26-27.25) is seen past the farmhouse's east side (x 38) and west of hill 112's edge (44,14)-(40,18), e.g. from
# (43,5.5) to (38,26). B1 and B3 carry no state: not moved, concealed in the open; B2 is Gone to Ground. So
# 2pl is concealed, and B3, seen and not Gone to Ground, takes the +1 from the whole unit.
sample = os.path.join(src, "maps/tables/hedgerows.table.xml")
r = verdict(sample, "2pl", "1tk", "sample 2pl from 1tk", True, revealed=[], ground="lost", lost=["B3"], set_up=False)
if r:
    got = [(t["team"], t["seen_by"], t["still_infantry"], t["gone_to_ground"], t["cover"]) for t in r["teams"]]
    want = [("B1", [], True, "no", "none"), ("B2", [], True, "declared", "soft"), ("B3", ["T1"], True, "no", "none")]
    check.expect(got == want, f"sample 2pl from 1tk: {got}")
    check.expect(r["teams"][1]["areas"] == [{"piece": 1, "name": "forest 1", "kind": "forest", "cover": "soft"}], f"sample B2 areas: {r['teams'][1]}")
# 1pl: A3 (x 34-36, y 6-7.25) moved and stands in no piece, touching none: it reveals the unit, seen or not.
verdict(sample, "1pl", "2pl", "sample 1pl from 2pl", False, revealed=["A3"], ground="none")
code, out, err = run(exe, "concealed", sample, "2res", "--from", "1pl")
check.expect(code == 2 and "'2res'" in err and "off the table" in err, f"sample off-table unit: exit {code}, {err!r}")

# Exit codes.
code, out, err = run(exe, "concealed", ex8, "zz", "--from", "a1")
check.expect(code == 2 and "'zz'" in err and "ex8.table.xml" in err and out == "", f"unknown target unit: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", ex8, "b1", "--from", "zz")
check.expect(code == 2 and "'zz'" in err and out == "", f"unknown firing unit: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", ex8, "a2", "--from", "a1")
check.expect(code == 2 and "'a2'" in err and "'a1'" in err and "side 'a'" in err and out == "", f"same side: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", ex8, "res", "--from", "a1")
check.expect(code == 2 and "'res'" in err and "off the table" in err and out == "", f"off-table target: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", ex8, "a1", "--from", "res")
check.expect(code == 2 and "'res'" in err and "off the table" in err, f"off-table firer: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", ex8, "b1")
check.expect(code == 2 and "--from" in err and out == "", f"no --from: exit {code}, {err!r}")
code, out, err = run(exe, "concealed", os.path.join(tmp, "missing.table.xml"), "b1", "--from", "a1")
check.expect(code == 2 and out == "", f"missing file: exit {code}, {err!r}")
broken = table("broken.table.xml", 40, 30, [],
               {"a": {"a1": [team("A", 5, 15)]}, "b": {"b1": [team("B", 40, 15)]}})  # B reaches x 40.5 > 40
code, out, err = run(exe, "concealed", broken, "b1", "--from", "a1")
check.expect(code == 1 and "tabletop-off-edge" in err and out == "", f"table with errors: exit {code}, out {out!r}, err {err!r}")
code, out, err = run(exe, "concealed", "--help")
check.expect(code == 0 and "Exit codes: 0 ruled" in out, f"--help gives the exit codes: {out!r}")

check.finish()
