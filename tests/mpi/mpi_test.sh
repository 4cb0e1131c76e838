#!/usr/bin/env bash
# bidlab under mpirun on this machine (2 and 3 ranks, loopback, oversubscribed):
# each case compares what a job writes with what one process writes, byte for
# byte. ctest runs each case (label mpi); CMake registers them only when it
# found MPI, else one test that says the cases were skipped.
#
# Usage: tests/mpi/mpi_test.sh BIDLAB CASE
#   (CASE: alone dataset resume eval match table4.2 neural mismatch programs)
set -euo pipefail
bidlab=$1
case=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/bidlab-mpi.XXXXXX")
trap 'rm -rf "$work"' EXIT

# What Open MPI needs here, for this script only: CI runs as root; one
# machine, shared memory and loopback only, no single-copy mechanism (ptrace
# is not allowed in containers); more ranks than cores are fine.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader,tcp OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_oob_tcp_if_include=lo
export OMPI_MCA_btl_vader_single_copy_mechanism=none
export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_mpi_yield_when_idle=1
export OMPI_MCA_hwloc_base_binding_policy=none
run() {  # run N ARGS…: bidlab on N ranks
  local n=$1
  shift
  mpirun --oversubscribe -n "$n" "$bidlab" "$@"
}
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
same() {  # same FILE_A FILE_B WHAT
  cmp "$1" "$2" > /dev/null || fail "$3: $2 differs from $1"
  echo "ok: $3"
}

case $case in
alone)
  # The MPI build alone and as a singleton under mpirun: the same bytes.
  "$bidlab" dataset build --count 4 --seed 11 --threads 1 -o "$work/alone.bdl" > /dev/null 2>&1
  run 1 dataset build --count 4 --seed 11 --threads 1 -o "$work/one.bdl" > /dev/null 2>&1
  same "$work/alone.bdl" "$work/one.bdl" "mpirun -n 1 dataset build"
  ;;
dataset)
  "$bidlab" dataset build --count 12 --seed 5 --threads 1 -o "$work/alone.bdl" > /dev/null 2>&1
  for n in 2 3; do
    run "$n" dataset build --count 12 --seed 5 --threads 1 -o "$work/ranks$n.bdl" > "$work/out$n" 2> "$work/err$n"
    same "$work/alone.bdl" "$work/ranks$n.bdl" "dataset build on $n ranks"
    # Rank 0 alone speaks: one announcement, one "wrote" line.
    [ "$(grep -c 'dealing and solving 12 deals' "$work/err$n")" = 1 ] || fail "$n ranks: not one announcement: $(cat "$work/err$n")"
    [ "$(grep -c '^wrote ' "$work/out$n")" = 1 ] || fail "$n ranks: not one result line: $(cat "$work/out$n")"
  done
  ;;
resume)
  # A rank killed mid-build ends the job with a message naming it; nothing
  # half-written; the same command resumes from the journal (no finished
  # batch solved again) to the bytes of one process's build.
  out=$work/killed.bdl
  run 3 dataset build --count 30 --seed 9 --threads 1 -o "$out" > /dev/null 2> "$work/err" &
  job=$!
  victim=""
  for _ in $(seq 1 600); do
    # Once the journal holds a finished batch (past its 48-byte header), kill rank 2.
    if [ -f "$out.partial" ] && [ "$(stat -c %s "$out.partial")" -gt 48 ]; then
      for pid in $(pgrep -f -- "-o $out" || true); do
        if tr '\0' '\n' < "/proc/$pid/environ" 2> /dev/null | grep -qx OMPI_COMM_WORLD_RANK=2; then victim=$pid; fi
      done
      [ -n "$victim" ] && break
    fi
    sleep 0.1
  done
  [ -n "$victim" ] || fail "rank 2 was not found while the build ran"
  kill -KILL "$victim"
  if wait "$job"; then fail "the job whose rank 2 was killed succeeded"; fi
  grep -q "rank 2" "$work/err" || fail "the message does not name rank 2: $(cat "$work/err")"
  echo "ok: killed rank named: $(grep -m1 'rank 2' "$work/err")"
  [ ! -e "$out" ] || fail "a killed build left $out"
  [ -f "$out.partial" ] || fail "a killed build left no journal"
  run 2 dataset build --count 30 --seed 9 --threads 1 -o "$out" > /dev/null 2> "$work/resumed"
  grep -q "resuming: [1-9][0-9]* of 30 deals done" "$work/resumed" || fail "did not resume: $(cat "$work/resumed")"
  echo "ok: $(grep -m1 resuming "$work/resumed")"
  "$bidlab" dataset build --count 30 --seed 9 --threads 1 -o "$work/alone.bdl" > /dev/null 2>&1
  same "$work/alone.bdl" "$out" "resumed build"
  ;;
