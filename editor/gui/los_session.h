#pragma once
// What the editor's LOS tools show, shared by the LOS tool (canvas), the LOS
// panel and the LOS menu: the ruled pair with its Detail::Full ruling, the
// swept viewshed, and the Smoke markers (FF [8.2, 23.33]) or barrage markers
// (GTS [11.0, 16.4.2.2]) dropped for what-if checks (play state; never part
// of the map, never saved). Every ruling and
// viewshed comes from the LOS jobs (editor/jobs/los_jobs.h) on the document
// as it is now: after an edit, undo or redo, refresh() rules again.

#include "editor/jobs/play_state.h"
#include "formats/los/analysis_format.h"
#include "formats/render/map_painter.h"
#include "geometry/los/ruling.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {
class MapDocument;
}

namespace crestline::gui {

/// The LOS tools' state for the open map. One per editor process (the
/// editor has one main frame): losSession().
class LosSession {
public:
    /// Shows `doc` (nullptr: none); another document than before forgets
    /// the ruling, the viewshed and the Smoke markers.
    void setDocument(const jobs::MapDocument* doc);
    const jobs::MapDocument* document() const { return m_doc; }

    /// Rules `from` -> `to` (different hexes) with full detail and the Smoke
    /// markers. A refused ruling (map with errors) leaves problem() saying why.
    void rule(geometry::OffsetCoord from, geometry::OffsetCoord to);
    /// Forgets the ruled pair (a new drag starts).
    void clearRuling();
    /// Shades the viewshed of `viewer` (nullopt: no shading).
    void sweep(std::optional<geometry::OffsetCoord> viewer);
    /// Smoke on `hex` goes none -> full (5) -> depleted (2) -> none, as a
    /// marker is placed, flipped and removed in play [8.2]; rules again.
    void cycleSmoke(geometry::OffsetCoord hex);
    /// On a map whose rules read play markers instead of FF Smoke: a GTS
    /// barrage on `hex` goes none -> light -> heavy -> none [11.0,
    /// 16.4.2.2]; CoH smoke none -> +2 -> +1 -> none, as a counter is placed
    /// and reduced [13.0]; rules again. The LOS tool's Ctrl+click calls
    /// cycleSmoke or this, whichever the map's rules read (markerUse()).
    void cycleMarker(geometry::OffsetCoord hex);
    /// What a Ctrl+click drops on this map: Smoke (FF), barrages (GTS), smoke counters (CoH), nothing.
    enum class MarkerUse { Smoke, Barrage, SmokeCounters, None };
    MarkerUse markerUse() const;
    /// Removes every Smoke and barrage marker; rules again.
    void clearSmoke();
    /// Whether this map's rules read the attack kind (CoH: walls give no DM
    /// against mortar or artillery [5.0.2]); the LOS panel shows its control then.
    bool readsAttack() const;
    /// The attack kind asked about (a query setting, not an edit: no undo);
    /// rules again. Direct for every newly shown document.
    void setAttack(geometry::los::Attack attack);
    geometry::los::Attack attack() const { return m_attack; }
    /// The document may have changed (edit, undo, redo): rules and sweeps
    /// again if it did since they were made.
    void documentEdited();

    /// The ruled pair, when there is one.
    std::optional<geometry::OffsetCoord> from() const { return m_from; }
    std::optional<geometry::OffsetCoord> to() const { return m_to; }
    /// The ruling of the pair on the document as it is (nullptr: none or refused).
    const geometry::los::Ruling* ruling() const;
    /// Why the pair has no ruling (empty if it has one or there is no pair).
    const std::string& problem() const { return m_problem; }
    /// The shaded viewshed (nullptr: none).
    const formats::ViewshedView* viewshed() const;
    const std::vector<geometry::los::SmokeMarker>& smoke() const { return m_smoke; }
    /// The Smoke markers as the LOS jobs read them: "L9:full", "K4:depleted";
    /// on a CoH map its smoke counters, "0304:2", "0305:1".
    std::vector<std::string> smokeItems() const;
    /// The play markers: GTS barrages ("barrage-light", "barrage-heavy") or CoH smoke ("smoke+2", "smoke+1").
    const std::vector<geometry::los::PlayMarker>& markers() const { return m_markers; }
    /// The LOS jobs' other play state: the barrages as "2204:light", "2204:heavy";
    /// on a map that reads it, the attack kind ("direct", "mortar", "artillery").
    jobs::PlayText playText() const;

    /// Whether the viewshed follows the pointer without Shift held (menu toggle).
    bool sweepMode() const { return m_sweepMode; }
    void setSweepMode(bool on) { m_sweepMode = on; }

    /// The string, the viewshed and the Smoke as the renderer draws them.
    void addOverlays(render::Overlays& overlays) const;

    /// Called after anything shown changed (the panel listens).
    std::function<void()> onChanged;

private:
    const jobs::MapDocument* m_doc = nullptr;
    std::optional<geometry::OffsetCoord> m_from, m_to;
    std::optional<geometry::los::Ruling> m_ruling;
    std::string m_problem;
    std::optional<formats::ViewshedView> m_viewshed;
    std::optional<geometry::OffsetCoord> m_viewer;
    std::vector<geometry::los::SmokeMarker> m_smoke;
    std::vector<geometry::los::PlayMarker> m_markers;
    bool m_sweepMode = false;
    geometry::los::Attack m_attack = geometry::los::Attack::Direct;
    std::uint64_t m_rulingChange = 0, m_viewshedChange = 0; ///< document changeCount() each was made at

    void ruleAgain();
    void sweepAgain();
    /// Rules and sweeps again on the document as it is.
    void refresh();
    void changed();
};

/// The editor's one LOS session.
LosSession& losSession();

} // namespace crestline::gui
