#!/usr/bin/env python3
"""Drives the real crestline-editor under Xvfb (tests/gui/CMakeLists.txt).

gui_test.py EDITOR SOURCE_DIR WORK_DIR CASE, CASE one of:
  draw-building  the script draw_building.script on a copy of Ridge Farm
                 (map and catalogs copied so the catalog href stays
                 "../catalogs/..."): exit 0, the saved file equals
                 data/ridge-farm-building.map.xml byte for byte and passes
                 xmllint --noout; saving the unedited map writes the same file
                 without the building (so the building is the only change).
  select-move    select_move.script: box selection, Delete of three features
                 as one undo step, a two-feature move as one undo step, redo;
                 the saved map is the unedited one (data/ridge-farm-building
                 without the building) with the farmhouse and the byre moved
                 by (2,0): points worked out by hand in the script's comment.
  locked-layer   locked_layer.script: a locked or hidden Artwork layer keeps
                 the box selection and Delete from touching the buildings.
  checks-panel   checks_panel.script: a self-intersecting building appears in
                 the Checks panel at once; double-clicking its row selects it.
  hex-tools      hex_tools.script: painted hex P2, a wall on hexside N of R8
                 and a road through three corners, worked out by hand in the
                 script's comment, are the only additions to the saved map.
  new-map        a new map from the grid wizard's fields (script command
                 new-map), a building on a hexside midpoint, a corner and a
                 centre, saved: equals data/new-map.map.xml (catalog href
                 made relative to the map's folder on the first save).
  broken-map     a file that is not XML: exit 1, stderr names the file,
                 line 1 and the code xml-malformed, and nothing was saved.
  newer-version  a map of format version 7: exit 1, stderr says newer-version.
  los-drag       los_drag.script: the LOS tool dragged L6 -> L12 (clear in
                 tests/cli/los_cases.tsv) and I7 -> K10 (blocked [24.52]);
                 the panel shows each verdict, and the screenshots taken
                 during the drag and after it have the verdict's colour
                 (style.cpp: clear 1a9641 green, blocked b2182b red) along
                 the string's screen segment, where the screenshot before
                 the drag has not.
  los-what-if    los_what_if.script: Smoke dropped on L9 between L6 and L12
                 rules hindered 5, flipped hindered 2, removed clear [8.2,
                 23.33]; a building drawn across the string blocks it and
                 undoing it clears it; Shift over D9 shades D9's viewshed
                 (D12 clear, D13 blind, D14 clear as in los_cases.tsv).
  gts            gui_gts.script on the sample GTS board maps/boards/aldenfeld.map.xml:
                 0903 -> 1303 sees with k 2 = A 2 (strongpoint), 1303 -> 0903
                 blocked k 2 > A 0; the LOS panel shows the GTS outcome, the
                 count and both tie lines, no levels or hindrance; the string
                 is green on screen; spotting from the OP 2202 in fog and at
                 night equals crestline los --json with the same flags;
                 the GTS sample scenario opens in its forms.
  fof-build      fof_build.script: a card map made from nothing (File > New
                 card map), cards placed, ruled, saved, undone, redone:
                 each file as worked out by hand (gui_fof_edits.py).
  fof-card-map   gui_fof.script: the card map tests/cli/data/fof-3x3.map.xml
                 on the board canvas, two rulings by two clicks each, equal
                 to crestline los --json; a hex map opened after it.
  tabletop-build tabletop_build.script: a table made from nothing (File > New
                 table), pieces drawn, teams placed and turned, LOS ruled,
                 saved, undone and redone (see gui_tabletop_edits.py)
  tabletop-table gui_tabletop.script on tests/gui/data/corner-graze.table.xml
                 (see gui_tabletop.py): a graze of a wood's corner (LOS)
                 and its near miss (none) by clicks, equal to crestline los.
  gts-build      gts_build.script: a new GTS map built with paint, marker,
                 link and Division entry tools, ruled, saved; each step
                 undone and redone, every save equal to a file by hand.
  coh            gui_coh.script on a copy of the sample Conflict of Heroes
                 board maps/boards/kleinbach.map.xml (see gui_coh.py): LOS
                 rulings worked by hand (levels, a wall, smoke +2 and +1
                 Ctrl+clicked, mortar and artillery without the wall's DM),
                 a level set, undone, redone, another cleared, a hex's
                 terrain cleared with its level kept; the saved file has
                 exactly those edits and passes xmllint with map.xsd; on
                 an FF map the CoH controls are hidden or disabled.
  los-report     the dispute report of I7 -> K10 written from the editor:
                 a one-page PDF (pdfinfo) whose text (pdftotext) has the
                 rule 24.52 and both hexes, and an SVG.
  scenario-objective  scenario_objective.script on a copy of Hold the Ridge
                 (scenario, board and catalogs at their relative places):
                 exit 0; the saved scenario equals the unedited one saved by
                 the editor plus one objective written by hand (H10, control
                 none, german 1 VP, american 3 VP); it passes xmllint with
                 docs/schema/scenario.xsd, and `crestline check` exits 0.
  scenario-paint scenario_paint.script on a copy of Hold the Ridge: two
                 hexes painted into german-farm, undo and redo, an entry hex
                 picked; the saved file writes german-farm as its expression
                 plus <hexes list="G10 H10" /> and the turn 5 reinforcement's
                 entry as edge south with hexes K15 (by hand); `crestline
                 check` exits 0.
  sighting-setup sighting_setup.script on a copy of Hold the Ridge: an
                 American allotment added and saved, the German setup placed
                 by clicks and sealed; the American allotment is never shown
                 meanwhile (asserted by the script). The opponent's file holds
                 five markers M1..M5 on G4 J3 L3 H5 M5 with nothing but id,
                 hex and commitment; the owner's file (mode 0600) holds A at
                 G4 over g-gren-sqd and g-trench, B at J3 over g-gren-plt;
                 both pass xmllint with the setup schema, `crestline reveal`
                 proves them and `crestline check --setup` exits 0.
  recover        recover_edit.script draws the D6 building and waits; once its
                 autosave holds the building (the recovery folder polled,
                 never a fixed time) the
                 editor is killed with SIGKILL: the original copy is byte for
                 byte unchanged; a new start with --recover shows the map
                 modified and saves it elsewhere: it equals
                 data/ridge-farm-building.map.xml (the building 8,10 10,10
                 10,12 8,12); no recovery file is left after that clean quit.
  trace          a scan of Ridge Farm (crestline render at 72 dpi, then convert
                 -distort AffineProjection: turned 10 degrees, scaled 0.9,
                 shifted) loaded with load-background, opacity 0.5, aligned
                 by click-image on the pixels where hex centres A1, K1 and E11
                 lie (worked out from the page layout and the convert
                 matrix) and clicks near those centres, Enter, saved: xmllint
                 passes, href ../scan/scan.jpg, opacity 0.5, the transform
                 takes the picked pixels and T1's pixel (not picked) to their
                 hex centres within 0.2 lattice units and its linear part is
                 the inverse of the convert matrix and page scale (2%).
  trace-corners  the same scan aligned in corner mode (key C) on three
                 corners of hex E11, zoomed in: the transform takes E11's
                 corners, its centre and D11's centre to their lattice points.
  joined-maps    joined_maps.script on a copy of Millbrook Crossroads (two
                 boards joined south to north): the status bar names
                 Millbrook's hexes where the join puts them (worked out by
                 hand in the script), a double-click makes Millbrook the map
                 under edit without moving it on screen (its A1 at the same
                 pixel within 1), a feature deleted there, F6 back to Ridge
                 Farm, the scenario's JSON export refused (Millbrook is not
                 saved), File > Save: Millbrook's file lost exactly the
                 windmill, Ridge Farm's file and the scenario are unchanged;
                 the screenshot shows both boards (Millbrook's hexes drawn
                 below Ridge Farm's, not paper).
  recover-joined the same deletion on Millbrook, then SIGKILL: --recover
                 brings the scenario back with both maps, Millbrook modified
                 (33 features after F6), Ridge Farm as on disk, the
                 originals untouched.
  unsaved-question  unsaved_question.script, the question answered by the
                 script (command `answer`): Cancel keeps the edited map open;
                 Don't save opens the other map and leaves the edited file
                 as it was; Save writes the edited map (Millbrook without
                 its windmill, as the editor writes it) and then opens the
                 other; with nothing unsaved nothing is asked: three
                 questions printed, naming the map with the changes.
  discard-recovery  after the same kill, a scripted start without a flag
                 leaves the recovery file and names --recover on stderr;
                 --discard-recovery removes it and opens the file as it was.
  scenario-forms scenario_forms.script on a copy of Hold the Ridge: a
                 fortification added, named and given hex M5 on the map, the
                 exit VP made infantry, 3 VP, through N1 picked on the map;
                 five undos give the unedited scenario, five redos the edits;
                 the saved file equals data/hold-the-ridge-forms.scenario.xml
                 (written by hand), passes xmllint with the schema and
                 `crestline check`.
  scenario-checks scenario_checks.script: an exit hex off the exit's edge
                 is an exit-hex-not-on-edge row of the Checks panel at hex
                 L8; double-clicking it marks L8 and selects the exit's row;
                 undo takes the row away. The window shot is kept.
  tools-across-documents  gui_documents.py: every tool holds something of a
                 map, another document is shown (Open, New map, Recover):
                 the canvas is the same as with that tool chosen afresh.
  keyboard-focus, new-map-wizard, background-references  gui_trust.py (issue 27).
  new-wizard     gui_new_wizard.py: File > New... makes an ff, gts and coh map
                 and a card map, refuses bad input naming the field; the card
                 map grown by a column at the left and a row at the bottom.
  arrange, snap-suspend, resize-grid, clipboard-across  gui_edits.py (copy, paste, rotate, mirror; Ctrl
                 suspends snapping; Edit > Resize grid).
  terrain-swatches, help-shortcuts, small-window  gui_frame.py (the frame).
  tabletop-draw, map-properties  gui_frame_gaps.py (the audit's frame gaps).
  gts-forms      gui_gts_forms.py: a GTS scenario edited in its forms, saved,
                 every step undone and redone byte for byte; a step left
                 unsaved autosaved, killed, recovered, saved.
  coh-forms      gui_coh_forms.py: the same for a CoH scenario, and a side's
                 hidden set-up sealed in the window, the other side's unseen.
  fof-mission-forms  gui_fof_mission_forms.py: a FoF mission edited in its
                 forms beside its card map (cards picked there), saved, exported,
                 every step undone and redone byte for byte.
  recover-board  gui_recover_board.py: a table and a card map autosaved,
                 killed, recovered with --recover, saved, undone.
  forms-refused  gui_forms_refused.py: a GTS, a CoH scenario and a FoF mission
                 with an unknown element are not opened (exit 1, file:line,
                 code) and the script's save writes nothing.
  canvas-navigation  on Ridge Farm with the select tool: 2 wheel notches
                 in over J8's centre (injected as wxEVT_MOUSEWHEEL through the
                 canvas's handler) zoom by 1.2^2 = 1.44 around the pointer: J8
                 is still the hex under it, and every hex centre's offset from
                 the pointer (J8's, K8's) and the J8-K8 distance are 1.44 times
                 what they were; 2 notches out scale them by 1/1.44 around the
                 pointer (on J8 again) and the distance is what it was at
                 first; space held + a left drag of (120, -80) pixels moves
                 J8's and K8's centres by exactly (120, -80) and selects nothing.
"""
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

