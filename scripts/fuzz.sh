#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, with address and undefined-behaviour
# sanitizers, in build-asan: the tree scripts/test.sh also runs the unit
# tests from) and runs each for SECONDS (default 30) on its corpus in
# fuzz/corpus/, one after the other. New inputs go to a scratch folder, not
# the repository. Each target is a reader of outside input:
#   pbn_reader       PBN files                 dataset_reader   data-set files as they are
#   dataset_records  data sets, sealed first (count and checksum fixed up) so mutations reach the records
#   costs_csv        eval --costs files        model_file       every model kind's loader
#   bidder_answer    an external bidder's answer lines
#   serve_request    the explorer server's request handler
# By default the readers and the server (BIDLAB_FUZZ_TARGETS=all: every target).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-30}
# The readers that need only core and io (and the server's request handler)
# build in minutes; the learners' loaders need the whole library built with
# clang and sanitizers. BIDLAB_FUZZ_TARGETS=all fuzzes every target.
READER_TARGETS=(pbn_reader:pbn dataset_reader:dataset dataset_records:dataset serve_request:serve)
LIBRARY_TARGETS=(costs_csv:costs_csv model_file:model_file bidder_answer:bidder_answer)
TARGETS=("${READER_TARGETS[@]}")
[ "${BIDLAB_FUZZ_TARGETS:-readers}" = all ] && TARGETS+=("${LIBRARY_TARGETS[@]}")
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=clang++ \
  -DBIDLAB_FUZZ=ON -DBIDLAB_SANITIZE=ON > /dev/null
names=()
for target in "${TARGETS[@]}"; do names+=("fuzz_${target%%:*}"); done
cmake --build build-asan -j"${BIDLAB_JOBS:-$(nproc)}" --target "${names[@]}"
for target in "${TARGETS[@]}"; do
  name=${target%%:*}
  corpus=${target##*:}
  scratch=$(mktemp -d)
  echo "fuzzing $name for ${SECONDS_EACH}s"
  build-asan/fuzz_$name -max_total_time="$SECONDS_EACH" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    "$scratch" "fuzz/corpus/$corpus" 2>&1 | tail -n 4
  rm -rf "$scratch"
done
