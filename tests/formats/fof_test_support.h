#pragma once
// Shared helpers of the Fields of Fire format tests.

#include "formats/common/atomic_file.h"
#include "formats/map/fof/fof_format.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace fof_test {

inline std::filesystem::path source(const char* relative) { return std::filesystem::path(CRESTLINE_SOURCE_DIR) / relative; }
inline std::filesystem::path fofData() { return source("tests/formats/data/fof"); }

inline std::string slurp(const std::filesystem::path& p)
{
    auto text = crestline::formats::readWholeFile(p);
    REQUIRE(text);
    return *text;
}

inline std::string describe(const crestline::Findings& fs)
{
    std::string out;
    for (const crestline::Finding& f : fs) out += crestline::formatFinding(f) + "\n";
    return out;
}

/// The findings that are not the info a reference climbing out of its folder gives.
inline crestline::Findings problems(const crestline::Findings& fs)
{
    crestline::Findings out;
    for (const crestline::Finding& f : fs)
        if (f.severity != crestline::Severity::Info) out.push_back(f);
    return out;
}

/// How many findings of `code` there are at `line`.
inline int countAt(const crestline::Findings& fs, const char* code, int line)
{
    int n = 0;
    for (const crestline::Finding& f : fs)
        if (f.code == code && f.where.line == line) ++n;
    return n;
}

} // namespace fof_test
