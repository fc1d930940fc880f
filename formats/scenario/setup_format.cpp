// Reader and writer for Sighting setups (NAME.setup.xml; docs/scenario-format.md,
// "Sighting setups"). Codes as the scenario reader, plus bad-value for salts,
// public ids or contents in an opponent's file, setup-plan-seal-value for a
// plan (an owner's file without setup-id) that sets a salt, commitment or
// public id itself, and setup-bad-salt for a sealed salt that is not 16 bytes
// or more. Only a fatal problem leaves no setup; a setup whose header is in
// error is returned without its markers (they are read by the view the header
// gives). The opponent's view is written with public ids, hexes and
// commitments only: never a salt, never a content, never the owner's ids.

#include "formats/common/atomic_file.h"
#include "formats/scenario/scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using namespace scenarios;
namespace sx = scenario_xml;

bool isContent(std::string_view name)
{
    return name == "hidden" || name == "false-sighting" || name == "fortification";
}

std::optional<MarkerContent> readContent(xml::ReadContext& ctx, pugi::xml_node n)
{
    MarkerContent c;
    c.line = ctx.lineOf(n);
    const std::string_view name = n.name();
    if (name == "hidden") {
        c.kind = SightingKind::Hidden;
        if (auto v = xml::requireToken(ctx, n, "letter")) c.letter = *v;
        c.extras = xml::readExtras(ctx, n, {"letter"}, {"unit", "fortification"});
        c.pieces = sx::readHiddenPieces(ctx, n);
    } else if (name == "false-sighting") {
        c.kind = SightingKind::FalseSighting;
        c.extras = xml::readExtras(ctx, n, {}, {});
    } else {
        c.kind = SightingKind::Fortification;
        if (auto v = xml::requireToken(ctx, n, "kind")) c.fortification = *v;
        c.extras = xml::readExtras(ctx, n, {"kind"}, {});
    }
    return c;
}

/// [6.4] what the owner's file says about the sealing: a plan sets nothing
/// (the CSPRNG draws it all); a sealed file has all of it, salts long enough.
void readOwnerSeal(xml::ReadContext& ctx, pugi::xml_node n, const PlacedMarker& m, bool sealed)
{
    if (!sealed) {
        for (const char* a : {"salt", "commitment", "public-id"})
            if (n.attribute(a))
                ctx.report(code::SetupPlanSealValue, n,
                           "marker " + m.id + ": a plan cannot set its own " + a +
                               "; `setup` draws salts (16 bytes), public ids and the setup id from OpenSSL's RAND_bytes "
                               "(a file sealed before setup format 2 has no setup-id and reads as a plan: remove them and seal it again)");
        return;
    }
    for (const char* a : {"public-id", "salt", "commitment"})
        if (!n.attribute(a)) ctx.report(code::MissingAttribute, n, std::string("<marker> of a sealed owner's file needs attribute '") + a + "'");
    if (!m.salt.empty())
        if (const std::string problem = saltProblem(m.salt); !problem.empty())
            ctx.report(code::SetupBadSalt, n, "marker " + m.id + ": " + problem);
}

PlacedMarker readMarker(xml::ReadContext& ctx, pugi::xml_node n, const SightingSetup& setup)
{
    PlacedMarker m;
    m.line = ctx.lineOf(n);
    if (auto v = xml::requireToken(ctx, n, "id")) m.id = *v;
    if (auto v = xml::requireToken(ctx, n, "hex")) m.hex = parseHexName(*v);
    m.publicId = xml::optionalString(n, "public-id");
    m.salt = xml::optionalString(n, "salt");
    m.commitment = xml::optionalString(n, "commitment");
    m.extras = xml::readExtras(ctx, n, {"id", "public-id", "hex", "salt", "commitment"}, {"hidden", "false-sighting", "fortification"});
    std::vector<pugi::xml_node> contents;
    for (pugi::xml_node c : n.children())
        if (c.type() == pugi::node_element && isContent(c.name())) contents.push_back(c);
    if (setup.view == SetupView::Opponent) {
        if (!m.salt.empty()) ctx.report(code::BadValue, n, "an opponent's file must not hold salts (marker " + m.id + ")");
        if (!m.publicId.empty())
            ctx.report(code::BadValue, n, "an opponent's file holds public ids only, as 'id', never the owner's ids (marker " + m.id + ")");
        if (!contents.empty()) ctx.report(code::BadValue, contents.front(), "an opponent's file must not hold contents (marker " + m.id + ")");
        if (m.commitment.empty()) ctx.report(code::MissingAttribute, n, "<marker> of an opponent's file needs attribute 'commitment'");
        return m;
    }
    readOwnerSeal(ctx, n, m, setup.sealed());
    if (contents.empty())
        ctx.report(code::MissingElement, n, "<marker> of an owner's file needs its content: <hidden>, <false-sighting> or <fortification>");
    for (std::size_t i = 1; i < contents.size(); ++i)
        ctx.report(code::DuplicateElement, contents[i], "a Sighting marker has one reverse side; marker " + m.id + " lists more than one content");
    if (!contents.empty()) m.content = readContent(ctx, contents.front());
    return m;
}

