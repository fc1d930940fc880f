// The map edit commands (see map_commands.h).

#include "editor/edit/map_commands.h"

#include "geometry/hex_grid.h"
#include "maps/map_analysis.h"

#include <algorithm>
#include <functional>
#include <set>

namespace crestline::edit {

using geometry::Box;
using geometry::OffsetCoord;
using geometry::Point;
using maps::Feature;
using maps::Map;
using maps::MapDelta;

geometry::Box featureBox(const Feature& feature)
{
    Box box = maps::featureBox(feature);
    for (const auto& hole : feature.area.holes) // inside the outer ring, unless the map has an error
        for (const Point& p : hole) box.expand(p);
    if (feature.shape == maps::FeatureShape::Line) {
        const double w = feature.width.value_or(0.0);
        box.minU -= w;
        box.minV -= w;
        box.maxU += w;
        box.maxV += w;
    }
    return box;
}

const std::vector<Point>* ringOf(const Map& map, const VertexRef& v)
{
    if (v.feature < 0 || std::size_t(v.feature) >= map.features.size()) return nullptr;
    const Feature& f = map.features[std::size_t(v.feature)];
    if (f.shape == maps::FeatureShape::Line) return v.ring == -1 ? &f.path : nullptr;
    if (v.ring == -1) return &f.area.outer;
    if (v.ring < 0 || std::size_t(v.ring) >= f.area.holes.size()) return nullptr;
    return &f.area.holes[std::size_t(v.ring)];
}

namespace {

std::vector<Point>& mutableRing(Feature& f, int ring)
{
    if (f.shape == maps::FeatureShape::Line) return f.path;
    return ring == -1 ? f.area.outer : f.area.holes[std::size_t(ring)];
}

std::string featureName(const Feature& f)
{
    return f.terrain.empty() ? std::string("feature") : f.terrain;
}

Box hexBox(const geometry::HexGrid& grid, OffsetCoord h)
{
    const geometry::IPoint c = grid.centre(h);
    return {double(c.u - 2), double(c.v - 2), double(c.u + 2), double(c.v + 2)};
}

/// Replaces, inserts or removes one feature; remembers what was there.
class FeatureCommand : public MapCommand {
public:
    enum class Kind { Add, Delete, Replace, Move, MoveVertex, Other };

    FeatureCommand(Kind kind, int index, std::optional<Feature> after, std::string label)
        : m_kind(kind), m_index(index), m_after(std::move(after)), m_label(std::move(label))
    {
    }

    std::string label() const override { return m_label; }

    MapDelta apply(Map& map) override
    {
        const int n = int(map.features.size());
        if (m_kind == Kind::Add) {
            if (m_index < 0 || m_index > n) m_index = n;
            map.features.insert(map.features.begin() + m_index, *m_after);
            return delta(nullptr, &*m_after, n, +1);
        }
        if (m_index < 0 || m_index >= n) return {}; // a stale index: nothing to do
        Feature& slot = map.features[std::size_t(m_index)];
        if (!m_captured) {
            m_before = slot;
            m_captured = true;
            if (m_kind == Kind::Delete) m_label = "Delete " + featureName(slot);
        }
        if (m_kind == Kind::Delete) {
            map.features.erase(map.features.begin() + m_index);
            return delta(&*m_before, nullptr, n, -1);
        }
        slot = *m_after;
        return delta(&*m_before, &*m_after, n, 0);
    }

    MapDelta revert(Map& map) override
    {
        const int n = int(map.features.size());
        if (m_kind == Kind::Add) {
            if (m_index >= n) return {};
            map.features.erase(map.features.begin() + m_index);
            return delta(&*m_after, nullptr, n, -1);
        }
        if (!m_captured) return {};
        if (m_kind == Kind::Delete) {
            map.features.insert(map.features.begin() + std::min(m_index, n), *m_before);
            return delta(nullptr, &*m_before, n, +1);
        }
        map.features[std::size_t(m_index)] = *m_before;
        return delta(&*m_after, &*m_before, n, 0);
    }

