// The finding code table (geometry/finding_codes.h) and the builder: the table
// is well formed, the builder takes the table's severity and rule, codes
// cannot be written as strings, no library makes a finding by hand, and the
// code tables in docs/*.md agree with the table both ways.

#include "geometry/finding_builder.h"
#include "geometry/finding_codes.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <type_traits>

using namespace crestline;
namespace fs = std::filesystem;

// A code is one of the constants: a string (a typing mistake, an undocumented
// code) does not compile where a code is expected.
static_assert(!std::is_constructible_v<FindingBuilder, const char*>);
static_assert(!std::is_constructible_v<FindingBuilder, std::string>);
static_assert(!std::is_convertible_v<int, FindingCode>);

namespace {

std::string readText(const fs::path& p)
{
    std::ifstream in(p);
    REQUIRE(in);
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
std::string slug(const std::string& heading)
{
    std::string out;
    for (char c : heading) {
        if (std::isalnum(static_cast<unsigned char>(c))) out += char(std::tolower(static_cast<unsigned char>(c)));
        else if (c == ' ' || c == '-') out += '-';
        else if (c == '_') out += '_';
    }
    return out;
}

std::vector<std::string> cells(std::string line)
{
    std::vector<std::string> out;
    std::string cell;
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
            cell += '|';
            ++i;
        } else if (line[i] == '|') {
            out.push_back(cell);
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    return out;
}

/// One row of a code table in the docs.
struct DocRow {
    std::string file;   ///< "docs/map-format.md"
    std::string anchor; ///< slug of the section the table is in
    int line = 0;
    std::vector<std::string> codes;      ///< the backquoted codes of the first cell
    std::vector<Severity> severities;    ///< severities named in the severity column, in order (none without one)
};

std::vector<Severity> severitiesIn(const std::string& text)
{
    static const std::regex word(R"(\b(info|warning|error|fatal)\b)");
    std::vector<Severity> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
        const std::string w = (*it)[1];
        out.push_back(w == "info" ? Severity::Info : w == "warning" ? Severity::Warning : w == "error" ? Severity::Error : Severity::Fatal);
    }
    return out;
}

/// Every row of every table whose first column is "code", in every docs/*.md.
std::vector<DocRow> docCodeRows()
{
    static const std::regex heading(R"(^#+\s+(.*)$)");
    static const std::regex backquoted("`([^`]+)`");
    std::vector<DocRow> rows;
    const fs::path docs = fs::path(CRESTLINE_SOURCE_DIR) / "docs";
    for (const auto& e : fs::directory_iterator(docs)) {
        if (e.path().extension() != ".md") continue;
        std::istringstream in(readText(e.path()));
        std::string line, anchor;
        int number = 0, severityColumn = -1;
        bool inCodeTable = false, header = false;
        while (std::getline(in, line)) {
            ++number;
            std::smatch m;
            if (std::regex_match(line, m, heading)) anchor = slug(m[1]);
            if (line.empty() || line[0] != '|') {
                inCodeTable = header = false;
                continue;
            }
            const std::vector<std::string> c = cells(line);
            if (!inCodeTable && !header) {
                header = true;
                inCodeTable = !c.empty() && c[0].find("code") != std::string::npos && c[0].find('`') == std::string::npos &&
                              std::regex_replace(c[0], std::regex(R"(\s)"), "") == "code";
                severityColumn = -1;
                for (std::size_t i = 0; i < c.size(); ++i)
                    if (std::regex_replace(c[i], std::regex(R"(\s)"), "") == "severity") severityColumn = int(i);
                continue;
            }
            if (!inCodeTable || line.rfind("|---", 0) == 0 || line.rfind("| ---", 0) == 0) continue;
            DocRow row{"docs/" + e.path().filename().string(), anchor, number, {}, {}};
            for (auto it = std::sregex_iterator(c[0].begin(), c[0].end(), backquoted); it != std::sregex_iterator(); ++it)
                row.codes.push_back((*it)[1]);
            if (severityColumn >= 0 && severityColumn < int(c.size())) row.severities = severitiesIn(c[std::size_t(severityColumn)]);
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

} // namespace

TEST_CASE("finding codes: one row per code, each named, described and anchored", "[geometry][findings]")
{
    static const std::regex kebab("[a-z]+(-[a-z]+)*");
    static const std::regex anchor(R"(docs/[a-z-]+\.md#[a-z0-9_-]+)");
    std::set<std::string_view> names;
    REQUIRE(findingCodes().size() == std::size_t(FindingCode::Count));
    for (std::size_t i = 0; i < findingCodes().size(); ++i) {
        const FindingCodeInfo& info = findingCodes()[i];
        INFO(info.name);
        CHECK(info.code == FindingCode(i));
        CHECK(std::regex_match(std::string(info.name), kebab));
        CHECK(names.insert(info.name).second);
        CHECK(findingCodeNamed(info.name) == info.code);
        CHECK_FALSE(info.description.empty());
        CHECK(std::regex_match(std::string(info.doc), anchor));
        CHECK((info.rule.empty() || info.rule.front() == '['));
        CHECK_FALSE((info.also & severityBit(info.severity))); // `also` lists only the other severities
    }
    CHECK_FALSE(findingCodeNamed("unknown-xml")); // replaced by unknown-element / unknown-attribute
}

TEST_CASE("finding builder: the table's severity and rule, overridable only as the table allows", "[geometry][findings]")
{
    const Finding f = makeFinding(code::LevelAmbiguous).file("m.map.xml").line(12).feature("woods-1").message("across a crest");
    CHECK(f.code == "level-ambiguous");
    CHECK(f.severity == Severity::Warning);
    CHECK(f.rule == "[24.52]");
    CHECK(f.where.file == "m.map.xml");
    CHECK(f.where.line == 12);
    CHECK(f.where.feature == "woods-1");
    CHECK(hasCode(f, code::LevelAmbiguous));
    CHECK_FALSE(hasCode(f, code::BadValue));

    // unknown-terrain is an error, and a warning for a setup area's terrain: both allowed.
    const Finding w = makeFinding(code::UnknownTerrain).severity(Severity::Warning).rule("[2]");
    CHECK(w.severity == Severity::Warning);
    CHECK(w.rule == "[2]");
    // holes-overlap is only ever an error: a warning would be undocumented, so the error stays.
    const Finding h = makeFinding(code::HolesOverlap).severity(Severity::Warning);
    CHECK(h.severity == Severity::Error);
    CHECK(h.rule.empty());
    // Findings already made: a part's fatal finding may become an error; an error that is only ever an error stays one.
    Finding part = makeFinding(code::XmlMalformed);
    CHECK(changeSeverity(part, Severity::Error));
    CHECK(part.severity == Severity::Error);
    Finding overlap = makeFinding(code::HolesOverlap);
    CHECK_FALSE(changeSeverity(overlap, Severity::Fatal));
    CHECK(overlap.severity == Severity::Error);
    CHECK(formatFinding(makeFinding(code::SaveFailed).file("a.xml").message("disk full")) == "a.xml: error: disk full [save-failed]");
}

TEST_CASE("finding codes: no library makes a finding by hand", "[geometry][findings]")
{
    // Findings come from makeFinding; a code assigned or compared as a string bypasses the table.
    static const std::regex byHand(R"((\.code\s*=[^=])|(\.code\s*[!=]=\s*")|(Finding\s*\{)|(\.severity\s*=[^=]))");
    std::vector<std::string> offenders;
    for (const char* dir : {"geometry", "maps", "scenarios", "formats"}) {
        for (const auto& e : fs::recursive_directory_iterator(fs::path(CRESTLINE_SOURCE_DIR) / dir)) {
            const std::string ext = e.path().extension().string();
            if (ext != ".cpp" && ext != ".h") continue;
            const std::string name = e.path().filename().string();
            if (name == "finding_builder.cpp" || name == "finding.h") continue; // where Finding is defined and filled
            std::istringstream in(readText(e.path()));
            std::string line;
            int number = 0;
            while (std::getline(in, line)) {
                ++number;
                if (std::regex_search(line, byHand))
                    offenders.push_back(fs::relative(e.path(), CRESTLINE_SOURCE_DIR).string() + ":" + std::to_string(number) + ": " + line);
            }
        }
    }
    INFO([&] {
        std::string all;
        for (const std::string& o : offenders) all += o + "\n";
        return all;
    }());
    CHECK(offenders.empty());
}

TEST_CASE("finding codes: the code tables in docs/*.md agree with the table, both ways", "[geometry][findings][docs]")
{
    const std::vector<DocRow> rows = docCodeRows();
    REQUIRE(rows.size() >= findingCodes().size()); // the parser found the tables

    SECTION("every documented code is in the table, with severities it allows")
    {
        for (const DocRow& row : rows) {
            INFO(row.file << ":" << row.line);
            REQUIRE_FALSE(row.codes.empty());
            for (const std::string& name : row.codes) {
                INFO(name);
                const auto code = findingCodeNamed(name);
                REQUIRE(code);
                for (Severity s : row.severities) CHECK(codeInfo(*code).allows(s));
            }
        }
    }
    SECTION("every code is explained in the section its anchor names, with its default severity first")
    {
        for (const FindingCodeInfo& info : findingCodes()) {
            INFO(info.name << " -> " << info.doc);
            const std::string doc(info.doc);
            const std::string file = doc.substr(0, doc.find('#')), anchor = doc.substr(doc.find('#') + 1);
            const auto it = std::find_if(rows.begin(), rows.end(), [&](const DocRow& r) {
                return r.file == file && r.anchor == anchor && std::find(r.codes.begin(), r.codes.end(), info.name) != r.codes.end();
            });
            REQUIRE(it != rows.end());
            REQUIRE_FALSE(it->severities.empty());
            CHECK(it->severities.front() == info.severity);
        }
    }
}
