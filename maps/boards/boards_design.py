"""The two sample boards as design data (lattice frame, see README.md)."""

from fractions import Fraction as F


def smooth(control, pinned=()):
    """One round of Chaikin corner cutting: a closed control polygon on a
    half-unit grid becomes a smooth ring with twice the vertices, on an
    eighth-unit grid (exact as decimals and as binary doubles). Control points
    whose indices are in `pinned` stay put as sharp corners (a crest or an
    edge that must pass exactly through a chosen point)."""
    pts = [(F(str(u)), F(str(v))) for u, v in control]
    assert all((2 * x).denominator == 1 for p in pts for x in p), "control points on a 0.5 grid"
    out = []
    for i, a in enumerate(pts):
        b = pts[(i + 1) % len(pts)]
        if i in pinned:
            out.append(a)
        out.append((a[0] * 3 / 4 + b[0] / 4, a[1] * 3 / 4 + b[1] / 4))
        out.append((a[0] / 4 + b[0] * 3 / 4, a[1] / 4 + b[1] * 3 / 4))
    return out


def rect(u0, v0, u1, v1):
    """Axis-aligned rectangle (square on the ground: u and v are orthogonal)."""
    return [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]


# Millbrook's High Street runs along the hex row line v = 24 - u/3, through
# the centres of A13, B12, C12, D11, E11, F10, G10, H9 and I9.
def street(t):
    """Point t along the High Street line: t = 0.5 is A13's centre, +1 per column."""
    t = F(str(t))
    return (F(-3, 2) + 3 * t, F(49, 2) - t)


def street_house(t0, length, depth, side, gap=0.625):
    """A house squared to the High Street: frontage from t0 along the street
    (direction (3,-1)), depth across it (direction (1,1), which is square to
    the street on the ground); side -1 = north of the street, +1 = south."""
    length, depth, gap = F(str(length)), F(str(depth)), F(str(gap))
    u, v = street(t0)
    near = (u + side * gap, v + side * gap)
    far = (u + side * (gap + depth), v + side * (gap + depth))
    along = (3 * length, -length)
    return [near, (near[0] + along[0], near[1] + along[1]),
            (far[0] + along[0], far[1] + along[1]), far]


def area(fid, terrain, outer, label=None, holes=()):
    f = {"id": fid, "terrain": terrain, "outer": outer}
    if holes:
        f["holes"] = list(holes)
    if label:
        f["label"] = label
    return f


def line(fid, terrain, path, width=None, label=None):
    f = {"id": fid, "terrain": terrain, "path": path}
    if width is not None:
        f["width"] = width
    if label:
        f["label"] = label
    return f


# ---------------------------------------------------------------------------
# Ridge Farm

