"""Case coh-build of gui_test.py: a Conflict of Heroes map built from nothing
in the window with the CoH tools (coh_build.script, rulings worked by hand
there from /work/shared/specs/coh-los.md).

File > New... makes a 3 x 5 CoH map; the paint tool puts light woods in
0103 and a wood building in 0105, the level tool (Shift+B) 0101 at level 1,
the hexside tool a wall on 0105's N side. The LOS 0101 -> 0105 is ruled
after each step; with the wall, direct fire sees with +1 DM +1 AR and mortar
fire with +0 DM +1 AR, each equal to `crestline los --json` on the saved
map with the same --attack. The saved map equals data/coh-built.map.xml,
written by hand; the map after each step (saved as it was made) is that file
less the later steps' elements, by hand below, and each undo and redo gives
that step's file back byte for byte.

Then (opens_to_mend, coh_build_opens.script) a CoH scenario, an FF
scenario and a card map whose maps have check errors open to be mended,
their errors listed, LOS, exports and the hidden set-up's seal refused; and
(areas_shot, coh_areas_shot.script) the picture of
docs/images/editor-coh-areas.png is taken from a copy whose references stay
in its folder, the Checks panel empty (WORK/editor-coh-areas.png).
"""
import json
import os
import shutil
import subprocess


def read(path):
    with open(path, "rb") as f:
        return f.read()


def built_steps(final):
    """The saves of steps 4, 3, 2, 1 and 0 (as first saved), worked out by
    hand from the final file: each step takes one element back out. Without
    a level the map is format 1 (docs/map-format.md, Versions); without a
    <terrain> or <hexside> it has no <hexes>."""
    wall = '    <hexside hex="0105" side="N" terrain="wall" />\n'
    level = '    <terrain hex="0101" terrain="open" level="1" />\n'
    building = '    <terrain hex="0105" terrain="wood-building" />\n'
    woods = '  <hexes>\n    <terrain hex="0103" terrain="light-woods" />\n  </hexes>\n'
    def without(text, piece):
        if text.count(piece) != 1:
            raise ValueError("not exactly one %r in:\n%s" % (piece, text))
        return text.replace(piece, "")

    step3 = without(final, wall)
    step2 = without(step3, level)
    if step2.count('<map version="3"') != 1:
        raise ValueError("data/coh-built.map.xml is not map format 3")
    step2 = step2.replace('<map version="3"', '<map version="1"')
    step1 = without(step2, building)
    step0 = without(step1, woods)
    return [step0, step1, step2, step3, final]


