// Loads a Fields of Fire card map with its decks and checks it
// (maps::checkFofMap) [FoF 1.2.1, 2.2.1]. A deck's problems are the map's
// errors, never fatal to it: its cards are then unknown.

#include "formats/common/file_reference.h"
#include "formats/common/xml_support.h"
#include "formats/map/fof/fof_format.h"
#include "geometry/finding_builder.h"
#include "maps/fof/fof_map_checks.h"

namespace crestline::formats {

ReadResult<LoadedFofMap> loadFofMap(const std::filesystem::path& file)
{
    ReadResult<LoadedFofMap> result;
    auto read = readFofMapFile(file);
    result.findings = std::move(read.findings);
    if (!read.value) return result;
    LoadedFofMap loaded{std::move(*read.value), {}, file};
    const std::size_t deckCount = loaded.map.decks.size();
    for (std::size_t i = 0; i < deckCount; ++i) {
        const maps::DeckSource& source = loaded.map.decks[i];
        const std::string element = deckCount > 1 ? "/map/deck[" + std::to_string(i + 1) + "]" : std::string("/map/deck");
        const Location at{file.string(), source.line, 0, element, "", source.id};
        ResolvedReference ref = resolveReference(file, source.href, at);
        if (ref.outside) result.findings.push_back(std::move(*ref.outside));
        auto deck = readFofDeckFile(ref.path);
        for (Finding& f : deck.findings) {
            if (f.severity == Severity::Fatal) changeSeverity(f, Severity::Error); // the map itself still loads
            result.findings.push_back(std::move(f));
        }
        if (!deck.value) continue;
        if (deck.value->id != source.id) {
            result.findings.push_back(makeFinding(code::BadValue)
                                          .at(at)
                                          .message("deck file '" + ref.path.string() + "' holds deck '" + deck.value->id + "', not '" + source.id +
                                                   "' as <deck id> says; its cards are not loaded"));
            continue;
        }
        loaded.decks.push_back(std::move(*deck.value));
    }
    for (Finding& f : maps::checkFofMap(loaded.map, loaded.decks, file.string())) result.findings.push_back(std::move(f));
    result.value = std::move(loaded);
    return result;
}

} // namespace crestline::formats
