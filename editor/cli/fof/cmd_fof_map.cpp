// The commands on Fields of Fire card maps and decks (docs/fof.md, "Card
// maps on the command line"): `info` of a card map or a deck, `hex` of a
// card map (the card at a cell), `los`, `viewshed` and `matrix` on the card
// map jobs (fof_los_jobs.h), `render` of a card map with a mission's marks,
// and the LOS pictures (fof_picture_jobs.h): `los --report`, `viewshed
// --out` and `coverage`.

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"

#include "editor/jobs/fof/fof_kinds.h"
#include "editor/jobs/fof/fof_los_jobs.h"
#include "editor/jobs/fof/fof_picture_jobs.h"
#include "formats/los/fof/fof_ruling_format.h"

#include <iostream>

namespace crestline::cli {

namespace {

const jobs::FofMapDocument& cardMap(jobs::Document& doc) { return *jobs::as<jobs::FofMapDocument>(doc); }

int notRead(const jobs::Document& doc)
{
    jobs::JobReport report;
    report.findings = doc.findings();
    jobs::refuse(report, jobs::refusalFor(report.findings), doc.file().string() + ": the file could not be read");
    return reportNotRun(report);
}

std::string cardName(const formats::LoadedFofMap& map, const maps::CardRef& ref)
{
    for (const maps::FofDeck& d : map.decks)
        if (d.id == ref.deck)
            if (const maps::FofCard* c = d.find(ref.number)) return ref.deck + " " + std::to_string(ref.number) + " (" + c->name + ")";
    return ref.deck + " " + std::to_string(ref.number);
}

int info(jobs::Document& file)
{
    const auto& doc = cardMap(file);
    if (!doc.loaded()) return notRead(file);
    const maps::FofMap& m = doc.map().map;
    std::cout << m.name << " (" << m.id << "), card map, system " << m.system << "\n";
    std::cout << "first rectangle: " << m.columns << " columns by " << m.rows << " rows; cells with cards: " << m.cells.size()
              << "; Main Staging Area cards: " << m.mainStaging.size() << "; Helicopter Staging Areas: " << m.helicopterStaging.size() << "\n";
    std::cout << "decks: " << m.decks.size();
    for (std::size_t i = 0; i < m.decks.size(); ++i) std::cout << (i ? ", " : ": ") << m.decks[i].id << " (" << m.decks[i].href << ")";
    std::cout << "\n";
    return infoFindings(doc.findings());
}

int cell(jobs::Document& file, const HexArgs& args)
{
    const auto& doc = cardMap(file);
    if (!doc.board()) {
        jobs::JobReport report;
        if (!jobs::readyForFofLos(doc, report, "no cell is described")) return reportNotRun(report);
    }
    std::string problem;
    const auto at = doc.parseCell(args.label, problem);
    if (!at) {
        std::cerr << problem << "\n";
        return kExitBadInput;
    }
    const maps::FofMap& m = doc.map().map;
    if (at->row == 0) {
        for (const maps::StagingCard& s : m.mainStaging)
            if (s.column == at->col && s.card) std::cout << args.label << ": Main Staging Area, column " << at->col << ": card " << cardName(doc.map(), *s.card) << "\n";
        return kExitOk;
    }
    const maps::CardStack* stack = m.findCell(at->col, at->row);
    if (!stack) {
        std::cout << args.label << ": a Helicopter Staging Area (off map) [2.4.2 B]\n";
        return kExitOk;
    }
    std::cout << args.label << ": column " << stack->column << ", row " << stack->row << ": card " << cardName(doc.map(), stack->top)
              << (stack->face == maps::CardFace::Up ? ", face up" : ", face down") << "\n";
    std::cout << "level: " << stack->hills.size() << " (Hill cards under it:";
    for (const maps::CardRef& h : stack->hills) std::cout << " " << cardName(doc.map(), h);
    std::cout << (stack->hills.empty() ? " none)" : ")") << "\n";
    return kExitOk;
}

int los(jobs::Document& file, const LosArgs& args)
{
    const auto& doc = cardMap(file);
    const jobs::FofLosOptions options{args.from, args.to, args.smoke, args.play};
    if (!args.report.empty()) { // the ruling printed as without --report, then the picture written
        const auto result = jobs::writeFofLosReport(doc, options, {args.report, args.dpi});
        if (result.view)
            std::cout << (args.json ? formats::fofRulingJson(*doc.board(), *result.view) : formats::fofRulingText(*doc.board(), *result.view));
        printFindings(std::cerr, result.renderWarnings);
        if (!result.done()) return reportNotRun(result);
        (args.json ? std::cerr : std::cout) << "wrote " << result.written.string() << '\n';
        return kExitOk;
    }
    const auto result = jobs::ruleFofLos(doc, options);
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::fofRulingJson(*doc.board(), *result.view) : formats::fofRulingText(*doc.board(), *result.view));
    return kExitOk;
}

int viewshed(jobs::Document& file, const ViewshedArgs& args)
{
    const auto& doc = cardMap(file);
    const jobs::FofViewshedOptions options{args.from, args.smoke, args.play};
    if (!args.out.empty()) return reportPicture(jobs::writeFofViewshedPicture(doc, options, {args.out, args.dpi}));
    const auto result = jobs::fofViewshedOf(doc, options);
    if (!result.done()) return reportNotRun(result);
    std::cout << (args.json ? formats::fofViewshedJson(*doc.board(), *result.view) : formats::fofViewshedText(*doc.board(), *result.view));
    return kExitOk;
}

int matrix(jobs::Document& file, const MatrixArgs& args)
{
    const auto& doc = cardMap(file);
    const auto result = jobs::writeFofMatrix(doc, {args.out, args.smoke, args.play});
    if (!result.done()) return reportNotRun(result);
    std::cout << "wrote " << args.out << ": " << result.cards << " cards, " << result.pairs << " pairs ruled, " << result.csvBytes << " bytes of CSV\n";
    return kExitOk;
}

/// `render` on a card map: no hexes to pick, an optional mission's marks.
int render(jobs::Document& file, const RenderArgs& args)
{
    if (!args.hexes.empty()) {
        std::cerr << file.file().string() << ": a Fields of Fire card map has no hexes (--hexes " << args.hexes << ")\n";
        return kExitBadInput;
    }
    jobs::FofMapPictureOptions options;
    options.out = args.out;
    options.dpi = args.dpi;
    options.mission = args.scenario;
    const auto& doc = cardMap(file);
    return reportPicture(jobs::writeFofMapPicture(file.file(), doc.loaded() ? &doc.map() : nullptr, doc.findings(), options));
}

/// `coverage` on a card map: every card looks (a mission's sides are not read: --scenario, --side refused).
int coverage(jobs::Document& file, const CoverageArgs& args)
{
    if (!args.scenario.empty() || !args.side.empty()) {
        std::cerr << file.file().string() << ": coverage on a Fields of Fire card map counts every card of the map; "
                  << (args.scenario.empty() ? "--side " + args.side : "--scenario " + args.scenario)
                  << " is not read on card maps (draw a mission's marks with render --scenario)\n";
        return kExitBadInput;
    }
    const auto result = jobs::writeFofCoveragePicture(cardMap(file), {args.out, args.dpi});
    return reportPicture(result);
}

int deckInfo(jobs::Document& file)
{
    const auto* doc = jobs::as<jobs::FofDeckDocument>(file);
    if (!doc->loaded()) return notRead(file);
    const maps::FofDeck& d = *doc->value;
    std::cout << d.name << " (" << d.id << "), Fields of Fire deck\n";
    int hills = 0;
    for (const maps::FofCard& c : d.cards) hills += c.hill ? 1 : 0;
    std::cout << "cards: " << d.cards.size() << " (" << hills << " Hill cards)\n";
    return infoFindings(doc->findings());
}

} // namespace

