"""What the GTS and CoH forms tests share (gui_gts_forms.py, gui_coh_forms.py):
a scenario copied with its board and the catalogs, and the check that every
step of a forms script changed the text and that undo and redo give each
step's text back byte for byte."""
import os
import shutil


def read(path):
    with open(path, "rb") as f:
        return f.read()


def copy_scenario(SOURCE, WORK, board, scenario):
    """WORK/scenarios/library/SCENARIO beside WORK/maps/boards/BOARD and the
    catalogs, as the library lays them out; the copied scenario's path."""
    shutil.rmtree(WORK, ignore_errors=True)
    library = os.path.join(WORK, "scenarios", "library")
    os.makedirs(library)
    os.makedirs(os.path.join(WORK, "maps", "boards"))
    shutil.copytree(os.path.join(SOURCE, "maps", "catalogs"), os.path.join(WORK, "maps", "catalogs"))
    shutil.copy(os.path.join(SOURCE, "maps", "boards", board), os.path.join(WORK, "maps", "boards"))
    copied = os.path.join(library, scenario)
    shutil.copy(os.path.join(SOURCE, "scenarios", "library", scenario), copied)
    return copied


def check_steps(WORK, steps, opened, fail):
    """The script wrote step-N.xml (the text after step N, 0: as opened),
    undo-N.xml (undone back to step N) and redo-N.xml (redone to step N)."""
    step = [read(os.path.join(WORK, "step-%d.xml" % n)) for n in range(steps + 1)]
    if step[0] != opened:
        fail("the text as opened is not the file's bytes")
    for n in range(1, steps + 1):
        if step[n] == step[n - 1]:
            fail("step %d changed nothing" % n)
    for n in range(0, steps):
        if read(os.path.join(WORK, "undo-%d.xml" % n)) != step[n]:
            fail("undoing back to step %d does not give its text back byte for byte" % n)
    for n in range(1, steps + 1):
        if read(os.path.join(WORK, "redo-%d.xml" % n)) != step[n]:
            fail("redoing to step %d does not give its text back byte for byte" % n)
