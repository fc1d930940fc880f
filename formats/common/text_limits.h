#pragma once
// Length limits on the text a file may hand to a picture: names, titles,
// labels, ids and notes end up in Pango layouts, SVG and PDF sheets, the
// editor's widgets and JSON. A 40 MiB name (well inside the 256 MiB read
// limit) made a renderer allocate gigabytes and die, so every reader refuses
// such text when it reads the file: one check in the reader frame
// (xml::readDocument), so every format has it. docs/findings.md#text-limits.

#include "formats/common/xml_support.h"

#include <cstddef>
#include <string_view>

namespace crestline::formats::xml {

/// Longest attribute value, and longest text of a <title> or <subtitle>, in
/// characters (Unicode code points): a name, title, label or id. The longest
/// in the bundled files is 83 characters; a title of 1,000 does not fit on
/// a printed page.
inline constexpr std::size_t kShortTextLimit = 1000;
/// Longest text of any other element (notes, history, special rules,
/// victory conditions), in characters: about 30 printed pages. The longest
/// in the bundled files is 533 characters.
inline constexpr std::size_t kLongTextLimit = 100000;

/// Characters (code points) in UTF-8 text: the bytes that do not continue a sequence.
std::size_t countCharacters(std::string_view utf8);

/// Attributes holding lists of points, hexes or bytes, parsed into numbers
/// and labels (never drawn as one text): not limited here; the file size
/// limit bounds them.
bool isListAttribute(std::string_view name);

/// Report `text-too-long` (fatal) for every attribute value and element text
/// under `root` (root included) that is longer than its limit, naming the
/// element, the attribute, the line and the limit. Elements and attributes
/// in another namespace (kept extensions) are not drawn and not checked.
/// True when none is too long. Does not recurse (deep files cannot exhaust
/// the stack).
bool checkTextLengths(ReadContext& ctx, pugi::xml_node root);

} // namespace crestline::formats::xml
