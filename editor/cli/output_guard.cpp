// A command never writes over one of its own inputs (issue 27, defect 6):
// `export S --json S` or `matrix M --out M` would replace the only copy of
// the input with JSON or CSV. main.cpp knows each writing command's inputs
// and outputs and asks here before the command runs.

#include "editor/cli/commands.h"

#include <filesystem>
#include <iostream>

namespace crestline::cli {

namespace {

namespace fs = std::filesystem;

/// The same file: both exist and are one file (links resolved, hard links
/// included), or, when one does not exist yet, the same path once the links
/// of its existing part are resolved.
bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code ea, eb;
    const bool hasA = fs::exists(a, ea), hasB = fs::exists(b, eb);
    if (hasA && hasB) {
        std::error_code ec;
        return fs::equivalent(a, b, ec) && !ec;
    }
    const fs::path ca = fs::weakly_canonical(fs::absolute(a, ea), ea);
    const fs::path cb = fs::weakly_canonical(fs::absolute(b, eb), eb);
    return !ea && !eb && ca == cb;
}

bool isFile(const std::string& path) { return !path.empty() && path != "-"; }

} // namespace

bool outputIsInput(const std::string& command, const std::vector<std::string>& inputs, const std::vector<std::string>& outputs)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        if (!isFile(outputs[i])) continue;
        for (const std::string& in : inputs) {
            if (!isFile(in) || !sameFile(outputs[i], in)) continue;
            std::cerr << "crestline " << command << ": the output " << outputs[i] << " is the input " << in
                      << " (the same file): nothing is written over an input; give another output file\n";
            return true;
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (!isFile(outputs[j]) || !sameFile(outputs[i], outputs[j])) continue;
            std::cerr << "crestline " << command << ": the outputs " << outputs[j] << " and " << outputs[i]
                      << " are the same file: give two different files\n";
            return true;
        }
    }
    return false;
}

} // namespace crestline::cli
