#!/usr/bin/env python3
"""Write the sample Fighting Formations boards ridge-farm and millbrook.

Run from anywhere:  python3 maps/boards/make_boards.py [--quiet]

Rewrites ridge-farm.map.xml and millbrook.map.xml next to this script,
deterministically, after checking the geometry exactly (integer and Fraction
arithmetic, no tolerances):
rings simple with non-zero area, level areas nested like a wedding cake,
artwork standing on one level, everything on the map, ids unique. Then prints
the ground level of every hex centre and checks the LOS situations listed in
README.md against a reference reading of shared/specs/ff-los.md (fflos.py).
Exit status 0 when everything holds, 1 otherwise. Stdlib only.
"""

import os
import sys
from xml.sax.saxutils import quoteattr

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from fractions import Fraction as F  # noqa: E402

import fflos  # noqa: E402
from boards_design import BOARDS, LOS_CASES, ROAD_CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS, ROWS = 20, 15

# Terrain of the ff-sample catalog: (kind, value). Level areas carry their
# elevation, hindrances their hindrance value [24.4, 24.5, 24.7].
TERRAIN = {
    "building": ("obstacle", None),
    "woods": ("obstacle", None),
    "rough": ("hindrance", 2),
    "hill-1": ("level", 1),
    "hill-2": ("level", 2),
    "hill-3": ("level", 3),
    "hill-4": ("level", 4),
    "depression": ("level", -1),
    "road": ("line", None),
    "stream": ("line", None),
    "wall": ("line", None),
}


# ---------------------------------------------------------------------------
# Numbers

def exact(x):
    """A design number (int, float or decimal string) as an exact Fraction."""
    return F(str(x)) if isinstance(x, float) else F(x)


def pt(u, v):
    """Design point -> integer thousandths (fflos.SCALE). Coordinates are
    multiples of 1/8, so their decimal text is also exact as a binary double:
    a reader that parses into doubles still sees every tie exactly."""
    for x in (exact(u), exact(v)):
        if (8 * x).denominator != 1:
            raise ValueError(f"coordinate {x} is not a multiple of 1/8")
    return (fflos.scaled(exact(u)), fflos.scaled(exact(v)))


def fmt(n):
    """Integer thousandths -> shortest decimal text."""
    neg = n < 0
    n = abs(n)
    whole, frac = divmod(n, 1000)
    text = str(whole) + ("." + f"{frac:03d}".rstrip("0") if frac else "")
    return "-" + text if neg and n else text


def fmt_points(pts):
    return " ".join(f"{fmt(u)},{fmt(v)}" for u, v in pts)


# ---------------------------------------------------------------------------
# Building the feature records

def prepare(board):
    """Feature dicts with exact rings, kind, elevation and standing level."""
    feats = []
    for spec in board["features"]:
        kind, value = TERRAIN[spec["terrain"]]
        f = dict(spec)
        f["kind"] = kind
        if kind == "line":
            f["path"] = [pt(u, v) for u, v in spec["path"]]
        else:
            outer = [pt(u, v) for u, v in spec["outer"]]
            holes = [[pt(u, v) for u, v in h] for h in spec.get("holes", [])]
            # outer rings turn like the lattice hexagons (positive), holes the other way
            if fflos.signed_area2(outer) < 0:
                outer.reverse()
            for h in holes:
                if fflos.signed_area2(h) > 0:
                    h.reverse()
            f["area"] = {"outer": outer, "holes": holes}
        if kind == "level":
            f["elevation"] = value
        if kind == "hindrance":
            f["hindrance"] = value
        feats.append(f)
    return feats


def standing_levels(b):
    """Level each piece of artwork stands on: the ground under its vertices."""
    for f in b.obstacles + b.hindrances:
        f["level"] = b.ground(f["area"]["outer"][0])


# ---------------------------------------------------------------------------
# Checks

