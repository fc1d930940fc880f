// LOS jobs on a Fields of Fire card map (see fof_los_jobs.h).

#include "editor/jobs/fof/fof_los_jobs.h"

#include "editor/jobs/document_io.h"
#include "geometry/finding_codes.h"
#include "maps/fof/fof_board_builder.h"
#include "maps/fof/fof_map_checks.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace crestline::jobs {

namespace {

using geometry::OffsetCoord;
using namespace geometry::los;

std::string lower(std::string s)
{
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// A whole number of digits only (no sign: columns and rows start at 0 or 1).
std::optional<int> digits(std::string_view s)
{
    if (s.empty() || s.size() > 6 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
    return std::stoi(std::string(s));
}

/// "3,2", "(3,2)", "c3r2" (already lower case) as (3, 2).
std::optional<OffsetCoord> cellOf(std::string_view s)
{
    if (s.size() >= 2 && s.front() == '(' && s.back() == ')') s = s.substr(1, s.size() - 2);
    if (const auto comma = s.find(','); comma != std::string_view::npos) {
        const auto c = digits(s.substr(0, comma)), r = digits(s.substr(comma + 1));
        if (c && r) return OffsetCoord{*c, *r};
        return std::nullopt;
    }
    if (s.size() >= 4 && s.front() == 'c') {
        const auto rAt = s.find('r');
        if (rAt == std::string_view::npos) return std::nullopt;
        const auto c = digits(s.substr(1, rAt - 1)), r = digits(s.substr(rAt + 1));
        if (c && r) return OffsetCoord{*c, *r};
    }
    return std::nullopt;
}

bool hasArea(const maps::FofMap& map, maps::HelicopterArea area)
{
    return std::any_of(map.helicopterStaging.begin(), map.helicopterStaging.end(), [area](const auto& h) { return h.area == area; });
}

/// An end named by `name`, or false with `report` marked bad input.
std::optional<OffsetCoord> cellEnd(const FofMapDocument& doc, const std::string& name, JobReport& report)
{
    std::string problem;
    auto cell = doc.parseCell(name, problem);
    if (!cell) refuse(report, Outcome::BadInput, problem);
    return cell;
}

} // namespace

FofMapDocument FofMapDocument::open(const std::filesystem::path& file)
{
    FofMapDocument doc;
    doc.m_file = file;
    auto read = formats::loadFofMap(file);
    doc.m_findings = std::move(read.findings);
    doc.m_loaded = std::move(read.value);
    if (doc.m_loaded && !doc.hasErrors()) {
        auto built = maps::buildFofBoard(doc.m_loaded->map, doc.m_loaded->decks);
        doc.m_board = std::move(built.board);
        doc.m_boardProblem = std::move(built.problem);
    }
    return doc;
}

bool FofMapDocument::hasErrors() const { return crestline::hasErrors(m_findings); }

FofMapDocument FofMapDocument::fromMap(maps::FofMap map, std::vector<maps::FofDeck> decks, const std::filesystem::path& file)
{
    FofMapDocument doc;
    doc.m_file = file;
    doc.m_loaded = formats::LoadedFofMap{{}, std::move(decks), file};
    return doc.edited(std::move(map));
}

FofMapDocument FofMapDocument::edited(maps::FofMap map) const
{
    FofMapDocument doc;
    doc.m_file = m_file;
    if (!m_loaded) return doc;
    formats::LoadedFofMap loaded{std::move(map), m_loaded->decks, m_loaded->file};
    doc.m_findings = maps::checkFofMap(loaded.map, loaded.decks, m_file.string());
    doc.m_loaded = std::move(loaded);
    if (!doc.hasErrors()) {
        auto built = maps::buildFofBoard(doc.m_loaded->map, doc.m_loaded->decks);
        doc.m_board = std::move(built.board);
        doc.m_boardProblem = std::move(built.problem);
    }
    return doc;
}

Findings FofMapDocument::save(const std::filesystem::path& file) const
{
    if (!m_loaded) return {};
    return formats::writeFofMapFile(m_loaded->map, file);
}

std::optional<OffsetCoord> FofMapDocument::parseCell(const std::string& name, std::string& problem) const
{
    const std::string key = lower(name);
    const std::string map = m_file.string();
    std::optional<OffsetCoord> cell;
    if (key == "pz" || key == "pickup-zone") {
        if (!hasArea(m_loaded->map, maps::HelicopterArea::PickupZone)) {
            problem = "'" + name + "': " + map + " has no Pickup Zone (Helicopter Staging Area) [2.4.2 B]";
            return std::nullopt;
        }
        return FofBoard::kPickupZone;
    }
    if (key == "enroute") {
        if (!hasArea(m_loaded->map, maps::HelicopterArea::Enroute)) {
            problem = "'" + name + "': " + map + " has no Enroute Helicopter Staging Area [2.4.2 B]";
            return std::nullopt;
        }
        return FofBoard::kEnroute;
    }
    cell = cellOf(key);
    if (!cell) {
        problem = "'" + name + "' is not a card cell: write C3R2 or 3,2 (column 3, row 2), row 0 for the Main Staging Area (C3R0), PZ or enroute";
        return std::nullopt;
    }
    if (!m_board->present(*cell)) {
        const auto& g = m_board->grid();
        problem = "no card at " + m_board->cellName(*cell) + " on " + map + " (cards in columns 1 to " + std::to_string(g.columns()) + ", rows 1 to " +
                  std::to_string(g.rows()) + "; row 0 is the Main Staging Area)";
        return std::nullopt;
    }
    return cell;
}

std::vector<OffsetCoord> FofMapDocument::cards() const
{
    std::vector<OffsetCoord> out;
    if (!m_board) { // a map with errors has no LOS board: its cards where the file places them, so it can be mended
        if (!m_loaded) return out;
        for (const maps::StagingCard& s : m_loaded->map.mainStaging) out.push_back({s.column, 0});
        for (const maps::CardStack& c : m_loaded->map.cells) out.push_back({c.column, c.row});
        std::sort(out.begin(), out.end(), [](OffsetCoord a, OffsetCoord b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }
    const auto& g = m_board->grid();
    for (int i = 0; i < g.count(); ++i)
        if (m_board->present(g.fromIndex(i))) out.push_back(g.fromIndex(i)); // index order: row by row from row 0
    return out;
}

bool fofPlay(const FofMapDocument& doc, const std::vector<std::string>& smoke, const PlayText& text, FofPlay& play, JobReport& report)
{
    auto bad = [&report](std::string why) {
        refuse(report, Outcome::BadInput, std::move(why));
        return false;
    };
    using namespace geometry::los;
    const std::string here = "LOS on this fof map (Fields of Fire) reads no ";
    if (!text.barrage.empty()) return bad("--barrage: " + here + "barrage markers; the flag is for gts maps (FoF: --incoming, --air-strike)");
    if (!text.weather.empty()) return bad("--weather: " + here + "weather; the flag is for gts maps (FoF: --night for the visibility)");
    if (!text.attack.empty()) return bad("--attack: " + here + "attack kind; the flag is for coh maps");
    if (text.purpose == "comm") play.purpose = Purpose::Comm;
    else if (text.purpose == "spot")
        return bad("--purpose spot: Fields of Fire has no spotting purpose; the purpose is fire or comm (radios needing LOS) [2.4.2 A]");
    else if (!text.purpose.empty() && text.purpose != "fire") return bad("--purpose " + text.purpose + ": the purpose is fire or comm");
    play.maxRange = text.night ? 1 : 3; // fof-los.md step 5, DECISION: M = 3 in daylight, else 1 [1.2.7]
    // fof-los.md "Words", DECISION: Smoke, Incoming and Air Strike obscure a card.
    const std::pair<const char*, const std::vector<std::string>*> kinds[] = {{"--smoke", &smoke}, {"--incoming", &text.incoming}, {"--air-strike", &text.airStrike}};
    for (const auto& [flag, items] : kinds)
        for (const std::string& item : *items) {
            std::string problem;
            const auto cell = doc.parseCell(item, problem);
            if (!cell) return bad(std::string(flag) + " " + item + ": " + problem);
            if (!play.isObscured(*cell)) play.obscured.push_back(*cell);
        }
    for (const auto& [flag, e] : {std::pair{"--eye-from", text.eyeFrom}, std::pair{"--eye-to", text.eyeTo}})
        if (e && (*e < -1 || *e > 1)) return bad(std::string(flag) + " " + std::to_string(*e) + ": the eye-level offset is -1, 0 or 1 [1.2.1 G]");
    return true;
}


bool readyForFofLos(const FofMapDocument& doc, JobReport& report, std::string_view what)
{
    report.findings = doc.findings();
    if (!doc.loaded() || doc.hasErrors()) {
        refuse(report, refusalFor(doc.findings()),
               doc.file().string() + ": no " + std::string(what) + " is given because the card map " + (doc.loaded() ? "has errors" : "could not be read"));
        return false;
    }
    if (!doc.board()) {
        refuse(report, Outcome::BadInput, doc.file().string() + ": no " + std::string(what) + " is given: " + doc.boardProblem());
        return false;
    }
    return true;
}

FofLosResult ruleFofLos(const FofMapDocument& doc, const FofLosOptions& options)
{
    FofLosResult result;
    FofPlay play;
    if (!readyForFofLos(doc, result, "ruling") || !fofPlay(doc, options.smoke, options.play, play, result)) return result;
    const auto from = cellEnd(doc, options.from, result);
    const auto to = from ? cellEnd(doc, options.to, result) : std::nullopt;
    if (!to) return result;
    const FofBoard& board = *doc.board();
    const FofEnds ends{*from, *to, options.play.eyeFrom.value_or(0), options.play.eyeTo.value_or(0)};
    formats::FofRulingView view;
    try {
        view.ruling = FofRules::rule(board, play, ends, Detail::Full);
        if (from->row >= 1) // the Front rays of a unit on a map card [Gameplay Example 16]
            view.maxLos = std::array{fofMaxLos(board, play, *from, FofRay::Front, ends.eyeFrom), fofMaxLos(board, play, *from, FofRay::LeftFront, ends.eyeFrom),
                                     fofMaxLos(board, play, *from, FofRay::RightFront, ends.eyeFrom)};
    } catch (const std::invalid_argument& e) { // an eye-level offset on a card without the icon, named by the engine
        refuse(result, Outcome::BadInput, doc.file().string() + ": " + e.what());
        return result;
    }
    if (from->row >= 1 && to->row >= 1) view.shortRound = fofShortRoundCard(*from, *to); // [1.2.2 B]
    view.obscured.assign(play.obscured.begin(), play.obscured.end());
    result.view = std::move(view);
    return result;
}

FofViewshedResult fofViewshedOf(const FofMapDocument& doc, const FofViewshedOptions& options)
{
    FofViewshedResult result;
    FofPlay play;
    if (!readyForFofLos(doc, result, "viewshed") || !fofPlay(doc, options.smoke, options.play, play, result)) return result;
    if (options.play.eyeTo) {
        refuse(result, Outcome::BadInput, "--eye-to: a viewshed rules to every card at its own eye level; give --eye-to to los");
        return result;
    }
    const auto from = cellEnd(doc, options.from, result);
    if (!from) return result;
    formats::FofViewshedView view;
    view.from = *from;
    view.purpose = play.purpose;
    view.range = play.maxRange;
    view.eyeFrom = options.play.eyeFrom.value_or(0);
    try {
        for (const OffsetCoord& card : doc.cards()) view.rulings.push_back(FofRules::rule(*doc.board(), play, {*from, card, view.eyeFrom, 0}, Detail::Verdict));
    } catch (const std::invalid_argument& e) {
        refuse(result, Outcome::BadInput, doc.file().string() + ": " + e.what());
        return result;
    }
    result.view = std::move(view);
    return result;
}

FofMatrixResult writeFofMatrix(const FofMapDocument& doc, const FofMatrixOptions& options)
{
    FofMatrixResult result;
    FofPlay play;
    if (!readyForFofLos(doc, result, "matrix") || !fofPlay(doc, options.smoke, options.play, play, result)) return result;
    if (options.play.eyeFrom || options.play.eyeTo) {
        refuse(result, Outcome::BadInput, "--eye-from/--eye-to: the matrix rules every card at eye level offset 0");
        return result;
    }
    const std::vector<OffsetCoord> cards = doc.cards();
    const auto outcomes = fofAllPairs(*doc.board(), play, cards, std::vector<int>(cards.size(), 0));
    const std::string csv = formats::fofMatrixCsv(cards, outcomes);
    Findings written = saveText(options.out, csv);
    if (!written.empty()) {
        append(result.findings, std::move(written));
        refuse(result, Outcome::BadInput, options.out.string() + ": not written");
        return result;
    }
    const auto n = std::int64_t(cards.size());
    result.cards = int(n);
    result.pairs = n * (n - 1) / 2;
    result.csvBytes = csv.size();
    return result;
}

} // namespace crestline::jobs
