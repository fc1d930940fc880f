#!/usr/bin/env python3
"""Every JSON that crestline writes validates against its JSON Schema in
docs/schema/*.schema.json (draft 2020-12, issue 29), with Debian's
python3-jsonschema.

  * every docs/schema/*.schema.json is a valid draft 2020-12 schema whose
    $id names its file and version (NAME.vN.schema.json), and whose `version`
    (when the export carries one) is N;
  * every *.scenario.xml under scenarios/ and tests/ (not tests/fuzz/, whose
    seeds lack their maps) that `crestline export` exports (exit 0) is
    validated against the schema of its `format`; each bundled scenario and
    at least one export of each of the four formats (FF, GTS, CoH, FoF), and
    the golden tests/scenarios/data/hold-the-ridge.json, are validated;
  * every other `--json` output (docs/cli.md) is generated on the bundled
    samples and fixtures (and two small tables written here), several
    rulings per system, and validated; the cases are checked to reach every
    verdict of every system and the nullable branches that matter;
  * `matrix-query --json` (both forms) is run on matrix files of two bundled
    maps written in a temp dir, and a short `serve` session (each op on a hex
    map, a card map and a table, then a bad line of each error code a
    request can earn) has each reply line validated and its id checked;
  * every schema validates at least one document (a new schema needs a case);
  * the schemas can fail: for each schema, a valid document with a required
    field removed, an unknown field added, and a wrong enum or a broken
    cross-field rule must NOT validate.

Usage: check_json_schemas.py CRESTLINE SOURCE_DIR
"""
import copy
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError as e:  # say how to get it rather than skip
    sys.exit(f"FAIL: {sys.executable} has no jsonschema with draft 2020-12 ({e}): apt-get install python3-jsonschema (scripts/deps.sh)")

exe, src = (sys.argv[1], sys.argv[2]) if len(sys.argv) == 3 else sys.exit(f"usage: {sys.argv[0]} CRESTLINE SOURCE_DIR")
SCHEMA_DIR = os.path.join(src, "docs", "schema")
failures = 0
checked = 0


def expect(ok, what):
    global failures, checked
    checked += 1
    if not ok:
        failures += 1
        print("FAIL: " + what)
    return ok


def path(rel):
    return os.path.join(src, rel)


# ---- the schemas -----------------------------------------------------------

schemas = {}  # file name -> schema
for f in sorted(glob.glob(os.path.join(SCHEMA_DIR, "*.schema.json"))):
    name = os.path.basename(f)
    with open(f, encoding="utf-8") as fh:
        s = json.load(fh)
    schemas[name] = s
    try:
        Draft202012Validator.check_schema(s)
        expect(True, name)
    except jsonschema.SchemaError as e:
        expect(False, f"{name} is not a valid draft 2020-12 schema: {e.message}")
    expect(s.get("$schema") == "https://json-schema.org/draft/2020-12/schema", f"{name}: $schema is draft 2020-12")
    m = re.fullmatch(r"(.+)\.v([0-9]+)\.schema\.json", name)
    expect(m is not None and s.get("$id", "").endswith("/" + name), f"{name}: $id {s.get('$id')} names the file NAME.vN.schema.json")
    version = s.get("properties", {}).get("version", {}).get("const")
    if m and version is not None:
        expect(version == int(m.group(2)), f"{name}: the export's version {version} is the schema's v{m.group(2)}")
expect(len(schemas) >= 14, f"{len(schemas)} JSON schemas in docs/schema (expected at least 14)")

try:  # jsonschema >= 4.18 resolves $ref through `referencing`; Debian bookworm's 4.10 through RefResolver
    from referencing import Registry, Resource

    _registry = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in schemas.values()])

    def validator(name):
        return Draft202012Validator(schemas[name], registry=_registry)
except ImportError:
    _store = {s["$id"]: s for s in schemas.values()}

    def validator(name):
        return Draft202012Validator(schemas[name], resolver=jsonschema.RefResolver.from_schema(schemas[name], store=_store))

validators = {name: validator(name) for name in schemas}
used = {name: 0 for name in schemas}
samples = {}  # schema -> first valid document (for the must-fail checks)
valid_docs = {}  # schema -> every valid document (for the coverage checks)


