// The Conflict of Heroes ruling printer (coh_ruling_printer.h).

#include "formats/los/coh/coh_ruling_printer.h"
#include "formats/los/ruling_format_parts.h"

namespace crestline::formats {

namespace {

using namespace geometry::los;
using namespace formats::printing;
using Json = nlohmann::ordered_json;

std::string modifierKind(CohModifier::Kind k)
{
    switch (k) {
    case CohModifier::Kind::SmokeFirer: return "smoke-firer";
    case CohModifier::Kind::SmokeTarget: return "smoke-target";
    case CohModifier::Kind::SmokeBetween: return "smoke-between";
    case CohModifier::Kind::Wall: return "wall";
    case CohModifier::Kind::FirerHigher: return "firer-higher";
    case CohModifier::Kind::TargetHigher: return "target-higher";
    }
    return "?";
}

/// "+2 DM, +1 AR" (or "no modifiers").
std::string cohTotals(const CohDetail& d)
{
    if (d.modifiers.empty()) return "no modifiers";
    std::string s;
    if (d.defenceModifier) s = "+" + std::to_string(d.defenceModifier) + " DM";
    if (d.attackModifier) s += (s.empty() ? "" : ", ") + std::string("+") + std::to_string(d.attackModifier) + " AR";
    return s;
}

/// The headline's words for a CoH ruling, after its outcome.
std::string cohHeadlineWords(const geometry::HexGrid& g, const Ruling& r, const CohDetail& d)
{
    if (d.outcome != CohDetail::Outcome::Sees) {
        const auto colon = r.reason.find(": ");
        if (colon != std::string::npos) return r.reason.substr(colon + 2);
        return d.hex ? "at " + g.label(*d.hex) : std::string();
    }
    if (r.from == r.to) return "the same hex (close combat); " + cohTotals(d);
    return "nothing blocks; " + cohTotals(d);
}

/// "the string enters 0103 across its N side" / "at the corner of its NW and SW sides".
std::string cohEntryLine(const geometry::HexGrid& g, const Ruling& r, const CohDetail& d)
{
    if (d.entrySides[0] < 0) return {};
    std::string s = "entry: the string enters " + g.label(r.to);
    if (d.entrySides[1] < 0) return s + " across its " + std::string(g.sideName(d.entrySides[0])) + " side (to " + g.label(g.neighbour(r.to, d.entrySides[0])) + ")";
    return s + " at the corner between its " + std::string(g.sideName(d.entrySides[0])) + " and " + std::string(g.sideName(d.entrySides[1])) +
           " sides (to " + g.label(g.neighbour(r.to, d.entrySides[0])) + " and " + g.label(g.neighbour(r.to, d.entrySides[1])) + ")";
}

Json cohJsonOf(const geometry::HexGrid& g, const CohDetail& d)
{
    Json j;
    j["outcome"] = std::string(cohOutcomeName(d.outcome));
    j["attack"] = std::string(attackName(d.attack));
    j["top"] = d.top;
    j["height_threshold"] = d.heightThreshold;
    j["hex"] = d.hex ? Json(g.label(*d.hex)) : Json(nullptr);
    j["also_hex"] = d.alsoHex ? Json(g.label(*d.alsoHex)) : Json(nullptr);
    Json sides = Json::array();
    for (const int side : d.entrySides)
        if (side >= 0) sides.push_back(std::string(g.sideName(side)));
    j["entry_sides"] = std::move(sides);
    j["attack_modifier"] = d.attackModifier;
    j["defence_modifier"] = d.defenceModifier;
    Json mods = Json::array();
    for (const CohModifier& m : d.modifiers) {
        Json mj;
        mj["kind"] = modifierKind(m.kind);
        mj["ar"] = m.attack;
        mj["dm"] = m.defence;
        mj["hex"] = g.label(m.hex);
        mj["across"] = m.across ? Json(g.label(*m.across)) : Json(nullptr);
        mj["rule"] = std::string(m.rule);
        mj["what"] = m.what;
        mods.push_back(std::move(mj));
    }
    j["modifiers"] = std::move(mods);
    return j;
}

std::string cohHeadline(const Scene& scene, const Ruling& r)
{
    const auto& g = scene.grid();
    const auto& d = std::get<CohDetail>(r.detail);
    return g.label(r.from) + " -> " + g.label(r.to) + ": " + upper(cohOutcomeName(d.outcome)) + ": " + cohHeadlineWords(g, r, d) + " " + r.rule;
}

void cohLines(const Scene& scene, const Ruling& r, std::vector<std::string>& lines)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    if (!d || d->outcome != CohDetail::Outcome::Sees) return;
    for (const CohModifier& m : d->modifiers) lines.push_back("modifier: " + m.what);
    if (const std::string e = cohEntryLine(scene.grid(), r, *d); !e.empty()) lines.push_back(e);
}

Json cohJson(const Scene& scene, const Ruling& r)
{
    const auto* d = std::get_if<CohDetail>(&r.detail);
    return d ? cohJsonOf(scene.grid(), *d) : Json(nullptr);
}

} // namespace

RulingPrinter cohRulingPrinter()
{
    RulingPrinter p;
    p.system = "coh";
    p.blindRule = "(coh-los.md step 4)";
    p.levels = true;
    p.artwork = false; // whole hexes: no hindrance, no artwork
    p.headline = [](const Scene& scene, const Ruling& r) {
        return std::holds_alternative<CohDetail>(r.detail) ? cohHeadline(scene, r) : std::string();
    };
    p.moreLines = cohLines;
    p.outcomeName = [](const Ruling& r) {
        const auto* d = std::get_if<CohDetail>(&r.detail);
        return d ? cohOutcomeName(d->outcome) : verdictName(r.verdict);
    };
    p.verdictWords = [](const Ruling& r) {
        const auto* d = std::get_if<CohDetail>(&r.detail);
        std::string s;
        if (!d) return s;
        if (d->defenceModifier) s += "  +" + std::to_string(d->defenceModifier) + " DM";
        if (d->attackModifier) s += "  +" + std::to_string(d->attackModifier) + " AR";
        if (d->attack != Attack::Direct) s += "  (" + std::string(attackName(d->attack)) + ")";
        return s;
    };
    p.panelLines = [](const Ruling& r, std::vector<std::string>& lines) {
        const auto* d = std::get_if<CohDetail>(&r.detail);
        if (!d) return;
        lines.push_back("attack: " + std::string(attackName(d->attack)) + (d->attack == Attack::Direct ? "" : " (walls give no DM against it [5.0.2])"));
    };
    p.jsonKey = "coh";
    p.json = cohJson;
    return p;
}

} // namespace crestline::formats
