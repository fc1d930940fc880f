#include "formats/common/atomic_file.h"
#include "formats/common/atomic_writer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <memory>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crestline::formats {

namespace fs = std::filesystem;

namespace {

constexpr const char* kTemporaryTag = ".crestline-tmp-";
constexpr std::size_t kRandomChars = 6; // mkstemp's XXXXXX
constexpr int kMaxLinkHops = 40;        // as the kernel's ELOOP limit

std::string errnoText() { return std::strerror(errno); }

/// What a non-regular file is, in words.
std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

/// The file a save of `path` replaces: `path` itself, or the end of its
/// chain of symbolic links. `existing` is set when that file exists.
struct Target {
    fs::path file;
    std::optional<struct stat> existing;
};

std::optional<std::string> resolveTarget(const fs::path& path, Target& out)
{
    fs::path p = path;
    for (int hop = 0;; ++hop) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0) {
            if (errno != ENOENT) return "cannot examine " + p.string() + ": " + errnoText();
            out.file = p; // a new file (or the missing target of a link)
            return std::nullopt;
        }
        if (S_ISREG(st.st_mode)) {
            out.file = p;
            out.existing = st;
            return std::nullopt;
        }
        if (!S_ISLNK(st.st_mode)) {
            const std::string what = p == path ? p.string() : path.string() + " (a link to " + p.string() + ")";
            return what + " is " + kindOf(st.st_mode) + ": crestline only replaces regular files";
        }
        if (hop == kMaxLinkHops) return "too many symbolic links from " + path.string();
        std::string link(std::size_t(st.st_size > 0 ? st.st_size : 255) + 1, '\0');
        const ssize_t n = ::readlink(p.c_str(), link.data(), link.size());
        if (n < 0) return "cannot read the symbolic link " + p.string() + ": " + errnoText();
        link.resize(std::size_t(n));
        const fs::path next(link);
        p = next.is_absolute() || !p.has_parent_path() ? next : p.parent_path() / next;
    }
}

fs::path directoryOf(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

/// The process umask, read without changing it (Linux reports it in
/// /proc/self/status); otherwise set and restored at once.
mode_t currentUmask()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("Umask:", 0) == 0) return mode_t(std::stoul(line.substr(6), nullptr, 8));
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

/// Remove the temporary files of earlier saves of `target` that were killed:
/// regular files named .NAME.crestline-tmp-XXXXXX that no save holds locked.
void removeStaleTemporaries(const fs::path& target)
{
    const std::string prefix = temporaryPrefix(target);
    const fs::path dir = directoryOf(target);
    DIR* d = ::opendir(dir.c_str());
    if (!d) return;
    while (const dirent* e = ::readdir(d)) {
        const std::string name = e->d_name;
        if (name.size() != prefix.size() + kRandomChars || name.compare(0, prefix.size(), prefix) != 0) continue;
        const fs::path stale = dir / name;
        const int fd = ::open(stale.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) continue;
        struct stat st {};
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0) ::unlink(stale.c_str());
        ::close(fd);
    }
    ::closedir(d);
}

/// A temporary file being written; removed unless it was renamed over its target.
class Temporary {
public:
    Temporary() = default;
    Temporary(const Temporary&) = delete;
    Temporary& operator=(const Temporary&) = delete;
    ~Temporary()
    {
        if (!m_name.empty() && !m_renamed) ::unlink(m_name.c_str());
        if (m_fd >= 0) ::close(m_fd);
    }

    /// Create, lock, fill, flush and give the mode; an error text on failure.
    std::optional<std::string> write(const FileToSave& f)
    {
        if (auto error = begin(f.path)) return error;
        if (auto error = append(f.content)) return error;
        return finish(f.access);
    }

    /// Resolve the target and create the locked temporary beside it.
    std::optional<std::string> begin(const fs::path& path)
    {
        if (auto error = resolveTarget(path, m_target)) return error;
        removeStaleTemporaries(m_target.file);
        return create();
    }

    /// Write `content` at the end of the temporary.
    std::optional<std::string> append(std::string_view content)
    {
        std::size_t done = 0;
        while (done < content.size()) {
            const ssize_t n = ::write(m_fd, content.data() + done, content.size() - done);
            if (n < 0) {
                if (errno == EINTR) continue;
                return "cannot write " + m_name + ": " + errnoText();
            }
            done += std::size_t(n);
        }
        return std::nullopt;
    }

