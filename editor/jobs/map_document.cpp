// The map document (see map_document.h).

#include "editor/jobs/map_document.h"

#include "maps/los_scene.h"

namespace crestline::jobs {

namespace {

/// The LOS rules a map file is ruled with (null for an unknown system). A
/// whole-hex system's rules read the hex table its board kind attaches to the scene.
std::unique_ptr<geometry::los::LosRules> rulesForMap(const std::string& system)
{
    return geometry::los::rulesFor(system);
}

} // namespace

MapDocument MapDocument::open(const std::filesystem::path& file)
{
    return fromRead(file, formats::readMapWithCatalog(file));
}

MapDocument MapDocument::openText(std::string_view text, const std::filesystem::path& file)
{
    return fromRead(file, formats::readMapTextWithCatalog(text, file));
}

MapDocument MapDocument::fromRead(const std::filesystem::path& file, formats::ReadResult<formats::LoadedMap> read)
{
    Findings checks;
    if (read.value) checks = formats::checkLoadedMap(*read.value);
    MapDocument doc(file, std::move(read.value), std::move(read.findings));
    doc.m_checkFindings = std::move(checks);
    doc.m_findings = doc.m_readFindings;
    doc.m_findings.insert(doc.m_findings.end(), doc.m_checkFindings.begin(), doc.m_checkFindings.end());
    return doc;
}

MapDocument::MapDocument(formats::LoadedMap map, Findings findings)
    : m_file(map.file) // before the model is moved: the arguments of a delegating call may be made in any order
    , m_readFindings(findings)
    , m_findings(std::move(findings))
{
    m_model = std::make_unique<formats::LoadedMap>(std::move(map));
    m_rules = rulesForMap(m_model->map.system);
}

MapDocument::MapDocument(std::filesystem::path file, std::optional<formats::LoadedMap> model, Findings findings)
    : m_file(std::move(file)), m_readFindings(findings), m_findings(std::move(findings))
{
    if (model) m_model = std::make_unique<formats::LoadedMap>(std::move(*model));
    if (m_model) m_rules = rulesForMap(m_model->map.system);
}

MapDocument::MapDocument(MapDocument&&) noexcept = default;
MapDocument& MapDocument::operator=(MapDocument&&) noexcept = default;
MapDocument::~MapDocument() = default;

const Findings& MapDocument::findings() const
{
    if (m_checksStale) {
        m_checksStale = false;
        m_checkFindings = formats::checkLoadedMap(*m_model);
        m_findings = m_readFindings;
        m_findings.insert(m_findings.end(), m_checkFindings.begin(), m_checkFindings.end());
        if (m_analysis)
            for (Finding f : m_analysis->findings()) {
                if (f.where.file.empty()) f.where.file = m_file.string();
                m_findings.push_back(std::move(f));
            }
    }
    return m_findings;
}

bool MapDocument::hasErrors() const
{
    if (loaded()) analysis();
    return crestline::hasErrors(findings());
}

const maps::MapAnalysis& MapDocument::analysis() const
{
    if (!m_analysis) {
        m_analysis = std::make_unique<maps::MapAnalysis>(m_model->map, m_model->catalog);
        findings(); // brings the checks up to date first, so the analysis's are added once
        for (Finding f : m_analysis->findings()) {
            if (f.where.file.empty()) f.where.file = m_file.string();
            m_findings.push_back(std::move(f));
        }
    }
    return *m_analysis;
}

const geometry::los::Scene& MapDocument::scene() const
{
    if (!m_scene) m_scene = std::make_unique<geometry::los::Scene>(maps::buildLosScene(analysis()));
    return *m_scene;
}

void MapDocument::execute(std::unique_ptr<edit::MapCommand> command, std::uint64_t gesture)
{
    if (!m_model || !command) return;
    applyDelta(m_stack.push(std::move(command), m_model->map, gesture));
}

void MapDocument::undo()
{
    if (m_model && m_stack.canUndo()) applyDelta(m_stack.undo(m_model->map));
}

void MapDocument::redo()
{
    if (m_model && m_stack.canRedo()) applyDelta(m_stack.redo(m_model->map));
}

std::optional<maps::MapDelta> MapDocument::changesSince(std::uint64_t since) const
{
    const std::uint64_t now = changeCount();
    if (since > now) return std::nullopt;
    maps::MapDelta folded;
    std::uint64_t next = since + 1; // the change wanted next
    for (const auto& [change, delta] : m_recent) {
        if (change < next) continue;
        if (change != next || delta.empty()) return std::nullopt;
        folded.then(delta);
        ++next;
    }
    if (next != now + 1) return std::nullopt;
    return folded;
}

void MapDocument::applyDelta(const maps::MapDelta& delta)
{
    m_recent.emplace_back(m_stack.changeCount(), delta);
    if (m_recent.size() > 8) m_recent.pop_front();
    if (delta.empty()) return;
    m_checksStale = true;
    if (delta.everything) m_rules = rulesForMap(m_model->map.system);
    // The derived facts that were built are brought up to date for the
    // touched hexes (MapAnalysis::update, updateLosScene); the others are
    // built on first use as before.
    if (m_analysis) {
        m_analysis->update(delta);
        if (m_scene) maps::updateLosScene(*m_scene, *m_analysis, delta);
    }
}

Findings MapDocument::save(const std::filesystem::path& file)
{
    if (!m_model) return {};
    maps::Map& map = m_model->map;
    // References are relative to the map file: saved into another folder,
    // they are rewritten to point at the same files from there.
    namespace fs = std::filesystem;
    const fs::path newDir = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    const fs::path oldDir = m_file.parent_path().empty() ? fs::path(".") : m_file.parent_path();
    std::error_code ec;
    const bool moved = !m_file.empty() && fs::weakly_canonical(newDir, ec) != fs::weakly_canonical(oldDir, ec);
    auto rebase = [&](std::string& href) {
        if (!moved || href.empty() || fs::path(href).is_absolute()) return;
        std::error_code e;
        const fs::path target = fs::weakly_canonical(oldDir / href, e);
        const fs::path to = fs::weakly_canonical(newDir, e);
        if (!e) href = target.lexically_relative(to).generic_string();
    };
    const std::string oldCatalog = map.catalogHref;
    const std::optional<std::string> oldBackground = map.background ? std::optional(map.background->href) : std::nullopt;
    rebase(map.catalogHref);
    if (map.background) rebase(map.background->href);
    Findings result = formats::writeMapFile(map, file);
    if (crestline::hasErrors(result)) {
        map.catalogHref = oldCatalog;
        if (oldBackground) map.background->href = *oldBackground;
        return result;
    }
    if (map.background) m_model->backgroundFile = newDir / map.background->href;
    m_file = file;
    m_model->file = file;
    m_readFindings.clear(); // they were about the old file's text
    m_checksStale = true;
    m_stack.markClean();
    return result;
}

} // namespace crestline::jobs
