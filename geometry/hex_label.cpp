#include "geometry/hex_label.h"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <limits>

namespace crestline::geometry {

std::string lettersFor(int n, LetterStyle style)
{
    if (n < 1) return {};
    if (style == LetterStyle::Doubled) {
        const int repeat = (n - 1) / 26 + 1;
        return std::string(std::size_t(repeat), char('A' + (n - 1) % 26));
    }
    std::string out;
    while (n > 0) {
        const int rem = (n - 1) % 26;
        out.insert(out.begin(), char('A' + rem));
        n = (n - 1) / 26;
    }
    return out;
}

std::optional<int> numberForLetters(std::string_view letters, LetterStyle style)
{
    if (letters.empty()) return std::nullopt;
    for (char c : letters)
        if (c < 'A' || c > 'Z') return std::nullopt;
    // Longest groups whose number still fits an int: seven spreadsheet letters
    // pass 2^31, while doubled groups grow by only 26 per letter.
    const std::size_t longest = style == LetterStyle::Doubled ? std::size_t(std::numeric_limits<int>::max() / 26) : 6;
    if (letters.size() > longest) return std::nullopt;
    if (style == LetterStyle::Doubled) {
        for (char c : letters)
            if (c != letters.front()) return std::nullopt;
        return int(letters.size() - 1) * 26 + (letters.front() - 'A') + 1;
    }
    int n = 0;
    for (char c : letters) n = n * 26 + (c - 'A' + 1);
    return n;
}

namespace {

// |n| in decimal, zero-padded to `width` digits, with "-" in front if n < 0.
// 64-bit magnitude: -INT_MIN is defined; the padding is made in one step.
std::string padded(int n, int width)
{
    const std::int64_t magnitude = n < 0 ? -std::int64_t(n) : std::int64_t(n);
    std::string digits = std::to_string(magnitude);
    if (int(digits.size()) < width) digits.insert(0, std::size_t(width) - digits.size(), '0');
    return n < 0 ? "-" + digits : digits;
}

// A Digits half: exactly `width` characters, the sign (if any) included.
std::string fixedWidth(int n, int width)
{
    if (n >= 0) return padded(n, width);
    std::string s = padded(n, 0);
    if (int(s.size()) < width) s.insert(1, std::size_t(width) - s.size(), '0');
    return s;
}

std::optional<int> parseInt(std::string_view s)
{
    if (s.empty()) return std::nullopt;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i])) && !(i == 0 && s[i] == '-' && s.size() > 1))
            return std::nullopt;
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

} // namespace

std::string formatLabel(const LabelSpec& spec, LabelNumbers n, int digitsWidth)
{
    switch (spec.scheme) {
    case LabelScheme::LetterNumber:
        // No letter names a number below 1: such a hex has no label.
        if ((spec.letterAxis == LetterAxis::Column ? n.column : n.row) < 1) return {};
        if (spec.letterAxis == LetterAxis::Column)
            return lettersFor(n.column, spec.letterStyle) + padded(n.row, spec.pad);
        return lettersFor(n.row, spec.letterStyle) + padded(n.column, spec.pad);
    case LabelScheme::Digits:
        return fixedWidth(n.column, digitsWidth) + fixedWidth(n.row, digitsWidth);
    case LabelScheme::Separated:
        return padded(n.column, spec.pad) + spec.separator + padded(n.row, spec.pad);
    }
    return {};
}

std::optional<LabelNumbers> parseLabel(const LabelSpec& spec, std::string_view text, int digitsWidth)
{
    switch (spec.scheme) {
    case LabelScheme::LetterNumber: {
        std::size_t i = 0;
        while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
        std::string letters(text.substr(0, i));
        for (char& c : letters) c = char(std::toupper(static_cast<unsigned char>(c)));
        const auto a = numberForLetters(letters, spec.letterStyle);
        const auto b = parseInt(text.substr(i));
        if (!a || !b) return std::nullopt;
        if (spec.letterAxis == LetterAxis::Column) return LabelNumbers{*a, *b};
        return LabelNumbers{*b, *a};
    }
    case LabelScheme::Digits: {
        if (digitsWidth < 1 || text.size() != std::size_t(2 * digitsWidth)) return std::nullopt;
        const auto c = parseInt(text.substr(0, std::size_t(digitsWidth)));
        const auto r = parseInt(text.substr(std::size_t(digitsWidth)));
        if (!c || !r) return std::nullopt;
        return LabelNumbers{*c, *r};
    }
    case LabelScheme::Separated: {
        if (spec.separator.empty()) return std::nullopt;
        const auto pos = text.find(spec.separator, 1);
        if (pos == std::string_view::npos) return std::nullopt;
        const auto c = parseInt(text.substr(0, pos));
        const auto r = parseInt(text.substr(pos + spec.separator.size()));
        if (!c || !r) return std::nullopt;
        return LabelNumbers{*c, *r};
    }
    }
    return std::nullopt;
}

} // namespace crestline::geometry
