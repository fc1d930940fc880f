// libFuzzer target: the Sighting setup reader (NAME.setup.xml), the writer's
// round trip, and the setup checks against the bundled scenario
// hold-the-ridge with its maps.

#include "fuzz_support.h"

#include "formats/scenario/scenario_format.h"
#include "scenarios/setup_checks.h"

namespace {

using namespace crestline;

/// The scenario the fuzzed setups are checked against, loaded once.
const formats::LoadedScenario& bundledScenario()
{
    static const formats::LoadedScenario scenario = [] {
        auto read = formats::loadScenario(fuzz::sourceDir() / "scenarios/library/hold-the-ridge.scenario.xml");
        if (!read.value) fuzz::fail("setup_reader_fuzz", "cannot load hold-the-ridge.scenario.xml");
        return std::move(*read.value);
    }();
    return scenario;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto read = formats::readSetupText(fuzz::asText(data, size), "fuzz.setup.xml");
    if (!read.value) return 0;
    const scenarios::SightingSetup& setup = *read.value;
    fuzz::checkRoundTrip(
        "setup_reader_fuzz", setup, read.findings,
        [](const std::string& text) { return formats::readSetupText(text, "rewritten.setup.xml"); },
        [](const scenarios::SightingSetup& s) { return formats::writeSetupText(s); });

    const formats::LoadedScenario& scenario = bundledScenario();
    if (setup.view == scenarios::SetupView::Owner)
        (void)scenarios::checkSetup(setup, scenario.scenario, scenario.boards, "fuzz.setup.xml");
    else
        (void)scenarios::checkOpponentSetup(setup, scenario.scenario, scenario.boards, "fuzz.setup.xml");
    return 0;
}
