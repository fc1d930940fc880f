// libFuzzer target: the CoH hidden set-up reader (NAME.hidden.xml), the
// writer's round trip, the opponent's view (which must never carry a unit,
// hex, facing or salt, whatever was read), the checks against the bundled
// scenario kleinbach-crossroads, and the verification of a sealed file.

#include "fuzz_support.h"

#include "formats/scenario/coh/coh_scenario_format.h"
#include "scenarios/coh/coh_hidden_setup.h"

#include <pugixml.hpp>

#include <string_view>

namespace {

using namespace crestline;

/// The scenario the fuzzed set-ups are checked against, loaded once.
const formats::LoadedCohScenario& bundledScenario()
{
    static const formats::LoadedCohScenario scenario = [] {
        auto read = formats::loadCohScenario(fuzz::sourceDir() / "scenarios/library/kleinbach-crossroads.scenario.xml");
        if (!read.value) fuzz::fail("coh_hidden_setup_fuzz", "cannot load kleinbach-crossroads.scenario.xml");
        return std::move(*read.value);
    }();
    return scenario;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readHiddenSetupText(fuzz::asText(data, size), "fuzz.hidden.xml");
    if (!read.value) return 0;
    const scenarios::coh::HiddenSetup& setup = *read.value;
    fuzz::checkRoundTrip(
        "coh_hidden_setup_fuzz", setup, read.findings,
        [](const std::string& text) { return formats::readHiddenSetupText(text, "rewritten.hidden.xml"); },
        [](const scenarios::coh::HiddenSetup& s) { return formats::writeHiddenSetupText(s); });

    // The opponent's file of anything read holds no attribute but id and
    // commitment per entry (parsed: a value may hold any text).
    const std::string opponent = formats::writeHiddenSetupText(scenarios::coh::opponentView(setup));
    pugi::xml_document doc;
    if (!doc.load_string(opponent.c_str())) fuzz::fail("coh_hidden_setup_fuzz", "the opponent's file is not XML:\n" + opponent);
    for (pugi::xml_node n : doc.document_element().children("hidden"))
        for (pugi::xml_attribute a : n.attributes())
            if (std::string_view(a.name()) != "id" && std::string_view(a.name()) != "commitment")
                fuzz::fail("coh_hidden_setup_fuzz", std::string("opponent's file holds '") + a.name() + "'\n" + opponent);
    // Read with no error, every commitment is 64 hexadecimal digits.
    if (!hasErrors(read.findings))
        for (const auto& p : setup.units)
            if (!p.commitment.empty() && (p.commitment.size() != 64 || p.commitment.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos))
                fuzz::fail("coh_hidden_setup_fuzz", "a commitment that is no SHA-256 read without error: " + p.commitment);

    const formats::LoadedCohScenario& scenario = bundledScenario();
    (void)scenarios::coh::checkHiddenSetup(setup, scenario.scenario, scenario.boards, "fuzz.hidden.xml");
    if (setup.view == scenarios::SetupView::Owner && setup.sealed()) {
        scenarios::coh::HiddenSetup copy = setup; // verified only: a sealed file is never sealed again
        (void)scenarios::coh::sealHiddenSetup(copy, "fuzz.hidden.xml");
        if (!(copy == setup)) fuzz::fail("coh_hidden_setup_fuzz", "verifying a sealed file changed it");
    }
    return 0;
}
