// Object layers of a TMX (docs/tiled.md, "Object layers"): artwork polygons
// and polylines, hexside polylines, marker, link and entry objects. A
// vertex's exact lattice point comes from the "lattice" property when it
// agrees with the object's pixels (so the round trip is exact), else from
// the pixels by the map's scale. A damaged object is an error; a well-formed
// one crestline has no place for is left out with a tiled-not-mapped warning.

#include "formats/tiled/tmx_objects.h"

#include "formats/tiled/tiled_names.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace crestline::formats::tiled {

namespace {

std::optional<std::vector<std::pair<double, double>>> parsePairs(std::string_view text, std::string& bad)
{
    std::vector<std::pair<double, double>> out;
    std::istringstream in{std::string(text)};
    std::string token;
    while (in >> token) {
        const std::size_t comma = token.find(',');
        const auto x = comma == std::string::npos ? std::nullopt : xml::parseDouble(std::string_view(token).substr(0, comma));
        const auto y = comma == std::string::npos ? std::nullopt : xml::parseDouble(std::string_view(token).substr(comma + 1));
        if (!x || !y || !std::isfinite(*x) || !std::isfinite(*y)) {
            bad = token.substr(0, 40);
            return std::nullopt;
        }
        out.emplace_back(*x, *y);
    }
    return out;
}

std::string objectName(pugi::xml_node object)
{
    std::string s = "object " + std::string(object.attribute("id").value());
    if (*object.attribute("name").value()) s += " (\"" + std::string(object.attribute("name").value()) + "\")";
    return s;
}

/// Whether `p` is near enough to a grid of this size to be located (the
/// lattice spans at most 3 units per column or row): keeps far-off points
/// from the hex location's integer arithmetic.
bool nearGrid(const geometry::HexGrid& grid, geometry::Point p)
{
    const double span = 3.0 * std::max(grid.columns(), grid.rows()) + 4;
    return p.u >= -4 && p.v >= -4 && p.u <= span && p.v <= span;
}

} // namespace

const Property* PropertyList::find(std::string_view name) const
{
    const auto it = std::ranges::find_if(items, [&](const Property& p) { return p.name == name; });
    return it == items.end() ? nullptr : &*it;
}

void notMapped(xml::ReadContext& ctx, pugi::xml_node node, std::string message)
{
    ctx.report(code::TiledNotMapped, node, std::move(message));
}

PropertyList readProperties(pugi::xml_node element)
{
    PropertyList list;
    for (pugi::xml_node p : element.child("properties").children("property"))
        list.items.push_back({p.attribute("name").value(), p.attribute("value") ? p.attribute("value").value() : p.child_value(), p});
    return list;
}

ObjectReader::ObjectReader(xml::ReadContext& ctx, maps::Map& map, const geometry::GridSpec& grid, double scaleU, double scaleV, const TiledScale& tiles,
                           TmxLeftOut& leftOut)
    : m_ctx(ctx), m_map(map), m_left(leftOut), m_grid(grid), m_scaleU(scaleU), m_scaleV(scaleV), m_offsetX(tiles.tileWidth / 2.0),
      m_offsetY(tiles.tileHeight / 2.0)
{
}

void ObjectReader::leaveOut(pugi::xml_node object, std::string message)
{
    notMapped(m_ctx, object, objectName(object) + " " + std::move(message));
    ++m_left.objectsLeftOut;
}

const Property* ObjectReader::required(pugi::xml_node object, const PropertyList& props, const char* name)
{
    const Property* p = props.find(name);
    if (p && !p->value.empty()) return p;
    leaveOut(object, std::string("has no \"") + name + "\" property: left out (crestline does not make one up)");
    return nullptr;
}

void ObjectReader::unreadProperties(pugi::xml_node object, const PropertyList& props, std::initializer_list<std::string_view> known)
{
    for (const Property& p : props.items) {
        if (std::ranges::find(known, std::string_view(p.name)) != known.end()) continue;
        notMapped(m_ctx, p.node, objectName(object) + ": property \"" + p.name + "\" is not read on the " + object.parent().attribute("name").value() +
                                     " layer: left out (the object is kept)");
        ++m_left.propertiesLeftOut;
    }
}

