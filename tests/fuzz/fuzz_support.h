#pragma once
// Shared by the libFuzzer targets: where the bundled data lives, and the
// round-trip property every reader/writer pair must keep. A broken property
// aborts with a message, so libFuzzer records the input as a crash.

#include "formats/map/map_format.h"

#include <pugixml.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

namespace crestline::fuzz {

/// The source tree (for the bundled catalogs, maps and scenarios the targets load once).
inline std::filesystem::path sourceDir() { return CRESTLINE_SOURCE_DIR; }

/// The fuzz input as text (libFuzzer's bytes, not NUL-terminated).
inline std::string_view asText(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

/// Stop the run with `what`: libFuzzer saves the input as a crash.
[[noreturn]] inline void fail(const char* target, const std::string& what)
{
    std::fprintf(stderr, "%s: %s\n", target, what.c_str());
    std::abort();
}

/// Write a model that was read. When the read met no error, reading what the
/// writer wrote must give a model again, and writing that model must give the
/// same text (the writer's output is a fixed point). A model read with errors
/// is only written (crashes count; its text may rightly differ).
template <class Model, class Read, class Write>
void checkRoundTrip(const char* target, const Model& model, const Findings& findings, Read read, Write write)
{
    const std::string written = write(model);
    if (hasErrors(findings)) return;
    auto again = read(written);
    if (!again.value) fail(target, "the writer's output could not be read back:\n" + written);
    const std::string rewritten = write(*again.value);
    if (rewritten != written) fail(target, "write(read(write(x))) differs from write(x):\n" + written + "\n---\n" + rewritten);
}

} // namespace crestline::fuzz
