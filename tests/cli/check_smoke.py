"""`crestline los --smoke`: Smoke hinders 5 full, 2 depleted [8.2, 23.33], in any
hex whose region meets the string, the sighter's and target's own hexes and
hexsides included [23.33]; hindrances never add up, the largest wins [23.32].
The base cases are the designer's (los_cases.tsv); each is also run reversed."""

from cli_common import Check, args, board, run_json

exe, src = args()
check = Check()

# board, from, to, Smoke markers, expected verdict, hindrance, Smoke decides (rule [23.33])
CASES = [
    # L6 -> L12 is clear; the string runs straight down column L (u = 33)
    # through the centres L7 .. L11.
    ("ridge-farm", "L6", "L12", ["L9"], "hindered", 5, True),
    ("ridge-farm", "L6", "L12", ["L9:2"], "hindered", 2, True),
    ("ridge-farm", "L6", "L12", ["L6"], "hindered", 5, True),      # firer's own hex [23.33]
    ("ridge-farm", "L6", "L12", ["L12:2"], "hindered", 2, True),   # target's own hex
    ("ridge-farm", "L6", "L12", ["L9:2", "L10"], "hindered", 5, True),  # largest wins
    # K9 spans u 28..32; the string at u = 33 does not meet it.
    ("ridge-farm", "L6", "L12", ["K9"], "clear", 1, False),
    # N11 -> R11 is clear; the string (v = 21) runs along the O11/O12 hexside:
    # O12 meets it only on that hexside, which counts.
    ("millbrook", "N11", "R11", ["O12"], "hindered", 5, True),
    ("millbrook", "N11", "R11", ["P11:2"], "hindered", 2, True),
    # 23.32's example: M14 -> P14 crosses rough in both intervening hexes,
    # hindrance 2 (not 4); full Smoke in one of them makes it 5 (not 7).
    ("ridge-farm", "M14", "P14", ["N14"], "hindered", 5, True),
    ("ridge-farm", "M14", "P14", ["N14:2"], "hindered", 2, False),
    # Smoke never lifts a block: K1 -> K13 is blocked by the ridge [24.513].
    ("ridge-farm", "K1", "K13", ["K7"], "blocked", 0, False),
]

for b, a, t, smoke, verdict, hindrance, by_smoke in CASES:
    flags = [x for s in smoke for x in ("--smoke", s)]
    for s, u in ((a, t), (t, a)):
        name = f"{b} {s} -> {u} {' '.join(flags)}"
        r = run_json(exe, "los", board(src, b), s, u, *flags)
        if not check.expect(r is not None, f"{name}: no ruling"):
            continue
        got = f"{r['verdict']} {r['hindrance']} {r['rule']}"
        check.expect(r["verdict"] == verdict and r["hindrance"] == hindrance,
                     f"{name}: {verdict} {hindrance} expected, got {got}")
        if by_smoke:
            check.expect("[23.33]" in r["rule"], f"{name}: rule [23.33] expected, got {got}")

check.finish()
