#!/usr/bin/env python3
"""Write the sample Conflict of Heroes board kleinbach.map.xml.

Run from anywhere:  python3 maps/boards/make_kleinbach.py

A board of our own design (not from any published game): 13 columns x 10
rows, flat-top, odd columns shoved half a hex south, hexes labelled column
then row ("0101" .. "1310"). A hamlet of wood and stone buildings on a road
that crosses the map west to east, gardens and fields behind walls, plowed
fields, light and heavy woods, a mill pond and its brook, the Kleinbacher
Hoehe in the north-east (an L1 hill with an L2 top, steep on its south face
and gentle elsewhere) and a small L1 knoll in the south-west.
Catalog: maps/catalogs/coh.terrain.xml (the player aid's chart).

One terrain row a hex (a CoH hex has one terrain); a hex's level is the level
attribute of its <terrain> (map format 3). Steep hexsides are drawn exactly
where two hexes are two levels apart; every other level change is a gentle
slope (nothing drawn). Roads are links hex to hex [5.0.1]; walls are
hexsides [5.0.2].

Deterministic: the same file every run. Exits 1 without writing if a hex has
two terrains, a level is outside 0..2, a wall or link is not between two
adjacent on-map hexes, or anything is off the map. Stdlib only. The hexes
worth ruling LOS on are listed in README.md ("Kleinbach").
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS, ROWS = 13, 10
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


def neighbours(h):
    return [neighbour(h, k) for k in range(6)]


def side_to(a, b):
    for k in range(6):
        if neighbour(a, k) == b:
            return k
    return None


def on_map(h):
    return 0 <= h[0] < COLUMNS and 0 <= h[1] < ROWS


def label(h):
    return f"{h[0] + 1:02d}{h[1] + 1:02d}"


def hexes(*labels):
    """Zero-based (column, row) of each label "CCRR"."""
    return [(int(s[:2]) - 1, int(s[2:]) - 1) for s in labels]


# --- Levels (chart: Hills) ------------------------------------------------

LEVEL = {}
# Kleinbacher Hoehe: the L2 top, its L1 shoulders all round except the
# south face, where the top drops straight to the road (steep).
HILL_TOP = hexes("1002", "1102", "1103", "1203")
STEEP_FOOT = hexes("1104", "1204")                     # L0 right under the top
HILL_L1 = [n for h in HILL_TOP for n in neighbours(h)
           if on_map(n) and n not in HILL_TOP and n not in STEEP_FOOT]
HILL_L1 += hexes("0802", "0803", "0903")                # the western spur
KNOLL = hexes("0208", "0209", "0308")                   # Kapellenbuckel, L1
for h in HILL_L1 + KNOLL:
    LEVEL[h] = 1
for h in HILL_TOP:
    LEVEL[h] = 2

# --- Terrain (one row a hex) ---------------------------------------------

TERRAIN = {}


def paint(terrain, hs):
    for h in hs:
        if h in TERRAIN and TERRAIN[h] != terrain:
            PROBLEMS.append(f"{label(h)} painted {TERRAIN[h]} and {terrain}")
        TERRAIN[h] = terrain


PROBLEMS = []
# The hamlet along the road: a stone church and farmhouse, wooden barns and cottages.
paint("stone-building", hexes("0605", "0703"))           # the church, the Hofgut
paint("wood-building", hexes("0406", "0506", "0705", "0805"))
# Woods: the Grosser Busch (heavy, light fringe) in the south-east, a light
# copse on the hill's east shoulder, the Erlen (light) by the brook in the west.
paint("heavy-woods", hexes("1007", "1107", "1008", "1108", "1207"))
paint("light-woods", hexes("0907", "0908", "1208", "1109", "1302", "1303"))
paint("light-woods", hexes("0102", "0202", "0103"))
paint("heavy-woods", hexes("0101", "0201"))
# Plowed fields: north of the hamlet (walled) and south of it.
NORTH_FIELD = hexes("0302", "0402", "0303", "0403", "0502")
paint("plowed-field", NORTH_FIELD)
paint("plowed-field", hexes("0408", "0508", "0509", "0409"))
# The mill pond and its brook running to the south edge.
paint("water", hexes("0708", "0709", "0710", "0609"))
# Every hex with a level but no terrain row is open ground on the hill.
for h in sorted(LEVEL):
    TERRAIN.setdefault(h, "open")

# --- Walls [5.0.2]: round the north field, and the church garden ----------

GARDEN = hexes("0606", "0706")                           # open ground south of the church
WALLS = []


def wall_ring(region, skip=()):
    for h in sorted(region):
        for k in range(6):
            n = neighbour(h, k)
            if n in region or not on_map(n) or (h, n) in skip:
                continue
            WALLS.append((h, k))


wall_ring(NORTH_FIELD)
wall_ring(GARDEN, skip={tuple(hexes("0606", "0605"))})     # the church's own wall is its side
paint("open", GARDEN)

# --- Steep hexsides: exactly where two hexes are two levels apart --------

STEEP = []
for h in sorted(LEVEL):
    for k in range(6):
        n = neighbour(h, k)
        if on_map(n) and LEVEL.get(h, 0) - LEVEL.get(n, 0) == 2:
            STEEP.append((h, k))

# --- The road [5.0.1]: west edge to east edge through the hamlet ---------

ROAD = hexes("0106", "0206", "0306", "0405", "0505", "0604", "0704", "0804", "0904", "1004", "1104", "1204", "1305")
FELDWEG = hexes("0904", "0905", "1005", "1006", "1106", "1206", "1306")   # the lane to the east edge
LINKS = [("dorfstrasse", "road", ROAD), ("feldweg", "road", FELDWEG)]


def check():
    problems = list(PROBLEMS)
    for h, lv in LEVEL.items():
        if not on_map(h):
            problems.append(f"level off the map: {h}")
        if not 0 <= lv <= 2:
            problems.append(f"{label(h)}: level {lv} outside 0..2")
    for h in TERRAIN:
        if not on_map(h):
            problems.append(f"terrain off the map: {h}")
    for h, k in WALLS + STEEP:
        if not on_map(h) or not on_map(neighbour(h, k)):
            problems.append(f"hexside off the map: {label(h)} side {SIDE_NAMES[k]}")
    sides = [frozenset((h, neighbour(h, k))) for h, k in WALLS + STEEP]
    if len(set(sides)) != len(sides):
        problems.append("a hexside drawn twice")
    for lid, _, hs in LINKS:
        if len(hs) < 2 or len(set(hs)) != len(hs):
            problems.append(f"link {lid}: fewer than two hexes or a hex twice")
        for a, b in zip(hs, hs[1:]):
            if side_to(a, b) is None:
                problems.append(f"link {lid}: {label(a)} and {label(b)} are not adjacent")
        for h in hs:
            if not on_map(h):
                problems.append(f"link {lid} leaves the map at {h}")
    return problems


def write():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           "<!-- Kleinbach: a sample Conflict of Heroes board of crestline's own design (not from any",
           "     published game). Written by maps/boards/make_kleinbach.py: do not edit by hand.",
           "     Terrain values: maps/catalogs/coh.terrain.xml (the player aid's chart). -->",
           '<map version="3" id="kleinbach" name="Kleinbach" system="coh" metres-per-hex="40">',
           '  <catalog href="../catalogs/coh.terrain.xml" />',
           f'  <grid orientation="flat" parity="odd" columns="{COLUMNS}" rows="{ROWS}" hex-size="60" origin-x="60" origin-y="52">',
           '    <labels scheme="digits" />',
           "  </grid>",
           "  <hexes>"]
    for h in sorted(TERRAIN):
        lv = f' level="{LEVEL[h]}"' if LEVEL.get(h, 0) else ""
        out.append(f'    <terrain hex="{label(h)}" terrain="{TERRAIN[h]}"{lv} />')
    for h, k in STEEP:
        out.append(f'    <hexside hex="{label(h)}" side="{SIDE_NAMES[k]}" terrain="steep" />')
    for h, k in WALLS:
        out.append(f'    <hexside hex="{label(h)}" side="{SIDE_NAMES[k]}" terrain="wall" />')
    out.append("  </hexes>")
    out.append("  <links>")
    for lid, terrain, hs in LINKS:
        out.append(f'    <link id="{lid}" terrain="{terrain}" hexes="{" ".join(label(h) for h in hs)}" />')
    out.append("  </links>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def main():
    problems = check()
    for p in problems:
        print("ERROR:", p)
    if problems:
        return 1
    path = os.path.join(HERE, "kleinbach.map.xml")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(write())
    print(f"wrote {path}: {len(TERRAIN)} painted hexes ({sum(1 for v in LEVEL.values() if v == 1)} at L1, "
          f"{sum(1 for v in LEVEL.values() if v == 2)} at L2), {len(STEEP)} steep hexsides, {len(WALLS)} wall hexsides, "
          f"{len(LINKS)} road links")
    return 0


if __name__ == "__main__":
    sys.exit(main())
