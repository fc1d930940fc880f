"""fof-mission-forms (tests/gui/CMakeLists.txt): the Fields of Fire Mission 1,
copied with its card map and deck, opened in the editor (its card map on the
board canvas, its forms beside it) and edited by fof_mission_forms.script
(eight steps, three cards picked on the map). Checks:
  - the saved file equals data/mission1-trevieres-forms.scenario.xml,
    written by hand from the eight edits (the file's notes before the root
    kept), and `crestline check` exits 0 on it;
  - the text after step N (step-N.xml), after undoing back to it (undo-N)
    and after redoing to it again (redo-N) are the same bytes, for every N;
    step-0 and undo-0 are the file as opened, byte for byte;
  - every step changed the text; refused edits (a Duration of 0, a Phase
    Line or Registered Target without its number, a unit id used twice)
    made no step;
  - File > Export's mission JSON is refused while unsaved, and after Save
    lists the units as edited; an off-map unit is a Checks panel row at
    once, gone when undone; Save As in the folder writes the same bytes;
  - the Timeline page's text is what `crestline timeline` prints for the
    saved mission (and equals the lines written by hand below), after a step
    moving the Row 2 contact to turn 4 it is the command's for that text,
    after undo and redo it follows; a contact on turn 11 (after the Duration)
    gets the job's refusal, as the command (exit 1) does;
  - fof_mission_grow.script, on that mission with its own copy of the card
    map: a column added at the left from the mission's board, saved, gives
    data/mission1-trevieres-grown.scenario.xml (every cell one column
    right, written by hand) and data/mission1-grown-left.map.xml; the card
    map file is untouched until Save; undo and redo give the texts back
    byte for byte; the Timeline follows (C on column 4); refusals of the
    card map and of the mission made no step; another mission on the same
    card map beside it (the bundled Mission 1) is renumbered by the same
    Save, equal to data/mission1-trevieres-other-grown.scenario.xml
    (written by hand), listed on the board's page;
    a mission on another card map is left alone."""
import json
import os
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


# `crestline timeline` of the mission saved by the script, worked out by hand
# (docs/fof-mission.md "Timeline"): three contacts at set-up, C fixed on column 3.
TIMELINE_SAVED = """Mission 1: Trevieres Offensive (mission1-trevieres, FoF offensive)
Turns: 10 [2.1]; Potential Contacts [2.2.2, 3.2.2]:
Set-up: 3 Potential Contacts
  Row 1, column 3: letter C
  Row 2: letter A
  Row 3: letter B
"""
# The Row 2 contact (A) added at the start of turn 4 [3.2.2].
TIMELINE_TURN4 = """Mission 1: Trevieres Offensive (mission1-trevieres, FoF offensive)
Turns: 10 [2.1]; Potential Contacts [2.2.2, 3.2.2]:
Set-up: 2 Potential Contacts
  Row 1, column 3: letter C
  Row 3: letter B
Turn 4: 1 Potential Contact
  Row 2: letter A
"""


# The same after the column added at the left: C's column is 4.
TIMELINE_GROWN = TIMELINE_SAVED.replace("Row 1, column 3: letter C", "Row 1, column 4: letter C")


