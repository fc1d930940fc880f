// Commitments for Sighting setups. Hashing and randomness come from OpenSSL's
// libcrypto (SHA-256 through EVP, salts from RAND_bytes); nothing home-made.

#include "scenarios/sighting_setup.h"

#include "geometry/finding_builder.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <memory>
#include <numeric>
#include <set>
#include <tuple>

namespace crestline::scenarios {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

std::string toHex(const unsigned char* data, std::size_t n)
{
    std::string out;
    out.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        out += kHexDigits[data[i] >> 4];
        out += kHexDigits[data[i] & 15];
    }
    return out;
}

std::optional<std::vector<unsigned char>> fromHex(const std::string& text)
{
    if (text.empty() || text.size() % 2) return std::nullopt;
    std::vector<unsigned char> out;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const int hi = OPENSSL_hexchar2int(static_cast<unsigned char>(text[i]));
        const int lo = OPENSSL_hexchar2int(static_cast<unsigned char>(text[i + 1]));
        if (hi < 0 || lo < 0) return std::nullopt;
        out.push_back(static_cast<unsigned char>(hi * 16 + lo));
    }
    return out;
}

// One field per line: a backslash, CR or LF inside a field must not start a new one.
std::string escaped(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else out += c;
    }
    return out;
}

std::string lower(std::string s)
{
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "S2" < "S10": compare runs of digits by value.
bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t i2 = i, j2 = j;
            while (i2 < a.size() && std::isdigit(static_cast<unsigned char>(a[i2]))) ++i2;
            while (j2 < b.size() && std::isdigit(static_cast<unsigned char>(b[j2]))) ++j2;
            const std::string x = a.substr(i, i2 - i), y = b.substr(j, j2 - j);
            const std::string xs = x.substr(std::min(x.find_first_not_of('0'), x.size()));
            const std::string ys = y.substr(std::min(y.find_first_not_of('0'), y.size()));
            if (xs.size() != ys.size()) return xs.size() < ys.size();
            if (xs != ys) return xs < ys;
            i = i2;
            j = j2;
            continue;
        }
        if (a[i] != b[j]) return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

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
    out += "setup " + escaped(setup.setupId) + "\n";
    out += "scenario " + escaped(setup.scenarioId) + "\n";
    out += "side " + escaped(setup.side) + "\n";
    out += "marker " + escaped(setup.view == SetupView::Owner ? marker.publicId : marker.id) + "\n";
    out += "hex " + escaped(marker.hex.text()) + "\n";
    if (!marker.content) return out + "content none\n";
    const MarkerContent& c = *marker.content;
    switch (c.kind) {
    case SightingKind::Hidden: out += "content hidden " + escaped(c.letter) + "\n"; break;
    case SightingKind::FalseSighting: out += "content false-sighting\n"; break;
    case SightingKind::Fortification: out += "content fortification " + escaped(c.fortification) + "\n"; break;
    }
    std::vector<const HiddenPiece*> pieces;
    for (const HiddenPiece& p : c.pieces) pieces.push_back(&p);
    std::sort(pieces.begin(), pieces.end(), [](const HiddenPiece* a, const HiddenPiece* b) {
        return std::tie(a->kind, a->ref, a->count) < std::tie(b->kind, b->ref, b->count);
    });
    for (const HiddenPiece* p : pieces)
        out += std::string("piece ") + (p->kind == HiddenPiece::Kind::Unit ? "unit " : "fortification ") + escaped(p->ref) + " " +
               std::to_string(p->count) + "\n";
    return out;
}

std::optional<std::string> newSalt()
{
    std::array<unsigned char, kMinSaltBytes> bytes{};
    if (RAND_bytes(bytes.data(), int(bytes.size())) != 1) return std::nullopt;
    std::string out = toHex(bytes.data(), bytes.size());
    OPENSSL_cleanse(bytes.data(), bytes.size());
    return out;
}

std::string commitmentOf(const std::string& saltHex, const std::string& text)
{
    const auto salt = fromHex(saltHex);
    if (!salt) return {};
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> md(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (!md || EVP_DigestInit_ex(md.get(), EVP_sha256(), nullptr) != 1 || EVP_DigestUpdate(md.get(), salt->data(), salt->size()) != 1 ||
        EVP_DigestUpdate(md.get(), text.data(), text.size()) != 1 || EVP_DigestFinal_ex(md.get(), digest.data(), &length) != 1)
        return {};
    return toHex(digest.data(), length);
}

std::string saltProblem(const std::string& salt)
{
    if (!fromHex(salt)) return "the salt is not hexadecimal bytes";
    if (salt.size() < 2 * kMinSaltBytes)
        return "the salt has " + std::to_string(salt.size() / 2) + " bytes; at least " + std::to_string(kMinSaltBytes) +
               " are needed, or anyone could recover the content from the commitment by trying every salt";
    return {};
}

namespace {

/// A uniform number in [0, n) from RAND_bytes (rejection sampling); nullopt if the generator fails.
std::optional<std::uint32_t> randomBelow(std::uint32_t n)
{
    const std::uint32_t limit = UINT32_MAX - UINT32_MAX % n;
    for (;;) {
        std::uint32_t x = 0;
        if (RAND_bytes(reinterpret_cast<unsigned char*>(&x), int(sizeof x)) != 1) return std::nullopt;
        if (x < limit) return x % n;
    }
}

/// Public ids M1..Mn in a random order (Fisher-Yates over RAND_bytes).
std::optional<std::vector<std::string>> shuffledPublicIds(std::size_t n)
{
    std::vector<std::size_t> numbers(n);
    std::iota(numbers.begin(), numbers.end(), std::size_t(1));
    for (std::size_t i = n; i > 1; --i) {
        const auto j = randomBelow(std::uint32_t(i));
        if (!j) return std::nullopt;
        std::swap(numbers[i - 1], numbers[*j]);
    }
    std::vector<std::string> out;
    for (std::size_t k : numbers) out.push_back("M" + std::to_string(k));
    return out;
}

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
    const auto publicIds = shuffledPublicIds(sealed.markers.size());
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
        if (lower(m.commitment) != commitmentOf(m.salt, canonicalContent(owner, m)))
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
        pub.commitment = lower(m.commitment);
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
        const std::string expected = lower(pub->commitment);
        if (computed.empty() || computed.size() != expected.size() || CRYPTO_memcmp(computed.data(), expected.data(), computed.size()) != 0) {
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
