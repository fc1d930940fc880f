#pragma once
// Hex label schemes as real games print them: letter-number ("J17", after Z
// comes AA), column-row digits ("0112") and numbers with a separator ("12.05").

#include <optional>
#include <string>
#include <string_view>

namespace crestline::geometry {

enum class LabelScheme { LetterNumber, Digits, Separated };
enum class LetterAxis { Column, Row };
/// Spreadsheet: A..Z, AA, AB, ... AZ, BA. Doubled: A..Z, AA, BB, ... ZZ, AAA.
enum class LetterStyle { Spreadsheet, Doubled };

/// How a grid prints its hex labels. Numbers are the game's printed numbers
/// (first column/row number already added).
struct LabelSpec {
    LabelScheme scheme = LabelScheme::LetterNumber;
    LetterAxis letterAxis = LetterAxis::Column;
    LetterStyle letterStyle = LetterStyle::Spreadsheet;
    std::string separator = ".";
    int pad = 0; ///< minimum digits per number (Digits scheme: width of each half, sign included, at least 2)
    friend bool operator==(const LabelSpec&, const LabelSpec&) = default;
};

/// Letters for a positive number: 1 -> A, 26 -> Z, 27 -> AA. Empty for n < 1.
std::string lettersFor(int n, LetterStyle style);
/// Inverse of lettersFor; nullopt if the text is not a valid letter group.
std::optional<int> numberForLetters(std::string_view letters, LetterStyle style);

/// Printed column and row numbers of a hex.
struct LabelNumbers {
    int column = 0;
    int row = 0;
    friend bool operator==(const LabelNumbers&, const LabelNumbers&) = default;
};

/// Format a label; `digitsWidth` is the width used by the Digits scheme
/// (each half, sign included). Empty if the scheme cannot name the hex
/// (letter-number with a lettered number below 1).
std::string formatLabel(const LabelSpec& spec, LabelNumbers n, int digitsWidth);
/// Parse a label; nullopt if it does not follow the scheme.
std::optional<LabelNumbers> parseLabel(const LabelSpec& spec, std::string_view text, int digitsWidth);

} // namespace crestline::geometry
