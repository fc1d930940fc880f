// The Fields of Fire driver (fof-los.md, "The verdict"): the first step
// that applies decides and is named in FofDetail::step.
//   1 Helicopter Staging Area: no LOS into or out of it [2.4.2 B]
//   2 Main Staging Area: fire none [2.4.2]; comm between its cards [2.4.2 A]
//   3 same card: LOS, range P
//   4 obscured S or T: blocked (DECISION)
//   5 too far: d > M [1.2.7]
//   6 adjacent: LOS whatever the borders or levels [1.2.6]
//   7 the walk: an empty cell makes the ruling undetermined (checked over
//     the whole walk before any card blocks); an intervening card blocks if
//     obscured, or if its entry or exit segment is dark and L(X) >= top
//   8 clear
// The walk is CardWalk's integer walk ("Ties"): at a corner passage the
// string steps diagonally, using the two corner segments, and the other
// two cards there are touched at a point and never read.

#include "geometry/los/systems/fof/fof_rules.h"

#include <stdexcept>
#include <string>
#include <typeinfo>

namespace crestline::geometry::los {

std::string_view fofOutcomeName(FofDetail::Outcome o)
{
    switch (o) {
    case FofDetail::Outcome::Los: return "LOS";
    case FofDetail::Outcome::Blocked: return "blocked";
    case FofDetail::Outcome::TooFar: return "too far";
    case FofDetail::Outcome::Undetermined: return "undetermined";
    case FofDetail::Outcome::NoLos: break;
    }
    return "no LOS";
}

namespace {

const FofBoard& fofBoardOf(const Scene& scene)
{
    const HexTable* table = scene.hexTable();
    // FofBoard is final: a type_info comparison is enough (asked once a ruling).
    if (!table || typeid(*table) != typeid(FofBoard))
        throw std::invalid_argument("FoF LOS: the scene carries no FoF board (Scene::setHexTable)");
    return static_cast<const FofBoard&>(*table);
}

CardSegment towards(OffsetCoord x, OffsetCoord other) { return cardSegmentTowards(other.col - x.col, other.row - x.row); }

void requireEnd(const FofBoard& board, OffsetCoord end, int e)
{
    if (!board.present(end)) throw std::invalid_argument("FoF LOS: no card at " + board.cellName(end));
    if (e < -1 || e > 1) throw std::invalid_argument("FoF LOS: eye-level offset " + std::to_string(e) + " at " + board.cellName(end) + " (it runs -1 to 1)");
    if (e != 0 && !board.elevationIcon(end))
        throw std::invalid_argument("FoF LOS: eye-level offset " + std::to_string(e) + " at " + board.cellName(end) +
                                    ", whose card has no elevation or multi-story icon [1.2.1 G]");
}

/// The walk with entry and exit segments, S to T.
void walkOf(const FofBoard& board, OffsetCoord from, OffsetCoord to, std::vector<FofWalkCard>& out)
{
    out.clear();
    out.reserve(std::size_t(2 * SquareGrid::distance(from, to) + 1));
    CardWalk walk(from, to);
    CardStep s;
    while (walk.next(s)) {
        FofWalkCard w;
        w.card = s.card;
        w.corner = s.corner;
        w.present = board.present(s.card);
        if (!out.empty()) {
            w.entry = towards(s.card, out.back().card);
            out.back().exit = towards(out.back().card, s.card);
        }
        out.push_back(w);
    }
}

/// Step 7 over the intervening cards, in walk order from S.
struct WalkReading {
    std::optional<OffsetCoord> empty;   ///< the first cell with no card
    std::optional<OffsetCoord> blocker; ///< the first card that blocks
    std::optional<CardSegment> segment; ///< its dark segment (none: obscured)
};

WalkReading examineWalk(const FofBoard& board, const FofPlay& play, OffsetCoord from, OffsetCoord to, int top)
{
    WalkReading f;
    CardWalk walk(from, to);
    CardStep before, x, after;
    walk.next(before);
    walk.next(x);
    while (walk.next(after)) {
        const OffsetCoord c = x.card;
        if (!board.present(c)) {
            if (!f.empty) f.empty = c;
        } else if (!f.blocker) {
            if (play.isObscured(c)) {
                f.blocker = c;
            } else if (board.level(c) >= top) { // a higher eye sees over strictly lower blocking terrain
                const CardSegment entry = towards(c, before.card), exit = towards(c, after.card);
                if (board.dark(c, entry)) f.segment = entry;
                else if (board.dark(c, exit)) f.segment = exit;
                if (f.segment) f.blocker = c;
            }
        }
        before = x;
        x = after;
    }
    return f;
}

} // namespace

namespace fof {

namespace {
Decision made(FofDetail::Outcome o, int step, std::optional<OffsetCoord> card = std::nullopt, std::optional<CardSegment> segment = std::nullopt)
{
    Decision d;
    d.outcome = o;
    d.step = step;
    d.card = card;
    d.segment = segment;
    return d;
}
} // namespace

Decision decide(const FofBoard& board, const FofPlay& play, OffsetCoord s, OffsetCoord t, int top, int distance)
{
    using O = FofDetail::Outcome;
    const FofStaging ss = board.staging(s), ts = board.staging(t);
    if (ss == FofStaging::Helicopter || ts == FofStaging::Helicopter) return made(O::NoLos, 1);
    if (ss == FofStaging::Main || ts == FofStaging::Main) {
        if (play.purpose == Purpose::Fire) return made(O::NoLos, 2);
        if (ss == FofStaging::Main && ts == FofStaging::Main) return made(O::Los, 2);
    }
    if (s == t) return made(O::Los, 3);
    if (play.isObscured(s)) return made(O::Blocked, 4, s);
    if (play.isObscured(t)) return made(O::Blocked, 4, t);
    if (distance > play.maxRange) return made(O::TooFar, 5);
    if (distance == 1) return made(O::Los, 6);
    const WalkReading f = examineWalk(board, play, s, t, top);
    if (f.empty) return made(O::Undetermined, 7, f.empty);
    if (f.blocker) return made(O::Blocked, 7, f.blocker, f.segment);
    return made(O::Los, 8);
}

const char* ruleOf(const Decision& v)
{
    switch (v.step) {
    case 1: return "[2.4.2 B]";
    case 2: return v.outcome == FofDetail::Outcome::Los ? "[2.4.2 A]" : "[2.4.2]";
    case 3: case 5: return "[1.2.7]";
    case 6: return "[1.2.6]";
    case 7: return v.outcome == FofDetail::Outcome::Undetermined ? "[2.2.1]" : "[5.2.1]";
    default: return "[5.2.1]";
    }
}

} // namespace fof

Ruling FofRules::rule(const FofBoard& board, const FofPlay& play, const FofEnds& ends, Detail detail)
{
    const OffsetCoord s = ends.from, t = ends.to;
    requireEnd(board, s, ends.eyeFrom);
    requireEnd(board, t, ends.eyeTo);
    if (play.purpose == Purpose::Spot) throw std::invalid_argument("FoF LOS: purpose spot has no meaning (fire or comm)");
    Ruling r;
    r.system = "fof";
    r.from = s;
    r.to = t;
    r.levelFrom = board.level(s);
    r.levelTo = board.level(t);
    FofDetail d;
    d.purpose = play.purpose;
    d.range = play.maxRange;
    d.eyeFrom = r.levelFrom + ends.eyeFrom;
    d.eyeTo = r.levelTo + ends.eyeTo;
    d.top = std::max(d.eyeFrom, d.eyeTo);
    d.elevation = (d.eyeFrom > d.eyeTo) - (d.eyeFrom < d.eyeTo);
    const bool helicopter = board.staging(s) == FofStaging::Helicopter || board.staging(t) == FofStaging::Helicopter;
    d.distance = helicopter ? -1 : SquareGrid::distance(s, t);
    d.band = helicopter ? RangeBand::Beyond : rangeBandOf(d.distance);
    if (detail != Detail::Cell && !helicopter && !(s == t)) {
        walkOf(board, s, t, d.walk);
        d.cover = d.walk.back().entry;
        d.coverDark = board.dark(t, *d.cover);
    }

    const fof::Decision v = fof::decide(board, play, s, t, d.top, d.distance);
    d.step = v.step;
    d.outcome = v.outcome;
    d.card = v.card;
    d.segment = v.segment;
    r.verdict = v.outcome == FofDetail::Outcome::Los ? Verdict::Clear : Verdict::Blocked;
    r.rule = fof::ruleOf(v);
    if (detail == Detail::Full) {
        r.reason = fof::reasonOf(board, ends, d);
        fof::traceOf(board, play, ends, d, r);
    }
    r.detail = std::move(d);
    return r;
}

std::vector<FofDetail::Outcome> fofAllPairs(const FofBoard& board, const FofPlay& play, const std::vector<OffsetCoord>& cards, const std::vector<int>& eyes)
{
    if (eyes.size() != cards.size()) throw std::invalid_argument("FoF all pairs: " + std::to_string(cards.size()) + " cards but " + std::to_string(eyes.size()) + " eye levels");
    if (play.purpose == Purpose::Spot) throw std::invalid_argument("FoF LOS: purpose spot has no meaning (fire or comm)");
    const std::size_t n = cards.size();
    std::vector<int> eye(n);
    for (std::size_t i = 0; i < n; ++i) {
        requireEnd(board, cards[i], eyes[i]);
        eye[i] = board.level(cards[i]) + eyes[i];
    }
    std::vector<FofDetail::Outcome> out(n * n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) { // reciprocal: each unordered pair once
            const OffsetCoord s = cards[i], t = cards[j];
            const bool helicopter = board.staging(s) == FofStaging::Helicopter || board.staging(t) == FofStaging::Helicopter;
            const int d = helicopter ? -1 : SquareGrid::distance(s, t);
            out[i * n + j] = out[j * n + i] = fof::decide(board, play, s, t, std::max(eye[i], eye[j]), d).outcome;
        }
    return out;
}

FofPlay fofPlayOf(const PlayState& state)
{
    FofPlay p;
    for (const PlayMarker& m : state.markers)
        if (m.kind == "smoke" || m.kind == "incoming" || m.kind == "air-strike") p.obscured.push_back(m.hex);
    p.maxRange = state.conditions.night ? 1 : 3;
    p.purpose = state.conditions.purpose;
    if (p.purpose == Purpose::Spot) throw std::invalid_argument("FoF LOS: purpose spot has no meaning (fire or comm)");
    return p;
}

int fofEyeLevel(const PlayState& state, OffsetCoord card)
{
    for (const PlayMarker& m : state.markers)
        if (m.kind == "eye-level" && m.hex == card) return m.value;
    return 0;
}

Ruling FofRules::check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const
{
    return rule(fofBoardOf(scene), fofPlayOf(state), {from, to, fofEyeLevel(state, from), fofEyeLevel(state, to)}, detail);
}

PlayStateReads FofRules::reads() const
{
    PlayStateReads r;
    r.markerKinds = {"smoke", "incoming", "air-strike", "eye-level"};
    r.night = true;
    r.purposes = {Purpose::Fire, Purpose::Comm};
    return r;
}

} // namespace crestline::geometry::los
