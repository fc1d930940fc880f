"""`crestline matrix --out FILE.clmx` and `matrix-query` (docs/matrix-format.md):
the file's header read here byte by byte (sizes, SHA-256 of the map and of the
catalog with its include, by hashlib), queries equal to `los --json` on random
pairs and to `viewshed --json` (Millbrook, ff, reciprocal; Aldenfeld, gts, full:
a strongpoint stands), a stale map or catalog refused naming it, --map for a
moved map, damaged and foreign files refused by name, a card map refused, and
progress: nothing on a pipe, a redrawn and erased line on a terminal (pty),
for `matrix --out FILE.clmx` and for `coverage` (which rules the same pairs)."""

import hashlib
import json
import os
import pty
import random
import re
import select
import shutil
import struct
import subprocess
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
rng = random.Random(30)


def labels_of(cols, rows, scheme):
    """Hex labels in HexGrid::index order (row * columns + column)."""
    if scheme == "letters":
        return [f"{chr(ord('A') + c)}{r + 1}" for r in range(rows) for c in range(cols)]
    return [f"{c + 1:02d}{r + 1:02d}" for r in range(rows) for c in range(cols)]


def header_of(path):
    with open(path, "rb") as f:
        b = f.read()
    magic, version, kind, flags, compression = b[:8], *struct.unpack_from("<HBBB", b, 8)
    n, cols, rows, hlen, cells = struct.unpack_from("<IIIIQ", b, 16)
    strings, at = [], 104
    for _ in range(5):
        (length,) = struct.unpack_from("<H", b, at)
        strings.append(b[at + 2:at + 2 + length].decode())
        at += 2 + length
    return dict(magic=magic, version=version, kind=kind, full=flags == 1, compression=compression, n=n, cols=cols,
                rows=rows, hlen=hlen, cells=cells, map_hash=b[40:72], catalog_hash=b[72:104], strings=strings,
                end=at, size=len(b))


def sha(*paths):
    h = hashlib.sha256()
    for p in paths:
        with open(p, "rb") as f:
            h.update(f.read())
    return h.digest()


def map_id(path):
    with open(path) as f:
        return re.search(r'<map\b[^>]*\sid="([^"]*)"', f.read()).group(1)


def query(*argv):
    code, out, err = run(exe, "matrix-query", *argv)
    return code, out, err