def check(board_id, feats, b):
    errs = []
    say = errs.append
    ids = [f["id"] for f in feats]
    for i in sorted({i for i in ids if ids.count(i) > 1}):
        say(f"duplicate id {i}")
    outline = {"outer": fflos.map_outline(COLUMNS, ROWS), "holes": []}

    def on_map(pts, closed):
        segs = fflos.edges(pts) if closed else list(zip(pts, pts[1:]))
        for p, q in segs:
            crit = fflos.area_params(p, q, outline)
            for t in fflos.samples(crit, F(0), F(1), False, False):
                if not fflos.point_in_area(fflos.at(p, q, t), outline):
                    return False
        return True

    for f in feats:
        fid = f["id"]
        if f["kind"] == "line":
            path = f["path"]
            if len(path) < 2:
                say(f"{fid}: path needs 2 points")
            if any(path[i] == path[i + 1] for i in range(len(path) - 1)):
                say(f"{fid}: repeated consecutive point")
            if not on_map(path, False):
                say(f"{fid}: leaves the map")
            continue
        rings = [f["area"]["outer"]] + f["area"]["holes"]
        for k, ring in enumerate(rings):
            for p in fflos.ring_problems(ring):
                say(f"{fid}: ring {k}: {p}")
            if not on_map(ring, True):
                say(f"{fid}: ring {k} leaves the map")
        for h in f["area"]["holes"]:
            if not fflos.ring_strictly_inside(h, f["area"]["outer"]):
                say(f"{fid}: hole not strictly inside its outer ring")
        if f["kind"] == "level" and f["area"]["holes"]:
            say(f"{fid}: level areas have no holes on these boards")
        n = len(f["area"]["outer"])
        if f["kind"] == "level" and not 12 <= n <= 30:
            say(f"{fid}: {n} vertices (want 12-30 for a smooth crest)")

    # [24.5] wedding cake: level areas are disjoint or strictly nested, a hill-k
    # sits directly inside a hill-(k-1), a depression sits in level-0 ground.
    levels = b.levels
    for f in levels:
        parents = [g for g in levels if g is not f
                   and fflos.ring_strictly_inside(f["area"]["outer"], g["area"]["outer"])]
        for g in levels:
            if g is f:
                continue
            fo, go = f["area"]["outer"], g["area"]["outer"]
            if not (fflos.rings_disjoint(fo, go) or fflos.ring_strictly_inside(fo, go)
                    or fflos.ring_strictly_inside(go, fo)):
                say(f"{f['id']} and {g['id']} overlap partly or touch")
        e = f["elevation"]
        if e == -1 or e == 1:
            if parents:
                say(f"{f['id']}: level {e} area must stand on level-0 ground")
        else:
            direct = [g for g in parents if g["elevation"] == e - 1]
            if not direct or len(parents) != e - 1:
                inside = [g["id"] for g in parents]
                say(f"{f['id']}: hill-{e} must sit inside a hill-{e - 1} (inside {inside})")

    # Artwork stands on one level: no crest line crosses or touches it.
    for f in b.obstacles + b.hindrances:
        outer = f["area"]["outer"]
        for g in levels:
            go = g["area"]["outer"]
            if not (fflos.rings_disjoint(outer, go) or fflos.ring_strictly_inside(outer, go)
                    or fflos.ring_strictly_inside(go, outer)):
                say(f"{f['id']}: straddles the crest line of {g['id']}")
            elif fflos.ring_strictly_inside(go, outer):
                say(f"{f['id']}: swallows level area {g['id']}")

    # Roads keep clear of rough, so the road-corridor exception [24.8] never matters here.
    for r in [f for f in feats if f["terrain"] == "road"]:
        half2 = (exact(r["width"]) * fflos.SCALE / 2) ** 2
        for h in b.hindrances:
            for p, q in zip(r["path"], r["path"][1:]):
                for a, c in fflos.edges(h["area"]["outer"]):
                    if not fflos.seg_seg_dist2_positive_at_least(p, q, a, c, half2):
                        say(f"{r['id']}: corridor touches {h['id']}")
                        break
    return errs


