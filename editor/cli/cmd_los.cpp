// `crestline los`, `viewshed` and `matrix`: LOS rulings, one hex's viewshed
// and the all-pairs matrix, computed by the same engine the editor uses.

#include "editor/cli/commands.h"

#include "formats/common/atomic_file.h"
#include "formats/map/map_format.h"
#include "geometry/los/analysis.h"
#include "maps/los_scene.h"

#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

namespace crestline::cli {

namespace {

using geometry::OffsetCoord;
using namespace geometry::los;

/// A map loaded and prepared for LOS.
struct LosJob {
    formats::LoadedMap loaded;
    std::unique_ptr<maps::MapAnalysis> analysis;
    std::unique_ptr<Scene> scene;
    std::unique_ptr<LosRules> rules;
    PlayState state;
    const geometry::HexGrid& grid() const { return scene->grid(); }
};

std::unique_ptr<LosJob> prepare(const std::string& path, const std::vector<std::string>& smoke, int& result)
{
    auto r = formats::loadMap(path);
    if (!r.ok()) {
        printFindings(std::cerr, r.findings);
        result = kExitBadInput;
        return nullptr;
    }
    auto job = std::make_unique<LosJob>();
    job->loaded = std::move(*r.value);
    job->analysis = std::make_unique<maps::MapAnalysis>(job->loaded.map, job->loaded.catalog);
    job->scene = std::make_unique<Scene>(maps::buildLosScene(*job->analysis));
    job->rules = rulesFor(job->loaded.map.system);
    if (!job->rules) {
        std::cerr << path << ": no LOS rules for game system '" << job->loaded.map.system << "' yet (implemented: ff)\n";
        result = kExitBadInput;
        return nullptr;
    }
    for (const std::string& s : smoke) {
        // HEX or HEX:2 (depleted); full Smoke is 5 [8.2].
        const auto colon = s.find(':');
        const std::string label = s.substr(0, colon);
        int value = 5;
        if (colon != std::string::npos) {
            const std::string v = s.substr(colon + 1);
            if (v == "2" || v == "depleted") value = 2;
            else if (v == "5" || v == "full") value = 5;
            else {
                std::cerr << "--smoke " << s << ": the value after ':' must be 5 (full) or 2 (depleted)\n";
                result = kExitBadInput;
                return nullptr;
            }
        }
        const auto hex = job->grid().parseLabel(label);
        if (!hex) {
            std::cerr << "--smoke " << s << ": no hex '" << label << "' on this map\n";
            result = kExitBadInput;
            return nullptr;
        }
        job->state.smoke.push_back({*hex, value});
    }
    return job;
}

std::optional<OffsetCoord> hexArg(const LosJob& job, const std::string& label, int& result)
{
    auto h = job.grid().parseLabel(label);
    if (!h) {
        std::cerr << "no hex '" << label << "' on this map (" << job.grid().label({0, 0}) << " .. "
                  << job.grid().label({job.grid().columns() - 1, job.grid().rows() - 1}) << ")\n";
        result = kExitBadInput;
    }
    return h;
}

std::string json(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\', out += c;
        else if (c == '\n') out += "\\n";
        else if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else out += c;
    }
    return out + "\"";
}

std::string fixed1(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

std::string crossingName(Crossing c)
{
    switch (c) {
    case Crossing::Interior: return "interior";
    case Crossing::Hexside: return "hexside";
    case Crossing::Vertex: return "vertex";
    }
    return "?";
}

std::string roleName(TraceStep::Role r)
{
    switch (r) {
    case TraceStep::Role::Sighter: return "sighter";
    case TraceStep::Role::Target: return "target";
    case TraceStep::Role::Intervening: return "intervening";
    }
    return "?";
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

/// The ruling in one sentence: "J17 -> C4: BLOCKED by building b12 at level 0 [24.52], ..."
std::string headline(const LosJob& job, const Ruling& r)
{
    const auto& g = job.grid();
    std::string s = g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(verdictName(r.verdict));
    if (r.verdict == Verdict::Hindered) s += " " + std::to_string(r.hindrance);
    if (r.verdict == Verdict::Clear) s += " (hindrance 1)";
    s += (r.verdict == Verdict::Clear ? ": " : r.verdict == Verdict::Blind ? ": " : " by ") + r.reason + " " + r.rule;
    if (r.hasContact) {
        const geometry::Point m = g.toMap(r.contact);
        s += ", string touches it at (" + fixed1(m.u) + ", " + fixed1(m.v) + ") in hex " + g.label(r.contactHex);
    } else if (r.verdict != Verdict::Clear && r.artwork >= 0) {
        s += " in hex " + g.label(r.contactHex);
    }
    return s;
}

void printRuling(const LosJob& job, const Ruling& r)
{
    std::cout << headline(job, r) << "\n";
    std::cout << "levels: " << job.grid().label(r.from) << " " << r.levelFrom << ", " << job.grid().label(r.to) << " " << r.levelTo << "\n";
    std::cout << "string, hex by hex:\n";
    for (const TraceStep& t : r.trace) {
        std::string how = crossingName(t.how);
        if (t.how == Crossing::Hexside) how += " " + t.sideName;
        char line[160];
        std::snprintf(line, sizeof line, "  %-10s %-11s level %2d  %-12s", t.label.c_str(), roleName(t.role).c_str(), t.level, how.c_str());
        std::cout << line;
        for (std::size_t i = 0; i < t.found.size(); ++i) std::cout << (i ? "; " : "") << t.found[i].what;
        std::cout << "\n";
    }
}

void printRulingJson(const LosJob& job, const Ruling& r)
{
    const auto& g = job.grid();
    std::ostringstream o;
    o << "{\n  \"from\": " << json(g.label(r.from)) << ",\n  \"to\": " << json(g.label(r.to)) << ",\n";
    o << "  \"levels\": {\"from\": " << r.levelFrom << ", \"to\": " << r.levelTo << "},\n";
    o << "  \"verdict\": " << json(std::string(verdictName(r.verdict))) << ",\n  \"hindrance\": " << r.hindrance << ",\n";
    o << "  \"rule\": " << json(r.rule) << ",\n  \"reason\": " << json(r.reason) << ",\n";
    o << "  \"summary\": " << json(headline(job, r)) << ",\n";
    if (r.artwork >= 0) {
        const Artwork& a = job.scene->artwork()[std::size_t(r.artwork)];
        o << "  \"feature\": {\"id\": " << json(a.id) << ", \"terrain\": " << json(a.terrain) << ", \"level\": " << a.level << "},\n";
    } else {
        o << "  \"feature\": null,\n";
    }
    if (r.hasContact) {
        const geometry::Point m = g.toMap(r.contact);
        o << "  \"contact\": {\"hex\": " << json(g.label(r.contactHex)) << ", \"x\": " << fixed1(m.u) << ", \"y\": " << fixed1(m.v)
          << "},\n";
    } else {
        o << "  \"contact\": null,\n";
    }
    o << "  \"trace\": [";
    for (std::size_t i = 0; i < r.trace.size(); ++i) {
        const TraceStep& t = r.trace[i];
        o << (i ? "," : "") << "\n    {\"hex\": " << json(t.label) << ", \"role\": " << json(roleName(t.role)) << ", \"level\": " << t.level
          << ", \"crossing\": " << json(crossingName(t.how)) << ", \"side\": " << (t.sideName.empty() ? "null" : json(t.sideName))
          << ", \"found\": [";
        for (std::size_t k = 0; k < t.found.size(); ++k) o << (k ? ", " : "") << json(t.found[k].what);
        o << "]}";
    }
    o << "\n  ]\n}\n";
    std::cout << o.str();
}

char symbol(Cell c)
{
    switch (c.verdict()) {
    case Verdict::Clear: return '.';
    case Verdict::Hindered: return char('0' + std::min(c.hindrance(), 9));
    case Verdict::Blocked: return '#';
    case Verdict::Blind: return 'b';
    }
    return '?';
}

void printViewshedText(const LosJob& job, OffsetCoord from, const std::vector<Cell>& cells)
{
    const auto& g = job.grid();
    const bool flat = g.spec().orientation == geometry::HexOrientation::FlatTop;
    std::cout << "viewshed from " << g.label(from) << " (level " << job.scene->hexLevel(from)
              << "): @ viewer, . clear, 2-9 hindered, # blocked, b blind\n";
    if (flat) {
        // Each hex sits on the text line of its centre's v: columns interleave as on the map.
        std::int64_t minV = g.centre({0, 0}).v, maxV = minV;
        for (int i = 0; i < g.count(); ++i) {
            minV = std::min(minV, g.centre(g.fromIndex(i)).v);
            maxV = std::max(maxV, g.centre(g.fromIndex(i)).v);
        }
        std::cout << "     ";
        for (int c = 0; c < g.columns(); ++c) {
            const std::string l = g.label({c, 0});
            std::cout << (c % 2 == 0 ? l.substr(0, 1) : std::string(" ")) << ' ';
        }
        std::cout << "\n";
        for (std::int64_t v = minV; v <= maxV; ++v) {
            std::string line(std::size_t(2 * g.columns()), ' ');
            std::string rowLabel;
            for (int c = 0; c < g.columns(); ++c) {
                const auto h = g.hexAtCentre({3 * std::int64_t(c), v});
                if (!h || !g.contains(*h)) continue;
                line[std::size_t(2 * c)] = *h == from ? '@' : symbol(cells[std::size_t(g.index(*h))]);
                if (c == 0) rowLabel = std::to_string(h->row + g.spec().firstRow);
            }
            char head[8];
            std::snprintf(head, sizeof head, "%4s ", rowLabel.c_str());
            std::cout << head << line << "\n";
        }
    } else {
        for (int r = 0; r < g.rows(); ++r) {
            std::cout << (g.centre({0, r}).u % 2 ? " " : "");
            for (int c = 0; c < g.columns(); ++c)
                std::cout << (OffsetCoord{c, r} == from ? '@' : symbol(cells[std::size_t(g.index({c, r}))])) << ' ';
            std::cout << "\n";
        }
    }
    std::map<std::string, int> counts;
    for (int i = 0; i < g.count(); ++i) {
        if (g.fromIndex(i) == from) continue;
        const Cell c = cells[std::size_t(i)];
        counts[c.verdict() == Verdict::Hindered ? "hindered " + std::to_string(c.hindrance()) : std::string(verdictName(c.verdict()))]++;
    }
    std::cout << "counts:";
    for (const auto& [k, n] : counts) std::cout << " " << k << " " << n << ";";
    std::cout << " (" << g.count() - 1 << " hexes)\n";
}

void runLos(const std::string& path, const std::string& from, const std::string& to, const std::vector<std::string>& smoke, bool asJson,
            int& result)
{
    auto job = prepare(path, smoke, result);
    if (!job) return;
    const auto a = hexArg(*job, from, result), b = hexArg(*job, to, result);
    if (!a || !b) return;
    const Ruling r = job->rules->check(*job->scene, *a, *b, job->state, Detail::Full);
    if (asJson) printRulingJson(*job, r);
    else printRuling(*job, r);
    result = kExitOk;
}

void runViewshed(const std::string& path, const std::string& from, const std::vector<std::string>& smoke, bool asJson, int& result)
{
    auto job = prepare(path, smoke, result);
    if (!job) return;
    const auto a = hexArg(*job, from, result);
    if (!a) return;
    const auto cells = viewshed(*job->rules, *job->scene, *a, job->state);
    const auto blind = blindZone(*job->rules, *job->scene, *a, job->state);
    const auto& g = job->grid();
    if (asJson) {
        std::cout << "{\n  \"from\": " << json(g.label(*a)) << ",\n  \"cells\": {";
        for (int i = 0; i < g.count(); ++i) {
            const Cell c = cells[std::size_t(i)];
            std::cout << (i ? ", " : "") << json(g.label(g.fromIndex(i))) << ": {\"verdict\": " << json(std::string(verdictName(c.verdict())))
                      << ", \"hindrance\": " << c.hindrance() << "}";
        }
        std::cout << "},\n  \"blind\": [";
        for (std::size_t i = 0; i < blind.size(); ++i) {
            const auto& bh = blind[i];
            std::cout << (i ? ", " : "") << "{\"hex\": " << json(g.label(bh.hex)) << ", \"blind_hex\": " << json(g.label(bh.blind)) << ", \"obstacle\": "
                      << json(job->scene->artwork()[std::size_t(bh.artwork)].id) << ", \"obstacle_hex\": " << json(g.label(bh.obstacleHex)) << "}";
        }
        std::cout << "]\n}\n";
    } else {
        printViewshedText(*job, *a, cells);
        if (!blind.empty()) {
            std::cout << "blind [24.53]:\n";
            for (const auto& bh : blind)
                std::cout << "  " << g.label(*a) << " -> " << g.label(bh.hex) << ": " << job->scene->artwork()[std::size_t(bh.artwork)].id
                          << " in " << g.label(bh.obstacleHex) << " makes " << g.label(bh.blind) << " a blind hex\n";
        }
    }
    result = kExitOk;
}

void runMatrix(const std::string& path, const std::string& out, int threads, int& result)
{
    auto job = prepare(path, {}, result);
    if (!job) return;
    const LosMatrix m = allPairs(*job->rules, *job->scene, job->state, threads);
    const auto& g = job->grid();
    std::ostringstream csv;
    csv << "from\\to";
    for (int j = 0; j < g.count(); ++j) csv << "," << g.label(g.fromIndex(j));
    csv << "\n";
    for (int i = 0; i < g.count(); ++i) {
        csv << g.label(g.fromIndex(i));
        for (int j = 0; j < g.count(); ++j) {
            const Cell c = m.at(i, j);
            csv << ",";
            if (i == j) csv << "self";
            else if (c.verdict() == Verdict::Hindered) csv << "h" << c.hindrance();
            else csv << verdictName(c.verdict());
        }
        csv << "\n";
    }
    if (auto err = formats::saveAtomically(out, csv.str())) {
        std::cerr << *err << "\n";
        result = kExitBadInput;
        return;
    }
    std::cout << "wrote " << out << ": " << g.count() << " x " << g.count() << " rulings (" << m.bytes() << " bytes in memory)\n";
    result = kExitOk;
}

} // namespace

void addLosCommands(CLI::App& app, int& result)
{
    struct Args {
        std::string map, from, to, out;
        std::vector<std::string> smoke;
        bool json = false;
        int threads = 2;
    };
    auto args = std::make_shared<Args>();

    auto* los = app.add_subcommand("los", "Rule on LOS between two hexes and explain the ruling");
    los->add_option("MAP", args->map, "map file")->required();
    los->add_option("FROM", args->from, "sighter's hex, e.g. J17")->required();
    los->add_option("TO", args->to, "target's hex")->required();
    los->add_option("--smoke", args->smoke, "a Smoke marker: HEX (full, 5) or HEX:2 (depleted); repeatable");
    los->add_flag("--json", args->json, "print the ruling as JSON");
    los->callback([args, &result] { runLos(args->map, args->from, args->to, args->smoke, args->json, result); });

    auto* vs = app.add_subcommand("viewshed", "Classify every hex as seen from one hex");
    vs->add_option("MAP", args->map, "map file")->required();
    vs->add_option("FROM", args->from, "viewer's hex")->required();
    vs->add_option("--smoke", args->smoke, "a Smoke marker: HEX or HEX:2; repeatable");
    vs->add_flag("--json", args->json, "print as JSON");
    vs->callback([args, &result] { runViewshed(args->map, args->from, args->smoke, args->json, result); });

    auto* mx = app.add_subcommand("matrix", "All-pairs LOS matrix of a map as CSV");
    mx->add_option("MAP", args->map, "map file")->required();
    mx->add_option("--out", args->out, "CSV file to write")->required();
    mx->add_option("--threads", args->threads, "worker threads (default 2)")->check(CLI::Range(1, 64));
    mx->callback([args, &result] { runMatrix(args->map, args->out, args->threads, result); });
}

} // namespace crestline::cli
