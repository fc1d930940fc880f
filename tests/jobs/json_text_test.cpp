// The project's JSON layout (formats/los/json_text.h): worked out by hand.

#include "formats/los/json_text.h"

#include <catch2/catch.hpp>

using crestline::formats::jsonText;
using Json = nlohmann::ordered_json;

TEST_CASE("jsonText: objects one member a line, scalar arrays on one line, empty containers inline", "[formats][json]")
{
    Json j;
    j["b"] = 1;
    j["a"] = Json::array({"x", "y"});
    j["empty"] = Json::object();
    j["none"] = Json::array();
    j["list"] = Json::array({Json{{"k", nullptr}}, true});
    CHECK(jsonText(j) == "{\n"
                         "  \"b\": 1,\n"
                         "  \"a\": [\"x\", \"y\"],\n"
                         "  \"empty\": {},\n"
                         "  \"none\": [],\n"
                         "  \"list\": [\n"
                         "    {\n"
                         "      \"k\": null\n"
                         "    },\n"
                         "    true\n"
                         "  ]\n"
                         "}\n");
}

TEST_CASE("jsonText: strings escaped, UTF-8 kept, bad bytes replaced rather than thrown", "[formats][json]")
{
    CHECK(jsonText(Json("Saint-L\xc3\xb4 \"q\" \\ \t\n\x01")) == "\"Saint-L\xc3\xb4 \\\"q\\\" \\\\ \\t\\n\\u0001\"\n");
    CHECK(jsonText(Json("a\xff")) == "\"a\xef\xbf\xbd\"\n");
    CHECK(jsonText(Json(31.5)) == "31.5\n");
}
