#!/usr/bin/env bash
# Configures crestline into build/ and builds it with two jobs.
#   scripts/build.sh [--target NAME]... [CMAKE_OPTION]...
# --target NAME: build only NAME and what it needs (repeatable; default: all,
#   every library, program and test). scripts/run builds `crestline` and,
#   with a display, `crestline-editor`; scripts/test builds all.
# CMAKE_OPTION goes to the configure, e.g. -DCRESTLINE_BUILD_TESTS=OFF for
# the libraries and the command line only.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
targets=()
options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --target) targets+=("$2"); shift 2 ;;
    *) options+=("$1"); shift ;;
  esac
done
# Folder-grouped unity builds: about half the compile time of a fresh tree
# (docs/testing.md, "Build cost"); configure without it
# (-DCRESTLINE_UNITY=OFF) for one unit per source while editing.
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCRESTLINE_UNITY=ON ${options[@]+"${options[@]}"} >/dev/null
if [ ${#targets[@]} -gt 0 ]; then
  cmake --build "$root/build" -j2 --target "${targets[@]}"
else
  cmake --build "$root/build" -j2
fi
