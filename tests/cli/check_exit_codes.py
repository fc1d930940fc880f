"""Exit codes and error messages of every command (docs/cli.md, each command's
--help): 0 ok; 1 error findings (a map or scenario with errors is never ruled
on, exported or sealed: the finding's code and line are printed instead);
2 bad arguments or unreadable input."""

import os
import tempfile

from cli_common import Check, args, board, run

exe, src = args()
check = Check()
data = os.path.join(src, "tests", "cli", "data")
ridge = board(src, "ridge-farm")


def expect_run(argv, code, needles, stream="err"):
    """Runs crestline ARGV; checks the exit code and that each needle is printed."""
    got, out, err = run(exe, *argv)
    text = err if stream == "err" else out
    name = "crestline " + " ".join(os.path.relpath(a, src) if a.startswith(src) else a for a in argv)
    check.expect(got == code, f"{name}: exit {code} expected, got {got} ({(err or out).strip()[:200]})")
    for n in needles:
        check.expect(n in text, f"{name}: '{n}' expected on std{stream}, got: {text.strip()[:300]}")


missing = os.path.join(data, "no-such-board.map.xml")
expect_run(["info", missing], 2, [missing, "file-unreadable"])
expect_run(["los", missing, "A1", "B1"], 2, [missing])
expect_run(["info", os.path.join(data, "not-xml.map.xml")], 2, ["not-xml.map.xml", "xml-malformed"])
expect_run(["los", os.path.join(data, "not-xml.map.xml"), "A1", "B1"], 2, ["xml-malformed"])

# Not a regular file: a device that never ends, a directory. Refused at once, named.
expect_run(["los", "/dev/zero", "A1", "B1"], 2, ["/dev/zero", "not a regular file", "file-unreadable"])
expect_run(["info", data], 2, ["it is a directory", "file-unreadable"])

# Labels off the 20 x 15 board (A1 .. T15), or not labels at all.
expect_run(["hex", ridge, "U1"], 2, ["'U1'"])
expect_run(["hex", ridge, "K16"], 2, ["'K16'"])
expect_run(["los", ridge, "K1", "Z99"], 2, ["'Z99'"])
expect_run(["los", ridge, "bogus", "K13"], 2, ["'bogus'"])
expect_run(["viewshed", ridge, "K0"], 2, ["'K0'"])
expect_run(["los", ridge, "J8", "K9", "--smoke", "U3"], 2, ["U3"])

# Smoke is 5 (full) or 2 (depleted) [8.2]; nothing else.
expect_run(["los", ridge, "J8", "K9", "--smoke", "J8:7"], 2, ["J8:7"])
expect_run(["los", ridge, "J8", "K9", "--smoke", "J8:3"], 2, ["J8:3"])

# Bad arguments.
expect_run(["los", ridge, "J8"], 2, [])
expect_run(["matrix", ridge], 2, [])
expect_run(["frobnicate"], 2, [])

# Both bundled boards are 20 columns x 15 rows and read without warnings or
# errors; the one remark is their catalog in the sibling folder (line 4).
for b in ("ridge-farm", "millbrook"):
    expect_run(["info", board(src, b)], 0,
               ["20 x 15 = 300 hexes", "findings: 1\n", f"{b}.map.xml:4:3: info:", "'../catalogs/ff-sample.terrain.xml'",
                "[reference-outside]"], stream="out")

# Maps that load but carry an error finding: exit 1 and the code on stdout.
expect_run(["info", os.path.join(data, "unknown-terrain.map.xml")], 1,
           ["[unknown-terrain]", "unknown-terrain.map.xml:9:", "pond"], stream="out")
expect_run(["info", os.path.join(data, "self-intersecting.map.xml")], 1,
           ["[self-intersecting-polygon]", "self-intersecting.map.xml:9:", "twisted"], stream="out")

