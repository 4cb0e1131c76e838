#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, with address and undefined-behaviour
# sanitizers) and runs each for SECONDS (default 30) on its corpus in
# fuzz/corpus/. New inputs go to a scratch folder, not the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-30}
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DBIDLAB_FUZZ=ON -DBIDLAB_SANITIZE=ON > /dev/null
cmake --build build-fuzz -j"$(nproc)" --target fuzz_pbn_reader fuzz_dataset_reader fuzz_serve_request
for target in pbn_reader:pbn dataset_reader:dataset serve_request:serve; do
  name=${target%%:*}
  corpus=${target##*:}
  scratch=$(mktemp -d)
  echo "fuzzing $name for ${SECONDS_EACH}s"
  build-fuzz/fuzz_$name -max_total_time="$SECONDS_EACH" -print_final_stats=1 "$scratch" "fuzz/corpus/$corpus" 2>&1 | tail -n 4
  rm -rf "$scratch"
done
