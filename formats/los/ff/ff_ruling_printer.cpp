// The Fighting Formations ruling printer (ff_ruling_printer.h).

#include "formats/los/ff/ff_ruling_printer.h"

#include "formats/los/ruling_format_parts.h"

namespace crestline::formats {

namespace {

using namespace geometry::los;
using namespace formats::printing;
using Json = nlohmann::ordered_json;

std::string endName(bool sighter) { return sighter ? "sighter's" : "target's"; }

void crestExitLine(const Scene& scene, const Ruling& r, std::vector<std::string>& lines)
{
    const auto* ff = std::get_if<FfDetail>(&r.detail);
    if (!ff || !ff->crestExit) return;
    const auto& g = scene.grid();
    const FfDetail::CrestExit& e = *ff->crestExit;
    const geometry::OffsetCoord upperHex = e.upperIsSighter ? r.from : r.to;
    const geometry::Point m = g.toMap(e.at);
    lines.push_back("upper level: the string leaves " + std::string("level ") + std::to_string(e.level) + " " + e.place.text + " (" +
                    fixed1(m.u) + ", " + fixed1(m.v) + "), " + (e.withinUpperHex ? "within" : "beyond") + " the " +
                    endName(e.upperIsSighter) + " hex " + g.label(upperHex) + " [24.512]");
}

void crestExitJson(const Scene& scene, const Ruling& r, Json& j)
{
    const auto* ff = std::get_if<FfDetail>(&r.detail);
    if (!ff || !ff->crestExit) return;
    const auto& g = scene.grid();
    const FfDetail::CrestExit& e = *ff->crestExit;
    const geometry::Point m = g.toMap(e.at);
    j["crest_exit"] = {{"level", e.level},
                       {"upper", e.upperIsSighter ? "sighter" : "target"},
                       {"hex", g.label(e.hex)},
                       {"x", tenth(m.u)},
                       {"y", tenth(m.v)},
                       {"within_upper_hex", e.withinUpperHex},
                       {"place", placeJson(g, e.place)}};
}

} // namespace

RulingPrinter ffRulingPrinter()
{
    RulingPrinter p;
    p.system = "ff";
    p.blindRule = "[24.53]";
    p.contactLines = crestExitLine;
    p.amendJson = crestExitJson;
    return p;
}

} // namespace crestline::formats
