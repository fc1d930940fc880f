// The board kinds of the built-in rule systems: the one place in the maps
// layer that lists them (docs/rule-systems.md). Systems whose rulings read
// artwork only (and the card and table systems, whose files are not hex
// maps) need no entry.

#include "maps/board_kind.h"

#include "maps/coh/coh_board_build.h"
#include "maps/coh/coh_map_checks.h"
#include "maps/gts/gts_board_build.h"
#include "maps/gts/gts_map_checks.h"

#include "geometry/los/rules.h"

#include <algorithm>

namespace crestline::maps {

namespace {

std::vector<BoardKind> builtIns()
{
    std::vector<BoardKind> kinds;
    kinds.push_back({"gts", std::nullopt,
                     [](const MapAnalysis& a) -> std::shared_ptr<const geometry::los::HexTable> { return buildGtsBoard(a); },
                     checkGtsMap, {kObservationPost, kStrongpoint}, true, true});
    kinds.push_back({"coh", geometry::los::CohBoard::kMaxLevel,
                     [](const MapAnalysis& a) -> std::shared_ptr<const geometry::los::HexTable> { return buildCohBoard(a); },
                     checkCohMap});
    return kinds;
}

std::vector<BoardKind>& registry()
{
    static std::vector<BoardKind> kinds = builtIns();
    return kinds;
}

} // namespace

const std::vector<BoardKind>& boardKinds() { return registry(); }

const BoardKind* boardKindFor(std::string_view system)
{
    const auto& all = registry();
    const auto it = std::find_if(all.begin(), all.end(), [system](const BoardKind& k) { return k.system == system; });
    return it == all.end() ? nullptr : &*it;
}

std::string statedLevelSystemsText()
{
    std::vector<std::string> names;
    for (const BoardKind& k : boardKinds()) {
        if (!k.statedLevelMax) continue;
        const auto* info = geometry::los::findRuleSystem(k.system);
        names.push_back(info ? std::string(info->name) + " (" + std::string(k.system) + ")" : std::string(k.system));
    }
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return names.empty() ? "no" : out;
}

std::optional<int> statedLevelMax(std::string_view system)
{
    const BoardKind* kind = boardKindFor(system);
    return kind ? kind->statedLevelMax : std::nullopt;
}

bool registerBoardKind(const BoardKind& kind)
{
    if (kind.system.empty() || boardKindFor(kind.system)) return false;
    registry().push_back(kind);
    return true;
}

} // namespace crestline::maps
