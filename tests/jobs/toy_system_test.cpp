// A sixth rule system added the way docs/rule-systems.md ("Adding a system")
// says, from this test alone: no generic file knows it. "toy" rules on the
// map's hex grid with one rule: a string that passes through the inside of
// a hex painted with obstacle terrain, between the two ends, is blocked
// [T1]. Its parts, registered in each layer's one place:
//   geometry  registerRuleSystem   ToyRules (the rule, on the common walk)
//   maps      registerBoardKind    the toy board: the obstacle hexes, as the scene's hex table
//   formats   registerRulingPrinter  its headline and its own JSON object
// then a map with system="toy" is opened and ruled through the jobs, as the
// command line and the editor do.

#include "editor/jobs/los_jobs.h"
#include "editor/jobs/map_document.h"
#include "formats/los/ruling_format.h"
#include "formats/los/ruling_printer.h"
#include "geometry/los/rules.h"
#include "geometry/los/string_walk.h"
#include "maps/board_kind.h"
#include "maps/map_analysis.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <set>
#include <string>

namespace {

using namespace crestline;
using geometry::OffsetCoord;
using geometry::los::Ruling;

/// The toy board: which hexes hold obstacle terrain.
struct ToyBoard final : geometry::los::HexTable {
    std::set<std::pair<int, int>> obstacles;
    bool blocks(OffsetCoord h) const { return obstacles.count({h.col, h.row}) != 0; }
};

class ToyRules final : public geometry::los::LosRules {
public:
    std::string_view system() const override { return "toy"; }
    Ruling check(const geometry::los::Scene& scene, OffsetCoord from, OffsetCoord to, const geometry::los::PlayState&,
                 geometry::los::Detail) const override
    {
        Ruling r;
        r.system = "toy";
        r.from = from;
        r.to = to;
        r.rule = "[T1]";
        r.reason = "nothing in the way";
        const auto* board = dynamic_cast<const ToyBoard*>(scene.hexTable());
        std::vector<geometry::los::HexPart> parts;
        geometry::los::walkString(scene.grid(), from, to, parts);
        for (const auto& p : parts) {
            if (p.hex == from || p.hex == to || p.how != geometry::los::Crossing::Interior) continue;
            if (board && board->blocks(p.hex)) {
                r.verdict = geometry::los::Verdict::Blocked;
                r.reason = "the rock in " + scene.grid().label(p.hex);
                r.contactHex = p.hex;
                break;
            }
        }
        return r;
    }
};

void registerToy()
{
    static const bool once = [] {
        REQUIRE(geometry::los::registerRuleSystem({"toy", "Toy rules", "two hexes", true},
                                                  [] { return std::unique_ptr<geometry::los::LosRules>(new ToyRules); }));
        maps::BoardKind kind;
        kind.system = "toy";
        kind.hexTable = [](const maps::MapAnalysis& a) -> std::shared_ptr<const geometry::los::HexTable> {
            auto board = std::make_shared<ToyBoard>();
            for (const maps::HexTerrain& ht : a.map().hexTerrain)
                if (const maps::Terrain* t = a.catalog().find(ht.terrain); t && t->los == maps::LosRole::Obstacle)
                    board->obstacles.insert({ht.hex.col, ht.hex.row});
            return board;
        };
        REQUIRE(maps::registerBoardKind(kind));
        formats::RulingPrinter printer;
        printer.system = "toy";
        printer.levels = false;
        printer.artwork = false;
        printer.headline = [](const geometry::los::Scene& scene, const Ruling& r) {
            return scene.grid().label(r.from) + " -> " + scene.grid().label(r.to) + ": " +
                   (r.verdict == geometry::los::Verdict::Blocked ? "NO SIGHT: " : "SIGHT: ") + r.reason + " " + r.rule;
        };
        printer.jsonKey = "toy";
        printer.json = [](const geometry::los::Scene& scene, const Ruling& r) {
            return nlohmann::ordered_json{{"rock", r.verdict == geometry::los::Verdict::Blocked ? nlohmann::ordered_json(scene.grid().label(r.contactHex))
                                                                                                  : nlohmann::ordered_json(nullptr)}};
        };
        REQUIRE(formats::registerRulingPrinter(printer));
        return true;
    }();
    (void)once;
}

/// A 5 x 3 flat-top board; 0302 is heavy woods (the CoH chart's obstacle: los="obstacle").
std::string toyMap()
{
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="3" id="toy" name="Toy" system="toy">
  <catalog href="../catalogs/coh.terrain.xml" />
  <grid orientation="flat" parity="odd" columns="5" rows="3" hex-size="60" origin-x="60" origin-y="52">
    <labels scheme="digits" />
  </grid>
  <hexes>
    <terrain hex="0302" terrain="heavy-woods" />
  </hexes>
</map>
)";
}

