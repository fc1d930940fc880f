#include "editor/gui/x11_pixels.h"

#include <wx/utils.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>

namespace crestline::gui {

namespace {

/// The 0..255 value of the channel `mask` selects in `pixel` (a TrueColor
/// visual, as Xvfb's 24-bit screen).
unsigned char channelOf(unsigned long pixel, unsigned long mask)
{
    if (!mask) return 0;
    int shift = 0;
    while (!((mask >> shift) & 1)) ++shift;
    const unsigned long top = mask >> shift;
    return static_cast<unsigned char>(((pixel & mask) >> shift) * 255 / top);
}

} // namespace

bool screenPixels(const wxRect& rect, wxImage& out)
{
    const wxDisplayInfo info = wxGetDisplayInfo();
    if (info.type != wxDisplayX11 || !info.dpy || rect.width <= 0 || rect.height <= 0) return false;
    Display* dpy = static_cast<Display*>(info.dpy);
    XSync(dpy, False);
    XImage* image = XGetImage(dpy, DefaultRootWindow(dpy), rect.x, rect.y, unsigned(rect.width), unsigned(rect.height), AllPlanes, ZPixmap);
    if (!image) return false;
    out = wxImage(rect.width, rect.height);
    for (int y = 0; y < rect.height; ++y)
        for (int x = 0; x < rect.width; ++x) {
            const unsigned long p = XGetPixel(image, x, y);
            out.SetRGB(x, y, channelOf(p, image->red_mask), channelOf(p, image->green_mask), channelOf(p, image->blue_mask));
        }
    XDestroyImage(image);
    return true;
}

} // namespace crestline::gui
