#pragma once
// The edits of a map, each a command on maps::Map for the document's stack
// (command_stack.h). Features are named by their index in Map::features;
// vertices by feature, ring and index. Every command reports the lattice
// region it touched (old and new extents) and how feature indices moved, so
// the document updates the derived facts of those hexes only (maps/map_delta.h).
// Applying then reverting leaves the map equal to what it was, member for
// member, and so writes the same XML.

#include "editor/edit/command_stack.h"
#include "maps/map.h"
#include "maps/map_delta.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crestline::edit {

using MapCommand = Command<maps::Map, maps::MapDelta>;
using MapCommandStack = CommandStack<maps::Map, maps::MapDelta>;

/// A vertex of a feature: ring -1 is an area's outer ring or a line's path,
/// ring k >= 0 the area's hole k; index into that ring.
struct VertexRef {
    int feature = 0;
    int ring = -1;
    int index = 0;
    friend bool operator==(const VertexRef&, const VertexRef&) = default;
};

/// The lattice box an edit of a feature touches: maps::featureBox with the
/// holes, a line's widened by its width.
geometry::Box featureBox(const maps::Feature& feature);
/// The ring a vertex reference names (nullptr if the feature or ring does not exist).
const std::vector<geometry::Point>* ringOf(const maps::Map& map, const VertexRef& v);

// Features.
/// Adds a feature at `index` (unset: at the end, drawn on top).
std::unique_ptr<MapCommand> addFeature(maps::Feature feature, std::optional<int> index = std::nullopt);
std::unique_ptr<MapCommand> deleteFeature(int index);
/// Replaces feature `index` with `after` (any property, shape, terrain, level...), labelled `label`.
std::unique_ptr<MapCommand> replaceFeature(int index, maps::Feature after, std::string label);
/// Moves a feature by (du, dv); a drag's moves merge into one step.
std::unique_ptr<MapCommand> moveFeature(int index, geometry::Point offset);
/// Sets (or, with an empty value, removes) a free property of a feature.
std::unique_ptr<MapCommand> setFeatureProperty(int index, std::string name, std::string value);

// Vertices.
/// Moves a vertex to `to`; a drag's moves of the same vertex merge into one step.
std::unique_ptr<MapCommand> moveVertex(VertexRef vertex, geometry::Point to);
/// Inserts `p` before vertex `at.index` (index == ring size: at the end).
std::unique_ptr<MapCommand> insertVertex(VertexRef at, geometry::Point p);
std::unique_ptr<MapCommand> deleteVertex(VertexRef vertex);
/// Adds a hole ring to area feature `index`.
std::unique_ptr<MapCommand> addHole(int index, std::vector<geometry::Point> ring);

// Hex-based data.
/// Paints `terrain` on each hex (an empty terrain clears the hexes' painted terrain).
/// Hexes are painted in the order given; repeated hexes count once. A hex's
/// level (HexTerrain::level) survives any change of its terrain: clearing a
/// hex with a level leaves it `ground` (the catalog's default type, what an
/// unpainted hex shows) with its level, since a level is an attribute of
/// its <terrain>; with no `ground` such a hex keeps its terrain as well.
std::unique_ptr<MapCommand> paintHexes(std::vector<geometry::OffsetCoord> hexes, std::string terrain, std::string ground = {});
/// Sets the whole-hex level of each hex (Conflict of Heroes hills L1, L2),
/// never its terrain; nullopt clears the level (level 0 again, the attribute
/// gone). A hex with no painted terrain gets `ground` (the catalog's default
/// type) to carry its level; with no `ground` it is left alone. Repeated hexes count once.
std::unique_ptr<MapCommand> setHexLevels(std::vector<geometry::OffsetCoord> hexes, std::optional<int> level, std::string ground);
/// Sets the feature on hexside `side` of `hex` (empty terrain: removes it).
/// The neighbour's record of the same hexside, if any, is replaced too.
std::unique_ptr<MapCommand> setHexside(geometry::OffsetCoord hex, int side, std::string terrain);
/// Places (kind non-empty) or removes (kind empty) the marker of a hex.
std::unique_ptr<MapCommand> setMarker(geometry::OffsetCoord hex, std::string kind, std::string owner);
/// Adds a link hex to hex through hexsides (road, railroad, trail: its
/// catalog terrain; `hexes` in order, each adjacent to the next). Labelled
/// "Add <terrain>".
std::unique_ptr<MapCommand> addLink(maps::HexLink link);
/// Removes link `index` of the map's <links>.
std::unique_ptr<MapCommand> deleteLink(int index);
/// Sets the entry hex at `hex` with its Division symbols (as printed) and
/// its side (may be empty); empty `divisions` removes it.
std::unique_ptr<MapCommand> setEntryHex(geometry::OffsetCoord hex, std::vector<std::string> divisions, std::string side);

// The whole map.
/// Replaces the map's header (name, id, system, grid, north, scale, catalog),
/// keeping its contents; the derived facts are built again.
std::unique_ptr<MapCommand> setMapHeader(maps::Map header, std::string label);

// The tracing image.
/// Sets (or, with nullopt, removes) the background image: file, opacity,
/// visibility and fit. Changes no derived fact (an empty MapDelta); a
/// gesture's settings (an opacity drag) merge into one step.
std::unique_ptr<MapCommand> setBackground(std::optional<maps::BackgroundImage> background);

} // namespace crestline::edit
