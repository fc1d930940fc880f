#pragma once
// A VASSAL 3.7 module of one hex map (docs/vassal.md): the HexGrid and
// HexGridNumbering attributes that put every hex of a crestline grid where
// VASSAL computes it and give it the crestline label, the module's
// buildFile.xml and moduledata texts, and the .vmod zip as bytes (libzip, in
// memory; the caller saves the bytes atomically). Nothing here draws or
// writes files. A grid VASSAL cannot express exactly is refused with a
// sentence saying why, never exported with other names.

#include "geometry/hex_grid.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::vassal {

/// Where the crestline lattice lies on the board image, in pixels (x right,
/// y down, continuous: pixel (i, j) covers [i, i+1) x [j, j+1), as a VASSAL
/// board point (i, j) at zoom 1): lattice point (u, v) is at
/// (originX + u * unitU, originY + v * unitV).
struct BoardFrame {
    int width = 0, height = 0; ///< the image's size in pixels
    double originX = 0, originY = 0;
    double unitU = 0, unitV = 0;
    double x(double u) const { return originX + u * unitU; }
    double y(double v) const { return originY + v * unitV; }
};

/// VASSAL's HexGrid attributes (HexGrid.java): dx, dy, x0, y0, sideways.
struct HexGridAttributes {
    double dx = 0, dy = 0;
    int x0 = 0, y0 = 0;
    bool sideways = false;
};

/// VASSAL's HexGridNumbering attributes (RegularGridNumbering.java,
/// HexGridNumbering.java). Every one is written, none left to VASSAL's defaults.
struct NumberingAttributes {
    char first = 'H';       ///< 'H': column name first, 'V': row name first
    std::string sep;
    char hType = 'N', vType = 'N'; ///< 'N' numeric, 'A' alphabetic
    int hLeading = 0, vLeading = 0;
    int hOff = 0, vOff = 0;
    bool hDescend = false, vDescend = false;
    bool stagger = false;
};

struct VassalGrid {
    HexGridAttributes grid;
    NumberingAttributes numbering;
};

/// The lattice centre of the hex VASSAL counts from (its raw column and row
/// 0): the first hex of row (flat-top) or column (pointy-top) 0 that is not
/// shifted, index 0 with odd parity, 1 with even. The board image must put
/// it on a whole pixel (VASSAL's x0, y0 are integers).
geometry::IPoint vassalOriginCentre(const geometry::HexGrid& grid);

/// The VASSAL grid of `grid` drawn in `frame`, or nullopt with `problem` set
/// to the sentence saying what VASSAL cannot express (a label scheme, a
/// negative number, an origin off the whole pixels).
std::optional<VassalGrid> vassalGrid(const geometry::HexGrid& grid, const BoardFrame& frame, std::string* problem);

/// What the module says about itself and its board.
struct ModuleInfo {
    std::string name;        ///< the module's (and map window's) name
    std::string description;
    std::string boardName;
    std::string imageName;   ///< the image's name under images/ in the zip
    int width = 0, height = 0;
};

/// The VASSAL version the module declares.
inline constexpr const char* kVassalVersion = "3.7.0";

/// buildFile.xml: a GameModule with one Map, its BoardPicker, one Board with `grid`.
std::string buildFileXml(const ModuleInfo& info, const VassalGrid& grid);
/// moduledata: the module's name, version and VASSAL version.
std::string moduleDataXml(const ModuleInfo& info);

/// One entry of a zip.
struct ZipEntry {
    std::string name;
    std::string bytes;
};
/// The zip holding `entries` (in order, fixed time stamps), or nullopt with `error` set.
std::optional<std::string> zipBytes(const std::vector<ZipEntry>& entries, std::string* error);

} // namespace crestline::vassal
