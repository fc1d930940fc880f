#include "scenarios/sighting_rules.h"

#include <algorithm>
#include <map>

namespace crestline::scenarios {

Findings checkHiddenPieces(const CheckContext& ctx, const std::string& side, const std::vector<HiddenPieceRef>& pieces)
{
    Findings out;
    const Forces* forces = ctx.scenario.forcesOf(side);
    std::map<std::string, long long> hidden; // sums of int counts
    std::map<std::string, int> firstLine;
    for (const HiddenPieceRef& r : pieces) {
        const HiddenPiece& p = *r.piece;
        const bool unit = p.kind == HiddenPiece::Kind::Unit;
        const bool known = forces && (unit ? std::any_of(forces->units.begin(), forces->units.end(), [&](const Unit& u) { return u.id == p.ref; })
                                           : std::any_of(forces->fortifications.begin(), forces->fortifications.end(),
                                                         [&](const Fortification& f) { return f.id == p.ref; }));
        if (!known) {
            out.push_back(ctx.at(p.line, code::UnknownUnit)
                              .message(std::string(unit ? "unit" : "fortification") + " '" + p.ref + "' under Hiding marker " + r.letter +
                                       " is not in the starting forces of '" + side + "'")
                              .feature(p.ref));
            continue;
        }
        hidden[p.ref] += p.count;
        firstLine.try_emplace(p.ref, p.line);
    }
    if (!forces) return out;
    auto over = [&](const std::string& id, int have, const char* what) {
        const auto it = hidden.find(id);
        if (it == hidden.end() || it->second <= have) return;
        out.push_back(ctx.at(firstLine[id], code::HidingExceedsForces)
                          .message(std::to_string(it->second) + " x " + what + " '" + id + "' are under Hiding markers, but side '" + side +
                                   "' has " + std::to_string(have))
                          .feature(id));
    };
    for (const Unit& u : forces->units) over(u.id, u.count, "unit");
    for (const Fortification& f : forces->fortifications) over(f.id, f.count, "fortification");
    return out;
}

std::vector<FriendlyStart> fixedUnitStarts(const CheckContext& ctx, const std::string& side)
{
    std::vector<FriendlyStart> out;
    if (const Forces* f = ctx.scenario.forcesOf(side))
        for (const Unit& u : f->units)
            for (const HexName& n : u.hexes)
                if (const auto p = ctx.boards.resolve(n).hex) out.push_back({*p, "unit '" + u.id + "'"});
    return out;
}

bool hasUnits(const std::vector<HiddenPiece>& pieces)
{
    return std::any_of(pieces.begin(), pieces.end(), [](const HiddenPiece& p) { return p.kind == HiddenPiece::Kind::Unit; });
}

bool hasUnits(const HidingMarker& h) { return hasUnits(h.pieces); }

Finding harmfulOnFriendly(const CheckContext& ctx, int line, const std::string& kind, const std::string& hex, const std::string& who)
{
    return ctx.at(line, code::HarmfulFortificationOnFriendlyUnits)
        .message("harmful fortification '" + kind + "' is placed in " + hex + ", where " + who +
                 " start: when it is revealed, units in an impassable hex are eliminated")
        .hex(hex);
}

} // namespace crestline::scenarios
