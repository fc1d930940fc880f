"""forms-refused: a GTS scenario, a CoH scenario and a FoF mission whose
reader reports an error (an element it does not know, so the model misses
what the file holds) are not opened, as a map or an FF scenario with one is
not: scripted, the editor exits 1 naming the file, line and code, and the
`save` the script asks for writes nothing (the file keeps every byte). Before
the fix these opened in their forms and the first save dropped the element."""
import os

from gui_forms_steps import copy_scenario, read

CASES = (
    ("aldenfeld.map.xml", "aldenfeld-crossing.scenario.xml"),
    ("kleinbach.map.xml", "kleinbach-crossroads.scenario.xml"),
    ("mission1.map.xml", "mission1-trevieres.scenario.xml"),
)


def run(run_editor, fail, SOURCE, WORK):
    for board, name in CASES:
        scenario = copy_scenario(SOURCE, WORK, board, name)
        text = read(scenario).decode("utf-8")
        at = text.index("<map ")
        line = text.count("\n", 0, at) + 1  # the note goes on the line of <map>, which moves down one
        text = text[:at] + "<designer-note>keep me</designer-note>\n  " + text[at:]
        with open(scenario, "w", encoding="utf-8") as f:
            f.write(text)
        before = read(scenario)
        result = run_editor("save %s\nquit\n" % scenario, scenario)
        if result.returncode != 1:
            fail("%s with an unknown element: expected exit 1 (not opened)" % name, result)
        for said in ("cannot open", "%s:%d:" % (name, line), "designer-note", "[unknown-element]"):
            if said not in result.stderr:
                fail("%s: stderr does not say %r" % (name, said), result)
        if read(scenario) != before:
            fail("%s was written though it was not opened: the unknown element would be lost" % name)
