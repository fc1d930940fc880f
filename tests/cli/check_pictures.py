"""The picture commands end to end: `render`, `los --report`, `viewshed --out`,
`coverage` and `sheet` each write a file of the kind its extension names
(PDF: pdfinfo reads it and pdftotext finds the text; SVG: xmllint parses it;
PNG: the signature and, where the page size is known, the pixel size); bad
arguments exit 2 naming the value and leave an existing output file as it
was; a map or scenario with errors exits 1 and writes nothing; a scenario
whose map is missing exits 2 naming the map file."""

import os
import shutil
import struct
import subprocess
import tempfile

from cli_common import Check, args, board, run

exe, src = args()
check = Check()
data = os.path.join(src, "tests", "cli", "data")
ridge = board(src, "ridge-farm")
library = os.path.join(src, "scenarios", "library")
hold = os.path.join(library, "hold-the-ridge.scenario.xml")
owner_setup = os.path.join(library, "hold-the-ridge.german.owner.setup.xml")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
tmp = tempfile.mkdtemp(prefix="crestline-pictures-")


def out(name):
    return os.path.join(tmp, name)


def name_of(argv):
    return "crestline " + " ".join(os.path.relpath(a, src) if a.startswith(src) else a for a in argv)


def expect_run(argv, code, needles=(), stream="err"):
    """Runs crestline ARGV; checks the exit code and the needles on stdout or stderr."""
    got, stdout, stderr = run(exe, *argv)
    text = stderr if stream == "err" else stdout
    check.expect(got == code, f"{name_of(argv)}: exit {code} expected, got {got} ({(stderr or stdout).strip()[:300]})")
    for n in needles:
        check.expect(n in text, f"{name_of(argv)}: '{n}' expected on std{stream}, got: {text.strip()[:300]}")
    return stdout, stderr


def tool_ok(argv):
    p = subprocess.run(argv, capture_output=True, text=True)
    return p.returncode == 0, p.stdout + p.stderr


def expect_pdf(path, texts=()):
    ok, info = tool_ok(["pdfinfo", path])
    if not check.expect(ok, f"{path}: pdfinfo fails: {info.strip()[:200]}"):
        return ""
    ok, text = tool_ok(["pdftotext", "-layout", path, "-"])
    check.expect(ok, f"{path}: pdftotext fails")
    for t in texts:
        check.expect(t in text, f"{path}: '{t}' expected in the PDF's text")
    return info


def expect_svg(path):
    ok, msg = tool_ok(["xmllint", "--noout", path])
    check.expect(ok, f"{path}: xmllint --noout fails: {msg.strip()[:200]}")


