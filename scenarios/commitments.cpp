// Salts, commitments and public ids (see commitments.h) over OpenSSL's libcrypto.

#include "scenarios/commitments.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <memory>
#include <numeric>

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

} // namespace

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

} // namespace

std::optional<std::vector<std::string>> shuffledPublicIds(std::size_t n, const std::string& prefix)
{
    std::vector<std::size_t> numbers(n);
    std::iota(numbers.begin(), numbers.end(), std::size_t(1));
    for (std::size_t i = n; i > 1; --i) {
        const auto j = randomBelow(std::uint32_t(i));
        if (!j) return std::nullopt;
        std::swap(numbers[i - 1], numbers[*j]);
    }
    std::vector<std::string> out;
    for (std::size_t k : numbers) out.push_back(prefix + std::to_string(k));
    return out;
}

bool sameCommitment(const std::string& computed, const std::string& expected)
{
    const std::string e = lowerAscii(expected);
    return !computed.empty() && computed.size() == e.size() && CRYPTO_memcmp(computed.data(), e.data(), computed.size()) == 0;
}

std::string canonicalField(const std::string& s)
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

std::string lowerAscii(std::string s)
{
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

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

} // namespace crestline::scenarios