    bool merge(MapCommand& next) override
    {
        auto* other = dynamic_cast<FeatureCommand*>(&next);
        if (!other || other->m_index != m_index || other->m_kind != m_kind) return false;
        if (m_kind != Kind::Move && m_kind != Kind::MoveVertex) return false;
        if (m_kind == Kind::MoveVertex && !(other->m_vertex == m_vertex)) return false;
        m_after = other->m_after;
        return true;
    }

    Kind m_kind;
    int m_index;
    std::optional<Feature> m_after;
    std::string m_label;
    VertexRef m_vertex; ///< MoveVertex: which one (for merging)
    std::optional<Feature> m_before;
    bool m_captured = false;

private:
    /// The change from `from` to `to` at m_index in a list of `n` features
    /// (before the change), `step` +1 insert, -1 erase, 0 replace.
    MapDelta delta(const Feature* from, const Feature* to, int n, int step) const
    {
        MapDelta d;
        if (from) d.regions.push_back(edit::featureBox(*from));
        if (to) d.regions.push_back(edit::featureBox(*to));
        if (step != 0) {
            d.featureRemap.resize(std::size_t(n));
            for (int i = 0; i < n; ++i) {
                if (step > 0) d.featureRemap[std::size_t(i)] = i < m_index ? i : i + 1;
                else d.featureRemap[std::size_t(i)] = i < m_index ? i : i == m_index ? -1 : i - 1;
            }
        }
        return d;
    }
};

/// A command computed from the feature as it is when first applied.
template <class Edit>
std::unique_ptr<MapCommand> editFeature(FeatureCommand::Kind kind, int index, std::string label, Edit edit,
                                        VertexRef vertex = {})
{
    // The after-state needs the model: build it lazily on first apply.
    class Lazy : public FeatureCommand {
    public:
        Lazy(Kind kind, int index, std::string label, Edit edit, VertexRef vertex)
            : FeatureCommand(kind, index, std::nullopt, std::move(label)), m_edit(std::move(edit))
        {
            m_vertex = vertex;
        }
        MapDelta apply(Map& map) override
        {
            if (!m_after) {
                if (m_index < 0 || std::size_t(m_index) >= map.features.size()) return {};
                Feature f = map.features[std::size_t(m_index)];
                if (!m_edit(f)) return {};
                m_after = std::move(f);
            }
            return FeatureCommand::apply(map);
        }
        MapDelta revert(Map& map) override { return m_after ? FeatureCommand::revert(map) : MapDelta{}; }

    private:
        Edit m_edit;
    };
    return std::make_unique<Lazy>(kind, index, std::move(label), std::move(edit), vertex);
}

/// Replaces one of the map's hex-based lists whole; remembers the old list.
template <class T>
class ListCommand : public MapCommand {
public:
    using Edit = std::function<bool(std::vector<T>&, const geometry::HexGrid&, std::vector<OffsetCoord>& touched)>;
    ListCommand(std::vector<T> Map::*list, std::string label, Edit edit)
        : m_list(list), m_label(std::move(label)), m_edit(std::move(edit))
    {
    }
    std::string label() const override { return m_label; }
    MapDelta apply(Map& map) override
    {
        const geometry::HexGrid grid(map.grid);
        if (!m_done) {
            m_before = map.*m_list;
            m_after = m_before;
            if (!m_edit(m_after, grid, m_touched)) m_after = m_before;
            m_done = true;
        }
        map.*m_list = m_after;
        return delta(grid);
    }
    MapDelta revert(Map& map) override
    {
        map.*m_list = m_before;
        return delta(geometry::HexGrid(map.grid));
    }

private:
    std::vector<T> Map::*m_list;
    std::string m_label;
    Edit m_edit;
    bool m_done = false;
    std::vector<T> m_before, m_after;
    std::vector<OffsetCoord> m_touched;

