#!/usr/bin/env bash
# Regenerates every result the README and the manual (docs/) quote into
# results/ (committed), their marked figures from them (bidlab check-docs
# --write), docs/report.html and its screenshots, then checks the docs'
# figures and links.
#
#   bash scripts/refresh_docs.sh [--force] [--long] [--only NAME]… [--list]
#
# Each run is redone only when its inputs changed: its command, or the code
# it is built from (src/, data/, the build files; the tests, the explorer and
# the report's own code aside), as recorded in results/.stamps/NAME; --force
# redoes them anyway (a long run only with --long too).
# Long runs (about 3 hours of training together: Figure 4.3, Tables 4.1 and
# 4.2, the ddnet networks, the --symmetries 48 bandits, the four-seat
# bidder's exploiter) are kept as they are
# unless --long is given, and the script says which are stale or missing.
# The quick runs take about 18 minutes from scratch on two busy cores; with
# nothing to redo the script takes half a minute. The neural bidder is
# never retrained: its figures come from the shipped data/neural.model (its
# info and its evaluation); `bidlab train neural` makes a new one (47 min).
# Nor is the learned contested bidder (data/contested.model).
# Needs a Release build in build/ (cmake -S . -B build -DCMAKE_BUILD_TYPE=Release).
set -euo pipefail
cd "$(dirname "$0")/.."

BIDLAB=${BIDLAB:-build/bidlab}
RESULTS=results
MODELS=build/refresh  # trained models: large, not committed; retrained when missing
FORCE=0 LONG=0 LIST=0
ONLY=()
while [ $# -gt 0 ]; do
  case "$1" in
    --force) FORCE=1 ;;
    --long) LONG=1 ;;
    --only) ONLY+=("$2"); shift ;;
    --list) LIST=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "refresh_docs.sh: unknown option $1 (--force, --long, --only NAME, --list)" >&2; exit 2 ;;
  esac
  shift
done
[ -x "$BIDLAB" ] || { echo "refresh_docs.sh: $BIDLAB not found: build first (see README.md)" >&2; exit 1; }
mkdir -p "$RESULTS/runs" "$RESULTS/.stamps" "$MODELS"

# The code every run depends on, by content (committed or not): all but the
# tests, the explorer and the report's own code (the report is always remade).
CODE=$(git ls-files -co --exclude-standard src data cmake CMakeLists.txt |
         grep -v -e '_test\.cc$' -e '^src/serve/' -e '^src/cli/report_commands\.cc$' \
           -e '^src/report/\(report_html\|markdown_html\|report_charts\|league_table\|doc_figures\|doc_links\|doc_check\|gallery\|deal_view\|results_dir\)' |
         sort | xargs sha1sum | sha1sum | cut -c1-16)

