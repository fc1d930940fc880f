#pragma once
// Sealed commitments, shared by FF Sighting setups (sighting_setup.h) and CoH
// hidden set-ups (Conflict of Heroes, in its folder):
//   commitment = hex(SHA-256(salt || canonical text))
// with a fresh 16-byte salt per sealed entry from OpenSSL's RAND_bytes. At
// reveal the owner shows the text's content and the salt; anyone recomputes
// the commitment. Hashing and randomness are OpenSSL's libcrypto (SHA-256
// through EVP, RAND_bytes); nothing here is home-made cryptography.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace crestline::scenarios {

/// The fewest salt bytes a sealed entry may have (a shorter salt lets anyone
/// recover the content from the commitment by trying every salt).
inline constexpr std::size_t kMinSaltBytes = 16;

/// A fresh salt: kMinSaltBytes bytes from OpenSSL's RAND_bytes, hex-encoded.
/// nullopt if the generator fails. Setup ids are made the same way.
std::optional<std::string> newSalt();

/// Why `salt` cannot seal an entry ("" when it can): not hexadecimal bytes,
/// or fewer than kMinSaltBytes of them.
std::string saltProblem(const std::string& salt);

/// hex(SHA-256(salt bytes || text)); empty if the salt is not an even number of hex digits.
std::string commitmentOf(const std::string& saltHex, const std::string& text);

/// Whether `computed` (lower-case hex) equals `expected` (any case), compared
/// in constant time (CRYPTO_memcmp).
bool sameCommitment(const std::string& computed, const std::string& expected);

/// Public ids prefix1..prefixN in a random order (Fisher-Yates over
/// RAND_bytes): the order of a file's entries then says nothing of the
/// owner's. nullopt if the generator fails.
std::optional<std::vector<std::string>> shuffledPublicIds(std::size_t n, const std::string& prefix);

/// One field of a canonical text: a backslash, CR or LF inside it must not
/// start a new line (escaped as \\, \r, \n).
std::string canonicalField(const std::string& s);

/// Lower-case ASCII.
std::string lowerAscii(std::string s);

/// "S2" < "S10": runs of digits compare by value.
bool naturalLess(const std::string& a, const std::string& b);

} // namespace crestline::scenarios