    /// Give the mode and flush to disk (before commit).
    std::optional<std::string> finish(FileAccess access)
    {
        if (auto error = giveMode(access)) return error;
        if (::fsync(m_fd) != 0) return "cannot flush " + m_name + ": " + errnoText();
        return std::nullopt;
    }

    /// Rename over the target (the lock is held until then).
    std::optional<std::string> commit()
    {
        if (::rename(m_name.c_str(), m_target.file.c_str()) != 0) return "cannot replace " + m_target.file.string() + ": " + errnoText();
        m_renamed = true;
        // Make the rename itself durable.
        const int dir = ::open(directoryOf(m_target.file).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir >= 0) {
            ::fsync(dir);
            ::close(dir);
        }
        return std::nullopt;
    }

    /// The file the rename will replace (the end of any chain of links).
    const fs::path& target() const { return m_target.file; }

private:
    Target m_target;
    std::string m_name;
    int m_fd = -1;
    bool m_renamed = false;

    std::optional<std::string> create()
    {
        // A cleaner of another save may unlink a file between mkstemp and
        // flock; a temporary found unlinked once locked is made again.
        for (int attempt = 0; attempt < 8; ++attempt) {
            std::string name = (directoryOf(m_target.file) / (temporaryPrefix(m_target.file) + "XXXXXX")).string();
            const int fd = ::mkostemp(name.data(), O_CLOEXEC); // 0600 from the start
            if (fd < 0) return "cannot create a temporary file beside " + m_target.file.string() + ": " + errnoText();
            m_fd = fd;
            m_name = name;
            struct stat st {};
            if (::flock(fd, LOCK_EX) == 0 && ::fstat(fd, &st) == 0 && st.st_nlink > 0) return std::nullopt;
            ::close(fd);
            m_fd = -1;
            m_name.clear();
        }
        return "cannot create a temporary file beside " + m_target.file.string() + ": removed by another save each time";
    }

    std::optional<std::string> giveMode(FileAccess access)
    {
        mode_t mode = 0600;
        if (access == FileAccess::Public) mode = m_target.existing ? (m_target.existing->st_mode & 07777) : (0666 & ~currentUmask());
        // Keep the old file's owner and group where allowed (root, or a group one belongs to); silently not otherwise.
        if (m_target.existing && ::fchown(m_fd, m_target.existing->st_uid, m_target.existing->st_gid) != 0)
            if (::fchown(m_fd, uid_t(-1), m_target.existing->st_gid) != 0) errno = 0;
        if (::fchmod(m_fd, mode) != 0) return "cannot set the mode of " + m_name + ": " + errnoText();
        return std::nullopt;
    }
};

} // namespace

std::string temporaryPrefix(const fs::path& target) { return "." + target.filename().string() + kTemporaryTag; }

namespace {

/// How a save of several files ended.
struct SaveOutcome {
    std::optional<std::string> error;
    std::size_t failed = 0;    ///< index of the file that failed
    std::size_t committed = 0; ///< files already renamed into place
};

SaveOutcome saveAll(const std::vector<FileToSave>& files)
{
    SaveOutcome out;
    std::vector<std::unique_ptr<Temporary>> temporaries;
    for (std::size_t i = 0; i < files.size(); ++i) {
        temporaries.push_back(std::make_unique<Temporary>());
        if ((out.error = temporaries.back()->write(files[i]))) {
            out.failed = i;
            return out; // every temporary so far is removed
        }
        // Two files of one save on one target: the second would silently replace the first.
        std::error_code ec;
        const fs::path here = fs::weakly_canonical(temporaries.back()->target(), ec);
        for (std::size_t j = 0; j < i; ++j)
            if (fs::weakly_canonical(temporaries[j]->target(), ec) == here) {
                out.error = files[j].path.string() + " and " + files[i].path.string() + " are the same file";
                out.failed = i;
                return out;
            }
    }
    for (std::size_t i = 0; i < temporaries.size(); ++i) {
        if ((out.error = temporaries[i]->commit())) {
            out.failed = i;
            return out;
        }
        out.committed = i + 1;
    }
    return out;
}

} // namespace