def validate(name, doc, what):
    if not expect(name in validators, f"{what}: no schema {name} in docs/schema"):
        return
    errors = sorted(validators[name].iter_errors(doc), key=lambda e: list(e.absolute_path))
    for e in errors[:5]:
        print(f"    at /{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
    if expect(not errors, f"{what} validates against {name}"):
        used[name] += 1
        samples.setdefault(name, doc)
        valid_docs.setdefault(name, []).append(doc)


def run(argv):
    p = subprocess.run([exe] + argv, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


# ---- the scenario exports ---------------------------------------------------

FORMATS = {
    "crestline-scenario-resolved": "scenario-resolved.v1.schema.json",
    "crestline-gts-scenario-resolved": "gts-scenario-resolved.v1.schema.json",
    "crestline-coh-scenario-resolved": "coh-scenario-resolved.v1.schema.json",
    "crestline-fof-mission-resolved": "fof-mission-resolved.v1.schema.json",
}
# tests/fuzz/ is left out: its seeds are reader inputs whose maps are not beside them (none exports).
scenario_files = sorted(f for top in ("scenarios", "tests") for f in glob.glob(os.path.join(src, top, "**", "*.scenario.xml"), recursive=True)
                        if not os.path.relpath(f, src).startswith(os.path.join("tests", "fuzz") + os.sep))


def export(f):
    return f, run(["export", f, "--json", "-"])


exported = {}
with ThreadPoolExecutor(max_workers=2) as pool:
    for f, (code, out, err) in pool.map(export, scenario_files):
        rel = os.path.relpath(f, src)
        if code != 0:  # a fixture with error findings (or whose map is not beside it) is not exported
            expect(not rel.startswith("scenarios" + os.sep), f"the bundled {rel} exports: exit {code}: {err.strip()[:300]}")
            expect(code in (1, 2) and out == "", f"export {rel}: exit {code} writes nothing to standard output")
            continue
        doc = json.loads(out)
        fmt = doc.get("format")
        expect(fmt in FORMATS, f"export {rel}: format {fmt!r} is one of {sorted(FORMATS)}")
        if fmt in FORMATS:
            validate(FORMATS[fmt], doc, f"export {rel}")
            exported.setdefault(fmt, []).append(rel)
for fmt in FORMATS:
    expect(len(exported.get(fmt, [])) >= 1, f"at least one bundled {fmt} export ({exported.get(fmt)})")
expect(sum(1 for f in scenario_files if os.path.relpath(f, src).startswith("scenarios" + os.sep)) >= 5, "the five bundled scenarios are found")
with open(path("tests/scenarios/data/hold-the-ridge.json"), encoding="utf-8") as fh:
    validate("scenario-resolved.v1.schema.json", json.load(fh), "the golden tests/scenarios/data/hold-the-ridge.json")
print(f"scenario exports: {sum(len(v) for v in exported.values())} of {len(scenario_files)} scenario files exported and validated")

# ---- every other --json output ----------------------------------------------

RIDGE, MILL, EXPLAIN = "maps/boards/ridge-farm.map.xml", "maps/boards/millbrook.map.xml", "tests/cli/data/explain.map.xml"
ALDEN, KLEIN = "maps/boards/aldenfeld.map.xml", "maps/boards/kleinbach.map.xml"
CARDS3, MISSION1 = "tests/cli/data/fof-3x3.map.xml", "maps/boards/mission1.map.xml"
HEDGE, WOOD = "maps/tables/hedgerows.table.xml", "tests/cli/data/wood-four.table.xml"
TEMPLATES = "tests/formats/data/table/templates.table.xml"

tmp = tempfile.mkdtemp(prefix="crestline-json-schemas-")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "cli"))
from tabletop_xml import pts, rect, square  # noqa: E402  (the tabletop CLI tests' table pieces)


def small_table(name, pieces, sides):
    """A table the samples lack: pieces (kind, attributes, corners); sides {side: {unit: [(team, cx, cy, state)]}}."""
    body = "".join(f'<piece id="{i + 1}" kind="{k}" cover="soft" movement="open"{a}>{pts(c)}</piece>\n' for i, (k, a, c) in enumerate(pieces))
    for side, units in sides.items():
        body += f'<side id="{side}">'
        for unit, teams in units.items():
            body += f'<unit id="{unit}" training="trained">'
            body += "".join(f'<team id="{t}" type="infantry" armour="soft" height="1">{pts(square(x, y))}{state}</team>' for t, x, y, state in teams)
            body += "</unit>"
        body += "</side>\n"
    table_path = os.path.join(tmp, name)
    with open(table_path, "w", encoding="utf-8") as fh:
        fh.write(f'<table version="1" system="tabletop" width="40" depth="40" units="inch">\n{body}</table>\n')
    return table_path


