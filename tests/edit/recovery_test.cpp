// Crash recovery (editor/edit/recovery.h): documents of a session killed with
// SIGKILL are offered, newest first; a live session's are not; a clean close
// removes; the original file is never touched; a failed autosave keeps the
// previous text; anything foreign in the folder is skipped with a finding.

#include "editor/edit/recovery.h"
#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <csignal>
#include <fcntl.h>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace crestline;
using namespace crestline::edit;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

/// A fresh folder under the temporary directory, removed afterwards.
struct TempFolder {
    fs::path path;
    TempFolder()
    {
        std::random_device rd;
        path = fs::temp_directory_path() / ("crestline-recovery-test-" + std::to_string(rd()) + std::to_string(::getpid()));
        fs::create_directories(path);
    }
    ~TempFolder()
    {
        std::error_code ec;
        fs::permissions(path, fs::perms::owner_all, ec);
        fs::remove_all(path, ec);
    }
};

std::unique_ptr<RecoveryStore> openStore(const fs::path& folder)
{
    std::string error;
    auto store = RecoveryStore::open(folder, &error);
    INFO(error);
    REQUIRE(store);
    return store;
}

std::vector<std::string> namesIn(const fs::path& folder)
{
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(folder)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

void writeFile(const fs::path& p, const std::string& text)
{
    std::ofstream out(p, std::ios::binary);
    out << text;
}

std::string slurp(const fs::path& p)
{
    auto text = formats::readWholeFile(p);
    REQUIRE(text);
    return *text;
}

/// A child process opens a session in `folder`, autosaves two documents and
/// is killed with SIGKILL once they are written. Returns its pid.
int crashedSession(const fs::path& folder)
{
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(ready[0]);
        auto store = RecoveryStore::open(folder);
        if (!store) ::_exit(3);
        const int map = store->addDocument();
        const int scenario = store->addDocument();
        if (!store->write(map, DocumentKind::Map, "Ridge Farm", fs::path("/maps/ridge-farm.map.xml"), "<map>edited</map>\n").empty()) ::_exit(4);
        std::this_thread::sleep_for(20ms); // the scenario is the newer autosave
        if (!store->write(scenario, DocumentKind::Scenario, "Line 1\nwith a % sign", std::nullopt, "<scenario />").empty()) ::_exit(5);
        if (::write(ready[1], "k", 1) != 1) ::_exit(6);
        for (;;) ::pause();
    }
    ::close(ready[1]);
    char c = 0;
    const bool wrote = ::read(ready[0], &c, 1) == 1;
    ::close(ready[0]);
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    REQUIRE(wrote);
    REQUIRE(WIFSIGNALED(status));
    REQUIRE(WTERMSIG(status) == SIGKILL);
    return child;
}

} // namespace

TEST_CASE("recovery: a session killed with SIGKILL leaves its documents to recover, newest first", "[edit][recovery]")
{
    TempFolder dir;
    const int pid = crashedSession(dir.path);
    auto store = openStore(dir.path);
    Findings skipped;
    const std::vector<RecoveryEntry> entries = store->recoverable(&skipped);
    CHECK(skipped.empty());
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].kind == DocumentKind::Scenario);
    CHECK(entries[0].title == "Line 1\nwith a % sign"); // escaped in the header, read back as written
    CHECK_FALSE(entries[0].original.has_value());        // never saved
    CHECK(entries[1].kind == DocumentKind::Map);
    CHECK(entries[1].title == "Ridge Farm");
    REQUIRE(entries[1].original.has_value());
    CHECK(*entries[1].original == fs::path("/maps/ridge-farm.map.xml"));
    CHECK(entries[0].writtenAt > entries[1].writtenAt);
    CHECK(entries[0].pid == pid);

    int slot = 0;
    Findings findings;
    const auto map = store->recover(entries[1], &slot, &findings);
    CHECK(findings.empty());
    REQUIRE(map);
    CHECK(map->text == "<map>edited</map>\n");
    CHECK(slot >= 1);
    // Taken into this session: no longer under the dead session's name, and
    // not offered to another editor while this one lives.
    CHECK_FALSE(fs::exists(entries[1].file));
    CHECK(fs::exists(map->entry.file));
    auto other = openStore(dir.path);
    const auto left = other->recoverable();
    REQUIRE(left.size() == 1);
    CHECK(left[0].title == "Line 1\nwith a % sign");
}

