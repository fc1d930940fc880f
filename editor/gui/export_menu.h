#pragma once
// The Export menu: the scenario as XML and as the play engine's JSON, the
// public setup sheet (PDF), a map image (PNG, PDF or SVG) and the LOS
// dispute report, each written by the same job as the command line
// (editor/jobs). Nothing is exported from a document with error findings:
// the job refuses and the findings are shown. The scenario's exports read
// its maps as saved, so a map with unsaved edits must be saved first.

#include <filesystem>
#include <string>

namespace crestline::gui {

class MainFrame;

/// What the Export menu writes.
enum class ExportKind { ScenarioXml, ScenarioJson, SetupSheet, MapImage };

/// Writes `kind` to `file`; false with `message` saying why (and the findings).
bool exportTo(MainFrame& frame, ExportKind kind, const std::filesystem::path& file, std::string& message);
/// The kind named by a script word: xml, json, sheet, map.
bool exportKindFromWord(const std::string& word, ExportKind& kind);
/// Adds the Export menu to the frame's menu bar.
void installExportMenu(MainFrame& frame);

} // namespace crestline::gui