EDITOR, SOURCE, WORK, CASE = sys.argv[1:5]
SCREEN = ["xvfb-run", "-a", "-s", "-screen 0 1400x900x24"]
# Every run autosaves into the test's own recovery folder, never the user's.
RECOVERY = os.path.join(WORK + "-recovery")
os.environ["CRESTLINE_RECOVERY_DIR"] = RECOVERY


def run_editor(script_text, map_file, *flags):
    script = os.path.join(WORK, CASE + ".script")
    with open(script, "w") as f:
        f.write(script_text)
    return run_screen([EDITOR, "--script", script] + list(flags) + ([map_file] if map_file else []))


def run_screen(cmd):
    """Runs cmd under a fresh Xvfb; tries again when two tests raced for one display."""
    for attempt in range(3):
        result = subprocess.run(SCREEN + cmd, capture_output=True, text=True, timeout=DEADLINE)
        if "Xvfb failed to start" not in result.stderr and "Cannot open display" not in result.stderr \
                and "Unable to initialize GTK" not in result.stderr:
            break
        time.sleep(1 + attempt)
    return result


def fail(message, result=None):
    print("FAIL:", message)
    if result is not None:
        print("exit", result.returncode, "\nstdout:", result.stdout, "\nstderr:", result.stderr)
    sys.exit(1)


def copy_board():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "catalogs"))
    board = os.path.join(WORK, "boards", "ridge-farm.map.xml")
    shutil.copy(os.path.join(SOURCE, "maps", "boards", "ridge-farm.map.xml"), board)
    return board


def read(path):
    with open(path, "rb") as f:
        return f.read()


