"""Case tools-across-documents of gui_test.py (issue 27, item 1): every tool
lets go of a document when another one is shown.

Each tool is given something of Ridge Farm (or of a new map) to hold: the
vertex tool a selected building (its handles), the LOS tool a ruled drag
and the hex under the pointer, the paint and hexside tools the hex or
hexside under the pointer, the drawing tools half a shape, select a
selection. Then another document is shown without touching the mouse: the
same file opened again (File > Open, as in the report: new map, polygon,
Vertices on it, save, open that file), a new map (File > New map), or a
recovered autosave (the path --recover takes, here asked for mid-session by
the script command `recover`). The canvas is shot at once (S1), the same
tool is chosen afresh (a new tool: it holds nothing) and the canvas shot
again (S2). S1 and S2 must be the same picture: whatever the old tool still
drew of the old document (the vertex tool's handles read the freed
document: the crash of the report) shows as a difference, or as a crash.

The editor runs with MALLOC_PERTURB_ set, so glibc fills freed memory with
garbage: a tool reading a freed document fails at once instead of reading
what happens to be left there.
"""
import os

from png_pixels import read_png

# What each tool is given to hold (lattice points of Ridge Farm: the
# farmhouse is the area 31.5..34.25 x 13.75..15.25; L6 -> L12 a clear string).
HOLD = {
    "select": "click 32.9 14.5\n",
    "vertex": "click 32.9 14.5\n",
    "polygon": "click 8.2 10.1\nclick 9.8 10.2\nmove 9.9 11.8\n",
    "polyline": "click 8.2 10.1\nmove 9.8 10.2\n",
    "paint": "move 20 12\n",
    "hexside": "move 20.6 12.3\n",
    "los": "los L6 L12\nmove 20 12\n",
    "align": "click 20 12\n",
}


def shots(tool, index, work):
    a = os.path.join(work, "%02d-%s-kept.png" % (index, tool))
    b = os.path.join(work, "%02d-%s-fresh.png" % (index, tool))
    return a, b, "screenshot %s\ntool %s\nscreenshot %s\n" % (a, tool, b)


def differing(a, b):
    """"" if the pictures are the same (cairo writes the same pixels as the same bytes), else how they differ."""
    with open(a, "rb") as fa, open(b, "rb") as fb:
        if fa.read() == fb.read():
            return ""
    wa, ha, _, ra = read_png(a)
    wb, hb, _, rb = read_png(b)
    if (wa, ha) != (wb, hb):
        return "sizes %dx%d and %dx%d" % (wa, ha, wb, hb)
    n = sum(1 for y in range(ha) if ra[y] != rb[y])
    return "%d rows differ" % n if n else ""


def run(run_editor, copy_board, edit_then_kill, fail, work):
    os.environ["MALLOC_PERTURB_"] = "165"
    board = copy_board()
    catalog = os.path.join(work, "catalogs", "ff-sample.terrain.xml")
    saved = os.path.join(work, "boards", "new.map.xml")
    pairs = []
    # The report's steps: new map, a polygon, Vertices on it, save, open that file.
    script = "new-map flat odd 12 10 60 %s\ntool polygon\nclick 2 2\nclick 6 2\nclick 6 6\nkey return\n" % catalog
    script += "tool vertex\nclick 4.5 3\nexpect-selection building-1\nsave %s\nopen %s\n" % (saved, saved)
    a, b, text = shots("vertex", 0, work)
    script += text
    pairs.append(("vertex, File > Open of the map just saved", a, b))
    index = 1
    for transition in ("open", "new-map"):
        for tool, hold in HOLD.items():
            script += "open %s\ntool %s\n%s" % (board, tool, hold)
            script += "open %s\n" % board if transition == "open" else "new-map flat odd 12 10 60 %s\n" % catalog
            a, b, text = shots(tool, index, work)
            script += text
            pairs.append(("%s, then %s" % (tool, transition), a, b))
            index += 1
    script += "quit\n"
    check(run_editor(script, board), pairs, fail)

    # Recover: an autosave left by a killed editor, taken while a tool holds Ridge Farm.
    original = open(board, "rb").read()
    for tool in ("vertex", "los"):
        edit_then_kill("recover_edit.script", board)
        a, b, text = shots(tool, 100 + index, work)
        index += 1
        script = "expect-features 24\ntool %s\n%srecover\nexpect-features 25\n%squit\n" % (tool, HOLD[tool], text)
        check(run_editor(script, board), [("%s, then recover" % tool, a, b)], fail)
    if open(board, "rb").read() != original:
        fail("the original map changed")


def check(result, pairs, fail):
    if result.returncode != 0:
        fail("the editor did not finish the script (exit %d; negative: killed by a signal)" % result.returncode, result)
    for what, a, b in pairs:
        diff = differing(a, b)
        if diff:
            fail("%s: the canvas shows what the old tool kept (%s; %s, %s)" % (what, diff, a, b))
