#pragma once
// Helpers for the scenario tests: fixture files, one-place text patches, the
// line of an anchor in a fixture (so a test states where a finding must
// point), and the small test board loaded once.

#include "formats/scenario/scenario_format.h"
#include "geometry/finding.h"
#include "scenarios/board_set.h"

#include <filesystem>
#include <set>
#include <string>

namespace crestline::test {

/// tests/scenarios/data/NAME
std::filesystem::path dataPath(const std::string& name);
/// Whole text of a file under tests/scenarios/data (REQUIREs that it reads).
std::string dataText(const std::string& name);
/// Replace the one occurrence of `from` by `to` (REQUIREs exactly one).
std::string patched(const std::string& text, const std::string& from, const std::string& to);
/// 1-based line of the first occurrence of `anchor` (REQUIREs one).
int lineOf(const std::string& text, const std::string& anchor);

/// Read scenario text named `fileName` (REQUIREs that it reads without
/// error) with its maps loaded from tests/scenarios/data.
formats::LoadedScenario loadFixture(const std::string& text, const std::string& fileName = "fixture.scenario.xml");

/// The distinct codes of a list of findings.
std::set<std::string> codesOf(const Findings& findings);
/// Findings printed one per line (for failure messages).
std::string describe(const Findings& findings);

} // namespace crestline::test
