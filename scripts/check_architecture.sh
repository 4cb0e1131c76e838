#!/usr/bin/env bash
# Checks the layering of src/ (DESIGN.md, issue 21); prints FILE:LINE for each
# problem and exits 1 when there is one. Pure bash, grep and awk.
#
#  1. No include points up the layers
#       core → cluster → io → dd → data → features → learn → eval → experiments → report → serve → cli → python
#     (python: the Python module's bindings, which nothing includes)
#     A file includes its own layer and lower ones. Tests (*_test.cc,
#     *_test_util.h) follow the same rule, except that they may also include
#     the test-support headers listed in TEST_SUPPORT: eval's one auction loop
#     (a bidder's test plays auctions through it rather than copying it) and
#     data's dealer (the deals a test bids).
#  2. No file under src/learn/ opens a file: learners are handed data; io owns
#     every format (file streams, fopen/open, and the io/data readers and
#     writers of files are refused outside tests).
#  3. Each common option (--data --imp-scale --split --declarer --vulnerable)
#     is declared once in src/cli (non-test files): one string literal naming
#     it ("--data", "-d,--data", …).
#  4. MPI is src/cluster's alone: no other file includes <mpi.h> (the rest of
#     the code calls cluster/cluster.h and never needs #ifdef).
#  5. Every file is read through io/bounded_file.h (BoundedFile, or
#     ReadFileText and ReadFileBytes built on it), which refuses folders,
#     devices and pipes and reads to a bound: no std::ifstream, std::fstream
#     or fopen elsewhere (tests excepted).
#
# Usage: scripts/check_architecture.sh [SRC_DIR]   (default: src beside this script)
set -uo pipefail

src=${1:-"$(cd "$(dirname "$0")/.." && pwd)/src"}
cd "$src/.." || exit 2
src_name=$(basename "$src")

LAYERS="core cluster io dd data features learn eval experiments report serve cli python"
TEST_SUPPORT="eval/evaluate.h data/dealer.h"
OPTIONS="--data --imp-scale --split --declarer --vulnerable"

problems=0
report() {
  printf '%s\n' "$@"
  problems=$((problems + $#))
}

# --- 1. includes -------------------------------------------------------------
mapfile -t up < <(find "$src_name" \( -name '*.h' -o -name '*.cc' \) | sort |
  xargs awk -v layers="$LAYERS" -v support="$TEST_SUPPORT" '
    BEGIN {
      n = split(layers, L, " "); for (i = 1; i <= n; i++) rank[L[i]] = i
      m = split(support, S, " "); for (i = 1; i <= m; i++) allowed[S[i]] = 1
    }
    FNR == 1 { split(FILENAME, parts, "/"); own = parts[2]; test = FILENAME ~ /_test(_util)?\.(cc|h)$/ }
    /^[ \t]*#[ \t]*include[ \t]*"/ {
      path = $0; sub(/^[^"]*"/, "", path); sub(/".*$/, "", path)
      split(path, q, "/"); to = q[1]
      if (!(own in rank) || !(to in rank) || rank[to] <= rank[own]) next
      if (test && (path in allowed)) next
      printf "%s:%d: %s (layer %s) includes \"%s\" from the higher layer %s\n", FILENAME, FNR, (test ? "test" : "file"), own, path, to
    }')
if [ ${#up[@]} -gt 0 ]; then
  echo "Includes that point up the layers ($LAYERS):"
  report "${up[@]}"
fi

# --- 2. learners open no file ------------------------------------------------
# POSIX open() only as a call (":: open(", "= open(", "return open("), not a variable named open.
opens='std::(i|o)?fstream|\b(fopen|fdopen|freopen)[[:space:]]*\(|(::|[=(,;{]|return)[[:space:]]*(open|openat)[[:space:]]*\(|std::filesystem::(recursive_)?directory_iterator'
readers='\b(LoadDataset|ReadDatasetFile|WriteDatasetFile|SnapshotJournal|ReadJournal|ReadFileText|ReadFileBytes|WriteFileAtomically|ReadModelFile|ReadModelFileOfKind|WriteModelFile|ReadPbn[A-Za-z]*|WritePbnFile|ReadOpeningExamples|ReadDdReference[A-Za-z]*|ReadCostsCsv[A-Za-z]*)[[:space:]]*\('
if [ -d "$src_name/learn" ]; then
  mapfile -t opened < <(find "$src_name/learn" \( -name '*.h' -o -name '*.cc' \) ! -name '*_test.cc' ! -name '*_test_util.h' |
    sort | xargs grep -nE "$opens|$readers" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' |
    sed -E 's/^([^:]+:[0-9]+):[[:space:]]*(.*)$/\1: a learner opens a file: \2/')
  if [ ${#opened[@]} -gt 0 ]; then
    echo "Files under $src_name/learn/ that open files (learners are handed data; io reads and writes):"
    report "${opened[@]}"
  fi
fi

# --- 3. each common option declared once in cli --------------------------------
if [ -d "$src_name/cli" ]; then
  for option in $OPTIONS; do
    # A string literal that is an option spec naming it: "--data", "-d,--data", "--data,-d".
    pattern="\"([-a-z0-9]+,)*${option}(,[-a-z0-9]+)*\""
    mapfile -t declared < <(find "$src_name/cli" \( -name '*.h' -o -name '*.cc' \) ! -name '*_test.cc' ! -name '*_test_util.h' |
      sort | xargs grep -nE -- "$pattern" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' | cut -d: -f1,2)
    if [ ${#declared[@]} -ne 1 ]; then
      echo "Option $option is declared ${#declared[@]} times in $src_name/cli (expected once):"
      if [ ${#declared[@]} -eq 0 ]; then
        report "$src_name/cli: $option is not declared"
      else
        report "${declared[@]/%/: declares $option}"
      fi
    fi
  done
fi

# --- 4. MPI only in src/cluster -------------------------------------------------
mapfile -t mpi < <(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<mpi\.h>' "$src_name" --include='*.h' --include='*.cc' |
  grep -v "^$src_name/cluster/" | cut -d: -f1,2)
if [ ${#mpi[@]} -gt 0 ]; then
  echo "Files outside $src_name/cluster/ that include <mpi.h> (call cluster/cluster.h instead):"
  report "${mpi[@]/%/: includes <mpi.h>}"
fi

# --- 5. files are read through io/bounded_file.h -------------------------------
reads='std::(i)?fstream|\b(fopen|fdopen|freopen)[[:space:]]*\('
mapfile -t unbounded < <(find "$src_name" \( -name '*.h' -o -name '*.cc' \) ! -name '*_test.cc' ! -name '*_test_util.h' |
  grep -v "^$src_name/io/bounded_file\.\(h\|cc\)$" | sort | xargs grep -nE "$reads" |
  grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' | cut -d: -f1,2)
if [ ${#unbounded[@]} -gt 0 ]; then
  echo "Files read without a bound (read through io/bounded_file.h: BoundedFile, ReadFileText, ReadFileBytes):"
  report "${unbounded[@]/%/: reads a file without io/bounded_file.h}"
fi

if [ "$problems" -gt 0 ]; then
  echo "check_architecture: $problems problem(s)" >&2
  exit 1
fi
echo "check_architecture: ok (includes follow $LAYERS; learners open no file; common options declared once; MPI only in cluster; files read through io/bounded_file.h)"
