// Commitments for Sighting setups; the salts, hashing and public ids are
// scenarios/commitments.h (OpenSSL's libcrypto).

#include "scenarios/sighting_setup.h"

#include "geometry/finding_builder.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace crestline::scenarios {

namespace {

Finding setupFinding(const std::string& file, int line, FindingCode code, std::string message, std::string feature)
{
    return makeFinding(code).file(file).line(line).feature(std::move(feature)).message(std::move(message));
}

} // namespace

const PlacedMarker* SightingSetup::find(std::string_view markerId) const
{
    for (const PlacedMarker& m : markers)
        if (m.id == markerId) return &m;
    return nullptr;
}

const PlacedMarker* SightingSetup::findEither(std::string_view markerId) const
{
    if (const PlacedMarker* m = find(markerId)) return m;
    for (const PlacedMarker& m : markers)
        if (!m.publicId.empty() && m.publicId == markerId) return &m;
    return nullptr;
}

std::string canonicalContent(const SightingSetup& setup, const PlacedMarker& marker)
{
    std::string out = "crestline-sighting-commitment 2\n";
    out += "setup " + canonicalField(setup.setupId) + "\n";
    out += "scenario " + canonicalField(setup.scenarioId) + "\n";
    out += "side " + canonicalField(setup.side) + "\n";
    out += "marker " + canonicalField(setup.view == SetupView::Owner ? marker.publicId : marker.id) + "\n";
    out += "hex " + canonicalField(marker.hex.text()) + "\n";
    if (!marker.content) return out + "content none\n";
    const MarkerContent& c = *marker.content;
    switch (c.kind) {
    case SightingKind::Hidden: out += "content hidden " + canonicalField(c.letter) + "\n"; break;
    case SightingKind::FalseSighting: out += "content false-sighting\n"; break;
    case SightingKind::Fortification: out += "content fortification " + canonicalField(c.fortification) + "\n"; break;
    }
    std::vector<const HiddenPiece*> pieces;
    for (const HiddenPiece& p : c.pieces) pieces.push_back(&p);
    std::sort(pieces.begin(), pieces.end(), [](const HiddenPiece* a, const HiddenPiece* b) {
        return std::tie(a->kind, a->ref, a->count) < std::tie(b->kind, b->ref, b->count);
    });
    for (const HiddenPiece* p : pieces)
        out += std::string("piece ") + (p->kind == HiddenPiece::Kind::Unit ? "unit " : "fortification ") + canonicalField(p->ref) + " " +
               std::to_string(p->count) + "\n";
    return out;
}

namespace {

/// [6.4] a plan sets no value of the sealing: the CSPRNG draws them all.
Findings checkPlanSetsNothing(const SightingSetup& plan, const std::string& file)
{
    Findings out;
    for (const PlacedMarker& m : plan.markers) {
        std::vector<std::string> set;
        if (!m.salt.empty()) set.push_back("salt");
        if (!m.commitment.empty()) set.push_back("commitment");
        if (!m.publicId.empty()) set.push_back("public-id");
        for (const std::string& what : set)
            out.push_back(setupFinding(file, m.line, code::SetupPlanSealValue,
                                       "marker " + m.id + ": a plan cannot set its own " + what +
                                           "; `setup` draws salts (16 bytes), public ids and the setup id from OpenSSL's RAND_bytes "
                                           "(remove it, or seal the owner's file that has a setup-id)",
                                       m.id));
    }
    return out;
}

Findings sealPlan(SightingSetup& plan, const std::string& file)
{
    Findings out = checkPlanSetsNothing(plan, file);
    if (!out.empty()) return out;
    SightingSetup sealed = plan;
    const auto setupId = newSalt();
    const auto publicIds = shuffledPublicIds(sealed.markers.size(), "M");
    if (!setupId || !publicIds) {
        out.push_back(setupFinding(file, plan.line, code::SetupNoRandomness, "OpenSSL's RAND_bytes could not give a setup id", {}));
        return out;
    }
    sealed.setupId = *setupId;
    for (std::size_t i = 0; i < sealed.markers.size(); ++i) {
        PlacedMarker& m = sealed.markers[i];
        const auto salt = newSalt();
        if (!salt) {
            out.push_back(setupFinding(file, m.line, code::SetupNoRandomness, "OpenSSL's RAND_bytes could not give a salt", m.id));
            return out;
        }
        m.publicId = (*publicIds)[i];
        m.salt = *salt;
        m.commitment = commitmentOf(m.salt, canonicalContent(sealed, m));
    }
    plan = std::move(sealed);
    return out;
}

/// A sealed owner's file is not sealed again: every marker must still match its commitment.
Findings verifySealed(const SightingSetup& owner, const std::string& file)
{
    Findings out;
    std::set<std::string> publicIds;
    for (const PlacedMarker& m : owner.markers) {
        if (m.publicId.empty() || m.salt.empty() || m.commitment.empty()) {
            out.push_back(setupFinding(file, m.line, code::MissingAttribute,
                                       "marker " + m.id + " of a sealed owner's file needs 'public-id', 'salt' and 'commitment'", m.id));
            continue;
        }
        if (!publicIds.insert(m.publicId).second)
            out.push_back(setupFinding(file, m.line, code::DuplicateId, "public id '" + m.publicId + "' is used twice", m.id));
        if (const std::string problem = saltProblem(m.salt); !problem.empty()) {
            out.push_back(setupFinding(file, m.line, code::SetupBadSalt, "marker " + m.id + ": " + problem, m.id));
            continue;
        }
        if (!sameCommitment(commitmentOf(m.salt, canonicalContent(owner, m)), m.commitment))
            out.push_back(setupFinding(file, m.line, code::SetupCommitmentStale,
                                       "marker " + m.id + " no longer matches its commitment: its content or hex changed after sealing "
                                                          "(seal the plan again: a new setup, with a new opponent's file)",
                                       m.id));
    }
    return out;
}

} // namespace

