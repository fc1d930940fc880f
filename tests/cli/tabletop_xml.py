"""Pieces of 15 mm tabletop table files for the tabletop CLI tests: polygon
points, axis-aligned rectangles and the spec's 1" square team bases."""


def pts(corners):
    """<pt> elements of the corners, written as given."""
    return "".join(f'<pt x="{x}" y="{y}"/>' for x, y in corners)


def rect(x0, x1, y0, y1):
    """[x0, x1] x [y0, y1], counter-clockwise."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def square(cx, cy):
    """A 1" square base centred on (cx, cy), front edge (the top, facing +y) first."""
    return [(cx + 0.5, cy + 0.5), (cx - 0.5, cy + 0.5), (cx - 0.5, cy - 0.5), (cx + 0.5, cy - 0.5)]
