"""gts-forms (tests/gui/CMakeLists.txt): the GTS scenario Aldenfeld Crossing,
copied with its board and catalogs, edited in the editor's GTS forms by
gts_forms.script (fifteen steps, four hexes picked on the map; a special
rule, notes, the map's rotation and two renames among them; the set-up
drawn on the map checked by the script's expect-forms-units, the
reinforcements' entry marks by expect-forms-arrivals and, from the canvas's
pixels, expect-forms-painted: one added by its Division symbol shows hollow
at the board's entry hex, goes when removed, is back after Undo). Checks:
  - the saved file equals data/aldenfeld-crossing-forms.scenario.xml,
    written by hand from the fifteen edits (Blue renamed azure: its air units
    and Direct Command chit follow; 8-mg renamed 8-hmg: its set-up follows),
    and `crestline check` exits 0 on it;
  - the text after step N (step-N.xml), after undoing back to it (undo-N)
    and after redoing to it again (redo-N) are the same bytes, for every N;
    step-0 and undo-0 are the file as opened, byte for byte;
  - every step changed the text (no step is a no-op);
  - an off-map set-up hex is a hex-off-map row of the Checks panel at once,
    gone when undone; Save As in the folder writes the same bytes;
  - autosave (editor/gui/autosave.h): the map edited beside the forms (0202
    painted woods) and one more step left unsaved (the notes changed) are in
    recovery files, the scenario's text byte for byte; the editor killed
    (SIGKILL), both files are unchanged; --recover
    (recover_forms_save.script) brings the scenario back in its forms,
    modified, and the map with its edit: Save writes both; the recovery
    files go while the editor still runs, and undoing the recovered step
    gives the file's bytes as they were."""
import os
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


def run(edit_then_kill, recovery_files, fail, SOURCE, WORK, EDITOR):
    scenario = copy_scenario(SOURCE, WORK, "aldenfeld.map.xml", "aldenfeld-crossing.scenario.xml")
    renamed = os.path.join(os.path.dirname(scenario), "renamed.scenario.xml")
    board = os.path.join(WORK, "maps", "boards", "aldenfeld.map.xml")
    board_opened = read(board)
    opened = read(scenario)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "aldenfeld-crossing-forms.scenario.xml"))
    # The last, unsaved step: the notes of step 12 replaced (the writer's <notes>, docs/gts-scenario.md).
    notes = b"<notes>Playtested twice: Red won once.</notes>"
    if notes not in want:
        fail("data/aldenfeld-crossing-forms.scenario.xml holds no notes of step 12")
    autosaved = want.replace(notes, b"<notes>Autosaved, then the editor was killed.</notes>")
    edited = os.path.join(WORK, "autosaved-edit.xml")
    # The script runs its steps and saves, then makes the last step and waits to be killed.
    # The map's edit as its writer writes it (a <terrain> element of its <hexes>).
    woods = b'<terrain hex="0202" terrain="woods" />'
    if woods in board_opened:
        fail("0202 of the Aldenfeld board is woods already")
    edit_then_kill("gts_forms.script", scenario, lambda documents: os.path.exists(edited) and any(
        kind == "scenario" and text.endswith(autosaved) for kind, text in documents) and any(
        kind == "map" and woods in text for kind, text in documents), WORK=WORK)
    if read(board) != board_opened:
        fail("the board changed although its edit was never saved")
    check_steps(WORK, 15, opened, fail)
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
    if woods not in read(board):
        fail("the map autosaved beside the forms was not recovered with them: its saved file has no woods in 0202")
