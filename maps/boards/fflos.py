"""Exact lattice-frame geometry and a reference reading of the FF LOS rules.

Helper module for make_boards.py (stdlib only). Everything is computed
exactly (coordinates as integer thousandths, positions along a string as
fractions.Fraction), so ties (a string grazing a corner, running along a
hexside, passing through a vertex) are decided exactly, as the C++ code must.

The LOS verdict follows /work/shared/specs/ff-los.md ("The verdict", steps
1-5) without Smoke and without the road-corridor exception; the cases that
turn on it are listed in boards_design.ROAD_CASES and left to the C++ tests.
It does not apply the obstacle-hex condition of [24.53] either; no bundled
blind case depends on it.
"""

from fractions import Fraction as F

# ---------------------------------------------------------------------------
# Hex lattice (flat-top, odd columns shifted down, see shared/specs/lattice.md)

# Coordinates are held as integers in thousandths of a lattice unit (every
# map coordinate has at most 3 decimals), so orientation tests are plain
# integer arithmetic; only string parameters and points along it are Fractions.
SCALE = 1000
CORNER_OFFSETS = tuple((du * SCALE, dv * SCALE)
                       for du, dv in ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1)))


def scaled(q):
    """Exact lattice coordinate (Fraction) -> integer thousandths."""
    x = q * SCALE
    if x.denominator != 1:
        raise ValueError(f"{q} has more than 3 decimals")
    return int(x)


def centre(c, r):
    """Lattice centre of zero-based column c, row r (thousandths)."""
    return (3 * c * SCALE, (2 * r + (c & 1)) * SCALE)


def corners(c, r):
    cu, cv = centre(c, r)
    return [(cu + du, cv + dv) for du, dv in CORNER_OFFSETS]


def column_letters(c):
    """Spreadsheet letters: 0 -> A, 25 -> Z, 26 -> AA."""
    s = ""
    n = c + 1
    while n:
        n, k = divmod(n - 1, 26)
        s = chr(ord("A") + k) + s
    return s


def label(c, r):
    return f"{column_letters(c)}{r + 1}"


def parse_label(text):
    i = 0
    while i < len(text) and text[i].isalpha():
        i += 1
    letters, digits = text[:i].upper(), text[i:]
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return (n - 1, int(digits) - 1)


def neighbours(c, r, columns, rows):
    odd = c & 1
    cand = [(c, r - 1), (c, r + 1)]
    for dc in (-1, 1):
        if odd:
            cand += [(c + dc, r), (c + dc, r + 1)]
        else:
            cand += [(c + dc, r - 1), (c + dc, r)]
    return [(a, b) for a, b in cand if 0 <= a < columns and 0 <= b < rows]


def map_outline(columns, rows):
    """Boundary ring of the union of all hexes (edges used by one hex only)."""
    count = {}
    for c in range(columns):
        for r in range(rows):
            k = corners(c, r)
            for i in range(6):
                a, b = k[i], k[(i + 1) % 6]
                key = (min(a, b), max(a, b))
                count[key] = count.get(key, 0) + 1
    nxt = {}
    for (a, b), n in count.items():
        if n == 1:
            nxt.setdefault(a, []).append(b)
            nxt.setdefault(b, []).append(a)
    start = min(nxt)
    ring, prev, cur = [start], None, start
    while True:
        options = [p for p in nxt[cur] if p != prev]
        prev, cur = cur, options[0]
        if cur == start:
            break
        ring.append(cur)
    return ring


# ---------------------------------------------------------------------------
# Exact primitives

def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def sign(x):
    return (x > 0) - (x < 0)


def on_segment(p, a, b):
    """p on the closed segment ab."""
    if cross(a, b, p) != 0:
        return False
    return (min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]))