def png_size(path):
    """(width, height) from the IHDR chunk, or None if the file is not a PNG."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != PNG_SIGNATURE or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def expect_png(path, size=None):
    got = png_size(path) if os.path.exists(path) else None
    if not check.expect(got is not None, f"{path}: not a PNG"):
        return None
    if size:
        check.expect(got == size, f"{path}: {size[0]} x {size[1]} pixels expected, got {got[0]} x {got[1]}")
    return got


def content(path):
    with open(path, "rb") as f:
        return f.read()


# render: each kind, the hex range, the scenario's marks.
expect_run(["render", ridge, "--out", out("ridge.pdf")], 0, ["wrote " + out("ridge.pdf")], stream="out")
expect_pdf(out("ridge.pdf"), ["Ridge Farm"])
expect_run(["render", ridge, "--out", out("ridge.svg")], 0)
expect_svg(out("ridge.svg"))
expect_run(["render", ridge, "--out", out("ridge-72.png"), "--dpi", "72"], 0)
expect_run(["render", ridge, "--out", out("ridge-144.png"), "--dpi", "144"], 0)
small, large = expect_png(out("ridge-72.png")), expect_png(out("ridge-144.png"))
if small and large:
    # Pixels = points * dpi / 72, each side rounded once: doubling the dpi doubles each side, +-1.
    check.expect(abs(large[0] - 2 * small[0]) <= 1 and abs(large[1] - 2 * small[1]) <= 1,
                 f"render --dpi 144 should be twice --dpi 72: {small} and {large}")
expect_run(["render", ridge, "--hexes", "A1:J10", "--out", out("corner.png")], 0)
expect_png(out("corner.png"))
expect_run(["render", ridge, "--scenario", hold, "--out", out("ridge-hold.pdf")], 0)
expect_pdf(out("ridge-hold.pdf"), ["Hold the Ridge"])

# los --report: the ruling is still printed; the report names the rule [24.52].
stdout, _ = expect_run(["los", ridge, "I7", "K10", "--report", out("los.pdf")], 0, ["24.52", "wrote " + out("los.pdf")], stream="out")
expect_pdf(out("los.pdf"), ["[24.52]", "I7", "K10"])
expect_run(["los", ridge, "I7", "K10", "--report", out("los.svg")], 0)
expect_svg(out("los.svg"))
# A4 portrait is 595.28 x 841.89 pt; at 144 dpi that is 1190.56 x 1683.78, rounded 1191 x 1684 pixels.
expect_run(["los", ridge, "I7", "K10", "--report", out("los.png"), "--dpi", "144"], 0)
expect_png(out("los.png"), (1191, 1684))
# At 72 dpi a pixel is a point: 595 x 842.
expect_run(["los", ridge, "I7", "K10", "--report", out("los-72.png"), "--dpi", "72"], 0)
expect_png(out("los-72.png"), (595, 842))

# viewshed --out: one line naming the file, no text map.
stdout, _ = expect_run(["viewshed", ridge, "N4", "--out", out("vs.png")], 0, ["wrote " + out("vs.png")], stream="out")
check.expect(stdout.count("\n") == 1, f"viewshed --out: one line expected, got {stdout!r}")
expect_png(out("vs.png"))
expect_run(["viewshed", ridge, "N4", "--out", out("vs.pdf")], 0)
expect_pdf(out("vs.pdf"))

# coverage: all hexes, then only the German setup areas' hexes.
expect_run(["coverage", ridge, "--out", out("cover.png")], 0)
expect_png(out("cover.png"))
expect_run(["coverage", ridge, "--scenario", hold, "--side", "german", "--out", out("cover-german.png")], 0)
expect_png(out("cover-german.png"))
expect_run(["coverage", ridge, "--scenario", hold, "--side", "russian", "--out", out("cover-russian.png")], 2, ["'russian'"])
check.expect(not os.path.exists(out("cover-russian.png")), "coverage --side russian wrote a file")

# sheet: public and for one side with its owner setup; A4 and letter (612 x 792 pt).
expect_run(["sheet", hold, "--out", out("sheet.pdf")], 0, ["wrote " + out("sheet.pdf")], stream="out")
info = expect_pdf(out("sheet.pdf"), ["Hold the Ridge"])
check.expect("595.28 x 841.89" in info or "595 x 842" in info, f"sheet: A4 page expected: {info}")
expect_run(["sheet", hold, "--paper", "letter", "--out", out("sheet-letter.pdf")], 0)
info = expect_pdf(out("sheet-letter.pdf"), ["Hold the Ridge"])
check.expect("612 x 792" in info, f"sheet --paper letter: 612 x 792 pt expected: {info}")
expect_run(["sheet", hold, "--side", "german", "--setup", owner_setup, "--out", out("sheet-german.pdf")], 0)
expect_pdf(out("sheet-german.pdf"), ["Hold the Ridge"])
# A render warning goes to stderr and leaves the exit code 0: the German owner
# setup on the American sheet is not printed [6.52].
expect_run(["sheet", hold, "--side", "american", "--setup", owner_setup, "--out", out("sheet-american.pdf")], 0,
           ["sheet-setup-not-printed"])
expect_pdf(out("sheet-american.pdf"), ["Hold the Ridge"])
# A sealed owner's setup with one marker moved after sealing (S3, a False
# Sighting, from L3 to K4: still inside the German ridge area, so only its
# commitment tells) is refused by the sheet as by `check` and `setup`: exit 1,
# setup-commitment-stale naming S3, no sheet written. Beside it, the same
# marker moved back (the file as sealed) prints (the exit 0 runs above).
with open(owner_setup, encoding="utf-8") as f:
    sealed_text = f.read()
check.expect(sealed_text.count('id="S3" public-id="M5" hex="L3"') == 1, "the library owner's setup has S3 in L3")
moved_setup = out("moved.german.owner.setup.xml")
with open(moved_setup, "w", encoding="utf-8") as f:
    f.write(sealed_text.replace('id="S3" public-id="M5" hex="L3"', 'id="S3" public-id="M5" hex="K4"'))
expect_run(["sheet", hold, "--side", "german", "--setup", moved_setup, "--out", out("sheet-moved.pdf")], 1,
           ["setup-commitment-stale", "S3"])
check.expect(not os.path.exists(out("sheet-moved.pdf")), "sheet of a moved sealed setup was written")
expect_run(["check", hold, "--setup", moved_setup], 1, ["setup-commitment-stale"], stream="out")
restored_setup = out("restored.german.owner.setup.xml")
with open(restored_setup, "w", encoding="utf-8") as f:
    f.write(sealed_text)
expect_run(["sheet", hold, "--side", "german", "--setup", restored_setup, "--out", out("sheet-restored.pdf")], 0)
expect_pdf(out("sheet-restored.pdf"), ["Hold the Ridge"])
expect_run(["sheet", hold, "--paper", "a5", "--out", out("sheet-a5.pdf")], 2, ["'a5'"])
expect_run(["sheet", hold, "--side", "russian", "--out", out("sheet-ru.pdf")], 2, ["'russian'"])
expect_run(["sheet", hold, "--out", out("sheet.png")], 2, ["'.png'"])
for f in ("sheet-a5.pdf", "sheet-ru.pdf", "sheet.png"):
    check.expect(not os.path.exists(out(f)), f"{f} written by a refused sheet")

# Bad arguments leave an existing output file byte-identical.
keep_png, keep_xyz = out("keep.png"), out("keep.xyz")
for path in (keep_png, keep_xyz):
    with open(path, "wb") as f:
        f.write(b"the old file\n")
expect_run(["render", ridge, "--out", keep_png, "--dpi", "5"], 2, ["--dpi 5 "])
expect_run(["render", ridge, "--out", keep_png, "--dpi", "5000"], 2, ["--dpi 5000 "])
expect_run(["render", ridge, "--out", keep_png, "--dpi", "lots"], 2, ["lots"])
expect_run(["render", ridge, "--out", keep_png, "--hexes", "A1:Z40"], 2, ["Z40"])
expect_run(["render", ridge, "--out", keep_xyz], 2, ["'.xyz'"])
expect_run(["los", ridge, "I7", "K10", "--report", keep_xyz], 2, ["'.xyz'"])
expect_run(["los", ridge, "I7", "K10", "--report", keep_png, "--dpi", "9"], 2, ["--dpi 9 "])
expect_run(["viewshed", ridge, "N4", "--out", keep_png, "--dpi", "1201"], 2, ["--dpi 1201 "])
expect_run(["coverage", ridge, "--out", keep_xyz], 2, ["'.xyz'"])
for path in (keep_png, keep_xyz):
    check.expect(content(path) == b"the old file\n", f"{path} changed by a refused command")

# A map with errors: exit 1, the finding printed, nothing written (and an old file kept).
bad_map = os.path.join(data, "self-intersecting.map.xml")
for argv in (["render", bad_map, "--out", out("bad.pdf")], ["los", bad_map, "A1", "B2", "--report", out("bad.pdf")],
             ["viewshed", bad_map, "A1", "--out", out("bad.pdf")], ["coverage", bad_map, "--out", out("bad.pdf")]):
    expect_run(argv, 1, ["self-intersecting.map.xml"])
    check.expect(not os.path.exists(out("bad.pdf")), f"{name_of(argv)} wrote a file")
expect_run(["render", bad_map, "--out", keep_png], 1)
check.expect(content(keep_png) == b"the old file\n", "render on a broken map changed the old file")

# A scenario whose map has errors: exit 1, nothing written.
broken_scenario = os.path.join(data, "broken-map.scenario.xml")
expect_run(["sheet", broken_scenario, "--out", out("broken-sheet.pdf")], 1, ["broken-small.map.xml"])
check.expect(not os.path.exists(out("broken-sheet.pdf")), "sheet on a scenario with a broken map wrote a file")

# A scenario whose map is missing: exit 2 naming the map file, nothing written.
with open(hold) as f:
    text = f.read()
missing_dir = os.path.join(tmp, "scenarios")
os.makedirs(missing_dir)
missing_scenario = os.path.join(missing_dir, "missing-map.scenario.xml")
with open(missing_scenario, "w") as f:
    f.write(text.replace('href="../../maps/boards/ridge-farm.map.xml"', 'href="no-such-board.map.xml"'))
check.expect("no-such-board.map.xml" in content(missing_scenario).decode(), "fixture: the map href was not replaced")
missing_map = os.path.join(missing_dir, "no-such-board.map.xml")
expect_run(["sheet", missing_scenario, "--out", out("missing.pdf")], 2, [missing_map, "map 'ridge-farm'"])
expect_run(["render", ridge, "--scenario", missing_scenario, "--out", out("missing.pdf")], 2, [missing_map])
check.expect(not os.path.exists(out("missing.pdf")), "a scenario with a missing map gave a picture")

# Every picture command's --help gives its exit codes.
for cmd in (["render"], ["coverage"], ["sheet"], ["los"], ["viewshed"]):
    expect_run(cmd + ["--help"], 0, ["Exit codes:", "0 written", "2 bad arguments"], stream="out")

shutil.rmtree(tmp)
check.finish()