# Two touching bases (the spec's step 1): the ruling's third step.
TOUCH = small_table("touch.table.xml", [("forest", "", rect(20, 30, 14, 26))], {"a": {"u": [("f", 10, 20, ""), ("g", 11, 20, "")]}})
# The spec's example 5 (docs/tabletop.md): a team touching a fence, fired at across it and from its side: linear cover.
FENCE = small_table("fence.table.xml", [("fence", ' height="0.5"', rect(15, 15.25, 5, 25))],
                    {"a": {"near": [("N", 5, 15, "<state/>")], "far": [("F", 25, 15, "<state/>")]},
                     "b": {"t": [("T", 15.75, 15, '<state moved="true"/>')]}})

# (schema, arguments, what the case reaches)
CASES = [
    ("hex-los-ruling", ["los", RIDGE, "I7", "K10"], "ff blocked, contact at a vertex, near misses, discounted"),
    ("hex-los-ruling", ["los", RIDGE, "I7", "I10"], "ff hindered"),
    ("hex-los-ruling", ["los", RIDGE, "J8", "J8"], "ff clear, a hex to itself"),
    ("hex-los-ruling", ["los", RIDGE, "N14", "N10", "--smoke", "N12"], "ff under Smoke"),
    ("hex-los-ruling", ["los", MILL, "K1", "O5"], "ff blind"),
    ("hex-los-ruling", ["los", EXPLAIN, "I5", "I1"], "ff crest exit, contact inside"),
    ("hex-los-ruling", ["los", EXPLAIN, "A1", "C7"], "ff contact at a vertex"),
    ("hex-los-ruling", ["los", ALDEN, "0903", "1303"], "gts sees, run ties"),
    ("hex-los-ruling", ["los", ALDEN, "1303", "0903"], "gts blocked (not reciprocal)"),
    ("hex-los-ruling", ["los", ALDEN, "0321", "0724"], "gts vertex ties"),
    ("hex-los-ruling", ["los", ALDEN, "1704", "2106"], "gts bridge hexside"),
    ("hex-los-ruling", ["los", ALDEN, "2202", "2206", "--purpose", "spot"], "gts observation post spotting"),
    ("hex-los-ruling", ["los", ALDEN, "0101", "2020", "--night"], "gts out of range: nothing counted"),
    ("hex-los-ruling", ["los", KLEIN, "0608", "0606"], "coh sees, wall DM"),
    ("hex-los-ruling", ["los", KLEIN, "0608", "0606", "--smoke", "0607:1", "--attack", "mortar"], "coh smoke, mortar"),
    ("hex-los-ruling", ["los", KLEIN, "1002", "1009"], "coh blind"),
    ("hex-los-ruling", ["los", KLEIN, "0604", "0606"], "coh blocked"),
    ("hex-los-ruling", ["los", KLEIN, "1103", "1105"], "coh firer higher AR"),
    ("hex-viewshed", ["viewshed", RIDGE, "I7"], "ff viewshed"),
    ("hex-viewshed", ["viewshed", MILL, "K1"], "ff viewshed with a blind zone"),
    ("hex-viewshed", ["viewshed", ALDEN, "0903", "--weather", "fog"], "gts viewshed"),
    ("hex-viewshed", ["viewshed", KLEIN, "1002"], "coh viewshed with blind hexes"),
    ("fof-los-ruling", ["los", CARDS3, "C1R1", "C3R1"], "fof blocked, cover, max LOS, short round"),
    ("fof-los-ruling", ["los", CARDS3, "C1R1", "C2R1"], "fof LOS"),
    ("fof-los-ruling", ["los", CARDS3, "C1R1", "C1R3", "--night"], "fof too far at night"),
    ("fof-los-ruling", ["los", CARDS3, "PZ", "C3R1"], "fof from a Helicopter Staging Area: no distance"),
    ("fof-los-ruling", ["los", CARDS3, "C1R1", "C2R2", "--smoke", "C2R2", "--purpose", "comm"], "fof obscured, comm"),
    ("fof-los-ruling", ["los", MISSION1, "C1R1", "C4R3"], "fof on the sample card map"),
    ("fof-viewshed", ["viewshed", MISSION1, "C1R1"], "fof viewshed"),
    ("fof-viewshed", ["viewshed", CARDS3, "PZ"], "fof viewshed from the Pickup Zone"),
    ("tabletop-los-ruling", ["los", WOOD, "a", "b"], "tabletop blocked"),
    ("tabletop-los-ruling", ["los", WOOD, "a", "d"], "tabletop clear, witness"),
    ("tabletop-los-ruling", ["los", HEDGE, "A1", "H1"], "tabletop clear on the sample"),
    ("tabletop-los-ruling", ["los", TEMPLATES, "M1", "B1"], "tabletop through a saved smoke template"),
    ("tabletop-los-ruling", ["los", TOUCH, "f", "g"], "tabletop touching bases"),
    ("tabletop-viewshed", ["viewshed", WOOD, "a"], "tabletop viewshed"),
    ("tabletop-viewshed", ["viewshed", HEDGE, "H1"], "tabletop viewshed on the sample"),
    ("tabletop-fire", ["fire", HEDGE, "A1", "B1"], "fire blocked, out of range"),
    ("tabletop-fire", ["fire", HEDGE, "T1", "B3"], "a tank fires"),
    ("tabletop-fire", ["fire", HEDGE, "H1", "A1"], "a gun fires"),
    ("tabletop-concealed", ["concealed", HEDGE, "2pl", "--from", "1pl"], "concealed"),
    ("tabletop-concealed", ["concealed", HEDGE, "1pl", "--from", "2pl"], "not concealed: revealed by A3"),
    ("tabletop-concealed", ["concealed", FENCE, "t", "--from", "near"], "a fence fired across conceals"),
    ("tabletop-concealed", ["concealed", FENCE, "t", "--from", "far"], "a fence fired along does not"),
    ("tabletop-template", ["template", HEDGE, "1gun", "36,24"], "barrage template"),
    ("tabletop-template", ["template", HEDGE, "1pl", "40,30", "--smoke"], "smoke template"),
    ("coh-reveal-check", ["reveal-check", "scenarios/library/kleinbach-crossroads.scenario.xml",
                          "--position", "scenarios/library/kleinbach-round2.position.xml"], "reveal check on the sample position"),
    ("coh-reveal-check", ["reveal-check", KLEIN, "--position", "scenarios/library/kleinbach-round2.position.xml"], "reveal check on the map alone"),
]