def segments_meet(a, b, c, d):
    """Closed segments ab and cd share at least one point."""
    if (max(a[0], b[0]) < min(c[0], d[0]) or max(c[0], d[0]) < min(a[0], b[0])
            or max(a[1], b[1]) < min(c[1], d[1]) or max(c[1], d[1]) < min(a[1], b[1])):
        return False
    d1, d2 = sign(cross(c, d, a)), sign(cross(c, d, b))
    d3, d4 = sign(cross(a, b, c)), sign(cross(a, b, d))
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (on_segment(a, c, d) or on_segment(b, c, d)
            or on_segment(c, a, b) or on_segment(d, a, b))


def signed_area2(ring):
    n = len(ring)
    return sum(ring[i][0] * ring[(i + 1) % n][1] - ring[(i + 1) % n][0] * ring[i][1]
               for i in range(n))


def bbox(pts):
    us = [p[0] for p in pts]
    vs = [p[1] for p in pts]
    return (min(us), min(vs), max(us), max(vs))


def boxes_meet(a, b):
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def edges(ring):
    n = len(ring)
    return [(ring[i], ring[(i + 1) % n]) for i in range(n)]


def ring_problems(ring):
    """Reasons the ring is not a simple polygon with non-zero area."""
    out = []
    n = len(ring)
    if n < 3:
        return ["fewer than 3 vertices"]
    if len(set(ring)) != n:
        out.append("repeated vertex")
    if signed_area2(ring) == 0:
        out.append("zero area")
    es = edges(ring)
    for i in range(n):
        for j in range(i + 1, n):
            a, b = es[i]
            c, d = es[j]
            if j == i + 1 or (i == 0 and j == n - 1):
                # neighbours share one vertex; collinear and pointing the same way = folded back
                shared = b if j == i + 1 else a
                p = a if shared == b else b
                q = d if shared == c else c
                dot = ((p[0] - shared[0]) * (q[0] - shared[0])
                       + (p[1] - shared[1]) * (q[1] - shared[1]))
                if cross(shared, p, q) == 0 and dot > 0:
                    out.append(f"edges {i} and {j} overlap")
            elif segments_meet(a, b, c, d):
                out.append(f"edges {i} and {j} intersect")
    return out


def point_in_ring(p, ring):
    """2 inside, 1 on boundary, 0 outside (exact)."""
    inside = False
    for a, b in edges(ring):
        if on_segment(p, a, b):
            return 1
        if (a[1] > p[1]) != (b[1] > p[1]):
            s = cross(a, b, p)
            if (s > 0) == (b[1] > a[1]):
                inside = not inside
    return 2 if inside else 0


def point_in_area(p, area):
    """Closed area (outer ring minus open holes): True if p is in it."""
    if point_in_ring(p, area["outer"]) == 0:
        return False
    return all(point_in_ring(p, h) != 2 for h in area["holes"])


def rings_disjoint(r1, r2):
    """No shared point at all between the closed regions of two rings."""
    for a, b in edges(r1):
        for c, d in edges(r2):
            if segments_meet(a, b, c, d):
                return False
    return point_in_ring(r1[0], r2) == 0 and point_in_ring(r2[0], r1) == 0


def ring_strictly_inside(inner, outer):
    """Closed region of inner lies in the open interior of outer."""
    if any(point_in_ring(p, outer) != 2 for p in inner):
        return False
    for a, b in edges(inner):
        for c, d in edges(outer):
            if segments_meet(a, b, c, d):
                return False
    return True


def seg_seg_dist2_positive_at_least(a, b, c, d, limit2):
    """True if the distance between closed segments ab and cd is >= sqrt(limit2)."""
    if segments_meet(a, b, c, d):
        return False

    def pt_seg_d2(p, s, e):
        dx, dy = e[0] - s[0], e[1] - s[1]
        ll = dx * dx + dy * dy
        t = F((p[0] - s[0]) * dx + (p[1] - s[1]) * dy, ll)
        t = min(F(1), max(F(0), t))
        qx, qy = s[0] + t * dx - p[0], s[1] + t * dy - p[1]
        return qx * qx + qy * qy

    return min(pt_seg_d2(a, c, d), pt_seg_d2(b, c, d),
               pt_seg_d2(c, a, b), pt_seg_d2(d, a, b)) >= limit2


