"""`crestline viewshed --json`: every on-board hex appears once, the viewer's own
hex is clear [same hex: clear, hindrance 1], and each designer's case with this
viewer at either end (LOS is reciprocal [23.1]) has the expected verdict."""

import json

from cli_common import Check, args, board, los_cases, run

exe, src = args()
check = Check()
cases = los_cases(src)
labels = [f"{chr(ord('A') + c)}{r + 1}" for c in range(20) for r in range(15)]


def pairs_once(pairs):
    """JSON object hook that keeps duplicate keys visible."""
    keys = [k for k, _ in pairs]
    d = dict(pairs)
    if len(d) != len(keys):
        d["__duplicates__"] = sorted({k for k in keys if keys.count(k) > 1})
    return d


for b, viewer in (("ridge-farm", "N4"), ("millbrook", "Q8")):
    name = f"viewshed {b} {viewer}"
    code, out, err = run(exe, "viewshed", board(src, b), viewer, "--json")
    if not check.expect(code == 0, f"{name}: exit {code}: {err.strip()}"):
        continue
    v = json.loads(out, object_pairs_hook=pairs_once)
    cells = v["cells"]
    check.expect(v["from"] == viewer, f"{name}: from is {v['from']}")
    check.expect("__duplicates__" not in cells, f"{name}: hexes listed twice: {cells.get('__duplicates__')}")
    check.expect(sorted(cells) == sorted(labels), f"{name}: cells should be exactly A1 .. T15")
    own = cells.get(viewer, {})
    check.expect(own.get("verdict") == "clear" and own.get("hindrance") == 1, f"{name}: own hex {own}")
    blind = {e["hex"] for e in v["blind"]}
    check.expect(blind == {h for h, c in cells.items() if c.get("verdict") == "blind"},
                 f"{name}: the blind list and the blind cells differ")

    mine = [(c["to"] if c["from"] == viewer else c["from"], c) for c in cases
            if c["board"] == b and viewer in (c["from"], c["to"])]
    check.expect(len(mine) >= 4, f"{name}: only {len(mine)} designer's cases with this viewer")
    for target, c in mine:
        got = cells.get(target, {})
        check.expect(got.get("verdict") == c["verdict"] and got.get("hindrance") == c["hindrance"],
                     f"{name} -> {target}: {c['verdict']} {c['hindrance']} expected, got {got}")
        if c["verdict"] == "blind":
            check.expect(target in blind, f"{name}: {target} missing from the blind list")

check.finish()
