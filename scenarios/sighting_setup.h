#pragma once
// A Sighting setup: one player's concrete placement of his Sighting markers
// before play [6.1] and what each one hides [6.4, 6.5]. The owner's view holds
// everything; the opponent's view holds only what the opponent sees on the
// map plus a commitment per marker:
//   commitment = hex(SHA-256(salt || canonical content text))
// with a fresh 16-byte salt per marker from OpenSSL's RAND_bytes. At reveal the
// owner shows content and salt; anyone can recompute the commitment and so
// prove that the content was fixed before play.
//
// Nothing of the owner's choosing reaches the opponent: sealing draws a setup
// id (tying the two files of one sealing together), the salts and the public
// marker ids ("M1".."Mn", a random permutation) from the CSPRNG. The owner's
// own marker ids ("A", "MG42", "S1") stay in the owner's file, mapped to the
// public ids there; the opponent's file lists markers by public id, so its
// ids and order carry nothing of the contents.

#include "geometry/finding.h"
#include "maps/xml_extras.h"
#include "scenarios/commitments.h"
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
    std::string id;                   ///< owner's view: the owner's label ("A", "S3"); opponent's view: the public id
    std::string publicId;             ///< owner's view only: the id the opponent sees ("M4"); empty in a plan
    HexName hex;                      ///< public
    std::optional<MarkerContent> content; ///< owner's view only
    std::string salt;                 ///< owner's view only: 32+ hex digits, drawn at sealing
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
    std::string setupId;              ///< drawn at sealing (32 hex digits), in both files; empty in a plan
    std::string scenarioId;
    std::string scenarioHref;         ///< scenario file, relative to the setup file
    std::string side;
    std::vector<PlacedMarker> markers;
    maps::XmlExtras extras;
    int line = 0;                     ///< line of the root element
    friend bool operator==(const SightingSetup&, const SightingSetup&) = default;

    /// Whether this is a sealed file (it has a setup id), not a plan.
    bool sealed() const { return !setupId.empty(); }
    const PlacedMarker* find(std::string_view id) const;
    /// A marker by its id or (owner's view) its public id.
    const PlacedMarker* findEither(std::string_view id) const;
};

/// The text a marker's commitment is computed over (documented in
/// docs/scenario-format.md): setup id, scenario, side, public marker id and
/// hex bind the content to this marker of this sealing; pieces are sorted so
/// order does not matter.
std::string canonicalContent(const SightingSetup& setup, const PlacedMarker& marker);

/// Seal a plan: draw the setup id, the public marker ids and a salt per
/// marker, and make the commitments (setup-plan-seal-value if the plan sets
/// any of them itself; setup-no-randomness if RAND_bytes fails). A sealed
/// owner's file is verified instead and left as it is
/// (setup-commitment-stale, setup-bad-salt, missing-attribute). Findings are
/// located in `file`; with errors `owner` is left unsealed.
Findings sealSetup(SightingSetup& owner, const std::string& file);

/// The opponent's file: setup id, scenario, side, and per marker only its
/// public id, hex and commitment, sorted by public id. Nothing else of the
/// owner's file is copied.
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

/// Prove the owner's markers (all, or those in `only`, by owner's or public
/// id) against the opponent's commitments. Codes: reveal-scenario-mismatch,
/// reveal-setup-mismatch, reveal-unknown-marker, reveal-hex-mismatch,
/// reveal-not-sealed, reveal-commitment-mismatch.
RevealReport verifyReveal(const SightingSetup& owner, const std::string& ownerFile, const SightingSetup& opponent,
                          const std::string& opponentFile, const std::vector<std::string>& only);

/// One line describing a content for people: "Hidden: A (2 x gren, 1 x trench)".
std::string describeContent(const MarkerContent& c);

} // namespace crestline::scenarios
