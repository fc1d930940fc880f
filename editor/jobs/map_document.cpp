// The map document (see map_document.h).

#include "editor/jobs/map_document.h"

#include "maps/los_scene.h"

namespace crestline::jobs {

MapDocument MapDocument::open(const std::filesystem::path& file)
{
    auto read = formats::loadMap(file);
    return MapDocument(file, std::move(read.value), std::move(read.findings));
}

MapDocument::MapDocument(formats::LoadedMap map, Findings findings)
    : m_file(map.file) // before the model is moved: the arguments of a delegating call may be made in any order
    , m_findings(std::move(findings))
{
    m_model = std::make_unique<formats::LoadedMap>(std::move(map));
    m_rules = geometry::los::rulesFor(m_model->map.system);
}

MapDocument::MapDocument(std::filesystem::path file, std::optional<formats::LoadedMap> model, Findings findings)
    : m_file(std::move(file)), m_findings(std::move(findings))
{
    if (model) m_model = std::make_unique<formats::LoadedMap>(std::move(*model));
    if (m_model) m_rules = geometry::los::rulesFor(m_model->map.system);
}

MapDocument::MapDocument(MapDocument&&) noexcept = default;
MapDocument& MapDocument::operator=(MapDocument&&) noexcept = default;
MapDocument::~MapDocument() = default;

bool MapDocument::hasErrors() const
{
    if (loaded()) analysis();
    return crestline::hasErrors(m_findings);
}

const maps::MapAnalysis& MapDocument::analysis() const
{
    if (!m_analysis) {
        m_analysis = std::make_unique<maps::MapAnalysis>(m_model->map, m_model->catalog);
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

} // namespace crestline::jobs
