// Reader for 15 mm tabletop tables (NAME.table.xml, docs/tabletop-format.md).
// The <table> header is the frame: a problem there is fatal. A missing or
// malformed value drops its item (never a made-up value); a piece, zone or
// base whose polygon is wrong is kept and reported (tabletop-bad-outline,
// tabletop-bad-base), as are edges crossed (tabletop-off-edge). Clockwise
// outlines are reversed exactly; a base keeps its front edge first.

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"
#include "formats/table/tabletop/tabletop_format.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace crestline::formats {

namespace tt = geometry::los::tabletop;

std::optional<tt::Thou> parseInches(std::string_view s)
{
    std::size_t i = 0;
    const bool negative = !s.empty() && s[0] == '-';
    if (negative) ++i;
    tt::Thou whole = 0;
    std::size_t digits = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++digits) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > tt::kMaxCoord / tt::kThouPerInch) return std::nullopt;
    }
    if (digits == 0) return std::nullopt;
    tt::Thou frac = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        std::size_t places = 0;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++places) {
            if (places == 3) return std::nullopt; // finer than 1/1000 inch is refused, never rounded (and never overflows)
            frac = frac * 10 + (s[i] - '0');
        }
        if (places == 0 || places > 3) return std::nullopt; // finer than 1/1000 inch is refused, never rounded
        for (; places < 3; ++places) frac *= 10;
    }
    if (i != s.size()) return std::nullopt;
    const tt::Thou v = whole * tt::kThouPerInch + frac;
    if (v > tt::kMaxCoord) return std::nullopt;
    return negative ? -v : v;
}

bool isTableRoot(std::string_view rootName) { return rootName == "table"; }