    MapDelta delta(const geometry::HexGrid& grid) const
    {
        MapDelta d;
        for (OffsetCoord h : m_touched) d.regions.push_back(hexBox(grid, h));
        return d;
    }
};

} // namespace

std::unique_ptr<MapCommand> addFeature(Feature feature, std::optional<int> index)
{
    std::string label = "Add " + featureName(feature);
    return std::make_unique<FeatureCommand>(FeatureCommand::Kind::Add, index.value_or(-1), std::move(feature), std::move(label));
}

std::unique_ptr<MapCommand> deleteFeature(int index)
{
    return std::make_unique<FeatureCommand>(FeatureCommand::Kind::Delete, index, std::nullopt, "Delete feature");
}

std::unique_ptr<MapCommand> replaceFeature(int index, Feature after, std::string label)
{
    return std::make_unique<FeatureCommand>(FeatureCommand::Kind::Replace, index, std::move(after), std::move(label));
}

std::unique_ptr<MapCommand> moveFeature(int index, Point offset)
{
    return editFeature(FeatureCommand::Kind::Move, index, "Move feature", [offset](Feature& f) {
        auto shift = [&](std::vector<Point>& ring) {
            for (Point& p : ring) p = {p.u + offset.u, p.v + offset.v};
        };
        shift(f.area.outer);
        for (auto& hole : f.area.holes) shift(hole);
        shift(f.path);
        return true;
    });
}

std::unique_ptr<MapCommand> setFeatureProperty(int index, std::string name, std::string value)
{
    std::string label = "Set " + name;
    return editFeature(FeatureCommand::Kind::Other, index, std::move(label), [name, value](Feature& f) {
        auto at = std::find_if(f.properties.begin(), f.properties.end(), [&](const maps::Property& p) { return p.name == name; });
        if (value.empty()) {
            if (at == f.properties.end()) return false;
            f.properties.erase(at);
        } else if (at != f.properties.end()) {
            at->value = value;
        } else {
            f.properties.push_back({name, value});
        }
        return true;
    });
}

std::unique_ptr<MapCommand> moveVertex(VertexRef vertex, Point to)
{
    return editFeature(
        FeatureCommand::Kind::MoveVertex, vertex.feature, "Move vertex",
        [vertex, to](Feature& f) {
            if (f.shape == maps::FeatureShape::Line ? vertex.ring != -1 : vertex.ring >= int(f.area.holes.size())) return false;
            std::vector<Point>& ring = mutableRing(f, vertex.ring);
            if (vertex.index < 0 || std::size_t(vertex.index) >= ring.size()) return false;
            ring[std::size_t(vertex.index)] = to;
            return true;
        },
        vertex);
}

std::unique_ptr<MapCommand> insertVertex(VertexRef at, Point p)
{
    return editFeature(FeatureCommand::Kind::Other, at.feature, "Insert vertex", [at, p](Feature& f) {
        if (f.shape == maps::FeatureShape::Line ? at.ring != -1 : at.ring >= int(f.area.holes.size())) return false;
        std::vector<Point>& ring = mutableRing(f, at.ring);
        if (at.index < 0 || std::size_t(at.index) > ring.size()) return false;
        ring.insert(ring.begin() + at.index, p);
        return true;
    });
}

std::unique_ptr<MapCommand> deleteVertex(VertexRef vertex)
{
    return editFeature(FeatureCommand::Kind::Other, vertex.feature, "Delete vertex", [vertex](Feature& f) {
        if (f.shape == maps::FeatureShape::Line ? vertex.ring != -1 : vertex.ring >= int(f.area.holes.size())) return false;
        std::vector<Point>& ring = mutableRing(f, vertex.ring);
        if (vertex.index < 0 || std::size_t(vertex.index) >= ring.size()) return false;
        ring.erase(ring.begin() + vertex.index);
        return true;
    });
}

std::unique_ptr<MapCommand> addHole(int index, std::vector<Point> ring)
{
    return editFeature(FeatureCommand::Kind::Other, index, "Add hole", [ring](Feature& f) {
        if (f.shape != maps::FeatureShape::Area) return false;
        f.area.holes.push_back(ring);
        return true;
    });
}

std::unique_ptr<MapCommand> paintHexes(std::vector<OffsetCoord> hexes, std::string terrain, std::string ground)
{
    std::string label = terrain.empty() ? "Clear " + std::to_string(hexes.size()) + (hexes.size() == 1 ? " hex" : " hexes")
                                        : "Paint " + terrain;
    return std::make_unique<ListCommand<maps::HexTerrain>>(
        &Map::hexTerrain, std::move(label),
        [hexes = std::move(hexes), terrain, ground](std::vector<maps::HexTerrain>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            std::set<std::pair<int, int>> seen;
            for (OffsetCoord h : hexes) {
                if (!seen.insert({h.col, h.row}).second) continue;
                auto at = std::find_if(list.begin(), list.end(), [&](const maps::HexTerrain& t) { return t.hex == h; });
                if (terrain.empty()) {
                    if (at == list.end()) continue;
                    if (!at->level) {
                        list.erase(at);
                    } else { // the level stays: it stands on the ground type (or, with none, on what is painted)
                        if (ground.empty() || at->terrain == ground) continue;
                        at->terrain = ground;
                    }
                } else if (at != list.end()) {
                    if (at->terrain == terrain) continue;
                    at->terrain = terrain;
                } else {
                    list.push_back({h, terrain, {}, 0, std::nullopt});
                }
                touched.push_back(h);
            }
            return !touched.empty();
        });
}

std::unique_ptr<MapCommand> setHexLevels(std::vector<OffsetCoord> hexes, std::optional<int> level, std::string ground)
{
    std::string label = level ? "Set level " + std::to_string(*level) : std::string("Clear level");
    return std::make_unique<ListCommand<maps::HexTerrain>>(
        &Map::hexTerrain, std::move(label),
        [hexes = std::move(hexes), level, ground](std::vector<maps::HexTerrain>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            std::set<std::pair<int, int>> seen;
            for (OffsetCoord h : hexes) {
                if (!seen.insert({h.col, h.row}).second) continue;
                bool changed = false, painted = false;
                for (maps::HexTerrain& t : list) {
                    if (!(t.hex == h)) continue;
                    painted = true;
                    if (t.level == level) continue;
                    t.level = level;
                    changed = true;
                }
                if (!painted && level && !ground.empty()) {
                    list.push_back({h, ground, {}, 0, level});
                    changed = true;
                }
                if (changed) touched.push_back(h);
            }
            return !touched.empty();
        });
}

std::unique_ptr<MapCommand> setHexside(OffsetCoord hex, int side, std::string terrain)
{
    std::string label = terrain.empty() ? "Clear hexside" : "Set hexside " + terrain;
    return std::make_unique<ListCommand<maps::HexsideFeature>>(
        &Map::hexsides, std::move(label),
        [hex, side, terrain](std::vector<maps::HexsideFeature>& list, const geometry::HexGrid& grid, std::vector<OffsetCoord>& touched) {
            const int s = ((side % 6) + 6) % 6;
            const OffsetCoord other = grid.neighbour(hex, s);
            const int otherSide = (s + 3) % 6;
            const std::size_t before = list.size();
            list.erase(std::remove_if(list.begin(), list.end(),
                                      [&](const maps::HexsideFeature& f) {
                                          return f.hex == other && f.side == otherSide;
                                      }),
                       list.end());
            bool changed = list.size() != before;
            std::optional<std::size_t> own;
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i].hex == hex && list[i].side == s) own = i;
            if (terrain.empty()) {
                if (own) {
                    list.erase(list.begin() + std::ptrdiff_t(*own));
                    changed = true;
                }
            } else if (own) {
                if (list[*own].terrain != terrain) {
                    list[*own].terrain = terrain;
                    changed = true;
                }
            } else {
                list.push_back({hex, s, terrain, {}, 0});
                changed = true;
            }
            if (changed) {
                touched.push_back(hex);
                if (grid.contains(other)) touched.push_back(other);
            }
            return changed;
        });
}