Findings sealSetup(SightingSetup& owner, const std::string& file)
{
    return owner.sealed() ? verifySealed(owner, file) : sealPlan(owner, file);
}

SightingSetup opponentView(const SightingSetup& owner)
{
    SightingSetup out;
    out.version = owner.version;
    out.view = SetupView::Opponent;
    out.setupId = owner.setupId;
    out.scenarioId = owner.scenarioId;
    out.scenarioHref = owner.scenarioHref;
    out.side = owner.side;
    for (const PlacedMarker& m : owner.markers) {
        PlacedMarker pub;
        pub.id = m.publicId;
        pub.hex = m.hex;
        pub.commitment = lowerAscii(m.commitment);
        out.markers.push_back(std::move(pub));
    }
    std::sort(out.markers.begin(), out.markers.end(), [](const PlacedMarker& a, const PlacedMarker& b) { return naturalLess(a.id, b.id); });
    return out;
}

RevealReport verifyReveal(const SightingSetup& owner, const std::string& ownerFile, const SightingSetup& opponent,
                          const std::string& opponentFile, const std::vector<std::string>& only)
{
    RevealReport report;
    auto fail = [&](const std::string& file, int line, FindingCode code, const std::string& message, const std::string& id) {
        report.findings.push_back(setupFinding(file, line, code, message, id));
    };
    if (owner.scenarioId != opponent.scenarioId || owner.side != opponent.side) {
        fail(ownerFile, 0, code::RevealScenarioMismatch,
             "the owner's file is for scenario '" + owner.scenarioId + "', side '" + owner.side + "'; the opponent's for scenario '" +
                 opponent.scenarioId + "', side '" + opponent.side + "'",
             {});
        return report;
    }
    if (!owner.sealed()) {
        fail(ownerFile, owner.line, code::RevealNotSealed, "the owner's file is a plan (no setup-id): nothing was committed before play", {});
        return report;
    }
    // [6.4] both files must come from one sealing: a killed `setup`, or an
    // old file kept beside a new one, pairs commitments with other salts.
    if (owner.setupId != opponent.setupId) {
        fail(ownerFile, owner.line, code::RevealSetupMismatch,
             "the owner's file was sealed as setup '" + owner.setupId + "' but " + opponentFile + " as setup '" + opponent.setupId +
                 "': the two files come from different runs of `setup` (an interrupted setup, or an old file); the opponent's file "
                 "made before play is the one to reveal against",
             {});
        return report;
    }
    std::vector<const PlacedMarker*> todo;
    if (only.empty())
        for (const PlacedMarker& m : owner.markers) todo.push_back(&m);
    for (const std::string& id : only) {
        if (const PlacedMarker* m = owner.findEither(id)) todo.push_back(m);
        else fail(ownerFile, 0, code::RevealUnknownMarker, "the owner's file has no marker " + id, id);
    }
    for (const PlacedMarker* m : todo) {
        const std::string name = m->publicId.empty() ? m->id : m->publicId + " (owner's " + m->id + ")";
        const PlacedMarker* pub = m->publicId.empty() ? nullptr : opponent.find(m->publicId);
        if (!pub) {
            fail(opponentFile, 0, code::RevealUnknownMarker, "the opponent's file has no marker " + name + ": it was not placed before play", m->id);
            continue;
        }
        if (pub->hex.text() != m->hex.text()) {
            fail(ownerFile, m->line, code::RevealHexMismatch,
                 "marker " + name + " is in " + m->hex.text() + " in the owner's file but in " + pub->hex.text() + " in the opponent's", m->id);
            continue;
        }
        if (m->salt.empty() || !m->content) {
            fail(ownerFile, m->line, code::RevealNotSealed, "marker " + name + " has no salt or no content to reveal", m->id);
            continue;
        }
        const std::string computed = commitmentOf(m->salt, canonicalContent(owner, *m));
        if (!sameCommitment(computed, pub->commitment)) {
            fail(ownerFile, m->line, code::RevealCommitmentMismatch,
                 "marker " + name + ": the revealed content and salt do not give the commitment made before play; the content was changed", m->id);
            continue;
        }
        report.verified.push_back({m});
    }
    return report;
}

std::string describeContent(const MarkerContent& c)
{
    std::string out;
    switch (c.kind) {
    case SightingKind::Hidden: out = "Hidden: " + c.letter; break;
    case SightingKind::FalseSighting: out = "False Sighting"; break;
    case SightingKind::Fortification: out = "fortification: " + c.fortification; break;
    }
    std::string pieces;
    for (const HiddenPiece& p : c.pieces)
        pieces += (pieces.empty() ? "" : ", ") + std::to_string(p.count) + " x " + p.ref;
    if (!pieces.empty()) out += " (" + pieces + ")";
    return out;
}

} // namespace crestline::scenarios