void registerFofMissionCommands(KindCommands& commands);

void registerFofCommands(KindCommands& commands)
{
    const std::string kind = "card-map";
    commands.on<InfoArgs>("info", kind, [](jobs::Document& doc, const InfoArgs&) { return info(doc); });
    commands.on<HexArgs>("hex", kind, [](jobs::Document& doc, const HexArgs& args) { return cell(doc, args); });
    commands.on<LosArgs>("los", kind, [](jobs::Document& doc, const LosArgs& args) { return los(doc, args); });
    commands.on<ViewshedArgs>("viewshed", kind, [](jobs::Document& doc, const ViewshedArgs& args) { return viewshed(doc, args); });
    commands.on<MatrixArgs>("matrix", kind, [](jobs::Document& doc, const MatrixArgs& args) { return matrix(doc, args); });
    commands.on<RenderArgs>("render", kind, [](jobs::Document& doc, const RenderArgs& args) { return render(doc, args); });
    commands.on<CoverageArgs>("coverage", kind, [](jobs::Document& doc, const CoverageArgs& args) { return coverage(doc, args); });
    commands.on<InfoArgs>("info", "fof-deck", [](jobs::Document& doc, const InfoArgs&) { return deckInfo(doc); });
    registerFofMissionCommands(commands);
}

} // namespace crestline::cli
