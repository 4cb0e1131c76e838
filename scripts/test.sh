#!/usr/bin/env bash
# Builds bidlab with warnings as errors and runs every test (ctest), then the
# fuzz targets for a short while. BIDLAB_FUZZ_SECONDS=0 skips fuzzing.
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBIDLAB_WERROR=ON > /dev/null
cmake --build build -j"$JOBS"
ctest --test-dir build --output-on-failure -j"$JOBS"
# The libFuzzer targets, briefly (scripts/fuzz.sh runs them longer).
FUZZ_SECONDS=${BIDLAB_FUZZ_SECONDS:-30}
if [ "$FUZZ_SECONDS" != 0 ]; then
  bash scripts/fuzz.sh "$FUZZ_SECONDS"
fi
