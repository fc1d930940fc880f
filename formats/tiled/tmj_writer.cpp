// The TMJ writer (tiled_format.h): the TMX crestline writes, in Tiled's JSON
// map format (the same map, tileset, layers, objects and typed properties).

#include "formats/tiled/tiled_format.h"

#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include <sstream>

namespace crestline::formats::tiled {

namespace {

using nlohmann::ordered_json;

ordered_json number(const char* text)
{
    const std::string s = text;
    if (s.find_first_of(".eE") == std::string::npos) return std::stoll(s);
    return std::stod(s);
}

ordered_json properties(pugi::xml_node element)
{
    ordered_json out = ordered_json::array();
    for (pugi::xml_node p : element.child("properties").children("property")) {
        const std::string type = p.attribute("type") ? p.attribute("type").value() : "string";
        ordered_json v;
        if (type == "int" || type == "float") v = number(p.attribute("value").value());
        else if (type == "bool") v = std::string(p.attribute("value").value()) == "true";
        else v = p.attribute("value").value();
        out.push_back({{"name", p.attribute("name").value()}, {"type", type}, {"value", v}});
    }
    return out;
}

ordered_json points(const char* text)
{
    ordered_json out = ordered_json::array();
    std::istringstream in(text);
    for (std::string token; in >> token;) {
        const std::size_t comma = token.find(',');
        out.push_back({{"x", number(token.substr(0, comma).c_str())}, {"y", number(token.substr(comma + 1).c_str())}});
    }
    return out;
}

} // namespace

std::string tmjFromTmx(const std::string& tmx)
{
    pugi::xml_document doc;
    doc.load_string(tmx.c_str());
    const pugi::xml_node map = doc.child("map");
    ordered_json j;
    for (const char* key : {"compressionlevel"}) j[key] = -1;
    j["type"] = "map";
    j["version"] = map.attribute("version").value();
    j["tiledversion"] = map.attribute("tiledversion").value();
    j["orientation"] = map.attribute("orientation").value();
    j["renderorder"] = map.attribute("renderorder").value();
    for (const char* key : {"width", "height", "tilewidth", "tileheight", "hexsidelength", "nextlayerid", "nextobjectid"})
        j[key] = number(map.attribute(key).value());
    j["infinite"] = false;
    j["staggeraxis"] = map.attribute("staggeraxis").value();
    j["staggerindex"] = map.attribute("staggerindex").value();
    j["properties"] = properties(map);
    ordered_json tilesets = ordered_json::array();
    for (pugi::xml_node ts : map.children("tileset")) {
        ordered_json t;
        for (const char* key : {"firstgid", "tilewidth", "tileheight", "tilecount", "columns"}) t[key] = number(ts.attribute(key).value());
        t["name"] = ts.attribute("name").value();
        t["image"] = ts.child("image").attribute("source").value();
        t["imagewidth"] = number(ts.child("image").attribute("width").value());
        t["imageheight"] = number(ts.child("image").attribute("height").value());
        t["margin"] = 0;
        t["spacing"] = 0;
        ordered_json tiles = ordered_json::array();
        for (pugi::xml_node tile : ts.children("tile"))
            tiles.push_back({{"id", number(tile.attribute("id").value())}, {"properties", properties(tile)}});
        t["tiles"] = tiles;
        tilesets.push_back(t);
    }
    j["tilesets"] = tilesets;
    ordered_json layers = ordered_json::array();
    for (pugi::xml_node layer : map.children()) {
        const std::string kind = layer.name();
        if (kind != "layer" && kind != "objectgroup") continue;
        ordered_json l;
        l["id"] = number(layer.attribute("id").value());
        l["name"] = layer.attribute("name").value();
        l["type"] = kind == "layer" ? "tilelayer" : "objectgroup";
        l["x"] = 0;
        l["y"] = 0;
        l["opacity"] = 1;
        l["visible"] = true;
        if (kind == "layer") {
            l["width"] = number(layer.attribute("width").value());
            l["height"] = number(layer.attribute("height").value());
            ordered_json data = ordered_json::array();
            std::string csv = layer.child("data").child_value();
            for (char& c : csv)
                if (c == ',') c = ' ';
            std::istringstream in(csv);
            for (long long gid; in >> gid;) data.push_back(gid);
            l["data"] = data;
        } else {
            l["draworder"] = "topdown";
            ordered_json objects = ordered_json::array();
            for (pugi::xml_node o : layer.children("object")) {
                ordered_json obj;
                obj["id"] = number(o.attribute("id").value());
                obj["name"] = o.attribute("name").value();
                obj["type"] = "";
                obj["x"] = number(o.attribute("x").value());
                obj["y"] = number(o.attribute("y").value());
                obj["width"] = 0;
                obj["height"] = 0;
                obj["rotation"] = 0;
                obj["visible"] = true;
                if (o.child("point")) obj["point"] = true;
                for (const char* shape : {"polygon", "polyline"})
                    if (pugi::xml_node s = o.child(shape)) obj[shape] = points(s.attribute("points").value());
                obj["properties"] = properties(o);
                objects.push_back(obj);
            }
            l["objects"] = objects;
        }
        layers.push_back(l);
    }
    j["layers"] = layers;
    return j.dump(1) + "\n";
}

} // namespace crestline::formats::tiled
