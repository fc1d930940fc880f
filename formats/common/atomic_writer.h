#pragma once
// A streaming atomic save (atomic_file.h): a file written piece by piece
// with the same temporary, lock, modes and rename as saveAtomically.

#include "formats/common/atomic_file.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace crestline::formats {

/// An atomic save written piece by piece, for a file too large to hold in
/// memory (the all-pairs matrix file): open() creates the locked temporary
/// beside the target as saveAtomically does, write() appends to it, commit()
/// gives the mode, flushes and renames it over the target. Destroyed before
/// commit() succeeded (a failure, an exception, a refusal), it removes the
/// temporary and the old file is kept. After a failure every call returns it.
class AtomicWriter {
public:
    AtomicWriter();
    AtomicWriter(const AtomicWriter&) = delete;
    AtomicWriter& operator=(const AtomicWriter&) = delete;
    ~AtomicWriter();
    std::optional<std::string> open(const std::filesystem::path& path, FileAccess access = FileAccess::Public);
    std::optional<std::string> write(std::string_view bytes);
    std::optional<std::string> commit();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace crestline::formats
