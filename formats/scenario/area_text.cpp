// A setup area's expression as the text an editor shows: the area elements
// of docs/scenario-format.md ("Setup areas"), one after another, read and
// written by the same code as <setup-area> in a scenario file.

#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

#include <sstream>

namespace crestline::formats {

namespace sx = scenario_xml;

ReadResult<std::vector<scenarios::AreaExpr>> readAreaPartsText(std::string_view text, const std::string& fileName)
{
    // The wrapper starts on the text's first line, so lines are the text's own.
    const std::string wrapped = "<setup-area>" + std::string(text) + "</setup-area>";
    return xml::readDocument<ReadResult<std::vector<scenarios::AreaExpr>>>(
        wrapped, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<std::vector<scenarios::AreaExpr>> {
            std::vector<scenarios::AreaExpr> parts;
            for (pugi::xml_node c : root.children()) {
                if (c.type() != pugi::node_element) continue;
                if (!sx::isAreaElement(c.name())) {
                    ctx.report(code::UnknownElement, c, std::string("<") + c.name() + "> is not an area element (hexes, row, column, within, south-of, "
                                                                          "north-of, east-of, west-of, containing, union, intersection, difference)");
                    continue;
                }
                if (auto e = sx::readAreaExpr(ctx, c)) parts.push_back(std::move(*e));
            }
            if (parts.empty() && !ctx.hasErrors()) ctx.report(code::MissingElement, root, "the area needs at least one area element");
            return parts;
        });
}

std::string writeAreaPartsText(const std::vector<scenarios::AreaExpr>& parts)
{
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("setup-area");
    for (const scenarios::AreaExpr& e : parts) sx::writeAreaExpr(root, e);
    std::ostringstream out;
    for (pugi::xml_node c : root.children()) c.print(out, "  ", pugi::format_indent | pugi::format_no_declaration);
    return out.str();
}

} // namespace crestline::formats
