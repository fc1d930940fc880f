#pragma once
// Shared by the VASSAL tests: the zip read back with libzip, and VASSAL's
// HexGrid / HexGridNumbering naming written out from its documented
// behaviour (not from our exporter).

#include "formats/vassal/vassal_module.h"

#include <catch2/catch.hpp>
#include <pugixml.hpp>
#include <zip.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <unistd.h>

using namespace crestline;
namespace fs = std::filesystem;

namespace vassal_test {

inline std::string source(const std::string& rel) { return std::string(CRESTLINE_SOURCE_DIR) + "/" + rel; }

inline std::string slurp(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Scratch {
    fs::path dir = fs::temp_directory_path() / ("crestline-vassal-jobs-" + std::to_string(::getpid()));
    Scratch() { fs::create_directories(dir); }
    ~Scratch() { fs::remove_all(dir); }
};

/// Every entry of the zip at `file`, read with libzip.
inline std::map<std::string, std::string> zipEntries(const fs::path& file)
{
    std::map<std::string, std::string> out;
    int err = 0;
    zip_t* z = zip_open(file.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &err);
    REQUIRE(z != nullptr);
    const zip_int64_t n = zip_get_num_entries(z, 0);
    for (zip_int64_t i = 0; i < n; ++i) {
        zip_stat_t st;
        REQUIRE(zip_stat_index(z, zip_uint64_t(i), 0, &st) == 0);
        std::string bytes(std::size_t(st.size), '\0');
        zip_file_t* f = zip_fopen_index(z, zip_uint64_t(i), 0);
        REQUIRE(f != nullptr);
        REQUIRE(zip_fread(f, bytes.data(), st.size) == zip_int64_t(st.size));
        zip_fclose(f);
        out[st.name] = bytes;
    }
    zip_close(z);
    return out;
}

/// The attributes VASSAL reads, as written in buildFile.xml.
struct Vassal {
    double dx = 0, dy = 0;
    long x0 = 0, y0 = 0;
    bool sideways = false, stagger = true, hDescend = true, vDescend = true;
    char first = '?', hType = '?', vType = '?';
    std::string sep;
    int hLeading = 1, vLeading = 1, hOff = 1, vOff = 1;
};

inline Vassal fromXml(const pugi::xml_node& grid)
{
    REQUIRE(grid);
    const auto num = grid.child("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
    REQUIRE(num);
    // Every numbering attribute is written: none is left to VASSAL's defaults.
    for (const char* a : {"first", "sep", "hType", "hLeading", "hOff", "hDescend", "vType", "vLeading", "vOff", "vDescend", "stagger"})
        CHECK(num.attribute(a));
    Vassal v;
    v.dx = std::stod(grid.attribute("dx").value());
    v.dy = std::stod(grid.attribute("dy").value());
    v.x0 = std::stol(grid.attribute("x0").value());
    v.y0 = std::stol(grid.attribute("y0").value());
    v.sideways = std::string(grid.attribute("sideways").value()) == "true";
    v.first = num.attribute("first").value()[0];
    v.sep = num.attribute("sep").value();
    v.hType = num.attribute("hType").value()[0];
    v.vType = num.attribute("vType").value()[0];
    v.hLeading = std::stoi(num.attribute("hLeading").value());
    v.vLeading = std::stoi(num.attribute("vLeading").value());
    v.hOff = std::stoi(num.attribute("hOff").value());
    v.vOff = std::stoi(num.attribute("vOff").value());
    v.hDescend = std::string(num.attribute("hDescend").value()) == "true";
    v.vDescend = std::string(num.attribute("vDescend").value()) == "true";
    v.stagger = std::string(num.attribute("stagger").value()) == "true";
    return v;
}

/// RegularGridNumbering.getName(value, type, leading): alphabetic A..Z, then
/// the letter of value % 26 once more for each further 26 (AA, BB ...);
/// numeric: "-" if negative, then |value| with a zero in front while it is
/// below 10^leading, 10^(leading-1), ...
inline std::string vassalPart(long value, char type, int leading)
{
    std::string s = value < 0 ? "-" : "";
    value = std::labs(value);
    if (type == 'A') {
        do {
            s += char('A' + value % 26);
            value -= 26;
        } while (value >= 0);
        return s;
    }
    while (leading > 0 && double(value) < std::pow(10.0, leading)) {
        s += '0';
        --leading;
    }
    return s + std::to_string(value);
}

/// The location name VASSAL gives board point (px, py) (whole pixels).
inline std::string vassalName(const Vassal& v, long px, long py)
{
    REQUIRE_FALSE(v.hDescend); // the descending forms need the board size; we never write them
    REQUIRE_FALSE(v.vDescend);
    if (v.sideways) std::swap(px, py); // HexGrid.rotateIfSideways
    const auto javaRound = [](double x) { return long(std::floor(x + 0.5)); };
    const long rawCol = long(std::floor(double(px - v.x0) / v.dx + 0.5));
    const long nx = javaRound(double(px - v.x0) / v.dx);
    long row = nx % 2 == 0 ? javaRound(double(py - v.y0) / v.dy) : javaRound((double(py - v.y0) - v.dy / 2) / v.dy);
    if (v.stagger && rawCol % 2 != 0) ++row;
    const std::string colName = vassalPart(rawCol + v.hOff, v.hType, v.hLeading);
    const std::string rowName = vassalPart(row + v.vOff, v.vType, v.vLeading);
    return v.first == 'H' ? colName + v.sep + rowName : rowName + v.sep + colName;
}

} // namespace vassal_test
using namespace vassal_test;
