#pragma once
// What the editor's LOS tools show, shared by the LOS tool (canvas), the LOS
// panel and the LOS menu: the ruled pair with its Detail::Full ruling, the
// swept viewshed, the what-if markers the map's system drops (Smoke,
// barrages, smoke counters: editor_system.h) and the conditions its rules
// read (purpose, weather, night, attack kind): play state, never part of the
// map, never saved. Every ruling and
// viewshed comes from the LOS jobs (editor/jobs/los_jobs.h) on the document
// as it is now: after an edit, undo or redo, refresh() rules again.

#include "editor/gui/editor_system.h"
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
    /// Ctrl+click with the LOS tool: the marker on `hex` steps to the next
    /// face of what the map's system drops (editor_system.h: FF Smoke full
    /// -> depleted -> none [8.2]; GTS barrage light -> heavy -> none
    /// [16.4.2.2]; CoH smoke +2 -> +1 -> none [13.0]); rules again. Nothing
    /// on a map whose system drops none.
    void cycleMarker(geometry::OffsetCoord hex);
    /// What the map's system drops on Ctrl+click (nullptr: nothing).
    const WhatIfMarkers* whatIfMarkers() const;
    /// A marker dropped for what-if rulings: its hex and its face (an index into whatIfMarkers()->cycle).
    struct Placed {
        geometry::OffsetCoord hex;
        int face = 0;
    };
    const std::vector<Placed>& placed() const { return m_placed; }
    /// Removes every what-if marker; rules again.
    void clearSmoke();

    /// A condition the map's rules read (LosRules::reads()), as the LOS
    /// panel offers it: "purpose" (the purposes with a meaning there),
    /// "weather" (clear, overcast, fog, rain), "night" (day, night),
    /// "attack" (direct, mortar, artillery). The first value is the default.
    struct Condition {
        std::string name;                ///< as the jobs' play text names it
        std::string label;               ///< "Purpose"
        std::vector<std::string> values; ///< the choices, the default first
    };
    /// The conditions the map's rules read, in the order above (none without a map).
    std::vector<Condition> conditions() const;
    /// The value asked about for `name` ("" if the map's rules do not read it).
    std::string condition(const std::string& name) const;
    /// Asks about `value` of condition `name` (a query setting, not an edit:
    /// no undo); rules again. False if the map's rules do not read it or
    /// `value` is not one of its choices. Every condition is at its default
    /// for a newly shown document.
    bool setCondition(const std::string& name, const std::string& value);
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
    /// The what-if markers as the LOS jobs read them in their Smoke list: "L9:full", "K4:depleted"; "0304:2".
    std::vector<std::string> smokeItems() const;
    /// The LOS jobs' other play state: the what-if markers of their other
    /// lists ("2204:light") and every condition the map's rules read.
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
    std::vector<Placed> m_placed;
    std::vector<std::pair<std::string, std::string>> m_conditions; ///< name, value asked about (defaults are not listed)
    geometry::los::PlayState m_state; ///< the what-if markers as read by the jobs, for the renderer
    bool m_sweepMode = false;
    std::uint64_t m_rulingChange = 0, m_viewshedChange = 0; ///< document changeCount() each was made at

    void ruleAgain();
    /// m_state from the placed markers.
    void readMarkers();
    void sweepAgain();
    /// Rules and sweeps again on the document as it is.
    void refresh();
    void changed();
};

/// The editor's one LOS session.
LosSession& losSession();

} // namespace crestline::gui