std::unique_ptr<MapCommand> setMarker(OffsetCoord hex, std::string kind, std::string owner)
{
    std::string label = kind.empty() ? "Remove marker" : "Place " + kind;
    return std::make_unique<ListCommand<maps::HexMarker>>(
        &Map::markers, std::move(label),
        [hex, kind, owner](std::vector<maps::HexMarker>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            auto at = std::find_if(list.begin(), list.end(), [&](const maps::HexMarker& m) { return m.hex == hex; });
            if (kind.empty()) {
                if (at == list.end()) return false;
                list.erase(at);
            } else if (at != list.end()) {
                if (at->kind == kind && at->owner == owner) return false;
                at->kind = kind;
                at->owner = owner;
            } else {
                list.push_back({hex, kind, owner, {}, 0});
            }
            touched.push_back(hex);
            return true;
        });
}

std::unique_ptr<MapCommand> addLink(maps::HexLink link)
{
    std::string label = "Add " + link.terrain;
    return std::make_unique<ListCommand<maps::HexLink>>(
        &Map::links, std::move(label), [link](std::vector<maps::HexLink>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            if (link.hexes.size() < 2) return false;
            list.push_back(link);
            touched.insert(touched.end(), link.hexes.begin(), link.hexes.end());
            return true;
        });
}

