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
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


def run(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    scenario = copy_scenario(SOURCE, WORK, "aldenfeld.map.xml", "aldenfeld-crossing.scenario.xml")
    opened = read(scenario)
    result = run_editor(script_from("gts_forms.script", WORK=WORK), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    check_steps(WORK, 13, opened, fail)
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


def recover(edit_then_kill, recovery_documents, recovery_files, run_editor, fail, SOURCE, WORK):
    """Autosave of a scenario in forms (editor/gui/autosave.h): after one step
    (notes added) a recovery file holds the scenario's text as the forms do;
    the editor killed (SIGKILL), the file is unchanged; --recover brings the
    scenario back in its forms, modified, Undo giving the file's bytes; after
    Save the recovery file goes while the editor still runs."""
    scenario = copy_scenario(SOURCE, WORK, "aldenfeld.map.xml", "aldenfeld-crossing.scenario.xml")
    opened = read(scenario)
    # The notes as the writer writes them, the last child of <scenario> (docs/gts-scenario.md).
    want = opened.replace(b"</scenario>\n", b"  <notes>Autosaved, then the editor was killed.</notes>\n</scenario>\n")
    if want == opened:
        fail("the sample scenario does not end as expected")
    edited = os.path.join(WORK, "autosaved-edit.xml")

    def autosaved(documents):
        return os.path.exists(edited) and any(kind == "scenario" and text.endswith(want) for kind, text in documents)

    edit_then_kill("recover_forms.script", scenario, autosaved, WORK=WORK)
    if read(edited) != want:
        fail("the step wrote another text than the notes added:\n%s" % read(edited).decode())
    if read(scenario) != opened:
        fail("the scenario file changed although it was never saved")
    # The recovery file is there from the start (the dead session's, taken over) until the Save.
    done = os.path.join(WORK, "done.xml")
    edit_then_kill("recover_forms_save.script", None, lambda documents: os.path.exists(done) and not recovery_files(),
                   fresh=False, flags=["--recover"], WORK=WORK)
    if read(os.path.join(WORK, "recovered.xml")) != want:
        fail("the recovered scenario is not the autosaved text")
    if read(os.path.join(WORK, "recovered-undone.xml")) != opened:
        fail("undoing the recovered step does not give the file's bytes back")
    if read(scenario) != want:
        fail("the recovered scenario saved differs from the autosaved text")