eval)
  for bidder in sayc pass; do
    "$bidlab" eval --bidder "$bidder" --data standard --split validation --json > "$work/alone.json"
    for n in 2 3; do
      run "$n" eval --bidder "$bidder" --data standard --split validation --json > "$work/ranks$n.json"
      same "$work/alone.json" "$work/ranks$n.json" "eval --bidder $bidder on $n ranks"
    done
  done
  ;;
match)
  # A duplicate match shared across ranks (each plays its chunks of boards,
  # every rank scores the auctions): the same result and log as one process.
  args=(match --ns sayc --ew sayc-uncontested --data standard --split validation --boards 300 --threads 1 --json)
  "$bidlab" "${args[@]}" --log "$work/alone.jsonl" > "$work/alone.json"
  for n in 2 3; do
    run "$n" "${args[@]}" --log "$work/ranks$n.jsonl" > "$work/ranks$n.json"
    same "$work/alone.json" "$work/ranks$n.json" "match on $n ranks"
    same "$work/alone.jsonl" "$work/ranks$n.jsonl" "match log on $n ranks"
  done
  ;;
table4.2)
  # Table 4.2's grid of bandit trainings (--quick: 60 runs) shared across
  # ranks: the same table, and the same runs logged, as one process.
  args=(experiment table4.2 --quick --iterations 300 --seeds 2 --threads 1)
  "$bidlab" "${args[@]}" -o "$work/alone" > /dev/null 2>&1
  for n in 2 3; do
    run "$n" "${args[@]}" -o "$work/ranks$n" > /dev/null 2> "$work/err$n"
    same "$work/alone/table4.2.json" "$work/ranks$n/table4.2.json" "table4.2 on $n ranks (JSON)"
    same "$work/alone/table4.2.md" "$work/ranks$n/table4.2.md" "table4.2 on $n ranks (markdown)"
    # Runs end in any order across ranks: the log holds the same lines.
    same <(sort "$work/alone/table4.2.runs.jsonl") <(sort "$work/ranks$n/table4.2.runs.jsonl") "table4.2 runs logged on $n ranks"
    [ "$(grep -c '^table4.2 run ' "$work/err$n")" = 60 ] || fail "$n ranks: not 60 progress lines: $(cat "$work/err$n")"
  done
  ;;
neural)
  # Data-parallel training: each rank plays its share of a step's deals and
  # the gradients are summed. The same seed and number of ranks give the
  # same network (the file's lines from "network" on; its JSON holds
  # timings); one file, written by rank 0; validation costs like one
  # process's.
  args=(train neural --data standard --steps 12 --eval-every 6 --hidden 24 --deals-per-step 48 --minibatch 64
    --threads 1 --json)
  network() { sed -n '/^network /,$p' "$1"; }
  "$bidlab" "${args[@]}" -o "$work/alone.model" > "$work/alone.json" 2> /dev/null
  for n in 2 3; do
    run "$n" "${args[@]}" -o "$work/a$n.model" > "$work/a$n.json" 2> "$work/err$n"
    run "$n" "${args[@]}" -o "$work/b$n.model" > /dev/null 2>&1
    same <(network "$work/a$n.model") <(network "$work/b$n.model") "train neural on $n ranks, twice: the same network"
    [ "$(grep -c '^step ' "$work/err$n")" = 3 ] || fail "$n ranks: not one line per checkpoint: $(cat "$work/err$n")"
    [ "$(wc -l < "$work/a$n.json")" = 1 ] || fail "$n ranks: not one result: $(cat "$work/a$n.json")"
    python3 - "$work/alone.json" "$work/a$n.json" "$n" << 'PY' || fail "$n ranks: training differs from one process's"
import json, sys
alone, ranks = (json.load(open(p)) for p in sys.argv[1:3])
# Every deal of every step is played once, whichever rank plays it.
assert ranks["steps_done"] == alone["steps_done"] == 12, (ranks["steps_done"], alone["steps_done"])
assert abs(ranks["decisions"] - alone["decisions"]) < 0.25 * alone["decisions"], (ranks["decisions"], alone["decisions"])
assert abs(ranks["validation_cost"] - alone["validation_cost"]) < 2.0, (ranks["validation_cost"], alone["validation_cost"])
print(f"ok: {sys.argv[3]} ranks: validation {ranks['validation_cost']:.4f} against one process's {alone['validation_cost']:.4f}")
PY
  done
  ;;
