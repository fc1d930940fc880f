"""The card map edits of gui_fof.script (case fof-card-map), checked on the
saved files. Worked out by hand from tests/cli/data/fof-3x3.map.xml and the
script: 2,1 turned face up; 3,2 emptied and built again as it was (6
Pasture on Hill 10) [1.2.1 D]; 2,2 left alone (1 Open Field is no Hill).
Every other cell as read. Five undos give the file saved before the edits
back byte for byte; five redos the edited one."""
import xml.etree.ElementTree as ET


def cells(path):
    root = ET.parse(path).getroot()
    out = {}
    for c in root.find("cards").findall("cell"):
        out[(int(c.get("column")), int(c.get("row")))] = (c.get("card"), [h.get("card") for h in c.findall("hill")], c.get("face", "up"))
    return out


def check(saved, fail):
    read = {k: open(v, "rb").read() for k, v in saved.items()}
    before = cells(saved["START"])
    want_before = {(1, 3): ("7", [], "up"), (2, 3): ("8", [], "up"), (3, 3): ("9", [], "up"),
                   (1, 2): ("4", [], "up"), (2, 2): ("5", [], "up"), (3, 2): ("6", ["10"], "up"),
                   (1, 1): ("1", [], "up"), (2, 1): ("2", [], "down"), (3, 1): ("3", [], "up")}
    if before != want_before:
        fail("the card map saved before the edits is not the one read: %r" % before)
    want = dict(want_before)
    want[(2, 1)] = ("2", [], "up")
    after = cells(saved["OUT"])
    if after != want:
        fail("the edited card map is not as worked out by hand:\n got  %r\n want %r" % (sorted(after.items()), sorted(want.items())))
    if read["UNDONE"] != read["START"]:
        fail("five undos did not give the card map back byte for byte:\n%s" % read["UNDONE"].decode())
    if read["REDONE"] != read["OUT"]:
        fail("five redos did not give the edited card map byte for byte:\n%s" % read["REDONE"].decode())


BUILT = """<?xml version="1.0" encoding="UTF-8"?>
<map version="4" id="new-card-map" name="New card map" system="fof">
  <deck id="tiny-test" href="fof-tiny.deck.xml" />
  <cards columns="3" rows="1">
    <cell column="1" row="1" card="1" />
    <cell column="2" row="1" card="2" />
    <cell column="3" row="1" card="3" />
  </cards>
</map>
"""

CELLS = """    <cell column="1" row="1" card="1" />
    <cell column="2" row="1" card="2" />
    <cell column="3" row="1" card="3" />
"""


def built(run_editor, script_from, fail, source, work):
    """Case fof-build: fof_build.script makes a card map from nothing (File >
    New card map), places three cards, rules one LOS and saves. The map
    format (docs/fof-map-format.md): version 4, the deck referred to from the
    map's folder, a cell's deck left out when the map has one deck, its face
    only when it differs from the rectangle's (up). BUILT is that file, by
    hand; three undos leave the rectangle with no cell; three redos BUILT."""
    import os
    import shutil
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "maps"))
    deck = os.path.join(work, "maps", "fof-tiny.deck.xml")
    shutil.copy(os.path.join(source, "tests", "cli", "data", "fof-tiny.deck.xml"), deck)
    files = {n: os.path.join(work, "maps", f) for n, f in [("OUT", "built.map.xml"), ("EMPTY", "empty.map.xml"), ("REDONE", "redone.map.xml")]}
    result = run_editor(script_from("fof_build.script", DECK=deck, **files), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    got = {n: open(p, encoding="utf-8").read() for n, p in files.items()}
    empty = BUILT.replace('  <cards columns="3" rows="1">\n' + CELLS + '  </cards>\n', '  <cards columns="3" rows="1" />\n')
    for name, want in [("OUT", BUILT), ("EMPTY", empty), ("REDONE", BUILT)]:
        if got[name] != want:
            fail("%s is not as worked out by hand:\n%s\n--- expected ---\n%s" % (files[name], got[name], want), result)