def generate(case):
    schema, argv, what = case
    full = [a if not a.endswith((".xml",)) or os.path.isabs(a) else path(a) for a in argv] + ["--json"]
    return case, run(full)


with ThreadPoolExecutor(max_workers=2) as pool:
    for (schema, argv, what), (code, out, err) in pool.map(generate, CASES):
        name = schema + ".v1.schema.json"
        label = f"crestline {' '.join(argv)} --json ({what})"
        if not expect(code == 0, f"{label}: exit {code}: {err.strip()[:300]}"):
            continue
        try:
            doc = json.loads(out)
        except json.JSONDecodeError as e:
            expect(False, f"{label}: not JSON: {e}")
            continue
        validate(name, doc, label)

# The cases reach what they say: each verdict of each system, and each nullable branch that matters.
def reached(name, pick, expected, what):
    got = set()
    for d in valid_docs.get(name, []):
        got |= set(pick(d))
    expect(set(expected) <= got, f"{name}: the cases reach {what} {sorted(expected)}; got {sorted(got, key=str)}")


# ---- matrix-query (a matrix file written here) and serve (a short session) ----

matrices = {}  # name -> the .clmx written in tmp
for name, argv in (("ridge", [RIDGE]), ("ridge-smoke", [RIDGE, "--smoke", "N12"]), ("klein", [KLEIN])):
    matrices[name] = os.path.join(tmp, name + ".clmx")
    code, out, err = run(["matrix", path(argv[0])] + argv[1:] + ["--out", matrices[name]])
    expect(code == 0, f"matrix {' '.join(argv)} --out {name}.clmx: exit {code}: {err.strip()[:300]}")

