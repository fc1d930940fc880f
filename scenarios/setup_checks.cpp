// Sighting setup checks [6.1, 6.4, 6.4b, 6.5]; codes listed in setup_checks.h
// and docs/scenario-format.md.

#include "scenarios/setup_checks.h"

#include "scenarios/scenario_checks.h"
#include "scenarios/sighting_rules.h"

#include <algorithm>
#include <map>
#include <set>

namespace crestline::scenarios {

namespace {

std::string contentKey(SightingKind kind, const std::string& letter, const std::string& fortification)
{
    switch (kind) {
    case SightingKind::Hidden: return "\"Hidden: " + letter + "\"";
    case SightingKind::FalseSighting: return "\"False Sighting\"";
    case SightingKind::Fortification: return "\"" + fortification + "\"";
    }
    return {};
}

std::string formatHexNames(const std::vector<HexName>& hexes)
{
    std::string out;
    for (const HexName& h : hexes) out += (out.empty() ? "" : ", ") + h.text();
    return out;
}

/// The public part of the checks, shared by both views: side, count, ids, hexes and areas.
const SightingAllotment* checkPublic(const CheckContext& ctx, const SightingSetup& setup, std::vector<std::optional<PlacedHex>>& hexes,
                                     Findings& out)
{
    const Scenario& s = ctx.scenario;
    if (setup.scenarioId != s.id)
        out.push_back(ctx.at(setup.line, code::SetupScenarioMismatch)
                          .message("this setup is for scenario '" + setup.scenarioId + "', not '" + s.id + "'")
                          .element("/sighting-setup"));
    if (!s.findSide(setup.side)) {
        out.push_back(ctx.at(setup.line, code::UnknownSide)
                          .message("side '" + setup.side + "' is not a side of scenario '" + s.id + "'")
                          .element("/sighting-setup"));
        return nullptr;
    }
    const SightingAllotment* a = s.sightingOf(setup.side);
    if (!a) {
        out.push_back(ctx.at(setup.line, code::SetupNoAllotment)
                          .message("scenario '" + s.id + "' gives side '" + setup.side + "' no Sighting markers")
                          .element("/sighting-setup"));
        return nullptr;
    }
    if (int(setup.markers.size()) != a->markers)
        out.push_back(ctx.at(setup.line, code::SetupMarkerCount)
                          .message(std::to_string(setup.markers.size()) + " Sighting markers placed; the scenario allots " +
                                   std::to_string(a->markers))
                          .element("/sighting-setup"));
    std::set<std::string> ids, publicIds;
    const HexSet area = sideSetupHexes(s, ctx.boards, setup.side, a->area);
    for (const PlacedMarker& m : setup.markers) {
        if (!ids.insert(m.id).second)
            out.push_back(ctx.at(m.line, code::DuplicateId)
                              .message("marker id '" + m.id + "' is used twice")
                              .element("/sighting-setup/marker")
                              .feature(m.id));
        if (!m.publicId.empty() && !publicIds.insert(m.publicId).second)
            out.push_back(ctx.at(m.line, code::DuplicateId)
                              .message("public id '" + m.publicId + "' is used twice")
                              .element("/sighting-setup/marker")
                              .feature(m.id));
        hexes.push_back(detail::resolveReported(ctx, m.hex, m.line, code::HexOffMap, "/sighting-setup/marker", m.id, out));
        if (hexes.back() && !containsHex(area, *hexes.back()))
            out.push_back(
                ctx.at(m.line, code::SetupHexOutsideArea)
                    .message("marker " + m.id + " is in " + m.hex.text() + ", outside the setup area of side '" + setup.side + "'")
                    .element("/sighting-setup/marker")
                    .feature(m.id)
                    .hex(m.hex.text()));
    }
    return a;
}

void checkContents(const CheckContext& ctx, const SightingSetup& setup, const SightingAllotment& a,
                   const std::vector<std::optional<PlacedHex>>& hexes, Findings& out)
{
    // [6.1] markers the designer places himself must stand where he puts them.
    for (const SightingContent& c : a.contents) {
        if (c.hexes.empty()) continue;
        HexSet fixed;
        for (const HexName& n : c.hexes)
            if (const auto p = ctx.boards.resolve(n).hex) fixed.push_back(*p);
        normalise(fixed);
        const std::string key = contentKey(c.kind, c.letter, c.fortification);
        for (std::size_t i = 0; i < setup.markers.size(); ++i) {
            const PlacedMarker& m = setup.markers[i];
            if (m.content && hexes[i] && contentKey(m.content->kind, m.content->letter, m.content->fortification) == key &&
                !containsHex(fixed, *hexes[i]))
                out.push_back(ctx.at(m.line, code::SetupHexOutsideArea)
                                  .message("marker " + m.id + " holds " + key + ", which the scenario places in " +
                                           formatHexNames(c.hexes) + ", not " + m.hex.text())
                                  .element("/sighting-setup/marker")
                                  .feature(m.id)
                                  .hex(m.hex.text()));
        }
    }
    if (int(setup.markers.size()) != a.markers) return; // reported as setup-marker-count
    std::map<std::string, long long> allotted, placed; // sums of int counts
    for (const SightingContent& c : a.contents) allotted[contentKey(c.kind, c.letter, c.fortification)] += c.count;
    for (const PlacedMarker& m : setup.markers)
        if (m.content) ++placed[contentKey(m.content->kind, m.content->letter, m.content->fortification)];
    std::set<std::string> keys;
    for (const auto& [k, n] : allotted) keys.insert(k);
    for (const auto& [k, n] : placed) keys.insert(k);
    for (const std::string& k : keys)
        if (allotted[k] != placed[k])
            out.push_back(
                ctx.at(setup.line, code::SetupContentsMismatch)
                    .message(std::to_string(placed[k]) + " x " + k + " placed; the scenario allots " + std::to_string(allotted[k]))
                    .element("/sighting-setup"));
}

void checkHidden(const CheckContext& ctx, const SightingSetup& setup, const SightingAllotment& a, Findings& out)
{
    std::vector<HiddenPieceRef> pieces;
    for (const PlacedMarker& m : setup.markers) {
        if (!m.content || m.content->kind != SightingKind::Hidden) continue;
        const MarkerContent& c = *m.content;
        for (const HiddenPiece& p : c.pieces) pieces.push_back({&p, c.letter});
        if (c.pieces.empty()) {
            out.push_back(ctx.at(m.line, code::HidingEmpty)
                              .message("nothing is under Hiding marker " + c.letter + " (marker " + m.id + ")")
                              .element("/sighting-setup/marker")
                              .feature(m.id));
            continue;
        }
        const HidingMarker* h = a.findHiding(c.letter);
        if (!h || h->chosenAtSetup || h->pieces.empty()) continue;
        auto key = [](const std::vector<HiddenPiece>& ps) {
            std::map<std::pair<int, std::string>, long long> k; // sums of int counts
            for (const HiddenPiece& p : ps) k[{int(p.kind), p.ref}] += p.count;
            return k;
        };
        if (key(h->pieces) != key(c.pieces))
            out.push_back(
                ctx.at(m.line, code::SetupHidingMismatch)
                    .message("the scenario says what goes under Hiding marker " + c.letter + "; marker " + m.id + " hides something else")
                    .element("/sighting-setup/marker")
                    .feature(m.id));
    }
    for (const Finding& f : checkHiddenPieces(ctx, setup.side, pieces)) out.push_back(f);
}

void checkHarmful(const CheckContext& ctx, const SightingSetup& setup, const std::vector<std::optional<PlacedHex>>& hexes, Findings& out)
{
    std::vector<FriendlyStart> starts = fixedUnitStarts(ctx, setup.side);
    for (std::size_t i = 0; i < setup.markers.size(); ++i) {
        const PlacedMarker& m = setup.markers[i];
        if (hexes[i] && m.content && m.content->kind == SightingKind::Hidden && hasUnits(m.content->pieces))
            starts.push_back({*hexes[i], "the units hidden by marker " + m.id});
    }
    for (std::size_t i = 0; i < setup.markers.size(); ++i) {
        const PlacedMarker& m = setup.markers[i];
        if (!hexes[i] || !m.content || m.content->kind != SightingKind::Fortification) continue;
        for (const FriendlyStart& s : starts)
            if (s.hex == *hexes[i]) out.push_back(harmfulOnFriendly(ctx, m.line, m.content->fortification, m.hex.text(), s.who));
    }
}

} // namespace

Findings checkSetup(const SightingSetup& setup, const Scenario& scenario, const BoardSet& boards, const std::string& setupFile)
{
    const CheckContext ctx{scenario, boards, setupFile};
    Findings out;
    std::vector<std::optional<PlacedHex>> hexes;
    const SightingAllotment* a = checkPublic(ctx, setup, hexes, out);
    if (!a) return out;
    checkContents(ctx, setup, *a, hexes, out);
    checkHidden(ctx, setup, *a, out);
    checkHarmful(ctx, setup, hexes, out);
    return out;
}

Findings checkOpponentSetup(const SightingSetup& setup, const Scenario& scenario, const BoardSet& boards, const std::string& setupFile)
{
    const CheckContext ctx{scenario, boards, setupFile};
    Findings out;
    std::vector<std::optional<PlacedHex>> hexes;
    checkPublic(ctx, setup, hexes, out);
    return out;
}

} // namespace crestline::scenarios
