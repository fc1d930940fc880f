#include "geometry/hex_label.h"

#include <cctype>
#include <charconv>

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
    if (letters.empty() || letters.size() > 6) return std::nullopt;
    for (char c : letters)
        if (c < 'A' || c > 'Z') return std::nullopt;
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

std::string padded(int n, int width)
{
    std::string s = std::to_string(n < 0 ? -n : n);
    while (int(s.size()) < width) s.insert(s.begin(), '0');
    return n < 0 ? "-" + s : s;
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
        if (spec.letterAxis == LetterAxis::Column)
            return lettersFor(n.column, spec.letterStyle) + padded(n.row, spec.pad);
        return lettersFor(n.row, spec.letterStyle) + padded(n.column, spec.pad);
    case LabelScheme::Digits:
        return padded(n.column, digitsWidth) + padded(n.row, digitsWidth);
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
        if (!c || !r || *c < 0 || *r < 0) return std::nullopt;
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
