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

bool examineTouched(const CohString& w, OffsetCoord h, CohFound& f)
{
    const int level = w.board.level(h);
    if (!f.height && level >= w.m) {
        f.height = true;
        f.heightHex = h;
    }
    if (!f.obstacle) {
        if (w.board.blocks(h) && level >= w.top) {
            f.obstacle = true;
            f.obstacleHex = h;
        } else if (w.smoke(h) == 2) {
            f.obstacle = true;
            f.obstacleHex = h;
            f.obstacleIsSmoke = true;
        }
    }
    return f.blocked();
}

void examineBlind(const CohString& w, OffsetCoord o, CohFound& f)
{
    if (f.blind || w.a == w.b) return;
    const int level = w.board.level(o);
    if (w.board.blocks(o) && level < w.top && w.lowerLevel() <= level) {
        f.blind = true;
        f.blindHex = o;
    }
}

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
        const int l = w.board.level(f.heightHex);
        const std::string hex = w.grid.label(f.heightHex) + " at level " + std::to_string(l);
        if (w.a == w.b)
            return "blocked: the string crosses " + hex + ", above both ends (level " + std::to_string(w.a) + ")";
        return "blocked: the string crosses " + hex + ", as high as the higher end: the lower end sees only the first hex of that level";
    }
    if (f.obstacle) {
        if (f.obstacleIsSmoke) return "blocked: smoke +2 in " + w.grid.label(f.obstacleHex);
        return "blocked: " + w.hexName(f.obstacleHex) + " blocks LOS; " + ends;
    }
    if (f.blind) {
        const OffsetCoord d = w.lower();
        return "blind: " + w.grid.label(d) + " (level " + std::to_string(w.lowerLevel()) + ") lies right behind " + w.hexName(f.blindHex) +
               ", which stands below the higher end (level " + std::to_string(w.top) + ")";
    }
    return "sees";
}

} // namespace crestline::geometry::los::coh
