#include "geometry/finding_builder.h"

namespace crestline {

FindingBuilder::FindingBuilder(FindingCode code)
    : m_code(code)
{
    const FindingCodeInfo& info = codeInfo(code);
    m_finding.code = std::string(info.name);
    m_finding.severity = info.severity;
    m_finding.rule = std::string(info.rule);
}

FindingBuilder& FindingBuilder::at(Location where)
{
    m_finding.where = std::move(where);
    return *this;
}

FindingBuilder& FindingBuilder::file(std::string file)
{
    m_finding.where.file = std::move(file);
    return *this;
}

FindingBuilder& FindingBuilder::line(int line)
{
    m_finding.where.line = line;
    return *this;
}

FindingBuilder& FindingBuilder::column(int column)
{
    m_finding.where.column = column;
    return *this;
}

FindingBuilder& FindingBuilder::element(std::string path)
{
    m_finding.where.element = std::move(path);
    return *this;
}

FindingBuilder& FindingBuilder::hex(std::string label)
{
    m_finding.where.hex = std::move(label);
    return *this;
}

FindingBuilder& FindingBuilder::feature(std::string id)
{
    m_finding.where.feature = std::move(id);
    return *this;
}

FindingBuilder& FindingBuilder::message(std::string text)
{
    m_finding.message = std::move(text);
    return *this;
}

FindingBuilder& FindingBuilder::rule(std::string citation)
{
    if (!citation.empty()) m_finding.rule = std::move(citation);
    return *this;
}

bool changeSeverity(Finding& f, Severity s)
{
    const auto code = findingCodeNamed(f.code);
    if (!code || !codeInfo(*code).allows(s)) return false;
    f.severity = s;
    return true;
}

FindingBuilder& FindingBuilder::severity(Severity s)
{
    // A severity the table does not list for the code would make the docs
    // wrong; keep the documented one rather than print an undocumented finding.
    if (codeInfo(m_code).allows(s)) m_finding.severity = s;
    return *this;
}

} // namespace crestline