START=$SECONDS
STALE=()
# run NAME long|quick "OUTPUT…" -- COMMAND…: runs COMMAND when its stamp
# differs or an OUTPUT is missing. When the first OUTPUT is under
# results/runs/, it is COMMAND's standard output (JSON).
run() {
  local name=$1 kind=$2 outputs=$3
  shift 4
  # The default bandit is every later run's input: trained whenever it is missing, --only or not.
  if [ "$name" = bandit ] && [ "$LIST" = 0 ] && [ ! -f "$MODELS/bandit.model" ]; then
    :
  elif [ ${#ONLY[@]} -gt 0 ] && [[ " ${ONLY[*]} " != *" $name "* ]]; then return 0; fi
  if [ "$LIST" = 1 ]; then echo "$name ($kind): $*"; return 0; fi
  local key="$CODE $*" stamp="$RESULTS/.stamps/$name" present=1 output
  # KEY_FILES="PATH…" run …: files outside the code above that the run also depends on, by content.
  if [ -n "${KEY_FILES:-}" ]; then
    key+=" $(git ls-files -co --exclude-standard $KEY_FILES | sort | xargs sha1sum | sha1sum | cut -c1-16)"
  fi
  for output in $outputs; do [ -e "$output" ] || present=0; done
  if [ "$FORCE" = 0 ] && [ "$present" = 1 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ]; then
    echo "== $name: up to date"
    return 0
  fi
  if [ "$kind" = long ] && [ "$LONG" = 0 ]; then
    if [ "$present" = 1 ]; then STALE+=("$name (stale)"); else STALE+=("$name (missing)"); fi
    echo "== $name: long run, kept as it is (--long redoes it)"
    return 0
  fi
  echo "== $name: $*"
  local begin=$SECONDS first=${outputs%% *}
  if [[ "$first" == "$RESULTS/runs/"* ]]; then
    "$@" > "$first.tmp"
    mv "$first.tmp" "$first"
  else
    "$@"
  fi
  echo "$key" > "$stamp.tmp" && mv "$stamp.tmp" "$stamp"
  echo "== $name: done in $((SECONDS - begin)) s"
}

B=$BIDLAB
R=$RESULTS
# The default bandit, trained once: its figures, and the bandit of every
# table below. Single measurements go to results/runs/ (JSON).
S="--data standard --split test --json"
run bandit quick "$R/runs/bandit.json $MODELS/bandit.model" -- \
  $B train bandit --data standard -o $MODELS/bandit.model --json
# The experiments (NAME.md, NAME.json: what `bidlab report` shows).
run compare quick "$R/compare.json" -- $B experiment compare --bandit-model $MODELS/bandit.model -o $R
run neural quick "$R/neural.json" -- \
  $B experiment neural --model data/neural.model --bandit-model $MODELS/bandit.model -o $R
run figure4.1 quick "$R/figure4.1.json" -- $B experiment figure4.1 --data standard -o $R
run figure4.2 quick "$R/figure4.2.json" -- $B experiment figure4.2 --data standard -o $R
run cbr quick "$R/cbr.json" -- $B experiment cbr -o $R
run white quick "$R/white.json" -- $B experiment white -o $R
run challenges quick "$R/challenges.json" -- $B experiment challenges -o $R
# Every four-seat bidder against every other (about a minute on 10,000 boards), with the
# four-seat bidder before the league (stage 2) and the exploiter trained against it.
run league quick "$R/league.json" -- $B experiment league --bandit-model $MODELS/bandit.model \
  --model data/league/contested-stage2.model --model data/league/exploiter-of-stage2.model -o $R
# The experts' own auctions (the shared data's human records): the first run solves their
# 3,693 deals double-dummy into the cache (about 15 CPU-minutes: under 10 minutes on two free
# cores), later runs reuse it and take seconds.
run experts quick "$R/experts.json" -- $B experiment experts -o $R
run figure4.3 long "$R/figure4.3.json" -- $B experiment figure4.3 --data standard -o $R
run table4.1 long "$R/table41.json" -- $B experiment table4.1 --data standard -o $R
run table4.2 long "$R/table4.2.json" -- $B experiment table4.2 --data standard --threads 2 -o $R
run ddnet long "$R/who-bids-higher.json" -- $B experiment ddnet -o $R

M="--model $MODELS/bandit.model"
run table4.3 quick "$R/table4.3.json" -- $B experiment table4.3 --data standard $M -o $R
run table4.4 quick "$R/table4.4.json" -- $B experiment table4.4 --data standard $M -o $R
run tablea.1 quick "$R/tablea.1.json" -- $B experiment tablea.1 --data standard $M -o $R
run bandit-test quick "$R/runs/bandit-test.json" -- $B eval --model $MODELS/bandit.model $S
run bandit-real quick "$R/runs/bandit-real.json" -- $B eval --model $MODELS/bandit.model $S --declarer real
run bandit-opening-north quick "$R/runs/bandit-opening-north.json" -- \
  $B eval --model $MODELS/bandit.model $S --opening-only north
run bandit-opening-either quick "$R/runs/bandit-opening-either.json" -- \
  $B eval --model $MODELS/bandit.model $S --opening-only either
run sayc quick "$R/runs/sayc.json" -- $B eval --bidder sayc $S
run sayc-real quick "$R/runs/sayc-real.json" -- $B eval --bidder sayc $S --declarer real
run sayc-validation quick "$R/runs/sayc-validation.json" -- $B eval --bidder sayc --data standard --split validation --json
run sayc-opening-north quick "$R/runs/sayc-opening-north.json" -- $B eval --bidder sayc $S --opening-only north
run sayc-opening-either quick "$R/runs/sayc-opening-either.json" -- \
  $B eval --bidder sayc $S --opening-only either
run pass quick "$R/runs/pass.json" -- $B eval --bidder pass $S
run neural-test quick "$R/runs/neural-test.json" -- $B eval --model data/neural.model $S
run neural-real quick "$R/runs/neural-real.json" -- $B eval --model data/neural.model $S --declarer real
# The learned contested bidder (data/contested.model, never retrained here:
# bidlab train contested, then train contested-rl, about 25 minutes): its
# uncontested cost; its matches are in compare and the league.
run contested-test quick "$R/runs/contested-test.json" -- $B eval --model data/contested.model $S
# The shipped hard-decision deals (North-South 25+ HCP): the test split of that set, never trained on.
H="--data data/hard/ns-hcp25-seed1-20000.bdl.xz --split test --json"
run hard-neural quick "$R/runs/hard-neural.json" -- $B eval --model data/neural.model $H
run hard-contested quick "$R/runs/hard-contested.json" -- $B eval --model data/contested.model $H
run hard-sayc quick "$R/runs/hard-sayc.json" -- $B eval --bidder sayc $H
# docs/python.md's example: a pair written in Python against SAYC (2,000 test boards, seconds).
KEY_FILES="examples/python python" run python-match quick "$R/runs/python-match.json" -- build/python/run examples/python/python_match.py --json
# Its exploitability: a best response trained against it from stage 1
# (about 12 + 5 minutes; scripts/exploitability.sh).
run contested-stage1 long "$MODELS/contested-stage1.model" -- \
  $B train contested --data standard --threads 2 -o $MODELS/contested-stage1.model
run exploit-contested long "$R/runs/exploit-contested.json" -- \
  bash scripts/exploitability.sh data/contested.model $MODELS/contested-stage1.model $MODELS/exploit-contested.model
run bandit-sym48 long "$R/runs/bandit-sym48.json $MODELS/bandit-sym48.model" -- \
  $B train bandit --data standard --symmetries 48 --threads 2 -o $MODELS/bandit-sym48.model --json
run bandit-sym48-restarts5 long "$R/runs/bandit-sym48-restarts5.json" -- \
  $B train bandit --data standard --symmetries 48 --restarts 5 --threads 2 -o $MODELS/bandit-best.model --json
[ "$LIST" = 1 ] && exit 0

# The docs' marked figures, the report and its pictures, from results/.
$B check-docs --write
REPORT_MODELS=()
[ -f $MODELS/bandit.model ] && REPORT_MODELS=(--model $MODELS/bandit.model)
$B report $R -o docs/report.html "${REPORT_MODELS[@]}"
SHOTS=()
for name in compare figure4.2 figure4.3 table4.2 league; do
  if [ -f "$R/$name.json" ]; then SHOTS+=("$name"); else rm -f "docs/report-$name.png"; fi
done
node scripts/screenshot_report.mjs docs/report.html docs/ "${SHOTS[@]}"
$B check-docs

echo "refresh_docs.sh: done in $((SECONDS - START)) s"
if [ ${#STALE[@]} -gt 0 ]; then
  echo "long runs not redone: ${STALE[*]} (bash scripts/refresh_docs.sh --long)"
fi
