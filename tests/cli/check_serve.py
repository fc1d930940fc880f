"""crestline serve (docs/cli.md "serve"): one session answers JSON lines of
requests, each with the JSON the single command prints. On a bundled file of
every kind that rules LOS (ff, gts and coh hex maps, the fof card map, the
tabletop table; tests/python/session_cases.py), random pairs under play
states each system reads are asked of one serve process and of `crestline
los --json` as a process per ruling: every reply's result must equal the
command's JSON, and every refusal its exit code (1 refused, 2 bad-input) and
the last line of its standard error. The same for a viewshed of each file under a play state,
the tabletop's fire and concealed, and matrix (the CSV file byte for byte).
Bad requests, each answered with the error worked out here and the session
going on: a line that is not JSON, an unknown op or key, a missing or
mistyped field, a handle that names nothing, an op the kind does not take, a
play-state key a table does not read, a map with error findings (opened,
then every ruling refused with its findings as `los` exits 1), an unreadable
file; ids echoed as given, blank lines skipped, exit 0 at the end."""

import filecmp
import json
import os
import random
import subprocess
import sys
import shutil
import tempfile

from cli_common import Check, args

exe, src = args()
sys.path.insert(0, os.path.join(src, "tests", "python"))
import session_cases as cases  # noqa: E402

check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-serve-")
rng = random.Random(cases.seed())

