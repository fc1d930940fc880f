#pragma once
// The names crestline gives its layers and properties in a TMX (docs/tiled.md),
// shared by the writer and the reader (private to formats/tiled).

namespace crestline::formats::tiled {

inline constexpr const char* kLayout = "crestline-tiled";
inline constexpr const char* kScaleU = "scale-u";
inline constexpr const char* kScaleV = "scale-v";
inline constexpr const char* kLattice = "lattice";
inline constexpr const char* kHoleOf = "hole-of";
inline constexpr const char* kPropertyPrefix = "property:";
inline constexpr const char* kTerrainLayer = "hex terrain";
inline constexpr const char* kArtworkLayer = "artwork";
inline constexpr const char* kHexsideLayer = "hexsides";
inline constexpr const char* kMarkerLayer = "markers";
inline constexpr const char* kLinkLayer = "links";
inline constexpr const char* kEntryLayer = "entries";

} // namespace crestline::formats::tiled
