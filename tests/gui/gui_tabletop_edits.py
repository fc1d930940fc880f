"""Case tabletop-build of gui_test.py: a tabletop table built from nothing
in the window by the same clicks a user makes (tabletop_build.script, the
rulings worked by hand there from /work/shared/specs/tabletop-los.md).

The saved table must equal tests/gui/data/tabletop-built.table.xml, written
by hand (E2 left Gone to Ground by the team state steps 16-20): the pieces as clicked (counter-clockwise), the bases worked out from
their centres and facings (W1 at (4,4) facing (1,0): front edge x = 4.625,
y 3..5; E1 at (20,4) turned to (-4,-3)/5, each corner c + R(v - c) with the
turn R taking (-1,0) to (-0.8,-0.6), e.g. (-0.625,1) -> (-1.1,0.425)), the
smoke template square to the line from west-1's centre (4,4) to the aim
(4,12): its near right corner (7,9) first. The empty table (step 0) and the
field drawn clockwise (step 4) are checked by hand too. After each of the
20 edits the table was saved; 20 undos must give each earlier step back
byte for byte, and 20 redos each later one.

Team state (steps 16-20, the *team state* click mode): moved set on E2,
Gone to Ground set on E2, unit east-1 taken off the table and brought back
(its file again byte for byte), moved cleared; each step's file written by
hand below. The concealment of east-2 from west-1 is made again after each
step: moved in the open reveals it, Gone to Ground keeps the +1, not moved
conceals it again; each by hand and equal to `crestline concealed` on the
file saved at that step.

Fire W1 -> E2 (long range for the rifle) and the concealment of east-2 from
west-1 are ruled in the window too: by hand, and equal to `crestline fire`
and `crestline concealed` on the saved file.

A second run draws a forest whose outline crosses itself: the checks find it
(tabletop-bad-outline) and Save refuses, naming it, and writes nothing.
"""
import os
import shutil

EMPTY = """<?xml version="1.0" encoding="UTF-8"?>
<table version="1" system="tabletop" id="new-table" name="New table" width="24" depth="16" units="inch">
  <side id="west" name="West" />
  <side id="east" name="East" />
</table>
"""

# Drawn (2,7) (2,8.5) (6,8.5) (6,7): clockwise, so kept reversed; an area piece has no height unless one is chosen.
FIELD = """  <piece id="4" kind="field" cover="soft" movement="open">
    <pt x="6" y="7" />
    <pt x="6" y="8.5" />
    <pt x="2" y="8.5" />
    <pt x="2" y="7" />
  </piece>
"""

STEPS = 20

# E2's state as each team state step leaves it (the writer: <state> after the weapons, flags only when true).
RIFLE = """        <weapon name="rifle" range="8" fp="2" />
      </team>
    </unit>
  </side>"""
GROUND = """        <weapon name="rifle" range="8" fp="2" />
        <state gone-to-ground="true" />
      </team>
    </unit>
  </side>"""
MOVED = GROUND.replace('gone-to-ground="true"', 'moved="true"')
BOTH = GROUND.replace('gone-to-ground="true"', 'gone-to-ground="true" moved="true"')
# Step 18: the off-table list after the templates, before </table>.
OFF_TABLE = """  <off-table>
    <unit ref="east-1" />
  </off-table>
</table>
"""

# Step 14: east-1 (one team, E1, centred (20,4)) fires a barrage on (12,12):
# the line runs along (-1,1)/sqrt2, so the square's corners lie 3 sqrt2 =
# 4.24264" from the aim along the axes, rounded once to 4.243; the near
# corner on the firer's right, (12 + 4.243, 12), first, then counter-clockwise.
BARRAGE = """  <template id="barrage-1" kind="barrage" unit="east-1" x="12" y="12">
    <pt x="16.243" y="12" />
    <pt x="12" y="16.243" />
    <pt x="7.757" y="12" />
    <pt x="12" y="7.757" />
  </template>
"""

# Snapping to an off-grid vertex, and a turn that cannot be exact (tests/gui/data/snap-turn.table.xml).
SNAP = """board-condition click "draw piece"
board-condition piece field
board-click 5,5
board-click 5,2
board-click 8,2
board-click 8,5
board-click 5,5
expect-undo "Draw field 2"
board-condition click "turn team"
board-condition facing "037\u00b0 (3,4)/5"
board-click A
expect-board-words "puts a vertex off the 1/1000"
expect-undo "Draw field 2"
# The edited table is not given up without the question: Cancel keeps it open, edited.
answer cancel
open @DATA@/corner-graze.table.xml
expect-title "*snap-turn.table.xml - tabletop table - crestline"
save @W@/snapped.table.xml
quit
"""

# The field as clicked: (5,5) and its closing click snap to the forest's vertex (5.03,5.06), 0.067" away;
# (8,5) is a grid point and the forest's vertex both.
SNAPPED_FIELD = """  <piece id="2" kind="field" cover="soft" movement="open">
    <pt x="5.03" y="5.06" />
    <pt x="5" y="2" />
    <pt x="8" y="2" />
    <pt x="8" y="5" />
  </piece>
"""
TANK = """        <pt x="2.001" y="3" />
        <pt x="1" y="3" />
        <pt x="1" y="2" />
        <pt x="2.001" y="2" />
"""

BAD = """new-board table 12 12
board-condition click "draw piece"
board-condition piece forest
board-click 2,2
board-click 4,4
board-click 4,2
board-click 2,3
board-click 2,2
expect-undo "Draw forest 1"
expect-board-words "tabletop-bad-outline"
save @W@/bad.table.xml
quit
"""


