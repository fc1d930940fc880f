"""`crestline matrix` on Millbrook: a 300 x 300 CSV with a header row and column,
"self" on the diagonal, symmetric (LOS is reciprocal [23.1]), only known cells,
and agreeing with the designer's hand-reasoned cases for the board."""

import csv
import os
import tempfile

from cli_common import Check, args, board, los_cases, run

exe, src = args()
check = Check()

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "millbrook.csv")
    code, out, err = run(exe, "matrix", board(src, "millbrook"), "--out", path, "--threads", "2")
    check.expect(code == 0, f"matrix: exit {code}: {err.strip()}")
    with open(path, newline="") as f:
        rows = list(csv.reader(f))

check.expect(len(rows) == 301, f"301 lines expected, got {len(rows)}")
check.expect(all(len(r) == 301 for r in rows), "every line should have 301 columns")
labels = [f"{chr(ord('A') + c)}{r + 1}" for c in range(20) for r in range(15)]
check.expect(sorted(rows[0][1:]) == sorted(labels), "header row should list A1 .. T15 once each")
check.expect([r[0] for r in rows[1:]] == rows[0][1:], "row labels should be the header's labels in the same order")

cell = {}
for r in rows[1:]:
    for to, value in zip(rows[0][1:], r[1:]):
        cell[r[0], to] = value
known = {"clear", "blocked", "blind"} | {f"h{n}" for n in range(2, 10)}
check.expect(all((cell[a, a] == "self") for a in labels), "diagonal should be 'self'")
odd = sorted({v for (a, b), v in cell.items() if a != b and v not in known})
check.expect(not odd, f"unknown cells: {odd[:10]}")
asym = [(a, b, cell[a, b], cell[b, a]) for a in labels for b in labels if a < b and cell[a, b] != cell[b, a]]
check.expect(not asym, f"{len(asym)} non-reciprocal pairs, e.g. {asym[:5]}")

for c in los_cases(src):
    if c["board"] != "millbrook":
        continue
    want = f"h{c['hindrance']}" if c["verdict"] == "hindered" else c["verdict"]
    got = cell.get((c["from"], c["to"]))
    check.expect(got == want, f"millbrook {c['from']} -> {c['to']}: {want} expected, got {got}")

check.finish()