# (schema, matrix, arguments, what the case reaches)
MATRIX_QUERIES = [
    ("matrix-query-pair", "ridge", ["I7", "K10"], "ff blocked"),
    ("matrix-query-pair", "ridge", ["I7", "I10"], "ff hindered"),
    ("matrix-query-pair", "ridge", ["J8", "J9"], "ff clear"),
    ("matrix-query-pair", "ridge-smoke", ["N14", "N10"], "ff under Smoke: a play state"),
    ("matrix-query-pair", "klein", ["1002", "1009"], "coh: hindrance null"),
    ("matrix-query-viewshed", "ridge", ["I7", "--viewshed"], "ff row"),
    ("matrix-query-viewshed", "klein", ["1002", "--viewshed"], "coh row"),
]
for schema, m, argv, what in MATRIX_QUERIES:
    label = f"crestline matrix-query {m}.clmx {' '.join(argv)} --json ({what})"
    code, out, err = run(["matrix-query", matrices[m]] + argv + ["--json"])
    if not expect(code == 0, f"{label}: exit {code}: {err.strip()[:300]}"):
        continue
    doc = json.loads(out)
    validate(schema + ".v1.schema.json", doc, label)
    if schema == "matrix-query-viewshed":  # what the schema cannot say: FROM's own cell is left out, every other hex is in
        n = 20 * 15 if m == "ridge" else 13 * 10
        expect(argv[0] not in doc["cells"] and len(doc["cells"]) == n - 1, f"{label}: {n - 1} cells, {argv[0]} not among them ({len(doc['cells'])})")

# One session: a request of each op on each kind of file, then bad ones (a line per request, in order).
SESSION = [
    {"op": "open", "path": path(RIDGE), "id": 1},
    {"op": "los", "doc": 1, "from": "I7", "to": "K10", "id": "ruling"},
    {"op": "viewshed", "doc": 1, "from": "I7"},
    {"op": "matrix", "doc": 1, "out": os.path.join(tmp, "serve-ridge.csv"), "id": 3.5},
    {"op": "open", "path": path(CARDS3)},
    {"op": "los", "doc": 2, "from": "C1R1", "to": "C3R1"},
    {"op": "viewshed", "doc": 2, "from": "C1R1"},
    {"op": "matrix", "doc": 2, "out": os.path.join(tmp, "serve-cards.csv")},
    {"op": "open", "path": path(HEDGE)},
    {"op": "los", "doc": 3, "from": "A1", "to": "H1"},
    {"op": "viewshed", "doc": 3, "from": "H1"},
    {"op": "matrix", "doc": 3, "out": os.path.join(tmp, "serve-table.csv")},
    {"op": "fire", "doc": 3, "firer": "A1", "target": "B1"},
    {"op": "concealed", "doc": 3, "unit": "2pl", "from": "1pl"},
    "{not json",
    {"op": "los", "doc": 1, "from": "I7", "to": "K10", "wether": "fog", "id": {"n": 9}},
    {"op": "los", "doc": 7, "from": "I7", "to": "K10"},
    {"op": "fire", "doc": 1, "firer": "I7", "target": "K10"},
    {"op": "los", "doc": 1, "from": "I7", "to": "ZZ99", "id": [1, 2]},
    {"op": "close", "doc": 1, "id": None},
]
lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in SESSION)
p = subprocess.run([exe, "serve"], input=lines, capture_output=True, text=True, timeout=120)
replies = p.stdout.splitlines()
expect(p.returncode == 0 and len(replies) == len(SESSION), f"serve: exit {p.returncode}, {len(replies)} replies to {len(SESSION)} requests: {p.stderr.strip()[:300]}")
for request, line in zip(SESSION, replies):
    label = f"serve reply to {request if isinstance(request, str) else json.dumps(request)[:120]}"
    doc = json.loads(line)
    validate("serve-reply.v1.schema.json", doc, label)
    want_id = request.get("id") if isinstance(request, dict) else None
    expect(doc.get("id") == want_id and (want_id is not None or "id" not in doc), f"{label}: id {doc.get('id')!r} echoes {want_id!r}")
reached("serve-reply.v1.schema.json", lambda d: [d["error"]["code"]] if "error" in d else [],
        ["bad-json", "bad-request", "no-document", "not-taken", "bad-input"], "the error codes of the bad requests")
reached("serve-reply.v1.schema.json", lambda d: ["result"] if "result" in d else [], ["result"], "results")
reached("matrix-query-pair.v1.schema.json", lambda d: [d["verdict"]], ["clear", "hindered", "blocked"], "ff verdicts")
reached("matrix-query-pair.v1.schema.json", lambda d: [d["system"]], ["ff", "coh"], "a map with hindrance and one without")
reached("matrix-query-pair.v1.schema.json", lambda d: ["play state"] if d["play"] else [], ["play state"], "a matrix ruled under a play state")
reached("matrix-query-viewshed.v1.schema.json", lambda d: [d["system"]], ["ff", "coh"], "a map with hindrance and one without")

