#!/usr/bin/env python3
"""Drives the real crestline-editor under Xvfb (tests/gui/CMakeLists.txt).

gui_test.py EDITOR SOURCE_DIR WORK_DIR CASE, CASE one of:
  draw-building  the script draw_building.script on a copy of Ridge Farm
                 (map and catalogs copied so the catalog href stays
                 "../catalogs/..."): exit 0, the saved file equals
                 data/ridge-farm-building.map.xml byte for byte and passes
                 xmllint --noout; saving the unedited map writes the same file
                 without the building (so the building is the only change).
  broken-map     a file that is not XML: exit 1, stderr names the file,
                 line 1 and the code xml-malformed, and nothing was saved.
  newer-version  a map of format version 7: exit 1, stderr says newer-version.
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
"""
import os
import shutil
import subprocess
import sys

EDITOR, SOURCE, WORK, CASE = sys.argv[1:5]
SCREEN = ["xvfb-run", "-a", "-s", "-screen 0 1400x900x24"]


def run_editor(script_text, map_file):
    script = os.path.join(WORK, CASE + ".script")
    with open(script, "w") as f:
        f.write(script_text)
    cmd = SCREEN + [EDITOR, "--script", script, map_file]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


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
    lint = subprocess.run(["xmllint", "--noout", "--schema", os.path.join(SOURCE, "docs", "schema", "scenario.xsd"), out],
                          capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint: " + lint.stderr)
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", out], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))
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
    check = subprocess.run([os.path.join(os.path.dirname(EDITOR), "crestline"), "check", out], capture_output=True, text=True)
    if check.returncode != 0:
        fail("crestline check exit %d:\n%s%s" % (check.returncode, check.stdout, check.stderr))


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


if CASE == "draw-building":
    draw_building()
elif CASE == "broken-map":
    not_xml = os.path.join(SOURCE, "tests", "cli", "data", "not-xml.map.xml")
    broken(not_xml, ["cannot open", "not-xml.map.xml:1:1", "[xml-malformed]"])
elif CASE == "newer-version":
    broken(os.path.join(SOURCE, "tests", "gui", "data", "newer-version.map.xml"), ["newer-version.map.xml:2:", "format version 7", "[newer-version]"])
elif CASE == "scenario-objective":
    scenario_objective()
elif CASE == "scenario-paint":
    scenario_paint()
elif CASE == "sighting-setup":
    sighting_setup()
else:
    fail("unknown case " + CASE)
print("ok", CASE)
