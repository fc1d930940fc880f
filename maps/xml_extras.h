#pragma once
// Extensions (XML in a declared foreign namespace) kept verbatim so that a
// read -> write round trip loses nothing. The model holds them as text; only
// the formats library parses or prints them (formats/common/xml_extras.h).

#include <string>
#include <utility>
#include <vector>

namespace crestline::maps {

/// Extension attributes (and namespace declarations) and elements of one element, in file order.
struct XmlExtras {
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<std::string> elements; ///< each a complete serialized element
    bool empty() const { return attributes.empty() && elements.empty(); }
    friend bool operator==(const XmlExtras&, const XmlExtras&) = default;
};

} // namespace crestline::maps
