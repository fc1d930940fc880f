#pragma once
// Internal to the picture jobs (picture_jobs.cpp and the systems'
// <system>_picture_jobs.cpp): checking a picture's output file name and dpi,
// a sheet's paper, and saving the bytes. Kept out of picture_jobs.h so that
// the jobs' public header pulls in no cairo.

#include "editor/jobs/picture_jobs.h"
#include "formats/render/map_image.h"
#include "formats/render/sheet.h"
#include "formats/render/surface.h"

#include <initializer_list>
#include <optional>

namespace crestline::jobs {

inline constexpr std::initializer_list<render::OutputKind> kAnyOutputKind = {render::OutputKind::Pdf, render::OutputKind::Svg,
                                                                             render::OutputKind::Png};

/// The output kind of `options.out` if it is one of `allowed` and the dpi is
/// in 10..1200; else nothing, with `report` a bad argument naming the value.
std::optional<render::OutputKind> pictureOutputKind(const PictureOptions& options, std::initializer_list<render::OutputKind> allowed,
                                                    JobReport& report);

/// A sheet's output is a PDF and its paper a known size; nullopt (and
/// `result` refused, exit 2) otherwise. Every system's sheet asks the same.
std::optional<render::Paper> sheetPaper(const SheetJobOptions& options, PictureResult& result);

/// A sheet renderer's bytes and findings as a render result: its first
/// error finding is the error unless there are bytes, the rest warnings.
render::RenderResult sheetRendered(std::string bytes, const Findings& warnings);

/// Saves a render's bytes atomically to `out`; marks `result` if the render or the save failed.
void savePicture(PictureResult& result, const std::filesystem::path& out, const render::RenderResult& render);

} // namespace crestline::jobs
