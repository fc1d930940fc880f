"""Every command on every kind of file (docs/cli.md, "Commands and kinds of
file"), cell by cell on the bundled samples: the exit code and one line of
output. The expected lines come from the sample files themselves (names, ids,
counts read here with ElementTree) or from rulings worked by hand in the other
cli checks (los_cases.tsv, check_coh.py, check_fof.py, check_tabletop.py); a
command on a kind it does not take exits 2 naming the kind and the kinds it
takes."""

import json
import os
import shutil
import tempfile
import xml.etree.ElementTree as ET

from cli_common import Check, args, run

exe, src = args()
check = Check()
work = tempfile.mkdtemp(prefix="crestline-kinds-")


def path(rel):
    return os.path.join(src, rel)


def out(name):
    return os.path.join(work, name)


def root(rel):
    return ET.parse(path(rel)).getroot()


RIDGE = "maps/boards/ridge-farm.map.xml"
ALDEN = "maps/boards/aldenfeld.map.xml"
KLEIN = "maps/boards/kleinbach.map.xml"
CARDS = "maps/boards/mission1.map.xml"
DECK = "maps/catalogs/fof-normandy-sample.deck.xml"
CATALOG = "maps/catalogs/ff-core.terrain.xml"
TABLE = "maps/tables/hedgerows.table.xml"
FF = "scenarios/library/hold-the-ridge.scenario.xml"
GTS = "scenarios/library/aldenfeld-crossing.scenario.xml"
COH = "scenarios/library/kleinbach-crossroads.scenario.xml"
FOF = "scenarios/library/mission1-trevieres.scenario.xml"
SETUP = "scenarios/library/hold-the-ridge.german.owner.setup.xml"
HIDDEN = "scenarios/library/kleinbach-crossroads.de.owner.hidden.xml"
POSITION = "scenarios/library/kleinbach-round2.position.xml"

KIND_TEXT = {
    RIDGE: "hex map (<map>)", ALDEN: "hex map (<map>)", KLEIN: "hex map (<map>)",
    CARDS: 'Fields of Fire card map (<map system="fof">)',
    DECK: "Fields of Fire deck (<fof-deck>)",
    CATALOG: "terrain catalog (<terrain-catalog>)",
    TABLE: "tabletop table (<table>)",
    FF: "scenario (<scenario>)",
    GTS: 'GTS scenario (<scenario system="gts">)',
    COH: 'CoH scenario (<scenario system="coh">)',
    FOF: 'Fields of Fire mission (<scenario system="fof">)',
    SETUP: "Sighting setup (<sighting-setup>)",
    HIDDEN: 'CoH hidden set-up (<hidden-setup system="coh">)',
    POSITION: 'CoH position (<position system="coh">)',
}
ALL = list(KIND_TEXT)


def cell(name, argv, code, line=None, stream="out"):
    """Run argv; expect `code` and, when given, `line` (a string a line of the
    stream starts with, or a predicate on the whole stream)."""
    got, stdout, stderr = run(exe, *argv)
    text = stdout if stream == "out" else stderr
    ok = check.expect(got == code, f"{name}: exit {code} expected, got {got}: {stdout[:300]!r} {stderr[:300]!r}")
    if ok and line is not None:
        if callable(line):
            check.expect(line(text), f"{name}: unexpected output {text[:400]!r}")
        else:
            check.expect(any(l.startswith(line) for l in text.splitlines()), f"{name}: no line starting {line!r} in {text[:400]!r}")
    return stdout, stderr


def refused(command, rel, *more):
    """`command` does not take the kind of `rel`: exit 2 naming the file, the kind and what it takes."""
    cell(f"{command} {rel}", [command, path(rel), *more], 2,
         lambda e: f"{path(rel)}: `crestline {command}` does not take a {KIND_TEXT[rel]}; it takes: " in e, stream="err")


# ---- info: every kind ------------------------------------------------------
for rel in (RIDGE, ALDEN, KLEIN):
    r = root(rel)
    cell(f"info {rel}", ["info", path(rel)], 0, f"{r.get('name')} ({r.get('id')}), system {r.get('system')}, catalog ")
r = root(CARDS)
cell("info card map", ["info", path(CARDS)], 0, f"{r.get('name')} ({r.get('id')}), card map, system fof")
cards = r.find("cards")
cell("info card map size", ["info", path(CARDS)], 0, f"first rectangle: {cards.get('columns')} columns by {cards.get('rows')} rows; ")
r = root(DECK)
cell("info deck", ["info", path(DECK)], 0, f"{r.get('name')} ({r.get('id')}), Fields of Fire deck")
hills = sum(1 for c in r.iter("card") if c.get("hill") == "true")
cell("info deck cards", ["info", path(DECK)], 0, f"cards: {len(list(r.iter('card')))} ({hills} Hill cards)")
r = root(CATALOG)
cell("info catalog", ["info", path(CATALOG)], 0, f"{r.get('name')}, terrain catalog, system ff")
r = root(TABLE)
cell("info table", ["info", path(TABLE)], 0, f"{r.get('name')} ({r.get('id')}), tabletop table, system tabletop")
cell("info table size", ["info", path(TABLE)], 0, f"size: {r.get('width')} by {r.get('depth')} inches; ")
for rel in (FF, GTS, COH):
    r = root(rel)
    cell(f"info {rel}", ["info", path(rel)], 0, f"{r.find('title').text} ({r.get('id')}), scenario, system {r.get('system')}")
    cell(f"info {rel} maps", ["info", path(rel)], 0, f"maps: {len(r.findall('map'))}")
