// A main for the fuzz targets in builds without libFuzzer: runs
// LLVMFuzzerTestOneInput once on each file named (a directory: on each file
// in it, sorted), so the regression inputs replay in the normal build.
// Arguments starting with '-' (libFuzzer flags such as -runs=0) are ignored.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

/// Run the target on one file's bytes.
void replay(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::printf("replay %s (%zu bytes)\n", file.string().c_str(), bytes.size());
    std::fflush(stdout);
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

} // namespace

int main(int argc, char** argv)
{
    int count = 0;
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] == '-') continue;
        const std::filesystem::path arg = argv[i];
        if (!std::filesystem::is_directory(arg)) {
            if (!std::filesystem::exists(arg)) {
                std::fprintf(stderr, "no such file: %s\n", argv[i]);
                return 2;
            }
            replay(arg);
            ++count;
            continue;
        }
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(arg))
            if (entry.is_regular_file()) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) replay(file);
        count += int(files.size());
    }
    std::printf("%d inputs replayed, none crashed\n", count);
    return 0;
}
