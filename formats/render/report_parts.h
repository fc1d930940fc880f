#pragma once
// Internal to crestline::render: the pieces of the LOS dispute report and the
// side profile that a rule system's painter uses to bring its own words,
// lists and whole-hex profile (board_painter.h).

#include "formats/render/los_report.h"
#include "formats/render/style.h"
#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace crestline::render::detail {

/// "&", "<" and ">" escaped for pango markup.
std::string escapedMarkup(std::string_view s);
/// The text in capitals (ASCII).
std::string upperCase(std::string_view s);
/// "+1", "-2", "+0".
std::string signedNumber(int n);
/// "#rrggbb" of a colour (pango markup, SVG).
std::string hexColour(const Rgba& c);
/// A number as printf's %g writes it.
std::string numberText(double x);
/// Each explanation line of the ruling (formats::rulingExplanationLines) as
/// "\n<b>Head:</b> rest." in pango markup; lines that `skip` returns true
/// for are left out.
std::string explanationMarkup(const geometry::los::Scene& scene, const geometry::los::Ruling& r,
                              bool (*skip)(const std::string& line) = nullptr);

/// The piece [t0, t1] of segment a-b inside hex h's closed hexagon (display only, doubles).
std::optional<std::pair<double, double>> clipToHex(const geometry::HexGrid& g, geometry::OffsetCoord h, geometry::Point a, geometry::Point b);

/// A whole hex's obstacle over its piece [t0, t1] of the string in the side profile.
struct ProfileHexBar {
    double t0 = 0, t1 = 0;
    int level = 0;
    Rgba fill, edge;
    bool deciding = false; ///< the hex that decided the ruling: outlined in the highlight colour
};

/// The side profile's ground along the string, sampled (display only); a
/// system whose ground and obstacles are whole hexes sets them from the
/// trace (BoardPainter::profileHexes).
struct ProfileGround {
    geometry::Point a, b;      ///< the string's ends, lattice frame
    int samples = 0;           ///< ground has samples + 1 entries, evenly spaced from a to b
    std::vector<int> ground;   ///< the ground level at each sample
    int lo = 0, hi = 0;        ///< the levels the profile shows (before a band is added on top)
    std::vector<ProfileHexBar> bars;
};

} // namespace crestline::render::detail
