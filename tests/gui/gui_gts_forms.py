"""gts-forms (tests/gui/CMakeLists.txt): the GTS scenario Aldenfeld Crossing,
copied with its board and catalogs, edited in the editor's GTS forms by
gts_forms.script (ten steps, four hexes picked on the map). Checks:
  - the saved file equals data/aldenfeld-crossing-forms.scenario.xml,
    written by hand from the ten edits, and `crestline check` exits 0 on it;
  - the text after step N (step-N.xml), after undoing back to it (undo-N)
    and after redoing to it again (redo-N) are the same bytes, for every N;
    step-0 and undo-0 are the file as opened, byte for byte;
  - every step changed the text (no step is a no-op);
  - an off-map set-up hex is a hex-off-map row of the Checks panel at once,
    gone when undone; Save As in the folder writes the same bytes."""
import os
import shutil
import subprocess


def copy_aldenfeld(SOURCE, WORK):
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "scenarios", "library"))
    os.makedirs(os.path.join(WORK, "maps", "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "maps", "catalogs"))
    shutil.copy(os.path.join(SOURCE, "maps", "boards", "aldenfeld.map.xml"), os.path.join(WORK, "maps", "boards"))
    scenario = os.path.join(WORK, "scenarios", "library", "aldenfeld-crossing.scenario.xml")
    shutil.copy(os.path.join(SOURCE, "scenarios", "library", "aldenfeld-crossing.scenario.xml"), scenario)
    return scenario


def read(path):
    with open(path, "rb") as f:
        return f.read()


def run(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    scenario = copy_aldenfeld(SOURCE, WORK)
    opened = read(scenario)
    result = run_editor(script_from("gts_forms.script", WORK=WORK), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    step = [read(os.path.join(WORK, "step-%d.xml" % n)) for n in range(11)]
    if step[0] != opened:
        fail("the text as opened is not the file's bytes")
    for n in range(1, 11):
        if step[n] == step[n - 1]:
            fail("step %d changed nothing" % n)
    for n in range(0, 10):
        if read(os.path.join(WORK, "undo-%d.xml" % n)) != step[n]:
            fail("undoing back to step %d does not give its text back byte for byte" % n)
    for n in range(1, 11):
        if read(os.path.join(WORK, "redo-%d.xml" % n)) != step[n]:
            fail("redoing to step %d does not give its text back byte for byte" % n)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "aldenfeld-crossing-forms.scenario.xml"))
    saved = read(scenario)
    if saved != want:
        fail("the saved scenario differs from data/aldenfeld-crossing-forms.scenario.xml:\n%s" % saved.decode())
    renamed = os.path.join(os.path.dirname(scenario), "renamed.scenario.xml")
    if read(renamed) != want:
        fail("the scenario saved as renamed.scenario.xml differs from the hand-written file")
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", scenario], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
