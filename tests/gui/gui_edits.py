"""Cases of gui_test.py for editing the selection and snapping:

  arrange        arrange.script on data/arrange-start.map.xml (flat-top,
                 8 x 6, no features): a building drawn, copied, pasted,
                 rotated 60 degrees each way, mirrored both ways, duplicated,
                 pasted again, through keys (Ctrl+C, Ctrl+V, Ctrl+D, R,
                 Shift+R, X) and the Edit menu; each one undo step. The saved
                 map equals data/arranged.map.xml (every coordinate worked out
                 by hand in the script's comment); after eight undos the saved
                 map is byte for byte the unedited map as saved first; the
                 expected file minus its features is that unedited map too.
  snap-suspend   snap_suspend.script: with Ctrl held the pointer field says
                 snapping is suspended and a click places the raw point
                 (7.015625,3.015625, a few pixels from corner (7,3)); released,
                 the field names the corner again and clicks snap: the saved
                 building is "7.015625,3.015625 8,2 8,4".
  resize-grid    resize_grid.script: woods painted on H1, a building on H2
                 and one on A1; removing the right column is refused until
                 confirmed (stdout lists "painted woods on H1"), then the
                 building on H2 is kept and listed as feature-off-map; a
                 column and a row added at the left and top move both by
                 (3,2) and flip the parity: the saved map equals
                 data/arrange-resized.map.xml (written by hand); two undos
                 give back the map as drawn, byte for byte.
  clipboard-across  two editors on one display: the first draws and copies
                 a building (clipboard_copy.script) and stays open; the second,
                 on its own copy of the unedited map, pastes it with Ctrl+V
                 (clipboard_paste.script): the system clipboard's map text
                 gives the building one step (3,1) on, (11,3) (10,4) (9,3).
"""
import os
import re
import shutil
import subprocess


def _board(SOURCE, WORK):
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "catalogs"))
    board = os.path.join(WORK, "boards", "arrange.map.xml")
    shutil.copy(os.path.join(SOURCE, "tests", "gui", "data", "arrange-start.map.xml"), board)
    return board


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _paths(WORK):
    boards = os.path.join(WORK, "boards")
    return {"PLAIN": os.path.join(boards, "plain.map.xml"), "BEFORE": os.path.join(boards, "before.map.xml"), "UNDONE": os.path.join(boards, "undone.map.xml"),
            "OUT": os.path.join(boards, "out.map.xml"), "SHOT": os.path.join(WORK, "window.png")}


def arrange(run_editor, script_from, fail, SOURCE, WORK):
    board = _board(SOURCE, WORK)
    paths = _paths(WORK)
    result = run_editor(script_from("arrange.script", **paths), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    plain = _read(paths["PLAIN"])
    if plain != _read(os.path.join(SOURCE, "tests", "gui", "data", "arrange-start.map.xml")):
        fail("the unedited map saved is not data/arrange-start.map.xml:\n" + plain.decode())
    if _read(paths["UNDONE"]) != plain:
        fail("after eight undos the saved map differs from the unedited one:\n" + _read(paths["UNDONE"]).decode())
    expected = _read(os.path.join(SOURCE, "tests", "gui", "data", "arranged.map.xml"))
    if _read(paths["OUT"]) != expected:
        fail("%s differs from data/arranged.map.xml:\n%s" % (paths["OUT"], _read(paths["OUT"]).decode()))
    # The features are the only difference from the unedited map.
    if re.sub(rb"  <features>\n.*  </features>\n", b"", expected, flags=re.S) != plain:
        fail("data/arranged.map.xml differs from the unedited map outside <features>")


def snap_suspend(run_editor, script_from, fail, SOURCE, WORK):
    board = _board(SOURCE, WORK)
    paths = _paths(WORK)
    result = run_editor(script_from("snap_suspend.script", **paths), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    out = _read(paths["OUT"])
    building = (b'  <features>\n    <area id="building-1" terrain="building">\n'
                b'      <outer points="7.015625,3.015625 8,2 8,4" />\n    </area>\n  </features>\n')
    if out != _read(paths["PLAIN"]).replace(b"</map>\n", building + b"</map>\n"):
        fail("the saved building is not 7.015625,3.015625 8,2 8,4:\n" + out.decode())


def resize_grid(run_editor, script_from, fail, SOURCE, WORK):
    board = _board(SOURCE, WORK)
    paths = _paths(WORK)
    result = run_editor(script_from("resize_grid.script", **paths), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    lines = result.stdout.splitlines()
    for item, use in (("Resize grid...", "resize-grid"), ("Map properties...", "map-properties NAME METRES")):
        if "refused: Edit > %s opens a dialog; a script uses %s" % (item, use) not in lines:
            fail("Edit > %s in a script was not refused (a modal dialog hangs the script)" % item, result)
    if "lost: painted woods on H1" not in lines or not any(l.startswith("refused: not resized") for l in lines):
        fail("the first resize was not refused for the woods on H1", result)
    if not any(l.startswith("resized: Resized the grid to 7 x 6; 1 feature lies") and "building-1" in l for l in lines):
        fail("the confirmed resize did not report building-1 outside the grid", result)
    before = _read(paths["BEFORE"])
    if b'<terrain hex="H1" terrain="woods" />' not in before:
        fail("the map as drawn has no woods on H1:\n" + before.decode())
    if _read(paths["UNDONE"]) != before:
        fail("two undos did not give back the map as drawn:\n" + _read(paths["UNDONE"]).decode())
    expected = _read(os.path.join(SOURCE, "tests", "gui", "data", "arrange-resized.map.xml"))
    if _read(paths["OUT"]) != expected:
        fail("%s differs from data/arrange-resized.map.xml:\n%s" % (paths["OUT"], _read(paths["OUT"]).decode()))


def clipboard_across(run_editor, script_from, fail, SOURCE, WORK, EDITOR):
    board = _board(SOURCE, WORK)
    second = os.path.join(WORK, "boards", "second.map.xml")
    shutil.copy(board, second)
    copied = os.path.join(WORK, "boards", "copied.map.xml")
    out = os.path.join(WORK, "boards", "out.map.xml")
    first_script = os.path.join(WORK, "first.script")
    second_script = os.path.join(WORK, "second.script")
    with open(first_script, "w") as f:
        f.write(script_from("clipboard_copy.script", COPIED=copied))
    with open(second_script, "w") as f:
        f.write(script_from("clipboard_paste.script", OUT=out))
    # One display for both: the first editor owns the clipboard while the second pastes.
    shell = ('"$0" --script "$1" "$2" > "$5/first.log" 2>&1 & first=$!; '
             'n=0; while [ ! -s "$6" ] && [ $n -lt 1200 ]; do sleep 0.1; n=$((n+1)); done; '
             '"$0" --script "$3" "$4"; status=$?; kill $first; exit $status')
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1400x900x24", "sh", "-c", shell, EDITOR, first_script, board,
                             second_script, second, WORK, copied], capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        fail("the second editor's script did not finish", result)
    building = (b'  <features>\n    <area id="building-1" terrain="building">\n'
                b'      <outer points="11,3 10,4 9,3" />\n    </area>\n  </features>\n')
    expected = _read(os.path.join(SOURCE, "tests", "gui", "data", "arrange-start.map.xml")).replace(b"</map>\n", building + b"</map>\n")
    if _read(out) != expected:
        fail("the pasted map is not the start map with building-1 at 11,3 10,4 9,3:\n" + _read(out).decode(), result)
