#!/usr/bin/env bash
# Configures and builds crestline into build/ with two jobs. Extra arguments
# go to the configure, e.g. scripts/build.sh -DCRESTLINE_BUILD_TESTS=OFF for
# the libraries and the command line only.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
cmake --build "$root/build" -j2
