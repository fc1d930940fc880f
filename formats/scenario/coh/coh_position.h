#pragma once
// A Conflict of Heroes position (NAME.position.xml; docs/coh.md, "Hidden
// units"): where the units of both sides stand during play, which are
// hidden, and the counters and smoke on the board. `crestline reveal-check`
// reads it beside its scenario. Hexes stay labels here; the job resolves
// them on the scenario's map and reports the ones that name no hex.

#include "formats/map/map_format.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats {

inline constexpr int kPositionFormatVersion = 1;

/// A unit where the position puts it.
struct PositionUnit {
    std::string id;       ///< the scenario's unit id (or any name when the scenario lists none)
    std::string side;
    std::string hex;      ///< label
    bool hidden = false;
    bool vehicle = false;
    bool hastyDefence = false;
    int line = 0;
};

/// A counter in a hex: "bunker", "trench", "road-block", "barbed-wire", "mine".
struct PositionCounter {
    std::string hex;
    std::string kind;
    int line = 0;
};

/// A smoke counter: +2 or +1 [13.0].
struct PositionSmoke {
    std::string hex;
    int value = 2;
    int line = 0;
};

struct Position {
    std::vector<PositionUnit> units;
    std::vector<PositionCounter> counters;
    std::vector<PositionSmoke> smoke;
};

/// Reads `<position version="1" system="coh">` with `<unit>`, `<counter>` and
/// `<smoke>` children. Errors name the file, line and element: a missing or
/// bad attribute (bad-value), a unit id given twice (duplicate-id), unknown
/// XML (reported and dropped).
ReadResult<Position> readPositionText(std::string_view xml, const std::string& fileName);
ReadResult<Position> readPositionFile(const std::filesystem::path& file);

} // namespace crestline::formats
