// CoH hidden set-ups (see coh_hidden_setup.h): checks against the scenario,
// sealing, the opponent's view and reveal.

#include "scenarios/coh/coh_hidden_setup.h"

#include "scenarios/coh/coh_lookup.h"

#include "geometry/finding_builder.h"
#include "scenarios/coh/coh_checks.h"

#include <algorithm>
#include <map>
#include <set>

namespace crestline::scenarios::coh {

namespace {

/// A finding in a hidden set-up file. Rule codes shared with FF's Sighting
/// setups cite [CoH 10.0], not FF's rule.
FindingBuilder at(const std::string& file, int line, FindingCode c, const std::string& unit = {})
{
    FindingBuilder b = makeFinding(c).file(file).line(line).element(unit.empty() ? "/hidden-setup" : "/hidden-setup/hidden[@unit='" + unit + "']");
    const std::string_view rule = codeInfo(c).rule;
    if (!rule.empty() && rule.rfind("[CoH", 0) != 0) b.rule("[CoH 10.0]");
    return b;
}

std::string nameOf(const HiddenPlacement& p)
{
    if (p.unit.empty()) return p.publicId;
    return p.publicId.empty() ? p.unit : p.publicId + " (owner's " + p.unit + ")";
}

/// The hexes where a side's hidden units may be placed: the union of its set-up areas (nullopt: it has none).
std::optional<HexSet> sideArea(const CohScenario& s, const BoardSet& boards, const std::string& side)
{
    std::optional<HexSet> out;
    for (const SetupArea& a : s.setupAreas) {
        if (a.side != side) continue;
        if (!out) out.emplace();
        for (const PlacedHex& h : boards.resolveArea(a).hexes) out->push_back(h);
    }
    return out;
}

/// [10.0] where one owner's placement may go.
void checkPlacement(const HiddenPlacement& p, const Unit& u, const BoardSet& boards, const std::optional<HexSet>& area,
                    const std::string& file, Findings& out)
{
    if (!p.facing) out.push_back(at(file, p.line, code::MissingAttribute, p.unit).feature(p.unit).message("hidden unit " + p.unit + " needs a 'facing' (0..5)"));
    else if (*p.facing < 0 || *p.facing > 5) // [5.3] six hexsides
        out.push_back(at(file, p.line, code::CohFacing, p.unit).feature(p.unit).message("facing " + std::to_string(*p.facing) + " is not a hexside 0..5"));
    if (!p.hex) {
        out.push_back(at(file, p.line, code::MissingAttribute, p.unit).feature(p.unit).message("hidden unit " + p.unit + " needs a 'hex'"));
        return;
    }
    const ResolvedHex r = boards.resolve(*p.hex);
    if (!r.hex) {
        if (const auto c = findingCodeFor(r.problem)) out.push_back(at(file, p.line, *c).feature(p.unit).hex(p.hex->text()).message(r.message));
        return;
    }
    if (area) {
        if (std::find(area->begin(), area->end(), *r.hex) == area->end())
            out.push_back(at(file, p.line, code::SetupHexOutsideArea, p.unit).feature(p.unit).hex(p.hex->text())
                              .message(p.unit + " is placed in " + p.hex->text() + ", outside side " + u.side + "'s set-up areas"));
    } else if (!u.hex || !(boards.resolve(*u.hex).hex == r.hex)) {
        out.push_back(at(file, p.line, code::SetupHexOutsideArea, p.unit).feature(p.unit).hex(p.hex->text())
                          .message(p.unit + " is placed in " + p.hex->text() + " but side " + u.side +
                                   " has no set-up area, so it sets up where the scenario puts it (" + (u.hex ? u.hex->text() : "nowhere") + ")"));
    }
    if (!canEnter(boards, *r.hex, u.movement))
        out.push_back(at(file, p.line, code::CohSetupImpassable, p.unit).feature(p.unit).hex(p.hex->text())
                          .message(p.unit + " (" + std::string(movementName(u.movement)) + ") is placed in terrain it may not enter (NA)"));
}

Findings verifySealed(const HiddenSetup& owner, const std::string& file)
{
    Findings out;
    std::set<std::string> publicIds;
    for (const HiddenPlacement& p : owner.units) {
        if (p.publicId.empty() || p.salt.empty() || p.commitment.empty()) {
            out.push_back(at(file, p.line, code::MissingAttribute, p.unit).feature(p.unit)
                              .message("hidden unit " + p.unit + " of a sealed owner's file needs 'public-id', 'salt' and 'commitment'"));
            continue;
        }
        if (!publicIds.insert(p.publicId).second)
            out.push_back(at(file, p.line, code::DuplicateId, p.unit).feature(p.unit).message("public id '" + p.publicId + "' is used twice"));
        if (const std::string problem = saltProblem(p.salt); !problem.empty()) {
            out.push_back(at(file, p.line, code::SetupBadSalt, p.unit).feature(p.unit).message("hidden unit " + p.unit + ": " + problem));
            continue;
        }
        if (!sameCommitment(commitmentOf(p.salt, canonicalPlacement(owner, p)), p.commitment))
            out.push_back(at(file, p.line, code::SetupCommitmentStale, p.unit).feature(p.unit)
                              .message("hidden unit " + p.unit + " no longer matches its commitment: its hex or facing changed after sealing "
                                                                 "(seal the plan again: a new setup, with a new opponent's file)"));
    }
    return out;
}

Findings sealPlan(HiddenSetup& plan, const std::string& file)
{
    Findings out;
    for (const HiddenPlacement& p : plan.units)
        for (const auto& [set, what] : {std::pair{!p.salt.empty(), "salt"}, {!p.commitment.empty(), "commitment"}, {!p.publicId.empty(), "public-id"}})
            if (set)
                out.push_back(at(file, p.line, code::SetupPlanSealValue, p.unit).feature(p.unit)
                                  .message("hidden unit " + p.unit + ": a plan cannot set its own " + what +
                                           "; `setup` draws salts (16 bytes), public ids and the setup id from OpenSSL's RAND_bytes"));
    if (!out.empty()) return out;
    HiddenSetup sealed = plan;
    const auto setupId = newSalt();
    const auto publicIds = shuffledPublicIds(sealed.units.size(), "H");
    if (!setupId || !publicIds) {
        out.push_back(at(file, plan.line, code::SetupNoRandomness).message("OpenSSL's RAND_bytes could not give a setup id"));
        return out;
    }
    sealed.setupId = *setupId;
    for (std::size_t i = 0; i < sealed.units.size(); ++i) {
        HiddenPlacement& p = sealed.units[i];
        const auto salt = newSalt();
        if (!salt) {
            out.push_back(at(file, p.line, code::SetupNoRandomness, p.unit).feature(p.unit).message("OpenSSL's RAND_bytes could not give a salt"));
            return out;
        }
        p.publicId = (*publicIds)[i];
        p.salt = *salt;
        p.commitment = commitmentOf(p.salt, canonicalPlacement(sealed, p));
    }
    plan = std::move(sealed);
    return out;
}

} // namespace

const HiddenPlacement* HiddenSetup::find(std::string_view id) const
{
    for (const HiddenPlacement& p : units)
        if ((!p.unit.empty() && p.unit == id) || (!p.publicId.empty() && p.publicId == id)) return &p;
    return nullptr;
}

std::string canonicalPlacement(const HiddenSetup& setup, const HiddenPlacement& p)
{
    std::string out = "crestline-coh-hidden-commitment 1\n";
    out += "setup " + canonicalField(setup.setupId) + "\n";
    out += "scenario " + canonicalField(setup.scenarioId) + "\n";
    out += "side " + canonicalField(setup.side) + "\n";
    out += "public " + canonicalField(p.publicId) + "\n";
    out += "unit " + canonicalField(p.unit) + "\n";
    out += "hex " + canonicalField(p.hex ? p.hex->text() : std::string()) + "\n";
    out += "facing " + (p.facing ? std::to_string(*p.facing) : std::string("none")) + "\n";
    return out;
}

Findings checkHiddenSetup(const HiddenSetup& setup, const CohScenario& s, const BoardSet& boards, const std::string& file)
{
    Findings out;
    if (setup.scenarioId != s.id) {
        out.push_back(at(file, setup.line, code::SetupScenarioMismatch)
                          .message("the hidden set-up is for scenario '" + setup.scenarioId + "', not '" + s.id + "'"));
        return out;
    }
    if (!s.findSide(setup.side)) {
        out.push_back(at(file, setup.line, code::UnknownSide).message("side '" + setup.side + "' is not a side of scenario " + s.id));
        return out;
    }
    std::vector<const Unit*> hidden;
    for (const Unit& u : s.units)
        if (u.side == setup.side && u.hidden) hidden.push_back(&u);
    if (setup.view == SetupView::Opponent) {
        if (setup.units.size() != hidden.size())
            out.push_back(at(file, setup.line, code::CohHiddenMismatch)
                              .message("the opponent's file holds " + std::to_string(setup.units.size()) + " commitments; side " + setup.side +
                                       " sets up " + std::to_string(hidden.size()) + " units hidden [10.0]"));
        return out;
    }
    const std::optional<HexSet> area = sideArea(s, boards, setup.side);
    const CohLookup find(s); // linear in units, not a search per placement
    std::map<std::string, int> placed;
    for (const HiddenPlacement& p : setup.units) {
        const Unit* u = find.findUnit(p.unit);
        if (!u || u->side != setup.side || !u->hidden) {
            out.push_back(at(file, p.line, code::CohHiddenMismatch, p.unit).feature(p.unit)
                              .message(!u ? "scenario " + s.id + " has no unit '" + p.unit + "'"
                                          : "'" + p.unit + "' is " + (u->side != setup.side ? "of side " + u->side : std::string("not set up hidden")) +
                                                " in the scenario: a hidden set-up places only side " + setup.side + "'s hidden units [10.0]"));
            continue;
        }
        if (const auto [it, fresh] = placed.emplace(p.unit, p.line); !fresh) {
            out.push_back(at(file, p.line, code::DuplicateId, p.unit).feature(p.unit)
                              .message("'" + p.unit + "' is already placed on line " + std::to_string(it->second)));
            continue;
        }
        checkPlacement(p, *u, boards, area, file, out);
    }
    for (const Unit* u : hidden)
        if (!placed.count(u->id) && u->carriedBy.empty() && !find.arrivalOf(u->id))
            out.push_back(at(file, setup.line, code::CohHiddenMismatch).feature(u->id)
                              .message("hidden unit '" + u->id + "' of side " + setup.side + " is not placed: a hidden set-up places every one"));
    return out;
}

Findings sealHiddenSetup(HiddenSetup& owner, const std::string& file)
{
    return owner.sealed() ? verifySealed(owner, file) : sealPlan(owner, file);
}

HiddenSetup opponentView(const HiddenSetup& owner)
{
    HiddenSetup out;
    out.version = owner.version;
    out.view = SetupView::Opponent;
    out.setupId = owner.setupId;
    out.scenarioId = owner.scenarioId;
    out.scenarioHref = owner.scenarioHref;
    out.side = owner.side;
    for (const HiddenPlacement& p : owner.units) {
        HiddenPlacement pub;
        pub.publicId = p.publicId;
        pub.commitment = lowerAscii(p.commitment);
        out.units.push_back(std::move(pub));
    }
    std::sort(out.units.begin(), out.units.end(), [](const HiddenPlacement& a, const HiddenPlacement& b) { return naturalLess(a.publicId, b.publicId); });
    return out;
}

HiddenRevealReport verifyHiddenReveal(const HiddenSetup& owner, const std::string& ownerFile, const HiddenSetup& opponent,
                                      const std::string& opponentFile, const std::vector<std::string>& only)
{
    HiddenRevealReport report;
    auto fail = [&](const std::string& file, int line, FindingCode c, const std::string& message, const std::string& id) {
        report.findings.push_back(at(file, line, c).feature(id).message(message));
    };
    if (owner.scenarioId != opponent.scenarioId || owner.side != opponent.side) {
        fail(ownerFile, owner.line, code::RevealScenarioMismatch,
             "the owner's file is for scenario '" + owner.scenarioId + "', side '" + owner.side + "'; the opponent's for scenario '" +
                 opponent.scenarioId + "', side '" + opponent.side + "'",
             {});
        return report;
    }
    if (!owner.sealed()) {
        fail(ownerFile, owner.line, code::RevealNotSealed, "the owner's file is a plan (no setup-id): nothing was committed before play", {});
        return report;
    }
    if (owner.setupId != opponent.setupId) {
        fail(ownerFile, owner.line, code::RevealSetupMismatch,
             "the owner's file was sealed as setup '" + owner.setupId + "' but " + opponentFile + " as setup '" + opponent.setupId +
                 "': the two files come from different runs of `setup`; the opponent's file made before play is the one to reveal against",
             {});
        return report;
    }
    std::vector<const HiddenPlacement*> todo;
    if (only.empty())
        for (const HiddenPlacement& p : owner.units) todo.push_back(&p);
    for (const std::string& id : only) {
        if (const HiddenPlacement* p = owner.find(id)) todo.push_back(p);
        else fail(ownerFile, 0, code::RevealUnknownMarker, "the owner's file has no hidden unit " + id, id);
    }
    for (const HiddenPlacement* p : todo) {
        const HiddenPlacement* pub = p->publicId.empty() ? nullptr : opponent.find(p->publicId);
        if (!pub) {
            fail(opponentFile, 0, code::RevealUnknownMarker, "the opponent's file has no entry " + nameOf(*p) + ": it was not sealed before play",
                 p->unit);
            continue;
        }
        if (p->salt.empty() || !p->hex) {
            fail(ownerFile, p->line, code::RevealNotSealed, "hidden unit " + nameOf(*p) + " has no salt or no hex to reveal", p->unit);
            continue;
        }
        if (!sameCommitment(commitmentOf(p->salt, canonicalPlacement(owner, *p)), pub->commitment)) {
            fail(ownerFile, p->line, code::RevealCommitmentMismatch,
                 "hidden unit " + nameOf(*p) + ": the revealed unit, hex, facing and salt do not give the commitment made before play", p->unit);
            continue;
        }
        report.verified.push_back(p);
    }
    return report;
}

} // namespace crestline::scenarios::coh
