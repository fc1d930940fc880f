#pragma once
// An LOS ruling as text and JSON: the headline, the hex-by-hex explanation
// and the JSON object. The command line prints these; the editor copies and
// exports the same text. The JSON fields are documented in docs/cli.md and
// read by tests/cli.

#include "geometry/los/ruling.h"
#include "geometry/los/scene.h"

#include <string>
#include <vector>

namespace crestline::formats {

/// The ruling in one sentence: "J17 -> C4: BLOCKED by building b12 at level 0 [24.52], ...".
std::string rulingHeadline(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);
/// The explanation beyond the headline, one line each (explained rulings):
/// "contact: exactly at the vertex shared by G6, H5 and H6", where the
/// string leaves the upper level [24.512], and the closest near miss. The
/// text output and the LOS report print these same words.
std::vector<std::string> rulingExplanationLines(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);
/// Headline, levels and the string hex by hex (needs a Detail::Full ruling for the trace).
std::string rulingText(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);
/// The verdict in a few words for a panel: "BLOCKED  [24.52]",
/// "HINDERED 2  [23.3]", "SEES  k 1 <= A 2  [15.4]", "SEES  +1 DM  [13.0]".
std::string rulingVerdictLine(const geometry::los::Ruling& ruling);
/// The ruling in words for an interactive view: the headline, the
/// explanation lines, then (for systems with artwork) the deciding feature
/// and levels, and what the system adds (the attack kind).
std::string rulingPanelText(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);
/// The verdict word in capitals, as a heading shows it: "BLOCKED",
/// "HINDERED 2", "SEES", "OUT OF RANGE" (the system's own outcome names).
std::string rulingOutcomeWord(const geometry::los::Ruling& ruling);
/// Whether the ruling's system has levels (a trace shows each hex's level).
bool rulingHasLevels(const geometry::los::Ruling& ruling);
/// The ruling as a JSON object: from, to, levels, verdict, hindrance, rule,
/// reason, summary, feature, contact (map frame, 0.1 precision, with its
/// place in hex terms), crest_exit, near_misses, discounted, trace.
std::string rulingJson(const geometry::los::Scene& scene, const geometry::los::Ruling& ruling);

} // namespace crestline::formats