TEST_CASE("recovery: a live session's documents are not offered", "[edit][recovery]")
{
    TempFolder dir;
    auto live = openStore(dir.path);
    const int slot = live->addDocument();
    REQUIRE(live->write(slot, DocumentKind::Map, "Open map", std::nullopt, "<map />").empty());
    auto second = openStore(dir.path); // a second editor started while the first runs
    CHECK(second->recoverable().empty());
    CHECK(live->recoverable().empty()); // nor its own
}

TEST_CASE("recovery: clean close removes the recovery file, clean exit the lock", "[edit][recovery]")
{
    TempFolder dir;
    {
        auto store = openStore(dir.path);
        const int slot = store->addDocument();
        REQUIRE(store->write(slot, DocumentKind::Map, "Map", std::nullopt, "<map />").empty());
        REQUIRE(namesIn(dir.path).size() == 2); // the lock and one recovery file
        store->remove(slot);
        CHECK(namesIn(dir.path) == std::vector<std::string>{"session-" + store->sessionId() + ".lock"});
    }
    CHECK(namesIn(dir.path).empty());
}

TEST_CASE("recovery: a document not closed at a clean exit is still offered", "[edit][recovery]")
{
    TempFolder dir;
    {
        auto store = openStore(dir.path);
        REQUIRE(store->write(store->addDocument(), DocumentKind::Map, "Kept", std::nullopt, "<map />").empty());
    }
    auto next = openStore(dir.path);
    const auto entries = next->recoverable();
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].title == "Kept");
}

TEST_CASE("recovery: a lock naming a running pid that does not hold it is a dead session (pid reused)", "[edit][recovery]")
{
    TempFolder dir;
    // Written by hand, in the documented layout: this process's own pid is
    // alive, but nothing holds the lock, as after a crash and a reused pid.
    const std::string id = "0123456789abcdef";
    writeFile(dir.path / ("session-" + id + ".lock"),
              "crestline-recovery-session 1\npid " + std::to_string(::getpid()) + "\nstart 1\nboot x\n");
    writeFile(dir.path / (id + "-1.recovery"), "crestline-recovery 1\nkind map\ntitle Hand%0Amade\nwritten 1000\nlength 5\n\nhello");
    auto store = openStore(dir.path);
    Findings skipped;
    const auto entries = store->recoverable(&skipped);
    CHECK(skipped.empty());
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].title == "Hand\nmade");
    CHECK(entries[0].pid == ::getpid());
    CHECK(entries[0].writtenAt == std::chrono::system_clock::time_point(1000ms));
    int slot = 0;
    const auto text = store->recover(entries[0], &slot);
    REQUIRE(text);
    CHECK(text->text == "hello");
    // Nothing of the dead session is left: its lock went with its last document.
    CHECK_FALSE(fs::exists(dir.path / ("session-" + id + ".lock")));
}

TEST_CASE("recovery: discard removes the file, and the dead session's lock after its last document", "[edit][recovery]")
{
    TempFolder dir;
    crashedSession(dir.path);
    auto store = openStore(dir.path);
    auto entries = store->recoverable();
    REQUIRE(entries.size() == 2);
    store->discard(entries[0]);
    CHECK_FALSE(fs::exists(entries[0].file));
    CHECK(namesIn(dir.path).size() == 3); // our lock, the dead lock, one document
    store->discard(entries[1]);
    CHECK(namesIn(dir.path) == std::vector<std::string>{"session-" + store->sessionId() + ".lock"});
}

TEST_CASE("recovery: the original map file is never touched, bytes or mtime", "[edit][recovery]")
{
    TempFolder dir;
    const fs::path original = dir.path / "ridge.map.xml";
    fs::copy_file(fs::path(CRESTLINE_SOURCE_DIR) / "tests/formats/data/flat-odd.map.xml", original);
    const timespec past[2] = {{1000000000, 0}, {1000000000, 0}}; // 2001: any write would move it
    REQUIRE(::utimensat(AT_FDCWD, original.c_str(), past, 0) == 0);
    const std::string bytes = slurp(original);

    const fs::path folder = dir.path / "recovery";
    {
        auto store = openStore(folder);
        const int slot = store->addDocument();
        auto map = formats::readMapFile(original);
        REQUIRE(map.ok());
        map.value->name = "Edited in the editor";
        REQUIRE(store->write(slot, DocumentKind::Map, map.value->name, original, formats::writeMapText(*map.value)).empty());
        auto other = openStore(folder);
        CHECK(other->recoverable().empty()); // the first session is alive
    } // the editor goes without closing the document: it is offered next time
    crashedSession(folder);
    auto after = openStore(folder);
    const auto entries = after->recoverable();
    REQUIRE(entries.size() == 3);
    const RecoveryEntry* edited = nullptr;
    for (const RecoveryEntry& e : entries)
        if (e.title == "Edited in the editor") edited = &e;
    REQUIRE(edited);
    REQUIRE(edited->original);
    CHECK(*edited->original == original); // Save writes there, when the designer saves
    const auto text = after->recover(*edited, nullptr);
    REQUIRE(text);
    const auto reread = formats::readMapText(text->text, "recovered");
    REQUIRE(reread.ok());
    CHECK(reread.findings.empty());
    CHECK(reread.value->name == "Edited in the editor"); // the edit is in it
    for (const RecoveryEntry& e : after->recoverable()) after->discard(e);

    CHECK(slurp(original) == bytes);
    struct stat st {};
    REQUIRE(::stat(original.c_str(), &st) == 0);
    CHECK(st.st_mtim.tv_sec == 1000000000);
    CHECK(st.st_mtim.tv_nsec == 0);
}

