"""`crestline render` on the Fields of Fire sample card map
maps/boards/mission1.map.xml and `sheet` on a FoF mission: PNG of the
hand-computed size, PDF text (pdftotext) with the cards' data and the cell
names, SVG (xmllint); --hexes (a card map has none) and a bad --dpi exit 2
naming the value; a card map naming a card its deck lacks exits 1 and leaves
the old output as it was; `sheet` and `render --scenario` on the Mission 1
sample print its name, Details and markers; a mission that cannot be read or
has a check error is printed by neither (exit 1, the old output kept)."""

import os
import shutil
import struct
import subprocess
import tempfile

from cli_common import Check, args, board, run

exe, src = args()
check = Check()
mission1 = board(src, "mission1")
deck = os.path.join(src, "maps", "catalogs", "fof-normandy-sample.deck.xml")
tmp = tempfile.mkdtemp(prefix="crestline-fof-pictures-")


def out(name):
    return os.path.join(tmp, name)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


# PNG: 96 pt cards, gap 0.12 x 96 = 11.52 pt, the row-name band 0.42 x 96 =
# 40.32 pt; four columns end at 40.32 + 4 x 107.52 - 5.76 = 464.64 pt, half a
# gap of table beyond: 470.4 pt; 18 pt margins: 506.4 pt = 1055 px at 150 dpi.
png = out("mission1.png")
code, stdout, stderr = run(exe, "render", mission1, "--out", png)
check.expect(code == 0, f"render mission1 png: exit 0, got {code}: {stderr.strip()[:300]}")
check.expect("wrote " + png in stdout, f"render png: 'wrote' line: {stdout!r}")
size = png_size(png) if os.path.exists(png) else None
check.expect(size is not None and size[0] == 1055, f"render png: 1055 px wide, got {size}")
check.expect(size is not None and size[1] > size[0] * 0.9, f"render png: taller than 0.9 x its width (4 rows of cards and the key), got {size}")

pdf = out("mission1.pdf")
code, stdout, stderr = run(exe, "render", mission1, "--out", pdf)
check.expect(code == 0, f"render mission1 pdf: exit 0, got {code}: {stderr.strip()[:300]}")
if shutil.which("pdftotext") and os.path.exists(pdf):
    text = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", pdf, "-"], capture_output=True, text=True).stdout
    for want in ["Fields of Fire Mission 1", "Level 1", "Hill 6", "Crossroads", "C1R0", "C4R0", "R3", "C4", "dark border segment"]:
        check.expect(want in text, f"render pdf holds '{want}'")
else:
    print("SKIP: pdftotext (poppler-utils) not installed")

svg = out("mission1.svg")
code, stdout, stderr = run(exe, "render", mission1, "--out", svg)
check.expect(code == 0, f"render mission1 svg: exit 0, got {code}: {stderr.strip()[:300]}")
if shutil.which("xmllint") and os.path.exists(svg):
    check.expect(subprocess.run(["xmllint", "--noout", svg]).returncode == 0, "render svg: well-formed XML")

# Bad arguments: exit 2 naming the value, the old file kept.
code, stdout, stderr = run(exe, "render", mission1, "--hexes", "A1:B2", "--out", png)
check.expect(code == 2 and "--hexes A1:B2" in stderr and "card map" in stderr, f"--hexes on a card map: exit 2 naming it, got {code}: {stderr.strip()}")
code, stdout, stderr = run(exe, "render", mission1, "--dpi", "5", "--out", png)
check.expect(code == 2 and "--dpi 5" in stderr, f"--dpi 5: exit 2 naming it, got {code}: {stderr.strip()}")

# A card map naming card 99, which the deck lacks (fof-unknown-card): exit 1, nothing written over the old file.
os.makedirs(out("boards"))
os.makedirs(out("catalogs"))
shutil.copy(deck, out("catalogs"))
with open(mission1) as f:
    broken = f.read().replace('card="27"', 'card="99"')
