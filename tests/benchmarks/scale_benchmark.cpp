// Growth of the scenario checks and the map reader with the size of the file
// (issue 27 #8): each benchmark times size n and 2n in one run and reports
// the ratio t(2n) / t(n) (about 2 when linear, 4 when quadratic):
//   BM_CohCheckCarriedChain/N  CoH `check`: read the scenario and its map,
//                              run the checks, on N units carried in a chain
//   BM_GtsCheckManyUnits/N     GTS `check` on N more units set up or arriving
//   BM_FfInfoManyAreas/N       FF `info`: read the map of N hex-sized areas,
//                              analyse it (areas to hexes) and check it
// Files from scale_files.h, written to a temporary directory once.
// `scale_benchmark --write DIR N` writes the three files of size N to DIR
// (coh-chain.scenario.xml, gts-many.scenario.xml, ff-areas.map.xml) for
// timing the command line on them, and exits; `scale_benchmark --run
// coh|gts|ff FILE` runs that one job on FILE (as `crestline check` or
// `crestline info` do, without printing) for /usr/bin/time, exit 0 if clean.

#include "editor/jobs/coh/coh_scenario_jobs.h"
#include "editor/jobs/gts/gts_scenario_jobs.h"
#include "editor/jobs/map_document.h"
#include "editor/jobs/map_jobs.h"
#include "tests/benchmarks/scale_files.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>

#include <unistd.h>

using namespace crestline;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

const std::string kData = std::string(CRESTLINE_SOURCE_DIR) + "/tests/scenarios/data";
const std::string kCatalog = std::string(CRESTLINE_SOURCE_DIR) + "/maps/catalogs/ff-sample.terrain.xml";

std::string textOf(const std::string& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + file);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write(const fs::path& file, const std::string& text)
{
    std::ofstream out(file, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + file.string());
}

fs::path scratch()
{
    static const fs::path dir = [] {
        fs::path d = fs::temp_directory_path() / ("crestline-scale-" + std::to_string(::getpid()));
        fs::create_directories(d);
        return d;
    }();
    return dir;
}

fs::path cohFile(int n)
{
    const fs::path f = scratch() / ("coh-chain-" + std::to_string(n) + ".scenario.xml");
    if (!fs::exists(f)) write(f, bench::cohChain(textOf(kData + "/coh/base.scenario.xml"), kData, n));
    return f;
}

fs::path gtsFile(int n)
{
    const fs::path f = scratch() / ("gts-many-" + std::to_string(n) + ".scenario.xml");
    const fs::path map = scratch() / "gts-entries.map.xml";
    if (!fs::exists(map)) write(map, bench::gtsMap(textOf(kData + "/gts/small-gts.map.xml"), kData));
    if (!fs::exists(f)) write(f, bench::gtsMany(textOf(kData + "/gts/base.scenario.xml"), map.string(), n));
    return f;
}

fs::path ffFile(int n)
{
    const fs::path f = scratch() / ("ff-areas-" + std::to_string(n) + ".map.xml");
    if (!fs::exists(f)) write(f, bench::ffAreas(kCatalog, n));
    return f;
}

double secondsOf(const std::function<void()>& f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// Times `run(n)` and `run(2n)` once per iteration; counters n_ms, 2n_ms
/// (the last iteration's) and growth = t(2n) / t(n) over all iterations.
/// `run` returns false when the job did not come out clean (then an error).
void growth(benchmark::State& state, const std::function<bool(int)>& run)
{
    const int n = int(state.range(0));
    double small = 0, large = 0;
    for (auto _ : state) {
        bool ok = true;
        small += secondsOf([&] { ok = run(n) && ok; });
        large += secondsOf([&] { ok = run(2 * n) && ok; });
        if (!ok) {
            state.SkipWithError("the generated file did not check clean");
            return;
        }
    }
    const double it = double(state.iterations());
    state.counters["n_ms"] = 1000 * small / it;
    state.counters["2n_ms"] = 1000 * large / it;
    state.counters["growth"] = large / small;
}

bool cohCheckFile(const fs::path& file)
{
    const jobs::CohScenarioDocument doc = jobs::CohScenarioDocument::open(file);
    const jobs::CohCheckResult r = jobs::checkCohScenarioFile(doc);
    benchmark::DoNotOptimize(r.findings.size());
    return r.done() && !hasErrors(r.findings);
}

bool gtsCheckFile(const fs::path& file)
{
    const jobs::GtsScenarioDocument doc = jobs::GtsScenarioDocument::open(file);
    const jobs::GtsCheckResult r = jobs::checkGtsScenarioFile(doc);
    benchmark::DoNotOptimize(r.findings.size());
    return r.done() && !hasErrors(r.findings);
}

bool ffInfoFile(const fs::path& file)
{
    const jobs::MapDocument doc = jobs::MapDocument::open(file);
    const jobs::InfoResult r = jobs::mapInfo(doc);
    benchmark::DoNotOptimize(r.findings.size());
    return r.done() && !hasErrors(r.findings);
}

bool cohCheck(int n) { return cohCheckFile(cohFile(n)); }
bool gtsCheck(int n) { return gtsCheckFile(gtsFile(n)); }
bool ffInfo(int n) { return ffInfoFile(ffFile(n)); }

void BM_CohCheckCarriedChain(benchmark::State& state) { growth(state, cohCheck); }
void BM_GtsCheckManyUnits(benchmark::State& state) { growth(state, gtsCheck); }
void BM_FfInfoManyAreas(benchmark::State& state) { growth(state, ffInfo); }

} // namespace

BENCHMARK(BM_CohCheckCarriedChain)->Arg(8000)->Arg(32000)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(2);
BENCHMARK(BM_GtsCheckManyUnits)->Arg(8000)->Arg(32000)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(2);
BENCHMARK(BM_FfInfoManyAreas)->Arg(5000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

int main(int argc, char** argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--write") == 0) {
        const fs::path dir = argv[2];
        const int n = std::stoi(argv[3]);
        fs::create_directories(dir);
        write(dir / "coh-chain.scenario.xml", bench::cohChain(textOf(kData + "/coh/base.scenario.xml"), kData, n));
        write(dir / "gts-entries.map.xml", bench::gtsMap(textOf(kData + "/gts/small-gts.map.xml"), kData));
        write(dir / "gts-many.scenario.xml", bench::gtsMany(textOf(kData + "/gts/base.scenario.xml"), fs::absolute(dir / "gts-entries.map.xml").string(), n));
        write(dir / "ff-areas.map.xml", bench::ffAreas(kCatalog, n));
        std::cout << "wrote " << dir.string() << "/{coh-chain.scenario.xml,gts-many.scenario.xml,ff-areas.map.xml} of size " << n << "\n";
        return 0;
    }
    if (argc == 4 && std::strcmp(argv[1], "--run") == 0) {
        const std::string kind = argv[2];
        const bool clean = kind == "coh" ? cohCheckFile(argv[3]) : kind == "gts" ? gtsCheckFile(argv[3]) : ffInfoFile(argv[3]);
        std::cout << (clean ? "clean" : "NOT clean") << "\n";
        return clean ? 0 : 1;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    std::error_code ec;
    fs::remove_all(scratch(), ec);
    return 0;
}