RIDGE_FARM = {
    "id": "ridge-farm",
    "name": "Ridge Farm",
    "features": [
        # Long Ridge: a west-east ridge with a broad spur running south to the farm.
        area("ridge-1", "hill-1", smooth([
            (4, 9), (7.5, 4.5), (14, 3), (22, 3.5), (30, 2.5), (38, 1.5), (46.5, 2.5), (52, 6.5),
            (51, 11), (44, 13), (38, 15), (37, 21), (29.5, 23), (22.5, 19.5), (12, 14.5)]),
            "Long Ridge"),
        area("ridge-2", "hill-2", smooth([
            (9, 8), (12.5, 5.5), (18, 4.5), (24, 6), (30, 5), (37, 3.5), (44, 4), (48.5, 7),
            (47, 10.5), (40, 11.5), (33.5, 12), (27, 10.5), (20, 12), (13, 11.5)])),
        area("hill-112", "hill-3", smooth([
            (13, 7), (16, 5.5), (20, 6), (22.5, 8), (20.5, 10), (16, 10.5), (13.5, 9.5)]),
            "Hill 112"),
        area("beacon-3", "hill-3", smooth([
            (34, 6), (37, 4.5), (42, 5), (44.5, 7), (43, 9.5), (38, 10), (34.5, 8.5)]),
            "Beacon Hill"),
        area("beacon-4", "hill-4", smooth([
            (38, 5.5), (39.5, 5), (41, 6.5), (40, 7.5), (38.5, 7.5), (37.5, 7)]),
            "Beacon cairn"),
        area("signal-1", "hill-1", smooth([
            (41, 19), (45, 17), (50, 16.5), (55, 18), (57.5, 21.5), (56, 25.5), (51, 27.5),
            (45, 27), (41.5, 24.5)]), "Signal Knoll"),
        area("signal-2", "hill-2", smooth([
            (45.5, 20.5), (48.5, 19), (52, 19.5), (54, 22), (52.5, 24.5), (48.5, 25.5),
            (45.5, 23.5)])),
        area("hollow", "depression", smooth([
            (2, 20), (5, 17.5), (10, 17.5), (15, 18.5), (18, 21), (17.5, 24.5), (13, 27),
            (7, 27.5), (2.5, 25.5), (0.5, 23)]), "The Hollow"),
        area("barn", "building", rect(28, 14.25, 29.5, 16), "Barn"),
        area("farmhouse", "building", rect(31.5, 13.75, 34.25, 15.25), "Farmhouse"),
        area("byre", "building", rect(32.25, 16.5, 34.25, 17.5), "Byre"),
        area("mill", "building", rect(8.25, 22.5, 10, 23.75), "Old mill"),
        area("cottage", "building", rect(38.25, 21.25, 40, 22.75), "Roadside cottage"),
        area("orchard", "rough", smooth([(24, 15.5), (27, 16.5), (28, 19), (26, 20), (24, 18.5)]),
             "Orchard"),
        area("ridge-wood", "woods", smooth([(23.5, 7), (26, 6.5), (28.5, 7.5), (28.5, 9.5),
                                            (26, 10), (23.5, 9.5)]), "Ridge Wood"),
        area("beacon-copse", "woods", smooth([(53, 1), (56, 0.5), (58, 2), (57.5, 5), (55, 6),
                                              (53, 4)]), "Beacon Copse"),
        area("south-wood", "woods", smooth([(21, 24), (23.5, 23), (26.5, 23.5), (28, 25.5),
                                            (27.5, 28.5), (24, 29), (21, 28.5), (20.5, 26)]),
             "South Wood", holes=[smooth([(23, 25), (24, 24.5), (25, 25), (25, 27), (24, 27.5),
                                          (23, 27)])]),
        area("broom", "rough", smooth([(37, 24), (39.5, 23.5), (41, 24.5), (40.5, 26),
                                       (38, 26.5), (36.5, 25.5)]), "Broom patch"),
        area("thistles", "rough", smooth([(42, 26.5), (44.5, 27), (45.5, 28.5), (43, 29),
                                          (41.5, 28)]), "Thistle field"),
        line("ridge-road", "road", [(-2, 16), (6, 16.25), (14, 16.5), (20, 17.5), (26, 20.5),
                                    (30, 22), (38, 20), (44, 15.5), (52, 14.5), (59, 13)],
             width=0.5, label="Ridge Road"),
        line("farm-lane", "road", [(30, 12), (30, 29)], width=0.5, label="Farm Lane"),
        line("ridge-track", "road", [(30, 12), (30.5, 9.5), (29.5, 6.5), (27.5, 3.5), (27, 0)],
             width=0.375, label="Ridge track"),
        line("farmyard-wall", "wall", [(31, 12.75), (35, 12.75), (35, 18.25), (31.75, 18.25)]),
        line("hollow-brook", "stream", [(7, 13.5), (7.5, 17), (8.5, 20), (9.5, 23), (11, 26),
                                        (10.5, 29.5)], label="Hollow Brook"),
    ],
}

# ---------------------------------------------------------------------------
# Millbrook

