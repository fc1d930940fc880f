"""Case tabletop-table of gui_test.py: a tabletop table on the board canvas.

gui_tabletop.script (rulings worked by hand there from
/work/shared/specs/tabletop-los.md) opens tests/gui/data/corner-graze.table.xml
and rules two LOS by two real clicks each on the teams' bases:
A -> B, whose one sight segment grazes the wood's corner (30,20): LOS with the
witness (10,30) -> (50,10); A -> C, its near miss 0.001" beside it: no LOS, cut
by the wood (piece 1) alone. The JSON the window showed has those fields, by
hand, and equals `crestline los --json`. The same two rulings by dragging
from A's base (held: ruled live over B, nothing off any base, C; let go over
C; then over B) give the same JSON; let go off any base, nothing is ruled
and A stays picked for a click. A hex map opened after it is ruled on the
hex canvas. The window shot of A -> B is kept in WORK.
"""
import json
import os
import shutil


def run(run_editor, script_from, fail, source, work, same_as_command_line):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    table = os.path.join(source, "tests", "gui", "data", "corner-graze.table.xml")
    hex_map = os.path.join(source, "maps", "boards", "ridge-farm.map.xml")
    result = run_editor(script_from("gui_tabletop.script", WORK=work, HEXMAP=hex_map), table)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)

    def shown(name):
        with open(os.path.join(work, name), encoding="utf-8") as f:
            return json.load(f)

    graze = shown("graze.json")
    by_hand = [("from", "A"), ("to", "B"), ("los", True), ("step", "clear"), ("top", 0), ("cutting", []),
               ("witness", {"from": {"x": "10", "y": "30", "x_thou": "10000", "y_thou": "30000"},
                            "to": {"x": "50", "y": "10", "x_thou": "50000", "y_thou": "10000"}})]
    for key, value in by_hand:
        if graze.get(key) != value:
            fail("A -> B in the window: %s is %r, by hand %r" % (key, graze.get(key), value))
    if [a["piece"] for a in graze["active"]] != [1]:
        fail("A -> B in the window: active pieces %r, by hand [1]" % graze["active"])
    near = shown("near-miss.json")
    for key, value in [("from", "A"), ("to", "C"), ("los", False), ("step", "blocked"), ("witness", None), ("cutting", [1]), ("cut_jointly", False)]:
        if near.get(key) != value:
            fail("A -> C in the window: %s is %r, by hand %r" % (key, near.get(key), value))
    same_as_command_line(table, "A", "B", os.path.join(work, "graze.json"), [])
    same_as_command_line(table, "A", "C", os.path.join(work, "near-miss.json"), [])
    # The drag's rulings: the clicks' by-hand answers, and the command line's.
    for dragged, clicked in [("drag-graze.json", graze), ("drag-near-miss.json", near)]:
        if shown(dragged) != clicked:
            fail("%s (a drag) differs from the same pair ruled by two clicks:\n%r\n%r" % (dragged, shown(dragged), clicked))
    same_as_command_line(table, "A", "B", os.path.join(work, "drag-graze.json"), [])
    same_as_command_line(table, "A", "C", os.path.join(work, "drag-near-miss.json"), [])
    if not os.path.getsize(os.path.join(work, "graze.png")):
        fail("no window shot graze.png")