def lattice_ties(b):
    """Where artwork or crest lines meet the hex lattice tangentially: ring
    corners on a hex vertex, a hexside midpoint or elsewhere on a hexside, and
    ring edges along a hexside.
    Hex centres on a ring are errors (the centre dot decides a hex's level and
    terrain [24.5, 24.9]; the boards keep that unambiguous)."""
    ties, errs = [], []
    points = {}
    sides = set()
    for c in range(COLUMNS):
        for r in range(ROWS):
            k = fflos.corners(c, r)
            for i in range(6):
                a, d = k[i], k[(i + 1) % 6]
                points.setdefault(a, "vertex")
                points.setdefault(((a[0] + d[0]) // 2, (a[1] + d[1]) // 2), "hexside midpoint")
                sides.add((min(a, d), max(a, d)))
    for f in b.features:
        rings = [f["area"]["outer"]] + f["area"]["holes"]
        box = f["bbox"]
        for c in range(COLUMNS):
            for r in range(ROWS):
                p = fflos.centre(c, r)
                if fflos.boxes_meet(box, p + p) and \
                        any(fflos.point_in_ring(p, g) == 1 for g in rings):
                    errs.append(f"{f['id']}: the centre dot of {fflos.label(c, r)} "
                                "lies on its edge")
        for g in rings:
            n = len(g)
            for i, p in enumerate(g):
                if p in points:
                    ties.append(f"{f['id']}: corner on the {points[p]} ({fmt(p[0])},{fmt(p[1])})")
                    continue
                for a, d in sides:
                    if not fflos.on_segment(p, a, d):
                        continue
                    # a ring that simply crosses the hexside at its corner is no tie
                    before = fflos.sign(fflos.cross(a, d, g[i - 1]))
                    after = fflos.sign(fflos.cross(a, d, g[(i + 1) % n]))
                    if before * after >= 0:
                        ties.append(f"{f['id']}: corner ({fmt(p[0])},{fmt(p[1])}) touches "
                                    f"the hexside ({fmt(a[0])},{fmt(a[1])})-"
                                    f"({fmt(d[0])},{fmt(d[1])})")
        for a, d in sorted(sides):
            if not fflos.boxes_meet(box, fflos.bbox([a, d])):
                continue
            for g in rings:
                for x, y in fflos.edges(g):
                    if fflos.cross(a, d, x) == 0 and fflos.cross(a, d, y) == 0:
                        lo = max(min(a, d), min(x, y))
                        hi = min(max(a, d), max(x, y))
                        if lo < hi:
                            ties.append(f"{f['id']}: edge runs along the hexside "
                                        f"({fmt(a[0])},{fmt(a[1])})-({fmt(d[0])},{fmt(d[1])})")
    return ties, errs


# ---------------------------------------------------------------------------
# Output

def write_xml(board, feats, path):
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    out.append(f'<!-- Generated by make_boards.py; edit the script, not this file. -->')
    out.append(f'<map version="1" id={quoteattr(board["id"])} name={quoteattr(board["name"])} '
               'system="ff" metres-per-hex="75" north="0">')
    out.append('  <catalog href="../catalogs/ff-sample.terrain.xml"/>')
    out.append(f'  <grid orientation="flat" parity="odd" columns="{COLUMNS}" rows="{ROWS}" '
               'hex-size="60" origin-x="60" origin-y="52" first-column="1" first-row="1">')
    out.append('    <labels scheme="letter-number" letter-axis="column" letter-style="spreadsheet" '
               'separator="." pad="0"/>')
    out.append('  </grid>')
    out.append('  <features>')
    for f in feats:
        if f["kind"] == "line":
            width = f' width="{fmt(fflos.scaled(exact(f["width"])))}"' if "width" in f else ""
            out.append(f'    <line id={quoteattr(f["id"])} terrain="{f["terrain"]}"{width}>')
            out.append(f'      <path points="{fmt_points(f["path"])}"/>')
            tail = "    </line>"
        else:
            out.append(f'    <area id={quoteattr(f["id"])} terrain="{f["terrain"]}">')
            out.append(f'      <outer points="{fmt_points(f["area"]["outer"])}"/>')
            for h in f["area"]["holes"]:
                out.append(f'      <hole points="{fmt_points(h)}"/>')
            tail = "    </area>"
        if "label" in f:
            out.append(f'      <property name="label" value={quoteattr(f["label"])}/>')
        out.append(tail)
    out.append('  </features>')
    out.append('  <hexes/>')
    out.append('</map>')
    text = "\n".join(out) + "\n"
    with open(path + ".tmp", "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    os.replace(path + ".tmp", path)


def terrain_type(b, c, r):
    for kind, letter in (("building", "B"), ("woods", "W"), ("rough", "R")):
        if any(f["terrain"] == kind and b.touches_hex(f, c, r) for f in b.features
               if f["kind"] != "line"):
            return letter
    return "."


def level_table(b):
    """Ground level at each hex centre ('*' = crest hex [24.511]), then the
    artwork touching each hex (B building, W woods, R rough; first wins)."""
    head = "     " + "".join(f"{fflos.column_letters(c):>4}" for c in range(COLUMNS))
    lines = [head]
    for r in range(ROWS):
        cells = []
        for c in range(COLUMNS):
            lv = b.hex_level(c, r)
            mark = "*" if b.is_crest(c, r) else " "
            cells.append(f"{lv:>3}{mark}")
        lines.append(f"{r + 1:>4} " + "".join(cells))
    lines.append("")
    lines.append(head)
    for r in range(ROWS):
        cells = "".join(f"{terrain_type(b, c, r):>4}" for c in range(COLUMNS))
        lines.append(f"{r + 1:>4} " + cells)
    return "\n".join(lines)


def describe(v):
    verdict, rule, who, hind = v
    if verdict == "hindered":
        return f"hindered {hind} [{rule} {who}]"
    if verdict == "clear":
        return "clear"
    return f"{verdict} [{rule} {who}]"


def verdict_key(v):
    """What a README situation asserts: verdict (with hindrance) and rule."""
    verdict, rule, _, hind = v
    if verdict == "clear":
        return ("clear", None)
    return (f"hindered {hind}" if verdict == "hindered" else verdict, rule)


def check_cases(board_id, b):
    """LOS situations of README.md: expected verdict and rule, reciprocity."""
    errs, rows = [], []
    for _, s_text, t_text, verdict, rule in [c for c in LOS_CASES if c[0] == board_id]:
        if (board_id, s_text, t_text) in ROAD_CASES:
            continue  # ruled by the road exception [24.8], which fflos does not model
        s, t = fflos.parse_label(s_text), fflos.parse_label(t_text)
        got, back = b.los(s, t), b.los(t, s)
        ok = verdict_key(got) == (verdict, rule) and verdict_key(back) == (verdict, rule)
        rows.append(f"  {'ok ' if ok else 'BAD'} {s_text:>4} -> {t_text:<4} "
                    f"L{b.hex_level(*s)}->L{b.hex_level(*t)}  {describe(got)}"
                    + ("" if ok else f"   (want {verdict} {rule or ''}; reverse {describe(back)})"))
        if not ok:
            errs.append(f"LOS {s_text}->{t_text}: got {describe(got)}, want {verdict} {rule or ''}")
    return errs, rows


def main(argv):
    quiet = "--quiet" in argv
    failed = False
    for board in BOARDS:
        feats = prepare(board)
        b = fflos.Board(board["id"], COLUMNS, ROWS, [f for f in feats if f["kind"] != "line"])
        standing_levels(b)
        errs = check(board["id"], feats, b)
        ties, tie_errs = lattice_ties(b)
        errs += tie_errs
        path = os.path.join(HERE, board["id"] + ".map.xml")
        if not errs:   # bad geometry never reaches the map file
            write_xml(board, feats, path)
        written = not errs
        case_errs, case_rows = check_cases(board["id"], b)
        errs += case_errs
        print(f"== {board['id']}: {len(feats)} features, "
              + (f"wrote {os.path.relpath(path)}" if written else "map file NOT written"))
        if not quiet:
            print(level_table(b))
            print("Exact contacts with the lattice (deliberate ties, see README.md):")
            print("\n".join("  " + t for t in ties) or "  none")
            print("LOS situations (README.md):")
            print("\n".join(case_rows))
        for e in errs:
            print("ERROR", board["id"] + ":", e)
        failed = failed or bool(errs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
