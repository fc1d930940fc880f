// The tabletop kind of file (see tabletop_kinds.h).

#include "editor/jobs/tabletop/tabletop_kinds.h"

#include "editor/jobs/tabletop/tabletop_picture_jobs.h"
#include "editor/jobs/tabletop/tabletop_vassal.h"

#include "formats/table/tabletop/tabletop_format.h"

namespace crestline::jobs {

void registerTabletopFileKinds(FileKindRegistry& registry)
{
    // Any system attribute: the table reader says what is wrong with another one.
    FileKind table{"table", "tabletop table", "table", "", [](const std::filesystem::path& file) {
                       return readDocumentOf<maps::TabletopGame>("table", file, formats::readTableFile(file));
                   }};
    table.exports = {{"picture", "&Table image...", "The table to scale with its pieces and forces (crestline render)",
                      "PNG (*.png)|*.png|PDF (*.pdf)|*.pdf|SVG (*.svg)|*.svg", "table.png",
                      [](const Document& d, const std::filesystem::path& out) -> JobReport { return writeTabletopPicture(d.file(), pictureTo(out)); }}};
    table.sessionOps = tabletopTableSessionOps();
    table.vassal = tabletopTableVassal();
    registry.add(std::move(table));
}

} // namespace crestline::jobs
