#pragma once
// The Export menu: the scenario as XML and as the play engine's JSON, the
// public setup sheet (PDF), a map image (PNG, PDF or SVG) and the LOS
// dispute report, each written by the same job as the command line
// (editor/jobs). Nothing is exported from a document with error findings:
// the job refuses and the findings are shown. The scenario's exports read
// its maps as saved, so a map with unsaved edits must be saved first.

#include <filesystem>
#include <string>
#include <vector>

namespace crestline::jobs {
struct KindExport;
}

namespace crestline::gui {

class MainFrame;

/// What the Export menu writes.
enum class ExportKind { ScenarioXml, ScenarioJson, SetupSheet, MapImage };

/// Writes `kind` to `file`; false with `message` saying why (and the findings).
bool exportTo(MainFrame& frame, ExportKind kind, const std::filesystem::path& file, std::string& message);
/// The kind named by a script word: xml, json, sheet, map.
bool exportKindFromWord(const std::string& word, ExportKind& kind);
/// The exports the open file's kind brings (jobs::FileKind::exports): the
/// read-only scenario shown beside its map, or the board on the board
/// canvas (a card map, a mission's map, a table). `file` is set to that file.
std::vector<const jobs::KindExport*> openFileExports(MainFrame& frame, std::filesystem::path& file);
/// Writes the open file's export `id` ("json", "sheet", "picture") to
/// `out` from the file as saved; false with `message` when there is none,
/// the file has unsaved edits, or the job refuses (with its findings).
bool exportOpenFile(MainFrame& frame, const std::string& id, const std::filesystem::path& out, std::string& message);
/// Adds the Export menu to the frame's menu bar: the scenario's and the
/// map's items, and after them the open file's kind's (refilled each time
/// the menu opens).
void installExportMenu(MainFrame& frame);

} // namespace crestline::gui