jobs::MapDocument openToy()
{
    registerToy();
    // The file's folder resolves the catalog: maps/boards, beside the bundled boards.
    return jobs::MapDocument::openText(toyMap(), std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/boards/toy.map.xml");
}

} // namespace

TEST_CASE("a toy rule system registered from a test rules through the jobs, printed by its own printer", "[jobs][plugin]")
{
    const auto doc = openToy();
    REQUIRE(doc.loaded());
    CHECK(geometry::los::findRuleSystem("toy") != nullptr);
    // Registering the same id twice is refused in every layer.
    CHECK_FALSE(geometry::los::registerRuleSystem({"toy", "again", "two hexes", true}, nullptr));
    CHECK_FALSE(maps::registerBoardKind(maps::BoardKind{"toy", std::nullopt, nullptr, nullptr}));

    SECTION("along row 2, through the woods in 0302: blocked [T1], naming the hex")
    {
        // 0102 and 0502 are on one row of a flat-top grid with odd columns
        // shifted: the string from centre to centre runs through 0202's,
        // 0302's and 0402's insides (the centres of columns 1..5 of row 2
        // are not all on one line, but 0302's centre lies on the string:
        // columns 1, 3, 5 share a y).
        jobs::LosOptions o;
        o.from = "0102";
        o.to = "0502";
        const auto result = jobs::ruleLos(doc, o);
        REQUIRE(result.ruling);
        CHECK(result.ruling->verdict == geometry::los::Verdict::Blocked);
        const std::string headline = formats::rulingHeadline(doc.scene(), *result.ruling);
        CHECK(headline == "0102 -> 0502: NO SIGHT: the rock in 0302 [T1]");
        const auto j = nlohmann::json::parse(formats::rulingJson(doc.scene(), *result.ruling));
        CHECK(j["toy"]["rock"] == "0302");
        CHECK(j["levels"].is_null());     // the toy printer says: no levels
        CHECK(j["hindrance"].is_null());  // nor artwork
        // Another system's key is there, null, as in every ruling.
        CHECK(j.contains("gts"));
        CHECK(j["gts"].is_null());
    }
    SECTION("the near miss: row 1, beside the woods, sees")
    {
        jobs::LosOptions o;
        o.from = "0101";
        o.to = "0501";
        const auto result = jobs::ruleLos(doc, o);
        REQUIRE(result.ruling);
        CHECK(result.ruling->verdict == geometry::los::Verdict::Clear);
        CHECK(formats::rulingHeadline(doc.scene(), *result.ruling) == "0101 -> 0501: SIGHT: nothing in the way [T1]");
        const auto j = nlohmann::json::parse(formats::rulingJson(doc.scene(), *result.ruling));
        CHECK(j["toy"]["rock"].is_null());
    }
    SECTION("an end on the woods does not block itself")
    {
        jobs::LosOptions o;
        o.from = "0302";
        o.to = "0502";
        const auto result = jobs::ruleLos(doc, o);
        REQUIRE(result.ruling);
        CHECK(result.ruling->verdict == geometry::los::Verdict::Clear);
    }
}