serve = subprocess.Popen([exe, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def ask(request, raw=None):
    """Send one request line (or `raw` text) and read its one reply line."""
    serve.stdin.write((raw if raw is not None else json.dumps(request)) + "\n")
    serve.stdin.flush()
    line = serve.stdout.readline()
    if not line.endswith("\n"):
        raise SystemExit(f"serve gave no reply to {raw or request!r}")
    return json.loads(line)


def same(reply, expected, what):
    """The reply equals the command's answer: its result, or its error code and message."""
    status, value = expected
    if status == "ok":
        return check.expect("result" in reply and reply["result"] == value, f"{what}: serve {str(reply)[:300]} != los --json {str(value)[:300]}")
    err = reply.get("error", {})
    return check.expect(err.get("code") == status and err.get("message") == value,
                        f"{what}: serve {reply} != the command's {status}: {value}")


# Random pairs on every file: serve equals `crestline los --json`.
for rel, system, states in cases.FILES:
    path = os.path.join(src, rel)
    opened = ask({"op": "open", "path": path, "id": rel})
    if not check.expect(opened.get("id") == rel and "result" in opened and opened["result"]["errors"] is False, f"open {rel}: {opened}"):
        continue
    doc = opened["result"]["doc"]
    names = cases.labels(exe, path, cases.VIEWERS[rel])
    for state in states:
        for a, b in cases.pairs(rng, names, 2):
            options = cases.fill(rng, names, state, b)
            reply = ask({"op": "los", "doc": doc, "from": a, "to": b, **options})
            same(reply, cases.cli_answer(exe, "los", path, [a, b], options), f"{system} los {rel} {a} {b} {options}")
    viewer = rng.choice(names)
    options = cases.fill(rng, names, states[-1], rng.choice(names))
    same(ask({"op": "viewshed", "doc": doc, "from": viewer, **options}), cases.cli_answer(exe, "viewshed", path, [viewer], options),
         f"viewshed {rel} {viewer} {options}")

# The tabletop's fire and concealed, and matrix (a small file of each kind) against the commands.
TABLE = os.path.join(src, "maps", "tables", "hedgerows.table.xml")
table = ask({"op": "open", "path": TABLE})["result"]["doc"]
for firer, target, weapon in [("A1", "B1", None), ("G1", "K1", None), ("T1", "H1", None), ("A1", "A2", None), ("A1", "B1", "bazooka"), ("A1", "NOPE", None)]:
    request = {"op": "fire", "doc": table, "firer": firer, "target": target}
    options = {} if weapon is None else {"weapon": weapon}
    same(ask({**request, **options}), cases.cli_answer(exe, "fire", TABLE, [firer, target], options), f"fire {firer} {target} {weapon}")
for unit, frm in [("2pl", "1pl"), ("1tk", "2tk"), ("2gun", "1gun"), ("1pl", "1gun"), ("nope", "1pl")]:
    same(ask({"op": "concealed", "doc": table, "unit": unit, "from": frm}),
         cases.cli_answer(exe, "concealed", TABLE, [unit, "--from", frm], {}), f"concealed {unit} from {frm}")
for rel in ["tests/cli/data/gts-small.map.xml", "maps/boards/mission1.map.xml", "maps/tables/hedgerows.table.xml"]:
    path = os.path.join(src, rel)
    doc = ask({"op": "open", "path": path})["result"]["doc"]
    mine, theirs = os.path.join(tmp, "serve.csv"), os.path.join(tmp, "cli.csv")
    reply = ask({"op": "matrix", "doc": doc, "out": mine, "threads": 1})
    code, _, err = cases.run(exe, "matrix", path, "--out", theirs)
    check.expect("result" in reply and code == 0 and filecmp.cmp(mine, theirs, shallow=False), f"matrix {rel}: {reply} {err}")
    check.expect(reply.get("result", {}).get("csv_bytes") == os.path.getsize(theirs), f"matrix {rel}: csv_bytes {reply}")

# Bad requests: each answered with its error, the session going on.
MILL = os.path.join(src, "maps", "boards", "millbrook.map.xml")
mill = ask({"op": "open", "path": MILL})["result"]["doc"]


def error(reply, code, field=None):
    e = reply.get("error", {})
    return e.get("code") == code and e.get("field") == field and "result" not in reply


check.expect(error(ask(None, raw="{not json"), "bad-json"), "a line that is not JSON")
check.expect(error(ask(None, raw="[1, 2]"), "bad-request"), "a JSON array is no request")
check.expect(error(ask({"op": "rule", "doc": mill, "id": 7}), "bad-request", "op"), "an unknown op")
r = ask({"op": "los", "doc": mill, "from": "A1", "to": "B2", "wether": "fog", "id": "x"})
check.expect(error(r, "bad-request", "wether") and r["id"] == "x" and "wether" in r["error"]["message"], f"an unknown key: {r}")
check.expect(error(ask({"op": "los", "doc": mill, "from": "A1"}), "bad-request", "to"), "a missing 'to'")
check.expect(error(ask({"op": "los", "doc": mill, "from": "A1", "to": 5}), "bad-request", "to"), "a 'to' that is no string")
check.expect(error(ask({"op": "los", "doc": mill, "from": "A1", "to": "B2", "smoke": [3]}), "bad-request", "smoke"), "a Smoke marker that is no string")
check.expect(error(ask({"op": "los", "doc": "1", "from": "A1", "to": "B2"}), "bad-request", "doc"), "a handle that is no integer")
check.expect(error(ask({"op": "los", "from": "A1", "to": "B2"}), "bad-request", "doc"), "no handle")
check.expect(error(ask({"op": "los", "doc": 999, "from": "A1", "to": "B2"}), "no-document", "doc"), "a handle that names no document")
check.expect(error(ask({"op": "fire", "doc": mill, "firer": "A1", "target": "B2"}), "not-taken", "op"), "fire on a hex map")
r = ask({"op": "los", "doc": mill, "from": "A1", "to": "B2", "weather": "fog"})
same(r, cases.cli_answer(exe, "los", MILL, ["A1", "B2"], {"weather": "fog"}), "--weather on an ff map")
check.expect(error(r, "bad-input", "weather"), f"--weather on an ff map names the field: {r}")
r = ask({"op": "los", "doc": table, "from": "A1", "to": "B1", "smoke": ["A1"]})
check.expect(error(r, "bad-request", "smoke") and "tabletop" in r["error"]["message"], f"smoke on a table: {r}")
check.expect(error(ask({"op": "los", "doc": mill, "from": "A1", "to": "B2", "night": "yes"}), "bad-request", "night"), "night that is no boolean")
check.expect(error(ask({"op": "matrix", "doc": mill, "out": "x.csv", "threads": 0}), "bad-request", "threads"), "threads 0")
# Nothing is written over an input: a matrix whose output is an open document's file (a copy, by
# another spelling of its path) is refused naming "out", and the file keeps its bytes.
victim = os.path.join(tmp, "victim.map.xml")
shutil.copy(MILL, victim)
victim_doc = ask({"op": "open", "path": victim})["result"]["doc"]
r = ask({"op": "matrix", "doc": mill, "out": os.path.join(tmp, ".", "victim.map.xml")})
check.expect(error(r, "bad-request", "out") and "nothing is written over an input" in r["error"]["message"], f"out over an open document: {r}")
check.expect(filecmp.cmp(victim, MILL, shallow=False), "the open document's file is unchanged")

BROKEN = os.path.join(src, "tests", "cli", "data", "broken-small.map.xml")
r = ask({"op": "open", "path": BROKEN, "id": 1})
check.expect(r.get("id") == 1 and r.get("result", {}).get("errors") is True, f"a map with errors opens, saying so: {r}")
broken = r["result"]["doc"]
r = ask({"op": "los", "doc": broken, "from": "A1", "to": "B2"})
same(r, cases.cli_answer(exe, "los", BROKEN, ["A1", "B2"], {}), "los on a map with errors")
code, _, err = cases.run(exe, "los", BROKEN, "A1", "B2", "--json")
check.expect(code == 1 and r.get("error", {}).get("findings") == err.strip().splitlines()[:-1], f"its findings as los prints them: {r} / {err}")
NOT_XML = os.path.join(src, "tests", "cli", "data", "not-xml.map.xml")
r = ask({"op": "open", "path": NOT_XML})
code, _, err = cases.run(exe, "los", NOT_XML, "A1", "B2")
check.expect(error(r, "bad-input") and code == 2 and r["error"]["message"] == err.strip().splitlines()[-1], f"an unreadable file: {r} / {err}")
check.expect(error(ask({"op": "open"}), "bad-request", "path"), "open without a path")
check.expect(error(ask({"op": "open", "path": MILL, "doc": 1}), "bad-request", "doc"), "open takes no doc")

# The longest request line kept is 1 MiB (1048576 bytes before the newline): one that long is read (a request padded
# with spaces), one byte more is answered as a bad request naming the limit, and the session goes on.
LIMIT = 1 << 20
request = json.dumps({"op": "close", "doc": 424242})
r = ask(None, raw=request + " " * (LIMIT - len(request)))
check.expect(error(r, "no-document", "doc"), f"a request line of exactly 1 MiB is read: {str(r)[:200]}")
r = ask(None, raw=request + " " * (LIMIT + 1 - len(request)))
check.expect(error(r, "bad-request") and "1048576 bytes" in r["error"]["message"], f"a line one byte over 1 MiB is refused naming the limit: {str(r)[:200]}")

# Closing: the handle names nothing after; the others stay open; handles are not reused.
check.expect(ask({"op": "close", "doc": mill}).get("result") == {"closed": mill}, "close")
check.expect(error(ask({"op": "los", "doc": mill, "from": "A1", "to": "B2"}), "no-document", "doc"), "a closed handle")
check.expect(error(ask({"op": "close", "doc": mill}), "no-document", "doc"), "closed twice")
again = ask({"op": "open", "path": MILL})["result"]["doc"]
check.expect(again > mill, f"a new handle, not a reused one: {again} after {mill}")
check.expect("result" in ask({"op": "fire", "doc": table, "firer": "A1", "target": "B1"}), "the table is still open")

# Blank lines are no requests; the end of the input ends the session with exit 0, every request answered.
serve.stdin.write("\n   \n")
last = ask({"op": "close", "doc": table, "id": None})
check.expect(last == {"result": {"closed": table}}, f"a null id is no id: {last}")
serve.stdin.close()
check.expect(serve.stdout.read() == "" and serve.wait(timeout=30) == 0, "the end of the input: no more lines, exit 0")

check.finish()
