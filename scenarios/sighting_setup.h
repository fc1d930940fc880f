#pragma once
// A Sighting setup: one player's concrete placement of his Sighting markers
// before play [6.1] and what each one hides [6.4, 6.5]. The owner's view holds
// everything; the opponent's view holds only what the opponent sees on the
// map (marker ids and hexes) plus a commitment per marker:
//   commitment = hex(SHA-256(salt || canonical content text))
// with a fresh 16-byte salt per marker from OpenSSL's RAND_bytes. At reveal the
// owner shows content and salt; anyone can recompute the commitment and so
// prove that the content was fixed before play.

#include "geometry/finding.h"
#include "maps/xml_extras.h"
#include "scenarios/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace crestline::scenarios {

/// What one placed Sighting marker has on its reverse, and for "Hidden" what
/// is under the matching Hiding marker [6.51].
struct MarkerContent {
    SightingKind kind = SightingKind::FalseSighting;
    std::string letter;               ///< Hidden
    std::string fortification;        ///< harmful fortification kind
    std::vector<HiddenPiece> pieces;  ///< Hidden: units and beneficial fortifications
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const MarkerContent&, const MarkerContent&) = default;
};

/// One Sighting marker on the map.
struct PlacedMarker {
    std::string id;                   ///< public label, e.g. "S3"
    HexName hex;                      ///< public
    std::optional<MarkerContent> content; ///< owner's view only
    std::string salt;                 ///< owner's view only: 32+ hex digits
    std::string commitment;           ///< 64 hex digits; empty in an unsealed plan
    maps::XmlExtras extras;
    int line = 0;
    friend bool operator==(const PlacedMarker&, const PlacedMarker&) = default;
};

enum class SetupView { Owner, Opponent };

/// A whole Sighting setup file (NAME.setup.xml).
struct SightingSetup {
    int version = 0;
    SetupView view = SetupView::Owner;
    std::string scenarioId;
    std::string scenarioHref;         ///< scenario file, relative to the setup file
    std::string side;
    std::vector<PlacedMarker> markers;
    maps::XmlExtras extras;
    int line = 0;                     ///< line of the root element
    friend bool operator==(const SightingSetup&, const SightingSetup&) = default;

    const PlacedMarker* find(std::string_view id) const;
};

/// The text a marker's commitment is computed over (documented in
/// docs/scenario-format.md): scenario, side, marker id and hex bind the
/// content to this marker; pieces are sorted so order does not matter.
std::string canonicalContent(const SightingSetup& setup, const PlacedMarker& marker);

/// A fresh salt: 16 bytes from OpenSSL's RAND_bytes, hex-encoded. nullopt if
/// the generator fails.
std::optional<std::string> newSalt();

/// hex(SHA-256(salt bytes || text)); empty if the salt is not an even number of hex digits.
std::string commitmentOf(const std::string& saltHex, const std::string& text);

/// Give every marker of an owner's setup a salt and a commitment. Markers that
/// already have both are verified instead (setup-commitment-stale if their
/// content changed since). Findings are located in `file`.
Findings sealSetup(SightingSetup& owner, const std::string& file);

/// The opponent's file: scenario, side, and per marker only id, hex and
/// commitment, sorted by marker id. Nothing else of the owner's file is copied.
SightingSetup opponentView(const SightingSetup& sealedOwner);

/// A marker proved at reveal.
struct RevealedMarker {
    const PlacedMarker* marker = nullptr; ///< in the owner's setup
};

/// The result of checking an owner's (possibly partial) setup against the opponent's file.
struct RevealReport {
    std::vector<RevealedMarker> verified;
    Findings findings;
    bool ok() const { return !hasErrors(findings) && !verified.empty(); }
};

/// Prove the owner's markers (all, or those in `only`) against the opponent's
/// commitments. Codes: reveal-scenario-mismatch, reveal-unknown-marker,
/// reveal-hex-mismatch, reveal-not-sealed, reveal-commitment-mismatch.
RevealReport verifyReveal(const SightingSetup& owner, const std::string& ownerFile, const SightingSetup& opponent,
                          const std::string& opponentFile, const std::vector<std::string>& only);

/// One line describing a content for people: "Hidden: A (2 x gren, 1 x trench)".
std::string describeContent(const MarkerContent& c);

} // namespace crestline::scenarios
