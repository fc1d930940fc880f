"""`crestline los` and `reveal-check` on the sample Conflict of Heroes board
maps/boards/kleinbach.map.xml and its firefight: each ruling below was worked
out by hand from the board's generator (maps/boards/make_kleinbach.py,
maps/boards/README.md "Kleinbach") and coh-los.md, not from the engine.
Labels are column then row from 01; hex c.r (zero-based) is centred at
(3c, 2r + c mod 2). Also: --smoke and --attack on a coh map, their bad
values, and reveal-check's refusals."""

import json
import os
import tempfile

from cli_common import Check, args, run, run_json

exe, src = args()
check = Check()
board = os.path.join(src, "maps", "boards", "kleinbach.map.xml")
scenario = os.path.join(src, "scenarios", "library", "kleinbach-crossroads.scenario.xml")
position = os.path.join(src, "scenarios", "library", "kleinbach-round2.position.xml")

# from, to, extra flags, outcome, DM, AR, why
CASES = [
    ("1103", "1105", [], "sees", 0, 1, "L2 top at the edge of its steep face looking down: firer higher +1 AR [11.2]"),
    ("1102", "1104", [], "blocked", None, None, "L2 hex 1103 between an L2 firer and a lower target: it is at the higher end's level"),
    ("1002", "1203", [], "sees", 0, 0, "across their own L2 plateau"),
    ("1002", "1009", [], "blind", None, None, "straight out of heavy woods 1008 below the L2 firer"),
    ("1002", "1010", [], "sees", 0, 1, "two hexes past the woods"),
    ("0108", "0408", [], "blocked", None, None, "the L1 knoll 0208 between level-0 ends"),
    ("0107", "0407", [], "sees", 0, 0, "near miss: the string passes the knoll"),
    ("0608", "0606", [], "sees", 1, 0, "enters 0606 across its walled side [5.0.2]"),
    ("0608", "0606", ["--attack", "mortar"], "sees", 0, 0, "walls give nothing against mortar fire [5.0.2]"),
    ("0608", "0607", [], "sees", 0, 0, "the wall is on 0607's far side"),
    ("0806", "0606", [], "sees", 1, 0, "runs along a wall, enters at the corner by the walled side"),
    ("0604", "0606", [], "blocked", None, None, "the stone church 0605 between"),
    ("0608", "0606", ["--smoke", "0607"], "blocked", None, None, "smoke +2 between blocks [13.0]"),
    ("0608", "0606", ["--smoke", "0607:1"], "sees", 2, 0, "smoke +1 between (+1) and the wall (+1) [13.0, 5.0.2]"),
    ("0608", "0606", ["--smoke", "0608:1"], "sees", 1, 0, "smoke +1 only in the firer's hex adds nothing (DECISION)"),
]
for a, b, flags, outcome, dm, ar, why in CASES:
    j = run_json(exe, "los", board, a, b, *flags)
    label = f"los {a} {b} {' '.join(flags)} ({why})"
    check.expect(j is not None, f"{label}: no ruling")
    if not j:
        continue
    coh = j.get("coh") or {}
    check.expect(coh.get("outcome") == outcome, f"{label}: {outcome} expected, got {coh.get('outcome')}")
    check.expect(j.get("hindrance") is None, f"{label}: a CoH ruling has no hindrance")
    if dm is not None:
        check.expect(coh.get("defence_modifier") == dm, f"{label}: +{dm} DM expected, got {coh.get('defence_modifier')}")
        check.expect(coh.get("attack_modifier") == ar, f"{label}: +{ar} AR expected, got {coh.get('attack_modifier')}")
    # Steps 1 to 4 are reciprocal.
    back = run_json(exe, "los", board, b, a, *flags)
    if back:
        check.expect((back.get("coh") or {}).get("outcome") == outcome, f"{label}: not reciprocal")

# The text names the deciding hex and the modifier's rule.
code, out, err = run(exe, "los", board, "0604", "0606")
check.expect("0605" in out and "BLOCKED" in out, f"los 0604 0606 text names 0605: {out[:200]!r}")
code, out, err = run(exe, "los", board, "0608", "0606")
check.expect("modifier: +1 DM" in out and "[5.0.2]" in out, f"los 0608 0606 lists the wall modifier: {out[:400]!r}")

# Bad values and flags: exit 2, naming them.
for argv, needles in [
    (["--smoke", "0607:3"], ["--smoke 0607:3", "2", "1"]),
    (["--smoke", "0607", "--smoke", "0607:1"], ["0607", "already holds"]),
    (["--smoke", "9999"], ["'9999'"]),
    (["--attack", "flame"], ["--attack flame", "direct, mortar or artillery"]),
    (["--weather", "fog"], ["--weather", "coh map"]),
    (["--barrage", "0607"], ["--barrage", "coh map"]),
]:
    code, out, err = run(exe, "los", board, "0608", "0606", *argv)
    check.expect(code == 2, f"los {' '.join(argv)}: exit 2 expected, got {code}")
    for n in needles:
        check.expect(n in err, f"los {' '.join(argv)}: '{n}' not in {err.strip()!r}")

# reveal-check on the sample position: de-rifle-1 hides in the open 0604,
# next to us-rifle-1 in 0504 (adjacent hexes at one level always see each
# other): revealed at 1 hex; de-mg-1 in the stone building 0703 is in cover.
j = run_json(exe, "reveal-check", scenario, "--position", position)
check.expect(j is not None, "reveal-check on the sample position: no answer")
if j:
    hidden = {h["unit"]: h for h in j["hidden"]}
    check.expect(set(hidden) == {"de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar"}, f"hidden units: {sorted(hidden)}")
    r = hidden.get("de-rifle-1", {})
    check.expect(r.get("revealed") is True and r.get("by") == "us-rifle-1" and r.get("distance") == 1, f"de-rifle-1 revealed by us-rifle-1 at 1: {r}")
    m = hidden.get("de-mg-1", {})
    check.expect(m.get("revealed") is False and "stone-building" in (m.get("cover") or ""), f"de-mg-1 in cover: {m}")
    seen = {v["unit"]: v for v in j["not_hidden"]}
    u = seen.get("us-rifle-1", {})
    check.expect(u.get("may_hide") is False and u.get("seen_by") == "de-rifle-1", f"us-rifle-1 may not hide: {u}")

