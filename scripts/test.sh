#!/usr/bin/env bash
# Builds bidlab with warnings as errors (and compiles its Eigen code for two
# other x86-64 levels), runs every test (ctest), then the
# browser test of the report and the explorer with a short load test of the
# server, then the fuzz targets of the readers and the server for a short
# while (clang, ASan and UBSan, build-asan); with BIDLAB_SANITIZE_TEST=1, the
# unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer in
# that tree first (a second full build: not yet timed for CI).
#   BIDLAB_BROWSER_TEST=0  skips the browser and load tests
#   BIDLAB_LOAD_REQUESTS=N requests of the load test (default 2000)
#   BIDLAB_SANITIZE_TEST=1 adds the sanitizer build of every test and its run
#   BIDLAB_FUZZ_SECONDS=N  seconds each fuzz target runs (default 15; 0 skips fuzzing)
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBIDLAB_WERROR=ON > /dev/null
cmake --build build -j"$JOBS"
# Every translation unit that uses Eigen, compiled for AVX-512 (x86-64-v4) and
# for the SSE4.2 baseline (x86-64-v2) under -Werror: what other CPUs' builds
# would report, caught on any machine (cmake/portability_check.cmake).
cmake --build build -j"$JOBS" --target portability_check
ctest --test-dir build --output-on-failure -j"$JOBS"
# The report and the explorer in headless Chromium (tests/browser/), and the
# server under load on loopback.
if [ "${BIDLAB_BROWSER_TEST:-1}" != 0 ]; then
  BIDLAB=build/bidlab node --test tests/browser/report_explorer.test.mjs
  node tests/browser/serve_load.mjs --bidlab build/bidlab --requests "${BIDLAB_LOAD_REQUESTS:-2000}" --clients 8
  # Beside 32 slow clients trickling one byte every 2 s (slowloris): every
  # request answered, those answered from the cache fast, memory bounded.
  node tests/browser/serve_load.mjs --bidlab build/bidlab --requests 500 --clients 8 --deals 20 \
    --slow-clients 32 --max-cached-p95-ms 100 --max-rss-mb 400 --max-seconds 120
else
  echo "browser and load tests skipped (BIDLAB_BROWSER_TEST=0)"
fi
# The quick tests (-LE long: not the 1,000-deal DDS reference sets, which
# only exercise DDS) in a clang build with ASan and UBSan; any report fails
# the test. The fuzz targets below come from the same tree.
if [ "${BIDLAB_SANITIZE_TEST:-0}" != 0 ]; then
  cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=clang++ \
    -DBIDLAB_FUZZ=ON -DBIDLAB_SANITIZE=ON > /dev/null
  cmake --build build-asan -j"$JOBS" --target bidlab bidlab_tests
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure -j"$JOBS" -LE long
else
  echo "sanitizer unit tests skipped (BIDLAB_SANITIZE_TEST=1 runs them)"
fi
# The libFuzzer targets, briefly (scripts/fuzz.sh runs them longer).
FUZZ_SECONDS=${BIDLAB_FUZZ_SECONDS:-15}
if [ "$FUZZ_SECONDS" != 0 ]; then
  bash scripts/fuzz.sh "$FUZZ_SECONDS"
fi
