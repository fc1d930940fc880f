// A Fields of Fire viewshed as the grid of cards, as JSON, and the card
// map's all-pairs matrix as CSV (see fof_ruling_format.h).

#include "formats/los/fof/fof_ruling_format.h"

#include "formats/los/json_text.h"

#include <algorithm>
#include <map>

namespace crestline::formats {

namespace {

using namespace geometry::los;
using geometry::CardSegment;
using geometry::OffsetCoord;
using Json = nlohmann::ordered_json;

/// "blocked at (2,1), W segment [5.2.1] (step 7)".
std::string decidedBy(const FofBoard& board, const Ruling& r)
{
    const FofDetail& d = std::get<FofDetail>(r.detail);
    std::string s(fofOutcomeName(d.outcome));
    if (d.card) s += " at " + board.cellName(*d.card);
    if (d.segment) s += ", " + std::string(cardSegmentName(*d.segment)) + " segment dark";
    return s + " " + r.rule + " (step " + std::to_string(d.step) + ")";
}

std::string outcomeCode(FofDetail::Outcome o)
{
    switch (o) {
    case FofDetail::Outcome::Los: return "los";
    case FofDetail::Outcome::Blocked: return "blocked";
    case FofDetail::Outcome::TooFar: return "too-far";
    case FofDetail::Outcome::Undetermined: return "undetermined";
    case FofDetail::Outcome::NoLos: break;
    }
    return "no-los";
}

} // namespace

std::string fofCellCode(OffsetCoord cell)
{
    if (cell == FofBoard::kPickupZone) return "PZ";
    if (cell == FofBoard::kEnroute) return "enroute";
    return "C" + std::to_string(cell.col) + "R" + std::to_string(cell.row);
}

std::string fofViewshedText(const FofBoard& board, const FofViewshedView& view)
{
    const int columns = board.grid().columns(), rows = board.grid().rows();
    std::map<std::pair<int, int>, const Ruling*> byCell;
    for (const Ruling& r : view.rulings) byCell[{r.to.col, r.to.row}] = &r;
    std::string out = "viewshed from " + board.cellName(view.from) + " (" + fofPurposeName(view.purpose) + ", range " + std::to_string(view.range) +
                      ", eye level " + std::to_string(board.level(view.from) + view.eyeFrom) +
                      "): O viewer, + LOS, . no LOS, blank no card; top row first, the Main Staging Area (R0) last\n";
    const int width = int(std::to_string(columns).size()) + 2; // "C12" and a space before it
    auto field = [width](const std::string& s) { return std::string(std::size_t(std::max(0, width - int(s.size()))), ' ') + s; };
    std::string head = "    ";
    for (int c = 1; c <= columns; ++c) head += field("C" + std::to_string(c));
    out += head + "\n";
    for (int row = rows; row >= 0; --row) {
        std::string line = "R" + std::to_string(row);
        line += std::string(std::size_t(std::max(1, 4 - int(line.size()))), ' ');
        for (int c = 1; c <= columns; ++c) {
            const auto it = byCell.find({c, row});
            std::string mark = " ";
            if (OffsetCoord{c, row} == view.from) mark = "O";
            else if (it != byCell.end()) mark = it->second->verdict == Verdict::Clear ? "+" : ".";
            line += field(mark);
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }
    int los = 0, none = 0;
    std::string blocked;
    for (const Ruling& r : view.rulings) {
        if (r.to == view.from) continue;
        if (r.verdict == Verdict::Clear) ++los;
        else {
            ++none;
            blocked += "  " + board.cellName(r.to) + ": " + decidedBy(board, r) + "\n";
        }
    }
    out += "counts: LOS " + std::to_string(los) + "; no LOS " + std::to_string(none) + " (" + std::to_string(los + none) + " cards)\n";
    if (!blocked.empty()) out += "no LOS:\n" + blocked;
    return out;
}

std::string fofViewshedJson(const FofBoard& board, const FofViewshedView& view)
{
    Json cards = Json::array();
    for (const Ruling& r : view.rulings) {
        const FofDetail& d = std::get<FofDetail>(r.detail);
        Json c;
        c["card"] = board.cellName(r.to);
        c["column"] = r.to.col;
        c["row"] = r.to.row;
        c["viewer"] = r.to == view.from;
        c["los"] = r.verdict == Verdict::Clear;
        c["outcome"] = std::string(fofOutcomeName(d.outcome));
        c["step"] = d.step;
        c["rule"] = r.rule;
        c["deciding_card"] = d.card ? Json(board.cellName(*d.card)) : Json(nullptr);
        c["segment"] = d.segment ? Json(std::string(cardSegmentName(*d.segment))) : Json(nullptr);
        FofRangeJson range = fofRangeJson(d);
        c["distance"] = std::move(range.distance);
        c["band"] = std::move(range.band);
        cards.push_back(std::move(c));
    }
    Json j;
    j["system"] = "fof";
    j["from"] = board.cellName(view.from);
    j["purpose"] = fofPurposeName(view.purpose);
    j["range"] = view.range;
    j["eye_from"] = view.eyeFrom;
    j["cards"] = std::move(cards);
    return jsonText(j);
}

std::string fofMatrixCsv(const std::vector<OffsetCoord>& cards, const std::vector<FofDetail::Outcome>& outcomes)
{
    const std::size_t n = cards.size();
    std::string csv = "from\\to";
    for (const OffsetCoord& c : cards) csv += "," + fofCellCode(c);
    csv += "\n";
    for (std::size_t i = 0; i < n; ++i) {
        csv += fofCellCode(cards[i]);
        for (std::size_t j = 0; j < n; ++j) csv += "," + (i == j ? std::string("self") : outcomeCode(outcomes[i * n + j]));
        csv += "\n";
    }
    return csv;
}

} // namespace crestline::formats
