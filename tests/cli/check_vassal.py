"""`crestline vassal MAP --out NAME.vmod` (docs/vassal.md) end to end: the
zip passes Python's zipfile test and holds the three entries; at the centre
VASSAL computes for each raw hex of its HexGrid (HexGrid.java:
x0 + c*dx, y0 + r*dy + dy/2 on odd c, truncated) the board image has a drawn
centre dot (the FF boards; the GTS painter draws no centre dots), and the names VASSAL's numbering gives those hexes
(RegularGridNumbering.getName) are exactly the map's labels, worked out here
from the map's size and label scheme; the FF and GTS numbering attributes
are the hand-worked ones; spreadsheet letters past Z exit 2 and write
nothing; --out not .vmod exits 2; a deck is refused (exit 2); a table gives a
gridless board with a LOS thread measuring inches. Scenarios (FF
Millbrook, CoH Kleinbach, GTS Aldenfeld) and a card map: exit 0, buildFile.xml
well-formed (xmllint --noout) with the zones, set-up stacks and chart the
scenario gives (counted by hand); no hidden CoH unit's id in any entry; a
scenario with an error: exit 1, the finding names the file and line, nothing
written."""

import math
import os
import shutil
import tempfile
import xml.etree.ElementTree as ET
import zipfile

from cli_common import Check, args, board, read_png, run

exe, src = args()
check = Check()
work = tempfile.mkdtemp(prefix="crestline-vassal-")

GRID = "VASSAL.build.module.map.boardPicker.board.HexGrid"
NUMBERING = "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering"


def vassal_name(n, kind, leading):
    """RegularGridNumbering.getName."""
    s = "-" if n < 0 else ""
    n = abs(n)
    if kind == "A":
        while True:
            s += "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 26]
            n -= 26
            if n < 0:
                return s
    while leading > 0 and n < 10 ** leading:
        s += "0"
        leading -= 1
    return s + str(n)


def letters(n):
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n - 1]  # the bundled maps stop before Z


def expect_module(name, columns, rows, labels, numbering, dots):
    vmod = os.path.join(work, name + ".vmod")
    code, out, err = run(exe, "vassal", board(src, name), "--out", vmod)
    check.expect(code == 0 and out.startswith("wrote "), f"{name}: exit {code}: {out} {err}")
    if code != 0:
        return
    with zipfile.ZipFile(vmod) as z:
        check.expect(z.testzip() is None, f"{name}: zipfile test")
        names = sorted(z.namelist())
        check.expect(names == sorted(["buildFile.xml", "moduledata", f"images/{name}.png"]), f"{name}: entries {names}")
        build = ET.fromstring(z.read("buildFile.xml"))
        png_path = os.path.join(work, name + ".png")
        with open(png_path, "wb") as f:
            f.write(z.read(f"images/{name}.png"))
    check.expect(build.tag == "VASSAL.build.GameModule" and build.get("VassalVersion", "").startswith("3.7."), f"{name}: root")
    grid = build.find(f".//{GRID}")
    num = grid.find(NUMBERING)
    for key, value in numbering.items():
        check.expect(num.get(key) == value, f"{name}: {key}={num.get(key)}, expected {value}")
    check.expect(grid.get("sideways") == "false", f"{name}: sideways {grid.get('sideways')}")
    dx, dy, x0, y0 = float(grid.get("dx")), float(grid.get("dy")), int(grid.get("x0")), int(grid.get("y0"))
    # 24 pt hexes at 150 dpi: R = 50 px, columns 75 px apart, rows 50 * sqrt(3).
    check.expect(abs(dx - 75) < 1e-9 and abs(dy - 50 * math.sqrt(3)) < 1e-9, f"{name}: dx {dx} dy {dy}")
    width, height, pixels = read_png(png_path)
    seen, undotted = set(), []
    for c in range(columns):
        for r in range(rows):
            x = int(x0 + c * dx)
            y = int(y0 + r * dy + (dy / 2 if c % 2 else 0))
            row = r + (1 if num.get("stagger") == "true" and c % 2 else 0)
            col_name = vassal_name(c + int(num.get("hOff")), num.get("hType"), int(num.get("hLeading")))
            row_name = vassal_name(row + int(num.get("vOff")), num.get("vType"), int(num.get("vLeading")))
            label = col_name + num.get("sep") + row_name if num.get("first") == "H" else row_name + num.get("sep") + col_name
            seen.add(label)
            if dots and (not (0 <= x < width and 0 <= y < height) or max(pixels[y][x]) > 80):
                undotted.append(label)
    check.expect(seen == labels, f"{name}: VASSAL names {sorted(seen ^ labels)[:6]} differ from the labels")
    check.expect(not undotted, f"{name}: no centre dot at VASSAL's centre of {undotted[:6]}")