TEST_CASE("recovery: a failed autosave leaves the previous recovery text whole", "[edit][recovery][atomic]")
{
    TempFolder dir;
    auto store = openStore(dir.path);
    const int slot = store->addDocument();
    REQUIRE(store->write(slot, DocumentKind::Map, "Map", std::nullopt, "<map>first</map>").empty());

    // The second text cannot be written: the file size limit stops it (this
    // fails for root too, unlike a read-only folder).
    const std::string second(200000, 'x');
    struct rlimit old {};
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &old) == 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = old;
    small.rlim_cur = 4096;
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    const Findings failed = store->write(slot, DocumentKind::Map, "Map", std::nullopt, second);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    REQUIRE(failed.size() == 1);
    CHECK(failed[0].code == "save-failed");

    std::vector<std::string> names = namesIn(dir.path);
    CHECK(names.size() == 2); // the lock and the recovery file; no temporary file left
    store.reset(); // exit: the document was not closed, so it is offered
    auto next = openStore(dir.path);
    const auto entries = next->recoverable();
    REQUIRE(entries.size() == 1);
    const auto text = next->recover(entries[0], nullptr);
    REQUIRE(text);
    CHECK(text->text == "<map>first</map>");
}

TEST_CASE("recovery: files that are not recovery files are skipped with a finding and left alone", "[edit][recovery][hostile]")
{
    TempFolder dir;
    const fs::path folder = dir.path / "recovery";
    const fs::path outside = dir.path / "outside.recovery";
    writeFile(outside, "crestline-recovery 1\nkind map\ntitle Outside\nwritten 5\nlength 2\n\nhi");
    {
        auto init = openStore(folder);
    }
    const std::string id = "fedcba9876543210"; // a dead session, no lock
    writeFile(folder / "notes.txt", "hello");
    writeFile(folder / (id + "-1.recovery"), "garbage");
    writeFile(folder / (id + "-2.recovery"), "crestline-recovery 1\nkind map\ntitle Cut\nwritten 5\nlength 200\n\nshort");
    writeFile(folder / (id + "-3.recovery"), "crestline-recovery 1\nkind atlas\ntitle Odd\nwritten 5\nlength 0\n\n");
    fs::create_symlink(outside, folder / (id + "-4.recovery"));
    fs::create_directory(folder / (id + "-5.recovery"));
    writeFile(folder / (id + "-6.recovery"), "crestline-recovery 1\nkind scenario\ntitle Good\nwritten 7\nlength 4\n\nokay");

    auto store = openStore(folder);
    Findings skipped;
    const auto entries = store->recoverable(&skipped);
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].title == "Good");
    CHECK(entries[0].kind == DocumentKind::Scenario);
    REQUIRE(skipped.size() == 6);
    std::vector<std::string> files;
    for (const Finding& f : skipped) {
        CHECK(f.code == "recovery-skipped");
        CHECK(f.severity == Severity::Warning);
        files.push_back(fs::path(f.where.file).filename().string());
    }
    std::sort(files.begin(), files.end());
    CHECK(files == std::vector<std::string>{id + "-1.recovery", id + "-2.recovery", id + "-3.recovery", id + "-4.recovery",
                                            id + "-5.recovery", "notes.txt"});
    // Left alone: every skipped file is still there, the link's target untouched.
    for (const char* n : {"notes.txt"}) CHECK(fs::exists(folder / n));
    for (int k = 1; k <= 5; ++k) CHECK(fs::exists(fs::symlink_status(folder / (id + "-" + std::to_string(k) + ".recovery"))));
    CHECK(slurp(outside) == "crestline-recovery 1\nkind map\ntitle Outside\nwritten 5\nlength 2\n\nhi");
    // discard() of a forged entry outside the folder removes nothing.
    RecoveryEntry forged;
    forged.file = outside;
    store->discard(forged);
    CHECK(fs::exists(outside));
}

