// Placing a tabletop template [Indirect Fire]: runs the geometry of
// tabletop_templates.h on a table read from its file, and saves it.

#include "editor/jobs/tabletop/tabletop_template_jobs.h"

#include "editor/jobs/tabletop/tabletop_jobs.h"
#include "formats/table/tabletop/tabletop_format.h"
#include "geometry/los/systems/tabletop/tabletop_measure.h"

#include <stdexcept>

namespace crestline::jobs {

namespace tt = geometry::los::tabletop;

namespace {

/// "X,Y" in exact inches; nullopt for anything else.
std::optional<tt::TablePoint> parseAim(const std::string& text)
{
    const auto comma = text.find(',');
    if (comma == std::string::npos) return std::nullopt;
    const auto x = formats::parseInches(std::string_view(text).substr(0, comma));
    const auto y = formats::parseInches(std::string_view(text).substr(comma + 1));
    if (!x || !y) return std::nullopt;
    return tt::TablePoint{*x, *y};
}

const maps::TableUnit* findUnit(const maps::TabletopGame& game, const std::string& id)
{
    for (const maps::TableSide& side : game.sides)
        for (const maps::TableUnit& unit : side.units)
            if (unit.id == id) return &unit;
    return nullptr;
}

/// "barrage-1", "barrage-2", ...: the first not yet a template's id.
std::string freshId(const maps::TabletopGame& game, tt::TemplateKind kind)
{
    const std::string stem = kind == tt::TemplateKind::Smoke ? "smoke-" : "barrage-";
    for (int n = 1;; ++n) {
        const std::string id = stem + std::to_string(n);
        bool used = false;
        for (const maps::PlacedTemplate& t : game.templates) used = used || t.id == id;
        if (!used) return id;
    }
}

/// Each firing team's barrage-over-obstacle check [Indirect Fire].
std::vector<formats::FiringTeamClearance> clearances(const maps::TableUnit& unit, const std::vector<tt::Piece>& pieces, tt::TablePoint centre)
{
    std::vector<formats::FiringTeamClearance> out;
    for (const maps::TableTeam& team : unit.teams) {
        formats::FiringTeamClearance f{team.id, tt::barrageClearance(team.base, centre, pieces), {}, {}};
        for (const tt::BarrageObstacle& o : f.clearance.obstacles)
            for (const tt::Piece& p : pieces)
                if (p.id == o.piece) {
                    f.distanceInches.push_back(tt::closestDistanceInches(team.base, p.outline));
                    f.obstacleKinds.emplace_back(tt::pieceKindName(p.kind));
                    break;
                }
        out.push_back(std::move(f));
    }
    return out;
}

} // namespace

TemplateResult placeTabletopTemplate(const std::filesystem::path& file, const TemplateRequest& request)
{
    TemplateResult result;
    auto read = readTableForJob(result, file, "no template is placed");
    if (!read) return result;
    const auto aim = parseAim(request.aim);
    if (!aim) {
        refuse(result, Outcome::BadInput, "aim point '" + request.aim + "' is not X,Y in inches with at most 3 places (e.g. 20.5,10)");
        return result;
    }
    maps::TabletopGame& game = result.game.emplace(std::move(*read));
    if (aim->x < 0 || aim->x > game.width || aim->y < 0 || aim->y > game.depth) {
        // The reader warns of such a template (tabletop-off-edge); a new one is not placed there.
        refuse(result, Outcome::BadInput, "aim point " + request.aim + " is off the " + formats::formatInches(game.width) + "\" x " +
                                              formats::formatInches(game.depth) + "\" table");
        return result;
    }
    const maps::TableUnit* unit = findUnit(game, request.unit);
    if (!unit || game.isOffTable(unit->id) || unit->teams.empty()) {
        refuse(result, Outcome::BadInput, "unit '" + request.unit + "' is no unit with teams on the table in " + file.string());
        return result;
    }
    std::vector<tt::Polygon> bases;
    for (const maps::TableTeam& t : unit->teams) bases.push_back(t.base);

    formats::TemplatePlacement placed;
    placed.unit = unit->id;
    placed.kind = request.kind;
    placed.aim = *aim;
    placed.id = freshId(game, request.kind);
    try {
        placed.outline = tt::placeTemplate(bases, *aim);
        const tt::Table table = losTableOf(game);
        placed.firing = clearances(*unit, table.pieces, *aim); // the rounded square is centred exactly on the aim point
    } catch (const std::invalid_argument& e) {
        refuse(result, Outcome::BadInput, e.what());
        return result;
    }
    if (request.kind == tt::TemplateKind::Barrage)
        for (const maps::TableSide& side : game.sides)
            for (const maps::TableUnit& u : side.units) {
                if (game.isOffTable(u.id)) continue;
                for (const maps::TableTeam& t : u.teams)
                    if (tt::underTemplate(t.base, placed.outline)) placed.under.push_back(t.id);
            }
    game.templates.push_back({placed.id, placed.kind, placed.unit, placed.aim, placed.outline, {}, 0});
    if (request.save) {
        Findings saved = formats::writeTableFile(game, file);
        const bool failed = hasErrors(saved);
        append(result.findings, std::move(saved));
        if (failed) {
            refuse(result, Outcome::BadInput, "could not save " + file.string() + "; it is left as it was");
            return result;
        }
        placed.savedTo = file.string();
    }
    result.placement = std::move(placed);
    return result;
}

} // namespace crestline::jobs
