#pragma once
// File kinds: what a file is, decided once. A file's root element and its
// `system` attribute are read from the start of the file (sniffRoot: at most
// kSniffBytes, a regular file under formats::kMaxReadBytes, as the readers
// require), and the one registered kind that reads that root opens it as its
// document (openDocument). The command line and the editor ask only this;
// no other code tells kinds apart by suffix or by reading the file.
//
// Each rule system registers its own kinds from its folder
// (editor/jobs/<system>/<system>_kinds.cpp), with all a kind brings: its
// exports, the ops `crestline serve` and the Python module run on it
// (session.h) and what `crestline vassal` makes of it
// (vassal_jobs_scenario.h); file_kind_registration.cpp is the one place that
// calls them. This file names no system.

#include "editor/jobs/job_report.h"
#include "editor/jobs/seal_jobs.h"
#include "geometry/finding.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace crestline::jobs {

class SessionArgs;            // session.h
struct VassalScenario;        // vassal_jobs_scenario.h
struct VassalScenarioResult;  // vassal_jobs_scenario.h
struct VassalOptions;         // vassal_jobs.h

/// How much of a file sniffRoot reads at most: the root's start tag must
/// end within it (after the XML declaration, comments and a DOCTYPE).
inline constexpr std::size_t kSniffBytes = std::size_t(64) << 10;

/// A file's root element as sniffed: its name and `system` attribute.
struct RootSniff {
    std::filesystem::path file;
    std::string root;   ///< the root element's name ("" when not read)
    std::string system; ///< its `system` attribute ("" when absent)
    std::vector<std::pair<std::string, std::string>> attributes; ///< every attribute of the root, in file order
    Findings findings;  ///< one fatal finding when the root could not be read
    bool read() const { return findings.empty(); }
    /// The root's attribute `name` ("" when absent).
    std::string attribute(std::string_view name) const
    {
        for (const auto& [n, v] : attributes)
            if (n == name) return v;
        return {};
    }
};
/// Read the root element of `file` (see kSniffBytes).
RootSniff sniffRoot(const std::filesystem::path& file);
/// The same on text already in memory (`file` only names it in findings).
RootSniff sniffRootText(std::string_view text, const std::filesystem::path& file);

/// A document of any kind: the file, its kind and everything found reading
/// (and checking) it. The kind's own document is reached with as<T>().
class Document {
public:
    virtual ~Document() = default;
    /// The id of the kind it was opened as, e.g. "hex-map".
    const std::string& kind() const { return m_kind; }
    const std::filesystem::path& file() const { return m_file; }
    /// Reading findings (and the checks the document runs on opening).
    virtual const Findings& findings() const = 0;
    /// Whether a model was read (false only for fatal problems).
    virtual bool loaded() const = 0;
    bool hasErrors() const { return crestline::hasErrors(findings()); }

protected:
    Document(std::string kind, std::filesystem::path file) : m_kind(std::move(kind)), m_file(std::move(file)) {}

private:
    std::string m_kind;
    std::filesystem::path m_file;
};

/// A kind's document type T (with findings() and loaded()) as a Document.
template <class T>
class DocumentOf final : public Document {
public:
    DocumentOf(std::string kind, const std::filesystem::path& file, T value) : Document(std::move(kind), file), m_value(std::move(value)) {}
    T& get() { return m_value; }
    const T& get() const { return m_value; }
    const Findings& findings() const override { return m_value.findings(); }
    bool loaded() const override { return m_value.loaded(); }

private:
    T m_value;
};

/// The document as its kind's type T, or nullptr when it is of another type.
template <class T>
T* as(Document& doc)
{
    auto* held = dynamic_cast<DocumentOf<T>*>(&doc);
    return held ? &held->get() : nullptr;
}
template <class T>
const T* as(const Document& doc)
{
    const auto* held = dynamic_cast<const DocumentOf<T>*>(&doc);
    return held ? &held->get() : nullptr;
}

/// A model read by a format reader, with its findings: the document of the
/// kinds that need nothing more (a deck, a catalog, a setup ...).
template <class T>
struct ReadDocument {
    std::optional<T> value;
    Findings read;
    const Findings& findings() const { return read; }
    bool loaded() const { return value.has_value(); }
};
/// A reader's result (formats::ReadResult<T>) as a document of `kind`.
template <class T, class Result>
std::unique_ptr<Document> readDocumentOf(std::string kind, const std::filesystem::path& file, Result read)
{
    ReadDocument<T> doc{std::move(read.value), std::move(read.findings)};
    return std::make_unique<DocumentOf<ReadDocument<T>>>(std::move(kind), file, std::move(doc));
}

/// What the editor shows of a scenario it opens for its maps but does not
/// edit in forms (a system whose scenarios have no forms yet): its maps and
/// its words.
struct ScenarioOverview {
    std::vector<std::filesystem::path> maps; ///< its map files, resolved against the scenario's folder, in its order
    std::string text;                        ///< its timeline, as `crestline timeline` prints it ("" with errors)
    Findings findings;                       ///< the reading findings and the system's checks
};

