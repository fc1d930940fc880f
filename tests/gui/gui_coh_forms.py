"""coh-forms (tests/gui/CMakeLists.txt): the CoH scenario Kleinbach
Crossroads, copied with its board and catalogs, edited in the editor's CoH
forms by coh_forms.script. Checks:
  - the text after step N, after undoing back to it and after redoing to it
    are the same bytes for every N; step 0 is the file as opened;
  - the saved file equals data/kleinbach-crossroads-forms.scenario.xml,
    written by hand, and `crestline check` exits 0 on it;
  - sealing before the save was refused and wrote nothing;
  - the German hidden set-up sealed in the window: `crestline reveal` proves
    it, `crestline check --setup` accepts it, the owner's file places the
    four hidden units where the script put them (as the hand-written plan
    scenarios/library/kleinbach-crossroads.de.plan.hidden.xml does), and
    the opponent's file holds no unit id, hex or salt."""
import os
import re
import subprocess

from gui_forms_steps import check_steps, copy_scenario, read


def run(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    scenario = copy_scenario(SOURCE, WORK, "kleinbach.map.xml", "kleinbach-crossroads.scenario.xml")
    library = os.path.dirname(scenario)
    opened = read(scenario)
    owner = os.path.join(library, "de.owner.hidden.xml")
    opponent = os.path.join(library, "de.opponent.hidden.xml")
    result = run_editor(script_from("coh_forms.script", WORK=WORK, OWNER=owner, OPPONENT=opponent), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    check_steps(WORK, 11, opened, fail)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "kleinbach-crossroads-forms.scenario.xml"))
    if read(scenario) != want:
        fail("the saved scenario differs from data/kleinbach-crossroads-forms.scenario.xml:\n%s" % read(scenario).decode())
    crestline = os.path.join(os.path.dirname(EDITOR), "crestline")
    for cmd in ([crestline, "check", scenario], [crestline, "check", scenario, "--setup", owner], [crestline, "reveal", owner, opponent]):
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            fail("%s exit %d:\n%s%s" % (" ".join(cmd), r.returncode, r.stdout, r.stderr))
    for early in ("early.owner.hidden.xml", "early.opponent.hidden.xml"):
        if os.path.exists(os.path.join(WORK, early)):
            fail("a refused seal wrote " + early)
    placed = re.findall(r'<hidden unit="([^"]+)" public-id="[^"]+" hex="([^"]+)" facing="([^"]+)"', read(owner).decode())
    if sorted(placed) != sorted([("de-mg-1", "0803", "2"), ("de-rifle-1", "0605", "3"), ("de-mg-2", "1002", "2"), ("de-mortar", "1204", "3")]):
        fail("the owner's file places %s" % placed)
    if os.stat(owner).st_mode & 0o077:
        fail("the owner's file is readable by others")
    secret = read(opponent).decode()
    for word in ("de-mg", "de-rifle", "de-mortar", "0803", "0605", "1002", "1204", "salt", "hex=", "facing"):
        if word in secret:
            fail("the opponent's file gives away %r:\n%s" % (word, secret))
