// The tabletop's commands of its own, on no other kind of file: `fire`,
// `concealed` and `template` (their jobs in cmd_tabletop_fire.cpp,
// cmd_tabletop_conceal.cpp, cmd_tabletop_template.cpp), described for
// main.cpp as `SystemCommand`s (kind_commands.h) with their exit codes.

#include "editor/cli/kind_commands.h"
#include "editor/cli/tabletop/cmd_tabletop.h"

#include <memory>

namespace crestline::cli {

namespace {

using Kind = CommandArgument::Kind;

CommandArgument positional(const char* name, std::string& text, const char* help)
{
    return {Kind::Positional, name, help, &text, nullptr, nullptr, true};
}

CommandArgument jsonFlag(bool& flag, const char* help)
{
    return {Kind::Flag, "--json", help, nullptr, &flag, nullptr, false};
}

} // namespace

void addTabletopOwnCommands(KindCommands& commands)
{
    auto fire = std::make_shared<FireArgs>();
    commands.addCommand({"fire", "15 mm tabletop: may one team fire at another (LOS, arc, friends, range) [Firing]",
                         "Exit codes: 0 ruled, whatever the verdict (a firer with no weapon may not fire: said in the ruling); 1 the table has\n"
                         "error findings: they are printed and nothing is ruled; 2 bad arguments, a team id that names no team or a team of an\n"
                         "off-table unit, a target on the firer's side, a --weapon the firer does not have, or a file that cannot be read as a table.",
                         {positional("TABLE", fire->table, "tabletop table (NAME.table.xml)"),
                          positional("FIRER", fire->firer, "the firing team's id"),
                          positional("TARGET", fire->target, "the target team's id (an enemy team)"),
                          {Kind::OptionalOption, "--weapon", "rule this weapon of the firer only (default: every weapon, one range band each)",
                           nullptr, nullptr, &fire->weapon, false},
                          jsonFlag(fire->json, "print the ruling as JSON")},
                         [fire] { return runFire(*fire); }});

    auto concealed = std::make_shared<ConcealedArgs>();
    commands.addCommand({"concealed", "15 mm tabletop: is a unit concealed from a firing unit, team by team and why; Gone to Ground",
                         "Exit codes: 0 ruled; 1 the table has error findings: they are printed (file, line, code) and nothing is ruled;\n"
                         "2 bad arguments, a unit id that names no unit, two units of one side, an off-table unit (each named), or a file\n"
                         "that cannot be read as a table.",
                         {positional("TABLE", concealed->table, "tabletop table file (NAME.table.xml)"),
                          positional("UNIT", concealed->unit, "the target unit's id"),
                          {Kind::Option, "--from", "the firing unit's id", &concealed->from, nullptr, nullptr, true},
                          jsonFlag(concealed->json, "print the verdict as JSON")},
                         [concealed] { return runConcealed(*concealed); }});

    auto placed = std::make_shared<TemplateArgs>();
    commands.addCommand({"template",
                         "Tabletop: place a 6\" barrage or smoke template, list the teams under it and\n"
                         "whether each firing team may fire over the obstacles on its line [Indirect Fire]",
                         "Exit codes: 0 placed (and saved with --save); 1 the table has error findings: they are printed and nothing is placed\n"
                         "or saved; 2 bad arguments, an aim point that is not X,Y in inches or lies off the table, a unit with no team on\n"
                         "the table, an aim point at the firing unit's centre, a table file that cannot be read at all, or a failed save (the\n"
                         "old file is kept).",
                         {positional("TABLE", placed->table, "tabletop table (NAME.table.xml)"),
                          positional("UNIT", placed->unit, "the firing unit's id"),
                          positional("AIM", placed->aim, "the aim point X,Y in inches (the template's centre), e.g. 20.5,10"),
                          {Kind::Flag, "--smoke", "a smoke template (area terrain that blocks LOS) instead of a barrage", nullptr, &placed->smoke, nullptr, false},
                          jsonFlag(placed->json, "print as JSON"),
                          {Kind::Flag, "--save", "also write the template into TABLE (atomically)", nullptr, &placed->save, nullptr, false}},
                         [placed] { return runTemplate(*placed); }});
}

} // namespace crestline::cli
