#include "formats/vassal/vassal_module.h"
#include "formats/vassal/vassal_scenario.h"

#include <pugixml.hpp>
#include <zip.h>

#include <charconv>
#include <cmath>
#include <memory>
#include <sstream>

namespace crestline::vassal {

using geometry::HexOrientation;
using geometry::LabelScheme;
using geometry::LetterAxis;
using geometry::LetterStyle;
using geometry::OffsetCoord;
using geometry::OffsetParity;

namespace {

/// `value` as a whole number of pixels, if it is one (to within rounding of the layout arithmetic).
std::optional<int> wholePixel(double value)
{
    if (!std::isfinite(value) || std::abs(value) > 1e9) return std::nullopt;
    const double r = std::round(value);
    if (std::abs(value - r) > 1e-6) return std::nullopt;
    return int(r);
}

/// One axis of the label: VASSAL's type, leading zeros, and what to add to
/// the printed number's offset (-1 for letters: VASSAL's value 0 is "A", our number 1).
struct Axis {
    char type = 'N';
    int leading = 0;
    int off = 0;
};

} // namespace

geometry::IPoint vassalOriginCentre(const geometry::HexGrid& grid)
{
    const int first = grid.spec().parity == OffsetParity::Odd ? 0 : 1;
    return grid.spec().orientation == HexOrientation::FlatTop ? grid.centre({first, 0}) : grid.centre({0, first});
}

std::optional<VassalGrid> vassalGrid(const geometry::HexGrid& grid, const BoardFrame& frame, std::string* problem)
{
    auto fail = [&](std::string why) -> std::optional<VassalGrid> {
        if (problem) *problem = std::move(why);
        return std::nullopt;
    };
    const auto& spec = grid.spec();
    if (grid.count() == 0) return fail("the map has no hexes");
    const auto& label = spec.label;
    const bool flat = spec.orientation == HexOrientation::FlatTop;
    const int firstCol = spec.firstColumn, lastCol = spec.firstColumn + spec.columns - 1;
    const int firstRow = spec.firstRow, lastRow = spec.firstRow + spec.rows - 1;

    // The labels (RegularGridNumbering.getName): alphabetic value k is
    // ALPHABET[k % 26] repeated k / 26 + 1 times (A..Z, AA, BB ...), numeric
    // value n is |n| zero-padded to leading + 1 digits after a "-" if n < 0.
    const bool letters = label.scheme == LabelScheme::LetterNumber;
    const bool lettersOnColumns = letters && label.letterAxis == LetterAxis::Column;
    const bool lettersOnRows = letters && label.letterAxis == LetterAxis::Row;
    if (letters) {
        const int lo = lettersOnColumns ? firstCol : firstRow, hi = lettersOnColumns ? lastCol : lastRow;
        const char* axis = lettersOnColumns ? "column" : "row";
        if (lo < 1)
            return fail(std::string("the ") + axis + " letters start at number " + std::to_string(lo) +
                        ", which has no letter; VASSAL's alphabetic numbering would name it differently");
        if (label.letterStyle == LetterStyle::Spreadsheet && hi > 26)
            return fail(std::string("the ") + axis + " letters run past Z in spreadsheet style (" + geometry::lettersFor(hi, LetterStyle::Spreadsheet) +
                        "); VASSAL's alphabetic numbering runs A..Z, AA, BB ..., so those hexes would be named differently");
    }
    if (label.scheme == LabelScheme::Digits && std::min(firstCol, firstRow) < 0)
        return fail("column-row digit labels with negative numbers put the sign inside the fixed width (\"-5\"); VASSAL pads after the sign "
                    "(\"-05\"), so those hexes would be named differently");
    if (label.scheme == LabelScheme::Separated && label.separator.empty()) return fail("the labels have an empty separator");

    const int numericLeading = label.scheme == LabelScheme::Digits ? grid.digitsWidth() - 1 : std::max(label.pad, 1) - 1;
    const Axis colAxis{lettersOnColumns ? 'A' : 'N', lettersOnColumns ? 0 : numericLeading, lettersOnColumns ? -1 : 0};
    const Axis rowAxis{lettersOnRows ? 'A' : 'N', lettersOnRows ? 0 : numericLeading, lettersOnRows ? -1 : 0};

    VassalGrid out;
    auto& g = out.grid;
    auto& n = out.numbering;
    n.sep = letters ? "" : label.scheme == LabelScheme::Separated ? label.separator : "";
    n.hDescend = n.vDescend = false;
    n.stagger = false; // our row numbers do not step on shifted columns (rows)

    // VASSAL's raw column (HexGrid.getRawColumn) counts from the origin hex;
    // its odd raw columns are shifted half a hex down. The origin is the
    // centre of the first hex that is not shifted: index 0 with odd parity, 1 with even.
    const int first = spec.parity == OffsetParity::Odd ? 0 : 1;
    const auto c = vassalOriginCentre(grid);
    if (flat) {
        const auto x0 = wholePixel(frame.x(double(c.u))), y0 = wholePixel(frame.y(double(c.v)));
        if (!x0 || !y0) return fail("the origin hex centre is not on a whole pixel of the board image");
        g.x0 = *x0;
        g.y0 = *y0;
        g.dx = 3 * frame.unitU; // column spacing: 3 lattice units
        g.dy = 2 * frame.unitV; // row spacing: 2 lattice units
        g.sideways = false;
        // name of column = raw column + hOff (minus 1 for letters, value 0 being "A")
        n.hType = colAxis.type;
        n.hLeading = colAxis.leading;
        n.hOff = firstCol + first + colAxis.off;
        n.vType = rowAxis.type;
        n.vLeading = rowAxis.leading;
        n.vOff = firstRow + rowAxis.off;
        n.first = lettersOnRows ? 'V' : 'H';
    } else {
        // Sideways: VASSAL swaps x and y of every point (HexGrid.rotateIfSideways),
        // so x0 is along the image's y, its "columns" are our rows and its "rows" our columns.
        const auto x0 = wholePixel(frame.y(double(c.v))), y0 = wholePixel(frame.x(double(c.u)));
        if (!x0 || !y0) return fail("the origin hex centre is not on a whole pixel of the board image");
        g.x0 = *x0;
        g.y0 = *y0;
        g.dx = 3 * frame.unitV;
        g.dy = 2 * frame.unitU;
        g.sideways = true;
        n.hType = rowAxis.type;
        n.hLeading = rowAxis.leading;
        n.hOff = firstRow + first + rowAxis.off;
        n.vType = colAxis.type;
        n.vLeading = colAxis.leading;
        n.vOff = firstCol + colAxis.off;
        n.first = lettersOnRows ? 'H' : 'V';
    }
    if (!(g.dx > 0) || !(g.dy > 0)) return fail("the board frame has no size");
    return out;
}

namespace {

std::string text(const pugi::xml_document& doc)
{
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    return out.str();
}


} // namespace

std::string buildFileXml(const ModuleInfo& info, const VassalGrid& vg)
{
    ModuleDef m;
    m.name = info.name;
    m.description = info.description;
    m.nextGpid = 0;
    BoardDef b;
    b.mapName = info.name;
    b.boardName = info.boardName;
    b.image = info.imageName;
    b.width = info.width;
    b.height = info.height;
    b.grid = vg;
    m.boards.push_back(std::move(b));
    return buildFileXml(m);
}

std::string moduleDataXml(const ModuleInfo& info)
{
    pugi::xml_document doc;
    auto decl = doc.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    decl.append_attribute("standalone") = "no";
    auto data = doc.append_child("data");
    data.append_attribute("version") = "1";
    data.append_child("version").text() = "1.0";
    data.append_child("VassalVersion").text() = kVassalVersion;
    data.append_child("description").text() = info.description.c_str();
    data.append_child("name").text() = info.name.c_str();
    return text(doc);
}

std::optional<std::string> zipBytes(const std::vector<ZipEntry>& entries, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<std::string> {
        if (error) *error = "cannot build the zip: " + why;
        return std::nullopt;
    };
    zip_error_t ze;
    zip_error_init(&ze);
    zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &ze);
    if (!buffer) {
        std::string why = zip_error_strerror(&ze);
        zip_error_fini(&ze);
        return fail(why);
    }
    zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &ze);
    if (!archive) {
        std::string why = zip_error_strerror(&ze);
        zip_error_fini(&ze);
        zip_source_free(buffer);
        return fail(why);
    }
    zip_error_fini(&ze);
    zip_source_keep(buffer); // read the bytes back after zip_close
    std::unique_ptr<zip_source_t, decltype(&zip_source_free)> keep(buffer, zip_source_free);
    for (const auto& e : entries) {
        zip_source_t* s = zip_source_buffer(archive, e.bytes.data(), e.bytes.size(), 0);
        if (!s) {
            std::string why = zip_strerror(archive);
            zip_discard(archive);
            return fail(why);
        }
        const zip_int64_t index = zip_file_add(archive, e.name.c_str(), s, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
        if (index < 0) {
            zip_source_free(s);
            std::string why = zip_strerror(archive);
            zip_discard(archive);
            return fail(e.name + ": " + why);
        }
        // A fixed time stamp (2020-01-01 00:00 UTC): the same map gives the same bytes.
        zip_file_set_mtime(archive, zip_uint64_t(index), time_t(1577836800), 0);
    }
    if (zip_close(archive) != 0) {
        std::string why = zip_strerror(archive);
        zip_discard(archive);
        return fail(why);
    }
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_source_stat(buffer, &st) != 0 || !(st.valid & ZIP_STAT_SIZE)) return fail("no size");
    std::string bytes(std::size_t(st.size), '\0');
    if (zip_source_open(buffer) != 0) return fail("cannot reopen the buffer");
    const zip_int64_t got = zip_source_read(buffer, bytes.data(), st.size);
    zip_source_close(buffer);
    if (got < 0 || zip_uint64_t(got) != st.size) return fail("short read of the buffer");
    return bytes;
}

} // namespace crestline::vassal
