#pragma once
// A session: documents opened once and kept by handle, and requests answered
// on them, for `crestline serve` (JSON lines on standard input) and the
// Python module (editor/python). A request is a JSON object: "op" (what to
// do), "doc" (a handle from "open"), an optional "id" echoed back, and the
// op's options under the command line's flag names ("from", "to", "smoke",
// "weather", "air-strike" ...). Its answer is the JSON the single command
// prints (`crestline los --json`, `viewshed --json`, `fire --json` ...), as
// text made by the same formats functions, or an error naming the field.
//
// Which op runs on which kind of file is a field of the kind
// (FileKind::sessionOps, file_kinds.h): the hex map's in session_ops.cpp,
// each system's in its own folder (editor/jobs/<system>/<system>_session.cpp),
// set by the system's register<Id>FileKinds. This file names no system. docs/cli.md "serve" and docs/python.md describe the requests.

#include "editor/jobs/file_kinds.h"
#include "editor/jobs/job_report.h"
#include "editor/jobs/play_state.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace crestline::jobs {

/// Why a request was not answered: a stable code and one sentence.
/// Codes: "bad-json" (the line is not a JSON object), "bad-request" (an
/// unknown op or key, a missing or mistyped field: `field` names it),
/// "no-document" (the handle names no open document), "not-taken" (the
/// document's kind has no such op), "bad-input" (a job refused an argument
/// or could not read a file: the command line's exit 2), "refused" (the
/// document has error findings: exit 1, `findings` lists them), "internal"
/// (an exception no job should throw: a bug, said with its text).
struct SessionError {
    std::string code;
    std::string message;
    std::string field;                ///< the request's key at fault; "" when none
    std::vector<std::string> findings; ///< formatted error findings (formatFinding)
};

/// A request's options, read by an op: each accessor names the key in its
/// error. Keys an op does not list are refused before it runs.
class SessionArgs {
public:
    explicit SessionArgs(const nlohmann::json& request) : m_request(request) {}
    bool has(const std::string& key) const { return m_request.contains(key); }
    /// A string (required unless `fallback` is given).
    std::string text(const std::string& key, std::optional<std::string> fallback = std::nullopt) const;
    /// A string, or an array of strings; absent: empty.
    std::vector<std::string> texts(const std::string& key) const;
    /// true or false; absent: false.
    bool flag(const std::string& key) const;
    /// An integer (absent: `fallback`, or nullopt).
    std::optional<int> integer(const std::string& key, std::optional<int> fallback = std::nullopt) const;
    /// The play state under the command line's names (smoke excluded): barrage, weather, night, purpose, attack,
    /// incoming, air-strike, eye-from, eye-to.
    PlayText play() const;

private:
    const nlohmann::json& m_request;
};

/// Thrown by SessionArgs and ops: answered as the error it carries.
struct SessionFailure : std::runtime_error {
    explicit SessionFailure(SessionError e) : std::runtime_error(e.message), error(std::move(e)) {}
    SessionError error;
};
/// A "bad-request" failure naming `field`.
[[noreturn]] void badField(const std::string& field, const std::string& message);
/// The failure of a job that did not run: "refused" with its error findings, or "bad-input".
[[noreturn]] void jobFailed(const JobReport& report);

// SessionOp (what an op answers: the command's JSON, as text) is in file_kinds.h.

/// The keys each op takes besides "op", "doc" and "id", as the command line's flags are named.
namespace session_keys {
/// The play state flags of los, viewshed and matrix (eye-from, eye-to apart).
inline const std::vector<std::string> kPlay{"smoke", "barrage", "weather", "night", "purpose", "attack", "incoming", "air-strike"};
} // namespace session_keys

/// Which op runs on which kind, and the keys it takes.
class SessionOps {
public:
    /// `op` on a document of kind `kind` runs `run`; `keys` are the request keys it reads.
    void on(const std::string& op, const std::string& kind, std::vector<std::string> keys, SessionOp run);
    struct Entry {
        std::vector<std::string> keys;
        SessionOp run;
    };
    const Entry* find(const std::string& op, const std::string& kind) const;
    /// The kinds `op` takes (registry order), as describeKinds says them.
    std::vector<const FileKind*> kindsOf(const std::string& op) const;
    /// Every op some kind takes, sorted.
    std::vector<std::string> names() const;
    /// Whether any kind takes `op`.
    bool known(const std::string& op) const;

private:
    std::map<std::pair<std::string, std::string>, Entry> m_ops;
};
/// The ops, gathered once on first use from every kind's FileKind::sessionOps.
const SessionOps& sessionOps();
/// The hex map's ops (session_ops.cpp): los, viewshed and matrix.
std::vector<KindSessionOp> hexMapSessionOps();
/// The request's "threads" (1 to 64, default 2), as `matrix --threads` takes it.
int matrixThreads(const SessionArgs& args);
/// The play-state keys and `extra`: the keys of an op that reads the play state.
std::vector<std::string> keysWithPlay(std::initializer_list<std::string> extra);

/// An answer: the request's id (null when it had none), then the result as
/// JSON text, or the error.
struct SessionReply {
    nlohmann::json id;       ///< null: the request had no id (then none is written)
    std::string result;      ///< the op's JSON text (when no error)
    std::optional<SessionError> error;
    bool ok() const { return !error; }
    /// The reply as one line of JSON (no newline): {"id": ..., "result": ...} or {"id": ..., "error": {...}}.
    std::string line() const;
};

/// Open documents by handle (1, 2, ...; never reused) and the requests on them.
/// Ops: "open" {"path"} -> {"doc", "kind", "system", "file", "errors", "findings"};
/// "close" {"doc"} -> {"closed"}; every registered op {"doc", ...}.
/// One thread at a time (documents build derived facts lazily).
class Session {
public:
    /// Answer one request (never throws for a bad request: the reply says it).
    SessionReply handle(const nlohmann::json& request);
    /// Answer one line of text (bad JSON answered as "bad-json").
    SessionReply handleLine(const std::string& line);
    /// The open document `handle`, or nullptr.
    Document* document(int handle);
    std::size_t open() const { return m_documents.size(); }

private:
    std::string openFile(const SessionArgs& args);
    /// Refuses a request whose "out" is the file of an open document (nothing is written over an input).
    void refuseOutputOverInput(const SessionArgs& args) const;
    std::map<int, std::unique_ptr<Document>> m_documents;
    int m_next = 1;
};

/// `text` (JSON) without the whitespace between its tokens: one line.
std::string compactJson(const std::string& text);

} // namespace crestline::jobs
