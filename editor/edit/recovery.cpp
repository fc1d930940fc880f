// Crash recovery: the session lock, recovery files and the list of documents
// left by dead sessions (recovery.h). Codes: save-failed (an autosave or the
// rename of a recovered file failed), file-unreadable (a listed file can no
// longer be read), recovery-skipped (anything in the folder that is not ours).

#include "editor/edit/recovery.h"

#include "formats/common/atomic_file.h"
#include "geometry/finding_builder.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <random>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace crestline::edit {

namespace {

namespace fs = std::filesystem;

constexpr std::string_view kDocumentMagic = "crestline-recovery 1";
constexpr std::string_view kSessionMagic = "crestline-recovery-session 1";
constexpr std::size_t kSessionIdLength = 16;
/// A recovery file holds one document (at most formats::kMaxReadBytes) and a short header.
constexpr std::uintmax_t kMaxRecoveryBytes = formats::kMaxReadBytes + (std::uintmax_t(1) << 16);

std::string errnoText() { return std::strerror(errno); }

/// Reads a regular file without following a symbolic link (O_NOFOLLOW) or
/// blocking on a FIFO; nullopt and `error` otherwise.
std::optional<std::string> readNoFollow(const fs::path& path, std::string& error)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        error = errno == ELOOP ? "it is a symbolic link" : errnoText();
        return std::nullopt;
    }
    struct stat st {};
    std::optional<std::string> text;
    if (::fstat(fd, &st) != 0) error = errnoText();
    else if (!S_ISREG(st.st_mode)) error = "it is not a regular file";
    else if (std::uintmax_t(st.st_size) > kMaxRecoveryBytes) error = "it is larger than a recovery file can be";
    else {
        text.emplace();
        char buf[65536];
        for (;;) {
            const ssize_t n = ::read(fd, buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                error = errnoText();
                text.reset();
                break;
            }
            if (n == 0) break;
            text->append(buf, std::size_t(n));
            if (text->size() > kMaxRecoveryBytes) {
                error = "it is larger than a recovery file can be";
                text.reset();
                break;
            }
        }
    }
    ::close(fd);
    return text;
}

/// Percent-escapes '%' and control characters, so a title or path is one header line.
std::string escapeLine(std::string_view s)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '%' || u < 0x20 || u == 0x7f) {
            out += '%';
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out;
}

std::optional<std::string> unescapeLine(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%') {
            out += s[i];
            continue;
        }
        unsigned value = 0;
        if (i + 2 >= s.size()) return std::nullopt;
        const auto [end, ec] = std::from_chars(s.data() + i + 1, s.data() + i + 3, value, 16);
        if (ec != std::errc() || end != s.data() + i + 3) return std::nullopt;
        out += char(value);
        i += 2;
    }
    return out;
}