std::optional<std::vector<geometry::Point>> ObjectReader::points(pugi::xml_node object, const PropertyList& props, const char*& shape)
{
    for (const char* unmapped : {"gid", "template"})
        if (object.attribute(unmapped)) {
            leaveOut(object, std::string("is a ") + (unmapped[0] == 'g' ? "tile object" : "template instance") + ": not mapped, left out");
            return std::nullopt;
        }
    for (const char* unmapped : {"ellipse", "text"})
        if (object.child(unmapped)) {
            leaveOut(object, std::string(unmapped[0] == 'e' ? "is an ellipse" : "is a text object") +
                                 ": not mapped, left out (polygons, polylines, rectangles and points are)");
            return std::nullopt;
        }
    const auto x = xml::parseDouble(object.attribute("x").value()), y = xml::parseDouble(object.attribute("y").value());
    if (!x || !y || !std::isfinite(*x) || !std::isfinite(*y)) {
        m_ctx.report(code::BadValue, object, objectName(object) + ": x and y must be numbers");
        return std::nullopt;
    }
    if (object.attribute("rotation")) {
        const auto r = xml::parseDouble(object.attribute("rotation").value());
        if (!r || !std::isfinite(*r)) {
            m_ctx.report(code::BadValue, object, objectName(object) + ": rotation \"" + object.attribute("rotation").value() + "\" is not a number");
            return std::nullopt;
        }
        if (*r != 0.0) {
            leaveOut(object, "is rotated: not mapped, left out (rotate its points instead)");
            return std::nullopt;
        }
    }
    std::vector<std::pair<double, double>> rel;
    shape = nullptr;
    for (const char* s : {"polygon", "polyline"}) {
        if (pugi::xml_node n = object.child(s)) {
            shape = s;
            std::string bad;
            const auto pairs = parsePairs(n.attribute("points").value(), bad);
            if (!pairs) {
                m_ctx.add(m_ctx.at(code::BadPoints, n).message(objectName(object) + ": point \"" + bad + "\" is not x,y with two numbers"));
                return std::nullopt;
            }
            const std::size_t least = shape[4] == 'g' ? 3 : 2;
            if (pairs->size() < least) {
                m_ctx.add(m_ctx.at(code::BadPoints, n).message(objectName(object) + ": a " + s + " needs at least " + std::to_string(least) +
                                                               " points, it has " + std::to_string(pairs->size())));
                return std::nullopt;
            }
            rel = *pairs;
        }
    }
    if (!shape) {
        const auto w = xml::parseDouble(object.attribute("width").value()), h = xml::parseDouble(object.attribute("height").value());
        if (!object.child("point") && w && h && *w > 0 && *h > 0) {
            shape = "polygon";
            rel = {{0, 0}, {*w, 0}, {*w, *h}, {0, *h}};
        } else {
            rel = {{0, 0}};
        }
    }
    std::vector<geometry::Point> pts;
    for (const auto& [px, py] : rel) pts.push_back({(*x + px - m_offsetX) / m_scaleU, (*y + py - m_offsetY) / m_scaleV});
    if (const Property* lattice = props.find(kLattice)) {
        std::string bad;
        const auto exact = parsePairs(lattice->value, bad);
        bool agrees = exact && exact->size() == rel.size();
        for (std::size_t i = 0; agrees && i < rel.size(); ++i) {
            const double ex = (*exact)[i].first * m_scaleU + m_offsetX, ey = (*exact)[i].second * m_scaleV + m_offsetY;
            agrees = std::abs(ex - (*x + rel[i].first)) <= 1e-3 && std::abs(ey - (*y + rel[i].second)) <= 1e-3;
        }
        if (agrees)
            for (std::size_t i = 0; i < pts.size(); ++i) pts[i] = {(*exact)[i].first, (*exact)[i].second};
        // else: moved in Tiled since written; its pixels rule (docs/tiled.md).
    }
    return pts;
}

std::optional<geometry::OffsetCoord> ObjectReader::hexOf(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts)
{
    if (const Property* hex = props.find("hex")) {
        const auto h = m_grid.parseLabel(hex->value);
        if (!h || !m_grid.contains(*h)) {
            m_ctx.add(m_ctx.at(code::UnknownHex, hex->node).hex(hex->value).message(objectName(object) + ": hex \"" + hex->value + "\" is not on the grid"));
            return std::nullopt;
        }
        return h;
    }
    const geometry::PointLocation at = nearGrid(m_grid, pts.front()) ? m_grid.locate(pts.front()) : geometry::PointLocation{};
    if (at.kind != geometry::PointLocation::Kind::Inside || at.hexes.empty()) {
        leaveOut(object, "is not inside one hex of the grid and has no \"hex\" property: left out");
        return std::nullopt;
    }
    return at.hexes.front();
}

