"""recover-board: a table and a card map (boards on the board canvas) are
autosaved like hex maps. One edit each, the editor killed (SIGKILL) once a
recovery file holds it; the original file is unchanged; a start with
--recover opens the board from its file with the autosaved text as one undo
step (title marked modified), Save writes it, Undo gives the file's state
back; no recovery file is left after the save and a clean quit. Until stop
38 tables and card maps were not autosaved at all (found by an audit)."""
import os
import shutil

# The forest of recover_board_table.script as the table writer writes it
# (Hedgerows holds pieces 1-14, so it is piece 15), worked out by hand.
FOREST = (b'  <piece id="15" kind="forest" cover="soft" movement="difficult">\n'
          b'    <pt x="60" y="40" />\n'
          b'    <pt x="64" y="40" />\n'
          b'    <pt x="64" y="44" />\n'
          b'    <pt x="60" y="44" />\n'
          b'  </piece>\n')
# Cell 2,1 of Mission 1 face down: the writer adds face only where it differs from <cards>' (up).
FACE_DOWN = b'face="down"'


def run(h):
    """h: the harness (gui_test.py's run_editor, edit_then_kill, recovery_files, read, fail, SOURCE, WORK)."""
    work, source = h.WORK, h.SOURCE
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "tables"))
    os.makedirs(os.path.join(work, "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(work, "catalogs"))
    table = os.path.join(work, "tables", "hedgerows.table.xml")
    shutil.copy(os.path.join(source, "maps", "tables", "hedgerows.table.xml"), table)
    cards = os.path.join(work, "boards", "mission1.map.xml")
    shutil.copy(os.path.join(source, "maps", "boards", "mission1.map.xml"), cards)

    for board, script, holds, title, count in (
            (table, "recover_board_table.script", FOREST, "hedgerows.table.xml - tabletop table", 14),
            (cards, "recover_board_cards.script", FACE_DOWN, "mission1.map.xml - Fields of Fire card map", 0)):
        original = h.read(board)
        h.edit_then_kill(script, board, lambda documents: any(kind == "map" and holds in text for kind, text in documents))
        if h.read(board) != original:
            h.fail("%s changed although it was never saved" % board)
        out = os.path.join(os.path.dirname(board), "recovered-" + os.path.basename(board))
        undone = os.path.join(os.path.dirname(board), "undone-" + os.path.basename(board))
        result = h.run_editor('expect-title "*%s - crestline"\nexpect-undo "Recovered autosave"\nsave %s\nmenu \"Edit/Undo\"\nsave %s\nquit\n'
                              % (title, out, undone), None, "--recover")
        if result.returncode != 0:
            h.fail("the recovering editor's script did not finish (%s)" % os.path.basename(board), result)
        recovered = h.read(out)
        if holds not in recovered:
            h.fail("the recovered %s does not hold the edit:\n%s" % (os.path.basename(board), recovered.decode()))
        if h.read(board) != original:
            h.fail("recovering changed the original %s" % board)
        if holds in h.read(undone):
            h.fail("Undo after recovery does not give the file's state back (%s)" % os.path.basename(board))
        if table == board and h.read(undone).count(b"<piece ") != count:
            h.fail("the table undone holds %d pieces, expected Hedgerows' %d" % (h.read(undone).count(b"<piece "), count))
        if h.recovery_files():
            h.fail("recovery files left after a save and a clean quit: %s" % h.recovery_files())
