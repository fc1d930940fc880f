#pragma once
// A map open for work: the map and its terrain catalog, the file it came from,
// everything the loader found, and what is derived from it on first use (the
// map analysis, the LOS scene) and the LOS rules of the map's game system.
// The command line opens one per command; the editor keeps one per window.
// Whether it may be ruled on, exported or sealed is decided by its error
// findings (hasErrors), not by whether a model was read: a reader may return
// a model together with errors.

#include "formats/map/map_format.h"
#include "geometry/finding.h"
#include "geometry/los/rules.h"
#include "geometry/los/scene.h"
#include "maps/map_analysis.h"

#include <filesystem>
#include <memory>
#include <optional>

namespace crestline::jobs {

/// A map document. Move-only: the derived facts point into the model. The
/// lazily built facts are not guarded: use a document from one thread at a
/// time (the LOS analysis itself spreads over threads inside one call).
class MapDocument {
public:
    /// Read a map file with its catalog. Always returns a document; if the
    /// file could not be read at all, loaded() is false and findings() says why.
    static MapDocument open(const std::filesystem::path& file);
    /// A document over a model built in memory (tests, a new map in the
    /// editor) with what the caller found; maps::checkMap is not run here.
    MapDocument(formats::LoadedMap map, Findings findings = {});

    MapDocument(MapDocument&&) noexcept;
    MapDocument& operator=(MapDocument&&) noexcept;
    ~MapDocument();

    /// Whether there is a model (false only for fatal read problems).
    bool loaded() const { return m_model != nullptr; }
    /// Loader findings, then the analysis's once it has been built.
    const Findings& findings() const { return m_findings; }
    /// Any finding at error severity: nothing may rule, export or seal on it.
    /// Builds the analysis (its findings count too) when there is a model.
    bool hasErrors() const;
    const std::filesystem::path& file() const { return m_file; }

    // The model (only when loaded()).
    const maps::Map& map() const { return m_model->map; }
    const maps::TerrainCatalog& catalog() const { return m_model->catalog; }
    const geometry::HexGrid& grid() const { return analysis().grid(); }
    /// Derived facts of the map, built on first use.
    const maps::MapAnalysis& analysis() const;
    /// The LOS scene, built on first use.
    const geometry::los::Scene& scene() const;
    /// The LOS rules of the map's game system, or nullptr if none are implemented.
    const geometry::los::LosRules* rules() const { return m_rules.get(); }

    // The command stack (do/undo with labels) comes with the editor issue;
    // edits will go through it and drop the derived facts above.

private:
    MapDocument(std::filesystem::path file, std::optional<formats::LoadedMap> model, Findings findings);

    std::filesystem::path m_file;
    std::unique_ptr<formats::LoadedMap> m_model; ///< stable address: the analysis points into it
    std::unique_ptr<geometry::los::LosRules> m_rules;
    mutable Findings m_findings;
    mutable std::unique_ptr<maps::MapAnalysis> m_analysis;
    mutable std::unique_ptr<geometry::los::Scene> m_scene;
};

} // namespace crestline::jobs