void ObjectReader::readLayer(pugi::xml_node group)
{
    const std::string layer = group.attribute("name").value();
    const int count = int(std::ranges::distance(group.children("object")));
    m_left.objects += count;
    const bool known = layer == kArtworkLayer || layer == kHexsideLayer || layer == kMarkerLayer || layer == kLinkLayer || layer == kEntryLayer;
    if (!known) {
        notMapped(m_ctx, group, "object layer \"" + layer + "\" (" + std::to_string(count) + (count == 1 ? " object" : " objects") +
                                    "): not mapped, left out (the layers crestline reads: artwork, hexsides, markers, links, entries)");
        m_left.objectsLeftOut += count;
        ++m_left.layersLeftOut;
        return;
    }
    for (pugi::xml_node object : group.children("object")) {
        const PropertyList props = readProperties(object);
        const char* shape = nullptr;
        auto pts = points(object, props, shape);
        if (!pts) continue;
        if (layer == kArtworkLayer) artwork(object, props, shape, std::move(*pts));
        else if (layer == kHexsideLayer) hexside(object, props, *pts);
        else if (layer == kMarkerLayer) marker(object, props, *pts);
        else if (layer == kEntryLayer) entry(object, props, *pts);
        else link(object, props, *pts);
    }
}

bool ObjectReader::marker(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts)
{
    const auto hex = hexOf(object, props, pts);
    if (!hex) return false;
    const Property* kind = required(object, props, "kind");
    if (!kind) return false;
    maps::HexMarker m;
    m.hex = *hex;
    m.kind = kind->value;
    if (const Property* owner = props.find("owner")) m.owner = owner->value;
    m.line = m_ctx.lineOf(object);
    m_map.markers.push_back(m);
    unreadProperties(object, props, {"hex", "kind", "owner", kLattice});
    return true;
}

bool ObjectReader::entry(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts)
{
    const auto hex = hexOf(object, props, pts);
    if (!hex) return false;
    const Property* divisions = required(object, props, "divisions");
    if (!divisions) return false;
    maps::EntryHex e;
    e.hex = *hex;
    std::istringstream in(divisions->value);
    for (std::string d; in >> d;) e.divisions.push_back(d);
    if (const Property* side = props.find("side")) e.side = side->value;
    e.line = m_ctx.lineOf(object);
    m_map.entries.push_back(e);
    unreadProperties(object, props, {"hex", "divisions", "side", kLattice});
    return true;
}

bool ObjectReader::link(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts)
{
    maps::HexLink l;
    if (const Property* hexes = props.find("hexes")) {
        std::istringstream in(hexes->value);
        for (std::string label; in >> label;) {
            const auto h = m_grid.parseLabel(label);
            if (!h || !m_grid.contains(*h)) {
                m_ctx.add(m_ctx.at(code::UnknownHex, hexes->node).hex(label).message(objectName(object) + ": hex \"" + label + "\" is not on the grid"));
                return false;
            }
            l.hexes.push_back(*h);
        }
    } else {
        for (const geometry::Point& p : pts) {
            const geometry::PointLocation at = nearGrid(m_grid, p) ? m_grid.locate(p) : geometry::PointLocation{};
            if (at.kind != geometry::PointLocation::Kind::Inside || at.hexes.empty()) {
                leaveOut(object, "has a vertex that is not inside one hex of the grid and no \"hexes\" property: left out");
                return false;
            }
            l.hexes.push_back(at.hexes.front());
        }
    }
    const Property* terrain = required(object, props, "terrain");
    if (!terrain) return false;
    l.terrain = terrain->value;
    if (const Property* id = props.find("id")) l.id = id->value;
    l.line = m_ctx.lineOf(object);
    m_map.links.push_back(l);
    unreadProperties(object, props, {"id", "terrain", "hexes", kLattice});
    return true;
}