r = root(FOF)
cell("info mission", ["info", path(FOF)], 0, lambda o: f"({r.get('id')}), Fields of Fire mission, system fof" in o.splitlines()[0])
r = root(SETUP)
cell("info setup", ["info", path(SETUP)], 0, f"Sighting setup (owner's file) of scenario {r.get('scenario')}, side {r.get('side')}")
cell("info setup markers", ["info", path(SETUP)], 0, f"markers: {len(list(r.iter('marker')))}")
r = root(HIDDEN)
cell("info hidden", ["info", path(HIDDEN)], 0, f"CoH hidden set-up (owner's file) of scenario {r.get('scenario')}, side {r.get('side')}")
r = root(POSITION)
cell("info position", ["info", path(POSITION)], 0,
     f"CoH position: {len(r.findall('unit'))} units, {len(r.findall('counter'))} counters, {len(r.findall('smoke'))} smoke counters")

# ---- check: every kind (the samples have no error findings) -----------------
for rel in ALL:
    cell(f"check {rel}", ["check", path(rel)], 0, lambda o: ": error:" not in o)
cell("check --setup on a map", ["check", path(RIDGE), "--setup", path(SETUP)], 2,
     lambda e: "--setup is for scenarios" in e, stream="err")

# ---- hex: hex maps, a card map's cell ---------------------------------------
cell("hex ridge-farm I13", ["hex", path(RIDGE), "I13"], 0, "terrain type: woods")  # check_hex.py, by hand
cell("hex aldenfeld 1905", ["hex", path(ALDEN), "1905"], 0, "1905: column ")
cell("hex kleinbach 0605", ["hex", path(KLEIN), "0605"], 0, "0605: column ")
deck = {c.get("number"): c.get("name") for c in root(DECK).iter("card")}
c11 = [c for c in root(CARDS).iter("cell") if c.get("column") == "1" and c.get("row") == "1"][0].get("card")
cell("hex card map C1R1", ["hex", path(CARDS), "C1R1"], 0, f"C1R1: column 1, row 1: card normandy-sample {c11} ({deck[c11]})")
for rel in ALL[4:]:
    refused("hex", rel, "A1")

# ---- los: hex maps, card map, table -----------------------------------------
cell("los ridge-farm K1 K13", ["los", path(RIDGE), "K1", "K13"], 0, lambda o: "BLOCKED" in o)  # los_cases.tsv
cell("los ridge-farm --json", ["los", path(RIDGE), "K1", "K13", "--json"], 0, lambda o: json.loads(o)["verdict"] == "blocked")
cell("los aldenfeld 1905 2106 --json", ["los", path(ALDEN), "1905", "2106", "--json"], 0,
     lambda o: json.loads(o)["verdict"] == "clear")  # check_gts_aldenfeld.py: the bridge is a side of the sighter's hex
cell("los kleinbach 0604 0606", ["los", path(KLEIN), "0604", "0606"], 0, lambda o: "BLOCKED" in o and "0605" in o)  # check_coh.py
cell("los card map", ["los", path(CARDS), "C1R1", "C3R2"], 0, "(1,1) -> (3,2): BLOCKED at (2,2)")  # check_fof.py, spec example
cell("los card map --json", ["los", path(CARDS), "C1R1", "C3R2", "--json"], 0, lambda o: json.loads(o)["los"] is False)
cell("los table", ["los", path(TABLE), "H1", "T1"], 0, "LOS H1 -> T1: yes")  # check_tabletop.py
cell("los table --json", ["los", path(TABLE), "H1", "T1", "--json"], 0, lambda o: isinstance(json.loads(o), dict))
for rel, a, b in ((RIDGE, "K1", "K13"), (ALDEN, "1905", "2106"), (KLEIN, "0604", "0606"), (TABLE, "H1", "T1")):
    cell(f"los --report {rel}", ["los", path(rel), a, b, "--report", out("report.svg")], 0, f"wrote {out('report.svg')}")
cell("los --report card map", ["los", path(CARDS), "C1R1", "C3R2", "--report", out("r.svg")], 0, f"wrote {out('r.svg')}")  # check_fof_los_pictures.py
for rel in (DECK, CATALOG, FF, GTS, COH, FOF, SETUP, HIDDEN, POSITION):
    refused("los", rel, "A1", "B2")

