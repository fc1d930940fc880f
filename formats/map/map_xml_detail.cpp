#include "formats/map/map_xml_detail.h"

namespace crestline::formats::detail {

namespace {

bool isXmlSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

} // namespace

std::optional<std::vector<geometry::Point>> parsePoints(xml::ReadContext& ctx, pugi::xml_node node, const char* attribute)
{
    const std::string_view text = node.attribute(attribute).value();
    std::vector<geometry::Point> points;
    std::size_t i = 0;
    int index = 0;
    while (true) {
        while (i < text.size() && isXmlSpace(text[i])) ++i;
        if (i == text.size()) break;
        std::size_t end = i;
        while (end < text.size() && !isXmlSpace(text[end])) ++end;
        const std::string_view token = text.substr(i, end - i);
        ++index;
        const std::size_t comma = token.find(',');
        const auto u = comma == std::string_view::npos ? std::nullopt : xml::parseDouble(token.substr(0, comma));
        const auto v = comma == std::string_view::npos ? std::nullopt : xml::parseDouble(token.substr(comma + 1));
        if (!u || !v) {
            ctx.report(code::BadPoints, node,
                       "point " + std::to_string(index) + " of '" + attribute + "' on <" + node.name() + "> is '" + std::string(token) +
                          "', expected u,v (two numbers separated by a comma)");
            return std::nullopt;
        }
        points.push_back({*u, *v});
        i = end;
    }
    return points;
}

std::vector<std::string_view> splitList(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && isXmlSpace(text[i])) ++i;
        if (i == text.size()) break;
        std::size_t end = i;
        while (end < text.size() && !isXmlSpace(text[end])) ++end;
        words.push_back(text.substr(i, end - i));
        i = end;
    }
    return words;
}

std::string formatPoints(const std::vector<geometry::Point>& points)
{
    std::string out;
    for (const geometry::Point& p : points) {
        if (!out.empty()) out += ' ';
        out += xml::formatDouble(p.u) + "," + xml::formatDouble(p.v);
    }
    return out;
}

} // namespace crestline::formats::detail
