#pragma once
// What a rule system brings to the printing of its rulings (docs/rule-systems.md,
// "The interfaces, layer by layer"): which common fields its rulings have,
// the headline's words, the lines it adds to the explanation and its own
// JSON object. The command line, the LOS report and the editor's LOS panel
// print every ruling through ruling_format.h, which asks the printer of the
// ruling's system and names no system. ruling_printers.cpp is the one place
// that lists the built-in printers; a test or an embedding program may
// register its own.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace crestline::formats {

struct RulingPrinter {
    /// The rule system id (geometry::los::ruleSystems()); not copied.
    std::string_view system;
    /// Its rulings have levels (the "levels" line, each trace step's level).
    bool levels = true;
    /// Its rulings read artwork (hindrance, deciding feature, near misses and
    /// discounted artwork; whole-hex systems have none of these: null in JSON).
    bool artwork = true;
    /// The headline after "A -> B: "; null: the common verdict words.
    std::string (*headline)(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling) = nullptr;
    /// Lines right after the contact line (before the near miss); null: none.
    void (*contactLines)(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling, std::vector<std::string>& lines) = nullptr;
    /// Lines after the near miss; null: none.
    void (*moreLines)(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling, std::vector<std::string>& lines) = nullptr;
    /// The short verdict for a panel after the verdict word ("  k 3 > A 2",
    /// "  +2 DM"); null: the hindrance of a hindered ruling.
    std::string (*verdictWords)(const geometry::los::Ruling& ruling) = nullptr;
    /// The verdict word ("BLOCKED", "SEES"); null: the common verdict.
    std::string_view (*outcomeName)(const geometry::los::Ruling& ruling) = nullptr;
    /// Lines an interactive view adds after the levels (the attack kind);
    /// null: none. Not part of the command line's text.
    void (*panelLines)(const geometry::los::Ruling& ruling, std::vector<std::string>& lines) = nullptr;
    /// The rule a blind hex is named by in a viewshed's list ("[24.53]"); empty: none.
    std::string_view blindRule;
    /// Fills the common JSON fields only this system sets (they are null
    /// before: "crest_exit"); null: none.
    void (*amendJson)(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling, nlohmann::ordered_json& j) = nullptr;
    /// The key of the system's own JSON object in every ruling (null in
    /// other systems' rulings); empty: none.
    std::string_view jsonKey;
    nlohmann::ordered_json (*json)(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling) = nullptr;
};

/// The printer of a system; a ruling of a system with none is printed with
/// the common words only.
const RulingPrinter* rulingPrinterFor(std::string_view system);

/// Every printer: the built-in ones, then any registered since.
const std::vector<RulingPrinter>& rulingPrinters();

/// Adds a printer; refused (false) for an empty id or one already known.
/// Call it before printing, from one thread: the registry is not locked.
bool registerRulingPrinter(const RulingPrinter& printer);

} // namespace crestline::formats