with tempfile.TemporaryDirectory() as tmp:
    tmp = os.path.realpath(tmp)
    shutil.copytree(os.path.join(src, "maps", "catalogs"), os.path.join(tmp, "catalogs"))
    os.makedirs(os.path.join(tmp, "boards"))
    os.makedirs(os.path.join(tmp, "out"))
    for b in ("millbrook", "aldenfeld"):
        shutil.copy(os.path.join(src, "maps", "boards", b + ".map.xml"), os.path.join(tmp, "boards"))
    mill = os.path.join(tmp, "boards", "millbrook.map.xml")
    alden = os.path.join(tmp, "boards", "aldenfeld.map.xml")
    ff_sample = os.path.join(tmp, "catalogs", "ff-sample.terrain.xml")
    ff_core = os.path.join(tmp, "catalogs", "ff-core.terrain.xml")
    m = os.path.join(tmp, "out", "m.clmx")

    # --- Millbrook, ff: reciprocal, 300 hexes, 300 * 299 / 2 = 44,850 cells.
    code, out, err = run(exe, "matrix", mill, "--out", m)
    check.expect(code == 0, f"matrix --out m.clmx: exit {code}: {err.strip()}")
    check.expect(err == "", f"nothing on a piped standard error, got {err!r}")
    h = header_of(m)
    mid = map_id(mill)
    # 104 + 5 lengths + "ff" + id + "../boards/millbrook.map.xml" (27) + "../catalogs/ff-sample.terrain.xml" (33) + "".
    hlen = 104 + 10 + 2 + len(mid) + 27 + 33
    check.expect(h["magic"] == b"\x89CLMX\r\n\x1a" and h["version"] == 1 and h["kind"] == 1 and h["compression"] == 0,
                 f"signature, version 1, kind 1, no compression: {h}")
    check.expect((h["n"], h["cols"], h["rows"], h["full"]) == (300, 20, 15, False), f"300 hexes, 20 x 15, reciprocal: {h}")
    check.expect(h["hlen"] == hlen == h["end"], f"header {hlen} bytes expected, says {h['hlen']}, fields end at {h['end']}")
    check.expect(h["cells"] == 44850 and h["size"] == hlen + 44850, f"44,850 cells, {hlen + 44850} bytes: {h['size']}")
    check.expect(out == f"wrote {m}: 300 hexes, 44850 pairs ruled, {hlen + 44850} bytes (matrix file)\n", f"printed: {out!r}")
    check.expect(h["strings"] == ["ff", mid, "../boards/millbrook.map.xml", "../catalogs/ff-sample.terrain.xml", ""],
                 f"strings: {h['strings']}")
    check.expect(h["map_hash"] == sha(mill), "map hash = sha256 of the map file")
    check.expect(h["catalog_hash"] == sha(ff_sample, ff_core), "catalog hash = sha256 of ff-sample then its include ff-core")

    labels = labels_of(20, 15, "letters")
    for _ in range(20):
        a, b = rng.sample(labels, 2)
        code, out, err = query(m, a, b, "--json")
        _, los_out, _ = run(exe, "los", mill, a, b, "--json")
        q, los = json.loads(out) if code == 0 else {}, json.loads(los_out)
        check.expect(code == 0 and (q.get("verdict"), q.get("hindrance")) == (los["verdict"], los["hindrance"]),
                     f"millbrook {a} -> {b}: query {q.get('verdict')} {q.get('hindrance')}, los {los['verdict']} {los['hindrance']} ({err.strip()})")
    code, out, _ = query(m, "A1", "T15", "--json")
    q = json.loads(out)
    check.expect((q["from"], q["to"], q["system"], q["play"], q["reciprocal"]) == ("A1", "T15", "ff", "", True), f"json: {q}")
    code, out, _ = query(m, "B2", "B3")
    los = json.loads(run(exe, "los", mill, "B2", "B3", "--json")[1])
    word = los["verdict"].upper() + (f" {los['hindrance']}" if los["verdict"] == "hindered" else "")
    check.expect(out.startswith(f"B2 -> B3: {word}\n(ff map "), f"text answer: {out!r}")

    view = json.loads(run(exe, "viewshed", mill, "J8", "--json")[1])["cells"]
    code, out, err = query(m, "J8", "--viewshed", "--json")
    cells = json.loads(out)["cells"] if code == 0 else {}
    want = {k: v for k, v in view.items() if k != "J8"}
    check.expect(cells == want, f"--viewshed J8 = viewshed --json without J8: {len(cells)} cells, "
                                f"{sum(cells.get(k) != v for k, v in want.items())} differ ({err.strip()})")
    code, out, _ = query(m, "J8", "--viewshed")
    check.expect(code == 0 and len(out.splitlines()) == 300 and out.startswith("J8 -> A1: "), "text viewshed: 299 lines and the last")

    # --- --compress: zstd blocks, the same answers from a smaller file.
    mz = os.path.join(tmp, "out", "mz.clmx")
    code, out, err = run(exe, "matrix", mill, "--out", mz, "--compress")
    hz = header_of(mz) if code == 0 else {}
    check.expect(code == 0 and out.endswith(f"{hz.get('size')} bytes (matrix file, zstd)\n") and hz["compression"] == 1,
                 f"--compress: exit {code}: {out}{err}")
    check.expect(code == 0 and hz["size"] < h["size"] // 4, f"--compress: {hz.get('size')} bytes, a quarter of {h['size']} at most")
    for _ in range(20):
        a, b = rng.sample(labels, 2)
        check.expect(query(mz, a, b, "--json")[1] == query(m, a, b, "--json")[1], f"--compress {a} -> {b}: the same answer")
    check.expect(query(mz, "J8", "--viewshed", "--json")[1] == query(m, "J8", "--viewshed", "--json")[1], "--compress: the same viewshed")
    code, _, err = run(exe, "matrix", mill, "--out", os.path.join(tmp, "out", "m.csv"), "--compress")
    check.expect(code == 2 and "--compress" in err, f"--compress on a CSV: exit {code}: {err.strip()}")

    # --- Refusals: labels, arguments.
    code, _, err = query(m, "Z99", "A1")
    check.expect(code == 2 and "Z99" in err, f"a label naming no hex: exit {code}: {err.strip()}")
    code, _, err = query(m, "A1", "A1")
    check.expect(code == 2 and "same hex A1" in err, f"FROM = TO: exit {code}: {err.strip()}")
    code, _, err = query(m, "A1", "B1", "--viewshed")
    check.expect(code == 2, f"--viewshed with TO: exit {code}")

    # --- Stale: a map moved, a map changed, an included catalog changed.
    moved = os.path.join(tmp, "boards", "moved.map.xml")
    os.rename(mill, moved)
    code, _, err = query(m, "A1", "B2")
    check.expect(code == 2 and "millbrook.map.xml" in err and "--map" in err, f"moved map: exit {code}: {err.strip()}")
    code, _, err = query(m, "A1", "B2", "--map", moved)
    check.expect(code == 0, f"--map to the moved map: exit {code}: {err.strip()}")
    os.rename(moved, mill)
    with open(ff_core, "rb") as f:
        core = f.read()
    with open(ff_core, "ab") as f:
        f.write(b"<!-- a comment -->\n")
    code, _, err = query(m, "A1", "B2")
    check.expect(code == 2 and "is stale: the terrain catalog of" in err and "ff-core.terrain.xml" in err,
                 f"changed included catalog: exit {code}: {err.strip()}")
    with open(ff_core, "wb") as f:
        f.write(core)
    check.expect(query(m, "A1", "B2")[0] == 0, "catalog restored: answered again")
    with open(mill, "ab") as f:
        f.write(b"\n")
    code, _, err = query(m, "A1", "B2")
    check.expect(code == 2 and f"{m} is stale: the map {mill} changed" in err, f"changed map: exit {code}: {err.strip()}")

    # --- Damaged and foreign files.
    with open(m, "rb") as f:
        good = f.read()
    bad = os.path.join(tmp, "out", "bad.clmx")
    for content, words in ((good[:-1], f"truncated: {len(good) - 1} bytes"), (good + b"\0", "too long"),
                           (b"from\\to,A1\n", "not a crestline matrix file"),
                           (good[:8] + b"\x09\x00" + good[10:], "version 9"), (b"", "not a crestline matrix file")):
        with open(bad, "wb") as f:
            f.write(content)
        code, _, err = query(bad, "A1", "B2")
        check.expect(code == 2 and err.startswith(f"{bad}: ") and words in err, f"bad file ({words}): exit {code}: {err.strip()}")
    code, _, err = query(os.path.join(tmp, "none.clmx"), "A1", "B2")
    check.expect(code == 2 and "none.clmx" in err, f"missing file: exit {code}: {err.strip()}")

    # --- A card map writes CSV only.
    code, _, err = run(exe, "matrix", os.path.join(src, "maps", "boards", "mission1.map.xml"), "--out", os.path.join(tmp, "c.clmx"))
    check.expect(code == 2 and "hex maps only" in err and not os.path.exists(os.path.join(tmp, "c.clmx")),
                 f"card map to .clmx: exit {code}: {err.strip()}")

    # --- Aldenfeld, gts, a strongpoint: full, 750 * 749 = 561,750 ordered pairs; hindrance null.
    a = os.path.join(tmp, "out", "a.clmx")
    code, out, err = run(exe, "matrix", alden, "--out", a)
    check.expect(code == 0 and "561750 ordered pairs ruled (not reciprocal" in out, f"aldenfeld: exit {code}: {out}{err}")
    h = header_of(a)
    check.expect(h["full"] and h["cells"] == 561750 and h["size"] == h["hlen"] + 561750, f"aldenfeld header: {h}")
    alabels = labels_of(30, 25, "digits")
    for _ in range(10):
        x, y = rng.sample(alabels, 2)
        for f, t in ((x, y), (y, x)):
            code, out, err = query(a, f, t, "--json")
            q = json.loads(out) if code == 0 else {}
            los = json.loads(run(exe, "los", alden, f, t, "--json")[1])
            check.expect(code == 0 and (q.get("verdict"), q.get("hindrance")) == (los["verdict"], None),
                         f"aldenfeld {f} -> {t}: query {q}, los {los['verdict']} ({err.strip()})")

    view = json.loads(run(exe, "viewshed", alden, "0903", "--json")[1])["cells"]
    code, out, err = query(a, "0903", "--viewshed", "--json")
    cells = json.loads(out)["cells"] if code == 0 else {}
    want = {k: v for k, v in view.items() if k != "0903"}
    check.expect(cells == want, f"full matrix: --viewshed 0903 = viewshed --json: {len(cells)} cells, "
                                f"{sum(cells.get(k) != v for k, v in want.items())} differ ({err.strip()})")

    # --- Progress: a line on a terminal, redrawn and erased at the end.
    def on_terminal(*argv):
        """Runs crestline with standard error on a pty: exit code, standard output, what the terminal got."""
        master, slave = pty.openpty()
        p = subprocess.Popen([exe, *argv], stdout=subprocess.PIPE, stderr=slave, close_fds=True)
        os.close(slave)
        seen = b""
        while True:
            ready, _, _ = select.select([master], [], [], 120)
            if not ready:
                break
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the terminal closed: the command ended
                break
            if not chunk:
                break
            seen += chunk
        os.close(master)
        out = p.stdout.read().decode()
        p.wait()
        return p.returncode, out, seen.decode(errors="replace")

    code, out, text = on_terminal("matrix", alden, "--out", a)
    check.expect(code == 0 and out.startswith("wrote "), f"matrix on a terminal: exit {code}")
    check.expect(re.search(r"\rmatrix: [\d,]+ of 561,750 pairs \(\d+%\)", text) is not None, f"progress line on the terminal: {text[:200]!r}")
    check.expect(text.endswith("\r\x1b[K"), f"the line erased at the end: {text[-40:]!r}")

    # --- coverage (hex maps) has the same meter over its all-pairs matrix:
    # Millbrook 20 x 15 = 300 hexes, reciprocal: 300 * 299 / 2 = 44,850 pairs.
    png = os.path.join(tmp, "out", "coverage.png")
    code, out, err = run(exe, "coverage", mill, "--out", png)
    check.expect(code == 0 and out == f"wrote {png}\n", f"coverage piped: exit {code}, {out!r}")
    check.expect(err == "", f"coverage: nothing on a piped standard error, got {err!r}")
    code, out, text = on_terminal("coverage", mill, "--out", png)
    check.expect(code == 0 and out == f"wrote {png}\n", f"coverage on a terminal: exit {code}, {out!r}")
    check.expect(re.search(r"\rcoverage: [\d,]+ of 44,850 pairs \(\d+%\)", text) is not None, f"coverage progress line on the terminal: {text[:200]!r}")
    check.expect(text.endswith("\r\x1b[K"), f"coverage: the line erased at the end: {text[-40:]!r}")

check.finish()