def build(run_editor, script_from, fail, source, work, crestline):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "boards"))
    catalogs = os.path.join(work, "catalogs")
    shutil.copytree(os.path.join(source, "maps", "catalogs"), catalogs)
    os.environ["CRESTLINE_CATALOGS"] = catalogs  # the New wizard's catalogs
    names = ["START", "STEP1", "STEP2", "STEP3", "OUT", "UNDO1", "UNDO2", "UNDO3", "UNDO4", "REDO1", "REDO2", "REDO3", "REDO4"]
    files = {name: os.path.join(work, "boards", name.lower() + ".map.xml") for name in names}
    result = run_editor(script_from("coh_build.script", WORK=work, **files), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    final = read(os.path.join(source, "tests", "gui", "data", "coh-built.map.xml")).decode()
    step = built_steps(final)
    for n in range(1, 5):
        if step[n] == step[n - 1]:
            fail("step %d changes nothing in the hand-written files" % n)
    # Made step by step, undone back to each step, redone to each step.
    want = [("START", 0), ("STEP1", 1), ("STEP2", 2), ("STEP3", 3), ("OUT", 4),
            ("UNDO1", 3), ("UNDO2", 2), ("UNDO3", 1), ("UNDO4", 0),
            ("REDO1", 1), ("REDO2", 2), ("REDO3", 3), ("REDO4", 4)]
    for name, n in want:
        got = read(files[name]).decode()
        if got != step[n]:
            fail("%s (%s) is not step %d as worked out by hand:\n%s\n--- expected ---\n%s" % (name, files[name], n, got, step[n]), result)

    # The rulings the window showed are the command line's with the same flags.
    for shown, flags in [("direct.json", ["--attack", "direct"]), ("mortar.json", ["--attack", "mortar"])]:
        run = subprocess.run([crestline, "los", files["OUT"], "0101", "0105", "--json"] + flags, capture_output=True, text=True)
        if run.returncode != 0:
            fail("crestline los 0101 0105 %s: exit %d\n%s" % (" ".join(flags), run.returncode, run.stderr))
        with open(os.path.join(work, shown), encoding="utf-8") as f:
            got = json.load(f)
        if got != json.loads(run.stdout):
            fail("the window's ruling (%s) differs from crestline los %s:\n%s\n---\n%s" % (shown, " ".join(flags), json.dumps(got, indent=1), run.stdout))
    mortar = json.loads(read(os.path.join(work, "mortar.json")))
    if mortar.get("coh", {}).get("defence_modifier") != 0 or mortar.get("coh", {}).get("attack_modifier") != 1:
        fail("the mortar ruling is not +0 DM +1 AR: %s" % json.dumps(mortar))

    check = subprocess.run([crestline, "check", files["OUT"]], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check on the built map: exit %d\n%s%s" % (check.returncode, check.stdout, check.stderr))
    lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(source, "docs", "schema", "map.xsd"), files["OUT"]], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint --schema map.xsd: " + lint.stderr)


def flat_copy(source, folder, scenario, board, catalog, change=None):
    """The library's SCENARIO, its BOARD and the catalogs copied into one
    folder, their references pointing there (BOARD's to CATALOG); change
    (old, new) made in the board's text. Returns the scenario's path."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(source, "maps", "boards", board), encoding="utf-8") as f:
        text = f.read()
    for old, new in [('href="../catalogs/%s"' % catalog, 'href="%s"' % catalog)] + ([change] if change else []):
        if text.count(old) != 1:
            raise ValueError("%s has not exactly one %r" % (board, old))
        text = text.replace(old, new)
    with open(os.path.join(folder, board), "w", encoding="utf-8") as f:
        f.write(text)
    for name in os.listdir(os.path.join(source, "maps", "catalogs")):  # the catalog and what it includes
        if name.endswith(".terrain.xml"):
            shutil.copy(os.path.join(source, "maps", "catalogs", name), folder)
    with open(os.path.join(source, "scenarios", "library", scenario), encoding="utf-8") as f:
        text = f.read()
    old = 'href="../../maps/boards/%s"' % board
    if text.count(old) != 1:
        raise ValueError("%s has not exactly one %r" % (scenario, old))
    path = os.path.join(folder, scenario)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, 'href="%s"' % board))
    return path


def opens_to_mend(run_editor, script_from, fail, source, work):
    """coh_build_opens.script: a CoH scenario and an FF scenario whose maps
    have check errors, and a card map with one, open (reader errors are
    still refused: gui_broken-map, gui_newer-version); LOS, exports and
    sealing refuse while the errors are listed. Nothing refused is written."""
    folder = os.path.join(work, "opens")
    coh = flat_copy(source, os.path.join(folder, "coh"), "kleinbach-crossroads.scenario.xml", "kleinbach.map.xml", "coh.terrain.xml",
                    ('<terrain hex="0209" terrain="open" level="1" />', '<terrain hex="0209" terrain="open" level="3" />'))
    ff = flat_copy(source, os.path.join(folder, "ff"), "hold-the-ridge.scenario.xml", "ridge-farm.map.xml", "ff-sample.terrain.xml",
                   ("  <features>\n", '  <features>\n    <area id="bow-tie" terrain="building">\n      <outer points="44,4 50,8 50,4 44,8"/>\n    </area>\n'))
    cards = os.path.join(folder, "fof")
    os.makedirs(cards)
    shutil.copy(os.path.join(source, "tests", "cli", "data", "fof-tiny.deck.xml"), cards)
    with open(os.path.join(source, "tests", "cli", "data", "fof-3x3.map.xml"), encoding="utf-8") as f:
        text = f.read()
    twice = '<cell column="3" row="3" card="9" />'
    if text.count(twice) != 1:
        fail("fof-3x3.map.xml has not exactly one %r" % twice)
    fof = os.path.join(cards, "twice.map.xml")
    with open(fof, "w", encoding="utf-8") as f:
        f.write(text.replace(twice, '<cell column="3" row="3" card="8" />'))
    result = run_editor(script_from("coh_build_opens.script", WORK=folder, COH=coh, FF=ff, FOF=fof), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    # The refused seal leaves its plan (OWNER.plan.xml, written before the job refuses); the sealed files are not written.
    written = [n for n in os.listdir(folder) if n.startswith("refused") and not n.endswith(".plan.xml")]
    if written:
        fail("a refused export or seal wrote %s" % written)


def areas_shot(run_editor, script_from, fail, source, work):
    """coh_areas_shot.script: the picture of docs/images/editor-coh-areas.png,
    from a copy whose references stay in its folder (no Checks row)."""
    scenario = flat_copy(source, os.path.join(work, "shot"), "kleinbach-crossroads.scenario.xml", "kleinbach.map.xml", "coh.terrain.xml")
    result = run_editor(script_from("coh_areas_shot.script", SHOT=os.path.join(work, "editor-coh-areas.png")), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)


def run(run_editor, script_from, fail, source, work, editor):
    crestline = os.path.join(os.path.dirname(editor), "crestline")
    build(run_editor, script_from, fail, source, work, crestline)
    opens_to_mend(run_editor, script_from, fail, source, work)
    areas_shot(run_editor, script_from, fail, source, work)
