// The editor's edits of a tabletop table (see tabletop_edits.h).

#include "editor/gui/tabletop/tabletop_edits.h"

#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

namespace crestline::gui::tabletop_edit {

namespace {

using geometry::Int128;

std::string inches(tt::Thou t) { return formats::formatInches(t); }
std::string pointText(tt::TablePoint p) { return "(" + inches(p.x) + ", " + inches(p.y) + ")"; }

/// n / d when exact (d > 0), else nullopt.
std::optional<tt::Thou> exactQuotient(Int128 n, Int128 d)
{
    if (n % d != 0) return std::nullopt;
    return tt::Thou(n / d);
}

void makeCounterClockwise(tt::Polygon& poly)
{
    if (tt::twiceArea(poly) < 0) std::reverse(poly.begin(), poly.end());
}

/// a lies within `radius` of b.
bool near(tt::TablePoint a, tt::TablePoint b, tt::Thou radius)
{
    const Int128 dx = a.x - b.x, dy = a.y - b.y;
    return dx * dx + dy * dy <= Int128(radius) * radius;
}

std::set<std::string> teamIds(const maps::TabletopGame& game)
{
    std::set<std::string> ids;
    for (const maps::TableSide& s : game.sides)
        for (const maps::TableUnit& u : s.units)
            for (const maps::TableTeam& t : u.teams) ids.insert(t.id);
    return ids;
}

maps::TableTeam* findTeam(maps::TabletopGame& game, const std::string& id)
{
    for (maps::TableSide& s : game.sides)
        for (maps::TableUnit& u : s.units)
            for (maps::TableTeam& t : u.teams)
                if (t.id == id) return &t;
    return nullptr;
}

void translate(tt::Polygon& poly, tt::Thou dx, tt::Thou dy)
{
    for (tt::TablePoint& v : poly) v = {v.x + dx, v.y + dy};
}

} // namespace

const std::vector<Facing>& facings()
{
    // Bearing b clockwise from the far edge: the vector (sin b, cos b). In each quarter the edge's
    // direction, then the 7-24-25, 3-4-5, 4-3-5 and 24-7-25 triangles (16, 37, 53, 74 degrees).
    static const std::vector<Facing> all = [] {
        const struct {
            int s, c, h;
        } quarter[] = {{0, 1, 1}, {7, 24, 25}, {3, 4, 5}, {4, 3, 5}, {24, 7, 25}};
        std::vector<Facing> out;
        for (int q = 0; q < 4; ++q)
            for (const auto& d : quarter) {
                // Turning a quarter clockwise takes (x, y) to (y, -x).
                int x = d.s, y = d.c;
                for (int k = 0; k < q; ++k) std::tie(x, y) = std::pair{y, -x};
                const double bearing = std::atan2(double(x), double(y)) * 180 / M_PI;
                const long deg = std::lround(bearing < 0 ? bearing + 360 : bearing);
                // "037\u00b0 (3,4)/5"; the edges' directions also by the edge they face.
                char name[64];
                if (d.h == 1) std::snprintf(name, sizeof name, "%03ld\u00b0 (%d,%d) %s", deg, x, y, deg == 0 ? "far" : deg == 90 ? "right" : deg == 180 ? "near" : "left");
                else std::snprintf(name, sizeof name, "%03ld\u00b0 (%d,%d)/%d", deg, x, y, d.h);
                const std::string n = name;
                out.push_back({n, x, y, d.h});
            }
        return out;
    }();
    return all;
}

const std::vector<TeamShape>& teamShapes()
{
    // DECISION: the bases, heights and weapons of the sample table maps/tables/hedgerows.table.xml
    // (the rules give no base sizes); a designer edits a team's weapons in the file.
    static const std::vector<TeamShape> all = {
        {"infantry 2 x 1.25", tt::TeamType::Infantry, maps::Armour::Soft, 2000, 1250, 750, {{"rifle", 8000, 2, std::nullopt, {}, 0}}},
        {"gun 2 x 2", tt::TeamType::Gun, maps::Armour::Soft, 2000, 2000, 750, {{"anti-tank gun", 24000, 2, 10, {}, 0}}},
        {"tank 1 x 1.5", tt::TeamType::Tank, maps::Armour::Armored, 1000, 1500, 1250, {{"gun", 32000, 2, 10, {}, 0}, {"MG", 16000, 3, std::nullopt, {}, 0}}},
    };
    return all;
}

const std::vector<PieceStyle>& pieceStyles()
{
    // DECISION: the cover and movement of the sample table's pieces of each kind [Cover & Terrain, Moving].
    using K = tt::PieceKind;
    using C = tt::Cover;
    using M = maps::Movement;
    static const std::vector<PieceStyle> all = {
        {K::Forest, C::Soft, M::Difficult},   {K::Field, C::Soft, M::Open},         {K::Building, C::Hard, M::VeryDifficult},
        {K::Smoke, C::Soft, M::Open},         {K::Wall, C::Hard, M::Difficult},     {K::Fence, C::None, M::Open},
        {K::Bocage, C::Soft, M::VeryDifficult}, {K::Hill, C::None, M::Open},
    };
    return all;
}

tt::TablePoint snap(const maps::TabletopGame& game, double x, double y)
{
    // The pointer's position is the one thing rounded: to a vertex, else to the grid.
    std::optional<tt::TablePoint> best;
    double bestD = kVertexSnapInches * kVertexSnapInches;
    const auto consider = [&](const tt::Polygon& poly) {
        for (const tt::TablePoint& v : poly) {
            const double dx = double(v.x) / tt::kThouPerInch - x, dy = double(v.y) / tt::kThouPerInch - y, d = dx * dx + dy * dy;
            if (d <= bestD) bestD = d, best = v;
        }
    };
    for (const maps::TablePiece& p : game.pieces) consider(p.outline);
    for (const maps::TableSide& s : game.sides)
        for (const maps::DeploymentZone& z : s.zones) consider(z.outline);
    if (best) return *best;
    const auto grid = [](double inches) { return tt::Thou(std::llround(inches * tt::kThouPerInch / double(kGrid))) * kGrid; };
    return {grid(x), grid(y)};
}

Refusal addPiece(maps::TabletopGame& game, const PieceStyle& style, tt::Polygon outline, std::optional<tt::Thou> height, std::optional<int> level,
                 std::string& label)
{
    if (outline.size() < 3) return "a piece needs 3 vertices or more";
    makeCounterClockwise(outline);
    if (tt::twiceArea(outline) == 0) return "the outline encloses no area";
    int id = 1;
    for (const maps::TablePiece& p : game.pieces) id = std::max(id, p.id + 1);
    maps::TablePiece piece;
    piece.id = id;
    piece.kind = style.kind;
    piece.cover = style.cover;
    piece.movement = style.movement;
    piece.height = height;
    piece.level = level;
    piece.outline = std::move(outline);
    label = "Draw " + std::string(tt::pieceKindName(style.kind)) + " " + std::to_string(id);
    game.pieces.push_back(std::move(piece));
    return {};
}

Refusal addZone(maps::TabletopGame& game, std::size_t side, tt::Polygon outline, std::string& label)
{
    if (side >= game.sides.size()) return "no such side";
    if (outline.size() < 3) return "a zone needs 3 vertices or more";
    makeCounterClockwise(outline);
    if (tt::twiceArea(outline) == 0) return "the outline encloses no area";
    game.sides[side].zones.push_back({std::move(outline), {}, 0});
    label = "Draw a deployment zone of " + game.sides[side].id;
    return {};
}

std::optional<tt::Polygon> baseAt(const TeamShape& shape, tt::TablePoint c, const Facing& f)
{
    // Right of the facing r = (fy, -fx) / h; a vertex c + sx (w/2) r + sy (d/2) f, over 2h.
    const Int128 h2 = 2 * Int128(f.h);
    tt::Polygon base;
    for (const auto& [sx, sy] : {std::pair{1, 1}, std::pair{-1, 1}, std::pair{-1, -1}, std::pair{1, -1}}) {
        const Int128 xn = h2 * c.x + Int128(sx) * shape.width * f.y + Int128(sy) * shape.depth * f.x;
        const Int128 yn = h2 * c.y - Int128(sx) * shape.width * f.x + Int128(sy) * shape.depth * f.y;
        const auto x = exactQuotient(xn, h2), y = exactQuotient(yn, h2);
        if (!x || !y) return std::nullopt;
        base.push_back({*x, *y});
    }
    return base;
}

Refusal addTeam(maps::TabletopGame& game, std::size_t side, const std::string& unitId, const TeamShape& shape, tt::TablePoint centre,
                const Facing& facing, std::string& label)
{
    if (side >= game.sides.size()) return "no such side";
    const auto base = baseAt(shape, centre, facing);
    if (!base) return "a " + shape.name + " base centred on " + pointText(centre) + " facing " + facing.name + " has a vertex off the 1/1000\" lattice";
    maps::TableSide& s = game.sides[side];
    auto unit = std::find_if(s.units.begin(), s.units.end(), [&](const maps::TableUnit& u) { return u.id == unitId; });
    if (!unitId.empty() && unit == s.units.end()) return "side " + s.id + " has no unit " + unitId;
    if (!unitId.empty() && game.isOffTable(unitId)) return "unit " + unitId + " is off the table";
    if (unitId.empty()) {
        std::set<std::string> units;
        for (const maps::TableSide& o : game.sides)
            for (const maps::TableUnit& u : o.units) units.insert(u.id);
        int n = 1;
        while (units.count(s.id + "-" + std::to_string(n))) ++n;
        maps::TableUnit made;
        made.id = s.id + "-" + std::to_string(n);
        s.units.push_back(std::move(made));
        unit = s.units.end() - 1;
    }
    // A fresh id: the side's initial (upper case), then the first free number.
    const std::set<std::string> ids = teamIds(game);
    const std::string stem(1, char(std::toupper(static_cast<unsigned char>(s.id.empty() ? 'T' : s.id[0]))));
    int n = 1;
    while (ids.count(stem + std::to_string(n))) ++n;
    maps::TableTeam team;
    team.id = stem + std::to_string(n);
    team.type = shape.type;
    team.armour = shape.armour;
    team.height = shape.height;
    team.base = *base;
    team.weapons = shape.weapons;
    label = "Place team " + team.id + " (" + shape.name + ") at " + pointText(centre);
    unit->teams.push_back(std::move(team));
    return {};
}

Refusal turnTeam(maps::TabletopGame& game, const std::string& id, const Facing& f, std::string& label)
{
    maps::TableTeam* team = findTeam(game, id);
    if (!team || team->base.size() < 3) return "no team " + id + " on the table";
    const tt::Polygon& b = team->base;
    // The front edge's outward normal n (the base is counter-clockwise): its length must be whole for an exact turn.
    const Int128 ex = b[1].x - b[0].x, ey = b[1].y - b[0].y;
    const Int128 nx = ey, ny = -ex, len2 = nx * nx + ny * ny;
    const Int128 len = Int128(std::llround(std::sqrt(double(len2))));
    if (len * len != len2) return "team " + id + "'s front edge has no whole length in 1/1000\", so no turn of it is exact";
    // The turn taking n to f: (f / h) * conj(n) / len, about the centre S / k.
    const Int128 a = Int128(f.x) * nx + Int128(f.y) * ny, bb = Int128(f.y) * nx - Int128(f.x) * ny, d = Int128(f.h) * len;
    const Int128 k = Int128(b.size());
    Int128 sx = 0, sy = 0;
    for (const tt::TablePoint& v : b) sx += v.x, sy += v.y;
    tt::Polygon turned;
    for (const tt::TablePoint& v : b) {
        const Int128 rx = k * v.x - sx, ry = k * v.y - sy;
        const auto x = exactQuotient(d * sx + a * rx - bb * ry, k * d), y = exactQuotient(d * sy + bb * rx + a * ry, k * d);
        if (!x || !y) return "turning team " + id + " to " + f.name + " about its centre puts a vertex off the 1/1000\" lattice";
        turned.push_back({*x, *y});
    }
    if (turned == team->base) return "team " + id + " already faces " + f.name;
    team->base = std::move(turned);
    label = "Turn team " + id + " to " + f.name;
    return {};
}

Refusal addObjective(maps::TabletopGame& game, tt::TablePoint at, std::string& label)
{
    std::set<std::string> ids;
    for (const maps::TableObjective& o : game.objectives) ids.insert(o.id);
    int n = 1;
    while (ids.count("obj-" + std::to_string(n))) ++n;
    game.objectives.push_back({"obj-" + std::to_string(n), at, {}, 0});
    label = "Place objective obj-" + std::to_string(n) + " at " + pointText(at);
    return {};
}

Refusal addTemplate(maps::TabletopGame& game, tt::TemplateKind kind, const std::string& unitId, tt::TablePoint aim, std::string& label)
{
    const maps::TableUnit* unit = nullptr;
    for (const maps::TableSide& s : game.sides)
        for (const maps::TableUnit& u : s.units)
            if (u.id == unitId) unit = &u;
    if (!unit || game.isOffTable(unitId) || unit->teams.empty()) return "unit '" + unitId + "' has no team on the table to fire it";
    std::vector<tt::Polygon> bases;
    for (const maps::TableTeam& t : unit->teams) bases.push_back(t.base);
    const std::string stem = kind == tt::TemplateKind::Smoke ? "smoke-" : "barrage-";
    std::set<std::string> ids;
    for (const maps::PlacedTemplate& t : game.templates) ids.insert(t.id);
    int n = 1;
    while (ids.count(stem + std::to_string(n))) ++n;
    maps::PlacedTemplate placed;
    placed.id = stem + std::to_string(n);
    placed.kind = kind;
    placed.unit = unitId;
    placed.aim = aim;
    try {
        placed.outline = tt::placeTemplate(bases, aim);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    label = "Place " + placed.id + " (unit " + unitId + ") at " + pointText(aim);
    game.templates.push_back(std::move(placed));
    return {};
}

Pick pickAt(const maps::TabletopGame& game, tt::TablePoint at)
{
    Pick pick;
    // Teams, objectives (within 1/4"), templates, linear pieces, area pieces, the innermost hill, zones.
    for (const maps::TableSide& s : game.sides)
        for (const maps::TableUnit& u : s.units)
            for (const maps::TableTeam& t : u.teams)
                if (!t.base.empty() && tt::placeOfPoint(t.base, at) != tt::Place::Outside) pick = {Pick::What::Team, t.id, 0, 0, "team " + t.id};
    if (pick.what != Pick::What::None) return pick;
    for (const maps::TableObjective& o : game.objectives)
        if (near(o.at, at, 250)) return {Pick::What::Objective, o.id, 0, 0, "objective " + o.id};
    for (auto k = game.templates.rbegin(); k != game.templates.rend(); ++k)
        if (tt::placeOfPoint(k->outline, at) != tt::Place::Outside) return {Pick::What::Template, k->id, 0, 0, "template " + k->id};
    for (tt::PieceFamily family : {tt::PieceFamily::Linear, tt::PieceFamily::Area})
        for (auto k = game.pieces.rbegin(); k != game.pieces.rend(); ++k)
            if (tt::familyOf(k->kind) == family && tt::placeOfPoint(k->outline, at) != tt::Place::Outside)
                return {Pick::What::Piece, std::to_string(k->id), 0, 0, std::string(tt::pieceKindName(k->kind)) + " " + std::to_string(k->id)};
    const maps::TablePiece* hill = nullptr;
    for (const maps::TablePiece& p : game.pieces)
        if (p.kind == tt::PieceKind::Hill && tt::placeOfPoint(p.outline, at) != tt::Place::Outside && (!hill || p.level.value_or(0) > hill->level.value_or(0)))
            hill = &p;
    if (hill) return {Pick::What::Piece, std::to_string(hill->id), 0, 0, "hill " + std::to_string(hill->id)};
    for (std::size_t s = 0; s < game.sides.size(); ++s)
        for (std::size_t z = 0; z < game.sides[s].zones.size(); ++z)
            if (tt::placeOfPoint(game.sides[s].zones[z].outline, at) != tt::Place::Outside)
                return {Pick::What::Zone, game.sides[s].id, s, z, "deployment zone of " + game.sides[s].id};
    return pick;
}

Refusal movePick(maps::TabletopGame& game, const Pick& pick, tt::Thou dx, tt::Thou dy, std::string& label)
{
    if (dx == 0 && dy == 0) return "it stays where it is";
    label = "Move " + pick.name + " by (" + inches(dx) + ", " + inches(dy) + ")";
    switch (pick.what) {
    case Pick::What::Team:
        if (maps::TableTeam* t = findTeam(game, pick.id)) return translate(t->base, dx, dy), Refusal();
        break;
    case Pick::What::Objective:
        for (maps::TableObjective& o : game.objectives)
            if (o.id == pick.id) return o.at = {o.at.x + dx, o.at.y + dy}, Refusal();
        break;
    case Pick::What::Template:
        for (maps::PlacedTemplate& t : game.templates)
            if (t.id == pick.id) return t.aim = {t.aim.x + dx, t.aim.y + dy}, translate(t.outline, dx, dy), Refusal();
        break;
    case Pick::What::Piece:
        for (maps::TablePiece& p : game.pieces)
            if (std::to_string(p.id) == pick.id) return translate(p.outline, dx, dy), Refusal();
        break;
    case Pick::What::Zone:
        if (pick.side < game.sides.size() && pick.index < game.sides[pick.side].zones.size())
            return translate(game.sides[pick.side].zones[pick.index].outline, dx, dy), Refusal();
        break;
    case Pick::What::None: break;
    }
    return "nothing there to move";
}

Refusal deletePick(maps::TabletopGame& game, const Pick& pick, std::string& label)
{
    label = "Delete " + pick.name;
    const auto erased = [](auto& list, auto match) {
        const auto at = std::find_if(list.begin(), list.end(), match);
        if (at == list.end()) return false;
        list.erase(at);
        return true;
    };
    switch (pick.what) {
    case Pick::What::Team:
        for (maps::TableSide& s : game.sides)
            for (maps::TableUnit& u : s.units)
                if (erased(u.teams, [&](const maps::TableTeam& t) { return t.id == pick.id; })) return {};
        break;
    case Pick::What::Objective:
        if (erased(game.objectives, [&](const maps::TableObjective& o) { return o.id == pick.id; })) return {};
        break;
    case Pick::What::Template:
        if (erased(game.templates, [&](const maps::PlacedTemplate& t) { return t.id == pick.id; })) return {};
        break;
    case Pick::What::Piece:
        if (erased(game.pieces, [&](const maps::TablePiece& p) { return std::to_string(p.id) == pick.id; })) return {};
        break;
    case Pick::What::Zone:
        if (pick.side < game.sides.size() && pick.index < game.sides[pick.side].zones.size()) {
            game.sides[pick.side].zones.erase(game.sides[pick.side].zones.begin() + std::ptrdiff_t(pick.index));
            return {};
        }
        break;
    case Pick::What::None: break;
    }
    return "nothing there to delete";
}

std::vector<std::string> firingUnits(const maps::TabletopGame& game)
{
    std::vector<std::string> out;
    for (const maps::TableSide& s : game.sides)
        for (const maps::TableUnit& u : s.units)
            if (!game.isOffTable(u.id) && !u.teams.empty()) out.push_back(u.id);
    return out;
}

} // namespace crestline::gui::tabletop_edit