MILLBROOK = {
    "id": "millbrook",
    "name": "Millbrook",
    "features": [
        # Windmill Hill: three tiers in the north-west, the windmill on top.
        area("windmill-1", "hill-1", smooth([
            (1, 3), (5, 1), (12, 0.5), (19, 1.5), (24, 4), (26, 8), (24, 12.5), (19, 14),
            (13, 14.5), (7, 13.5), (2, 11), (0, 7)]), "Windmill Hill"),
        area("windmill-2", "hill-2", smooth([
            (5, 5), (10, 3), (16, 3.5), (21, 6), (21.5, 9.5), (17, 12), (11, 12.5), (6, 9.5)])),
        area("windmill-3", "hill-3", smooth([
            (10, 5.5), (14, 4.5), (17, 6.5), (16, 9), (12, 9.5), (9.5, 8)])),
        # Church Knoll in the east; its south spur ends in a sharp point exactly on
        # the P10/P11 hexside midpoint (45,20).
        area("church-1", "hill-1", smooth([
            (40, 8), (45, 5.5), (51, 5), (56, 7.5), (57.5, 12.5), (55, 17.5), (50, 18.5),
            (45, 20), (42, 18), (39.5, 12.5)], pinned={7}), "Church Knoll"),
        area("church-2", "hill-2", smooth([
            (47, 9), (50.5, 8), (54, 10.5), (53.5, 14.5), (50, 16), (47, 15), (46, 12)])),
        # The Bottoms: water meadows along the brook, one level down.
        area("bottoms", "depression", smooth([
            (27, 11), (31, 9.5), (35, 11), (37, 15), (38.5, 20), (36.5, 24.5), (32, 26), (28, 24),
            (26, 19), (25.5, 14), (30, 13), (26.5, 12)]), "The Bottoms"),
        # Buildings
        area("windmill", "building", [(13, 6.25), (13.75, 6), (14.5, 6.25), (14.75, 7),
                                      (14.5, 7.75), (13.75, 8), (13, 7.75), (12.75, 7)],
             "Windmill"),
        area("watermill", "building", rect(29, 17.25, 31, 18.75), "Watermill"),
        area("mill-house", "building", rect(32.5, 20.5, 34, 21.75), "Mill house"),
        area("red-lion", "building", rect(11.5, 18.25, 13.5, 19.5), "Red Lion"),
        area("forge", "building", rect(8.5, 22, 9.75, 23.25), "Forge"),
        area("house-1", "building", street_house(1.25, 0.5, 0.5, -1), "Cottages"),
        area("house-2", "building", street_house(2.25, 0.625, 0.375, -1)),
        area("house-3", "building", street_house(3.25, 0.5, 0.5, -1)),
        area("house-4", "building", street_house(6, 0.75, 0.5, -1), "Post office"),
        area("house-5", "building", street_house(7.25, 0.5, 0.625, -1)),
        area("house-6", "building", street_house(1.375, 0.625, 0.375, 1)),
        area("house-7", "building", street_house(4.375, 0.625, 0.5, 1)),
        area("house-8", "building", street_house(5.75, 0.5, 0.5, 1)),
        area("house-9", "building", street_house(7, 0.75, 0.5, 1), "Chapel"),
        area("church", "building", [(42.5, 13.25), (45.25, 13.25), (45.25, 13.625), (46, 13.625),
                                    (46, 14.375), (45.25, 14.375), (45.25, 14.75), (42.5, 14.75)],
             "St Mary's"),
        # Woods and rough
        area("brook-wood", "woods", smooth([(31.5, 2), (35, 1.5), (38, 3.5), (37.5, 7),
                                            (34.5, 8.5), (32, 6.5)]), "Brook Wood"),
        area("alder-carr", "woods", smooth([(29, 21.5), (31.5, 21), (32.5, 23), (31, 25),
                                            (28.5, 24)]), "Alder carr"),
        area("reed-bed", "rough", smooth([(33.5, 13), (35.5, 13.5), (36.5, 16.5), (34.5, 18),
                                          (33.5, 16)]), "Reed bed"),
        area("heath", "rough", smooth([(21.5, 3.5), (23.5, 5), (24.5, 8), (23, 10.5), (22, 8.5)]),
             "Heath"),
        area("allotments", "rough", smooth([(12, 24.5), (16, 23.5), (18.5, 25), (17.5, 27.5),
                                            (13, 27.5)]), "Allotments"),
        area("glebe-wood", "woods", smooth([(-0.5, 25.5), (3, 25), (6.5, 26), (7, 28.5), (3, 29),
                                            (-0.5, 28.5)]), "Glebe Wood"),
        area("long-spinney", "woods", smooth([(44, 24.5), (49, 23.5), (54.5, 25), (54, 27),
                                              (48.5, 26.5), (44.5, 27)]), "Long Spinney"),
        # Lines
        line("mill-brook", "stream", [(37, 0), (35.5, 4), (33, 8.5), (31, 12), (30.5, 16),
                                      (30, 18), (31, 22), (30, 26), (29.5, 29)],
             label="Mill Brook"),
        line("high-street", "road", [street(0), street(8.5), (28, 15.75), (32.25, 16.75),
                                     (36.5, 19.25), (41, 20.5), (46, 21.25), (52, 22), (59, 21)],
             width=0.625, label="High Street"),
        line("north-road", "road", [(27, 0), (27, 6), (26.5, 11), (24, 16)], width=0.5,
             label="North Road"),
        line("church-lane", "road", [(41, 20.5), (41, 17.5), (42, 15.75)], width=0.375,
             label="Church Lane"),
        line("field-wall", "wall", [(38.5, 29), (40, 25.5), (43, 23.5), (52, 23.25), (58, 24.5)]),
        line("churchyard-wall", "wall", [(42, 12.25), (46.5, 12.25), (46.5, 16.5), (42.5, 16.5)]),
    ],
}

BOARDS = [RIDGE_FARM, MILLBROOK]