RIDGE_LABELS = {letters(c) + str(r) for c in range(1, 21) for r in range(1, 16)}
FF = {"first": "H", "sep": "", "hType": "A", "hLeading": "0", "hOff": "0", "hDescend": "false",
      "vType": "N", "vLeading": "0", "vOff": "1", "vDescend": "false", "stagger": "false"}
expect_module("ridge-farm", 20, 15, RIDGE_LABELS, FF, True)
expect_module("millbrook", 20, 15, RIDGE_LABELS, FF, True)
DIGITS = {"first": "H", "sep": "", "hType": "N", "hLeading": "1", "hOff": "1", "hDescend": "false",
          "vType": "N", "vLeading": "1", "vOff": "1", "vDescend": "false", "stagger": "false"}
expect_module("kleinbach", 13, 10, {f"{c:02d}{r:02d}" for c in range(1, 14) for r in range(1, 11)}, DIGITS, False)
expect_module("aldenfeld", 30, 25, {f"{c:02d}{r:02d}" for c in range(1, 31) for r in range(1, 26)}, DIGITS, False)

# Spreadsheet letters past Z: exit 2, the finding, nothing written.
maps = os.path.join(work, "maps")
shutil.copytree(os.path.join(src, "maps", "catalogs"), os.path.join(maps, "catalogs"))
os.makedirs(os.path.join(maps, "boards"))
wide = os.path.join(maps, "boards", "wide.map.xml")
with open(board(src, "ridge-farm"), encoding="utf-8") as f:
    text = f.read()
with open(wide, "w", encoding="utf-8") as f:
    f.write(text.replace('columns="20"', 'columns="28"', 1))
vmod = os.path.join(work, "wide.vmod")
code, out, err = run(exe, "vassal", wide, "--out", vmod)
check.expect(code == 2 and "vassal-grid" in err and "AB" in err, f"wide: exit {code}: {out} {err}")
check.expect(not os.path.exists(vmod), "wide: nothing written")

code, out, err = run(exe, "vassal", board(src, "kleinbach"), "--out", os.path.join(work, "k.zip"))
check.expect(code == 2 and ".vmod" in err, f"--out k.zip: exit {code}: {err}")
code, out, err = run(exe, "vassal", os.path.join(src, "maps", "catalogs", "fof-normandy-sample.deck.xml"), "--out", os.path.join(work, "d.vmod"))
check.expect(code == 2 and "hex map" in err, f"a deck: exit {code}: {err}")
table_vmod = os.path.join(work, "t.vmod")
code, out, err = run(exe, "vassal", os.path.join(src, "maps", "tables", "hedgerows.table.xml"), "--out", table_vmod)
check.expect(code == 0, f"a table: exit {code}: {err}")
if code == 0:
    with zipfile.ZipFile(table_vmod) as z:
        build = ET.fromstring(z.read("buildFile.xml"))
    thread = build.find(".//VASSAL.build.module.map.LOS_Thread")
    check.expect(thread is not None and int(thread.get("scale")) > 0, "a table: a LOS thread with a scale")
    check.expect(build.find(".//VASSAL.build.module.map.boardPicker.board.HexGrid") is None, "a table: no grid")