namespace {

using maps::XmlExtras;

std::string afterPrefix(const std::string& what)
{
    const auto colon = what.find(": ");
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

class TableReader {
public:
    explicit TableReader(xml::ReadContext& ctx) : m_ctx(ctx) {}
    std::optional<maps::TabletopGame> read(pugi::xml_node root);

private:
    xml::ReadContext& m_ctx;
    maps::TabletopGame m_game;
    std::map<std::string, int> m_teamLines, m_unitLines, m_sideLines, m_objectiveLines, m_templateLines;
    std::map<int, int> m_pieceLines;
    std::vector<pugi::xml_node> m_pieceNodes; ///< beside m_game.pieces
    std::set<int> m_badOutlines;              ///< ids of pieces whose outline the core refuses

    void readHeader(pugi::xml_node root);
    std::optional<tt::Thou> inches(pugi::xml_node node, const char* name, bool required, bool nonNegative);
    std::optional<tt::Polygon> points(pugi::xml_node node, XmlExtras& extras);
    std::optional<maps::TablePiece> readPiece(pugi::xml_node node);
    std::optional<maps::TableSide> readSide(pugi::xml_node node);
    std::optional<maps::TableUnit> readUnit(pugi::xml_node node, bool offTable);
    std::optional<maps::TableTeam> readTeam(pugi::xml_node node, bool offTable);
    std::optional<maps::Weapon> readWeapon(pugi::xml_node node);
    maps::TeamState readState(pugi::xml_node node);
    void checkHills();
    void readObjectives(pugi::xml_node root);
    void readTemplates(pugi::xml_node root);
    void readOffTable(pugi::xml_node root);
    bool claim(std::map<std::string, int>& seen, pugi::xml_node node, const std::string& what, const std::string& id);
    void checkEdge(pugi::xml_node node, const tt::Polygon& poly, const std::string& what, bool isTeam, const std::string& id = {});
};

std::optional<tt::Thou> TableReader::inches(pugi::xml_node node, const char* name, bool required, bool nonNegative)
{
    const pugi::xml_attribute a = node.attribute(name);
    if (!a) {
        if (required)
            m_ctx.report(code::MissingAttribute, node, std::string("<") + node.name() + "> needs attribute '" + name + "' (inches)");
        return std::nullopt;
    }
    const auto v = parseInches(a.value());
    if (!v || (nonNegative && *v < 0)) {
        xml::reportRange(m_ctx, node, name,
                         std::string(nonNegative ? "a non-negative " : "a ") + "decimal number of inches with at most 3 places (1/1000 inch), within 100000");
        return std::nullopt;
    }
    return v;
}

/// The <pt x y/> children, in file order; nullopt if one is malformed.
std::optional<tt::Polygon> TableReader::points(pugi::xml_node node, XmlExtras& extras)
{
    tt::Polygon poly;
    bool ok = true;
    std::vector<XmlExtras> ptExtras;
    for (pugi::xml_node pt : node.children("pt")) {
        const auto x = inches(pt, "x", true, false), y = inches(pt, "y", true, false);
        ptExtras.push_back(xml::readExtras(m_ctx, pt, {"x", "y"}, {}));
        if (x && y) poly.push_back({*x, *y});
        else ok = false;
    }
    xml::carryChildExtras(extras, "pt", ptExtras);
    if (!ok) return std::nullopt;
    return poly;
}

void TableReader::readHeader(pugi::xml_node root)
{
    if (auto v = xml::requireString(m_ctx, root, "system"); v && *v != "tabletop")
        xml::reportRange(m_ctx, root, "system", "tabletop");
    if (auto v = xml::requireString(m_ctx, root, "units"); v && *v != "inch")
        xml::reportRange(m_ctx, root, "units", "inch (coordinates are decimal inches)");
    const auto w = inches(root, "width", true, true), d = inches(root, "depth", true, true);
    if (w) m_game.width = *w;
    if (d) m_game.depth = *d;
    if (w && *w == 0) xml::reportRange(m_ctx, root, "width", "more than 0 inches");
    if (d && *d == 0) xml::reportRange(m_ctx, root, "depth", "more than 0 inches");
    m_game.id = xml::optionalString(root, "id");
    m_game.name = xml::optionalString(root, "name");
}

std::optional<maps::TabletopGame> TableReader::read(pugi::xml_node root)
{
    xml::ErrorMark frame(m_ctx);
    readHeader(root);
    m_game.extras = xml::readExtras(m_ctx, root, {"version", "system", "units", "width", "depth", "id", "name"},
                                    {"piece", "side", "objective", "template", "off-table"});
    if (frame.newErrors()) {
        frame.makeFatal();
        return std::nullopt;
    }
    readOffTable(root);
    for (pugi::xml_node node : root.children("piece"))
        if (auto p = readPiece(node)) {
            m_game.pieces.push_back(std::move(*p));
            m_pieceNodes.push_back(node);
        }
    checkHills();
    for (pugi::xml_node node : root.children("side"))
        if (auto s = readSide(node)) m_game.sides.push_back(std::move(*s));
    readObjectives(root);
    readTemplates(root);
    for (pugi::xml_node node : root.child("off-table").children("unit")) {
        const std::string ref = node.attribute("ref").value();
        if (m_game.isOffTable(ref) && !m_unitLines.count(ref))
            m_ctx.add(m_ctx.at(code::TabletopUnknownUnit, node).feature(ref).message("the off-table list names unit '" + ref + "', which no <unit> of the file is"));
    }
    return std::move(m_game);
}

bool TableReader::claim(std::map<std::string, int>& seen, pugi::xml_node node, const std::string& what, const std::string& id)
{
    const auto [first, added] = seen.try_emplace(id, m_ctx.lineOf(node));
    if (!added) m_ctx.report(code::DuplicateId, node, what + " '" + id + "' is already given on line " + std::to_string(first->second));
    return added;
}

void TableReader::checkEdge(pugi::xml_node node, const tt::Polygon& poly, const std::string& what, bool isTeam, const std::string& id)
{
    for (const tt::TablePoint& p : poly)
        if (p.x < 0 || p.y < 0 || p.x > m_game.width || p.y > m_game.depth) {
            FindingBuilder f = m_ctx.at(code::TabletopOffEdge, node);
            if (!isTeam) f.severity(Severity::Warning);
            if (!id.empty()) f.feature(id);
            m_ctx.add(f.message(what + " reaches beyond the table's edge at (" + formatInches(p.x) + ", " + formatInches(p.y) + ")"));
            return;
        }
}

std::optional<maps::TablePiece> TableReader::readPiece(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::TablePiece piece;
    piece.line = m_ctx.lineOf(node);
    if (auto v = xml::requireIntAtLeast(m_ctx, node, "id", 1)) piece.id = *v;
    static constexpr std::string_view kinds[] = {"forest", "field", "building", "smoke", "wall", "fence", "bocage", "hill"};
    if (auto v = xml::requireChoice(m_ctx, node, "kind", {"forest", "field", "building", "smoke", "wall", "fence", "bocage", "hill"}))
        piece.kind = tt::PieceKind(std::find(std::begin(kinds), std::end(kinds), *v) - std::begin(kinds));
    if (auto v = xml::requireChoice(m_ctx, node, "cover", {"none", "soft", "hard"}))
        piece.cover = *v == "hard" ? tt::Cover::Hard : *v == "soft" ? tt::Cover::Soft : tt::Cover::None;
    if (auto v = xml::requireChoice(m_ctx, node, "movement", {"open", "difficult", "very-difficult"}))
        piece.movement = *v == "difficult" ? maps::Movement::Difficult : *v == "very-difficult" ? maps::Movement::VeryDifficult : maps::Movement::Open;
    const bool linear = tt::familyOf(piece.kind) == tt::PieceFamily::Linear, hill = piece.kind == tt::PieceKind::Hill;
    piece.height = inches(node, "height", linear, true); // [Cover & Terrain] a wall's height decides whether it blocks
    piece.level = hill ? xml::requireIntAtLeast(m_ctx, node, "level", 1) : xml::optionalIntAtLeast(m_ctx, node, "level", 0);
    piece.extras = xml::readExtras(m_ctx, node, {"id", "kind", "cover", "movement", "height", "level"}, {"pt"});
    auto outline = points(node, piece.extras);
    if (mark.newErrors() || !outline) return std::nullopt;
    piece.outline = std::move(*outline);
    if (tt::twiceArea(piece.outline) < 0) std::reverse(piece.outline.begin(), piece.outline.end());
    try {
        tt::requireValidPiece({piece.id, piece.kind, piece.cover, piece.outline, piece.height.value_or(0), piece.level.value_or(0), {}});
    } catch (const std::invalid_argument& e) {
        m_ctx.add(m_ctx.at(code::TabletopBadOutline, node).feature(std::to_string(piece.id)).message(e.what()));
        m_badOutlines.insert(piece.id);
    }
    checkEdge(node, piece.outline, "piece " + std::to_string(piece.id), false, std::to_string(piece.id));
    const auto [first, added] = m_pieceLines.try_emplace(piece.id, piece.line);
    if (!added) {
        m_ctx.report(code::DuplicateId, node, "piece " + std::to_string(piece.id) + " is already given on line " + std::to_string(first->second));
        return std::nullopt;
    }
    return piece;
}

/// tabletop-los.md "Words": hills nest; two whose interiors overlap without
/// one holding the other are an error, reported on the later one (hills whose
/// outline is refused already are left out).
void TableReader::checkHills()
{
    std::vector<tt::Piece> hills;
    std::vector<std::size_t> at; // index into m_game.pieces
    for (std::size_t i = 0; i < m_game.pieces.size(); ++i) {
        const maps::TablePiece& p = m_game.pieces[i];
        if (p.kind != tt::PieceKind::Hill || m_badOutlines.count(p.id)) continue;
        hills.push_back({p.id, p.kind, p.cover, p.outline, 0, p.level.value_or(0), {}});
        at.push_back(i);
    }
    for (const auto& [a, b] : tt::crossingHills(hills)) {
        const maps::TablePiece &first = m_game.pieces[at[a]], &second = m_game.pieces[at[b]];
        m_ctx.add(m_ctx.at(code::TabletopHillsCross, m_pieceNodes[at[b]])
                      .feature(std::to_string(second.id))
                      .message("hill " + std::to_string(second.id) + " overlaps hill " + std::to_string(first.id) + " (line " +
                               std::to_string(first.line) + ") without one holding the other: hills must nest (tabletop-los.md \"Words\")"));
    }
}

std::optional<maps::TableSide> TableReader::readSide(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::TableSide side;
    side.line = m_ctx.lineOf(node);
    if (auto v = xml::requireToken(m_ctx, node, "id")) side.id = *v;
    side.name = xml::optionalString(node, "name");
    side.extras = xml::readExtras(m_ctx, node, {"id", "name"}, {"zone", "unit"});
    if (mark.newErrors() || !claim(m_sideLines, node, "side", side.id)) return std::nullopt;
    for (pugi::xml_node z : node.children("zone")) {
        maps::DeploymentZone zone;
        zone.line = m_ctx.lineOf(z);
        zone.extras = xml::readExtras(m_ctx, z, {}, {"pt"});
        auto outline = points(z, zone.extras);
        if (!outline) continue;
        zone.outline = std::move(*outline);
        if (tt::twiceArea(zone.outline) < 0) std::reverse(zone.outline.begin(), zone.outline.end());
        try {
            tt::requireValidPiece({0, tt::PieceKind::Field, tt::Cover::None, zone.outline, 0, 0, {}});
        } catch (const std::invalid_argument& e) {
            m_ctx.report(code::TabletopBadOutline, z, "deployment zone of side '" + side.id + "': " + afterPrefix(e.what()));
        }
        checkEdge(z, zone.outline, "deployment zone of side '" + side.id + "'", false);
        side.zones.push_back(std::move(zone));
    }
    for (pugi::xml_node u : node.children("unit")) {
        const bool off = m_game.isOffTable(u.attribute("id").value());
        if (auto unit = readUnit(u, off)) side.units.push_back(std::move(*unit));
    }
    return side;
}

std::optional<maps::TableUnit> TableReader::readUnit(pugi::xml_node node, bool offTable)
{
    const xml::ErrorMark mark(m_ctx);
    maps::TableUnit unit;
    unit.line = m_ctx.lineOf(node);
    if (auto v = xml::requireToken(m_ctx, node, "id")) unit.id = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "training", {"green", "trained", "veteran"})) // [Unit Training Table]
        unit.training = *v == "green" ? maps::Training::Green : *v == "veteran" ? maps::Training::Veteran : maps::Training::Trained;
    unit.leader = xml::optionalString(node, "leader");
    unit.company = xml::optionalString(node, "company");
    unit.extras = xml::readExtras(m_ctx, node, {"id", "training", "leader", "company"}, {"team"});
    if (mark.newErrors() || !claim(m_unitLines, node, "unit", unit.id)) return std::nullopt;
    for (pugi::xml_node t : node.children("team"))
        if (auto team = readTeam(t, offTable)) unit.teams.push_back(std::move(*team));
    return unit;
}

