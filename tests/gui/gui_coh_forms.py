"""coh-forms (tests/gui/CMakeLists.txt): the CoH scenario Kleinbach
Crossroads, copied with its board and catalogs, edited in the editor's CoH
forms by coh_forms.script. Checks:
  - the text after step N, after undoing back to it and after redoing to it
    are the same bytes for every N; step 0 is the file as opened;
  - step 12 renames the halftrack: the unit it carries names the new id
    (in the hand-written file);
  - the units are drawn on the canvas in their side's colour (the style's
    first two side colours, #1f5fbf and #c62828): at a unit's hex, at the hex
    an Apply moves it to and not at the one it left, back after Undo; the
    US hidden squad's hex drawn for the designer but not while the Germans
    set up, a German hidden unit where it was put and not where it was;
  - (in the script, expect-forms-arrivals / expect-forms-painted) the US
    reinforcement's entry hexes as hollow marks, gone when it is removed,
    back after Undo; the hidden units' ids on plates below their marks;
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
from png_pixels import Picture

# The style's side colours (formats/render/style.cpp): the first side's and the second's.
US, GERMAN = (0x1f, 0x5f, 0xbf), (0xc6, 0x28, 0x28)


def side_pixels(picture, at, colour):
    """How many pixels of the 9 x 9 square around the canvas point AT are
    COLOUR (within 6 a channel): a unit's mark is a square of its side's
    colour on its hex's centre, larger than that, its label in the middle."""
    x0, y0 = round(at[0]), round(at[1])
    return sum(1 for dx in range(-4, 5) for dy in range(-4, 5)
               if all(abs(a - b) <= 6 for a, b in zip(picture.rgb(x0 + dx, y0 + dy), colour)))


def run(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    scenario = copy_scenario(SOURCE, WORK, "kleinbach.map.xml", "kleinbach-crossroads.scenario.xml")
    library = os.path.dirname(scenario)
    opened = read(scenario)
    owner = os.path.join(library, "de.owner.hidden.xml")
    opponent = os.path.join(library, "de.opponent.hidden.xml")
    result = run_editor(script_from("coh_forms.script", WORK=WORK, OWNER=owner, OPPONENT=opponent), scenario)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    check_steps(WORK, 12, opened, fail)
    pixels = [(hex, (float(x), float(y))) for hex, x, y in re.findall(r"^pixel (\S+) (-?[0-9.]+) (-?[0-9.]+)$", result.stdout, re.M)]
    if [hex for hex, _ in pixels] != ["0104", "0105", "0204", "0104", "0105", "0703", "0803"]:
        fail("expected the centres of 0104 0105 0204, then 0104 0105 0703 0803 printed", result)
    designer, hidden = dict(pixels[:3]), dict(pixels[3:])

    def drawn(shot, at, hex, colour, want):
        n = side_pixels(Picture(os.path.join(WORK, shot)), at[hex], colour)
        if (n >= 20) != want or (not want and n > 2):
            fail("%s: %d of 81 pixels at %s's centre are the %s colour: %s" % (
                shot, n, hex, "US" if colour == US else "German", "a unit is drawn there" if want else "no unit is drawn there"))

    for shot, at_0104, at_0204 in (("units-designer.png", True, False), ("units-moved.png", False, True), ("units-undone.png", True, False)):
        drawn(shot, designer, "0104", US, at_0104)
        drawn(shot, designer, "0204", US, at_0204)
        drawn(shot, designer, "0105", US, True)  # the hidden squad, seen by the designer
    drawn("units-hidden.png", hidden, "0104", US, True)
    drawn("units-hidden.png", hidden, "0105", US, False)  # the US secret, while the Germans set up
    drawn("units-hidden.png", hidden, "0803", GERMAN, True)
    drawn("units-hidden.png", hidden, "0703", GERMAN, False)
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