# Scenarios and a card map. Counts by hand from the scenario files: Millbrook has
# three set-up areas (german-church on one map, german-village on millbrook,
# british-start on ridge-farm) and three objectives, one unit on a fixed hex
# (the PaK 38 at K11); Kleinbach one set-up area and two objectives, four
# public units on three hexes and one in the halftrack (4 stacks); the hidden
# German units de-mg-1, de-rifle-1, de-mg-2, de-mortar appear nowhere.
def scenario_module(path, name, zones, stacks, absent=()):
    vmod = os.path.join(work, name + ".vmod")
    code, out, err = run(exe, "vassal", path, "--out", vmod, "--dpi", "50")
    check.expect(code == 0 and out.startswith("wrote "), f"{name}: exit {code}: {out} {err}")
    if code != 0:
        return None
    with zipfile.ZipFile(vmod) as z:
        check.expect(z.testzip() is None, f"{name}: zipfile test")
        build_bytes = z.read("buildFile.xml")
        for entry in z.namelist():
            data = z.read(entry)
            for a in absent:
                check.expect(a.encode() not in data and a not in entry, f"{name}: {a} in {entry}")
    xml_path = os.path.join(work, name + ".buildFile.xml")
    with open(xml_path, "wb") as f:
        f.write(build_bytes)
    lint = run("xmllint", "--noout", xml_path)
    check.expect(lint[0] == 0, f"{name}: xmllint: {lint[2]}")
    build = ET.fromstring(build_bytes)
    got_zones = len(build.findall(".//VASSAL.build.module.map.boardPicker.board.mapgrid.Zone"))
    got_stacks = len(build.findall(".//VASSAL.build.module.map.SetupStack"))
    check.expect(got_zones == zones, f"{name}: {got_zones} zones, expected {zones}")
    check.expect(got_stacks == stacks, f"{name}: {got_stacks} stacks, expected {stacks}")
    charts = build.findall(".//VASSAL.build.module.ChartWindow//VASSAL.build.widget.Chart")
    check.expect(len(charts) >= 1, f"{name}: no chart")
    return build


library = os.path.join(src, "scenarios", "library")
scenario_module(os.path.join(library, "millbrook-crossroads.scenario.xml"), "millbrook-scenario", 6, 1)
scenario_module(os.path.join(library, "kleinbach-crossroads.scenario.xml"), "kleinbach-scenario", 3, 4,
                ("de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar", "Mortar 81mm"))
cards = os.path.join(work, "cards.vmod")
code, out, err = run(exe, "vassal", os.path.join(src, "maps", "boards", "mission1.map.xml"), "--out", cards)
check.expect(code == 0, f"card map: exit {code}: {err}")
if code == 0:
    with zipfile.ZipFile(cards) as z:
        build = ET.fromstring(z.read("buildFile.xml"))
    check.expect(build.find(".//VASSAL.build.module.map.boardPicker.board.SquareGrid") is not None, "card map: a SquareGrid")

# A scenario with an error (a unit off the board): exit 1, file and line named, nothing written.
with open(os.path.join(library, "kleinbach-crossroads.scenario.xml"), encoding="utf-8") as f:
    text = f.read()
text = text.replace("../../maps/boards/kleinbach.map.xml", board(src, "kleinbach"))
text = text.replace('hex="0705" facing="3" />', 'hex="2705" facing="3" />')
bad = os.path.join(work, "bad.scenario.xml")
with open(bad, "w", encoding="utf-8") as f:
    f.write(text)
bad_vmod = os.path.join(work, "bad.vmod")
code, out, err = run(exe, "vassal", bad, "--out", bad_vmod)
check.expect(code == 1 and bad + ":" in err and "2705" in err, f"bad scenario: exit {code}: {err}")
check.expect(not os.path.exists(bad_vmod), "bad scenario: nothing written")

shutil.rmtree(work)
check.finish()
