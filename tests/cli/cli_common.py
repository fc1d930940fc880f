"""Shared helpers for the command-line tests: run crestline, read the hand-reasoned
LOS cases, count failures. Every script is called as SCRIPT CRESTLINE SOURCE_DIR."""

import json
import os
import resource
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "gui"))
import png_pixels  # noqa: E402  (the one PNG reader of the tests)

TIMEOUT_S = 120             # one command; the whole Millbrook matrix takes well under a second
MEMORY_BYTES = 4 << 30      # a runaway command fails here instead of taking the machine


class Check:
    """Collects failed expectations so one run reports all of them."""

    def __init__(self):
        self.failures = 0
        self.checked = 0

    def expect(self, ok, what):
        self.checked += 1
        if not ok:
            self.failures += 1
            print("FAIL: " + what)
        return ok

    def finish(self):
        print(f"{self.checked - self.failures} of {self.checked} checks passed")
        sys.exit(1 if self.failures or not self.checked else 0)


def args():
    """(crestline executable, source dir) from the command line."""
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} CRESTLINE SOURCE_DIR")
    return sys.argv[1], sys.argv[2]


def board(src, name):
    return os.path.join(src, "maps", "boards", name + ".map.xml")


def read_png(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA, non-interlaced PNG; None for anything else.
    Decoded by the GUI tests' reader (tests/gui/png_pixels.py)."""
    try:
        width, height, channels, rows = png_pixels.read_png(path)
    except ValueError:
        return None
    return width, height, [[tuple(r[x * channels:x * channels + 3]) for x in range(width)] for r in rows]


def _limit_memory():
    # Not under AddressSanitizer (scripts/sanitize sets ASAN_OPTIONS): it
    # reserves terabytes of shadow address space, which RLIMIT_AS forbids.
    if "ASAN_OPTIONS" in os.environ:
        return
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


def run(exe, *argv):
    """Runs crestline; returns (exit code, stdout, stderr). A command that runs
    out of time or memory comes back as exit -1 or a crash, which fails its checks."""
    try:
        p = subprocess.run([exe, *argv], capture_output=True, text=True, timeout=TIMEOUT_S,
                           preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        return -1, "", f"timed out after {TIMEOUT_S} s"
    return p.returncode, p.stdout, p.stderr


def run_json(exe, *argv):
    """Runs crestline with --json; returns the parsed output, or None (and prints why)."""
    code, out, err = run(exe, *argv, "--json")
    if code != 0:
        print(f"crestline {' '.join(argv)} --json: exit {code}: {err.strip()}")
        return None
    try:
        return json.loads(out)
    except json.JSONDecodeError as e:
        print(f"crestline {' '.join(argv)} --json: not JSON ({e})")
        return None


def los_cases(src):
    """The designer's LOS cases (tests/cli/los_cases.tsv) as dicts with
    board, from, to, verdict, hindrance (int), rule ('' when none)."""
    cases = []
    with open(os.path.join(src, "tests", "cli", "los_cases.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            b, a, t, verdict, hindrance, rule = line.rstrip("\n").split("\t")
            cases.append({"board": b, "from": a, "to": t, "verdict": verdict,
                          "hindrance": int(hindrance), "rule": rule})
    return cases
