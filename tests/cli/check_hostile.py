"""Hostile map files (tests/formats/data/hostile and files made here): no
command rules on, exports or seals a map with error findings -- it prints
them (code and line) and exits 1 -- and a reference to a device, a FIFO or a
private file outside the map's folder is refused or named, never read
forever and never echoed."""

import os
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
hostile = os.path.join(src, "tests", "formats", "data", "hostile")


def expect_run(argv, code, needles, absent=()):
    """Runs crestline ARGV; checks the exit code, that each needle is printed
    (stdout or stderr) and that nothing in `absent` is."""
    got, out, err = run(exe, *argv)
    text = out + err
    name = "crestline " + " ".join(os.path.relpath(a, src) if a.startswith(src) else a for a in argv)
    check.expect(got == code, f"{name}: exit {code} expected, got {got} ({text.strip()[:300]})")
    for n in needles:
        check.expect(n in text, f"{name}: '{n}' expected, got: {text.strip()[:400]}")
    for n in absent:
        check.expect(n not in text, f"{name}: '{n}' must not be printed, got: {text.strip()[:400]}")
    return out


def every_ruling_command(map_file, where, tmp):
    """Each command that rules on or draws a map refuses with `where` printed and writes nothing."""
    outs = {name: os.path.join(tmp, name) for name in ("m.csv", "r.svg", "c.svg", "v.svg", "l.svg")}
    expect_run(["los", map_file, "A1", "D3"], 1, where + ["no ruling is given because the map has errors"])
    expect_run(["los", map_file, "A1", "D3", "--json"], 1, where)
    expect_run(["los", map_file, "A1", "D3", "--report", outs["l.svg"]], 1, where)
    expect_run(["viewshed", map_file, "A1"], 1, where + ["no viewshed is given because the map has errors"])
    expect_run(["viewshed", map_file, "A1", "--json"], 1, where)
    expect_run(["viewshed", map_file, "A1", "--out", outs["v.svg"]], 1, where)
    expect_run(["matrix", map_file, "--out", outs["m.csv"]], 1, where)
    expect_run(["render", map_file, "--out", outs["r.svg"]], 1, where + ["nothing is drawn because the map has errors"])
    expect_run(["coverage", map_file, "--out", outs["c.svg"]], 1, where)
    for name, path in outs.items():
        check.expect(not os.path.exists(path), f"{os.path.basename(map_file)}: {name} must not be written")


with tempfile.TemporaryDirectory() as tmp:
    # A terrain-name typo ("wods", line 9): the feature's terrain is unknown.
    every_ruling_command(os.path.join(hostile, "terrain-typo.map.xml"),
                         ["[unknown-terrain]", "terrain-typo.map.xml:9:", "'wods'"], tmp)
    # A NaN coordinate (line 10): the area is dropped, and the drop is an error.
    every_ruling_command(os.path.join(hostile, "nan-coordinate.map.xml"),
                         ["[bad-points]", "nan-coordinate.map.xml:10:"], tmp)
    # Misspelt names: <aera> (line 9), levle (line 12), each with the nearest known name.
    every_ruling_command(os.path.join(hostile, "misspelt-names.map.xml"),
                         ["[unknown-element]", "misspelt-names.map.xml:9:", "did you mean <area>?",
                          "misspelt-names.map.xml:12:", "did you mean 'level'?"], tmp)
    # The catalog is /dev/zero: refused at once (not a regular file), the map has an error.
    every_ruling_command(os.path.join(hostile, "catalog-dev-zero.map.xml"),
                         ["[file-unreadable]", "not a regular file"], tmp)
    expect_run(["info", os.path.join(hostile, "catalog-dev-zero.map.xml")], 1,
               ["[reference-outside]", "catalog-dev-zero.map.xml:4:", "/dev/zero"])

    # The catalog is a FIFO beside the map: refused without waiting for a writer.
    os.mkfifo(os.path.join(tmp, "pipe.terrain.xml"))
    fifo_map = os.path.join(tmp, "fifo.map.xml")
    with open(os.path.join(hostile, "terrain-typo.map.xml")) as f:
        text = f.read().replace("hostile.terrain.xml", "pipe.terrain.xml")
    with open(fifo_map, "w") as f:
        f.write(text)
    expect_run(["los", fifo_map, "A1", "D3"], 1, ["[file-unreadable]", "not a regular file"])

    # A private text file one folder up: named as outside, its text never printed.
    os.mkdir(os.path.join(tmp, "maps"))
    with open(os.path.join(tmp, "secret.txt"), "w") as f:
        f.write("".join(f"hunter{i}:x:100{i}:private\n" for i in range(1, 8)))
    secret_map = os.path.join(tmp, "maps", "secret.map.xml")
    with open(secret_map, "w") as f:
        f.write(text.replace("pipe.terrain.xml", "../secret.txt"))
    out = expect_run(["info", secret_map], 1,
                     ["[reference-outside]", "secret.map.xml:4:", "'../secret.txt'", "[xml-malformed]",
                      "secret.txt:1:1:", "not XML"],
                     absent=["hunter", "private", "secret.txt:7", "secret.txt:8"])

check.finish()
