"""Cases of gui_test.py for gaps the audit found in the frame:

  tabletop-draw  on Hedgerows (team-state plates under B2, A3 and H1: GtG,
                 Mv, OW) a building drawn with clicks at (10,10) and (14,10)
                 inches, the pointer then moved to (14,14) with no button
                 held. Read from the window's pixels: the highlight yellow
                 (#ffcc00, the pending outline's colour) lies on the pending
                 edge (10,10)-(14,10) and, the rubber band, on (14,10)-(14,14)
                 (at (14,12)); nowhere else on the table: no pixel of it
                 farther than 6 px from those two segments (before: a stray
                 line from the last state plate's text, H1's "OW" near
                 (43.5,21.5), to the first vertex; and no rubber band).
  map-properties  Edit > Map properties... is in the Edit menu; its script
                 command (no dialog) on data/map-properties-start.map.xml
                 (written by hand as the writer writes, named "Start", no
                 scale): name "Hill 112 & Mill" and 187.5 metres per hex, one
                 undo step "Map properties: name, metres per hex"; the saved
                 file is the start file with the root written by hand
                 (name="Hill 112 &amp; Mill" system="ff"
                 metres-per-hex="187.5", the attribute after system as
                 docs/map-format.md's example has it); undone, the saved
                 bytes are the start file's; bad values refused, naming the
                 field, with nothing changed (no undo step, the file's bytes):
                 an empty name, a name of spaces, a name with a tab, metres
                 "abc", "-1", "100001", "inf", "" ; then 0 metres (unknown)
                 with a new name only: the root without metres-per-hex.
"""
import math
import os
import re
import shutil

from png_pixels import Picture


def is_highlight(rgb):
    """The highlight #ffcc00 (drawn at 95 %): red full, green about 0.8, no blue.
    The wheat and crops fields are a paler yellow with much blue (about #f5e6a0)."""
    r, g, b = rgb
    return r >= 225 and 165 <= g <= 225 and b <= 70


def segment_distance(p, a, b):
    ax, ay = a
    bx, by = b
    px, py = p
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def tabletop_draw(run_editor, fail, source, work):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    table = os.path.join(work, "hedgerows.table.xml")
    shutil.copy(os.path.join(source, "maps", "tables", "hedgerows.table.xml"), table)
    shot = os.path.join(work, "drawing.png")
    places = ["0,0", "72,48", "10,10", "14,10", "14,14", "14,12", "12,10", "18.375,12.875", "26.75,15.75", "35.125,18.625"]
    script = "\n".join([
        'board-condition click "draw piece"',
        "board-condition piece building",
        "board-click 10,10",
        "board-click 14,10",
        "board-move 14,14",
        "wait 600",
    ] + ["print-board-pixel " + p for p in places] + ["window-shot " + shot, "quit", ""])
    result = run_editor(script, table)
    if result.returncode != 0:
        fail("tabletop-draw run failed", result)
    pixel = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in re.finditer(r"^board-pixel (\S+) (-?\d+) (-?\d+)$", result.stdout, re.M)}
    if sorted(pixel) != sorted(places):
        fail("expected the board pixels of " + " ".join(places), result)
    picture = Picture(shot)

    def yellow_near(place, reach):
        x0, y0 = pixel[place]
        return any(is_highlight(picture.rgb(x, y)) for x in range(x0 - reach, x0 + reach + 1) for y in range(y0 - reach, y0 + reach + 1))

    if not yellow_near("12,10", 2):
        fail("the pending edge (10,10)-(14,10) is not drawn in the highlight at (12,10) " + str(pixel["12,10"]))
    if not yellow_near("14,12", 2):
        fail("no rubber band: the edge from the last vertex (14,10) to the pointer (14,14) is not drawn at (14,12) " + str(pixel["14,12"]))
    for place in ("18.375,12.875", "26.75,15.75", "35.125,18.625"):
        if yellow_near(place, 3):
            fail("a stray highlight line at " + place + " " + str(pixel[place]) + " (on the way from the first vertex to H1's state plate)")
    # Nowhere else on the table: the left, right, top and bottom of the table from its corners (y up on the table, down in pixels).
    left, bottom = pixel["0,0"]
    right, top = pixel["72,48"]
    edges = [(pixel["10,10"], pixel["14,10"]), (pixel["14,10"], pixel["14,14"])]
    stray = []
    for y in range(top, bottom + 1):
        for x in range(left, right + 1):
            if is_highlight(picture.rgb(x, y)) and min(segment_distance((x, y), a, b) for a, b in edges) > 6:
                stray.append((x, y))
    if stray:
        fail("%d highlight pixels away from the pending outline and its rubber band, e.g. %s" % (len(stray), stray[:5]))


