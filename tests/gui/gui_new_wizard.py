"""Case new-wizard: File > New... for every system, and a card map grown
(new_wizard.script, one editor run).

The wizard's first page lists the registries' systems (ff gts coh fof
tabletop); bad input is refused on the page with a message naming the field
(columns 0 and "12x", a negative hex size, no catalog, a catalog of another
system, no deck, a file that is no deck, 13 columns of cards). Each map made
is saved and must equal the file written by hand in tests/gui/data:

- wizard-ff.map.xml: 4 x 3 flat-top, odd columns shifted, hex size 50:
  hex (0,0)'s centre half a hex in from the corner, x = 50, y = 50 * sqrt(3)/2;
  the catalog referred to from the map's folder (../catalogs/).
- wizard-gts.map.xml: 6 x 5 pointy-top, even rows shifted, hex size 40:
  x = 40 * sqrt(3)/2, y = 40; digits (pad 2) from column 10.
- wizard-coh.map.xml: 5 x 4 flat-top, hex size 60 (the page's default):
  x = 60, y = 60 * sqrt(3)/2; number.number labels from row 0.
- wizard-fof.map.xml: 3 columns by 2 rows of the tiny deck; card 1 placed
  on 1,1, 2 on 2,2, 3 on 3,1, written far row first, left to right
  (docs/fof-map-format.md).
- wizard-fof-grown.map.xml: then a column added at the left (column 1 is the
  leftmost: every card one column right) and a row at the bottom (row 1 the
  nearest: every card one row up) [fof-los.md "Words", 2.2]: 1 on 2,2, 2 on
  3,3, 3 on 4,2 in a 4 x 3 grid. Removing the full right column or top row is
  refused naming the card. The LOS ruled from 1,1 to 2,2 (diagonal
  neighbours: LOS, fof-los.md step 6) follows its cards to 2,2 -> 3,3, and
  back on undo. Two undos give wizard-fof.map.xml byte for byte, two redos
  wizard-fof-grown.map.xml.
"""
import os
import shutil


def run(run_editor, script_from, fail, source, work):
    shutil.rmtree(work, ignore_errors=True)
    catalogs = os.path.join(work, "catalogs")
    out = os.path.join(work, "maps")
    shutil.copytree(os.path.join(source, "maps", "catalogs"), catalogs)
    shutil.copy(os.path.join(source, "tests", "cli", "data", "fof-tiny.deck.xml"), catalogs)
    os.makedirs(out)
    os.environ["CRESTLINE_CATALOGS"] = catalogs
    result = run_editor(script_from("new_wizard.script", CATALOGS=catalogs, OUT=out), None)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    data = os.path.join(source, "tests", "gui", "data")

    def read(path):
        with open(path, "rb") as f:
            return f.read()

    for saved, want in [("ff", "wizard-ff"), ("gts", "wizard-gts"), ("coh", "wizard-coh"), ("fof", "wizard-fof"), ("grown", "wizard-fof-grown"),
                        ("undone", "wizard-fof"), ("redone", "wizard-fof-grown")]:
        got = read(os.path.join(out, saved + ".map.xml"))
        if got != read(os.path.join(data, want + ".map.xml")):
            fail("%s.map.xml differs from data/%s.map.xml:\n%s" % (saved, want, got.decode()), result)
