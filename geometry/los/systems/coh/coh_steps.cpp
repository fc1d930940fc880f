// coh-los.md steps 2 to 4, each on one hex the string's intervening part
// touches (a point on a hexside or vertex belongs to every hex there).
// 2 Height (DECISION after FF 24.512, 24.513; chart: Hills): a hex of level
//   >= m blocks, m = top + 1 between equal ends, else top.
// 3 Obstacles (chart "Blocks LOS? Y"; FF 24.52): a blocking hex standing at
//   level >= top, or any hex with smoke +2 [13.0].
// 4 Blind hex (DECISION after FF 24.53): between unequal ends, a blocking
//   hex O below top, met by the string where it passes into the lower end D,
//   with L(D) <= L(O).

#include "geometry/los/systems/coh/coh_string.h"

namespace crestline::geometry::los::coh {

CohString::CohString(const CohBoard& bd, const HexGrid& g, const std::vector<PlayMarker>& mk, OffsetCoord from, OffsetCoord to)
    : board(bd), grid(g), markers(mk), s(from), t(to), a(bd.level(from)), b(bd.level(to))
{
    top = a > b ? a : b;
    m = a == b ? top + 1 : top;
}

std::string CohString::hexName(OffsetCoord h) const
{
    std::string out(board.terrain(h));
    out += " in " + grid.label(h);
    if (board.level(h) > 0) out += " (level " + std::to_string(board.level(h)) + ")";
    return out;
}

bool examineTouched(const CohString& w, const HexPart& p, CohFound& f)
{
    const OffsetCoord h = p.hex;
    const int level = w.board.level(h);
    if (level >= w.m) {
        if (!f.height) {
            f.height = true;
            f.heightHex = h;
            f.heightPart = p;
        } else if (!f.heightAlso && sameRun(f.heightPart, p)) {
            f.heightAlso = h;
        }
    }
    const bool terrain = w.board.blocks(h) && level >= w.top;
    if (terrain || w.smoke(h) == 2) {
        if (!f.obstacle) {
            f.obstacle = true;
            f.obstacleHex = h;
            f.obstaclePart = p;
            f.obstacleIsSmoke = !terrain;
        } else if (!f.obstacleAlso && sameRun(f.obstaclePart, p)) {
            f.obstacleAlso = h;
            f.obstacleAlsoIsSmoke = !terrain;
        }
    }
    return f.blocked();
}

void examineBlind(const CohString& w, const HexPart& o, CohFound& f)
{
    if (w.a == w.b) return;
    const int level = w.board.level(o.hex);
    if (!(w.board.blocks(o.hex) && level < w.top && w.lowerLevel() <= level)) return;
    if (!f.blind) {
        f.blind = true;
        f.blindHex = o.hex;
        f.blindPart = o;
    } else if (!f.blindAlso && sameRun(f.blindPart, o)) {
        f.blindAlso = o.hex;
    }
}

namespace {

/// "0101 at level 1".
std::string levelled(const CohString& w, OffsetCoord h) { return w.grid.label(h) + " at level " + std::to_string(w.board.level(h)); }
const char* kAlong = " (the string runs along their shared side: both are named)";

} // namespace

const char* verdictRule(const CohFound& f)
{
    if (f.height) return "[chart: Hills]";
    if (f.obstacle) return f.obstacleIsSmoke ? "[13.0]" : "[chart: Blocks LOS]";
    if (f.blind) return "[chart: Blocks LOS] blind hex";
    return "[6.0]";
}

std::string verdictReason(const CohString& w, const CohFound& f)
{
    const std::string ends = "the higher end is at level " + std::to_string(w.top);
    if (f.height) {
        const std::string hex = f.heightAlso ? levelled(w, f.heightHex) + " and " + levelled(w, *f.heightAlso) + kAlong : levelled(w, f.heightHex);
        const char* above = f.heightAlso ? ", both above both ends (level " : ", above both ends (level ";
        if (w.a == w.b) return "blocked: the string crosses " + hex + above + std::to_string(w.a) + ")";
        return "blocked: the string crosses " + hex + (f.heightAlso ? ", each as high as" : ", as high as") +
               " the higher end: the lower end sees only the first hex of that level";
    }
    if (f.obstacle) {
        auto one = [&](OffsetCoord h, bool smoke) { return smoke ? "smoke +2 in " + w.grid.label(h) : w.hexName(h); };
        if (f.obstacleAlso)
            return "blocked: " + one(f.obstacleHex, f.obstacleIsSmoke) + " and " + one(*f.obstacleAlso, f.obstacleAlsoIsSmoke) + " block LOS" +
                   kAlong + "; " + ends;
        if (f.obstacleIsSmoke) return "blocked: smoke +2 in " + w.grid.label(f.obstacleHex);
        return "blocked: " + w.hexName(f.obstacleHex) + " blocks LOS; " + ends;
    }
    if (f.blind) {
        const OffsetCoord d = w.lower();
        const std::string behind = f.blindAlso ? w.hexName(f.blindHex) + " and " + w.hexName(*f.blindAlso) + kAlong : w.hexName(f.blindHex);
        return "blind: " + w.grid.label(d) + " (level " + std::to_string(w.lowerLevel()) + ") lies right behind " + behind +
               (f.blindAlso ? ", which stand" : ", which stands") + " below the higher end (level " + std::to_string(w.top) + ")";
    }
    return "sees";
}

} // namespace crestline::geometry::los::coh
