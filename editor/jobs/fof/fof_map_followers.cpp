// The other missions of a card map following its growth (see fof_map_followers.h).

#include "editor/jobs/fof/fof_map_followers.h"

#include "editor/jobs/fof/fof_mission_grow.h"
#include "formats/common/atomic_file.h"
#include "formats/common/file_reference.h"
#include "formats/scenario/fof/fof_mission_format.h"
#include "formats/scenario/gts/gts_scenario_format.h"

#include <algorithm>
#include <cctype>
#include <system_error>

namespace crestline::jobs {

namespace fs = std::filesystem;

namespace {

/// Where the root element starts: after the declaration, comments and white space (never inside a comment); npos: none.
std::size_t followerRootAt(const std::string& text)
{
    std::size_t at = 0;
    while (at < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[at]))) ++at;
        else if (text.compare(at, 2, "<?") == 0) at = text.find("?>", at) == std::string::npos ? std::string::npos : text.find("?>", at) + 2;
        else if (text.compare(at, 4, "<!--") == 0) at = text.find("-->", at) == std::string::npos ? std::string::npos : text.find("-->", at) + 3;
        else return text.compare(at, 9, "<scenario") == 0 ? at : std::string::npos;
        if (at == std::string::npos) return at;
    }
    return std::string::npos;
}

/// The same file, whether the paths spell it alike or not.
fs::path followerKey(const fs::path& p)
{
    std::error_code ec;
    fs::path out = fs::weakly_canonical(fs::absolute(p), ec);
    return ec ? fs::absolute(p).lexically_normal() : out;
}

std::string followerPlural(std::size_t n, const std::string& one, const std::string& many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

/// What renumbering changed, in words ("the map size (5 x 3), 3 point controls, ...").
std::string followerChanges(const scenarios::fof::Mission& a, const scenarios::fof::Mission& b)
{
    std::vector<std::string> parts;
    if (a.columns != b.columns || a.rows != b.rows)
        parts.push_back("map size " + std::to_string(a.columns) + "x" + std::to_string(a.rows) + " -> " + std::to_string(b.columns) + "x" +
                        std::to_string(b.rows));
    auto count = [](const auto& x, const auto& y) {
        std::size_t n = 0;
        for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) n += x[i] == y[i] ? 0 : 1;
        return n;
    };
    if (const std::size_t n = count(a.lines, b.lines)) parts.push_back(followerPlural(n, "line", "lines"));
    if (const std::size_t n = count(a.points, b.points)) parts.push_back(followerPlural(n, "point control", "point controls"));
    if (const std::size_t n = count(a.contacts, b.contacts)) parts.push_back(followerPlural(n, "Potential Contact", "Potential Contacts"));
    if (const std::size_t n = count(a.units, b.units)) parts.push_back(followerPlural(n, "unit", "units"));
    if (!(a.usStart == b.usStart)) parts.push_back("the US start");
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
    return out.empty() ? "nothing" : out;
}

} // namespace

std::string keepFofMissionProlog(const std::string& before, const std::string& written)
{
    const std::size_t was = followerRootAt(before), now = followerRootAt(written);
    if (was == std::string::npos || now == std::string::npos) return written;
    return before.substr(0, was) + written.substr(now);
}

std::vector<FofMapStep> fofStepsBetween(const std::vector<FofMapStep>& from, const std::vector<FofMapStep>& to)
{
    std::size_t common = 0;
    while (common < from.size() && common < to.size() && from[common] == to[common]) ++common;
    std::vector<FofMapStep> out;
    for (std::size_t i = from.size(); i > common; --i) out.push_back({from[i - 1].side, !from[i - 1].add});
    out.insert(out.end(), to.begin() + static_cast<std::ptrdiff_t>(common), to.end());
    return out;
}

maps::FofMap applyFofMapSteps(const maps::FofMap& map, const std::vector<FofMapStep>& steps, std::string& refusal)
{
    maps::FofMap now = map;
    refusal.clear();
    for (const FofMapStep& s : steps) {
        FofGrowth g = growFofMap(now, s.side, s.add);
        if (!g.refusal.empty()) {
            refusal = g.label + ": " + g.refusal;
            return map;
        }
        now = std::move(g.after);
    }
    return now;
}

