// Play state given as text (see play_state.h).

#include "editor/jobs/play_state.h"

namespace crestline::jobs {

namespace {

/// [8.2] a Smoke marker hinders 5 on its full side, 2 on its depleted side.
constexpr int kFullSmoke = 5;
constexpr int kDepletedSmoke = 2;

std::optional<int> smokeValue(const std::string& text)
{
    if (text == "5" || text == "full") return kFullSmoke;
    if (text == "2" || text == "depleted") return kDepletedSmoke;
    return std::nullopt;
}

std::string range(const geometry::HexGrid& grid)
{
    return grid.label({0, 0}) + " .. " + grid.label({grid.columns() - 1, grid.rows() - 1});
}

} // namespace

std::optional<geometry::OffsetCoord> parseHex(const geometry::HexGrid& grid, const std::string& label, std::string& problem)
{
    auto hex = grid.parseLabel(label);
    if (!hex) problem = "no hex '" + label + "' on this map (" + range(grid) + ")";
    return hex;
}

ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const std::vector<std::string>& smoke)
{
    ParsedPlayState out;
    geometry::los::PlayState state;
    for (const std::string& item : smoke) {
        const auto colon = item.find(':');
        const std::string label = item.substr(0, colon);
        int value = kFullSmoke;
        if (colon != std::string::npos) {
            const auto v = smokeValue(item.substr(colon + 1));
            if (!v) {
                out.problem = "Smoke marker " + item + ": the value after ':' must be 5 (full) or 2 (depleted)";
                return out;
            }
            value = *v;
        }
        const auto hex = grid.parseLabel(label);
        if (!hex) {
            out.problem = "Smoke marker " + item + ": no hex '" + label + "' on this map (" + range(grid) + ")";
            return out;
        }
        state.smoke.push_back({*hex, value});
    }
    out.state = std::move(state);
    return out;
}

} // namespace crestline::jobs