std::optional<std::string> saveAtomically(const std::vector<FileToSave>& files)
{
    const SaveOutcome r = saveAll(files);
    if (!r.error || r.committed == 0) return r.error;
    std::string done;
    for (std::size_t j = 0; j < r.committed; ++j) done += (j ? ", " : "") + files[j].path.string();
    return *r.error + " (" + done + " already saved)";
}

std::optional<std::string> saveAtomically(const fs::path& path, std::string_view content, FileAccess access)
{
    return saveAtomically(std::vector<FileToSave>{{path, content, access}});
}

Findings saveFiles(const std::vector<FileToSave>& files)
{
    const SaveOutcome r = saveAll(files);
    if (!r.error) return {};
    const fs::path& failed = files[r.failed].path;
    std::string kept = files.size() > 1 ? "the old files are kept" : "the old file is kept";
    if (r.committed > 0) {
        kept = "already saved:";
        for (std::size_t j = 0; j < r.committed; ++j) kept += " " + files[j].path.string();
    }
    return {makeFinding(code::SaveFailed).file(failed.string()).message("cannot save " + failed.string() + " (" + kept + "): " + *r.error)};
}

Findings saveFile(const fs::path& path, std::string_view content, FileAccess access)
{
    return saveFiles({{path, content, access}});
}

struct AtomicWriter::Impl {
    Temporary temporary;
    FileAccess access = FileAccess::Public;
    std::optional<std::string> error; ///< the first failure: every later call returns it
    bool open = false, committed = false;
};

AtomicWriter::AtomicWriter() : m_impl(std::make_unique<Impl>()) {}
AtomicWriter::~AtomicWriter() = default;

std::optional<std::string> AtomicWriter::open(const fs::path& path, FileAccess access)
{
    if (m_impl->open) return m_impl->error = "AtomicWriter::open called twice";
    m_impl->open = true;
    m_impl->access = access;
    return m_impl->error = m_impl->temporary.begin(path);
}

std::optional<std::string> AtomicWriter::write(std::string_view bytes)
{
    if (m_impl->error) return m_impl->error;
    if (!m_impl->open || m_impl->committed) return m_impl->error = "AtomicWriter::write outside open .. commit";
    return m_impl->error = m_impl->temporary.append(bytes);
}

std::optional<std::string> AtomicWriter::commit()
{
    if (m_impl->error) return m_impl->error;
    if (!m_impl->open || m_impl->committed) return m_impl->error = "AtomicWriter::commit outside open .. commit";
    if ((m_impl->error = m_impl->temporary.finish(m_impl->access))) return m_impl->error;
    if ((m_impl->error = m_impl->temporary.commit())) return m_impl->error;
    m_impl->committed = true;
    return std::nullopt;
}

std::optional<std::string> readWholeFile(const std::filesystem::path& path, std::string* error)
{
    auto fail = [&](const std::string& why) -> std::optional<std::string> {
        if (error) *error = "cannot read " + path.string() + ": " + why;
        return std::nullopt;
    };
    // Only regular files, decided on the opened descriptor (no window between
    // a check and the open): O_NONBLOCK so that opening a FIFO with no writer
    // does not wait, O_NOCTTY so that a terminal does not become ours. A
    // directory, FIFO, socket or device (/dev/zero never ends) is refused.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return fail(std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) return fail(std::strerror(errno));
    if (S_ISDIR(st.st_mode)) return fail("it is a directory");
    if (!S_ISREG(st.st_mode)) return fail("not a regular file");
    if (std::uintmax_t(st.st_size) > kMaxReadBytes) return fail("larger than " + std::to_string(kMaxReadBytes >> 20) + " MiB");
    // A regular file may still grow while it is read: never read past the limit.
    std::string text;
    text.resize(std::size_t(st.st_size));
    std::size_t done = 0;
    while (true) {
        if (done == text.size()) {
            if (text.size() > kMaxReadBytes) return fail("larger than " + std::to_string(kMaxReadBytes >> 20) + " MiB");
            text.resize(std::max<std::size_t>(text.size() * 2, 4096));
        }
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail(std::strerror(errno));
        }
        if (n == 0) break;
        done += std::size_t(n);
    }
    text.resize(done);
    return text;
}

} // namespace crestline::formats
