#pragma once
// The rule systems' own commands (EditorSystem::actions, editor_system.h) in
// the LOS menu: each offered on its system's maps only, run with the frame as
// its ActionHost; an answer goes to the page *Check* beside the map and its
// hexes are shaded on the canvas until another map is shown.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace crestline::gui {

class MainFrame;

/// Adds every system's actions to the LOS menu of `frame`.
void installSystemActions(MainFrame& frame);
/// Enables the actions of the map's system only; another map than before forgets the answer.
void updateSystemActions(MainFrame& frame);
/// Runs action `name` as its menu item does; a file it asks for is `file`
/// (scripts). Returns "" or why it did not run (no such action, another system's map).
std::string runSystemAction(MainFrame& frame, const std::string& name, const std::optional<std::filesystem::path>& file);
/// Makes the new board `name` (File menu; NewBoard) as its menu item does,
/// `args` answering what it asks in order (files, numbers). Returns "" or why not.
std::string runNewBoard(MainFrame& frame, const std::string& name, const std::vector<std::string>& args);
/// The answer shown on the page *Check* ("" none).
std::string shownAnswer();

} // namespace crestline::gui