def built(run_editor, script_from, fail, source, work, cli_path):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    result = run_editor(script_from("tabletop_build.script", W=work), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)

    def text(name):
        with open(os.path.join(work, name + ".table.xml"), encoding="utf-8") as f:
            return f.read()

    with open(os.path.join(source, "tests", "gui", "data", "tabletop-built.table.xml"), encoding="utf-8") as f:
        want = f.read()
    if text("built") != want:
        fail("the built table is not the one written by hand:\n" + text("built"))
    if text("step-0") != EMPTY:
        fail("the new 24 x 16 table is not as written by hand:\n" + text("step-0"))
    if FIELD not in text("step-4") or "kind=\"field\"" in text("step-5"):
        fail("the field drawn clockwise was not kept counter-clockwise, or not deleted:\n" + text("step-4"))
    if BARRAGE not in text("step-14") or "barrage" in text("step-15"):
        fail("the barrage is not as worked out by hand, or not deleted:\n" + text("step-14"))
    if text("step-%d" % STEPS) != want:
        fail("the last step's save is not the built table")
    # Team state, by hand: step 15 is the built table without E2's state; each state step changes only that.
    if want.count(GROUND) != 1:
        fail("the hand-written table does not end with E2 Gone to Ground")
    before = want.replace(GROUND, RIFLE)
    by_hand = {15: before, 16: want.replace(GROUND, MOVED), 17: want.replace(GROUND, BOTH),
               18: want.replace(GROUND, BOTH).replace("</table>\n", OFF_TABLE), 19: want.replace(GROUND, BOTH), 20: want}
    for k, expected in by_hand.items():
        if text("step-%d" % k) != expected:
            fail("step %d (team state) is not as written by hand:\n%s" % (k, text("step-%d" % k)))
    for k in range(1, STEPS + 1):
        if text("step-%d" % k) == text("step-%d" % (k - 1)):
            fail("edit %d changed nothing" % k)
        if text("undo-%d" % k) != text("step-%d" % (k - 1)):
            fail("undoing edit %d did not give step %d back byte for byte:\n%s" % (k, k - 1, text("undo-%d" % k)))
        if text("redo-%d" % k) != text("step-%d" % k):
            fail("redoing edit %d did not give step %d back byte for byte:\n%s" % (k, k, text("redo-%d" % k)))

    # Fire and concealment in the window: by hand (the script's comments), and as the command line rules the saved file.
    import json
    import subprocess
    shown = {n: json.load(open(os.path.join(work, n + ".json"), encoding="utf-8"))
             for n in ("fire", "conceal", "conceal-moved", "conceal-ground", "conceal-final")}
    fire = shown["fire"]
    if (fire.get("may_fire"), fire.get("los"), fire.get("arc"), [(w["name"], w["band"], w["may_fire"]) for w in fire.get("weapons", [])]) != \
            (True, True, "360", [("rifle", "long", True)]):
        fail("fire W1 -> E2 in the window is not as worked out by hand: %r" % fire)
    if (shown["conceal"].get("concealed"), [t["concealed"] for t in shown["conceal"].get("teams", [])]) != (True, [True]):
        fail("east-2's concealment in the window is not as worked out by hand: %r" % shown["conceal"])
    # The concealment after each state step, by hand (the script's comments): (concealed, revealed_by, gone_to_ground, set_up).
    for name, expected in [("conceal-moved", (False, ["E2"], "none", False)), ("conceal-ground", (False, ["E2"], "kept", False)),
                           ("conceal-final", (True, [], "kept", False))]:
        got = shown[name]
        if (got.get("concealed"), got.get("revealed_by"), got.get("gone_to_ground"), got.get("set_up")) != expected:
            fail("%s in the window is not as worked out by hand %r: %r" % (name, expected, got))
    if shown["conceal"].get("set_up") is not True or shown["conceal"].get("gone_to_ground") != "none":
        fail("east-2's concealment before any state is not a set-up's: %r" % shown["conceal"])

    def saved(k):
        return os.path.join(work, "step-%d.table.xml" % k)
    built_file = os.path.join(work, "built.table.xml")
    concealed = ["east-2", "--from", "west-1", "--json"]
    for name, args in [("fire", ["fire", saved(15), "W1", "E2", "--json"]), ("conceal", ["concealed", saved(15)] + concealed),
                       ("conceal-moved", ["concealed", saved(16)] + concealed), ("conceal-ground", ["concealed", saved(17)] + concealed),
                       ("conceal-final", ["concealed", built_file] + concealed)]:
        run = subprocess.run([cli_path] + args, capture_output=True, text=True)
        if run.returncode != 0 or json.loads(run.stdout) != shown[name]:
            fail("the window's %s ruling differs from crestline %s:\n%s\n---\n%s" % (name, " ".join(args), json.dumps(shown[name]), run.stdout + run.stderr))

    # A click near an off-grid vertex snaps to it; a turn off the lattice is refused, the base unchanged.
    data = os.path.join(source, "tests", "gui", "data", "snap-turn.table.xml")
    result = run_editor(SNAP.replace("@W@", work).replace("@DATA@", os.path.dirname(data)), data)
    if result.returncode != 0:
        fail("the snapping script did not finish", result)
    snapped = open(os.path.join(work, "snapped.table.xml"), encoding="utf-8").read()
    if SNAPPED_FIELD not in snapped or TANK not in snapped:
        fail("the field did not snap to the forest's vertex, or the refused turn moved the tank:\n" + snapped)

    # A table with an error finding is not saved.
    result = run_editor(BAD.replace("@W@", work), None)
    if result.returncode == 0:
        fail("a table whose forest crosses itself was saved", result)
    if "is not saved: the table has 1 error finding(s)" not in result.stderr or "tabletop-bad-outline" not in result.stderr:
        fail("the refused save does not say why", result)
    if os.path.exists(os.path.join(work, "bad.table.xml")):
        fail("the refused save wrote a file")