void writeContent(pugi::xml_node parent, const MarkerContent& c)
{
    pugi::xml_node n;
    switch (c.kind) {
    case SightingKind::Hidden:
        n = parent.append_child("hidden");
        n.append_attribute("letter") = c.letter.c_str();
        sx::writeHiddenPieces(n, c.pieces);
        break;
    case SightingKind::FalseSighting: n = parent.append_child("false-sighting"); break;
    case SightingKind::Fortification:
        n = parent.append_child("fortification");
        n.append_attribute("kind") = c.fortification.c_str();
        break;
    }
    xml::writeExtras(n, c.extras);
}

} // namespace

ReadResult<SightingSetup> readSetupText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<SightingSetup>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<SightingSetup> {
        if (!xml::checkRoot(ctx, root, "sighting-setup", kSetupFormatVersion, "Sighting setup")) return std::nullopt;
        const xml::ErrorMark header(ctx);
        SightingSetup s;
        s.version = xml::parseInt(root.attribute("version").value()).value_or(0);
        s.line = ctx.lineOf(root);
        if (auto v = xml::requireChoice(ctx, root, "view", {"owner", "opponent"})) s.view = *v == "owner" ? SetupView::Owner : SetupView::Opponent;
        s.setupId = xml::optionalString(root, "setup-id");
        if (s.view == SetupView::Opponent && !root.attribute("setup-id"))
            ctx.report(code::MissingAttribute, root,
                       "an opponent's file needs attribute 'setup-id' (a file sealed before setup format 2 has none: seal the plan again)");
        else if (root.attribute("setup-id") && !saltProblem(s.setupId).empty())
            ctx.report(code::BadValue, root, "attribute 'setup-id' is '" + s.setupId + "', not 16 or more bytes as hexadecimal digits");
        if (auto v = xml::requireToken(ctx, root, "scenario")) s.scenarioId = *v;
        s.scenarioHref = xml::optionalString(root, "scenario-href");
        if (auto v = xml::requireToken(ctx, root, "side")) s.side = *v;
        s.extras = xml::readExtras(ctx, root, {"version", "view", "setup-id", "scenario", "scenario-href", "side"}, {"marker"});
        if (!header.newErrors())
            for (pugi::xml_node m : root.children("marker")) s.markers.push_back(readMarker(ctx, m, s));
        return s;
    });
}

ReadResult<SightingSetup> readSetupFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<SightingSetup>>(file, readSetupText);
}

std::string writeSetupText(const SightingSetup& s)
{
    const bool owner = s.view == SetupView::Owner;
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("sighting-setup");
    root.append_attribute("version") = kSetupFormatVersion;
    root.append_attribute("view") = owner ? "owner" : "opponent";
    if (!s.setupId.empty()) root.append_attribute("setup-id") = s.setupId.c_str();
    root.append_attribute("scenario") = s.scenarioId.c_str();
    if (!s.scenarioHref.empty()) root.append_attribute("scenario-href") = s.scenarioHref.c_str();
    root.append_attribute("side") = s.side.c_str();
    for (const PlacedMarker& m : s.markers) {
        pugi::xml_node n = root.append_child("marker");
        n.append_attribute("id") = m.id.c_str();
        if (owner && !m.publicId.empty()) n.append_attribute("public-id") = m.publicId.c_str();
        n.append_attribute("hex") = m.hex.text().c_str();
        if (owner && !m.salt.empty()) n.append_attribute("salt") = m.salt.c_str();
        if (!m.commitment.empty()) n.append_attribute("commitment") = m.commitment.c_str();
        if (owner && m.content) writeContent(n, *m.content);
        xml::writeExtras(n, m.extras);
    }
    xml::writeExtras(root, s.extras);
    return xml::toString(doc);
}

Findings writeSetupFile(const SightingSetup& setup, const std::filesystem::path& file)
{
    return saveFile(file, writeSetupText(setup), setupAccess(setup));
}

FileAccess setupAccess(const SightingSetup& setup)
{
    return setup.view == SetupView::Owner ? FileAccess::Private : FileAccess::Public;
}

} // namespace crestline::formats
