// The project's JSON layout (see json_text.h).

#include "formats/los/json_text.h"

#include <algorithm>

namespace crestline::formats {

namespace {

bool isScalar(const nlohmann::ordered_json& v) { return !v.is_object() && !v.is_array(); }

/// One scalar; bytes that are not UTF-8 become U+FFFD rather than an exception.
std::string scalar(const nlohmann::ordered_json& v) { return v.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace); }

void write(std::string& out, const nlohmann::ordered_json& v, int depth)
{
    if (isScalar(v)) {
        out += scalar(v);
        return;
    }
    if (v.empty()) {
        out += v.is_object() ? "{}" : "[]";
        return;
    }
    if (v.is_array() && std::all_of(v.begin(), v.end(), isScalar)) {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + scalar(v[i]);
        out += ']';
        return;
    }
    const std::string inner = "\n" + std::string(std::size_t(2 * (depth + 1)), ' ');
    out += v.is_object() ? '{' : '[';
    bool first = true;
    if (v.is_object()) {
        for (const auto& [key, member] : v.items()) {
            out += (first ? "" : ",") + inner + scalar(nlohmann::ordered_json(key)) + ": ";
            write(out, member, depth + 1);
            first = false;
        }
    } else {
        for (const auto& item : v) {
            out += (first ? "" : ",") + inner;
            write(out, item, depth + 1);
            first = false;
        }
    }
    out += "\n" + std::string(std::size_t(2 * depth), ' ') + (v.is_object() ? '}' : ']');
}

} // namespace

std::string jsonText(const nlohmann::ordered_json& value)
{
    std::string out;
    write(out, value, 0);
    return out + "\n";
}

} // namespace crestline::formats