# The LOS situations listed in README.md, as make_boards.py checks them against
# the reference reading of shared/specs/ff-los.md (fflos.py): board, sighter,
# target, verdict ("clear", "hindered 2", "blocked", "blind") and the rule that
# decides it. Each is also checked in reverse (LOS is reciprocal [23.1]).
LOS_CASES = [
    # Ridge Farm
    ("ridge-farm", "K1", "K13", "blocked", "24.513"),
    ("ridge-farm", "J2", "K10", "blocked", "24.513"),
    ("ridge-farm", "L6", "L12", "clear", None),
    ("ridge-farm", "K6", "K12", "blocked", "24.512"),
    ("ridge-farm", "K6", "K7", "clear", None),
    ("ridge-farm", "L12", "L6", "clear", None),
    ("ridge-farm", "Q11", "N4", "clear", None),
    ("ridge-farm", "Q11", "M5", "blocked", "24.512"),
    ("ridge-farm", "N1", "N4", "blocked", "24.512"),
    ("ridge-farm", "L11", "O12", "clear", None),
    ("ridge-farm", "L10", "L7", "blocked", "24.52"),
    ("ridge-farm", "I7", "K10", "blocked", "24.52"),
    ("ridge-farm", "K7", "K11", "clear", None),
    ("ridge-farm", "D9", "D12", "clear", None),
    ("ridge-farm", "D9", "D13", "blind", "24.53"),
    ("ridge-farm", "D9", "D14", "clear", None),
    ("ridge-farm", "L10", "L6", "blind", "24.53"),
    ("ridge-farm", "L11", "L6", "clear", None),
    ("ridge-farm", "N4", "N11", "clear", None),
    ("ridge-farm", "N4", "N12", "blind", "24.53"),
    ("ridge-farm", "N4", "N13", "blind", "24.53"),
    ("ridge-farm", "N4", "N14", "clear", None),
    ("ridge-farm", "H4", "K6", "blind", "24.53"),
    ("ridge-farm", "H4", "L6", "clear", None),
    ("ridge-farm", "H6", "K5", "blocked", "24.52"),
    ("ridge-farm", "K12", "P13", "clear", None),
    ("ridge-farm", "L11", "H9", "hindered 2", "23.31"),
    ("ridge-farm", "M14", "P14", "hindered 2", "23.31"),
    ("ridge-farm", "I13", "I15", "clear", None),
    ("ridge-farm", "H13", "J14", "blocked", "24.4"),
    ("ridge-farm", "B11", "F12", "clear", None),
    ("ridge-farm", "B12", "E13", "blocked", "24.4"),
    # Millbrook
    ("millbrook", "B12", "I9", "clear", None),  # along the High Street [24.8]
    ("millbrook", "A13", "E11", "clear", None),
    ("millbrook", "D11", "G10", "clear", None),  # along the High Street [24.8]
    ("millbrook", "E11", "G10", "clear", None),
    ("millbrook", "D11", "F10", "clear", None),
    ("millbrook", "C12", "E12", "blocked", "24.4"),
    ("millbrook", "O11", "Q11", "blocked", "24.513"),
    ("millbrook", "N11", "R11", "clear", None),
    ("millbrook", "G6", "K10", "clear", None),
    ("millbrook", "G6", "L10", "blind", "24.53"),
    ("millbrook", "G6", "L11", "clear", None),
    ("millbrook", "Q8", "J10", "blind", "24.53"),
    ("millbrook", "O7", "Q9", "blocked", "24.52"),
    ("millbrook", "N8", "Q8", "blind", "24.53"),
    ("millbrook", "H5", "P8", "blind", "24.53"),
    ("millbrook", "Q8", "F9", "blind", "24.53"),
    ("millbrook", "H3", "I6", "hindered 2", "23.31"),
    ("millbrook", "J8", "M9", "hindered 2", "23.31"),
    ("millbrook", "H9", "N8", "clear", None),
    ("millbrook", "A13", "F13", "hindered 2", "23.31"),
    ("millbrook", "J10", "L12", "blocked", "24.4"),
    ("millbrook", "Q8", "K13", "blind", "24.53"),
    ("millbrook", "J8", "K6", "blocked", "24.513"),
    ("millbrook", "M11", "Q11", "blocked", "24.512"),
    ("millbrook", "B5", "I5", "blocked", "24.513"),
    ("millbrook", "C4", "G4", "blocked", "24.513"),
]

# Cases that turn on the road exception [24.8] (a string wholly inside a road
# corridor ignores the hex's obstacles and hindrances). fflos.py does not
# model roads, so make_boards.py leaves these to the C++ tests (tests/cli).
ROAD_CASES = {
    ("millbrook", "B12", "I9"),
    ("millbrook", "D11", "G10"),
}
