// `crestline matrix-query FILE.clmx FROM TO` and `--viewshed FROM`: one
// pair's cell, or every hex's from one, read from a matrix file written by
// `matrix --out FILE.clmx` (docs/matrix-format.md) after checking that its
// map and catalog have not changed. The verdict and hindrance are printed
// with the words and JSON keys of `los` and `viewshed --json`.

#include "editor/cli/commands.h"

#include "editor/jobs/matrix_file_jobs.h"
#include "formats/los/json_text.h"
#include "formats/los/ruling_printer.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <iostream>

namespace crestline::cli {

namespace {

using Json = nlohmann::ordered_json;
using geometry::los::Cell;
using geometry::los::Verdict;

/// Whether the system's rulings carry a hindrance (null in JSON otherwise, as in `los --json`).
bool hasHindrance(const std::string& system)
{
    const formats::RulingPrinter* printer = formats::rulingPrinterFor(system);
    return !printer || printer->artwork;
}

/// "HINDERED 3", "CLEAR", "BLOCKED", "BLIND": the verdict words of `los`'s headline.
std::string verdictWords(Cell c)
{
    std::string s(geometry::los::verdictName(c.verdict()));
    for (char& ch : s) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    if (c.verdict() == Verdict::Hindered) s += " " + std::to_string(c.hindrance());
    return s;
}

Json cellJson(Cell c, bool hindrance)
{
    return {{"verdict", std::string(geometry::los::verdictName(c.verdict()))}, {"hindrance", hindrance ? Json(c.hindrance()) : Json(nullptr)}};
}

/// What the matrix was ruled under, for the text form's last line.
std::string underLine(const jobs::MatrixQueryResult& r)
{
    return "(" + r.header.system + " map " + r.mapFile.string() + (r.header.play.empty() ? ", no play state" : ", " + r.header.play) +
           (r.header.full ? "; not reciprocal: ruled from FROM" : "") + ")";
}

} // namespace

int runMatrixQuery(const MatrixQueryArgs& args)
{
    if (args.viewshed != args.to.empty()) {
        std::cerr << "matrix-query: give FROM and TO, or --viewshed and FROM alone\n";
        return kExitBadInput;
    }
    const auto r = jobs::queryMatrix({args.file, args.from, args.to, args.map});
    if (!r.done()) return reportNotRun(r);
    const bool hindrance = hasHindrance(r.header.system);
    if (args.json) {
        Json j;
        j["from"] = r.from;
        if (args.viewshed) {
            Json cells = Json::object();
            for (const auto& [label, cell] : r.cells) cells[label] = cellJson(cell, hindrance);
            j["cells"] = std::move(cells);
        } else {
            j["to"] = r.to;
            j["verdict"] = std::string(geometry::los::verdictName(r.cell.verdict()));
            j["hindrance"] = hindrance ? Json(r.cell.hindrance()) : Json(nullptr);
        }
        j["system"] = r.header.system;
        j["map"] = r.mapFile.generic_string();
        j["play"] = r.header.play;
        j["reciprocal"] = !r.header.full;
        std::cout << formats::jsonText(j);
        return kExitOk;
    }
    if (args.viewshed) {
        for (const auto& [label, cell] : r.cells) std::cout << r.from << " -> " << label << ": " << verdictWords(cell) << "\n";
    } else {
        std::cout << r.from << " -> " << r.to << ": " << verdictWords(r.cell) << "\n";
    }
    std::cout << underLine(r) << "\n";
    return kExitOk;
}

} // namespace crestline::cli