bool ObjectReader::artwork(pugi::xml_node object, const PropertyList& props, const char* shape, std::vector<geometry::Point> pts)
{
    if (!shape) {
        leaveOut(object, "is a point: artwork is a polygon, rectangle or polyline; left out");
        return false;
    }
    if (const Property* of = props.find(kHoleOf)) {
        if (std::string(shape) != "polygon") {
            leaveOut(object, "is a hole (\"hole-of\") but not a polygon: left out");
            return false;
        }
        m_holes.push_back({of->value, std::move(pts), object});
        unreadProperties(object, props, {kHoleOf, kLattice});
        return true;
    }
    maps::Feature f;
    f.shape = std::string(shape) == "polygon" ? maps::FeatureShape::Area : maps::FeatureShape::Line;
    // Damaged values are errors whether or not the object is kept.
    bool damaged = false;
    if (const Property* level = props.find("level")) {
        f.level = xml::parseInt(level->value);
        if (!f.level) {
            m_ctx.report(code::BadValue, level->node, objectName(object) + ": level \"" + level->value + "\" is not a whole number");
            damaged = true;
        }
    }
    const Property* width = props.find("width");
    if (width && f.shape == maps::FeatureShape::Line) {
        const auto w = xml::parseDouble(width->value);
        if (!w || !(*w > 0) || !std::isfinite(*w)) {
            m_ctx.report(code::BadValue, width->node, objectName(object) + ": width \"" + width->value + "\" (a polyline's width above 0)");
            damaged = true;
        } else {
            f.width = w;
        }
    }
    if (damaged) return false;
    const Property* terrain = required(object, props, "terrain");
    if (!terrain) return false;
    const Property* id = props.find("id");
    f.id = id ? id->value : *object.attribute("name").value() ? object.attribute("name").value() : "object-" + std::string(object.attribute("id").value());
    f.terrain = terrain->value;
    if (f.shape == maps::FeatureShape::Area) f.area.outer = std::move(pts);
    else f.path = std::move(pts);
    const std::string prefix = kPropertyPrefix;
    for (const Property& p : props.items) {
        if (p.name.starts_with(prefix)) {
            f.properties.push_back({p.name.substr(prefix.size()), p.value});
        } else if (p.name != "id" && p.name != "terrain" && p.name != "level" && p.name != kLattice && (p.name != "width" || f.shape == maps::FeatureShape::Area)) {
            m_ctx.add(m_ctx.at(code::TiledNotMapped, p.node).feature(f.id).message(
                objectName(object) + ": property \"" + p.name + "\" is not read" + (p.name == "width" ? " on an area" : "") +
                ": left out, the feature is kept (a feature's own properties are named \"property:NAME\")"));
            ++m_left.propertiesLeftOut;
        }
    }
    f.line = m_ctx.lineOf(object);
    m_map.features.push_back(std::move(f));
    return true;
}

bool ObjectReader::hexside(pugi::xml_node object, const PropertyList& props, const std::vector<geometry::Point>& pts)
{
    maps::HexsideFeature s;
    s.line = m_ctx.lineOf(object);
    const Property* hex = props.find("hex");
    const Property* side = props.find("side");
    bool placed = false;
    if (hex && side) {
        const auto h = m_grid.parseLabel(hex->value);
        const auto k = m_grid.sideFromName(side->value);
        if (!h || !m_grid.contains(*h) || !k) {
            m_ctx.add(m_ctx.at(code::UnknownHex, hex->node).hex(hex->value).message(objectName(object) + ": hex \"" + hex->value + "\" side \"" + side->value +
                                                                                     "\" is not a hexside of the grid"));
            return false;
        }
        s.hex = *h;
        s.side = *k;
        placed = true;
    } else if (pts.size() == 2 && nearGrid(m_grid, pts[0]) && nearGrid(m_grid, pts[1])) {
        // From the geometry: a polyline from one corner to the next, each
        // within a quarter lattice unit of a lattice vertex.
        const auto snap = [](geometry::Point p) { return geometry::IPoint{std::llround(p.u), std::llround(p.v)}; };
        const geometry::IPoint a = snap(pts[0]), b = snap(pts[1]);
        const bool close = std::abs(pts[0].u - double(a.u)) <= 0.25 && std::abs(pts[0].v - double(a.v)) <= 0.25 &&
                           std::abs(pts[1].u - double(b.u)) <= 0.25 && std::abs(pts[1].v - double(b.v)) <= 0.25;
        const geometry::PointLocation at = m_grid.locate({(double(a.u) + double(b.u)) / 2, (double(a.v) + double(b.v)) / 2});
        for (const geometry::OffsetCoord& h : close ? at.hexes : std::vector<geometry::OffsetCoord>{}) {
            const auto corners = m_grid.corners(h);
            for (int k = 0; !placed && k < 6; ++k) {
                const geometry::IPoint c0 = corners[std::size_t(k)], c1 = corners[std::size_t((k + 1) % 6)];
                if ((c0 == a && c1 == b) || (c0 == b && c1 == a)) {
                    s.hex = h;
                    s.side = k;
                    placed = true;
                }
            }
            if (placed) break;
        }
    }
    if (!placed) {
        leaveOut(object, "is not one hexside (two neighbouring hex corners) and has no \"hex\" and \"side\" properties: left out");
        return false;
    }
    const Property* terrain = required(object, props, "terrain");
    if (!terrain) return false;
    s.terrain = terrain->value;
    m_map.hexsides.push_back(s);
    unreadProperties(object, props, {"hex", "side", "terrain", kLattice});
    return true;
}

void ObjectReader::finish()
{
    for (Hole& hole : m_holes) {
        const auto it = std::ranges::find_if(m_map.features, [&](const maps::Feature& f) { return f.id == hole.of && f.shape == maps::FeatureShape::Area; });
        if (it == m_map.features.end()) {
            leaveOut(hole.node, "is a hole of \"" + hole.of + "\", which is no area of the map: left out");
            continue;
        }
        it->area.holes.push_back(std::move(hole.ring));
    }
}

} // namespace crestline::formats::tiled