TEST_CASE("recovery: half-made locks and autosaves of killed sessions are removed, ones being written are not", "[edit][recovery]")
{
    TempFolder dir;
    {
        auto init = openStore(dir.path);
    }
    const std::string dead = "fedcba9876543210";
    writeFile(dir.path / ".session-0123456789abcdef.tmp", "crestline-recovery-session 1\n");
    writeFile(dir.path / ("." + dead + "-1.recovery.crestline-tmp-AbC123"), "crestline-recovery 1\nkind");
    const fs::path busy = dir.path / ("." + dead + "-2.recovery.crestline-tmp-XyZ789");
    writeFile(busy, "being written");
    const int fd = ::open(busy.c_str(), O_RDONLY | O_CLOEXEC);
    REQUIRE(fd >= 0);
    REQUIRE(::flock(fd, LOCK_EX) == 0); // as the atomic writer holds its temporary file
    writeFile(dir.path / ".hidden-notes", "mine");

    auto store = openStore(dir.path);
    CHECK_FALSE(fs::exists(dir.path / ".session-0123456789abcdef.tmp"));
    CHECK_FALSE(fs::exists(dir.path / ("." + dead + "-1.recovery.crestline-tmp-AbC123")));
    CHECK(fs::exists(busy));
    Findings skipped;
    CHECK(store->recoverable(&skipped).empty());
    REQUIRE(skipped.size() == 1); // the foreign file only; the temporary file being written is not a finding
    CHECK(fs::path(skipped[0].where.file).filename() == ".hidden-notes");
    CHECK(fs::exists(dir.path / ".hidden-notes"));
    ::close(fd);
}

TEST_CASE("recovery: the folder is made private, and a link in its place is refused", "[edit][recovery]")
{
    TempFolder dir;
    const fs::path folder = dir.path / "state" / "recovery";
    auto store = openStore(folder);
    CHECK((fs::status(folder).permissions() & fs::perms::all) == fs::perms::owner_all);
    store.reset();

    const fs::path open = dir.path / "open";
    fs::create_directory(open);
    fs::permissions(open, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
    openStore(open);
    CHECK((fs::status(open).permissions() & fs::perms::all) == fs::perms::owner_all);

    fs::create_directory_symlink(open, dir.path / "link");
    std::string error;
    CHECK_FALSE(RecoveryStore::open(dir.path / "link", &error));
    CHECK(error.find("symbolic link") != std::string::npos);
}

TEST_CASE("recovery: the default folder follows CRESTLINE_RECOVERY_DIR, then XDG_STATE_HOME, then HOME", "[edit][recovery]")
{
    auto saved = [](const char* name) { const char* v = std::getenv(name); return v ? std::optional<std::string>(v) : std::nullopt; };
    const auto dirVar = saved("CRESTLINE_RECOVERY_DIR"), state = saved("XDG_STATE_HOME"), home = saved("HOME");
    ::setenv("CRESTLINE_RECOVERY_DIR", "/tmp/crash-here", 1);
    ::setenv("XDG_STATE_HOME", "/state", 1);
    ::setenv("HOME", "/home/designer", 1);
    CHECK(RecoveryStore::defaultFolder() == fs::path("/tmp/crash-here"));
    ::unsetenv("CRESTLINE_RECOVERY_DIR");
    CHECK(RecoveryStore::defaultFolder() == fs::path("/state/crestline/recovery"));
    ::unsetenv("XDG_STATE_HOME");
    CHECK(RecoveryStore::defaultFolder() == fs::path("/home/designer/.local/state/crestline/recovery"));
    auto restore = [](const char* name, const std::optional<std::string>& v) {
        if (v) ::setenv(name, v->c_str(), 1);
        else ::unsetenv(name);
    };
    restore("CRESTLINE_RECOVERY_DIR", dirVar);
    restore("XDG_STATE_HOME", state);
    restore("HOME", home);
}

TEST_CASE("autosave policy: a change, then 2 s of idle or 20 commands", "[edit][recovery]")
{
    const AutosavePolicy policy;
    CHECK_FALSE(policy.due(5, 5, 60s));     // nothing changed since the last autosave
    CHECK_FALSE(policy.due(6, 5, 1999ms));  // one command, still typing
    CHECK(policy.due(6, 5, 2000ms));        // one command, then two seconds idle
    CHECK_FALSE(policy.due(24, 5, 0ms));    // 19 commands in a burst
    CHECK(policy.due(25, 5, 0ms));          // the 20th
}
