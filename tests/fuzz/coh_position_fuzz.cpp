// libFuzzer target: the CoH position reader (NAME.position.xml), then, when
// a position reads without errors and every hex it names is on the sample
// board (as `crestline reveal-check` requires), coh::revealCheck on
// Kleinbach (maps/boards/kleinbach.map.xml, loaded once) with the answers'
// documented shape asserted (geometry/los/systems/coh/hidden.h). Only the
// first kMaxUnits units and kMaxSmoke smoke counters take part, so one
// input costs a bounded number of rulings.

#include "fuzz_support.h"

#include "formats/scenario/coh/coh_position.h"
#include "geometry/los/systems/coh/hidden.h"
#include "maps/los_scene.h"
#include "maps/map_analysis.h"

#include <algorithm>
#include <memory>
#include <typeinfo>

namespace {

using namespace crestline;
using geometry::los::CohBoard;

constexpr const char* kTarget = "coh_position_fuzz";
/// A reveal-check asks up to 7 rulings per enemy per visible unit: 24 units cost at most about 4,000.
constexpr std::size_t kMaxUnits = 24;
constexpr std::size_t kMaxSmoke = 16;

/// Kleinbach with its LOS scene and the CoH rules, built once as the editor builds them.
struct Sample {
    formats::LoadedMap loaded;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<geometry::los::Scene> scene;
    std::unique_ptr<geometry::los::LosRules> rules;
    const CohBoard* board = nullptr;
};

const Sample& kleinbach()
{
    static const std::unique_ptr<Sample> sample = [] {
        auto out = std::make_unique<Sample>();
        auto read = formats::loadMap(fuzz::sourceDir() / "maps/boards/kleinbach.map.xml");
        if (!read.value || hasErrors(read.findings)) fuzz::fail(kTarget, "cannot load kleinbach.map.xml");
        out->loaded = std::move(*read.value);
        out->analysis = std::make_unique<maps::MapAnalysis>(out->loaded.map, out->loaded.catalog);
        out->scene = std::make_unique<geometry::los::Scene>(maps::buildLosScene(*out->analysis));
        out->rules = geometry::los::rulesFor("coh");
        const auto* table = out->scene->hexTable();
        if (!out->rules || !table || typeid(*table) != typeid(CohBoard)) fuzz::fail(kTarget, "kleinbach.map.xml has no CoH board");
        out->board = static_cast<const CohBoard*>(table);
        return out;
    }();
    return *sample;
}

/// The answers' shape [10.0, 10.2] as hidden.h states it.
void checkAnswers(const Sample& s, const std::vector<geometry::los::coh::PlacedUnit>& units, const geometry::los::coh::RevealCheck& check)
{
    const geometry::HexGrid& g = s.board->grid();
    std::size_t hidden = 0, visible = 0;
    for (const auto& u : units) {
        if (u.hidden) {
            if (hidden >= check.hidden.size() || check.hidden[hidden].unit != u.id) fuzz::fail(kTarget, "hidden unit " + u.id + " not answered in order");
            const auto& a = check.hidden[hidden++];
            if (a.revealed && (!a.by || !a.cover.empty() || a.distance < 0 || a.distance > 2))
                fuzz::fail(kTarget, "unit " + u.id + " revealed in cover, by nobody or from beyond 2 hexes");
            continue;
        }
        if (visible >= check.visible.size() || check.visible[visible].unit != u.id) fuzz::fail(kTarget, "unit " + u.id + " not answered in order");
        const auto& h = check.visible[visible++];
        if (h.mayHide == h.seenBy.has_value()) fuzz::fail(kTarget, "unit " + u.id + ": may hide although seen, or neither");
        if (!h.mayHide && !h.hideHexes.empty()) fuzz::fail(kTarget, "unit " + u.id + ": hide hexes although it may not hide");
        for (const auto hex : h.hideHexes)
            if (g.distance(hex, u.hex) > 1) fuzz::fail(kTarget, "unit " + u.id + ": a hide hex beyond 1 hex");
    }
    if (hidden != check.hidden.size() || visible != check.visible.size()) fuzz::fail(kTarget, "answers for units that were not given");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const Sample& s = kleinbach();
    auto read = formats::readPositionText(fuzz::asText(data, size), "fuzz.position.xml");
    if (!read.value || hasErrors(read.findings)) return 0;
    const geometry::HexGrid& g = s.board->grid();
    const auto onBoard = [&](const std::string& label) {
        const auto hex = g.parseLabel(label);
        return hex && g.contains(*hex) ? hex : std::nullopt;
    };

    // As reveal_check_job.cpp: a hex that is not on the board refuses the whole position.
    geometry::los::PlayState state;
    for (std::size_t i = 0; i < std::min(kMaxSmoke, read.value->smoke.size()); ++i) {
        const auto& smoke = read.value->smoke[i];
        const auto hex = onBoard(smoke.hex);
        if (!hex) return 0;
        state.markers.push_back({*hex, smoke.value == 2 ? "smoke+2" : "smoke+1", 0});
    }
    std::vector<geometry::los::coh::CoverCounter> counters;
    for (const auto& c : read.value->counters) {
        const auto hex = onBoard(c.hex);
        if (!hex) return 0;
        counters.push_back({*hex, c.kind});
    }
    std::vector<geometry::los::coh::PlacedUnit> units;
    for (std::size_t i = 0; i < std::min(kMaxUnits, read.value->units.size()); ++i) {
        const auto& u = read.value->units[i];
        const auto hex = onBoard(u.hex);
        if (!hex) return 0;
        units.push_back({u.id, u.side, *hex, u.hidden, u.vehicle, u.hastyDefence});
    }
    const auto check = geometry::los::coh::revealCheck(*s.rules, *s.scene, *s.board, state, units, counters);
    checkAnswers(s, units, check);
    return 0;
}
