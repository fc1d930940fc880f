"""`crestline los` explains in hex terms (tests/cli/data/explain.map.xml, whose
comment gives the geometry): the contact as the vertex of three named hexes,
the nearest miss with its clearance in hex widths (a quarter lattice unit
across the columns is 0.25 / (2 sqrt 3) = 0.0722 hex widths), rough at level
0 below both ends set aside [24.54], and where the string leaves the upper
level [24.512]; the same in --json."""

import os

from cli_common import Check, args, run, run_json

exe, src = args()
check = Check()
board = os.path.join(src, "tests", "cli", "data", "explain.map.xml")


def text(a, t):
    code, out, err = run(exe, "los", board, a, t)
    check.expect(code == 0, f"los {a} {t}: exit {code}: {err.strip()}")
    return out


def has(out, line, name):
    check.expect(line in out.splitlines(), f"{name}: no line {line!r} in:\n{out}")


out = text("A1", "C7")
has(out, "contact: exactly at the vertex shared by A3, B2 and B3", "vertex")
j = run_json(exe, "los", board, "A1", "C7")
if check.expect(j is not None, "A1 C7 --json"):
    place = j["contact"]["place"]
    check.expect(place["kind"] == "vertex", f"vertex kind: {place}")
    check.expect(place["hexes"] == ["A3", "B2", "B3"], f"vertex hexes: {place}")

out = text("C1", "C5")
has(out, "near miss: building barn (obstacle, level 0) misses the string by 0.07 hex widths, at its corner in C3", "near miss")
j = run_json(exe, "los", board, "C5", "C1")
if check.expect(j is not None, "C5 C1 --json"):
    miss = j["near_misses"][0]
    check.expect(miss["feature"]["id"] == "barn" and miss["clearance_hex_widths"] == 0.072 and miss["at"] == "corner",
                 f"near miss: {miss}")
    check.expect(j["contact"] is None and j["crest_exit"] is None, "C5 C1: clear, no contact, equal levels")

out = text("G1", "G5")
has(out, "  G3         intervening level  0  interior    rough scrub (hindrance 2, level 0) touched: does not count, "
         "at level 0 below both ends [24.54]", "rough below both ends")
j = run_json(exe, "los", board, "G1", "G5")
if check.expect(j is not None, "G1 G5 --json"):
    check.expect(j["verdict"] == "clear", f"G1 G5: {j['verdict']}")
    check.expect([(d["hex"], d["feature"]["id"], d["why"]) for d in j["discounted"]] ==
                 [("G3", "scrub", "at level 0 below both ends [24.54]")], f"discounted: {j['discounted']}")

out = text("I1", "I5")
lines = [ln for ln in out.splitlines() if ln.startswith("upper level: ")]
check.expect(len(lines) == 1 and lines[0].startswith("upper level: the string leaves level 2 inside I2 (")
             and lines[0].endswith("), beyond the sighter's hex I1 [24.512]"), f"crest exit: {lines}")
j = run_json(exe, "los", board, "I5", "I1")
if check.expect(j is not None, "I5 I1 --json"):
    e = j["crest_exit"]
    check.expect(e["level"] == 2 and e["upper"] == "target" and e["hex"] == "I2" and e["within_upper_hex"] is False
                 and e["place"]["kind"] == "inside", f"crest exit: {e}")

check.finish()
