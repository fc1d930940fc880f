"""The PNG size limit holds for the whole picture (issue 27 item 9): a
tabletop LOS report whose right column (the ruling's panel, listing every
active piece) is far taller than the table. The table: 72" x 48", teams A at
(4, 24) and B at (69, 24), and N small forests (0.2" squares on a 0.52" x
0.47" pitch from (10, 0.2)), every one active and none cutting: LOS yes, the
panel lists all N. The page's height in points is read from the picture at
72 dpi (a pixel a point, rounded: H72 - 0.5 <= height < H72 + 0.5); then
at dpi 72 x 30000 / (H72 + 0.5) the PNG is written, 29999 or 30000 pixels
high (its IHDR); at dpi 72 x 30000.5 / (H72 - 0.5), a hair more, it is
refused: exit 2, the message names the size in pixels (30001 or 30002 high)
and the 30000-pixel limit, never cairo's "invalid value", and no file is
written. The issue's own case, 10,000 pieces at --dpi 100 and 107, is
refused the same way."""

import os
import re
import shutil
import struct
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
tmp = tempfile.mkdtemp(prefix="crestline-limits-")


def table(n, path):
    lines = ['<table version="1" system="tabletop" id="many" width="72" depth="48" units="inch">']
    for k in range(n):
        x, y = 10 + (k // 100) * 0.52, 0.2 + (k % 100) * 0.47
        lines.append(f'<piece id="{k + 1}" kind="forest" cover="soft" movement="difficult"><pt x="{x:.2f}" y="{y:.2f}"/>'
                     f'<pt x="{x + 0.2:.2f}" y="{y:.2f}"/><pt x="{x + 0.2:.2f}" y="{y + 0.2:.2f}"/><pt x="{x:.2f}" y="{y + 0.2:.2f}"/></piece>')
    lines.append('<side id="a"><unit id="u" training="trained"><team id="A" type="infantry" armour="soft" height="1">'
                 '<pt x="4.5" y="24.5"/><pt x="3.5" y="24.5"/><pt x="3.5" y="23.5"/><pt x="4.5" y="23.5"/></team></unit></side>')
    lines.append('<side id="b"><unit id="v" training="trained"><team id="B" type="infantry" armour="soft" height="1">'
                 '<pt x="68.5" y="23.5"/><pt x="69.5" y="23.5"/><pt x="69.5" y="24.5"/><pt x="68.5" y="24.5"/></team></unit></side>')
    lines.append('</table>')
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def report(path, out, dpi):
    return run(exe, "los", path, "A", "B", "--report", out, "--dpi", repr(dpi))


def refused(path, dpi, heights, what):
    """Exit 2 naming the size (width, a height in `heights`) and the limit; nothing written."""
    out = os.path.join(tmp, "over.png")
    code, _, err = report(path, out, dpi)
    check.expect(code == 2, f"{what}: exit 2 expected, got {code}: {err.strip()[-300:]}")
    check.expect("invalid value" not in err, f"{what}: cairo's raw error: {err.strip()[-300:]}")
    m = re.search(r"the image would be (\d+) x (\d+) pixels, over the limit of 30000 pixels a side", err)
    if check.expect(m is not None, f"{what}: the message names the size and the limit: {err.strip()[-300:]}"):
        width, height = int(m.group(1)), int(m.group(2))
        check.expect(width == round(768 * dpi / 72) and height in heights,
                     f"{what}: size {width} x {height}, expected {round(768 * dpi / 72)} x one of {list(heights)}")
    check.expect(not os.path.exists(out), f"{what}: nothing is written")


# The boundary, on a table of 8500 pieces (a page about 21000 pt high).
many = os.path.join(tmp, "many.table.xml")
table(8500, many)
at72 = os.path.join(tmp, "at72.png")
code, _, err = report(many, at72, 72)
size = png_size(at72) if code == 0 else None
if check.expect(size is not None, f"8500 pieces at 72 dpi: written, got exit {code}: {err.strip()[-300:]}"):
    width, h72 = size
    check.expect(width == 768, f"the page is 768 pt wide (docs/rendering.md), got {width} px at 72 dpi")
    check.expect(h72 > 4 * 48 * 528 / 72, f"the right column, not the table, sets the height: {h72} px")
    dpi = 72 * 30000 / (h72 + 0.5)
    under = os.path.join(tmp, "under.png")
    code, _, err = report(many, under, dpi)
    got = png_size(under) if code == 0 else None
    if check.expect(got is not None, f"just under the limit (--dpi {dpi!r}): written, got exit {code}: {err.strip()[-300:]}"):
        check.expect(got[0] == round(768 * dpi / 72) and got[1] in (29999, 30000),
                     f"just under: {got[0]} x {got[1]} pixels, expected {round(768 * dpi / 72)} x 29999 or 30000")
    refused(many, 72 * 30000.5 / (h72 - 0.5) * (1 + 1e-9), (30001, 30002), "just over the limit")

# The issue's case: 10,000 pieces, --dpi 100 and 107.
issue = os.path.join(tmp, "issue.table.xml")
table(10000, issue)
for dpi in (100, 107):
    out = os.path.join(tmp, f"issue-{dpi}.png")
    code, _, err = report(issue, out, dpi)
    check.expect(code == 2 and "over the limit of 30000 pixels a side" in err and "invalid value" not in err
                 and not os.path.exists(out), f"10000 pieces at --dpi {dpi}: refused naming the limit, got {code}: {err.strip()[-300:]}")

shutil.rmtree(tmp, ignore_errors=True)
check.finish()
