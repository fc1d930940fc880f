// Pieces shared by the ruling printers (ruling_format_parts.h).

#include "formats/los/ruling_format_parts.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace crestline::formats::printing {

using namespace geometry::los;
using Json = nlohmann::ordered_json;

namespace {

std::string placeKind(HexPlace::Kind k)
{
    switch (k) {
    case HexPlace::Kind::Inside: return "inside";
    case HexPlace::Kind::Hexside: return "hexside";
    case HexPlace::Kind::Vertex: return "vertex";
    }
    return "?";
}

} // namespace

std::string fixed1(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

double tenth(double x) { return std::round(x * 10.0) / 10.0; }

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

Json labels(const geometry::HexGrid& g, const std::vector<geometry::OffsetCoord>& hexes)
{
    Json a = Json::array();
    for (const auto& h : hexes) a.push_back(g.label(h));
    return a;
}

Json placeJson(const geometry::HexGrid& g, const HexPlace& p)
{
    Json j;
    j["kind"] = placeKind(p.kind);
    j["hexes"] = labels(g, p.hexes);
    j["fraction"] = nullptr;
    j["from_vertex"] = nullptr;
    if (p.kind == HexPlace::Kind::Hexside) {
        // Exact fractions as "1/3"; rounded ones as a number.
        j["fraction"] = p.fractionExact ? Json(std::to_string(p.fractionNum) + "/" + std::to_string(p.fractionDen)) : Json(p.fraction);
        j["from_vertex"] = labels(g, p.fromVertex);
    }
    j["text"] = p.text;
    return j;
}

std::string counted(int n, const std::string& one, const std::string& many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace crestline::formats::printing