for name, n in used.items():
    expect(n > 0, f"{name} validated no document: give it a case")


reached("hex-los-ruling.v1.schema.json", lambda d: [d["verdict"]] if d["gts"] is None and d["coh"] is None else [],
        ["clear", "hindered", "blocked", "blind"], "every ff verdict")
reached("hex-los-ruling.v1.schema.json", lambda d: [d["gts"]["outcome"]] if d["gts"] else [], ["sees", "blocked", "out of range"], "every gts outcome")
reached("hex-los-ruling.v1.schema.json", lambda d: [t["kind"] for t in d["gts"]["ties"]] if d["gts"] else [], ["run", "vertex"], "both gts tie kinds")
reached("hex-los-ruling.v1.schema.json", lambda d: [d["coh"]["outcome"]] if d["coh"] else [], ["sees", "blocked", "blind"], "every coh outcome")
reached("hex-los-ruling.v1.schema.json", lambda d: ["crest exit"] if d["crest_exit"] else [], ["crest exit"], "an ff crest exit")
reached("hex-los-ruling.v1.schema.json", lambda d: [d["contact"]["place"]["kind"]] if d["contact"] and d["contact"]["place"] else [],
        ["vertex", "inside"], "contacts")
reached("hex-viewshed.v1.schema.json", lambda d: ["blind zone"] if d["blind"] else [], ["blind zone"], "a blind zone")
reached("fof-los-ruling.v1.schema.json", lambda d: [d["outcome"]], ["LOS", "blocked", "too far", "no LOS"], "fof outcomes")
reached("fof-los-ruling.v1.schema.json", lambda d: ["no distance"] if d["distance"] is None else [], ["no distance"], "a ruling from a staging area")
reached("tabletop-los-ruling.v1.schema.json", lambda d: [d["step"]], ["touching", "clear", "blocked"], "every tabletop step")
reached("tabletop-los-ruling.v1.schema.json", lambda d: ["template"] if any(a["piece"] < 0 for a in d["active"]) else [], ["template"],
        "a smoke template taking part (piece -k)")
reached("tabletop-fire.v1.schema.json", lambda d: [d["firer_type"]], ["infantry", "gun", "tank"], "every firer type")
reached("tabletop-concealed.v1.schema.json", lambda d: [x["conceals"] for t in d["teams"] for x in t["linears"]], [True, False], "linear cover that conceals and that does not")
reached("tabletop-template.v1.schema.json", lambda d: [d["kind"]], ["barrage", "smoke"], "both template kinds")
reached("coh-reveal-check.v1.schema.json", lambda d: [h["revealed"] for h in d["hidden"]] + [n["may_hide"] for n in d["not_hidden"]], [True, False], "revealed and not")

# ---- the schemas can fail ----------------------------------------------------


def broken(name, doc, change, what):
    """`change` breaks a copy of a valid document; the schema must refuse it."""
    bad = copy.deepcopy(doc)
    change(bad)
    expect(not validators[name].is_valid(bad), f"{name} refuses {what}")


def drop(key):
    return lambda d: d.pop(key)


def put(pointer, value):
    def change(d):
        *parents, last = pointer
        for p in parents:
            d = d[p]
        d[last] = value
    return change


