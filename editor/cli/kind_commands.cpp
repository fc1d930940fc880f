// Which command runs on which kind of file (see kind_commands.h), and the
// handlers every kind shares: `check` lists a document's findings.

#include "editor/cli/kind_commands.h"

#include "editor/cli/commands.h"
#include "maps/terrain_catalog.h"
#include "scenarios/sighting_setup.h"

#include <iostream>
#include <set>

namespace crestline::cli {

const KindCommands::Erased* KindCommands::find(const std::string& command, const std::string& kind) const
{
    const auto it = m_handlers.find({command, kind});
    return it == m_handlers.end() ? nullptr : &it->second;
}

std::vector<const jobs::FileKind*> KindCommands::kindsOf(const std::string& command) const
{
    std::vector<const jobs::FileKind*> out;
    for (const jobs::FileKind& k : jobs::fileKinds().kinds())
        if (find(command, k.id)) out.push_back(&k);
    return out;
}

std::vector<std::string> KindCommands::commands() const
{
    std::set<std::string> names;
    for (const auto& [key, run] : m_handlers) names.insert(key.first);
    return {names.begin(), names.end()};
}

const KindCommands& kindCommands()
{
    static const KindCommands commands = [] {
        KindCommands c;
        registerKindCommands(c);
        return c;
    }();
    return commands;
}

int runOnFileErased(const std::string& command, const std::string& file, const void* args)
{
    jobs::OpenedDocument opened = jobs::openDocument(file);
    if (!opened.document) return reportNotRun(opened);
    const auto* run = kindCommands().find(command, opened.kind->id);
    if (!run) {
        std::cerr << file << ": `crestline " << command << "` does not take a " << opened.kind->describe() << "; it takes: "
                  << jobs::describeKinds(kindCommands().kindsOf(command)) << "\n";
        return kExitBadInput;
    }
    return (*run)(*opened.document, args);
}

int checkFindings(const jobs::Document& doc)
{
    if (!doc.loaded()) {
        jobs::JobReport report;
        report.findings = doc.findings();
        jobs::refuse(report, jobs::refusalFor(report.findings), doc.file().string() + ": the file could not be read");
        return reportNotRun(report);
    }
    printFindings(std::cout, doc.findings());
    if (doc.findings().empty()) std::cout << doc.file().string() << ": no findings\n";
    return doc.hasErrors() ? kExitFindings : kExitOk;
}

int infoFindings(const Findings& findings)
{
    if (findings.empty()) {
        std::cout << "findings: none\n";
    } else {
        std::cout << "findings: " << findings.size() << "\n";
        printFindings(std::cout, findings);
    }
    return hasErrors(findings) ? kExitFindings : kExitOk;
}

namespace {

/// `info` of a document its kind reads with nothing more: the head line, then the findings.
template <class T>
using Read = jobs::ReadDocument<T>;

int notRead(const jobs::Document& doc)
{
    jobs::JobReport report;
    report.findings = doc.findings();
    jobs::refuse(report, jobs::refusalFor(report.findings), doc.file().string() + ": the file could not be read");
    return reportNotRun(report);
}

} // namespace

void registerCommonCommands(KindCommands& commands)
{
    // `check` of any kind: its reading findings (and the checks its document runs).
    for (const jobs::FileKind& k : jobs::fileKinds().kinds())
        commands.on<CheckArgs>("check", k.id, [](jobs::Document& doc, const CheckArgs& args) {
            if (!args.setups.empty()) {
                std::cerr << doc.file().string() << ": --setup is for scenarios; this is a " << jobs::fileKinds().byId(doc.kind())->describe() << "\n";
                return kExitBadInput;
            }
            return checkFindings(doc);
        });
    commands.on<InfoArgs>("info", "terrain-catalog", [](jobs::Document& doc, const InfoArgs&) {
        const auto* c = jobs::as<Read<maps::TerrainCatalog>>(doc);
        if (!c->loaded()) return notRead(doc);
        const maps::TerrainCatalog& cat = *c->value;
        std::cout << cat.name << ", terrain catalog, system " << cat.system << "\n";
        std::cout << "terrain types: " << cat.terrains.size() << " (includes resolved), default type " << cat.defaultType << "\n";
        return infoFindings(doc.findings());
    });
    commands.on<InfoArgs>("info", "sighting-setup", [](jobs::Document& doc, const InfoArgs&) {
        const auto* s = jobs::as<Read<scenarios::SightingSetup>>(doc);
        if (!s->loaded()) return notRead(doc);
        const scenarios::SightingSetup& setup = *s->value;
        std::cout << "Sighting setup (" << (setup.view == scenarios::SetupView::Owner ? (setup.setupId.empty() ? "owner's plan" : "owner's file") : "opponent's file")
                  << ") of scenario " << setup.scenarioId << ", side " << setup.side << "\n";
        std::cout << "markers: " << setup.markers.size() << "\n";
        return infoFindings(doc.findings());
    });
    registerMapCommands(commands);
    registerLosCommands(commands);
    registerPictureCommands(commands);
    registerVassalCommands(commands);
    registerScenarioCommands(commands);
    registerTiledCommands(commands);
}

} // namespace crestline::cli
