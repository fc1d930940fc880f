#pragma once
// The map file format (NAME.map.xml) and the terrain catalog format
// (NAME.terrain.xml): readers, writers and the loader that pairs a map with
// its catalog. Documented in docs/map-format.md; schemas in docs/schema/.

#include "geometry/finding.h"
#include "maps/map.h"
#include "maps/terrain_catalog.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// The newest map format version this build reads and writes. Version 2 added
/// <links> and <entries>; version 3 the `level` of a hex's <terrain>
/// (docs/map-format.md, "Versions").
inline constexpr int kMapFormatVersion = 3;
/// The newest terrain catalog format version. Version 2 (2026-11-29) says
/// that version 1's los="road" was implied by the terrain id "road" in a
/// Fighting Formations catalog; a version 1 catalog is read with that old
/// meaning and an older-version finding (docs/map-format.md, "Versions").
inline constexpr int kCatalogFormatVersion = 2;

/// A document read from a file: the model when it could be built, plus findings.
/// `value` is absent exactly when a finding is fatal (not XML, wrong root,
/// newer format version, unreadable file; for maps and catalogs also an error
/// in the frame). It is present with error findings too: ok() means "a model
/// was read", not "no errors" -- ask hasErrors(findings). docs/findings.md.
template <class T>
struct ReadResult {
    std::optional<T> value;
    Findings findings;
    bool ok() const { return value.has_value(); }
};

ReadResult<maps::Map> readMapText(std::string_view xml, const std::string& fileName);
ReadResult<maps::Map> readMapFile(const std::filesystem::path& file);
/// The version writeMapText puts on `map`: the oldest that holds it (3 when a
/// hex's terrain has a level, else 1 without links or entry hexes, else 2), so
/// a map that needs nothing new stays readable by older builds.
int mapFormatVersionFor(const maps::Map& map);
std::string writeMapText(const maps::Map& map);
/// Atomic save; on failure one "save-failed" finding (the old file is kept).
Findings writeMapFile(const maps::Map& map, const std::filesystem::path& file);

ReadResult<maps::TerrainCatalog> readCatalogText(std::string_view xml, const std::string& fileName);
ReadResult<maps::TerrainCatalog> readCatalogFile(const std::filesystem::path& file);
std::string writeCatalogText(const maps::TerrainCatalog& catalog);
/// Atomic save of one catalog file (its own entries and includes); on failure
/// one "save-failed" finding (the old file is kept).
Findings writeCatalogFile(const maps::TerrainCatalog& catalog, const std::filesystem::path& file);
/// Read a catalog and resolve its includes (relative to each including file,
/// recursively, at most 16 files deep ("include-too-deep"); each file merged
/// once; a cycle is an "include-cycle" error; every href through
/// resolveReference, so one leaving its file's folder is "reference-outside"):
/// included terrain first, in include order, then the file's own. Problems in
/// an included file are errors of the result, never fatal to it.
ReadResult<maps::TerrainCatalog> loadCatalogFile(const std::filesystem::path& file);

/// A map with its terrain catalog (resolved relative to the map file by resolveReference).
struct LoadedMap {
    maps::Map map;
    maps::TerrainCatalog catalog;
    std::filesystem::path file;
    /// The catalog could be read (else `catalog` is empty and terrain is not checked against it).
    bool catalogRead = true;
    /// The background image file (map.background's href resolved like the
    /// catalog's); empty without a background. Not read here: the editor loads it.
    std::filesystem::path backgroundFile{};
};

/// The geometry and reference checks of a loaded map (maps::checkMap), as
/// loadMap adds them; without a catalog, no terrain is called unknown (the
/// missing catalog is reported once by the loader). The editor runs it again
/// after every edit.
Findings checkLoadedMap(const LoadedMap& loaded);

/// Read the map, then its catalog; findings of both, plus the geometry
/// checks of maps::checkMap, are returned together.
ReadResult<LoadedMap> loadMap(const std::filesystem::path& file);
/// loadMap without the checks (checkLoadedMap): the editor runs them again
/// after every edit and keeps the reading findings apart.
ReadResult<LoadedMap> readMapWithCatalog(const std::filesystem::path& file);
/// readMapWithCatalog of a map's text that belongs to `file` (references are
/// resolved from its folder): the editor's recovered autosave.
ReadResult<LoadedMap> readMapTextWithCatalog(std::string_view text, const std::filesystem::path& file);

} // namespace crestline::formats