std::string renumberFofMissionText(const std::string& text, const fs::path& file, const maps::FofMap& before,
                                   const std::vector<FofMapStep>& steps, FofFollower& out)
{
    const std::string name = file.string();
    auto read = formats::readFofMissionText(text, name);
    if (!read.value || hasErrors(read.findings)) {
        std::string why;
        for (const Finding& f : read.findings)
            if (f.severity >= Severity::Error) {
                why = formatFinding(f);
                break;
            }
        return name + ": the mission does not read without errors, so it cannot be renumbered for the grown card map (" + why + ")";
    }
    const scenarios::fof::Mission& was = *read.value;
    // Rewritten as the forms write a mission: only a file already in that layout loses nothing but its old cells.
    if (keepFofMissionProlog(text, formats::writeFofMissionText(was)) != text)
        return name + ": the mission is not written as the editor writes missions (a comment inside <scenario>, or another layout), so "
                      "renumbering it would change more than its cells: open it in the editor and save it once, then save the card map again";
    scenarios::fof::Mission now = was;
    maps::FofMap map = before;
    for (const FofMapStep& s : steps) {
        FofMissionGrowth g = growFofMission(now, map, s.side, s.add);
        if (!g.refusal.empty()) return name + ": " + g.label + " cannot renumber this mission: " + g.refusal;
        now = std::move(g.mission);
        map = std::move(g.map);
    }
    out.file = file;
    out.text = keepFofMissionProlog(text, formats::writeFofMissionText(now));
    out.what = followerChanges(was, now);
    return {};
}

FofFollowers fofMapFollowers(const fs::path& mapFile, const maps::FofMap& before, const std::vector<FofMapStep>& steps,
                             const std::vector<fs::path>& folders, const std::vector<fs::path>& skip)
{
    FofFollowers out;
    const fs::path mapKey = followerKey(mapFile);
    std::vector<fs::path> skipped;
    for (const fs::path& s : skip) skipped.push_back(followerKey(s));
    std::vector<fs::path> seenFolders;
    auto refuse = [&out](std::string why) {
        out.missions.clear(); // refused: nothing to write
        out.refusal = std::move(why);
        return out;
    };
    for (const fs::path& folder : folders) {
        const fs::path folderKey = followerKey(folder.empty() ? fs::path(".") : folder);
        if (std::find(seenFolders.begin(), seenFolders.end(), folderKey) != seenFolders.end()) continue;
        seenFolders.push_back(folderKey);
        std::vector<fs::path> files;
        std::error_code ec;
        for (fs::directory_iterator it(folder.empty() ? fs::path(".") : folder, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string n = it->path().filename().string();
            if (n.starts_with(".") || !n.ends_with(".scenario.xml")) continue;
            std::error_code typeError;
            if (!it->is_regular_file(typeError)) continue;
            files.push_back(it->path());
        }
        if (ec) {
            return refuse(folder.string() + ": cannot list the folder to find the card map's other missions (" + ec.message() + ")");
        }
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            if (std::find(skipped.begin(), skipped.end(), followerKey(file)) != skipped.end()) continue;
            std::string error;
            const auto text = formats::readWholeFile(file, &error);
            if (!text) {
                return refuse(file.string() + ": cannot read it to see whether it uses the grown card map (" + error + ")");
            }
            const auto system = formats::scenarioSystemOf(*text);
            if (!system) {
                return refuse(file.string() + ": not a scenario whose system can be read, so whether it uses the grown card map is unknown");
            }
            if (*system != formats::kFofSystem) continue;
            // Its card map, as the loader resolves it; a mission whose href cannot be read is refused below, when reading it.
            const auto mission = formats::readFofMissionText(*text, file.string());
            if (mission.value && !mission.value->mapHref.empty()) {
                const formats::ResolvedReference ref = formats::resolveReference(file, mission.value->mapHref, Location{});
                if (followerKey(ref.path) != mapKey) continue;
            }
            FofFollower f;
            if (std::string why = renumberFofMissionText(*text, file, before, steps, f); !why.empty()) return refuse(std::move(why));
            if (f.text != *text) out.missions.push_back(std::move(f));
        }
    }
    return out;
}

} // namespace crestline::jobs
