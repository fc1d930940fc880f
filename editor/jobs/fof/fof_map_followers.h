#pragma once
// The other missions of a card map following its growth (fof_map_grow.h,
// fof_mission_grow.h). A mission grows its card map in its forms; when that
// grown card map is saved, every other mission that names the same card map
// file would point at the wrong cards, so the save renumbers them in the same
// step. GUI-free; the editor's mission view calls it on Save.
//
// DECISIONS (docs/editor-systems.md "Growing a card map"):
// - Which missions: the FoF missions (*.scenario.xml, system="fof") in the
//   card map's folder and in the saved mission's folder (not their
//   subfolders) whose <map href> resolves to the same card map file; the
//   mission being saved is left out (its forms renumbered it already). The
//   editor has one mission open at a time, so no other open mission exists.
// - Each is renumbered as the saved mission was: growFofMission for every
//   step of the card map between the file on disk and the map saved (a step
//   undone after an earlier Save is its reverse: a column added, then
//   removed). Its file is rewritten as the editor's forms write a mission
//   (writeFofMissionText, the notes before the root kept).
// - Refused, the whole save with it, naming the file and why: a mission that
//   does not read without errors, a .scenario.xml whose system cannot be
//   read, a mission whose text is not as the editor writes it (rewriting
//   would change more than its cells: a comment inside the root, another
//   layout), a mission the step refuses (a removed column or row holding
//   something of it), a folder that cannot be listed. Nothing is written
//   then; the designer mends the file (or saves it once in the editor).

#include "editor/jobs/fof/fof_map_grow.h"

#include <filesystem>
#include <string>
#include <vector>

namespace crestline::jobs {

/// One step of a card map's growth: a column (left, right) or row (top,
/// bottom) added (`add`) or removed at `side`.
struct FofMapStep {
    FofSide side = FofSide::Left;
    bool add = true;
    friend bool operator==(const FofMapStep&, const FofMapStep&) = default;
};

/// The steps from the map reached by `from` to the map reached by `to`
/// (both taken from the same map): `from`'s steps past their common start
/// undone (each reversed, last first), then `to`'s.
std::vector<FofMapStep> fofStepsBetween(const std::vector<FofMapStep>& from, const std::vector<FofMapStep>& to);

/// `map` after `steps` (growFofMap each); "" or the first step's refusal in `refusal`.
maps::FofMap applyFofMapSteps(const maps::FofMap& map, const std::vector<FofMapStep>& steps, std::string& refusal);

/// A mission renumbered for its card map's steps.
struct FofFollower {
    std::filesystem::path file; ///< the mission's file
    std::string text;           ///< its new text (to write)
    std::string what;           ///< what changed, in words ("3 point controls, 2 units ...")
};

/// The mission text `text` (of `file`) renumbered for `steps` of its card
/// map taken from `before`: "" and `out` filled, or why not (naming `file`).
std::string renumberFofMissionText(const std::string& text, const std::filesystem::path& file, const maps::FofMap& before,
                                   const std::vector<FofMapStep>& steps, FofFollower& out);

/// Every other mission of the card map `mapFile`, renumbered.
struct FofFollowers {
    std::vector<FofFollower> missions; ///< in file-name order (folders in the order given); none when refused
    std::string refusal;               ///< "" or why the save must not go ahead (names the file)
};
/// The missions in `folders` that use `mapFile` (as on disk: `before`),
/// other than the files in `skip`, each renumbered for `steps`.
FofFollowers fofMapFollowers(const std::filesystem::path& mapFile, const maps::FofMap& before, const std::vector<FofMapStep>& steps,
                             const std::vector<std::filesystem::path>& folders, const std::vector<std::filesystem::path>& skip);

/// `written` (the writer's text of a mission) with the prolog of `before`
/// (the XML declaration and the comments before the root element, the
/// designer's notes) in place of the writer's own: a rewrite keeps them.
std::string keepFofMissionProlog(const std::string& before, const std::string& written);

} // namespace crestline::jobs
