#include "editor/gui/terrain_swatches.h"

#include <wx/dcmemory.h>
#include <wx/image.h>
#include <wx/pen.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

namespace crestline::gui {

namespace {

/// `c` over `under` (both opaque after this), as cairo composes it on the map.
render::Rgba over(const render::Rgba& c, const render::Rgba& under)
{
    return {c.r * c.a + under.r * (1 - c.a), c.g * c.a + under.g * (1 - c.a), c.b * c.a + under.b * (1 - c.a), 1};
}

wxColour colour(const render::Rgba& c)
{
    auto byte = [](double x) { return static_cast<unsigned char>(std::lround(std::clamp(x, 0.0, 1.0) * 255)); };
    return {byte(c.r), byte(c.g), byte(c.b)};
}

} // namespace

wxBitmap swatchBitmap(const render::TerrainSwatch& swatch)
{
    const render::Rgba paper = render::style().paper;
    wxBitmap bitmap(kSwatchWidth, kSwatchHeight, 24);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(wxBrush(colour(paper)));
    dc.Clear();
    if (!swatch.isLine()) {
        const render::Rgba fill = over(swatch.fill, paper);
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(colour(fill)));
        dc.DrawRectangle(0, 0, kSwatchWidth, kSwatchHeight);
        if (swatch.hatch) {
            // Thin diagonals in the outline colour at half strength, as the map's hatching.
            dc.SetPen(wxPen(colour(over(swatch.line.withAlpha(0.5 * swatch.line.a), fill)), 1));
            for (int x = -kSwatchHeight; x < kSwatchWidth; x += 7) dc.DrawLine(x, kSwatchHeight, x + kSwatchHeight, 0);
        }
        if (swatch.mark.a > 0) {
            // A whole-hex system's motif (trees, a building, a centre dot): a block in the middle.
            dc.SetPen(*wxTRANSPARENT_PEN);
            dc.SetBrush(wxBrush(colour(over(swatch.mark, fill))));
            dc.DrawRectangle(kSwatchWidth / 2 - 4, kSwatchHeight / 2 - 4, 8, 8);
        }
        dc.SetPen(wxPen(colour(over(swatch.line, paper)), 1));
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.DrawRectangle(0, 0, kSwatchWidth, kSwatchHeight);
    } else {
        // A line across the middle over its casing; the line's own colour takes most of the box.
        const int mid = kSwatchHeight / 2;
        dc.SetPen(*wxTRANSPARENT_PEN);
        if (swatch.casing.a > 0) {
            dc.SetBrush(wxBrush(colour(over(swatch.casing, paper))));
            dc.DrawRectangle(0, mid - 6, kSwatchWidth, 12);
        }
        dc.SetBrush(wxBrush(colour(over(swatch.line, paper))));
        dc.DrawRectangle(0, mid - 4, kSwatchWidth, 8);
    }
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

wxBitmap noTerrainBitmap()
{
    wxBitmap bitmap(kSwatchWidth, kSwatchHeight, 24);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(wxBrush(colour(render::style().paper)));
    dc.Clear();
    dc.SetPen(wxPen(wxColour(160, 160, 160), 1));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRectangle(0, 0, kSwatchWidth, kSwatchHeight);
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

bool hasColour(const wxBitmap& bitmap, const std::string& rrggbb)
{
    if (!bitmap.IsOk()) return false;
    const wxImage image = bitmap.ConvertToImage();
    char text[8];
    for (int y = 0; y < image.GetHeight(); ++y)
        for (int x = 0; x < image.GetWidth(); ++x) {
            std::snprintf(text, sizeof text, "%02x%02x%02x", image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y));
            if (rrggbb == text) return true;
        }
    return false;
}

std::string dominantColour(const wxBitmap& bitmap)
{
    if (!bitmap.IsOk()) return {};
    const wxImage image = bitmap.ConvertToImage();
    std::map<std::tuple<int, int, int>, int> counts;
    for (int y = 0; y < image.GetHeight(); ++y)
        for (int x = 0; x < image.GetWidth(); ++x) ++counts[{image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y)}];
    const auto* best = &*counts.begin();
    for (const auto& entry : counts)
        if (entry.second > best->second) best = &entry;
    char text[8];
    std::snprintf(text, sizeof text, "%02x%02x%02x", std::get<0>(best->first), std::get<1>(best->first), std::get<2>(best->first));
    return text;
}

} // namespace crestline::gui
