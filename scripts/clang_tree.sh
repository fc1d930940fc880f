# Sourced by scripts/sanitize and scripts/fuzz: the one clang tree, build-clang/.
# It holds the libFuzzer targets and every test (no editor GUI, no
# benchmarks), all compiled with ASan+UBSan (-DCRESTLINE_FUZZ=ON instruments
# every library and program alike; the fuzz targets link libFuzzer, the
# tests Catch2 as usual), at -O1 with line tables only (-gline-tables-only:
# reports still name function, file and line; full -g compiled 10-20% slower).
# So `ctest` there is the sanitizer run
# and the fuzzers need no tree of their own. docs/testing.md.
clang_tree="$root/build-clang"

configure_clang_tree() {
  cmake -S "$root" -B "$clang_tree" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DCRESTLINE_FUZZ=ON -DCRESTLINE_UNITY=ON \
    -DCRESTLINE_BUILD_GUI=OFF -DCRESTLINE_BUILD_BENCHMARKS=OFF >/dev/null
}

# What the sanitizers report and how (ctest in build-clang/): leaks too,
# with the allowances of scripts/lsan.supp; any report stops the test.
sanitizer_env=(
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0"
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
)
