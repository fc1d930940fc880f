#pragma once
// `crestline tiled MAP --out NAME.tmx` and `crestline import-tiled NAME.tmx
// --out MAP.map.xml` (docs/tiled.md, docs/cli.md).

#include <string>

namespace crestline::cli {

struct TiledArgs {
    std::string map, out;
};
int runTiled(const TiledArgs& args);

struct ImportTiledArgs {
    std::string tmx, out;
};
int runImportTiled(const ImportTiledArgs& args);

} // namespace crestline::cli
