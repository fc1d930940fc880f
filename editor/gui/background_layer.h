#pragma once
// The scanned map image under the canvas's map, for tracing a published map
// (issue 12, docs/editor.md "Tracing a scanned map"): the PNG or JPEG named
// by maps::Map::background, read once with wxImage and kept as a cairo image
// surface, drawn through its ImageTransform (image pixel -> lattice) and the
// canvas's MapFrame (lattice -> pixels) at the background's opacity. The
// align tool shows a candidate transform here before it is applied.

#include "formats/render/map_painter.h"
#include "maps/map.h"

#include <cairo.h>

#include <filesystem>
#include <optional>
#include <string>

namespace crestline::jobs {
class MapDocument;
}

namespace crestline::gui {

/// The background image of the canvas's document, as read and as drawn.
class BackgroundLayer {
public:
    BackgroundLayer() = default;
    ~BackgroundLayer();
    BackgroundLayer(const BackgroundLayer&) = delete;
    BackgroundLayer& operator=(const BackgroundLayer&) = delete;

    /// Draws the document's background image into `cr` (canvas pixels) if it
    /// has one, it is visible and its file can be read: through the preview
    /// transform if one is set, else its own. True if something was drawn
    /// (then the map's paper is left out so the image shows).
    bool draw(cairo_t* cr, const jobs::MapDocument& doc, const render::MapFrame& frame);
    /// The transform the image is drawn with now: the preview's, else the map's (none without a background).
    std::optional<maps::ImageTransform> shownTransform(const jobs::MapDocument& doc) const;
    /// A candidate transform drawn instead of the map's (the align tool's live fit); nullopt: none.
    void setPreview(std::optional<maps::ImageTransform> transform) { m_preview = transform; }
    /// The image size in pixels of the document's background file (0 x 0 if unreadable).
    std::pair<int, int> imageSize(const jobs::MapDocument& doc);
    /// The last reading error ("" if none).
    const std::string& error() const { return m_error; }

private:
    std::filesystem::path m_file;              ///< the file the surface was read from
    std::filesystem::file_time_type m_written{}; ///< its modification time then
    cairo_surface_t* m_surface = nullptr;
    std::optional<maps::ImageTransform> m_preview;
    std::string m_error;

    cairo_surface_t* surfaceFor(const std::filesystem::path& file);
};

/// The background image file of `doc`: its href resolved against the map file's folder.
std::filesystem::path backgroundPath(const jobs::MapDocument& doc);

/// Reads a PNG or JPEG into a premultiplied ARGB32 cairo surface; nullptr and `error` if it cannot.
cairo_surface_t* loadImageSurface(const std::filesystem::path& file, std::string& error);

} // namespace crestline::gui
