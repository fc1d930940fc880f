#pragma once
// The scenario being edited beside its map: the open scenario document, what
// the scenario pane and the scenario tools have selected (objective, setup
// area, reinforcement), the area being typed but not yet applied (drawn
// live), and the Sighting setup under way. Every change goes through
// execute(), a scenario command on the document's stack. GUI-free except for
// being owned by the main frame; the pane and the tools listen to `changed`.

#include "editor/edit/scenario_commands.h"
#include "formats/render/map_painter.h"
#include "geometry/finding.h"
#include "geometry/hex_grid.h"
#include "scenarios/sighting_setup.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crestline::jobs {
class ScenarioDocument;
}

namespace crestline::gui {

/// One side's Sighting setup being placed: that side's markers only [6.1].
struct SightingPlacement {
    std::string side;
    std::vector<scenarios::PlacedMarker> markers; ///< owner's ids S1..Sn with contents; hex empty until placed
};

/// The scenario under edit and the scenario tools' shared state.
class ScenarioEditor {
public:
    /// `document` may be null (a map without a scenario). Not owned.
    explicit ScenarioEditor(jobs::ScenarioDocument* document) : m_doc(document) {}

    jobs::ScenarioDocument* document() const { return m_doc; }
    /// Edits `document` from now on (null: none); the selection and any Sighting setup are dropped.
    void setDocument(jobs::ScenarioDocument* document);
    bool active() const;
    /// The scenario (only when active()).
    const scenarios::Scenario& scenario() const;

    /// Runs a command on the scenario document and tells the listeners.
    void execute(std::unique_ptr<edit::ScenarioCommand> command, std::uint64_t gesture = 0);
    /// Tell the listeners the scenario or the selection changed (after undo, redo, selection).
    void notify();
    /// Called after every change: the pane reloads, the canvas redraws, the frame updates its title.
    std::vector<std::function<void()>> changed;

    // Selection (ids survive undo; a stale one selects nothing).
    std::string objective;          ///< selected objective id
    std::string area;               ///< selected setup area id
    int reinforcement = -1;         ///< selected reinforcement index
    std::string fortification;      ///< selected fortification id
    int exit = -1;                  ///< selected exit VP index
    /// Whose hexes the hex-picking tool (E) adds and removes: the form last selected in.
    enum class HexTarget { Entry, Fortification, Exit };
    HexTarget hexTarget = HexTarget::Entry;
    /// The hex a Checks row took the designer to (marked on the map until the next selection).
    std::optional<geometry::OffsetCoord> markedHex;
    /// Runs when a Checks row of the scenario is double-clicked: the pane shows the element the finding names.
    std::function<void(const Finding&)> showFinding;
    /// The setup area text being edited, resolved but not applied (drawn instead of `area`).
    std::optional<scenarios::SetupArea> preview;
    /// The Sighting setup under way, if any: while it is, only its side's
    /// allotment is shown anywhere (the other side's hidden contents never are).
    std::optional<SightingPlacement> sighting;

    /// The scenario map under edit (index in its <map>s); the scenario tools
    /// place on it and the canvas draws it. 0 until the designer picks another.
    int board() const { return m_board; }
    void setBoard(int board) { m_board = board; }
    /// The written name of a hex of the map under edit ("J8"; "map:J8" when the scenario has several maps).
    scenarios::HexName hexName(geometry::OffsetCoord hex) const;
    /// The hex of the map under edit at a lattice point, if any.
    std::optional<geometry::OffsetCoord> hexAt(geometry::Point lattice) const;
    /// The scenario checks (`crestline check`'s, scenarios/scenario_checks.h)
    /// of the scenario as it is now: run again after each change, none while a
    /// Sighting setup is under way (they could name the other side's contents).
    const Findings& checks();
    /// A finding's hex on the first map, if it names one that resolves there.
    std::optional<geometry::OffsetCoord> findingHex(const Finding& f) const;
    /// Index of a side among the scenario's sides (its colour), 0 if unknown.
    int sideIndex(const std::string& side) const;
    /// The scenario overlays of map `board` (-1: the map under edit): setup
    /// areas, objectives, edges, fixed hexes (render::scenarioOverlays), the
    /// selected objective and area emphasised, the area preview and the
    /// Sighting markers placed.
    void addOverlays(render::Overlays& overlays, int board = -1) const;

private:
    jobs::ScenarioDocument* m_doc = nullptr;
    int m_board = 0;
    Findings m_checks;
    std::uint64_t m_checked = ~std::uint64_t(0); ///< change count m_checks belong to
    bool m_checkedHidden = false;
};

} // namespace crestline::gui
