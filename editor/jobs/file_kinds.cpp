// File kinds (see file_kinds.h): the root sniffer, the registry, openDocument
// and the kinds every hex system shares.

#include "editor/jobs/file_kinds.h"

#include "editor/jobs/ff/ff_vassal.h"

#include "editor/jobs/map_document.h"
#include "editor/jobs/scenario_document.h"
#include "editor/jobs/scenario_jobs.h"
#include "editor/jobs/session.h"
#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"
#include "formats/scenario/scenario_format.h"
#include "geometry/finding_builder.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

/// At most kSniffBytes of a regular file under formats::kMaxReadBytes; the
/// same refusals as formats::readWholeFile (a FIFO or device is never waited on).
std::optional<std::string> readPrefix(const fs::path& path, std::string& error, bool& whole)
{
    auto fail = [&](const std::string& why) -> std::optional<std::string> {
        error = "cannot read " + path.string() + ": " + why;
        return std::nullopt;
    };
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
    if (std::uintmax_t(st.st_size) > formats::kMaxReadBytes)
        return fail("larger than " + std::to_string(formats::kMaxReadBytes >> 20) + " MiB");
    std::string text(kSniffBytes, '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(std::strerror(errno));
        if (n == 0) break;
        done += std::size_t(n);
    }
    whole = done < text.size();
    text.resize(done);
    return text;
}

int lineAt(std::string_view text, std::size_t offset)
{
    return 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(std::min(offset, text.size())), '\n'));
}

int columnAt(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    const std::size_t newline = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
    return int(offset - (newline == std::string_view::npos ? 0 : newline + 1)) + 1;
}

/// The offset just after `end` at or after `from`, or npos.
std::size_t after(std::string_view text, std::size_t from, std::string_view end)
{
    const std::size_t at = text.find(end, from);
    return at == std::string_view::npos ? at : at + end.size();
}

RootSniff sniffPrefix(std::string_view text, const fs::path& file, bool whole)
{
    RootSniff sniff;
    sniff.file = file;
    auto fail = [&](FindingCode code, std::size_t offset, const std::string& why) {
        sniff.findings.push_back(makeFinding(code).file(file.string()).line(lineAt(text, offset)).column(columnAt(text, offset)).message(why));
        return sniff;
    };
    auto cut = [&](std::size_t offset, const char* what) {
        return whole ? fail(code::XmlMalformed, offset, std::string("not XML: ") + what + " does not end")
                     : fail(code::WrongRoot, offset,
                            std::string(what) + " does not end within the first " + std::to_string(kSniffBytes >> 10) +
                                " KiB, where crestline looks for the root element");
    };
    std::size_t i = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    while (true) {
        while (i < text.size() && std::strchr(" \t\r\n", text[i]) && text[i] != '\0') ++i;
        if (i >= text.size()) return whole ? fail(code::XmlMalformed, i, "not XML: no root element") : cut(i, "the prologue");
        const std::string_view rest = text.substr(i);
        if (rest.starts_with("<?")) {
            i = after(text, i, "?>");
            if (i == std::string_view::npos) return cut(text.size(), "a processing instruction");
        } else if (rest.starts_with("<!--")) {
            i = after(text, i + 4, "-->");
            if (i == std::string_view::npos) return cut(text.size(), "a comment");
        } else if (rest.starts_with("<!")) { // DOCTYPE, with an internal subset in [ ]
            int depth = 0;
            std::size_t j = i + 2;
            for (; j < text.size(); ++j) {
                if (text[j] == '[') ++depth;
                else if (text[j] == ']') --depth;
                else if (text[j] == '>' && depth <= 0) break;
            }
            if (j >= text.size()) return cut(text.size(), "the DOCTYPE");
            i = j + 1;
        } else if (rest.starts_with("<")) {
            break;
        } else {
            return fail(code::XmlMalformed, i, "not XML: text before the root element");
        }
    }
    // The root's start tag: up to the first '>' outside a quoted value.
    char quote = 0;
    std::size_t j = i + 1;
    for (; j < text.size(); ++j) {
        if (quote) {
            if (text[j] == quote) quote = 0;
        } else if (text[j] == '"' || text[j] == '\'') {
            quote = text[j];
        } else if (text[j] == '>') {
            break;
        }
    }
    if (j >= text.size()) return cut(i, "the root element's start tag");
    std::string tag(text.substr(i, j - i + 1));
    if (!tag.ends_with("/>")) tag.insert(tag.size() - 1, "/");
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_buffer(tag.data(), tag.size(), pugi::parse_default);
    if (!parsed) return fail(code::XmlMalformed, i, std::string("not XML: the root element's start tag: ") + parsed.description());
    sniff.root = doc.document_element().name();
    sniff.system = doc.document_element().attribute("system").value();
    for (const pugi::xml_attribute& a : doc.document_element().attributes()) sniff.attributes.emplace_back(a.name(), a.value());
    return sniff;
}

} // namespace

