// Reader errors apart from check errors (see read_errors.h).

#include "editor/jobs/read_errors.h"

#include "editor/jobs/map_document.h"
#include "geometry/finding_codes.h"

#include <map>
#include <mutex>

namespace crestline::jobs {

namespace {

struct ReadErrorsRegistry {
    std::mutex lock;
    std::map<std::string, ReadErrors> byKind;
};

ReadErrorsRegistry& readErrorsRegistry()
{
    static ReadErrorsRegistry registry;
    return registry;
}

} // namespace

void registerReadErrors(const std::string& kind, ReadErrors readErrors)
{
    ReadErrorsRegistry& r = readErrorsRegistry();
    const std::lock_guard<std::mutex> held(r.lock);
    r.byKind[kind] = std::move(readErrors);
}

bool hasReadErrors(const Document& doc)
{
    if (!doc.loaded()) return true;
    if (const auto* map = as<MapDocument>(doc)) return map->hasReadErrors();
    (void)fileKinds(); // the systems register their kinds, and with them how those tell their reader's errors
    ReadErrors readErrors;
    {
        ReadErrorsRegistry& r = readErrorsRegistry();
        const std::lock_guard<std::mutex> held(r.lock);
        if (const auto it = r.byKind.find(doc.kind()); it != r.byKind.end()) readErrors = it->second;
    }
    return readErrors ? readErrors(doc) : doc.hasErrors();
}

bool hasReadingCodeErrors(const Findings& findings)
{
    static constexpr FindingCode kReading[] = {code::FileUnreadable,   code::XmlMalformed,     code::WrongRoot,        code::MissingVersion,
                                               code::NewerVersion,     code::WrongSystem,      code::MissingAttribute, code::MissingElement,
                                               code::DuplicateElement, code::BadValue,         code::UnknownElement,   code::UnknownAttribute,
                                               code::UndeclaredPrefix, code::ReferenceOutside, code::NestingTooDeep,   code::TextTooLong};
    for (const Finding& f : findings)
        if (f.severity >= Severity::Error)
            for (const FindingCode c : kReading)
                if (hasCode(f, c)) return true;
    return false;
}

} // namespace crestline::jobs