def draw_building():
    board = copy_board()
    out = os.path.join(WORK, "boards", "drawn.map.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "draw_building.script")) as f:
        text = f.read().replace("@OUT@", out).replace("@NAME@", "drawn.map.xml")
    result = run_editor(text, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    expected = read(os.path.join(SOURCE, "tests", "gui", "data", "ridge-farm-building.map.xml"))
    if read(out) != expected:
        fail("%s differs from data/ridge-farm-building.map.xml:\n%s" % (out, read(out).decode()))
    lint = subprocess.run(["xmllint", "--noout", out], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
    if not os.path.getsize(out + ".png"):
        fail("no screenshot")
    # The same map saved without the edit: the expected file minus the building.
    plain = os.path.join(WORK, "boards", "plain.map.xml")
    result = run_editor("save %s\nquit\n" % plain, board)
    if result.returncode != 0:
        fail("saving the unedited map", result)
    building = b'    <area id="building-1" terrain="building">\n      <outer points="8,10 10,10 10,12 8,12" />\n    </area>\n'
    if building not in expected or read(plain) != expected.replace(building, b""):
        fail("the building is not the only difference between the saved files")


def select_move():
    board = copy_board()
    out = os.path.join(WORK, "boards", "moved.map.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "select_move.script")) as f:
        text = f.read().replace("@OUT@", out)
    result = run_editor(text, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    building = b'    <area id="building-1" terrain="building">\n      <outer points="8,10 10,10 10,12 8,12" />\n    </area>\n'
    expected = read(os.path.join(SOURCE, "tests", "gui", "data", "ridge-farm-building.map.xml")).replace(building, b"")
    # Farmhouse 31.5..34.25 x 13.75..15.25 and byre 32.25..34.25 x 16.5..17.5, each u + 2.
    for old, new in [(b"31.5,13.75 34.25,13.75 34.25,15.25 31.5,15.25", b"33.5,13.75 36.25,13.75 36.25,15.25 33.5,15.25"),
                     (b"32.25,16.5 34.25,16.5 34.25,17.5 32.25,17.5", b"34.25,16.5 36.25,16.5 36.25,17.5 34.25,17.5")]:
        if expected.count(old) != 1:
            fail("the baseline does not hold %r once" % old)
        expected = expected.replace(old, new)
    if read(out) != expected:
        fail("%s is not the map with the farmhouse and byre moved by (2,0):\n%s" % (out, read(out).decode()))


def hex_tools():
    board = copy_board()
    out = os.path.join(WORK, "boards", "hexes.map.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "hex_tools.script")) as f:
        text = f.read().replace("@OUT@", out)
    result = run_editor(text, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    building = b'    <area id="building-1" terrain="building">\n      <outer points="8,10 10,10 10,12 8,12" />\n    </area>\n'
    expected = read(os.path.join(SOURCE, "tests", "gui", "data", "ridge-farm-building.map.xml"))
    road = b'    <line id="road-1" terrain="road">\n      <path points="40,26 46,26 50,26" />\n    </line>\n'
    hexes = (b'  <hexes>\n    <terrain hex="P2" terrain="woods" />\n'
             b'    <hexside hex="R8" side="N" terrain="wall" />\n  </hexes>\n')
    expected = expected.replace(building, road).replace(b"  </features>\n", b"  </features>\n" + hexes)
    if read(out) != expected:
        fail("%s is not the map with P2 painted, the R8 N wall and the road:\n%s" % (out, read(out).decode()))


def new_map():
    copy_board()
    out = os.path.join(WORK, "boards", "new.map.xml")
    catalog = os.path.join(WORK, "catalogs", "ff-sample.terrain.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "new_map.script")) as f:
        text = f.read().replace("@OUT@", out).replace("@CATALOG@", catalog)
    script = os.path.join(WORK, CASE + ".script")
    with open(script, "w") as f:
        f.write(text)
    result = run_screen([EDITOR, "--script", script])
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    if read(out) != read(os.path.join(SOURCE, "tests", "gui", "data", "new-map.map.xml")):
        fail("%s differs from data/new-map.map.xml:\n%s" % (out, read(out).decode()))
    lint = subprocess.run(["xmllint", "--noout", out], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
def gts_build():
    """A GTS map built from nothing with the marker, link and Division entry
    tools beside paint (gts_build.script, rulings by hand there); saved, each
    step undone and saved, redone: every file as worked out by hand."""
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "catalogs"))
    files = {name: os.path.join(WORK, "boards", name.lower() + ".map.xml") for name in ["START", "OUT", "UNDO1", "UNDO2", "UNDO3", "UNDO4", "REDO"]}
    result = run_editor(script_from("gts_build.script", WORK=WORK, CATALOG=os.path.join(WORK, "catalogs", "gts-sample.terrain.xml"), **files), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    final = read(os.path.join(SOURCE, "tests", "gui", "data", "gts-build.map.xml")).decode()
    # Each undo takes one element back out, by hand: the entry, the road
    # (no links or entries left: map format 1), the OP, the woods (no <hexes>).
    entries = '  <entries>\n    <entry hex="A5" divisions="12 SS" side="Blue" />\n  </entries>\n'
    links = '  <links>\n    <link terrain="road" hexes="D1 D2 D3" />\n  </links>\n'
    marker = '    <marker hex="C1" kind="observation-post" />\n'
    hexes = '  <hexes>\n    <terrain hex="C3" terrain="woods" />\n  </hexes>\n'
    undo1 = final.replace(entries, "")
    undo2 = undo1.replace(links, "").replace('<map version="2"', '<map version="1"')
    undo3 = undo2.replace(marker, "")
    undo4 = undo3.replace(hexes, "")
    for name, expected in [("OUT", final), ("UNDO1", undo1), ("UNDO2", undo2), ("UNDO3", undo3), ("UNDO4", undo4), ("START", undo4), ("REDO", final)]:
        got = read(files[name]).decode()
        if got != expected:
            fail("%s (%s) is not as worked out by hand:\n%s\n--- expected ---\n%s" % (name, files[name], got, expected), result)
    for step in [final, undo1, undo2, undo3]:
        if step == undo4:
            fail("an undo step changed nothing")
    cli = os.path.join(os.path.dirname(EDITOR), "crestline")
    check = subprocess.run([cli, "check", files["OUT"]], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check on the built map: exit %d\n%s%s" % (check.returncode, check.stdout, check.stderr))
    lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(SOURCE, "docs", "schema", "map.xsd"), files["OUT"]], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint --schema map.xsd: " + lint.stderr)


def fof_card_map():
    """A card map on the board canvas (gui_fof.script, rulings by hand in
    tests/cli/check_fof.py): two LOS clicks, the ruling's fields by hand and
    equal to crestline los --json; a hex map after it is ruled on the hex canvas."""
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    # A copy beside its deck: the script edits and saves it.
    for name in ["fof-3x3.map.xml", "fof-tiny.deck.xml"]:
        shutil.copy(os.path.join(SOURCE, "tests", "cli", "data", name), os.path.join(WORK, name))
    card_map = os.path.join(WORK, "fof-3x3.map.xml")
    hex_map = os.path.join(SOURCE, "maps", "boards", "ridge-farm.map.xml")
    saved = {n: os.path.join(WORK, n.lower() + ".map.xml") for n in ["START", "OUT", "UNDONE", "REDONE"]}
    result = run_editor(script_from("gui_fof.script", WORK=WORK, HEXMAP=hex_map, **saved), card_map)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    import gui_fof_edits
    gui_fof_edits.check(saved, fail)
    with open(os.path.join(WORK, "blocked.json"), encoding="utf-8") as f:
        blocked = json.load(f)
    for key, value in [("los", False), ("outcome", "blocked"), ("step", 7), ("card", "(2,1)"), ("segment", "W"), ("distance", 2), ("band", "L")]:
        if blocked.get(key) != value:
            fail("(1,1) -> (3,1) in the window: %s is %r, by hand %r" % (key, blocked.get(key), value))
    same_as_command_line(card_map, "1,1", "3,1", os.path.join(WORK, "blocked.json"), [])
    same_as_command_line(card_map, "1,1", "3,3", os.path.join(WORK, "corner.json"), [])
    same_as_command_line(card_map, "1,1", "3,3", os.path.join(WORK, "smoke.json"), ["--smoke", "2,2"])
    same_as_command_line(card_map, "1,1", "3,3", os.path.join(WORK, "night.json"), ["--night"])
    same_as_command_line(card_map, "1,3", "1,1", os.path.join(WORK, "eye.json"), ["--eye-from", "1"])
    # Export > Map image: the command line's render of the file as saved (START), byte for byte.
    cli = os.path.join(os.path.dirname(EDITOR), "crestline")
    want = os.path.join(WORK, "cli-cards.png")
    done = subprocess.run([cli, "render", saved["START"], "--out", want], capture_output=True, text=True)
    if done.returncode != 0:
        fail("crestline render exit %d: %s" % (done.returncode, done.stderr))
    if read(os.path.join(WORK, "cards.png")) != read(want):
        fail("Export > Map image of the card map differs from crestline render's")
    if os.path.exists(os.path.join(WORK, "never.png")):
        fail("the card map's picture was exported though it had unsaved edits")
    if "first: exports read the file as saved" not in result.stdout:
        fail("the refused export does not say why", result)


def copy_scenario():
    """Hold the Ridge at WORK/scenarios/library, its board at WORK/maps/boards."""
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "scenarios", "library"))
    os.makedirs(os.path.join(WORK, "maps", "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "maps", "catalogs"))
    shutil.copy(os.path.join(SOURCE, "maps", "boards", "ridge-farm.map.xml"), os.path.join(WORK, "maps", "boards"))
    scenario = os.path.join(WORK, "scenarios", "library", "hold-the-ridge.scenario.xml")
    shutil.copy(os.path.join(SOURCE, "scenarios", "library", "hold-the-ridge.scenario.xml"), scenario)
    return scenario


def check_scenario(path):
    """`crestline check PATH` exits 0."""
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", path], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))


def lint_and_check_scenario(path):
    """PATH passes xmllint with docs/schema/scenario.xsd and `crestline check`."""
    lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(SOURCE, "docs", "schema", "scenario.xsd"), path],
                          capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
    check_scenario(path)


def scenario_objective():
    scenario = copy_scenario()
    folder = os.path.dirname(scenario)
    out = os.path.join(folder, "placed.scenario.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "scenario_objective.script")) as f:
        text = f.read().replace("@OUT@", out).replace("@NAME@", "placed.scenario.xml")
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    plain = os.path.join(folder, "plain.scenario.xml")
    result = run_editor("save %s\nquit\n" % plain, scenario)
    if result.returncode != 0:
        fail("saving the unedited scenario", result)
    # The objective as the format writes it, after the scenario's own three.
    objective = (b'    <objective id="objective-H10" name="H10" hexes="H10" control="none">\n'
                 b'      <value side="german" vp="1" />\n'
                 b'      <value side="american" vp="3" />\n'
                 b'    </objective>\n')
    before = b'    <text>The player with the VP marker'
    base = read(plain)
    if base.count(before) != 1:
        fail("the unedited scenario has no victory text to put the objective before:\n" + base.decode())
    if read(out) != base.replace(before, objective + before):
        fail("%s is not the unedited scenario plus the objective:\n%s" % (out, read(out).decode()))
    lint_and_check_scenario(out)
    if not os.path.getsize(out + ".png"):
        fail("no screenshot")


def scenario_paint():
    scenario = copy_scenario()
    out = os.path.join(os.path.dirname(scenario), "painted.scenario.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "scenario_paint.script")) as f:
        text = f.read().replace("@OUT@", out)
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    saved = read(out)
    farm = (b'  <setup-area id="german-farm" side="german" description="within 1 hex of L8 (the farmhouse)">\n'
            b'    <within distance="1" of="L8" />\n'
            b'    <hexes list="G10 H10" />\n'
            b'  </setup-area>\n')
    entry = b'<reinforcement side="american" turn="5">\n    <unit id="a-rifle-sqd" name="Rifle" type="infantry" size="squad" count="2" />\n    <entry edge="south" hexes="K15" />'
    for want in [farm, entry]:
        if want not in saved:
            fail("%s lacks\n%s\nit is:\n%s" % (out, want.decode(), saved.decode()))
    check_scenario(out)


def sighting_setup():
    import stat
    import xml.etree.ElementTree as ET
    scenario = copy_scenario()
    folder = os.path.dirname(scenario)
    saved = os.path.join(folder, "two-sides.scenario.xml")
    owner = os.path.join(folder, "two-sides.german.owner.setup.xml")
    opponent = os.path.join(folder, "two-sides.german.opponent.setup.xml")
    with open(os.path.join(SOURCE, "tests", "gui", "sighting_setup.script")) as f:
        text = f.read().replace("@SAVED@", saved).replace("@OWNER@", owner).replace("@OPPONENT@", opponent)
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    if os.path.exists(owner + ".plan.xml"):
        fail("the plan was left behind after a successful seal")
    opp = ET.parse(opponent).getroot()
    if opp.get("view") != "opponent" or opp.get("side") != "german":
        fail("the opponent's file is not the German opponent's view: %s" % opp.attrib)
    markers = opp.findall("marker")
    if sorted(m.get("id") for m in markers) != ["M1", "M2", "M3", "M4", "M5"]:
        fail("public ids: %s" % [m.get("id") for m in markers])
    if sorted(m.get("hex") for m in markers) != sorted(["G4", "J3", "L3", "H5", "M5"]):
        fail("hexes: %s" % [m.get("hex") for m in markers])
    for m in markers:
        if len(list(m)) != 0 or set(m.attrib) != {"id", "hex", "commitment"}:
            fail("the opponent's marker %s says more than id, hex and commitment: %s %s" % (m.get("id"), m.attrib, list(m)))
    if any(word in read(opponent) for word in [b"g-gren", b"g-trench", b"wire", b"letter", b"salt"]):
        fail("the opponent's file names a content")
    own = ET.parse(owner).getroot()
    by_id = {m.get("id"): m for m in own.findall("marker")}
    a, b = by_id.get("A"), by_id.get("B")
    if a is None or a.get("hex") != "G4" or b is None or b.get("hex") != "J3":
        fail("the owner's A and B are not at G4 and J3")
    pieces = lambda m: sorted((p.tag, p.get("ref"), p.get("count")) for p in m.find("hidden"))
    if pieces(a) != [("fortification", "g-trench", "1"), ("unit", "g-gren-sqd", "1")] or pieces(b) != [("unit", "g-gren-plt", "1")]:
        fail("pieces under A and B: %s %s" % (pieces(a), pieces(b)))
    if stat.S_IMODE(os.stat(owner).st_mode) != 0o600:
        fail("the owner's file is not 0600")
    for f in [owner, opponent]:
        lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(SOURCE, "docs", "schema", "sighting-setup.xsd"), f],
                              capture_output=True, text=True)
        if lint.returncode != 0:
            fail("xmllint: " + lint.stderr)
    crestline = os.path.join(os.path.dirname(EDITOR), "crestline")
    for args in [["reveal", owner, opponent], ["check", saved, "--setup", owner, "--setup", opponent]]:
        run = subprocess.run([crestline] + args, capture_output=True, text=True)
        if run.returncode != 0:
            fail("crestline %s exit %d:\n%s%s" % (args[0], run.returncode, run.stdout, run.stderr))


def export():
    scenario = copy_scenario()
    folder = os.path.dirname(scenario)
    with open(os.path.join(SOURCE, "tests", "gui", "export.script")) as f:
        text = f.read().replace("@DIR@", folder)
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    cli = os.path.join(os.path.dirname(EDITOR), "crestline")
    # The JSON is the command line's export of the same scenario, byte for byte.
    want = os.path.join(folder, "cli.json")
    done = subprocess.run([cli, "export", scenario, "--json", want], capture_output=True, text=True)
    if done.returncode != 0:
        fail("crestline export exit %d: %s" % (done.returncode, done.stderr))
    if read(os.path.join(folder, "engine.json")) != read(want):
        fail("the editor's JSON differs from crestline export's")
    copy = os.path.join(folder, "copy.scenario.xml")
    lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(SOURCE, "docs", "schema", "scenario.xsd"), copy],
                          capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
    if b'title="Hold the Ridge"' not in read(copy) and b"<title>Hold the Ridge</title>" not in read(copy):
        fail("the XML copy has not the scenario's title:\n" + read(copy).decode()[:400])
    info = subprocess.run(["pdfinfo", os.path.join(folder, "sheet.pdf")], capture_output=True, text=True)
    if info.returncode != 0 or "Pages:" not in info.stdout:
        fail("the setup sheet is not a PDF: " + info.stderr)
    text = subprocess.run(["pdftotext", os.path.join(folder, "sheet.pdf"), "-"], capture_output=True, text=True).stdout
    if "Hold the Ridge" not in text:
        fail("the setup sheet does not name the scenario")
    for png in ("map.png", "edited.png"):
        if read(os.path.join(folder, png))[:8] != b"\x89PNG\r\n\x1a\n":
            fail(png + " is not a PNG")
    if read(os.path.join(folder, "map.png")) == read(os.path.join(folder, "edited.png")):
        fail("the map image after the edit shows no building")
    for refused in ("refused.json", "refused.pdf"):
        if os.path.exists(os.path.join(folder, refused)):
            fail(refused + " was written though the export was refused")
    if "Save the maps first" not in result.stdout:
        fail("the refusal does not say why:\n" + result.stdout)


def broken(map_file, must_say):
    os.makedirs(WORK, exist_ok=True)
    saved = os.path.join(WORK, "never.map.xml")
    if os.path.exists(saved):
        os.remove(saved)
    result = run_editor("save %s\nquit\n" % saved, map_file)
    if result.returncode != 1:
        fail("expected exit 1 for an unreadable map", result)
    for text in must_say:
        if text not in result.stderr:
            fail("stderr does not say %r" % text, result)
    if os.path.exists(saved):
        fail("a file was saved although nothing should have been loaded")


def script_from(name, **subst):
    with open(os.path.join(SOURCE, "tests", "gui", name)) as f:
        text = f.read()
    for key, value in subst.items():
        text = text.replace("@%s@" % key, value)
    return text


# Verdict colours of formats/render/style.cpp, told apart by the dominant channel.
def greenish(rgb):
    r, g, b = rgb
    return g - max(r, b) > 45


def reddish(rgb):
    r, g, b = rgb
    return r - max(g, b) > 70


def along(picture, a, b, test, samples=60):
    """Fraction of points on the middle 70% of the screen segment a-b for
    which test(rgb) holds at the point or a pixel next to it across the
    segment (a string 2-3 pixels wide is antialiased at its edges)."""
    length = max(1.0, ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5)
    nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
    hits = 0
    for k in range(samples):
        t = 0.15 + 0.7 * k / (samples - 1)
        u, v = a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
        hits += any(test(picture.rgb(round(u + d * nx), round(v + d * ny))) for d in (-1, 0, 1))
    return hits / samples


def segments(stdout):
    """The canvas pixels the los command printed: {(FROM, TO): ((x, y), (x, y))}."""
    out = {}
    for line in stdout.splitlines():
        w = line.split()
        if len(w) == 7 and w[0] == "los":
            out[(w[1], w[4])] = ((int(w[2]), int(w[3])), (int(w[5]), int(w[6])))
    return out


def los_drag():
    from png_pixels import Picture
    board = copy_board()
    result = run_editor(script_from("los_drag.script", WORK=WORK), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    seg = segments(result.stdout)
    if ("L6", "L12") not in seg or ("I7", "K10") not in seg:
        fail("the los commands did not print their pixels", result)
    shot = lambda name: Picture(os.path.join(WORK, name))
    before, during, after, blocked = shot("before.png"), shot("clear-during.png"), shot("clear-after.png"), shot("blocked.png")
    a, b = seg[("L6", "L12")]
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) < 100:
        fail("the string L6-L12 is too short on screen to sample: %s %s" % (a, b))
    checks = [
        ("clear string before the drag (green)", along(before, a, b, greenish), "<=", 0.15),
        ("clear string during the drag (green)", along(during, a, b, greenish), ">=", 0.8),
        ("clear string after the release (green)", along(after, a, b, greenish), ">=", 0.8),
        ("clear string during the drag (red)", along(during, a, b, reddish), "<=", 0.05),
    ]
    a, b = seg[("I7", "K10")]
    checks += [
        ("blocked string before the drag (red)", along(before, a, b, reddish), "<=", 0.1),
        # short dashes: 2 on, 1.5 off in string widths, so a little over half is inked
        ("blocked string (red)", along(blocked, a, b, reddish), ">=", 0.35),
        ("blocked string (green)", along(blocked, a, b, greenish), "<=", 0.1),
    ]
    for what, got, op, limit in checks:
        if (op == ">=" and got < limit) or (op == "<=" and got > limit):
            fail("%s: %.2f of the samples, expected %s %.2f" % (what, got, op, limit), result)


def los_what_if():
    board = copy_board()
    result = run_editor(script_from("los_what_if.script", WORK=WORK), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)


def los_report():
    board = copy_board()
    pdf, svg = os.path.join(WORK, "report.pdf"), os.path.join(WORK, "report.svg")
    result = run_editor("los I7 K10\nexpect-los blocked 0\nlos-report %s\nlos-report %s\nquit\n" % (pdf, svg), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    pages = [line.split()[-1] for line in info.stdout.splitlines() if line.startswith("Pages:")]
    if info.returncode != 0 or pages != ["1"]:
        fail("pdfinfo: not a one-page PDF:\n" + info.stdout + info.stderr)
    text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True).stdout
    for must in ["24.52", "I7", "K10"]:
        if must not in text:
            fail("the report's text has no %r:\n%s" % (must, text))
    with open(svg) as f:
        if "<svg" not in f.read(4000):
            fail("report.svg is not SVG")
def gui_gts():
    """The sample GTS board drawn, LOS rulings with the tool (k and A by
    hand, gui_gts.script) under the panel's conditions, equal to the command
    line's; the GTS scenario opened in its forms."""
    from png_pixels import Picture
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    board = os.path.join(SOURCE, "maps", "boards", "aldenfeld.map.xml")
    scenario = os.path.join(SOURCE, "scenarios", "library", "aldenfeld-crossing.scenario.xml")
    result = run_editor(script_from("gui_gts.script", WORK=WORK, SCENARIO=scenario, BOARD=board), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    if "cannot open" in result.stderr:
        fail("a file was refused", result)
    seg = segments(result.stdout)
    if ("0903", "1303") not in seg:
        fail("the los command did not print its pixels", result)
    a, b = seg[("0903", "1303")]
    board_shot, sees = Picture(os.path.join(WORK, "board.png")), Picture(os.path.join(WORK, "sees.png"))
    # The string is 12 lattice units long (u 24 -> 36); the two runs along
    # hexsides (u 26-28 and 32-34) carry the tie marks drawn over it, so of
    # the middle 70% sampled a little over half shows the string's green.
    checks = [("clear string before the ruling (green)", along(board_shot, a, b, greenish), "<=", 0.15),
              ("the string 0903-1303 that sees (green)", along(sees, a, b, greenish), ">=", 0.3),
              ("the string 0903-1303 that sees (red)", along(sees, a, b, reddish), "<=", 0.05)]
    for what, got, op, limit in checks:
        if (op == ">=" and got < limit) or (op == "<=" and got > limit):
            fail("%s: %.2f of the samples, expected %s %.2f" % (what, got, op, limit), result)
    # Three window-shots of one run, each after the window changed (the fog
    # ruling, the night ruling, the scenario's forms), are three pictures:
    # window-shot once gave the first shot's pixels again.
    shots = [read(os.path.join(WORK, name)) for name in ("fog.png", "window.png", "scenario.png")]
    if len(set(shots)) != 3:
        fail("window-shot gave the same picture for different windows (fog.png, window.png, scenario.png)")
    # The rulings the window showed under the LOS panel's conditions are the
    # command line's with the same flags, field for field.
    same_as_command_line(board, "2202", "2206", os.path.join(WORK, "fog.json"), ["--purpose", "spot", "--weather", "fog"])
    same_as_command_line(board, "2202", "2206", os.path.join(WORK, "night.json"), ["--purpose", "spot", "--night"])
    # Export on the GTS scenario: crestline export's JSON byte for byte, a sheet that names it, no picture.
    cli = os.path.join(os.path.dirname(EDITOR), "crestline")
    want = os.path.join(WORK, "cli-export.json")
    done = subprocess.run([cli, "export", scenario, "--json", want], capture_output=True, text=True)
    if done.returncode != 0:
        fail("crestline export exit %d: %s" % (done.returncode, done.stderr))
    if read(os.path.join(WORK, "gts-export.json")) != read(want):
        fail("the editor's export of the GTS scenario differs from crestline export's")
    text = subprocess.run(["pdftotext", os.path.join(WORK, "gts-sheet.pdf"), "-"], capture_output=True, text=True)
    if text.returncode != 0 or "Aldenfeld" not in text.stdout:
        fail("the GTS setup sheet is not a PDF naming the scenario: " + text.stderr)
    if os.path.exists(os.path.join(WORK, "never.png")) or 'has no export "picture"' not in result.stdout:
        fail("the GTS scenario's picture export was not refused with its reason", result)


def same_as_command_line(board, a, b, shown_json, flags):
    """The ruling the editor wrote (los-json) equals `crestline los --json` with `flags`."""
    cli = os.path.join(os.path.dirname(EDITOR), "crestline")
    run = subprocess.run([cli, "los", board, a, b, "--json"] + flags, capture_output=True, text=True)
    if run.returncode != 0:
        fail("crestline los %s %s %s: exit %d\n%s" % (a, b, " ".join(flags), run.returncode, run.stderr))
    with open(shown_json, encoding="utf-8") as f:
        shown = json.load(f)
    expected = json.loads(run.stdout)
    if shown != expected:
        fail("the editor's ruling %s -> %s differs from crestline los %s:\n%s\n---\n%s" % (a, b, " ".join(flags), json.dumps(shown, indent=1), run.stdout))


def recovery_files():
    return sorted(n for n in os.listdir(RECOVERY) if n.endswith(".recovery")) if os.path.isdir(RECOVERY) else []


def recovery_documents():
    """(kind, content) of each recovery file there now: kind "map" or "scenario" from its header.
    The editor writes each one whole and renames it into place, so none is read half-written."""
    documents = []
    for name in recovery_files():
        try:
            content = read(os.path.join(RECOVERY, name))
        except FileNotFoundError:  # removed between the listing and the read
            continue
        kind = re.search(rb"^kind (\w+)$", content, re.M)
        documents.append((kind.group(1).decode() if kind else "?", content))
    return documents


# The longest a GUI step may take under load before the harness gives up (seconds).
DEADLINE = 150


def edit_then_kill(script_name, document, autosaved, fresh=True, flags=(), **subst):
    """Runs tests/gui/SCRIPT_NAME (edits, then waits; @KEY@ replaced by subst)
    on DOCUMENT and kills the editor (SIGKILL) once autosaved(recovery_documents())
    holds: the recovery files hold the whole edit. Polled, with an overall
    deadline, never timed: under load the edit, and the autosave 2 s after
    it, come late. fresh: the recovery folder emptied first."""
    if fresh:
        shutil.rmtree(RECOVERY, ignore_errors=True)
    script = os.path.join(WORK, "edit-and-wait.script")
    with open(script, "w") as f:
        f.write(script_from(script_name, **subst))
    pid_file = os.path.join(WORK, "editor.pid")
    # The shell records the editor's own pid (exec keeps it), so the kill hits the editor, not xvfb-run.
    cmd = SCREEN + ["sh", "-c", 'echo $$ > "$0"; exec "$@"', pid_file, EDITOR, "--script", script] + list(flags) + ([document] if document else [])
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = time.monotonic()
    while not autosaved(recovery_documents()) and time.monotonic() - started < DEADLINE and proc.poll() is None:
        time.sleep(0.1)
    if not autosaved(recovery_documents()):
        # The editor itself: xvfb-run then ends and takes its Xvfb with it (killing
        # xvfb-run instead would leave both, and the pipes, alive).
        if proc.poll() is None and os.path.exists(pid_file):
            with open(pid_file) as f:
                try:
                    os.kill(int(f.read()), signal.SIGKILL)
                except ProcessLookupError:  # it ended meanwhile
                    pass
        try:
            out, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
        fail("the recovery files did not hold the edit within %d s (exit %s); they are %s\nstderr: %s"
             % (DEADLINE, proc.returncode, [(kind, len(text)) for kind, text in recovery_documents()], err))
    with open(pid_file) as f:
        os.kill(int(f.read()), signal.SIGKILL)
    proc.communicate(timeout=60)


# The D6 building of recover_edit.script, as the map writer writes it.
D6_BUILDING = b'    <area id="building-1" terrain="building">\n      <outer points="8,10 10,10 10,12 8,12" />\n    </area>\n'


def map_with_building(documents):
    """recover_edit.script's edit is autosaved: a map recovery file holds the D6 building."""
    return any(kind == "map" and D6_BUILDING in text for kind, text in documents)


def recover_after_kill():
    """Autosave, SIGKILL, --recover: the edit survives, the original does not change."""
    board = copy_board()
    original = read(board)
    edit_then_kill("recover_edit.script", board, map_with_building)
    if read(board) != original:
        fail("the original map changed although it was never saved")
    # A new session: the dead one's document is offered; --recover takes it.
    out = os.path.join(WORK, "boards", "recovered.map.xml")
    result = run_editor("expect-title \"*ridge-farm.map.xml - hex map, Fighting Formations - crestline\"\nexpect-features 25\nsave %s\nquit\n" % out,
                        None, "--recover")
    if result.returncode != 0:
        fail("the recovering editor's script did not finish", result)
    saved = read(out)
    if D6_BUILDING not in saved:
        fail("the recovered map does not hold the building on the corners of D6:\n" + saved.decode())
    if saved != read(os.path.join(SOURCE, "tests", "gui", "data", "ridge-farm-building.map.xml")):
        fail("the recovered map is not the drawn one (data/ridge-farm-building.map.xml)")
    if read(board) != original:
        fail("recovering changed the original map")
    if recovery_files():
        fail("recovery files left after a save and a clean quit: %s" % recovery_files())
    # Nothing left to offer: a third start with --recover opens the file given.
    result = run_editor("expect-title \"ridge-farm.map.xml - hex map, Fighting Formations - crestline\"\nquit\n", board, "--recover")
    if result.returncode != 0:
        fail("a start with nothing to recover", result)


def recover_scenario():
    """A scenario edit survives SIGKILL: --recover brings the scenario back with its map, modified."""
    scenario = copy_scenario()
    original = read(scenario)
    # Autosaved with the objective worth 1 VP to the Germans (the click and the VP are two steps,
    # so an autosave between them holds the objective at 0 VP).
    edit_then_kill("recover_scenario.script", scenario, lambda documents: any(
        kind == "scenario" and b'<objective id="objective-H10"' in text and b'<value side="german" vp="1" />' in text
        for kind, text in documents))
    if read(scenario) != original:
        fail("the original scenario changed although it was never saved")
    out = os.path.join(os.path.dirname(scenario), "recovered.scenario.xml")
    result = run_editor('expect-title "*hold-the-ridge.scenario.xml - scenario, Fighting Formations - crestline"\n'
                        'expect-objective objective-H10 H10 "german=1 american=0"\n'
                        "save %s\nquit\n" % out, None, "--recover")
    if result.returncode != 0:
        fail("the recovering editor's script did not finish", result)
    objective = (b'    <objective id="objective-H10" name="H10" hexes="H10" control="none">\n'
                 b'      <value side="german" vp="1" />\n'
                 b'      <value side="american" vp="0" />\n'
                 b'    </objective>\n')
    if objective not in read(out):
        fail("the recovered scenario does not hold the objective on H10:\n" + read(out).decode())
    if read(scenario) != original:
        fail("recovering changed the original scenario")
    if recovery_files():
        fail("recovery files left after a save and a clean quit: %s" % recovery_files())


def discard_recovery():
    """--discard-recovery removes what a dead editor left; the next start has nothing to offer."""
    board = copy_board()
    # A session that autosaves and then dies (SIGKILL) without cleaning up.
    edit_then_kill("recover_edit.script", board, map_with_building)
    if len(recovery_files()) != 1:
        fail("expected one recovery file after the kill, found %s" % recovery_files())
    # Scripted without a flag: nothing is asked, nothing removed, stderr says how to answer.
    result = run_editor("expect-features 24\nquit\n", board)
    if result.returncode != 0 or "--recover" not in result.stderr or len(recovery_files()) != 1:
        fail("a scripted start without a flag must leave the document and say so", result)
    result = run_editor("expect-features 24\nquit\n", board, "--discard-recovery")
    if result.returncode != 0:
        fail("discarding", result)
    if recovery_files():
        fail("--discard-recovery left %s" % recovery_files())


# The test scan: page pixel p -> (A p + t), A = 0.9 * rotation by 10 degrees (clockwise on the image, y down).
SCAN_A, SCAN_B = 0.9 * math.cos(math.radians(10)), 0.9 * math.sin(math.radians(10))
SCAN_T = (120.0, 10.0)


def copy_joined():
    """Millbrook Crossroads at WORK/scenarios/library, its two boards at WORK/maps/boards."""
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "scenarios", "library"))
    os.makedirs(os.path.join(WORK, "maps", "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "maps", "catalogs"))
    for board in ["ridge-farm.map.xml", "millbrook.map.xml"]:
        shutil.copy(os.path.join(SOURCE, "maps", "boards", board), os.path.join(WORK, "maps", "boards"))
    scenario = os.path.join(WORK, "scenarios", "library", "millbrook-crossroads.scenario.xml")
    shutil.copy(os.path.join(SOURCE, "scenarios", "library", "millbrook-crossroads.scenario.xml"), scenario)
    return scenario


def without_windmill(text):
    """Millbrook's text without the windmill's <area> element (four lines)."""
    start = text.index(b'    <area id="windmill" terrain="building">\n')
    end = text.index(b"    </area>\n", start) + len(b"    </area>\n")
    return text[:start] + text[end:]


def written_by_editor(path, text):
    """TEXT (a map that belongs at PATH) as the editor writes it: opened and saved unedited beside PATH."""
    copy = os.path.join(os.path.dirname(path), "unedited-" + os.path.basename(path))
    with open(copy, "wb") as f:
        f.write(text)
    result = run_editor("save %s\nquit\n" % copy, copy)
    if result.returncode != 0:
        fail("saving the unedited map", result)
    saved = read(copy)
    os.remove(copy)
    return saved


def joined_maps():
    scenario = copy_joined()
    boards = os.path.join(WORK, "maps", "boards")
    ridge, mill = os.path.join(boards, "ridge-farm.map.xml"), os.path.join(boards, "millbrook.map.xml")
    before = {f: read(f) for f in [scenario, ridge, mill]}
    shot = os.path.join(WORK, "joined.png")
    with open(os.path.join(SOURCE, "tests", "gui", "joined_maps.script")) as f:
        text = f.read().replace("@OUT@", shot).replace("@JSON@", os.path.join(WORK, "refused.json"))
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    pixels = [(round(float(p[2])), round(float(p[3]))) for p in re.findall(r"^pixel (\S+) (\S+) (-?[0-9.]+) (-?[0-9.]+)$", result.stdout, re.M)]
    if len(pixels) != 4:
        fail("expected four pixels printed", result)
    (x0, y0), (x1, y1), dot, bare = pixels
    if abs(x0 - x1) > 1 or abs(y0 - y1) > 1:
        fail("Millbrook's A1 moved on screen when it became the map under edit: (%d,%d) -> (%d,%d)" % (x0, y0, x1, y1))
    if read(ridge) != before[ridge]:
        fail("Ridge Farm's file changed, but only Millbrook was edited")
    if read(scenario) != before[scenario]:
        fail("the scenario's file changed, but it was not edited")
    if read(mill) != without_windmill(written_by_editor(mill, before[mill])):
        fail("Millbrook's saved file is not the original without the windmill:\n" + read(mill).decode())
    if os.path.exists(os.path.join(WORK, "refused.json")) or "Save the maps first" not in result.stdout:
        fail("the scenario's JSON export was not refused while Millbrook had unsaved edits", result)
    # Millbrook is drawn: its A1 centre dot is there (darkest pixel within 2 px well below paper);
    # the bare canvas beside the boards has none.
    from png_pixels import Picture
    picture = Picture(shot)
    def darkest(x, y):
        return min(sum(picture.rgb(x + dx, y + dy)) for dx in range(-2, 3) for dy in range(-2, 3))
    paper = sum(picture.rgb(*bare))
    if darkest(*bare) < paper - 30:
        fail("the canvas left of both boards is not bare at %s" % (bare,))
    if darkest(*dot) > paper - 150:
        fail("no centre dot of Millbrook's A1 at %s: Millbrook is not drawn below Ridge Farm" % (dot,))


def recover_joined():
    scenario = copy_joined()
    boards = os.path.join(WORK, "maps", "boards")
    ridge, mill = os.path.join(boards, "ridge-farm.map.xml"), os.path.join(boards, "millbrook.map.xml")
    before = {f: read(f) for f in [scenario, ridge, mill]}
    # The scenario is autosaved as soon as a map has changes, Millbrook 2 s after its edit: wait
    # for both. (Killed when only the scenario's file was there, the recovered scenario equals its
    # file and Millbrook comes from disk: nothing is modified, the title lacks its "*".)
    edit_then_kill("recover_joined.script", scenario, lambda documents: {kind for kind, _ in documents} == {"map", "scenario"}
                   and all(b'id="windmill"' not in text for kind, text in documents if kind == "map"))
    for f in before:
        if read(f) != before[f]:
            fail("%s changed although nothing was saved" % f)
    out = os.path.join(WORK, "scenarios", "library", "saved.scenario.xml")
    script = ("expect-title \"*millbrook-crossroads.scenario.xml - scenario, Fighting Formations - crestline\"\n"
              "expect-board ridge-farm\nexpect-features 24\nkey f6\nexpect-board millbrook\nexpect-features 33\n"
              "menu File/Save\nquit\n")
    result = run_editor(script, None, "--recover")
    if result.returncode != 0:
        fail("the recovering editor's script did not finish", result)
    if read(mill) != without_windmill(written_by_editor(mill, before[mill])):
        fail("the recovered Millbrook, saved, is not the original without the windmill")
    if read(ridge) != before[ridge] or read(scenario) != before[scenario]:
        fail("recovering changed Ridge Farm or the scenario, which were not edited")
    if recovery_files():
        fail("recovery files left after a save and a clean quit: %s" % recovery_files())


def unsaved_question():
    ridge = copy_board()
    mill = os.path.join(WORK, "boards", "millbrook.map.xml")
    shutil.copy(os.path.join(SOURCE, "maps", "boards", "millbrook.map.xml"), mill)
    before = {ridge: read(ridge), mill: read(mill)}
    result = run_editor(script_from("unsaved_question.script", MILL=mill, RIDGE=ridge), ridge)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    asked = re.findall(r"^asked: (.*)$", result.stdout, re.M)
    want = ["Save the changes to ridge-farm.map.xml?"] * 2 + ["Save the changes to millbrook.map.xml?"]
    if asked != want:
        fail("expected the questions %s, got %s" % (want, asked), result)
    if read(ridge) != before[ridge]:
        fail("Ridge Farm's file changed although its changes were not saved")
    if read(mill) != without_windmill(written_by_editor(mill, before[mill])):
        fail("Millbrook, saved on the question, is not the original without the windmill")


def make_scan(board):
    """Ridge Farm rendered by crestline at 72 dpi, then turned, scaled and shifted by convert: a JPEG 'scan'."""
    scans = os.path.join(WORK, "scan")
    os.makedirs(scans)
    page, scan = os.path.join(scans, "page.png"), os.path.join(scans, "scan.jpg")
    crestline = os.path.join(os.path.dirname(EDITOR), "crestline")
    r = subprocess.run([crestline, "render", board, "--out", page, "--dpi", "72"], capture_output=True, text=True)
    if r.returncode != 0:
        fail("crestline render", r)
    a, b, t = SCAN_A, SCAN_B, SCAN_T
    r = subprocess.run(["convert", page, "-virtual-pixel", "white", "-define", "distort:viewport=860x820+0+0", "-distort",
                        "AffineProjection", "%.6f,%.6f,%.6f,%.6f,%g,%g" % (a, b, -b, a, t[0], t[1]), "+repage", "-quality", "92", scan],
                       capture_output=True, text=True)
    if r.returncode != 0:
        fail("convert", r)
    return scan


def scan_px(u, v):
    """The scan pixel of lattice point (u, v), by hand from render::renderMapPage: margin 18 pt, title
    band 28 pt, hex size 24 pt for the map's 60 units, so 0.4 pt a map unit, 1 pt = 1 px at 72 dpi;
    Ridge Farm's lattice box is u -2..59, v -1..30 (flat-top, 20 x 15), a lattice u step is 30 map
    units (half the hex size) and a v step 30*sqrt(3) (half the hex height). Then the convert matrix."""
    x, y = 18 + 12 * (u + 2), 46 + 12 * math.sqrt(3) * (v + 1)
    return SCAN_A * x - SCAN_B * y + SCAN_T[0], SCAN_B * x + SCAN_A * y + SCAN_T[1]


def check_traced(out, points, tolerance, relative):
    """The saved map lints, names the scan relative to itself at opacity 0.5, and its transform takes
    the scan pixel of each lattice point in `points` to it within `tolerance` lattice units; its
    linear part is the inverse of the page scale and the convert matrix within `relative`."""
    saved = read(out).decode()
    lint = subprocess.run(["xmllint", "--noout", out], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
    m = re.search(r'<background href="([^"]*)" opacity="([^"]*)" transform="([^"]*)"', saved)
    if not m:
        fail("no <background href opacity transform> in the saved map:\n" + saved)
    if m.group(1) != "../scan/scan.jpg":
        fail("the href is %r, not ../scan/scan.jpg (relative to the map file)" % m.group(1))
    if m.group(2) != "0.5":
        fail("the opacity is %r, not 0.5" % m.group(2))
    ux, uy, u0, vx, vy, v0 = (float(x) for x in m.group(3).split())
    for u, v in points:
        x, y = scan_px(u, v)
        gu, gv = ux * x + uy * y + u0, vx * x + vy * y + v0
        if abs(gu - u) > tolerance or abs(gv - v) > tolerance:
            fail("the saved transform takes scan pixel (%.2f, %.2f) to (%.3f, %.3f), not (%g, %g)" % (x, y, gu, gv, u, v))
    # lattice = D^-1 A^-1 (pixel - ...), D = diag(12, 12 sqrt 3) (page points a lattice step), A^-1 = [[a, b], [-b, a]] / 0.81.
    a, b, s2 = SCAN_A, SCAN_B, 0.81
    want = {"ux": a / s2 / 12, "uy": b / s2 / 12, "vx": -b / s2 / (12 * math.sqrt(3)), "vy": a / s2 / (12 * math.sqrt(3))}
    for name, got in [("ux", ux), ("uy", uy), ("vx", vx), ("vy", vy)]:
        if abs(got - want[name]) > relative * want["ux"]:
            fail("transform %s = %.6f, expected %.6f" % (name, got, want[name]))


def trace(corners):
    """The scan aligned by three pairs of clicks: hex centres, or three corners of one hex."""
    board = copy_board()
    scan = make_scan(board)
    out = os.path.join(WORK, "boards", "traced.map.xml")
    if not corners:
        # Hex centres A1 = column 0 row 0 at (0, 0); K1 = column 10 row 0 at (30, 0); E11 = column 4 row 10 at (12, 20).
        targets = [(0, 0), (30, 0), (12, 20)]
        script = "trace.script"
        # Half a screen pixel is about 0.06 lattice units at the fitted zoom (the canvas beside
        # the side pane); the fit carries that to the far corner T15, well outside the picked
        # triangle, a few times over. A wrong fit misses by whole hexes.
        tolerance, relative, extra = 0.2, 0.02, [(57, 29)]  # T15 = column 19, row 14: not picked
    else:
        # Hex E11 (centre (12, 20)): corners (14, 20), (11, 21) and (11, 19) of the flat-top hexagon.
        targets = [(14, 20), (11, 21), (11, 19)]
        script = "trace_corners.script"
        # The picks are 3 lattice units apart, zoomed 4x: half a pixel is about 0.012 units there,
        # and the transform's slopes come out within about 1%.
        tolerance, relative, extra = 0.1, 0.03, [(12, 20), (9, 21)]  # the centre of E11 and D11's
    with open(os.path.join(SOURCE, "tests", "gui", script)) as f:
        text = f.read().replace("@OUT@", out).replace("@SCAN@", scan)
    for i, (u, v) in enumerate(targets):
        text = text.replace("@P%d@" % (i + 1), "%.4f %.4f" % scan_px(u, v))
    result = run_editor(text, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    check_traced(out, targets + extra, tolerance, relative)
    if not os.path.getsize(out + ".png"):
        fail("no screenshot of the preview")


def scenario_forms():
    scenario = copy_scenario()
    out = os.path.join(os.path.dirname(scenario), "forms.scenario.xml")
    text = script_from("scenario_forms.script", OUT=out, NAME="forms.scenario.xml")
    result = run_editor(text, scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    want = read(os.path.join(SOURCE, "tests", "gui", "data", "hold-the-ridge-forms.scenario.xml"))
    if read(out) != want:
        fail("%s differs from data/hold-the-ridge-forms.scenario.xml:\n%s" % (out, read(out).decode()))
    lint_and_check_scenario(out)


def scenario_checks():
    scenario = copy_scenario()
    shot = os.path.join(WORK, "checks")
    result = run_editor(script_from("scenario_checks.script", OUT=shot), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    if not os.path.getsize(shot + ".png"):
        fail("no window shot")


def canvas_navigation():
    board = copy_board()
    script = """tool select
print-pixel J8
print-pixel K8
wheel 2 J8
expect-hex-at-pointer J8
print-pixel J8
print-pixel K8
wheel -2 J8
expect-hex-at-pointer J8
print-pixel J8
print-pixel K8
pan-drag J8 120 -80
expect-selection ""
print-pixel J8
print-pixel K8
quit
"""
    result = run_editor(script, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    pixels = [(m.group(1), float(m.group(2)), float(m.group(3)))
              for m in re.finditer(r"^pixel (\S+) (-?[0-9.]+) (-?[0-9.]+)$", result.stdout, re.M)]
    if [p[0] for p in pixels] != ["J8", "K8"] * 4:
        fail("expected four pairs of J8, K8 pixels", result)
    j0, k0, j1, k1, j2, k2, j3, k3 = [(x, y) for _, x, y in pixels]

    def dist(a, b):
        return math.hypot(a[0] - b[0], a[1] - b[1])

    def near(a, b, what):
        if dist(a, b) > 1e-4:
            fail("%s: expected (%.6f, %.6f), got (%.6f, %.6f)" % (what, b[0], b[1], a[0], a[1]), result)

    def around(pointer, before, factor):
        return (pointer[0] + factor * (before[0] - pointer[0]), pointer[1] + factor * (before[1] - pointer[1]))

    # Each wheel command puts the pointer on J8's centre as shown then: that pixel, rounded.
    # The map point under the pointer stays put; every other point's offset from it scales.
    pointer = (round(j0[0]), round(j0[1]))
    near(j1, around(pointer, j0, 1.44), "J8 after 2 notches in (1.2 a notch)")
    near(k1, around(pointer, k0, 1.44), "K8 after 2 notches in")
    if abs(dist(j1, k1) / dist(j0, k0) - 1.44) > 1e-5:
        fail("the J8-K8 distance grew %.7f times, not 1.44" % (dist(j1, k1) / dist(j0, k0)), result)
    pointer = (round(j1[0]), round(j1[1]))
    near(j2, around(pointer, j1, 1 / 1.44), "J8 after 2 notches out")
    near(k2, around(pointer, k1, 1 / 1.44), "K8 after 2 notches out")
    if abs(dist(j2, k2) / dist(j0, k0) - 1) > 1e-5:
        fail("2 notches out did not undo 2 notches in: J8-K8 %.6f, was %.6f" % (dist(j2, k2), dist(j0, k0)), result)
    # Space + drag by (120, -80): the view moves by exactly that.
    near(j3, (j2[0] + 120, j2[1] - 80), "J8 after the space-drag")
    near(k3, (k2[0] + 120, k2[1] - 80), "K8 after the space-drag")


if CASE == "draw-building":
    draw_building()
elif CASE == "select-move":
    select_move()
elif CASE in ("locked-layer", "checks-panel"):
    board = copy_board()
    with open(os.path.join(SOURCE, "tests", "gui", CASE.replace("-", "_") + ".script")) as f:
        text = f.read().replace("@OUT@", os.path.join(WORK, "hidden"))
    result = run_editor(text, board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
elif CASE == "hex-tools":
    hex_tools()
elif CASE == "fof-card-map":
    fof_card_map()
elif CASE == "fof-build":
    import gui_fof_edits
    gui_fof_edits.built(run_editor, script_from, fail, SOURCE, WORK)
elif CASE == "new-wizard":
    import gui_new_wizard
    gui_new_wizard.run(run_editor, script_from, fail, SOURCE, WORK)
elif CASE == "tabletop-build":
    import gui_tabletop_edits
    gui_tabletop_edits.built(run_editor, script_from, fail, SOURCE, WORK, os.path.join(os.path.dirname(EDITOR), "crestline"))
elif CASE == "tabletop-table":
    import gui_tabletop
    gui_tabletop.run(run_editor, script_from, fail, SOURCE, WORK, same_as_command_line)
elif CASE == "gts-build":
    gts_build()
elif CASE == "coh-build":
    import gui_coh_build; gui_coh_build.run(run_editor, script_from, fail, SOURCE, WORK, EDITOR)
elif CASE == "new-map":
    new_map()
elif CASE == "broken-map":
    not_xml = os.path.join(SOURCE, "tests", "cli", "data", "not-xml.map.xml")
    broken(not_xml, ["cannot open", "not-xml.map.xml:1:1", "[xml-malformed]"])
elif CASE == "newer-version":
    broken(os.path.join(SOURCE, "tests", "gui", "data", "newer-version.map.xml"), ["newer-version.map.xml:2:", "format version 7", "[newer-version]"])
elif CASE == "los-drag":
    los_drag()
elif CASE == "los-what-if":
    los_what_if()
elif CASE == "los-report":
    los_report()
elif CASE == "gts":
    gui_gts()
elif CASE == "coh":
    import gui_coh
    gui_coh.run(run_editor, script_from, fail, SOURCE, WORK, same_as_command_line)
elif CASE == "scenario-objective":
    scenario_objective()
elif CASE == "scenario-paint":
    scenario_paint()
elif CASE == "sighting-setup":
    sighting_setup()
elif CASE == "export":
    export()
elif CASE == "trace":
    trace(False)
elif CASE == "trace-corners":
    trace(True)
elif CASE == "recover":
    recover_after_kill()
elif CASE == "recover-scenario":
    recover_scenario()
elif CASE == "joined-maps":
    joined_maps()
elif CASE == "recover-joined":
    recover_joined()
elif CASE == "unsaved-question":
    unsaved_question()
elif CASE == "discard-recovery":
    discard_recovery()
elif CASE == "scenario-forms":
    scenario_forms()
elif CASE == "scenario-checks":
    scenario_checks()
elif CASE == "canvas-navigation":
    canvas_navigation()
elif CASE == "paint-drawn":
    import gui_painted
    gui_painted.run(run_editor, script_from, fail, SOURCE, WORK)
elif CASE == "tools-across-documents":
    import gui_documents
    gui_documents.run(run_editor, copy_board, lambda script, document: edit_then_kill(script, document, map_with_building), fail, WORK)
elif CASE == "keyboard-focus":
    import gui_trust
    gui_trust.keyboard_focus(run_editor, copy_board, copy_scenario, fail, WORK)
elif CASE == "new-map-wizard":
    import gui_trust
    gui_trust.new_map_wizard(run_editor, copy_board, fail, WORK)
elif CASE == "background-references":
    import gui_trust
    gui_trust.background_references(run_editor, copy_board, fail, WORK)
elif CASE == "clipboard-across":
    import gui_edits
    gui_edits.clipboard_across(run_editor, script_from, fail, SOURCE, WORK, EDITOR)
elif CASE in ("arrange", "snap-suspend", "resize-grid"):
    import gui_edits
    getattr(gui_edits, CASE.replace("-", "_"))(run_editor, script_from, fail, SOURCE, WORK)
elif CASE == "coh-forms":
    import gui_coh_forms
    gui_coh_forms.run(run_editor, script_from, fail, SOURCE, WORK, EDITOR)
elif CASE == "gts-forms":
    import gui_gts_forms
    gui_gts_forms.run(edit_then_kill, recovery_files, fail, SOURCE, WORK, EDITOR)
elif CASE == "recover-board":
    import gui_recover_board
    gui_recover_board.run(sys.modules[__name__])
elif CASE == "forms-refused":
    import gui_forms_refused
    gui_forms_refused.run(run_editor, fail, SOURCE, WORK)
elif CASE == "fof-mission-forms":
    import gui_fof_mission_forms
    gui_fof_mission_forms.run(run_editor, script_from, fail, SOURCE, WORK, EDITOR)
elif CASE in ("terrain-swatches", "help-shortcuts", "small-window"):
    import gui_frame
    gui_frame.run(CASE, EDITOR, run_editor, fail, SOURCE, WORK)
elif CASE in ("tabletop-draw", "map-properties"):
    import gui_frame_gaps
    gui_frame_gaps.run(CASE, EDITOR, run_editor, fail, SOURCE, WORK)
else:
    fail("unknown case " + CASE)
print("ok", CASE)
