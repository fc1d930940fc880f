// The tabletop kind of file (see tabletop_kinds.h).

#include "editor/jobs/tabletop/tabletop_kinds.h"

#include "formats/table/tabletop/tabletop_format.h"

namespace crestline::jobs {

void registerTabletopFileKinds(FileKindRegistry& registry)
{
    // Any system attribute: the table reader says what is wrong with another one.
    registry.add({"table", "tabletop table", "table", "", [](const std::filesystem::path& file) {
                      return readDocumentOf<maps::TabletopGame>("table", file, formats::readTableFile(file));
                  }});
}

} // namespace crestline::jobs
