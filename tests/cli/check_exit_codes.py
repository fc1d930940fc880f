"""Exit codes and error messages of `info`, `hex` and `los`: 0 ok, 1 error
findings, 2 bad arguments or unreadable input (crestline --help)."""

import os

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

# Both bundled boards are 20 columns x 15 rows and read without findings.
for b in ("ridge-farm", "millbrook"):
    expect_run(["info", board(src, b)], 0, ["20 x 15 = 300 hexes", "findings: none"], stream="out")

# Maps that load but carry an error finding: exit 1 and the code on stdout.
expect_run(["info", os.path.join(data, "unknown-terrain.map.xml")], 1,
           ["[unknown-terrain]", "unknown-terrain.map.xml:9:", "pond"], stream="out")
expect_run(["info", os.path.join(data, "self-intersecting.map.xml")], 1,
           ["[self-intersecting-polygon]", "self-intersecting.map.xml:9:", "twisted"], stream="out")

check.finish()
