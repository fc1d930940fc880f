#pragma once
// The one way findings are made: makeFinding(code::X) takes the code's default
// severity and rule from the table (finding_codes.h); the chained setters add
// where and what, and override the severity or rule where a code legitimately
// differs. Converts to a Finding wherever one is expected:
//
//     out.push_back(makeFinding(code::SelfIntersectingPolygon).file(path).line(12).feature("hill-a").message("..."));

#include "geometry/finding.h"
#include "geometry/finding_codes.h"

#include <string>

namespace crestline {

/// Builds one Finding; see makeFinding.
class FindingBuilder {
public:
    explicit FindingBuilder(FindingCode code);

    /// The whole location at once (replaces any field set before).
    FindingBuilder& at(Location where);
    FindingBuilder& file(std::string file);
    FindingBuilder& line(int line);
    FindingBuilder& column(int column);
    FindingBuilder& element(std::string path);
    FindingBuilder& hex(std::string label);
    FindingBuilder& feature(std::string id);
    FindingBuilder& message(std::string text);
    /// Overrides the table's rule citation (an empty text leaves it).
    FindingBuilder& rule(std::string citation);
    /// Overrides the table's default severity with one the table allows for the
    /// code; any other is ignored, so a finding never has an undocumented severity.
    FindingBuilder& severity(Severity s);

    Finding build() const& { return m_finding; }
    Finding build() && { return std::move(m_finding); }
    operator Finding() const& { return m_finding; }
    operator Finding() && { return std::move(m_finding); }

private:
    FindingCode m_code;
    Finding m_finding;
};

/// A finding of `code` with the table's default severity and rule.
inline FindingBuilder makeFinding(FindingCode code) { return FindingBuilder(code); }

/// Change the severity of a finding already made (a loader making a part's
/// fatal finding an error, a reader making its frame's errors fatal), if the
/// table allows `s` for its code; false (and unchanged) otherwise.
bool changeSeverity(Finding& f, Severity s);

} // namespace crestline
