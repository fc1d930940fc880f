"""gts-forms (tests/gui/CMakeLists.txt): the GTS scenario Aldenfeld Crossing,
copied with its board and catalogs, edited in the editor's GTS forms by
gts_forms.script (thirteen steps, four hexes picked on the map; a special
rule, notes and the map's rotation among them). Checks:
  - the saved file equals data/aldenfeld-crossing-forms.scenario.xml,
    written by hand from the thirteen edits, and `crestline check` exits 0 on it;
  - the text after step N (step-N.xml), after undoing back to it (undo-N)
    and after redoing to it again (redo-N) are the same bytes, for every N;
    step-0 and undo-0 are the file as opened, byte for byte;
  - every step changed the text (no step is a no-op);
  - an off-map set-up hex is a hex-off-map row of the Checks panel at once,
    gone when undone; Save As in the folder writes the same bytes;
  - autosave (editor/gui/autosave.h): one more step left unsaved (the notes
    changed) is in a recovery file, the scenario's text byte for byte; the
    editor killed (SIGKILL), the file is unchanged; --recover
    (recover_forms_save.script) brings the scenario back in its forms,
    modified; after Save the recovery file goes while the editor still
    runs, and undoing the recovered step gives the file's bytes as they were."""
import os
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


def run(edit_then_kill, recovery_files, fail, SOURCE, WORK, EDITOR):
    scenario = copy_scenario(SOURCE, WORK, "aldenfeld.map.xml", "aldenfeld-crossing.scenario.xml")
    renamed = os.path.join(os.path.dirname(scenario), "renamed.scenario.xml")
    opened = read(scenario)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "aldenfeld-crossing-forms.scenario.xml"))
    # The last, unsaved step: the notes of step 12 replaced (the writer's <notes>, docs/gts-scenario.md).
    notes = b"<notes>Playtested twice: Red won once.</notes>"
    if notes not in want:
        fail("data/aldenfeld-crossing-forms.scenario.xml holds no notes of step 12")
    autosaved = want.replace(notes, b"<notes>Autosaved, then the editor was killed.</notes>")
    edited = os.path.join(WORK, "autosaved-edit.xml")
    # The script runs its steps and saves, then makes the last step and waits to be killed.
    edit_then_kill("gts_forms.script", scenario, lambda documents: os.path.exists(edited) and any(
        kind == "scenario" and text.endswith(autosaved) for kind, text in documents), WORK=WORK)
    check_steps(WORK, 13, opened, fail)
    saved = read(scenario)
    if saved != want:
        fail("the saved scenario differs from data/aldenfeld-crossing-forms.scenario.xml:\n%s" % saved.decode())
    if read(renamed) != want:
        fail("the scenario saved as renamed.scenario.xml differs from the hand-written file (or the unsaved step reached it)")
    if read(edited) != autosaved:
        fail("the last step wrote another text than the notes changed:\n%s" % read(edited).decode())
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", scenario], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
    # A new session recovers it. The recovery file is there from the start
    # (the dead session's, taken over) until the Save.
    done = os.path.join(WORK, "done.xml")
    edit_then_kill("recover_forms_save.script", None, lambda documents: os.path.exists(done) and not recovery_files(),
                   fresh=False, flags=["--recover"], WORK=WORK)
    if read(os.path.join(WORK, "recovered.xml")) != autosaved:
        fail("the recovered scenario is not the autosaved text")
    if read(os.path.join(WORK, "recovered-undone.xml")) != want:
        fail("undoing the recovered step does not give the file's bytes back")
    if read(renamed) != autosaved:
        fail("the recovered scenario saved differs from the autosaved text")