# ---------------------------------------------------------------------------
# The string: parameter t in [0, 1] from P to Q

def at(P, Q, t):
    return (P[0] + (Q[0] - P[0]) * t, P[1] + (Q[1] - P[1]) * t)


def ring_params(P, Q, ring):
    """Parameters where segment PQ meets the boundary of ring (exact)."""
    out = set()
    d = (Q[0] - P[0], Q[1] - P[1])
    dd = d[0] * d[0] + d[1] * d[1]
    for a, b in edges(ring):
        e = (b[0] - a[0], b[1] - a[1])
        den = d[0] * e[1] - d[1] * e[0]
        if den == 0:
            if cross(P, Q, a) == 0:   # collinear edge: its ends matter
                for x in (a, b):
                    out.add(F((x[0] - P[0]) * d[0] + (x[1] - P[1]) * d[1], dd))
            continue
        w = (a[0] - P[0], a[1] - P[1])
        t = F(w[0] * e[1] - w[1] * e[0], den)
        s = F(w[0] * d[1] - w[1] * d[0], den)
        if 0 <= s <= 1:
            out.add(t)
    return out


def area_params(P, Q, area):
    out = ring_params(P, Q, area["outer"])
    for h in area["holes"]:
        out |= ring_params(P, Q, h)
    return out


def samples(crit, lo, hi, lo_open, hi_open):
    """Parameters to test in the interval: critical points and the midpoints
    between consecutive ones (the set is constant between critical points)."""
    pts = sorted({t for t in crit if lo < t < hi} | {lo, hi})
    out = []
    for i, t in enumerate(pts):
        if (t == lo and lo_open) or (t == hi and hi_open):
            pass
        else:
            out.append(t)
        if i + 1 < len(pts):
            out.append((t + pts[i + 1]) / 2)
    return out


def first_touch(P, Q, area, lo, hi, lo_open=True, hi_open=True):
    """First parameter in the interval where PQ touches the closed area, or None."""
    if lo > hi or (lo == hi and (lo_open or hi_open)):
        return None
    for t in samples(area_params(P, Q, area), lo, hi, lo_open, hi_open):
        if point_in_area(at(P, Q, t), area):
            return t
    return None


def hex_interval(P, Q, c, r):
    """[t0, t1] of PQ inside the closed hexagon of (c, r), or None (convex)."""
    ring = corners(c, r)
    crit = ring_params(P, Q, ring) | {F(0), F(1)}
    inside = [t for t in crit if 0 <= t <= 1 and point_in_ring(at(P, Q, t), ring)]
    if not inside:
        return None
    return (min(inside), max(inside))


# ---------------------------------------------------------------------------
# A board as the rules see it

