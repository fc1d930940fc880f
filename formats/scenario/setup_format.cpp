// Reader and writer for Sighting setups (NAME.setup.xml; docs/scenario-format.md,
// "Sighting setups"). Codes as the scenario reader, plus bad-value for salts or
// contents in an opponent's file. Only a fatal problem leaves no setup; a
// setup whose header is in error is returned without its markers (they are
// read by the view the header gives). The opponent's view is written with marker
// ids, hexes and commitments only: never a salt, never a content.

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

PlacedMarker readMarker(xml::ReadContext& ctx, pugi::xml_node n, SetupView view)
{
    PlacedMarker m;
    m.line = ctx.lineOf(n);
    if (auto v = xml::requireToken(ctx, n, "id")) m.id = *v;
    if (auto v = xml::requireToken(ctx, n, "hex")) m.hex = parseHexName(*v);
    m.salt = xml::optionalString(n, "salt");
    m.commitment = xml::optionalString(n, "commitment");
    m.extras = xml::readExtras(ctx, n, {"id", "hex", "salt", "commitment"}, {"hidden", "false-sighting", "fortification"});
    std::vector<pugi::xml_node> contents;
    for (pugi::xml_node c : n.children())
        if (c.type() == pugi::node_element && isContent(c.name())) contents.push_back(c);
    if (view == SetupView::Opponent) {
        if (!m.salt.empty()) ctx.report(code::BadValue, n, "an opponent's file must not hold salts (marker " + m.id + ")");
        if (!contents.empty()) ctx.report(code::BadValue, contents.front(), "an opponent's file must not hold contents (marker " + m.id + ")");
        if (m.commitment.empty()) ctx.report(code::MissingAttribute, n, "<marker> of an opponent's file needs attribute 'commitment'");
        return m;
    }
    if (!m.commitment.empty() && m.salt.empty()) ctx.report(code::MissingAttribute, n, "<marker> has a commitment but no 'salt'");
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
        if (auto v = xml::requireToken(ctx, root, "scenario")) s.scenarioId = *v;
        s.scenarioHref = xml::optionalString(root, "scenario-href");
        if (auto v = xml::requireToken(ctx, root, "side")) s.side = *v;
        s.extras = xml::readExtras(ctx, root, {"version", "view", "scenario", "scenario-href", "side"}, {"marker"});
        if (!header.newErrors())
            for (pugi::xml_node m : root.children("marker")) s.markers.push_back(readMarker(ctx, m, s.view));
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
    root.append_attribute("scenario") = s.scenarioId.c_str();
    if (!s.scenarioHref.empty()) root.append_attribute("scenario-href") = s.scenarioHref.c_str();
    root.append_attribute("side") = s.side.c_str();
    for (const PlacedMarker& m : s.markers) {
        pugi::xml_node n = root.append_child("marker");
        n.append_attribute("id") = m.id.c_str();
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
    return saveFile(file, writeSetupText(setup));
}

} // namespace crestline::formats
