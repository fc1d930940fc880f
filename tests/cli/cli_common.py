"""Shared helpers for the command-line tests: run crestline, read the hand-reasoned
LOS cases, count failures. Every script is called as SCRIPT CRESTLINE SOURCE_DIR."""

import json
import os
import resource
import struct
import subprocess
import sys
import zlib

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
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA, non-interlaced PNG; None for anything else."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                return None
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        f, cur = line[0], bytearray(line[1:])
        for i in range(stride):
            a = cur[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                cur[i] = (cur[i] + a) & 255
            elif f == 2:
                cur[i] = (cur[i] + b) & 255
            elif f == 3:
                cur[i] = (cur[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                cur[i] = (cur[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(cur)
        prev = cur
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
