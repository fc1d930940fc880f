#pragma once
// Which command runs on which kind of file. A file is opened once
// (jobs::openDocument: its root element decides its kind) and handed to the
// handler the command has for that kind. A kind a command has no handler
// for is refused (exit 2) naming the file, its kind and the kinds the
// command takes; an unreadable file or an unknown root is refused by
// openDocument (exit 2) naming the file, the root and the kinds read.
//
// Handlers are registered per command and kind: the generic ones (hex maps,
// scenarios without a kind of their own, `check` of any file) in
// kind_commands.cpp, each system's from its own folder (editor/cli/<system>/),
// all called from command_registration.cpp, the one place naming them. A
// command's handlers all take the same Args type (the command's *Args
// struct in commands.h): runOnFile<Args> and on<Args> must agree.

#include "editor/jobs/file_kinds.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace crestline::cli {

/// One argument of a command a system brings (`SystemCommand`), described
/// without CLI11: main.cpp, the one file that includes CLI11, makes it one.
struct CommandArgument {
    enum class Kind { Positional, Option, Flag, OptionalOption };
    Kind kind = Kind::Positional;
    std::string name, help;
    std::string* text = nullptr;                 ///< Positional, Option: where the value goes
    bool* flag = nullptr;                        ///< Flag
    std::optional<std::string>* maybe = nullptr; ///< OptionalOption: left empty unless given
    bool required = false;
};

/// A subcommand of a system's own, run without a handler per kind of file
/// (its arguments are the system's: two teams and a weapon, a position
/// file): registered from the system's folder with `addCommand`
/// (docs/rule-systems.md names them).
struct SystemCommand {
    std::string name, help, footer; ///< footer: the exit codes, as every --help ends
    std::vector<CommandArgument> arguments;
    std::function<int()> run; ///< after the arguments are parsed; the exit code
};

class KindCommands {
public:
    template <class Args>
    using Handler = std::function<int(jobs::Document&, const Args&)>;

    /// `command` on a file of kind `kind` runs `run` (replacing any handler registered before).
    template <class Args>
    void on(const std::string& command, const std::string& kind, Handler<Args> run)
    {
        m_handlers[{command, kind}] = [run = std::move(run)](jobs::Document& doc, const void* args) {
            return run(doc, *static_cast<const Args*>(args));
        };
    }

    using Erased = std::function<int(jobs::Document&, const void*)>;
    const Erased* find(const std::string& command, const std::string& kind) const;
    /// The kinds `command` takes, in the file kind registry's order.
    std::vector<const jobs::FileKind*> kindsOf(const std::string& command) const;
    /// Every command with a handler, sorted.
    std::vector<std::string> commands() const;

    /// A subcommand of the system's own (after the generic ones, in the order added).
    void addCommand(SystemCommand command) { m_own.push_back(std::move(command)); }
    const std::vector<SystemCommand>& ownCommands() const { return m_own; }

private:
    std::map<std::pair<std::string, std::string>, Erased> m_handlers;
    std::vector<SystemCommand> m_own;
};

/// The handlers, registered once on first use.
const KindCommands& kindCommands();
/// Every handler: the generic ones, then each system's (command_registration.cpp).
void registerKindCommands(KindCommands& commands);
/// The generic handlers (kind_commands.cpp, cmd_map.cpp, cmd_los.cpp, cmd_render.cpp, cmd_scenario.cpp, cmd_vassal.cpp).
void registerCommonCommands(KindCommands& commands);
void registerMapCommands(KindCommands& commands);
void registerLosCommands(KindCommands& commands);
void registerPictureCommands(KindCommands& commands);
void registerScenarioCommands(KindCommands& commands);
void registerVassalCommands(KindCommands& commands);
void registerTiledCommands(KindCommands& commands); // cmd_tiled.cpp

/// Open `file` and run `command`'s handler for its kind; the exit code.
int runOnFileErased(const std::string& command, const std::string& file, const void* args);
template <class Args>
int runOnFile(const std::string& command, const std::string& file, const Args& args)
{
    return runOnFileErased(command, file, &args);
}

/// The findings of a document of any kind, as `check` lists them: every one
/// on standard output, "FILE: no findings" when there are none; exit 1 with
/// errors, else 0.
int checkFindings(const jobs::Document& doc);
/// The findings as `info` ends with them ("findings: none" or the count and
/// each); exit 1 with errors, else 0.
int infoFindings(const Findings& findings);

} // namespace crestline::cli