def check_growth(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    library = os.path.join(WORK, "scenarios", "library")
    boards = os.path.join(WORK, "maps", "boards")
    original_map = read(os.path.join(SOURCE, "maps", "boards", "mission1.map.xml"))
    grow_map = os.path.join(boards, "mission1-grow.map.xml")
    with open(grow_map, "wb") as f:
        f.write(original_map)
    start = read(os.path.join(SOURCE, "tests", "gui", "data", "mission1-trevieres-forms.scenario.xml"))
    start = start.replace(b'href="../../maps/boards/mission1.map.xml"', b'href="../../maps/boards/mission1-grow.map.xml"')
    grow = os.path.join(library, "grow.scenario.xml")
    with open(grow, "wb") as f:
        f.write(start)
    # Another mission on the same card map, beside it: the bundled Mission 1, its href on the copy.
    other_start = read(os.path.join(SOURCE, "scenarios", "library", "mission1-trevieres.scenario.xml"))
    other_start = other_start.replace(b'href="../../maps/boards/mission1.map.xml"', b'href="../../maps/boards/mission1-grow.map.xml"')
    other = os.path.join(library, "other.scenario.xml")
    with open(other, "wb") as f:
        f.write(other_start)
    renamed_before = read(os.path.join(library, "renamed.scenario.xml"))
    result = run_editor(script_from("fof_mission_grow.script", WORK=WORK), grow)
    if result.returncode != 0:
        fail("the editor's growth script did not finish", result)

    def work(name):
        return read(os.path.join(WORK, name))

    want = read(os.path.join(SOURCE, "tests", "gui", "data", "mission1-trevieres-grown.scenario.xml"))
    want_map = read(os.path.join(SOURCE, "tests", "gui", "data", "mission1-grown-left.map.xml"))
    if work("grow-0.xml") != start:
        fail("the mission as opened for growing is not the file's bytes")
    if work("grow-1.xml") != want:
        fail("the mission after the column added at the left differs from data/mission1-trevieres-grown.scenario.xml:\n%s" % work("grow-1.xml").decode())
    if work("grow-undo-0.xml") != start or work("grow-undo-after-save.xml") != start:
        fail("undoing the growth does not give the mission's text back byte for byte")
    if work("grow-redo-1.xml") != want:
        fail("redoing the growth does not give its text back byte for byte")
    if work("map-unsaved.xml") != original_map:
        fail("the card map file was written before Save")
    if read(grow) != want:
        fail("the saved mission differs from data/mission1-trevieres-grown.scenario.xml:\n%s" % read(grow).decode())
    if work("map-saved.xml") != want_map or read(grow_map) != want_map:
        fail("the saved card map differs from data/mission1-grown-left.map.xml (or was written after Save):\n%s" % read(grow_map).decode())
    # The other mission renumbered with the card map, in the same Save (written by hand: every cell one column right,
    # the Right Boundary on the new edge, 5 columns); a mission on another card map left alone.
    want_other = read(os.path.join(SOURCE, "tests", "gui", "data", "mission1-trevieres-other-grown.scenario.xml"))
    if read(other) != want_other:
        fail("the card map's other mission was not renumbered with it (data/mission1-trevieres-other-grown.scenario.xml):\n%s" % read(other).decode())
    if read(os.path.join(library, "renamed.scenario.xml")) != renamed_before:
        fail("a mission on another card map (renamed.scenario.xml) was changed by the growth's Save")
    crestline = os.path.join(os.path.dirname(EDITOR), "crestline")
    check = subprocess.run([crestline, "check", other], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check of the renumbered other mission, exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
    check = subprocess.run([crestline, "check", grow], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check of the grown mission, exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
    timeline = subprocess.run([crestline, "timeline", grow], capture_output=True, text=True)
    if timeline.returncode != 0 or timeline.stdout != TIMELINE_GROWN or work("timeline-grown.txt").decode() != TIMELINE_GROWN:
        fail("the grown mission's timeline (page and command) is not the one worked out by hand:\n%s\n%s" % (work("timeline-grown.txt").decode(), timeline.stdout))
    if work("timeline-ungrown.txt").decode() != TIMELINE_SAVED:
        fail("the Timeline page did not follow the growth undone:\n%s" % work("timeline-ungrown.txt").decode())


def check_timeline(WORK, EDITOR, fail):
    crestline = os.path.join(os.path.dirname(EDITOR), "crestline")
    library = os.path.join(WORK, "scenarios", "library")

    def page(name):
        return read(os.path.join(WORK, name)).decode()

    def command(mission):
        return subprocess.run([crestline, "timeline", os.path.join(library, mission)], capture_output=True, text=True)

    saved = command("renamed.scenario.xml")
    if saved.returncode != 0 or saved.stdout != TIMELINE_SAVED:
        fail("crestline timeline of the saved mission is not the one worked out by hand:\n%s%s" % (saved.stdout, saved.stderr))
    if page("timeline-saved.txt") != saved.stdout:
        fail("the Timeline page differs from crestline timeline of the saved mission:\n%s" % page("timeline-saved.txt"))
    turn4 = command("turn4.scenario.xml")
    if turn4.returncode != 0 or turn4.stdout != TIMELINE_TURN4:
        fail("crestline timeline with the contact on turn 4 is not the one worked out by hand:\n%s%s" % (turn4.stdout, turn4.stderr))
    if page("timeline-turn4.txt") != turn4.stdout:
        fail("after the step, the Timeline page differs from crestline timeline:\n%s" % page("timeline-turn4.txt"))
    for name, want in (("timeline-undo-turn4.txt", turn4.stdout), ("timeline-undo-saved.txt", saved.stdout), ("timeline-redo-turn4.txt", turn4.stdout)):
        if page(name) != want:
            fail("%s: the Timeline page did not follow the undo or redo:\n%s" % (name, page(name)))
    turn11 = command("turn11.scenario.xml")
    refusal = ": no timeline is given because the mission has errors\n"
    if turn11.returncode != 1 or "fof-contact-turn" not in turn11.stderr or not turn11.stderr.endswith(refusal):
        fail("crestline timeline with a contact on turn 11 was not refused:\n%s%s" % (turn11.stdout, turn11.stderr))
    if not page("timeline-turn11.txt").endswith(refusal) or "Turn" in page("timeline-turn11.txt"):
        fail("the Timeline page of a mission with a contact on turn 11 is not the job's refusal:\n%s" % page("timeline-turn11.txt"))


def run(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    mission = copy_scenario(SOURCE, WORK, "mission1.map.xml", "mission1-trevieres.scenario.xml")
    opened = read(mission)
    result = run_editor(script_from("fof_mission_forms.script", WORK=WORK), mission)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    check_steps(WORK, 8, opened, fail)
    # The reader's refusal names the id used twice (the script saw "would not read back").
    if "duplicate-id" not in result.stderr or "'hq-1plt' is already used" not in result.stderr:
        fail("the unit id used twice was not refused for its duplicate id", result)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "mission1-trevieres-forms.scenario.xml"))
    saved = read(mission)
    if saved != want:
        fail("the saved mission differs from data/mission1-trevieres-forms.scenario.xml:\n%s" % saved.decode())
    renamed = os.path.join(os.path.dirname(mission), "renamed.scenario.xml")
    if read(renamed) != want:
        fail("the mission saved as renamed.scenario.xml differs from the hand-written file")
    if os.path.exists(os.path.join(WORK, "unsaved.json")):
        fail("the JSON export was written while the mission had unsaved edits")
    with open(os.path.join(WORK, "mission.json")) as f:
        exported = json.load(f)
    units = [u.get("id") for u in exported.get("units", [])]
    if units != ["hq-1plt", "sq-1-1plt", "sq-2-1plt", "mg-1"]:
        fail("the exported mission's units are %s, not the edited ones" % units)
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", mission], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
    check_timeline(WORK, EDITOR, fail)
    check_growth(run_editor, script_from, fail, SOURCE, WORK, EDITOR)