mismatch)
  # Ranks started with different commands: refused before any work, with
  # one message naming the first difference, whatever differs.
  common=(--data standard --split validation --boards 40 --threads 1)
  check_refused() {  # WHAT EXPECTED: the job (stderr in $work/err) failed saying EXPECTED, once
    [ "$(grep -c 'every rank of an MPI job must run the same command' "$work/err")" = 1 ] ||
      fail "$1: not one message: $(cat "$work/err")"
    grep -qF "$2" "$work/err" || fail "$1: the message does not say $2: $(cat "$work/err")"
    echo "ok: $1: $(grep -m1 'same command' "$work/err")"
  }
  if mpirun --oversubscribe -n 1 "$bidlab" match --ns sayc --ew pass "${common[@]}" : \
    -n 1 "$bidlab" match --ns pass --ew sayc "${common[@]}" > "$work/out" 2> "$work/err"; then
    fail "a match with the pairs swapped on rank 1 succeeded: $(cat "$work/out")"
  fi
  [ ! -s "$work/out" ] || fail "a refused job printed a result: $(cat "$work/out")"
  check_refused "swapped pairs" 'rank 1 has argument 3 "pass" where rank 0 has "sayc"'
  if mpirun --oversubscribe -n 2 "$bidlab" eval --bidder sayc --data standard --split validation : \
    -n 1 "$bidlab" eval --bidder sayc --data standard --split test > /dev/null 2> "$work/err"; then
    fail "an eval with another split on rank 2 succeeded"
  fi
  check_refused "another split" 'rank 2 has argument 7 "test" where rank 0 has "validation"'
  if mpirun --oversubscribe -n 1 "$bidlab" match --ns sayc --ew pass "${common[@]}" : \
    -n 1 "$bidlab" match --ns sayc --ew pass "${common[@]}" --json > /dev/null 2> "$work/err"; then
    fail "a match with one more option on rank 1 succeeded"
  fi
  check_refused "one more option" "rank 1 has 14 arguments where rank 0 has 13 arguments"
  ;;
programs)
  # Every rank's external programs end with the job: the programs of ranks
  # 1 and 2 sleep mid-answer (for longer than the test); rank 0's answer
  # nonsense once theirs have started. Once the job has failed, no program
  # is left, and the job did not wait for the sleepers' 600 s timeout.
  cat > "$work/program.sh" << 'PROGRAM'
echo "$OMPI_COMM_WORLD_RANK $(cut -d' ' -f5 /proc/$$/stat)" >> "$1"
read request
if [ "$OMPI_COMM_WORLD_RANK" != 0 ]; then printf PA; sleep 300; fi
for _ in $(seq 1 200); do
  [ "$(cut -d' ' -f1 "$1" | sort -u | wc -l)" -ge 3 ] && break
  sleep 0.1
done
echo NONSENSE
PROGRAM
  start=$(date +%s)
  if run 3 match --ns-cmd "sh $work/program.sh $work/groups" --ew sayc --data standard --split validation \
    --boards 60 --threads 2 --cmd-timeout 600 > /dev/null 2> "$work/err"; then
    fail "a match whose program answered nonsense succeeded"
  fi
  took=$(($(date +%s) - start))
  grep -q 'answered "NONSENSE"' "$work/err" || fail "the message does not quote the answer: $(cat "$work/err")"
  [ "$took" -lt 60 ] || fail "the job took ${took}s to end"
  [ "$(cut -d' ' -f1 "$work/groups" | sort -u | wc -l)" = 3 ] ||
    fail "not every rank started its program: $(cat "$work/groups")"
  # The process group of every process still alive (zombies aside), polled
  # for up to 10 s: a loaded machine may take a moment to end them.
  # (cat fails on the processes that end while it reads: not an error here.)
  for _ in $(seq 1 100); do
    alive=$( (cat /proc/[0-9]*/stat 2> /dev/null || true) | awk '{ sub(/^.*\) /, ""); if ($1 != "Z") print $3 }')
    left=""
    while read -r rank group; do
      if grep -qx "$group" <<< "$alive"; then left="rank $rank's program (group $group)"; fi
    done < "$work/groups"
    [ -z "$left" ] && break
    sleep 0.1
  done
  [ -z "$left" ] || fail "$left outlived the job by 10 s"
  echo "ok: the job ended in ${took}s and left none of its $(wc -l < "$work/groups") programs"
  ;;
*)
  fail "unknown case $case"
  ;;
esac
