#pragma once
// Play state given as text, as a player names it: Smoke markers "N14" (full),
// "N14:2" or "N14:depleted", "N14:5" or "N14:full" [8.2, 23.33]; barrage
// markers "0504" (light) or "0504:heavy" [16.4.2.2]; the weather, night and
// why LOS is asked (fire or spot) [15.4.2, 26.0, 28.0]; Conflict of Heroes
// smoke "0304" or "0304:2" (+2), "0304:1" (+1) [13.0] and the attack kind. Each system reads its
// own part (LosRules::reads); play state a map's system would ignore is
// refused, naming the flag, rather than silently dropped.

#include "geometry/hex_grid.h"
#include "geometry/los/rules.h"
#include "geometry/los/ruling.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {

/// Play state beside Smoke, as the command line's flags give it; each empty
/// (or false) when not given, so "not given" and "given as the default" differ.
struct PlayText {
    std::vector<std::string> barrage; ///< --barrage: "HEX" (light) or "HEX:light", "HEX:heavy"
    std::string weather;              ///< --weather: "clear", "overcast", "fog", "rain"
    std::string purpose;              ///< --purpose: "fire", "spot"
    bool night = false;               ///< --night
    std::string attack;               ///< --attack: "direct", "mortar", "artillery" (CoH walls [5.0.2])
    std::vector<std::string> incoming;  ///< --incoming: a card under an Incoming marker (card maps)
    std::vector<std::string> airStrike; ///< --air-strike: a card under an Air Strike marker (card maps)
    std::optional<int> eyeFrom, eyeTo;  ///< --eye-from, --eye-to: the ends' eye-level offsets (card maps)
    bool empty() const
    {
        return barrage.empty() && weather.empty() && purpose.empty() && !night && attack.empty() && incoming.empty() && airStrike.empty() &&
               !eyeFrom && !eyeTo;
    }
};

/// Play state read from text, or the reason it could not be.
struct ParsedPlayState {
    std::optional<geometry::los::PlayState> state;
    std::string problem; ///< names the bad item, e.g. "Smoke marker J8:7: the value after ':' must be ..."
};

/// Smoke markers on `grid`, one per item; the first bad item stops parsing.
ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const std::vector<std::string>& smoke);

/// The whole play state for a map ruled by `rules`: Smoke and `text`. A
/// flag the system does not read is refused ("--weather: LOS on this ff
/// map (Fighting Formations) reads no weather"), as is a bad value (naming
/// the choices, or the hex and the map's labels) and two barrage markers in
/// one hex [16.4.2.1]. Barrage markers become PlayMarker kinds
/// "barrage-light" / "barrage-heavy". On a map whose system reads CoH
/// smoke, `--smoke` items are "HEX" or "HEX:2" (smoke +2, a fresh counter)
/// and "HEX:1" (smoke +1) [13.0], one per hex, and become PlayMarker kinds
/// "smoke+2" / "smoke+1".
ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const geometry::los::LosRules& rules, const std::vector<std::string>& smoke,
                               const PlayText& text);

/// A hex label on `grid`, or the reason it names no hex ("no hex 'Z99' on this map (A1 .. T15)").
std::optional<geometry::OffsetCoord> parseHex(const geometry::HexGrid& grid, const std::string& label, std::string& problem);

} // namespace crestline::jobs
