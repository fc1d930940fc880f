#pragma once
// Tables for the tabletop LOS tests (tabletop-los.md, "Worked examples"):
// inches written as thousandths, teams as 1" square bases named by centre.

#include "geometry/los/systems/tabletop/tabletop_los.h"

#include <initializer_list>

namespace crestline::test::tabletop {

using namespace crestline::geometry::los::tabletop;

/// Inches to Thou, for values given in the spec to 1/1000".
inline Thou in(double inches) { return Thou(inches * 1000.0 + (inches < 0 ? -0.5 : 0.5)); }

/// An axis-aligned rectangle [x0, x1] x [y0, y1] in inches, counter-clockwise.
inline Polygon rect(double x0, double x1, double y0, double y1)
{
    return {{in(x0), in(y0)}, {in(x1), in(y0)}, {in(x1), in(y1)}, {in(x0), in(y1)}};
}

/// A team with a 1" square base centred on (cx, cy) inches, height h inches (spec examples).
inline Team team(int id, double cx, double cy, double h = 1.0, TeamType type = TeamType::Infantry)
{
    return Team{id, 0, type, rect(cx - 0.5, cx + 0.5, cy - 0.5, cy + 0.5), in(h)};
}

/// A piece given by its outline; height and level default to 0.
inline Piece piece(int id, PieceKind kind, Polygon outline, double h = 0.0, int level = 0)
{
    const Cover cover = kind == PieceKind::Building || kind == PieceKind::Wall ? Cover::Hard
                        : kind == PieceKind::Fence || kind == PieceKind::Hill ? Cover::None
                                                                               : Cover::Soft;
    return Piece{id, kind, cover, std::move(outline), in(h), level, {}};
}

inline Table table(std::initializer_list<Piece> pieces) { return Table{pieces, {}}; }

/// LOS between two teams, checked both ways round (reciprocity is the spec's, "Reciprocity").
inline bool los(const Table& t, const Team& f, const Team& g) { return decideLos(t, f, g).los; }

} // namespace crestline::test::tabletop
