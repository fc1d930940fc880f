// Tiled export and import jobs (tiled_jobs.h).

#include "editor/jobs/tiled_jobs.h"

#include "formats/common/atomic_file.h"
#include "formats/render/terrain_swatch.h"
#include "formats/tiled/tiled_format.h"

#include <cairo.h>

#include <cmath>

namespace crestline::jobs {

namespace {

cairo_status_t appendPng(void* closure, const unsigned char* data, unsigned int length)
{
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

/// One row of hex-shaped tiles, each filled with its terrain's hex swatch
/// (a level tile darkened by a tenth per level), as a PNG.
std::string drawTileset(const MapDocument& doc, const std::vector<formats::tiled::TiledTile>& tiles, const formats::tiled::TiledScale& s)
{
    const bool flat = doc.map().grid.orientation == geometry::HexOrientation::FlatTop;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, std::max(1, int(tiles.size()) * s.tileWidth), s.tileHeight);
    cairo_t* cr = cairo_create(surface);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const double x0 = double(i) * s.tileWidth;
        // The lattice hexagon scaled to pixels: corners at (+-2, 0), (+-1, +-1) (flat) around the tile centre.
        const double cx = x0 + s.tileWidth / 2.0, cy = s.tileHeight / 2.0;
        const double pts[6][2] = {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}};
        for (int k = 0; k < 6; ++k) {
            const double u = flat ? pts[k][0] : pts[k][1], v = flat ? pts[k][1] : pts[k][0];
            const double px = cx + u * s.scaleU, py = cy + v * s.scaleV;
            if (k == 0) cairo_move_to(cr, px, py);
            else cairo_line_to(cr, px, py);
        }
        cairo_close_path(cr);
        render::TerrainSwatch swatch = render::terrainSwatch(doc.map().system, doc.catalog(), tiles[i].terrain, render::SwatchUse::Hex);
        render::Rgba fill = swatch.fill.a > 0 ? swatch.fill : swatch.line;
        if (fill.a == 0) fill = {0.9, 0.9, 0.9, 1};
        const double dark = tiles[i].level ? std::pow(0.9, std::abs(*tiles[i].level)) : 1.0;
        cairo_set_source_rgba(cr, fill.r * dark, fill.g * dark, fill.b * dark, std::max(fill.a, 0.6));
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, 0, 0, 0, 0.35);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
    }
    cairo_destroy(cr);
    std::string png;
    cairo_surface_write_to_png_stream(surface, appendPng, &png);
    cairo_surface_destroy(surface);
    return png;
}

bool hasExtension(const std::filesystem::path& p, const std::string& ext)
{
    std::string e = p.extension().string();
    for (char& c : e) c = char(std::tolower(static_cast<unsigned char>(c)));
    return e == ext;
}

/// `href` (relative to `from`'s folder) made relative to `to`'s folder.
std::string rebase(const std::string& href, const std::filesystem::path& from, const std::filesystem::path& to)
{
    const std::filesystem::path target = std::filesystem::absolute(from).parent_path() / href;
    return std::filesystem::proximate(target.lexically_normal(), std::filesystem::absolute(to).parent_path()).generic_string();
}

std::string counted(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

/// "FILE: left out 2 of 9 objects, 3 of 40 hex cells, 1 layer and 2
/// properties (...)"; empty when everything was mapped.
std::string leftOutSummary(const std::filesystem::path& tmx, const formats::tiled::TmxLeftOut& left)
{
    if (!left.any()) return {};
    std::vector<std::string> parts;
    if (left.objectsLeftOut) parts.push_back(std::to_string(left.objectsLeftOut) + " of " + counted(left.objects, "object", "objects"));
    if (left.cellsLeftOut) parts.push_back(std::to_string(left.cellsLeftOut) + " of " + counted(left.cells, "hex cell", "hex cells") + " with a tile");
    if (left.layersLeftOut) parts.push_back(counted(left.layersLeftOut, "layer", "layers"));
    if (left.propertiesLeftOut) parts.push_back(counted(left.propertiesLeftOut, "property", "properties"));
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return tmx.string() + ": left out " + text + " that a crestline map has no place for (each a tiled-not-mapped warning)";
}

} // namespace

TiledResult exportTiled(const MapDocument& doc, const std::filesystem::path& out)
{
    TiledResult result;
    const bool json = hasExtension(out, ".tmj");
    if (!hasExtension(out, ".tmx") && !json) {
        refuse(result, Outcome::BadInput, out.string() + ": a Tiled export is written as NAME.tmx or NAME.tmj");
        return result;
    }
    const bool errors = doc.hasErrors();
    append(result.findings, doc.findings());
    if (!doc.loaded() || errors) {
        refuse(result, refusalFor(doc.findings()),
               doc.file().string() + ": nothing is exported because the map " + (doc.loaded() ? "has errors" : "could not be read"));
        return result;
    }
    const maps::Map& map = doc.map();
    formats::tiled::TmxOptions options;
    std::filesystem::path png = out;
    png.replace_extension(".tiles.png");
    options.tilesetImage = png.filename().string();
    options.catalogHref = doc.file().empty() ? map.catalogHref : rebase(map.catalogHref, doc.file(), out);
    options.tiles = formats::tiled::tilesFor(map, doc.catalog());
    maps::Map copy = map;
    if (copy.background && !doc.file().empty()) copy.background->href = rebase(copy.background->href, doc.file(), out);
    formats::tiled::TmxText tmx = formats::tiled::writeTmxText(copy, options);
    append(result.findings, tmx.findings);
    if (hasErrors(tmx.findings)) {
        refuse(result, Outcome::Refused, doc.file().string() + ": nothing is exported: the map holds what a TMX cannot carry");
        return result;
    }
    const std::string image = drawTileset(doc, options.tiles, formats::tiled::defaultScale(map.grid.orientation));
    const std::string text = json ? formats::tiled::tmjFromTmx(tmx.text) : tmx.text;
    Findings saved = formats::saveFiles({{png, image}, {out, text}});
    if (!saved.empty()) {
        append(result.findings, saved);
        refuse(result, Outcome::BadInput, out.string() + ": could not be written");
        return result;
    }
    result.written = {out, png};
    return result;
}

TiledResult importTiled(const std::filesystem::path& tmx, const std::filesystem::path& out)
{
    TiledResult result;
    std::string name = out.filename().string();
    if (!name.ends_with(".map.xml")) {
        refuse(result, Outcome::BadInput, out.string() + ": an imported map is written as NAME.map.xml");
        return result;
    }
    formats::tiled::TmxLeftOut left;
    formats::ReadResult<maps::Map> read = formats::tiled::readTmxFile(tmx, &left);
    append(result.findings, read.findings);
    if (!read.ok() || hasErrors(read.findings)) {
        refuse(result, Outcome::BadInput, tmx.string() + ": nothing is imported (see the findings)");
        return result;
    }
    maps::Map map = std::move(*read.value);
    map.catalogHref = rebase(map.catalogHref, tmx, out);
    if (map.background) map.background->href = rebase(map.background->href, tmx, out);
    Findings saved = formats::writeMapFile(map, out);
    if (!saved.empty()) {
        append(result.findings, saved);
        refuse(result, Outcome::BadInput, out.string() + ": could not be written");
        return result;
    }
    result.written = {out};
    result.summary = leftOutSummary(tmx, left);
    return result;
}

} // namespace crestline::jobs