template <class Int>
std::optional<Int> parseWhole(std::string_view s)
{
    Int v{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

/// Splits "key value" off the front of `rest` (one line); nullopt if the line's key is not `key`.
std::optional<std::string_view> takeLine(std::string_view& rest, std::string_view key)
{
    const std::size_t nl = rest.find('\n');
    if (nl == std::string_view::npos) return std::nullopt;
    const std::string_view line = rest.substr(0, nl);
    if (line.size() < key.size() + 1 || line.substr(0, key.size()) != key || line[key.size()] != ' ') return std::nullopt;
    rest.remove_prefix(nl + 1);
    return line.substr(key.size() + 1);
}

bool isSessionId(std::string_view s)
{
    return s.size() == kSessionIdLength && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

/// Session id and slot of a recovery file name ("ID-N.recovery").
std::optional<std::pair<std::string, int>> parseDocumentName(const std::string& name)
{
    constexpr std::string_view ext = ".recovery";
    if (name.size() <= kSessionIdLength + 1 + ext.size() || name.compare(name.size() - ext.size(), ext.size(), ext) != 0) return std::nullopt;
    const std::string id = name.substr(0, kSessionIdLength);
    if (!isSessionId(id) || name[kSessionIdLength] != '-') return std::nullopt;
    const auto slot = parseWhole<int>(std::string_view(name).substr(kSessionIdLength + 1, name.size() - kSessionIdLength - 1 - ext.size()));
    if (!slot || *slot < 1) return std::nullopt;
    return std::pair{id, *slot};
}

/// Session id of a lock file name ("session-ID.lock").
std::optional<std::string> parseLockName(const std::string& name)
{
    constexpr std::string_view prefix = "session-", ext = ".lock";
    if (name.size() != prefix.size() + kSessionIdLength + ext.size() || name.rfind(prefix, 0) != 0) return std::nullopt;
    const std::string id = name.substr(prefix.size(), kSessionIdLength);
    if (!isSessionId(id) || name.compare(prefix.size() + kSessionIdLength, ext.size(), ext) != 0) return std::nullopt;
    return id;
}

/// A session lock being made (".session-ID.tmp") or an autosave's temporary
/// file (formats::temporaryPrefix of "ID-N.recovery").
bool isTemporaryName(const std::string& name)
{
    if (name.rfind(".session-", 0) == 0 && name.size() > 4 && name.compare(name.size() - 4, 4, ".tmp") == 0) return true;
    const std::size_t tmp = name.find(".crestline-tmp-");
    return name.size() > 1 && name[0] == '.' && tmp != std::string::npos && parseDocumentName(name.substr(1, tmp - 1)).has_value();
}

fs::path lockFile(const fs::path& folder, const std::string& id) { return folder / ("session-" + id + ".lock"); }

std::string newSessionId()
{
    std::random_device rd;
    static const char* hex = "0123456789abcdef";
    std::string id;
    while (id.size() < kSessionIdLength) {
        unsigned r = rd();
        for (int k = 0; k < 8 && id.size() < kSessionIdLength; ++k, r >>= 4) id += hex[r & 15];
    }
    return id;
}

std::string firstLineOf(const fs::path& p)
{
    std::string error;
    const auto text = readNoFollow(p, error);
    if (!text) return {};
    return text->substr(0, text->find('\n'));
}

/// Field 22 of /proc/PID/stat: the process start time in clock ticks after boot ("" if unknown).
std::string processStartTime(int pid)
{
    std::string error;
    const auto stat = readNoFollow("/proc/" + std::to_string(pid) + "/stat", error);
    if (!stat) return {};
    std::size_t at = stat->rfind(')'); // the command name may hold spaces and parentheses
    if (at == std::string::npos) return {};
    int field = 2;
    std::size_t start = at + 1;
    while (field < 22) {
        start = stat->find_first_not_of(' ', start);
        if (start == std::string::npos) return {};
        ++field;
        const std::size_t end = stat->find(' ', start);
        if (field == 22) return stat->substr(start, end == std::string::npos ? std::string::npos : end - start);
        start = end;
    }
    return {};
}

std::string bootId() { return firstLineOf("/proc/sys/kernel/random/boot_id"); }

/// What a session's lock file says.
struct SessionInfo {
    int pid = 0;
    std::string start, boot;
};

std::optional<SessionInfo> parseSession(std::string_view text)
{
    std::string_view rest = text;
    if (rest.substr(0, kSessionMagic.size()) != kSessionMagic || rest.size() == kSessionMagic.size() || rest[kSessionMagic.size()] != '\n')
        return std::nullopt;
    rest.remove_prefix(kSessionMagic.size() + 1);
    SessionInfo s;
    const auto pid = takeLine(rest, "pid");
    const auto start = takeLine(rest, "start");
    const auto boot = takeLine(rest, "boot");
    if (!pid || !start || !boot || !parseWhole<int>(*pid)) return std::nullopt;
    s.pid = *parseWhole<int>(*pid);
    s.start = *start;
    s.boot = *boot;
    return s;
}

/// Whether some process holds a flock on `file` (a live session's lock, a
/// session's lock being made, an autosave being written). False if it cannot
/// be opened; nullopt where flock is not supported.
std::optional<bool> flockHeld(const fs::path& file)
{
    const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return false;
    const bool free = ::flock(fd, LOCK_SH | LOCK_NB) == 0;
    const int err = errno;
    ::close(fd);
    if (free) return false;
    if (err == EWOULDBLOCK) return true;
    return std::nullopt;
}

/// Whether the session of lock file `lock` is running. The live session holds
/// an exclusive flock on it, which the kernel drops when the process dies; only
/// where flock is not supported do the pid, start time and boot id decide.
bool sessionAlive(const fs::path& lock)
{
    if (const auto held = flockHeld(lock)) return *held; // no lock file: the session ended or never finished starting
    std::string error;
    const auto text = readNoFollow(lock, error);
    const auto info = text ? parseSession(*text) : std::nullopt;
    if (!info || info->pid <= 0) return false;
    return info->boot == bootId() && !info->start.empty() && processStartTime(info->pid) == info->start;
}

Finding skipped(const fs::path& file, const std::string& why)
{
    return makeFinding(code::RecoverySkipped).file(file.string()).message("not a crestline recovery file (" + why + "): skipped and left alone");
}

/// A recovery file's header and text; nullopt and `why` if it is not one.
std::optional<RecoveredText> parseDocument(const fs::path& file, std::string_view content, std::string& why)
{
    std::string_view rest = content;
    if (rest.substr(0, kDocumentMagic.size()) != kDocumentMagic || rest.size() == kDocumentMagic.size() || rest[kDocumentMagic.size()] != '\n') {
        why = "no '" + std::string(kDocumentMagic) + "' first line";
        return std::nullopt;
    }
    rest.remove_prefix(kDocumentMagic.size() + 1);
    RecoveredText r;
    r.entry.file = file;
    const auto kind = takeLine(rest, "kind");
    const auto title = takeLine(rest, "title");
    const auto original = takeLine(rest, "original"); // absent for a never-saved document
    const auto written = takeLine(rest, "written");
    const auto length = takeLine(rest, "length");
    if (!kind || !title || !written || !length || (*kind != "map" && *kind != "scenario")) {
        why = "a header line is missing or malformed";
        return std::nullopt;
    }
    const auto ms = parseWhole<std::int64_t>(*written);
    const auto bytes = parseWhole<std::size_t>(*length);
    const auto titleText = unescapeLine(*title);
    const auto originalText = original ? unescapeLine(*original) : std::optional<std::string>("");
    if (!ms || !bytes || !titleText || !originalText || (original && originalText->empty())) {
        why = "a header value is malformed";
        return std::nullopt;
    }
    if (rest.empty() || rest[0] != '\n' || rest.size() - 1 != *bytes) {
        why = "the text is not the length the header states";
        return std::nullopt;
    }
    r.entry.kind = *kind == "map" ? DocumentKind::Map : DocumentKind::Scenario;
    r.entry.title = *titleText;
    if (original) r.entry.original = fs::path(*originalText);
    r.entry.writtenAt = std::chrono::system_clock::time_point(std::chrono::milliseconds(*ms));
    r.text = std::string(rest.substr(1));
    return r;
}

/// Makes `folder` (and its parents) and checks that it is a private folder of this user.
std::optional<std::string> makePrivateFolder(const fs::path& folder)
{
    if (folder.empty()) return "no recovery folder (set CRESTLINE_RECOVERY_DIR, XDG_STATE_HOME or HOME)";
    std::error_code ec;
    if (folder.has_parent_path()) fs::create_directories(folder.parent_path(), ec);
    if (::mkdir(folder.c_str(), 0700) != 0 && errno != EEXIST) return "cannot create " + folder.string() + ": " + errnoText();
    struct stat st {};
    if (::lstat(folder.c_str(), &st) != 0) return "cannot read " + folder.string() + ": " + errnoText();
    if (S_ISLNK(st.st_mode)) return folder.string() + " is a symbolic link: the recovery folder must be a folder of its own";
    if (!S_ISDIR(st.st_mode)) return folder.string() + " is not a folder";
    if (st.st_uid != ::geteuid()) return folder.string() + " belongs to another user";
    if ((st.st_mode & 0077) != 0 && ::chmod(folder.c_str(), 0700) != 0)
        return "cannot make " + folder.string() + " private (0700): " + errnoText();
    return std::nullopt;
}

} // namespace

fs::path RecoveryStore::defaultFolder()
{
    if (const char* dir = std::getenv("CRESTLINE_RECOVERY_DIR"); dir && *dir) return fs::path(dir);
    if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state == '/') return fs::path(state) / "crestline" / "recovery";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local" / "state" / "crestline" / "recovery";
    return {};
}

std::unique_ptr<RecoveryStore> RecoveryStore::open(const fs::path& folder, std::string* error)
{
    auto fail = [error](std::string why) {
        if (error) *error = std::move(why);
        return nullptr;
    };
    if (auto problem = makePrivateFolder(folder)) return fail(*problem);
    const std::string id = newSessionId();
    // The lock is made and flock()ed under a temporary name, then renamed into
    // place: a lock file that others can see is always held.
    const fs::path temp = folder / (".session-" + id + ".tmp");
    const int fd = ::open(temp.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return fail("cannot create " + temp.string() + ": " + errnoText());
    const std::string text = std::string(kSessionMagic) + "\npid " + std::to_string(::getpid()) + "\nstart " +
                             processStartTime(::getpid()) + "\nboot " + bootId() + "\n";
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno != ENOLCK && errno != EINVAL) {
        const std::string why = errnoText();
        ::close(fd);
        ::unlink(temp.c_str());
        return fail("cannot lock " + temp.string() + ": " + why);
    }
    if (::write(fd, text.data(), text.size()) != ssize_t(text.size()) || ::fsync(fd) != 0 ||
        ::rename(temp.c_str(), lockFile(folder, id).c_str()) != 0) {
        const std::string why = errnoText();
        ::close(fd);
        ::unlink(temp.c_str());
        return fail("cannot write the session lock in " + folder.string() + ": " + why);
    }
    std::unique_ptr<RecoveryStore> store(new RecoveryStore(folder, id, fd));
    store->removeLeftovers();
    return store;
}

RecoveryStore::RecoveryStore(fs::path folder, std::string id, int lockFd) : m_folder(std::move(folder)), m_id(std::move(id)), m_lockFd(lockFd) {}

RecoveryStore::~RecoveryStore()
{
    // Clean exit: the lock goes (unlinked while still held); documents not
    // removed by their owner stay, and are offered as from a dead session.
    ::unlink(lockFile(m_folder, m_id).c_str());
    if (m_lockFd >= 0) ::close(m_lockFd);
}

int RecoveryStore::addDocument() { return m_nextSlot++; }

fs::path RecoveryStore::slotFile(int slot) const { return m_folder / (m_id + "-" + std::to_string(slot) + ".recovery"); }

Findings RecoveryStore::write(int slot, DocumentKind kind, const std::string& title, const std::optional<fs::path>& original,
                              std::string_view text)
{
    const fs::path file = slotFile(slot);
    std::error_code ec;
    const fs::file_status st = fs::symlink_status(file, ec);
    if (fs::exists(st) && !fs::is_regular_file(st))
        return {makeFinding(code::SaveFailed).file(file.string()).message("the recovery file is not a regular file: not written through")};
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    std::string content = std::string(kDocumentMagic) + "\nkind " + (kind == DocumentKind::Map ? "map" : "scenario") + "\ntitle " + escapeLine(title) + "\n";
    if (original && !original->empty()) content += "original " + escapeLine(original->string()) + "\n";
    content += "written " + std::to_string(ms) + "\nlength " + std::to_string(text.size()) + "\n\n";
    content += text;
    return formats::saveFile(file, content, formats::FileAccess::Private);
}

void RecoveryStore::remove(int slot) { ::unlink(slotFile(slot).c_str()); }

std::vector<RecoveryEntry> RecoveryStore::recoverable(Findings* skippedFiles) const
{
    std::vector<RecoveryEntry> out;
    std::map<std::string, std::pair<bool, int>> sessions; // id -> (alive, pid)
    auto sessionOf = [&](const std::string& id) {
        auto at = sessions.find(id);
        if (at != sessions.end()) return at->second;
        const fs::path lock = lockFile(m_folder, id);
        std::string error;
        const auto text = readNoFollow(lock, error);
        const auto info = text ? parseSession(*text) : std::nullopt;
        return sessions[id] = {sessionAlive(lock), info ? info->pid : 0};
    };
    auto note = [&](Finding f) {
        if (skippedFiles) skippedFiles->push_back(std::move(f));
    };
    std::error_code ec;
    for (fs::directory_iterator it(m_folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path file = it->path();
        const std::string name = file.filename().string();
        if (isTemporaryName(name)) continue; // a session starting or an autosave being written (or killed doing so)
        std::error_code sec;
        const fs::file_status st = it->symlink_status(sec);
        if (parseLockName(name)) {
            if (!fs::is_regular_file(st)) note(skipped(file, "a session lock that is not a regular file"));
            continue;
        }
        const auto doc = parseDocumentName(name);
        if (!doc) {
            note(skipped(file, "an unknown name"));
            continue;
        }
        if (fs::is_symlink(st) || !fs::is_regular_file(st)) {
            note(skipped(file, fs::is_symlink(st) ? "a symbolic link, not followed" : "not a regular file"));
            continue;
        }
        if (doc->first == m_id) continue;
        const auto [alive, pid] = sessionOf(doc->first);
        if (alive) continue;
        std::string why;
        const auto content = readNoFollow(file, why);
        auto parsed = content ? parseDocument(file, *content, why) : std::nullopt;
        if (!parsed) {
            note(skipped(file, why));
            continue;
        }
        parsed->entry.pid = pid;
        out.push_back(std::move(parsed->entry));
    }
    std::stable_sort(out.begin(), out.end(), [](const RecoveryEntry& a, const RecoveryEntry& b) {
        return a.writtenAt != b.writtenAt ? a.writtenAt > b.writtenAt : a.file < b.file;
    });
    return out;
}

std::optional<RecoveredText> RecoveryStore::recover(const RecoveryEntry& entry, int* slot, Findings* findings)
{
    auto fail = [&](Finding f) -> std::optional<RecoveredText> {
        if (findings) findings->push_back(std::move(f));
        return std::nullopt;
    };
    std::string why;
    const auto content = readNoFollow(entry.file, why);
    if (!content) return fail(makeFinding(code::FileUnreadable).severity(Severity::Error).file(entry.file.string()).message(why));
    auto parsed = parseDocument(entry.file, *content, why);
    if (!parsed) return fail(skipped(entry.file, why));
    const int mine = addDocument();
    // Renamed, not copied and removed: the text is on disk at every moment,
    // so a crash right after recovering still leaves it to recover.
    if (::rename(entry.file.c_str(), slotFile(mine).c_str()) != 0)
        return fail(makeFinding(code::SaveFailed).file(entry.file.string()).message("cannot take the recovery file into this session: " + errnoText()));
    removeLeftovers();
    if (slot) *slot = mine;
    parsed->entry.pid = entry.pid;
    parsed->entry.file = slotFile(mine);
    return parsed;
}

void RecoveryStore::discard(const RecoveryEntry& entry)
{
    const auto doc = parseDocumentName(entry.file.filename().string());
    if (!doc || entry.file.parent_path() != m_folder) return; // only our own folder's recovery files are removed
    ::unlink(entry.file.c_str());
    removeLeftovers();
}

void RecoveryStore::removeLeftovers() const
{
    std::map<std::string, bool> hasDocuments;
    std::vector<fs::path> temporary;
    std::error_code ec;
    for (fs::directory_iterator it(m_folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (const auto doc = parseDocumentName(name)) hasDocuments[doc->first] = true;
        else if (const auto id = parseLockName(name)) hasDocuments.try_emplace(*id, false);
        else if (isTemporaryName(name)) temporary.push_back(it->path());
    }
    // A lock or an autosave killed half-made: nobody holds its flock any more.
    for (const fs::path& t : temporary) {
        std::error_code sec;
        if (fs::is_regular_file(fs::symlink_status(t, sec)) && flockHeld(t) == false) ::unlink(t.c_str());
    }
    for (const auto& [id, documents] : hasDocuments) {
        const fs::path lock = lockFile(m_folder, id);
        std::error_code sec;
        if (id == m_id || documents || !fs::is_regular_file(fs::symlink_status(lock, sec)) || sessionAlive(lock)) continue;
        ::unlink(lock.c_str());
    }
}

} // namespace crestline::edit
