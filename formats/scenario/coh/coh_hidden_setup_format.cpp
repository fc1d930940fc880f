// Reader and writer for CoH hidden set-ups (NAME.hidden.xml; docs/coh-scenario.md,
// "Hidden set-up"). Codes as the Sighting setup reader: setup-plan-seal-value
// for a plan that sets a salt, commitment or public id itself, setup-bad-salt
// for a sealed salt under 16 bytes, bad-value for anything secret in an
// opponent's file. The opponent's view is written with public ids and
// commitments only: never a unit, a hex, a facing or a salt.

#include "formats/common/atomic_file.h"
#include "formats/scenario/coh/coh_scenario_format.h"
#include "formats/scenario/scenario_xml.h"

namespace crestline::formats {

namespace {

using namespace scenarios::coh;
using scenarios::SetupView;

constexpr const char* kOwnerSecrets[] = {"unit", "hex", "facing", "salt", "public-id"};

/// A commitment is a SHA-256: 64 hexadecimal digits, nothing else (bad-value).
void checkCommitment(xml::ReadContext& ctx, pugi::xml_node n, const std::string& value)
{
    const bool hex = value.size() == 64 && value.find_first_not_of("0123456789abcdefABCDEF") == std::string::npos;
    if (!value.empty() && !hex) ctx.report(code::BadValue, n, "attribute 'commitment' is not a SHA-256 (64 hexadecimal digits)");
}

HiddenPlacement readOpponentEntry(xml::ReadContext& ctx, pugi::xml_node n)
{
    HiddenPlacement p;
    p.line = ctx.lineOf(n);
    if (auto v = xml::requireToken(ctx, n, "id")) p.publicId = *v;
    if (auto v = xml::requireToken(ctx, n, "commitment")) p.commitment = *v;
    checkCommitment(ctx, n, p.commitment);
    for (const char* secret : kOwnerSecrets)
        if (n.attribute(secret))
            ctx.report(code::BadValue, n, std::string("an opponent's file must not hold '") + secret + "' (entry " + p.publicId +
                                              "): it would give away a hidden unit");
    p.extras = xml::readExtras(ctx, n, {"id", "commitment", "unit", "hex", "facing", "salt", "public-id"}, {});
    return p;
}

HiddenPlacement readOwnerEntry(xml::ReadContext& ctx, pugi::xml_node n, bool sealed)
{
    HiddenPlacement p;
    p.line = ctx.lineOf(n);
    if (auto v = xml::requireToken(ctx, n, "unit")) p.unit = *v;
    const std::vector<scenarios::HexName> hex = scenario_xml::readHexList(ctx, n, "hex", true);
    if (hex.size() > 1) ctx.report(code::BadValue, n, "attribute 'hex' of <hidden> names more than one hex");
    else if (hex.size() == 1) p.hex = hex.front();
    if (auto v = xml::requireInt(ctx, n, "facing")) p.facing = *v;
    p.publicId = xml::optionalString(n, "public-id");
    p.salt = xml::optionalString(n, "salt");
    p.commitment = xml::optionalString(n, "commitment");
    checkCommitment(ctx, n, p.commitment);
    p.extras = xml::readExtras(ctx, n, {"unit", "hex", "facing", "public-id", "salt", "commitment"}, {});
    if (!sealed) {
        for (const char* a : {"salt", "commitment", "public-id"})
            if (n.attribute(a))
                ctx.report(code::SetupPlanSealValue, n,
                           "hidden unit " + p.unit + ": a plan cannot set its own " + a +
                               "; `setup` draws salts (16 bytes), public ids and the setup id from OpenSSL's RAND_bytes");
        return p;
    }
    for (const char* a : {"public-id", "salt", "commitment"})
        if (!n.attribute(a)) ctx.report(code::MissingAttribute, n, std::string("<hidden> of a sealed owner's file needs attribute '") + a + "'");
    if (!p.salt.empty())
        if (const std::string problem = scenarios::saltProblem(p.salt); !problem.empty())
            ctx.report(code::SetupBadSalt, n, "hidden unit " + p.unit + ": " + problem);
    return p;
}

} // namespace

bool isHiddenSetupFile(const std::filesystem::path& file)
{
    const auto text = readWholeFile(file, nullptr);
    if (!text) return false;
    pugi::xml_document doc;
    if (!doc.load_buffer(text->data(), text->size(), pugi::parse_default)) return false;
    return std::string_view(doc.document_element().name()) == "hidden-setup";
}

ReadResult<HiddenSetup> readHiddenSetupText(std::string_view text, const std::string& fileName)
{
    return xml::readDocument<ReadResult<HiddenSetup>>(text, fileName, [](xml::ReadContext& ctx, pugi::xml_node root) -> std::optional<HiddenSetup> {
        if (!xml::checkRoot(ctx, root, "hidden-setup", kHiddenSetupFormatVersion, "CoH hidden set-up")) return std::nullopt;
        const xml::ErrorMark header(ctx);
        HiddenSetup s;
        s.version = xml::parseInt(root.attribute("version").value()).value_or(0);
        s.line = ctx.lineOf(root);
        xml::requireChoice(ctx, root, "system", {"coh"});
        if (auto v = xml::requireChoice(ctx, root, "view", {"owner", "opponent"})) s.view = *v == "owner" ? SetupView::Owner : SetupView::Opponent;
        s.setupId = xml::optionalString(root, "setup-id");
        if (s.view == SetupView::Opponent && !root.attribute("setup-id"))
            ctx.report(code::MissingAttribute, root, "an opponent's file needs attribute 'setup-id'");
        else if (root.attribute("setup-id") && !scenarios::saltProblem(s.setupId).empty())
            ctx.report(code::BadValue, root, "attribute 'setup-id' is '" + s.setupId + "', not 16 or more bytes as hexadecimal digits");
        if (auto v = xml::requireToken(ctx, root, "scenario")) s.scenarioId = *v;
        s.scenarioHref = xml::optionalString(root, "scenario-href");
        if (auto v = xml::requireToken(ctx, root, "side")) s.side = *v;
        s.extras = xml::readExtras(ctx, root, {"version", "system", "view", "setup-id", "scenario", "scenario-href", "side"}, {"hidden"});
        if (!header.newErrors())
            for (pugi::xml_node n : root.children("hidden"))
                s.units.push_back(s.view == SetupView::Opponent ? readOpponentEntry(ctx, n) : readOwnerEntry(ctx, n, s.sealed()));
        return s;
    });
}

ReadResult<HiddenSetup> readHiddenSetupFile(const std::filesystem::path& file)
{
    return readFileWith<ReadResult<HiddenSetup>>(file, readHiddenSetupText);
}

std::string writeHiddenSetupText(const HiddenSetup& s)
{
    const bool owner = s.view == SetupView::Owner;
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("hidden-setup");
    root.append_attribute("version") = kHiddenSetupFormatVersion;
    root.append_attribute("system") = std::string(kCohSystem).c_str();
    root.append_attribute("view") = owner ? "owner" : "opponent";
    if (!s.setupId.empty()) root.append_attribute("setup-id") = s.setupId.c_str();
    root.append_attribute("scenario") = s.scenarioId.c_str();
    if (!s.scenarioHref.empty()) root.append_attribute("scenario-href") = s.scenarioHref.c_str();
    root.append_attribute("side") = s.side.c_str();
    for (const HiddenPlacement& p : s.units) {
        pugi::xml_node n = root.append_child("hidden");
        if (owner) {
            n.append_attribute("unit") = p.unit.c_str();
            if (!p.publicId.empty()) n.append_attribute("public-id") = p.publicId.c_str();
            if (p.hex) n.append_attribute("hex") = p.hex->text().c_str();
            if (p.facing) n.append_attribute("facing") = *p.facing;
            if (!p.salt.empty()) n.append_attribute("salt") = p.salt.c_str();
        } else {
            n.append_attribute("id") = p.publicId.c_str();
        }
        if (!p.commitment.empty()) n.append_attribute("commitment") = p.commitment.c_str();
        if (owner) xml::writeExtras(n, p.extras); // an opponent's entry carries nothing the owner wrote
    }
    if (owner) xml::writeExtras(root, s.extras);
    return xml::toString(doc);
}

Findings writeHiddenSetupFile(const HiddenSetup& setup, const std::filesystem::path& file)
{
    return saveFile(file, writeHiddenSetupText(setup), setup.view == SetupView::Owner ? FileAccess::Private : FileAccess::Public);
}

} // namespace crestline::formats
