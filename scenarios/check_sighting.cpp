// Sighting marker checks [6]: every marker has exactly one content on its
// reverse [6.4], each "Hidden" letter matches a Hiding marker [6.51] with
// allotted units or beneficial fortifications under it [6.52], and a harmful
// fortification is not placed where friendly units start [6.4b].
//
// Codes: sighting-contents-exceed-markers, sighting-markers-without-contents,
// sighting-hexes-count, hidden-without-hiding, hiding-without-hidden,
// hiding-empty, unknown-unit, hiding-exceeds-forces,
// harmful-fortification-on-friendly-units.

#include "scenarios/scenario_checks.h"
#include "scenarios/sighting_rules.h"

#include <map>

namespace crestline::scenarios {

namespace {

void checkCounts(const CheckContext& ctx, const SightingAllotment& a, Findings& out)
{
    long long contents = 0; // a sum of int counts
    for (const SightingContent& c : a.contents) {
        contents += c.count;
        if (!c.hexes.empty() && int(c.hexes.size()) != c.count)
            out.push_back(ctx.at(c.line, code::SightingHexesCount)
                              .message("this content is on " + std::to_string(c.count) + " marker(s) but " +
                                       std::to_string(c.hexes.size()) + " hex(es) are given")
                              .element("/scenario/sighting"));
    }
    if (contents > a.markers)
        out.push_back(ctx.at(a.line, code::SightingContentsExceedMarkers)
                          .message("side '" + a.side + "' lists " + std::to_string(contents) + " Sighting contents for " +
                                   std::to_string(a.markers) + " markers")
                          .element("/scenario/sighting"));
    else if (contents < a.markers)
        out.push_back(ctx.at(a.line, code::SightingMarkersWithoutContents)
                          .message("side '" + a.side + "' has " + std::to_string(a.markers) + " Sighting markers but only " +
                                   std::to_string(contents) + " contents: every marker has a reverse side")
                          .element("/scenario/sighting"));
}

void checkLetters(const CheckContext& ctx, const SightingAllotment& a, Findings& out)
{
    for (const SightingContent& c : a.contents)
        if (c.kind == SightingKind::Hidden && !a.findHiding(c.letter))
            out.push_back(ctx.at(c.line, code::HiddenWithoutHiding)
                              .message("\"Hidden: " + c.letter + "\" has no Hiding marker " + c.letter + " to say what it hides")
                              .element("/scenario/sighting/hidden"));
    for (const HidingMarker& h : a.hiding) {
        const bool matched = std::any_of(a.contents.begin(), a.contents.end(),
                                         [&](const SightingContent& c) { return c.kind == SightingKind::Hidden && c.letter == h.letter; });
        if (!matched)
            out.push_back(
                ctx.at(h.line, code::HidingWithoutHidden)
                    .message("Hiding marker " + h.letter + " has no \"Hidden: " + h.letter + "\" Sighting marker: its pieces never appear")
                    .element("/scenario/sighting/hiding"));
        if (h.pieces.empty() && !h.chosenAtSetup)
            out.push_back(ctx.at(h.line, code::HidingEmpty)
                              .message("nothing is under Hiding marker " + h.letter + " (list its pieces, or say chosen-at-setup=\"true\")")
                              .element("/scenario/sighting/hiding"));
    }
}

void checkPieces(const CheckContext& ctx, const SightingAllotment& a, Findings& out)
{
    std::vector<HiddenPieceRef> pieces;
    for (const HidingMarker& h : a.hiding)
        for (const HiddenPiece& p : h.pieces) pieces.push_back({&p, h.letter});
    for (const Finding& f : checkHiddenPieces(ctx, a.side, pieces)) out.push_back(f);
}

void checkHarmfulPlacement(const CheckContext& ctx, const SightingAllotment& a, Findings& out)
{
    std::vector<FriendlyStart> starts = fixedUnitStarts(ctx, a.side);
    for (const SightingContent& c : a.contents) {
        if (c.kind != SightingKind::Hidden) continue;
        const HidingMarker* h = a.findHiding(c.letter);
        if (!h || !hasUnits(*h)) continue;
        for (const HexName& n : c.hexes)
            if (const auto p = ctx.boards.resolve(n).hex) starts.push_back({*p, "units under Hiding marker " + c.letter});
    }
    for (const SightingContent& c : a.contents) {
        if (c.kind != SightingKind::Fortification) continue;
        for (const HexName& n : c.hexes) {
            const auto p = ctx.boards.resolve(n).hex;
            if (!p) continue;
            for (const FriendlyStart& s : starts)
                if (s.hex == *p)
                    out.push_back(harmfulOnFriendly(ctx, c.line, c.fortification, ctx.boards.label(*p), s.who));
        }
    }
}

} // namespace

void checkSighting(const CheckContext& ctx, Findings& out)
{
    for (const SightingAllotment& a : ctx.scenario.sighting) {
        checkCounts(ctx, a, out);
        checkLetters(ctx, a, out);
        checkPieces(ctx, a, out);
        checkHarmfulPlacement(ctx, a, out);
    }
}

} // namespace crestline::scenarios