# ---- viewshed: hex maps, card map -------------------------------------------
for rel, at in ((RIDGE, "K1"), (ALDEN, "1905"), (KLEIN, "0604")):
    cell(f"viewshed {rel} --json", ["viewshed", path(rel), at, "--json"], 0, lambda o: isinstance(json.loads(o), dict))
    cell(f"viewshed {rel} --out", ["viewshed", path(rel), at, "--out", out("vs.svg")], 0, f"wrote {out('vs.svg')}")
cell("viewshed card map", ["viewshed", path(CARDS), "C1R1", "--json"], 0, lambda o: isinstance(json.loads(o), dict))
cell("viewshed card map --out", ["viewshed", path(CARDS), "C1R1", "--out", out("v.svg")], 0, f"wrote {out('v.svg')}")
cell("viewshed table", ["viewshed", path(TABLE), "A1"], 0, "# B1 (axis, level 0): blocked [step 3]")  # check_tabletop.py: cut by 3 and 12
cell("viewshed table --json", ["viewshed", path(TABLE), "H1", "--json"], 0,
     lambda o: [r["los"] for r in json.loads(o)["rulings"] if r["to"] == "T1"] == [True])  # check_tabletop.py
cell("viewshed table --out", ["viewshed", path(TABLE), "A1", "--out", out("vs.svg")], 0, f"wrote {out('vs.svg')}")
for rel in ALL[4:]:
    if rel != TABLE:
        refused("viewshed", rel, "A1")

# ---- matrix: hex maps, card map ---------------------------------------------
for rel in (RIDGE, ALDEN, KLEIN):
    cell(f"matrix {rel}", ["matrix", path(rel), "--out", out("m.csv")], 0, f"wrote {out('m.csv')}: ")
n = len(list(root(CARDS).iter("cell")))
cell("matrix card map", ["matrix", path(CARDS), "--out", out("m.csv")], 0, f"wrote {out('m.csv')}: ")
off = {u.get("ref") for u in root(TABLE).find("off-table")}  # the table's teams on the table: those of units not listed off it
teams = sum(len(u.findall("team")) for u in root(TABLE).iter("unit") if u.get("id") not in off)
cell("matrix table", ["matrix", path(TABLE), "--out", out("m.csv")], 0, f"wrote {out('m.csv')}: {teams} teams, {teams * (teams - 1) // 2} pairs ruled")
for rel in ALL[4:]:
    if rel != TABLE:
        refused("matrix", rel, "--out", out("m.csv"))

# ---- render: hex maps, card map, table --------------------------------------
for rel in (RIDGE, ALDEN, KLEIN, CARDS, TABLE):
    cell(f"render {rel}", ["render", path(rel), "--out", out("r.svg")], 0, f"wrote {out('r.svg')}")
for rel in (DECK, CATALOG, FF, GTS, COH, FOF, SETUP, HIDDEN, POSITION):
    refused("render", rel, "--out", out("r.svg"))

# ---- coverage: hex maps, card map --------------------------------------------
for rel in (RIDGE, ALDEN, KLEIN, CARDS):
    cell(f"coverage {rel}", ["coverage", path(rel), "--out", out("c.svg")], 0, f"wrote {out('c.svg')}")
cell("coverage table", ["coverage", path(TABLE), "--out", out("c.svg")], 0, f"wrote {out('c.svg')}")
for rel in ALL[4:]:
    if rel != TABLE:
        refused("coverage", rel, "--out", out("c.svg"))

# ---- timeline, export, sheet: the four scenario kinds -----------------------
for rel in (FF, GTS, COH):
    r = root(rel)
    cell(f"timeline {rel}", ["timeline", path(rel)], 0, f"{r.find('title').text} ({r.get('id')}")
r = root(FOF)
cell("timeline mission", ["timeline", path(FOF)], 0, lambda o: f"({r.get('id')}, FoF " in o.splitlines()[0])
for rel in (FF, GTS, COH, FOF):
    cell(f"export {rel}", ["export", path(rel), "--json", out("e.json")], 0)
    with open(out("e.json")) as f:
        check.expect(isinstance(json.load(f), dict), f"export {rel}: not JSON")
    cell(f"sheet {rel}", ["sheet", path(rel), "--out", out("s.pdf")], 0, f"wrote {out('s.pdf')}")
for command, more in (("timeline", []), ("export", ["--json", out("e.json")]), ("sheet", ["--out", out("s.pdf")])):
    for rel in (RIDGE, ALDEN, KLEIN, CARDS, DECK, CATALOG, TABLE, SETUP, HIDDEN, POSITION):
        refused(command, rel, *more)

# ---- a root no kind reads ---------------------------------------------------
odd = out("odd.xml")
with open(odd, "w") as f:
    f.write('<?xml version="1.0"?>\n<!-- a campaign -->\n<campaign system="ff"/>\n')
cell("info unknown root", ["info", odd], 2,
     lambda e: e.startswith(f'{odd}: root element <campaign system="ff"> is no kind of file crestline reads; it reads: hex map (<map>)'),
     stream="err")

shutil.rmtree(work)
check.finish()
