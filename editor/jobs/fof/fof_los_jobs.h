#pragma once
// LOS jobs on a Fields of Fire card map (docs/fof.md, "Card maps on the
// command line"): open the map with its decks and build its FofBoard, rule
// on one pair of cards (with max LOS along the Front rays and the
// short-round card), one card's viewshed over every card of the map and
// the Main Staging Area, and the all-pairs matrix as CSV. As for hex maps,
// nothing is ruled on a card map with error findings.

#include "editor/jobs/job_report.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/play_state.h"
#include "formats/los/fof/fof_ruling_format.h"
#include "formats/map/fof/fof_format.h"
#include "geometry/los/systems/fof/fof_rules.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace crestline::jobs {

/// A card map open for LOS: the map and its decks, everything the loader
/// and the checks found, and its LOS board (built when there are no errors).
class FofMapDocument {
public:
    /// Read a card map with its decks (formats::loadFofMap), then build the board.
    static FofMapDocument open(const std::filesystem::path& file);

    /// Whether the card map was read (false only for fatal read problems).
    bool loaded() const { return m_loaded.has_value(); }
    /// The reader's, the decks' and the map checks' findings.
    const Findings& findings() const { return m_findings; }
    /// Any finding at error severity: nothing is ruled.
    bool hasErrors() const;
    const std::filesystem::path& file() const { return m_file; }
    /// The map and its decks (only when loaded()).
    const formats::LoadedFofMap& map() const { return *m_loaded; }
    /// The LOS board; nullptr when the map was not loaded, has errors or could not be built (boardProblem says why).
    const geometry::los::FofBoard* board() const { return m_board ? &*m_board : nullptr; }
    const std::string& boardProblem() const { return m_boardProblem; }

    /// A cell as the command line names it: "3,2", "(3,2)" or "C3R2"
    /// (case-insensitive) for column 3, row 2; row 0 for the Main Staging
    /// Area; "PZ" or "pickup-zone", "enroute" for the Helicopter Staging
    /// Areas. Nullopt with `problem` naming the text and the map when it is
    /// not a cell name or no card lies there.
    std::optional<geometry::OffsetCoord> parseCell(const std::string& name, std::string& problem) const;
    /// A document for a map made in the editor, not read (a new card map):
    /// `decks` as its <deck>s name them, `file` where it will be written
    /// (may be empty until saved); checked and its board built as open() does.
    static FofMapDocument fromMap(maps::FofMap map, std::vector<maps::FofDeck> decks, const std::filesystem::path& file);
    /// The document with its map replaced by `map` (an edit in the editor):
    /// the decks kept, the map checks (maps::checkFofMap) run again, the
    /// board built again when they find no error. Its findings are those checks'.
    FofMapDocument edited(maps::FofMap map) const;
    /// Writes the map (atomically) to `file`; the decks are referenced, not written.
    Findings save(const std::filesystem::path& file) const;

    /// Every card LOS is ruled to in a viewshed or matrix: the map's cards
    /// and the Main Staging Area's, row by row from row 0, columns left to right.
    std::vector<geometry::OffsetCoord> cards() const;

private:
    std::filesystem::path m_file;
    std::optional<formats::LoadedFofMap> m_loaded;
    Findings m_findings;
    std::optional<geometry::los::FofBoard> m_board;
    std::string m_boardProblem;
};

/// Whether LOS jobs may run on `doc` (as readyForLos): a board, no error
/// findings. Copies the findings into `report`; else refuses naming `what`.
bool readyForFofLos(const FofMapDocument& doc, JobReport& report, std::string_view what);

/// The play state the flags give on a card map: the obscured cards
/// (--smoke, --incoming, --air-strike), M (--night) and the purpose; false
/// with `report` marked bad input naming the flag (a hex-map flag, a cell
/// not on the map, an eye-level offset outside -1..1).
bool fofPlay(const FofMapDocument& doc, const std::vector<std::string>& smoke, const PlayText& text, geometry::los::FofPlay& play,
             JobReport& report);

/// A ruling's ends and play state as text.
struct FofLosOptions {
    std::string from, to;
    std::vector<std::string> smoke; ///< Smoke cards
    PlayText play{};                ///< --night, --purpose fire|comm, --incoming, --air-strike, the eye levels (the others are refused)
};
/// The ruling with max LOS and the short round, when the job ran.
struct FofLosResult : JobReport {
    std::optional<formats::FofRulingView> view;
};
/// Rule FROM -> TO (Detail::Full); max LOS from a map card, the short round between two map cards.
FofLosResult ruleFofLos(const FofMapDocument& doc, const FofLosOptions& options);

/// Whose viewshed, under which play state (--eye-to is refused: every card is a target).
struct FofViewshedOptions {
    std::string from;
    std::vector<std::string> smoke;
    PlayText play{};
};
/// Every card's ruling from the viewer, when the job ran.
struct FofViewshedResult : JobReport {
    std::optional<formats::FofViewshedView> view;
};
/// Rule from the viewer to every card of cards() (Detail::Verdict).
FofViewshedResult fofViewshedOf(const FofMapDocument& doc, const FofViewshedOptions& options);

/// Where to write the matrix and under which play state (no eye levels: every card at e = 0).
struct FofMatrixOptions {
    std::filesystem::path out;
    std::vector<std::string> smoke;
    PlayText play{};
};
/// Cards per side, unordered pairs ruled, bytes of CSV written.
struct FofMatrixResult : JobReport {
    int cards = 0;
    std::int64_t pairs = 0;
    std::size_t csvBytes = 0;
};
/// fofAllPairs over cards(), written atomically as CSV (formats::fofMatrixCsv).
FofMatrixResult writeFofMatrix(const FofMapDocument& doc, const FofMatrixOptions& options);

} // namespace crestline::jobs