std::optional<maps::TableTeam> TableReader::readTeam(pugi::xml_node node, bool offTable)
{
    const xml::ErrorMark mark(m_ctx);
    maps::TableTeam team;
    team.line = m_ctx.lineOf(node);
    if (auto v = xml::requireToken(m_ctx, node, "id")) team.id = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "type", {"infantry", "gun", "tank"}))
        team.type = *v == "tank" ? tt::TeamType::Tank : *v == "gun" ? tt::TeamType::Gun : tt::TeamType::Infantry;
    if (auto v = xml::requireChoice(m_ctx, node, "armour", {"armored", "soft"}))
        team.armour = *v == "armored" ? maps::Armour::Armored : maps::Armour::Soft;
    if (auto v = inches(node, "height", true, true)) team.height = *v;
    if (auto v = xml::requireChoice(m_ctx, node, "role", {"PL", "CC", "FO"}, false)) team.role = *v;
    team.extras = xml::readExtras(m_ctx, node, {"id", "type", "armour", "height", "role"}, {"pt", "weapon", "state"});
    auto base = points(node, team.extras);
    xml::reportDuplicates(m_ctx, node, "state");
    for (pugi::xml_node w : node.children("weapon"))
        if (auto weapon = readWeapon(w)) team.weapons.push_back(std::move(*weapon));
    if (pugi::xml_node s = node.child("state")) team.state = readState(s);
    if (base && base->empty() && !offTable)
        m_ctx.report(code::MissingElement, node, "team '" + team.id + "' has no base (<pt> vertices); only teams of off-table units may leave it out");
    if (mark.newErrors() || !base || !claim(m_teamLines, node, "team", team.id)) return std::nullopt;
    team.base = std::move(*base);
    if (team.base.empty()) return team;
    if (tt::twiceArea(team.base) < 0) {
        // Reversed with the front edge still first: v1, v0, v(n-1), ..., v2.
        tt::Polygon ccw{team.base[1], team.base[0]};
        for (std::size_t i = team.base.size() - 1; i >= 2; --i) ccw.push_back(team.base[i]);
        team.base = std::move(ccw);
    }
    try {
        tt::requireValidTeam({0, 0, team.type, team.base, team.height});
    } catch (const std::invalid_argument& e) {
        m_ctx.add(m_ctx.at(code::TabletopBadBase, node).feature(team.id).message("team '" + team.id + "': " + afterPrefix(e.what())));
    }
    if (!offTable) checkEdge(node, team.base, "team '" + team.id + "'", true, team.id);
    return team;
}

