// A map's name and scale (see map_properties.h).

#include "editor/edit/map_properties.h"

#include "formats/common/xml_support.h"

#include <utility>

namespace crestline::edit {

namespace {

/// Swaps the map's name and metres per hex with the ones it holds: apply and revert are the same swap.
class MapPropertiesCommand : public MapCommand {
public:
    MapPropertiesCommand(std::string name, double metresPerHex, std::string label)
        : m_name(std::move(name)), m_metresPerHex(metresPerHex), m_label(std::move(label))
    {
    }
    std::string label() const override { return m_label; }
    maps::MapDelta apply(maps::Map& map) override { return swap(map); }
    maps::MapDelta revert(maps::Map& map) override { return swap(map); }

private:
    std::string m_name;
    double m_metresPerHex;
    std::string m_label;
    maps::MapDelta swap(maps::Map& map)
    {
        std::swap(map.name, m_name);
        std::swap(map.metresPerHex, m_metresPerHex);
        maps::MapDelta d;
        d.everything = true; // the title and the scale bar are drawn from them
        return d;
    }
};

} // namespace

MapPropertiesPlan planMapProperties(const maps::Map& map, const std::string& name, const std::string& metresPerHex)
{
    MapPropertiesPlan plan;
    if (name.find_first_not_of(" \t") == std::string::npos) {
        plan.refusal = "name: empty; a map needs a display name";
        return plan;
    }
    for (const char c : name)
        if (static_cast<unsigned char>(c) < 0x20) {
            plan.refusal = "name: \"" + name + "\" holds a control character (a tab or a line break), which a map's name cannot";
            return plan;
        }
    const std::optional<double> metres = formats::xml::parseDouble(metresPerHex);
    if (!metres || *metres < 0 || *metres > 100000) {
        plan.refusal = "metres per hex: \"" + metresPerHex + "\" is not a number from 0 to 100000 (0 = unknown)";
        return plan;
    }
    plan.name = name;
    plan.metresPerHex = *metres == 0 ? 0.0 : *metres; // -0 is 0
    const bool nameChanged = plan.name != map.name, scaleChanged = plan.metresPerHex != map.metresPerHex;
    plan.unchanged = !nameChanged && !scaleChanged;
    plan.label = std::string("Map properties: ") + (nameChanged ? "name" : "") + (nameChanged && scaleChanged ? ", " : "") +
                 (scaleChanged ? "metres per hex" : "");
    return plan;
}

std::unique_ptr<MapCommand> setMapProperties(const MapPropertiesPlan& plan)
{
    if (!plan.refusal.empty() || plan.unchanged) return nullptr;
    return std::make_unique<MapPropertiesCommand>(plan.name, plan.metresPerHex, plan.label);
}

} // namespace crestline::edit
