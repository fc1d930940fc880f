"""The Python module `crestline` (docs/python.md) against the command line.
Run as test_module.py CRESTLINE SOURCE_DIR with the module on PYTHONPATH
(ctest: tests/python/CMakeLists.txt). On a bundled file of every kind that
rules LOS (ff, gts, coh hex maps, the fof card map, the tabletop table;
session_cases.py), random pairs under play states each system reads:
doc.los() must equal `crestline los --json` run as a process, and a refused
ruling must raise crestline.Error with the command's last line of standard
error and the code of its exit code (1 refused, 2 bad-input). The same for
viewshed, the tabletop's fire and concealed, and matrix (the CSV byte for
byte). Bad calls raise crestline.Error naming the field: an unknown keyword,
a mistyped one, a play state the table does not read, an op the kind does
not take; a map with error findings opens saying so and refuses rulings as
`los` does; an unreadable file raises on open; a closed document refuses."""

import filecmp
import os
import random
import sys
import tempfile

import crestline
import session_cases as cases

exe, src = sys.argv[1], sys.argv[2]
failures = checked = 0


def expect(ok, what):
    global failures, checked
    checked += 1
    if not ok:
        failures += 1
        print("FAIL: " + what)
    return ok


def answer(call):
    """("ok", the result) or (the error's code, its message), as cases.cli_answer gives the command's."""
    try:
        return "ok", call()
    except crestline.Error as e:
        return e.code, str(e)


def keywords(options):
    return {k.replace("-", "_"): v for k, v in options.items()}


def raises(call, code, field=None):
    try:
        call()
    except crestline.Error as e:
        return e.code == code and e.field == field
    return False


rng = random.Random(cases.seed())
for rel, system, states in cases.FILES:
    path = os.path.join(src, rel)
    doc = crestline.open(path)
    expect(doc.errors is False and doc.kind in ("hex-map", "card-map", "table"), f"open {rel}: {doc} {doc.findings}")
    names = cases.labels(exe, path, cases.VIEWERS[rel])
    for state in states:
        for a, b in cases.pairs(rng, names, 2):
            options = cases.fill(rng, names, state, b)
            got = answer(lambda: doc.los(a, b, **keywords(options)))
            want = cases.cli_answer(exe, "los", path, [a, b], options)
            expect(got == want, f"{system} los {rel} {a} {b} {options}: python {str(got)[:300]} != los --json {str(want)[:300]}")
    viewer = rng.choice(names)
    options = cases.fill(rng, names, states[-1], rng.choice(names))
    got, want = answer(lambda: doc.viewshed(viewer, **keywords(options))), cases.cli_answer(exe, "viewshed", path, [viewer], options)
    expect(got == want, f"viewshed {rel} {viewer} {options}: {str(got)[:300]} != {str(want)[:300]}")
    doc.close()

TABLE = os.path.join(src, "maps", "tables", "hedgerows.table.xml")
with crestline.open(TABLE) as table:
    for firer, target, weapon in [("A1", "B1", None), ("G1", "K1", None), ("A1", "B1", "bazooka"), ("A1", "A2", None)]:
        options = {} if weapon is None else {"weapon": weapon}
        got, want = answer(lambda: table.fire(firer, target, **options)), cases.cli_answer(exe, "fire", TABLE, [firer, target], options)
        expect(got == want, f"fire {firer} {target} {weapon}: {str(got)[:300]} != {str(want)[:300]}")
    for unit, frm in [("2pl", "1pl"), ("1tk", "2tk"), ("1pl", "1gun")]:
        got, want = answer(lambda: table.concealed(unit, frm)), cases.cli_answer(exe, "concealed", TABLE, [unit, "--from", frm], {})
        expect(got == want, f"concealed {unit} from {frm}: {str(got)[:300]} != {str(want)[:300]}")
    expect(raises(lambda: table.los("A1", "B1", smoke=["A1"]), "bad-request", "smoke"), "smoke on a table")
    expect(raises(lambda: table.los("A1", "B1", weather="fog"), "bad-request", "weather"), "weather on a table")
    tmp = tempfile.mkdtemp(prefix="crestline-python-")
    mine, theirs = os.path.join(tmp, "python.csv"), os.path.join(tmp, "cli.csv")
    size = table.matrix(mine)
    code, _, _ = cases.run(exe, "matrix", TABLE, "--out", theirs)
    expect(code == 0 and filecmp.cmp(mine, theirs, shallow=False) and size["csv_bytes"] == os.path.getsize(theirs), f"matrix of the table: {size}")
expect(table.handle == 0 and raises(lambda: table.los("A1", "B1"), "no-document", "doc"), "a closed document refuses")

MILL = os.path.join(src, "maps", "boards", "millbrook.map.xml")
mill = crestline.open(MILL)
expect(raises(lambda: mill.los("A1", "B2", wether="fog"), "bad-request", "wether"), "an unknown keyword")
expect(raises(lambda: mill.los("A1", "B2", night="yes"), "bad-request", "night"), "night that is no boolean")
expect(raises(lambda: mill.los("A1", "B2", eye_from="1"), "bad-request", "eye-from"), "eye_from is the key eye-from, and an integer")
expect(raises(lambda: mill.fire("A1", "B2"), "not-taken", "op"), "fire on a hex map")
got, want = answer(lambda: mill.los("A1", "B2", weather="fog")), cases.cli_answer(exe, "los", MILL, ["A1", "B2"], {"weather": "fog"})
expect(got == want and raises(lambda: mill.los("A1", "B2", weather="fog"), "bad-input", "weather"), f"--weather on an ff map: {got} / {want}")
try:
    mill.los("A1", "B2", smoke=[{"hex": "A1"}])
    expect(False, "a dict as a Smoke marker")
except TypeError as e:
    expect("smoke" in str(e), f"a dict as a Smoke marker: {e}")

BROKEN = os.path.join(src, "tests", "cli", "data", "broken-small.map.xml")
broken = crestline.open(BROKEN)
expect(broken.errors and any("self-intersecting-polygon" in f for f in broken.findings), f"a map with errors opens, saying so: {broken.findings}")
got, want = answer(lambda: broken.los("A1", "B2")), cases.cli_answer(exe, "los", BROKEN, ["A1", "B2"], {})
expect(got == want and want[0] == "refused", f"los on a map with errors: {got} / {want}")
try:
    crestline.open(os.path.join(src, "tests", "cli", "data", "not-xml.map.xml"))
    expect(False, "an unreadable file opens")
except crestline.Error as e:
    want = cases.cli_answer(exe, "los", os.path.join(src, "tests", "cli", "data", "not-xml.map.xml"), ["A1", "B2"], {})
    expect((e.code, str(e)) == want, f"an unreadable file: {e.code} {e} / {want}")

print(f"{checked - failures} of {checked} checks passed")
sys.exit(1 if failures or not checked else 0)
