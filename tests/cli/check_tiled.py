"""crestline tiled / import-tiled (docs/tiled.md) on every bundled hex board
(and Kleinbach turned pointy-top, even): the TMX (and the TMX written as TMJ, pixel for pixel) is rendered by Tiled's own tmxrasterizer (Debian package tiled,
QT_QPA_PLATFORM=offscreen), which exits 0 with a PNG of the size Tiled's
hexagonal layout gives the grid (computed here from the TMX's columns, rows
and tile sizes); a woods hex of Aldenfeld is drawn in the woods tile's colour
at the centre our lattice puts it; the map read back has every feature,
hex, hexside, marker, link and entry of the original with the same points;
bad Tiled files are refused with exit 2, file and line, nothing written; and
a designer's map with parts crestline has no place for is written with
what mapped, each part left out a warning on its line (exit 0)."""

import os
import base64
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

from cli_common import Check, args, board, run

BOARDS = ["ridge-farm", "millbrook", "aldenfeld", "kleinbach"]


def tiled_size(tmx):
    """Tiled's hexagonal map size (HexagonalRenderer::mapBoundingRect): staggered
    on x, a column steps (tw - s) / 2 + s and the map is one side offset wider;
    the rows are a tile high and the staggered half adds half a tile; on y the same
    with the axes swapped."""
    m = ET.parse(tmx).getroot()
    cols, rows = int(m.get("width")), int(m.get("height"))
    tw, th, s = int(m.get("tilewidth")), int(m.get("tileheight")), int(m.get("hexsidelength"))
    if m.get("staggeraxis") == "x":
        off_x, off_y = (tw - s) // 2, th // 2
        return cols * (off_x + s) + off_x, rows * th + (off_y if cols > 1 else 0)
    off_x, off_y = tw // 2, (th - s) // 2
    return cols * tw + (off_x if rows > 1 else 0), rows * (off_y + s) + off_y


def png_size(path):
    """(width, height) from a PNG's IHDR; None if the file is no PNG."""
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def pixel(path, x, y):
    """The colour ImageMagick reads at pixel (x, y) (quicker than decoding the PNG in Python)."""
    p = subprocess.run(["convert", path, "-format", f"%[pixel:p{{{x},{y}}}]", "info:"], capture_output=True, text=True, timeout=60)
    return p.stdout.strip() if p.returncode == 0 else None


def content(path):
    """The map's content as comparable values: features with their points and
    properties, hex items as sorted lists (the TMX gives hex terrain row by row)."""
    root = ET.parse(path).getroot()
    features = []
    for f in root.iter():
        if f.tag in ("area", "line"):
            features.append((f.tag, dict(f.attrib), [(c.tag, dict(c.attrib)) for c in f]))
    hexes = {}
    for tag in ("terrain", "hexside", "marker", "link", "entry"):
        hexes[tag] = sorted(sorted(e.attrib.items()) for e in root.iter(tag))
    grid = root.find("grid")
    return features, hexes, dict(grid.attrib), dict(grid.find("labels").attrib), {k: v for k, v in root.attrib.items() if k != "version"}


def normalise_grid(attrs, labels):
    g = {"first-column": "1", "first-row": "1", "origin-x": "0", "origin-y": "0"}
    g.update(attrs)
    lab = {"letter-axis": "column", "letter-style": "spreadsheet", "separator": ".", "pad": "0"}
    lab.update(labels)
    return g, lab