class Board:
    """Features in the lattice frame, with the ground model of [24.5]."""

    def __init__(self, board_id, columns, rows, features):
        self.id = board_id
        self.columns, self.rows = columns, rows
        self.features = features
        self.levels = [f for f in features if f["kind"] == "level"]
        self.obstacles = [f for f in features if f["kind"] == "obstacle"]
        self.hindrances = [f for f in features if f["kind"] == "hindrance"]
        for f in features:
            f["bbox"] = bbox(f["area"]["outer"])

    # [24.5] ground level: the highest hill holding p (closed), else -1 inside
    # a depression (open), else 0; a point on a crest line takes the higher level.
    def ground(self, p):
        best = None
        for f in self.levels:
            lv = f["elevation"]
            if lv > 0 and boxes_meet(f["bbox"], p + p) and point_in_area(p, f["area"]):
                best = lv if best is None else max(best, lv)
        if best is not None:
            return best
        for f in self.levels:
            if f["elevation"] < 0 and point_in_ring(p, f["area"]["outer"]) == 2:
                return f["elevation"]
        return 0

    def hex_level(self, c, r):
        return self.ground(centre(c, r))

    def is_crest(self, c, r):
        hexring = corners(c, r)
        hb = bbox(hexring)
        for f in self.levels:
            if not boxes_meet(f["bbox"], hb):
                continue
            ring = f["area"]["outer"]
            if any(point_in_ring(p, hexring) for p in ring):
                return True
            for a, b in edges(ring):
                for x, y in edges(hexring):
                    if segments_meet(a, b, x, y):
                        return True
        return False

    def touches_hex(self, feature, c, r):
        hexring = corners(c, r)
        if not boxes_meet(feature["bbox"], bbox(hexring)):
            return False
        outer = feature["area"]["outer"]
        if any(point_in_ring(p, hexring) for p in outer):
            return True
        if any(point_in_area(p, feature["area"]) for p in hexring):
            return True
        for a, b in edges(outer):
            for x, y in edges(hexring):
                if segments_meet(a, b, x, y):
                    return True
        return False

    # -----------------------------------------------------------------------
    def los(self, s, t):
        """Verdict for sighter hex s and target hex t (zero-based (c, r)).

        Returns (verdict, rule, feature id or None, hindrance): verdict is
        "clear", "hindered", "blocked" or "blind"."""
        if s == t:
            return ("clear", "23.1", None, 1)
        P, Q = centre(*s), centre(*t)
        sb = bbox([P, Q])
        a, b = self.hex_level(*s), self.hex_level(*t)
        top = max(a, b)
        iS, iT = hex_interval(P, Q, *s), hex_interval(P, Q, *t)
        lo, hi = iS[1], iT[0]          # sigma' is the open interval (lo, hi)
        has_mid = lo < hi

        # [24.512, 24.513] crests
        m = top + 1 if a == b else top
        if has_mid:
            crit = set()
            for f in self.levels:
                if boxes_meet(f["bbox"], sb):
                    crit |= area_params(P, Q, f["area"])
            for u in samples(crit, lo, hi, True, True):
                if self.ground(at(P, Q, u)) >= m:
                    rule = "24.513" if a == b else "24.512"
                    return ("blocked", rule, self._level_feature_at(at(P, Q, u), m), 1)

        # [24.4, 24.52] obstacles at or above the higher end
        if has_mid:
            for f in self.obstacles:
                if f["level"] >= top and boxes_meet(f["bbox"], sb) \
                        and first_touch(P, Q, f["area"], lo, hi) is not None:
                    return ("blocked", "24.52" if top > 0 else "24.4", f["id"], 1)

        # [24.53] blind hexes
        if a != b and has_mid:
            D = t if a > b else s
            U = s if D == t else t
            iD = iT if D == t else iS
            for O in neighbours(D[0], D[1], self.columns, self.rows):
                if O == U:
                    continue
                iO = hex_interval(P, Q, *O)
                if iO is None or max(iO[0], iD[0]) > min(iO[1], iD[1]):
                    continue
                if self.hex_level(*D) > self.hex_level(*O):
                    continue
                # sigma' inside R(O): the open (lo, hi) cut down to [iO]
                o_lo, o_hi = max(lo, iO[0]), min(hi, iO[1])
                lo_open, hi_open = o_lo == lo, o_hi == hi
                for f in self.obstacles:
                    if f["level"] < top and boxes_meet(f["bbox"], sb) and first_touch(
                            P, Q, f["area"], o_lo, o_hi, lo_open, hi_open) is not None:
                        return ("blind", "24.53", f["id"] + "@" + label(*O), 1)

        # [23.3, 24.54] hindrances at or above the higher end
        hind, who = 1, None
        if has_mid:
            for f in self.hindrances:
                if f["level"] >= top and f["hindrance"] > hind and boxes_meet(f["bbox"], sb) \
                        and first_touch(P, Q, f["area"], lo, hi) is not None:
                    hind, who = f["hindrance"], f["id"]
        if hind > 1:
            return ("hindered", "23.31", who, hind)
        return ("clear", "23.1", None, 1)

    def _level_feature_at(self, p, m):
        best = None
        for f in self.levels:
            lv = f["elevation"]
            if lv >= m and point_in_area(p, f["area"]):
                if best is None or lv > best[0]:
                    best = (lv, f["id"])
        return best[1] if best else "ground>=%d" % m
