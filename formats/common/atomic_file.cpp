#include "formats/common/atomic_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crestline::formats {

std::optional<std::string> saveAtomically(const std::filesystem::path& path, std::string_view content)
{
    const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::string tmpl = (dir / ("." + path.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0) return "cannot create a temporary file beside " + path.string() + ": " + std::strerror(errno);
    auto fail = [&](const std::string& what) {
        const std::string msg = what + " " + tmpl + ": " + std::strerror(errno);
        ::close(fd);
        ::unlink(tmpl.c_str());
        return std::optional<std::string>(msg);
    };
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail("cannot write");
        }
        done += std::size_t(n);
    }
    if (::fsync(fd) != 0) return fail("cannot flush");
    // Keep the permissions of the file we replace, if any.
    std::error_code ec;
    const auto st = std::filesystem::status(path, ec);
    const mode_t mode = (!ec && std::filesystem::exists(st)) ? mode_t(st.permissions()) & 0777 : 0644;
    ::fchmod(fd, mode);
    if (::close(fd) != 0) {
        ::unlink(tmpl.c_str());
        return "cannot close " + tmpl + ": " + std::strerror(errno);
    }
    if (::rename(tmpl.c_str(), path.c_str()) != 0) {
        const std::string msg = "cannot replace " + path.string() + ": " + std::strerror(errno);
        ::unlink(tmpl.c_str());
        return msg;
    }
    return std::nullopt;
}

Findings saveFile(const std::filesystem::path& path, std::string_view content)
{
    const auto error = saveAtomically(path, content);
    if (!error) return {};
    return {makeFinding(code::SaveFailed)
                .file(path.string())
                .message("cannot save " + path.string() + " (the old file is kept): " + *error)};
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
