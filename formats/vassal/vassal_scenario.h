#pragma once
// A VASSAL 3.7 module of a scenario (docs/vassal.md "Scenarios"): one map
// window per scenario map, each with one board, its hex grid inside a
// ZonedGrid whose Zones are the set-up areas and objectives, SetupStacks of
// the public at-start units at their hex centres, a piece palette of every
// public piece (at start and reinforcements), and a chart window of the
// set-up sheet's pages. This file only writes text: the images are drawn and
// the zip is saved by the job (editor/jobs/vassal_jobs_scenario.*). Names no
// rule system.

#include "formats/vassal/vassal_module.h"
#include "geometry/hex_grid.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::vassal {

/// A piece as VASSAL's PieceSlot holds it: a BasicPiece with one image and a name.
struct PieceDef {
    std::string name;  ///< the piece's name (BasicPiece commonName)
    std::string image; ///< its image's name under images/
    int gpid = 0;      ///< the slot's unique piece id (gpid)
    int width = 0, height = 0;
};

/// VASSAL's SquareGrid (SquareGrid.java: x0, y0 the centre of raw cell
/// (0, 0), dx, dy the spacing) and its SquareGridNumbering; `locationFormat`
/// wraps the numbering's name ("C$gridLocation$").
struct SquareGridDef {
    double dx = 0, dy = 0;
    int x0 = 0, y0 = 0;
    NumberingAttributes numbering;
    std::string locationFormat = "$gridLocation$";
};

/// A VASSAL Zone: a polygon in board pixels ("x,y;x,y;...").
struct ZoneDef {
    std::string name;
    std::vector<std::pair<int, int>> points;
    /// The zone's own grid (useParentGrid false); unset: the board's grid.
    std::optional<SquareGridDef> grid;
    /// Without a grid of its own and with `named`: its location is its name.
    bool named = false;
};

/// A SetupStack: pieces put on a board at a pixel when a game starts.
struct StackDef {
    std::string name;
    std::string location; ///< the hex's label (for people; placed by x, y)
    int x = 0, y = 0;     ///< board pixels
    std::vector<PieceDef> pieces;
};

struct BoardDef {
    std::string mapName;   ///< the map window's name (unique in the module)
    std::string boardName; ///< the board's name (unique in the module)
    std::string image;     ///< under images/
    int width = 0, height = 0;
    VassalGrid grid;                   ///< the hex grid, unless `square` is set
    std::optional<SquareGridDef> square; ///< a square grid instead (card maps)
    bool gridless = false;             ///< no grid at all (a board measured in inches)
    /// The map's LOS_Thread measures ranges in units of this many pixels (an
    /// inch of a table); 0: no thread.
    int rangeScale = 0;
    std::vector<ZoneDef> zones; ///< none: a bare HexGrid, else a ZonedGrid around it
    std::vector<StackDef> stacks;
};

/// A tab of the piece palette.
struct PaletteTab {
    std::string name;
    std::vector<PieceDef> pieces;
};

/// A page of the chart window.
struct ChartDef {
    std::string name;
    std::string image;
};

struct ModuleDef {
    std::string name;
    std::string description;
    std::vector<std::string> sides;  ///< the PlayerRoster's sides; empty: none
    std::vector<BoardDef> boards;
    std::vector<PaletteTab> palette; ///< empty: no piece palette
    std::string chartTitle;          ///< the chart window's button
    std::vector<ChartDef> charts;    ///< empty: no chart window
    int nextGpid = 1;
};

/// buildFile.xml of the module.
std::string buildFileXml(const ModuleDef& module);

/// A BasicPiece's PieceSlot text: an AddPiece command as VASSAL's
/// BasicCommandEncoder writes it, "+/null/piece;;;IMAGE;NAME/null;0;0;GPID;0",
/// the name and image escaped as VASSAL's SequenceEncoder does.
std::string pieceSlotText(const PieceDef& piece);
/// VASSAL's SequenceEncoder: `values` joined by `delim`, each escaped.
std::string sequenceEncode(const std::vector<std::string>& values, char delim);

/// The outline of a set of hexes as lattice loops: every hexside of a hex in
/// the set that does not border another hex of the set, chained into closed
/// loops (each without its closing point repeated), loops in a fixed order.
std::vector<std::vector<geometry::IPoint>> hexOutline(const geometry::HexGrid& grid, const std::vector<geometry::OffsetCoord>& hexes);
/// The loops as one VASSAL polygon: loop after loop, each entered from and
/// left back to the first loop's first point. Java's Polygon fills and
/// tests by the even-odd rule, so the doubled bridges add nothing and the
/// polygon covers exactly the hexes (holes stay holes).
std::vector<std::pair<int, int>> zonePolygon(const std::vector<std::vector<geometry::IPoint>>& loops, const BoardFrame& frame);
/// Even-odd point in polygon (as java.awt.Polygon.contains), for the tests.
bool polygonContains(const std::vector<std::pair<int, int>>& polygon, double x, double y);

} // namespace crestline::vassal
