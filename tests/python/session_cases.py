"""The cases shared by the session tests (tests/cli/check_serve.py for
`crestline serve`, tests/python/test_module.py for the Python module): a
bundled file of every kind that rules LOS, random pairs on it under play
states its system reads, each compared with `crestline los --json` run as a
process (the answer every session must equal), and the command line's flags
of a request's options."""

import json
import os
import random
import subprocess
import time

TIMEOUT_S = 120

# (file under the source dir, a viewer, play states: request options its system reads).
# In an option's value "@to" is replaced by the ruling's target, "@" by a random label of the file (a Smoke
# marker's hex, a barrage's): a marker on the target always counts, one elsewhere now and then.
FILES = [
    ("maps/boards/millbrook.map.xml", "ff", [{}, {"smoke": ["@to"]}, {"smoke": ["@to:2", "@"]}]),
    ("maps/boards/ridge-farm.map.xml", "ff", [{}, {"smoke": ["@to:depleted"]}]),
    ("maps/boards/aldenfeld.map.xml", "gts", [{}, {"weather": "fog"}, {"night": True, "purpose": "spot"}, {"barrage": ["@to:heavy", "@"]}]),
    ("maps/boards/kleinbach.map.xml", "coh", [{}, {"smoke": ["@to:2"]}, {"attack": "mortar"}]),
    ("maps/boards/mission1.map.xml", "fof", [{}, {"night": True}, {"smoke": ["@to"]}, {"purpose": "comm"}, {"incoming": ["@"]}]),
    ("maps/tables/hedgerows.table.xml", "tabletop", [{}]),
]

# A ruling end on each file, whose viewshed lists the others.
VIEWERS = {
    "maps/boards/millbrook.map.xml": "A1",
    "maps/boards/ridge-farm.map.xml": "A1",
    "maps/boards/aldenfeld.map.xml": "0101",
    "maps/boards/kleinbach.map.xml": "0101",
    "maps/boards/mission1.map.xml": "C1R1",
    "maps/tables/hedgerows.table.xml": "A1",
}


def seed():
    """The random seed: CRESTLINE_SEED if set, else the time (printed, so a failure can be run again)."""
    s = int(os.environ.get("CRESTLINE_SEED", time.time_ns() % 1000003))
    print(f"seed {s} (CRESTLINE_SEED={s} repeats this run)")
    return s


def flags(options):
    """A request's options as the command line's flags: {"smoke": ["A1", "B2"], "night": True} -> --smoke A1 --smoke B2 --night."""
    out = []
    for key, value in options.items():
        if value is True:
            out.append("--" + key)
        elif isinstance(value, list):
            for item in value:
                out += ["--" + key, str(item)]
        else:
            out += ["--" + key, str(value)]
    return out


def run(exe, *argv):
    p = subprocess.run([exe, *argv], capture_output=True, text=True, timeout=TIMEOUT_S)
    return p.returncode, p.stdout, p.stderr


def cli_answer(exe, command, path, positional, options):
    """`crestline COMMAND PATH POSITIONAL... FLAGS --json` as a process: ("ok", the JSON) when it exits 0, else
    (the session's error code for its exit code: 1 refused, 2 bad-input; the last line of its standard error)."""
    code, out, err = run(exe, command, path, *positional, *flags(options), "--json")
    if code == 0:
        return "ok", json.loads(out)
    lines = err.strip().splitlines()
    return {1: "refused", 2: "bad-input"}.get(code, f"exit {code}"), lines[-1] if lines else ""


def labels(exe, path, viewer):
    """Every label a ruling takes on the file, from `crestline viewshed --json` of `viewer` (its cells' keys, or on a
    table the teams it rules and the viewer)."""
    status, view = cli_answer(exe, "viewshed", path, [viewer], {})
    if status != "ok":
        raise RuntimeError(f"viewshed {path} {viewer}: {status} {view}")
    if "cells" in view:
        return sorted(view["cells"])
    if "cards" in view:
        return [viewer] + [f"C{c['column']}R{c['row']}" for c in view["cards"]]
    return [viewer] + [r["to"] for r in view["rulings"]]


def pairs(rng, names, count):
    """`count` random (from, to) pairs of `names`, each a play state's "@" filled; one in eight names a label that is none."""
    out = []
    for _ in range(count):
        a, b = rng.choice(names), rng.choice(names)
        if rng.random() < 0.125:
            b = "ZZ" + str(rng.randint(90, 99))  # no label of any bundled file
        out.append((a, b))
    return out


def fill(rng, names, options, to):
    """The play state with "@to" replaced by `to`, each other "@" by a random label."""
    def one(v):
        return v.replace("@to", to).replace("@", rng.choice(names)) if isinstance(v, str) else v
    return {k: [one(x) for x in v] if isinstance(v, list) else one(v) for k, v in options.items()}
