// crestline: the command line. Turns arguments into a job from
// crestline::jobs and prints its result (cmd_*.cpp). This is the only file
// that includes CLI11, so it is compiled once. Links no wxWidgets (checked by
// scripts/layer_check.cmake).

#include "editor/cli/commands.h"
#include "editor/cli/kind_commands.h"
#include "editor/cli/cmd_tiled.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace crestline::cli {
int runServe(); // cmd_serve.cpp
} // namespace crestline::cli

namespace {

using namespace crestline::cli;

// Each subcommand's --help ends with its exit codes (docs/cli.md).
constexpr const char* kLosExit =
    "Exit codes: 0 ruled; 1 the map has error findings: they are printed (file, line, code) and nothing is ruled;\n"
    "2 bad arguments, a label, Smoke or barrage marker that names no hex, a play-state flag the map's game system does\n"
    "not read (--smoke on a gts map, --weather on an ff map, --attack on a gts map, --incoming on a hex map), an unwritable output, or a map\n"
    "file that cannot be read at all (missing, not XML, not a map) or has no LOS rules for its game system. On a fof card map: a cell that\n"
    "names no card (named with the map), --purpose spot, --report or --out (pictures of card maps are not drawn yet).";
constexpr const char* kPictureExit =
    "Exit codes: 0 written (render warnings such as font-fallback are printed on standard error); 1 the map or scenario\n"
    "has error findings: they are printed and nothing is written; 2 bad arguments (an unknown output extension, a --dpi\n"
    "outside 10..1200, a --hexes range off the map, an unknown --side or --paper, each named), a file that cannot be read\n"
    "at all (a scenario's missing or unreadable map included, named with the reason), or a failed write. An existing\n"
    "output file is left as it was unless the exit code is 0.";
constexpr const char* kVassalExit =
    "Exit codes: 0 written; 1 the map or scenario has error findings: they are printed and nothing is written; 2 bad\n"
    "arguments (--out not NAME.vmod, a --dpi outside 10..1200), a file that cannot be read at all, a kind of file other\n"
    "than a hex map, an FF, GTS or CoH scenario, a Fields of Fire card map or mission or a tabletop table, a\n"
    "grid VASSAL cannot name or place as crestline does (a vassal-grid finding says why), or a failed write. An existing\n"
    "output file is left as it was unless the exit code is 0.";
constexpr const char* kMatrixQueryExit =
    "Exit codes: 0 answered; 2 bad arguments, a label that names no hex, a file that is not a matrix file or is damaged\n"
    "(named with what is wrong), a map or catalog that cannot be read, or a stale matrix: the map or its catalog changed\n"
    "since the matrix was written (the message names which).";
constexpr const char* kHexExit =
    "Exit codes: 0 ok; 1 the map has error findings (printed on standard error after the description);\n"
    "2 bad arguments, a label that names no hex, or a map file that cannot be read at all.";
constexpr const char* kInfoExit =
    "Exit codes: 0 ok (warnings allowed); 1 the file has error findings (listed); 2 bad arguments, a file that cannot be\n"
    "read at all, or a kind of file info does not take (named with the kinds it takes).";
constexpr const char* kCheckExit =
    "Exit codes: 0 no error findings; 1 error findings (listed on standard output); 2 bad arguments, a scenario or\n"
    "setup file that cannot be read at all, or --setup on a file that is not a scenario.";
constexpr const char* kTimelineExit =
    "Exit codes: 0 ok; 1 the scenario, its maps or its checks have error findings (printed; no timeline is given);\n"
    "2 bad arguments or a scenario file that cannot be read at all.";
constexpr const char* kExportExit =
    "Exit codes: 0 exported; 1 the scenario, its maps or its checks have error findings (printed; nothing is written);\n"
    "2 bad arguments, a scenario file that cannot be read at all, or an output file that cannot be written.";
constexpr const char* kSetupExit =
    "Exit codes: 0 sealed and written; 1 the plan has errors (a salt of its own among them), does not fit its scenario,\n"
    "or the scenario, its maps or its checks have errors (nothing written); 2 bad arguments, no output given, an\n"
    "unknown --only marker, a file that cannot be read at all, or a failed write.";
constexpr const char* kRevealExit =
    "Exit codes: 0 every requested marker matches its commitment; 1 a marker does not match, the files disagree, or a\n"
    "file has errors; 2 bad arguments, a file that cannot be read at all, or not one owner's and one opponent's file.";

void addMapCommands(CLI::App& app, int& result)
{
    auto* info = app.add_subcommand("info", "Summarise a map: grid, features, levels, terrain types, findings");
    auto infoArgs = std::make_shared<InfoArgs>();
    info->add_option("FILE", infoArgs->file, "a file of any kind that has an info (docs/cli.md, \"Commands and kinds of file\"): a hex or\n"
                                             "card map, a deck, a terrain catalog, a tabletop table, a scenario or mission, a Sighting setup")->required();
    info->footer(kInfoExit);
    info->callback([infoArgs, &result] { result = runInfo(*infoArgs); });

    auto* hex = app.add_subcommand("hex", "Describe one hex: level, terrain type, crest hex, features");
    auto hexArgs = std::make_shared<HexArgs>();
    hex->add_option("MAP", hexArgs->map, "map file (a hex map, or a fof card map: then LABEL is a cell)")->required();
    hex->add_option("LABEL", hexArgs->label, "hex label as printed on the map, e.g. J8; on a fof card map a cell, e.g. C3R2")->required();
    hex->footer(kHexExit);
    hex->callback([hexArgs, &result] { result = runHex(*hexArgs); });
}

/// The play-state options shared by los, viewshed and matrix; each system
/// reads its own (the job refuses the others, naming the flag).
void addPlayOptions(CLI::App* command, std::vector<std::string>& smoke, crestline::jobs::PlayText& play)
{
    command->add_option("--smoke", smoke,
                        "ff: a Smoke marker: HEX or HEX:full (5), HEX:2 or HEX:depleted; coh: a smoke counter: HEX or HEX:2 (+2), HEX:1 (+1); "
                        "fof: a card under Smoke: CELL; repeatable");
    command->add_option("--barrage", play.barrage, "gts: a barrage marker: HEX (light) or HEX:heavy; repeatable, one per hex");
    command->add_option("--weather", play.weather, "gts: clear (default), overcast, fog or rain");
    command->add_flag("--night", play.night, "gts: a night turn (LOS 2 hexes); fof: night visibility (LOS to the adjacent cards only, M = 1)");
    command->add_option("--purpose", play.purpose,
                        "gts: fire (default) or spot (an observation post spotting for another unit); fof: fire (default) or comm (radios)");
    command->add_option("--attack", play.attack, "coh: direct (default), mortar or artillery (walls give no DM against mortar or artillery)");
    command->add_option("--incoming", play.incoming, "fof: a card under an Incoming marker: CELL (obscured); repeatable");
    command->add_option("--air-strike", play.airStrike, "fof: a card under an Air Strike marker: CELL (obscured); repeatable");
}

/// fof: the eye-level offsets of the ends (-1, 0 or 1, only on a card with the elevation or multi-story icon).
void addEyeOptions(CLI::App* command, crestline::jobs::PlayText& play, bool target)
{
    command->add_option("--eye-from", play.eyeFrom, "fof: the sighter's eye-level offset, -1, 0 or 1 (a card with the elevation or multi-story icon)");
    if (target) command->add_option("--eye-to", play.eyeTo, "fof: the target's eye-level offset, -1, 0 or 1");
}

void addLosCommands(CLI::App& app, int& result)
{
    auto los = std::make_shared<LosArgs>();
    auto* l = app.add_subcommand("los", "Rule on LOS between two hexes and explain the ruling");
    l->add_option("MAP", los->map, "map file")->required();
    l->add_option("FROM", los->from, "sighter's hex, e.g. J17; on a fof card map a cell: C3R2 or 3,2, C3R0 (Main Staging Area), PZ, enroute; on a tabletop table (NAME.table.xml) a team id")->required();
    l->add_option("TO", los->to, "target's hex (or cell)")->required();
    addPlayOptions(l, los->smoke, los->play);
    addEyeOptions(l, los->play, true);
    l->add_flag("--json", los->json, "print the ruling as JSON");
    l->add_option("--report", los->report, "also write the dispute report (map, profile, trace) to FILE.pdf, .svg or .png;\n"
                                           "on a tabletop table: the table with the ruling and its witness segment");
    l->add_option("--dpi", los->dpi, "PNG resolution of the report, pixels per inch (default 150)");
    l->footer(std::string(kLosExit) + "\nWith --report: " + kPictureExit);
    l->callback([los, &result] { result = outputIsInput("los", {los->map}, {los->report}) ? kExitBadInput : runLos(*los); });

    auto vs = std::make_shared<ViewshedArgs>();
    auto* v = app.add_subcommand("viewshed", "Classify every hex as seen from one hex");
    v->add_option("MAP", vs->map, "map file")->required();
    v->add_option("FROM", vs->from, "viewer's hex (or cell on a fof card map; on a tabletop table a team id: every other team's verdict)")->required();
    addPlayOptions(v, vs->smoke, vs->play);
    addEyeOptions(v, vs->play, false);
    auto* vsJson = v->add_flag("--json", vs->json, "print as JSON");
    v->add_option("--out", vs->out, "draw the viewshed to FILE.png, .pdf or .svg instead of printing the text map")->excludes(vsJson);
    v->add_option("--dpi", vs->dpi, "PNG resolution, pixels per inch (default 150)");
    v->footer(std::string(kLosExit) + "\nWith --out: " + kPictureExit);
    v->callback([vs, &result] { result = outputIsInput("viewshed", {vs->map}, {vs->out}) ? kExitBadInput : runViewshed(*vs); });

    auto mx = std::make_shared<MatrixArgs>();
    auto* m = app.add_subcommand("matrix", "All-pairs LOS matrix of a map as CSV, or as a compact matrix file (FILE.clmx) for matrix-query");
    m->add_option("MAP", mx->map, "map file (or a tabletop table: every pair of teams)")->required();
    m->add_option("--out", mx->out, "CSV file to write (at most 5,000 hexes), or FILE.clmx: the binary matrix file of a hex map,\n"
                                    "any size, streamed (docs/matrix-format.md); progress on a terminal")->required();
    m->add_flag("--compress", mx->compress, "FILE.clmx in zstd blocks (a 202 MB matrix becomes about 11 MB; queries stay fast)");
    m->add_option("--threads", mx->threads, "worker threads (default 2)")->check(CLI::Range(1, 64));
    addPlayOptions(m, mx->smoke, mx->play);
    m->footer(kLosExit);
    m->callback([mx, &result] { result = outputIsInput("matrix", {mx->map}, {mx->out}) ? kExitBadInput : runMatrix(*mx); });

    auto mq = std::make_shared<MatrixQueryArgs>();
    auto* q = app.add_subcommand("matrix-query", "Answer from a matrix file (matrix --out FILE.clmx): one pair's verdict, or --viewshed");
    q->add_option("FILE", mq->file, "matrix file (FILE.clmx)")->required();
    q->add_option("FROM", mq->from, "sighter's hex")->required();
    q->add_option("TO", mq->to, "target's hex (not with --viewshed)");
    q->add_flag("--viewshed", mq->viewshed, "every hex's verdict from FROM");
    q->add_option("--map", mq->map, "the map, if it moved since the matrix was written (default: the path the file records)");
    q->add_flag("--json", mq->json, "print as JSON");
    q->footer(kMatrixQueryExit);
    q->callback([mq, &result] { result = runMatrixQuery(*mq); });
}

// The commands a rule system brings of its own (kind_commands.h: each system
// registers them from its folder), made CLI11 subcommands here.
void addSystemCommands(CLI::App& app, int& result)
{
    for (const SystemCommand& command : kindCommands().ownCommands()) {
        auto* sub = app.add_subcommand(command.name, command.help);
        auto optionals = std::make_shared<std::vector<std::function<void()>>>(); // optional values set once parsed
        for (const CommandArgument& a : command.arguments) {
            CLI::Option* option = nullptr;
            switch (a.kind) {
            case CommandArgument::Kind::Positional:
            case CommandArgument::Kind::Option: option = sub->add_option(a.name, *a.text, a.help); break;
            case CommandArgument::Kind::Flag: option = sub->add_flag(a.name, *a.flag, a.help); break;
            case CommandArgument::Kind::OptionalOption: {
                auto value = std::make_shared<std::string>();
                option = sub->add_option(a.name, *value, a.help);
                optionals->push_back([option, value, target = a.maybe] {
                    if (option->count() > 0) *target = *value;
                });
                break;
            }
            }
            if (a.required) option->required();
        }
        sub->footer(command.footer);
        sub->callback([optionals, run = &command.run, &result] {
            for (const auto& set : *optionals) set();
            result = (*run)();
        });
    }
}

void addPictureCommands(CLI::App& app, int& result)
{
    auto ra = std::make_shared<RenderArgs>();
    auto* r = app.add_subcommand("render", "Draw a map (or a hex range of it) to PDF, SVG or PNG, optionally with a scenario's marks;\n"
                                              "a Fields of Fire card map is drawn card by card, with a mission's controls, contacts and units;\n"
                                              "a 15 mm tabletop table (NAME.table.xml) to scale with its pieces and teams");
    r->add_option("MAP", ra->map, "map file (hex map, FoF card map or tabletop table)")->required();
    r->add_option("--out", ra->out, "FILE.pdf, FILE.svg or FILE.png to write")->required();
    r->add_option("--dpi", ra->dpi, "PNG resolution, pixels per inch (default 150)");
    r->add_option("--hexes", ra->hexes, "draw only the rectangle between two hexes, e.g. A1:J10");
    r->add_option("--scenario", ra->scenario, "overlay this scenario's setup areas, objectives and entry/exit edges on the map\n"
                                                      "(on a FoF card map: a mission's controls, Potential Contacts and units)");
    r->footer(kPictureExit);
    r->callback([ra, &result] { result = outputIsInput("render", {ra->map, ra->scenario}, {ra->out}) ? kExitBadInput : runRender(*ra); });

    auto ca = std::make_shared<CoverageArgs>();
    auto* c = app.add_subcommand("coverage", "Heat map: for each hex, how many hexes see it (from the all-pairs matrix)");
    c->add_option("MAP", ca->map, "map file (or a tabletop table: how many teams see each team)")->required();
    c->add_option("--out", ca->out, "FILE.png (or .pdf, .svg) to write")->required();
    c->add_option("--dpi", ca->dpi, "PNG resolution, pixels per inch (default 150)");
    auto* scenario = c->add_option("--scenario", ca->scenario, "scenario played on MAP (with --side)");
    c->add_option("--side", ca->side, "count only viewers in this side's setup areas (a side id of the scenario)")->needs(scenario);
    c->add_option("--threads", ca->threads, "worker threads (default 2)")->check(CLI::Range(1, 64));
    c->footer(kPictureExit);
    c->callback([ca, &result] { result = outputIsInput("coverage", {ca->map, ca->scenario}, {ca->out}) ? kExitBadInput : runCoverage(*ca); });

    auto sa = std::make_shared<SheetArgs>();
    auto* s = app.add_subcommand("sheet", "Print a scenario's setup sheet as PDF (public, or for one side with its owner setup)");
    s->add_option("SCENARIO", sa->scenario, "scenario file (a FoF mission: its set-up sheet, one for both sides)")->required();
    s->add_option("--out", sa->out, "FILE.pdf to write")->required();
    s->add_option("--side", sa->side, "the side the sheet is for (a side id); default: the public sheet");
    s->add_option("--paper", sa->paper, "a4 (default) or letter");
    s->add_option("--setup", sa->setup, "that side's owner Sighting setup (OWNER.setup.xml), printed only with --side");
    s->footer(kPictureExit);
    s->callback([sa, &result] { result = outputIsInput("sheet", {sa->scenario, sa->setup}, {sa->out}) ? kExitBadInput : runSheet(*sa); });

    auto va = std::make_shared<VassalArgs>();
    auto* v = app.add_subcommand("vassal", "Write a VASSAL 3.7 module (NAME.vmod) of a hex map or a scenario: each board image as `render`\n"
                                              "draws it, with a hex grid and numbering that name every hex as the map does; a scenario adds its set-up\n"
                                              "areas and objectives as zones, its public units as counters on their hexes and in a palette, and its\n"
                                              "public set-up sheet as a chart (never hidden units). A FoF card map or mission: a square grid naming\n"
                                              "each card C3R2; a tabletop table: a gridless board to scale with a LOS thread measuring inches");
    v->add_option("MAP", va->map, "hex map, FF/GTS/CoH scenario, FoF card map or mission, or tabletop table")->required();
    v->add_option("--out", va->out, "NAME.vmod to write")->required();
    v->add_option("--dpi", va->dpi, "the board image's resolution, pixels per inch (default 150)");
    v->footer(kVassalExit);
    v->callback([va, &result] { result = outputIsInput("vassal", {va->map}, {va->out}) ? kExitBadInput : runVassal(*va); });
}

void addScenarioCommands(CLI::App& app, int& result)
{
    auto* check = app.add_subcommand("check", "Check a scenario (and optionally Sighting setups) and list findings with codes");
    auto checkArgs = std::make_shared<CheckArgs>();
    check->add_option("FILE", checkArgs->file, "scenario file (NAME.scenario.xml), or a file of any other kind: its findings")->required();
    check->add_option("--setup", checkArgs->setups, "Sighting setup files (owner's or opponent's) to check against the scenario\n"
                                                    "(CoH: hidden set-up files)");
    check->footer(kCheckExit);
    check->callback([checkArgs, &result] { result = runCheck(*checkArgs); });

    auto* timeline = app.add_subcommand("timeline", "Turn by turn: reinforcements, Command markers, the sudden death number in force");
    auto timelineArgs = std::make_shared<TimelineArgs>();
    timeline->add_option("SCENARIO", timelineArgs->scenario, "scenario file")->required();
    timeline->footer(kTimelineExit);
    timeline->callback([timelineArgs, &result] { result = runTimeline(*timelineArgs); });

    auto* exp = app.add_subcommand("export", "Export a scenario resolved for a play engine");
    auto exportArgs = std::make_shared<ExportArgs>();
    exp->add_option("SCENARIO", exportArgs->scenario, "scenario file")->required();
    exp->add_option("--json", exportArgs->out, "JSON file to write ('-' for standard output)")->required();
    exp->footer(kExportExit);
    exp->callback([exportArgs, &result] {
        result = outputIsInput("export", {exportArgs->scenario}, {exportArgs->out}) ? kExitBadInput : runExport(*exportArgs);
    });

    auto* setup = app.add_subcommand("setup", "Seal a Sighting setup plan: write the owner's file (contents, salts) and the opponent's file "
                                              "(marker hexes and commitments only)");
    auto args = std::make_shared<SetupArgs>();
    setup->add_option("PLAN", args->plan, "owner's setup file: markers with hexes and contents (salts are added if missing)")->required();
    setup->add_option("--scenario", args->scenario, "scenario file (default: the plan's scenario-href)");
    setup->add_option("--owner", args->owner, "owner's file to write");
    setup->add_option("--opponent", args->opponent, "opponent's file to write");
    setup->add_option("--only", args->only, "write only these markers to the owner's file (to reveal them)");
    setup->footer(kSetupExit);
    setup->callback([args, &result] {
        result = outputIsInput("setup", {args->plan, setupScenario(*args)}, {args->owner, args->opponent}) ? kExitBadInput : runSetup(*args);
    });

    auto* reveal = app.add_subcommand("reveal", "Prove revealed Sighting markers against the commitments in the opponent's file");
    auto revealFiles = std::make_shared<std::vector<std::string>>();
    auto revealOnly = std::make_shared<std::vector<std::string>>();
    reveal->add_option("FILES", *revealFiles, "the owner's file (or part of it) and the opponent's file, in either order")->required()->expected(2);
    reveal->add_option("--marker", *revealOnly, "reveal only these markers");
    reveal->footer(kRevealExit);
    reveal->callback([revealFiles, revealOnly, &result] { result = runReveal(*revealFiles, *revealOnly); });
}

constexpr const char* kTiledExit =
    "Exit codes: 0 written (import-tiled: what a crestline map has no place for is left out, each part a tiled-not-mapped\n"
    "warning with file and line, and counted); 1 the map has error findings, or holds what a TMX cannot carry (printed;\n"
    "nothing is written); 2 bad arguments (an output not named .tmx, .tmj / .map.xml), a file that cannot be read, a Tiled\n"
    "map with any error finding (not hexagonal, bad tile sizes, broken layer data, a missing tileset, bad points, a hex label\n"
    "off the grid, a tile of no tileset: each with file and line; nothing is written), or a failed write. docs/tiled.md.";

void addTiledCommands(CLI::App& app, int& result)
{
    auto ta = std::make_shared<TiledArgs>();
    auto* t = app.add_subcommand("tiled", "Export a hex map as a Tiled hexagonal map (NAME.tmx and its tileset NAME.tiles.png)");
    t->add_option("MAP", ta->map, "hex map file (NAME.map.xml)")->required();
    t->add_option("--out", ta->out, "NAME.tmx (or NAME.tmj, Tiled's JSON format) to write (the tileset NAME.tiles.png is written beside it)")->required();
    t->footer(kTiledExit);
    t->callback([ta, &result] { result = outputIsInput("tiled", {ta->map}, {ta->out}) ? kExitBadInput : runTiled(*ta); });

    auto ia = std::make_shared<ImportTiledArgs>();
    auto* i = app.add_subcommand("import-tiled", "Read a Tiled hexagonal map (ours, or a designer's named as docs/tiled.md says) as a crestline map");
    i->add_option("TMX", ia->tmx, "Tiled map file (NAME.tmx)")->required();
    i->add_option("--out", ia->out, "MAP.map.xml to write")->required();
    i->footer(kTiledExit);
    i->callback([ia, &result] { result = outputIsInput("import-tiled", {ia->tmx}, {ia->out}) ? kExitBadInput : runImportTiled(*ia); });
}

void addServeCommand(CLI::App& app, int& result)
{
    auto* s = app.add_subcommand("serve", "A session: JSON requests on standard input, one a line (open a file once, then los, viewshed,\n"
                                          "matrix, fire, concealed on it), each answered with one JSON line (docs/cli.md \"serve\")");
    s->footer("Exit codes: 0 at the end of the input (a bad request is answered with an error line and the session goes on).");
    s->callback([&result] { result = runServe(); });
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"crestline: exact line of sight and scenario tools for tactical hex wargames"};
    app.footer("Exit codes: 0 ok; 1 error findings (nothing is ruled, exported or sealed on a map or scenario with errors),\n"
               "or a failed reveal; 2 bad arguments or unreadable input, a kind of file the command does not take (the message names\n"
               "the kinds it takes), or an output file that is one of the inputs. Each command's --help gives its own.");
    app.require_subcommand(1);
    app.set_version_flag("--version", "crestline 0.1.0");
    int result = kExitOk;
    addMapCommands(app, result);
    addLosCommands(app, result);
    addScenarioCommands(app, result);
    addPictureCommands(app, result);
    addSystemCommands(app, result);
    addTiledCommands(app, result);
    addServeCommand(app, result);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : kExitBadInput;
    }
    return result;
}