std::optional<maps::Weapon> TableReader::readWeapon(pugi::xml_node node)
{
    const xml::ErrorMark mark(m_ctx);
    maps::Weapon w;
    w.line = m_ctx.lineOf(node);
    if (auto v = xml::requireToken(m_ctx, node, "name")) w.name = *v;
    if (auto v = inches(node, "range", true, true)) w.range = *v;
    if (auto v = xml::requireIntAtLeast(m_ctx, node, "fp", 0)) w.firePoints = *v;
    w.antiTank = xml::optionalIntAtLeast(m_ctx, node, "at", 0);
    w.extras = xml::readExtras(m_ctx, node, {"name", "range", "fp", "at"}, {});
    if (mark.newErrors()) return std::nullopt;
    return w;
}

maps::TeamState TableReader::readState(pugi::xml_node node)
{
    maps::TeamState s;
    s.line = m_ctx.lineOf(node);
    s.goneToGround = xml::optionalBool(m_ctx, node, "gone-to-ground").value_or(false);
    s.overwatch = xml::optionalBool(m_ctx, node, "overwatch").value_or(false);
    s.suppressed = xml::optionalBool(m_ctx, node, "suppressed").value_or(false);
    s.moved = xml::optionalBool(m_ctx, node, "moved").value_or(false);
    s.fired = xml::optionalBool(m_ctx, node, "fired").value_or(false);
    s.extras = xml::readExtras(m_ctx, node, {"gone-to-ground", "overwatch", "suppressed", "moved", "fired"}, {});
    return s;
}

