// A tabletop table as a VASSAL module (tabletop_vassal.h).

#include "editor/jobs/tabletop/tabletop_vassal.h"

#include "editor/jobs/document_io.h"
#include "editor/jobs/tabletop/tabletop_kinds.h"
#include "formats/render/surface.h"
#include "formats/render/tabletop/tabletop_image.h"
#include "formats/render/text.h"
#include "formats/vassal/vassal_scenario.h"

#include <cmath>

namespace crestline::jobs {

namespace {

VassalScenarioResult writeTable(const Document& opened, const VassalOptions& options)
{
    VassalScenarioResult result;
    if (!vassalOptionsOk(result, options)) return result;
    const auto& doc = *as<TableDocument>(opened);
    result.findings = doc.findings();
    const std::string file = opened.file().string();
    if (!doc.loaded() || hasErrors(doc.findings())) {
        refuse(result, refusalFor(doc.findings()), file + ": no module is written because the table " + (doc.loaded() ? "has errors" : "could not be read"));
        return result;
    }
    const maps::TabletopGame& game = *doc.value;
    const render::TabletopLayout layout(game, render::OutputKind::Png, 0);
    // A whole number of pixels per inch of table (VASSAL's LOS thread scale is
    // an integer): the nearest to --dpi, the image's dpi chosen to give it.
    const int perInch = std::max(1, int(std::lround(layout.scale() * options.dpi / 72)));
    const double dpi = 72.0 * perInch / layout.scale();
    const double widthPt = layout.columnLeft(), heightPt = layout.pageHeight(); // the table and its inch labels, without the key column
    if (const std::string bad = render::pngSizeError(widthPt, heightPt, dpi); !bad.empty()) {
        refuse(result, Outcome::BadInput, file + ": the board image: " + bad + "; lower the dpi");
        return result;
    }
    render::Surface surface(render::OutputKind::Png, widthPt, heightPt, dpi);
    cairo_set_source_rgb(surface.cr(), 1, 1, 1);
    cairo_paint(surface.cr());
    render::drawTabletopTable(surface.cr(), game, layout);
    std::string error;
    const std::string png = surface.finish(&error);
    append(result.renderWarnings, render::fontFindings());
    if (png.empty()) {
        refuse(result, Outcome::BadInput, file + ": the board image could not be drawn: " + error);
        return result;
    }
    const render::PixelSize size = render::pngPixelSize(widthPt, heightPt, dpi);
    const double s = dpi / 72;
    const double w = double(game.width) / 1000, d = double(game.depth) / 1000;
    result.cellCentres["table 0,0"] = {s * layout.x(0), s * layout.y(0)};
    result.cellCentres["table far corner"] = {s * layout.x(w), s * layout.y(d)};

    vassal::BoardDef board;
    board.boardName = game.id.empty() ? "table" : game.id;
    board.mapName = game.name.empty() ? board.boardName : game.name;
    board.image = "board-" + vassalEntryName(board.boardName) + ".png";
    board.width = int(size.width);
    board.height = int(size.height);
    board.gridless = true;
    board.rangeScale = perInch;
    vassal::ModuleDef module;
    module.name = board.mapName;
    module.description = "Tabletop table " + board.boardName + " exported by crestline";
    module.nextGpid = 0;
    const std::string image = board.image;
    module.boards.push_back(std::move(board));
    vassal::ModuleInfo info;
    info.name = module.name;
    info.description = module.description;
    const auto zip = vassal::zipBytes({{"buildFile.xml", vassal::buildFileXml(module)}, {"moduledata", vassal::moduleDataXml(info)}, {"images/" + image, png}},
                                      &error);
    if (!zip) {
        refuse(result, Outcome::BadInput, options.out.string() + ": " + error);
        return result;
    }
    if (saveOutput(result, options.out, *zip)) result.written = options.out;
    return result;
}

} // namespace

KindVassal tabletopTableVassal() { return {nullptr, writeTable}; }

} // namespace crestline::jobs
