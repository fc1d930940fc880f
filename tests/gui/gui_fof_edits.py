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