RootSniff sniffRoot(const fs::path& file)
{
    std::string error;
    bool whole = false;
    const auto text = readPrefix(file, error, whole);
    if (!text) {
        RootSniff sniff;
        sniff.file = file;
        sniff.findings.push_back(makeFinding(code::FileUnreadable).file(file.string()).message(error));
        return sniff;
    }
    return sniffPrefix(*text, file, whole);
}

RootSniff sniffRootText(std::string_view text, const fs::path& file)
{
    return sniffPrefix(text.substr(0, kSniffBytes), file, text.size() <= kSniffBytes);
}

std::string FileKind::rootText() const { return "<" + root + (system.empty() ? "" : " system=\"" + system + "\"") + ">"; }

std::string FileKind::describe() const { return name + " (" + rootText() + ")"; }

void FileKindRegistry::add(FileKind kind)
{
    for (const FileKind& k : m_kinds)
        if (k.id == kind.id || (k.root == kind.root && k.system == kind.system))
            throw std::logic_error("file kind " + kind.id + " registered twice (or its root " + kind.rootText() + " read by " + k.id + ")");
    m_kinds.push_back(std::move(kind));
}

const FileKind* FileKindRegistry::find(std::string_view root, std::string_view system) const
{
    const FileKind* any = nullptr;
    for (const FileKind& k : m_kinds) {
        if (k.root != root) continue;
        if (!k.system.empty() && k.system == system) return &k;
        if (k.system.empty()) any = &k;
    }
    return any;
}

const FileKind* FileKindRegistry::byId(std::string_view id) const
{
    for (const FileKind& k : m_kinds)
        if (k.id == id) return &k;
    return nullptr;
}

const FileKindRegistry& fileKinds()
{
    static const FileKindRegistry registry = [] {
        FileKindRegistry r;
        registerFileKinds(r);
        return r;
    }();
    return registry;
}

std::string describeKinds(const std::vector<const FileKind*>& kinds)
{
    std::string out;
    for (const FileKind* k : kinds) out += (out.empty() ? "" : ", ") + k->describe();
    return out;
}

const FileKind* fileKindOf(const fs::path& file)
{
    const RootSniff sniff = sniffRoot(file);
    return sniff.read() ? fileKinds().find(sniff.root, sniff.system) : nullptr;
}

OpenedDocument openDocument(const fs::path& file)
{
    OpenedDocument opened;
    RootSniff sniff = sniffRoot(file);
    if (!sniff.read()) {
        opened.findings = std::move(sniff.findings);
        refuse(opened, Outcome::BadInput, file.string() + ": the file cannot be read");
        return opened;
    }
    opened.kind = fileKinds().find(sniff.root, sniff.system);
    if (!opened.kind) {
        std::vector<const FileKind*> all;
        for (const FileKind& k : fileKinds().kinds()) all.push_back(&k);
        refuse(opened, Outcome::BadInput,
               file.string() + ": root element <" + sniff.root + (sniff.system.empty() ? "" : " system=\"" + sniff.system + "\"") +
                   "> is no kind of file crestline reads; it reads: " + describeKinds(all));
        return opened;
    }
    opened.document = opened.kind->open(file);
    opened.findings = opened.document->findings();
    return opened;
}

void registerCommonFileKinds(FileKindRegistry& registry)
{
    FileKind hexMap{"hex-map", "hex map", "map", "", [](const fs::path& file) -> std::unique_ptr<Document> {
                        return std::make_unique<DocumentOf<MapDocument>>("hex-map", file, MapDocument::open(file));
                    }};
    hexMap.sessionOps = hexMapSessionOps(); // its VASSAL module is the map's own job (vassal_jobs.h)
    registry.add(std::move(hexMap));
    registry.add({"terrain-catalog", "terrain catalog", "terrain-catalog", "", [](const fs::path& file) {
                      return readDocumentOf<maps::TerrainCatalog>("terrain-catalog", file, formats::loadCatalogFile(file));
                  }});
    FileKind scenario{"scenario", "scenario", "scenario", "", [](const fs::path& file) -> std::unique_ptr<Document> {
                          return std::make_unique<DocumentOf<ScenarioDocument>>("scenario", file, ScenarioDocument::open(file));
                      }};
    scenario.vassal = ffScenarioVassal();
    registry.add(std::move(scenario));
    FileKind sighting{"sighting-setup", "Sighting setup", "sighting-setup", "", [](const fs::path& file) {
                          return readDocumentOf<scenarios::SightingSetup>("sighting-setup", file, formats::readSetupFile(file));
                      }};
    sighting.seal = sealSightingSetup;
    sighting.reveal = revealSightingSetup;
    registry.add(std::move(sighting));
}

} // namespace crestline::jobs
