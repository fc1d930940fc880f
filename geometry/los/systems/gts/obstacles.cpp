// [15.4] [15.4.1] [16.4.2.2] What the string counts away from tie sites:
// each intermediate hex it passes through that holds Blocking Terrain or a
// barrage marker (once, however many blocking things it holds: 15.4.1 Q&A),
// each blocking hexside it crosses at an inner point unless it is a hexside
// of the sighter's or the target's hex (crests [1.2, 15.4.1]; a bridge is a
// Raised Road, 15.4.1 Q&A), and pair terrain (orchards) as floor(p/2) of the
// p such hexes passed through, adjacent or not (gts-los.md, DECISION).

#include "geometry/los/systems/gts/gts_string.h"

namespace crestline::geometry::los::gts {

std::string GtsString::hexName(OffsetCoord h) const
{
    std::string out(board.terrain(h));
    if (const Barrage b = barrage(h); b != Barrage::None) {
        const std::string marker = b == Barrage::Heavy ? "heavy barrage" : "light barrage";
        out = board.los(h) == GtsLos::Clear ? marker : out + " with " + marker;
    }
    return out + " in " + grid.label(h);
}

std::string GtsString::sideName(OffsetCoord a, OffsetCoord b) const
{
    return std::string(board.hexsideFeature(a, b)) + " " + grid.label(a) + "|" + grid.label(b);
}

void countHexPassed(GtsString& w, OffsetCoord h)
{
    if (w.blocks(h)) {
        ++w.detail.blockingHexes;
        ++w.detail.k;
        if (w.explain) {
            const char* rule = w.barrage(h) != GtsString::Barrage::None && w.board.los(h) != GtsLos::Blocks ? " [16.4.2.2]" : " [15.4]";
            w.detail.obstacles.push_back({GtsObstacle::Kind::Hex, h, h, 1, w.hexName(h) + rule});
        }
        return;
    }
    if (!w.pair(h)) return;
    // [15.4.1 Q&A] two pair hexes make one obstacle: the second of each two adds it.
    const bool second = ++w.detail.pairHexes % 2 == 0;
    if (second) ++w.detail.k;
    if (w.explain)
        w.detail.obstacles.push_back({GtsObstacle::Kind::Pair, h, h, second ? 1 : 0,
                                      w.hexName(h) + (second ? ", completing a pair [15.4.1]" : ", one of a pair [15.4.1]")});
}

void countHexsideCrossed(GtsString& w, OffsetCoord a, OffsetCoord b)
{
    if (!w.sideBlocks(a, b)) return; // [15.4.1] a hexside of the sighter's or target's hex is exempt
    ++w.detail.blockingHexsides;
    ++w.detail.k;
    if (w.explain) w.detail.obstacles.push_back({GtsObstacle::Kind::Hexside, a, b, 1, w.sideName(a, b) + " crossed [15.4.1]"});
}

} // namespace crestline::geometry::los::gts