void TableReader::readObjectives(pugi::xml_node root)
{
    for (pugi::xml_node node : root.children("objective")) {
        const xml::ErrorMark mark(m_ctx);
        maps::TableObjective o;
        o.line = m_ctx.lineOf(node);
        if (auto v = xml::requireToken(m_ctx, node, "id")) o.id = *v;
        const auto x = inches(node, "x", true, false), y = inches(node, "y", true, false);
        o.extras = xml::readExtras(m_ctx, node, {"id", "x", "y"}, {});
        if (mark.newErrors() || !claim(m_objectiveLines, node, "objective", o.id)) continue;
        o.at = {*x, *y};
        checkEdge(node, {o.at}, "objective '" + o.id + "'", false, o.id);
        m_game.objectives.push_back(std::move(o));
    }
}

/// <template id kind unit x y> with its four stored <pt> [Indirect Fire]: the
/// kind and values are required; a square that is not 6" x 6" on the aim point
/// within the rounding allowance is reported (tabletop-bad-outline) and kept,
/// as is a unit that is no <unit> of the file (tabletop-unknown-unit).
void TableReader::readTemplates(pugi::xml_node root)
{
    for (pugi::xml_node node : root.children("template")) {
        const xml::ErrorMark mark(m_ctx);
        maps::PlacedTemplate t;
        t.line = m_ctx.lineOf(node);
        if (auto v = xml::requireToken(m_ctx, node, "id")) t.id = *v;
        if (auto v = xml::requireChoice(m_ctx, node, "kind", {"barrage", "smoke"}))
            t.kind = *v == "smoke" ? tt::TemplateKind::Smoke : tt::TemplateKind::Barrage;
        if (auto v = xml::requireToken(m_ctx, node, "unit")) t.unit = *v;
        const auto x = inches(node, "x", true, false), y = inches(node, "y", true, false);
        t.extras = xml::readExtras(m_ctx, node, {"id", "kind", "unit", "x", "y"}, {"pt"});
        auto outline = points(node, t.extras);
        if (mark.newErrors() || !outline || !claim(m_templateLines, node, "template", t.id)) continue;
        t.aim = {*x, *y};
        t.outline = std::move(*outline);
        if (tt::twiceArea(t.outline) < 0) std::reverse(t.outline.begin(), t.outline.end());
        if (!tt::isPlacedSquare(t.outline, t.aim))
            m_ctx.add(m_ctx.at(code::TabletopBadOutline, node).feature(t.id).message(
                "template '" + t.id + "': its 4 vertices are not a 6\" x 6\" square centred on its aim point (" + formatInches(t.aim.x) +
                ", " + formatInches(t.aim.y) + ") as placing rounds it (each vertex to the nearest 1/1000\")"));
        if (!m_unitLines.count(t.unit))
            m_ctx.add(m_ctx.at(code::TabletopUnknownUnit, node).feature(t.unit).message("template '" + t.id + "' names unit '" + t.unit + "', which no <unit> of the file is"));
        checkEdge(node, {t.aim}, "template '" + t.id + "' aim point", false, t.id);
        m_game.templates.push_back(std::move(t));
    }
}