# (schema, the change, what it breaks): a wrong enum or a broken rule between fields, per schema.
WRONG = {
    "scenario-resolved.v1.schema.json": [(put(["forces", 0, "units", 0, "type"], "tank"), "a unit type that is no FF type"),
                                         (put(["maps", 0, "rotation"], 45), "a rotation of 45 degrees"),
                                         (put(["initiative", "pawn", "toward"], None), "the Initiative pawn above space 0 towards nobody")],
    "gts-scenario-resolved.v1.schema.json": [(put(["weather", "start"], "snow"), "snow weather"),
                                             (put(["version"], 2), "version 2 under the version 1 schema"),
                                             (put(["turns", -1, "last"], False), "no turn marked last")],
    "coh-scenario-resolved.v1.schema.json": [(put(["units", 0, "vehicle"], True), "a foot unit that is a vehicle"),
                                             (put(["units", 0, "facing"], 6), "facing 6")],
    "fof-mission-resolved.v1.schema.json": [(put(["details", "visibility", "losRange"], 1), "losRange 1 in daylight"),
                                            (put(["units", 0, "force"], "german"), "a force that is neither us nor enemy")],
    "hex-los-ruling.v1.schema.json": [(put(["verdict"], "seen"), "verdict 'seen'"),
                                      (put(["verdict"], "clear"), "an ff ruling clear with hindrance 0")],
    "hex-viewshed.v1.schema.json": [(put(["cells", "I7", "verdict"], "visible"), "verdict 'visible'")],
    "fof-los-ruling.v1.schema.json": [(put(["los"], True), "los true with outcome blocked"),
                                      (put(["band"], "X"), "band X")],
    "fof-viewshed.v1.schema.json": [(put(["cards", 0, "outcome"], "LOS"), "outcome LOS with los false")],
    "tabletop-los-ruling.v1.schema.json": [(put(["step"], "hidden"), "step 'hidden'"),
                                           (put(["los"], True), "los true with step blocked")],
    "tabletop-viewshed.v1.schema.json": [(put(["rulings", 0, "step"], "maybe"), "a ruling inside with step 'maybe'")],
    "tabletop-fire.v1.schema.json": [(put(["arc"], "front"), "an infantry firer with a front arc"),
                                     (put(["weapons", 0, "band"], "medium"), "band 'medium'")],
    "tabletop-concealed.v1.schema.json": [(put(["gone_to_ground"], "maybe"), "gone_to_ground 'maybe'"),
                                          (put(["teams", 0, "cover"], "heavy"), "cover 'heavy'")],
    "tabletop-template.v1.schema.json": [(put(["kind"], "smoke"), "a barrage named smoke (id barrage-1, with under)"),
                                         (put(["vertices"], []), "no vertices")],
    "coh-reveal-check.v1.schema.json": [(put(["hidden", 0, "revealed"], True), "revealed with no enemy named")],
    "matrix-query-pair.v1.schema.json": [(put(["verdict"], "seen"), "verdict 'seen'"),
                                         (put(["hindrance"], None), "an ff cell without a hindrance"),
                                         (put(["system"], "fof"), "a card map (no matrix file)"),
                                         (put(["play"], "smoke J5"), "a play state that is not flags")],
    "matrix-query-viewshed.v1.schema.json": [(lambda d: d["cells"][next(iter(d["cells"]))].__setitem__("verdict", "visible"), "a cell with verdict 'visible'"),
                                             (lambda d: d["cells"][next(iter(d["cells"]))].__setitem__("hindrance", None), "an ff cell without a hindrance"),
                                             (put(["reciprocal"], "yes"), "reciprocal 'yes'")],
    "serve-reply.v1.schema.json": [(put(["error"], {"code": "bad-json", "message": "not JSON"}), "a reply with both result and error"),
                                   (drop("result"), "a reply with neither result nor error"),
                                   (put(["id"], None), "id null (the reply has none then)"),
                                   (lambda d: (d.pop("result"), d.__setitem__("error", {"code": "oops", "message": "x"})), "error code 'oops'"),
                                   (lambda d: (d.pop("result"), d.__setitem__("error", {"code": "no-document", "message": "x", "field": "from"})),
                                    "no-document naming a field other than doc"),
                                   (put(["result", "findings"], None), "an open result whose findings are null")],
}
for name, doc in samples.items():
    required = schemas[name].get("required", [])
    if required:
        broken(name, doc, drop(required[-1]), f"a document without its required '{required[-1]}'")
    broken(name, doc, lambda d: d.__setitem__("extra_field", 1), "an unknown top-level field")
    expect(name in WRONG, f"{name} has a wrong-enum case")
    for change, what in WRONG.get(name, []):
        try:
            broken(name, doc, change, what)
        except (KeyError, IndexError, TypeError) as e:
            expect(False, f"{name}: the case '{what}' does not apply to its sample ({e!r})")

try:
    from importlib.metadata import version as _version
    _jsonschema_version = _version("jsonschema")
except Exception:  # noqa: BLE001 (only for the log line)
    _jsonschema_version = "?"
print(f"jsonschema {_jsonschema_version} from {os.path.dirname(jsonschema.__file__)}")
print(f"{checked - failures} of {checked} checks passed")
sys.exit(1 if failures or not checked else 0)
