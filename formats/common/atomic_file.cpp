#include "formats/common/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
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
    // Only regular files: a directory, a FIFO or a device (/dev/zero never
    // ends) is refused before it is opened.
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec) return fail(ec.message());
    if (std::filesystem::is_directory(status)) return fail("it is a directory");
    if (!std::filesystem::is_regular_file(status)) return fail("not a regular file");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return fail(ec.message());
    if (size > kMaxReadBytes) return fail("larger than " + std::to_string(kMaxReadBytes >> 20) + " MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(std::strerror(errno));
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
}

} // namespace crestline::formats
