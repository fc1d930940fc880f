// Reader for Conflict of Heroes positions (see coh_position.h).

#include "formats/scenario/coh/coh_position.h"

#include "formats/common/atomic_file.h"
#include "formats/common/xml_extras.h"
#include "formats/common/xml_support.h"

#include <set>

namespace crestline::formats {

namespace {

bool flag(xml::ReadContext& ctx, pugi::xml_node n, const char* name) { return xml::optionalBool(ctx, n, name).value_or(false); }

std::optional<Position> readPosition(xml::ReadContext& ctx, pugi::xml_node root)
{
    if (!xml::checkRoot(ctx, root, "position", kPositionFormatVersion, "position")) return std::nullopt;
    const std::string system = root.attribute("system").value();
    if (system != "coh") {
        ctx.report(code::WrongSystem, root, "a position of system '" + system + "': positions are Conflict of Heroes play states (system=\"coh\")");
        return std::nullopt;
    }
    xml::readExtras(ctx, root, {"version", "system"}, {"unit", "counter", "smoke"});
    Position p;
    std::set<std::string> ids;
    for (pugi::xml_node c : root.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        const xml::ErrorMark mark(ctx);
        if (name == "unit") {
            PositionUnit u;
            u.line = ctx.lineOf(c);
            if (auto v = xml::requireToken(ctx, c, "id")) u.id = *v;
            if (auto v = xml::requireToken(ctx, c, "side")) u.side = *v;
            if (auto v = xml::requireToken(ctx, c, "hex")) u.hex = *v;
            u.hidden = flag(ctx, c, "hidden");
            u.vehicle = flag(ctx, c, "vehicle");
            u.hastyDefence = flag(ctx, c, "hasty-defence");
            xml::readExtras(ctx, c, {"id", "side", "hex", "hidden", "vehicle", "hasty-defence"}, {});
            if (!u.id.empty() && !ids.insert(u.id).second) ctx.report(code::DuplicateId, c, "unit " + u.id + " is placed twice");
            if (!mark.newErrors()) p.units.push_back(std::move(u));
        } else if (name == "counter") {
            PositionCounter k;
            k.line = ctx.lineOf(c);
            if (auto v = xml::requireToken(ctx, c, "hex")) k.hex = *v;
            if (auto v = xml::requireChoice(ctx, c, "kind", {"bunker", "trench", "road-block", "barbed-wire", "mine"})) k.kind = *v;
            xml::readExtras(ctx, c, {"hex", "kind"}, {});
            if (!mark.newErrors()) p.counters.push_back(std::move(k));
        } else if (name == "smoke") {
            PositionSmoke s;
            s.line = ctx.lineOf(c);
            if (auto v = xml::requireToken(ctx, c, "hex")) s.hex = *v;
            if (auto v = xml::requireChoice(ctx, c, "value", {"1", "2"})) s.value = *v == "1" ? 1 : 2;
            xml::readExtras(ctx, c, {"hex", "value"}, {});
            if (!mark.newErrors()) p.smoke.push_back(std::move(s));
        }
    }
    return p;
}

} // namespace

ReadResult<Position> readPositionText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<Position>>(text, fileName, readPosition);
}

ReadResult<Position> readPositionFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<Position>>(file, readPositionText);
}

} // namespace crestline::formats