void TableReader::readOffTable(pugi::xml_node root)
{
    xml::reportDuplicates(m_ctx, root, "off-table");
    const pugi::xml_node list = root.child("off-table");
    if (!list) return;
    xml::carryChildExtras(m_game.extras, "off-table", {xml::readExtras(m_ctx, list, {}, {"unit"})});
    std::set<std::string> seen;
    for (pugi::xml_node node : list.children("unit")) {
        const xml::ErrorMark mark(m_ctx);
        maps::OffTableEntry e;
        e.line = m_ctx.lineOf(node);
        if (auto v = xml::requireToken(m_ctx, node, "ref")) e.unit = *v;
        e.extras = xml::readExtras(m_ctx, node, {"ref"}, {});
        if (mark.newErrors()) continue;
        if (!seen.insert(e.unit).second) {
            m_ctx.report(code::DuplicateId, node, "unit '" + e.unit + "' is already in the off-table list");
            continue;
        }
        m_game.offTable.push_back(std::move(e));
    }
}

} // namespace

ReadResult<maps::TabletopGame> readTableText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<maps::TabletopGame>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<maps::TabletopGame> {
        if (!xml::checkRoot(ctx, root, "table", kTableFormatVersion, "table")) return std::nullopt;
        return TableReader(ctx).read(root);
    });
}

ReadResult<maps::TabletopGame> readTableFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<maps::TabletopGame>>(file, readTableText);
}

} // namespace crestline::formats