def main():
    exe, src = args()
    check = Check()
    raster = shutil.which("tmxrasterizer")
    if not check.expect(raster is not None, "tmxrasterizer is installed (Debian package tiled, scripts/deps.sh)"):
        check.finish()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=tmp)  # a 0700 folder, as Qt asks
        # Kleinbach turned pointy-top with even rows shifted (its hexsides and
        # links, named for flat-top sides, left out): the other stagger axis and index.
        text = open(board(src, "kleinbach")).read().replace('orientation="flat" parity="odd"', 'orientation="pointy" parity="even"')
        text = text.replace('href="../catalogs/', 'href="' + os.path.join(os.path.abspath(src), "maps", "catalogs") + "/")
        text = "\n".join(l for l in text.split("\n") if "<hexside " not in l and "<link " not in l)
        pointy = os.path.join(tmp, "kleinbach-pointy.map.xml")
        with open(pointy, "w") as f:
            f.write(text)
        sources = {name: board(src, name) for name in BOARDS}
        sources["kleinbach-pointy"] = pointy
        for name, source in sources.items():
            tmx = os.path.join(tmp, name + ".tmx")
            code, out, err = run(exe, "tiled", source, "--out", tmx)
            if not check.expect(code == 0 and os.path.exists(tmx) and os.path.exists(os.path.join(tmp, name + ".tiles.png")),
                                f"{name}: tiled exits 0 and writes NAME.tmx and NAME.tiles.png ({code}: {err})"):
                continue
            m = ET.parse(tmx).getroot()
            props = {p.get("name"): p.get("value") for p in m.find("properties")}
            su, sv = int(props["scale-u"]), int(props["scale-v"])
            flat = name != "kleinbach-pointy"
            check.expect((m.get("orientation"), m.get("staggeraxis"), m.get("staggerindex")) == ("hexagonal", "x", "odd") if flat else
                         (m.get("orientation"), m.get("staggeraxis"), m.get("staggerindex")) == ("hexagonal", "y", "even"),
                         f"{name}: hexagonal, staggered on x with odd columns shifted (flat-top odd), or on y with even rows (pointy-top even)")
            check.expect((int(m.get("tilewidth")), int(m.get("tileheight")), int(m.get("hexsidelength"))) ==
                         ((4 * su, 2 * sv, 2 * su) if flat else (2 * su, 4 * sv, 2 * sv)),
                         f"{name}: tile sizes 4u x 2v, side 2u (pointy: 2u x 4v, side 2v) for the recorded scale {su}, {sv}")
            png = os.path.join(tmp, name + ".png")
            p = subprocess.run([raster, tmx, png], env=env, capture_output=True, text=True, timeout=60)
            check.expect(p.returncode == 0, f"{name}: tmxrasterizer exits 0 ({p.returncode}: {p.stderr})")
            size = png_size(png)
            if check.expect(size is not None, f"{name}: tmxrasterizer wrote a PNG"):
                want = tiled_size(tmx)
                check.expect(size == want, f"{name}: PNG {size[0]} x {size[1]}, the grid implies {want[0]} x {want[1]}")
                if name == "kleinbach-pointy":
                    # Pointy-top, even rows shifted: hex 0101 (column 0, row 0) has lattice
                    # centre (1, 0) -> pixel (26 * 1 + 26, 15 * 0 + 30) = (52, 30); Tiled's
                    # tile (0, 0) on a staggered even row starts at x = 26, centre 26 + 26.
                    # Kleinbach's 0101 and 0201 are woods, 0501 is bare.
                    check.expect(pixel(png, 52, 30) == pixel(png, 26 * 3 + 26, 30) and pixel(png, 52, 30) != pixel(png, 26 * 9 + 26, 30),
                                 "kleinbach-pointy: hexes 0101 and 0201 share a colour at their lattice centres, unlike bare 0501")
                if name == "aldenfeld":
                    # Woods hexes 0309 (column 2, row 8) and 1807 (column 17, row 6):
                    # lattice centres (6, 16) and (51, 13) -> pixels (15u + 30, 26v + 26).
                    # Hex 0101 is bare (no terrain): centre (0, 0) -> (30, 26).
                    px = lambda u, v: pixel(png, 15 * u + 30, 26 * v + 26)
                    check.expect(px(6, 16) == px(51, 13) and px(6, 16) != px(0, 0),
                                 f"aldenfeld: the two woods hexes share a colour unlike a bare hex ({px(6, 16)}, {px(51, 13)}, {px(0, 0)})")
            # The same map as TMJ (Tiled's JSON format): rendered pixel for pixel alike.
            tmj = os.path.join(tmp, name + "-json.tmj")
            code, out, err = run(exe, "tiled", source, "--out", tmj)
            png_json = os.path.join(tmp, name + "-json.png")
            p = subprocess.run([raster, tmj, png_json], env=env, capture_output=True, text=True, timeout=60)
            check.expect(code == 0 and p.returncode == 0 and png_size(png_json) == png_size(png),
                         f"{name}: the TMJ is written and rendered at the TMX's size ({code}, {p.returncode}, {png_size(png_json)})")
            diff = subprocess.run(["compare", "-metric", "AE", png, png_json, "null:"], capture_output=True, text=True, timeout=60)
            check.expect(diff.stderr.strip() == "0", f"{name}: TMJ and TMX pictures differ in {diff.stderr.strip()} pixels")
            back = os.path.join(tmp, name + ".map.xml")
            code, out, err = run(exe, "import-tiled", tmx, "--out", back)
            if not check.expect(code == 0 and os.path.exists(back), f"{name}: import-tiled exits 0 ({code}: {err})"):
                continue
            check.expect(err == "" and "left out" not in out, f"{name}: our own TMX imports with nothing left out, no warning ({out}{err})")
            a, b = content(source), content(back)
            check.expect(a[0] == b[0], f"{name}: every feature back with the same points and properties")
            for tag in a[1]:
                check.expect(a[1][tag] == b[1][tag], f"{name}: every {tag} back ({len(a[1][tag])} in the board, {len(b[1][tag])} read)")
            check.expect(normalise_grid(a[2], a[3]) == normalise_grid(b[2], b[3]), f"{name}: the same grid and labels")
            ca = os.path.normpath(os.path.join(os.path.dirname(source), ET.parse(source).getroot().find("catalog").get("href")))
            cb = os.path.normpath(os.path.join(tmp, ET.parse(back).getroot().find("catalog").get("href")))
            check.expect(os.path.realpath(ca) == os.path.realpath(cb), f"{name}: the catalog reference leads to the same file ({ca}, {cb})")
            code, out, err = run(exe, "check", back)
            check.expect(code == 0, f"{name}: the imported map checks clean ({code}: {out}{err})")

        # Aldenfeld's layer as base64 zlib and gzip (written here with Python's
        # zlib), and the TMX re-saved by Tiled itself (tiled --export-map): each
        # imports to the same map file as the csv layer crestline wrote.
        tmx = os.path.join(tmp, "aldenfeld.tmx")
        reference = os.path.join(tmp, "aldenfeld.map.xml")
        text = open(tmx).read()
        start, end = text.index('<data encoding="csv">'), text.index("</data>")
        gids = [int(x) for x in text[start + len('<data encoding="csv">'):end].replace(",", " ").split()]
        raw = b"".join(struct.pack("<I", g) for g in gids)
        gz = zlib.compressobj(9, zlib.DEFLATED, 31)
        variants = {"zlib": base64.b64encode(zlib.compress(raw)).decode(), "gzip": base64.b64encode(gz.compress(raw) + gz.flush()).decode()}
        for compression, data in variants.items():
            variant = os.path.join(tmp, f"aldenfeld-{compression}.tmx")
            with open(variant, "w") as f:
                f.write(text[:start] + f'<data encoding="base64" compression="{compression}">{data}' + text[end:])
            out_map = os.path.join(tmp, f"aldenfeld-{compression}.map.xml")
            code, out, err = run(exe, "import-tiled", variant, "--out", out_map)
            check.expect(code == 0 and open(out_map).read() == open(reference).read(),
                         f"aldenfeld as base64 {compression}: imported to the same map ({code}: {err})")
        tiled = shutil.which("tiled")
        if check.expect(tiled is not None, "the tiled program is installed"):
            resaved = os.path.join(tmp, "aldenfeld-resaved.tmx")
            p = subprocess.run([tiled, "--export-map", "tmx", tmx, resaved], env=env, capture_output=True, text=True, timeout=60)
            out_map = os.path.join(tmp, "aldenfeld-resaved.map.xml")
            code, out, err = run(exe, "import-tiled", resaved, "--out", out_map)
            check.expect(p.returncode == 0 and code == 0 and open(out_map).read() == open(reference).read(),
                         f"aldenfeld re-saved by Tiled: imported to the same map ({p.returncode}, {code}: {err})")

        # Export refused: a map with error findings (Kleinbach pointy-top with its
        # flat-top side names S and N kept) exits 1; a card map is no hex map (2).
        broken = os.path.join(tmp, "broken.map.xml")
        with open(broken, "w") as f:
            f.write(open(board(src, "kleinbach")).read().replace('orientation="flat"', 'orientation="pointy"')
                    .replace('href="../catalogs/', 'href="' + os.path.join(os.path.abspath(src), "maps", "catalogs") + "/"))
        code, out, err = run(exe, "tiled", broken, "--out", os.path.join(tmp, "broken.tmx"))
        check.expect(code == 1 and "unknown-side" in err and not os.path.exists(os.path.join(tmp, "broken.tmx"))
                     and not os.path.exists(os.path.join(tmp, "broken.tiles.png")), f"a map with errors: exit 1, nothing written ({code})")
        code, out, err = run(exe, "tiled", board(src, "mission1"), "--out", os.path.join(tmp, "card.tmx"))
        check.expect(code == 2 and "hex map" in err and not os.path.exists(os.path.join(tmp, "card.tmx")), f"a card map: exit 2 ({code})")
        # Export refused: not .tmx (exit 2), nothing written.
        code, out, err = run(exe, "tiled", board(src, "millbrook"), "--out", os.path.join(tmp, "x.png"))
        check.expect(code == 2 and not os.path.exists(os.path.join(tmp, "x.png")), f"tiled --out x.png: exit 2, nothing written ({code})")

        head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<map version="1.8" orientation="hexagonal" width="3" height="2" tilewidth="60" tileheight="52" '
                'infinite="0" hexsidelength="30" staggeraxis="x" staggerindex="odd">\n'
                ' <properties><property name="system" value="ff"/><property name="catalog" value="c.xml"/></properties>\n')
        layer = ' <layer id="1" name="t" width="3" height="2">\n  <data {}>{}</data>\n </layer>\n</map>\n'
        bad = {
            "orthogonal": (head.replace("hexagonal", "orthogonal") + "</map>\n", 2),
            "tile width 60.5": (head.replace('tilewidth="60"', 'tilewidth="60.5"') + "</map>\n", 2),
            "tile height 0": (head.replace('tileheight="52"', 'tileheight="0"') + "</map>\n", 2),
            "a bad polygon point": (head + ' <objectgroup id="2" name="artwork">\n  <object id="1" x="0" y="0">\n'
                                    '   <polygon points="0,0 10,nan 5,5"/>\n  </object>\n </objectgroup>\n</map>\n', 6),
            "a truncated csv layer": (head + layer.format('encoding="csv"', "0,0,0"), 5),
            "broken zlib data": (head + layer.format('encoding="base64" compression="zlib"', "eJxjYGBgYAQAAA"), 5),
            "a truncated XML file": (head + ' <layer id="1" name="t" width="3" height="2">\n  <data encoding="csv">0,0,', 5),
            "a missing tileset": (head + ' <tileset firstgid="1" source="gone.tsx"/>\n</map>\n', 4),
        }
        for what, (text, line) in bad.items():
            path = os.path.join(tmp, "bad.tmx")
            with open(path, "w") as f:
                f.write(text)
            out_map = os.path.join(tmp, "bad.map.xml")
            with open(out_map, "w") as f:
                f.write("old")
            code, out, err = run(exe, "import-tiled", path, "--out", out_map)
            with open(out_map) as f:
                kept = f.read() == "old"
            check.expect(code == 2 and f"bad.tmx:{line}:" in err and kept,
                         f"{what}: exit 2 naming bad.tmx line {line}, the old output kept ({code}: {err.strip()})")

        # A designer's map with parts crestline has no place for
        # (tests/formats/data/tiled/designer-partial.tmx): exit 0, the map
        # written with what mapped, one tiled-not-mapped warning per part on
        # its line, and a summary of what was left out.
        designer = os.path.join(src, "tests", "formats", "data", "tiled", "designer-partial.tmx")
        out_map = os.path.join(tmp, "designer.map.xml")
        code, out, err = run(exe, "import-tiled", designer, "--out", out_map)
        check.expect(code == 0 and os.path.exists(out_map), f"designer-partial: import-tiled exits 0 and writes the map ({code}: {err.strip()})")
        want = {4: 'map property "author"', 27: "2 hexes (B2, C3) hold tile 3", 33: 'image layer "scan"',
                45: 'object 2 ("stream"): property "colour"', 50: 'object 3 ("oak") is a tile object', 51: 'object 4 ("pond") is an ellipse',
                54: 'object 5 ("label") is a text object', 57: 'object 6 ("tilted barn") is rotated',
                62: 'object 7 ("mystery") has no "terrain" property', 63: 'object 8 ("tree") is a point', 69: "object 9 is a template instance",
                78: 'object 11 ("long wall") is not one hexside', 92: 'object 13 ("on the edge") is not inside one hex',
                98: 'object 14 ("no kind") has no "kind" property', 105: 'object layer "units" (2 objects)'}
        got = {}
        for l in err.splitlines():
            head_, _, rest = l.partition(": warning: ")
            parts = head_.split(":")
            if rest and parts[0] == designer and rest.endswith("[tiled-not-mapped]"):
                got.setdefault(int(parts[1]), []).append(rest)
        check.expect(sorted(got) == sorted(want) and all(len(v) == 1 for v in got.values()) and len(err.splitlines()) == len(want),
                     f"designer-partial: one tiled-not-mapped warning on each of lines {sorted(want)}, nothing else (got {sorted(got)}: {err.strip()})")
        for line, fragment in want.items():
            check.expect(line in got and fragment in got[line][0], f"designer-partial: line {line} says {fragment!r} ({got.get(line)})")
        check.expect(f"wrote {out_map}" in out and "left out 12 of 16 objects, 2 of 5 hex cells with a tile, 2 layers and 2 properties" in out,
                     f"designer-partial: the summary counts what was left out ({out.strip()})")
        if os.path.exists(out_map):
            root = ET.parse(out_map).getroot()
            # Lattice points worked by hand: pixel (x, y) -> ((x - 30) / 15, (y - 26) / 26).
            areas = [(a.get("id"), a.get("terrain"), a.find("outer").get("points")) for a in root.iter("area")]
            lines = [(a.get("id"), a.get("terrain"), a.find("path").get("points"), len(list(a.iter("property")))) for a in root.iter("line")]
            check.expect(areas == [("north-wood", "woods", "0,0 6,0 6,2 0,2")], f"designer-partial: the one area ({areas})")
            check.expect(lines == [("stream", "stream", "0,2 3,3 6,2", 0)], f"designer-partial: the one line, its colour left out ({lines})")
            hexes = sorted((t.get("hex"), t.get("terrain")) for t in root.iter("terrain") if t.get("hex"))
            check.expect(hexes == [("A1", "woods"), ("B1", "woods"), ("C2", "rough")], f"designer-partial: hex terrain A1, B1 woods, C2 rough ({hexes})")
            sides = [(h.get("hex"), h.get("side"), h.get("terrain")) for h in root.iter("hexside")]
            markers = [(k.get("hex"), k.get("kind")) for k in root.iter("marker")]
            check.expect(sides == [("A1", "SE", "wall")] and markers == [("B1", "op")],
                         f"designer-partial: the hexside A1 SE and the marker in B1 ({sides}, {markers})")
        # The same map damaged (a polygon point that is no number): exit 2
        # naming the line, nothing written, the old output kept.
        damaged = os.path.join(tmp, "designer-damaged.tmx")
        with open(damaged, "w") as f:
            f.write(open(designer).read().replace('points="0,0 90,0 90,52 0,52"', 'points="0,0 90,x 90,52 0,52"')
                    .replace("../../../../maps/catalogs/", os.path.join(os.path.abspath(src), "maps", "catalogs") + "/"))
        with open(out_map, "w") as f:
            f.write("old")
        code, out, err = run(exe, "import-tiled", damaged, "--out", out_map)
        check.expect(code == 2 and "designer-damaged.tmx:41:" in err and "bad-points" in err and open(out_map).read() == "old",
                     f"designer-partial with a bad point: exit 2 naming line 41, the old output kept ({code}: {err.strip()})")
    check.finish()


if __name__ == "__main__":
    main()