std::unique_ptr<MapCommand> deleteLink(int index)
{
    return std::make_unique<ListCommand<maps::HexLink>>(
        &Map::links, "Delete link", [index](std::vector<maps::HexLink>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            if (index < 0 || index >= int(list.size())) return false;
            touched.insert(touched.end(), list[std::size_t(index)].hexes.begin(), list[std::size_t(index)].hexes.end());
            list.erase(list.begin() + index);
            return true;
        });
}

std::unique_ptr<MapCommand> setEntryHex(OffsetCoord hex, std::vector<std::string> divisions, std::string side)
{
    std::string label = divisions.empty() ? "Remove entry hex" : "Set entry hex";
    return std::make_unique<ListCommand<maps::EntryHex>>(
        &Map::entries, std::move(label),
        [hex, divisions, side](std::vector<maps::EntryHex>& list, const geometry::HexGrid&, std::vector<OffsetCoord>& touched) {
            auto at = std::find_if(list.begin(), list.end(), [&](const maps::EntryHex& e) { return e.hex == hex; });
            if (divisions.empty()) {
                if (at == list.end()) return false;
                list.erase(at);
            } else if (at != list.end()) {
                if (at->divisions == divisions && at->side == side) return false;
                at->divisions = divisions;
                at->side = side;
            } else {
                list.push_back({hex, divisions, side, {}, 0});
            }
            touched.push_back(hex);
            return true;
        });
}

namespace {

/// Swaps the header fields of the map with those of `header`.
class HeaderCommand : public MapCommand {
public:
    HeaderCommand(Map header, std::string label) : m_other(std::move(header)), m_label(std::move(label)) {}
    std::string label() const override { return m_label; }
    MapDelta apply(Map& map) override { return swap(map); }
    MapDelta revert(Map& map) override { return swap(map); }

private:
    Map m_other;
    std::string m_label;

    MapDelta swap(Map& map)
    {
        std::swap(map.id, m_other.id);
        std::swap(map.name, m_other.name);
        std::swap(map.system, m_other.system);
        std::swap(map.grid, m_other.grid);
        std::swap(map.northBearing, m_other.northBearing);
        std::swap(map.metresPerHex, m_other.metresPerHex);
        std::swap(map.catalogHref, m_other.catalogHref);
        MapDelta d;
        d.everything = true;
        return d;
    }
};

} // namespace

std::unique_ptr<MapCommand> setMapHeader(Map header, std::string label)
{
    return std::make_unique<HeaderCommand>(std::move(header), std::move(label));
}

namespace {

/// Sets or removes the tracing image. No derived fact reads it, so the delta
/// is empty. Moves of the opacity slider in one gesture merge into one step.
class BackgroundCommand : public MapCommand {
public:
    explicit BackgroundCommand(std::optional<maps::BackgroundImage> background) : m_other(std::move(background)) {}
    std::string label() const override { return m_label; }
    MapDelta apply(Map& map) override { return swap(map); }
    MapDelta revert(Map& map) override { return swap(map); }
    bool merge(MapCommand& next) override
    {
        // `next` is applied: the map holds its value; this command keeps the value from before both.
        return dynamic_cast<BackgroundCommand*>(&next) != nullptr;
    }

private:
    std::optional<maps::BackgroundImage> m_other;
    std::string m_label = m_other ? "Set background image" : "Remove background image";

    MapDelta swap(Map& map)
    {
        std::swap(map.background, m_other);
        return {};
    }
};

} // namespace

std::unique_ptr<MapCommand> setBackground(std::optional<maps::BackgroundImage> background)
{
    return std::make_unique<BackgroundCommand>(std::move(background));
}

} // namespace crestline::edit