/// One thing the editor's Export menu writes from a file of a kind, by the
/// same job as the command line, from the file as saved.
struct KindExport {
    std::string id;       ///< stable word, e.g. "json", "sheet", "picture" (scripts)
    std::string label;    ///< menu text, e.g. "Scenario JSON for the play engine..."
    std::string help;     ///< the menu's help line; also the file dialog's title
    std::string wildcard; ///< the file dialog's filter, e.g. "JSON (*.json)|*.json"
    std::string name;     ///< the file name offered
    /// Writes `out` (atomically, as the job does); refused or not run as the job says.
    std::function<JobReport(const Document&, const std::filesystem::path& out)> write;
};

/// What an op of a session answers (session.h): the command's JSON, as text (any layout).
using SessionOp = std::function<std::string(Document&, const SessionArgs&)>;

/// One op of a session (`crestline serve`, the Python module) on a file of a kind (session.h).
struct KindSessionOp {
    std::string op;                ///< e.g. "los"
    std::vector<std::string> keys; ///< the request keys it reads besides "op", "doc" and "id"
    SessionOp run;
};

/// What `crestline vassal` makes of a file of a kind (vassal_jobs_scenario.h):
/// a scenario read into a module of hex maps, or a module the kind writes itself.
struct KindVassal {
    /// Fills the scenario from the document; returns the loader's and the
    /// checks' findings (with errors nothing is exported).
    std::function<Findings(const Document&, VassalScenario&)> read = nullptr;
    /// A kind whose boards are not hex maps writes its module itself (card maps, tables); null: made of `read`.
    std::function<VassalScenarioResult(const Document&, const VassalOptions&)> write = nullptr;
    /// Whether `crestline vassal` takes the kind.
    explicit operator bool() const { return read || write; }
};

/// One kind of file crestline reads.
struct FileKind {
    std::string id;     ///< stable id, e.g. "card-map"
    std::string name;   ///< as messages say it, e.g. "Fields of Fire card map"
    std::string root;   ///< the root element it reads, e.g. "map"
    std::string system; ///< the `system` attribute it reads; "" for any not claimed by another kind of the same root
    /// Opens the file as this kind's document (always returns one; a fatal
    /// reading problem gives loaded() false and says why in its findings).
    std::function<std::unique_ptr<Document>(const std::filesystem::path&)> open;
    /// `setup PLAN` on a plan of this kind: sealed into the owner's and the
    /// opponent's files; null: the kind is not a plan that is sealed.
    std::function<SealResult(const SealOptions&)> seal = nullptr;
    /// `reveal FILES` with a file of this kind: the sealed files proved; null: none.
    std::function<RevealResult(const std::vector<std::filesystem::path>&, const std::vector<std::string>&)> reveal = nullptr;
    /// A scenario the editor opens for its maps and shows as text (read
    /// only); null: the kind is not one (or the editor edits it in forms).
    std::function<ScenarioOverview(const Document&)> overview = nullptr;
    /// What the editor's Export menu writes from a file of this kind (hex
    /// maps and the scenarios of kind "scenario" have the menu's own items).
    std::vector<KindExport> exports = {};
    /// The ops a session runs on a file of this kind; empty: none (the request is "not-taken").
    std::vector<KindSessionOp> sessionOps = {};
    /// The VASSAL module made of a file of this kind (hex maps have their own job); none: not made.
    KindVassal vassal = {};

    /// How the root looks: <map system="xyz">, or <map> for any system.
    std::string rootText() const;
    /// Its name and root: "card map (<map system="xyz">)".
    std::string describe() const;
};

/// Every kind of file, in registration order.
class FileKindRegistry {
public:
    /// Adds a kind; a second kind with the same id, or with the same root and
    /// system as one already there, is a programming error (std::logic_error).
    void add(FileKind kind);
    const std::vector<FileKind>& kinds() const { return m_kinds; }
    /// The kind that reads a root: the one of its root and system, else the one of its root for any system; nullptr: none.
    const FileKind* find(std::string_view root, std::string_view system) const;
    const FileKind* byId(std::string_view id) const;

private:
    std::vector<FileKind> m_kinds;
};

/// The registry, filled once on first use by registerFileKinds.
const FileKindRegistry& fileKinds();
/// Fills `registry` with every system's kinds (file_kind_registration.cpp,
/// the one place that names the systems).
void registerFileKinds(FileKindRegistry& registry);
/// The kinds every hex system shares, registered by registerFileKinds: hex
/// map (with its session ops), terrain catalog, scenario (FF's and any
/// system's no other kind claims, with FF's VASSAL source) and Sighting setup.
void registerCommonFileKinds(FileKindRegistry& registry);

/// The kind that reads `file` (its root sniffed); nullptr when the root
/// cannot be read or no kind reads it.
const FileKind* fileKindOf(const std::filesystem::path& file);

/// A file opened as its kind's document, with all findings.
struct OpenedDocument : JobReport {
    const FileKind* kind = nullptr;      ///< null when the root names no kind (BadInput)
    std::unique_ptr<Document> document;  ///< null when the root could not be read or names no kind
};
/// Sniff `file`'s root and open it as the kind that reads it. BadInput when
/// the root cannot be read (missing, not a regular file, too large, not
/// XML) or names no kind: the problem names the file, the root element and
/// the kinds read. The document's findings are in the report (a document
/// with errors is returned: the caller decides what may still run).
OpenedDocument openDocument(const std::filesystem::path& file);

/// "hex map (<map>), card map (<map system="xyz">), ...": each kind's describe().
std::string describeKinds(const std::vector<const FileKind*>& kinds);

} // namespace crestline::jobs