with tempfile.TemporaryDirectory() as tmp:
    def position_file(body):
        p = os.path.join(tmp, "p.position.xml")
        with open(p, "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<position version="1" system="coh">\n' + body + "</position>\n")
        return p
    # A unit the scenario does not have, a side it does not give, a hex off the map: exit 1, each named with its line.
    p = position_file('  <unit id="us-rifle-9" side="us" hex="0504" />\n  <unit id="de-mg-1" side="us" hex="0703" />\n'
                      '  <unit id="de-mg-2" side="de" hex="1411" />\n')
    code, out, err = run(exe, "reveal-check", scenario, "--position", p)
    check.expect(code == 1, f"reveal-check bad position: exit 1 expected, got {code}")
    for n in ["p.position.xml:3", "us-rifle-9", "position-mismatch", "p.position.xml:4", "gives it to de", "p.position.xml:5", "1411", "unknown-hex"]:
        check.expect(n in err, f"reveal-check bad position: '{n}' not in {err.strip()!r}")
    check.expect(out == "", f"reveal-check bad position answers nothing: {out!r}")
    # Malformed: exit 2.
    p = position_file('  <unit id="x" side="us" hex="0504"\n')
    code, out, err = run(exe, "reveal-check", scenario, "--position", p)
    check.expect(code == 2, f"reveal-check malformed position: exit 2 expected, got {code}")
    # Not a CoH map: exit 2, saying so.
    ff = os.path.join(src, "maps", "boards", "ridge-farm.map.xml")
    p = position_file('  <unit id="x" side="us" hex="A1" />\n')
    code, out, err = run(exe, "reveal-check", ff, "--position", p)
    check.expect(code == 2 and "Conflict of Heroes" in err, f"reveal-check on an ff map: exit 2 naming CoH, got {code}: {err.strip()!r}")

# No silent caps (issue 27): 2,000 rounds with the reinforcement moved to round
# 1,500 check clean, and `timeline` and `export` list every round to 2,000
# with the arrival on round 1,500 (they stopped at round 1,000 and dropped
# it, exit 0). Beside it, 100,001 rounds: check says bad-value naming the
# limit (100000), and timeline and export refuse (exit 1).
with open(scenario, encoding="utf-8") as f:
    kb = f.read()
kb = kb.replace('href="../../maps/boards/kleinbach.map.xml"', 'href="' + board + '"')
check.expect('<rounds count="5" />' in kb and '<reinforcement side="us" round="2"' in kb, "kleinbach-crossroads: rounds 5, reinforcement on 2")
with tempfile.TemporaryDirectory() as tmp:
    long_file = os.path.join(tmp, "long.scenario.xml")
    with open(long_file, "w", encoding="utf-8") as f:
        f.write(kb.replace('<rounds count="5" />', '<rounds count="2000" />').replace('<reinforcement side="us" round="2"', '<reinforcement side="us" round="1500"'))
    code, out, err = run(exe, "check", long_file)
    check.expect(code == 0, f"2000 rounds: check clean expected: {code} {out[-300:]!r} {err[-300:]!r}")
    code, out, err = run(exe, "timeline", long_file)
    check.expect(code == 0 and "Round 2000 (last round)" in out, f"2000 rounds: timeline to round 2000 expected: {code} {out[-300:]!r} {err[-300:]!r}")
    at = out.find("Round 1500\n")
    check.expect(at >= 0 and out.find("Round 1501", at) > at and "0106" in out[at:out.find("Round 1501", at)],
                 f"2000 rounds: the arrival (entry 0106) on round 1500 expected in the timeline")
    code, out, err = run(exe, "export", long_file, "--json", "-")
    r = json.loads(out) if code == 0 else None
    if check.expect(r is not None and "roundByRound" in r, f"2000 rounds: export JSON expected: {code} {err[-300:]!r}"):
        rounds = r["roundByRound"]
        check.expect(len(rounds) == 2000 and rounds[1499]["number"] == 1500 and len(rounds[1499]["arrivals"]) == 1,
                     f"2000 rounds: export lists 2000 rounds, one arrival on 1500: {len(rounds)}")
    over_file = os.path.join(tmp, "over.scenario.xml")
    with open(over_file, "w", encoding="utf-8") as f:
        f.write(kb.replace('<rounds count="5" />', '<rounds count="100001" />'))
    code, out, err = run(exe, "check", over_file)
    check.expect(code == 1 and "bad-value" in out and "at most 100000" in out, f"100001 rounds: bad-value naming the limit expected: {out[-300:]!r}")
    for cmd in ("timeline", "export"):
        code, out, err = run(exe, cmd, over_file, *(["--json", os.path.join(tmp, "over.json")] if cmd == "export" else []))
        check.expect(code == 1 and "at most 100000" in out + err, f"100001 rounds: {cmd} refused expected: {code} {(out + err)[-300:]!r}")
    # reveal-check on that scenario: refused for its error finding, exit 1 as every command (it was 2, as if unreadable).
    code, out, err = run(exe, "reveal-check", over_file, "--position", position)
    check.expect(code == 1 and "at most 100000" in err and out == "", f"100001 rounds: reveal-check exit 1 naming the error expected: {code} {err[-300:]!r}")

check.finish()
