"""`crestline los --json` on every LOS case the board designer reasoned by hand
(tests/cli/los_cases.tsv, from maps/boards/boards_design.py and README.md), in
both directions: LOS is reciprocal [23.1]."""

import os
import sys

from cli_common import Check, args, board, los_cases, run_json

exe, src = args()
check = Check()
cases = los_cases(src)

# The table is a copy: it must still say what the designer's LOS_CASES say.
sys.path.insert(0, os.path.join(src, "maps", "boards"))
from boards_design import LOS_CASES  # noqa: E402

as_designed = [(b, a, t, v if v != "hindered" else f"hindered {h}", r or None)
               for b, a, t, v, h, r in ((c["board"], c["from"], c["to"], c["verdict"], c["hindrance"], c["rule"])
                                        for c in cases)]
check.expect(as_designed == list(LOS_CASES), "los_cases.tsv differs from boards_design.LOS_CASES")

for c in cases:
    for a, t in ((c["from"], c["to"]), (c["to"], c["from"])):
        name = f"{c['board']} {a} -> {t}"
        r = run_json(exe, "los", board(src, c["board"]), a, t)
        if not check.expect(r is not None, f"{name}: no ruling"):
            continue
        got = f"{r['verdict']} {r['hindrance']} {r['rule']}"
        check.expect(r["from"] == a and r["to"] == t, f"{name}: ruling is for {r['from']} -> {r['to']}")
        check.expect(r["verdict"] == c["verdict"], f"{name}: verdict {c['verdict']} expected, got {got}")
        check.expect(r["hindrance"] == c["hindrance"], f"{name}: hindrance {c['hindrance']} expected, got {got}")
        if c["rule"]:
            check.expect(f"[{c['rule']}]" in r["rule"], f"{name}: rule [{c['rule']}] expected, got {got}")

check.finish()
