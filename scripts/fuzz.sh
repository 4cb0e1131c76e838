#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, with address and undefined-behaviour
# sanitizers, in build-asan: the tree scripts/test.sh also runs the unit
# tests from) and runs each for SECONDS (default 30) on its corpus in
# fuzz/corpus/, one after the other. New inputs go to a scratch folder, not
# the repository. Each target is a reader of outside input:
#   pbn_reader       PBN files                 dataset_reader   data-set files as they are
#   lin_reader       BBO LIN files (and their conversion to PBN and back)
#   dataset_records  data sets, sealed first (count and checksum fixed up) so mutations reach the records
#   costs_csv        eval --costs files        model_file       every model kind's loader
#   bidder_answer    an external bidder's answer lines
#   bidder_answer_v2 the same in the four-seat protocol (protocol 2: X and XX, its messages)
#   serve_request    the explorer server's request handler
#   match_log        bidlab match --log files, as serve --match-log reads them
#   facit_reader     bidding challenges with the experts' score tables (eval --facit, experiment challenges)
#   expert_records   the experts' records, PBN and LIN (experiment experts --records)
# BIDLAB_FUZZ_TARGETS=readers: all but model_file and match_log (the ones
# that need the learners built under the sanitizers).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-30}
TARGETS=(pbn_reader:pbn lin_reader:lin dataset_reader:dataset dataset_records:dataset costs_csv:costs_csv
  bidder_answer:bidder_answer bidder_answer_v2:bidder_answer serve_request:serve facit_reader:facit
  expert_records:expert_records)
[ "${BIDLAB_FUZZ_TARGETS:-all}" = readers ] || TARGETS+=(model_file:model_file match_log:match_log)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=clang++ \
  -DBIDLAB_FUZZ=ON -DBIDLAB_SANITIZE=ON > /dev/null
names=()
for target in "${TARGETS[@]}"; do names+=("fuzz_${target%%:*}"); done
cmake --build build-asan -j"${BIDLAB_JOBS:-$(nproc)}" --target "${names[@]}"
# Real files of the shared data (never copied into the repository), when it
# is there, seed the two readers of real records beside the handwritten corpus.
SHARED=${BIDLAB_SHARED:-../shared/data}
seeds() {
  case "$1" in
    facit) [ -d "$SHARED/external/pbn/ben/Challenges" ] && echo "$SHARED/external/pbn/ben/Challenges" ;;
    expert_records) [ -d "$SHARED/external/lin" ] && echo "$SHARED/external/lin" ;;
  esac
  return 0
}
for target in "${TARGETS[@]}"; do
  name=${target%%:*}
  corpus=${target##*:}
  scratch=$(mktemp -d)
  echo "fuzzing $name for ${SECONDS_EACH}s"
  # The whole log on a failure (the sanitizer's report, the input saved as
  # crash-*, leak-* or timeout-* here); otherwise the start and end coverage
  # and the final statistics.
  if ! build-asan/fuzz_$name -max_total_time="$SECONDS_EACH" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
      "$scratch" "fuzz/corpus/$corpus" $(seeds "$corpus") > "$scratch.log" 2>&1; then
    cat "$scratch.log"
    exit 1
  fi
  grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::number_of_executed_units|^stat::peak_rss_mb' "$scratch.log"
  rm -rf "$scratch" "$scratch.log"
done