# A map that loads with an error finding: every map command prints the code
# and the line, and nothing is ruled on it (exit 1). The bow tie is on line 9.
broken = os.path.join(data, "self-intersecting.map.xml")
where = ["[self-intersecting-polygon]", "self-intersecting.map.xml:9:"]
no_ruling = "no ruling is given because the map has errors"
expect_run(["los", broken, "A1", "D3"], 1, where + [no_ruling])
expect_run(["los", broken, "A1", "D3", "--json"], 1, where + [no_ruling])
expect_run(["los", broken, "A1", "D3", "--smoke", "B2"], 1, where + [no_ruling])
expect_run(["viewshed", broken, "A1"], 1, where + ["no viewshed is given because the map has errors"])
expect_run(["hex", broken, "B2"], 1, where)
with tempfile.TemporaryDirectory() as tmp:
    csv = os.path.join(tmp, "m.csv")
    expect_run(["matrix", broken, "--out", csv], 1, where + ["no matrix is given because the map has errors"])
    check.expect(not os.path.exists(csv), "matrix on a map with errors: no CSV may be written")
# ... and the refusal is all they print: no ruling on stdout.
got, out, err = run(exe, "los", broken, "A1", "D3")
check.expect(out == "", f"los on a map with errors: nothing on stdout expected, got: {out.strip()[:200]}")
# The errors come first: a bad label on a broken map is still exit 1.
expect_run(["los", broken, "A1", "Z99"], 1, where)
# A good map still rules (exit 0) and prints the ruling on stdout.
expect_run(["los", ridge, "I7", "K10"], 0, ["I7 -> K10: BLOCKED"], stream="out")
expect_run(["hex", ridge, "J8"], 0, ["J8:"], stream="out")
expect_run(["viewshed", ridge, "J8"], 0, ["viewshed from J8"], stream="out")

# Scenario commands on a scenario whose map has an error (line 14 of the map):
# check lists it (stdout), the others print it and refuse (exit 1).
scenario = os.path.join(data, "broken-map.scenario.xml")
plan = os.path.join(src, "tests", "scenarios", "data", "base.german.setup.xml")
map_where = ["[self-intersecting-polygon]", "broken-small.map.xml:14:"]
expect_run(["check", scenario], 1, map_where, stream="out")
expect_run(["timeline", scenario], 1, map_where + ["no timeline is given because the scenario has errors"])
expect_run(["export", scenario, "--json", "-"], 1, map_where + ["not exported"])
with tempfile.TemporaryDirectory() as tmp:
    out_file = os.path.join(tmp, "x.json")
    expect_run(["export", scenario, "--json", out_file], 1, map_where)
    check.expect(not os.path.exists(out_file), "export of a scenario with errors: no file may be written")
    opp = os.path.join(tmp, "opp.setup.xml")
    expect_run(["setup", plan, "--scenario", scenario, "--opponent", opp], 1, map_where + ["nothing written"])
    check.expect(not os.path.exists(opp), "setup against a scenario with errors: nothing may be written")
# Unreadable scenario: 2; bad arguments: 2; a good scenario: 0.
expect_run(["timeline", os.path.join(data, "no-such.scenario.xml")], 2, ["no-such.scenario.xml"])
expect_run(["export", os.path.join(data, "not-xml.map.xml"), "--json", "-"], 2, ["xml-malformed"])
expect_run(["timeline"], 2, [])
expect_run(["reveal", plan], 2, [])
good = os.path.join(src, "tests", "scenarios", "data", "base.scenario.xml")
expect_run(["timeline", good], 0, ["Turn 1"], stream="out")
expect_run(["export", good, "--json", "-"], 0, ['"format": "crestline-scenario-resolved"'], stream="out")

# Every command documents its exit codes in its --help.
for cmd in ("info", "hex", "los", "viewshed", "matrix", "check", "timeline", "export", "setup", "reveal"):
    expect_run([cmd, "--help"], 0, ["Exit codes: 0", "1 ", "2 "], stream="out")

check.finish()
