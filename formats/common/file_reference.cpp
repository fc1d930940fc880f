#include "formats/common/file_reference.h"

#include "geometry/finding_builder.h"

namespace crestline::formats {

namespace {

namespace fs = std::filesystem;

/// Whether `target` lies in `folder` or below it (both absolute and normal).
bool within(const fs::path& folder, const fs::path& target)
{
    const fs::path rel = target.lexically_relative(folder);
    return !rel.empty() && *rel.begin() != ".." && !rel.is_absolute();
}

/// `p` with symbolic links resolved as far as it exists; `p` itself if that fails.
fs::path real(const fs::path& p)
{
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(p, ec);
    return ec ? p : c;
}

} // namespace

ResolvedReference resolveReference(const fs::path& referencingFile, std::string_view href, const Location& at)
{
    const fs::path folder = referencingFile.parent_path();
    const fs::path named(href);
    ResolvedReference out;
    out.path = (named.is_absolute() ? named : folder / named).lexically_normal();

    std::error_code ec;
    const fs::path absFolder = fs::absolute(folder.empty() ? fs::path(".") : folder, ec).lexically_normal();
    const fs::path absTarget = fs::absolute(out.path, ec).lexically_normal();
    const bool inside = !named.is_absolute() && within(absFolder, absTarget) && within(real(absFolder), real(absTarget));
    if (!inside) {
        const std::string where = folder.empty() ? std::string("./") : folder.lexically_normal().string() + "/";
        // An absolute href ties the file to one machine's folders (or reaches
        // into /dev, /etc): probably wrong. A relative one that climbs out
        // (boards/ -> ../catalogs/) is an ordinary layout: said, as a remark.
        out.outside = makeFinding(code::ReferenceOutside)
                          .severity(named.is_absolute() ? Severity::Warning : Severity::Info)
                          .at(at)
                          .message(referencingFile.lexically_normal().string() + " refers to '" + std::string(href) + "' = " +
                                   real(absTarget).string() + ", outside its own folder " + where);
    }
    return out;
}

} // namespace crestline::formats
