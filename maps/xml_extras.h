#pragma once
// Unknown XML kept verbatim so that a read -> write round trip loses nothing.
// The model holds it as text; only the formats library parses or prints it.

#include <string>
#include <utility>
#include <vector>

namespace crestline::maps {

/// Attributes and child elements a reader did not recognise, in file order.
struct XmlExtras {
    std::vector<std::pair<std::string, std::string>> attributes;
    std::vector<std::string> elements; ///< each a complete serialized element
    bool empty() const { return attributes.empty() && elements.empty(); }
    friend bool operator==(const XmlExtras&, const XmlExtras&) = default;
};

} // namespace crestline::maps
