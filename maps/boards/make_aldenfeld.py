#!/usr/bin/env python3
"""Write the sample Grand Tactical Series board aldenfeld.map.xml.

Run from anywhere:  python3 maps/boards/make_aldenfeld.py

A board of our own design (not from any published game): 30 columns x 25
rows of 500 m hexes, flat-top, odd columns shoved half a hex south, hexes
labelled column then row ("0101" .. "3025"). Whole-hex terrain (the centre
dot [GTS 1.2]), crest, river, bridge and ferry hexsides, roads and railroads
as links hex to hex [14.6, 29.41], observation posts and strongpoints
[15.4.2, 15.4.3], reinforcement entry hexes with Division symbols [8.0].
Catalog: maps/catalogs/gts-sample.terrain.xml (crestline's own chart).

Deterministic: the same file every run. Exits 1 without writing if a link is
not a chain of adjacent hexes, a hex gets two dots, or anything is off the
map. Stdlib only. The LOS situations the tests rule on are listed in
README.md ("Aldenfeld") and tests/cli/check_gts_aldenfeld.py.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS, ROWS = 30, 25
SIDE_NAMES = ["SE", "S", "SW", "NW", "N", "NE"]          # flat-top, side k = corner k to k+1
SIDE_DELTA = [(3, 1), (0, 2), (-3, 1), (-3, -1), (0, -2), (3, -1)]  # centre to neighbour centre


def centre(h):
    c, r = h
    return 3 * c, 2 * r + (c & 1)


def from_centre(u, v):
    c = u // 3
    return c, (v - (c & 1)) // 2


def neighbour(h, k):
    u, v = centre(h)
    du, dv = SIDE_DELTA[k]
    return from_centre(u + du, v + dv)


def side_to(a, b):
    for k in range(6):
        if neighbour(a, k) == b:
            return k
    return None


def on_map(h):
    return 0 <= h[0] < COLUMNS and 0 <= h[1] < ROWS


def label(h):
    return f"{h[0] + 1:02d}{h[1] + 1:02d}"


def to_cube(h):
    c, r = h
    x = c
    z = r - (c - (c & 1)) // 2
    return x, -x - z, z


def from_cube(x, y, z):
    return x, z + (x - (x & 1)) // 2


def hex_line(a, b):
    """The hexes from a to b, each adjacent to the next (cube lerp, nudged so ties go one way)."""
    ax, ay, az = to_cube(a)
    bx, by, bz = to_cube(b)
    n = max(abs(ax - bx), abs(ay - by), abs(az - bz))
    out = []
    for i in range(n + 1):
        t = i / n if n else 0.0
        fx = ax + (bx - ax) * t + 1e-6
        fy = ay + (by - ay) * t + 2e-6
        fz = az + (bz - az) * t - 3e-6
        rx, ry, rz = round(fx), round(fy), round(fz)
        dx, dy, dz = abs(rx - fx), abs(ry - fy), abs(rz - fz)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy > dz:
            ry = -rx - rz
        else:
            rz = -rx - ry
        out.append(from_cube(rx, ry, rz))
    return out


def chain(*legs):
    """Join hex_line legs (each a pair of hexes, or a literal list) into one chain."""
    out = []
    for leg in legs:
        hexes = hex_line(*leg) if isinstance(leg, tuple) else list(leg)
        for h in hexes:
            if not out or out[-1] != h:
                out.append(h)
    return out


def region_ring(region):
    """Every hexside between a hex of `region` and a hex outside it: (hex, side)."""
    out = []
    for h in sorted(region):
        for k in range(6):
            n = neighbour(h, k)
            if n not in region and on_map(n):
                out.append((h, k))
    return out


# --- Whole-hex terrain (one dot a hex [1.2]) ------------------------------

DOTS = {}


def paint(terrain, hexes):
    for h in hexes:
        DOTS.setdefault(h, []).append(terrain)


def block(c0, c1, r0, r1):
    return [(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]


HILL_212 = {(10, 2), (10, 3)}                         # ringed by crests (north centre)
KUPPE = {(26, 9), (27, 9), (26, 10)}                  # ringed by crests (east)
RIDGE_UPLAND = set(block(11, 17, 17, 18))              # Galgenberg ridge: crests along its south face

paint("town", [(13, 11), (13, 12), (14, 10), (14, 11), (14, 12), (15, 12), (16, 11)])  # Aldenfeld
paint("city", [(15, 11)])                                                               # Aldenfeld market
paint("town", [(24, 5), (24, 6), (25, 5), (25, 6)])                                     # Kessel
paint("town", [(6, 3), (9, 20), (27, 18), (22, 22)])          # villages: Brandt, Lindau, Ostdorf, Muehl
paint("woods", block(2, 5, 8, 13))                                                      # Grosser Wald
paint("woods", block(22, 24, 13, 15))                                                   # Ostwald
paint("woods", [(21, 2), (21, 3), (21, 4)])                                             # Kesselholz
paint("woods", [(3, 21), (5, 21)])                                                      # two copses
paint("woods", [(17, 6), (16, 7), (25, 12), (8, 15), (9, 15)])
paint("orchard", [(7, 3), (6, 4), (10, 21), (26, 18), (26, 19)])
paint("hills", sorted(HILL_212 | KUPPE | RIDGE_UPLAND))
paint("rough", [(13, 3), (20, 8), (27, 22)])
paint("marsh", [(17, 20), (17, 21), (18, 21)])
paint("no-entry", [(6, 16), (7, 16), (6, 17)])                                          # Mühlteich (lake)

# --- Hexsides -------------------------------------------------------------

CRESTS = region_ring(HILL_212) + region_ring(KUPPE)
# The ridge's south face: hexsides from its upland (rows 17-18) to the rows below.
CRESTS += [(h, k) for h, k in region_ring(RIDGE_UPLAND) if neighbour(h, k)[1] > 18]

# The Alde: down the boundary of columns 18|19 to row 12, a bend east, then
# down the boundary of columns 20|21 to the south edge. (west hex, east hex).
RIVER = []
for r in range(13):
    for n in (neighbour((18, r), 5), neighbour((18, r), 0)):
        if on_map(n):
            RIVER.append(((18, r), n))
RIVER += [((18, 13), (19, 12)), ((19, 13), (19, 12)), ((20, 13), (19, 12)), ((20, 13), (20, 12)), ((20, 13), (21, 12))]
for r in range(13, ROWS):
    RIVER.append(((20, r), neighbour((20, r), 0)))
    if r > 13:
        RIVER.append(((20, r), neighbour((20, r), 5)))
BRIDGES = [((18, 4), (19, 4)), ((18, 11), (19, 11)), ((20, 20), (21, 20))]
FERRIES = [((20, 16), (21, 16))]

# --- Links hex to hex [14.6, 29.41] ----------------------------------------

LINKS = [
    ("reichsstrasse", "raised-road", [(c, 12) for c in range(14)]),
    ("nordweg", "road", chain(((6, 3), (18, 4)), ((19, 4), (24, 5)))),
    ("kesseler-strasse", "road", chain(((16, 11), (18, 11)), ((19, 11), (24, 6)), ((25, 6), (29, 6)))),
    ("muehler-strasse", "road", chain(((9, 20), (20, 20)), ((21, 20), (22, 22)), ((22, 22), (22, 24)))),
    ("faehrweg", "track", chain(((16, 13), (20, 16)), ((21, 16), (27, 18)), ((27, 18), (29, 17)))),
    ("nordbahn", "railroad", chain(((12, 0), (13, 10)), [(13, 11)], ((12, 12), (12, 18)))),
    ("suedbahn", "raised-railroad", chain(((12, 18), (12, 24)))),
    ("waldweg", "trail", chain(((6, 3), (3, 6)))),
    ("holzpfad", "path", chain(((3, 6), (4, 14)))),
    ("westweg", "road", chain(((0, 3), (6, 3)))),
    ("lindauer-weg", "track", chain(((0, 20), (9, 20)))),
]

# --- Markers [15.4.2, 15.4.3] and entry hexes [8.0] -------------------------

MARKERS = [
    ((8, 2), "strongpoint", ""),
    ((15, 12), "strongpoint", "Blue"),
    ((21, 20), "strongpoint", ""),
    ((21, 1), "observation-post", ""),
    ((10, 2), "observation-post", "Red"),
    ((27, 9), "observation-post", ""),
]

# Blue first: drawings number the sides in the order their entry hexes come,
# and the style's first side colour is blue, its second red.
ENTRIES = [
    ((29, 6), ["2MD", "8ID"], "Blue"),
    ((29, 17), ["8ID"], "Blue"),
    ((22, 24), ["2MD"], "Blue"),
    ((0, 3), ["11LD"], "Red"),
    ((0, 12), ["11LD", "5GR"], "Red"),
    ((0, 20), ["5GR"], "Red"),
    ((12, 0), ["5GR"], "Red"),
]


def check():
    problems = []
    for h, ts in DOTS.items():
        if not on_map(h):
            problems.append(f"dot off the map: {h}")
        if len(set(ts)) > 1:
            problems.append(f"two dots in {label(h)}: {ts}")
    for a, b in RIVER + BRIDGES + FERRIES:
        if side_to(a, b) is None or not on_map(a) or not on_map(b):
            problems.append(f"not a hexside on the map: {a}|{b}")
    sides = {frozenset(p) for p in RIVER}
    for p in BRIDGES + FERRIES:
        if frozenset(p) not in sides:
            problems.append(f"crossing not on the river: {p}")
    ids = set()
    for lid, _, hexes in LINKS:
        if lid in ids:
            problems.append(f"link id twice: {lid}")
        ids.add(lid)
        if len(hexes) < 2 or len(set(hexes)) != len(hexes):
            problems.append(f"link {lid}: fewer than two hexes or a hex twice")
        for a, b in zip(hexes, hexes[1:]):
            if side_to(a, b) is None:
                problems.append(f"link {lid}: {label(a)} and {label(b)} are not adjacent")
        for h in hexes:
            if not on_map(h):
                problems.append(f"link {lid} leaves the map at {h}")
        crossings = {frozenset(p) for p in zip(hexes, hexes[1:])} & sides
        allowed = {frozenset(p) for p in BRIDGES + FERRIES}
        for p in crossings - allowed:
            problems.append(f"link {lid} crosses the river without a bridge at {sorted(p)}")
    for h, _, _ in MARKERS:
        if not on_map(h):
            problems.append(f"marker off the map: {h}")
    for h, _, _ in ENTRIES:
        if not on_map(h):
            problems.append(f"entry off the map: {h}")
    return problems


def attr(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def write():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           "<!-- Aldenfeld: a sample Grand Tactical Series board of crestline's own design (not from any",
           "     published game). Written by maps/boards/make_aldenfeld.py: do not edit by hand.",
           "     Terrain values: maps/catalogs/gts-sample.terrain.xml (crestline's own chart). -->",
           '<map version="2" id="aldenfeld" name="Aldenfeld" system="gts" metres-per-hex="500">',
           '  <catalog href="../catalogs/gts-sample.terrain.xml" />',
           f'  <grid orientation="flat" parity="odd" columns="{COLUMNS}" rows="{ROWS}" hex-size="60" origin-x="60" origin-y="52">',
           '    <labels scheme="digits" />',
           "  </grid>",
           "  <hexes>"]
    for h in sorted(DOTS, key=lambda h: (h[0], h[1])):
        for t in DOTS[h]:
            out.append(f'    <terrain hex="{label(h)}" terrain="{t}" />')
    hexsides = [(h, k, "crest") for h, k in CRESTS]
    crossing = {frozenset(p): t for ps, t in ((BRIDGES, "bridge"), (FERRIES, "ferry")) for p in ps}
    hexsides += [(a, side_to(a, b), crossing.get(frozenset((a, b)), "river")) for a, b in RIVER]
    for h, k, t in hexsides:
        out.append(f'    <hexside hex="{label(h)}" side="{SIDE_NAMES[k]}" terrain="{t}" />')
    for h, kind, owner in MARKERS:
        owner_attr = f' owner="{attr(owner)}"' if owner else ""
        out.append(f'    <marker hex="{label(h)}" kind="{kind}"{owner_attr} />')
    out.append("  </hexes>")
    out.append("  <links>")
    for lid, terrain, hexes in LINKS:
        out.append(f'    <link id="{lid}" terrain="{terrain}" hexes="{" ".join(label(h) for h in hexes)}" />')
    out.append("  </links>")
    out.append("  <entries>")
    for h, divisions, side in ENTRIES:
        out.append(f'    <entry hex="{label(h)}" divisions="{" ".join(divisions)}" side="{side}" />')
    out.append("  </entries>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def main():
    problems = check()
    for p in problems:
        print("ERROR:", p)
    if problems:
        return 1
    path = os.path.join(HERE, "aldenfeld.map.xml")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(write())
    print(f"wrote {path}: {len(DOTS)} painted hexes, {len(CRESTS)} crest hexsides, {len(RIVER)} river hexsides "
          f"({len(BRIDGES)} bridges, {len(FERRIES)} ferry), {len(LINKS)} links, {len(MARKERS)} markers, {len(ENTRIES)} entry hexes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