with open(out(os.path.join("boards", "broken.map.xml")), "w") as f:
    f.write(broken)
old = out("old.png")
with open(old, "wb") as f:
    f.write(b"old contents")
code, stdout, stderr = run(exe, "render", out(os.path.join("boards", "broken.map.xml")), "--out", old)
check.expect(code == 1, f"broken card map: exit 1, got {code}: {stderr.strip()[:300]}")
check.expect("fof-unknown-card" in stderr + stdout, f"broken card map: the finding's code printed: {stderr.strip()[:300]}")
with open(old, "rb") as f:
    check.expect(f.read() == b"old contents", "broken card map: the old output file is left as it was")

# FoF missions: the Mission 1 sample prints; a broken mission does not.
sample = os.path.join(src, "scenarios", "library", "mission1-trevieres.scenario.xml")
code, stdout, stderr = run(exe, "sheet", sample, "--out", out("m1.pdf"))
check.expect(code == 0, f"sheet on Mission 1: exit 0, got {code}: {stderr.strip()[:300]}")
if code == 0:
    info = subprocess.run(["pdfinfo", out("m1.pdf")], capture_output=True, text=True).stdout
    check.expect("A4" in info or "595.28 x 841.89" in info, f"Mission 1 sheet: A4 paper by default: {info}")
    text = subprocess.run(["pdftotext", "-layout", out("m1.pdf"), "-"], capture_output=True, text=True).stdout
    # From the sample file: its title, type, duration, the opponent, its three
    # point controls and the Enemy Information table's letters per row.
    for want in ("Mission 1: Trevieres Offensive", "Offensive", "10 turns", "352nd Division", "OBJ 1", "OBJ 2", "AP", "1/1st PLT"):
        check.expect(want in text, f"Mission 1 sheet names {want!r}")
    for row, letter in ((1, "C"), (2, "A"), (3, "B")):
        check.expect(f"Row {row}" in text and letter in text, f"Mission 1 sheet: Row {row} contact {letter}")
code, stdout, stderr = run(exe, "render", mission1, "--scenario", sample, "--out", out("m1.png"))
check.expect(code == 0 and os.path.exists(out("m1.png")), f"render --scenario Mission 1: exit 0 and written, got {code}: {stderr.strip()[:300]}")

bare = out("m.scenario.xml")
with open(bare, "w") as f:
    f.write('<?xml version="1.0"?>\n<scenario version="1" system="fof" id="m1"/>\n')
with open(sample) as f:
    sample_text = f.read()
off_map = out("off.scenario.xml")
with open(off_map, "w") as f:
    # OBJ 1 on column 5 of a 4-column map: a check error, not a reading one.
    f.write(sample_text.replace('<point kind="obj-1" column="4" row="3" />', '<point kind="obj-1" column="5" row="3" />')
                       .replace("../../maps/boards/mission1.map.xml", mission1))
old_pdf = out("old.pdf")
with open(old_pdf, "wb") as f:
    f.write(b"old contents")
for name, path in (("a mission without its Details", bare), ("OBJ 1 off the map", off_map)):
    for target, argv in ((old_pdf, ("sheet", path, "--out", old_pdf)), (old, ("render", mission1, "--scenario", path, "--out", old))):
        code, stdout, stderr = run(exe, *argv)
        check.expect(code == 1, f"{argv[0]} with {name}: exit 1, got {code}: {stderr.strip()[:300]}")
        with open(target, "rb") as f:
            check.expect(f.read() == b"old contents", f"{argv[0]} with {name}: the old output file is left as it was")
code, stdout, stderr = run(exe, "sheet", off_map, "--out", old_pdf)
check.expect("fof-" in stderr and ("OBJ 1" in stderr or "obj-1" in stderr), f"OBJ 1 off the map: its finding printed: {stderr.strip()[:300]}")

shutil.rmtree(tmp, ignore_errors=True)
check.finish()