START_ROOT = '<map version="1" id="props" name="Start" system="ff">'
SET_ROOT = '<map version="1" id="props" name="Hill 112 &amp; Mill" system="ff" metres-per-hex="187.5">'
RENAMED_ROOT = '<map version="1" id="props" name="Mill" system="ff">'


def map_properties(editor, run_editor, fail, source, work):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(work, "catalogs"))
    start_file = os.path.join(source, "tests", "gui", "data", "map-properties-start.map.xml")
    board = os.path.join(work, "boards", "props.map.xml")
    shutil.copy(start_file, board)
    with open(start_file, "rb") as f:
        start = f.read()
    if start.count(START_ROOT.encode()) != 1:
        fail("the start file's root is not " + START_ROOT)
    out = {k: os.path.join(work, "boards", k + ".map.xml") for k in ("set", "undone", "refused", "redone", "renamed")}
    bad = ['"" 10', '"   " 10', '"A\tB" 10', 'Mill abc', 'Mill -1', 'Mill 100001', 'Mill inf', 'Mill ""']
    script = "\n".join([
        'expect-menu "Edit/Map properties..." enabled',
        'map-properties "Hill 112 & Mill" 187.5',
        'expect-undo "Map properties: name, metres per hex"',
        "save " + out["set"],
        'menu "Edit/Undo"',
        'expect-undo ""',
        "save " + out["undone"],
    ] + ["map-properties " + b for b in bad] + [
        'expect-undo ""',
        "save " + out["refused"],
        'menu "Edit/Redo"',
        "save " + out["redone"],
        'menu "Edit/Undo"',
        "map-properties Mill 0",
        'expect-undo "Map properties: name"',
        "save " + out["renamed"],
        "quit", ""])
    # The tab in a name is a real tab in the script line (the words are split on spaces only inside no quotes).
    script = script.replace("\\t", "\t")
    result = run_editor(script, board)
    if result.returncode != 0:
        fail("map-properties run failed", result)
    lines = result.stdout.splitlines()
    sets = [l for l in lines if l.startswith("set: ")]
    refusals = [l for l in lines if l.startswith("refused: ")]
    if len(sets) != 2 or len(refusals) != len(bad):
        fail("expected 2 properties set and %d refused" % len(bad), result)
    wanted = ["name: empty", "name: empty", "name: \"A\tB\" holds a control character", 'metres per hex: "abc" is not a number from 0 to 100000',
              'metres per hex: "-1" is not', 'metres per hex: "100001" is not', 'metres per hex: "inf" is not', 'metres per hex: "" is not']
    for got, want in zip(refusals, wanted):
        if not got.startswith("refused: not changed: " + want):
            fail("expected the refusal \"%s\", got \"%s\"" % (want, got), result)
    expected = {"set": start.replace(START_ROOT.encode(), SET_ROOT.encode()), "undone": start, "refused": start,
                "redone": start.replace(START_ROOT.encode(), SET_ROOT.encode()),
                "renamed": start.replace(START_ROOT.encode(), RENAMED_ROOT.encode())}
    for key, want in expected.items():
        with open(out[key], "rb") as f:
            got = f.read()
        if got != want:
            fail("%s: saved\n%s\nexpected\n%s" % (out[key], got.decode(), want.decode()), result)


def run(case, editor, run_editor, fail, source, work):
    if case == "tabletop-draw":
        tabletop_draw(run_editor, fail, source, work)
    elif case == "map-properties":
        map_properties(editor, run_editor, fail, source, work)
    else:
        fail("unknown case " + case)
