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
    once, gone when undone; Save As in the folder writes the same bytes."""
import json
import os
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


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
