"""Cases of gui_test.py from issue 27 ("Trust, round two"), besides
tools-across-documents (gui_documents.py):

  keyboard-focus  on Ridge Farm: hill-2 chosen in the polygon tool's Terrain
                 list, the focus left there (as a click leaves it), then Home
                 (View > Fit to window): the list still shows hill-2, the
                 focus is back in the canvas and the map is fitted again
                 (J8's pixel after zoom 2 then Home is J8's pixel before the
                 zoom); the area drawn then is hill-2-1 of terrain hill-2.
                 L typed with the focus in the list is the polyline tool's
                 shortcut. On Hold the Ridge: the fortification form's name
                 field focused, then the form disabled (no row selected):
                 P and A typed then change no tool.
  new-map-wizard  the New wizard's first page offers every system of the
                 registry, in its order (ff gts coh fof tabletop: docs/rule-systems.md),
                 and for each the catalogs of maps/catalogs made for it (by
                 their system attribute, read by hand: ff-core and ff-sample
                 for ff, gts-sample and gts for gts, coh for coh); a new map
                 of system "banana", of "tabletop" (no hex grid), or of gts
                 with the ff catalog is refused, saying why.
  background-references  a scan loaded into a new map by its absolute path,
                 the map saved in boards/: the saved <background> href is
                 ../scan/scan.png (relative to the map, as the catalog's
                 ../catalogs/ff-sample.terrain.xml), and the Checks panel
                 shows the reference-outside row of /map/background at once;
                 on Ridge Farm (saved) a scan loaded shows that row at once
                 too, before any reopening.
"""
import os
import re
import shutil
import struct
import zlib


def write_png(path, width=40, height=30):
    """A small grey RGB PNG (the scan's pixels do not matter here)."""
    raw = b"".join(b"\x00" + bytes([200, 190, 170]) * width for _ in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def keyboard_focus(run_editor, copy_board, copy_scenario, fail, work):
    board = copy_board()
    out = os.path.join(work, "boards", "hill.map.xml")
    script = """tool polygon
expect-option Terrain building
print-pixel J8
zoom 2 20 12
focus-option Terrain
option Terrain hill-2
expect-focus options
press home
expect-option Terrain hill-2
expect-focus canvas
print-pixel J8
click 8.2 10.1
click 9.8 10.2
click 9.9 11.8
key return
expect-selection hill-2-1
focus-option Terrain
press l
expect-tool polyline
save %s
quit
""" % out
    result = run_editor(script, board)
    if result.returncode != 0:
        fail("the editor did not finish the script", result)
    pixels = re.findall(r"^pixel J8 (\S+) (\S+)$", result.stdout, re.M)
    if len(pixels) != 2 or pixels[0] != pixels[1]:
        fail("Home did not fit the map again: J8 at %s" % pixels, result)
    saved = open(out).read()
    if not re.search(r'<area id="hill-2-1" terrain="hill-2"', saved):
        fail("the area drawn is not hill-2-1 of terrain hill-2:\n" + saved)

    scenario = copy_scenario()
    script = """tool select
scenario-select fortifications 0
scenario-focus fortifications 1
scenario-select fortifications -1
press p
press a
expect-tool select
quit
"""
    result = run_editor(script, scenario)
    if result.returncode != 0:
        fail("letters typed into the disabled form changed the tool", result)


def new_map_wizard(run_editor, copy_board, fail, work):
    copy_board()
    catalogs = os.path.join(work, "catalogs")
    os.environ["CRESTLINE_CATALOGS"] = catalogs
    ff = os.path.join(catalogs, "ff-sample.terrain.xml")
    script = """wizard-systems "ff gts coh fof tabletop"
wizard-catalogs ff "ff-core.terrain.xml ff-sample.terrain.xml"
wizard-catalogs gts "gts-sample.terrain.xml gts.terrain.xml"
wizard-catalogs coh "coh.terrain.xml"
new-map-refused banana %s "no game system"
new-map-refused tabletop %s "no game system"
new-map-refused gts %s "made for the system"
new-map flat odd 8 6 50 %s ff
expect-title "Untitled map - hex map, Fighting Formations - crestline"
quit
""" % (ff, ff, ff, ff)
    result = run_editor(script, None)
    if result.returncode != 0:
        fail("the editor did not finish the script", result)


def background_references(run_editor, copy_board, fail, work):
    board = copy_board()
    os.makedirs(os.path.join(work, "scan"))
    scan = os.path.join(work, "scan", "scan.png")
    write_png(scan)
    catalog = os.path.join(work, "catalogs", "ff-sample.terrain.xml")
    out = os.path.join(work, "boards", "new.map.xml")
    script = """new-map flat odd 12 10 60 %s
load-background %s
save %s
expect-checks-with reference-outside /map/background
quit
""" % (catalog, scan, out)
    result = run_editor(script, None)
    if result.returncode != 0:
        fail("the editor did not finish the new map's script", result)
    saved = open(out).read()
    href = re.search(r'<background[^>]* href="([^"]*)"', saved)
    if not href or href.group(1) != "../scan/scan.png":
        fail("the saved background href is %s, not ../scan/scan.png:\n%s" % (href and href.group(1), saved))
    if '<catalog href="../catalogs/ff-sample.terrain.xml"' not in saved:
        fail("the catalog href is not ../catalogs/ff-sample.terrain.xml:\n" + saved)
    result = run_editor("load-background %s\nexpect-checks-with reference-outside /map/background\nquit\n" % scan, board)
    if result.returncode != 0:
        fail("the scan loaded into Ridge Farm has no Checks row at once", result)
